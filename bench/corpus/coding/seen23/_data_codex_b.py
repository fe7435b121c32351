"""h23 Codex sessions, part b: a read-only Postgres role, GDPR erasure in Rails, CI moved to OIDC."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

QUILL = "/home/dev/quillstat"
TERN = "/home/dev/ternwake"
SKERRY = "/home/dev/skerry-dispatch"

SESSIONS = [
    {
        "id": "h23-cx-quill-readonly",
        "project": QUILL,
        "start": datetime(2026, 11, 19, 11, 0),
        "about": "Postgres read-only role for Metabase; a 'save this:' request (whole public schema) withdrawn after the "
                 "agent shows password hashes are readable, replaced with 'keep that instead' (reporting schema only); "
                 "only the final state is labelled",
        "steps": [
            ("user", "quillstat: Metabase is connected to the database as quill, the owner role. Yesterday someone ran a "
                     "native question with a DELETE in it by accident (we restored from PITR, fine). I want Metabase on a "
                     "read-only role."),
            shell("psql quillstat -c '\\du' && psql quillstat -c '\\dn'",
                  "      Role name     |                         Attributes\n"
                  "--------------------+------------------------------------------------------------\n"
                  " postgres           | Superuser, Create role, Create DB, Replication, Bypass RLS\n"
                  " quill              | \n quill_migrator     | \n\n"
                  "  List of schemas\n   Name    |  Owner\n-----------+---------\n public    | quill\n"
                  " reporting | quill\n"),
            ("assistant", "Plan for a `metabase_ro` role:\n\n"
                          "```sql\nCREATE ROLE metabase_ro LOGIN;\n"
                          "ALTER ROLE metabase_ro SET default_transaction_read_only = on;\n"
                          "ALTER ROLE metabase_ro SET statement_timeout = '60s';\n"
                          "GRANT USAGE ON SCHEMA <schema> TO metabase_ro;\n"
                          "GRANT SELECT ON ALL TABLES IN SCHEMA <schema> TO metabase_ro;\n"
                          "ALTER DEFAULT PRIVILEGES FOR ROLE quill_migrator IN SCHEMA <schema> GRANT SELECT ON TABLES TO "
                          "metabase_ro;\n```\n\n"
                          "`default_transaction_read_only` makes even a stray DELETE fail, and the timeout keeps a runaway "
                          "dashboard from hogging the database. Which schemas should it see?"),
            ("user", "ok. save this: metabase_ro gets SELECT on the whole public schema, and default privileges so new "
                     "tables show up in Metabase without anyone touching grants"),
            shell("psql quillstat_staging -f infra/sql/roles/metabase_ro.sql",
                  "CREATE ROLE\nALTER ROLE\nALTER ROLE\nGRANT\nGRANT\nALTER DEFAULT PRIVILEGES\n"),
            shell("psql quillstat_staging -c \"select table_name, column_name from information_schema.columns where "
                  "table_schema = 'public' and column_name ~ '(password|secret|token)'\"",
                  "   table_name    |  column_name\n-----------------+---------------\n users           | password_hash\n"
                  " api_keys        | secret_hash\n password_resets | token\n(3 rows)\n"),
            ("assistant", "It works, but look at that: with SELECT on all of public, metabase_ro can read "
                          "users.password_hash, api_keys.secret_hash and password_resets.token. Anyone with a Metabase "
                          "account could query them in a native question."),
            ("user", "ugh, right. scratch what I asked you to keep earlier. metabase_ro gets SELECT only on the reporting "
                     "schema, nothing at all in public. keep that instead. the reporting views are what the dashboards "
                     "should use anyway, and if a dashboard needs something new we add a view there"),
            shell("apply_patch < /tmp/metabase_ro_reporting.patch && psql quillstat_staging -f "
                  "infra/sql/roles/metabase_ro.sql",
                  "Success. Updated the following files:\nM infra/sql/roles/metabase_ro.sql\n"
                  "REVOKE\nALTER DEFAULT PRIVILEGES\nGRANT\nGRANT\nALTER DEFAULT PRIVILEGES\n"),
            shell("psql 'postgres://metabase_ro@staging-db/quillstat_staging' -c 'select count(*) from "
                  "reporting.daily_reads' -c 'select 1 from public.users limit 1' -c 'delete from reporting.daily_reads'",
                  " count \n-------\n 18233\n(1 row)\n\nERROR:  permission denied for table users\n"
                  "ERROR:  cannot execute DELETE in a read-only transaction\n"),
            ("assistant", "On staging: metabase_ro reads reporting.daily_reads, gets permission denied on public.users, and "
                          "a DELETE fails because of default_transaction_read_only. The script is "
                          "infra/sql/roles/metabase_ro.sql; statement_timeout is 60s."),
            ("user", "60s is fine. prod goes tomorrow morning with the usual runbook, not now. Oskar switches the "
                     "Metabase connection"),
        ],
        "facts": [
            fact("metabase-ro", "Metabase connects as metabase_ro instead of the owner role quill, with "
                                "default_transaction_read_only on.",
                 "decision", "user", ["metabase_ro", "default_transaction_read_only"]),
            fact("reporting-only", "metabase_ro gets SELECT only on the reporting schema, nothing in public (public has "
                                   "password hashes and tokens); a dashboard that needs more gets a new view in reporting.",
                 "rule", "user", ["reporting schema", "public"], remember=True),
            fact("statement-timeout", "metabase_ro has statement_timeout 60s.",
                 "config", "user", ["statement_timeout", "60s"]),
        ],
        "optional": [
            opt("role-script", "The role script is infra/sql/roles/metabase_ro.sql.", ["infra/sql/roles/metabase_ro.sql"]),
        ],
        "questions": [
            q("Which role does Metabase use on quillstat?", "metabase_ro", ["metabase-ro"]),
            q("What can metabase_ro read?", "only the reporting schema, nothing in public", ["reporting-only"]),
            q("What is metabase_ro's statement timeout?", "60s", ["statement-timeout"]),
        ],
    },
    {
        "id": "h23-cx-tern-erasure",
        "project": TERN,
        "start": datetime(2026, 11, 20, 20, 10),
        "about": "Rails rowing club; GDPR erasure; rule asked all lower case with typos ('remmber this pls'); "
                 "anonymized_at column; restrict_with_error; near-miss 'note that this output is cut off'; "
                 "one-off run for one member (not durable)",
        "steps": [
            ("user", "gdpr erasure request came in for a member of the rowing club and we dont have a proper way to do it "
                     "in ternwake. whats there rn?"),
            shell("rg -n 'has_many|has_one|dependent' app/models/member.rb",
                  "8:  has_many :payments, dependent: :destroy\n9:  has_many :bookings, dependent: :destroy\n"
                  "10:  has_one :emergency_contact, dependent: :destroy\n"),
            ("assistant", "Only `member.destroy`, and it cascades: `has_many :payments, dependent: :destroy` would delete "
                          "the member's payment records too, and a club treasurer usually has to keep those for the "
                          "books. I'd suggest anonymizing instead: a `Member#anonymize!` that nulls the personal fields, "
                          "deletes the emergency contact and sets an `anonymized_at` timestamp."),
            ("user", "ok remmber this pls: we nevr hard delete members, we anonimize them. name email phone adress get "
                     "nulled, emergency contact deleted, payments stay bc the treasurer has to keep them 10 yrs. bookings "
                     "can stay too, they just point to an anonimized member"),
            shell("bin/rails g migration AddAnonymizedAtToMembers anonymized_at:datetime && bin/rails db:migrate",
                  "      invoke  active_record\n      create    db/migrate/20261120201544_add_anonymized_at_to_members.rb\n"
                  "== 20261120201544 AddAnonymizedAtToMembers: migrating =========================\n"
                  "-- add_column(:members, :anonymized_at, :datetime)\n   -> 0.0041s\n"),
            shell("apply_patch < /tmp/anonymize.patch",
                  "Success. Updated the following files:\nM app/models/member.rb\nA test/models/member_anonymize_test.rb\n"),
            shell("bin/rails test",
                  "Running 412 tests in parallel using 8 processes\nRun options: --seed 40211\n\n# Running:\n\n"
                  "......................................................................\n"
                  "..........................................[output truncated]"),
            ("user", "note that this output is cut off. just run the member tests"),
            shell("bin/rails test test/models/member_test.rb test/models/member_anonymize_test.rb",
                  "Running 11 tests\n...........\n\nFinished in 0.84s\n"
                  "11 runs, 29 assertions, 0 failures, 0 errors, 0 skips\n"),
            ("assistant", "Member tests pass. Since destroy should never run on a member now, I'd also change the payments "
                          "association to `dependent: :restrict_with_error`, so an accidental destroy fails instead of "
                          "wiping the payments."),
            ("user", "yes do that"),
            shell("sed -i 's/has_many :payments, dependent: :destroy/has_many :payments, dependent: :restrict_with_error/' "
                  "app/models/member.rb && bin/rails test test/models/",
                  "Running 58 tests\n..........................................................\n\n"
                  "58 runs, 171 assertions, 0 failures, 0 errors, 0 skips\n"),
            ("user", "now run it for member 4471, thats the request. just this once from the console"),
            shell("bin/rails runner 'm = Member.find(4471); m.anonymize!; p m.slice(:name, :email, :anonymized_at); "
                  "p [m.payments.count, m.bookings.count]'",
                  "{\"name\"=>nil, \"email\"=>nil, \"anonymized_at\"=>Fri, 20 Nov 2026 20:31:07 UTC +00:00}\n[14, 52]\n"),
            ("assistant", "Member 4471 is anonymized; their 14 payments and 52 bookings are kept and now point to the "
                          "anonymized record."),
        ],
        "facts": [
            fact("anonymize-members", "Members are never hard deleted but anonymized: name, email, phone and address "
                                      "nulled, emergency contact deleted; payments (the treasurer keeps them 10 years) and "
                                      "bookings stay.",
                 "rule", "user", [["anonymize", "anonimize"], "payments"], remember=True),
            fact("anonymized-at", "members.anonymized_at (datetime) records when a member was anonymized; "
                                  "Member#anonymize! does it.",
                 "config", "assistant", ["anonymized_at", "anonymize!"]),
            fact("restrict-payments", "Member has_many :payments uses dependent: :restrict_with_error, so destroying a "
                                      "member with payments fails.",
                 "config", "assistant", ["restrict_with_error", "payments"]),
        ],
        "optional": [
            opt("payments-10-years", "The treasurer has to keep payments 10 years.", ["10 yrs"]),
        ],
        "questions": [
            q("How does ternwake handle a GDPR erasure request?", "anonymize the member, never hard delete",
              ["anonymize-members"]),
            q("What happens to a member's payments on erasure?", "payments stay, the treasurer has to keep them 10 yrs",
              ["anonymize-members"]),
            q("What stops a member destroy from deleting payments?", "dependent: :restrict_with_error",
              ["restrict-payments"]),
        ],
    },
    {
        "id": "h23-cx-skerry-oidc",
        "project": SKERRY,
        "start": datetime(2026, 11, 23, 9, 50),
        "about": "TypeScript service CI; rule given first ('put it in your notes before anything else'); deploy switched "
                 "from access keys to a GitHub OIDC role; third-party actions pinned by SHA",
        "steps": [
            ("user", "put it in your notes before anything else: skerry-dispatch CI never gets long-lived AWS keys again, "
                     "deploy jobs assume a role through GitHub OIDC. now the actual task: deploy.yml still uses the "
                     "AWS_ACCESS_KEY_ID secrets, switch it over"),
            shell("sed -n 1,32p .github/workflows/deploy.yml",
                  "name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-24.04\n"
                  "    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n"
                  "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n"
                  "          aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\n"
                  "          aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n"
                  "          aws-region: eu-central-1\n      - run: pnpm install --frozen-lockfile && pnpm build\n"
                  "      - uses: docker/build-push-action@v6\n"),
            ("assistant", "Needed: `permissions: id-token: write` on the job, `configure-aws-credentials` with "
                          "`role-to-assume` instead of the key pair, and an IAM role whose trust policy accepts "
                          "token.actions.githubusercontent.com with `sub` limited to this repo's main branch. Is there a "
                          "role already?"),
            ("user", "arn:aws:iam::418207335120:role/skerry-dispatch-deploy. Jonas made it yesterday, trust is limited to "
                     "repo:skerry/dispatch:ref:refs/heads/main"),
            shell("apply_patch < /tmp/deploy_oidc.patch && actionlint .github/workflows/*.yml && echo lint-ok",
                  "Success. Updated the following files:\nM .github/workflows/deploy.yml\nlint-ok\n"),
            ("assistant", "actionlint is clean. While I'm in the workflows: every action is referenced by tag "
                          "(`actions/checkout@v4`, `pnpm/action-setup@v4`, `aws-actions/configure-aws-credentials@v4`, "
                          "`docker/build-push-action@v6`). A tag can be moved by whoever controls the action; pinning to a "
                          "full commit SHA prevents that. Pin them?"),
            ("user", "yes, third-party ones by full sha with the tag as a comment after it. github's own actions/* can "
                     "stay on tags, we trust those"),
            shell("apply_patch < /tmp/pin_actions.patch && grep -hn 'uses:' .github/workflows/*.yml | sort -u",
                  "Success. Updated the following files:\nM .github/workflows/deploy.yml\nM .github/workflows/ci.yml\n"
                  "9:      - uses: actions/checkout@v4\n"
                  "10:      - uses: pnpm/action-setup@fe02b34f77f8bc703788d5817da081398fad5dd2 # v4.0.0\n"
                  "13:      - uses: aws-actions/configure-aws-credentials@e3dd6a429d7300a6a4c196c26e071d42e0343502 # v4.0.2\n"
                  "19:      - uses: docker/build-push-action@48aba3b46d1b1fec4febb7c5d0c644b249a11355 # v6.10.0\n"),
            shell("git commit -am 'ci: deploy through GitHub OIDC role, pin third-party actions by sha' && git push && "
                  "gh run watch --exit-status",
                  "[main 5d19a0e] ci: deploy through GitHub OIDC role, pin third-party actions by sha\n"
                  " 2 files changed, 9 insertions(+), 8 deletions(-)\n"
                  "✓ main deploy · 12011928374\nTriggered via push less than a minute ago\n\nJOBS\n"
                  "✓ deploy in 3m41s (ID 33517200841)\n"),
            ("assistant", "The deploy ran green with the OIDC role. What's left: delete the AWS_ACCESS_KEY_ID / "
                          "AWS_SECRET_ACCESS_KEY repository secrets and deactivate the old IAM user's keys."),
            ("user", "I delete the repo secrets now, Jonas kills the IAM user"),
        ],
        "facts": [
            fact("oidc-only", "skerry-dispatch CI never gets long-lived AWS keys; deploy jobs assume a role through "
                              "GitHub OIDC.",
                 "rule", "user", ["OIDC", "long-lived"], remember=True),
            fact("deploy-role", "The deploy job assumes arn:aws:iam::418207335120:role/skerry-dispatch-deploy; its trust "
                                "is limited to repo:skerry/dispatch:ref:refs/heads/main.",
                 "config", "user", ["skerry-dispatch-deploy", "refs/heads/main"]),
            fact("sha-pins", "Third-party GitHub actions are pinned by full commit sha with the tag as a comment; GitHub's "
                             "own actions/* stay on tags.",
                 "convention", "user", ["sha", "actions/*"]),
        ],
        "optional": [
            opt("id-token-write", "The deploy job needs permissions id-token: write.", ["id-token: write"]),
        ],
        "questions": [
            q("How does skerry-dispatch CI get AWS credentials?",
              "deploy jobs assume a role through GitHub OIDC, no long-lived AWS keys", ["oidc-only"]),
            q("Which IAM role does the skerry-dispatch deploy job assume?", "skerry-dispatch-deploy", ["deploy-role"]),
            q("How are third-party GitHub actions pinned?", "by full sha, tag as a comment", ["sha-pins"]),
        ],
    },
]
