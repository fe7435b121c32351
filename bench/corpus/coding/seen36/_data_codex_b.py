"""h36 Codex sessions, part b: a compliance memo about the quarterly regulator export (reg-exports, Python and
DuckDB), Idvera callbacks failing their signature check in kyc-bridge (TypeScript, Hono), and the git conventions
page in the engineering handbook."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

REGEX = "/home/priya/work/reg-exports"
KYC = "/Users/tomas/dev/kyc-bridge"
HANDBOOK = "/Users/jo/src/mintline-handbook"

SESSIONS = [
    {
        "id": "h36-cx-regexports-compliance-memo",
        "project": REGEX,
        "start": datetime(2026, 11, 19, 13, 0),
        "about": "reg-exports: a pasted memo from the Head of Compliance (Rūta) about the quarterly Bank of "
                 "Lithuania report; the person confirms 1 (due 15 days after quarter end), 2 (ECB reference rates "
                 "of the transaction date), 3 (byte-identical reruns) and 5 (corrections are a new export with a "
                 "correction flag, never an edited file; the memo asks for the coding assistant to keep it), "
                 "ignores 4 (monthly reporting, only being considered); decision to fetch ECB rates into ecb_rates "
                 "reversed: read the ledger's fx_rates (source 'ecb'); ideas deferred (export from ledger events, a "
                 "button for Rūta)",
        "steps": [
            ("user", "compliance memo about the quarterly export came in from Rūta. read it, then we plan:\n\n"
                     "---\n"
                     "MEMO: Quarterly safeguarding and payment transactions report (Bank of Lithuania)\n"
                     "From: Rūta Kazlauskienė, Head of Compliance\n"
                     "Date: 17 November 2026\n\n"
                     "1. From Q4 2026 the report is due on the 15th day after quarter end (until now: the 30th).\n"
                     "2. Amounts are reported in EUR. Non-EUR transactions are converted at the ECB reference rate "
                     "of the transaction date.\n"
                     "3. The export must be reproducible: running it again for a closed quarter must produce a "
                     "byte-identical file.\n"
                     "4. We are considering a move to monthly reporting in 2027. No decision has been taken.\n"
                     "5. For engineering, and please make sure your coding assistant keeps this as well: figures in "
                     "a submitted export are never corrected by editing the file. A correction is a new export "
                     "with the correction flag set and a reference to the original submission id.\n"
                     "---"),
            shell("cat exports/quarterly.toml && rg -n 'generated_at|order by' exports/quarterly.py",
                  "due_days_after_quarter = 30\nfx_source = \"paylark_daily\"\n"
                  "output = \"out/{quarter}/mintline_{quarter}.csv\"\n"
                  "exports/quarterly.py:41:    cols.append((\"generated_at\", now_utc()))\n"),
            ("assistant", "Against the code:\n\n"
                          "1. `due_days_after_quarter = 30` drives the reminder and the CI check; it becomes 15.\n"
                          "2. Conversions use `paylark_daily`, Paylark's own daily rates, not ECB reference rates.\n"
                          "3. Not reproducible today, for two reasons: every file has a `generated_at` column, and "
                          "the DuckDB query has no `order by`, so row order can change between runs.\n"
                          "4. Nothing to do, it's not decided.\n"
                          "5. There's no correction path at all; a resubmission today would be a rerun with the same "
                          "name.\n\n"
                          "Which of these do you want?"),
            ("user", "1 yes, 15 days. 2 yes, switch to ECB reference rates, the Paylark rates were always a "
                     "shortcut. 3 yes. 4 is Rūta thinking aloud, ignore it for now. 5, yes, that one is real and it "
                     "goes for you too, keep it"),
            ("assistant", "For the ECB rates I'd add a small fetcher: once a day, pull the reference rates from the "
                          "ECB data API into an `ecb_rates` table in the exports database, and convert from there."),
            ("user", "ok, fetch them daily into ecb_rates"),
            shell("apply_patch < /tmp/ecb-fetcher.patch && python -m exports.ecb_rates --date 2026-11-18",
                  "Success. Updated the following files:\nA exports/ecb_rates.py\nA migrations/007_ecb_rates.sql\n"
                  "2026-11-18: 30 rates stored (USD 1.0581, GBP 0.8342, JPY 162.41, ...)\n"),
            ("user", "thinking aloud while that runs: one day the export could be built straight from the ledger "
                     "events instead of the nightly snapshot. and maybe Rūta gets a button to run it herself. not "
                     "now, just ideas. and monthly, if the regulator really goes there, we'll see next year"),
            shell("psql \"$LEDGER_RO_URL\" -Atc \"select source, count(*), min(rate_date), max(rate_date) from "
                  "fx_rates group by 1\"",
                  "ecb|14820|2019-01-02|2026-11-18\npaylark|2210|2025-01-01|2026-11-18\n"),
            ("assistant", "Before we go further with the fetcher: the ledger already stores the ECB reference rates "
                          "in `fx_rates` with source 'ecb', daily since 2019. A second copy fetched by reg-exports "
                          "could disagree with the ledger's, say after an ECB correction that only one of them "
                          "picks up."),
            ("user", "then no, scrap the ecb_rates fetcher. read from the ledger's fx_rates where source = 'ecb'. "
                     "one source of rates for the whole company"),
            shell("git checkout -- . && git clean -fdq exports/ecb_rates.py migrations/007_ecb_rates.sql && "
                  "apply_patch < /tmp/fx-from-ledger.patch && cat exports/quarterly.toml",
                  "Success. Updated the following files:\nM exports/quarterly.py\nM exports/quarterly.toml\n"
                  "due_days_after_quarter = 15\nfx_source = \"ledger.fx_rates:ecb\"\n"
                  "output = \"out/{quarter}/mintline_{quarter}.csv\"\n"),
            shell("apply_patch < /tmp/reproducible.patch && for i in 1 2; do python -m exports.quarterly "
                  "--quarter 2026Q3 --out /tmp/q3_$i.csv >/dev/null; done && sha256sum /tmp/q3_1.csv /tmp/q3_2.csv",
                  "Success. Updated the following files:\nM exports/quarterly.py\nA tests/test_reproducible.py\n"
                  "9e41c0b7a2d5f8e3c6b1a0d9f7e2c4b8a5d3f1e0c9b7a6d4e2f1c0b9a8d7e6f5  /tmp/q3_1.csv\n"
                  "9e41c0b7a2d5f8e3c6b1a0d9f7e2c4b8a5d3f1e0c9b7a6d4e2f1c0b9a8d7e6f5  /tmp/q3_2.csv\n"),
            shell("apply_patch < /tmp/corrections.patch && python -m exports.quarterly --help | sed -n '/--correction/,"
                  "+2p'",
                  "Success. Updated the following files:\nM exports/quarterly.py\nM exports/cli.py\n"
                  "  --correction-of SUBMISSION_ID  build a correction export: sets correction_flag=Y and\n"
                  "                                 references the original submission id\n"),
            shell("pytest -q 2>&1 | tail -n 1 && git add -A && git commit -qm 'quarterly: ECB rates from the ledger, "
                  "reproducible files, correction exports, due in 15 days' && git log -1 --oneline",
                  "23 passed in 2.07s\n"
                  "b61e2f9 quarterly: ECB rates from the ledger, reproducible files, correction exports, due in 15 "
                  "days\n"),
            ("assistant", "Committed. Rows are ordered by transaction id and the `generated_at` column is gone, so "
                          "two runs for Q3 give the same sha256. A correction is `--correction-of <submission id>`, "
                          "which sets correction_flag=Y and references the original. The monthly question and the "
                          "two ideas are not in the code."),
        ],
        "facts": [
            fact("due-15", "From Q4 2026 the quarterly Bank of Lithuania report is due 15 days after quarter end (was "
                           "30); due_days_after_quarter = 15.",
                 "config", "user", [["due_days_after_quarter", "15 days", "15th day"], ["quarter end", "quarterly"]]),
            fact("ecb-rates", "Regulator exports convert non-EUR transactions at the ECB reference rate of the "
                              "transaction date, read from the ledger's fx_rates table (source 'ecb'); the plan to "
                              "fetch ECB rates into an ecb_rates table was dropped, and Paylark's daily rates are no "
                              "longer used.",
                 "decision", "user", ["ECB", "fx_rates"]),
            fact("reproducible", "Re-running the export for a closed quarter must produce a byte-identical file "
                                 "(rows ordered by transaction id, no generated_at column).",
                 "rule", "user", ["byte-identical", ["closed quarter", "reproducible"]]),
            fact("no-edit-corrections", "Figures in a submitted regulator export are never corrected by editing the "
                                        "file; a correction is a new export with the correction flag set and a "
                                        "reference to the original submission id (--correction-of).",
                 "rule", "user", [["editing the file", "never corrected"], ["correction flag", "correction_flag",
                                                                            "--correction-of"], "submission id"],
                 remember=True),
        ],
        "optional": [
            opt("reproducible-test", "tests/test_reproducible.py checks that two runs give the same file.",
                ["test_reproducible"]),
        ],
        "questions": [
            q("When is the quarterly regulator report due?", "15 days after quarter end", ["due-15"]),
            q("Which exchange rates does the regulator export use?",
              "the ECB reference rate of the transaction date, read from the ledger's fx_rates", ["ecb-rates"]),
            q("How is a mistake in a submitted regulator export corrected?",
              "a new export with the correction flag and a reference to the original submission id, never by "
              "editing the file", ["no-edit-corrections"]),
        ],
    },
    {
        "id": "h36-cx-kyc-callback-signature",
        "project": KYC,
        "start": datetime(2026, 11, 20, 16, 20),
        "branch": "tomas/idvera-raw-body",
        "about": "kyc-bridge: about 8% of Idvera callbacks fail the signature check with 401 since the morning; "
                 "the person's theory (Idvera rotated the webhook secret) ruled out (92% still verify with the "
                 "same secret); the failing ones carry non-ASCII names; cause commit a81c2e0 (validate with zod "
                 "first) computed the HMAC over JSON.stringify of the parsed body; fix verifies the raw body "
                 "(c.req.text()) before parsing; 143 callbacks replayed; 'file this away for later' signature "
                 "checks always run on the raw request body, for any new vendor callback too",
        "steps": [
            ("user", "since this morning about 8% of Idvera callbacks get a 401 from the signature check. I bet they "
                     "rotated the webhook secret, their newsletter mentioned a rotation"),
            shell("psql \"$KYC_DB\" -Atc \"select date_trunc('hour', received_at) h, count(*) filter (where "
                  "sig_ok), count(*) filter (where not sig_ok) from callback_log where received_at > now() - "
                  "interval '10 hours' group by 1 order by 1\"",
                  "2026-11-20 07:00:00+00|88|0\n2026-11-20 08:00:00+00|131|12\n2026-11-20 09:00:00+00|142|11\n"
                  "2026-11-20 10:00:00+00|150|14\n2026-11-20 11:00:00+00|139|13\n2026-11-20 12:00:00+00|126|10\n"
                  "2026-11-20 13:00:00+00|148|12\n2026-11-20 14:00:00+00|137|13\n2026-11-20 15:00:00+00|119|9\n"),
            ("assistant", "A rotated secret would fail every callback, but most of them still verify with the "
                          "secret we have: about 92% succeed in every hour since 08:00. Something about the failing "
                          "8% is different. Let me look at what they contain."),
            shell("psql \"$KYC_DB\" -Atc \"select payload->'applicant'->>'first_name', payload->'applicant'->>"
                  "'last_name' from callback_log where not sig_ok order by received_at desc limit 6\"",
                  "Šarūnas|Petrauskas\nZoë|van Dijk\nŁukasz|Wójcik\nJosé|Fernández\nAistė|Jankauskaitė\n"
                  "Björn|Lindqvist\n"),
            shell("git log --since=yesterday --oneline -- src/routes && sed -n 8,16p src/routes/callbacks.ts",
                  "a81c2e0 callbacks: validate the body with zod before anything else\n"
                  "callbacks.post('/callbacks/idvera', zValidator('json', IdveraCallback), async (c) => {\n"
                  "  const body = c.req.valid('json');\n"
                  "  const sig = c.req.header('x-idvera-signature') ?? '';\n"
                  "  if (!verifyIdvera(JSON.stringify(body), sig)) return c.json({ error: 'bad_signature' }, 401);\n"),
            ("assistant", "Every failing callback has a non-ASCII name. Since yesterday's commit a81c2e0 the route "
                          "validates with zod first and then computes the HMAC over `JSON.stringify(body)`, the "
                          "re-serialised object, instead of the bytes Idvera sent. Idvera escapes non-ASCII "
                          "characters (`\\u0160ar\\u016bnas`), JSON.stringify writes them literally (`Šarūnas`), so "
                          "for those payloads the bytes differ and the HMAC can't match. Pure-ASCII payloads happen "
                          "to re-serialise identically, which is why 92% pass. Idvera signs the raw body; the "
                          "check has to run on the raw body, before any parsing."),
            shell("apply_patch < /tmp/raw-body.patch && sed -n 8,16p src/routes/callbacks.ts",
                  "Success. Updated the following files:\nM src/routes/callbacks.ts\n"
                  "A test/fixtures/idvera-non-ascii.json\nM test/callbacks.test.ts\n"
                  "callbacks.post('/callbacks/idvera', async (c) => {\n"
                  "  const raw = await c.req.text();\n"
                  "  const sig = c.req.header('x-idvera-signature') ?? '';\n"
                  "  if (!verifyIdvera(raw, sig)) return c.json({ error: 'bad_signature' }, 401);\n"
                  "  const body = IdveraCallback.parse(JSON.parse(raw));\n"),
            shell("npx vitest run 2>&1 | tail -n 3",
                  " ✓ test/callbacks.test.ts (11 tests) 96ms\n Test Files  4 passed (4)\n      Tests  38 passed (38)\n"),
            ("user", "good, and the test uses names with š and ł, I see. file this away for later: signature checks "
                     "always run on the raw request body, before any parsing or validation. any new vendor callback "
                     "too, not just Idvera"),
            shell("npm run -s replay-failed -- --since 2026-11-20T00:00:00Z",
                  "replayed 143 callbacks: 143 verified, 0 failed\n"),
            shell("git add -A && git commit -qm 'callbacks: verify the Idvera signature on the raw body' && git log "
                  "-1 --oneline",
                  "f27c4a9 callbacks: verify the Idvera signature on the raw body\n"),
            ("assistant", "Committed, and the 143 callbacks that failed today are replayed and verified. The secret "
                          "was never the problem."),
        ],
        "facts": [
            fact("kyc-sig-bug", "About 8% of Idvera callbacks failed the signature check (401) because commit "
                                "a81c2e0 computed the HMAC over JSON.stringify of the zod-parsed body; Idvera escapes "
                                "non-ASCII characters in names, so the bytes differed. The fix verifies the raw "
                                "body (c.req.text()). The secret had not been rotated.",
                 "bugfix", "assistant", [["raw body", "c.req.text()"], ["JSON.stringify", "non-ASCII"], "Idvera"]),
            fact("raw-body-rule", "Signature checks always run on the raw request body, before any parsing or "
                                  "validation; this goes for every new vendor callback, not just Idvera.",
                 "rule", "user", ["raw request body", ["before any parsing", "parsing"], "signature"],
                 remember=True),
        ],
        "optional": [
            opt("replay-failed", "npm run replay-failed -- --since <time> replays failed callbacks; 143 were "
                                 "replayed on 2026-11-20.",
                ["replay-failed"]),
            opt("non-ascii-fixture", "test/fixtures/idvera-non-ascii.json covers names with non-ASCII characters.",
                ["non-ascii"]),
        ],
        "questions": [
            q("Why did about 8% of Idvera callbacks fail the signature check?",
              "the HMAC was computed over JSON.stringify of the parsed body, not the raw body, so non-ASCII names "
              "gave different bytes", ["kyc-sig-bug"]),
            q("Had Idvera rotated the webhook secret?", "no; most callbacks still verified with the same secret",
              ["kyc-sig-bug"]),
            q("What is a vendor callback's signature checked against?",
              "the raw request body, before any parsing or validation", ["raw-body-rule"]),
        ],
    },
    {
        "id": "h36-cx-handbook-git-conventions",
        "project": HANDBOOK,
        "start": datetime(2026, 11, 23, 9, 0),
        "about": "mintline-handbook: the git conventions page from a bullet list of instructions: branches "
                 "<your name>/<ticket>-<short-slug>, commits '<area>: <what changed>' with a 'Ticket:' trailer, "
                 "squash merge only, a bullet 'keep it in your memory' never push to main directly and never "
                 "force-push a branch with someone else's commits, releases tagged vYYYY.MM.DD-N; bots keep their "
                 "prefixes; main needs one approving review, two in card-vault and mintline-ledger; near-miss: the "
                 "incident template is only a draft",
        "steps": [
            ("user", "new people start in december and half our repos have different habits. I want the git "
                     "conventions page written today, docs/git.md. here's what we do:\n"
                     "- branches: <your name>/<ticket>-<short-slug>, e.g. tomas/PAY-412-idempotency-keys\n"
                     "- commits: '<area>: <what changed>', lowercase area, imperative, no ticket number in the "
                     "subject. the ticket goes in a trailer line, 'Ticket: PAY-412'\n"
                     "- squash merge only. the PR title becomes the commit subject, so it follows the same format\n"
                     "- and this one is for you specifically, keep it in your memory: never push to main directly, "
                     "and never force-push a branch someone else has commits on\n"
                     "- releases are tagged vYYYY.MM.DD-N"),
            shell("ls docs && sed -n 1,6p docs/incident-template.md",
                  "incident-template.md\noncall.md\nonboarding.md\n"
                  "# Incident template (DRAFT)\n\n> Not agreed yet. Jo + Rūta, November.\n\n## Summary\n"),
            ("user", "the incident template in there is only a draft, Rūta and I haven't agreed on it. ignore it "
                     "for this"),
            shell("for r in ../mintline-ledger ../mintline-gateway ../payouts ../recon; do printf '%s ' \"$r\"; git "
                  "-C \"$r\" log -n 200 --format=%s | grep -cvE '^[a-z][a-z0-9-]*: '; done",
                  "../mintline-ledger 14\n../mintline-gateway 9\n../payouts 61\n../recon 3\n"),
            ("assistant", "Of the last 200 commits, 14 in mintline-ledger, 9 in mintline-gateway, 61 in payouts and "
                          "3 in recon don't follow `<area>: <what changed>`; payouts mostly uses 'PAY-123 fix "
                          "stuff'. One question before I write it: renovate and the release bot open branches like "
                          "`renovate/elixir-1.18` and `release-bot/v2026.11.20-1`. Exempt them, or make them follow "
                          "the name/ticket pattern?"),
            ("user", "bots keep their own prefixes, renovate/ and release-bot/ are fine. and add the reviews: main "
                     "needs one approving review everywhere, two in card-vault and mintline-ledger"),
            shell("apply_patch < /tmp/git-md.patch && cat docs/git.md",
                  "Success. Updated the following files:\nA docs/git.md\nM docs/onboarding.md\n"
                  "# Git conventions\n\n"
                  "## Branches\n`<your name>/<ticket>-<short-slug>`, e.g. `tomas/PAY-412-idempotency-keys`. Bots "
                  "keep their own prefixes (`renovate/`, `release-bot/`).\n\n"
                  "## Commits\n`<area>: <what changed>`: lowercase area, imperative mood, no ticket number in the "
                  "subject. The ticket goes in a trailer:\n\n    Ticket: PAY-412\n\n"
                  "## Merging\nSquash merge only; the PR title becomes the commit subject and follows the same "
                  "format. `main` needs one approving review; card-vault and mintline-ledger need two.\n\n"
                  "## Never\n- push to `main` directly\n- force-push a branch someone else has commits on\n\n"
                  "## Releases\nTagged `vYYYY.MM.DD-N`, N counting from 1 each day.\n"),
            shell("git add -A && git commit -qm 'docs: git conventions' && git log -1 --oneline",
                  "0c5e7d2 docs: git conventions\n"),
            ("assistant", "Committed as 0c5e7d2, and onboarding.md links to it. The incident template isn't linked "
                          "from anything."),
        ],
        "facts": [
            fact("branch-names", "Branch names are <your name>/<ticket>-<short-slug> (e.g. "
                                 "tomas/PAY-412-idempotency-keys); bots keep their own prefixes (renovate/, "
                                 "release-bot/).",
                 "convention", "user", [["<your name>/<ticket>-<short-slug>", "tomas/PAY-412"], ["slug", "ticket"]]),
            fact("commit-style", "Commit subjects are '<area>: <what changed>', lowercase area, imperative, no "
                                 "ticket number in the subject; the ticket goes in a 'Ticket: PAY-412' trailer. "
                                 "Squash merge only, and the PR title becomes the commit subject.",
                 "convention", "user", ["<area>: <what changed>", ["Ticket:", "trailer"]]),
            fact("no-push-main", "Never push to main directly, and never force-push a branch someone else has "
                                 "commits on.",
                 "rule", "user", [["push to main", "main directly"], "force-push"], remember=True),
            fact("release-tags", "Releases are tagged vYYYY.MM.DD-N.",
                 "convention", "user", ["vYYYY.MM.DD-N", ["tag", "release"]]),
            fact("reviews", "main needs one approving review everywhere; card-vault and mintline-ledger need two.",
                 "config", "user", [["one approving review", "one review"], "card-vault", ["two", "2"]]),
        ],
        "optional": [
            opt("git-doc", "The git conventions are in docs/git.md in mintline-handbook, linked from onboarding.md.",
                ["docs/git.md"]),
        ],
        "questions": [
            q("How are branches named?", "<your name>/<ticket>-<short-slug>", ["branch-names"]),
            q("Where does the ticket number go in a commit?", "in a trailer, 'Ticket: PAY-412', not in the subject",
              ["commit-style"]),
            q("How many approving reviews does main need in card-vault?", "two", ["reviews"]),
        ],
    },
]
