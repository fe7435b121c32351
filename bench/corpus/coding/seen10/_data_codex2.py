"""Codex sessions of the h10 split, part two (invoicing and chat)."""

from __future__ import annotations

from datetime import datetime

from _common import F, O, Q


def _sh(cmd: str) -> dict:
    return {"command": ["bash", "-lc", cmd]}


_PHPUNIT = """PHPUnit 11.4.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.13
Configuration: /var/www/ledgerleaf/phpunit.xml.dist

...............................F.........................  57 / 63 ( 90%)
......                                                     63 / 63 (100%)

Time: 00:02.114, Memory: 38.00 MB

There was 1 failure:

1) App\\Tests\\Invoice\\TotalsTest::testVatMatchesAccountantSheet
Failed asserting that 12483 matches expected 12484.

/var/www/ledgerleaf/tests/Invoice/TotalsTest.php:41

FAILURES!
Tests: 63, Assertions: 214, Failures: 1."""

SYMFONY = {
    "id": "h10-cx-symfony-invoice-vat",
    "project": "/var/www/ledgerleaf",
    "start": datetime(2026, 11, 26, 15, 30),
    "about": "PHP Symfony invoicing; VAT rounding cause + fix; numbering scheme decided; a money library "
             "proposed and never answered; 'just so you know for next time' remember request; env var reported",
    "steps": [
        ("user", "Hi there. The accountant says our VAT is off by a cent on some invoices. Test reproduces it:"),
        ("tool", "shell", _sh("php bin/phpunit"), _PHPUNIT),
        ("tool", "shell", _sh("sed -n 20,45p src/Invoice/Totals.php"),
         "foreach ($invoice->lines() as $line) {\n    $net += $line->netCents();\n"
         "    $vat += (int) round($line->netCents() * $line->vatRate() / 100);\n}"),
        ("assistant", "We round VAT per line and then sum, while the accountant's sheet (and the tax office's rule "
         "for our invoices) rounds once on the total per VAT rate. With many small lines the per-line roundings "
         "drift by a cent. Fix: group net amounts by VAT rate, sum, then round once per rate. Also, we could "
         "switch money handling to `brick/money` for this kind of thing."),
        ("user", "group by rate, round per rate, yes"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/Invoice/Totals.php\n-    $vat += (int) round(...);\n"
                                 "+    $netByRate[$line->vatRate()] = ($netByRate[$line->vatRate()] ?? 0) + $line->netCents();\n"
                                 "+foreach ($netByRate as $rate => $n) { $vat += (int) round($n * $rate / 100, 0, PHP_ROUND_HALF_UP); }"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("php bin/phpunit"), "OK (63 tests, 214 assertions)"),
        ("assistant", "Green. VAT is now rounded once per rate on the summed net (half-up)."),
        ("user", "Good. Next: invoice numbers. Right now it's the auto-increment id, auditors don't like the gaps. "
         "What do you suggest?"),
        ("assistant", "Two options: (1) a counter row per year locked with `SELECT ... FOR UPDATE` inside the "
         "transaction that finalises the invoice — gapless, format `INV-2026-00042`; (2) a Postgres sequence per "
         "year — simple, but sequences are not transactional, so a rollback leaves a gap."),
        ("user", "1, auditors need gapless. and only assign the number when the invoice is finalised, drafts don't "
         "get one. just so you know for next time: a sent invoice is never edited, not even a typo — corrections "
         "are always a credit note plus a new invoice, that's legal here"),
        ("tool", "apply_patch", {"patch": "*** Add File: src/Invoice/NumberAllocator.php\n+final class NumberAllocator { ... 'INV-%d-%05d' ... }\n"
                                 "*** Add File: migrations/Version20261126153800.php\n+CREATE TABLE invoice_counter (year INT PRIMARY KEY, last INT NOT NULL)"},
         "Success. Updated 2 files."),
        ("tool", "shell", _sh("php bin/console doctrine:migrations:migrate -n && php bin/phpunit --filter Number"),
         "[notice] Migrating up to DoctrineMigrations\\Version20261126153800\n[notice] finished in 41.2ms, used 22M memory, "
         "1 migrations executed, 1 sql queries\nOK (4 tests, 11 assertions)"),
        ("assistant", "`NumberAllocator` assigns `INV-YYYY-NNNNN` at finalisation from a per-year `invoice_counter` "
         "row locked FOR UPDATE. The PDF job that runs after finalising reads its queue from "
         "`MESSENGER_TRANSPORT_DSN`, which I set to `doctrine://default?queue_name=invoices` in `.env`."),
        ("user", "thanks!"),
    ],
    "facts": [
        F("vat-round", "VAT was off by a cent because it was rounded per line; now net is summed per VAT rate and "
          "rounded once per rate (half-up).", "bugfix", "assistant", ["VAT", ["per rate", "per line"]]),
        F("gapless", "Invoice numbers INV-YYYY-NNNNN are gapless from a per-year invoice_counter row locked FOR "
          "UPDATE (not a Postgres sequence), assigned only at finalisation.", "decision", "user",
          [["invoice_counter", "NumberAllocator", "gapless"], ["finalised", "finalisation"]]),
        F("no-edit-sent", "A sent invoice is never edited; corrections are a credit note plus a new invoice.", "rule",
          "user", ["credit note"], True),
        F("messenger-dsn", "MESSENGER_TRANSPORT_DSN is doctrine://default?queue_name=invoices in .env.", "config",
          "assistant", ["MESSENGER_TRANSPORT_DSN", "queue_name=invoices"]),
    ],
    "optional": [
        O("php", "The app runs PHP 8.3 with PHPUnit 11.", ["8.3"]),
    ],
    "questions": [
        Q("Why was VAT a cent off?", "rounded per line instead of once per rate", ["vat-round"]),
        Q("How are invoice numbers allocated?", "per-year counter locked FOR UPDATE at finalisation, gapless",
          ["gapless"]),
        Q("Customer found a typo on a sent invoice, can I fix it?", "no, credit note and new invoice",
          ["no-edit-sent"]),
    ],
}

_SBT = """[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 21.0.5)
[info] loading project definition from /home/nadia/src/murmur/project
[info] compiling 38 Scala sources to /home/nadia/src/murmur/target/scala-3.3.4/classes ...
[warn] -- Deprecation Warning: src/main/scala/murmur/room/RoomActor.scala:77:6
[warn] 77 |      Await.result(history.load(roomId), 5.seconds)
[info] done compiling
[info] RoomActorSpec:
[info] - should broadcast to all members
[info] - should persist history *** FAILED *** (5 seconds, 12 milliseconds)
[info]   java.util.concurrent.TimeoutException: Future timed out after [5 seconds]
[info] ClusterShardingSpec:
[info] - should route room messages to one shard region
[info] Tests: succeeded 11, failed 1, canceled 0, ignored 0, pending 0
[error] Failed tests:
[error] 	murmur.room.RoomActorSpec"""

SCALA = {
    "id": "h10-cx-scala-pekko-chat",
    "project": "/home/nadia/src/murmur",
    "start": datetime(2026, 11, 27, 10, 0),
    "about": "Scala chat on Akka->Pekko; markdown-heavy assistant; license reason for the move; blocking Await "
             "as root cause of a timeout; 'please remember' rule; cluster port reported after edit",
    "steps": [
        ("user", "Hey! Two things today: the history test times out, and I want to talk about the Akka license thing."),
        ("tool", "shell", _sh("sbt test"), _SBT),
        ("assistant", "### History test\n\n`RoomActor` line 77 calls `Await.result(history.load(roomId), 5.seconds)` "
         "inside `receive`. That blocks the dispatcher thread; the history load itself runs on the same default "
         "dispatcher, so under the test's small pool it can never complete → timeout.\n\n**Fix**: `pipeTo self` "
         "and handle a `HistoryLoaded` message.\n\n### License\n\nAkka 2.7+ is under the BSL; your options:\n"
         "- stay on Akka 2.6.x (Apache 2, no more fixes)\n- buy a license\n- move to **Apache Pekko** 1.1 "
         "(fork of 2.6, Apache 2, mostly a package rename `akka` → `org.apache.pekko`)"),
        ("user", "Pekko. we're a two-person company, no budget for the license and 2.6 is a dead end. do the "
         "pipeTo fix first though.\n\nand please remember, for this whole codebase: no Await anywhere in actor "
         "code, ever. pipeTo or ask, nothing blocking"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/main/scala/murmur/room/RoomActor.scala\n"
                                 "-      Await.result(history.load(roomId), 5.seconds)\n+      history.load(roomId).map(HistoryLoaded(_)).pipeTo(self)"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("sbt 'testOnly murmur.room.RoomActorSpec'"),
         "[info] RoomActorSpec:\n[info] - should broadcast to all members\n[info] - should persist history\n"
         "[info] Tests: succeeded 2, failed 0"),
        ("tool", "shell", _sh("scalafix --rules=PekkoMigration && sed -i 's/akka {/pekko {/' src/main/resources/application.conf"),
         "Running PekkoMigration on 38 files ... rewrote 31 files"),
        ("tool", "apply_patch", {"patch": "*** Update File: build.sbt\n-  \"com.typesafe.akka\" %% \"akka-cluster-sharding-typed\" % \"2.6.21\"\n"
                                 "+  \"org.apache.pekko\" %% \"pekko-cluster-sharding-typed\" % \"1.1.2\"\n"
                                 "*** Update File: src/main/resources/application.conf\n-    canonical.port = 2552\n+    canonical.port = 25520\n"
                                 "+  cluster.downing-provider-class = \"org.apache.pekko.cluster.sbr.SplitBrainResolverProvider\"\n"
                                 "+  cluster.split-brain-resolver.active-strategy = keep-majority"},
         "Success. Updated 2 files."),
        ("tool", "shell", _sh("sbt test"), "[info] Tests: succeeded 12, failed 0, canceled 0, ignored 0, pending 0\n[success] Total time: 38 s"),
        ("assistant", "## Done\n\n- **History timeout**: caused by `Await.result` blocking the dispatcher in "
         "`RoomActor`; now `pipeTo(self)`.\n- **Pekko**: `pekko-cluster-sharding-typed` **1.1.2**, imports rewritten.\n"
         "- `application.conf`:\n  - `canonical.port = 25520`\n  - split brain resolver with `keep-majority`\n\n"
         "All 12 tests pass. Want me to update the Dockerfile's `EXPOSE` too?"),
        ("user", "yes pls, and thanks!"),
        ("tool", "apply_patch", {"patch": "*** Update File: Dockerfile\n-EXPOSE 8080 2552\n+EXPOSE 8080 25520"},
         "Success. Updated 1 file."),
        ("assistant", "Dockerfile updated. Happy to help!"),
    ],
    "facts": [
        F("pekko", "murmur moves from Akka to Apache Pekko (1.1.2) because there is no budget for the Akka BSL "
          "license and Akka 2.6 is a dead end.", "decision", "user", ["Pekko", ["license", "BSL"]]),
        F("await-timeout", "The history test timed out because RoomActor blocked the dispatcher with Await.result; "
          "fixed with pipeTo(self).", "bugfix", "assistant", ["Await", "pipeTo"]),
        F("no-await", "No Await anywhere in actor code: use pipeTo or ask, nothing blocking.", "rule", "user",
          ["Await", ["actor", "actors"]], True),
        F("port-25520", "Cluster canonical.port is 25520 (also EXPOSEd in the Dockerfile).", "config", "assistant",
          [["canonical.port", "port"], "25520"]),
        F("sbr", "The cluster uses the split brain resolver with keep-majority.", "config", "assistant",
          ["keep-majority"]),
    ],
    "optional": [
        O("scala", "The build is Scala 3.3.4 on sbt 1.10.5 and Java 21.", ["3.3.4"]),
    ],
    "questions": [
        Q("Why did we move off Akka?", "Akka BSL license, no budget; Pekko", ["pekko"]),
        Q("Which port does the cluster listen on?", "25520", ["port-25520"]),
        Q("Can I use Await.result in an actor?", "no, pipeTo or ask", ["no-await"]),
    ],
}

