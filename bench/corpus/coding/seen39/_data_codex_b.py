"""h39 Codex sessions, part b: real vehicle limits in the route planner (with branch and commit conventions and a
cutoff time that is replaced later), a slow live map query on the GPS ping hypertable (EXPLAIN), and a one-off resend
of Kroonmarkt's 945 files."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PLANNER = "/home/priya/work/route-planner"
PINGS = "/home/tomasz/src/ping-api"
EDI = "/home/priya/work/edi-bridge"

SESSIONS = [
    {
        "id": "h39-cx-planner-vehicle-limits",
        "project": PLANNER,
        "start": datetime(2026, 11, 17, 9, 40),
        "branch": "rp/PLN-212-vehicle-limits",
        "about": "route-planner: ticket PLN-212, real vehicle limits from ops (diesel vans 1200 kg, eSprinters 900 "
                 "kg, at most 120 stops per route, shifts of 9 h including a 45 minute break); branch and commit "
                 "convention rp/<ticket>-<short-slug> and commits starting with the ticket id; the order cutoff "
                 "given to keep as 21:00, later replaced by 22:30 (late trucks from the Tilburg DC)",
        "steps": [
            ("user", "ops finally gave us vehicle numbers, ticket PLN-212. branch first. convention in this repo: "
                     "branches are rp/<ticket>-<short-slug>, and every commit message starts with the ticket id and "
                     "a colon, like 'PLN-212: vehicle limits'. no feat:/fix: prefixes"),
            shell("git switch -c rp/PLN-212-vehicle-limits && sed -n 1,30p planner/vehicles.py",
                  "Switched to a new branch 'rp/PLN-212-vehicle-limits'\n"
                  "@dataclass\nclass Vehicle:\n    id: str\n    kind: str  # 'diesel' | 'esprinter'\n"
                  "    capacity_kg: int = 1000\n    shift_h: float = 10.0\n\n"
                  "def add_capacity(routing, manager, vehicles, demands):\n"
                  "    cb = routing.RegisterUnaryTransitCallback(lambda i: demands[manager.IndexToNode(i)])\n"
                  "    routing.AddDimensionWithVehicleCapacity(cb, 0, [v.capacity_kg for v in vehicles], True, "
                  "'kg')\n"),
            ("assistant", "Today every van gets 1000 kg and a 10 h shift, there's no cap on stops and no break. "
                          "What are the numbers from ops?"),
            ("user", "diesel vans 1200 kg payload, the eSprinters 900 kg. at most 120 stops per route whatever the "
                     "van. shifts are 9 h including a 45 minute break"),
            ("user", "and keep this for later sessions, it keeps coming up: the order cutoff for the next day's "
                     "plan is 21:00. orders that come in after that go into the plan of the day after"),
            ("assistant", "Implementation: capacity per vehicle kind (1200 / 900 kg), a second dimension that "
                          "counts stops with a capacity of 120 per vehicle, the time dimension's span limited to 9 "
                          "h, and a 45-minute break per vehicle via `SetBreakIntervalsOfVehicle` inside that span."),
            shell("apply_patch < /tmp/pln-212.patch && python -m pytest -q tests/test_vehicles.py 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM planner/vehicles.py\nM planner/solve.py\n"
                  "M tests/test_vehicles.py\n9 passed in 1.62s\n"),
            shell("python -m planner.run --depot RTM --date 2026-11-17 --dry-run --quiet --summary",
                  "RTM 2026-11-17: 1,203 stops, routes used 37/38, max stops on a route 120 (RTM-R04), "
                  "max load 1,188 kg (diesel) / 897 kg (esprinter), longest shift 8h58m incl. break, dropped 0\n"),
            ("assistant", "RTM plans with 37 routes instead of 36: the stop cap splits two of yesterday's longest "
                          "routes. No stops are dropped."),
            ("user", "37 is expected, ops knew. one correction to what I told you earlier: scratch the 21:00 "
                     "cutoff. ops moved it to 22:30 as of this week, because the late trucks from the Tilburg DC "
                     "arrive around 22:00. 22:30 is the one to keep"),
            shell("grep -n cutoff planner/config.toml && sed -i 's/^order_cutoff = \"21:00\"/order_cutoff = "
                  "\"22:30\"/' planner/config.toml && grep -n cutoff planner/config.toml",
                  "6:order_cutoff = \"21:00\"\n6:order_cutoff = \"22:30\"\n"),
            shell("git add -A && git commit -qm 'PLN-212: vehicle limits, stop cap and breaks; cutoff 22:30' && git "
                  "log -1 --oneline",
                  "6c1d0a4 PLN-212: vehicle limits, stop cap and breaks; cutoff 22:30\n"),
            ("assistant", "Committed on rp/PLN-212-vehicle-limits. The cutoff in planner/config.toml is 22:30; "
                          "orders after that go into the plan of the day after."),
        ],
        "facts": [
            fact("payload", "Vehicle payloads in the route planner: diesel vans 1200 kg, eSprinters 900 kg.",
                 "config", "user", ["1200 kg", "900 kg"]),
            fact("stop-cap", "A route has at most 120 stops, whatever the van.",
                 "config", "user", ["120", "stops"]),
            fact("shift", "Driver shifts are 9 h including a 45 minute break.",
                 "config", "user", ["9 h", "45 minute break"]),
            fact("branch-commits", "route-planner branches are rp/<ticket>-<short-slug>; every commit message starts "
                                   "with the ticket id and a colon (e.g. 'PLN-212: vehicle limits'); no feat:/fix: "
                                   "prefixes.",
                 "convention", "user", ["rp/<ticket>-<short-slug>", ["ticket id", "PLN-212:"]]),
            fact("cutoff", "The order cutoff for the next day's plan is 22:30 (ops moved it from 21:00 because the "
                           "late trucks from the Tilburg DC arrive around 22:00); later orders go into the plan of "
                           "the day after.",
                 "config", "user", ["cutoff", "22:30"], remember=True),
        ],
        "optional": [
            opt("breaks-impl", "Breaks are modelled with SetBreakIntervalsOfVehicle.", ["SetBreakIntervalsOfVehicle"]),
        ],
        "questions": [
            q("What payload does the planner use for an eSprinter?", "900 kg", ["payload"]),
            q("How many stops can one route have at most?", "120", ["stop-cap"]),
            q("What is the order cutoff for the next day's plan?", "22:30", ["cutoff"]),
            q("How are route-planner branches named?", "rp/<ticket>-<short-slug>", ["branch-commits"]),
        ],
    },
    {
        "id": "h39-cx-pings-live-map",
        "project": PINGS,
        "start": datetime(2026, 11, 18, 11, 5),
        "about": "ping-api: the ops-console live map takes 4-5 s; EXPLAIN ANALYZE shows DISTINCT ON over a day of "
                 "pings (~1.5M rows) sorted on disk; index plus SkipScan considered, decision: a last_positions "
                 "table upserted by ping-ingest (guarded by excluded.ts so out-of-order pings don't move a van "
                 "back); rule with a typo 'pls rember': ops-console never queries the pings hypertable directly, "
                 "live via last_positions, history via /trace; near-miss joke 'remember when van 212 showed up in "
                 "the IJsselmeer'",
        "steps": [
            ("user", "the live map in ops-console takes 4-5 s to show the last position of every van, and it polls "
                     "every 5 s, so it's basically always loading. the query is in internal/store/last.go"),
            shell("sed -n 1,20p internal/store/last.go",
                  "const lastPositions = `\n"
                  "SELECT DISTINCT ON (van_id) van_id, ts, lat, lon, speed_kmh\n"
                  "FROM pings\nWHERE ts > now() - interval '1 day'\nORDER BY van_id, ts DESC`\n"),
            shell("psql \"$PINGS_DB\" -c \"EXPLAIN (ANALYZE, BUFFERS) SELECT DISTINCT ON (van_id) van_id, ts, lat, "
                  "lon, speed_kmh FROM pings WHERE ts > now() - interval '1 day' ORDER BY van_id, ts DESC\"",
                  "                                   QUERY PLAN\n"
                  "------------------------------------------------------------------------------------------\n"
                  " Unique  (cost=412877.21..420308.31 rows=418 width=44) (actual time=4096.118..4371.904 rows=418 "
                  "loops=1)\n"
                  "   Buffers: shared hit=12877 read=61214, temp read=8929 written=8941\n"
                  "   ->  Sort  (cost=412877.21..416592.76 rows=1486220 width=44) (actual time=4096.116..4303.552 "
                  "rows=1486220 loops=1)\n"
                  "         Sort Key: _hyper_3_211_chunk.van_id, _hyper_3_211_chunk.ts DESC\n"
                  "         Sort Method: external merge  Disk: 71432kB\n"
                  "         ->  Custom Scan (ChunkAppend) on pings  (cost=0.00..61822.40 rows=1486220 width=44) "
                  "(actual time=0.031..1291.774 rows=1486220 loops=1)\n"
                  "               Chunks excluded during startup: 88\n"
                  "               ->  Seq Scan on _hyper_3_211_chunk  (actual time=0.030..662.108 rows=694811 "
                  "loops=1)\n"
                  "                     Filter: (ts > (now() - '1 day'::interval))\n"
                  "                     Rows Removed by Filter: 102377\n"
                  "               ->  Seq Scan on _hyper_3_212_chunk  (actual time=0.012..541.990 rows=791409 "
                  "loops=1)\n"
                  "                     Filter: (ts > (now() - '1 day'::interval))\n"
                  " Planning Time: 14.213 ms\n"
                  " Execution Time: 4382.647 ms\n"
                  "(15 rows)\n"),
            ("assistant", "The DISTINCT ON plan reads every ping of the last day, 1,486,220 rows from two "
                          "chunks, sorts them by van and time with an external merge on disk (71 MB), and keeps one "
                          "row per van: 418. "
                          "Almost all of the 4.4 s is the scan and the sort. Two ways out:\n\n"
                          "a) An index on pings (van_id, ts DESC); TimescaleDB's SkipScan can then jump to the "
                          "newest row per van instead of reading everything. Probably 20 to 50 ms, still on the "
                          "hypertable.\n"
                          "b) A small `last_positions` table, one row per van, that ping-ingest upserts on every "
                          "ping. The map reads about 420 rows and never touches the hypertable."),
            ("user", "b. last_positions, upserted by ping-ingest. the map polls every 5 s all day on four screens, I "
                     "don't want that anywhere near the hypertable"),
            shell("cat migrations/0012_last_positions.sql",
                  "create table last_positions (\n  van_id text primary key,\n  ts timestamptz not null,\n"
                  "  lat double precision not null,\n  lon double precision not null,\n  speed_kmh real\n);\n"),
            shell("apply_patch < /tmp/ingest-upsert.patch && sed -n '/INSERT INTO last_positions/,/;/p' "
                  "../ping-ingest/internal/sink/postgres.go",
                  "Success. Updated the following files:\nM ../ping-ingest/internal/sink/postgres.go\n"
                  "M internal/store/last.go\n"
                  "INSERT INTO last_positions (van_id, ts, lat, lon, speed_kmh)\n"
                  "VALUES ($1, $2, $3, $4, $5)\n"
                  "ON CONFLICT (van_id) DO UPDATE SET ts = excluded.ts, lat = excluded.lat, lon = excluded.lon,\n"
                  "  speed_kmh = excluded.speed_kmh\n"
                  "WHERE excluded.ts > last_positions.ts;\n"),
            ("assistant", "The upsert only overwrites a van's row when the incoming ping is newer (`WHERE "
                          "excluded.ts > last_positions.ts`). The driver app sends buffered pings after a dead "
                          "zone, so pings arrive out-of-order, and without the guard an old ping would move a van "
                          "back on the map."),
            shell("psql \"$PINGS_DB_STAGING\" -c 'EXPLAIN ANALYZE SELECT van_id, ts, lat, lon, speed_kmh FROM "
                  "last_positions' | tail -n 2",
                  " Planning Time: 0.061 ms\n Execution Time: 0.094 ms\n"),
            ("user", "nice. remember when van 212 showed up in the middle of the IJsselmeer because of that GPS "
                     "glitch? the map was never more fun. anyway. pls rember for later sessions: ops-console never "
                     "queries the pings hypertable directly. anything live goes through last_positions, any "
                     "history goes through ping-api's /trace endpoint"),
            shell("go test ./... 2>&1 | tail -n 2 && (cd ../ping-ingest && go test ./... 2>&1 | tail -n 1)",
                  "ok  \tgithub.com/lindhout/ping-api/internal/store\t0.733s\n"
                  "ok  \tgithub.com/lindhout/ping-api/internal/httpapi\t0.291s\n"
                  "ok  \tgithub.com/lindhout/ping-ingest/internal/sink\t1.102s\n"),
            ("assistant", "Tests pass in both repos. The live map query now reads last_positions (0.09 ms on "
                          "staging). The migration has to run before ping-ingest is deployed, then ping-api."),
        ],
        "facts": [
            fact("live-map-slow", "The live map took 4-5 s because its DISTINCT ON query read a day of pings (~1.5M "
                                  "rows) from the hypertable and sorted them on disk (external merge).",
                 "bugfix", "assistant", ["DISTINCT ON", ["external merge", "1,486,220", "sort"]]),
            fact("last-positions", "The live map reads a last_positions table (one row per van) that ping-ingest "
                                   "upserts on every ping; an index with SkipScan on the hypertable was not chosen.",
                 "decision", "user", ["last_positions", "ping-ingest", ["upsert", "upserted", "upserts"]]),
            fact("upsert-guard", "The last_positions upsert only overwrites when excluded.ts > last_positions.ts, "
                                 "because buffered pings arrive out-of-order after a dead zone.",
                 "decision", "assistant", ["excluded.ts", ["out-of-order", "newer"]]),
            fact("console-rule", "ops-console never queries the pings hypertable directly: live data goes through "
                                 "last_positions, history through ping-api's /trace endpoint.",
                 "rule", "user", ["hypertable", "last_positions", "/trace"], remember=True),
        ],
        "optional": [
            opt("map-poll", "The ops-console live map polls every 5 s.", ["5 s"]),
            opt("deploy-order", "Deploy order: migration, then ping-ingest, then ping-api.", ["ping-ingest"]),
        ],
        "questions": [
            q("Why did the live map take 4-5 s?",
              "DISTINCT ON reads every ping of the last day from the hypertable and sorts them on disk",
              ["live-map-slow"]),
            q("Where does the live map get each van's last position?",
              "the last_positions table, upserted by ping-ingest", ["last-positions"]),
            q("How does ops-console get a van's history?", "through ping-api's /trace endpoint", ["console-rule"]),
        ],
    },
    {
        "id": "h39-cx-edi-kroonmarkt-resend",
        "project": EDI,
        "start": datetime(2026, 11, 17, 8, 30),
        "about": "edi-bridge: Kroonmarkt didn't receive yesterday's 37 945 files; their SFTP answered 'permission "
                 "denied' since 14:20; the files are regenerated and zipped for the person to email to their EDI "
                 "contact, a one-off for today with no config change; near-misses: 'their sftp is always broken' "
                 "(exaggeration), 'just for today' email instead of SFTP, finance's rule to invoice on the first "
                 "working day of the month (not ours); nothing durable",
        "steps": [
            ("user", "kroonmarkt says they didn't get yesterday's 945s. can you check and resend"),
            shell("psql \"$EDI_DB\" -c \"select status, count(*) from edi_outbox where partner = 'kroonmarkt' and "
                  "doc_type = '945' and created_at::date = '2026-11-16' group by 1\"",
                  "   status   | count\n------------+-------\n send_failed |    37\n(1 row)\n"),
            shell("grep -h kroonmarkt logs/outbound-2026-11-16.log | grep -m 3 -E 'ERROR|WARN'",
                  "2026-11-16T14:20:11Z ERROR sftp put /in/945/945_20261116_0412.edi: permission denied\n"
                  "2026-11-16T14:20:11Z WARN  kroonmarkt: 945_20261116_0412.edi left in outbox (attempt 1/5)\n"
                  "2026-11-16T18:21:40Z ERROR sftp put /in/945/945_20261116_0448.edi: permission denied\n"),
            ("assistant", "Nothing on our side is broken: all 37 of yesterday's 945s failed to upload because "
                          "Kroonmarkt's SFTP has answered 'permission denied' on /in/945 since 14:20 yesterday. "
                          "The login works; only writing to that folder is refused, so they probably changed the "
                          "folder permissions. The retries gave up after 5 attempts each."),
            ("user", "their sftp is always broken, honestly. just for today: zip the 37 files and I'll email them to "
                     "their EDI guy. don't change the partner config, they say they fix the permissions tonight"),
            shell("python -m edibridge.regen --partner kroonmarkt --doc 945 --date 2026-11-16 --out "
                  "/tmp/kroonmarkt-945 && cd /tmp && zip -qr kroonmarkt-945-20261116.zip kroonmarkt-945 && ls -l "
                  "kroonmarkt-945-20261116.zip && unzip -l kroonmarkt-945-20261116.zip | tail -n 1",
                  "regenerated 37 documents (control numbers 000004412-000004448)\n"
                  "-rw-r--r-- 1 priya priya 48211 Nov 17 08:34 kroonmarkt-945-20261116.zip\n"
                  "    211764                     37 files\n"),
            ("user", "thanks. finance always invoices kroonmarkt on the first working day of the month, so they'll "
                     "come asking about these too. that's their process though, not ours"),
            ("assistant", "The zip is at /tmp/kroonmarkt-945-20261116.zip with all 37 files, same control numbers "
                          "as the originals. The partner config is untouched, and the 37 rows stay send_failed in "
                          "edi_outbox; once Kroonmarkt fixes the permissions, a normal retry run would send them "
                          "again over SFTP, so they may want to ignore duplicates by control number."),
            ("user", "fine, I'll tell marco. done for now"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
