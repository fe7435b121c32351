"""h43 Codex sessions, part a: a slow 'where is this specimen' lookup on tessera's freezer page (mostly a query
plan), the MinIO buckets for raw instrument data in labops (the lab's Ansible repository), and a one-off specimen
export for a collaborating site."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TESSERA = "/Users/priya/code/tessera"
LABOPS = "/Users/priya/code/labops"

SESSIONS = [
    {
        "id": "h43-cx-tessera-where-is-specimen",
        "project": TESSERA,
        "start": datetime(2026, 11, 6, 10, 0),
        "about": "tessera: the freezer page's 'where is this specimen' lookup takes 4-6 s; mostly tool output (the "
                 "ORM query, EXPLAIN ANALYZE with a parallel seq scan over 4.2M inventory_location rows, \\d, row "
                 "counts); one decision: a partial index on specimen_id WHERE removed_at IS NULL, built concurrently; "
                 "0.09 ms afterwards",
        "steps": [
            ("user", "the 'where is this specimen' lookup on the freezer page takes 4 to 6 seconds. techs stand at "
                     "the -80 with the door open waiting for it. find out why"),
            shell("python manage.py shell -c \"from inventory.views import current_location_qs; "
                  "print(current_location_qs('FH-26-004211').query)\"",
                  "SELECT \"inventory_location\".\"id\", \"inventory_location\".\"freezer_id\", "
                  "\"inventory_location\".\"rack\", \"inventory_location\".\"box\", \"inventory_location\"."
                  "\"position\" FROM \"inventory_location\" INNER JOIN \"samples_specimen\" ON "
                  "(\"inventory_location\".\"specimen_id\" = \"samples_specimen\".\"id\") WHERE "
                  "(\"samples_specimen\".\"specimen_id\" = FH-26-004211 AND \"inventory_location\".\"removed_at\" "
                  "IS NULL)\n"),
            shell("psql \"$TESSERA_DB\" -c \"explain (analyze, buffers) select l.* from inventory_location l join "
                  "samples_specimen s on l.specimen_id = s.id where s.specimen_id = 'FH-26-004211' and l.removed_at "
                  "is null\"",
                  "                                   QUERY PLAN\n"
                  "------------------------------------------------------------------------------------------------\n"
                  " Nested Loop  (cost=1000.43..98412.77 rows=1 width=64) (actual time=4802.113..4870.902 rows=1 "
                  "loops=1)\n"
                  "   Buffers: shared hit=2214 read=61488\n"
                  "   ->  Index Scan using samples_specimen_specimen_id_key on samples_specimen s  "
                  "(cost=0.43..8.45 rows=1 width=8) (actual time=0.031..0.033 rows=1 loops=1)\n"
                  "         Index Cond: ((specimen_id)::text = 'FH-26-004211'::text)\n"
                  "   ->  Gather  (cost=1000.00..98404.31 rows=1 width=56) (actual time=4802.071..4870.857 rows=1 "
                  "loops=1)\n"
                  "         Workers Planned: 2\n"
                  "         Workers Launched: 2\n"
                  "         ->  Parallel Seq Scan on inventory_location l  (cost=0.00..97404.21 rows=1 width=56) "
                  "(actual time=3190.556..4788.412 rows=0 loops=3)\n"
                  "               Filter: ((removed_at IS NULL) AND (specimen_id = s.id))\n"
                  "               Rows Removed by Filter: 1404293\n"
                  "               Buffers: shared hit=2210 read=61488\n"
                  " Planning Time: 0.412 ms\n"
                  " Execution Time: 4870.958 ms\n"
                  "(13 rows)\n"),
            shell("psql \"$TESSERA_DB\" -c '\\d inventory_location' | sed -n '/Indexes:/,$p'; psql \"$TESSERA_DB\" "
                  "-c \"select count(*) as total, count(*) filter (where removed_at is null) as current from "
                  "inventory_location\"; rg -n 'specimen = ' inventory/models.py",
                  "Indexes:\n"
                  "    \"inventory_location_pkey\" PRIMARY KEY, btree (id)\n"
                  "    \"inventory_location_slot_idx\" btree (freezer_id, rack, box, \"position\")\n"
                  "Foreign-key constraints:\n"
                  "    \"inventory_location_specimen_id_fk\" FOREIGN KEY (specimen_id) REFERENCES "
                  "samples_specimen(id) DEFERRABLE INITIALLY DEFERRED\n"
                  "  total  | current\n"
                  "---------+---------\n"
                  " 4212880 |  311442\n"
                  "(1 row)\n"
                  "14:    specimen = models.ForeignKey(\"samples.Specimen\", on_delete=models.PROTECT, "
                  "db_index=False)\n"),
            ("assistant", "The specimen lookup itself is instant; the time goes into a parallel seq scan over all "
                          "4.2M rows of inventory_location, which keeps every location a specimen ever had (only "
                          "311k rows are current, removed_at IS NULL). The specimen foreign key was declared with "
                          "db_index=False, so there is no index to use.\n\n"
                          "a) A plain index on specimen_id: about 90 MB, also serves the location history view.\n"
                          "b) A partial index on specimen_id WHERE removed_at IS NULL: about 7 MB, exactly this "
                          "lookup; the history view is rarely used and fast enough as it is."),
            ("user", "b, concurrently, no lock on the table during the day"),
            shell("apply_patch < /tmp/current-location-index.patch && cat "
                  "inventory/migrations/0019_current_location_index.py",
                  "Success. Updated the following files:\nA inventory/migrations/0019_current_location_index.py\n"
                  "M inventory/models.py\n"
                  "from django.contrib.postgres.operations import AddIndexConcurrently\n"
                  "from django.db import migrations, models\n\n\n"
                  "class Migration(migrations.Migration):\n"
                  "    atomic = False\n"
                  "    dependencies = [(\"inventory\", \"0018_location_removed_by\")]\n"
                  "    operations = [\n"
                  "        AddIndexConcurrently(\n"
                  "            model_name=\"location\",\n"
                  "            index=models.Index(fields=[\"specimen\"], condition=models.Q(removed_at__isnull=True),\n"
                  "                               name=\"inventory_location_current_specimen_idx\"),\n"
                  "        ),\n"
                  "    ]\n"),
            shell("python manage.py migrate inventory && psql \"$TESSERA_DB\" -c \"explain (analyze) select l.* "
                  "from inventory_location l join samples_specimen s on l.specimen_id = s.id where s.specimen_id = "
                  "'FH-26-004211' and l.removed_at is null\" | grep -E 'Index Scan using inventory|Execution'",
                  "Operations to perform:\n  Apply all migrations: inventory\nRunning migrations:\n"
                  "  Applying inventory.0019_current_location_index... OK\n"
                  "   ->  Index Scan using inventory_location_current_specimen_idx on inventory_location l  "
                  "(cost=0.29..8.31 rows=1 width=56) (actual time=0.021..0.022 rows=1 loops=1)\n"
                  " Execution Time: 0.094 ms\n"),
            shell("git add -A && git commit -qm 'inventory: partial index for the current location of a specimen' "
                  "&& git log -1 --oneline",
                  "c40e9d2 inventory: partial index for the current location of a specimen\n"),
            ("assistant", "Done: inventory_location_current_specimen_idx was built concurrently, and the lookup now "
                          "runs in 0.09 ms instead of 4.9 s. Committed as c40e9d2."),
        ],
        "facts": [
            fact("current-location-index", "The freezer page's 'where is this specimen' lookup uses a partial index, "
                                           "inventory_location_current_specimen_idx, on inventory_location "
                                           "(specimen_id) WHERE removed_at IS NULL, built concurrently; before, it "
                                           "was a parallel seq scan over 4.2M rows (4.9 s) because the specimen "
                                           "foreign key had db_index=False; now 0.09 ms.",
                 "decision", "user", [["partial index", "inventory_location_current_specimen_idx"],
                                      "removed_at IS NULL", "specimen_id"]),
        ],
        "optional": [
            opt("location-history", "inventory_location keeps every location a specimen ever had (4.2M rows, ~311k "
                                    "current).",
                ["inventory_location", ["4.2M", "311k"]]),
        ],
        "questions": [
            q("Why was the 'where is this specimen' lookup slow?",
              "a parallel seq scan over 4.2M inventory_location rows; the specimen foreign key had db_index=False",
              ["current-location-index"]),
            q("Which index serves the current freezer location of a specimen?",
              "a partial index on specimen_id WHERE removed_at IS NULL", ["current-location-index"]),
        ],
    },
    {
        "id": "h43-cx-labops-minio-buckets",
        "project": LABOPS,
        "start": datetime(2026, 11, 11, 14, 0),
        "about": "labops: Ansible role for the MinIO buckets seq-raw, plate-raw and scratch; terse numbered answers "
                 "'1 compliance 2 10y 3 no 4 30 days 5 14d' (object lock COMPLIANCE with 10-year retention, no "
                 "versioning on scratch, HDD tier after 30 days, scratch expiry 14 days); 'this is going to matter in "
                 "later sessions': per-service MinIO users svc-<name>, never root; HDD transition changed to 60 days "
                 "after the NAS access log showed 27% of reads in the second month",
        "steps": [
            ("user", "the new MinIO is up (s3.lab.fernhill.internal). write the ansible role for the real buckets: "
                     "seq-raw for sequencing runs, plate-raw for plate reader files, and a scratch bucket for pipeline "
                     "intermediates"),
            shell("ls roles/minio && cat roles/minio/defaults/main.yml",
                  "defaults\nhandlers\ntasks\ntemplates\n"
                  "minio_alias: lab\n"
                  "minio_endpoint: https://s3.lab.fernhill.internal:9000\n"
                  "minio_tiers: [{ name: HDD, type: minio, endpoint: https://s3-hdd.lab.fernhill.internal:9000 }]\n"
                  "minio_buckets: []\n"),
            ("assistant", "Before I write the tasks, five questions:\n\n"
                          "1. Object lock mode for seq-raw and plate-raw: COMPLIANCE (nobody, root included, can "
                          "delete or shorten retention) or GOVERNANCE (users with a bypass permission can)?\n"
                          "2. Default retention for those two?\n"
                          "3. Versioning on the scratch bucket?\n"
                          "4. When should objects in seq-raw and plate-raw move to the HDD tier?\n"
                          "5. How long do objects live in scratch?"),
            ("user", "1 compliance 2 10y 3 no 4 30 days 5 14d"),
            shell("apply_patch < /tmp/minio-buckets.patch && sed -n '/minio_buckets:/,$p' "
                  "roles/minio/defaults/main.yml",
                  "Success. Updated the following files:\nM roles/minio/defaults/main.yml\n"
                  "M roles/minio/tasks/buckets.yml\n"
                  "minio_buckets:\n"
                  "  - { name: seq-raw, lock: COMPLIANCE, retention: 10y, tier: HDD, transition_days: 30 }\n"
                  "  - { name: plate-raw, lock: COMPLIANCE, retention: 10y, tier: HDD, transition_days: 30 }\n"
                  "  - { name: scratch, versioning: false, expire_days: 14 }\n"),
            ("assistant", "seq-raw and plate-raw are created with object lock in COMPLIANCE mode and a default "
                          "retention of 10 years, and move to the HDD tier after 30 days; scratch has no versioning "
                          "and its objects expire after 14 days."),
            ("user", "this is going to matter in later sessions, so note it: pipelines and watchers never use the "
                     "root credentials. every service gets its own MinIO user, svc-<name>, with a policy for its own "
                     "buckets and nothing else. svc-seqmill, svc-platehound, svc-elnsync"),
            shell("apply_patch < /tmp/minio-users.patch && cat roles/minio/templates/policy-svc-platehound.json.j2",
                  "Success. Updated the following files:\nM roles/minio/defaults/main.yml\n"
                  "A roles/minio/tasks/users.yml\nA roles/minio/templates/policy-svc-platehound.json.j2\n"
                  "A roles/minio/templates/policy-svc-seqmill.json.j2\n"
                  "A roles/minio/templates/policy-svc-elnsync.json.j2\n"
                  "{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [\n"
                  "    { \"Effect\": \"Allow\", \"Action\": [\"s3:PutObject\", \"s3:GetObject\", "
                  "\"s3:GetObjectRetention\"],\n      \"Resource\": [\"arn:aws:s3:::plate-raw/*\"] },\n"
                  "    { \"Effect\": \"Allow\", \"Action\": [\"s3:ListBucket\"], \"Resource\": "
                  "[\"arn:aws:s3:::plate-raw\"] }\n  ]\n}\n"),
            shell("ansible-playbook site.yml --limit minio --check --diff 2>&1 | tail -n 4",
                  "PLAY RECAP *********************************************************************\n"
                  "minio-01                   : ok=21   changed=11   unreachable=0    failed=0    skipped=2\n"
                  "minio-02                   : ok=19   changed=0    unreachable=0    failed=0    skipped=4\n"
                  "minio-03                   : ok=19   changed=0    unreachable=0    failed=0    skipped=4\n"),
            ("user", "hm, before we apply. how often do people pull old runs back out? the old NAS has access logs, "
                     "look at those"),
            shell("zcat /mnt/nas-logs/seqdata-access-2026-0*.log.gz | awk -f scripts/read_age.awk",
                  "age_days  reads  share\n"
                  "0-30       4180    61%\n"
                  "31-60      1851    27%\n"
                  "61-180      592     9%\n"
                  ">180        214     3%\n"),
            ("assistant", "27% of reads are of runs 31 to 60 days old, the re-analysis after the first results. "
                          "With a 30-day transition those would all come from the HDD tier."),
            ("user", "then 30 is wrong. move to HDD at 60 days, the reanalysis wave is in the second month"),
            shell("apply_patch < /tmp/minio-transition-60.patch && rg -n 'transition_days' "
                  "roles/minio/defaults/main.yml",
                  "Success. Updated the following files:\nM roles/minio/defaults/main.yml\n"
                  "12:  - { name: seq-raw, lock: COMPLIANCE, retention: 10y, tier: HDD, transition_days: 60 }\n"
                  "13:  - { name: plate-raw, lock: COMPLIANCE, retention: 10y, tier: HDD, transition_days: 60 }\n"),
            shell("ansible-playbook site.yml --limit minio 2>&1 | tail -n 4 && mc retention info --default lab/seq-raw "
                  "&& mc ilm rule ls lab/seq-raw",
                  "PLAY RECAP *********************************************************************\n"
                  "minio-01                   : ok=21   changed=11   unreachable=0    failed=0    skipped=2\n"
                  "minio-02                   : ok=19   changed=0    unreachable=0    failed=0    skipped=4\n"
                  "minio-03                   : ok=19   changed=0    unreachable=0    failed=0    skipped=4\n"
                  "COMPLIANCE mode is enabled for 10y\n"
                  "┌──────────────────────────────────────────────────────────────┐\n"
                  "│ Transition for latest version (Transition)                   │\n"
                  "├────────┬─────────┬─────────┬──────────┬────────────────┬──────┤\n"
                  "│ ID     │ STATUS  │ PREFIX  │ TAGS     │ DAYS TO TIER   │ TIER │\n"
                  "│ tr-hdd │ Enabled │ -       │ -        │             60 │ HDD  │\n"
                  "└────────┴─────────┴─────────┴──────────┴────────────────┴──────┘\n"),
            ("assistant", "Applied. seq-raw and plate-raw: COMPLIANCE lock for 10 years, to HDD after 60 days; "
                          "scratch: no versioning, expiry after 14 days; svc-seqmill, svc-platehound and "
                          "svc-elnsync each with a policy for their own buckets. The secret keys are in the vault "
                          "file under minio_service_users."),
        ],
        "facts": [
            fact("object-lock", "seq-raw and plate-raw have object lock in COMPLIANCE mode with a default retention "
                                "of 10 years.",
                 "config", "user", ["COMPLIANCE", ["10 years", "10y"], ["seq-raw", "plate-raw"]]),
            fact("hdd-60", "Objects in seq-raw and plate-raw move to the HDD tier after 60 days (first set to 30; 27% "
                           "of reads are of runs 31 to 60 days old).",
                 "config", "user", ["HDD", "60 days"]),
            fact("scratch-14", "The scratch bucket has no versioning and its objects expire after 14 days.",
                 "config", "user", ["scratch", ["14 days", "14d"]]),
            fact("svc-users", "Pipelines and watchers never use the MinIO root credentials; every service gets its "
                              "own MinIO user svc-<name> (svc-seqmill, svc-platehound, svc-elnsync) with a policy "
                              "for its own buckets only.",
                 "convention", "user", [["svc-<name>", "svc-seqmill", "svc-platehound"], "root"], remember=True),
        ],
        "optional": [
            opt("minio-endpoint", "The lab MinIO is s3.lab.fernhill.internal:9000, with an HDD tier.",
                ["s3.lab.fernhill.internal"]),
            opt("minio-secrets", "MinIO service users' secret keys are in the vault file under "
                                 "minio_service_users.",
                ["minio_service_users"]),
        ],
        "questions": [
            q("What object lock do seq-raw and plate-raw have?", "COMPLIANCE mode, 10 years", ["object-lock"]),
            q("When do raw instrument objects move to the HDD tier?", "after 60 days", ["hdd-60"]),
            q("Which MinIO credentials does a pipeline use?", "its own svc-<name> user, never the root credentials",
              ["svc-users"]),
            q("How long do objects live in the scratch bucket?", "14 days", ["scratch-14"]),
        ],
    },
    {
        "id": "h43-cx-tessera-mbk-export",
        "project": TESSERA,
        "start": datetime(2026, 11, 13, 16, 20),
        "about": "tessera: a one-off CSV of the 214 MBK specimens with their current freezer positions for Dr. "
                 "Mbeki's collaborators; near-miss 'just for today include the internal comments column'; copied to "
                 "the collaborators' share, local file deleted; nothing durable",
        "steps": [
            ("user", "Dr. Mbeki's collaborators in Uppsala need the list of their specimens with current freezer "
                     "positions as a CSV, tonight. project code MBK. it's a one-off"),
            shell("python manage.py shell -c \"from samples.models import Specimen; print(Specimen.objects"
                  ".filter(project__code='MBK', locations__removed_at__isnull=True).distinct().count())\"",
                  "214\n"),
            ("assistant", "214 MBK specimens have a current location. I'd export specimen_id, kind, collected_at, "
                          "freezer, rack, box and position. Anything else?"),
            ("user", "just for today include the internal comments column too, they need it for a reconciliation "
                     "and Mbeki cleared it with them"),
            shell("python manage.py export_specimens --project MBK --current-location --with-comments --out "
                  "/tmp/MBK_positions_2026-11-13.csv",
                  "wrote 214 rows to /tmp/MBK_positions_2026-11-13.csv\n"),
            shell("head -n 3 /tmp/MBK_positions_2026-11-13.csv && python -c \"import csv; rows = list(csv.reader("
                  "open('/tmp/MBK_positions_2026-11-13.csv'))); print(len(rows) - 1, sum('\\n' in r[-1] for r in "
                  "rows))\"",
                  "specimen_id,kind,collected_at,freezer,rack,box,position,comments\n"
                  "FH-25-031877,plasma,2025-09-02,F-03,R4,BX-00412,A1,\n"
                  "FH-25-031878,plasma,2025-09-02,F-03,R4,BX-00412,A2,\"haemolysed, re-drawn 09-04\"\n"
                  "214 3\n"),
            ("assistant", "214 rows; three comments contain line breaks and are quoted correctly, so Excel will "
                          "read them as one cell."),
            ("user", "fine. put it on the share link they have and delete the local file"),
            shell("rclone copy /tmp/MBK_positions_2026-11-13.csv uppsala-share:incoming/ && rm "
                  "/tmp/MBK_positions_2026-11-13.csv && rclone ls uppsala-share:incoming/ | grep MBK",
                  "    38114 MBK_positions_2026-11-13.csv\n"),
            ("assistant", "Uploaded to their share as MBK_positions_2026-11-13.csv and deleted locally."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
