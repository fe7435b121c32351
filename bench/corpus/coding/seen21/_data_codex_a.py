"""h21 Codex sessions, part A: a security review, a production migration, three proposals."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FERRY = "/home/dev/ferryhop"
TUNE = "/home/dev/tunerota"
PEAL = "/home/dev/peal-engine"

SECRET_REVIEW = {
    "id": "h21-cx-secret-review",
    "project": FERRY,
    "branch": "sec/review-nov",
    "start": datetime(2026, 11, 10, 10, 0, 0),
    "about": "security review before release: an obviously fake payment key found in config/staging.yml; the "
             "person decides to rotate anyway and that secrets live in SOPS files from now on ('store in memory:'); "
             "a gitleaks pre-commit hook added",
    "steps": [
        ("user", "Security pass before the release. Look through config/ and anything env-ish for secrets that "
                 "shouldn't be in the repo."),
        shell("rg -n -i '(secret|token|key|password)\\s*[:=]' config/ .env.example",
              "config/staging.yml:8:  payments_api_key: \"pk_live_FAKE_0000_NOT_A_REAL_KEY_ferryhop\"\n"
              "config/staging.yml:14:  smtp_password: ${SMTP_PASSWORD}\n"
              "config/production.yml:9:  payments_api_key: ${PAYMENTS_API_KEY}\n"
              ".env.example:3:PAYMENTS_API_KEY=changeme\n"),
        shell("git log --format='%h %ad %an' --date=short -S 'pk_live_FAKE' -- config/staging.yml",
              "a7d9e21 2026-08-19 Ruben Okafor\n"),
        ("assistant", "One finding. `config/staging.yml` line 8 has a literal `payments_api_key` "
                      "(`pk_live_FAKE_0000_NOT_A_REAL_KEY_ferryhop`), committed in a7d9e21 on 2026-08-19. The "
                      "value looks like a placeholder, but it's been in git history for three months and has a "
                      "`pk_live_` prefix, so anything that scans for that pattern will flag it, and if the real "
                      "staging key was ever put there it's in history. Everything else reads from env vars "
                      "(`${SMTP_PASSWORD}`, `${PAYMENTS_API_KEY}`), and `.env.example` only has `changeme`."),
        ("user", "Ruben says it was always the placeholder, but I don't want to bet on it. Rotate the staging "
                 "payments key anyway, I'll do that in the provider dashboard. Don't rewrite history, we'd "
                 "break everyone's clones for a key we're rotating regardless.\n\nAnd store in memory: from now "
                 "on secrets live only in SOPS-encrypted files under deploy/secrets/, encrypted with the age "
                 "key of the environment. No secret values in config/*.yml, only ${VAR} references."),
        shell("mkdir -p deploy/secrets && cat .sops.yaml 2>/dev/null || echo 'no .sops.yaml'",
              "no .sops.yaml\n"),
        ("assistant", "There's no `.sops.yaml` yet. I'll add one with a creation rule per environment under "
                      "deploy/secrets/ and replace the literal in staging.yml with `${PAYMENTS_API_KEY}`. I need "
                      "the age public keys for staging and production."),
        ("user", "staging: age1stagingFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEqqqq\n"
                 "production: age1prodFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEqqqqqq"),
        shell("cat > .sops.yaml <<'EOF'\ncreation_rules:\n  - path_regex: deploy/secrets/staging/.*\n"
              "    age: age1stagingFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEqqqq\n"
              "  - path_regex: deploy/secrets/production/.*\n"
              "    age: age1prodFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEqqqqqq\nEOF\n"
              "sed -i 's/payments_api_key: \"pk_live_FAKE_0000_NOT_A_REAL_KEY_ferryhop\"/payments_api_key: ${PAYMENTS_API_KEY}/' config/staging.yml && git diff --stat",
              " .sops.yaml           | 5 +++++\n config/staging.yml   | 2 +-\n 2 files changed, 6 insertions(+), 1 deletion(-)\n"),
        ("assistant", "Added `.sops.yaml` (one age recipient per environment under deploy/secrets/) and staging.yml "
                      "now reads `${PAYMENTS_API_KEY}`. To stop this recurring I'd add gitleaks as a pre-commit "
                      "hook; it catches `pk_live_`-style keys."),
        ("user", "Yes add gitleaks to the pre-commit config. Good find."),
        shell("cat >> .pre-commit-config.yaml <<'EOF'\n  - repo: https://github.com/gitleaks/gitleaks\n"
              "    rev: v8.18.4\n    hooks:\n      - id: gitleaks\nEOF\npre-commit run gitleaks --all-files",
              "Detect hardcoded secrets.................................................Passed\n"),
        ("assistant", "gitleaks v8.18.4 is in `.pre-commit-config.yaml` and passes on the whole tree now. Summary: "
                      "staging payments key to be rotated by you; history left as is; secrets from now on only "
                      "in SOPS files under deploy/secrets/."),
    ],
    "facts": [
        fact("rotate-staging-key", "The staging payments key found in config/staging.yml is rotated anyway even though it was said to be a placeholder.",
             "decision", "user", [["rotate", "rotated"], "staging"]),
        fact("no-history-rewrite", "Git history is not rewritten for the leaked key: it would break everyone's clones and the key is rotated regardless.",
             "decision", "user", ["history"]),
        fact("sops-secrets", "Secrets live only in SOPS-encrypted files under deploy/secrets/, with each environment's age key; config/*.yml only holds ${VAR} references.",
             "rule", "user", ["SOPS", "deploy/secrets"], remember=True),
        fact("gitleaks-hook", "gitleaks (v8.18.4) runs as a pre-commit hook to catch hardcoded secrets.",
             "config", "user", ["gitleaks", "pre-commit"]),
    ],
    "optional": [
        opt("sops-yaml", ".sops.yaml has a creation rule per environment (staging, production) under deploy/secrets/.", [".sops.yaml"]),
        opt("payments-env", "The payments key is read from ${PAYMENTS_API_KEY}.", ["PAYMENTS_API_KEY"]),
    ],
    "questions": [
        q("Where do secrets go in ferryhop?", "SOPS-encrypted files under deploy/secrets/, age key per environment", ["sops-secrets"]),
        q("Did we rewrite git history to remove the staging key?", "no; it would break clones, key rotated anyway", ["no-history-rewrite", "rotate-staging-key"]),
        q("What catches hardcoded secrets before commit?", "gitleaks pre-commit hook", ["gitleaks-hook"]),
    ],
}

MIGRATION = {
    "id": "h21-cx-migration",
    "project": TUNE,
    "branch": "db/tuner-region-backfill",
    "start": datetime(2026, 11, 12, 6, 30, 0),
    "about": "production backfill of bookings.region after a dry run on a staging copy; batch size 5000 and "
             "lock_timeout 3s decided from the dry run; 'note to self (and you):' rule about dry runs",
    "steps": [
        ("user", "morning. today we backfill bookings.region in prod. script is scripts/backfill_region.kts. "
                 "dry run on the staging copy first"),
        shell("sed -n 1,40p scripts/backfill_region.kts",
              "val batchSize = System.getenv(\"BATCH\")?.toInt() ?: 20000\n"
              "val lockTimeout = System.getenv(\"LOCK_TIMEOUT\") ?: \"10s\"\n"
              "db.exec(\"SET lock_timeout = '$lockTimeout'\")\n"
              "while (true) {\n  val n = db.update(\"\"\"\n    UPDATE bookings b SET region = c.region\n"
              "      FROM churches c WHERE b.church_id = c.id AND b.region IS NULL\n"
              "      AND b.id IN (SELECT id FROM bookings WHERE region IS NULL LIMIT $batchSize)\"\"\")\n"
              "  if (n == 0) break\n  log(\"batch done: $n rows\")\n  Thread.sleep(200)\n}\n"),
        shell("DATABASE_URL=$STAGING_COPY_URL kotlin scripts/backfill_region.kts 2>&1 | tail -8",
              "batch done: 20000 rows (4.8 s)\nbatch done: 20000 rows (5.1 s)\n"
              "WARN app: booking insert waited 4.6 s for lock on bookings\n"
              "batch done: 20000 rows (5.3 s)\nWARN app: booking insert waited 5.0 s for lock on bookings\n"
              "batch done: 20000 rows (4.9 s)\nbatch done: 11872 rows (2.9 s)\ntotal: 91872 rows in 23.9 s\n"),
        ("assistant", "Dry run finished: 91,872 rows in about 24 s, but with the default 20,000-row batches each "
                      "UPDATE holds row locks for ~5 s, and the synthetic app traffic logged booking inserts "
                      "waiting 4.6-5.0 s on the lock. In prod that means booking requests stalling. Let me try "
                      "smaller batches."),
        shell("for b in 2000 5000 10000; do DATABASE_URL=$STAGING_COPY_URL BATCH=$b kotlin scripts/backfill_region.kts --reset 2>&1 | tail -1 | sed \"s/^/$b: /\"; done",
              "2000: total: 91872 rows in 61.2 s, max insert wait 0.09 s\n"
              "5000: total: 91872 rows in 31.7 s, max insert wait 0.31 s\n"
              "10000: total: 91872 rows in 27.0 s, max insert wait 2.2 s\n"),
        ("assistant", "| batch | total | max insert wait |\n|---|---|---|\n| 2000 | 61 s | 0.09 s |\n"
                      "| 5000 | 32 s | 0.31 s |\n| 10000 | 27 s | 2.2 s |\n\n5000 keeps inserts waiting at most "
                      "0.31 s for only ~8 s more than 10000. I'd also drop `lock_timeout` from 10s to 3s so that "
                      "if something unexpected holds a lock, the backfill gives up instead of queueing app "
                      "writes behind it."),
        ("user", "batch 5000, lock_timeout 3s. go with those in prod. if a batch times out just rerun, it's idempotent"),
        shell("DATABASE_URL=$PROD_URL BATCH=5000 LOCK_TIMEOUT=3s kotlin scripts/backfill_region.kts 2>&1 | tail -4",
              "batch done: 5000 rows (1.6 s)\nbatch done: 5000 rows (1.7 s)\nbatch done: 2214 rows (0.8 s)\n"
              "total: 129214 rows in 47.3 s\n"),
        shell("psql $PROD_URL -c 'SELECT count(*) FROM bookings WHERE region IS NULL'",
              " count \n-------\n     0\n(1 row)\n"),
        ("assistant", "Prod backfill done: 129,214 rows in 47 s with batch 5000 and lock_timeout 3s, no lock "
                      "timeouts, and `region IS NULL` count is 0. The NOT NULL constraint can go in the next "
                      "migration."),
        ("user", "great. note to self (and you): no prod data migration without a dry run on the staging copy "
                 "first, with the app traffic replay on, and the batch size comes from that dry run, not from "
                 "whatever default is in the script."),
        ("assistant", "Got it: every prod data migration gets a dry run on the staging copy with traffic replay, and "
                      "its batch size is chosen from that run."),
        ("user", "NOT NULL next week, not today. done for now"),
    ],
    "facts": [
        fact("batch-5000", "The bookings.region backfill runs in prod with batch size 5000: 20000-row batches made booking inserts wait ~5 s on locks in the dry run.",
             "config", "user", ["5000", ["batch", "BATCH"]]),
        fact("lock-timeout-3s", "The backfill uses lock_timeout 3s (down from 10s), so it gives up rather than queue app writes; it is idempotent and can be rerun.",
             "config", "user", ["lock_timeout", "3s"]),
        fact("dry-run-rule", "No prod data migration without a dry run on the staging copy with app traffic replay; the batch size comes from that dry run, not the script default.",
             "rule", "user", ["dry run", "staging copy"], remember=True),
        fact("not-null-next-week", "The NOT NULL constraint on bookings.region goes in a later migration (next week), not the same day.",
             "decision", "user", ["NOT NULL", "next week"]),
    ],
    "optional": [
        opt("backfill-script", "The backfill script is scripts/backfill_region.kts, configured by BATCH and LOCK_TIMEOUT env vars.", ["backfill_region.kts"]),
        opt("prod-rows", "129,214 rows were backfilled in 47 s.", ["129"]),
    ],
    "questions": [
        q("What batch size did the region backfill use in prod?", "5000", ["batch-5000"]),
        q("What lock_timeout does the backfill set?", "3s", ["lock-timeout-3s"]),
        q("What must happen before any prod data migration?", "dry run on the staging copy with traffic replay", ["dry-run-rule"]),
    ],
}

THREE_PROPOSALS = {
    "id": "h21-cx-three-proposals",
    "project": PEAL,
    "branch": "ci/speedup",
    "start": datetime(2026, 11, 13, 16, 0, 0),
    "about": "the agent proposes three CI changes: dune cache taken, ocamlformat bump ignored, esy rejected with a "
             "reason; a remember-request as 'can you keep in mind'",
    "steps": [
        ("user", "CI for peal-engine takes 14 minutes, before the release this is too slow. Ideas?"),
        shell("gh run view --log 48213 | grep -E '^(build|test).*(Setup|opam|dune)' | tail -8",
              "build  Setup OCaml 5.1.1         2026-11-13T15:40:12Z  6m 41s\n"
              "build  opam install deps         2026-11-13T15:46:53Z  4m 02s\n"
              "build  dune build @install       2026-11-13T15:50:55Z  1m 48s\n"
              "test   dune test                 2026-11-13T15:52:43Z  1m 21s\n"),
        ("assistant", "Most of the 14 minutes is setup: 6m41s for the OCaml switch and 4m02s for opam deps. Three "
                      "proposals:\n\n1. **Cache the opam switch and enable the dune cache** in "
                      "`ocaml/setup-ocaml` (`dune-cache: true`, cache keyed on the .opam files). Likely brings CI "
                      "to ~4 min.\n2. **Bump ocamlformat** from 0.26.2 to 0.27.0 while we touch CI; the newer "
                      "one is faster on large files.\n3. **Move to esy** for dependency management; its "
                      "sandboxed builds cache well across jobs."),
        ("user", "1 yes. esy no, it's barely maintained now and Chiara just got her opam setup working, I don't "
                 "want two package managers in the project."),
        shell("sed -n 10,22p .github/workflows/ci.yml",
              "      - uses: ocaml/setup-ocaml@v3\n        with:\n          ocaml-compiler: 5.1.1\n"
              "      - run: opam install . --deps-only --with-test\n      - run: opam exec -- dune build @install\n"
              "      - run: opam exec -- dune test\n"),
        shell("python3 - <<'EOF'\nimport re,pathlib\np=pathlib.Path('.github/workflows/ci.yml')\n"
              "s=p.read_text().replace('ocaml-compiler: 5.1.1','ocaml-compiler: 5.1.1\\n          dune-cache: true\\n          cache-prefix: v1-${{ hashFiles(\\'*.opam\\') }}')\n"
              "p.write_text(s)\nEOF\ngit diff --stat",
              " .github/workflows/ci.yml | 2 ++\n 1 file changed, 2 insertions(+)\n"),
        shell("git push -u origin ci/speedup && sleep 300 && gh run list --branch ci/speedup --limit 2",
              "completed  success  ci/speedup  CI  push  48231  13m52s  (cold cache)\n"
              "completed  success  ci/speedup  CI  push  48236  3m38s\n"),
        ("assistant", "First run on the branch filled the cache (13m52s); the second took 3m38s. The dune cache and "
                      "switch cache are keyed on the .opam files, so a dependency change gives one slow run."),
        ("user", "Excellent. Can you keep in mind that the CI cache key must change whenever we bump the OCaml "
                 "version: the cache-prefix v1 becomes v2 and so on, otherwise setup-ocaml restores a switch for "
                 "the wrong compiler. We lost a day to that at my last job."),
        ("assistant", "Will do: bumping the OCaml version in CI means bumping `cache-prefix` (v1 → v2 …) in "
                      "ci.yml at the same time."),
        ("user", "Merge it when green."),
    ],
    "facts": [
        fact("dune-cache", "CI uses setup-ocaml's dune cache and switch cache (dune-cache: true, keyed on the .opam files), taking CI from ~14 min to ~3.5 min.",
             "decision", "user", [["dune-cache", "dune cache"]]),
        fact("no-esy", "esy was rejected: barely maintained, and the project should not have two package managers alongside opam.",
             "decision", "user", ["esy"]),
        fact("cache-prefix-bump", "When the OCaml version in CI is bumped, the cache-prefix must be bumped too (v1 -> v2 ...), or setup-ocaml restores a switch for the wrong compiler.",
             "rule", "user", ["cache-prefix"], remember=True),
    ],
    "optional": [
        opt("ci-time", "CI went from 14 minutes to 3m38s with a warm cache.", ["3m38s"]),
    ],
    "questions": [
        q("How was peal-engine CI sped up?", "dune cache and switch cache in setup-ocaml", ["dune-cache"]),
        q("Why don't we use esy?", "barely maintained; no second package manager besides opam", ["no-esy"]),
        q("What else must change when the CI OCaml version is bumped?", "the cache-prefix, v1 to v2", ["cache-prefix-bump"]),
    ],
}

SESSIONS = [SECRET_REVIEW, MIGRATION, THREE_PROPOSALS]
