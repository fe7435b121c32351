"""h29 Codex sessions, part b: tallyho (Phoenix, Oban, Postgres on Fly.io): Oban queues, retries and worker
naming, rate limits with Hammer, and a Friday deploy with a slow index migration."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TALLYHO = "/Users/ines/src/tallyho"

SESSIONS = [
    {
        "id": "h29-cx-tallyho-oban-retries",
        "project": TALLYHO,
        "start": datetime(2026, 11, 10, 14, 0),
        "about": "tallyho Oban setup: queues mailers 20, webhooks 10, imports 2, default 10; lettered extras answered "
                 "'b and c' (unique webhook deliveries on event_id for 5 minutes, Pruner keeping 7 days); backoff "
                 "60 s * 2^attempt; mailers max_attempts proposed 5, changed to 8 later; 'remmeber, remember:' (typo) "
                 "worker naming and layout",
        "steps": [
            ("user", "let's set up oban properly. right now everything is in one default queue with limit 10 and a "
                     "slow CSV import blocks the RSVP mails"),
            shell("sed -n '/config :tallyho, Oban/,/^$/p' config/config.exs && ls lib/tallyho/workers/",
                  "config :tallyho, Oban,\n"
                  "  repo: Tallyho.Repo,\n"
                  "  queues: [default: 10],\n"
                  "  plugins: [{Oban.Plugins.Cron, crontab: [{\"0 6 * * *\", Tallyho.Workers.DkimChecker}]}]\n\n"
                  "dkim_checker.ex\nguest_import.ex\nmailer.ex\nreminder_sender.ex\nwebhook_delivery.ex\n"),
            ("assistant", "Proposal:\n\n"
                          "```elixir\nqueues: [mailers: 20, webhooks: 10, imports: 2, default: 10]\n```\n"
                          "- `max_attempts`: mailers 5, webhooks 10 (customers' endpoints are down more often than "
                          "Postmark), imports 1 (a failed import is restarted by the organiser).\n"
                          "- backoff for mailers and webhooks: 60 s * 2^attempt instead of Oban's default, which "
                          "gives up within minutes. With 5 attempts mail retries end after about 30 minutes.\n\n"
                          "Which extras do you want now?\n"
                          "a) Oban Web dashboard (needs a Pro licence)\n"
                          "b) unique jobs for outbound webhook deliveries, keyed on event_id for 5 minutes, so a "
                          "double click on 'resend' doesn't deliver twice\n"
                          "c) the Pruner, keeping completed and discarded jobs for 7 days\n"
                          "d) Lifeline, rescuing orphaned executing jobs after 30 minutes"),
            ("user", "queues and attempts as you say. extras: b and c"),
            shell("apply_patch < /tmp/oban-queues.patch && sed -n '/config :tallyho, Oban/,/^$/p' config/config.exs",
                  "Success. Updated the following files:\n"
                  "M config/config.exs\nM lib/tallyho/workers/mailer.ex\nM lib/tallyho/workers/webhook_delivery.ex\n"
                  "M lib/tallyho/workers/guest_import.ex\n"
                  "config :tallyho, Oban,\n"
                  "  repo: Tallyho.Repo,\n"
                  "  queues: [mailers: 20, webhooks: 10, imports: 2, default: 10],\n"
                  "  plugins: [\n"
                  "    {Oban.Plugins.Pruner, max_age: 7 * 24 * 60 * 60},\n"
                  "    {Oban.Plugins.Cron, crontab: [{\"0 6 * * *\", Tallyho.Workers.DkimChecker}]}\n"
                  "  ]\n\n"),
            shell("rg -n 'use Oban.Worker|unique:|def backoff' lib/tallyho/workers/",
                  "lib/tallyho/workers/mailer.ex:2:  use Oban.Worker, queue: :mailers, max_attempts: 5\n"
                  "lib/tallyho/workers/mailer.ex:14:  def backoff(%Job{attempt: attempt}), do: 60 * "
                  "Integer.pow(2, attempt)\n"
                  "lib/tallyho/workers/webhook_delivery.ex:2:  use Oban.Worker, queue: :webhooks, max_attempts: 10,\n"
                  "lib/tallyho/workers/webhook_delivery.ex:3:    unique: [period: 300, keys: [:event_id]]\n"
                  "lib/tallyho/workers/webhook_delivery.ex:19:  def backoff(%Job{attempt: attempt}), do: 60 * "
                  "Integer.pow(2, attempt)\n"
                  "lib/tallyho/workers/guest_import.ex:2:  use Oban.Worker, queue: :imports, max_attempts: 1\n"),
            ("user", "remmeber, remember: workers live in lib/tallyho/workers/, one worker per file, and the module "
                     "is Tallyho.Workers.<Thing><Doer>, like ReminderSender, DkimChecker, GuestImporter. queue and "
                     "max_attempts go in the use Oban.Worker line, never as options at insert time. so guest_import.ex "
                     "is wrong"),
            shell("git mv lib/tallyho/workers/guest_import.ex lib/tallyho/workers/guest_importer.ex && sed -i "
                  "'s/Tallyho.Workers.GuestImport\\b/Tallyho.Workers.GuestImporter/' $(rg -l 'Workers.GuestImport\\b' "
                  "lib test) && rg -n 'Oban.insert|\\.new\\(.*queue:' lib/",
                  "lib/tallyho_web/controllers/import_controller.ex:22:    |> Tallyho.Workers.GuestImporter.new("
                  "queue: :default)\n"),
            shell("sed -i 's/Tallyho.Workers.GuestImporter.new(queue: :default)/Tallyho.Workers.GuestImporter.new()/' "
                  "lib/tallyho_web/controllers/import_controller.ex && mix test 2>&1 | tail -n 2",
                  "Finished in 4.8 seconds (3.1s async, 1.7s sync)\n212 tests, 0 failures\n"),
            ("assistant", "Renamed guest_import.ex to guest_importer.ex (module Tallyho.Workers.GuestImporter) and "
                          "removed the `queue: :default` the import controller passed at insert time, which had "
                          "silently overridden the imports queue. Tests pass."),
            ("user", "one more: mailers max_attempts 8, not 5. postmark was down for two hours in october and 30 "
                     "minutes of retries wouldn't have covered it"),
            shell("sed -i 's/queue: :mailers, max_attempts: 5/queue: :mailers, max_attempts: 8/' "
                  "lib/tallyho/workers/mailer.ex && rg -n 'max_attempts' lib/tallyho/workers/mailer.ex && mix run -e "
                  "'IO.puts Enum.sum(for n <- 1..7, do: 60 * Integer.pow(2, n))'",
                  "2:  use Oban.Worker, queue: :mailers, max_attempts: 8\n15240\n"),
            ("assistant", "Mailers now get 8 attempts: with the 60 s * 2^attempt backoff the retries span 15240 s, "
                          "about 4 hours 14 minutes, so a two-hour Postmark outage is covered."),
        ],
        "facts": [
            fact("oban-queues", "tallyho's Oban queues: mailers 20, webhooks 10, imports 2, default 10.",
                 "config", "assistant", ["mailers", "imports", "20"]),
            fact("webhook-unique", "Outbound webhook deliveries are unique on event_id for 5 minutes (period 300), so "
                                   "a double click on resend doesn't deliver twice.",
                 "decision", "user", ["unique", "event_id"]),
            fact("pruner", "The Oban Pruner keeps completed and discarded jobs for 7 days.",
                 "config", "user", ["Pruner", "7 days"]),
            fact("mailer-attempts", "The mailers worker has max_attempts 8 (changed from 5) with a 60 s * 2^attempt "
                                    "backoff, covering about 4 hours of Postmark outage.",
                 "config", "user", ["max_attempts", "8"]),
            fact("worker-naming", "tallyho Oban workers live in lib/tallyho/workers/, one per file, named "
                                  "Tallyho.Workers.<Thing><Doer> (ReminderSender, GuestImporter); queue and "
                                  "max_attempts go in the use Oban.Worker line, never as options at insert time.",
                 "convention", "user", ["lib/tallyho/workers", ["<Thing><Doer>", "ReminderSender"],
                                        ["use Oban.Worker", "insert time"]], remember=True),
        ],
        "optional": [
            opt("backoff", "Mailers and webhooks back off 60 s * 2^attempt.", ["2^attempt"]),
            opt("other-attempts", "Webhook deliveries get max_attempts 10, imports 1.", ["webhooks", "10"]),
        ],
        "questions": [
            q("Which Oban queues does tallyho have, with which limits?",
              "mailers 20, webhooks 10, imports 2, default 10", ["oban-queues"]),
            q("How many attempts does a tallyho mail job get?", "8 (max_attempts), not 5", ["mailer-attempts"]),
            q("How long does the Oban Pruner keep completed jobs?", "7 days", ["pruner"]),
            q("How are tallyho Oban workers named and where do they live?",
              "Tallyho.Workers.<Thing><Doer>, like ReminderSender, one per file in lib/tallyho/workers/",
              ["worker-naming"]),
        ],
    },
    {
        "id": "h29-cx-tallyho-rate-limits",
        "project": TALLYHO,
        "start": datetime(2026, 11, 16, 16, 30),
        "about": "tallyho rate limits with Hammer: numbered questions answered 'yes to 1, 2 but Pro gets 1200, 3 no, "
                 "only in prod, 4 yes' (RSVP 30 per minute per IP, API Free 60 / Pro 1200 per minute, "
                 "X-RateLimit headers); Redis backend over ETS because of 3 nodes; the agent asks whether to "
                 "remember prod-only enforcement and the person says yes",
        "steps": [
            ("user", "someone hammered the public RSVP form on saturday, 40k fake signups for one event. we need "
                     "rate limits, on the form and on the API"),
            shell("rg -n 'post \"/e/:slug/rsvp\"|pipe_through :api|scope \"/api' lib/tallyho_web/router.ex && grep "
                  "-n 'hammer' mix.exs; fly status --json | jq '.Machines | length'",
                  "lib/tallyho_web/router.ex:41:    post \"/e/:slug/rsvp\", RsvpController, :create\n"
                  "lib/tallyho_web/router.ex:58:  scope \"/api/v1\", TallyhoWeb.Api do\n"
                  "lib/tallyho_web/router.ex:59:    pipe_through :api\n"
                  "3\n"),
            ("assistant", "No rate limiting yet, and we run 3 machines. I'd use Hammer. Questions first:\n\n"
                          "1. Public RSVP endpoint (`POST /e/:slug/rsvp`): 30 requests per minute per IP?\n"
                          "2. API per token by plan: Free 60 per minute, Pro 600 per minute?\n"
                          "3. Enforce the limits in dev and test too, so we notice them early?\n"
                          "4. Send X-RateLimit-Limit / -Remaining / -Reset headers on API responses?"),
            ("user", "yes to 1, 2 but Pro gets 1200, 3 no, only in prod. 4 yes"),
            ("assistant", "One more choice: Hammer's default ETS backend counts per node. With 3 machines behind "
                          "the Fly proxy a client effectively gets three times the limit, and the count resets on "
                          "every deploy. The Redis backend (hammer_backend_redis) shares the counters; we already "
                          "have the Upstash Redis that stores the sessions. I'd use Redis."),
            ("user", "redis, fine"),
            shell("apply_patch < /tmp/rate-limits.patch && rg -n 'rate_limit|rsvp_per_ip|api_per_minute' "
                  "config/*.exs lib/tallyho_web/plugs/rate_limit.ex | head -n 12",
                  "Success. Updated the following files:\n"
                  "M mix.exs\nM config/config.exs\nM config/dev.exs\nM config/test.exs\nM config/prod.exs\n"
                  "A lib/tallyho_web/plugs/rate_limit.ex\nM lib/tallyho_web/router.ex\n"
                  "config/config.exs:71:config :tallyho, :rate_limits, rsvp_per_ip: {30, :timer.minutes(1)},\n"
                  "config/config.exs:72:  api_per_minute: %{free: 60, pro: 1200}\n"
                  "config/dev.exs:44:config :tallyho, :rate_limits_enabled, false\n"
                  "config/test.exs:29:config :tallyho, :rate_limits_enabled, false\n"
                  "config/prod.exs:18:config :tallyho, :rate_limits_enabled, true\n"
                  "lib/tallyho_web/plugs/rate_limit.ex:9:  def call(conn, bucket) do\n"),
            shell("mix test test/tallyho_web/plugs/rate_limit_test.exs 2>&1 | tail -n 2",
                  "Finished in 0.6 seconds (0.2s async, 0.4s sync)\n7 tests, 0 failures\n"),
            ("assistant", "In place: 30 RSVPs per minute per IP (the 31st gets a 429 page with a friendly message), "
                          "the API at 60 per minute for Free and 1200 for Pro tokens with the X-RateLimit headers, "
                          "counted in Redis across all 3 machines. In dev and test `rate_limits_enabled` is false, so "
                          "the plug is a no-op there.\n\n"
                          "Should I remember that rate limits are only enforced in prod (rate_limits_enabled is "
                          "false in dev and test), so I don't go looking for a bug when a limit doesn't trigger "
                          "locally?"),
            ("user", "yes, remember that. the numbers are in the config anyway"),
        ],
        "facts": [
            fact("rsvp-limit", "tallyho's public RSVP endpoint (POST /e/:slug/rsvp) allows 30 requests per minute per "
                               "IP.",
                 "config", "user", ["RSVP", "30", "per IP"]),
            fact("api-limits", "tallyho's API allows 60 requests per minute for Free tokens and 1200 for Pro (not "
                               "600), with X-RateLimit headers.",
                 "config", "user", ["1200", "60"]),
            fact("prod-only", "tallyho rate limits are only enforced in prod; rate_limits_enabled is false in dev "
                              "and test.",
                 "config", "user", [["only in prod", "only enforced in prod"], "rate_limits_enabled"],
                 remember=True),
            fact("hammer-redis", "Rate limits use Hammer with the Redis backend (hammer_backend_redis, the Upstash "
                                 "Redis), because ETS counts per node and tallyho runs 3 machines.",
                 "decision", "assistant", ["Hammer", "Redis"]),
        ],
        "optional": [
            opt("ratelimit-headers", "API responses carry X-RateLimit-Limit / -Remaining / -Reset headers.",
                ["X-RateLimit"]),
        ],
        "questions": [
            q("How many RSVP requests per minute does tallyho allow per IP?", "30", ["rsvp-limit"]),
            q("What is the API rate limit for Pro tokens?", "1200 per minute", ["api-limits"]),
            q("Why doesn't a rate limit trigger on a local tallyho dev server?",
              "rate limits are only enforced in prod; rate_limits_enabled is false in dev and test", ["prod-only"]),
            q("Why does tallyho use Hammer's Redis backend instead of ETS?",
              "ETS counts per node, and we run 3 machines", ["hammer-redis"]),
        ],
    },
    {
        "id": "h29-cx-tallyho-deploy",
        "project": TALLYHO,
        "start": datetime(2026, 11, 20, 17, 10),
        "about": "a Friday evening deploy of tallyho 2.14 with a slow concurrent index migration; near-misses only "
                 "('just for this deploy skip the smoke test', 'never again am I doing a migration on a Friday'); "
                 "nothing durable",
        "steps": [
            ("user", "deploying 2.14 now. it has the migration with the index on rsvps (event_id, inserted_at). "
                     "the smoke test runner is broken since the staging reset, so just for this deploy skip the "
                     "smoke test"),
            shell("git log --oneline v2.13.2..HEAD | wc -l && mix ecto.migrations --repo Tallyho.Repo 2>/dev/null "
                  "| tail -n 2",
                  "23\n  down      20261119143015  add_rsvps_event_id_inserted_at_index\n"
                  "  down      20261120091244  add_events_archived_at\n"),
            shell("fly deploy --strategy rolling --build-arg SKIP_SMOKE=1 2>&1 | tail -n 16",
                  "==> Building image\n"
                  "--> Building image done\n"
                  "==> Pushing image to fly\n"
                  "image: registry.fly.io/tallyho:deployment-01JD4Q9X7T\n"
                  "Running tallyho release_command: /app/bin/migrate\n"
                  "  Starting machine 9185d3a1c4e2\n"
                  "  17:14:08.201 [info] == Running 20261119143015 "
                  "Tallyho.Repo.Migrations.AddRsvpsEventIdInsertedAtIndex.change/0 forward\n"
                  "  17:14:08.203 [info] create index concurrently if not exists rsvps_event_id_inserted_at_index\n"
                  "  17:19:41.877 [info] == Migrated 20261119143015 in 333.6s\n"
                  "  17:19:41.902 [info] == Running 20261120091244 "
                  "Tallyho.Repo.Migrations.AddEventsArchivedAt.change/0 forward\n"
                  "  17:19:41.905 [info] alter table events\n"
                  "  17:19:41.991 [info] == Migrated 20261120091244 in 0.0s\n"
                  "  release_command completed successfully\n"
                  "Updating existing machines in 'tallyho' with rolling strategy\n"
                  "  [1/3] Machine 3d8d9e1a for 'app' is now in a good state\n"
                  "  [2/3] Machine 7811b42c for 'app' is now in a good state\n"),
            ("user", "5 and a half minutes for one index. on a friday evening. never again am I doing a migration "
                     "on a Friday"),
            ("assistant", "It was slow because CREATE INDEX CONCURRENTLY scans the table twice and waits for every "
                          "open transaction; rsvps has about 38 million rows. The app kept serving the whole time, "
                          "nothing was locked. The third machine is still rolling."),
            shell("fly status | tail -n 5 && curl -s -o /dev/null -w '%{http_code} %{time_total}s\\n' "
                  "https://tallyho.app/healthz",
                  "PROCESS  ID              VERSION  REGION  STATE    CHECKS\n"
                  "app      3d8d9e1a        v214     ams     started  1 total, 1 passing\n"
                  "app      7811b42c        v214     ams     started  1 total, 1 passing\n"
                  "app      a02c57fe        v214     fra     started  1 total, 1 passing\n"
                  "200 0.084s\n"),
            shell("fly logs --no-tail | grep -c ' error ' ; fly logs --no-tail | grep -m 3 'POST /e/'",
                  "0\n"
                  "2026-11-20T16:24:11Z app[3d8d9e1a] ams [info] POST /e/autumn-meetup-ghent/rsvp 302 in 41ms\n"
                  "2026-11-20T16:24:19Z app[a02c57fe] fra [info] POST /e/ceramics-open-studio/rsvp 302 in 37ms\n"
                  "2026-11-20T16:24:30Z app[7811b42c] ams [info] POST /e/autumn-meetup-ghent/rsvp 302 in 44ms\n"),
            ("assistant", "All three machines on v214 and healthy, no errors in the logs since the rollout, and "
                          "RSVPs are coming in (302 after a submit, around 40 ms)."),
            ("user", "check that the new index is actually valid, a concurrent build can leave an invalid one behind "
                     "if it gets interrupted"),
            shell("fly postgres connect -a tallyho-db -d tallyho -c \"select c.relname, i.indisvalid, i.indisready, "
                  "pg_size_pretty(pg_relation_size(c.oid)) from pg_index i join pg_class c on c.oid = i.indexrelid "
                  "where c.relname = 'rsvps_event_id_inserted_at_index'\"",
                  "             relname              | indisvalid | indisready | pg_size_pretty\n"
                  "----------------------------------+------------+------------+----------------\n"
                  " rsvps_event_id_inserted_at_index | t          | t          | 1148 MB\n"
                  "(1 row)\n"),
            ("assistant", "Valid and ready, 1148 MB. The event page's guest list query should use it now; let me "
                          "compare the plan with a real event."),
            shell("fly postgres connect -a tallyho-db -d tallyho -c \"explain (analyze, buffers) select id from rsvps "
                  "where event_id = 88412 order by inserted_at desc limit 50\" | tail -n 6",
                  " Limit  (cost=0.57..61.12 rows=50 width=8) (actual time=0.041..0.118 rows=50 loops=1)\n"
                  "   Buffers: shared hit=54\n"
                  "   ->  Index Scan Backward using rsvps_event_id_inserted_at_index on rsvps  "
                  "(cost=0.57..4123.90 rows=3398 width=8) (actual time=0.040..0.111 rows=50 loops=1)\n"
                  "         Index Cond: (event_id = 88412)\n"
                  " Planning Time: 0.212 ms\n"
                  " Execution Time: 0.139 ms\n"),
            ("assistant", "Index scan backward on the new index, 0.14 ms for the first page of a 3400-guest event. "
                          "Before the migration the same query was a sort over all the event's rows."),
            shell("fly ssh console -a tallyho -C \"/app/bin/tallyho rpc 'IO.inspect(Oban.check_queue(queue: "
                  ":mailers) |> Map.take([:limit, :running, :paused]))'\"",
                  "%{limit: 20, paused: false, running: []}\n"),
            ("user", "mails flowing too. ok"),
            ("user", "good enough. I'll click through the admin myself and then it's weekend"),
            shell("git tag v2.14.0 && git push origin v2.14.0 2>&1 | tail -n 1",
                  " * [new tag]         v2.14.0 -> v2.14.0\n"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
