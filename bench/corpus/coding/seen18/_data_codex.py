"""Codex sessions, part 1: darts league (Sinatra), telescope mount (Zig), weather balloon (Rust),
cobbler shop (Symfony), editor plugin (Lua)."""

from __future__ import annotations

from datetime import datetime

from _data_claude import F, Q


def sh(cmd: str) -> dict:
    return {"command": ["bash", "-lc", cmd]}


BUNDLE = """Fetching gem metadata from https://rubygems.org/.........
Resolving dependencies...
Fetching mustermann 3.0.3
Fetching rack 3.1.8
Installing mustermann 3.0.3
Installing rack 3.1.8
Fetching rack-protection 4.0.0
Fetching sequel 5.85.0
Fetching puma 6.4.3
Installing rack-protection 4.0.0
Installing sequel 5.85.0
Fetching sinatra 4.0.0
Installing sinatra 4.0.0
Installing puma 6.4.3 with native extensions
Fetching sqlite3 2.1.0 (x86_64-linux-gnu)
Installing sqlite3 2.1.0 (x86_64-linux-gnu)
Bundle complete! 6 Gemfile dependencies, 11 gems now installed.
Use `bundle info [gemname]` to see where a bundled gem is installed."""

DARTS = {
    "id": "h18-cx-darts-sinatra",
    "project": "/home/joost/dev/oche-api",
    "start": datetime(2026, 3, 2, 20, 10),
    "about": "Ruby Sinatra API for a darts league, scaffolded; Sequel picked over ActiveRecord with a reason; "
             "Ruby version and puma port set; remember-request in Dutch mixed with English",
    "steps": [
        ("user", "hoi. new repo oche-api, sinatra api for our darts league (teams, fixtures, legs, 180s). "
                 "ruby 3.3.4, I already put it in .ruby-version. scaffold pls: Gemfile, config.ru, app.rb"),
        ("assistant", "Scaffolding now. For the database layer the usual choices with Sinatra are "
                      "ActiveRecord (via sinatra-activerecord) or Sequel. Which one?"),
        ("user", "sequel. activerecord drags half of rails along and I want to see the SQL. sqlite file for "
                 "now, it's 40 players"),
        ("tool", "shell", sh("bundle init && bundle add sinatra puma sequel sqlite3 rackup && bundle add rack-test "
                     "rspec --group test"), BUNDLE),
        ("assistant", "Gems installed (Sinatra 4.0.0, Sequel 5.85.0, Puma 6.4.3). I wrote `config.ru`, "
                      "`app.rb` with `GET /health` and `GET /fixtures`, and `db/migrations/001_create_teams.rb`. "
                      "The SQLite file is `db/oche.sqlite3`. What port should puma use?"),
        ("user", "9292 is fine, that's rackup's default anyway. oh en onthoud even voor de volgende keer: "
                 "checkouts in darts zijn altijd double-out in onze league, dus a leg only ends on a double. "
                 "the scoring code has to respect that, also bust rules"),
        ("assistant", "Noted for the future: in this league every leg is double-out — it only ends on a "
                      "double, and a throw that would leave 1 or go below 0 is a bust. I'll build the scoring "
                      "around that.\n\nPuma on 9292."),
        ("tool", "shell", sh("bundle exec rspec"),
         "..F\n\nFailures:\n\n  1) GET /fixtures returns fixtures for a round\n     Failure/Error: "
         "expect(last_response.status).to eq 200\n\n       expected: 200\n            got: 500\n     # "
         "./spec/fixtures_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.04211 "
         "seconds (files took 0.31 seconds to load)\n3 examples, 1 failure"),
        ("assistant", "One failure: `/fixtures` returns 500 because the test database has no `fixtures` table — "
                      "the spec helper doesn't run migrations. I've added `Sequel::Migrator.run(DB, "
                      "'db/migrations')` to `spec/spec_helper.rb`."),
        ("tool", "shell", sh("bundle exec rspec"), "...\n\nFinished in 0.03902 seconds (files took 0.29 seconds to load)\n"
                                          "3 examples, 0 failures"),
        ("user", "top. dank je"),
    ],
    "facts": [
        F("sequel", "oche-api uses Sequel, not ActiveRecord, because ActiveRecord drags in half of Rails and "
          "Sequel shows the SQL.", "decision", "user", ["Sequel", "ActiveRecord"]),
        F("ruby", "Ruby 3.3.4, pinned in .ruby-version.", "config", "user", ["3.3.4"]),
        F("double-out", "League legs are always double-out: a leg only ends on a double, with bust rules; "
          "scoring must respect it.", "rule", "user", ["double"], True),
        F("spec-migrate", "Specs failed with 500 because the test DB had no tables; spec_helper now runs "
          "Sequel::Migrator.", "bugfix", "assistant", ["Migrator", "spec_helper"]),
    ],
    "optional": [
        {"id": "port", "text": "Puma on 9292.", "key_terms": ["9292"]},
        {"id": "sqlite", "text": "SQLite file db/oche.sqlite3.", "key_terms": ["oche.sqlite3"]},
    ],
    "questions": [
        Q("Which ORM does oche-api use?", "Sequel, not ActiveRecord", ["sequel"]),
        Q("How does a leg end?", "on a double, double-out", ["double-out"]),
        Q("Which Ruby version?", "3.3.4", ["ruby"]),
    ],
}

ZIG_BUILD = """install
└─ install alidade
   └─ zig build-exe alidade Debug native 1 errors
src/serial.zig:41:25: error: no field named 'tc_cflag' in struct 'os.linux.termios'
        settings.tc_cflag |= linux.CS8;
                        ^~~~~~~~
/usr/lib/zig/std/os/linux.zig:5410:22: note: struct declared here
pub const termios = extern struct {
                    ^~~~~~
referenced by:
    open: src/serial.zig:22:5
    main: src/main.zig:18:20
error: the following command failed with 1 compilation errors:
/usr/lib/zig/zig build-exe -ODebug -Mroot=/home/aiko/src/alidade/src/main.zig --cache-dir .zig-cache"""

TELESCOPE = {
    "id": "h18-cx-telescope-zig",
    "project": "/home/aiko/src/alidade",
    "start": datetime(2026, 3, 3, 22, 30),
    "about": "Zig CLI for a telescope mount, first build setup: Zig version pinned after a std API "
             "mismatch, serial default path and baud in a config, file naming rule, 'bear in mind' for "
             "mount safety",
    "steps": [
        ("user", "evening. alidade = my cli to drive the EQ mount over serial (slew, park, goto ra/dec). "
                 "wrote main.zig and serial.zig by hand, build.zig is from zig init. it doesn't compile"),
        ("tool", "shell", sh("zig version && zig build"), "0.14.0-dev.1951+857383689\n" + ZIG_BUILD),
        ("assistant", "You're on a 0.14 dev build, and the `termios` struct in std changed: the flags are now "
                      "`cflag` as a packed struct, not `tc_cflag`. Your serial code was written against Zig "
                      "0.13. Two ways: port serial.zig to the dev API, or install 0.13.0 and pin it."),
        ("user", "pin 0.13.0. dev builds move too much and I look at the mount maybe twice a month. put it "
                 "in build.zig.zon minimum_zig_version"),
        ("tool", "shell", sh("sed -i 's/.minimum_zig_version = .*/.minimum_zig_version = \"0.13.0\",/' build.zig.zon && "
                     "~/.local/zig-0.13.0/zig build && ./zig-out/bin/alidade --help"),
         "usage: alidade <command> [options]\n\ncommands:\n  status        print mount position\n  slew "
         "DIR SECS  slew n/s/e/w\n  goto RA DEC   go to coordinates (J2000)\n  park          park the mount\n\n"
         "options:\n  --port PATH   serial device\n  --baud N      baud rate"),
        ("assistant", "Builds with 0.13.0 and `build.zig.zon` now says `.minimum_zig_version = \"0.13.0\"`. "
                      "Where should defaults for `--port` and `--baud` come from?"),
        ("user", "config file at ~/.config/alidade/config.zon. default port /dev/ttyUSB0, baud 9600, that's "
                 "what the mount's handbox cable does. and bear in mind: park has to be the default on any "
                 "error or Ctrl-C — if the cli crashes mid-slew the scope can hit the tripod leg"),
        ("assistant", "Understood — any error path or SIGINT sends a park command before exiting. I'll wire "
                      "`defer`/`errdefer` in `main` to call `mount.park()` and install a SIGINT handler."),
        ("tool", "shell", sh("ls src"), "main.zig\nserial.zig\nConfig.zig\nmount_protocol.zig"),
        ("user", "also files: snake_case.zig for namespaces, TitleCase.zig only when the file is a struct "
                 "(like Config.zig). that's the zig std style, keep it"),
        ("assistant", "Got it; `Config.zig` is a struct file so it's TitleCase, `serial.zig` and "
                      "`mount_protocol.zig` stay snake_case. Park-on-error is in, tested by unplugging the "
                      "cable mid-slew:\n\n```\n$ alidade slew e 10\nerror: serial read timed out\nparking "
                      "mount... ok\n```"),
        ("user", "perfect 👍"),
    ],
    "facts": [
        F("zig-pin", "Zig pinned to 0.13.0 (minimum_zig_version in build.zig.zon); dev builds change std too "
          "often (termios tc_cflag broke).", "decision", "user", ["0.13.0"]),
        F("serial-defaults", "Defaults live in ~/.config/alidade/config.zon: port /dev/ttyUSB0, baud 9600.",
          "config", "user", ["/dev/ttyUSB0", "9600"]),
        F("park-on-error", "The mount must park on any error or Ctrl-C so a crash mid-slew can't hit the "
          "tripod.", "rule", "user", ["park"], True),
        F("file-naming", "Files are snake_case.zig for namespaces, TitleCase.zig only for struct files.",
          "convention", "user", ["snake_case", "TitleCase"]),
    ],
    "optional": [
        {"id": "config-path", "text": "Config at ~/.config/alidade/config.zon.", "key_terms": ["config.zon"]},
    ],
    "questions": [
        Q("Which Zig version does alidade build with?", "0.13.0", ["zig-pin"]),
        Q("What's the default serial port and baud?", "/dev/ttyUSB0 9600", ["serial-defaults"]),
        Q("What should happen when alidade errors mid-slew?", "park the mount", ["park-on-error"]),
    ],
}

PROBE = """      Erasing ✔ [00:00:01] [############################] 128.00 KiB/128.00 KiB @ 97.51 KiB/s (eta 0s )
  Programming ✔ [00:00:03] [############################] 61.00 KiB/61.00 KiB @ 19.06 KiB/s (eta 0s )
    Finished in 4.71s
INFO  skyhook::radio: rfm96 init ok, freq=434.650 MHz, sf=9
INFO  skyhook::gps: ublox M10 detected, setting airborne <1g dynamic model
INFO  skyhook::gps: fix 3D, sats=11, alt=412 m
INFO  skyhook::telemetry: frame 1 sent (48 bytes)"""

BALLOON = {
    "id": "h18-cx-balloon-deploy",
    "project": "/home/petra/skyhook",
    "start": datetime(2026, 3, 4, 7, 45),
    "about": "Rust embedded firmware for a weather balloon tracker: flash script with probe-rs, target set, "
             "a GPS dynamic-model cause found; 'make a note:' for the radio frequency; a proposal ignored",
    "steps": [
        ("user", "need a scripts/flash.sh for skyhook so anyone at the club can flash the tracker board "
                 "(stm32l4). cargo + probe-rs"),
        ("tool", "shell", sh("cat .cargo/config.toml; cat rust-toolchain.toml"),
         "[build]\ntarget = \"thumbv7em-none-eabihf\"\n\n[target.thumbv7em-none-eabihf]\nrunner = \"probe-rs "
         "run --chip STM32L432KCUx\"\n\n[toolchain]\nchannel = \"1.82.0\"\ntargets = [\"thumbv7em-none-eabihf\"]"),
        ("assistant", "The target is already `thumbv7em-none-eabihf`, runner is probe-rs for `STM32L432KCUx`, "
                      "toolchain pinned to 1.82.0. The script will check that probe-rs is installed, build "
                      "`--release`, and run `probe-rs download` then reset. I could also add a udev rules "
                      "installer for the club members' Linux laptops."),
        ("user", "just the flash script"),
        ("tool", "shell", sh("chmod +x scripts/flash.sh && scripts/flash.sh"), PROBE),
        ("assistant", "Flashed and running: radio init ok, GPS fix, telemetry frame sent."),
        ("user", "good. last flight the GPS stopped reporting above 18 km and we lost the track for an hour. "
                 "any idea?"),
        ("assistant", "Looking at `gps.rs`: the init sends `UBX-CFG-NAV5` with dynamic model 6 (airborne "
                      "<1g) — but only on the first boot. The log from your flight (`flights/2026-02-14.log`) "
                      "shows a brownout reset at 9 km, after which the module came back in its default "
                      "\"portable\" model, which stops giving fixes above 12 km altitude... and it recovered on "
                      "the way down. So the cause is the dynamic model not being re-sent after a reset. I've "
                      "changed init to send `CFG-NAV5` on every boot and to re-check it every 60 s with a "
                      "`UBX-CFG-NAV5` poll."),
        ("user", "oh nice catch. make a note: radio is 434.650 MHz, that's our licence exemption slot, "
                 "nobody changes it without asking me. also the ublox config gets re-sent every boot now, "
                 "yes keep that"),
        ("assistant", "Noted: 434.650 MHz is fixed, changes only with your ok. The re-send on every boot stays."),
    ],
    "facts": [
        F("target", "skyhook builds for thumbv7em-none-eabihf (STM32L432KCUx) with toolchain 1.82.0; "
          "scripts/flash.sh flashes via probe-rs.", "config", "assistant", ["scripts/flash.sh", "probe-rs"]),
        F("gps-cause", "GPS lost fix above ~12-18 km because after a brownout reset the ublox came back in "
          "the default portable dynamic model; fix: send CFG-NAV5 airborne model on every boot and re-check "
          "every 60 s.", "bugfix", "assistant", ["CFG-NAV5", "reset"]),
        F("freq", "Radio frequency is 434.650 MHz (licence exemption slot); nobody changes it without Petra's "
          "ok.", "rule", "user", ["434.650"], True),
    ],
    "optional": [
        {"id": "toolchain", "text": "Rust toolchain 1.82.0.", "key_terms": ["1.82.0"]},
    ],
    "questions": [
        Q("What radio frequency does skyhook use?", "434.650 MHz", ["freq"]),
        Q("Why did we lose GPS above 18 km?", "brownout reset, dynamic model not re-sent, CFG-NAV5 now every "
          "boot", ["gps-cause"]),
        Q("How do I flash the tracker?", "scripts/flash.sh probe-rs", ["target"]),
    ],
}

COBBLER = {
    "id": "h18-cx-cobbler-env",
    "project": "/var/www/heelbar",
    "start": datetime(2026, 3, 5, 15, 0),
    "about": "PHP Symfony site for a cobbler: env files and secrets handling; Symfony secrets vault chosen "
             "for prod; a package proposed and refused; 'don't add dependencies without asking' buried in a "
             "longer message",
    "steps": [
        ("user", "heelbar (symfony 7.1 site for the shoe repair shop, repair tickets + pickup sms). I'm "
                 "confused about .env vs .env.local vs secrets. how should we do it"),
        ("tool", "shell", sh("ls -a && cat .env | grep -v '^#'"),
         ".\n..\n.env\n.env.test\n.gitignore\nbin\ncomposer.json\ncomposer.lock\nconfig\npublic\nsrc\n"
         "templates\nvar\nvendor\n\nAPP_ENV=dev\nAPP_SECRET=\nDATABASE_URL=\"mysql://app:!ChangeMe!@127.0.0.1:"
         "3306/heelbar?serverVersion=8.0.39&charset=utf8mb4\"\nMESSENGER_TRANSPORT_DSN=doctrine://default?"
         "auto_setup=0\nSMS_API_KEY="),
        ("assistant", "Symfony's convention: `.env` is committed and holds non-secret defaults; `.env.local` "
                      "is gitignored and overrides per machine; real secrets for production go either in "
                      "server environment variables or the Symfony secrets vault (`bin/console secrets:set`), "
                      "which encrypts them into `config/secrets/prod/` with a decrypt key that never gets "
                      "committed. A third option is a package like `vlucas/phpdotenv` with a "
                      "separate loader, but Symfony already has Dotenv built in."),
        ("user", "vault for prod. the hosting panel's env var screen is awful and loses values on redeploy. "
                 "and no phpdotenv or anything — actually general thing, dont add any composer dependency "
                 "without asking me first, the shop's hosting is a tiny php-fpm box and I want to know "
                 "what's in vendor. so yes: vault for prod, .env.local for dev. and put SMS_API_KEY in the "
                 "vault"),
        ("tool", "shell", sh("php bin/console secrets:generate-keys --env=prod && php bin/console secrets:set "
                     "SMS_API_KEY --env=prod --random=0 < /dev/null; ls config/secrets/prod"),
         " [OK] Sodium keys have been generated at \"config/secrets/prod/prod.*.public/private.php\".\n\n "
         "! [CAUTION] DO NOT COMMIT THE DECRYPTION KEY FOR THE PROD ENVIRONMENT⚠️\n\n [OK] Secret \"SMS_API_KEY\" "
         "encrypted in \"config/secrets/prod/\"; you can commit it.\n\nprod.encrypt.public.php\n"
         "prod.decrypt.private.php\nprod.SMS_API_KEY.5e1f09.php\nprod.list.php"),
        ("assistant", "Vault keys generated and `SMS_API_KEY` set (with an empty placeholder value — run "
                      "`php bin/console secrets:set SMS_API_KEY --env=prod` yourself to type the real one). "
                      "I added `config/secrets/prod/prod.decrypt.private.php` to `.gitignore`; the decrypt "
                      "key has to be copied to the server by hand once, or given as `SYMFONY_DECRYPTION_SECRET`."),
        ("user", "copy by hand, scp, fine. thanks"),
        ("assistant", "Anything else? I could add a `make deploy` target."),
        ("user", "no thanks, never mind that"),
    ],
    "facts": [
        F("vault", "Production secrets use the Symfony secrets vault (config/secrets/prod), not the hosting "
          "panel's env vars which lose values on redeploy; .env.local for dev.", "decision", "user",
          ["vault", ".env.local"]),
        F("no-deps", "Don't add any composer dependency without asking first (tiny php-fpm host).",
          "preference", "user", ["composer", "dependency"], True),
        F("decrypt-key", "prod.decrypt.private.php is gitignored and copied to the server by hand with scp.",
          "config", "assistant", ["prod.decrypt.private.php"]),
        F("sms-key", "SMS_API_KEY lives in the prod vault.", "config", "user", ["SMS_API_KEY"]),
    ],
    "optional": [
        {"id": "symfony", "text": "Symfony 7.1.", "key_terms": ["7.1"]},
    ],
    "questions": [
        Q("Where do prod secrets go?", "Symfony secrets vault", ["vault"]),
        Q("Can I add a composer package?", "ask first", ["no-deps"]),
        Q("How does the decrypt key get to the server?", "by hand scp, gitignored", ["decrypt-key"]),
    ],
}

LUA = {
    "id": "h18-cx-lua-nothing",
    "project": "/home/kit/.config/nvim/lua/marginalia",
    "start": datetime(2026, 3, 6, 12, 0),
    "about": "Lua plugin for a text editor: a rename, a test run, a 'never mind'; nothing durable",
    "steps": [
        ("user", "rename the function show_notes to open_notes everywhere"),
        ("tool", "shell", sh("grep -rn show_notes ."),
         "./init.lua:12:function M.show_notes(opts)\n./init.lua:58:  vim.keymap.set('n', '<leader>mn', "
         "M.show_notes)\n./tests/notes_spec.lua:9:    M.show_notes({})"),
        ("tool", "shell", sh("sed -i 's/show_notes/open_notes/g' init.lua tests/notes_spec.lua && busted tests"),
         "●●●●●●●\n7 successes / 0 failures / 0 errors / 0 pending : 0.018 seconds"),
        ("assistant", "Renamed in `init.lua` and the spec; 7 tests pass."),
        ("user", "hmm should the float window have a border? actually never mind, leave it"),
        ("assistant", "Leaving it as it is."),
        ("user", "ok ty"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [DARTS, TELESCOPE, BALLOON, COBBLER, LUA]
