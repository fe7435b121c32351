"""h36 Claude Code sessions, part c: the QSA's pre-assessment email for card-vault (Rust, PCI scope), one naming
scheme for mintline-ledger's accounts and events, and the instant payouts rollout behind a flag in payouts."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

VAULT = "/home/nadia/src/card-vault"
LEDGER = "/home/nadia/src/mintline-ledger"
PAYOUTS = "/home/marco/code/payouts"

SESSIONS = [
    {
        "id": "h36-cc-vault-qsa-email",
        "project": VAULT,
        "start": datetime(2026, 11, 11, 10, 10),
        "about": "card-vault: a pasted pre-assessment email from the QSA (Harriet Voss) before the PCI DSS 4.0 "
                 "fieldwork; the person confirms 1 (a test that fails when a PAN reaches a log line) and 2 (purge "
                 "tokens unused for 13 months, token_retention_days 395), rejects 3 (DEK rotation stays yearly: "
                 "re-wrapping ~4 million tokens, vault read-only 20 minutes), 4 belongs to the gateway, 5 is the "
                 "infra team's ASV scans (another team's process, not ours); 'one for your notes' card-vault PRs "
                 "touching PAN or keys need two approvals",
        "steps": [
            ("user", "our QSA sent her notes ahead of the PCI audit. go through card-vault against them:\n\n"
                     "---\n"
                     "From: Harriet Voss <h.voss@ardent-qsa.eu>\n"
                     "Subject: Mintline pre-assessment: card-vault\n\n"
                     "Hi Nadia,\n\n"
                     "Following last week's walkthrough, a few points ahead of fieldwork in January:\n\n"
                     "1. Application logs: we sampled card-vault logs and found no PAN. Please show us an automated "
                     "test that fails if a PAN-shaped string reaches a log line.\n"
                     "2. Retention: tokens for cards not used in 13 months should be purged. Your written policy "
                     "says 24 months.\n"
                     "3. Keys: the vault's data encryption key is rotated yearly. We recommend every 6 months.\n"
                     "4. The gateway's request logs keep the first six and last four digits of the card. This is "
                     "permitted, but dropping the first six would save you questions.\n"
                     "5. Quarterly ASV scans of the external perimeter must be evidenced for all four quarters.\n\n"
                     "Kind regards,\nHarriet\n"
                     "---"),
            bash("rg -n 'retention|rotation' config/production.toml && cargo test -- --list 2>/dev/null | grep -c "
                 "'log'",
                 "12:token_retention_days = 730\n18:dek_rotation_days = 365\n0\n"),
            bash("psql \"$VAULT_RO_URL\" -Atc \"select count(*) from tokens where status = 'active'\"",
                 "4083112\n"),
            ("assistant", "Where card-vault stands on each point:\n\n"
                          "1. No such test exists; the log redaction layer (`redact::PanFilter`) is only covered "
                          "indirectly.\n"
                          "2. `token_retention_days = 730`, matching the 24-month policy.\n"
                          "3. `dek_rotation_days = 365`. A rotation re-wraps every active token, 4,083,112 today, "
                          "and the last one put the vault in read-only mode for about 20 minutes.\n"
                          "4. Not in this repository, the gateway writes those logs.\n"
                          "5. Not in this repository either.\n\n"
                          "Which of them do you want to act on?"),
            ("user", "1 yes, write the test. 2 yes, 13 months, so put 395 days. 3 no, yearly stays. every rotation "
                     "re-wraps 4 million tokens and takes the vault read-only for 20 minutes, I'm not doing that "
                     "twice a year, and she wrote 'recommend', not 'must'. 4 is the gateway, that's Tomás's call, "
                     "I'll forward it. 5 is the infra team's thing, they run the ASV scans with their vendor every "
                     "quarter, that's their process, nothing for us"),
            tool("Write", {"file_path": f"{VAULT}/tests/no_pan_in_logs.rs",
                           "content": "//! Fails if a Luhn-valid PAN reaches a log line (QSA pre-assessment, point "
                                      "1).\n\n"
                                      "#[test]\nfn log_line_with_pan_fails() {\n"
                                      "    let out = capture_logs(|| tracing::info!(card = \"4111111111111111\", "
                                      "\"charge\"));\n"
                                      "    assert!(!contains_pan(&out), \"PAN reached a log line: {out}\");\n}\n\n"
                                      "#[test]\nfn luhn_valid_pan_is_redacted() {\n"
                                      "    assert_eq!(redact(\"4111111111111111\"), \"411111******1111\");\n}\n"},
                 f"File created successfully at: {VAULT}/tests/no_pan_in_logs.rs"),
            bash("cargo test --test no_pan_in_logs 2>&1 | tail -n 5",
                 "running 2 tests\ntest log_line_with_pan_fails ... ok\ntest luhn_valid_pan_is_redacted ... ok\n\n"
                 "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s\n"),
            tool("Edit", {"file_path": f"{VAULT}/config/production.toml",
                          "old_string": "token_retention_days = 730",
                          "new_string": "token_retention_days = 395  # 13 months, QSA 2026-11"},
                 "The file has been updated."),
            ("user", "and that's one for your notes: any card-vault PR that touches PAN handling or keys needs two "
                     "approvals, one of them from me or Tomás. branch protection only enforces one, so whenever you "
                     "open a PR here, put 'needs 2 approvals (PCI)' at the top of the description"),
            bash("git add -A && git commit -qm 'vault: test that no PAN reaches a log line; token retention 395 "
                 "days' && git log -1 --oneline",
                 "5d2b8e1 vault: test that no PAN reaches a log line; token retention 395 days\n"),
            ("assistant", "Committed; when I open the PR, its description will start with 'needs 2 approvals "
                          "(PCI)'. For your reply to Harriet: point 1 is covered by tests/no_pan_in_logs.rs, point 2 "
                          "by the new retention of 395 days, point 3 stays at yearly rotation with the read-only "
                          "window as the reason."),
        ],
        "facts": [
            fact("no-pan-test", "card-vault has a test, tests/no_pan_in_logs.rs, that fails if a PAN-shaped "
                                "(Luhn-valid) string reaches a log line.",
                 "decision", "user", ["no_pan_in_logs", ["PAN", "log line"]]),
            fact("token-retention", "Tokens of cards unused for 13 months are purged: token_retention_days = 395 "
                                    "(was 730, 24 months).",
                 "config", "user", ["token_retention_days", "395"]),
            fact("dek-yearly", "card-vault's data encryption key stays on yearly rotation (dek_rotation_days = 365), "
                               "not the QSA's recommended 6 months: each rotation re-wraps ~4 million tokens and "
                               "makes the vault read-only for about 20 minutes.",
                 "decision", "user", [["yearly", "365"], ["read-only", "4 million"]]),
            fact("two-approvals", "Any card-vault PR touching PAN handling or keys needs two approvals, one from "
                                  "Nadia or Tomás; branch protection only enforces one, so the PR description starts "
                                  "with 'needs 2 approvals (PCI)'.",
                 "rule", "user", [["two approvals", "2 approvals"], ["PAN", "keys"]], remember=True),
        ],
        "optional": [
            opt("bin-logs", "Whether the gateway's request logs drop the first six card digits is Tomás's call.",
                ["first six"]),
            opt("pci-fieldwork", "PCI fieldwork with the QSA (Harriet Voss) is in January.", ["January"]),
        ],
        "questions": [
            q("After how long are card tokens purged when the card isn't used?",
              "13 months, token_retention_days = 395", ["token-retention"]),
            q("Why does card-vault keep rotating its data encryption key yearly rather than every 6 months?",
              "each rotation re-wraps 4 million tokens and makes the vault read-only for 20 minutes",
              ["dek-yearly"]),
            q("What does a card-vault PR that touches PAN handling or keys need?",
              "two approvals, one of them from Nadia or Tomás", ["two-approvals"]),
        ],
    },
    {
        "id": "h36-cc-ledger-chart-of-accounts",
        "project": LEDGER,
        "start": datetime(2026, 11, 12, 13, 30),
        "branch": "nadia/PAY-431-account-codes",
        "about": "mintline-ledger: one naming scheme before the FX wallet accounts: account codes "
                 "<class>:<owner kind>:<owner id>:<purpose>:<currency>, lowercase, currency last ('note it', then "
                 "said again at the end: one fact); 41 tmp_ accounts from a 2023 load test closed; the assistant "
                 "asks whether to remember the event scheme ledger.<noun>.<past-tense verb> and the person says "
                 "yes; dual publishing of old event names until 1 December; long closing summary that repeats",
        "steps": [
            ("user", "we're about to add accounts for the FX wallets, and the account names in the ledger are a "
                     "mess. merchant_7781_avail, MERCH-7781-RESERVE, fees_eur, whatever people felt like. I want "
                     "one scheme before anything new goes in"),
            bash("psql \"$LEDGER_RO_URL\" -Atc \"select code from accounts order by random() limit 10\"; psql "
                 "\"$LEDGER_RO_URL\" -Atc \"select count(*) from accounts\"",
                 "merchant_7781_avail\nMERCH-2210-RESERVE\nfees_eur\nmerchant_0412_avail\npsp:paylark:clearing\n"
                 "tmp_loadtest_8812\nMERCH-4471-RESERVE\nfx_gain_gbp\nmerchant_2210_avail\nrevenue-fees-card-EUR\n"
                 "18342\n"),
            ("assistant", "Four or five styles in one table. A scheme that sorts well and can be parsed: a path from "
                          "general to specific, like `liability/merchant/7781/available/EUR`, with the currency as "
                          "part of the account because a balance is only meaningful in one currency."),
            ("user", "close. account codes are lowercase and colon separated: "
                     "<class>:<owner kind>:<owner id>:<purpose>:<currency>. class is one of assets, liabilities, "
                     "revenue, expenses, equity, plural. so liabilities:merchant:7781:available:eur, "
                     "liabilities:merchant:7781:reserve:eur, revenue:mintline:fees:card:eur. currency always last, "
                     "lowercase iso code. note it, I'll be repeating this to people for months"),
            tool("Write", {"file_path": f"{LEDGER}/scripts/rename_accounts.kts",
                           "content": "// maps legacy account codes to <class>:<owner kind>:<owner id>:<purpose>:"
                                      "<currency>\n"
                                      "val rules = listOf(\n"
                                      "    Regex(\"merchant_(\\\\d+)_avail\") to "
                                      "\"liabilities:merchant:$1:available:{ccy}\",\n"
                                      "    Regex(\"MERCH-(\\\\d+)-RESERVE\") to "
                                      "\"liabilities:merchant:$1:reserve:{ccy}\",\n"
                                      "    Regex(\"fees_(\\\\w+)\") to \"revenue:mintline:fees:card:$1\",\n"
                                      ")\n"},
                 f"File created successfully at: {LEDGER}/scripts/rename_accounts.kts"),
            bash("kotlin scripts/rename_accounts.kts --dry-run | tail -n 4",
                 "accounts      18342\nmapped        18301\nunmapped      41\n"
                 "unmapped prefixes: tmp_loadtest_ (41)\n"),
            ("user", "the tmp_ ones are from the 2023 load test, close them, don't map them"),
            bash("kotlin scripts/rename_accounts.kts --close-prefix tmp_loadtest_ --dry-run | tail -n 2",
                 "would close 41 accounts (all balances 0)\nwould rename 18301 accounts\n"),
            ("assistant", "All 41 load test accounts have a zero balance, so closing them is safe. Events next: the "
                          "ledger publishes `EntryPosted`, `ledger.balance-updated` and `account_created` on Kafka. "
                          "Should those follow a scheme as well?"),
            ("user", "yes. event names are ledger.<noun>.<past-tense verb>, lowercase, dots. ledger.entry.posted, "
                     "ledger.account.opened, ledger.balance.updated. not 'created', accounts are opened"),
            ("assistant", "Should I remember the event naming scheme for future sessions too, so new events follow "
                          "it without you having to say it again?"),
            ("user", "yes please"),
            bash("rg -l 'EntryPosted|ledger.balance-updated|account_created' ../recon ../reg-exports 2>/dev/null",
                 "../recon/recon/consumers.py\n../reg-exports/exports/sources.py\n"),
            ("assistant", "recon and reg-exports consume those events by their current names, so a hard rename "
                          "breaks them. I can publish every event under both the old and the new name for a while."),
            ("user", "dual publish until 1 December, then the old names go. Priya knows"),
            tool("Edit", {"file_path": f"{LEDGER}/src/main/kotlin/com/mintline/ledger/events/Topics.kt",
                          "old_string": "    ENTRY_POSTED(\"EntryPosted\"),\n"
                                        "    BALANCE_UPDATED(\"ledger.balance-updated\"),\n"
                                        "    ACCOUNT_OPENED(\"account_created\"),\n",
                          "new_string": "    ENTRY_POSTED(\"ledger.entry.posted\", legacy = \"EntryPosted\"),\n"
                                        "    BALANCE_UPDATED(\"ledger.balance.updated\", legacy = "
                                        "\"ledger.balance-updated\"),\n"
                                        "    ACCOUNT_OPENED(\"ledger.account.opened\", legacy = \"account_created\"),\n"
                                        "    // legacy names are published too until 2026-12-01\n"},
                 "The file has been updated."),
            bash("./gradlew test -q 2>&1 | tail -n 2",
                 "BUILD SUCCESSFUL in 1m 8s\n"),
            ("user", "and once more, because people will ask you: accounts are "
                     "<class>:<owner kind>:<owner id>:<purpose>:<currency>, all lowercase, currency last. don't let "
                     "anyone talk you into a different format"),
            bash("git add -A && git commit -qm 'ledger: account codes and event names follow one scheme' && git "
                 "log -1 --oneline",
                 "71fa0c3 ledger: account codes and event names follow one scheme\n"),
            ("assistant", "Committed as 71fa0c3. To sum up where we landed today:\n\n"
                          "1. **Account codes**: lowercase, colon separated, "
                          "`<class>:<owner kind>:<owner id>:<purpose>:<currency>`; class is assets, liabilities, "
                          "revenue, expenses or equity; the currency comes last as a lowercase ISO code, e.g. "
                          "`liabilities:merchant:7781:available:eur`. The rename script maps 18,301 accounts.\n"
                          "2. **Load test leftovers**: the 41 `tmp_loadtest_` accounts get closed, not mapped; all "
                          "have a zero balance.\n"
                          "3. **Events**: `ledger.<noun>.<past-tense verb>`, lowercase with dots: "
                          "`ledger.entry.posted`, `ledger.account.opened`, `ledger.balance.updated`. Accounts are "
                          "opened, never created.\n"
                          "4. **Transition**: events are published under both old and new names until 1 December, "
                          "so recon and reg-exports can switch; then the legacy names are removed.\n\n"
                          "The rename itself hasn't run against production yet; the script is in "
                          "scripts/rename_accounts.kts with a --dry-run mode."),
        ],
        "facts": [
            fact("account-codes", "Ledger account codes are lowercase and colon separated: "
                                  "<class>:<owner kind>:<owner id>:<purpose>:<currency>; class is assets, "
                                  "liabilities, revenue, expenses or equity; the currency comes last as a lowercase "
                                  "ISO code (e.g. liabilities:merchant:7781:available:eur).",
                 "convention", "user", [["<class>:<owner kind>:<owner id>:<purpose>:<currency>",
                                         "liabilities:merchant:7781"], ["currency last", "currency always last",
                                                                        "lowercase"]],
                 remember=True),
            fact("event-names", "Ledger event names are ledger.<noun>.<past-tense verb>, lowercase with dots "
                                "(ledger.entry.posted, ledger.account.opened, ledger.balance.updated); accounts are "
                                "opened, not created.",
                 "convention", "user", [["ledger.<noun>.<past-tense verb>", "ledger.entry.posted"],
                                        "ledger.account.opened"],
                 remember=True),
            fact("dual-publish", "Ledger events are published under both the old and the new names until 1 December "
                                 "(recon and reg-exports consume them); then the old names are removed.",
                 "decision", "user", [["dual publish", "both", "old names", "legacy"], "1 December"]),
        ],
        "optional": [
            opt("tmp-accounts", "The 41 tmp_loadtest_ accounts from the 2023 load test are closed, not mapped.",
                ["tmp_loadtest_"]),
            opt("rename-script", "scripts/rename_accounts.kts maps legacy account codes (has --dry-run).",
                ["rename_accounts"]),
        ],
        "questions": [
            q("What format do ledger account codes follow?",
              "<class>:<owner kind>:<owner id>:<purpose>:<currency>, lowercase, colon separated, currency last",
              ["account-codes"]),
            q("How are ledger events named?", "ledger.<noun>.<past-tense verb>, like ledger.entry.posted",
              ["event-names"]),
            q("Until when are ledger events also published under their old names?", "until 1 December",
              ["dual-publish"]),
        ],
    },
    {
        "id": "h36-cc-payouts-instant-rollout",
        "project": PAYOUTS,
        "start": datetime(2026, 11, 13, 15, 10),
        "branch": "marco/instant-rollout",
        "about": "payouts: rolling out instant payouts behind the FunWithFlags flag instant_payouts; rollout by "
                 "merchant list (test merchant, the 12 beta merchants, then everybody on 1 December if support has "
                 "no complaints), no percentage; limit 5.000 euro per payout the first month "
                 "(instant_max_amount_minor 500_000, not 1_000_000); Italian-flavoured 'you must remember this for "
                 "the next times': a failed instant payout never falls back automatically to the SEPA batch; the "
                 "existing automatic fallback removed",
        "steps": [
            ("user", "ciao. today we start the rollout of instant payouts. the code is merged since last week "
                     "behind the flag instant_payouts, off for everybody. I want a plan for the rollout, and we "
                     "decide the limit"),
            bash("rg -n 'instant_payouts|instant_max' lib config",
                 "lib/payouts/router.ex:31:    if FunWithFlags.enabled?(:instant_payouts, for: merchant) do\n"
                 "config/runtime.exs:58:  instant_max_amount_minor: 1_000_000,\n"),
            ("assistant", "Right now the router sends a payout instant when the flag is on for the merchant and the "
                          "amount is at most `instant_max_amount_minor`, 1_000_000 (10,000 EUR); Brightwater's own "
                          "cap for an instant payment is 15,000 EUR. A plan: internal test merchant first, then 5% "
                          "of merchants, 25%, 100%, two days at each step, watching the reject rate and support "
                          "tickets."),
            ("user", "the steps ok but by merchant list, not percentage. first our test merchant, then the 12 "
                     "merchants of the beta list, then everybody. no percentage: with percentage when support calls "
                     "nobody knows who has it. and the limit 5.000 euro, not 10.000, for the first month"),
            tool("Edit", {"file_path": f"{PAYOUTS}/config/runtime.exs",
                          "old_string": "  instant_max_amount_minor: 1_000_000,",
                          "new_string": "  instant_max_amount_minor: 500_000,"},
                 "The file has been updated."),
            bash("kubectl -n payouts exec deploy/payouts -- bin/payouts rpc "
                 "'Payouts.Flags.enable_for(:instant_payouts, [\"m_mintline_test\"])'",
                 "{:ok, 1}\n"),
            bash("kubectl -n payouts exec deploy/payouts -- bin/payouts rpc "
                 "'Payouts.Instant.smoke(\"m_mintline_test\", 100)'",
                 "%{status: :settled, bank_ms: 2140, end_to_end_id: \"po_01JCKQ4T7W3M8E2V6N9XKD5RPA\"}\n"),
            ("assistant", "The test merchant is on the flag, and a 1.00 EUR smoke payout settled in 2.1 s with our "
                          "payout id as end_to_end_id."),
            ("user", "very good. now one thing, please you must remember this for the next times, is important: "
                     "when an instant payout fails, timeout or reject, we do NOT fall back automatic to the normal "
                     "SEPA batch. the payout stays failed and the merchant decides. if not, maybe the seller receives "
                     "two times, one instant arriving late and one from the batch"),
            bash("rg -n -B2 -A2 'Batch.enqueue' lib/payouts/instant.ex",
                 "86-    case Brightwater.instant(payment) do\n"
                 "87-      {:ok, res} -> {:ok, res}\n"
                 "88:      {:error, _} -> Payouts.Batch.enqueue(payout)\n"
                 "89-    end\n"),
            ("assistant", "There is exactly that fallback today, on line 88: any error puts the payout into the next "
                          "SEPA batch. I'll replace it: a reject marks the payout failed and notifies the merchant; "
                          "a timeout marks it unknown, like the batch path since last week, and the status check "
                          "asks the bank by end_to_end_id."),
            tool("Edit", {"file_path": f"{PAYOUTS}/lib/payouts/instant.ex",
                          "old_string": "      {:error, _} -> Payouts.Batch.enqueue(payout)\n",
                          "new_string": "      {:error, %Mint.TransportError{reason: :timeout}} -> "
                                        "Payouts.mark_unknown!(payout)\n"
                                        "      {:error, reason} -> Payouts.fail_and_notify!(payout, reason)\n"},
                 "The file has been updated."),
            bash("mix test test/payouts/instant_test.exs 2>&1 | tail -n 2",
                 "Finished in 0.7 seconds (0.2s async, 0.5s sync)\n14 tests, 0 failures\n"),
            ("user", "beta list tomorrow morning. everybody on 1 december, if support has no complaints from the "
                     "beta"),
            bash("git add -A && git commit -qm 'payouts: instant limit 5000 EUR, no automatic fallback to the batch' "
                 "&& git log -1 --oneline",
                 "2e6d9b4 payouts: instant limit 5000 EUR, no automatic fallback to the batch\n"),
            ("assistant", "Committed. Tomorrow morning: `Payouts.Flags.enable_for(:instant_payouts, beta_list)` "
                          "for the 12 beta merchants."),
        ],
        "facts": [
            fact("instant-rollout", "Instant payouts (flag instant_payouts) roll out by merchant list, not "
                                    "percentage: the internal test merchant, then the 12 beta merchants, then "
                                    "everybody; with percentages support can't tell who has it.",
                 "decision", "user", ["instant_payouts", ["merchant list", "beta list", "beta merchants"]]),
            fact("instant-limit", "Instant payouts are limited to 5,000 EUR per payout for the first month "
                                  "(instant_max_amount_minor 500_000, not 10,000).",
                 "config", "user", [["500_000", "5.000", "5,000", "5000"], "instant"]),
            fact("no-auto-fallback", "When an instant payout fails (timeout or reject) it never falls back "
                                     "automatically to the normal SEPA batch; the payout stays failed and the "
                                     "merchant decides, otherwise a seller may be paid twice.",
                 "rule", "user", [["fall back", "fallback"], "instant", ["batch", "SEPA"]], remember=True),
            fact("instant-everyone", "Instant payouts go to the beta list on 14 November and to everybody on 1 "
                                     "December if support has no complaints from the beta.",
                 "decision", "user", [["everybody", "everyone"], "1 december"]),
        ],
        "optional": [
            opt("bw-instant-cap", "Brightwater caps an instant payment at 15,000 EUR.", ["15,000"]),
            opt("instant-timeout-unknown", "A timed-out instant payout is marked unknown; a rejected one is marked "
                                           "failed and the merchant is notified.",
                ["unknown", "notifies"]),
        ],
        "questions": [
            q("How are instant payouts rolled out?",
              "by merchant list: the test merchant, then the 12 beta merchants, then everybody; no percentage",
              ["instant-rollout"]),
            q("What is the instant payout limit in the first month?", "5000 EUR, instant_max_amount_minor 500_000",
              ["instant-limit"]),
            q("What happens when an instant payout fails?",
              "it stays failed and the merchant decides; no automatic fallback to the SEPA batch",
              ["no-auto-fallback"]),
            q("When does everybody get instant payouts?", "on 1 December, if support has no complaints",
              ["instant-everyone"]),
        ],
    },
]
