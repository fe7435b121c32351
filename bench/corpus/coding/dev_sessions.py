"""Source of the dev split: sessions as steps plus their labels. `python dev_sessions.py` writes
dev/*.jsonl and dev/labels.json (see docs/extraction.md, "Corpus format"). Written before the
extractor's rules were tuned; the labels say what a person would want remembered."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from build import claude_session, codex_session

HERE = Path(__file__).resolve().parent
OUT = HERE / "dev"
SHOP, DASH, BILL, INFRA, DATA, MOBILE, CLI = (
    "/home/dev/shop-api", "/home/dev/web-dashboard", "/home/dev/billing-worker", "/home/dev/infra",
    "/home/dev/data-pipeline", "/home/dev/field-app", "/home/dev/logtail")


def when(day: str, hour: int = 10) -> datetime:
    return datetime.fromisoformat(day).replace(hour=hour, tzinfo=timezone.utc)


def fact(fid: str, text: str, ftype: str, speaker: str, key_terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}


SESSIONS: list[dict[str, Any]] = []


def session(sid: str, agent: str, project: str, start: datetime, about: str, steps: list[tuple[Any, ...]],
            facts: list[dict[str, Any]], questions: list[dict[str, Any]],
            optional: list[dict[str, Any]] | None = None) -> None:
    SESSIONS.append({"id": sid, "agent": agent, "project": project, "start": start, "about": about,
                     "steps": steps, "facts": facts, "optional": optional or [], "questions": questions})


# 1 -- a queue choice reached over a long comparison; the user decides, the assistant reports setup.
session("dev-cc-orders-queue", "claude-code", SHOP, when("2026-01-12"),
        "queue for order events: Redis Streams chosen over Kafka; long comparison reply; setup report",
        [("user", "morning! we need somewhere to put order events so the email and stock services can react to them. "
                  "Redis Streams or Kafka? We already run Redis for sessions."),
         ("assistant", "Good question. Here is how the two compare for your setup.\n\n"
                       "## Kafka\n- Durable, partitioned log with long retention and replay.\n"
                       "- Strong ecosystem (Connect, Streams), but it is another cluster to run, monitor and upgrade.\n"
                       "- With ZooKeeper gone in KRaft mode it is simpler than it used to be, but still heavy for two consumers.\n\n"
                       "## Redis Streams\n- Consumer groups with acknowledgements and pending-entry lists give at-least-once delivery.\n"
                       "- You already operate Redis 7, so there is nothing new to deploy.\n"
                       "- Retention is bounded by memory; you trim with MAXLEN.\n\n"
                       "For two consumers and a few hundred events a minute, Redis Streams is plenty. "
                       "Kafka starts to pay off when you need weeks of replay or dozens of consumers."),
         ("user", "ok let's go with Redis Streams for the order events, Kafka is one more service to babysit and we don't need replay."),
         ("tool", "Read", {"file_path": "/home/dev/shop-api/app/events.py"}, "1\tfrom redis.asyncio import Redis\n2\t\n3\tasync def publish(event):\n4\t    ...\n"),
         ("tool", "Edit", {"file_path": "/home/dev/shop-api/app/events.py", "old_string": "    ...", "new_string": "    await redis.xadd(STREAM, event.dict(), maxlen=100_000)"}, "The file has been updated."),
         ("tool", "Bash", {"command": "uv run pytest tests/test_events.py -q"}, "....\n4 passed in 0.61s"),
         ("assistant", "Done. I've added `publish()` writing to the stream `orders:events` (trimmed at about 100,000 entries), "
                       "and created the consumer group `order-workers` that the email and stock services read from. "
                       "The event tests pass (4 passed)."),
         ("user", "great, thanks")],
        [fact("queue", "Order events go through Redis Streams, not Kafka: Kafka is one more service to run and replay is not needed.",
              "decision", "user", ["Redis Streams", "order events"]),
         fact("stream-name", "Order events are on the stream orders:events, read by the consumer group order-workers.",
              "config", "assistant", ["orders:events"])],
        [q("Which queue do we use for order events?", "Redis Streams, not Kafka", ["queue"]),
         q("Why didn't we pick Kafka for order events?", "one more service to babysit, no need for replay", ["queue"]),
         q("What is the name of the order events stream and its consumer group?", "orders:events, order-workers", ["stream-name"])],
        optional=[fact("maxlen", "The orders stream is trimmed at about 100,000 entries.", "config", "assistant", ["100,000"])])

# 2 -- a flaky test: the assistant finds the root cause and fixes it (Codex).
session("dev-cx-flaky-checkout", "codex", SHOP, when("2026-01-14", 15),
        "flaky checkout test; root cause a naive datetime in discount expiry; tool output with a traceback",
        [("user", "test_checkout_total fails maybe 1 in 5 runs on CI, can you look?"),
         ("tool", "exec_command", {"cmd": "uv run pytest tests/test_checkout.py -q -p no:randomly --count 20"},
          "....F....F.........\nFAILED tests/test_checkout.py::test_checkout_total - TypeError: can't compare offset-naive and offset-aware datetimes\n2 failed, 18 passed in 3.02s"),
         ("tool", "exec_command", {"cmd": "rg -n \"datetime.now\" app/"}, "app/discounts.py:41:    if discount.expires_at < datetime.now():\napp/orders.py:88:    created = datetime.now(timezone.utc)"),
         ("assistant", "Found it. The root cause was `app/discounts.py` comparing the discount expiry with a naive `datetime.now()` "
                       "while `expires_at` comes from Postgres as an aware UTC timestamp; the comparison only runs when a basket "
                       "has a discount, which the test factory picks at random, hence 1 in 5. "
                       "I fixed it by using `datetime.now(timezone.utc)` in the discount expiry check."),
         ("tool", "exec_command", {"cmd": "uv run pytest tests/test_checkout.py -q --count 50"}, "..................................................\n50 passed in 6.88s"),
         ("assistant", "50 runs pass now."),
         ("user", "nice. can you also squash the two commits before I push"),
         ("tool", "exec_command", {"cmd": "git reset --soft HEAD~2 && git commit -m 'Fix flaky checkout total: aware datetime in discount expiry'"}, "[fix/checkout 3f2a9c1] Fix flaky checkout total: aware datetime in discount expiry\n 2 files changed, 3 insertions(+), 2 deletions(-)"),
         ("assistant", "Squashed into one commit on `fix/checkout`.")],
        [fact("naive-datetime", "test_checkout_total was flaky because the discount expiry check compared a naive datetime.now() with an aware UTC timestamp; fixed by using datetime.now(timezone.utc).",
              "bugfix", "assistant", ["expiry", ["naive", "timezone.utc"]])],
        [q("Why was test_checkout_total flaky?", "discount expiry compared a naive datetime.now() with an aware UTC timestamp", ["naive-datetime"]),
         q("How was the flaky checkout test fixed?", "datetime.now(timezone.utc) in the discount expiry check", ["naive-datetime"])])

# 3 -- an explicit remember-request among chatter and one-off requests.
session("dev-cc-staging-days", "claude-code", SHOP, when("2026-01-20", 9),
        "remember-request about staging deploy days; 'never mind' chatter; one-off rename",
        [("user", "can you rename `tmp_total` in app/orders.py to `subtotal`?"),
         ("tool", "Edit", {"file_path": "/home/dev/shop-api/app/orders.py", "old_string": "tmp_total", "new_string": "subtotal", "replace_all": True}, "The file has been updated."),
         ("assistant", "Renamed `tmp_total` to `subtotal` (3 occurrences in app/orders.py)."),
         ("user", "Remember that staging deploys happen only on Tuesdays, never on Fridays."),
         ("assistant", "Noted: staging deploys only on Tuesdays, never on Fridays."),
         ("user", "where's the deploy script again? oh never mind, found it in scripts/."),
         ("user", "Don't change anything else in that file."),
         ("assistant", "Understood, I'll leave the rest of app/orders.py as it is.")],
        [fact("staging-days", "Staging deploys happen only on Tuesdays, never on Fridays.", "rule", "user",
              ["staging", "Tuesday"], remember=True)],
        [q("On which day do staging deploys happen?", "only on Tuesdays, never on Fridays", ["staging-days"])])

# 4 -- nothing durable: a typo fix and thanks.
session("dev-cc-typo", "claude-code", DASH, when("2026-01-21", 11),
        "nothing durable: a label typo, a test run, thanks",
        [("user", "the Save button on the settings page says 'Svae', fix please"),
         ("tool", "Grep", {"pattern": "Svae", "path": "src"}, "src/components/Settings/SettingsForm.tsx:57:        <Button type=\"submit\">Svae</Button>"),
         ("tool", "Edit", {"file_path": "/home/dev/web-dashboard/src/components/Settings/SettingsForm.tsx", "old_string": "Svae", "new_string": "Save"}, "The file has been updated."),
         ("tool", "Bash", {"command": "pnpm test -- SettingsForm"}, " PASS  src/components/Settings/SettingsForm.test.tsx\n  ✓ renders the form (41 ms)\n\nTests: 1 passed, 1 total"),
         ("assistant", "Fixed the label in `SettingsForm.tsx`; its test passes."),
         ("user", "thanks!"),
         ("assistant", "You're welcome!")],
        [],
        [])

# 5 -- config values: dev port and the API URL variable (Codex).
session("dev-cx-dash-port", "codex", DASH, when("2026-01-22", 14),
        "config values: dashboard dev port 3001 (3000 taken by the API proxy), NEXT_PUBLIC_API_URL",
        [("user", "pnpm dev fails with EADDRINUSE :3000"),
         ("tool", "exec_command", {"cmd": "lsof -i :3000"}, "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\nnode    41211  dev   23u  IPv6 0x1      0t0  TCP *:3000 (LISTEN)"),
         ("assistant", "Port 3000 is held by another node process (pid 41211) — that's the API gateway's local proxy from shop-api. "
                       "Two options: stop the proxy while you work on the dashboard, or run the dashboard on another port."),
         ("user", "The dashboard runs on port 3001 from now on, the API proxy keeps 3000. Put it in package.json."),
         ("tool", "exec_command", {"cmd": "sed -i 's/\"dev\": \"next dev\"/\"dev\": \"next dev -p 3001\"/' package.json && grep '\"dev\"' package.json"}, "    \"dev\": \"next dev -p 3001\","),
         ("user", "and the API base URL goes in NEXT_PUBLIC_API_URL, which is http://localhost:8000 locally. add it to .env.example"),
         ("tool", "exec_command", {"cmd": "printf 'NEXT_PUBLIC_API_URL=http://localhost:8000\\n' >> .env.example && tail -n 3 .env.example"}, "NEXT_PUBLIC_SENTRY_DSN=\nNEXT_PUBLIC_API_URL=http://localhost:8000"),
         ("assistant", "Updated `package.json` (`next dev -p 3001`) and added `NEXT_PUBLIC_API_URL=http://localhost:8000` to `.env.example`."),
         ("user", "👍")],
        [fact("port", "The dashboard dev server runs on port 3001; port 3000 is the API proxy's.", "config", "user", ["3001"]),
         fact("api-url", "The API base URL is set in NEXT_PUBLIC_API_URL, http://localhost:8000 locally.", "config", "user",
              ["NEXT_PUBLIC_API_URL", "8000"])],
        [q("Which port does the dashboard dev server use?", "3001", ["port"]),
         q("Which environment variable holds the API base URL for the dashboard?", "NEXT_PUBLIC_API_URL, http://localhost:8000 locally", ["api-url"])])

# 6 -- conventions and a standing rule; an assistant proposal declined.
session("dev-cc-components", "claude-code", DASH, when("2026-01-26", 10),
        "conventions (folder per feature, PascalCase), rule (pnpm lint before commit); Storybook proposal declined",
        [("user", "I'm adding an Invoices page. From now on, components go in src/components/<Feature>/, one component per file, file names in PascalCase."),
         ("assistant", "Got it. I'll create `src/components/Invoices/InvoiceTable.tsx` and `src/components/Invoices/InvoiceRow.tsx`. "
                       "I could also set up Storybook so each component gets a story — want me to?"),
         ("user", "no, not now"),
         ("tool", "Write", {"file_path": "/home/dev/web-dashboard/src/components/Invoices/InvoiceTable.tsx", "content": "export function InvoiceTable() {\n  return <table />;\n}\n"}, "File created successfully"),
         ("tool", "Write", {"file_path": "/home/dev/web-dashboard/src/components/Invoices/InvoiceRow.tsx", "content": "export function InvoiceRow() {\n  return <tr />;\n}\n"}, "File created successfully"),
         ("tool", "Bash", {"command": "pnpm lint"}, "✔ No ESLint warnings or errors"),
         ("assistant", "Both components are in place and `pnpm lint` is clean."),
         ("user", "Always run pnpm lint before committing, CI rejects lint errors anyway."),
         ("assistant", "Will do — I'll run `pnpm lint` before every commit.")],
        [fact("folders", "Components go in src/components/<Feature>/, one component per file, file names in PascalCase.",
              "convention", "user", ["src/components", "PascalCase"], remember=True),
         fact("lint", "Always run pnpm lint before committing (CI rejects lint errors).", "rule", "user", ["pnpm lint", ["commit", "committing"]],
              remember=True)],
        [q("Where do new React components go?", "src/components/<Feature>/, one component per file, PascalCase file names", ["folders"]),
         q("What must be run before committing in the dashboard?", "pnpm lint", ["lint"])])

# 7 -- a decision with its reason after a long assistant reply (Codex, Go).
session("dev-cx-sqlc", "codex", BILL, when("2026-02-02", 13),
        "data access: sqlc instead of GORM, reason plain SQL + compile-time checks; long reply",
        [("user", "the billing worker needs a data layer. GORM or sqlc?"),
         ("assistant", "Both work with Postgres. A summary:\n\n"
                       "**GORM** is a full ORM: struct tags, associations, hooks, auto-migrations. It is quick to start with, "
                       "but queries are built at runtime, so a typo in a column name shows up only when the query runs, and the SQL "
                       "it generates for joins can be surprising.\n\n"
                       "**sqlc** generates type-safe Go from plain `.sql` files. You write the SQL yourself; `sqlc generate` checks it "
                       "against the schema, so a wrong column fails at build time. There is no lazy loading or association magic.\n\n"
                       "For a worker whose queries are few and performance-sensitive, sqlc fits well; GORM shines in CRUD-heavy admin apps."),
         ("user", "We'll use sqlc instead of GORM: I want plain SQL and the checks at build time. Queries in db/queries/*.sql."),
         ("tool", "exec_command", {"cmd": "sqlc init && ls"}, "sqlc.yaml\ncmd\ndb\ngo.mod\ngo.sum\ninternal"),
         ("tool", "exec_command", {"cmd": "sqlc generate && go build ./..."}, ""),
         ("assistant", "I've set up `sqlc.yaml` with queries in `db/queries/` and the generated package in `internal/store`; `go build ./...` passes.")],
        [fact("sqlc", "The billing worker uses sqlc instead of GORM: plain SQL, checked at build time.", "decision", "user",
              ["sqlc", "GORM"]),
         fact("queries-dir", "SQL queries live in db/queries/*.sql; the generated code in internal/store.", "convention", "user",
              ["db/queries"])],
        [q("Which data access library does the billing worker use?", "sqlc, not GORM", ["sqlc"]),
         q("Why sqlc rather than GORM?", "plain SQL and checks at build time", ["sqlc"]),
         q("Where are the SQL queries of the billing worker?", "db/queries/*.sql", ["queries-dir"])],
        optional=[fact("store", "Generated sqlc code is in internal/store.", "config", "assistant", ["internal/store"])])

# 8 -- a deadlock: root cause and fix in a long assistant reply.
session("dev-cc-deadlock", "claude-code", BILL, when("2026-02-04", 16),
        "deadlock in the invoice dispatcher: mutex held during an unbuffered channel send; fix in the middle of a long reply",
        [("user", "the worker hangs after a few minutes under load, goroutine dump attached below\n\ngoroutine 41 [chan send]:\nmain.(*Dispatcher).emit(...)\n\tdispatcher.go:88\ngoroutine 52 [sync.Mutex.Lock]:\nmain.(*Dispatcher).Ack(...)\n\tdispatcher.go:120"),
         ("tool", "Read", {"file_path": "/home/dev/billing-worker/internal/dispatch/dispatcher.go", "offset": 80, "limit": 50},
          "80\tfunc (d *Dispatcher) emit(inv Invoice) {\n81\t\td.mu.Lock()\n82\t\tdefer d.mu.Unlock()\n83\t\td.inflight[inv.ID] = inv\n88\t\td.out <- inv\n89\t}\n120\tfunc (d *Dispatcher) Ack(id string) {\n121\t\td.mu.Lock()\n"),
         ("assistant", "I looked at the dump together with `dispatcher.go`.\n\n"
                       "Goroutine 41 is inside `emit`, blocked on `d.out <- inv`, and goroutine 52 is waiting for `d.mu` in `Ack`. "
                       "The consumer that drains `d.out` calls `Ack` before it reads the next invoice.\n\n"
                       "The root cause was that `emit` held the dispatcher mutex while sending on the unbuffered `out` channel, "
                       "so the consumer could never acknowledge and the send never completed. "
                       "The fix is to record the invoice under the lock and release the mutex before the channel send; "
                       "I've changed `emit` that way and added a test that runs 1,000 invoices through two consumers.\n\n"
                       "Other things I checked and ruled out: the Postgres pool (10 connections, never exhausted in the dump), "
                       "and the retry timer (it uses `time.AfterFunc` and never takes the lock)."),
         ("tool", "Bash", {"command": "go test ./internal/dispatch/ -race -count=3"}, "ok  \tbilling-worker/internal/dispatch\t2.114s"),
         ("user", "perfect, that was driving me nuts")],
        [fact("deadlock", "The dispatcher deadlocked because emit held the mutex while sending on the unbuffered out channel; fixed by releasing the lock before the send.",
              "bugfix", "assistant", ["mutex", "channel"])],
        [q("What caused the billing worker to hang under load?", "emit held the dispatcher mutex while sending on the unbuffered out channel", ["deadlock"]),
         q("How was the dispatcher deadlock fixed?", "release the mutex before the channel send", ["deadlock"])])

# 9 -- infrastructure config values and a "note that" rule.
session("dev-cc-tf-backend", "claude-code", INFRA, when("2026-02-09", 10),
        "Terraform state backend values (bucket, region, lock table); a note-that rule about account ids",
        [("user", "set up the remote state for the new network module. State bucket is acme-tf-state in eu-central-1, lock table tf-locks."),
         ("tool", "Write", {"file_path": "/home/dev/infra/network/backend.tf", "content": "terraform {\n  backend \"s3\" {\n    bucket         = \"acme-tf-state\"\n    key            = \"network/terraform.tfstate\"\n    region         = \"eu-central-1\"\n    dynamodb_table = \"tf-locks\"\n  }\n}\n"}, "File created successfully"),
         ("tool", "Bash", {"command": "terraform init -input=false"}, "Initializing the backend...\n\nSuccessfully configured the backend \"s3\"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n\nTerraform has been successfully initialized!"),
         ("assistant", "The backend is configured: bucket `acme-tf-state`, key `network/terraform.tfstate`, region `eu-central-1`, locking via the DynamoDB table `tf-locks`. `terraform init` succeeded."),
         ("user", "Note that account IDs never get hardcoded in .tf files; read them from data.aws_caller_identity."),
         ("assistant", "Understood. I'll use `data.aws_caller_identity.current.account_id` wherever an account id is needed."),
         ("user", "ok, plan it"),
         ("tool", "Bash", {"command": "terraform plan -out=tfplan"}, "Plan: 14 to add, 0 to change, 0 to destroy."),
         ("assistant", "Plan: 14 to add, 0 to change, 0 to destroy. Saved to `tfplan`.")],
        [fact("state", "Terraform state lives in the S3 bucket acme-tf-state (eu-central-1), locked with the DynamoDB table tf-locks.",
              "config", "user", ["acme-tf-state"]),
         fact("lock", "The Terraform lock table is tf-locks.", "config", "user", ["tf-locks"]),
         fact("account-ids", "Account IDs are never hardcoded in .tf files; they come from data.aws_caller_identity.",
              "rule", "user", ["account", "aws_caller_identity"], remember=True)],
        [q("Which S3 bucket holds the Terraform state?", "acme-tf-state in eu-central-1", ["state"]),
         q("What is the Terraform lock table called?", "tf-locks", ["lock"]),
         q("How should Terraform code get the AWS account id?", "from data.aws_caller_identity, never hardcoded", ["account-ids"])])

# 10 -- nothing durable: a plan, an apply, chatter (Codex).
session("dev-cx-tf-apply", "codex", INFRA, when("2026-02-10", 11),
        "nothing durable: apply a saved plan, read the output, chatter",
        [("user", "apply the plan from yesterday"),
         ("tool", "exec_command", {"cmd": "terraform apply tfplan"}, "aws_vpc.main: Creating...\naws_vpc.main: Creation complete after 2s [id=vpc-0a1b2c3d]\n...\nApply complete! Resources: 14 added, 0 changed, 0 destroyed."),
         ("assistant", "Applied: 14 resources added, nothing changed or destroyed. The VPC id is `vpc-0a1b2c3d`."),
         ("user", "cool. run it again just to be sure nothing drifts"),
         ("tool", "exec_command", {"cmd": "terraform plan"}, "No changes. Your infrastructure matches the configuration."),
         ("assistant", "No changes — the infrastructure matches the configuration."),
         ("user", "ok thanks, that's all for today")],
        [],
        [])

# 11 -- preferences for a data project.
session("dev-cc-polars", "claude-code", DATA, when("2026-02-11", 9),
        "preferences: polars for new code (pandas only legacy reports), ruff format not black",
        [("user", "I'm writing the new sessionization job. I prefer polars over pandas for new code in this repo; pandas stays only in the legacy reports."),
         ("assistant", "Sounds good. I'll write `jobs/sessionize.py` with polars lazy frames."),
         ("tool", "Write", {"file_path": "/home/dev/data-pipeline/jobs/sessionize.py", "content": "import polars as pl\n\n\ndef sessionize(events: pl.LazyFrame) -> pl.LazyFrame:\n    return events.sort(\"ts\").group_by_dynamic(\"ts\", every=\"30m\", by=\"user_id\").agg(pl.len())\n"}, "File created successfully"),
         ("tool", "Bash", {"command": "black jobs/sessionize.py"}, "reformatted jobs/sessionize.py\nAll done! ✨ 🍰 ✨\n1 file reformatted."),
         ("user", "use ruff format, not black. black isn't even in our dev deps anymore."),
         ("tool", "Bash", {"command": "uv run ruff format jobs/sessionize.py"}, "1 file left unchanged"),
         ("assistant", "Switched to `ruff format`; the file is unchanged by it. I'll use `ruff format` from here on."),
         ("user", "sessions split after 30 minutes of inactivity btw, that's the product definition")],
        [fact("polars", "New code uses polars, not pandas; pandas stays only in the legacy reports.", "preference", "user",
              ["polars", "pandas"]),
         fact("ruff", "Format with ruff format, not black (black is not a dev dependency).", "preference", "user",
              ["ruff format"]),
         fact("session-gap", "A session ends after 30 minutes of inactivity (the product definition).", "fact", "user",
              ["30 minutes", "inactivity"])],
        [q("Which dataframe library is used for new code in data-pipeline?", "polars; pandas only in the legacy reports", ["polars"]),
         q("Which formatter does data-pipeline use?", "ruff format, not black", ["ruff"]),
         q("After how long of inactivity does a user session end?", "30 minutes", ["session-gap"])])

# 12 -- an assistant proposal accepted, another declined (Codex).
session("dev-cx-partition", "codex", DATA, when("2026-02-12", 15),
        "assistant proposes partitioning by event_date (accepted) and a Bloom filter (declined)",
        [("user", "the daily parquet export takes forever to query for a single day"),
         ("tool", "exec_command", {"cmd": "ls exports/events | head"}, "part-00000.parquet\npart-00001.parquet\npart-00002.parquet\npart-00003.parquet"),
         ("assistant", "The export writes unpartitioned files, so every query scans all of them. I suggest partitioning the parquet export by `event_date` "
                       "(Hive-style `event_date=2026-02-12/` folders) so a one-day query reads one folder. "
                       "We could additionally add Bloom filters on `user_id` for point lookups."),
         ("user", "yes partition by event_date. skip the bloom filters, nobody does point lookups."),
         ("tool", "exec_command", {"cmd": "uv run python -m jobs.export --since 2026-02-01 --partition-by event_date && ls exports/events | head -3"}, "event_date=2026-02-01\nevent_date=2026-02-02\nevent_date=2026-02-03"),
         ("assistant", "Re-exported with `--partition-by event_date`; exports are now in `event_date=YYYY-MM-DD/` folders. A one-day query went from 41 s to 1.2 s.")],
        [fact("partition", "The parquet event export is partitioned by event_date (Hive-style folders).", "decision", "assistant",
              ["parquet", "event_date"])],
        [q("How is the parquet event export partitioned?", "by event_date, Hive-style event_date=YYYY-MM-DD folders", ["partition"]),
         q("Did we add Bloom filters to the export?", "no, nobody does point lookups", [])])

# 13 -- an iOS build failure, cause and fix stated by the assistant after tool output.
session("dev-cc-ios-fonts", "claude-code", MOBILE, when("2026-02-16", 10),
        "iOS build fails with 'Multiple commands produce'; cause duplicate fonts in Copy Bundle Resources",
        [("user", "xcode build broke after I added the Inter font"),
         ("tool", "Bash", {"command": "npx expo run:ios 2>&1 | tail -5"}, "error: Multiple commands produce '/Users/dev/Library/Developer/Xcode/DerivedData/FieldApp/Build/Products/Debug-iphonesimulator/FieldApp.app/Inter-Regular.ttf':\n1) Target 'FieldApp' has copy command from 'assets/fonts/Inter-Regular.ttf'\n2) That command depends on command in Target 'FieldApp': script phase “[CP] Copy Pods Resources”\n** BUILD FAILED **"),
         ("assistant", "The problem was that the Inter font files were copied twice: once by the FieldApp target's Copy Bundle Resources phase "
                       "and once by the expo-font config plugin. I removed the fonts from Copy Bundle Resources so only the plugin copies them."),
         ("tool", "Bash", {"command": "npx expo run:ios 2>&1 | tail -2"}, "› Build Succeeded\n› Installing on iPhone 15"),
         ("user", "builds now, thanks"),
         ("user", "also can you bump the version to 1.4.2 in app.json"),
         ("tool", "Edit", {"file_path": "/home/dev/field-app/app.json", "old_string": "\"version\": \"1.4.1\"", "new_string": "\"version\": \"1.4.2\""}, "The file has been updated."),
         ("assistant", "Bumped to 1.4.2.")],
        [fact("fonts", "The iOS build failed with 'Multiple commands produce' because fonts were copied both by Copy Bundle Resources and the expo-font plugin; fixed by removing them from Copy Bundle Resources.",
              "bugfix", "assistant", ["Copy Bundle Resources", "font"])],
        [q("Why did the iOS build fail after adding the Inter font?", "the fonts were copied twice, by Copy Bundle Resources and by the expo-font plugin", ["fonts"]),
         q("How was the 'Multiple commands produce' error fixed?", "removed the fonts from Copy Bundle Resources so only the expo-font plugin copies them", ["fonts"])],
        optional=[fact("version", "The app version is 1.4.2.", "config", "user", ["1.4.2"])])

# 14 -- stack facts and a build profile (Codex).
session("dev-cx-expo-eas", "codex", MOBILE, when("2026-02-18", 14),
        "stack: Expo SDK 51; EAS profile preview for internal testers, production for the stores",
        [("user", "we're on Expo SDK 51. set up EAS so testers get builds: profile 'preview' for internal testers (ad hoc), 'production' for the stores."),
         ("tool", "exec_command", {"cmd": "cat eas.json"}, "{\n  \"cli\": { \"version\": \">= 10.0.0\" },\n  \"build\": {\n    \"preview\": { \"distribution\": \"internal\" },\n    \"production\": { \"autoIncrement\": true }\n  }\n}"),
         ("assistant", "`eas.json` now has a `preview` profile with internal distribution and a `production` profile with auto-incremented build numbers."),
         ("user", "run a preview build for android"),
         ("tool", "exec_command", {"cmd": "eas build --platform android --profile preview --non-interactive"}, "✔ Build finished\nhttps://expo.dev/accounts/acme/projects/field-app/builds/7c1e"),
         ("assistant", "The Android preview build finished; the install link is on the build page."),
         ("user", "ok")],
        [fact("expo", "The field app is on Expo SDK 51.", "config", "user", ["Expo", "51"]),
         fact("eas", "EAS build profile 'preview' is for internal testers; 'production' is for the stores.", "config", "user",
              ["preview", "internal"])],
        [q("Which Expo SDK does the field app use?", "Expo SDK 51", ["expo"]),
         q("Which EAS profile do internal testers get?", "preview, internal distribution", ["eas"])])

# 15 -- nothing durable: a long explanation the user asked for, then "never mind".
session("dev-cc-lifetimes", "claude-code", CLI, when("2026-02-19", 17),
        "nothing durable: a long explanation of a borrow error; the user gives up on it",
        [("user", "why does the borrow checker hate this?\n\n```rust\nfn first_word(s: &String) -> &str { let w = s.clone(); &w[..] }\n```"),
         ("assistant", "The function returns a reference into `w`, which is a local `String` created by `clone()`. When the function returns, "
                       "`w` is dropped, so the reference would point at freed memory; the borrow checker rejects it with E0515.\n\n"
                       "Ways out:\n1. Return a slice of the input instead: `&s[..]` — its lifetime is tied to `s`.\n"
                       "2. Return an owned `String` if you need a copy.\n3. Take `&str` instead of `&String`, which is more general anyway.\n\n"
                       "The general rule: a returned reference must borrow from an argument (or be `'static`)."),
         ("user", "never mind, I'll just return a String for now"),
         ("tool", "Edit", {"file_path": "/home/dev/logtail/src/parse.rs", "old_string": "-> &str", "new_string": "-> String"}, "The file has been updated."),
         ("tool", "Bash", {"command": "cargo build"}, "   Compiling logtail v0.3.0 (/home/dev/logtail)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.41s"),
         ("assistant", "It builds now.")],
        [],
        [])

# 16 -- conventions and a standing rule in a Rust CLI (Codex).
session("dev-cx-errors", "codex", CLI, when("2026-02-23", 10),
        "conventions: thiserror in the library, anyhow only in the binary; rule: cargo deny check before merging dependency updates",
        [("user", "error handling is a mess. Convention from now on: thiserror in the logtail-core library crate, anyhow only in the binary."),
         ("tool", "exec_command", {"cmd": "cargo add thiserror -p logtail-core && cargo add anyhow -p logtail"}, "    Updating crates.io index\n      Adding thiserror v1.0.63 to dependencies\n      Adding anyhow v1.0.86 to dependencies"),
         ("assistant", "Added `thiserror` to logtail-core and `anyhow` to the binary. I defined `ParseError` and `TailError` with `#[derive(thiserror::Error)]`; `main` returns `anyhow::Result<()>`."),
         ("user", "also: never merge a dependency bump without running cargo deny check first"),
         ("tool", "exec_command", {"cmd": "cargo deny check"}, "advisories ok, bans ok, licenses ok, sources ok"),
         ("assistant", "`cargo deny check` passes: advisories, bans, licenses and sources are all ok."),
         ("user", "good")],
        [fact("errors", "logtail-core uses thiserror; anyhow only in the binary.", "convention", "user", ["thiserror", "anyhow"],
              remember=True),
         fact("deny", "Never merge a dependency bump without running cargo deny check first.", "rule", "user",
              ["cargo deny"], remember=True)],
        [q("Which error crates does logtail use where?", "thiserror in the logtail-core library, anyhow only in the binary", ["errors"]),
         q("What must run before merging a dependency bump?", "cargo deny check", ["deny"])])

# 17 -- the test database port and a standing rule about how to run tests.
session("dev-cc-testdb", "claude-code", SHOP, when("2026-02-24", 9),
        "config: test database on port 5433 (compose service db-test); rule: always run make test, not bare pytest",
        [("user", "tests fail locally with 'relation orders does not exist'"),
         ("tool", "Bash", {"command": "docker compose ps"}, "NAME       SERVICE   STATUS    PORTS\nshop-db    db        running   0.0.0.0:5432->5432/tcp\nshop-dbt   db-test   exited"),
         ("assistant", "The test database container (`db-test`) is not running, so the tests hit your local Postgres on 5432, which has no schema. "
                       "The test database listens on port 5433 so it does not clash with the local Postgres on 5432."),
         ("user", "right. always run make test, never plain pytest — it starts db-test and runs the migrations first."),
         ("tool", "Bash", {"command": "make test"}, "docker compose up -d db-test\nalembic upgrade head\nuv run pytest -q\n........................................ [100%]\n212 passed in 18.40s"),
         ("assistant", "`make test`: 212 passed."),
         ("user", "nice")],
        [fact("testdb-port", "The test database (compose service db-test) listens on port 5433; the local Postgres is on 5432.", "config",
              "assistant", ["5433"]),
         fact("make-test", "Always run make test, never plain pytest: it starts db-test and runs the migrations first.", "rule", "user",
              ["make test"], remember=True)],
        [q("Which port does the test database use?", "5433, service db-test", ["testdb-port"]),
         q("How should the shop-api tests be run?", "make test, never plain pytest; it starts db-test and runs migrations", ["make-test"])])

# 18 -- the assistant proposes JWT; the user keeps server-side sessions (Codex).
session("dev-cx-auth", "codex", SHOP, when("2026-02-25", 13),
        "assistant proposes JWT; user keeps server-side sessions because of instant revocation",
        [("user", "the session table is getting big, 4M rows. ideas?"),
         ("assistant", "A few options:\n1. Switch to stateless JWTs and drop the session table entirely.\n"
                       "2. Keep server-side sessions but expire them after 14 days idle and purge expired rows nightly.\n"
                       "3. Move sessions to Redis with a TTL.\n\nI'd recommend JWTs: no table, no lookups."),
         ("user", "No JWTs — we keep server-side sessions because support has to be able to revoke a session instantly. Do option 2."),
         ("tool", "exec_command", {"cmd": "uv run alembic revision -m 'session idle expiry' && uv run alembic upgrade head"}, "Generating migrations/versions/7d2e_session_idle_expiry.py ...  done\nINFO  [alembic.runtime.migration] Running upgrade 5c1a -> 7d2e, session idle expiry"),
         ("assistant", "Added `last_seen_at` with a 14-day idle expiry and a nightly purge job (`jobs/purge_sessions.py`, 03:00 UTC)."),
         ("user", "good. the purge at 3am is fine")],
        [fact("sessions", "Auth keeps server-side sessions (no JWTs) because support must be able to revoke a session instantly.",
              "decision", "user", ["session", "revoke"]),
         fact("idle-expiry", "Sessions expire after 14 days idle; expired rows are purged nightly at 03:00 UTC.", "config", "assistant",
              ["14 days", "purge"])],
        [q("Do we use JWTs for auth in shop-api?", "no, server-side sessions, so support can revoke a session instantly", ["sessions"]),
         q("When do sessions expire and get purged?", "after 14 days idle, purged nightly at 03:00 UTC", ["idle-expiry"])])

# 19 -- a hydration bug and a note-that about browser support.
session("dev-cc-hydration", "claude-code", DASH, when("2026-03-02", 11),
        "hydration mismatch from Date.now() during render; fix with useEffect; 'note that' Safari 15 support",
        [("user", "console shows 'Text content does not match server-rendered HTML' on the orders page"),
         ("tool", "Grep", {"pattern": "Date.now|new Date\\(", "path": "src/app/orders"}, "src/app/orders/LastUpdated.tsx:6:  const ago = formatAgo(Date.now() - updatedAt);"),
         ("assistant", "The cause is `LastUpdated.tsx` calling `Date.now()` during render: the server and the browser render at different "
                       "moments, so the text differs. The fix is to compute the relative time in a `useEffect` after mount and render a "
                       "placeholder on the server. I've made that change."),
         ("tool", "Bash", {"command": "pnpm build"}, "✓ Compiled successfully\n✓ Generating static pages (12/12)"),
         ("user", "Note that the dashboard has to keep working on Safari 15 — the warehouse iPads can't be upgraded."),
         ("assistant", "Noted. I'll keep the browserslist target including Safari 15 and avoid APIs it lacks.")],
        [fact("hydration", "The orders page hydration mismatch came from Date.now() during render in LastUpdated.tsx; fixed by computing the time in useEffect after mount.",
              "bugfix", "assistant", ["Date.now", "useEffect"]),
         fact("safari", "The dashboard must keep working on Safari 15 (the warehouse iPads cannot be upgraded).", "rule", "user",
              ["Safari 15"], remember=True)],
        [q("What caused the hydration mismatch on the orders page?", "Date.now() during render in LastUpdated.tsx", ["hydration"]),
         q("Which old browser must the dashboard support?", "Safari 15, for the warehouse iPads", ["safari"])])

# 20 -- retry configuration values (Codex).
session("dev-cx-retries", "codex", BILL, when("2026-03-03", 10),
        "config: payment retries (5 attempts, exponential backoff from 2s, cap 5 min), dead-letter queue billing.dlq",
        [("user", "payment calls to the PSP need retries. 5 attempts max, exponential backoff starting at 2s, capped at 5 minutes. after that, dead-letter to billing.dlq."),
         ("tool", "exec_command", {"cmd": "rg -n 'MaxAttempts|Backoff' internal/"}, "internal/psp/client.go:22:\tMaxAttempts: 1,"),
         ("assistant", "I've set `MaxAttempts: 5` with an exponential backoff starting at 2 s and capped at 5 min in `internal/psp/client.go`; "
                       "after the last attempt the payment goes to the `billing.dlq` queue."),
         ("tool", "exec_command", {"cmd": "go test ./internal/psp/..."}, "ok  \tbilling-worker/internal/psp\t0.412s"),
         ("user", "lgtm")],
        [fact("retries", "PSP payment calls retry at most 5 attempts with exponential backoff from 2s, capped at 5 minutes.", "config",
              "user", ["5 attempts", "backoff"]),
         fact("dlq", "Payments that exhaust their retries go to the dead-letter queue billing.dlq.", "config", "user",
              ["billing.dlq"])],
        [q("How many attempts do PSP payment calls get, and with what backoff?", "5 attempts, exponential backoff from 2s capped at 5 minutes", ["retries"]),
         q("Where do payments go after the last retry?", "the dead-letter queue billing.dlq", ["dlq"])])

# 21 -- an incident: 413 on uploads; root cause in the ingress; a long summary reply.
session("dev-cc-upload-413", "claude-code", INFRA, when("2026-03-04", 15),
        "uploads over 1 MB fail with 413; root cause nginx ingress proxy-body-size; fix 25m in values.yaml; long summary",
        [("user", "customers can't upload invoices bigger than ~1MB, they get a 413"),
         ("tool", "Bash", {"command": "kubectl -n shop get ingress shop-api -o yaml | grep -i body"}, ""),
         ("tool", "Bash", {"command": "kubectl -n ingress-nginx get configmap ingress-nginx-controller -o yaml | grep -i body"}, "  proxy-body-size: 1m"),
         ("assistant", "Summary of what I found:\n\n"
                       "- The 413 comes from the ingress, not the app: the API logs show no request for the failed uploads.\n"
                       "- The root cause was the nginx ingress default `proxy-body-size: 1m`, which rejects any body over 1 MB before it reaches shop-api.\n"
                       "- I've raised it to 25m with the `nginx.ingress.kubernetes.io/proxy-body-size` annotation on the shop-api ingress in `charts/shop-api/values.yaml`, "
                       "rather than changing the controller-wide default.\n"
                       "- The app itself accepts up to 20 MB (`MAX_UPLOAD_MB=20`), so 25m leaves headroom for multipart overhead.\n\n"
                       "After `helm upgrade` a 12 MB test upload went through."),
         ("tool", "Bash", {"command": "helm upgrade shop-api charts/shop-api -n shop"}, "Release \"shop-api\" has been upgraded. Happy Helming!\nREVISION: 42"),
         ("user", "thank you!! closing the ticket")],
        [fact("body-size", "Uploads over 1 MB got 413 because of the nginx ingress default proxy-body-size 1m; fixed with a 25m proxy-body-size annotation on the shop-api ingress.",
              "bugfix", "assistant", ["proxy-body-size", "25m"])],
        [q("Why did invoice uploads over 1 MB fail with 413?", "the nginx ingress default proxy-body-size of 1m", ["body-size"]),
         q("What is the shop-api ingress body size limit now, and where is it set?", "25m, annotation in charts/shop-api/values.yaml", ["body-size"])],
        optional=[fact("max-upload", "The app accepts uploads up to 20 MB (MAX_UPLOAD_MB=20).", "config", "assistant", ["MAX_UPLOAD_MB"])])

# 22 -- one-off requests and a "from now on" rule among them (Codex).
session("dev-cx-sql-files", "codex", DATA, when("2026-03-05", 9),
        "one-off requests (rerun, rename), chatter, and a from-now-on rule: SQL in queries/, no inline SQL",
        [("user", "rerun the revenue job for yesterday"),
         ("tool", "exec_command", {"cmd": "uv run python -m jobs.revenue --date 2026-03-04"}, "revenue: 18,412 rows written to warehouse.revenue_daily"),
         ("assistant", "Done: 18,412 rows written to `warehouse.revenue_daily`."),
         ("user", "hmm the query in jobs/revenue.py is a 40-line f-string. From now on, SQL goes in .sql files under queries/, no inline SQL strings in Python."),
         ("tool", "exec_command", {"cmd": "mkdir -p queries && git mv jobs/revenue_query.txt queries/revenue_daily.sql"}, ""),
         ("assistant", "Moved the revenue query to `queries/revenue_daily.sql`; `jobs/revenue.py` loads it with `load_query(\"revenue_daily\")`."),
         ("user", "please rename load_query to read_sql_file"),
         ("tool", "exec_command", {"cmd": "rg -l load_query | xargs sed -i 's/load_query/read_sql_file/g'"}, ""),
         ("assistant", "Renamed in 3 files."),
         ("user", "lol ok that was quick. thanks")],
        [fact("sql-files", "SQL goes in .sql files under queries/; no inline SQL strings in Python.", "convention", "user",
              ["queries", "SQL"], remember=True)],
        [q("Where does SQL go in data-pipeline?", ".sql files under queries/, no inline SQL strings in Python", ["sql-files"])])

# 23 -- nothing durable: a PR review and CI rerun.
session("dev-cc-review", "claude-code", SHOP, when("2026-03-06", 16),
        "nothing durable: review a small PR, rerun a flaky CI job, chatter",
        [("user", "can you review PR 318? it's the one that adds the coupon code field"),
         ("tool", "Bash", {"command": "gh pr diff 318"}, "diff --git a/app/schemas.py b/app/schemas.py\n+    coupon_code: str | None = None\ndiff --git a/tests/test_schemas.py b/tests/test_schemas.py\n+def test_coupon_code_optional():\n+    assert OrderIn(items=[]).coupon_code is None"),
         ("assistant", "The change is small and looks right: `coupon_code` is optional on `OrderIn` and there is a test for the default. "
                       "One nit: the field could use `max_length=32` to match the column. Otherwise LGTM."),
         ("user", "fine, I'll tell them. CI failed on an unrelated job, rerun it"),
         ("tool", "Bash", {"command": "gh run rerun 991823 --failed"}, "✓ Requested rerun of failed jobs in run 991823"),
         ("assistant", "Rerun requested."),
         ("user", "ty")],
        [],
        [])

# 24 -- a decision that replaces an earlier tool, with the reason, in a longer Codex session.
session("dev-cx-msrv", "codex", CLI, when("2026-03-09", 11),
        "MSRV pinned at 1.75 because Debian stable ships rustc 1.75; clap derive instead of argh",
        [("user", "someone asked for let-else chains which need a newer rustc. what's our MSRV situation?"),
         ("tool", "exec_command", {"cmd": "grep rust-version Cargo.toml"}, "rust-version = \"1.70\""),
         ("assistant", "The manifest says `rust-version = \"1.70\"`, but nothing enforces it in CI. Let chains are still unstable, so no MSRV bump gets them."),
         ("user", "Let's pin the MSRV at 1.75, because Debian stable ships rustc 1.75 and the distro packagers build with it. add a CI job."),
         ("tool", "exec_command", {"cmd": "sed -i 's/rust-version = \"1.70\"/rust-version = \"1.75\"/' Cargo.toml && cargo +1.75 check"}, "    Checking logtail v0.3.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.02s"),
         ("assistant", "Set `rust-version = \"1.75\"` and added an `msrv` job to `.github/workflows/ci.yml` that runs `cargo +1.75 check`."),
         ("user", "also we switched from argh to clap derive last week, the help output was too limited. make sure the README example matches"),
         ("tool", "exec_command", {"cmd": "cargo run -q -- --help | head -3"}, "Usage: logtail [OPTIONS] <PATH>\n\nArguments:"),
         ("assistant", "Updated the README usage block to the clap output.")],
        [fact("msrv", "The MSRV is pinned at 1.75 because Debian stable ships rustc 1.75 (distro packagers build with it); a CI job checks it.",
              "decision", "user", ["MSRV", "1.75"]),
         fact("clap", "logtail switched from argh to clap derive because argh's help output was too limited.", "decision", "user",
              ["clap", "argh"])],
        [q("What is logtail's MSRV and why?", "1.75, because Debian stable ships rustc 1.75", ["msrv"]),
         q("Which argument parser does logtail use?", "clap derive, switched from argh because the help output was too limited", ["clap"])])


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    labels = []
    for s in SESSIONS:
        write = claude_session if s["agent"] == "claude-code" else codex_session
        write(OUT / f"{s['id']}.jsonl", s["id"], s["project"], s["start"], s["steps"])
        labels.append({"id": s["id"], "file": f"{s['id']}.jsonl", "agent": s["agent"], "project": s["project"],
                       "about": s["about"], "facts": s["facts"], "optional": s["optional"], "questions": s["questions"]})
    (OUT / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=1, ensure_ascii=False) + "\n",
                                     encoding="utf-8")
    print(f"{len(labels)} sessions, {sum(len(s['facts']) for s in labels)} facts, "
          f"{sum(len(s['questions']) for s in labels)} questions -> {OUT}")


if __name__ == "__main__":
    main()
