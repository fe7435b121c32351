"""h45 Claude Code sessions, part a: gaps in the press line P3 signals traced to the OPC UA collector (talvik-collector,
Rust, on the edge boxes of Talvik Metalworks' Hall B), two work orders booked on one pallet at packing station PK2
(mes-api, .NET 8 on PostgreSQL), and compression and retention policies for the machine signals in TimescaleDB."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

COLLECTOR = "/home/ines/src/talvik-collector"
MES = "/home/marek/work/mes-api"
SIGNALS = "/home/ines/src/signals"

SESSIONS = [
    {
        "id": "h45-cc-collector-p3-gaps",
        "project": COLLECTOR,
        "start": datetime(2026, 11, 3, 7, 50),
        "branch": "ines/channel-renewal",
        "about": "talvik-collector: 6-9 s gaps every ten minutes in the P3 press signals; the person's theory (a "
                 "flapping switch port in the P3 cabinet) ruled out; real cause the collector tearing down session "
                 "and subscription when the OPC UA secure channel token expires (600000 ms) instead of renewing; "
                 "fix renews at 75% of the revised lifetime; monitored items queue_size 1 -> 10 with "
                 "discard_oldest; signal naming <line>.<machine>.<signal>_<unit> with a typo'd remember request; "
                 "near-miss 'I can never remember how tokio::select! wants its branches'",
        "steps": [
            ("user", "P3 ram force has holes in it. roughly every 10 minutes there's a gap of 6 to 9 seconds in "
                     "p3.press02.ram_force_kn, and the same on press01. maintenance says the port on the switch in "
                     "the P3 cabinet flaps now and then, so I'm pretty sure that's it. can you confirm it from our "
                     "side so I can hand it back to them"),
            bash("psql \"$SIGNALS_URL\" -Atc \"select ts, gap from (select ts, lead(ts) over (order by ts) - ts as "
                 "gap from machine_signals where signal = 'p3.press02.ram_force_kn' and ts > now() - interval "
                 "'1 hour') s where gap > interval '2 seconds' order by ts\"",
                 "2026-11-03 07:02:14.188+01|00:00:07.445\n"
                 "2026-11-03 07:12:15.031+01|00:00:06.912\n"
                 "2026-11-03 07:22:15.874+01|00:00:08.130\n"
                 "2026-11-03 07:32:16.702+01|00:00:07.268\n"
                 "2026-11-03 07:42:17.550+01|00:00:06.994\n"),
            ("assistant", "The gaps are not random: 07:02:14, 07:12:15, 07:22:15, 07:32:16, 07:42:17, one every "
                          "ten minutes and a second, each about 7 s long. A flapping port would drop at random "
                          "times. I'll check the switch anyway, and the collector's log on the edge box."),
            bash("ssh ops@sw-p3-cab1 'show interfaces Gi1/0/7 counters errors; show logging | include Gi1/0/7' "
                 "| tail -n 4",
                 "Port        Align-Err  FCS-Err  Xmit-Err  Rcv-Err  UnderSize  OutDiscards\n"
                 "Gi1/0/7             0        0         0        0          0            0\n"
                 "Oct 15 03:41:12.905: %LINK-3-UPDOWN: Interface GigabitEthernet1/0/7, changed state to down\n"
                 "Oct 15 03:41:15.117: %LINK-3-UPDOWN: Interface GigabitEthernet1/0/7, changed state to up\n"),
            bash("ssh edge-p3-01 \"journalctl -u talvik-collector --since '07:00' -o short-precise | grep -E "
                 "'WARN|session' | head -n 6\"",
                 "Nov 03 07:02:14.201 edge-p3-01 talvik-collector[812]: WARN opcua::client: secure channel token "
                 "expired (lifetime 600000 ms), reconnecting endpoint=opc.tcp://10.30.3.12:4840\n"
                 "Nov 03 07:02:14.209 edge-p3-01 talvik-collector[812]: INFO collector::session: session closed, "
                 "dropping 14 monitored items\n"
                 "Nov 03 07:02:21.633 edge-p3-01 talvik-collector[812]: INFO collector::session: session activated, "
                 "subscription 1 created, 14 monitored items\n"
                 "Nov 03 07:12:15.040 edge-p3-01 talvik-collector[812]: WARN opcua::client: secure channel token "
                 "expired (lifetime 600000 ms), reconnecting endpoint=opc.tcp://10.30.3.12:4840\n"
                 "Nov 03 07:12:15.047 edge-p3-01 talvik-collector[812]: INFO collector::session: session closed, "
                 "dropping 14 monitored items\n"
                 "Nov 03 07:12:21.988 edge-p3-01 talvik-collector[812]: INFO collector::session: session activated, "
                 "subscription 1 created, 14 monitored items\n"),
            ("assistant", "It isn't the switch: Gi1/0/7 has zero errors and its last link flap was on 15 October.\n\n"
                          "The gaps line up exactly with the collector's own log. The collector requests a secure "
                          "channel lifetime of 600000 ms (10 minutes). When the token expires it closes the session, "
                          "drops the subscription and reconnects from scratch, which takes about 7 s, and nothing is "
                          "sampled in between. An OPC UA client is supposed to renew the secure channel before the "
                          "token expires (OpenSecureChannel with request type Renew, usually at 75% of the revised "
                          "lifetime) while the session and subscription stay as they are. Ours reconnects instead of "
                          "renewing."),
            tool("Read", {"file_path": f"{COLLECTOR}/src/session.rs", "offset": 88, "limit": 16},
                 "    88\t    async fn run(&mut self) -> Result<()> {\n"
                 "    89\t        loop {\n"
                 "    90\t            match self.events.recv().await {\n"
                 "    91\t                Some(ClientEvent::TokenExpired) => {\n"
                 "    92\t                    warn!(\"secure channel token expired (lifetime {} ms), reconnecting\",\n"
                 "    93\t                          self.cfg.channel_lifetime_ms);\n"
                 "    94\t                    self.reconnect().await?;\n"
                 "    95\t                }\n"
                 "    96\t                Some(ClientEvent::ConnectionLost(e)) => "
                 "self.reconnect_with_backoff(e).await?,\n"
                 "    97\t                Some(ClientEvent::Data(batch)) => self.sink.push(batch).await?,\n"
                 "    98\t                None => return Ok(()),\n"
                 "    99\t            }\n"
                 "   100\t        }\n"
                 "   101\t    }\n"),
            ("assistant", "There is no renewal path at all, a token expiry is handled like a lost connection. I'd "
                          "change two things:\n\n"
                          "1. A renewal timer that fires at 75% of the revised lifetime and calls "
                          "`channel.renew()`; `reconnect()` stays only for a real ConnectionLost.\n"
                          "2. The monitored items have `queue_size = 1` in config/collector.toml, so if the "
                          "publish loop stalls for a moment, newer values overwrite older ones on the server. I'd "
                          "use queue_size 10 with discard_oldest = true so short stalls lose nothing."),
            ("user", "ok so not the switch. annoying, I already told maintenance it was theirs. do both, queue 10 is "
                     "fine"),
            tool("Edit", {"file_path": f"{COLLECTOR}/src/session.rs",
                          "old_string": "                Some(ClientEvent::TokenExpired) => {\n"
                                        "                    warn!(\"secure channel token expired (lifetime {} ms), "
                                        "reconnecting\",\n"
                                        "                          self.cfg.channel_lifetime_ms);\n"
                                        "                    self.reconnect().await?;\n"
                                        "                }\n",
                          "new_string": "                Some(ClientEvent::TokenExpired) => {\n"
                                        "                    // only reached if a renewal failed\n"
                                        "                    self.reconnect().await?;\n"
                                        "                }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{COLLECTOR}/src/session.rs",
                          "old_string": "        loop {\n            match self.events.recv().await {\n",
                          "new_string": "        let mut renew = self.renewal_timer(0.75);\n"
                                        "        loop {\n            tokio::select! {\n"
                                        "                _ = renew.tick() => {\n"
                                        "                    let revised = self.channel.renew().await?;\n"
                                        "                    info!(\"secure channel renewed (revised "
                                        "lifetime {} ms)\", "
                                        "revised);\n"
                                        "                    renew = self.renewal_timer_for(revised, 0.75);\n"
                                        "                }\n"
                                        "                ev = self.events.recv() => match ev {\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{COLLECTOR}/config/collector.toml",
                          "old_string": "[monitored_items]\nqueue_size = 1\n",
                          "new_string": "[monitored_items]\nqueue_size = 10\ndiscard_oldest = true\n"},
                 "The file has been updated."),
            bash("cargo test 2>&1 | tail -n 3 && cargo build --release --target aarch64-unknown-linux-gnu 2>&1 | "
                 "tail -n 1 && talvik-edge push --box edge-p3-01 target/aarch64-unknown-linux-gnu/release/"
                 "talvik-collector",
                 "test session::tests::renews_before_expiry ... ok\n"
                 "test result: ok. 47 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.31s\n"
                 "    Finished `release` profile [optimized] target(s) in 1m 12s\n"
                 "edge-p3-01: talvik-collector replaced, service restarted (pid 20417)\n"),
            bash("sleep 2400; ssh edge-p3-01 \"journalctl -u talvik-collector --since '-40min' | grep -c 'renewed'\"; "
                 "psql \"$SIGNALS_URL\" -Atc \"select count(*) from (select lead(ts) over (order by ts) - ts as gap "
                 "from machine_signals where signal = 'p3.press02.ram_force_kn' and ts > now() - interval "
                 "'40 minutes') s where gap > interval '2 seconds'\"",
                 "4\n0\n"),
            ("assistant", "40 minutes on edge-p3-01 with the new build: the channel was renewed 4 times and there "
                          "are 0 gaps longer than 2 s in p3.press02.ram_force_kn."),
            ("user", "nice. while we're in here: next week I add the signals for the P4 servo presses, so naming. "
                     "signal names are <line>.<machine>.<signal>_<unit>, all lower case, and the unit suffix is not "
                     "optional: _kn, _mm, _degc, _bar, _count, _pct. no unit, no merge. pls remeber this naming, "
                     "every signal i add from now on follows it"),
            bash("rg -n 'name = \"' config/signals/p3.toml | rg -v '_(kn|mm|degc|bar|count|pct|rpm)\"'",
                 "config/signals/p3.toml:41:name = \"p3.press01.cycle\"\n"),
            ("assistant", "Noted: <line>.<machine>.<signal>_<unit>, lower case, unit suffix mandatory. One existing "
                          "signal breaks it, p3.press01.cycle, which is a stroke counter. Rename it to "
                          "p3.press01.cycle_count?"),
            ("user", "yes rename it, the grafana panel I fix later, not now. btw I can never remember how "
                     "tokio::select! wants its branches written, is that what you used for the timer?"),
            ("assistant", "Yes. Each branch is `pattern = future => handler`, separated by commas, and select! "
                          "runs the handler of whichever future finishes first and drops the others:\n\n"
                          "```rust\ntokio::select! {\n    _ = renew.tick() => { /* renew */ }\n"
                          "    ev = self.events.recv() => match ev { /* ... */ },\n}\n```\n\n"
                          "Both futures here are cancel-safe, so dropping the losing one loses nothing."),
            bash("sed -i 's/\"p3.press01.cycle\"/\"p3.press01.cycle_count\"/' config/signals/p3.toml && git add -A "
                 "&& git commit -qm 'collector: renew the secure channel at 75% of its lifetime instead of "
                 "reconnecting; queue_size 10' && git log -1 --oneline",
                 "5c0e7a2 collector: renew the secure channel at 75% of its lifetime instead of reconnecting; "
                 "queue_size 10\n"),
        ],
        "facts": [
            fact("channel-renewal", "The P3 signal gaps (about 7 s every 10 minutes) came from talvik-collector "
                                    "reconnecting, with a new session and subscription, whenever the OPC UA secure "
                                    "channel token expired (lifetime 600000 ms); the fix renews the secure channel "
                                    "at 75% of the revised lifetime.",
                 "bugfix", "assistant", ["secure channel", ["renew", "renewed"], "75%"]),
            fact("queue-size", "Monitored items use queue_size 10 with discard_oldest = true (was 1) so short stalls "
                               "lose no values.",
                 "config", "assistant", ["queue_size", "discard_oldest"]),
            fact("signal-naming", "Signal names are <line>.<machine>.<signal>_<unit>, all lower case, with a "
                                  "mandatory unit suffix (_kn, _mm, _degc, _bar, _count, _pct), e.g. "
                                  "p3.press02.ram_force_kn; no unit, no merge.",
                 "convention", "user", ["<line>.<machine>.<signal>_<unit>", "unit suffix"], remember=True),
        ],
        "optional": [
            opt("switch-ok", "The switch port in the P3 cabinet (Gi1/0/7 on sw-p3-cab1) was ruled out: no errors, "
                             "last flap on 15 October.",
                ["Gi1/0/7"]),
            opt("cycle-count", "p3.press01.cycle was renamed to p3.press01.cycle_count.", ["p3.press01.cycle_count"]),
        ],
        "questions": [
            q("What caused the gaps in the P3 press signals?",
              "when the secure channel token expires the collector reconnects instead of renewing",
              ["channel-renewal"]),
            q("How are signal names formed?", "<line>.<machine>.<signal>_<unit>, all lower case, unit suffix not "
                                              "optional", ["signal-naming"]),
            q("What queue_size do the collector's monitored items use?", "10, with discard_oldest", ["queue-size"]),
        ],
    },
    {
        "id": "h45-cc-mes-pallet-double-booking",
        "project": MES,
        "start": datetime(2026, 11, 5, 13, 20),
        "about": "mes-api: pallet PAL-00418822 booked on two work orders at packing station PK2; the shift lead's "
                 "'double click' theory ruled out (two panels, 178 ms apart); BookPalletHandler's check-then-insert "
                 "races; partial unique indexes ux_pallet_bookings_open (plus die and rack) and 409 on 23505; rule "
                 "that physical-resource bookings get a database constraint; the agent migrates the shared mes_sim "
                 "database by mistake, rolls back, and is told to run migrations only against the local docker "
                 "postgres on localhost:5433",
        "steps": [
            ("user", "yesterday at PK2 (packing station 2 in the weld hall) pallet PAL-00418822 ended up on two work "
                     "orders, 1004388 and 1004391. shipping only caught it because the label count didn't match. "
                     "the shift lead says the panel 'double-clicked'. find out what happened"),
            bash("psql \"$MES_RO_URL\" -c \"select id, work_order, panel, booked_at, released_at from "
                 "pallet_bookings where pallet_id = 'PAL-00418822' order by booked_at\"",
                 "   id    | work_order | panel     |         booked_at          | released_at\n"
                 "---------+------------+-----------+----------------------------+-------------\n"
                 " 8841207 | 1004388    | pk2-left  | 2026-11-04 14:31:07.412+01 |\n"
                 " 8841208 | 1004391    | pk2-right | 2026-11-04 14:31:07.590+01 |\n"
                 "(2 rows)\n"),
            ("assistant", "Not a double click: the two bookings come from two different panels, pk2-left and "
                          "pk2-right, 178 ms apart, each for its own work order. PK2 has two panels facing the same "
                          "pallet place, so both operators scanned the same pallet. Both bookings are still open. "
                          "Let me see why the second one was accepted."),
            tool("Read", {"file_path": f"{MES}/src/Mes.Api/Pallets/BookPalletHandler.cs", "offset": 22, "limit": 14},
                 "    22\t    public async Task<Result> Handle(BookPallet cmd, CancellationToken ct)\n"
                 "    23\t    {\n"
                 "    24\t        var busy = await _db.PalletBookings\n"
                 "    25\t            .AnyAsync(b => b.PalletId == cmd.PalletId && b.ReleasedAt == null, ct);\n"
                 "    26\t        if (busy)\n"
                 "    27\t            return Result.Conflict(\"pallet already booked\");\n"
                 "    28\t\n"
                 "    29\t        _db.PalletBookings.Add(new PalletBooking(cmd.PalletId, cmd.WorkOrder, cmd.Panel,\n"
                 "    30\t                                                 _clock.GetUtcNow()));\n"
                 "    31\t        await _db.SaveChangesAsync(ct);\n"
                 "    32\t        return Result.Ok();\n"
                 "    33\t    }\n"),
            ("assistant", "BookPalletHandler does check-then-insert with nothing protecting it: under READ "
                          "COMMITTED both requests run the AnyAsync, both see no open booking, and both insert. 178 "
                          "ms is plenty of room for that. The reliable fix is in the database: a partial unique "
                          "index on pallet_bookings(pallet_id) WHERE released_at IS NULL, and the handler turns the "
                          "unique violation (SQLSTATE 23505) into the same 409 'pallet already booked' the check "
                          "returns today."),
            ("user", "do it. and that's a rule from now on: anything that books a physical resource, pallets, dies, "
                     "racks, gauges, gets a database constraint. the check in the app is only there to show the "
                     "operator a friendly message"),
            bash("rg -n 'class \\w+Booking\\b' src/ && psql \"$MES_RO_URL\" -Atc \"select indexname from pg_indexes "
                 "where tablename in ('pallet_bookings','die_bookings','rack_bookings')\"",
                 "src/Mes.Api/Pallets/PalletBooking.cs:5:public sealed class PalletBooking\n"
                 "src/Mes.Api/Tooling/DieBooking.cs:5:public sealed class DieBooking\n"
                 "src/Mes.Api/Racks/RackBooking.cs:5:public sealed class RackBooking\n"
                 "pallet_bookings_pkey\ndie_bookings_pkey\nrack_bookings_pkey\n"),
            tool("Write", {"file_path": f"{MES}/src/Mes.Api/Migrations/20261105_OpenBookingUniqueIndexes.cs",
                           "content": "public partial class OpenBookingUniqueIndexes : Migration\n{\n"
                                      "    protected override void Up(MigrationBuilder mb)\n    {\n"
                                      "        mb.Sql(\"CREATE UNIQUE INDEX ux_pallet_bookings_open ON pallet_bookings "
                                      "(pallet_id) WHERE released_at IS NULL\");\n"
                                      "        mb.Sql(\"CREATE UNIQUE INDEX ux_die_bookings_open ON die_bookings "
                                      "(die_id) WHERE released_at IS NULL\");\n"
                                      "        mb.Sql(\"CREATE UNIQUE INDEX ux_rack_bookings_open ON rack_bookings "
                                      "(rack_id) WHERE released_at IS NULL\");\n    }\n"
                                      "    protected override void Down(MigrationBuilder mb)\n    {\n"
                                      "        mb.Sql(\"DROP INDEX ux_pallet_bookings_open; DROP INDEX "
                                      "ux_die_bookings_open; DROP INDEX ux_rack_bookings_open\");\n    }\n}\n"},
                 f"File created successfully at: {MES}/src/Mes.Api/Migrations/20261105_OpenBookingUniqueIndexes.cs"),
            bash("dotnet ef database update --project src/Mes.Api --verbose 2>&1 | grep -E 'Host=|Applying|Done'",
                 "Using connection string 'Host=mes-sim-db.talvik.local;Database=mes_sim;Username=mes_dev'.\n"
                 "Applying migration '20261105_OpenBookingUniqueIndexes'.\n"
                 "Done.\n"),
            ("user", "wait. that's mes_sim. Kasia's line simulator is running its overnight soak test against "
                     "mes_sim and you just changed the schema under it, her sim is throwing errors now. ugh. ok, for "
                     "the future: you run migrations only against the local docker postgres on localhost:5433, never "
                     "against mes_sim, that database is hers. keep that in your head for every session in this repo"),
            ("assistant", "Sorry, that was my mistake: appsettings.Development.json points at mes_sim and I didn't "
                          "check before running it. The migration only added three indexes and dropped nothing, so "
                          "the simulator's data is intact. Should I roll mes_sim back to the previous migration, "
                          "20261028_AddRackBookings, so it's exactly as before her run?"),
            ("user", "yes roll it back, she gets it with the normal release"),
            bash("dotnet ef database update 20261028_AddRackBookings --project src/Mes.Api --connection "
                 "\"Host=mes-sim-db.talvik.local;Database=mes_sim;Username=mes_dev\" 2>&1 | tail -n 2 && docker "
                 "compose up -d postgres >/dev/null && dotnet ef database update --project src/Mes.Api --connection "
                 "\"Host=localhost;Port=5433;Database=mes;Username=mes;Password=mes\" 2>&1 | tail -n 2",
                 "Reverting migration '20261105_OpenBookingUniqueIndexes'.\nDone.\n"
                 "Applying migration '20261105_OpenBookingUniqueIndexes'.\nDone.\n"),
            tool("Edit", {"file_path": f"{MES}/src/Mes.Api/Pallets/BookPalletHandler.cs",
                          "old_string": "        await _db.SaveChangesAsync(ct);\n        return Result.Ok();\n",
                          "new_string": "        try\n        {\n"
                                        "            await _db.SaveChangesAsync(ct);\n        }\n"
                                        "        catch (DbUpdateException e) when (e.InnerException is "
                                        "PostgresException { SqlState: \"23505\" })\n        {\n"
                                        "            // ux_pallet_bookings_open: a parallel booking won\n"
                                        "            return Result.Conflict(\"pallet already booked\");\n        }\n"
                                        "        return Result.Ok();\n"},
                 "The file has been updated."),
            bash("dotnet test --filter 'FullyQualifiedName~Pallets|FullyQualifiedName~Tooling|"
                 "FullyQualifiedName~Racks' 2>&1 | tail -n 3",
                 "  Passed Mes.Tests.Pallets.BookPalletTests.ParallelBookings_SecondGets409 [412 ms]\n"
                 "\nPassed!  - Failed:     0, Passed:    38, Skipped:     0, Total:    38, Duration: 6 s\n"),
            ("assistant", "Done, on the local database only. ux_pallet_bookings_open, ux_die_bookings_open and "
                          "ux_rack_bookings_open are partial unique indexes over the open bookings, and the new "
                          "test fires two bookings of one pallet in parallel: the second gets 409. The two open "
                          "bookings of PAL-00418822 have to be sorted out on the floor before the migration can run "
                          "in production, otherwise creating the index fails."),
            ("user", "shift lead already released 1004391's booking this morning. commit"),
            bash("git add -A && git commit -qm 'pallets: unique open booking per pallet, die and rack; 409 on a "
                 "parallel booking' && git log -1 --oneline",
                 "e41b9d0 pallets: unique open booking per pallet, die and rack; 409 on a parallel booking\n"),
        ],
        "facts": [
            fact("pk2-incident", "On 2026-11-04 pallet PAL-00418822 was booked on two work orders (1004388 and "
                                 "1004391) at packing station PK2: the panels pk2-left and pk2-right scanned it 178 "
                                 "ms apart and both passed BookPalletHandler's check-then-insert.",
                 "fact", "assistant", ["PAL-00418822", ["check-then-insert", "BookPalletHandler"],
                                       ["178 ms", "pk2-left"]]),
            fact("open-booking-index", "A partial unique index ux_pallet_bookings_open on pallet_bookings(pallet_id) "
                                       "WHERE released_at IS NULL (and the same for die and rack bookings) stops "
                                       "double bookings; the handler turns the unique violation 23505 into a 409.",
                 "bugfix", "assistant", ["ux_pallet_bookings_open", ["409", "23505"]]),
            fact("constraint-rule", "Anything that books a physical resource (pallets, dies, racks, gauges) gets a "
                                    "database constraint; the app-side check only shows the operator a friendly "
                                    "message.",
                 "rule", "user", ["physical resource", "database constraint"]),
            fact("migrations-local", "EF migrations are run only against the local docker postgres on "
                                     "localhost:5433, never against mes_sim, which Kasia's line simulator uses.",
                 "rule", "user", ["mes_sim", ["localhost:5433", "local docker"]], remember=True),
        ],
        "optional": [
            opt("die-rack-indexes", "die_bookings and rack_bookings got the same partial unique indexes "
                                    "(ux_die_bookings_open, ux_rack_bookings_open).",
                ["ux_die_bookings_open"]),
            opt("pk2-panels", "Packing station PK2 has two panels, pk2-left and pk2-right, facing the same pallet "
                              "place.",
                ["pk2-right"]),
        ],
        "questions": [
            q("Why did pallet PAL-00418822 end up on two work orders?",
              "two panels scanned it 178 ms apart and both passed the check-then-insert", ["pk2-incident"]),
            q("What stops a pallet from being booked twice now?",
              "the partial unique index ux_pallet_bookings_open; the second booking gets 409",
              ["open-booking-index"]),
            q("Where may EF migrations be run during development?",
              "only the local docker postgres on localhost:5433, never mes_sim", ["migrations-local"]),
            q("What does a table that books a physical resource need?", "a database constraint",
              ["constraint-rule"]),
        ],
    },
    {
        "id": "h45-cc-signals-retention",
        "project": SIGNALS,
        "start": datetime(2026, 11, 6, 10, 0),
        "about": "signals (TimescaleDB): machine_signals at 1.4 TB with no policies; compression after 7 days (not "
                 "the proposed 3, the SPC backfill rewrites the last week) segmentby machine_id; raw retention set "
                 "to 90 days then changed to 45 days; signals_1m refreshed every 5 minutes, signals_1h kept 3 "
                 "years; 'this is going to matter in later sessions' every change is a numbered Flyway file in "
                 "migrations/; near-miss 'the capacity sheet is only a draft'",
        "steps": [
            ("user", "machine_signals is at 1.4 TB and grows about 28 GB a day, and nothing is ever compressed or "
                     "dropped. let's set the policies properly. what's there now?"),
            bash("psql \"$SIGNALS_URL\" -c \"select hypertable_name, num_chunks, compression_enabled from "
                 "timescaledb_information.hypertables\" -c \"select hypertable_name, time_interval from "
                 "timescaledb_information.dimensions\" -c \"select view_name from "
                 "timescaledb_information.continuous_aggregates\" -c \"select proc_name, hypertable_name from "
                 "timescaledb_information.jobs where proc_name <> 'policy_telemetry'\"",
                 " hypertable_name | num_chunks | compression_enabled\n"
                 "-----------------+------------+---------------------\n"
                 " machine_signals |         61 | f\n(1 row)\n\n"
                 " hypertable_name | time_interval\n"
                 "-----------------+---------------\n"
                 " machine_signals | 1 day\n(1 row)\n\n"
                 "  view_name\n------------\n signals_1m\n signals_1h\n(2 rows)\n\n"
                 " proc_name | hypertable_name\n-----------+-----------------\n(0 rows)\n"),
            ("assistant", "One hypertable with 1-day chunks (61 of them), compression off, two continuous "
                          "aggregates without refresh policies (so someone refreshes them by hand or they're "
                          "stale) and no jobs at all. Proposal:\n\n"
                          "- keep chunk_time_interval at 1 day, one chunk is about 28 GB\n"
                          "- compression with segmentby machine_id (every query filters on one machine) and "
                          "orderby ts desc, compress chunks older than 3 days\n"
                          "- raw retention 90 days\n"
                          "- signals_1m: refresh every 5 minutes, start_offset 1 hour, end_offset 2 minutes\n"
                          "- signals_1h: refresh hourly, kept 3 years"),
            ("user", "compression after 7 days, not 3: the SPC backfill job rewrites the last week when a CMM "
                     "result comes in late, and writing into compressed chunks is slow. the rest is fine. 90 days "
                     "raw"),
            tool("Write", {"file_path": f"{SIGNALS}/migrations/V043__signals_policies.sql",
                           "content": "ALTER TABLE machine_signals SET (\n"
                                      "  timescaledb.compress,\n"
                                      "  timescaledb.compress_segmentby = 'machine_id',\n"
                                      "  timescaledb.compress_orderby = 'ts DESC'\n);\n"
                                      "SELECT add_compression_policy('machine_signals', INTERVAL '7 days');\n"
                                      "SELECT add_retention_policy('machine_signals', INTERVAL '90 days');\n"
                                      "SELECT add_continuous_aggregate_policy('signals_1m', start_offset => "
                                      "INTERVAL '1 hour',\n  end_offset => INTERVAL '2 minutes', schedule_interval "
                                      "=> INTERVAL '5 minutes');\n"
                                      "SELECT add_continuous_aggregate_policy('signals_1h', start_offset => "
                                      "INTERVAL '3 hours',\n  end_offset => INTERVAL '1 hour', schedule_interval "
                                      "=> INTERVAL '1 hour');\n"
                                      "SELECT add_retention_policy('signals_1h', INTERVAL '3 years');\n"},
                 f"File created successfully at: {SIGNALS}/migrations/V043__signals_policies.sql"),
            bash("flyway -configFiles=flyway.conf migrate 2>&1 | tail -n 2",
                 "Migrating schema \"public\" to version \"043 - signals policies\"\n"
                 "Successfully applied 1 migration to schema \"public\", now at version v043 (execution time "
                 "00:00.412s)\n"),
            ("user", "this is going to matter in later sessions, so: nothing in this database changes by hand. "
                     "every schema change or policy is a numbered Flyway file in migrations/, "
                     "V<nnn>__<what>.sql, and goes in through flyway migrate. if someone runs an ALTER in psql, "
                     "the next migrate drifts or fails"),
            bash("flyway -configFiles=flyway.conf validate 2>&1 | tail -n 1 && psql \"$SIGNALS_URL\" -Atc \"select "
                 "pg_size_pretty(before_compression_total_bytes), pg_size_pretty(after_compression_total_bytes) "
                 "from chunk_compression_stats('machine_signals') where compression_status = 'Compressed' limit "
                 "1\"",
                 "Successfully validated 43 migrations (execution time 00:00.061s)\n"
                 "28 GB|2621 MB\n"),
            ("assistant", "Validation is clean, so nothing has drifted so far. The first chunk the policy compressed "
                          "went from 28 GB to about 2.6 GB. At 28 GB a day that gives, at steady state with 90 "
                          "days raw: 7 uncompressed days (196 GB) plus 83 compressed days (about 215 GB), so around "
                          "410 GB for machine_signals, plus the aggregates."),
            ("user", "the timescale box has a 1 TB disk and so does the replica, and the capacity sheet I'm sending "
                     "IT tomorrow is only a draft anyway. hm. quality only ever looks back 6 weeks on raw data, "
                     "anything older they take from signals_1m. make the raw retention 45 days instead of 90"),
            tool("Write", {"file_path": f"{SIGNALS}/migrations/V044__signals_raw_retention_45d.sql",
                           "content": "SELECT remove_retention_policy('machine_signals');\n"
                                      "SELECT add_retention_policy('machine_signals', INTERVAL '45 days');\n"},
                 f"File created successfully at: {SIGNALS}/migrations/V044__signals_raw_retention_45d.sql"),
            bash("flyway -configFiles=flyway.conf migrate 2>&1 | tail -n 1 && psql \"$SIGNALS_URL\" -Atc \"select "
                 "proc_name, hypertable_name, config from timescaledb_information.jobs where proc_name like "
                 "'policy_%' and proc_name <> 'policy_telemetry' order by 1, 2\"",
                 "Successfully applied 1 migration to schema \"public\", now at version v044 (execution time "
                 "00:00.088s)\n"
                 "policy_compression|machine_signals|{\"hypertable_id\": 1, \"compress_after\": \"7 days\"}\n"
                 "policy_refresh_continuous_aggregate|signals_1h|{\"end_offset\": \"01:00:00\", \"start_offset\": "
                 "\"03:00:00\", \"mat_hypertable_id\": 3}\n"
                 "policy_refresh_continuous_aggregate|signals_1m|{\"end_offset\": \"00:02:00\", \"start_offset\": "
                 "\"01:00:00\", \"mat_hypertable_id\": 2}\n"
                 "policy_retention|machine_signals|{\"drop_after\": \"45 days\", \"hypertable_id\": 1}\n"
                 "policy_retention|signals_1h|{\"drop_after\": \"3 years\", \"hypertable_id\": 3}\n"),
            ("assistant", "Applied as V044 (a new file, since V043 is already in the history). Policies now:\n\n"
                          "- machine_signals: 1-day chunks, compressed after 7 days (segmentby machine_id, orderby "
                          "ts desc), raw retention 45 days\n"
                          "- signals_1m: refreshed every 5 minutes, end_offset 2 minutes\n"
                          "- signals_1h: refreshed hourly, kept 3 years\n\n"
                          "Steady state for machine_signals is about 7 x 28 GB + 38 x 2.6 GB, roughly 295 GB."),
        ],
        "facts": [
            fact("compression", "machine_signals chunks are compressed after 7 days (not 3, because the SPC backfill "
                                "rewrites the last week), segmentby machine_id, orderby ts desc.",
                 "config", "user", ["compress", "7 days", "machine_id"]),
            fact("raw-retention", "Raw machine_signals data is kept 45 days (first set to 90, then changed); older "
                                  "data comes from signals_1m.",
                 "config", "user", ["retention", "45 days"]),
            fact("cagg-policies", "signals_1m is refreshed every 5 minutes (end_offset 2 minutes); signals_1h is "
                                  "refreshed hourly and kept 3 years.",
                 "config", "assistant", ["signals_1m", "5 minutes", ["signals_1h", "3 years"]]),
            fact("flyway-only", "Nothing in the signals database changes by hand: every schema change or policy is "
                                "a numbered Flyway file in migrations/ (V<nnn>__<what>.sql) applied with flyway "
                                "migrate.",
                 "convention", "user", ["Flyway", ["V<nnn>__<what>.sql", "migrations/"]], remember=True),
        ],
        "optional": [
            opt("chunk-interval", "machine_signals keeps 1-day chunks (about 28 GB each uncompressed).",
                ["1 day"]),
            opt("compression-ratio", "A compressed machine_signals chunk shrinks from 28 GB to about 2.6 GB.",
                ["2.6 GB"]),
        ],
        "questions": [
            q("How long is raw machine signal data kept?", "45 days", ["raw-retention"]),
            q("When are machine_signals chunks compressed?", "after 7 days, segmentby machine_id",
              ["compression"]),
            q("How do schema changes get into the signals database?",
              "as a numbered Flyway file in migrations/ through flyway migrate, nothing by hand", ["flyway-only"]),
        ],
    },
]
