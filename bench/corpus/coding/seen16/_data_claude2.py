"""Claude Code sessions of h16, part two (bell-ringing explainer, timetable printer, vineyard mesh, food bank)."""

from __future__ import annotations

from datetime import datetime

from _common import a, fact, opt, q, tool, u

_PROVE_ERL = """-module(prove).
-export([prove/2]).

%% A touch is true when no row repeats before rounds comes up again.
prove(Method, Calls) ->
    Rows = rows(Method, Calls, rounds(stage(Method)), []),
    check(Rows, sets:new([{version, 2}])).

check([], _Seen) -> true;
check([Row | Rest], Seen) ->
    case sets:is_element(Row, Seen) of
        true  -> {false, Row};
        false -> check(Rest, sets:add_element(Row, Seen))
    end.
"""

BELLS = {
    "id": "h16-cc-bells-explain",
    "project": "/home/ruth/erl/changeringer",
    "start": datetime(2026, 4, 3, 19, 0),
    "about": "Erlang bell-ringing method checker; assistant explains code at length (full of must/always/never); nothing decided",
    "steps": [
        u("hi, I inherited this from the tower's previous webmaster. can you explain how prove.erl works? I dont "
          "write erlang"),
        tool("Read", {"file_path": "src/prove.erl"}, _PROVE_ERL),
        a("Sure! Here's the walk-through.\n\n**What it checks.** In change ringing, a *touch* is true if no row "
          "(an ordering of the bells) is rung twice before the bells come back to *rounds* (1234…). `prove/2` "
          "takes a method (its place notation) and a list of calls (bobs/singles) and answers `true` or "
          "`{false, Row}` with the first repeated row.\n\n"
          "**How.** `rows/4` generates every row of the touch, starting from rounds for the method's stage. "
          "Then `check/2` walks the list keeping a set of rows already seen:\n\n"
          "- an empty list means we never saw a repeat → `true`\n"
          "- otherwise, if the head is already in the set → `{false, Row}`\n"
          "- else add it and recurse on the tail.\n\n"
          "**Erlang bits that look odd.** Variables must start with a capital letter and can never be reassigned, "
          "which is why the set is passed along as a new value each time instead of being mutated. Function "
          "clauses are tried top to bottom, so the `[]` clause always matches first for the empty list. "
          "`sets:new([{version, 2}])` picks the newer map-based set implementation; it must be used the same way "
          "as the old one, it's just faster.\n\n"
          "The recursion is tail-recursive — the recursive call is the last thing the clause does — so it "
          "runs in constant stack even for a 5040-row peal of Stedman Triples."),
        u("ok that makes sense. what's rows/4 doing with the calls list?"),
        a("`rows/4` consumes the method's place notation one *lead* at a time. At the end of each lead it looks at "
          "the head of `Calls`: `plain` uses the normal lead-end notation, `bob` and `single` swap in the call's "
          "notation instead. It accumulates rows in reverse (prepending is O(1) in Erlang) and reverses once "
          "at the end. When `Calls` runs out it stops as soon as the row equals rounds; if it never does within "
          "the method's maximum lead count it returns what it has and `check/2` will still report any repeat."),
        u("great, thank you! that's all I needed for tonight"),
        a("You're welcome — always happy to help. Enjoy practice night!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


PASCAL = {
    "id": "h16-cc-pascal-timetable",
    "project": "/home/kwame/school/stundenplan",
    "start": datetime(2026, 4, 9, 15, 20),
    "about": "Pascal school-timetable printer; short; 'never ever' rule about PRINTDEF.INC; FPC mode; abandoned with 'gtg, later'",
    "steps": [
        u("hi. fpc build fails after I moved to the new laptop. also never ever touch PRINTDEF.INC — the dot matrix "
          "in the staff room depends on those exact column widths, last time it printed garbage for a week"),
        tool("Bash", {"command": "fpc -Mtp -O2 stundenplan.pas"},
             "Free Pascal Compiler version 3.2.2+dfsg-32 [2024/01/05] for x86_64\nCopyright (c) 1993-2021 by Florian Klaempfl and others\n"
             "Target OS: Linux for x86-64\nCompiling stundenplan.pas\nCompiling raster.pas\n"
             "raster.pas(14,3) Fatal: Can't find unit Printer used by Raster\nFatal: Compilation aborted\n"
             "Error: /usr/bin/ppcx64 returned an error exitcode"),
        a("Understood, PRINTDEF.INC stays untouched.\n\nThe failure is `Can't find unit Printer`: on Debian the "
          "`Printer` unit lives in `fp-units-misc`, which the new laptop doesn't have. The build command itself "
          "(`fpc -Mtp -O2`, Turbo Pascal mode) is fine."),
        tool("Bash", {"command": "sudo apt-get install -y fp-units-misc && fpc -Mtp -O2 stundenplan.pas | tail -3"},
             "Setting up fp-units-misc-3.2.2 (3.2.2+dfsg-32) ...\nLinking stundenplan\n1823 lines compiled, 0.4 sec"),
        a("Builds now: installing `fp-units-misc` brought the `Printer` unit back. Want me to add that package to the "
          "README's setup list?"),
        u("yes and then lets look at why week B prints on 2 pages"),
        a("Added to README under *Setup*. For week B, the first thing I'd check is the row count in `raster.pas`…"),
        u("gtg, later"),
    ],
    "facts": [
        fact("printdef", "Never touch PRINTDEF.INC: the staff-room dot matrix printer depends on its exact column widths.",
             "rule", "user", ["PRINTDEF.INC"], remember=True),
        fact("fp-units-misc", "Building needs the Debian package fp-units-misc (it provides the Printer unit).",
             "bugfix", "assistant", ["fp-units-misc"]),
    ],
    "optional": [
        opt("fpc-cmd", "Build command: fpc -Mtp -O2 stundenplan.pas (Free Pascal 3.2.2).", ["-Mtp"]),
    ],
    "questions": [
        q("Can I change PRINTDEF.INC?", "never, staff-room printer depends on column widths", ["printdef"]),
        q("Why does fpc say it can't find unit Printer?", "install fp-units-misc", ["fp-units-misc"]),
    ],
}


_AKKA_TRACE = """2026-05-02 03:14:07.882 ERROR [vinemesh-akka.actor.default-dispatcher-7] a.a.OneForOneStrategy akka://vinemesh/user/gateway/R12-V040 - Ask timed out on [Actor[akka://vinemesh/user/store#-1022941]] after [5000 ms]. Message of type [vinemesh.store.Persist]. A typical reason for `AskTimeoutException` is that the recipient actor didn't send a reply.
akka.pattern.AskTimeoutException: Ask timed out on [Actor[akka://vinemesh/user/store#-1022941]] after [5000 ms]
\tat akka.pattern.PromiseActorRef$.$anonfun$defaultOnTimeout$1(AskSupport.scala:675)
\tat akka.actor.Scheduler$$anon$4.run(Scheduler.scala:171)
\tat scala.concurrent.ExecutionContext$parasitic$.execute(ExecutionContext.scala:222)
\tat akka.actor.LightArrayRevolverScheduler$TaskHolder.executeTask(LightArrayRevolverScheduler.scala:365)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
2026-05-02 03:14:07.901 WARN  [vinemesh-akka.actor.default-dispatcher-3] v.g.Gateway - host=mesh-gw-02.vineyard.lan jvm=21.0.3 akka=2.6.21 scala=2.13.14 backlog=1184 readings
2026-05-02 03:14:09.004 WARN  [vinemesh-akka.actor.default-dispatcher-7] c.z.h.p.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).
2026-05-02 03:14:12.440 ERROR [vinemesh-akka.actor.default-dispatcher-2] a.a.OneForOneStrategy akka://vinemesh/user/gateway/R07-V112 - Ask timed out on [Actor[akka://vinemesh/user/store#-1022941]] after [5000 ms].
"""

_THREADS = "\n".join(
    [f'"vinemesh-akka.actor.default-dispatcher-{i}" #{30 + i} prio=5 os_prio=0 cpu=8123.44ms elapsed=9123.10s waiting on condition\n'
     "   java.lang.Thread.State: RUNNABLE\n\tat java.net.SocketInputStream.socketRead0(Native Method)\n"
     "\tat org.postgresql.core.VisibleBufferedInputStream.readMore(VisibleBufferedInputStream.java:161)\n"
     "\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)\n"
     "\tat vinemesh.store.StoreActor$$anonfun$receive$1.applyOrElse(StoreActor.scala:48)"
     for i in range(2, 10)])

VINE = {
    "id": "h16-cc-vineyard-mesh",
    "project": "/home/lea/work/vinemesh",
    "start": datetime(2026, 5, 2, 8, 10),
    "about": "Scala Akka vineyard sensor mesh; long pasted trace with hosts/versions; root cause blocking JDBC on default dispatcher; remember as item 3 of a numbered list; Pekko proposal put off; several one-offs",
    "steps": [
        u("gateway fell over again last night at 3am. trace:\n\n" + _AKKA_TRACE),
        a("Good morning. Two signals in there: asks to the `store` actor time out after 5000 ms, and Hikari reports "
          "*thread starvation* on a default-dispatcher thread. That combination usually means the default "
          "dispatcher is busy doing blocking work. Can I take a thread dump from the running gateway?"),
        u("yes, its mesh-gw-02"),
        tool("Bash", {"command": "ssh mesh-gw-02.vineyard.lan 'jcmd $(pgrep -f vinemesh) Thread.print' | grep -A5 default-dispatcher | head -60"},
             _THREADS),
        a("Every default-dispatcher thread (2–9) is parked in `PgPreparedStatement.executeUpdate` called from "
          "`StoreActor.scala:48`.\n\n**Root cause:** `StoreActor` does its JDBC writes synchronously on Akka's "
          "default dispatcher. At 03:00 the nightly backlog flush (1184 readings) arrives, all eight default "
          "threads block on Postgres, nothing is left to process messages, and every `ask` to the store times out.\n\n"
          "**Fix:** run `StoreActor` on a dedicated dispatcher for blocking IO — a `thread-pool-executor` with a "
          "fixed pool — so the default dispatcher stays free. Raising the ask timeout would only hide it."),
        u("ok. do the dispatcher. how big"),
        a("Hikari's pool is 10 connections, so a fixed pool of 10 threads matches it: more threads would just wait "
          "on connections."),
        u("k"),
        tool("Edit", {"file_path": "src/main/resources/application.conf", "old_string": "akka {",
                      "new_string": "blocking-io-dispatcher {\n  type = Dispatcher\n  executor = \"thread-pool-executor\"\n  thread-pool-executor { fixed-pool-size = 10 }\n  throughput = 1\n}\n\nakka {"},
             "The file src/main/resources/application.conf has been updated."),
        tool("Edit", {"file_path": "src/main/scala/vinemesh/Main.scala",
                      "old_string": "system.actorOf(StoreActor.props(ds), \"store\")",
                      "new_string": "system.actorOf(StoreActor.props(ds).withDispatcher(\"blocking-io-dispatcher\"), \"store\")"},
             "The file src/main/scala/vinemesh/Main.scala has been updated."),
        tool("Bash", {"command": "sbt -batch test"},
             "[info] welcome to sbt 1.10.1 (Eclipse Adoptium Java 21.0.3)\n[info] loading project definition from /home/lea/work/vinemesh/project\n"
             "[info] compiling 2 Scala sources to /home/lea/work/vinemesh/target/scala-2.13/classes ...\n"
             "[info] GatewaySpec:\n[info] - must forward readings to store\n[info] - must batch backlog after reconnect\n"
             "[info] StoreSpec:\n[info] - must persist readings\n[info] - must never drop a reading on retry\n"
             "[info] BacklogFlushSpec:\n[info] - must survive 2000 readings flush without ask timeout\n"
             "[info] Run completed in 7 seconds, 311 milliseconds.\n[info] Total number of tests run: 5\n"
             "[info] All tests passed.\n[success] Total time: 19 s"),
        a("`StoreActor` now runs on `blocking-io-dispatcher` (fixed pool of 10, same as Hikari). I added "
          "`BacklogFlushSpec`, which replays a 2000-reading flush: it timed out before the change and passes now.\n\n"
          "Side note: Akka 2.6.21 is the last Apache-2.0 release; newer Akka is under the BSL. If you ever want "
          "upgrades, Apache Pekko is the drop-in fork. Not urgent."),
        u("not now. ok list for today:\n1. deploy this to mesh-gw-02 only, not 01\n2. the soil moisture chart has the "
          "wrong y label, should be % vol not %\n3. remember: sensor ids are row-vine like R12-V040 and we never "
          "renumber them, even when vines get replanted. the old data is keyed on them\n4. coffee"),
        tool("Bash", {"command": "sbt -batch 'Universal/packageZipTarball' && scp target/universal/vinemesh-1.8.3.tgz mesh-gw-02.vineyard.lan:/opt/vinemesh/releases/ && ssh mesh-gw-02.vineyard.lan 'sudo /opt/vinemesh/bin/activate 1.8.3'"},
             "[info] Wrote /home/lea/work/vinemesh/target/universal/vinemesh-1.8.3.tgz\n[success] Total time: 11 s\n"
             "vinemesh-1.8.3.tgz                                100%   48MB  61.2MB/s   00:00\n"
             "activate: stopping vinemesh.service\nactivate: linking /opt/vinemesh/current -> releases/1.8.3\n"
             "activate: starting vinemesh.service\nactivate: health check http://localhost:8558/ready ... ok"),
        tool("Edit", {"file_path": "web/src/charts/soil.ts", "old_string": "yLabel: '%'", "new_string": "yLabel: '% vol'"},
             "The file web/src/charts/soil.ts has been updated."),
        a("1. Deployed 1.8.3 to mesh-gw-02 only; health check ok. 01 untouched.\n2. Soil moisture y label is now "
          "`% vol`.\n3. Noted: sensor ids are `R<row>-V<vine>` (e.g. R12-V040) and are never renumbered, even after "
          "replanting, because historical data is keyed on them.\n4. That one's on you ☕"),
        u("haha. thx"),
        u("can you check the gateway in like an hour"),
        a("I can't schedule myself, but when you're back just say so and I'll pull the logs for the 03:00 window "
          "and the last hour."),
        u("fair. later then"),
        u("back. check gw-02 now pls"),
        tool("Bash", {"command": "ssh mesh-gw-02.vineyard.lan 'journalctl -u vinemesh --since -70min | grep -cE \"AskTimeout|starvation\"; journalctl -u vinemesh --since -70min | tail -6'"},
             "0\nMay 02 10:21:40 mesh-gw-02 vinemesh[20911]: INFO v.g.Gateway - readings=312 backlog=0 dispatcher=blocking-io-dispatcher active=1/10\n"
             "May 02 10:22:40 mesh-gw-02 vinemesh[20911]: INFO v.g.Gateway - readings=318 backlog=0 dispatcher=blocking-io-dispatcher active=0/10\n"
             "May 02 10:23:40 mesh-gw-02 vinemesh[20911]: INFO v.g.Gateway - readings=305 backlog=0 dispatcher=blocking-io-dispatcher active=2/10\n"
             "May 02 10:24:40 mesh-gw-02 vinemesh[20911]: WARN v.s.Lora - node R03-V009 rssi=-121 dBm, link budget must stay above -120 dBm\n"
             "May 02 10:25:40 mesh-gw-02 vinemesh[20911]: INFO v.g.Gateway - readings=321 backlog=0 dispatcher=blocking-io-dispatcher active=1/10\n"
             "May 02 10:26:40 mesh-gw-02 vinemesh[20911]: INFO v.g.Gateway - readings=299 backlog=0 dispatcher=blocking-io-dispatcher active=0/10"),
        a("Clean: 0 ask timeouts or starvation warnings in the last 70 minutes, the blocking pool peaks at 2/10. The "
          "only warning is R03-V009's weak radio link (-121 dBm), which is a hardware/antenna thing."),
        u("yeah R03 is behind the shed, known. ok the 3am flush still dumps 1100+ rows in one go tho. can we batch it"),
        a("Yes — `BacklogFlush` sends everything as one `Persist` per reading at once. I'd send them in batches of "
          "200 with one multi-row `INSERT` per batch: a 1184-reading flush becomes 6 statements, each well under "
          "the 5 s ask timeout, and it's small enough that a failure only retries 200 rows."),
        u("ok do that"),
        tool("Edit", {"file_path": "src/main/scala/vinemesh/gateway/BacklogFlush.scala",
                      "old_string": "readings.foreach(r => store ! Persist(r))",
                      "new_string": "readings.grouped(FlushBatchSize).foreach(b => store ! PersistBatch(b))"},
             "The file src/main/scala/vinemesh/gateway/BacklogFlush.scala has been updated."),
        tool("Bash", {"command": "sbt -batch 'testOnly *Flush* *Store*'"},
             "[info] BacklogFlushSpec:\n[info] - must survive 2000 readings flush without ask timeout\n"
             "[info] - must send 2000 readings as 10 batches of 200\n[info] StoreSpec:\n[info] - must persist readings\n"
             "[info] - must persist a batch in one statement\n[info] - must never drop a reading on retry\n"
             "[info] Tests: succeeded 5, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 14 s"),
        a("Backlog flush now sends `PersistBatch` in groups of `FlushBatchSize = 200` (in `application.conf` as "
          "`vinemesh.flush.batch-size = 200`), one multi-row INSERT each. Tests pass. Not deployed yet."),
        u("deploy tomorrow. cheers"),
    ],
    "facts": [
        fact("blocking-cause", "Gateway ask timeouts at 03:00 were caused by StoreActor doing blocking JDBC writes on the Akka default dispatcher during the nightly backlog flush.",
             "bugfix", "assistant", ["JDBC", "default dispatcher"]),
        fact("blocking-fix", "StoreActor runs on blocking-io-dispatcher, a fixed thread pool of 10 matching the Hikari pool size.",
             "bugfix", "assistant", ["blocking-io-dispatcher"]),
        fact("sensor-ids", "Sensor ids are row-vine (e.g. R12-V040) and are never renumbered, even after replanting; historical data is keyed on them.",
             "rule", "user", ["R12-V040", "renumber"], remember=True),
        fact("deploy-02", "Release 1.8.3 with the dispatcher fix is deployed only to mesh-gw-02, not mesh-gw-01.",
             "fact", "user", ["mesh-gw-02", "1.8.3"]),
        fact("batch", "The nightly backlog flush is sent in batches of 200 readings (vinemesh.flush.batch-size), one multi-row INSERT each, so no batch nears the 5 s ask timeout.",
             "decision", "assistant", ["200", ["batch-size", "batches"]]),
    ],
    "optional": [
        opt("akka-ver", "vinemesh runs Akka 2.6.21 (last Apache-2.0 release) on Java 21 / Scala 2.13.14.", ["2.6.21"]),
        opt("soil-label", "Soil moisture chart unit is % vol.", ["% vol"]),
    ],
    "questions": [
        q("Why did the gateway time out at 3am?", "blocking JDBC on the default dispatcher during backlog flush", ["blocking-cause"]),
        q("Which dispatcher does StoreActor use?", "blocking-io-dispatcher, fixed pool 10", ["blocking-fix"]),
        q("Can sensor ids be renumbered after replanting?", "never, data is keyed on them", ["sensor-ids"]),
        q("Are we moving to Pekko?", "not now", []),
        q("How big are backlog flush batches?", "200 readings", ["batch"]),
    ],
}


_PLAN = """Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:
  + create
  ~ update in-place

Terraform will perform the following actions:

  # module.db.aws_db_instance.main will be created
  + resource "aws_db_instance" "main" {
      + allocated_storage       = 20
      + backup_retention_period = 7
      + engine                  = "postgres"
      + engine_version          = "16.4"
      + instance_class          = "db.t4g.micro"
      + multi_az                = false
      + storage_encrypted       = true
      + deletion_protection     = true
    }

  # module.web.aws_lightsail_container_service.portal will be created
  + resource "aws_lightsail_container_service" "portal" {
      + name  = "volunteer-portal"
      + power = "nano"
      + scale = 1
    }

  # module.dns.aws_route53_record.portal will be updated in-place
  ~ resource "aws_route53_record" "portal" {
      ~ ttl = 3600 -> 300
    }

Plan: 2 to add, 1 to change, 0 to destroy.

Warning: Argument is deprecated
  with module.web.aws_s3_bucket.assets, on modules/web/main.tf line 12:
  Use the aws_s3_bucket_acl resource instead. This argument must not be used with provider >= 5.0.
"""

FOODBANK = {
    "id": "h16-cc-foodbank-tf",
    "project": "/home/sam/git/foodbank-infra",
    "start": datetime(2026, 5, 11, 20, 45),
    "about": "Terraform for a food bank volunteer portal; Multi-AZ rejected on cost; env dirs accepted with 'ok do that'; commit message convention; 'make a note:' remember; deprecation warning with 'must'",
    "steps": [
        u("hi! need the db for the volunteer portal in terraform. charity budget so be gentle. what would you do"),
        a("Hello! For a small Postgres on AWS, three realistic shapes:\n\n"
          "| option | approx. monthly | notes |\n|---|---|---|\n"
          "| RDS db.t4g.micro single-AZ | ~$15 | 7-day backups, a few minutes of downtime if the AZ fails |\n"
          "| RDS db.t4g.micro Multi-AZ | ~$30 | standby replica, automatic failover |\n"
          "| Aurora Serverless v2 | $45+ | scales, but the minimum ACU bills even when idle |\n\n"
          "For a volunteer rota, a few minutes of downtime is tolerable; I'd start single-AZ."),
        u("single az. multi-az doubles the bill for something that's down at 2am anyway, trustees would kill me. "
          "aurora no way"),
        a("Single-AZ `db.t4g.micro` it is. Before I write it — how do you want environments laid out? Workspaces "
          "share one backend and code path, which makes it easy to `apply` to prod by accident. I'd propose "
          "separate root dirs `envs/prod` and `envs/staging`, each with its own state, calling shared modules — "
          "a wrong `cd` is much harder to miss than a wrong workspace."),
        u("ok do that"),
        tool("Bash", {"command": "mkdir -p envs/prod envs/staging && git mv main.tf envs/prod/main.tf && ls -R envs modules"},
             "envs:\nprod  staging\n\nenvs/prod:\nmain.tf\n\nenvs/staging:\n\nmodules:\ndb  dns  web\n\nmodules/db:\n"
             "main.tf  outputs.tf  variables.tf\n\nmodules/dns:\nmain.tf\n\nmodules/web:\nmain.tf  variables.tf"),
        tool("Bash", {"command": "cd envs/prod && terraform init -input=false >/dev/null && terraform plan -input=false"}, _PLAN),
        a("Plan for `envs/prod`: creates the `db.t4g.micro` instance (Postgres 16.4, `multi_az = false`, 7-day "
          "backups, deletion protection on) and lowers the portal DNS TTL to 300. The deprecation warning is about "
          "the old inline S3 ACL in modules/web — unrelated, we can clean it up separately."),
        u("looks right. make a note: everything goes in eu-west-2, the volunteers' data has to stay in the UK "
          "(data protection thing with the council). and commit, our format is `tf(<module>): what changed` lower "
          "case no full stop"),
        tool("Bash", {"command": "grep -rn 'region' envs/prod/main.tf && git add -A && git commit -m 'tf(db): single-az postgres for volunteer portal'"},
             "envs/prod/main.tf:3:  region = \"eu-west-2\"\n[main 4e7a1c0] tf(db): single-az postgres for volunteer portal\n"
             " 5 files changed, 61 insertions(+), 12 deletions(-)\n create mode 100644 envs/prod/main.tf"),
        a("Committed as `tf(db): single-az postgres for volunteer portal`. Region in `envs/prod` is already "
          "`eu-west-2`; I'll keep every provider block and bucket there since the data has to stay in the UK."),
        u("thanks a lot!"),
    ],
    "facts": [
        fact("single-az", "The portal DB is RDS Postgres db.t4g.micro single-AZ; Multi-AZ was rejected because it doubles the cost for a charity budget, Aurora Serverless too.",
             "decision", "user", ["Multi-AZ", "db.t4g.micro"]),
        fact("env-dirs", "Environments are separate root dirs envs/prod and envs/staging with their own state, not workspaces, to avoid applying to prod by accident.",
             "decision", "assistant", ["envs/prod", "workspaces"]),
        fact("region", "Everything goes in eu-west-2: volunteers' data must stay in the UK.", "rule", "user",
             ["eu-west-2"], remember=True),
        fact("commit-fmt", "Commit messages are 'tf(<module>): what changed', lower case, no full stop.",
             "convention", "user", ["tf(<module>)"]),
    ],
    "optional": [
        opt("pg-ver", "Postgres 16.4 with 7-day backup retention.", ["16.4"]),
    ],
    "questions": [
        q("Why isn't the database Multi-AZ?", "doubles the cost, charity budget", ["single-az"]),
        q("Which AWS region?", "eu-west-2, data stays in UK", ["region"]),
        q("How are environments separated?", "envs/prod and envs/staging dirs, not workspaces", ["env-dirs"]),
        q("What format do commit messages use?", "tf(<module>): what changed, lower case", ["commit-fmt"]),
    ],
}


SESSIONS = [BELLS, PASCAL, VINE, FOODBANK]
