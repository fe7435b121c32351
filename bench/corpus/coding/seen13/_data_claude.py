"""h13 Claude Code sessions, part 1: shortener, roster, tides, neovim plugin, bakery API."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q, spec_log

SHORT_SPECS = [f"Shortener::Codec {c}" for c in ("encodes 0", "encodes max id", "round trips", "rejects empty")] + [
    f"Shortener::Store {c}" for c in ("inserts", "finds by slug", "counts hits", "expires links", "lists recent")
] + [f"Shortener::Http {c}" for c in ("GET / 200", "POST /new 201", "GET /:slug 302", "GET /:slug 404", "rate limit 429")]

SHORTENER = {
    "id": "h13-cc-shortener-store",
    "project": "/home/ines/code/snip",
    "start": datetime(2026, 11, 23, 9, 12, 0),
    "about": "Crystal URL shortener; storage picked over several turns (sqlite), Redis dropped in passing, "
             "numbered list of three asks with one remember-request; hit counter batching reported after acting",
    "steps": [
        ("user", "morning! picking up snip again. right now links live in a Hash in memory, which obviously dies on every restart. i want real storage this week"),
        ("assistant", "Morning! Happy to help. Let me look at how the store is wired before suggesting anything."),
        ("tool", "Bash", {"command": "ls -R src spec && cat shard.yml"},
         "src:\nsnip.cr  snip/\n\nsrc/snip:\ncodec.cr  http.cr  store.cr  config.cr\n\nspec:\nspec_helper.cr  codec_spec.cr  store_spec.cr  http_spec.cr\n\n"
         "name: snip\nversion: 0.3.1\n\ndependencies:\n  kemal:\n    github: kemalcr/kemal\n    version: ~> 1.5.0\n\n"
         "development_dependencies:\n  ameba:\n    github: crystal-ameba/ameba\n\ncrystal: '>= 1.12.0'\nlicense: MIT\n"),
        ("tool", "Read", {"file_path": "src/snip/store.cr"},
         "module Snip\n  class Store\n    @links = Hash(String, Link).new\n    @hits = Hash(String, Int64).new(0_i64)\n\n"
         "    def insert(link : Link) : Nil\n      @links[link.slug] = link\n    end\n\n    def find(slug : String) : Link?\n      @links[slug]?\n    end\n\n"
         "    def hit(slug : String) : Nil\n      @hits[slug] += 1\n    end\n  end\nend\n"),
        ("assistant", "The store is a plain class with `insert`, `find` and `hit`, so swapping the backend is contained. Three realistic options:\n\n"
         "1. **PostgreSQL** via `crystal-pg` — robust, but you'd be running a database server for a side project.\n"
         "2. **SQLite** via `crystal-sqlite3` + `crystal-db` — one file next to the binary, zero ops, fine for a single instance.\n"
         "3. **Redis** — fast for counters, but persistence is a config question and you'd still want something for the link table.\n\n"
         "For a single-box shortener I'd lean SQLite, but Postgres buys you multiple instances later."),
        ("user", "hmm i was kind of thinking postgres since i already run one on the vps for the blog"),
        ("assistant", "That's a fair argument — if the server is already there, the ops cost mostly disappears. The trade-off left is coupling: if the blog's Postgres goes down for an upgrade, snip goes down with it, and backups of snip become part of the blog's backup story."),
        ("user", "how big does sqlite get before it hurts? we're talking maybe 20k links, a few hundred redirects a minute at peak"),
        ("assistant", "Nowhere near a problem. SQLite in WAL mode handles many thousands of reads per second on one box; 20k rows is tiny. The thing that can hurt is lots of concurrent *writes* — every redirect bumping a hit counter is a write. That's solvable by batching the counter updates in memory and flushing periodically."),
        ("user", "ok fine, sqlite it is. not coupling it to the blog db, and redis is overkill for this, forget it"),
        ("assistant", "Got it — SQLite. I'll add `crystal-sqlite3`, write a migration for `links` and `hits`, and open the DB in WAL mode."),
        ("tool", "Edit", {"file_path": "shard.yml", "old_string": "  kemal:", "new_string": "  sqlite3:\n    github: crystal-lang/crystal-sqlite3\n    version: ~> 0.21.0\n  kemal:"}, "The file shard.yml has been updated."),
        ("tool", "Bash", {"command": "shards install"},
         "Resolving dependencies\nFetching https://github.com/crystal-lang/crystal-sqlite3.git\nFetching https://github.com/crystal-lang/crystal-db.git\n"
         "Fetching https://github.com/kemalcr/kemal.git\nUsing kemal (1.5.0)\nUsing radix (0.4.1)\nUsing backtracer (1.2.2)\nUsing exception_page (0.4.1)\n"
         "Installing db (0.13.1)\nInstalling sqlite3 (0.21.0)\nUsing ameba (1.6.1)\nWriting shard.lock"),
        ("tool", "Write", {"file_path": "src/snip/store.cr"},
         "File created successfully at: src/snip/store.cr"),
        ("tool", "Bash", {"command": "crystal spec"},
         spec_log(SHORT_SPECS, {"Shortener::Store counts hits": "Expected 3, got 0 (DB::Connection is closed)"}, 2.31)),
        ("assistant", "One failure: the hit counter spec reads the count right after bumping it, but the new store buffers hits. Before I change the spec — I went with a flush every **5 seconds or 500 pending hits, whichever comes first**, done in a background fiber, so redirects never wait on a write lock. The spec needs to call `store.flush` before asserting. The closed-connection message is the fiber racing the spec teardown; I'll make `close` flush first."),
        ("user", "yep makes sense 👍"),
        ("tool", "Edit", {"file_path": "spec/store_spec.cr", "old_string": "    store.hit(\"abc\")\n    store.count(\"abc\").should eq 3", "new_string": "    store.hit(\"abc\")\n    store.flush\n    store.count(\"abc\").should eq 3"}, "The file spec/store_spec.cr has been updated."),
        ("tool", "Bash", {"command": "crystal spec"}, spec_log(SHORT_SPECS, None, 2.05)),
        ("assistant", "All 14 examples pass. The DB file path comes from `SNIP_DB` and defaults to `./snip.sqlite3`."),
        ("user", "few things:\n1. rename `Store#hit` to `record_hit`, hit is too vague\n2. the db file should live at /var/lib/snip/snip.sqlite3 on the vps, put that in the systemd unit as SNIP_DB\n3. remember for later that slugs are base62 and exactly 7 chars — don't \"helpfully\" make them shorter again like last time"),
        ("tool", "Bash", {"command": "grep -rn 'def hit\\|\\.hit(' src spec"},
         "src/snip/store.cr:31:    def hit(slug : String) : Nil\nsrc/snip/http.cr:44:      STORE.hit(slug)\nspec/store_spec.cr:18:    store.hit(\"abc\")\nspec/store_spec.cr:19:    store.hit(\"abc\")\nspec/store_spec.cr:20:    store.hit(\"abc\")"),
        ("tool", "Bash", {"command": "sed -i 's/def hit(/def record_hit(/; s/\\.hit(/.record_hit(/g' src/snip/store.cr src/snip/http.cr spec/store_spec.cr && crystal spec 2>&1 | tail -2"},
         "Finished in 2.11 seconds\n14 examples, 0 failures, 0 errors, 0 pending"),
        ("tool", "Edit", {"file_path": "deploy/snip.service", "old_string": "Environment=KEMAL_ENV=production", "new_string": "Environment=KEMAL_ENV=production\nEnvironment=SNIP_DB=/var/lib/snip/snip.sqlite3"}, "The file deploy/snip.service has been updated."),
        ("assistant", "Done:\n\n1. `Store#hit` → `Store#record_hit` (store, http handler, spec).\n2. `deploy/snip.service` now sets `SNIP_DB=/var/lib/snip/snip.sqlite3`. You'll need `StateDirectory=snip` or a manual `mkdir` so the directory exists — want me to add `StateDirectory`?\n3. Noted: slugs stay base62, exactly 7 characters. The codec already pads to 7; I won't touch its length."),
        ("user", "yes add StateDirectory. thanks"),
        ("tool", "Edit", {"file_path": "deploy/snip.service", "old_string": "[Service]", "new_string": "[Service]\nStateDirectory=snip"}, "The file deploy/snip.service has been updated."),
        ("assistant", "Added `StateDirectory=snip`, so systemd creates `/var/lib/snip` owned by the service user. Anything else?"),
        ("user", "nah that's it for today, cheers"),
        ("assistant", "Cheers — always happy to help!"),
    ],
    "facts": [
        fact("storage-sqlite", "snip stores links and hits in SQLite (crystal-sqlite3), not Postgres: not coupling it to the blog's database.", "decision", "user", [["SQLite", "sqlite"], "blog"]),
        fact("no-redis", "Redis was rejected for snip as overkill.", "decision", "user", [["Redis", "redis"], "overkill"]),
        fact("hit-batching", "Hit counts are buffered and flushed every 5 seconds or 500 pending hits in a background fiber so redirects never wait on writes.", "decision", "assistant", ["5 seconds", "500"]),
        fact("db-path", "On the VPS the database is /var/lib/snip/snip.sqlite3, set as SNIP_DB in the systemd unit.", "config", "user", ["/var/lib/snip/snip.sqlite3", "SNIP_DB"]),
        fact("slug-format", "Slugs are base62 and exactly 7 characters; never make them shorter.", "rule", "user", ["base62", "7"], True),
    ],
    "optional": [
        opt("record-hit", "Store#hit was renamed to record_hit.", ["record_hit"]),
        opt("state-dir", "The systemd unit has StateDirectory=snip.", ["StateDirectory"]),
    ],
    "questions": [
        q("What database does snip use?", "SQLite, not the blog's Postgres", ["storage-sqlite"]),
        q("Where is the snip database on the VPS?", "/var/lib/snip/snip.sqlite3 via SNIP_DB", ["db-path"]),
        q("How long are slugs?", "exactly 7 characters, base62", ["slug-format"]),
        q("How often are hit counts written?", "every 5 seconds or 500 pending hits", ["hit-batching"]),
    ],
}

ROSTER = {
    "id": "h13-cc-roster-dst",
    "project": "/srv/dev/foodbank-roster",
    "start": datetime(2026, 11, 23, 14, 3, 0),
    "about": "Elixir Phoenix volunteer roster; root cause asked as a question (DST) and fixed; answer-style "
             "preference said as a complaint; a proposal met with 'let me think about it'; Oban picked over Quantum after "
             "a question; a failing test that was the test's fault",
    "steps": [
        ("user", "shifts on the roster page are showing an hour early since the weekend. volunteers are turning up at 8 for a 9 o'clock shift. is it the DST change?"),
        ("tool", "Bash", {"command": "grep -rn 'shift_start\\|NaiveDateTime\\|DateTime' lib/roster | head -20"},
         "lib/roster/shifts/shift.ex:9:    field :starts_at, :naive_datetime\nlib/roster/shifts/shift.ex:10:    field :ends_at, :naive_datetime\n"
         "lib/roster_web/live/shift_live/index.ex:31:      |> Enum.map(&NaiveDateTime.add(&1.starts_at, 3600))\n"
         "lib/roster_web/components/shift_card.ex:14:    Calendar.strftime(@shift.starts_at, \"%H:%M\")\nlib/roster/shifts.ex:52:    now = NaiveDateTime.utc_now()"),
        ("assistant", "Yes — it's the DST change, and here's the mechanism. Shifts are stored as `naive_datetime` in UTC, and `shift_live/index.ex` line 31 converts to local time by adding a hard-coded **3600 seconds**. That was right for CEST... no wait, for CET (UTC+1) it's right and for summer it was wrong — let me check the git blame.\n\nActually the offset was added in April when the clocks were UTC+2 in summer... Looking at the data: a 9:00 local shift is stored as 08:00 UTC; +3600 gives 09:00. So in winter (UTC+1) this should be correct. Let me look at how the shifts are *created*."),
        ("tool", "Bash", {"command": "git log -L 25,40:lib/roster_web/live/shift_live/form_component.ex --oneline | head -30"},
         "a91c2e0 store shift times in utc\ndiff --git a/lib/roster_web/live/shift_live/form_component.ex b/lib/roster_web/live/shift_live/form_component.ex\n"
         "@@ -28,3 +28,3 @@\n-    starts_at = NaiveDateTime.new!(date, time)\n+    starts_at = NaiveDateTime.add(NaiveDateTime.new!(date, time), -7200)\n"),
        ("assistant", "Found it. The form subtracts a fixed **7200 s** when saving (summer offset) and the list view adds back a fixed **3600 s** (winter offset). Both were written in different seasons. Since the clocks went back, every newly-created shift is stored an hour too early relative to what the list adds back. Root cause: hard-coded UTC offsets instead of a real time zone.\n\nFix: store `utc_datetime`, convert with `DateTime.shift_zone!/2` using the `tz` database for `Europe/Vienna`. I'll add the `tzdata` dependency and a migration that corrects the rows created since the change."),
        ("user", "go. and shorter answers pls, no summaries at the end, i can read the diff. that goes for every session btw"),
        ("tool", "Edit", {"file_path": "mix.exs", "old_string": "{:phoenix, \"~> 1.7.14\"},", "new_string": "{:phoenix, \"~> 1.7.14\"},\n      {:tzdata, \"~> 1.1\"},"}, "The file mix.exs has been updated."),
        ("tool", "Edit", {"file_path": "config/config.exs", "old_string": "config :roster, RosterWeb.Endpoint,", "new_string": "config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase\nconfig :roster, :local_zone, \"Europe/Vienna\"\n\nconfig :roster, RosterWeb.Endpoint,"}, "The file config/config.exs has been updated."),
        ("tool", "Bash", {"command": "mix deps.get && mix ecto.gen.migration shifts_to_utc_datetime && mix test"},
         "Resolving Hex dependencies...\nDependency resolution completed:\nUnchanged:\n  phoenix 1.7.14\n  ecto_sql 3.12.1\n  postgrex 0.19.1\nNew:\n  tzdata 1.1.2\n"
         "* creating priv/repo/migrations/20261123141522_shifts_to_utc_datetime.exs\n"
         "Running ExUnit with seed: 40213, max_cases: 16\n..........................................\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n42 tests, 0 failures"),
        ("assistant", "Shifts now stored as `utc_datetime`, shown via `shift_zone!` to `Europe/Vienna`. Migration shifts rows created since 2026-10-25 by +1h. 42 tests pass."),
        ("user", "nice. could also send the volunteers an email about the mixup?"),
        ("assistant", "Could add a one-off mix task that mails everyone with a shift this week, using the existing Swoosh mailer. Or a banner on the roster page instead."),
        ("user", "hmm, let me think about it"),
        ("user", "deploy the fix for now, `fly deploy`"),
        ("tool", "Bash", {"command": "fly deploy"},
         "==> Verifying app config\nValidating fly.toml\n✓ Configuration is valid\n--> Verified app config\n==> Building image\n"
         "Running release_command: /app/bin/migrate\n  Starting machine\n  21:15:33.401 [info] == Running 20261123141522 Roster.Repo.Migrations.ShiftsToUtcDatetime.change/0 forward\n"
         "  21:15:33.620 [info] == Migrated 20261123141522 in 0.2s\n  release_command completed successfully\n--> Machine 3d8d9e4b must be replaced\n"
         "Updating existing machines in 'foodbank-roster' with rolling strategy\n  Machine 3d8d9e4b [app] update finished: success\nVisit your newly deployed app at https://foodbank-roster.fly.dev/"),
        ("assistant", "Deployed; migration ran."),
        ("user", "next thing while we're here. coordinators want a reminder email to volunteers the day before their shift. what's the least annoying way in phoenix"),
        ("assistant", "Two usual choices: **Quantum** (cron-like, in-memory schedule) or **Oban** (jobs stored in Postgres). Quantum is simpler but if the machine restarts at the wrong moment a run is lost and nothing records it. Oban persists jobs in the database you already have, retries failures, and you can see what was sent."),
        ("user", "is oban a big dependency? we're on the smallest fly machine"),
        ("assistant", "It's one Hex package plus a migration creating `oban_jobs`; it runs inside your app, no extra service. Memory overhead is a few MB."),
        ("user", "ok oban then. reminders 24h before the shift starts. queue name `mailers`, concurrency 5 is plenty"),
        ("tool", "Edit", {"file_path": "mix.exs", "old_string": "      {:tzdata, \"~> 1.1\"},", "new_string": "      {:tzdata, \"~> 1.1\"},\n      {:oban, \"~> 2.18\"},"}, "The file mix.exs has been updated."),
        ("tool", "Edit", {"file_path": "config/config.exs", "old_string": "config :roster, :local_zone, \"Europe/Vienna\"", "new_string": "config :roster, :local_zone, \"Europe/Vienna\"\n\nconfig :roster, Oban,\n  repo: Roster.Repo,\n  queues: [mailers: 5],\n  plugins: [{Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7}]"}, "The file config/config.exs has been updated."),
        ("tool", "Write", {"file_path": "lib/roster/workers/shift_reminder.ex"}, "File created successfully at: lib/roster/workers/shift_reminder.ex"),
        ("tool", "Bash", {"command": "mix deps.get >/dev/null && mix ecto.gen.migration add_oban_jobs_table >/dev/null && mix test"},
         "Running ExUnit with seed: 8812, max_cases: 16\n\n  1) test reminder is scheduled 24h before start (Roster.Workers.ShiftReminderTest)\n     test/roster/workers/shift_reminder_test.exs:14\n     Assertion with == failed\n     code:  assert job.scheduled_at == ~U[2026-11-30 08:00:00Z]\n     left:  ~U[2026-11-30 09:00:00Z]\n     right: ~U[2026-11-30 08:00:00Z]\n\n...........................................\nFinished in 2.2 seconds (0.7s async, 1.5s sync)\n44 tests, 1 failure"),
        ("assistant", "My test was wrong, not the code — I wrote the expected time in local time. Fixing the expectation to UTC."),
        ("tool", "Bash", {"command": "mix test 2>&1 | tail -2"}, "Finished in 2.1 seconds (0.7s async, 1.4s sync)\n44 tests, 0 failures"),
        ("assistant", "Oban in, queue `mailers` at concurrency 5, `ShiftReminder` scheduled 24h before `starts_at` when a volunteer signs up; cancelled if they drop the shift. Pruner keeps jobs 7 days."),
        ("user", "👍 thx"),
    ],
    "facts": [
        fact("dst-cause", "Shifts showed an hour early after the DST change because the form subtracted a fixed 7200 s and the list added a fixed 3600 s instead of using a time zone.", "bugfix", "assistant", ["DST", ["7200", "3600"]]),
        fact("tz-fix", "Shift times are stored as utc_datetime and shown with DateTime.shift_zone! in Europe/Vienna using tzdata.", "bugfix", "assistant", ["Europe/Vienna", ["tzdata", "shift_zone"]]),
        fact("short-answers", "The user wants short answers with no summaries at the end, in every session.", "preference", "user", ["shorter answers", "summaries"], True),
        fact("oban", "Shift reminders use Oban, not Quantum, because jobs persist in Postgres and a restart can't lose a run.", "decision", "user", ["Oban", "Quantum"]),
        fact("reminder-24h", "Reminder emails go out 24h before the shift on the Oban queue mailers with concurrency 5.", "config", "user", ["24h", "mailers"]),
    ],
    "optional": [
        opt("fly-deploy", "The roster deploys with fly deploy.", ["fly deploy"]),
        opt("pruner", "Oban's pruner keeps jobs 7 days.", ["Pruner"]),
    ],
    "questions": [
        q("Why were shifts an hour early in November?", "hard-coded UTC offsets 7200 and 3600 broke at the DST change", ["dst-cause"]),
        q("Which time zone does the roster display?", "Europe/Vienna", ["tz-fix"]),
        q("How should answers be written?", "short, no summaries at the end", ["short-answers"]),
        q("When are shift reminders sent and with what?", "24h before, Oban queue mailers", ["oban", "reminder-24h"]),
    ],
}

NC_EXPLAIN = (
    "Here's how netCDF-Fortran behaves, because it explains the crash:\n\n"
    "- Every call returns a status integer; the library **never** aborts on its own, so if you don't check `status /= nf90_noerr` "
    "the next call just works on garbage ids.\n"
    "- A file opened with `nf90_create` starts in **define mode**. You **must** call `nf90_enddef` before any `nf90_put_var`, "
    "otherwise you always get `NetCDF: Operation not allowed in define mode` (-39).\n"
    "- Dimension lengths are fixed at definition time, except the one `NF90_UNLIMITED` dimension, which must be the slowest-varying one "
    "(the *last* index in Fortran order, because Fortran is column-major and the C library sees it reversed).\n"
    "- `nf90_put_var` with `start`/`count` always uses 1-based indices from the Fortran API even though the C core is 0-based.\n"
    "- The default fill value for `NF90_DOUBLE` is 9.969209968386869e36, and readers must treat it as missing.\n\n"
    "In `write_elevation` the call order is create → def_dim → def_var → put_var → enddef, so the put happens in define mode, the "
    "status is ignored, and the later `nf90_close` segfaults on the half-defined file. Moving `nf90_enddef` above the time loop fixes it."
)

TIDES = {
    "id": "h13-cc-tides-netcdf",
    "project": "/home/kpetrov/models/shelftide",
    "start": datetime(2026, 11, 24, 8, 40, 0),
    "about": "Fortran ocean tide model writing netCDF; long explanation of library behaviour full of always/must/never "
             "(not rules); build log with versions and paths; remember-request in German-flavoured English; compiler flags decided",
    "steps": [
        ("user", "Good morning. The model run crashes at the end when writing output, segfault in nf90_close. Input is the Adriatic grid. Can you look?"),
        ("tool", "Bash", {"command": "make clean && make FC=gfortran 2>&1 | tail -15 && ./shelftide namelists/adriatic.nml"},
         "rm -f build/*.o build/*.mod shelftide\ngfortran -O2 -g -fbacktrace -Jbuild -I/usr/include -c src/constants.f90 -o build/constants.o\n"
         "gfortran -O2 -g -fbacktrace -Jbuild -I/usr/include -c src/grid.f90 -o build/grid.o\n"
         "gfortran -O2 -g -fbacktrace -Jbuild -I/usr/include -c src/harmonics.f90 -o build/harmonics.o\n"
         "gfortran -O2 -g -fbacktrace -Jbuild -I/usr/include -c src/solver.f90 -o build/solver.o\n"
         "gfortran -O2 -g -fbacktrace -Jbuild -I/usr/include -c src/output.f90 -o build/output.o\n"
         "gfortran -o shelftide build/*.o -L/usr/lib/x86_64-linux-gnu -lnetcdff -lnetcdf\n"
         " shelftide 0.9.2  (netCDF-Fortran 4.6.1, netCDF-C 4.9.2)\n grid: 412 x 296, dt = 30.0 s, constituents: M2 S2 N2 K1 O1\n"
         " step   2880 / 2880   t = 86400.0 s   max|eta| = 1.1837 m\n writing /scratch/kpetrov/out/adriatic_eta.nc\n\n"
         "Program received signal SIGSEGV: Segmentation fault - invalid memory reference.\n\nBacktrace for this error:\n"
         "#0  0x7f3a2b in nc4_close_netcdf4_file\n#1  0x7f3a9e in nc_close\n#2  0x4061d2 in __output_MOD_close_output at src/output.f90:118\n"
         "#3  0x4031aa in MAIN__ at src/main.f90:77\nSegmentation fault (core dumped)"),
        ("tool", "Read", {"file_path": "src/output.f90"},
         "  subroutine write_elevation(path, eta, nt)\n    ...\n    status = nf90_create(path, NF90_NETCDF4, ncid)\n"
         "    status = nf90_def_dim(ncid, 'x', nx, xdim)\n    status = nf90_def_dim(ncid, 'y', ny, ydim)\n"
         "    status = nf90_def_dim(ncid, 'time', NF90_UNLIMITED, tdim)\n    status = nf90_def_var(ncid, 'eta', NF90_DOUBLE, [xdim, ydim, tdim], varid)\n"
         "    do it = 1, nt\n      status = nf90_put_var(ncid, varid, eta(:,:,it), start=[1,1,it], count=[nx,ny,1])\n    end do\n"
         "    status = nf90_enddef(ncid)\n  end subroutine"),
        ("assistant", NC_EXPLAIN),
        ("user", "Ok, make it so. Also wrap the calls in a check routine, I am tired of silent errors."),
        ("tool", "Edit", {"file_path": "src/output.f90", "old_string": "    do it = 1, nt", "new_string": "    call check(nf90_enddef(ncid), 'enddef')\n    do it = 1, nt"}, "The file src/output.f90 has been updated."),
        ("tool", "Bash", {"command": "make FC=gfortran >/dev/null && ./shelftide namelists/adriatic.nml | tail -3 && ncdump -h /scratch/kpetrov/out/adriatic_eta.nc | head -12"},
         " step   2880 / 2880   t = 86400.0 s   max|eta| = 1.1837 m\n writing /scratch/kpetrov/out/adriatic_eta.nc\n done in 41.7 s\n"
         "netcdf adriatic_eta {\ndimensions:\n\tx = 412 ;\n\ty = 296 ;\n\ttime = UNLIMITED ; // (2880 currently)\nvariables:\n\tdouble eta(time, y, x) ;\n\t\teta:units = \"m\" ;\n\t\teta:_FillValue = 9.96920996838687e+36 ;\n}"),
        ("assistant", "Runs to the end now and the file is valid. I added `check(status, where)` which prints `nf90_strerror` and stops with exit code 2; every netCDF call in `output.f90` goes through it."),
        ("user", "Very good, thank you. Now about the flags. Debug builds should have -fcheck=all -ffpe-trap=invalid,zero,overflow, release stays -O2. Do two targets, `make debug` and `make release`.\n\n"
         "And one thing you should remember for always: the tide constituents order is M2 S2 N2 K1 O1 and this is fixed, the harmonic files from the institute depend on it. Please do not sort them alphabetical, the last assistant has done this and it broke everything for two days."),
        ("tool", "Edit", {"file_path": "Makefile", "old_string": "FFLAGS = -O2 -g -fbacktrace", "new_string": "FFLAGS_release = -O2 -g -fbacktrace\nFFLAGS_debug = -O0 -g -fbacktrace -fcheck=all -ffpe-trap=invalid,zero,overflow\n\nrelease: FFLAGS = $(FFLAGS_release)\nrelease: shelftide\n\ndebug: FFLAGS = $(FFLAGS_debug)\ndebug: shelftide"}, "The file Makefile has been updated."),
        ("tool", "Bash", {"command": "make clean && make debug 2>&1 | tail -2"},
         "gfortran -O0 -g -fbacktrace -fcheck=all -ffpe-trap=invalid,zero,overflow -Jbuild -I/usr/include -c src/output.f90 -o build/output.o\ngfortran -o shelftide build/*.o -L/usr/lib/x86_64-linux-gnu -lnetcdff -lnetcdf"),
        ("assistant", "`make debug` and `make release` both work. I'll leave the constituent order exactly as M2 S2 N2 K1 O1 — it's positional in the harmonic input files, so sorting would silently pair amplitudes with the wrong constituents."),
        ("user", "Danke, that is all for today."),
    ],
    "facts": [
        fact("enddef-fix", "The segfault in nf90_close came from nf90_put_var being called in define mode; nf90_enddef now comes before the time loop.", "bugfix", "assistant", ["nf90_enddef", "define mode"]),
        fact("check-wrapper", "Every netCDF call in output.f90 goes through a check routine that prints nf90_strerror and stops.", "convention", "user", ["check", "nf90_strerror"]),
        fact("debug-flags", "make debug builds with -fcheck=all -ffpe-trap=invalid,zero,overflow; make release stays -O2.", "config", "user", ["-fcheck=all", ["make debug", "debug"]]),
        fact("constituent-order", "The tide constituent order is fixed as M2 S2 N2 K1 O1 because the institute's harmonic files depend on it; never sort it.", "rule", "user", ["M2 S2 N2 K1 O1", "harmonic"], True),
    ],
    "optional": [
        opt("netcdf-version", "The build uses netCDF-Fortran 4.6.1 with netCDF-C 4.9.2.", ["4.6.1"]),
    ],
    "questions": [
        q("Why did the model segfault in nf90_close?", "put_var called in define mode before nf90_enddef", ["enddef-fix"]),
        q("What flags does the debug build use?", "-fcheck=all -ffpe-trap=invalid,zero,overflow", ["debug-flags"]),
        q("Can the constituent list be reordered?", "no, fixed M2 S2 N2 K1 O1, harmonic files depend on it", ["constituent-order"]),
    ],
}

NVIM = {
    "id": "h13-cc-nvim-marks",
    "project": "/home/tove/src/marksman.nvim",
    "start": datetime(2026, 11, 24, 19, 5, 0),
    "about": "Lua Neovim plugin; indentation convention said as a complaint; 'for future sessions' remember-request; "
             "options laid out and one picked with a reason; a one-off rename",
    "steps": [
        ("user", "hey. want a picker for the saved marks. telescope or fzf-lua or vim.ui.select?"),
        ("assistant", "Quick comparison:\n\n| option | pros | cons |\n|---|---|---|\n| telescope | popular, previews | heavy dependency for a small plugin |\n"
         "| fzf-lua | fast | second hard dependency, needs fzf binary |\n| `vim.ui.select` | zero deps, users' dressing/snacks override it | no preview |\n\n"
         "For a plugin other people install, I'd go `vim.ui.select` and let people's UI plugins make it pretty."),
        ("user", "yeah vim.ui.select, no hard deps is the whole point of this plugin"),
        ("tool", "Write", {"file_path": "lua/marksman/picker.lua"}, "File created successfully at: lua/marksman/picker.lua"),
        ("tool", "Bash", {"command": "cat lua/marksman/picker.lua"},
         "local M = {}\n\nfunction M.pick(marks, on_choice)\n\tvim.ui.select(marks, {\n\t\tprompt = \"Marks\",\n\t\tformat_item = function(m)\n\t\t\treturn string.format(\"%s  %s:%d\", m.name, m.file, m.line)\n\t\tend,\n\t}, on_choice)\nend\n\nreturn M"),
        ("user", "why do you keep writing tabs, we use 2 spaces. it's in .stylua.toml ffs. for future sessions: run stylua before you show me lua code"),
        ("tool", "Bash", {"command": "cat .stylua.toml && stylua lua/ && git diff --stat"},
         "column_width = 100\nline_endings = \"Unix\"\nindent_type = \"Spaces\"\nindent_width = 2\nquote_style = \"AutoPreferDouble\"\ncall_parentheses = \"Always\"\n\n lua/marksman/picker.lua | 14 +++++++-------\n 1 file changed, 7 insertions(+), 7 deletions(-)"),
        ("assistant", "Sorry about that — reformatted with stylua (2-space indent per `.stylua.toml`). I'll run `stylua lua/` before showing Lua from now on."),
        ("user", "ok. rename `pick` to `open` while you're at it"),
        ("tool", "Bash", {"command": "sed -i 's/function M.pick/function M.open/' lua/marksman/picker.lua && grep -rn 'picker.pick' lua plugin"}, "lua/marksman/init.lua:58:  require(\"marksman.picker\").pick(list, jump)"),
        ("tool", "Bash", {"command": "sed -i 's/picker\").pick(/picker\").open(/' lua/marksman/init.lua && nvim --headless -c 'PlenaryBustedDirectory tests/ {minimal_init = \"tests/init.lua\"}'"},
         "Starting...Scheduling: tests/picker_spec.lua\nScheduling: tests/store_spec.lua\n\n========================================\nTesting: \ttests/picker_spec.lua\nSuccess:\tpicker opens with formatted items\nSuccess:\tpicker calls on_choice with nil on cancel\n\nSuccess: \t2\nFailed : \t0\nErrors : \t0\n========================================\n"
         "Testing: \ttests/store_spec.lua\nSuccess:\tstore persists to stdpath('data')/marksman.json\nSuccess:\tstore never writes outside stdpath\n\nSuccess: \t2\nFailed : \t0\nErrors : \t0"),
        ("assistant", "Renamed and tests pass."),
        ("user", "ty"),
    ],
    "facts": [
        fact("picker-choice", "The marks picker uses vim.ui.select, not telescope or fzf-lua, because the plugin must have no hard dependencies.", "decision", "user", ["vim.ui.select", ["hard deps", "dependencies", "no hard deps"]]),
        fact("two-spaces", "Lua code uses 2-space indentation, not tabs (.stylua.toml).", "convention", "user", ["2 spaces", "tabs"]),
        fact("run-stylua", "Run stylua before showing Lua code.", "rule", "user", ["stylua"], True),
    ],
    "optional": [
        opt("rename-open", "picker.pick was renamed to open.", ["open"]),
    ],
    "questions": [
        q("Which picker does marksman use?", "vim.ui.select, no hard dependencies", ["picker-choice"]),
        q("What indentation does the plugin use?", "2 spaces, stylua", ["two-spaces", "run-stylua"]),
    ],
}

BAKERY_DIFF = """diff --git a/src/config.ts b/src/config.ts
index 4e1a2b0..9c7d3f1 100644
--- a/src/config.ts
+++ b/src/config.ts
@@ -1,22 +1,31 @@
 export const config = {
-  port: Number(Deno.env.get("PORT") ?? 8000),
+  port: Number(Deno.env.get("PORT") ?? 8787),
   kv: {
-    path: "./data/bakery.kv",
+    path: Deno.env.get("BAKERY_KV_PATH") ?? "./data/bakery.kv",
   },
   orders: {
-    cutoffHour: 18,
+    cutoffHour: 17,
     maxItemsPerOrder: 40,
+    holdMinutes: 20,
   },
   payments: {
     provider: "stripe",
-    webhookTimeoutMs: 10_000,
+    webhookTimeoutMs: 45_000,
+    retries: 3,
   },
   log: {
     level: Deno.env.get("LOG_LEVEL") ?? "info",
+    json: true,
   },
+  cors: {
+    origins: ["https://order.crumbandco.example"],
+  },
 };
"""

BAKERY = {
    "id": "h13-cc-bakery-orders",
    "project": "/home/malik/work/crumb-api",
    "start": datetime(2026, 11, 25, 10, 20, 0),
    "about": "TypeScript Deno API for a bakery; long config diff where only the 45s timeout is a fact because the person "
             "says to keep it; order cutoff confirmed with its reason; remember-request after the agent gets the deploy command wrong",
    "steps": [
        ("user", "hi! I merged the config branch from Sam, can you look it over before I deploy? mostly want to know nothing silly slipped in"),
        ("tool", "Bash", {"command": "git diff main~1 -- src/config.ts"}, BAKERY_DIFF),
        ("assistant", "Reviewed. Notes:\n\n- Default port moved from 8000 to 8787 — only matters locally since prod sets `PORT`.\n"
         "- Order cutoff moved from 18 to 17, and there's a new `holdMinutes: 20`.\n- Payment webhook timeout went from 10 s to **45 s**, plus 3 retries. 45 s is long; a webhook handler normally answers within a few seconds and Stripe retries on its own. I'd suggest 15 s.\n"
         "- JSON logging on, CORS restricted to the order site. Looks fine.\n\nNothing silly, but I'd reconsider the timeout."),
        ("user", "keep that timeout at 45s. the webhook handler calls the oven-scheduling box in the back room and that thing is slow as hell on mondays. it's on purpose. "
         "the cutoff at 17 is also right btw, the bakers asked for an extra hour to plan the dough for next morning. port whatever, nobody cares"),
        ("assistant", "Understood — 45 s stays. Want me to add a comment next to it so nobody 'fixes' it?"),
        ("user", "yes pls"),
        ("tool", "Edit", {"file_path": "src/config.ts", "old_string": "    webhookTimeoutMs: 45_000,", "new_string": "    // 45s on purpose: handler waits on the oven scheduler, which is slow. Do not lower.\n    webhookTimeoutMs: 45_000,"}, "The file src/config.ts has been updated."),
        ("tool", "Bash", {"command": "deno task test"},
         "Task test deno test -A --unstable-kv\nrunning 9 tests from ./tests/orders_test.ts\ncreates order ... ok (11ms)\nrejects after cutoff ... ok (3ms)\nrejects >40 items ... ok (2ms)\nholds stock for 20 min ... ok (5ms)\n"
         "running 5 tests from ./tests/payments_test.ts\nwebhook verifies signature ... ok (8ms)\nwebhook retries 3 times ... ok (31ms)\nwebhook times out ... ok (45012ms)\n\nok | 14 passed | 0 failed (46s)"),
        ("assistant", "Comment added, 14 tests pass. Deploying with `deployctl deploy --prod src/main.ts`:"),
        ("tool", "Bash", {"command": "deployctl deploy --prod src/main.ts"}, "error: No project specified. Use --project or set DENO_DEPLOY_PROJECT.\n"),
        ("user", "no! we deploy with `just ship`, remember that. it runs the migrations on the kv first and then pushes to the box, we're not on deno deploy anymore"),
        ("tool", "Bash", {"command": "just ship"},
         "deno task kv:migrate\nTask kv:migrate deno run -A --unstable-kv scripts/migrate.ts\n  migration 0007_order_hold ... applied\n"
         "rsync -az --delete ./ crumb@oven-01:/opt/crumb-api/\nssh crumb@oven-01 'sudo systemctl restart crumb-api'\n● crumb-api.service - Crumb & Co order API\n     Active: active (running) since Wed 2026-11-25 10:34:12 UTC; 2s ago\n   Main PID: 48213 (deno)"),
        ("assistant", "Shipped via `just ship`; migration 0007 applied and the service restarted on oven-01. I'll use `just ship` for deploys."),
        ("user", "great, thanks"),
    ],
    "facts": [
        fact("webhook-timeout", "The payment webhook timeout stays at 45s on purpose because the handler waits on the slow oven-scheduling box.", "config", "user", ["45", "oven"]),
        fact("cutoff-17", "Orders close at 17:00 (cutoffHour 17, was 18) so the bakers have an extra hour to plan the dough.", "config", "user", ["17", "dough"]),
        fact("just-ship", "Deploys go through `just ship` (KV migrations, then rsync to the box); the API is no longer on Deno Deploy.", "rule", "user", ["just ship"], True),
    ],
    "optional": [
        opt("holds", "Orders hold stock for 20 minutes (holdMinutes 20).", ["holdMinutes"]),
        opt("oven-01", "The API runs on the box oven-01 under /opt/crumb-api.", ["oven-01"]),
    ],
    "questions": [
        q("Can the webhook timeout be lowered?", "no, 45s on purpose, oven scheduler is slow", ["webhook-timeout"]),
        q("How do we deploy the bakery API?", "just ship", ["just-ship"]),
        q("What time do orders close?", "17:00, bakers plan the dough", ["cutoff-17"]),
    ],
}

SESSIONS = [SHORTENER, ROSTER, TIDES, NVIM, BAKERY]
