"""Sessions of the r2 split: short sessions about requests to remember and standing rules."""

from __future__ import annotations

from datetime import datetime


def F(fid, text, terms, kind="rule", remember=True, speaker="user"):
    return {"id": fid, "text": text, "type": kind, "speaker": speaker, "key_terms": terms, "remember": remember}


def Q(q, answer, facts=()):
    return {"q": q, "answer": answer, "facts": list(facts)}


SESSIONS = [
    # 1 ---------------------------------------------------------------- CC, Zig embedded, "Remember:" at start
    {
        "id": "r2-cc-zig-pin",
        "project": "/home/ola/fw/ledstrip-zig",
        "start": datetime(2026, 11, 2, 9, 15),
        "about": "'Remember:' at the start of the first message; then a one-off build fix",
        "steps": [
            ("user", "Remember: ledstrip-zig is pinned to Zig 0.13.0, the 0.14 build API breaks our build.zig. "
                     "Now, why does `zig build` complain about the linker script?"),
            ("tool", "Bash", {"command": "zig build 2>&1 | head -4"},
             "error: unable to open linker script 'link/rp2040.ld': FileNotFound"),
            ("assistant", "Noted, Zig 0.13.0. The linker script path is relative to the cwd; the file is at "
                          "`linker/rp2040.ld`. I'll point build.zig at it with `b.path(...)`."),
            ("tool", "Edit", {"file_path": "build.zig", "old_string": "\"link/rp2040.ld\"",
                              "new_string": "b.path(\"linker/rp2040.ld\")"}, "ok"),
            ("assistant", "Builds now."),
        ],
        "facts": [
            F("zig-pin", "ledstrip-zig is pinned to Zig 0.13.0; the 0.14 build API breaks build.zig.",
              ["0.13.0"], kind="config"),
        ],
        "optional": [{"id": "ld-path", "text": "The linker script is linker/rp2040.ld.",
                      "key_terms": ["linker/rp2040.ld"]}],
        "questions": [Q("Which Zig version does ledstrip-zig use?", "0.13.0", ["zig-pin"])],
    },
    # 2 ---------------------------------------------------------------- Codex, Airflow, "make a note" + "going forward" mid-message
    {
        "id": "r2-cx-airflow-owner",
        "project": "/opt/pipelines/harbor-airflow",
        "start": datetime(2026, 11, 3, 15, 40),
        "about": "two rules in the middle of a long message with one-off tasks; 'don't forget to push' near-miss",
        "steps": [
            ("user", "ok so the ingest_tides DAG failed again overnight, can you check the logs and retry the "
                     "failed task. make a note that Priya Lindqvist is the owner of every DAG under dags/marine/, "
                     "page her not the on-call. going forward all new DAGs set catchup=False explicitly, we got "
                     "burned by a backfill storm. then fix whatever broke and don't forget to push when done"),
            ("tool", "shell", {"command": ["bash", "-lc", "airflow tasks logs ingest_tides fetch_buoys 2026-11-02 | tail -3"]},
             "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='buoys.example.net'): Read timed out. "
             "(read timeout=10)\nTask failed with exception"),
            ("assistant", "The buoy API timed out at 10s. I raised the task's timeout to 30s and set retries=3, "
                          "then cleared the task; it succeeded on the rerun. Pushed. Noted: Priya Lindqvist owns "
                          "dags/marine/, and new DAGs always set catchup=False."),
        ],
        "facts": [
            F("dag-owner", "Priya Lindqvist owns every DAG under dags/marine/; page her, not the on-call.",
              ["Priya Lindqvist", "dags/marine"], kind="fact"),
            F("catchup", "All new DAGs set catchup=False explicitly after a backfill storm.", ["catchup"]),
        ],
        "optional": [{"id": "timeout", "text": "fetch_buoys timeout raised to 30s with retries=3.",
                      "key_terms": ["30s"]}],
        "questions": [
            Q("Who owns the marine DAGs?", "Priya Lindqvist", ["dag-owner"]),
            Q("What must new DAGs set?", "catchup=False", ["catchup"]),
        ],
    },
    # 3 ---------------------------------------------------------------- CC, Svelte, '#' shortcut branch naming
    {
        "id": "r2-cc-hash-branches",
        "project": "/home/ola/web/quayside",
        "start": datetime(2026, 11, 4, 11, 5),
        "about": "'#' memory shortcut for branch names, then a branch made to match",
        "steps": [
            ("user", "#branches here are feat/QS-<ticket>-short-slug, lowercase, no username prefixes"),
            ("assistant", "Saved to memory."),
            ("user", "make me a branch for QS-212 the newsletter modal"),
            ("tool", "Bash", {"command": "git switch -c feat/QS-212-newsletter-modal"},
             "Switched to a new branch 'feat/QS-212-newsletter-modal'"),
            ("assistant", "On feat/QS-212-newsletter-modal."),
        ],
        "facts": [
            F("branch-names", "Branches are named feat/QS-<ticket>-short-slug, lowercase, no username prefix.",
              ["feat/QS"], kind="convention"),
        ],
        "optional": [],
        "questions": [Q("How are branches named in quayside?", "feat/QS-<ticket>-slug", ["branch-names"])],
    },
    # 4 ---------------------------------------------------------------- Codex, near-miss only (Ansible)
    {
        "id": "r2-cx-ansible-nearmiss",
        "project": "/home/ops/ansible-edge",
        "start": datetime(2026, 11, 5, 18, 0),
        "about": "near-misses only: 'do you remember which host failed', 'note that the output is long', "
                 "'I'll remember it myself', 'never mind'",
        "steps": [
            ("user", "do you remember which host failed the nginx role yesterday? rerun it on that one"),
            ("assistant", "I don't have yesterday's run. I'll rerun the role on the edge group with --limit "
                          "from the retry file if there is one."),
            ("tool", "shell", {"command": ["bash", "-lc", "ansible-playbook site.yml --tags nginx "
                                                          "--limit @site.retry"]},
             "PLAY RECAP ****\nedge-07 : ok=14 changed=2 unreachable=0 failed=0\n... (412 more lines)"),
            ("assistant", "edge-07 was the one in the retry file; it's fine now (ok=14, changed=2). Note that the "
                          "output above is long, I only kept the recap."),
            ("user", "nice. I'll remember it's edge-07 myself, no need. oh and never mind the cert check"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    # 5 ---------------------------------------------------------------- CC, Flutter, "stop doing X, we do Y" + "for the record"
    {
        "id": "r2-cc-flutter-riverpod",
        "project": "/home/sami/apps/busstop-flutter",
        "start": datetime(2026, 11, 6, 10, 20),
        "about": "'stop doing X, we do Y' after the assistant used setState; 'for the record' a person's role",
        "steps": [
            ("user", "the favourites list doesn't refresh after you star a stop"),
            ("tool", "Edit", {"file_path": "lib/screens/stops_screen.dart",
                              "old_string": "favs.add(stop);",
                              "new_string": "setState(() => favs.add(stop));"}, "ok"),
            ("assistant", "The list was mutated without a rebuild; wrapping it in setState fixes the refresh."),
            ("user", "stop doing setState for shared state, we do Riverpod providers for anything more than one "
                     "screen reads. move favourites into favouritesProvider. for the record, Elif Demir does "
                     "the design reviews, screenshots of UI changes go to her"),
            ("tool", "Edit", {"file_path": "lib/screens/stops_screen.dart",
                              "old_string": "setState(() => favs.add(stop));",
                              "new_string": "ref.read(favouritesProvider.notifier).add(stop);"}, "ok"),
            ("assistant", "Moved to favouritesProvider; the list watches it and refreshes. Got it on Riverpod "
                          "over setState for shared state, and that Elif Demir reviews UI changes."),
        ],
        "facts": [
            F("riverpod", "Shared state uses Riverpod providers, not setState.", ["Riverpod", "setState"],
              kind="convention"),
            F("design-review", "Elif Demir does design reviews; UI-change screenshots go to her.",
              ["Elif Demir"], kind="fact"),
        ],
        "optional": [],
        "questions": [
            Q("How is shared state managed?", "Riverpod providers, not setState", ["riverpod"]),
            Q("Who reviews UI changes?", "Elif Demir", ["design-review"]),
        ],
    },
    # 6 ---------------------------------------------------------------- Codex, Helm, "in this repo we" in the middle
    {
        "id": "r2-cx-helm-chartver",
        "project": "/home/ops/charts-platform",
        "start": datetime(2026, 11, 9, 14, 10),
        "about": "'in this repo we' in the middle of a request; lint output; assistant follows the rule",
        "steps": [
            ("user", "add a podDisruptionBudget to the ingest chart, minAvailable 1. in this repo we bump the "
                     "chart version on every template change, patch level, and the appVersion never gets "
                     "touched by hand. lint it after"),
            ("tool", "apply_patch", {"input": "*** Add File: charts/ingest/templates/pdb.yaml\n+apiVersion: policy/v1\n"
                                              "+kind: PodDisruptionBudget\n+spec:\n+  minAvailable: 1\n"
                                              "*** Update File: charts/ingest/Chart.yaml\n-version: 0.7.3\n"
                                              "+version: 0.7.4"}, "Done!"),
            ("tool", "shell", {"command": ["helm", "lint", "charts/ingest"]},
             "==> Linting charts/ingest\n1 chart(s) linted, 0 chart(s) failed"),
            ("assistant", "Added the PDB and bumped the chart to 0.7.4 (appVersion untouched). Lint passes."),
        ],
        "facts": [
            F("chart-bump", "Every template change bumps the chart version (patch); appVersion is never edited "
                            "by hand.", ["chart version", "patch"], kind="convention"),
        ],
        "optional": [{"id": "pdb", "text": "The ingest chart has a PDB with minAvailable 1.",
                      "key_terms": ["minAvailable"]}],
        "questions": [Q("What must a template change come with?", "a patch bump of the chart version",
                        ["chart-bump"])],
    },
    # 7 ---------------------------------------------------------------- CC, Unity, "you keep forgetting" + "add to your memory"
    {
        "id": "r2-cc-unity-forget",
        "project": "/home/ren/games/kite-harbour",
        "start": datetime(2026, 11, 10, 21, 30),
        "about": "complaint 'you keep forgetting' after a wrong editor path; 'add to your memory' a test command",
        "steps": [
            ("user", "run the edit mode tests"),
            ("tool", "Bash", {"command": "/opt/unity/2023.2.5f1/Editor/Unity -batchmode -runTests -testPlatform "
                                         "EditMode"},
             "bash: /opt/unity/2023.2.5f1/Editor/Unity: No such file or directory"),
            ("user", "you keep forgetting that kite-harbour is on Unity 2022.3.41f1 LTS, not 2023. and add to "
                     "your memory: tests go through ./tools/run-tests.sh editmode, it sets the license flags"),
            ("tool", "Bash", {"command": "./tools/run-tests.sh editmode"},
             "Using /opt/unity/2022.3.41f1/Editor/Unity\nTest run: 64 passed, 0 failed"),
            ("assistant", "Sorry about that. Unity 2022.3.41f1 it is, through ./tools/run-tests.sh — 64 passed."),
        ],
        "facts": [
            F("unity-version", "kite-harbour uses Unity 2022.3.41f1 LTS, not 2023.", ["2022.3.41f1"],
              kind="config"),
            F("test-cmd", "Tests run through ./tools/run-tests.sh editmode, which sets the license flags.",
              ["run-tests.sh"], kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("Which Unity version?", "2022.3.41f1", ["unity-version"]),
            Q("How do I run the tests?", "./tools/run-tests.sh editmode", ["test-cmd"]),
        ],
    },
    # 8 ---------------------------------------------------------------- Codex, JAX ML, "memorize" as item 3
    {
        "id": "r2-cx-jax-list",
        "project": "/home/vera/ml/wavefold-jax",
        "start": datetime(2026, 11, 11, 8, 45),
        "about": "'memorize' as item 3 of a numbered list of one-off tasks; 'always' in item 2 is one-off",
        "steps": [
            ("user", "todo for this morning:\n1. print the param count of the small config\n2. run the smoke "
                     "test, it always takes ages, just start it\n3. memorize: checkpoints go to "
                     "gs://wavefold-ckpt/v2, never to the repo's ckpt/ folder\n4. tell me which jax we have"),
            ("tool", "shell", {"command": ["bash", "-lc", "python -c 'import jax; print(jax.__version__)'; "
                                                          "python scripts/count_params.py --config small"]},
             "0.4.35\nparams: 18,432,768"),
            ("tool", "shell", {"command": ["bash", "-lc", "nohup python -m wavefold.smoke > smoke.log 2>&1 &"]}, ""),
            ("assistant", "1. Small config: 18,432,768 params.\n2. Smoke test started, logging to smoke.log.\n"
                          "3. Checkpoints → gs://wavefold-ckpt/v2, not ckpt/.\n4. jax 0.4.35."),
        ],
        "facts": [
            F("ckpt-path", "Checkpoints go to gs://wavefold-ckpt/v2, never the repo's ckpt/ folder.",
              ["gs://wavefold-ckpt/v2"], kind="config"),
        ],
        "optional": [{"id": "jax-ver", "text": "jax is 0.4.35.", "key_terms": ["0.4.35"]}],
        "questions": [Q("Where do checkpoints go?", "gs://wavefold-ckpt/v2", ["ckpt-path"])],
    },
    # 9 ---------------------------------------------------------------- CC, near-miss only (Fortran)
    {
        "id": "r2-cc-fortran-nearmiss",
        "project": "/home/lotte/sci/shallow-water",
        "start": datetime(2026, 11, 12, 16, 5),
        "about": "near-misses only: 'remember when', 'note to self' about the user, 'always fun', "
                 "'don't ever do that again' joking about themself",
        "steps": [
            ("user", "remember when this compiled in two minutes? now look. can you see why it's slow"),
            ("tool", "Bash", {"command": "time make -j1 2>&1 | tail -2"},
             "gfortran -O3 -c src/solver.f90\nreal\t6m41.2s"),
            ("assistant", "It's building with -j1; solver.f90 alone takes most of it at -O3. `make -j8` finishes "
                          "in about 1m50s here."),
            ("user", "lol I set -j1 while debugging and forgot. note to self: coffee before makefiles. "
                     "don't ever let me do that again haha. always fun, fortran"),
            ("assistant", "Ha, happens to everyone."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    # 10 --------------------------------------------------------------- Codex, Django, "don't ever" + "next time you"
    {
        "id": "r2-cx-django-rules",
        "project": "/home/dev/clinicbook-django",
        "start": datetime(2026, 11, 13, 13, 20),
        "about": "'don't ever' said after a squash of migrations; 'next time you' about the settings module",
        "steps": [
            ("user", "the tests fail on the new field, fix please"),
            ("tool", "shell", {"command": ["bash", "-lc", "python manage.py squashmigrations appointments 0031 "
                                                          "&& pytest -q"]},
             "Created new squashed migration 0001_squashed_0031.py\n52 passed in 9.1s"),
            ("assistant", "I squashed the appointments migrations, which cleared the conflict; tests pass."),
            ("user", "don't ever squash migrations in clinicbook, prod has data migrations that rely on the old "
                     "names. undo it. and next time you run the tests use DJANGO_SETTINGS_MODULE=config.settings.test, "
                     "the default one talks to the real SMTP"),
            ("tool", "shell", {"command": ["bash", "-lc", "git checkout -- appointments/migrations && git clean -fq "
                                                          "appointments/migrations && DJANGO_SETTINGS_MODULE="
                                                          "config.settings.test pytest -q"]},
             "52 passed in 8.7s"),
            ("assistant", "Undone. With config.settings.test the suite passes too (52)."),
        ],
        "facts": [
            F("no-squash", "Never squash migrations in clinicbook: prod data migrations rely on the old names.",
              ["squash", "migration"]),
            F("test-settings", "Tests run with DJANGO_SETTINGS_MODULE=config.settings.test; the default settings "
                               "use real SMTP.", ["config.settings.test"], kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("Can migrations be squashed?", "never, prod data migrations rely on the old names", ["no-squash"]),
            Q("Which settings module for tests?", "config.settings.test", ["test-settings"]),
        ],
    },
    # 11 --------------------------------------------------------------- CC, Lua neovim plugin, CLAUDE.md
    {
        "id": "r2-cc-lua-claudemd",
        "project": "/home/nil/src/tidy-marks.nvim",
        "start": datetime(2026, 11, 16, 19, 40),
        "about": "asks to put a rule in CLAUDE.md; assistant writes it; a one-off rename",
        "steps": [
            ("user", "put in CLAUDE.md that tests are run with `make test` (busted under nlua), and that we "
                     "support Neovim 0.9 and up, so no vim.iter"),
            ("tool", "Edit", {"file_path": "CLAUDE.md", "old_string": "## Project",
                              "new_string": "## Project\n- Tests: `make test` (busted via nlua).\n"
                                            "- Minimum Neovim 0.9: do not use `vim.iter`."}, "ok"),
            ("assistant", "Added both to CLAUDE.md."),
            ("user", "and rename `setup_opts` to `opts` in init.lua, just there"),
            ("tool", "Bash", {"command": "sed -i 's/setup_opts/opts/g' lua/tidy-marks/init.lua && make test | tail -1"},
             "Success: 23 Failed : 0 Errors : 0"),
            ("assistant", "Renamed; make test is green (23)."),
        ],
        "facts": [
            F("make-test", "Tests are run with make test (busted under nlua).", ["make test"], kind="config"),
            F("nvim-min", "The plugin supports Neovim 0.9 and up, so vim.iter is not used.", ["0.9", "vim.iter"]),
        ],
        "optional": [],
        "questions": [
            Q("How are tests run?", "make test", ["make-test"]),
            Q("What is the minimum Neovim version?", "0.9", ["nvim-min"]),
        ],
    },
    # 12 --------------------------------------------------------------- Codex, Clojure, "if you ever ... then" + "fyi for next time"
    {
        "id": "r2-cx-clj-ifever",
        "project": "/home/ade/src/ledgerline",
        "start": datetime(2026, 11, 17, 10, 0),
        "about": "lower-case 'if you ever .. then' and 'fyi for next time' without punctuation; a one-off reformat",
        "steps": [
            ("user", "reformat src/ledgerline/core.clj with cljfmt"),
            ("tool", "shell", {"command": ["bash", "-lc", "clojure -M:cljfmt fix src/ledgerline/core.clj"]},
             "Reformatted src/ledgerline/core.clj"),
            ("assistant", "Reformatted core.clj."),
            ("user", "ty. if you ever need to change anything in ledgerline.payments then ask Olu Bankole first "
                     "hes the only one who knows the reconciliation stuff. fyi for next time the nrepl is on "
                     "port 7888 not the random one"),
            ("assistant", "Understood — payments changes go past Olu Bankole first, and nREPL is on 7888."),
        ],
        "facts": [
            F("payments-owner", "Any change to ledgerline.payments is asked of Olu Bankole first.",
              ["Olu Bankole", "payments"]),
            F("nrepl-port", "The nREPL runs on port 7888.", ["7888"], kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("Who must approve payments changes?", "Olu Bankole", ["payments-owner"]),
            Q("Which port is the nREPL on?", "7888", ["nrepl-port"]),
        ],
    },
    # 13 --------------------------------------------------------------- CC, Rails, Spanish-flavoured + durable "don't forget"
    {
        "id": "r2-cc-rails-spanish",
        "project": "/home/dev/mercadito-rails",
        "start": datetime(2026, 11, 18, 17, 25),
        "about": "Spanish-flavoured rule; durable 'don't forget' about deploy days; chatter",
        "steps": [
            ("user", "Hola! Is important: always you must run the migrations with bin/rails db:migrate:with_data, "
                     "no the normal db:migrate, because the data migrations stay separated. And don't forget, "
                     "the deploys are only Tuesday and Thursday, never other day."),
            ("assistant", "Entendido: migrations through db:migrate:with_data, and deploys only on Tuesdays and "
                          "Thursdays. What would you like to do today?"),
            ("user", "now run the pending ones in development please"),
            ("tool", "Bash", {"command": "bin/rails db:migrate:with_data"},
             "== 20261118101500 AddSkuToProducts: migrated (0.0123s)\n== Data migration BackfillSkus: done"),
            ("assistant", "Both ran: AddSkuToProducts and the BackfillSkus data migration."),
        ],
        "facts": [
            F("with-data", "Migrations run with bin/rails db:migrate:with_data, not db:migrate.",
              ["db:migrate:with_data"]),
            F("deploy-days", "Deploys happen only on Tuesday and Thursday.", ["Tuesday", "Thursday"]),
        ],
        "optional": [],
        "questions": [
            Q("How are migrations run?", "bin/rails db:migrate:with_data", ["with-data"]),
            Q("Which days can we deploy?", "Tuesday and Thursday", ["deploy-days"]),
        ],
    },
    # 14 --------------------------------------------------------------- Codex, near-miss only (VHDL)
    {
        "id": "r2-cx-vhdl-nearmiss",
        "project": "/home/ferro/hw/uart-core-vhdl",
        "start": datetime(2026, 11, 19, 11, 50),
        "about": "near-misses only: 'I can't remember if ghdl does 2019', assistant 'keep in mind this takes a while' "
                 "about the current run, 'never mind', 'always something'",
        "steps": [
            ("user", "i cant remember if ghdl does VHDL-2019 or only 2008, can you check and run the tb"),
            ("tool", "shell", {"command": ["bash", "-lc", "ghdl --version | head -1; ghdl -a --std=08 src/*.vhd tb/*.vhd "
                                                          "&& ghdl -r --std=08 tb_uart --stop-time=2ms"]},
             "GHDL 4.1.0 (tarball) [Dunoon edition]\ntb/tb_uart.vhd:88:9:@1250us:(report note): rx byte 0x5A ok\n"
             "simulation stopped by --stop-time @2ms"),
            ("assistant", "This GHDL 4.1.0 supports --std=08 fully and only parts of 2019. The testbench passes "
                          "(rx 0x5A ok). Keep in mind a full 10ms run would take a while on this machine."),
            ("user", "eh never mind the 10ms run. always something with sims. thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
