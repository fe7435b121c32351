"""h56 Claude Code sessions, part b: cubby-api, Cubbyline's Elixir/Phoenix backend (Postgres, Redis via Redix, Oban
jobs) that issues pickup codes, takes events from lockers and sends SMS. Owner of these sessions: nadia."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

API = "/home/nadia/work/cubby-api"

SENTRY_EVENT = """\
Sentry issue CUBBY-API-3F1  (first seen 2026-11-03 21:14 UTC, 38 events)
Cubby.Sms.DeliveryError: SMS gateway rejected message: status=422 body="invalid msisdn"

** (Cubby.Sms.DeliveryError) SMS gateway rejected message
    lib/cubby/sms/gateway.ex:88: Cubby.Sms.Gateway.deliver!/2
    lib/cubby/pickup/issue_code_worker.ex:31: Cubby.Pickup.IssueCodeWorker.perform/1
    (oban 2.18.3) lib/oban/queue/executor.ex:129: Oban.Queue.Executor.perform/1

Additional data
  oban.worker: Cubby.Pickup.IssueCodeWorker
  oban.queue: sms
  oban.attempt: 3
  oban.args: %{"parcel_id" => "CB7741920", "phone" => "+48 600 *** ***", "code" => "[I REMOVED IT - nadia]"}
  extra.changeset: #Ecto.Changeset<action: :insert, changes: %{parcel_id: "CB7741920",
        pickup_code: "[I REMOVED IT - nadia]", expires_at: ~U[2026-11-06 21:14:02Z]}, errors: [], valid?: true>
"""

ISSUE_WORKER = """\
     1\tdefmodule Cubby.Pickup.IssueCodeWorker do
     2\t  use Oban.Worker, queue: :sms, max_attempts: 5
     3\t
     4\t  alias Cubby.Pickup.{Code, Codes}
     5\t  alias Cubby.Sms
     6\t
     7\t  @impl Oban.Worker
     8\t  def perform(%Oban.Job{args: %{"parcel_id" => parcel_id, "phone" => phone, "code" => code}}) do
     9\t    changeset = Code.changeset(%Code{}, %{parcel_id: parcel_id, pickup_code: code,
    10\t                                          expires_at: Codes.expiry_from_now()})
    11\t
    12\t    Sentry.Context.set_extra_context(%{changeset: inspect(changeset)})
    13\t
    14\t    with {:ok, _} <- Codes.insert(changeset) do
    15\t      Sms.Gateway.deliver!(phone, Sms.Templates.pickup(code))
    16\t      :ok
    17\t    end
    18\t  end
    19\tend
"""

CODE_SCHEMA = """\
     1\tdefmodule Cubby.Pickup.Code do
     2\t  use Ecto.Schema
     3\t  import Ecto.Changeset
     4\t
     5\t  schema "pickup_codes" do
     6\t    field :parcel_id, :string
     7\t    field :pickup_code, :string, virtual: true
     8\t    field :code_hmac, :binary
     9\t    field :expires_at, :utc_datetime
    10\t    timestamps()
    11\t  end
    12\t
    13\t  def changeset(code, attrs) do
    14\t    code
    15\t    |> cast(attrs, [:parcel_id, :pickup_code, :expires_at])
    16\t    |> validate_required([:parcel_id, :pickup_code, :expires_at])
    17\t    |> put_hmac()
    18\t  end
    19\t
    20\t  defp put_hmac(%{changes: %{pickup_code: plain}} = cs),
    21\t    do: put_change(cs, :code_hmac, Cubby.Pickup.Hmac.digest(plain))
    22\t
    23\t  defp put_hmac(cs), do: cs
    24\tend
"""

MIX_TEST_1 = """\
==> cubby_api
Compiling 4 files (.ex)
Running ExUnit with seed: 482913, max_cases: 16
Excluding tags: [:integration]

.........................................................................................
.............................................................
  1) test IssueCodeWorker never puts the code into job args or Sentry context (Cubby.Pickup.IssueCodeWorkerTest)
     test/cubby/pickup/issue_code_worker_test.exs:41
     Assertion with refute failed
     code:  refute inspect(job.args) =~ code
     left:  "%{\\"code\\" => \\"583021\\", \\"parcel_id\\" => \\"CB0000001\\", \\"phone\\" => \\"+48600000000\\"}"
     stacktrace:
       test/cubby/pickup/issue_code_worker_test.exs:47: (test)

..............................................
Finished in 6.8 seconds (2.1s async, 4.7s sync)
197 tests, 1 failure
"""

MIX_TEST_2 = """\
==> cubby_api
Compiling 6 files (.ex)
Running ExUnit with seed: 90214, max_cases: 16
Excluding tags: [:integration]

.....................................................................................................
................................................................................................
Finished in 6.5 seconds (2.0s async, 4.5s sync)
197 tests, 0 failures
"""

SYNC_CONTROLLER = """\
     1\tdefmodule CubbyWeb.LockerSyncController do
     2\t  use CubbyWeb, :controller
     3\t
     4\t  alias Cubby.Lockers
     5\t
     6\t  # POST /api/lockers/:locker_id/events  (batch of up to 500 events from the locker's offline buffer)
     7\t  def create(conn, %{"locker_id" => locker_id, "events" => events}) do
     8\t    {:ok, stored} = Lockers.store_events(locker_id, events)
     9\t    :ok = Lockers.apply_pending(locker_id)
    10\t    json(conn, %{stored: length(stored)})
    11\t  end
    12\tend
"""

APPLY_PENDING = """\
    61\t  def apply_pending(locker_id) do
    62\t    from(e in LockerEvent,
    63\t      where: e.locker_id == ^locker_id and is_nil(e.applied_at),
    64\t      order_by: [asc: e.inserted_at]
    65\t    )
    66\t    |> Repo.all()
    67\t    |> Enum.each(&apply_event/1)
    68\t  end
    69\t
    70\t  def apply_event(%LockerEvent{} = ev) do
    71\t    Repo.transaction(fn ->
    72\t      parcel = Parcels.get!(ev.parcel_id)
    73\t      parcel
    74\t      |> Parcels.transition(ev.kind, ev.occurred_at)
    75\t      |> Repo.update!()
    76\t
    77\t      ev |> change(applied_at: DateTime.utc_now()) |> Repo.update!()
    78\t      Notifications.for_transition(parcel, ev.kind)
    79\t    end)
    80\t  end
"""

EVENTS_QUERY = """\
 seq  |    kind     | parcel_id  |      occurred_at       |        inserted_at
------+-------------+------------+------------------------+----------------------------
 4411 | deposited   | CB7752001  | 2026-11-08 07:12:40+00 | 2026-11-12 08:03:11.204+00
 4412 | deposited   | CB7752007  | 2026-11-08 07:13:02+00 | 2026-11-12 08:03:11.204+00
 4413 | collected   | CB7749880  | 2026-11-08 09:55:17+00 | 2026-11-12 08:03:11.204+00
 4414 | door_alarm  |            | 2026-11-08 09:58:31+00 | 2026-11-12 08:03:11.204+00
 ...
 4790 | deposited   | CB7755410  | 2026-11-10 06:40:09+00 | 2026-11-12 08:03:11.204+00
 4791 | boot        |            | 2019-01-01 00:00:07+00 | 2026-11-12 08:03:11.204+00
 4792 | collected   | CB7755410  | 2019-01-01 02:11:45+00 | 2026-11-12 08:03:11.204+00
 4793 | deposited   | CB7755502  | 2019-01-01 03:30:12+00 | 2026-11-12 08:03:11.204+00
 ...
 5308 | collected   | CB7756120  | 2019-01-03 18:22:01+00 | 2026-11-12 08:03:12.877+00
 5309 | ntp_sync    |            | 2026-11-12 08:02:58+00 | 2026-11-12 08:03:12.877+00
(898 rows)
"""

REVIEW_THREAD = """\
PR #412  pickup: new code generator + Redis fast path      (nadia -> main)

[review by kuba, lib/cubby/pickup/generator.ex line 9]
> code = :rand.uniform(999_999) |> Integer.to_string() |> String.pad_leading(6, "0")
:rand is not a CSPRNG. For something that opens a door this should be :crypto.strong_rand_bytes.
   nadia: yep, fixing

[review by kuba, lib/cubby/pickup/fast_path.ex line 14]
> Redix.command(conn, ["SET", "pickup:#{code}", parcel_id, "EX", ttl])
two things: the key has no prefix, and the key *is* the code, so anyone with SCAN on prod redis sees all live codes.
   nadia: right. for the record since it keeps coming up in reviews: our keys are always
          cubby:<env>:<thing>:<id>, and the id is the parcel id, never the code. so this becomes
          cubby:prod:pickup:CB7741920 with the HMAC as the value. the agent will fix it

[review by kuba, lib/cubby/pickup/fast_path.ex line 15]
> @code_ttl :timer.hours(72)
72h exactly? the return-to-sender job also runs at 72h, race?
   nadia: good catch. 73h: 72h plus one hour of grace, so the return job always runs first and the code
          can't open a door of a parcel that's already on its way back

[review by kuba, lib/cubby/pickup/generator.ex line 3]
should we go to 8 digits while we touch this? brute force etc
   nadia: no. staying at 6 digits, the keypad firmware on the gen-1 lockers has a 6-digit field and we
          still have ~400 of those. brute force is handled by the lockout (5 tries -> 15 min)

[review by kuba, lib/cubby/pickup/generator.ex line 1]
nit: gen_code/0 -> generate/0 reads better
   nadia: sure

[review by kuba, general]
maybe put the fast path behind a feature flag? we could use FunWithFlags
   (no reply)
"""

SESSIONS = [
    {
        "id": "h56-cc-api-code-in-sentry",
        "project": API,
        "start": datetime(2026, 11, 4, 8, 50),
        "branch": "fix/code-leak",
        "about": "cubby-api: security found a pickup code in a Sentry event; the assistant first adds pickup_code to "
                 "Phoenix filter_parameters (wrong place: the event comes from an Oban job); real cause "
                 "IssueCodeWorker carrying the code in job args and putting inspect(changeset) into Sentry context; "
                 "fix: args carry only parcel_id, code generated inside the job, redact: true; flat standing rule "
                 "about pickup codes; codes stored only as code_hmac",
        "steps": [
            ("user", "morning!! ugh, security pinged me at 7: a pickup code showed up in Sentry. a full live code, "
                     "for a parcel that was still in the locker. I've pasted the event below (I cut the code out "
                     "myself). can you find how it gets there\n\n" + SENTRY_EVENT),
            ("assistant", "Morning. Let me look at how logging and Sentry are set up first."),
            bash("cd ~/work/cubby-api && rg -n 'filter_parameters|Sentry' config/ lib/cubby_web/endpoint.ex",
                 "config/config.exs:41:config :phoenix, :filter_parameters, [\"password\", \"token\", \"secret\"]\n"
                 "config/prod.exs:22:config :sentry, dsn: {:system, \"SENTRY_DSN\"}, environment_name: :prod,\n"
                 "config/prod.exs:23:  integrations: [oban: [capture_errors: true, cron: [enabled: true]]]\n"
                 "lib/cubby_web/endpoint.ex:48:  plug Sentry.PlugContext\n"),
            ("assistant", "`filter_parameters` only has password, token and secret, so a request carrying "
                          "`pickup_code` would be logged and sent to Sentry in clear. I'll add `pickup_code` and "
                          "`code` to it."),
            tool("Edit", {"file_path": f"{API}/config/config.exs",
                          "old_string": "[\"password\", \"token\", \"secret\"]",
                          "new_string": "[\"password\", \"token\", \"secret\", \"pickup_code\", \"code\"]"},
                 "The file config/config.exs has been updated."),
            ("user", "hm that's not it though. look at the event, there's no request in it, it's oban.worker "
                     "IssueCodeWorker. filter_parameters is for the phoenix request log"),
            ("assistant", "You're right, that edit doesn't touch this path: the event has no request context at all, "
                          "it's the Sentry Oban integration reporting a failed job. Let me read the worker."),
            tool("Read", {"file_path": f"{API}/lib/cubby/pickup/issue_code_worker.ex"}, ISSUE_WORKER),
            tool("Read", {"file_path": f"{API}/lib/cubby/pickup/code.ex"}, CODE_SCHEMA),
            ("assistant", "Two leaks, both in `IssueCodeWorker`:\n\n"
                          "1. **Job args.** The code is generated by the caller and passed in `args` "
                          "(`\"code\" => code`). Oban stores args in the `oban_jobs` table, and the Sentry Oban "
                          "integration attaches `oban.args` to every error event. So any failed SMS send (here: the "
                          "gateway rejecting a bad phone number, attempt 3) ships the code to Sentry. It also sits in "
                          "Postgres in clear in `oban_jobs` until the job is pruned.\n"
                          "2. **Sentry extra context.** Line 12 puts `inspect(changeset)` into the extra context. "
                          "`pickup_code` is a virtual field but without `redact: true`, so `inspect` prints it.\n\n"
                          "Fix: the job takes only `parcel_id` (and looks the phone up itself), generates the code "
                          "inside `perform/1`, writes the HMAC, sends the SMS, and the plain code never leaves the "
                          "function. Plus `redact: true` on the virtual field so any future `inspect` prints "
                          "`**redacted**`, and the `set_extra_context` line goes. The DB side is fine: "
                          "`pickup_codes` only stores `code_hmac`; the plain code is virtual and never persisted.\n\n"
                          "Also: 38 events means 38 codes are in Sentry. They should be deleted there and those parcels "
                          "get new codes."),
            ("user", "yes do all of that. I'll handle the sentry cleanup and reissue with security. the phone numbers "
                     "in args are also meh but one thing at a time"),
            tool("Edit", {"file_path": f"{API}/lib/cubby/pickup/issue_code_worker.ex",
                          "old_string": "  def perform(%Oban.Job{args: %{\"parcel_id\" => parcel_id, \"phone\" => phone, "
                                        "\"code\" => code}}) do",
                          "new_string": "  def perform(%Oban.Job{args: %{\"parcel_id\" => parcel_id}}) do\n"
                                        "    phone = Parcels.recipient_phone!(parcel_id)\n"
                                        "    code = Generator.generate()"},
                 "The file lib/cubby/pickup/issue_code_worker.ex has been updated."),
            tool("Edit", {"file_path": f"{API}/lib/cubby/pickup/code.ex",
                          "old_string": "    field :pickup_code, :string, virtual: true",
                          "new_string": "    field :pickup_code, :string, virtual: true, redact: true"},
                 "The file lib/cubby/pickup/code.ex has been updated."),
            ("assistant", "Removed the `set_extra_context` line, changed the three callers "
                          "(`Parcels.Deposit`, `Parcels.Reissue`, the admin reissue button) to enqueue "
                          "`%{parcel_id: id}` only, and wrote a test that runs the worker with a failing gateway and "
                          "asserts the code appears neither in `job.args` nor in the captured Sentry event."),
            bash("cd ~/work/cubby-api && mix test", MIX_TEST_1),
            ("assistant", "One failure, and it's the new test doing its job: `Parcels.Reissue` still enqueued the old "
                          "shape. I missed that caller's second clause (`reissue_after_lockout/1`). Fixing."),
            tool("Edit", {"file_path": f"{API}/lib/cubby/parcels/reissue.ex",
                          "old_string": "IssueCodeWorker.new(%{parcel_id: p.id, phone: p.phone, code: code})",
                          "new_string": "IssueCodeWorker.new(%{parcel_id: p.id})"},
                 "The file lib/cubby/parcels/reissue.ex has been updated."),
            bash("cd ~/work/cubby-api && mix test", MIX_TEST_2),
            ("assistant", "197 tests, 0 failures. Should I revert the `filter_parameters` change from earlier, since it "
                          "wasn't the cause?"),
            ("user", "no keep it, harmless and one day someone will post a code in a request body.\n\n"
                     "and so it's said once and for all: we never put a pickup code in logs, Sentry, job args, error "
                     "messages, metrics labels, anything. not masked, not the last two digits, not hashed in a log "
                     "line either. the only places a plain code exists are the SMS and the app push, and for a few ms "
                     "in memory. same for the HMAC actually, it stays in the table."),
            ("assistant", "Clear. I'll treat that as a hard line in this codebase. The changes keep to it: the plain "
                          "code now only exists inside `IssueCodeWorker.perform/1` and in the SMS body. I also grepped "
                          "for other `Logger` calls near the code and found one debug line in "
                          "`Cubby.Pickup.Verify` that logs `code_hmac` on mismatch; removed it too."),
            bash("cd ~/work/cubby-api && git diff --stat",
                 " config/config.exs                          |  2 +-\n"
                 " lib/cubby/parcels/deposit.ex               |  2 +-\n"
                 " lib/cubby/parcels/reissue.ex               |  4 ++--\n"
                 " lib/cubby/pickup/code.ex                   |  2 +-\n"
                 " lib/cubby/pickup/issue_code_worker.ex      | 12 +++++-----\n"
                 " lib/cubby/pickup/verify.ex                 |  1 -\n"
                 " lib/cubby_web/live/admin/parcel_live.ex    |  2 +-\n"
                 " test/cubby/pickup/issue_code_worker_test.exs | 58 ++++++++++++++++++++++++++\n"
                 " 8 files changed, 74 insertions(+), 11 deletions(-)\n"),
            ("user", "perfect, ty. I'll open the PR"),
        ],
        "facts": [
            fact("sentry-leak", "Pickup codes leaked to Sentry because IssueCodeWorker received the code in its Oban "
                 "job args (attached to error events) and put inspect(changeset) into the Sentry context; the job "
                 "now takes only parcel_id, generates the code inside perform/1, and the virtual field has "
                 "redact: true.",
                 "bugfix", "assistant", ["IssueCodeWorker", "job args", "parcel_id"]),
            fact("never-log-codes", "A pickup code never goes into logs, Sentry, job args, error messages or metric "
                 "labels, not masked, not partly, not hashed in a log line; it exists only in the SMS, the app push "
                 "and briefly in memory.",
                 "rule", "user", ["pickup code", "logs", "Sentry"], remember=True),
            fact("code-hmac", "pickup_codes stores only code_hmac; the plain pickup code is a virtual field and is "
                 "never persisted.",
                 "fact", "assistant", ["code_hmac"]),
        ],
        "optional": [
            opt("filter-params", "Phoenix filter_parameters also lists pickup_code and code (kept although it was "
                "not the cause).", ["filter_parameters", "pickup_code"]),
        ],
        "questions": [
            q("How did a live pickup code end up in Sentry?",
              "the code was in IssueCodeWorker's Oban job args and inspect(changeset) in the Sentry context",
              ["sentry-leak"]),
            q("Where may a pickup code be logged?", "never: not in logs, Sentry, job args or error messages, not masked",
              ["never-log-codes"]),
            q("What does the pickup_codes table store?", "only code_hmac, the plain code is virtual", ["code-hmac"]),
        ],
    },
    {
        "id": "h56-cc-api-offline-sync-order",
        "project": API,
        "start": datetime(2026, 11, 12, 10, 30),
        "branch": "fix/offline-sync-order",
        "about": "cubby-api: locker WAW-1187 offline 4 days syncs ~900 events and parcel states come out wrong; cause "
                 "apply_pending ordering by inserted_at (one batch, same timestamp); ordering by occurred_at chosen "
                 "('k') then reversed when the RTC reset to 2019 shows up; final: per-locker seq; unique index on "
                 "(locker_id, seq); a request to remember withdrawn and replaced (drop after 7 days -> never drop, "
                 "late_sync flag, no SMS); one-off replay task",
        "steps": [
            ("user", "hiya. locker WAW-1187 (Galeria on the east side) had a dead LTE modem for 4 days, field tech "
                     "swapped it this morning, it came back and pushed its whole offline buffer. now the parcel "
                     "states are nonsense, I see parcels as 'deposited' AFTER they were 'collected', and one "
                     "customer got a 'your parcel is ready' sms for a parcel she picked up on monday"),
            tool("Read", {"file_path": f"{API}/lib/cubby_web/controllers/locker_sync_controller.ex"}, SYNC_CONTROLLER),
            tool("Read", {"file_path": f"{API}/lib/cubby/lockers.ex", "offset": 60, "limit": 21}, APPLY_PENDING),
            ("assistant", "`apply_pending/1` applies the locker's unapplied events in `inserted_at` order, i.e. the time "
                          "*we* stored them. In normal operation a locker sends events within seconds, so that's close "
                          "enough to real order. But a locker coming back from 4 days offline sends its buffer in "
                          "batches of 500, and every event of a batch gets the same `inserted_at` (one `insert_all`). "
                          "Postgres then returns rows with equal sort keys in whatever order it likes, so a "
                          "`collected` can be applied before the `deposited` of the same parcel, and the "
                          "`deposited` then fires the 'parcel ready' SMS again.\n\n"
                          "The simple fix is to order by `occurred_at`, the locker's own timestamp of the event."),
            ("user", "k"),
            tool("Edit", {"file_path": f"{API}/lib/cubby/lockers.ex",
                          "old_string": "      order_by: [asc: e.inserted_at]",
                          "new_string": "      order_by: [asc: e.occurred_at]"},
                 "The file lib/cubby/lockers.ex has been updated."),
            ("user", "wait before you go further, let me see the raw events for that locker"),
            bash("psql \"$DATABASE_URL\" -c \"select seq, kind, parcel_id, occurred_at, inserted_at from locker_events "
                 "where locker_id = 'WAW-1187' and inserted_at > now() - interval '1 day' order by seq\"",
                 EVENTS_QUERY),
            ("user", "lol 2019. see, the board rebooted when the modem died (4791 boot) and the RTC came up at "
                     "2019-01-01, the coin cell on those boards is garbage, and it only got real time back at ntp_sync. "
                     "so occurred_at is useless exactly in the case we care about. no wait, don't use occurred_at. "
                     "use seq, the firmware writes it to flash and it only goes up, also across reboots"),
            ("assistant", "Agreed, and the data proves it: events 4791–5308 all claim to be from January 2019, so "
                          "ordering by `occurred_at` would put them before everything else. `seq` is the locker's "
                          "monotonic counter persisted in flash (cubby-fw has a test `seq_is_monotonic_across_restart`), "
                          "so within one locker it is the true order no matter what the clock says. Changing it to "
                          "`order_by: [asc: e.seq]`. `occurred_at` stays as the displayed time, nothing sorts on it.\n\n"
                          "Related: the locker retries a batch when it doesn't get a 200 in time (LTE, again), so the "
                          "same events can arrive twice. There's no constraint stopping that today. I'd add a unique "
                          "index on `(locker_id, seq)` and make `store_events` use "
                          "`on_conflict: :nothing`, so a retried batch is a no-op."),
            ("user", "yes both.\n\nand remember for the sync endpoint: events that are more than 7 days late we drop, "
                     "no point applying them"),
            tool("Edit", {"file_path": f"{API}/lib/cubby/lockers.ex",
                          "old_string": "      order_by: [asc: e.occurred_at]",
                          "new_string": "      order_by: [asc: e.seq]"},
                 "The file lib/cubby/lockers.ex has been updated."),
            tool("Write", {"file_path": f"{API}/priv/repo/migrations/20261112104500_unique_locker_event_seq.exs"},
                 "File created successfully at: "
                 "/home/nadia/work/cubby-api/priv/repo/migrations/20261112104500_unique_locker_event_seq.exs"),
            bash("cd ~/work/cubby-api && mix ecto.migrate",
                 "10:51:02.114 [info] == Running 20261112104500 Cubby.Repo.Migrations.UniqueLockerEventSeq.change/0 "
                 "forward\n"
                 "10:51:02.115 [info] create index if not exists locker_events_locker_id_seq_index\n"
                 "10:51:02.402 [info] == Migrated 20261112104500 in 0.2s\n"),
            ("assistant", "Index is in (created `concurrently` in the real migration, the log above is the dev DB). "
                          "For the 7-day cut-off I was about to add a check in `store_events`: events whose "
                          "`occurred_at`... actually that has the same clock problem. I'd compare the event's `seq` "
                          "with the locker's last applied seq and its recorded time instead. Before I write it: do "
                          "you want dropped events logged somewhere?"),
            ("user", "ah hold on, I just asked ops in the channel. forget what I said about dropping after 7 days, "
                     "that was my idea and ops says absolutely never drop anything, they need every door event for "
                     "disputes. instead remember this one: late events are always applied, but flagged "
                     "late_sync = true, and a late event never sends a customer SMS. late = more than 1 hour between "
                     "the event and when we receive it, by the seq gap not the clock"),
            ("assistant", "Noted, replacing the earlier instruction: nothing is ever dropped; every late event is applied "
                          "with `late_sync = true` and triggers no customer SMS. I'll determine 'late' on our side: "
                          "when a batch arrives after the locker's last heartbeat gap exceeded one hour, all events in "
                          "it with `seq` above the last applied one are late. Adding the column and skipping "
                          "`Notifications.for_transition/2` for them."),
            tool("Write", {"file_path": f"{API}/priv/repo/migrations/20261112110500_add_late_sync.exs"},
                 "File created successfully at: "
                 "/home/nadia/work/cubby-api/priv/repo/migrations/20261112110500_add_late_sync.exs"),
            bash("cd ~/work/cubby-api && mix ecto.migrate && mix test test/cubby/lockers_test.exs",
                 "10:58:40.020 [info] == Migrated 20261112110500 in 0.1s\n"
                 "Running ExUnit with seed: 11873, max_cases: 16\n\n"
                 "...............\n"
                 "Finished in 1.2 seconds (0.0s async, 1.2s sync)\n"
                 "15 tests, 0 failures\n"),
            ("user", "nice. now for WAW-1187 itself, can you rebuild the parcel states from its events? just this "
                     "once, don't make it a generic tool"),
            bash("cd ~/work/cubby-api && mix run priv/scripts/oneoff_replay_locker.exs WAW-1187 --no-notify",
                 "replaying 898 events for WAW-1187 (seq 4411..5309)\n"
                 "parcels touched: 214\nstates changed: 37\nnotifications: suppressed\ndone in 3.4s\n"),
            ("assistant", "Done: 214 parcels replayed in `seq` order, 37 of them ended in a different state than "
                          "before. Notifications were suppressed. The customer who got the wrong SMS will need an "
                          "apology from support; her parcel is CB7755410, now correctly `collected`."),
            ("user", "great, thanks! I'll tell support"),
        ],
        "facts": [
            fact("order-inserted", "Parcel states went wrong after WAW-1187 synced its offline buffer because "
                 "apply_pending ordered events by inserted_at, which is identical for a whole batch.",
                 "bugfix", "assistant", ["apply_pending", "inserted_at"]),
            fact("order-seq", "Locker events are applied in order of the locker's seq counter (monotonic, persisted "
                 "in flash), not occurred_at: the RTC resets to 2019 after a power loss.",
                 "decision", "user", ["seq", "occurred_at"]),
            fact("unique-seq", "A unique index on (locker_id, seq) with on_conflict: :nothing makes retried sync "
                 "batches a no-op.",
                 "config", "assistant", ["unique index", "locker_id", "seq"]),
            fact("late-sync", "Late events from lockers are never dropped: they are applied, flagged "
                 "late_sync = true and never send a customer SMS (late = more than 1 hour).",
                 "rule", "user", ["late_sync", "SMS"], remember=True),
        ],
        "optional": [
            opt("order-occurred-first", "Ordering by occurred_at was chosen first, then reversed.", ["occurred_at"]),
        ],
        "questions": [
            q("Why did parcel states come out wrong after a long-offline locker synced?",
              "apply_pending applied events in inserted_at order, the same for a whole batch", ["order-inserted"]),
            q("Which field orders events from one locker?", "seq, not occurred_at", ["order-seq"]),
            q("What happens to locker events that arrive days late?",
              "applied with late_sync true, never dropped, no customer SMS", ["late-sync"]),
        ],
    },
    {
        "id": "h56-cc-api-pr412-review",
        "project": API,
        "start": datetime(2026, 11, 19, 15, 10),
        "branch": "feat/code-fast-path",
        "about": "cubby-api: working through review comments on PR 412 (pickup code generator and Redis fast path); "
                 "conventions said in replies: Redis keys cubby:<env>:<thing>:<id> by parcel id, TTL 73h, stay at 6 "
                 "digits for the gen-1 keypad, strong_rand_bytes; a one-off rename; a feature-flag idea nobody "
                 "answered; the person's closing list with one standing rule among one-off items",
        "steps": [
            ("user", "afternoon :) kuba reviewed my PR 412, I answered his comments, can you go through the thread and "
                     "make the code match what I said? thread:\n\n" + REVIEW_THREAD),
            tool("Read", {"file_path": f"{API}/lib/cubby/pickup/generator.ex"},
                 "     1\tdefmodule Cubby.Pickup.Generator do\n"
                 "     2\t  @moduledoc \"Pickup code generation.\"\n"
                 "     3\t  @digits 6\n"
                 "     4\t\n"
                 "     5\t  def gen_code do\n"
                 "     6\t    max = Integer.pow(10, @digits) - 1\n"
                 "     7\t\n"
                 "     8\t    # TODO crypto?\n"
                 "     9\t    code = :rand.uniform(max) |> Integer.to_string() |> String.pad_leading(@digits, \"0\")\n"
                 "    10\t    code\n"
                 "    11\t  end\n"
                 "    12\tend\n"),
            tool("Read", {"file_path": f"{API}/lib/cubby/pickup/fast_path.ex"},
                 "     1\tdefmodule Cubby.Pickup.FastPath do\n"
                 "     2\t  @moduledoc \"\"\"\n"
                 "     3\t  Redis copy of live codes so the locker's verify call doesn't hit Postgres.\n"
                 "     4\t  \"\"\"\n"
                 "     5\t\n"
                 "     6\t  alias Cubby.Redis\n"
                 "     7\t\n"
                 "     8\t  @code_ttl :timer.hours(72)\n"
                 "     9\t\n"
                 "    10\t  def put(parcel_id, code) do\n"
                 "    11\t    ttl = div(@code_ttl, 1000)\n"
                 "    12\t\n"
                 "    13\t    Redis.command([\"SET\", \"pickup:#{code}\", parcel_id, \"EX\", ttl])\n"
                 "    14\t  end\n"
                 "    15\t\n"
                 "    16\t  def lookup(code) do\n"
                 "    17\t    Redis.command([\"GET\", \"pickup:#{code}\"])\n"
                 "    18\t  end\n"
                 "    19\tend\n"),
            ("assistant", "Going through your replies in order:\n\n"
                          "1. **CSPRNG** — switch to `:crypto.strong_rand_bytes/1`. To avoid modulo bias I'll draw 4 "
                          "bytes, reject values ≥ 4,294,000,000 (a multiple of 10^6 below 2^32) and take the rest "
                          "mod 1,000,000.\n"
                          "2. **Key layout** — keys become `cubby:<env>:pickup:<parcel_id>` and the value is the code "
                          "HMAC. That also changes the lookup: the locker sends parcel id + code, we HMAC the code and "
                          "compare with the stored value. Since the key is no longer the code, `lookup/1` becomes "
                          "`verify/2`.\n"
                          "3. **TTL** — 73 hours.\n"
                          "4. **Digits** — stays 6, no change.\n"
                          "5. **Rename** — `gen_code/0` → `generate/0`.\n\n"
                          "Kuba's feature-flag suggestion got no answer; I'll leave it out unless you say otherwise."),
            ("user", "yep leave the flag out. go"),
            tool("Edit", {"file_path": f"{API}/lib/cubby/pickup/generator.ex",
                          "old_string": "  def gen_code do",
                          "new_string": "  def generate do"},
                 "The file lib/cubby/pickup/generator.ex has been updated."),
            tool("Edit", {"file_path": f"{API}/lib/cubby/pickup/generator.ex",
                          "old_string": "    # TODO crypto?\n"
                                        "    code = :rand.uniform(max) |> Integer.to_string() |> "
                                        "String.pad_leading(@digits, \"0\")\n    code",
                          "new_string": "    draw(max + 1)"},
                 "The file lib/cubby/pickup/generator.ex has been updated."),
            tool("Write", {"file_path": f"{API}/lib/cubby/pickup/fast_path.ex"},
                 "File created successfully at: /home/nadia/work/cubby-api/lib/cubby/pickup/fast_path.ex"),
            ("assistant", "The new fast path:\n\n```elixir\ndefmodule Cubby.Pickup.FastPath do\n"
                          "  alias Cubby.{Pickup.Hmac, Redis}\n\n"
                          "  # 72h until return to sender + 1h grace, so the return job always runs first\n"
                          "  @code_ttl_s 73 * 3600\n\n"
                          "  def put(parcel_id, code),\n"
                          "    do: Redis.command([\"SET\", key(parcel_id), Hmac.digest(code), \"EX\", @code_ttl_s])\n\n"
                          "  def verify(parcel_id, code) do\n"
                          "    case Redis.command([\"GET\", key(parcel_id)]) do\n"
                          "      {:ok, nil} -> :miss\n"
                          "      {:ok, stored} -> if Plug.Crypto.secure_compare(stored, Hmac.digest(code)), "
                          "do: :ok, else: :mismatch\n"
                          "    end\n  end\n\n"
                          "  defp key(parcel_id), do: \"cubby:#{Cubby.env()}:pickup:#{parcel_id}\"\nend\n```"),
            bash("cd ~/work/cubby-api && rg -n '\"(pickup|codes|locker|session):' lib/ | head",
                 "lib/cubby/lockers/heartbeat.ex:22:    Redis.command([\"SET\", \"locker:#{id}:hb\", now, \"EX\", 300])\n"
                 "lib/cubby/sms/throttle.ex:9:  defp key(phone_hash), do: \"cubby:#{Cubby.env()}:smsthrottle:"
                 "#{phone_hash}\"\n"),
            ("assistant", "While checking the key layout I found one more key without the prefix: "
                          "`locker:#{id}:hb` in `heartbeat.ex`. Want me to move it to "
                          "`cubby:<env>:lockerhb:<id>` in this PR or separately?"),
            ("user", "separately, don't grow this PR"),
            bash("cd ~/work/cubby-api && mix format && mix credo --strict && mix test",
                 "Checking 212 source files (this might take a while) ...\n\n"
                 "  Code Readability\n"
                 "┃ [R] → Modules should have a @moduledoc tag.\n"
                 "┃       lib/cubby/pickup/fast_path.ex:1:11 #(Cubby.Pickup.FastPath)\n\n"
                 "Analysis took 2.9 seconds (0.3s to load, 2.6s running 55 checks on 212 files)\n"
                 "514 mods/funs, found 1 code readability issue.\n\n"
                 "Running ExUnit with seed: 7741, max_cases: 16\n"
                 "..............................................................................................\n"
                 "..........................................................................................\n"
                 "Finished in 6.9 seconds (2.2s async, 4.7s sync)\n"
                 "203 tests, 0 failures\n"),
            ("assistant", "Tests pass (203, including 6 new ones for `generate/0` and `verify/2`). Credo wants the "
                          "`@moduledoc` back on FastPath; I dropped it when rewriting, restoring it now."),
            tool("Edit", {"file_path": f"{API}/lib/cubby/pickup/fast_path.ex",
                          "old_string": "defmodule Cubby.Pickup.FastPath do\n",
                          "new_string": "defmodule Cubby.Pickup.FastPath do\n  @moduledoc \"Redis copy of live code "
                                        "HMACs, keyed by parcel id.\"\n"},
                 "The file lib/cubby/pickup/fast_path.ex has been updated."),
            ("user", "thanks!! few things before I push:\n"
                     "- squash the fixups into one commit, kuba hates fixup noise\n"
                     "- bump the changelog entry for this PR\n"
                     "- and for the future, not just this PR: every Oban worker we add gets a `unique:` option "
                     "(period at least 300), we sent the same pickup SMS twice to customers twice this year already "
                     "because a job got enqueued twice\n"
                     "- push to my branch, not main"),
            ("assistant", "On it. The `unique:` point I'll apply to every Oban worker from here on; the new code in "
                          "this PR adds no worker, so nothing to change for it now."),
            bash("cd ~/work/cubby-api && git reset --soft origin/main && git commit -qm 'pickup: CSPRNG codes, "
                 "Redis fast path keyed by parcel id (PR #412)' && git push -q origin HEAD:feat/code-fast-path && "
                 "git log --oneline -1",
                 "5e0b9aa pickup: CSPRNG codes, Redis fast path keyed by parcel id (PR #412)\n"),
            ("assistant", "Squashed into 5e0b9aa, CHANGELOG updated under 'Unreleased', pushed to "
                          "`feat/code-fast-path`."),
        ],
        "facts": [
            fact("redis-keys", "Redis keys in cubby-api follow cubby:<env>:<thing>:<id>, keyed by the parcel id and "
                 "never by the pickup code (the value is the code HMAC).",
                 "convention", "user", ["cubby:<env>", "parcel id"]),
            fact("ttl-73", "Pickup codes in Redis live 73 hours: 72h until return to sender plus 1h grace, so the "
                 "return job always runs first.",
                 "config", "user", ["73"]),
            fact("six-digits", "Pickup codes stay 6 digits: the gen-1 lockers' keypad firmware has a 6-digit field "
                 "(about 400 still in service); brute force is handled by the lockout (5 tries, 15 min).",
                 "decision", "user", ["6 digits", "keypad"]),
            fact("csprng", "Pickup codes are generated with :crypto.strong_rand_bytes, not :rand.",
                 "convention", "assistant", ["strong_rand_bytes"]),
            fact("oban-unique", "Every new Oban worker gets a unique: option with a period of at least 300 (duplicate "
                 "jobs sent the same pickup SMS twice).",
                 "rule", "user", ["Oban", "unique:"], remember=True),
        ],
        "optional": [
            opt("lockout", "Code brute force is limited by a lockout of 15 min after 5 tries.", ["lockout"]),
        ],
        "questions": [
            q("How are Redis keys named in cubby-api?", "cubby:<env>:<thing>:<id>, by parcel id, never the code",
              ["redis-keys"]),
            q("How long does a pickup code live in Redis?", "73 hours, 72h plus 1h grace", ["ttl-73"]),
            q("Why do pickup codes stay at 6 digits?", "the gen-1 keypad has a 6-digit field", ["six-digits"]),
            q("What must every new Oban worker have?", "a unique: option, period at least 300", ["oban-unique"]),
        ],
    },
]
