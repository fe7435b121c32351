"""Codex sessions of the h7 split, part one."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q


def sh(cmd: str) -> dict[str, object]:
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


CLJ_TRACE = """2026-10-06 10:41:17.882 ERROR [qtp1822971466-41] ledger.http.middleware - unhandled exception uri=/api/v1/ledgers/88/entries
org.postgresql.util.PSQLException: This connection has been closed.
\tat org.postgresql.jdbc.PgConnection.checkClosed(PgConnection.java:917)
\tat org.postgresql.jdbc.PgConnection.prepareStatement(PgConnection.java:1758)
\tat next.jdbc.prepare$create.invokeStatic(prepare.clj:127)
\tat next.jdbc.result_set$eval3817$fn__3818.invoke(result_set.clj:1005)
\tat clojure.core$eduction$reify__8523.reduce(core.clj:7710)
\tat clojure.core$transduce.invokeStatic(core.clj:6947)
\tat clojure.core$into.invokeStatic(core.clj:6963)
\tat jsonista.core$write_value_as_string.invokeStatic(core.clj:456)
\tat muuntaja.format.json$encoder$reify__5331.encode_to_bytes(json.clj:60)
\tat muuntaja.core$create_coerce_response$fn__5517.invoke(core.cljc:420)
\tat reitit.ring$ring_handler$fn__9120.invoke(ring.cljc:329)
\tat ring.adapter.jetty$proxy_handler$fn__9502.invoke(jetty.clj:27)
\tat org.eclipse.jetty.server.Server.handle(Server.java:563)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
2026-10-06 10:41:17.884 WARN  [qtp1822971466-41] com.zaxxer.hikari.pool.ProxyConnection - HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@6a1f2e3c marked as broken"""

CLJ_TEST = """lein test ledger.entries-test

lein test :only ledger.entries-test/list-entries-returns-json

FAIL in (list-entries-returns-json) (entries_test.clj:34)
expected: (= 200 (:status resp))
  actual: (not (= 200 500))

lein test ledger.health-test

Ran 14 tests containing 41 assertions.
1 failures, 0 errors.
Tests failed."""

CLJ = {
    "id": "h7-cx-ledger-clj-plan",
    "project": "/home/dev/ledger-svc",
    "start": datetime(2026, 10, 6, 10, 30, 0),
    "about": "Clojure REST service (reitit, next.jdbc): lazy plan escaping with-transaction (root cause + fix), "
             "malli picked over spec, port value, remember about the test db buried in a long message",
    "steps": [
        ("user", "Hi there. GET /api/v1/ledgers/:id/entries returns 500 since I refactored it to use plan. "
                 "Stack trace:\n\n" + CLJ_TRACE),
        ("tool", "shell", sh("sed -n 1,60p src/ledger/entries.clj"),
         "(ns ledger.entries\n  (:require [next.jdbc :as jdbc]\n            [next.jdbc.result-set :as rs]\n"
         "            [ledger.db :refer [ds]]))\n\n(defn list-entries [{{{:keys [id]} :path} :parameters}]\n"
         "  (jdbc/with-transaction [tx ds {:read-only true}]\n    {:status 200\n"
         "     :body (eduction (map #(select-keys % [:entries/id :entries/amount :entries/booked_on]))\n"
         "                     (jdbc/plan tx [\"select * from entries where ledger_id = ? order by booked_on\" id]\n"
         "                                {:builder-fn rs/as-unqualified-maps}))}))"),
        ("assistant", "The handler returns an `eduction` over `jdbc/plan` as the body. `plan` is lazy — nothing "
                      "runs until something reduces it — and here the first reduce happens in muuntaja's JSON "
                      "encoder, after `with-transaction` has already returned and closed the connection. That's "
                      "the `This connection has been closed` in the trace (the `eduction.reduce` → "
                      "`prepareStatement` frames). Fix: realise it inside the transaction with `(into [] ...)`, "
                      "or use `jdbc/execute!` since you're materialising everything anyway."),
        ("user", "into [] inside the tx, keep plan, I want to add a transducer for paging later."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/ledger/entries.clj\n@@\n-     :body (eduction (map"
         " #(select-keys % [:entries/id :entries/amount :entries/booked_on]))\n+     :body (into [] (map #(select-keys % "
         "[:id :amount :booked_on]))\n*** End Patch"}, "Success. Updated the following files:\nM src/ledger/entries.clj"),
        ("tool", "shell", sh("lein test"), CLJ_TEST),
        ("assistant", "Still one failure; let me see what the 500 is now."),
        ("tool", "shell", sh("lein test :only ledger.entries-test 2>&1 | grep -A3 ERROR"),
         "ERROR ledger.http.middleware - unhandled exception uri=/api/v1/ledgers/1/entries\n"
         "clojure.lang.ExceptionInfo: Request coercion failed {:type :reitit.coercion/request-coercion, :coercion "
         "#object[reitit.coercion.spec$create...], :in [:request :path-params], :value {:id \"1\"}, :problems ...}"),
        ("assistant", "Unrelated to the connection now: the route declares `:parameters {:path {:id int?}}` "
                      "with spec coercion, but `reitit.coercion.spec` doesn't string→int coerce path params "
                      "unless you use `spec-tools` data-specs. Two options: wrap the spec with `st/spec` "
                      "and the string transformer, or switch the router to `reitit.coercion.malli`, which "
                      "coerces `[:map [:id :int]]` from strings out of the box and gives readable error "
                      "bodies. The rest of the routes are small, so switching is about 15 minutes."),
        ("user", "switch to malli for all routes. spec coercion has bitten us three times now and malli errors are "
                 "actually readable for the frontend people. Do the whole router.\n\nAlso while you're there — "
                 "note for future sessions: the integration tests talk to the postgres from `docker compose up "
                 "-d pg`, which listens on 55432 (not 5432, that's my local one), so start that container "
                 "before lein test or half of it fails with connection refused. And the service itself runs on "
                 "3070 in dev, 3000 is taken by the frontend."),
        ("tool", "shell", sh("grep -rln 'coercion.spec' src/ | xargs sed -i 's/reitit.coercion.spec/reitit.coercion.malli/'"
                             " && grep -rn 'int?' src/ledger/routes.clj"),
         "src/ledger/routes.clj:22:      :parameters {:path {:id int?}}\n"
         "src/ledger/routes.clj:31:      :parameters {:path {:id int?} :query {:limit int?}}\n"
         "src/ledger/routes.clj:47:      :parameters {:body {:amount number? :booked_on string?}}"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/ledger/routes.clj\n...\n*** End Patch"},
         "Success. Updated the following files:\nM src/ledger/routes.clj\nM project.clj"),
        ("tool", "shell", sh("docker compose up -d pg && lein test"),
         " Container ledger-pg-1  Started\n\nlein test ledger.entries-test\nlein test ledger.health-test\n"
         "lein test ledger.routes-test\n\nRan 15 tests containing 44 assertions.\n0 failures, 0 errors."),
        ("assistant", "All green. Summary:\n- `list-entries` realises the `plan` with `(into [] ...)` inside "
                      "`with-transaction`, so the connection is still open while rows are read.\n"
                      "- Router coercion is `reitit.coercion.malli` for every route; the three schemas are "
                      "now malli vectors (`[:map [:id :int]]` etc.), `metosin/reitit-malli` added to "
                      "`project.clj`.\n- Added a test for a non-numeric id → 400 with a malli error body."),
        ("user", "ty"),
    ],
    "facts": [
        fact("plan-cause", "list-entries returned a lazy eduction over jdbc/plan that was reduced by the JSON encoder "
             "after with-transaction closed the connection; fixed by realising it with (into [] ...) inside the "
             "transaction.", "bugfix", "assistant", ["plan", "with-transaction"]),
        fact("malli", "All routes use reitit.coercion.malli instead of spec coercion: spec coercion bit them three "
             "times and malli errors are readable for the frontend.", "decision", "user", ["malli"]),
        fact("test-pg", "Integration tests need docker compose up -d pg first; that Postgres listens on 55432 (5432 "
             "is the developer's local one).", "config", "user", ["55432"], remember=True),
        fact("port", "The service runs on port 3070 in dev (3000 is the frontend).", "config", "user", ["3070"]),
    ],
    "optional": [
        opt("keep-plan", "plan is kept (instead of execute!) to add a paging transducer later.", ["transducer"]),
    ],
    "questions": [
        q("Why did the entries endpoint say the connection was closed?", "lazy plan reduced after with-transaction "
          "closed; into [] inside the transaction", ["plan-cause"]),
        q("Which coercion does the router use?", "malli", ["malli"]),
        q("What do integration tests need running?", "docker compose up -d pg on 55432", ["test-pg"]),
        q("Which port does ledger-svc use in dev?", "3070", ["port"]),
    ],
}

ERL_OBS = """=INFO REPORT==== 9-Oct-2026::03:12:44.118 ===
    overload_monitor: process call_router <0.412.0> message_queue_len=48211 (threshold 10000)
=INFO REPORT==== 9-Oct-2026::03:12:49.120 ===
    overload_monitor: process call_router <0.412.0> message_queue_len=61873 (threshold 10000)
=ERROR REPORT==== 9-Oct-2026::03:13:02.551 ===
** Generic server call_router terminating
** Last message in was {sip_invite,<<"z9hG4bK-77a1">>,{{10,9,0,44},5060}}
** When Server state == {state,#{},1782,ready}
** Reason for termination ==
** {timeout,{gen_server,call,[cdr_writer,{write,{cdr,<<"a1f3...">>,1697,ok}},5000]}}
=SUPERVISOR REPORT==== 9-Oct-2026::03:13:02.553 ===
    supervisor: {local,switch_core_sup}
    errorContext: child_terminated
    reason: {timeout,{gen_server,call,[cdr_writer,{write,{cdr,<<"a1f3...">>,1697,ok}},5000]}}
    offender: [{pid,<0.412.0>},{id,call_router},{mfargs,{call_router,start_link,[]}},
               {restart_type,permanent},{shutdown,5000},{child_type,worker}]"""

ERL_CT = """Common Test starting (cwd is /home/dev/kestrel-switch)
TEST INFO: 1 test(s), 23 case(s) in 3 suite(s)
Testing kestrel-switch.call_router_SUITE: Starting test, 9 test cases
Testing kestrel-switch.call_router_SUITE: TEST COMPLETE, 9 ok, 0 failed of 9 test cases
Testing kestrel-switch.cdr_writer_SUITE: Starting test, 8 test cases
Testing kestrel-switch.cdr_writer_SUITE: TEST COMPLETE, 8 ok, 0 failed of 8 test cases
Testing kestrel-switch.overload_SUITE: Starting test, 6 test cases
%%% overload_SUITE ==> burst_20k_invites: cdr_writer queue peak 20000, dropped 0, call_router queue peak 37
Testing kestrel-switch.overload_SUITE: TEST COMPLETE, 6 ok, 0 failed of 6 test cases
All 23 tests passed."""

ERL = {
    "id": "h7-cx-kestrel-cdr-overload",
    "project": "/home/dev/kestrel-switch",
    "start": datetime(2026, 10, 9, 8, 0, 0),
    "about": "Erlang telecom switch, non-native English user: call_router crash from synchronous call to cdr_writer "
             "under load (root cause, cast + bounded queue fix), no hot code loading rule, OTP version, "
             "a rejected proposal (ETS buffer)",
    "steps": [
        ("user", "Hello. This night at 03:13 the call_router is crashed in production, supervisor has restarted it "
                 "but we lost around 200 calls. I paste the log from the node:\n\n" + ERL_OBS + "\n\nPlease can you "
                 "find what is happen?"),
        ("tool", "shell", sh("grep -n 'cdr_writer' src/call_router.erl"),
         "88:    ok = gen_server:call(cdr_writer, {write, Cdr}),\n"
         "141:handle_info({call_ended, CallId, Dur, Result}, State) ->\n"
         "142:    Cdr = cdr:new(CallId, Dur, Result),\n143:    ok = gen_server:call(cdr_writer, {write, Cdr}),"),
        ("tool", "shell", sh("sed -n 30,70p src/cdr_writer.erl"),
         "handle_call({write, Cdr}, _From, #state{fd = Fd} = S) ->\n    ok = file:write(Fd, cdr:encode(Cdr)),\n"
         "    ok = file:datasync(Fd),\n    {reply, ok, S};"),
        ("assistant", "What happened, step by step:\n\n1. `call_router` writes every CDR with a synchronous "
                      "`gen_server:call(cdr_writer, ...)` from `handle_info`.\n2. `cdr_writer` does "
                      "`file:datasync/1` on every record. At night the disk is busy (the backup job runs at "
                      "03:00), so each datasync takes tens of milliseconds.\n3. While `call_router` waits for "
                      "that reply it cannot take new messages, so SIP invites pile up in its mailbox (48k, "
                      "then 61k in your log).\n4. Finally one call waits more than the default 5000 ms "
                      "timeout, the call raises, and `call_router` crashes — losing the state of every "
                      "active call.\n\nSo the root cause is the synchronous call from the router to a writer "
                      "that does a disk sync per record. Fix: make the write a `gen_server:cast`, and let "
                      "`cdr_writer` buffer and datasync in batches (e.g. every 200 records or 500 ms). To "
                      "keep memory bounded I would give `cdr_writer` a max queue and make it drop + count "
                      "when full. Alternative would be an ETS table as buffer that a separate process "
                      "flushes."),
        ("user", "Yes cast and batching, with the bound. ETS I don't want, is more moving parts. Bound = 20000 "
                 "records, batch 200 or 500 ms like you say. And keep the files where they are, in "
                 "/var/spool/kestrel/cdr — the billing system picks them up from there every 5 minutes, the path "
                 "cannot change without telling billing team."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/call_router.erl\n...\n*** Update File: "
         "src/cdr_writer.erl\n...\n*** End Patch"},
         "Success. Updated the following files:\nM src/call_router.erl\nM src/cdr_writer.erl\nM config/sys.config"),
        ("tool", "shell", sh("rebar3 ct"), ERL_CT),
        ("assistant", "All 23 Common Test cases pass. The new `overload_SUITE` case sends 20k invites in a burst: "
                      "the router's queue peaked at 37 messages and the writer's buffer hit exactly the 20000 "
                      "limit without drops. Values are in `sys.config` under `cdr_writer`: `max_queue => "
                      "20000`, `batch_size => 200`, `flush_ms => 500`.\n\nTo ship it I can prepare a relup so "
                      "you can hot-load the new modules without restarting the node — no calls are dropped "
                      "that way."),
        ("user", "No no. We do never hot code loading in production, also not for small fix. Always a new "
                 "release and rolling restart of the nodes, one by one, after the traffic is drained. Hot "
                 "loading gave us very bad surprises with the state records in 2024. Please remember this for "
                 "the next times."),
        ("assistant", "Understood — no relups, no hot loading in production; new release + drained rolling "
                      "restart. I'll build the release tarball instead."),
        ("tool", "shell", sh("cat .tool-versions && rebar3 as prod tar"),
         "erlang 26.2.5\nrebar 3.23.0\n===> Verifying dependencies...\n===> Analyzing applications...\n"
         "===> Compiling kestrel_switch\n===> Assembling release kestrel_switch-2.8.1...\n"
         "===> Release successfully assembled: _build/prod/rel/kestrel_switch\n"
         "===> Building release tarball kestrel_switch-2.8.1.tar.gz...\n===> Tarball successfully created: "
         "_build/prod/rel/kestrel_switch/kestrel_switch-2.8.1.tar.gz"),
        ("assistant", "Tarball `kestrel_switch-2.8.1.tar.gz` is built (OTP 26.2.5)."),
        ("user", "Thank you very much, good job."),
        ("assistant", "Always happy to help."),
    ],
    "facts": [
        fact("cdr-cause", "call_router crashed because it wrote each CDR with a synchronous gen_server:call to "
             "cdr_writer, which datasyncs per record; under disk load the call timed out after 5000 ms and the "
             "mailbox piled up.", "bugfix", "assistant", ["gen_server:call", "cdr_writer"]),
        fact("cdr-fix", "CDR writes are now gen_server:cast with batching (200 records or 500 ms) and a bound of 20000 "
             "queued records; an ETS buffer was rejected as more moving parts.", "decision", "user",
             ["cast", "20000"]),
        fact("cdr-dir", "CDR files stay in /var/spool/kestrel/cdr: the billing system collects them there every 5 "
             "minutes, so the path cannot change without the billing team.", "config", "user",
             ["/var/spool/kestrel/cdr"]),
        fact("no-hot-load", "Never hot code load in production, not even for small fixes: always a new release and a "
             "drained rolling restart node by node.", "rule", "user", [["hot code loading", "hot loading"]],
             remember=True),
    ],
    "optional": [
        opt("otp", "OTP is 26.2.5 per .tool-versions.", ["26.2.5"]),
        opt("release", "Release 2.8.1 was built.", ["2.8.1"]),
    ],
    "questions": [
        q("Why did call_router crash at night?", "synchronous gen_server:call to cdr_writer timed out under disk load",
          ["cdr-cause"]),
        q("How are CDRs written now?", "cast, batched, bounded at 20000", ["cdr-fix"]),
        q("Can we hot-load a fix in production?", "no, new release and rolling restart", ["no-hot-load"]),
    ],
}

GO_CI = """2026-10-13T09:02:11.4410712Z ##[group]Run go test -race -count=1 ./...
2026-10-13T09:02:11.4411309Z go test -race -count=1 ./...
2026-10-13T09:02:11.4527713Z shell: /usr/bin/bash -e {0}
2026-10-13T09:02:11.4528102Z env:
2026-10-13T09:02:11.4528433Z   GOTOOLCHAIN: local
2026-10-13T09:02:11.4528790Z   CGO_ENABLED: 1
2026-10-13T09:02:11.4529087Z ##[endgroup]
2026-10-13T09:02:24.1193380Z ok  \tgithub.com/gridlark/sheetgate/internal/config\t0.031s
2026-10-13T09:02:27.8840211Z ==================
2026-10-13T09:02:27.8840809Z WARNING: DATA RACE
2026-10-13T09:02:27.8841204Z Write at 0x00c0001a4cf0 by goroutine 41:
2026-10-13T09:02:27.8841613Z   runtime.mapassign_faststr()
2026-10-13T09:02:27.8842011Z       /usr/local/go/src/runtime/map.go:640 +0x0
2026-10-13T09:02:27.8842417Z   github.com/gridlark/sheetgate/internal/schema.(*Cache).Get()
2026-10-13T09:02:27.8842815Z       /home/runner/work/sheetgate/internal/schema/cache.go:38 +0x1c4
2026-10-13T09:02:27.8843219Z   github.com/gridlark/sheetgate/internal/api.(*Server).handleRows()
2026-10-13T09:02:27.8843617Z       /home/runner/work/sheetgate/internal/api/rows.go:52 +0x9a
2026-10-13T09:02:27.8844013Z
2026-10-13T09:02:27.8844401Z Previous read at 0x00c0001a4cf0 by goroutine 40:
2026-10-13T09:02:27.8844809Z   runtime.mapaccess2_faststr()
2026-10-13T09:02:27.8845201Z       /usr/local/go/src/runtime/map.go:447 +0x0
2026-10-13T09:02:27.8845602Z   github.com/gridlark/sheetgate/internal/schema.(*Cache).Get()
2026-10-13T09:02:27.8846004Z       /home/runner/work/sheetgate/internal/schema/cache.go:33 +0x84
2026-10-13T09:02:27.8846405Z ==================
2026-10-13T09:02:27.9911010Z --- FAIL: TestConcurrentRows (0.41s)
2026-10-13T09:02:27.9911532Z     testing.go:1398: race detected during execution of test
2026-10-13T09:02:28.0120044Z FAIL\tgithub.com/gridlark/sheetgate/internal/api\t3.212s
2026-10-13T09:02:28.4410001Z ok  \tgithub.com/gridlark/sheetgate/internal/xlsx\t1.907s
2026-10-13T09:02:28.4431220Z FAIL
2026-10-13T09:02:28.4519876Z ##[error]Process completed with exit code 1."""

GO_BENCH = """goos: linux
goarch: amd64
pkg: github.com/gridlark/sheetgate/internal/xlsx
cpu: AMD EPYC 7B13
BenchmarkOpen/tealeg-200MB-8         \t       1\t41822019331 ns/op\t9811234816 B/op\t144011822 allocs/op
BenchmarkOpen/excelize-rows-200MB-8  \t       1\t18220114002 ns/op\t  88412160 B/op\t 31220915 allocs/op
BenchmarkOpen/tealeg-2MB-8           \t      27\t  42211018 ns/op\t  97120040 B/op\t  1402211 allocs/op
BenchmarkOpen/excelize-rows-2MB-8    \t      63\t  18802201 ns/op\t   1914880 B/op\t   311042 allocs/op
PASS
ok  \tgithub.com/gridlark/sheetgate/internal/xlsx\t71.402s"""

GO_DIFF = """diff --git a/internal/schema/cache.go b/internal/schema/cache.go
index 2f1e0aa..c8d93b4 100644
--- a/internal/schema/cache.go
+++ b/internal/schema/cache.go
@@ -8,14 +8,22 @@ import (
 type Cache struct {
+\tmu      sync.RWMutex
 \tbySheet map[string]*Schema
 \tload    func(sheet string) (*Schema, error)
 }

 func (c *Cache) Get(sheet string) (*Schema, error) {
-\tif s, ok := c.bySheet[sheet]; ok {
+\tc.mu.RLock()
+\ts, ok := c.bySheet[sheet]
+\tc.mu.RUnlock()
+\tif ok {
 \t\treturn s, nil
 \t}
 \ts, err := c.load(sheet)
 \tif err != nil {
 \t\treturn nil, err
 \t}
+\tc.mu.Lock()
 \tc.bySheet[sheet] = s
+\tc.mu.Unlock()
 \treturn s, nil
 }"""

GO = {
    "id": "h7-cx-sheetgate-race",
    "project": "/home/dev/sheetgate",
    "start": datetime(2026, 10, 13, 9, 10, 0),
    "about": "Go spreadsheet-to-API tool, long: CI data race in the schema cache (RWMutex fix), excelize chosen over "
             "tealeg after a benchmark, no-cgo rule of thumb, Go version kept, paging limits the assistant set, "
             "a rename and a 'never mind'",
    "steps": [
        ("user", "CI red on main again, race detector. log:\n\n" + GO_CI),
        ("tool", "shell", sh("sed -n 1,45p internal/schema/cache.go"),
         "package schema\n\nimport (\n\t\"sync\"\n)\n\ntype Cache struct {\n\tbySheet map[string]*Schema\n"
         "\tload    func(sheet string) (*Schema, error)\n}\n\nfunc (c *Cache) Get(sheet string) (*Schema, error) {\n"
         "\tif s, ok := c.bySheet[sheet]; ok {\n\t\treturn s, nil\n\t}\n\ts, err := c.load(sheet)\n"
         "\tif err != nil {\n\t\treturn nil, err\n\t}\n\tc.bySheet[sheet] = s\n\treturn s, nil\n}"),
        ("assistant", "The schema cache is a plain map read and written from every request goroutine: "
                      "`handleRows` calls `Cache.Get` concurrently, two requests for an uncached sheet both "
                      "miss and both write. That's the race (and in production it can crash with `concurrent "
                      "map writes`). I'll guard it with a `sync.RWMutex` — reads take the read lock, the fill "
                      "takes the write lock. Two loads of the same sheet can still happen concurrently, which "
                      "is harmless; `singleflight` would dedupe them if you care."),
        ("user", "rwmutex is fine, no singleflight."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/schema/cache.go\n...\n*** End Patch"},
         "Success. Updated the following files:\nM internal/schema/cache.go"),
        ("tool", "shell", sh("git diff"), GO_DIFF),
        ("tool", "shell", sh("go test -race -count=1 ./..."),
         "ok  \tgithub.com/gridlark/sheetgate/internal/api\t3.118s\nok  \tgithub.com/gridlark/sheetgate/internal/config\t0.029s\n"
         "ok  \tgithub.com/gridlark/sheetgate/internal/schema\t0.044s\nok  \tgithub.com/gridlark/sheetgate/internal/xlsx\t1.881s"),
        ("assistant", "Race-clean locally, all four packages pass."),
        ("user", "good. next: the big customer sheets (200MB+) make us eat 10GB ram on open. we're on tealeg/xlsx. "
                 "alternatives?"),
        ("assistant", "The memory comes from tealeg loading the whole workbook into structs. Options:\n\n"
                      "- **excelize** with its streaming `Rows()` iterator: reads row by row, pure Go.\n"
                      "- **go-xlsx-stream** style SAX parsing by hand over the zip: minimal memory, but we'd own "
                      "the shared-strings and date handling.\n- Convert to CSV with LibreOffice headless on "
                      "upload: works, but a big external dependency on the server.\n\nI wrote a quick "
                      "benchmark for the first option against tealeg on the 200MB customer sample."),
        ("tool", "shell", sh("go test -run xxx -bench BenchmarkOpen -benchmem ./internal/xlsx"), GO_BENCH),
        ("user", "wow 9.8GB vs 88MB. excelize, done. the streaming Rows() is the reason, put that in the "
                 "commit msg"),
        ("tool", "shell", sh("go get github.com/xuri/excelize/v2@v2.8.1 && go mod tidy && grep -n 'excelize\\|^go ' go.mod"),
         "go: added github.com/xuri/excelize/v2 v2.8.1\ngo: added github.com/richardlehane/mscfb v1.0.4\n"
         "go: added github.com/xuri/nfp v0.0.0-20240318013403-ab9948c2c4a7\n3:go 1.22\n"
         "9:\tgithub.com/xuri/excelize/v2 v2.8.1"),
        ("assistant", "`go mod tidy` wants to bump the `go` directive to 1.23 for one of the transitive deps "
                      "if I take the newest nfp; I kept the older pseudo-version so `go.mod` stays at 1.22. "
                      "Should I bump Go instead?"),
        ("user", "no keep 1.22, CI image is golang:1.22-bookworm and the customer build box too. dont bump until "
                 "we change both"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/xlsx/reader.go\n...\n*** End Patch"},
         "Success. Updated the following files:\nM internal/xlsx/reader.go\nM internal/xlsx/reader_test.go"),
        ("tool", "shell", sh("go test -race ./... && CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -o dist/sheetgate.exe ./cmd/sheetgate && ls -la dist/"),
         "ok  \tgithub.com/gridlark/sheetgate/internal/api\t3.301s\nok  \tgithub.com/gridlark/sheetgate/internal/config\t0.030s\n"
         "ok  \tgithub.com/gridlark/sheetgate/internal/schema\t0.041s\nok  \tgithub.com/gridlark/sheetgate/internal/xlsx\t2.114s\n"
         "total 18212\ndrwxr-xr-x 2 dev dev     4096 Oct 13 10:02 .\ndrwxr-xr-x 9 dev dev     4096 Oct 13 10:02 ..\n"
         "-rwxr-xr-x 1 dev dev 18640384 Oct 13 10:02 sheetgate.exe"),
        ("assistant", "Tests pass and the Windows binary builds with CGO disabled. Interesting that CI runs with "
                      "`CGO_ENABLED: 1` — that's only needed for `-race`. By the way, excelize has an optional "
                      "faster number formatting path via a cgo library..."),
        ("user", "nope. rule of thumb here: no cgo in the shipped binary, ever. it has to cross compile from linux "
                 "to the customers windows boxes with CGO_ENABLED=0. race in CI is the only place cgo is on"),
        ("assistant", "Clear, no cgo. Leaving the pure-Go path."),
        ("user", "ok now the /rows endpoint, it returns everything at once. add paging. limit + offset"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/api/rows.go\n...\n*** End Patch"},
         "Success. Updated the following files:\nM internal/api/rows.go\nM internal/api/rows_test.go\nM docs/api.md"),
        ("tool", "shell", sh("go test ./internal/api/ -run Rows -v 2>&1 | tail -8"),
         "=== RUN   TestRowsPaging/default_limit\n=== RUN   TestRowsPaging/explicit_limit\n"
         "=== RUN   TestRowsPaging/limit_over_max_clamped\n=== RUN   TestRowsPaging/negative_offset_400\n"
         "--- PASS: TestRowsPaging (0.02s)\n--- PASS: TestConcurrentRows (0.39s)\nPASS\n"
         "ok  \tgithub.com/gridlark/sheetgate/internal/api\t0.463s"),
        ("assistant", "Paging is in: `GET /rows?limit=&offset=`. I set the default limit to 100 and clamp it "
                      "at a maximum of 1000 rows per page; a negative offset returns 400. The response "
                      "carries `next_offset` (null on the last page). Documented in `docs/api.md`."),
        ("user", "fine. rename Server.handleRows to Server.listRows"),
        ("tool", "shell", sh("gofmt -r 'handleRows -> listRows' -w internal/api && go build ./..."), ""),
        ("user", "also could you look at why the docker image is 300mb... actually never mind, another day"),
        ("assistant", "Sure, leaving it. Want me to commit the three changes separately (race fix, excelize, "
                      "paging)?"),
        ("user", "yes 3 commits"),
        ("tool", "shell", sh("git log --oneline -3"), "a91c0de api: page /rows (limit/offset)\n"
         "5d2e77f xlsx: switch to excelize streaming Rows() (200MB sheet: 9.8GB -> 88MB)\n"
         "0b4f1a3 schema: guard cache map with RWMutex (data race in CI)"),
        ("user", "thanks 👍"),
    ],
    "facts": [
        fact("race-fix", "CI data race: schema.Cache's map was read and written concurrently from request goroutines; "
             "guarded with a sync.RWMutex (singleflight declined).", "bugfix", "assistant",
             [["RWMutex", "sync.RWMutex"], "Cache"]),
        fact("excelize", "Spreadsheets are read with excelize's streaming Rows() instead of tealeg/xlsx: 88MB vs 9.8GB "
             "for a 200MB sheet.", "decision", "user", ["excelize", "Rows()"]),
        fact("go-122", "go.mod stays on Go 1.22: the CI image golang:1.22-bookworm and the customer build box use it; "
             "no bump until both change.", "config", "user", ["1.22"]),
        fact("no-cgo", "No cgo in the shipped binary: it must cross-compile to the customers' Windows boxes with "
             "CGO_ENABLED=0; only the CI race run uses cgo.", "rule", "user", [["cgo", "CGO_ENABLED=0"]],
             remember=True),
        fact("paging", "/rows pages with limit and offset: default limit 100, clamped at 1000, negative offset is 400.",
             "config", "assistant", ["100", "1000"]),
    ],
    "optional": [
        opt("rename", "The handler is Server.listRows.", ["listRows"]),
    ],
    "questions": [
        q("What caused the CI race failure?", "concurrent map access in schema Cache; RWMutex", ["race-fix"]),
        q("Which xlsx library do we use and why?", "excelize streaming Rows, far less memory", ["excelize"]),
        q("Can I enable cgo for a faster path?", "no, must cross-compile with CGO_ENABLED=0", ["no-cgo"]),
        q("What are the paging limits of /rows?", "default 100, max 1000", ["paging"]),
    ],
}

FORTRAN = {
    "id": "h7-cx-driftsim-warnings",
    "project": "/home/dev/driftsim",
    "start": datetime(2026, 10, 15, 15, 30, 0),
    "about": "Fortran ocean drift model; nothing durable: explains a gfortran warning, reruns make, a git log "
             "question, thanks",
    "facts": [],
    "optional": [],
    "questions": [],
    "steps": [
        ("user", "hey, what does this warning mean, it shows on every build"),
        ("tool", "shell", sh("make 2>&1 | tail -12"),
         "gfortran -O2 -g -fcheck=bounds -Wall -c src/advect.f90 -o build/advect.o\n"
         "src/advect.f90:142:23:\n\n  142 |       real(dp) :: dtmin, courant\n      |                       1\n"
         "Warning: Unused variable 'courant' declared at (1) [-Wunused-variable]\n"
         "src/advect.f90:201:10:\n\n  201 |     if (u(i,j) == 0.0_dp) cycle\n      |          1\n"
         "Warning: Equality comparison for REAL(8) at (1) [-Wcompare-reals]\n"
         "gfortran -O2 -g -o bin/driftsim build/*.o -lnetcdff -lnetcdf\nmake: Leaving directory '/home/dev/driftsim'"),
        ("assistant", "Two separate warnings:\n\n- `courant` on line 142 is declared but never used — probably "
                      "left over from when the CFL check lived in this routine.\n- Line 201 compares a "
                      "`real(dp)` with `==`. gfortran warns because exact float equality is usually a bug; here "
                      "it's a deliberate skip of exactly-zero velocity cells, so it's harmless.\n\nNeither "
                      "changes the results. I could remove `courant` and rewrite the comparison as "
                      "`abs(u(i,j)) < tiny(1.0_dp)` to silence both."),
        ("user", "eh leave 201, just drop the unused var and rebuild"),
        ("tool", "shell", sh("sed -i '142s/, courant//' src/advect.f90 && make 2>&1 | grep -c Warning"), "1"),
        ("assistant", "One warning left (the deliberate comparison)."),
        ("user", "who touched advect last? git log"),
        ("tool", "shell", sh("git log --oneline -4 -- src/advect.f90"),
         "e41b0aa tidy advect loops\n7f2c9d1 semi-lagrangian option\n3a0e512 fix halo exchange order\n11c8f70 initial import"),
        ("assistant", "Last four commits on `src/advect.f90` are above; the most recent is `e41b0aa tidy advect loops`."),
        ("user", "ok cheers"),
    ],
}

SESSIONS = [CLJ, ERL, GO, FORTRAN]
