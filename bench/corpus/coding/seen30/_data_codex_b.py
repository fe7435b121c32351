"""h30 Codex sessions, part b: a throwaway Nx spike in copperleaf, the notes of copperleaf's docs meeting, and a
Python client generated from the OpenAPI spec of orchard's ledger service."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

COPPER = "/home/ines/work/copperleaf"
ORCHARD = "/Users/lucia/dev/orchard"

SESSIONS = [
    {
        "id": "h30-cx-copperleaf-nx-spike",
        "project": COPPER,
        "start": datetime(2026, 11, 21, 16, 40),
        "about": "a spike: Nx tried on a throwaway branch of copperleaf next to Turborepo (nx init, project graph, "
                 "jq over graph.json, cold and cached build timings, affected vs turbo filters, how Nx remote caching "
                 "works); 'note: this branch is a spike'; 'I never remember the jq syntax'; nothing adopted, branch "
                 "deleted, nothing decided",
        "steps": [
            ("user", "note: this branch is a spike, nothing on it gets merged. I just want to see what nx would look "
                     "like in copperleaf next to turbo. I'm on spike/nx already"),
            shell("npx -y nx@latest init --interactive=false 2>&1 | tail -n 6 && git status --short",
                  "NX   Recommended Plugins:\n"
                  "Added @nx/js plugin to infer targets from package.json scripts\n"
                  "NX   👋 Welcome to Nx!\n"
                  " M package.json\n M pnpm-lock.yaml\n?? nx.json\n"),
            ("assistant", "nx init added nx.json and the nx dev dependency and left turbo.json alone. It infers "
                          "targets from the existing package.json scripts, so `nx run-many -t build` runs the same "
                          "scripts turbo runs today."),
            shell("npx nx show projects && npx nx graph --file=/tmp/graph.json >/dev/null && jq '.graph.nodes | "
                  "length' /tmp/graph.json",
                  "@copperleaf/forms\n@copperleaf/icons\n@copperleaf/tokens\n@copperleaf/date-utils\n"
                  "@copperleaf/eslint-config\n@copperleaf/tsup-config\n@copperleaf/docs\n@copperleaf/playground\n8\n"),
            ("user", "how do I get the projects that depend on tokens out of that json? I never remember the jq "
                     "syntax"),
            ("assistant", "The dependencies are in `.graph.dependencies`, a map from each project to a list of "
                          "`{source, target, type}` edges. Select the projects that have an edge whose target is "
                          "tokens:\n\n"
                          "`jq -r '.graph.dependencies | to_entries[] | select(any(.value[]; .target == "
                          "\"@copperleaf/tokens\")) | .key' /tmp/graph.json`"),
            shell("jq -r '.graph.dependencies | to_entries[] | "
                  "select(any(.value[]; .target == \"@copperleaf/tokens\")) "
                  "| .key' /tmp/graph.json",
                  "@copperleaf/forms\n@copperleaf/icons\n@copperleaf/docs\n@copperleaf/playground\n"),
            shell("rm -rf .turbo .nx node_modules/.cache && for tool in turbo nx; do for run in cold cached; do "
                  "start=$(date +%s.%N); if [ $tool = turbo ]; then pnpm turbo run build --cache-dir=/tmp/tc "
                  ">/dev/null; else npx nx run-many -t build >/dev/null; fi; printf '%s %s %.1fs\\n' $tool $run "
                  "$(echo \"$(date +%s.%N) - $start\" | bc); done; done",
                  "turbo cold 158.3s\nturbo cached 9.6s\nnx cold 161.0s\nnx cached 7.2s\n"),
            ("assistant", "Cold builds are the same, since both just run tsup per package. Cached runs differ by "
                          "about two seconds, mostly process start-up; on eight projects that's noise. For "
                          "PR builds, `nx affected -t build --base=origin/main` plays the role of turbo's "
                          "`--filter=...[origin/main]`. Where Nx goes further is generators and plugins that infer "
                          "targets for Vite, Jest, Playwright and so on."),
            ("user", "and remote caching with nx, is that only nx cloud?"),
            ("assistant", "Nx Cloud is the hosted option. Besides that there are self-hosted cache packages that "
                          "store artifacts in S3, Google Cloud Storage, Azure or a shared file system; their "
                          "licence terms have changed more than once, so you'd want to read the current ones before "
                          "relying on them. Turborepo's remote cache protocol is open, which is why the self-hosted "
                          "turbo cache servers exist."),
            ("user", "ok. interesting but not something for now. delete the branch and throw away the changes, "
                     "nothing from this goes anywhere"),
            shell("git checkout -q -- . && git clean -fdq && git switch -q main && git branch -D spike/nx "
                  "&& git status "
                  "--short | wc -l",
                  "Deleted branch spike/nx (was 3e0c5a1).\n0\n"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h30-cx-copperleaf-docs-meeting-notes",
        "project": COPPER,
        "start": datetime(2026, 11, 14, 11, 30),
        "about": "pasted notes of copperleaf's docs sync; only what the person confirms counts: move the docs from "
                 "Docusaurus to Astro Starlight, Pagefind over Algolia DocSearch, old URLs must keep working; "
                 "versioned docs left open, i18n and Tom's MDX components idea ignored; 'keep a note that' the docs "
                 "site deploys to production from main only, deploy previews for PRs, no branch deploys",
        "steps": [
            ("user", "notes from yesterday's docs sync, turn the decided bits into issues:\n\n"
                     "Docs sync, 13 Nov. Ines, Jonas, Tom, Mai\n"
                     "1. Docusaurus 2 to 3 upgrade: MDX 3 breaks ~40 of our pages. Proposal: move to Astro "
                     "Starlight instead. Jonas +1. Tom worried about losing the versioned docs plugin.\n"
                     "2. Search: our Algolia DocSearch application is still pending after 6 weeks. Alternative: "
                     "Pagefind, static index built with the site.\n"
                     "3. Versioning: keep per-major docs (v2, v3) or only latest + links to changelogs? No "
                     "conclusion.\n"
                     "4. i18n: Mai asked about Japanese docs, a community member offered to translate. Parked.\n"
                     "5. Tom: maybe custom MDX components for the props tables?\n"
                     "6. Old URLs: Ines to look at redirects."),
            ("assistant", "The notes record proposals for most of these but few conclusions. Which of them are "
                          "actually decided? For example 1 says 'proposal' and Tom had a concern, and 3 explicitly "
                          "has no conclusion."),
            ("user", "the starlight move, yes. pagefind, yes. versioning is still open, don't do anything about it. "
                     "forget the i18n thing and Tom's mdx components, he brings those up every meeting. and 6: old "
                     "URLs have to keep working after the move, the details when we get there"),
            ("assistant", "For the issue text on search: the reasons I'd give for Pagefind over DocSearch are that it "
                          "needs no third-party crawler or application approval, and since its index is built with "
                          "the site it also works on deploy previews, where DocSearch would only ever index "
                          "production. The cost is a client-side index download, around a few hundred KB for a site "
                          "of this size. Is that the reasoning you want recorded?"),
            ("user", "yes, exactly that, the deploy preview point is the one that matters"),
            shell("netlify api getSite --data '{\"site_id\":\"copperleaf-docs\"}' | jq '{branch: "
                  ".build_settings.repo_branch, allowed_branches: .build_settings.allowed_branches, "
                  "deploy_previews: .build_settings.skip_prs}' && sed -n 1,12p apps/docs/netlify.toml",
                  "{\n  \"branch\": \"main\",\n  \"allowed_branches\": [\"*\"],\n  \"deploy_previews\": false\n}\n"
                  "[build]\n  base = \"apps/docs\"\n  command = \"pnpm build\"\n  publish = \"build\"\n"),
            ("user", "keep a note that the docs site deploys to production from main only. every PR gets a deploy "
                     "preview, other branches get nothing. right now it builds every branch that's pushed, which is "
                     "why we hit the build minutes limit last month. turn branch deploys off"),
            shell("netlify api updateSite --data '{\"site_id\":\"copperleaf-docs\",\"body\":{\"build_settings\":"
                  "{\"allowed_branches\":[\"main\"],\"skip_prs\":false}}}' | jq -c '.build_settings | "
                  "{allowed_branches, skip_prs}'",
                  "{\"allowed_branches\":[\"main\"],\"skip_prs\":false}\n"),
            shell("for t in 'docs: move apps/docs from Docusaurus to Astro Starlight' 'docs: search with Pagefind "
                  "instead of Algolia DocSearch' 'docs: keep old Docusaurus URLs working after the move'; do gh issue "
                  "create --title \"$t\" --label docs --body-file /tmp/issue-body.md; done",
                  "https://github.com/copperleaf-ui/copperleaf/issues/426\n"
                  "https://github.com/copperleaf-ui/copperleaf/issues/427\n"
                  "https://github.com/copperleaf-ui/copperleaf/issues/428\n"),
            ("assistant", "Three issues: #426 the Starlight move, #427 Pagefind (with the deploy-preview reasoning), "
                          "#428 keeping the old URLs working. Nothing for versioning, i18n or the MDX components. "
                          "Netlify now builds production from main only, and deploy previews for pull requests stay "
                          "on."),
        ],
        "facts": [
            fact("starlight", "copperleaf's docs site moves from Docusaurus to Astro Starlight instead of upgrading "
                              "to Docusaurus 3 (MDX 3 breaks about 40 pages).",
                 "decision", "user", ["Starlight", "Docusaurus"]),
            fact("pagefind", "copperleaf's docs search uses Pagefind, not Algolia DocSearch: no third-party crawler "
                             "or application, and the index is built with the site so it works on deploy previews.",
                 "decision", "user", ["Pagefind", ["Algolia", "DocSearch"]]),
            fact("deploys", "The docs site deploys to production from main only; every PR gets a deploy preview; "
                            "other branches get no deploys.",
                 "config", "user", ["main", "deploy preview", ["other branches", "branch deploys"]],
                 remember=True),
        ],
        "optional": [
            opt("old-urls", "Old Docusaurus URLs have to keep working after the move.", ["old URLs"]),
            opt("issues", "Issues #426 (Starlight), #427 (Pagefind) and #428 (old URLs) track the docs work.",
                ["#426"]),
        ],
        "questions": [
            q("What is copperleaf's docs site moving to?", "Astro Starlight, instead of the Docusaurus 3 upgrade",
              ["starlight"]),
            q("Why Pagefind rather than Algolia DocSearch?",
              "its index is built with the site, so it also works on deploy previews", ["pagefind"]),
            q("Which branches of the docs site get deployed?",
              "production from main only, a deploy preview for every PR, other branches get nothing", ["deploys"]),
        ],
    },
    {
        "id": "h30-cx-orchard-openapi-codegen",
        "project": ORCHARD,
        "start": datetime(2026, 11, 17, 10, 10),
        "about": "orchard: a Python client for the ledger service generated from its OpenAPI spec with "
                 "openapi-python-client (openapi-generator rejected: needs a JVM, untyped output; hand-written "
                 "rejected: drifts); generated code first to be committed, reversed later in the session: generated "
                 "at build time by Bazel, not committed; operationId convention lowerCamelCase verbNoun and spec "
                 "location; speculation about a TypeScript client and Smithy that decides nothing",
        "steps": [
            ("user", "the billing team wants a python client for ledger instead of hand-rolling requests calls. "
                     "ledger already serves its openapi spec. what are the options?"),
            shell("head -n 6 services/ledger/api/openapi.yaml && yq '[.paths[][] | select(has(\"operationId\"))] | "
                  "length' services/ledger/api/openapi.yaml",
                  "openapi: 3.1.0\ninfo:\n  title: ledger\n  version: 2.14.0\nservers:\n  - url: /api/v1\n41\n"),
            ("assistant", "OpenAPI 3.1, 41 operations. Options:\n\n"
                          "a) **openapi-generator** (python generator): the most widely used, but it's a Java tool, "
                          "so every dev machine and CI image needs a JVM, and its Python output passes dicts around "
                          "with thin typing.\n"
                          "b) **openapi-python-client**: a Python tool, generates attrs models with type hints and "
                          "sync and async functions on httpx, and handles 3.1.\n"
                          "c) **a hand-written client** on httpx: nicest API, but it starts drifting from the spec "
                          "the day after it's written."),
            ("user", "b. openapi-generator means a JVM everywhere and the dict soup is no better than what billing "
                     "has now. hand-written drifts, we had that with the payout client"),
            ("assistant", "Should the generated package be committed to the repo, or generated during the build?"),
            ("user", "commit it, people want to read the client on github"),
            shell("openapi-python-client generate --path services/ledger/api/openapi.yaml --output-path "
                  "clients/python/ledger_client --meta none 2>&1 | tail -n 2 && ls "
                  "clients/python/ledger_client/api/default | head -n 6",
                  "Generating clients/python/ledger_client\n"
                  "Warning(s) encountered while generating. Check the output above for details.\n"
                  "create_refund.py\nget_accounts_account_id_balance.py\ninvoices_get_1.py\ninvoices_get_2.py\n"
                  "list_invoices.py\npost_api_v1_transfers.py\n"),
            ("assistant", "Function names come from operationIds. Most are fine (create_refund, list_invoices), but "
                          "some operations have none, so the generator falls back to the path "
                          "(post_api_v1_transfers, get_accounts_account_id_balance), and two have FastAPI-style "
                          "generated ids (invoices_get_1, invoices_get_2)."),
            ("user", "operationIds in our specs are lowerCamelCase verbNoun: listInvoices, getInvoice, createRefund, "
                     "createTransfer, getAccountBalance. every operation has one. and the spec lives next to its "
                     "service, services/<name>/api/openapi.yaml, nowhere else"),
            shell("apply_patch < /tmp/operation-ids.patch && npx @stoplight/spectral-cli lint "
                  "services/*/api/openapi.yaml --ruleset tools/openapi-lint/spectral.yaml 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM services/ledger/api/openapi.yaml\n"
                  "M tools/openapi-lint/spectral.yaml\n"
                  "No results with a severity of 'error' found!\n"),
            ("user", "at some point we'll probably want a typescript client too, for the admin UI. and Jonas keeps "
                     "saying we should write Smithy and generate the openapi from that. not now. maybe next quarter, "
                     "maybe never, don't plan for either"),
            shell("openapi-python-client generate --path services/ledger/api/openapi.yaml --output-path "
                  "clients/python/ledger_client --meta none --overwrite >/dev/null 2>&1 && git add -N clients/ && git "
                  "diff --stat | tail -n 1",
                  " 96 files changed, 11842 insertions(+)\n"),
            ("user", "hm. 11,8k lines in the PR, and every spec change will produce a huge diff nobody reviews. "
                     "changed my mind: don't commit it. generate it at build time in bazel. people who want to read "
                     "it can look in bazel-bin"),
            shell("git rm -rq --cached clients/python/ledger_client && echo 'clients/python/ledger_client/' >> "
                  ".gitignore && apply_patch < /tmp/ledger-client-rule.patch && bazel build "
                  "//clients/python:ledger_client 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nA clients/python/BUILD.bazel\n"
                  "A tools/openapi/defs.bzl\n"
                  "Target //clients/python:ledger_client up-to-date:\n"
                  "  bazel-bin/clients/python/ledger_client\n"),
            shell("bazel test //clients/python:ledger_client_smoke_test 2>&1 | tail -n 2",
                  "//clients/python:ledger_client_smoke_test                      PASSED in 1.9s\n"
                  "Executed 1 out of 1 test: 1 test passes.\n"),
            ("assistant", "The client is no longer committed: an `openapi_python_client` macro in "
                          "tools/openapi/defs.bzl generates it from services/ledger/api/openapi.yaml into "
                          "bazel-bin/clients/python/ledger_client, and //clients/python:ledger_client is a "
                          "py_library that billing's targets can depend on. A spec change now rebuilds the client "
                          "automatically. The spectral ruleset enforces lowerCamelCase operationIds on every "
                          "operation."),
        ],
        "facts": [
            fact("generator", "orchard's Python client for ledger is generated with openapi-python-client; "
                              "openapi-generator (needs a JVM, dict soup) and a hand-written client (drifts from the "
                              "spec) were rejected.",
                 "decision", "user", ["openapi-python-client", ["openapi-generator", "JVM"]]),
            fact("build-time", "The generated ledger client is not committed; Bazel generates it at build time "
                               "(//clients/python:ledger_client, readable in bazel-bin). This replaced the earlier "
                               "decision to commit it.",
                 "decision", "user", ["build time", ["//clients/python:ledger_client", "bazel-bin"]]),
            fact("operation-ids", "operationIds in orchard's specs are lowerCamelCase verbNoun (listInvoices, "
                                  "getInvoice, createRefund) and every operation has one.",
                 "convention", "user", ["operationId", ["lowerCamelCase", "listInvoices"]]),
            fact("spec-location", "Each orchard service's OpenAPI spec lives next to it at "
                                  "services/<name>/api/openapi.yaml, nowhere else.",
                 "convention", "user", ["openapi.yaml", "services/<name>/api"]),
        ],
        "optional": [
            opt("spectral", "A Spectral ruleset in tools/openapi-lint enforces lowerCamelCase operationIds.",
                ["spectral"]),
        ],
        "questions": [
            q("Which generator produces orchard's Python ledger client?", "openapi-python-client", ["generator"]),
            q("Is the generated ledger client committed to the repo?",
              "no, Bazel generates it at build time; read it in bazel-bin", ["build-time"]),
            q("How are operationIds named in orchard's specs?", "lowerCamelCase verbNoun, like listInvoices",
              ["operation-ids"]),
        ],
    },
]
