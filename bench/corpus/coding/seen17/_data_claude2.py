"""Claude Code sessions of h17, part 2."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

ONCALL_LOG = """2026-10-19 02:14:07.812 [error] GenServer #PID<0.4182.0> terminating
** (stop) exited in: DBConnection.Holder.checkout/3
    ** (EXIT) time out
    (db_connection 2.7.0) lib/db_connection.ex:1000: DBConnection.connect_error/3
    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1078: Ecto.Adapters.SQL.raise_sql_call_error/1
    (gale 0.14.2) lib/gale/telemetry/store.ex:44: Gale.Telemetry.Store.insert_reading/1
2026-10-19 02:14:07.913 [warning] [Phoenix.LiveView] process #PID<0.5120.0> message_queue_len=48211 (GaleWeb.FarmLive)
2026-10-19 02:14:08.020 [warning] [Phoenix.LiveView] process #PID<0.5133.0> message_queue_len=51007 (GaleWeb.FarmLive)
2026-10-19 02:14:09.441 [error] Ranch listener GaleWeb.Endpoint.HTTP had connection process started with :cowboy_clear:start_link/4 at #PID<0.6001.0> exit with reason: killed
2026-10-19 02:14:11.002 [info] OOM killer: beam.smp rss=3.8G limit=4G
2026-10-19 02:14:11.380 [notice] Application gale exited: shutdown"""

windfarm_oncall = {
    "id": "h17-cc-windfarm-oncall",
    "project": "/srv/src/gale",
    "start": datetime(2026, 10, 19, 9, 2),
    "about": "Elixir LiveView wind farm dashboard, on-call follow-up: assistant guesses DB pool, person gives real "
             "cause (SCADA gateway replaying buffered readings after reconnect); throttle fix; migration rule; "
             "don't-let-me-forget remember; pool size proposal ignored",
    "steps": [
        ("user", "got paged at 2am, gale went down, OOM. here's the log from the box. I restarted it and went back "
                 "to bed. can you figure out what happened"),
        ("tool", "Bash", {"command": "journalctl -u gale --since '2026-10-19 02:10' --until '2026-10-19 02:15' | tail -12"},
         ONCALL_LOG),
        ("assistant", "First read: the earliest error is a `DBConnection` checkout **timeout** in "
                      "`Gale.Telemetry.Store.insert_reading/1`. My guess is the Ecto pool (size 10 in `runtime.exs`) "
                      "got exhausted, inserts backed up, and the LiveView processes piled up messages while "
                      "waiting. I'd raise `pool_size` to 30 and add a `queue_target` of 200 ms."),
        ("user", "no, the pool's a symptom. I checked the gateway this morning: the SCADA gateway at the farm lost "
                 "its uplink at 01:50 and when it came back it replayed the whole 20 minute buffer at once — like "
                 "90k readings in a few seconds. every reading is broadcast to every FarmLive on pubsub. that's the "
                 "real root cause: replayed buffer -> pubsub flood -> liveview mailboxes explode -> OOM"),
        ("assistant", "That fits the log much better — `message_queue_len` of 48k–51k on two `FarmLive` processes "
                      "is exactly a broadcast flood, and the DB timeout is just the inserts competing with it.\n\n"
                      "Fix options:\n\n1. Throttle in `FarmLive`: buffer incoming readings and re-render once per "
                      "second.\n2. Don't broadcast per reading: have `Gale.Telemetry.Ingest` aggregate per turbine "
                      "and broadcast a snapshot every second.\n3. Drop replayed readings older than N seconds from "
                      "pubsub (still store them).\n\n2 and 3 together protect every subscriber, not just the one "
                      "LiveView."),
        ("user", "do 2 and 3. 3 with 30 seconds. replayed stuff still goes to the db, the grid operator needs the "
                 "complete record"),
        ("tool", "Edit", {"file_path": "lib/gale/telemetry/ingest.ex",
                          "old_string": "    Phoenix.PubSub.broadcast(Gale.PubSub, \"turbine:#{r.turbine_id}\", {:reading, r})",
                          "new_string": "    Store.insert_reading(r)\n    if fresh?(r, 30), do: Snapshot.put(r)"},
         "Updated lib/gale/telemetry/ingest.ex"),
        ("tool", "Write", {"file_path": "lib/gale/telemetry/snapshot.ex"},
         "Created lib/gale/telemetry/snapshot.ex (GenServer, flushes per-turbine latest readings to pubsub "
         "topic \"farm:snapshot\" every 1000 ms)"),
        ("tool", "Bash", {"command": "mix test"},
         "Compiling 4 files (.ex)\nGenerated gale app\nRunning ExUnit with seed: 829113, max_cases: 16\n\n"
         "...............................................\n  1) test replay of 90k readings keeps mailbox small "
         "(Gale.Telemetry.IngestTest)\n     test/gale/telemetry/ingest_test.exs:71\n     Assertion with < failed\n"
         "     code:  assert mailbox_len < 100\n     left:  240\n     right: 100\n\n"
         "Finished in 4.3 seconds (1.1s async, 3.2s sync)\n48 tests, 1 failure"),
        ("assistant", "The new replay test fails with 240 messages: the snapshot flushes are fine, but the test's "
                      "`FarmLive` still subscribes to the old per-turbine topics too. Switching it to "
                      "`farm:snapshot` only."),
        ("tool", "Bash", {"command": "mix test"}, "Running ExUnit with seed: 12044, max_cases: 16\n\n"
         "................................................\nFinished in 4.1 seconds\n48 tests, 0 failures"),
        ("assistant", "All 48 pass. What changed:\n\n- Ingest no longer broadcasts each reading; it stores every "
                      "reading (replayed ones included) and feeds `Gale.Telemetry.Snapshot`, which broadcasts one "
                      "per-turbine snapshot on `farm:snapshot` every second.\n- Readings older than 30 s are stored "
                      "but never broadcast.\n\nThe DB side needs a migration for the new `received_at` column — "
                      "shall I run `mix ecto.migrate` against prod via the release? The `gale-prod` tunnel is open "
                      "in your shell."),
        ("user", "god no. never run migrations against prod, not even when the tunnel happens to be open. you "
                 "write them, I run them in the maintenance window on thursday. staging only for you"),
        ("assistant", "Understood: I only write migrations and may run them against staging; prod migrations are "
                      "yours, in the Thursday maintenance window. I ran it on staging just now — `received_at` "
                      "added to `readings`, 0.4 s."),
        ("user", "good. and don't let me forget: the gateway firmware has a setting to rate-limit the replay, "
                 "`replay_rate_per_s`, I need to ask the farm electrician to set it to 500 next site visit. "
                 "that's the proper upstream fix"),
        ("assistant", "Noted: next site visit, have the farm electrician set the gateway's `replay_rate_per_s` to "
                      "500 — that's the upstream fix for the replay burst. I'll bring it up when we touch the "
                      "gateway again."),
        ("user", "thanks. going back to my coffee"),
    ],
    "facts": [
        fact("oom-cause", "The 2am OOM was caused by the SCADA gateway replaying its 20-minute buffer after an uplink "
             "loss: per-reading pubsub broadcasts flooded the FarmLive mailboxes; the DB pool timeout was only a "
             "symptom.", "bugfix", "user", [["replayed", "replay"], "pubsub"]),
        fact("snapshot-fix", "Ingest stores every reading but broadcasts a per-turbine snapshot on farm:snapshot once "
             "per second instead of per reading.", "decision", "user", ["farm:snapshot"]),
        fact("stale-30s", "Readings older than 30 seconds are stored but not broadcast (the grid operator needs the "
             "complete record).", "decision", "user", ["30", "broadcast"]),
        fact("no-prod-migrations", "Never run migrations against prod; the agent writes them and may run them on "
             "staging, the person runs prod migrations in the Thursday maintenance window.", "rule", "user",
             ["migrations", "prod"], remember=True),
        fact("replay-rate", "Next site visit: ask the farm electrician to set the gateway's replay_rate_per_s to 500 "
             "(the upstream fix).", "fact", "user", ["replay_rate_per_s", "500"], remember=True),
    ],
    "optional": [
        opt("received-at", "A received_at column was added to readings (migrated on staging).", ["received_at"]),
    ],
    "questions": [
        q("What caused the October OOM on gale?", "gateway replayed its buffer, pubsub flood into LiveView mailboxes",
          ["oom-cause"]),
        q("Can I run the migration on prod?", "no, the person runs prod migrations in the Thursday window",
          ["no-prod-migrations"]),
        q("What should the gateway replay rate be?", "replay_rate_per_s 500", ["replay-rate"]),
    ],
}

museum_adr = {
    "id": "h17-cc-museum-adr",
    "project": "/home/pieter/depot-archive",
    "start": datetime(2026, 10, 20, 13, 15),
    "about": "Java Spring Batch job for a museum archive: restartability options, one picked and written as an ADR; "
             "chunk size question never settled; 'save this' remember about the TMS export encoding",
    "steps": [
        ("user", "hey. the nightly object-import job died halfway yesterday (the TMS export server rebooted) and "
                 "re-running it imported 11k objects twice. I want it restartable. what are the options"),
        ("tool", "Bash", {"command": "grep -n 'Step\\|reader\\|writer' src/main/java/nl/depot/archive/ImportJobConfig.java"},
         "31:    public Step importObjects(JobRepository repo, PlatformTransactionManager tx) {\n"
         "33:        return new StepBuilder(\"importObjects\", repo)\n34:            .<TmsRecord, MuseumObject>chunk(500, tx)\n"
         "35:            .reader(tmsReader())\n36:            .processor(new TmsToObjectProcessor())\n"
         "37:            .writer(objectWriter())\n38:            .build();\n52:    JdbcCursorItemReader<TmsRecord> tmsReader() {\n"
         "61:        reader.setSaveState(false);\n74:    JdbcBatchItemWriter<MuseumObject> objectWriter() {\n"
         "78:        writer.setSql(\"INSERT INTO museum_object (...) VALUES (...)\");"),
        ("assistant", "The reader has `setSaveState(false)`, so Spring Batch can't resume from the last committed "
                      "chunk, and the writer does plain `INSERT`s, so a re-run duplicates. Options:\n\n"
                      "**A. Let Spring Batch restart.** `setSaveState(true)` + a stable `ORDER BY object_number` in "
                      "the cursor query; a failed execution resumes at the last committed chunk. Cheap, but relies "
                      "on the export's row order being stable between runs.\n\n**B. Make the writer idempotent.** "
                      "`INSERT ... ON CONFLICT (object_number) DO UPDATE` — re-running the whole job is harmless. "
                      "Needs a unique constraint on `object_number`.\n\n**C. Staging table + swap.** Import into "
                      "`museum_object_staging`, then swap in one transaction. Most robust, most work, doubles the "
                      "disk for the 2.4M rows.\n\nA+B together is also possible."),
        ("user", "B. the export order is NOT stable, the TMS people told me it's whatever their view returns, and "
                 "C is overkill for a nightly. object_number is unique anyway by museum rules. let's write an ADR: "
                 "docs/adr/0007, decision B, and why not A and C"),
        ("tool", "Write", {"file_path": "docs/adr/0007-idempotent-object-import.md"},
         "Created docs/adr/0007-idempotent-object-import.md (41 lines)"),
        ("tool", "Bash", {"command": "sed -n 1,22p docs/adr/0007-idempotent-object-import.md"},
         "# 7. Idempotent object import\n\nDate: 2026-10-20\nStatus: accepted\n\n## Context\n\nThe nightly import "
         "of TMS objects failed halfway on 2026-10-19 and a re-run\nimported 11,032 objects twice.\n\n## Decision\n\n"
         "The writer upserts on `object_number` (`INSERT ... ON CONFLICT (object_number)\nDO UPDATE`), backed by a "
         "unique constraint. A failed run is simply run again.\n\n## Rejected\n\n- Spring Batch restart from saved "
         "reader state: the TMS export's row order\n  is not stable between runs.\n- Staging table + swap: overkill "
         "for a nightly job."),
        ("tool", "Bash", {"command": "./mvnw -q test"},
         "[INFO] Tests run: 64, Failures: 0, Errors: 0, Skipped: 2\n[WARNING] Tests run: 64, Failures: 0, Errors: 0, "
         "Skipped: 2, Time elapsed: 38.1 s\n[INFO] BUILD SUCCESS"),
        ("assistant", "ADR 0007 is written (status *accepted*) and the writer now upserts; I added Flyway migration "
                      "`V23__unique_object_number.sql` with the unique constraint, after first checking there are "
                      "no duplicate `object_number`s left (there were 11,032 — I deduplicated them in the same "
                      "migration, keeping the newest row). Tests pass (64, 2 skipped as before).\n\nWhile I'm here: "
                      "should the chunk size stay at 500? With upserts, 1000 might be faster."),
        ("user", "hm, let me think about it. don't touch it for now.\n\nsave this btw, it bit me twice: the TMS "
                 "export is windows-1252, not utf-8, even though the header says utf-8. the reader has to decode "
                 "it as windows-1252 or the accents in the maker names break"),
        ("assistant", "Saved: the TMS export is **windows-1252** despite its utf-8 header, so the reader decodes it "
                      "as windows-1252 (maker names with accents otherwise break). The current reader already sets "
                      "that charset, I checked. Chunk size stays at 500 until you decide."),
        ("user", "ok ty"),
    ],
    "facts": [
        fact("upsert-decision", "The object import is made idempotent by upserting on object_number (ON CONFLICT DO "
             "UPDATE with a unique constraint); recorded as ADR 0007.", "decision", "user",
             ["object_number", ["ON CONFLICT", "upsert", "upserts"]]),
        fact("rejected-restart", "Spring Batch restart from saved reader state was rejected because the TMS export "
             "row order is not stable; a staging table swap was rejected as overkill.", "decision", "user",
             [["not stable", "order"]]),
        fact("adr-0007", "The decision is written down in docs/adr/0007-idempotent-object-import.md.", "fact",
             "assistant", ["0007"]),
        fact("tms-encoding", "The TMS export is windows-1252 despite its utf-8 header; the reader must decode it as "
             "windows-1252.", "rule", "user", ["windows-1252"], remember=True),
    ],
    "optional": [
        opt("flyway-v23", "Flyway migration V23__unique_object_number.sql adds the unique constraint.",
            ["V23__unique_object_number"]),
        opt("chunk-500", "Chunk size stays 500 for now.", ["500"]),
    ],
    "questions": [
        q("How do we avoid duplicate imports after a failed run?", "upsert on object_number, ADR 0007",
          ["upsert-decision", "adr-0007"]),
        q("Why not use Spring Batch restart?", "TMS export order not stable", ["rejected-restart"]),
        q("What encoding is the TMS export?", "windows-1252", ["tms-encoding"]),
    ],
}

TREE = """Assets/Scripts/
├── BeamController.cs
├── FogManager.cs
├── GameManager.cs
├── KeeperInput.cs
├── LampOil.cs
├── SaveSystem.cs
├── ShipSpawner.cs
├── ShipAI.cs
├── UI/
│   ├── HudController.cs
│   └── OilGauge.cs
├── Utils.cs
└── WeatherStuff.cs

1 directory, 13 files"""

lighthouse_refactor = {
    "id": "h17-cc-lighthouse-refactor",
    "project": "/Users/mika/dev/lanternfall",
    "start": datetime(2026, 10, 21, 16, 40),
    "about": "Unity C# lighthouse game: refactor of a flat Scripts folder; person sets folder/namespace layout and "
             "field naming as the going-forward rule; addressables 'maybe later'; Utils split; rename one-off",
    "steps": [
        ("user", "Hey Claude! Scripts folder is a mess, I want to sort it before the demo build. have a look"),
        ("tool", "Bash", {"command": "tree Assets/Scripts"}, TREE),
        ("assistant", "Thirteen scripts, all in the global namespace except the two UI ones. A few observations:\n\n"
                      "- `Utils.cs` is 400 lines mixing math helpers, save-path helpers and a Fog lerp.\n"
                      "- `WeatherStuff.cs` holds three classes (`Storm`, `WindZone2D`, `RainFx`).\n"
                      "- Field naming is mixed: `m_oil`, `_beamAngle`, `fogDensity` (public), `Speed`.\n\n"
                      "A common layout would be feature folders (`Beam/`, `Ships/`, `Weather/`, `Save/`, `UI/`) "
                      "with matching namespaces. Want me to propose one?"),
        ("user", "yes feature folders. here's the rule, and it's for the whole project going forward, not just "
                 "today: every folder under Assets/Scripts is a namespace `Lanternfall.<Folder>`, one public type "
                 "per file, file name = type name. private fields are _camelCase, no m_ prefix, serialized ones "
                 "too with [SerializeField]. no public fields at all"),
        ("assistant", "Clear. Plan:\n\n```\nAssets/Scripts/\n  Beam/      BeamController, LampOil\n  Core/      "
                      "GameManager, KeeperInput\n  Ships/     ShipSpawner, ShipAI\n  Weather/   FogManager, Storm, "
                      "WindZone2D, RainFx\n  Save/      SaveSystem, SavePaths\n  UI/        HudController, OilGauge\n"
                      "  Util/      MathUtil\n```\n\nNamespaces `Lanternfall.Beam` etc., `Utils.cs` split into "
                      "`Save/SavePaths.cs`, `Util/MathUtil.cs`, and the fog lerp moves into `FogManager`. I'll use "
                      "`git mv` so history follows and move the `.meta` files with them so prefab references "
                      "survive."),
        ("user", "go"),
        ("tool", "Bash", {"command": "./tools/move_scripts.sh && git status --short | head -20"},
         "R  Assets/Scripts/BeamController.cs -> Assets/Scripts/Beam/BeamController.cs\n"
         "R  Assets/Scripts/BeamController.cs.meta -> Assets/Scripts/Beam/BeamController.cs.meta\n"
         "R  Assets/Scripts/LampOil.cs -> Assets/Scripts/Beam/LampOil.cs\n"
         "R  Assets/Scripts/GameManager.cs -> Assets/Scripts/Core/GameManager.cs\n"
         "R  Assets/Scripts/ShipAI.cs -> Assets/Scripts/Ships/ShipAI.cs\n"
         "R  Assets/Scripts/ShipSpawner.cs -> Assets/Scripts/Ships/ShipSpawner.cs\n"
         "R  Assets/Scripts/FogManager.cs -> Assets/Scripts/Weather/FogManager.cs\n"
         "A  Assets/Scripts/Weather/Storm.cs\nA  Assets/Scripts/Weather/WindZone2D.cs\nA  Assets/Scripts/Weather/RainFx.cs\n"
         "D  Assets/Scripts/WeatherStuff.cs\nA  Assets/Scripts/Save/SavePaths.cs\nA  Assets/Scripts/Util/MathUtil.cs\n"
         "D  Assets/Scripts/Utils.cs\n M Assets/Prefabs/Lighthouse.prefab"),
        ("tool", "Bash", {"command": "/Applications/Unity/Hub/Editor/2022.3.41f1/Unity.app/Contents/MacOS/Unity -batchmode "
                                     "-projectPath . -runTests -testPlatform EditMode -logFile - | tail -8"},
         "Compilation succeeded\n[TestRunner] Running 57 EditMode tests\n[TestRunner]   BeamTests ....... 14/14 passed\n"
         "[TestRunner]   OilTests ........ 9/9 passed\n[TestRunner]   SaveTests ....... 11/11 passed\n"
         "[TestRunner]   ShipTests ....... 23/23 passed\n[TestRunner] 57 passed, 0 failed, 0 skipped\nExiting batchmode "
         "successfully now!"),
        ("assistant", "Moved and renamed; EditMode tests pass (57/57) on Unity 2022.3.41f1. Fields are now "
                      "`_camelCase` with `[SerializeField]` where the inspector needs them; the four public fields "
                      "(`fogDensity`, `Speed`, `beamRange`, `oilMax`) became serialized private fields with "
                      "read-only properties. `Lighthouse.prefab` changed only because Unity re-serialized the field "
                      "names — values are preserved via `[FormerlySerializedAs]`.\n\nSomething to consider later: "
                      "the ship prefabs are loaded with `Resources.Load`, and moving them to Addressables would cut "
                      "the demo's startup time."),
        ("user", "maybe later. rename `ShipAI` to `ShipPilot` pls, AI sounds weird in the credits lol"),
        ("tool", "Bash", {"command": "./tools/rename_type.sh ShipAI ShipPilot"},
         "renamed class ShipAI -> ShipPilot in 6 files\nmoved Assets/Scripts/Ships/ShipAI.cs -> Assets/Scripts/Ships/ShipPilot.cs"),
        ("assistant", "Renamed to `ShipPilot` (6 files, meta GUID kept so the prefabs still resolve)."),
        ("user", "perfect ty. commit it as 'chore: sort scripts into feature folders'"),
        ("tool", "Bash", {"command": "git commit -qam 'chore: sort scripts into feature folders' && git log --oneline -1"},
         "a91f3c2 chore: sort scripts into feature folders"),
        ("assistant", "Committed as `a91f3c2`."),
    ],
    "facts": [
        fact("namespace-rule", "Every folder under Assets/Scripts is a namespace Lanternfall.<Folder>, with one "
             "public type per file named after the type.", "convention", "user",
             [["Lanternfall.<Folder>", "Lanternfall"], "namespace"], remember=True),
        fact("field-naming", "Private fields are _camelCase (no m_ prefix), serialized ones via [SerializeField]; "
             "no public fields.", "convention", "user", ["_camelCase", "SerializeField"], remember=True),
        fact("feature-folders", "Scripts are organised in feature folders (Beam, Core, Ships, Weather, Save, UI, "
             "Util).", "decision", "user", ["feature folders"]),
    ],
    "optional": [
        opt("unity-version", "The project uses Unity 2022.3.41f1.", ["2022.3.41f1"]),
        opt("shippilot", "ShipAI was renamed ShipPilot.", ["ShipPilot"]),
    ],
    "questions": [
        q("What namespace does a script in Assets/Scripts/Weather get?", "Lanternfall.Weather", ["namespace-rule"]),
        q("How are private fields named?", "_camelCase, SerializeField, no public fields", ["field-naming"]),
        q("Did we move to Addressables?", "no, maybe later", []),
    ],
}

seabird_ml = {
    "id": "h17-cc-seabird-ml",
    "project": "/home/aiko/skua-calls",
    "start": datetime(2026, 10, 22, 10, 5),
    "about": "small PyTorch classifier for seabird calls: short; a resample bug found; keep-in-mind remember in "
             "lower case with typos about the sample rate; eval run numbers are results",
    "steps": [
        ("user", "eval accuracy dropped from 0.91 to 0.62 after I added the new recordings from the cliff mic. "
                 "whats going on"),
        ("tool", "Bash", {"command": "python -c \"import soundfile as sf,glob;print({sf.info(f).samplerate for f in glob.glob('data/raw/cliff2026/*.wav')})\""},
         "{48000}"),
        ("tool", "Bash", {"command": "grep -n 'samplerate\\|sr' skua/dataset.py"},
         "14:SR = 22050\n41:        wav, sr = torchaudio.load(path)\n42:        # assume all recordings are SR\n"
         "43:        mel = self.melspec(wav)"),
        ("assistant", "Found it: the cliff mic records at **48 kHz**, the old recorders at 22.05 kHz, and "
                      "`dataset.py` never resamples — line 42 just assumes everything is `SR = 22050`. So the new "
                      "clips' mel spectrograms are stretched and the model sees nonsense. Fix: resample with "
                      "`torchaudio.functional.resample(wav, sr, SR)` when `sr != SR`."),
        ("user", "yes do it"),
        ("tool", "Bash", {"command": "python -m skua.eval --ckpt runs/2026-10-01/best.pt"},
         "loading 4,212 clips (1,180 resampled 48000->22050)\nclass         prec   rec    f1\narctic_skua   0.93   0.90   0.91\n"
         "great_skua    0.91   0.94   0.92\nkittiwake     0.90   0.89   0.89\nfulmar        0.92   0.91   0.91\n"
         "accuracy                     0.91"),
        ("assistant", "Resampling added in `SkuaDataset.__getitem__`; eval is back at 0.91 with the 1,180 cliff "
                      "clips included, no retraining needed."),
        ("user", "nice!! thx. keep in mind for this repo: model is trained on 22050 hz mono, everything gets "
                 "resampled to that on load, never retrain at 48k eventhough the new mics are 48k, the old "
                 "archive is 22k and we need them comparable"),
        ("assistant", "Will do: the model stays at 22,050 Hz mono and every recording is resampled to that on load; "
                      "no retraining at 48 kHz, so the old archive stays comparable."),
    ],
    "facts": [
        fact("resample-cause", "Accuracy dropped because the new cliff mic records at 48 kHz and dataset.py never "
             "resampled to 22050; fixed by resampling on load.", "bugfix", "assistant", ["48", ["resample", "resampling", "resampled"]]),
        fact("sr-rule", "The model is trained on 22050 Hz mono; all audio is resampled to that on load and it is "
             "never retrained at 48k, to stay comparable with the old archive.", "rule", "user", ["22050"],
             remember=True),
    ],
    "optional": [],
    "questions": [
        q("What sample rate does the model use?", "22050 Hz mono", ["sr-rule"]),
        q("Why did accuracy drop with the cliff recordings?", "48 kHz not resampled", ["resample-cause"]),
    ],
}
