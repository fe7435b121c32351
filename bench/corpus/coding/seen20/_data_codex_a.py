"""Codex sessions of h20, part A."""

from datetime import datetime

from build import fact, opt, q, shell

RESERVOIR = {
    "id": "h20-cx-reservoir-cron",
    "project": "/opt/pipelines/reservoir-wq",
    "start": datetime(2026, 11, 3, 7, 55),
    "about": "Python data pipeline for reservoir water-quality sensors, non-native English: duplicate readings "
             "traced to gateway resends; move from cron to a systemd timer agreed then reversed at the end; a "
             "fouling threshold convention; long pipeline log",
    "steps": [
        ("user", "hello. we have problem in reservoir-wq since friday, the daily report show double readings for "
                 "station NW-3 and NW-4. can you look? the pipeline run from cron on this box every 15 minutes"),
        shell("crontab -l; tail -n 40 /var/log/reservoir-wq/ingest.log",
              "# m h dom mon dow command\n*/15 * * * * cd /opt/pipelines/reservoir-wq && .venv/bin/python -m "
              "rwq.ingest >> /var/log/reservoir-wq/ingest.log 2>&1\n0 5 * * * cd /opt/pipelines/reservoir-wq && "
              ".venv/bin/python -m rwq.report --yesterday\n"
              "2026-11-03 07:30:01 INFO rwq.ingest start, raw dir /srv/reservoir/raw\n"
              "2026-11-03 07:30:01 INFO found 14 new files\n2026-11-03 07:30:02 INFO NW-1 rows=60 ok\n"
              "2026-11-03 07:30:02 INFO NW-2 rows=60 ok\n2026-11-03 07:30:02 INFO NW-3 rows=120 ok\n"
              "2026-11-03 07:30:02 INFO NW-4 rows=118 ok\n2026-11-03 07:30:03 INFO SE-1 rows=60 ok\n"
              "2026-11-03 07:30:03 WARN SE-2 turbidity 4410.0 NTU at 07:21:00, flagged fouling\n"
              "2026-11-03 07:30:03 INFO SE-2 rows=60 ok\n2026-11-03 07:30:04 INFO wrote parquet "
              "station=NW-3/day=2026-11-03 (+120)\n2026-11-03 07:30:04 INFO wrote parquet station=NW-4/day="
              "2026-11-03 (+118)\n2026-11-03 07:30:05 INFO done in 3.9s\n"
              "2026-11-03 07:45:01 INFO rwq.ingest start, raw dir /srv/reservoir/raw\n"
              "2026-11-03 07:45:01 INFO found 0 new files\n2026-11-03 07:45:01 INFO done in 0.1s\n"),
        ("assistant", "NW-3 and NW-4 deliver 120 and 118 rows per 15-minute file where the others deliver 60, so "
                      "the duplicates are already in the raw files, not created by the pipeline. Let me check "
                      "one file."),
        shell("ls -la /srv/reservoir/raw/NW-3/ | tail -3; python3 - <<'EOF'\nimport csv, collections\nrows = "
              "list(csv.DictReader(open('/srv/reservoir/raw/NW-3/2026-11-03T0715.csv')))\nc = collections.Counter("
              "r['ts'] for r in rows)\nprint(len(rows), sum(1 for v in c.values() if v > 1))\nprint(rows[0]); "
              "print(rows[60])\nEOF",
              "-rw-r--r-- 1 gw gw 9911 Nov  3 07:15 2026-11-03T0700.csv\n-rw-r--r-- 1 gw gw 9904 Nov  3 07:30 "
              "2026-11-03T0715.csv\n-rw-r--r-- 1 gw gw 9920 Nov  3 07:45 2026-11-03T0730.csv\n120 60\n"
              "{'station_id': 'NW-3', 'ts': '2026-11-03T07:15:00Z', 'temp_c': '7.41', 'do_mgl': '10.8', "
              "'turbidity_ntu': '3.2', 'gw_seq': '88120'}\n{'station_id': 'NW-3', 'ts': '2026-11-03T07:15:00Z', "
              "'temp_c': '7.41', 'do_mgl': '10.8', 'turbidity_ntu': '3.2', 'gw_seq': '88120'}\n"),
        ("assistant", "Every timestamp appears twice with the same `gw_seq`, so the gateway sends each reading "
                      "twice. NW-3 and NW-4 are both on the north gateway; I'd guess its LTE link drops and it "
                      "replays its buffer on reconnect. Either way the pipeline should not trust the gateway: "
                      "dedupe on `(station_id, ts)` when reading raw files, before writing parquet. Ok?"),
        ("user", "yes, dedupe on station and ts. Milo from field team confirm the north gateway had modem "
                 "firmware update on friday, so it fits"),
        shell("apply_patch <<'EOF'\n*** Update File: rwq/ingest.py\n@@ def read_raw(path):\n-    df = "
              "pd.read_csv(path, parse_dates=['ts'])\n+    df = pd.read_csv(path, parse_dates=['ts'])\n+    # the "
              "north gateway replays readings after reconnect (since 2026-10-31 firmware)\n+    df = "
              "df.drop_duplicates(subset=['station_id', 'ts'], keep='first')\n     return df\nEOF\n"
              ".venv/bin/pytest -q tests/ 2>&1 | tail -3",
              "Success. Updated the following files:\nM rwq/ingest.py\n..........................            "
              "[100%]\n26 passed in 1.84s\n"),
        ("assistant", "Dedupe added in `read_raw`, 26 tests pass. Friday's and Monday's parquet partitions "
                      "for NW-3/NW-4 still contain the doubles; I can rewrite `station=NW-3` and `station=NW-4` "
                      "for `day=2026-10-31` to `day=2026-11-03` from the raw files. Also I noticed SE-2 "
                      "turbidity 4410 NTU flagged as fouling in the log — is that expected?"),
        ("user", "yes rewrite the partitions. SE-2 yes expected, that's how we do it: turbidity over 4000 NTU "
                 "is the sensor fouled with algae, not real water. we flag it `fouling` and keep the row, never "
                 "drop, the biologists want to see when the cleaning is needed"),
        shell(".venv/bin/python -m rwq.backfill --stations NW-3,NW-4 --from 2026-10-31 --to 2026-11-03",
              "rebuilding station=NW-3 day=2026-10-31 rows 11520 -> 5760\nrebuilding station=NW-3 day=2026-11-01 "
              "rows 11520 -> 5760\nrebuilding station=NW-3 day=2026-11-02 rows 11518 -> 5760\nrebuilding "
              "station=NW-3 day=2026-11-03 rows 3600 -> 1800\nrebuilding station=NW-4 day=2026-10-31 rows 11492 -> "
              "5746\nrebuilding station=NW-4 day=2026-11-01 rows 11520 -> 5760\nrebuilding station=NW-4 day="
              "2026-11-02 rows 11520 -> 5760\nrebuilding station=NW-4 day=2026-11-03 rows 3540 -> 1770\ndone\n"),
        ("assistant", "Partitions rebuilt; each day of NW-3/NW-4 is back to one reading per 15 s. One more "
                      "thought while we are in here: the crontab has no locking, no retry and no alert when a "
                      "run fails, and the logs are a file that grows forever. A systemd timer + service would "
                      "give us journald logs, `OnFailure=` to an alert unit, and no overlapping runs. Want me "
                      "to convert it?"),
        ("user", "hm, ok yes, convert to systemd timer, sounds better"),
        shell("cat > deploy/rwq-ingest.service <<'EOF'\n[Unit]\nDescription=reservoir-wq ingest\n"
              "OnFailure=notify-fail@%n.service\n\n[Service]\nType=oneshot\nWorkingDirectory=/opt/pipelines/"
              "reservoir-wq\nExecStart=/opt/pipelines/reservoir-wq/.venv/bin/python -m rwq.ingest\nEOF\n"
              "cat > deploy/rwq-ingest.timer <<'EOF'\n[Timer]\nOnCalendar=*:0/15\nPersistent=true\n\n[Install]\n"
              "WantedBy=timers.target\nEOF\nsystemd-analyze verify deploy/rwq-ingest.service deploy/"
              "rwq-ingest.timer",
              "deploy/rwq-ingest.service: Command /opt/pipelines/reservoir-wq/.venv/bin/python is not executable "
              "as root in the verify sandbox, ignoring.\n"),
        ("assistant", "Unit files are in `deploy/` and verify (the warning is only the sandbox). Next I would "
                      "install them with `systemctl enable --now rwq-ingest.timer` and remove the crontab line. "
                      "Shall I?"),
        ("user", "wait. I just ask Milo and he say the on-call monitoring (the cronitor thing) watches the "
                 "crontab of this box, and the field team laptops have scripts that grep the ingest.log. if we "
                 "move, all this breaks and nobody has time this month. scratch that, keep the cron job. delete "
                 "the unit files"),
        shell("rm deploy/rwq-ingest.service deploy/rwq-ingest.timer && git status --short",
              " M rwq/ingest.py\n"),
        ("assistant", "Unit files removed; the crontab stays as it is. Only the dedupe change is left to "
                      "commit."),
        ("user", "commit with message about the dedupe. thank you very much"),
        shell("git commit -qam \"ingest: dedupe raw readings on (station_id, ts); north gateway replays after "
              "reconnect\" && git log --oneline -1",
              "c1d8e52 ingest: dedupe raw readings on (station_id, ts); north gateway replays after reconnect\n"),
    ],
    "facts": [
        fact("dedupe", "Double readings for NW-3/NW-4 came from the north gateway replaying readings after "
                       "reconnect (modem firmware update); ingest now dedupes raw rows on (station_id, ts).",
             "bugfix", "assistant", [["dedupe", "drop_duplicates"], "gateway"]),
        fact("keep-cron", "The ingest keeps running from the crontab every 15 minutes; the move to a systemd timer "
                          "was reverted because the on-call monitoring (cronitor) and field-team scripts depend on "
                          "the crontab and ingest.log.", "decision", "user", ["cron", "systemd"]),
        fact("fouling", "Turbidity over 4000 NTU means the sensor is fouled; such rows are flagged fouling and "
                        "kept, never dropped.", "convention", "user", ["4000", "fouling"]),
    ],
    "optional": [
        opt("raw-dir", "Raw sensor files land in /srv/reservoir/raw.", ["/srv/reservoir/raw"]),
        opt("partitions", "Parquet is partitioned by station and day.", ["parquet", "station"]),
    ],
    "questions": [
        q("Why were there double readings at NW-3?", "north gateway replayed readings after reconnect; dedupe on "
                                                    "station_id and ts", ["dedupe"]),
        q("Does the ingest run from cron or a systemd timer?", "cron; systemd timer was reverted", ["keep-cron"]),
        q("What do we do with turbidity above 4000 NTU?", "flag it fouling and keep the row", ["fouling"]),
    ],
}

LUTHIER = {
    "id": "h20-cx-luthier-stock",
    "project": "/Users/matteo/Developer/Tonewood",
    "start": datetime(2026, 11, 6, 17, 40),
    "about": "Swift iOS app for a violin maker's tonewood stock: picking up after a break, the agent's belief "
             "(Realm) corrected to GRDB, a readiness threshold to store, deployment target read from the project; short",
    "steps": [
        ("user", "ciao, picking Tonewood back up after the summer. I want a 'ready to carve' badge on each "
                 "billet in the stock list. where would that go?"),
        shell("ls Tonewood/ Tonewood/Model Tonewood/Store && grep -rn \"import\" Tonewood/Store/*.swift | sort -u",
              "Tonewood/:\nApp  Model  Store  Views  Assets.xcassets\n\nTonewood/Model:\nBillet.swift  "
              "MoistureReading.swift  Species.swift\n\nTonewood/Store:\nStockStore.swift  Migrations.swift\n"
              "Tonewood/Store/Migrations.swift:1:import GRDB\nTonewood/Store/StockStore.swift:1:import GRDB\n"
              "Tonewood/Store/StockStore.swift:2:import Combine\n"),
        ("assistant", "The badge belongs on `Billet` as a computed property and in the stock list row view. "
                      "Your README still says the store is Realm, so I'll add the property to the Realm object "
                      "and a migration block for the schema version bump."),
        ("user", "no no, the README is old. we moved off Realm last month, it's GRDB now — the Realm sync "
                 "thing was discontinued and the file kept growing to 400 MB. GRDB with plain SQLite. you can "
                 "see it in the imports. fix the README line too please"),
        shell("sed -i '' 's/Persistence: Realm (local only)/Persistence: GRDB (SQLite)/' README.md && grep -n "
              "Persistence README.md && grep -n \"minimumDeployment\\|IPHONEOS_DEPLOYMENT_TARGET\" "
              "Tonewood.xcodeproj/project.pbxproj | head -2",
              "14:Persistence: GRDB (SQLite)\n212:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n"
              "298:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n"),
        ("assistant", "README fixed. Since it's GRDB, a computed property needs no migration at all, as long as "
                      "the inputs are already stored. What makes a billet ready to carve?"),
        ("user", "the latest moisture reading is 8% or below. 8% max, for every species, spruce and maple the "
                 "same. this is the workshop rule, can you store that so I don't have to explain it again"),
        shell("apply_patch <<'EOF'\n*** Update File: Tonewood/Model/Billet.swift\n@@ struct Billet: Codable, "
              "FetchableRecord, PersistableRecord {\n+    /// Workshop rule: ready to carve at 8% moisture or "
              "below, any species.\n+    static let maxCarvingMoisture = 8.0\n+\n+    func isReadyToCarve(latest: "
              "MoistureReading?) -> Bool {\n+        guard let latest else { return false }\n+        return "
              "latest.percent <= Self.maxCarvingMoisture\n+    }\nEOF\nxcodebuild test -scheme Tonewood "
              "-destination 'platform=iOS Simulator,name=iPhone 15' -quiet 2>&1 | tail -4",
              "Success. Updated the following files:\nM Tonewood/Model/Billet.swift\n"
              "Test Suite 'All tests' passed at 2026-11-06 18:02:51.330.\n\t Executed 19 tests, with 0 failures "
              "(0 unexpected) in 0.412 (0.455) seconds\n** TEST SUCCEEDED **\n"),
        ("assistant", "Added `Billet.isReadyToCarve(latest:)` with `maxCarvingMoisture = 8.0`, and stored the "
                      "rule: a billet is ready to carve when its latest moisture reading is 8% or below, same "
                      "for every species. 19 tests pass. The badge in the list row is next; since the target is "
                      "iOS 17 I can use the new `.badge` styling on the row."),
        ("user", "good, I do the row view myself tonight. grazie!"),
    ],
    "facts": [
        fact("grdb", "Tonewood persists with GRDB (SQLite); it moved off Realm last month because Realm sync was "
                     "discontinued and the file grew to 400 MB.", "decision", "user", ["GRDB", "Realm"]),
        fact("moisture-8", "A billet is ready to carve when its latest moisture reading is 8% or below, for every "
                           "species.", "rule", "user", ["8%", "moisture"], remember=True),
    ],
    "optional": [
        opt("ios-17", "The deployment target is iOS 17.0.", ["IPHONEOS_DEPLOYMENT_TARGET", "17.0"]),
    ],
    "questions": [
        q("What persistence library does Tonewood use?", "GRDB with SQLite, not Realm", ["grdb"]),
        q("When is a billet ready to carve?", "latest moisture 8% or below", ["moisture-8"]),
    ],
}

CURLING = {
    "id": "h20-cx-curling-sheets",
    "project": "/home/agnes/dev/pebble",
    "start": datetime(2026, 11, 8, 20, 10),
    "about": "Clojure service for a curling club's ice-sheet bookings: a remember-request about the nREPL port "
             "that the person withdraws later (not a fact), slot length decided with reason, a validation "
             "library rule said as 'going forward', spec proposal rejected",
    "steps": [
        ("user", "hi codex. pebble, booking service for our curling club. tonight: league teams should be able "
                 "to book a sheet (A to D) for practice. oh and remember the nrepl port is 7888, I connect calva "
                 "to it."),
        shell("cat deps.edn | head -30 && ls src/pebble/",
              "{:paths [\"src\" \"resources\"]\n :deps {org.clojure/clojure {:mvn/version \"1.12.0\"}\n"
              "        ring/ring-jetty-adapter {:mvn/version \"1.12.2\"}\n        metosin/reitit {:mvn/version "
              "\"0.7.2\"}\n        metosin/malli {:mvn/version \"0.16.4\"}\n        com.github.seancorfield/"
              "next.jdbc {:mvn/version \"1.3.939\"}\n        org.postgresql/postgresql {:mvn/version "
              "\"42.7.4\"}}\n :aliases {:dev {:extra-deps {nrepl/nrepl {:mvn/version \"1.3.0\"}\n"
              "                              cider/cider-nrepl {:mvn/version \"0.50.2\"}}\n"
              "                 :main-opts [\"-m\" \"nrepl.cmdline\" \"--middleware\" "
              "\"[cider.nrepl/cider-middleware]\"]}}}\n"
              "config.clj  db.clj  handler.clj  members.clj  server.clj\n"),
        ("assistant", "Got it. Plan for bookings:\n\n- `pebble.bookings` namespace with `create!`, "
                      "`list-for-day`, and a conflict check (same sheet, overlapping time).\n- table "
                      "`sheet_booking(id, sheet, team_id, starts_at, ends_at)` with an exclusion constraint on "
                      "`(sheet, tstzrange(starts_at, ends_at))` so Postgres rejects overlaps.\n- Handler input "
                      "validated with `clojure.spec` like... actually I see malli in deps. Which do the "
                      "existing handlers use?"),
        ("user", "the members handlers use malli. going forward every handler input gets a malli schema, no "
                 "spec, no hand-written checks. I want one way"),
        ("assistant", "Malli for every handler input. Next: should bookings be free-form (any start, any "
                      "length) or fixed slots?"),
        ("user", "fixed 2 hour slots starting on even hours, 08:00, 10:00 ... 22:00. the ice crew pebbles the "
                 "sheets between slots, with free-form times they can never plan that"),
        shell("cat > resources/migrations/007-sheet-booking.up.sql <<'EOF'\ncreate extension if not exists "
              "btree_gist;\ncreate table sheet_booking (\n  id bigserial primary key,\n  sheet char(1) not null "
              "check (sheet in ('A','B','C','D')),\n  team_id bigint not null references team(id),\n  starts_at "
              "timestamptz not null,\n  ends_at timestamptz not null,\n  exclude using gist (sheet with =, "
              "tstzrange(starts_at, ends_at) with &&)\n);\nEOF\nclojure -M:migrate up",
              "Applying 007-sheet-booking\nOK\n"),
        shell("apply_patch <<'EOF'\n*** Add File: src/pebble/bookings.clj\n+(ns pebble.bookings\n+  (:require "
              "[malli.core :as m] [next.jdbc.sql :as sql]))\n+\n+(def BookingInput\n+  [:map [:sheet [:enum \"A\" "
              "\"B\" \"C\" \"D\"]]\n+   [:team-id pos-int?]\n+   [:slot-start [:fn {:error/message \"slot must "
              "start on an even hour\"} even-hour-start?]]])\n+\n+(defn create! [ds input] ...)\nEOF\nclojure "
              "-X:test 2>&1 | tail -6",
              "Success. Updated the following files:\nA src/pebble/bookings.clj\n\nRunning tests in #{\"test\"}\n\n"
              "Testing pebble.bookings-test\n\nTesting pebble.members-test\n\nRan 17 tests containing 41 "
              "assertions.\n0 failures, 0 errors.\n"),
        ("assistant", "Bookings are in: migration 007 with a GiST exclusion constraint so Postgres itself "
                      "rejects two bookings of one sheet at the same time, `BookingInput` malli schema that "
                      "only accepts slot starts on even hours, and 2-hour slots. 17 tests, 0 failures. Want me "
                      "to add the REPL helper to seed a week of bookings? I'd start an nREPL on 7888 for it."),
        ("user", "hm wait, forget what I said about the port. I just checked, the :dev alias starts nrepl on a "
                 "random port and calva reads .nrepl-port anyway. no seeding helper, I'll click around"),
        ("assistant", "Understood — no fixed port, and no seeding helper. Anything else for tonight?"),
        ("user", "rename BookingInput to BookingRequest, matches MemberRequest. then done, thanks!"),
        shell("sed -i 's/BookingInput/BookingRequest/g' src/pebble/bookings.clj test/pebble/bookings_test.clj && "
              "clojure -X:test 2>&1 | tail -2",
              "Ran 17 tests containing 41 assertions.\n0 failures, 0 errors.\n"),
        ("assistant", "Renamed to `BookingRequest`; still 17 tests green. Good night and good curling!"),
    ],
    "facts": [
        fact("malli-only", "Going forward every handler input in pebble gets a malli schema; no clojure.spec and "
                           "no hand-written checks.", "rule", "user", ["malli"], remember=True),
        fact("two-hour-slots", "Sheet bookings are fixed 2-hour slots starting on even hours (08:00 to 22:00) so "
                               "the ice crew can pebble the sheets between slots.", "decision", "user",
             ["2 hour", "even hours"]),
        fact("exclusion", "Overlapping bookings of one sheet are rejected by a Postgres GiST exclusion constraint "
                          "on sheet_booking.", "decision", "assistant", ["exclusion", "sheet_booking"]),
    ],
    "optional": [
        opt("nrepl-random", "The :dev alias starts nREPL on a random port; Calva reads .nrepl-port.",
            [".nrepl-port"]),
        opt("booking-request", "The booking schema is named BookingRequest, matching MemberRequest.",
            ["BookingRequest"]),
    ],
    "questions": [
        q("How long are ice-sheet booking slots?", "2 hours, starting on even hours", ["two-hour-slots"]),
        q("What do we validate handler inputs with?", "malli schemas", ["malli-only"]),
        q("Which port does the nREPL use?", "a random port; read .nrepl-port", []),
    ],
}

SESSIONS = [RESERVOIR, LUTHIER, CURLING]
