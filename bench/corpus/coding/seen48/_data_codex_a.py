"""h48 Codex sessions, part a: erp-feed, the Python job that pulls the nightly SAP stock files over SFTP into the
inventory database."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FEED = "/home/oskar/code/erp-feed"

OLD_SCRIPT = """\
#!/bin/bash
# pull_stock.sh - runs on pos-util-02 from root's crontab (30 2 * * *)
set -e
cd /srv/stock
sftp -b - erpfeed@sftp.erp.kestrel.internal <<EOF
cd /out/stock
mget STOCK_*.csv
rm STOCK_*.csv
EOF
for f in STOCK_*.csv; do
  psql "$INVENTORY_DSN" -c "\\copy stock_import from '$f' csv header delimiter ';'"
done
psql "$INVENTORY_DSN" -c "select merge_stock_import()"
rm -f STOCK_*.csv
"""

STAGING_RUN_5000 = """\
2026-11-03 11:41:02,118 INFO  erp_feed.run  listing sftp.erp.kestrel.internal:/out/stock
2026-11-03 11:41:02,904 INFO  erp_feed.run  302 files, 41.8 MB (STOCK_P001_20261103.csv .. STOCK_D514_20261103.csv)
2026-11-03 11:41:09,377 INFO  erp_feed.fetch  downloaded 302 files in 6.47s (8 parallel)
2026-11-03 11:41:09,380 INFO  erp_feed.load  upsert batch_size=5000
2026-11-03 11:41:14,902 INFO  erp_feed.load  STOCK_P001_20261103.csv 18211 rows ok
2026-11-03 11:41:21,566 INFO  erp_feed.load  STOCK_P002_20261103.csv 17950 rows ok
...
2026-11-03 11:44:37,018 WARNING erp_feed.load  STOCK_P117_20261103.csv batch 3: canceling statement due to lock timeout (retry 1/3)
2026-11-03 11:44:39,420 WARNING erp_feed.load  STOCK_P117_20261103.csv batch 3: canceling statement due to lock timeout (retry 2/3)
2026-11-03 11:44:41,903 ERROR   erp_feed.load  STOCK_P117_20261103.csv batch 3: canceling statement due to lock timeout (giving up)
2026-11-03 11:45:02,331 WARNING erp_feed.load  STOCK_P131_20261103.csv batch 1: canceling statement due to lock timeout (retry 1/3)
...
2026-11-03 11:52:10,774 INFO  erp_feed.run  done: 296 ok, 6 failed, 5,402,118 rows, 11m08s
"""

STAGING_RUN_2000 = """\
2026-11-03 12:31:40,502 INFO  erp_feed.run  302 files, 41.8 MB
2026-11-03 12:31:47,113 INFO  erp_feed.fetch  downloaded 302 files in 6.61s (8 parallel)
2026-11-03 12:31:47,115 INFO  erp_feed.load  upsert batch_size=2000
...
2026-11-03 12:43:55,208 INFO  erp_feed.run  done: 302 ok, 0 failed, 5,402,118 rows, 12m15s
2026-11-03 12:43:55,301 INFO  erp_feed.archive  moved 302 files to /archive/2026-11-03
"""

NEG_STOCK_QUERY = """\
 store_no | sku           | name                     | unit | qty      | updated_at
----------+---------------+--------------------------+------+----------+---------------------
 0512     | 2000000041127 | Bananen lose             | KG   | 12500.000| 2026-11-11 02:29:41
 0512     | 2000000041134 | Äpfel Elstar lose        | KG   |  8250.000| 2026-11-11 02:29:41
 0519     | 2000000041127 | Bananen lose             | KG   | 31750.000| 2026-11-11 02:30:07
 0519     | 2000000046214 | Hackfleisch gemischt     | KG   |  4125.000| 2026-11-11 02:30:07
 0147     | 2000000041127 | Bananas soltas           | KG   |    18.250| 2026-11-11 02:22:13
 0031     | 2000000041127 | Banany luzem             | KG   |    22.700| 2026-11-11 02:18:55
(6 rows)
"""


SESSIONS = [
    {
        "id": "h48-cx-erpfeed-sftp-nightly",
        "project": FEED,
        "start": datetime(2026, 11, 3, 10, 20),
        "about": "erp-feed: replacing a bash+sftp+psql cron script with a Python job; SFTP library options, the "
                 "assistant recommends asyncssh, answered 'k'; upsert batch size 5000 then 2000 after lock timeouts "
                 "on staging; CronJob at 02:15 (SAP export done ~01:30); remember-request as an afterthought at the "
                 "end of a long message: SAP files are never deleted from the SFTP, moved to /archive/YYYY-MM-DD; "
                 "near-miss recalled from a previous job (rsync); file naming STOCK_<plant>_<yyyymmdd>.csv",
        "steps": [
            ("user", "new repo erp-feed. replaces pull_stock.sh on pos-util-02, that VM dies in december. look at "
                     "legacy/pull_stock.sh first"),
            shell("cat legacy/pull_stock.sh && ls -la", OLD_SCRIPT + "\ntotal 24\ndrwxr-xr-x  5 oskar oskar 4096 Nov  "
                  "3 10:18 .\n-rw-r--r--  1 oskar oskar  412 Nov  3 10:18 README.md\ndrwxr-xr-x  2 oskar oskar 4096 "
                  "Nov  3 10:18 legacy\n-rw-r--r--  1 oskar oskar  318 Nov  3 10:18 pyproject.toml\ndrwxr-xr-x  3 "
                  "oskar oskar 4096 Nov  3 10:18 src\n"),
            ("assistant", "What the old script does: at 02:30 it logs into `sftp.erp.kestrel.internal`, downloads "
                          "every `STOCK_*.csv` from `/out/stock`, **deletes them on the server** (`rm STOCK_*.csv`), "
                          "`\\copy`s each file into `stock_import` and calls `merge_stock_import()`. Sequential, one "
                          "file at a time, no retries, and if psql fails halfway the files are already gone from the "
                          "SFTP.\n\n"
                          "For the SFTP part in Python there are three realistic choices:\n\n"
                          "- **paramiko**: the classic, synchronous. Parallel downloads mean threads.\n"
                          "- **asyncssh**: asyncio-native, SFTP client included, easy to fetch 300 files with a "
                          "bounded number of parallel transfers over one connection, actively maintained.\n"
                          "- **shell out to `sftp`/`lftp`**: least code, but error handling is parsing stderr again.\n\n"
                          "I'd take asyncssh: ~300 files a night and the load step is async (asyncpg) anyway."),
            ("user", "k"),
            shell("uv add asyncssh asyncpg structlog && uv add --dev pytest pytest-asyncio && sed -n '1,20p' "
                  "pyproject.toml",
                  "Resolved 14 packages in 412ms\nInstalled 9 packages in 38ms\n + asyncpg==0.30.0\n"
                  " + asyncssh==2.18.0\n + cryptography==43.0.3\n + structlog==24.4.0\n"
                  "[project]\nname = \"erp-feed\"\nversion = \"0.1.0\"\nrequires-python = \">=3.12\"\n"
                  "dependencies = [\n    \"asyncpg>=0.30.0\",\n    \"asyncssh>=2.18.0\",\n    \"structlog>=24.4.0\",\n]\n"),
            ("assistant", "Added. Layout I'm going for: `src/erp_feed/fetch.py` (list + parallel download, 8 at a "
                          "time), `load.py` (parse the `;`-separated CSV and upsert in batches into "
                          "`inventory.stock` with `INSERT ... ON CONFLICT (store_no, sku) DO UPDATE`), `run.py` (the "
                          "entry point). The merge function in the database stays unused; the upsert replaces it.\n\n"
                          "What batch size? Each file is ~18k rows; I'd start with 5000 rows per statement."),
            ("user", "5000 ok. staging sftp has today's files, try against staging db"),
            shell("uv run python -m erp_feed.run --env staging 2>&1 | tail -n 12", STAGING_RUN_5000),
            ("assistant", "Downloads are fine (302 files in 6.5 s), but 6 files failed with `lock timeout`. The "
                          "inventory API reads and updates `inventory.stock` all the time (reservations for click & "
                          "collect), and the staging database has `lock_timeout = 2s`. A 5000-row upsert holds row "
                          "locks on 5000 rows until it commits, and the API's reservation updates queue behind it, or "
                          "the other way round. Smaller batches hold fewer locks for a shorter time. Let me try 2000."),
            shell("ERP_FEED_BATCH_SIZE=2000 uv run python -m erp_feed.run --env staging 2>&1 | tail -n 5",
                  STAGING_RUN_2000),
            ("assistant", "With 2000 rows per batch: 302 ok, 0 failed, 12m15s instead of 11m08s. Slightly slower, no "
                          "lock timeouts. I'll make 2000 the default (`BATCH_SIZE = 2000` in `load.py`, overridable "
                          "with `ERP_FEED_BATCH_SIZE`)."),
            ("user", "2000 it is"),
            ("user", "schedule. SAP export job starts 01:00 and is done around 01:30 usually, sometimes 01:50 at "
                     "month end. the old script ran 02:30. I want earlier so stores have stock before the 06:00 "
                     "opening even if something needs a rerun, so CronJob at 02:15, Europe/Warsaw. at my last job we "
                     "rsync'd everything from the ERP box with a cron every 5 min and it was a disaster, files half "
                     "written, so don't do anything clever, one run a night. if a file is still being written "
                     "(size changes between two listings 10s apart) skip it and log. also the files: STOCK_<plant>_"
                     "<yyyymmdd>.csv, plant is P### for PL, T### for PT, D### for DE. oh and one more, and this "
                     "stays forever, not just for this script: we never delete SAP files from the sftp. after a "
                     "file is loaded it gets moved to /archive/YYYY-MM-DD on the same server, the SAP team audits "
                     "those"),
            ("assistant", "Summary of what I'm setting up:\n\n"
                          "- Kubernetes CronJob `erp-feed`, `schedule: \"15 2 * * *\"`, `timeZone: Europe/Warsaw`, "
                          "`concurrencyPolicy: Forbid`, one run a night.\n"
                          "- A file whose size changes between two listings 10 s apart is skipped and logged as "
                          "`still_writing`.\n"
                          "- After a file is loaded it's moved on the SFTP server to `/archive/YYYY-MM-DD/`; nothing "
                          "is ever deleted there (the old `rm` is gone). I'll treat that as a standing rule for "
                          "anything touching the SAP SFTP, not just this job.\n"
                          "- Plant prefix → country: `P` PL, `T` PT, `D` DE."),
            shell("apply_patch < /tmp/erp-feed-cron.patch && cat deploy/cronjob.yaml | sed -n '1,22p'",
                  "Success. Updated the following files:\nA deploy/cronjob.yaml\nM src/erp_feed/fetch.py\n"
                  "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: erp-feed\n  namespace: pos-batch\nspec:\n"
                  "  schedule: \"15 2 * * *\"\n  timeZone: Europe/Warsaw\n  concurrencyPolicy: Forbid\n"
                  "  startingDeadlineSeconds: 1800\n  jobTemplate:\n    spec:\n      backoffLimit: 1\n"
                  "      template:\n        spec:\n          restartPolicy: Never\n          containers:\n"
                  "          - name: erp-feed\n            image: registry.kestrel.internal/pos/erp-feed:0.1.0\n"
                  "            env:\n            - { name: ERP_FEED_BATCH_SIZE, value: \"2000\" }\n"),
            shell("uv run pytest -q 2>&1 | tail -n 4",
                  "..............                                                           [100%]\n"
                  "14 passed in 2.31s\n"),
            ("user", "good. commit"),
            shell("git add -A && git commit -qm 'erp-feed: asyncssh fetch, batched upserts, CronJob 02:15, archive "
                  "instead of delete' && git log -1 --oneline",
                  "4a1b9e0 erp-feed: asyncssh fetch, batched upserts, CronJob 02:15, archive instead of delete\n"),
        ],
        "facts": [
            fact("asyncssh", "erp-feed uses asyncssh for SFTP (parallel downloads over one connection), chosen over "
                             "paramiko and shelling out to sftp.",
                 "decision", "user", ["asyncssh"]),
            fact("batch-2000", "The stock upsert batch size is 2000 rows (ERP_FEED_BATCH_SIZE); 5000 caused lock "
                               "timeouts against the inventory API's reservation updates.",
                 "config", "user", ["2000", ["batch size", "ERP_FEED_BATCH_SIZE", "batch_size"]]),
            fact("cron-0215", "erp-feed runs as a CronJob at 02:15 Europe/Warsaw, once a night; the SAP export "
                              "finishes around 01:30 (01:50 at month end).",
                 "config", "user", ["02:15", ["Europe/Warsaw", "CronJob"]]),
            fact("never-delete-sap", "SAP files are never deleted from the SFTP; after loading they are moved to "
                                     "/archive/YYYY-MM-DD on the same server, which the SAP team audits.",
                 "rule", "user", ["archive", ["never delete", "never deleted", "delete"]], remember=True),
        ],
        "optional": [
            opt("file-naming", "Files are STOCK_<plant>_<yyyymmdd>.csv; plant prefix P = PL, T = PT, D = DE.",
                ["STOCK_", ["P###", "plant"]]),
            opt("still-writing", "A file whose size changes between two listings 10 s apart is skipped as "
                                 "still_writing.", ["still_writing"]),
        ],
        "questions": [
            q("Which SFTP library does erp-feed use?", "asyncssh", ["asyncssh"]),
            q("What batch size does the stock upsert use and why?", "2000 rows; lock timeouts with 5000",
              ["batch-2000"]),
            q("When does the nightly ERP feed run?", "02:15 Europe/Warsaw", ["cron-0215"]),
            q("What happens to SAP files after they are loaded?", "moved to /archive/YYYY-MM-DD, never deleted",
              ["never-delete-sap"]),
        ],
    },
    {
        "id": "h48-cx-erpfeed-negative-stock",
        "project": FEED,
        "start": datetime(2026, 11, 11, 8, 5),
        "about": "erp-feed: loose produce in the German stores shows 1000x stock (12500 kg bananas in 0512); the "
                 "person's guess (SAP started sending deltas for DE) is wrong, the files are full snapshots; root "
                 "cause: DE plants export with a decimal comma since their SAP user migration and the parser "
                 "stripped commas as thousands separators; number format per plant in plants.number_locale; rule "
                 "added to AGENTS.md: quantities only through parse_qty(value, plant)",
        "steps": [
            ("user", "leipzig 0512 has 12500 kg bananas in stock. click & collect lets people order 300 kg. DE only "
                     "I think. my bet: SAP started sending deltas for the DE plants and we add them up"),
            shell("psql \"$INVENTORY_RO\" -c \"select store_no, sku, name, unit, qty, updated_at from inventory.stock "
                  "where sku in ('2000000041127','2000000041134','2000000046214') and (qty > 1000 or store_no in "
                  "('0147','0031')) order by store_no desc\"", NEG_STOCK_QUERY),
            shell("ls -la /srv/erp-feed/cache/2026-11-11 | sed -n '1,4p'; head -n 3 "
                  "/srv/erp-feed/cache/2026-11-11/STOCK_D512_20261111.csv; grep -m2 '2000000041127' "
                  "/srv/erp-feed/cache/2026-11-11/STOCK_D512_20261111.csv /srv/erp-feed/cache/2026-11-11/"
                  "STOCK_P031_20261111.csv",
                  "total 42812\n-rw-r--r-- 1 erpfeed erpfeed 141208 Nov 11 02:16 STOCK_D501_20261111.csv\n"
                  "-rw-r--r-- 1 erpfeed erpfeed 139877 Nov 11 02:16 STOCK_D502_20261111.csv\n"
                  "-rw-r--r-- 1 erpfeed erpfeed 144310 Nov 11 02:16 STOCK_D503_20261111.csv\n"
                  "#SNAPSHOT;D512;20261111;011944\n"
                  "MATNR;WERKS;LABST;MEINS;EAN11\n"
                  "000000000000041127;D512;12,500;KG;2000000041127\n"
                  "/srv/erp-feed/cache/2026-11-11/STOCK_D512_20261111.csv:000000000000041127;D512;12,500;KG;"
                  "2000000041127\n"
                  "/srv/erp-feed/cache/2026-11-11/STOCK_P031_20261111.csv:000000000000041127;P031;22.700;KG;"
                  "2000000041127\n"),
            ("assistant", "Not deltas: every file starts with a `#SNAPSHOT` header, and the value for bananas in "
                          "D512 is a full stock level, `12,500`. The problem is the notation:\n\n"
                          "- `STOCK_P031` (Łódź): `22.700` KG → 22.7 kg, decimal point.\n"
                          "- `STOCK_D512` (Leipzig): `12,500` KG → that's 12.5 kg written with a **decimal comma**.\n\n"
                          "Let me check the parser."),
            shell("sed -n '30,48p' src/erp_feed/load.py",
                  "30  def _qty(raw: str) -> Decimal:\n"
                  "31      # SAP pads with thousands separators for big numbers: 1,234.000\n"
                  "32      return Decimal(raw.replace(',', ''))\n"
                  "...\n"
                  "44          qty = _qty(row['LABST'])\n"),
            ("assistant", "There it is. `_qty` removes every comma because it assumes commas are thousands "
                          "separators (`1,234.000`). For the DE files the comma is the decimal separator, so "
                          "`12,500` becomes `12500`: 1000x too much for anything with three decimals, which is every "
                          "weighed article (KG). Piece articles in DE are integers without a comma, that's why only "
                          "loose produce and meat counters look wrong.\n\n"
                          "Why only since recently? Let me look at when the DE files changed."),
            shell("for d in 2026-10-27 2026-10-28 2026-10-29; do grep -m1 '2000000041127' /srv/erp-feed/cache/$d/"
                  "STOCK_D512_*.csv 2>/dev/null || ssh erpfeed@sftp.erp.kestrel.internal \"grep -m1 2000000041127 "
                  "/archive/$d/STOCK_D512_*.csv\"; done",
                  "000000000000041127;D512;9.750;KG;2000000041127\n"
                  "000000000000041127;D512;14.250;KG;2000000041127\n"
                  "000000000000041127;D512;11,000;KG;2000000041127\n"),
            ("assistant", "The DE files switched from `9.750` to `11,000` between 28 and 29 October. That matches the "
                          "SAP side moving the DE plants' export to a new technical user: the decimal notation in "
                          "SAP is a per-user setting, and the new user has the German one (`1.234.567,89`). PL and "
                          "PT exports still run under the old user with `1,234,567.89`.\n\n"
                          "So the fix is to know each plant's number format, not to guess from the value (`12,500` "
                          "is ambiguous on its own). Options: ask SAP to switch the user back, or read the format "
                          "per plant from our side. Both, ideally, but our side must not depend on it."),
            ("user", "SAP team won't touch it before january. do ours. there's a plants table in inventory already"),
            shell("psql \"$INVENTORY_RO\" -c '\\d inventory.plants'",
                  "              Table \"inventory.plants\"\n"
                  "   Column   |  Type   | Nullable\n"
                  "------------+---------+----------\n"
                  " plant      | text    | not null\n"
                  " store_no   | char(4) | not null\n"
                  " country    | char(2) | not null\n"
                  " timezone   | text    | not null\n"
                  "Indexes:\n    \"plants_pkey\" PRIMARY KEY, btree (plant)\n"),
            ("assistant", "I'll add a `number_locale` column to `inventory.plants` (`de_DE` for the D plants, "
                          "`en_US` for P and T today) and a single function `parse_qty(value, plant)` that looks the "
                          "plant up and parses accordingly: for `de_DE` it removes `.` and turns `,` into `.`; for "
                          "`en_US` it removes `,`. Unknown plant raises, so a new plant can't be parsed with a "
                          "guess. The loader calls `parse_qty` instead of `_qty`."),
            shell("apply_patch < /tmp/parse-qty.patch && psql \"$INVENTORY_DSN\" -f migrations/0007_plants_number_"
                  "locale.sql && uv run pytest -q tests/test_parse_qty.py",
                  "Success. Updated the following files:\nA migrations/0007_plants_number_locale.sql\n"
                  "M src/erp_feed/load.py\nA src/erp_feed/numbers.py\nA tests/test_parse_qty.py\n"
                  "ALTER TABLE\nUPDATE 214\nUPDATE 88\n"
                  "........                                                                 [100%]\n"
                  "8 passed in 0.19s\n"),
            ("user", "good. put this in AGENTS.md and stick to it: any number coming out of an ERP file goes through "
                     "parse_qty(value, plant). nobody calls Decimal() or float() on a raw file value, ever"),
            shell("cat >> AGENTS.md <<'EOF'\n\n## ERP numbers\n\nEvery quantity or amount read from an ERP file goes "
                  "through `parse_qty(value, plant)` (src/erp_feed/numbers.py), which uses `inventory.plants."
                  "number_locale`. Never call `Decimal()` or `float()` on a raw file value.\nEOF\ntail -n 6 AGENTS.md",
                  "\n## ERP numbers\n\nEvery quantity or amount read from an ERP file goes through `parse_qty(value, "
                  "plant)` (src/erp_feed/numbers.py), which uses `inventory.plants.number_locale`. Never call "
                  "`Decimal()` or `float()` on a raw file value.\n"),
            ("user", "now fix the data. rerun today's DE files"),
            shell("uv run python -m erp_feed.run --env prod --date 2026-11-11 --plants 'D*' --from-archive 2>&1 | "
                  "tail -n 3 && psql \"$INVENTORY_RO\" -At -c \"select store_no, qty from inventory.stock where sku = "
                  "'2000000041127' and store_no in ('0512','0519')\"",
                  "2026-11-11 08:52:19,440 INFO  erp_feed.run  88 files from /archive/2026-11-11, plants D*\n"
                  "2026-11-11 08:55:02,871 INFO  erp_feed.run  done: 88 ok, 0 failed, 1,402,556 rows, 2m43s\n"
                  "0512|12.500\n0519|31.750\n"),
            ("assistant", "Fixed: 0512 has 12.5 kg of bananas again, 0519 31.75 kg. The DE files are re-read from "
                          "the archive (nothing deleted, so that was possible). Click & collect orders placed on the "
                          "wrong numbers since 29 October are for the stores to sort out; I can produce a list of "
                          "orders where the ordered KG quantity was above the real stock if that helps."),
            ("user", "yes tomorrow. commit now"),
            shell("git add -A && git commit -qm 'parse_qty: number format per plant (DE decimal comma), AGENTS.md "
                  "rule' && git log -1 --oneline",
                  "9c0f2d7 parse_qty: number format per plant (DE decimal comma), AGENTS.md rule\n"),
        ],
        "facts": [
            fact("decimal-comma", "Weighed articles in the German stores showed 1000x stock because the DE plants "
                                  "export with a decimal comma (12,500 = 12.5 kg) since 29 October and the parser "
                                  "removed commas as thousands separators.",
                 "bugfix", "assistant", ["decimal comma", "thousands separator"]),
            fact("number-locale", "The number format of each plant is in inventory.plants.number_locale (de_DE for D "
                                  "plants, en_US for P and T).",
                 "config", "assistant", ["number_locale", ["de_DE", "plants"]]),
            fact("parse-qty-rule", "Every number from an ERP file goes through parse_qty(value, plant); never "
                                   "Decimal() or float() on a raw file value (in AGENTS.md).",
                 "rule", "user", ["parse_qty", ["Decimal()", "float()", "AGENTS.md"]], remember=True),
            fact("snapshots", "SAP stock files are full snapshots (#SNAPSHOT header), not deltas.",
                 "fact", "assistant", ["SNAPSHOT", ["deltas", "delta"]]),
        ],
        "optional": [
            opt("sap-user", "The DE export moved to a new SAP technical user with German decimal notation; SAP won't "
                            "change it before January.", ["technical user", "january"]),
        ],
        "questions": [
            q("Why did German stores show 1000 times too much stock for loose produce?",
              "DE plants export with a decimal comma; the parser assumes commas are thousands separators",
              ["decimal-comma"]),
            q("Where does erp-feed get a plant's number format?", "inventory.plants.number_locale",
              ["number-locale"]),
            q("How must quantities from ERP files be parsed?", "only through parse_qty(value, plant), never Decimal "
              "or float", ["parse-qty-rule"]),
        ],
    },
    {
        "id": "h48-cx-erpfeed-rerun-chore",
        "project": FEED,
        "start": datetime(2026, 11, 18, 13, 40),
        "about": "erp-feed: a one-off chore: rerun one plant's file after a network blip, a one-off 'for this rerun "
                 "always use --skip-archive', the rerun fails once and is run again, a scratch variable renamed, "
                 "lunch chatter; nothing durable",
        "steps": [
            ("user", "yo. P204 failed last night, network blip on the vpn. rerun just that one"),
            shell("kubectl -n pos-batch logs job/erp-feed-29388255 | grep -E 'P204|done'",
                  "2026-11-18 02:19:44,012 ERROR   erp_feed.fetch  STOCK_P204_20261118.csv: ConnectionLost: "
                  "Connection lost (SSH_MSG_DISCONNECT)\n"
                  "2026-11-18 02:31:20,557 INFO  erp_feed.run  done: 301 ok, 1 failed, 5,388,402 rows, 11m36s\n"),
            ("assistant", "Only `STOCK_P204_20261118.csv` failed, during the download (the SSH connection dropped), "
                          "so nothing of it was loaded and it's still in `/out/stock`. I can rerun just that plant "
                          "from a one-off Job based on the CronJob."),
            ("user", "yes. for this rerun always pass --skip-archive, I want to look at the file on the sftp after"),
            shell("kubectl -n pos-batch create job erp-feed-rerun-p204 --from=cronjob/erp-feed --dry-run=client -o "
                  "yaml | yq '.spec.template.spec.containers[0].args = [\"--date\",\"2026-11-18\",\"--plants\","
                  "\"P204\",\"--skip-archive\"]' | kubectl apply -f - && sleep 40 && kubectl -n pos-batch logs "
                  "job/erp-feed-rerun-p204 | tail -n 4",
                  "job.batch/erp-feed-rerun-p204 created\n"
                  "2026-11-18 13:42:31,207 INFO  erp_feed.run  1 files, 0.1 MB (STOCK_P204_20261118.csv)\n"
                  "2026-11-18 13:42:41,903 ERROR   erp_feed.fetch  STOCK_P204_20261118.csv: TimeoutError: SFTP open "
                  "timed out after 10.0s\n"
                  "2026-11-18 13:42:41,905 INFO  erp_feed.run  done: 0 ok, 1 failed, 0 rows, 10s\n"),
            ("assistant", "Failed again, this time an SFTP open timeout after 10 s. Could be the VPN still "
                          "flapping. `nc -z` to the SFTP host from the cluster to check?"),
            shell("kubectl -n pos-batch run nc-check --rm -i --restart=Never --image=busybox:1.36 -- nc -zvw3 "
                  "sftp.erp.kestrel.internal 22",
                  "sftp.erp.kestrel.internal (10.40.8.21:22) open\npod \"nc-check\" deleted\n"),
            ("user", "open now. run it again"),
            shell("kubectl -n pos-batch delete job erp-feed-rerun-p204 -q && kubectl -n pos-batch create job "
                  "erp-feed-rerun-p204 --from=cronjob/erp-feed --dry-run=client -o yaml | yq '.spec.template.spec."
                  "containers[0].args = [\"--date\",\"2026-11-18\",\"--plants\",\"P204\",\"--skip-archive\"]' | "
                  "kubectl apply -f - && sleep 45 && kubectl -n pos-batch logs job/erp-feed-rerun-p204 | tail -n 3",
                  "job.batch/erp-feed-rerun-p204 created\n"
                  "2026-11-18 13:46:02,118 INFO  erp_feed.fetch  downloaded 1 files in 0.41s (8 parallel)\n"
                  "2026-11-18 13:46:09,556 INFO  erp_feed.load  STOCK_P204_20261118.csv 17804 rows ok\n"
                  "2026-11-18 13:46:09,571 INFO  erp_feed.run  done: 1 ok, 0 failed, 17,804 rows, 8s; archive "
                  "skipped (--skip-archive)\n"),
            ("assistant", "Done: 17,804 rows for P204 loaded, the file is still in `/out/stock` because of "
                          "`--skip-archive`. Once you've looked at it, it needs moving to `/archive/2026-11-18/` like "
                          "the others; tonight's run would otherwise pick it up again (harmless, it's a snapshot, but "
                          "noisy)."),
            ("user", "ya I'll move it by hand after. also in my scratch/p204_check.py rename tmp to rows, no idea what "
                     "I was thinking"),
            shell("sed -i 's/\\btmp\\b/rows/g' scratch/p204_check.py && grep -n 'rows' scratch/p204_check.py",
                  "4:rows = list(csv.reader(open(sys.argv[1]), delimiter=';'))\n"
                  "5:print(len(rows) - 2, 'data rows')\n"
                  "6:print(sum(1 for r in rows[2:] if r[3] == 'KG'), 'KG rows')\n"),
            shell("ssh erpfeed@sftp.erp.kestrel.internal 'cat /out/stock/STOCK_P204_20261118.csv' > /tmp/p204.csv && "
                  "python scratch/p204_check.py /tmp/p204.csv",
                  "17804 data rows\n1211 KG rows\n"),
            ("user", "matches. cool. lunch, the canteen has pierogi today, not missing that. thx"),
            shell("kubectl -n pos-batch delete job erp-feed-rerun-p204", "job.batch \"erp-feed-rerun-p204\" deleted\n"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
