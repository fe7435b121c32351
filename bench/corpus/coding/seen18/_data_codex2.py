"""Codex sessions, part 2: reef image classifier (Python ML), sheepdog trials pipeline (DuckDB),
glass studio infra (Terraform), snow-plow routing docs (MkDocs)."""

from __future__ import annotations

from datetime import datetime

from _common import pytest_log, tree
from _data_claude import F, Q
from _data_codex import sh

UV_SYNC = """Using CPython 3.11.10 interpreter at: /usr/bin/python3.11
Creating virtual environment at: .venv
Resolved 41 packages in 1.21s
Prepared 38 packages in 14.02s
Installed 38 packages in 212ms
 + numpy==2.1.2
 + pillow==11.0.0
 + timm==1.0.11
 + torch==2.5.1
 + torchvision==0.20.1
 + pytest==8.3.3
 + ruff==0.7.1
 ... (31 more)"""

REEF = {
    "id": "h18-cx-reef-ml",
    "project": "/home/nadia/research/coralcount",
    "start": datetime(2026, 3, 7, 9, 0),
    "about": "ML repo for classifying coral-reef survey photos, scaffolded: uv and Python 3.11, data layout "
             "with raw images out of git, DVC proposed and rejected, a seed rule said 'going forward'",
    "steps": [
        ("user", "Hi! Setting up coralcount, a classifier for the reef transect photos (bleached / healthy / "
                 "dead / algae). Can you scaffold the repo? I want uv for envs."),
        ("assistant", "Sure. Which Python version? And where do the photos live — I'd keep them out of git."),
        ("user", "3.11, the uni cluster only has 3.11 modules. photos are on the lab NAS, ~80 GB."),
        ("tool", "shell", sh("uv init --python 3.11 --package && uv add torch torchvision timm pillow numpy && "
                             "uv add --dev pytest ruff && uv sync"), UV_SYNC),
        ("assistant", "Project created with uv and Python 3.11. For the data I'd propose:\n\n```\ndata/\n  raw/"
                      "        # symlink to the NAS, never committed\n  interim/    # resized crops\n  splits/     "
                      "# train/val/test CSVs (committed)\nsrc/coralcount/\nconfigs/\nexperiments/\n```\n\nAnd DVC "
                      "to version the raw images against the NAS."),
        ("user", "layout yes. DVC no, we tried it in the group last year and nobody understood the cache, the "
                 "NAS snapshots are our versioning. splits CSVs committed, yes, that's the important bit"),
        ("tool", "shell", sh("mkdir -p data/{raw,interim,splits} configs experiments && printf 'data/raw/\\n"
                             "data/interim/\\nexperiments/*/checkpoints/\\n' >> .gitignore && ls"),
         tree("coralcount", ["configs", "data", "experiments", "pyproject.toml", "src", "tests", "uv.lock",
                             ".python-version"])),
        ("assistant", "Done. `data/raw/` and `data/interim/` are gitignored; `data/splits/` is tracked. I added "
                      "a smoke test for the dataset class:"),
        ("tool", "shell", sh("uv run pytest -q"),
         pytest_log("coralcount", ["tests/test_dataset.py::test_labels_are_four_classes",
                                   "tests/test_dataset.py::test_split_csvs_disjoint",
                                   "tests/test_transforms.py::test_resize_keeps_aspect"])),
        ("user", "great. going forward every training run sets the seed from the config (seed: 1729 default) "
                 "and writes the config + git commit into experiments/<run-name>/ — reviewers asked for "
                 "reproducibility last time. Also run ruff before you say something is done please"),
        ("assistant", "Will do for every run from now on: seed from the config (default 1729), and the config "
                      "plus the git commit saved into `experiments/<run-name>/`. And I'll run ruff before "
                      "reporting work as done."),
        ("tool", "shell", sh("uv run ruff check . && uv run ruff format --check ."),
         "All checks passed!\n12 files already formatted"),
        ("user", "thanks!!"),
    ],
    "facts": [
        F("uv-py311", "coralcount uses uv with Python 3.11 (the cluster only has 3.11).", "config", "user",
          ["uv", "3.11"]),
        F("no-dvc", "No DVC (the group found its cache confusing); NAS snapshots are the data versioning.",
          "decision", "user", ["DVC", "NAS"]),
        F("splits", "data/raw and data/interim are gitignored; data/splits CSVs are committed.", "convention",
          "user", ["data/splits"]),
        F("seed", "Every training run sets the seed from the config (default 1729) and saves config plus git "
          "commit into experiments/<run-name>/.", "rule", "user", ["1729", "experiments"], True),
        F("ruff", "Run ruff before saying work is done.", "preference", "user", ["ruff"]),
    ],
    "optional": [
        {"id": "classes", "text": "Four classes: bleached, healthy, dead, algae.", "key_terms": ["bleached"]},
    ],
    "questions": [
        Q("Do we use DVC?", "no, NAS snapshots", ["no-dvc"]),
        Q("What's the default seed?", "1729 from the config", ["seed"]),
        Q("Which Python version?", "3.11", ["uv-py311"]),
    ],
}

DUCK_RUN = """dbt run --target dev
15:02:11  Running with dbt=1.8.7
15:02:11  Registered adapter: duckdb=1.8.4
15:02:12  Found 7 models, 12 data tests, 3 sources, 0 exposures, 0 metrics, 433 macros
15:02:12
15:02:12  Concurrency: 1 threads (target='dev')
15:02:12
15:02:12  1 of 7 START sql view model main.stg_runs ...................................... [RUN]
15:02:12  1 of 7 OK created sql view model main.stg_runs ................................. [OK in 0.08s]
15:02:12  2 of 7 START sql view model main.stg_handlers .................................. [RUN]
15:02:12  2 of 7 OK created sql view model main.stg_handlers ............................. [OK in 0.05s]
15:02:12  3 of 7 START sql view model main.stg_judges_sheets ............................. [RUN]
15:02:12  3 of 7 OK created sql view model main.stg_judges_sheets ........................ [OK in 0.06s]
15:02:12  4 of 7 START sql table model main.fct_run_scores ............................... [RUN]
15:02:13  4 of 7 ERROR creating sql table model main.fct_run_scores ...................... [ERROR in 0.11s]
15:02:13  5 of 7 SKIP relation main.dim_trials ........................................... [SKIP]
15:02:13
15:02:13  Runtime Error in model fct_run_scores (models/marts/fct_run_scores.sql)
15:02:13    Conversion Error: Could not convert string 'RET' to INT32
15:02:13    LINE 14:     cast(points_lost as integer) as points_lost,
15:02:13
15:02:13  Done. PASS=3 WARN=0 ERROR=1 SKIP=3 TOTAL=7"""

SHEEPDOG = {
    "id": "h18-cx-sheepdog-pipeline",
    "project": "/home/gwen/data/crook-scores",
    "start": datetime(2026, 3, 8, 14, 50),
    "about": "data pipeline for sheepdog trial scores, first schema in dbt + DuckDB: naming prefixes set, "
             "retired runs cause a cast error (fix made), warehouse path set, lower-case 'keep in mind' with a "
             "typo; a Kafka aside and a 'maybe BigQuery one day' that are not decisions",
    "steps": [
        ("user", "hi, starting the scores pipeline for the trials society. judges' sheets come as CSVs (one "
                 "per trial), I want dbt on duckdb, local file. never done dbt before tbh"),
        ("assistant", "dbt-duckdb is a good fit for CSVs of this size. Where should the DuckDB file live, "
                      "and what do you want to call the layers?"),
        ("user", "warehouse file at data/crook.duckdb. layers: stg_ for cleaned sources, fct_ and dim_ for "
                 "marts, like the dbt docs say. maybe bigquery one day if the society grows, who knows"),
        ("tool", "shell", sh("cat profiles.yml"),
         "crook_scores:\n  target: dev\n  outputs:\n    dev:\n      type: duckdb\n      path: data/crook.duckdb\n"
         "      threads: 1"),
        ("assistant", "profiles.yml points at `data/crook.duckdb`. I wrote sources for `runs`, `handlers`, "
                      "`judges_sheets`, staging views `stg_*`, and `fct_run_scores` / `dim_trials`. Running:"),
        ("tool", "shell", sh("dbt run --target dev"), DUCK_RUN),
        ("assistant", "`fct_run_scores` fails: some rows have `RET` in `points_lost`. On the sheets, `RET` "
                      "means the handler retired the dog, so there's no score. The cast to integer breaks on "
                      "it. I'd handle it in `stg_judges_sheets`: `points_lost` becomes NULL and a boolean "
                      "`retired` column is true for those rows. Same for `DQ` (disqualified), which appears in "
                      "two sheets."),
        ("user", "yes do that. retired and DQ are not zero, they're no score"),
        ("tool", "shell", sh("dbt build --target dev 2>&1 | tail -4"),
         "15:09:40  Finished running 4 view models, 3 table models, 12 data tests in 0 hours 0 minutes and "
         "1.42 seconds (1.42s).\n15:09:40\n15:09:40  Completed successfully\n15:09:40\n15:09:40  Done. PASS=19 "
         "WARN=0 ERROR=0 SKIP=0 TOTAL=19"),
        ("assistant", "Green: 7 models and 12 tests pass. `stg_judges_sheets` now has `retired` and "
                      "`disqualified` booleans and NULL `points_lost` for those runs."),
        ("user", "cool. my brother said use kafka for the live scores, he uses it at his bank, lol no. "
                 "oh and keep in mind for the furture: the outrun/lift/fetch/drive/pen/shed points max is 100 "
                 "per run under the society rules, so a test should fail if any run is over 100"),
        ("assistant", "Noted for later sessions: a run can never score more than 100. I added a dbt test "
                      "`assert_run_total_max_100` on `fct_run_scores`."),
        ("tool", "shell", sh("dbt test --select fct_run_scores"),
         "15:12:02  1 of 4 PASS assert_run_total_max_100 ....................................... [PASS in "
         "0.04s]\n15:12:02  2 of 4 PASS not_null_fct_run_scores_run_id .......................... [PASS in "
         "0.02s]\n15:12:02  3 of 4 PASS unique_fct_run_scores_run_id ............................ [PASS in 0.02s]"
         "\n15:12:02  4 of 4 PASS relationships_fct_run_scores_trial_id__trial_id__ref_dim_trials_ [PASS in "
         "0.03s]\n15:12:02  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4"),
        ("user", "👍 thx"),
    ],
    "facts": [
        F("warehouse", "dbt runs on DuckDB with the warehouse file at data/crook.duckdb.", "config", "user",
          ["data/crook.duckdb"]),
        F("naming", "Model naming: stg_ for cleaned sources, fct_ and dim_ for marts.", "convention", "user",
          ["stg_", "fct_"]),
        F("retired", "RET (retired) and DQ rows broke the integer cast of points_lost; stg_judges_sheets now "
          "sets points_lost NULL with retired/disqualified booleans (no score, not zero).", "bugfix",
          "assistant", ["RET", "points_lost"]),
        F("max-100", "A run can score at most 100 points under society rules; test assert_run_total_max_100 "
          "enforces it.", "rule", "user", ["100"], True),
    ],
    "optional": [
        {"id": "dbt-ver", "text": "dbt 1.8.7 with duckdb adapter 1.8.4.", "key_terms": ["1.8.7"]},
    ],
    "questions": [
        Q("Where's the DuckDB warehouse?", "data/crook.duckdb", ["warehouse"]),
        Q("How are retired runs scored?", "no score, points_lost NULL, retired boolean", ["retired"]),
        Q("What's the max score per run?", "100", ["max-100"]),
        Q("Are we moving to BigQuery?", "no decision", []),
    ],
}

TF_PLAN = """Terraform used the selected providers to generate the following execution plan. Resource actions are
indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # hcloud_firewall.web will be created
  + resource "hcloud_firewall" "web" {
      + id     = (known after apply)
      + labels = {
          + "project" = "furnace"
        }
      + name   = "furnace-web"

      + rule {
          + direction  = "in"
          + port       = "443"
          + protocol   = "tcp"
          + source_ips = [
              + "0.0.0.0/0",
              + "::/0",
            ]
        }
      + rule {
          + direction  = "in"
          + port       = "22"
          + protocol   = "tcp"
          + source_ips = [
              + "0.0.0.0/0",
            ]
        }
    }

  # hcloud_server.app will be created
  + resource "hcloud_server" "app" {
      + datacenter  = (known after apply)
      + image       = "debian-12"
      + location    = "hel1"
      + name        = "furnace-app-1"
      + server_type = "cx22"
      + ipv4_address = (known after apply)
    }

  # hcloud_volume.pgdata will be created
  + resource "hcloud_volume" "pgdata" {
      + format   = "ext4"
      + location = "hel1"
      + name     = "furnace-pgdata"
      + size     = 20
    }

Plan: 3 to add, 0 to change, 0 to destroy.

Saved the plan to: plan.tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "plan.tfplan\""""

KILN = {
    "id": "h18-cx-kiln-infra",
    "project": "/home/orla/ops/furnace-infra",
    "start": datetime(2026, 3, 9, 10, 30),
    "about": "Terraform + deploy script for a glassblowing studio's booking site on Hetzner: location "
             "changed from nbg1 to hel1 mid-session (final is the fact), state backend picked, SSH restricted "
             "after a review, 'don't ever' apply without a saved plan; long session with plan output",
    "steps": [
        ("user", "morning. infra for furnace (booking site for the glass studio's kiln slots + classes). "
                 "hetzner cloud, terraform, one small server + volume for postgres. repo is empty except a "
                 "README"),
        ("assistant", "Morning! A few choices up front: location (nbg1, fsn1, hel1, ash…), server type, and "
                      "where the Terraform state lives. For one person a local state file is simplest, but "
                      "losing the laptop loses the state; an S3-compatible bucket is safer."),
        ("user", "nbg1, cx22. state: hetzner object storage bucket, we pay for it anyway"),
        ("tool", "shell", sh("mkdir -p terraform && cd terraform && terraform init"),
         "Initializing the backend...\n\nSuccessfully configured the backend \"s3\"! Terraform will automatically\n"
         "use this backend unless the backend configuration changes.\nInitializing provider plugins...\n- "
         "Finding hetznercloud/hcloud versions matching \"~> 1.48\"...\n- Installing hetznercloud/hcloud v1.48.1..."
         "\n- Installed hetznercloud/hcloud v1.48.1 (signed by a HashiCorp partner, key ID 5219EACB3A77198B)\n\n"
         "Terraform has been successfully initialized!"),
        ("assistant", "Initialised with the `s3` backend pointing at the object-storage bucket "
                      "`furnace-tfstate` (key `prod/terraform.tfstate`), hcloud provider 1.48.1. Writing "
                      "`main.tf` with server, volume and firewall in nbg1."),
        ("user", "wait, change of plan — the studio's accountant wants data in the EU but the customers are "
                 "mostly in finland (the studio is in turku). hel1 then, latency for them"),
        ("assistant", "Switched to hel1 for server and volume; still EU. Planning:"),
        ("tool", "shell", sh("cd terraform && terraform plan -out plan.tfplan"), TF_PLAN),
        ("assistant", "Plan: server `furnace-app-1` (cx22, debian-12, hel1), a 20 GB volume for Postgres data, "
                      "and a firewall allowing 443 and 22 from anywhere. Shall I apply?"),
        ("user", "ssh from anywhere, no. only from the studio's fixed IP 203.0.113.47. then apply"),
        ("tool", "shell", sh("cd terraform && terraform plan -out plan.tfplan | tail -3 && terraform apply "
                             "plan.tfplan | tail -6"),
         "Plan: 3 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: plan.tfplan\n"
         "hcloud_firewall.web: Creating...\nhcloud_volume.pgdata: Creating...\nhcloud_volume.pgdata: Creation "
         "complete after 2s [id=101447283]\nhcloud_firewall.web: Creation complete after 1s [id=1619384]\n"
         "hcloud_server.app: Creation complete after 14s [id=56410932]\n\nApply complete! Resources: 3 added, 0 "
         "changed, 0 destroyed."),
        ("assistant", "Applied. SSH (22) is only open to `203.0.113.47/32` now; 443 stays open to everyone."),
        ("user", "now a deploy script. app is a docker image, pushed to ghcr"),
        ("assistant", "I'll write `scripts/deploy.sh`: ssh to the server, `docker compose pull`, `docker "
                      "compose up -d`, then curl the health endpoint. We could also do blue-green with two "
                      "compose projects and a Caddy switch, but for a single box that's probably more than you "
                      "need."),
        ("user", "simple version. blue-green if we ever have downtime complaints, not now"),
        ("tool", "shell", sh("bash -n scripts/deploy.sh && shellcheck scripts/deploy.sh"), ""),
        ("assistant", "`scripts/deploy.sh` written; `bash -n` and shellcheck are clean. It reads the host from "
                      "`FURNACE_HOST` and the image tag from its first argument."),
        ("user", "what about backups of the postgres volume"),
        ("assistant", "Hetzner's server backups are whole-disk snapshots and don't include attached volumes, "
                      "so they wouldn't cover `furnace-pgdata`. I'd add a nightly `pg_dump` from a systemd "
                      "timer on the server, gzip it, and upload to the same object storage in a "
                      "`furnace-backups` bucket, keeping 14 days."),
        ("user", "yes. at 03:30 helsinki time, the studio closes at 22 and the kiln bookings open at 7"),
        ("tool", "shell", sh("scp ops/pg-backup.service ops/pg-backup.timer furnace:/etc/systemd/system/ && ssh "
                             "furnace 'systemctl daemon-reload && systemctl enable --now pg-backup.timer && "
                             "systemctl list-timers pg-backup.timer'"),
         "Created symlink /etc/systemd/system/timers.target.wants/pg-backup.timer -> "
         "/etc/systemd/system/pg-backup.timer.\nNEXT                        LEFT     LAST PASSED UNIT            "
         "ACTIVATES\nThu 2026-03-10 03:30:00 EET 16h left -    -      pg-backup.timer pg-backup.service\n\n1 "
         "timers listed."),
        ("assistant", "Timer installed: `pg-backup.timer` runs `pg_dump` nightly at 03:30 Europe/Helsinki, "
                      "uploads to `furnace-backups`, and deletes dumps older than 14 days."),
        ("user", "can we test a restore?"),
        ("tool", "shell", sh("ssh furnace 'systemctl start pg-backup.service && journalctl -u pg-backup -n 6 "
                             "--no-pager'"),
         "Mar 09 11:41:02 furnace-app-1 systemd[1]: Starting pg-backup.service - nightly pg_dump...\nMar 09 "
         "11:41:03 furnace-app-1 pg-backup[8812]: dump furnace_2026-03-09T1141.sql.gz 1.2M\nMar 09 11:41:04 "
         "furnace-app-1 pg-backup[8812]: upload s3://furnace-backups/ ok\nMar 09 11:41:04 furnace-app-1 "
         "pg-backup[8812]: pruned 0 old dumps (keep 14 days)\nMar 09 11:41:04 furnace-app-1 systemd[1]: "
         "pg-backup.service: Deactivated successfully.\nMar 09 11:41:04 furnace-app-1 systemd[1]: Finished "
         "pg-backup.service - nightly pg_dump."),
        ("assistant", "A manual run dumped and uploaded 1.2 MB. I restored it into a scratch database "
                      "`furnace_restore_test` with `gunzip | psql`: 14 tables, row counts match. Dropped the "
                      "scratch database afterwards."),
        ("user", "lovely"),
        ("user", "and for the record: don't ever run terraform apply without a saved plan file. always "
                 "plan -out, I read it, then apply that file. I once applied a stale plan at my old job and "
                 "deleted a dns zone"),
        ("assistant", "Understood — I'll only ever `terraform apply plan.tfplan` after `terraform plan -out "
                      "plan.tfplan` and after you've read the plan. Never a bare `apply`."),
        ("user", "great. that's it, thanks a lot"),
        ("assistant", "You're welcome! Server and firewall are up; deploy script is ready when the image is."),
    ],
    "facts": [
        F("location", "Infrastructure runs in Hetzner hel1 (changed from nbg1): EU for the accountant, close to "
          "the Finnish customers.", "decision", "user", ["hel1"]),
        F("state", "Terraform state is in the Hetzner object storage bucket furnace-tfstate via the s3 backend.",
          "config", "user", ["furnace-tfstate"]),
        F("ssh", "SSH is only open from the studio IP 203.0.113.47; 443 open to all.", "config", "user",
          ["203.0.113.47"]),
        F("plan-rule", "Never run terraform apply without a saved plan file: plan -out, person reads it, then "
          "apply that file.", "rule", "user", ["plan", "apply"], True),
        F("backup", "Nightly pg_dump backup at 03:30 Helsinki time via pg-backup.timer to the furnace-backups "
          "bucket, kept 14 days (Hetzner backups don't cover volumes).", "config", "user",
          ["03:30", "furnace-backups"]),
        F("deploy", "scripts/deploy.sh deploys by ssh + docker compose pull/up; host from FURNACE_HOST.",
          "config", "assistant", ["deploy.sh", "FURNACE_HOST"]),
    ],
    "optional": [
        {"id": "server", "text": "Server cx22 with debian-12, 20 GB volume for Postgres.", "key_terms": ["cx22"]},
        {"id": "provider", "text": "hcloud provider 1.48.1.", "key_terms": ["1.48.1"]},
    ],
    "questions": [
        Q("Which Hetzner location is furnace in?", "hel1", ["location"]),
        Q("Where is the Terraform state?", "object storage bucket furnace-tfstate", ["state"]),
        Q("Can I just run terraform apply?", "no, plan -out first and apply the saved plan", ["plan-rule"]),
        Q("When do database backups run?", "03:30 nightly furnace-backups 14 days", ["backup"]),
    ],
}

SNOWPLOW = {
    "id": "h18-cx-snowplow-docs",
    "project": "/srv/git/plowpath",
    "start": datetime(2026, 3, 10, 8, 5),
    "about": "docs site for a municipal snow-plow routing tool: MkDocs Material chosen, deployed to "
             "gh-pages; British English 'please remember' at the end of a list of requests",
    "steps": [
        ("user", "Good morning. plowpath needs documentation. The depot staff will read it, not devs. Options?"),
        ("assistant", "For non-developers I'd look at MkDocs with the Material theme (Markdown files, good "
                      "search, simple nav), Sphinx (powerful, but reStructuredText and more setup), or "
                      "Docusaurus (React-based, nice, but adds a Node toolchain to a Python repo). For depot "
                      "staff reading how-tos, MkDocs Material is the lightest."),
        ("user", "MkDocs Material. we have no node anywhere and I want it to stay that way."),
        ("tool", "shell", sh("pip install mkdocs-material==9.5.42 && mkdocs new . && mkdocs build --strict"),
         "Successfully installed mkdocs-1.6.1 mkdocs-material-9.5.42 pymdown-extensions-10.11.2\nINFO    -  "
         "Writing initial docs: ./docs/index.md\nINFO    -  Cleaning site directory\nINFO    -  Building "
         "documentation to directory: /srv/git/plowpath/site\nINFO    -  Documentation built in 0.31 seconds"),
        ("assistant", "Set up with mkdocs-material 9.5.42; `mkdocs build --strict` passes."),
        ("user", "Good. Requests:\n1. pages: Getting started, Routes, Night shift checklist, FAQ\n2. publish "
                 "with mkdocs gh-deploy to the gh-pages branch on the intranet gitea\n3. please remember: all "
                 "docs are in British English (colour, organise, kerb), the council style guide demands it"),
        ("tool", "shell", sh("mkdocs build --strict && mkdocs gh-deploy --remote-name intranet"),
         "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: "
         "/srv/git/plowpath/site\nINFO    -  Documentation built in 0.44 seconds\nINFO    -  Copying "
         "'/srv/git/plowpath/site' to 'gh-pages' branch and pushing to GitHub.\nINFO    -  Your documentation "
         "should shortly be available at the gh-pages branch of intranet."),
        ("assistant", "Four pages written in British English, published to the `gh-pages` branch on the "
                      "`intranet` remote."),
        ("user", "thanks"),
    ],
    "facts": [
        F("mkdocs", "Docs use MkDocs Material (no Node toolchain wanted, unlike Docusaurus).", "decision",
          "user", ["MkDocs Material", "Node"]),
        F("gh-pages", "Docs are published with mkdocs gh-deploy to the gh-pages branch on the intranet remote.",
          "config", "user", ["gh-deploy", "gh-pages"]),
        F("british", "All docs are in British English (council style guide).", "rule", "user",
          ["British English"], True),
    ],
    "optional": [
        {"id": "mkdocs-ver", "text": "mkdocs-material 9.5.42; build with --strict.", "key_terms": ["9.5.42"]},
    ],
    "questions": [
        Q("What generates plowpath's docs?", "MkDocs Material", ["mkdocs"]),
        Q("Which spelling in docs?", "British English", ["british"]),
        Q("How are docs published?", "mkdocs gh-deploy gh-pages intranet", ["gh-pages"]),
    ],
}

SESSIONS = [REEF, SHEEPDOG, KILN, SNOWPLOW]
