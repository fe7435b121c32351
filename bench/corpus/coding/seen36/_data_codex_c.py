"""h36 Codex sessions, part c: integration tests that broke after a Docker update in fraud-rules (a one-off, nothing
durable), choosing the token format for recurring billing in card-vault (Rust), and month-end close in
mintline-ledger."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FRAUD = "/home/ade/src/fraud-rules"
VAULT = "/home/nadia/src/card-vault"
LEDGER = "/home/nadia/src/mintline-ledger"

SESSIONS = [
    {
        "id": "h36-cx-fraud-docker-tests",
        "project": FRAUD,
        "start": datetime(2026, 11, 24, 18, 5),
        "branch": "ade/FR-GEO-002-fix",
        "about": "fraud-rules: integration tests fail locally after a Docker update (Compose v2 names the "
                 "container fraud-rules-db-1, the Makefile inspects fraud-rules_db_1); the person skips the "
                 "integration suite just for today and pushes after the unit tests; the Makefile fix is left for "
                 "later; nothing durable; near-misses 'this Makefile always breaks, I swear' and the one-off skip",
        "steps": [
            ("user", "integration tests fail locally since I updated docker desktop. something with the postgres "
                     "container. I just want to push the geo fix today"),
            shell("make test-integration 2>&1 | tail -n 5",
                  "docker compose up -d db\n[+] Running 1/1\n ✔ Container fraud-rules-db-1  Started\n"
                  "DB_PORT=$(docker inspect -f '{{(index (index .NetworkSettings.Ports \"5432/tcp\") 0).HostPort}}' "
                  "fraud-rules_db_1) go test -tags integration ./...\n"
                  "Error: No such object: fraud-rules_db_1\nmake: *** [test-integration] Error 1\n"),
            shell("docker compose version && docker ps --format '{{.Names}}'",
                  "Docker Compose version v2.29.7\nfraud-rules-db-1\n"),
            ("assistant", "The update brought Docker Compose v2, which names containers with hyphens "
                          "(`fraud-rules-db-1`) where v1 used underscores (`fraud-rules_db_1`). The Makefile "
                          "hardcodes the old name to look up the mapped port, so it fails before any test runs. "
                          "`docker compose port db 5432` would find the port whatever the container is called."),
            ("user", "this Makefile always breaks whenever someone breathes on docker, I swear. just for today, skip "
                     "the integration suite, CI will run it on the PR. run only the unit tests"),
            shell("go test ./... 2>&1 | tail -n 4",
                  "ok  \tgithub.com/mintline/fraud-rules/engine\t0.398s\n"
                  "ok  \tgithub.com/mintline/fraud-rules/rules\t0.204s\n"
                  "ok  \tgithub.com/mintline/fraud-rules/cel\t0.069s\n"
                  "ok  \tgithub.com/mintline/fraud-rules/cmd/replay\t0.031s\n"),
            shell("git push -u origin ade/FR-GEO-002-fix 2>&1 | tail -n 2",
                  "remote:   https://github.com/mintline/fraud-rules/pull/new/ade/FR-GEO-002-fix\n"
                  "branch 'ade/FR-GEO-002-fix' set up to track 'origin/ade/FR-GEO-002-fix'.\n"),
            ("assistant", "Pushed; CI will run the integration suite on the PR. Want me to change the Makefile to "
                          "`docker compose port db 5432` now?"),
            ("user", "not tonight, I'll look at the Makefile properly next week. thanks, that's it"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h36-cx-vault-billing-tokens",
        "project": VAULT,
        "start": datetime(2026, 11, 25, 11, 30),
        "branch": "nadia/PAY-460-billing-tokens",
        "about": "card-vault: token format for the recurring billing project (merchants' cards for their monthly "
                 "fee): own random tokens with the existing vt_ + ULID; format-preserving tokens rejected (look "
                 "like PANs, trip DLP scanners and the no_pan_in_logs test), Paylark network tokens as the only "
                 "store rejected (a second acquirer next year); detokenize only for billing-charger over mTLS, "
                 "rate limit 20/s proposed, changed to 50 per second; 'Remember that' detokenize is the only "
                 "endpoint that returns a PAN and only billing-charger calls it",
        "steps": [
            ("user", "card-vault has to issue tokens for the recurring billing project, merchants' cards for their "
                     "monthly fee. before any code: the format. options I see: format-preserving tokens, our own "
                     "random tokens, or just Paylark's network tokens and we store nothing"),
            shell("rg -n 'fn new_token' -A 2 src && rg -c 'vt_' src tests | head -n 3",
                  "src/token.rs:14:pub fn new_token() -> String {\n"
                  "src/token.rs-15-    format!(\"vt_{}\", ulid::Ulid::new())\n"
                  "src/token.rs-16-}\n"
                  "src/token.rs:3\ntests/tokens.rs:11\ntests/no_pan_in_logs.rs:1\n"),
            ("assistant", "How the three compare for card-vault:\n\n"
                          "| | format-preserving (FPE) | own random (`vt_` + ULID) | Paylark network tokens only |\n"
                          "|---|---|---|---|\n"
                          "| Looks like | a 16-digit number, Luhn-invalid | `vt_01JD...` | Paylark's `ntk_...` |\n"
                          "| Works for fields that demand 16 digits | yes | no | no |\n"
                          "| Usable with another acquirer | yes | yes | no |\n"
                          "| PCI scope | vault only | vault only | none for us |\n\n"
                          "FPE helps only if some system insists on a 16-digit field; nothing in billing does."),
            ("user", "our own random tokens, keep the vt_ + ulid we already have. FPE is out: a 16-digit token "
                     "that looks like a card number gets flagged by every DLP scanner and by our own "
                     "no_pan_in_logs test, and half the team will think it's a real PAN. paylark network tokens "
                     "are out as the only store: we want a second acquirer next year and those tokens don't move"),
            ("assistant", "Next, detokenize. I'd allow a single caller, the billing-charger service, "
                          "authenticated with mTLS (its client certificate's CN checked against an allow-list), and "
                          "rate-limit it at 20 requests per second."),
            ("user", "billing-charger only, mTLS, yes. 20 per second no, make it 50: the monthly run on the 1st "
                     "charges 30k cards in an hour and I want headroom for retries"),
            shell("apply_patch < /tmp/detokenize-policy.patch && sed -n 1,12p config/detokenize.toml",
                  "Success. Updated the following files:\nA config/detokenize.toml\nM src/api/detokenize.rs\n"
                  "M src/auth/mtls.rs\n"
                  "[detokenize]\nallowed_clients = [\"billing-charger\"]\nrate_limit_per_second = 50\n"
                  "require_mtls = true\n"),
            ("user", "Remember that detokenize is the only endpoint that ever returns a PAN, and only "
                     "billing-charger ever calls it. if another service asks for access, the answer is no and they "
                     "come to me"),
            shell("cargo test 2>&1 | grep -E '^test result' | head -n 3",
                  "test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s\n"
                  "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s\n"
                  "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.11s\n"),
            shell("git add -A && git commit -qm 'vault: detokenize for billing-charger only, mTLS, 50/s' && git log "
                  "-1 --oneline",
                  "8a3f6c2 vault: detokenize for billing-charger only, mTLS, 50/s\n"),
            ("assistant", "Committed. Billing tokens use the existing `vt_` + ULID format; detokenize accepts only "
                          "billing-charger over mTLS, at up to 50 requests per second. The PR description starts "
                          "with 'needs 2 approvals (PCI)'."),
        ],
        "facts": [
            fact("token-format", "card-vault's billing tokens are our own random tokens, vt_ + ULID; format-preserving "
                                 "tokens rejected (they look like card numbers, trip DLP scanners and the "
                                 "no_pan_in_logs test); Paylark network tokens rejected as the only store (they "
                                 "don't move to a second acquirer next year).",
                 "decision", "user", ["vt_", ["format-preserving", "FPE"], ["network tokens", "Paylark"]]),
            fact("detok-rate", "Detokenize is rate-limited to 50 requests per second (not the 20 proposed): the "
                               "monthly run on the 1st charges 30k cards in an hour.",
                 "config", "user", ["detokenize", "50"]),
            fact("detok-only-billing", "Detokenize is the only endpoint that ever returns a PAN, and only "
                                       "billing-charger calls it, over mTLS; any other service asking for access is "
                                       "refused and sent to Nadia.",
                 "rule", "user", ["billing-charger", "detokenize", ["mTLS", "PAN"]], remember=True),
        ],
        "optional": [
            opt("monthly-run", "The recurring billing run on the 1st charges about 30k merchant cards in an hour.",
                ["30k"]),
            opt("detok-config", "The detokenize policy is in config/detokenize.toml (allowed_clients, "
                                "rate_limit_per_second, require_mtls).",
                ["detokenize.toml"]),
        ],
        "questions": [
            q("What token format do card-vault's billing tokens use, and why not format-preserving tokens?",
              "our own random tokens, vt_ + ULID; format-preserving tokens look like card numbers and get flagged "
              "by DLP scanners", ["token-format"]),
            q("Which service may call detokenize?", "only billing-charger, over mTLS", ["detok-only-billing"]),
            q("What is detokenize's rate limit?", "50 per second", ["detok-rate"]),
        ],
    },
    {
        "id": "h36-cx-ledger-month-end-close",
        "project": LEDGER,
        "start": datetime(2026, 11, 27, 14, 0),
        "branch": "nadia/PAY-466-period-close",
        "about": "mintline-ledger: month-end close moves from Priya's spreadsheet into the ledger: a periods table, "
                 "postings into a closed period rejected with 409 period_closed and corrections posted into the "
                 "open period; trial balance per currency must be exactly zero, else the close stops and pages, "
                 "never an automatic rounding entry; the close runs on the 3rd calendar day at 06:00 Vilnius; "
                 "ledger.period.closed event; October dry run; weekly close and auditor access only ideas",
        "steps": [
            ("user", "month-end close. today it's a spreadsheet Priya fills in on the 2nd. I want the ledger to "
                     "close a period by itself. what do we need"),
            shell("psql \"$LEDGER_RO_URL\" -c '\\d periods' 2>&1 | head -n 1; rg -n 'effective_date' "
                  "src/main/kotlin | head -n 3",
                  "Did not find any relation named \"periods\".\n"
                  "src/main/kotlin/com/mintline/ledger/posting/Posting.kt:12:    val effectiveDate: LocalDate,\n"
                  "src/main/kotlin/com/mintline/ledger/posting/PostingService.kt:48:        "
                  "require(p.effectiveDate <= today())\n"),
            ("assistant", "Nothing exists yet; postings have an effective_date and no notion of a closed month. "
                          "What I'd build:\n\n"
                          "1. A `periods` table (month, status open / closing / closed).\n"
                          "2. The close: wait until recon has closed every day of the month; compute the trial "
                          "balance; snapshot every account's balance into `period_balances`; mark the period "
                          "closed and publish `ledger.period.closed`.\n"
                          "3. A posting whose effective_date falls in a closed period is rejected with 409 "
                          "`period_closed`. Corrections are posted into the current open period with a reference "
                          "to the original entry.\n\n"
                          "One question: what should happen when the trial balance isn't zero?"),
            ("user", "yes to all three. trial balance per currency must be exactly zero, not 'close to'. if it's "
                     "not zero the close stops and pages me. it never posts a rounding entry to make it balance, a "
                     "difference means there's a bug and I want to see it"),
            ("user", "when: the 3rd calendar day of the month at 06:00 Vilnius. recon needs two days for the late "
                     "files"),
            shell("apply_patch < /tmp/period-close.patch && ls src/main/resources/db/migration | tail -n 1",
                  "Success. Updated the following files:\nA src/main/resources/db/migration/V61__periods.sql\n"
                  "A src/main/kotlin/com/mintline/ledger/close/PeriodClose.kt\n"
                  "M src/main/kotlin/com/mintline/ledger/posting/PostingService.kt\n"
                  "M src/main/kotlin/com/mintline/ledger/events/Topics.kt\nM src/main/resources/application.conf\n"
                  "V61__periods.sql\n"),
            shell("rg -n 'period_close' src/main/resources/application.conf",
                  "31:period_close { schedule = \"0 0 6 3 * ?\", zone = \"Europe/Vilnius\", page_on_imbalance = true "
                  "}\n"),
            ("user", "maybe one day we close weeks too, and maybe the auditors get read access to period_balances "
                     "directly instead of us sending exports. both later, not part of this"),
            shell("./gradlew test -q 2>&1 | tail -n 1 && ./gradlew :close:run -q --args='--period 2026-10 "
                  "--dry-run'",
                  "BUILD SUCCESSFUL in 1m 21s\n"
                  "2026-10: recon days closed 31/31\n"
                  "trial balance: EUR 0, GBP 0, USD 0, JPY 0, KWD 0\n"
                  "period_balances rows: 18296\n"
                  "status -> closed (dry run, nothing written)\n"),
            shell("git add -A && git commit -qm 'ledger: month-end period close' && git log -1 --oneline",
                  "4c81d0e ledger: month-end period close\n"),
            ("assistant", "Committed as 4c81d0e. Recap: periods close on the 3rd calendar day at 06:00 "
                          "Europe/Vilnius; postings into a closed period get 409 period_closed and corrections go "
                          "into the open period with a reference to the original entry; a non-zero trial balance "
                          "in any currency stops the close and pages you, with no rounding entry; a closed period "
                          "publishes ledger.period.closed. October's dry run balanced in all five currencies. Weekly "
                          "close and auditor access to period_balances are not in this change."),
        ],
        "facts": [
            fact("closed-period", "A closed ledger period rejects postings with an effective_date inside it (409 "
                                  "period_closed); corrections are posted into the current open period with a "
                                  "reference to the original entry.",
                 "rule", "assistant", ["period_closed", ["open period", "corrections"]]),
            fact("trial-balance-zero", "At month-end close the trial balance per currency must be exactly zero; if "
                                       "not, the close stops and pages Nadia; it never posts an automatic rounding "
                                       "entry.",
                 "rule", "user", ["trial balance", "exactly zero", "rounding entry"]),
            fact("close-schedule", "Month-end close runs on the 3rd calendar day of the month at 06:00 "
                                   "Europe/Vilnius (recon needs two days for late files).",
                 "config", "user", [["3rd", "third"], "06:00"]),
            fact("period-event", "Closing a period publishes the ledger.period.closed event and snapshots balances "
                                 "into period_balances.",
                 "decision", "assistant", [["ledger.period.closed", "period_balances"], ["close", "closed"]]),
        ],
        "optional": [
            opt("periods-table", "Periods are in the periods table (V61__periods.sql), status open/closing/closed.",
                ["periods"]),
        ],
        "questions": [
            q("What happens to a posting dated in a closed period?",
              "it is rejected with 409 period_closed; corrections are posted into the current open period",
              ["closed-period"]),
            q("What happens at month-end close if the trial balance isn't zero?",
              "the close stops and pages; it never posts a rounding entry", ["trial-balance-zero"]),
            q("When does month-end close run?", "on the 3rd calendar day at 06:00 Vilnius", ["close-schedule"]),
        ],
    },
]
