"""h43 Claude Code sessions, part a: Fernhill Biosciences' LIMS team. Two plates that swapped plate maps in tessera
(the lab's Django LIMS), proper specimen IDs for tessera, and check-ins lost by benchpad (the SvelteKit bench UI on
the lab tablets) in cold room 2."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TESSERA = "/home/noor/src/tessera"
BENCHPAD = "/home/noor/src/benchpad"

SESSIONS = [
    {
        "id": "h43-cc-tessera-plate-swap",
        "project": TESSERA,
        "start": datetime(2026, 11, 3, 9, 20),
        "about": "tessera: plates P-0412 and P-0413 (extraction batch EX-2611-03) got each other's plate maps; the "
                 "multi-file import zipped the selected plates (queryset in primary-key order) with the files (upload "
                 "order); fix matches on the '# plate:' header line in one transaction; rule for every importer: "
                 "match by barcode, never by position or order, said twice; swap rule: ON_HOLD until a second "
                 "person's sign-off; near-miss joke 'remember when we relabelled the whole -80'",
        "steps": [
            ("user", "we have a swap. Aylin noticed this morning that plates P-0412 and P-0413 have each other's "
                     "sample maps in tessera. both are from extraction batch EX-2611-03 and were uploaded together "
                     "yesterday afternoon. the qPCR controls sit in the wrong wells, that's how she caught it. before "
                     "anyone blames her I want to know how it happened"),
            bash("psql \"$TESSERA_DB\" -c \"select p.barcode, i.file_name, i.uploaded_at, i.uploaded_by from "
                 "plates_platemapimport i join plates_plate p on p.id = i.plate_id where p.barcode in ('P-0412', "
                 "'P-0413') order by 1\"",
                 " barcode |       file_name       |     uploaded_at     | uploaded_by\n"
                 "---------+-----------------------+---------------------+-------------\n"
                 " P-0412  | EX-2611-03_P-0413.csv | 2026-11-02 16:41:07 | aylin.k\n"
                 " P-0413  | EX-2611-03_P-0412.csv | 2026-11-02 16:41:07 | aylin.k\n"
                 "(2 rows)\n"),
            ("assistant", "Same second, same user, and each plate got the other plate's file. So this was one upload "
                          "with two files, not two separate slips. Let me look at how the multi-file import pairs "
                          "files with plates."),
            tool("Read", {"file_path": f"{TESSERA}/plates/views/import_maps.py"},
                 "    18\tclass ImportPlateMapsView(LoginRequiredMixin, View):\n"
                 "    19\t    def post(self, request):\n"
                 "    20\t        plates = Plate.objects.filter(pk__in=request.POST.getlist(\"plate_ids\"))\n"
                 "    21\t        files = request.FILES.getlist(\"maps\")\n"
                 "    22\t        for plate, upload in zip(plates, files):\n"
                 "    23\t            import_plate_map(plate, upload)\n"
                 "    24\t        messages.success(request, f\"Imported {len(files)} plate maps\")\n"
                 "    25\t        return redirect(\"plates:batch\", batch=request.POST[\"batch\"])\n"),
            bash("grep 'POST /plates/import-maps/' logs/app-2026-11-02.log | grep ' 16:41:0' && psql \"$TESSERA_DB\" "
                 "-Atc \"select id, barcode from plates_plate where id in (4412, 4413) order by id\"",
                 "2026-11-02 16:41:07 aylin.k POST /plates/import-maps/ plate_ids=['4413', '4412'] "
                 "maps=['EX-2611-03_P-0413.csv', 'EX-2611-03_P-0412.csv'] 302\n"
                 "4412|P-0412\n4413|P-0413\n"),
            ("assistant", "Aylin's request was right: she ticked P-0413 first and dropped the P-0413 file first, so "
                          "both lists arrived in the same order. The server reshuffled one of them. "
                          "`Plate.objects.filter(pk__in=...)` doesn't keep the order of the ids it is given, it "
                          "returns the rows in primary-key order (4412 = P-0412, then 4413 = P-0413), while the "
                          "files stay in upload order. `zip(plates, files)` then paired P-0412 with the P-0413 file "
                          "and the other way round. Every multi-plate upload where the plates were ticked in a "
                          "different order than they were created had this problem; until now the layouts were "
                          "different enough that somebody would have noticed at once."),
            ("user", "great, so it was never aylin. what's the fix? and don't tell me 'sort both lists', that's the "
                     "same bug waiting for the next person"),
            bash("head -n 3 media/platemaps/2026/11/EX-2611-03_P-0412.csv",
                 "# plate: P-0412\n# batch: EX-2611-03\nwell,specimen_id,role\n"),
            ("assistant", "Agreed, anything that pairs by order can break again. The files already say which plate "
                          "they belong to: the extraction robot's export writes `# plate: <barcode>` on the first "
                          "line. So the import should ignore order entirely: read each file's header, look the plate "
                          "up by that barcode, and reject the whole upload if a file has no header, names a plate "
                          "that wasn't selected, or two files name the same plate. All of it inside one transaction, "
                          "so a rejected upload imports nothing."),
            ("user", "yes. and this is a rule from now on, for every importer in tessera, not only plate maps: we "
                     "match by barcode, never by position or upload order. if anything doesn't match, the import "
                     "stops and nothing gets half-imported. remember it"),
            tool("Edit", {"file_path": f"{TESSERA}/plates/views/import_maps.py",
                          "old_string": "        plates = Plate.objects.filter(pk__in=request.POST.getlist("
                                        "\"plate_ids\"))\n        files = request.FILES.getlist(\"maps\")\n"
                                        "        for plate, upload in zip(plates, files):\n"
                                        "            import_plate_map(plate, upload)\n",
                          "new_string": "        ids = request.POST.getlist(\"plate_ids\")\n"
                                        "        selected = {p.barcode: p for p in Plate.objects.filter(pk__in=ids)}\n"
                                        "        files = request.FILES.getlist(\"maps\")\n"
                                        "        with transaction.atomic():\n"
                                        "            for upload in files:\n"
                                        "                barcode = read_plate_header(upload)  # '# plate: P-0412'\n"
                                        "                if barcode not in selected:\n"
                                        "                    raise PlateMapMismatch(upload.name, barcode)\n"
                                        "                import_plate_map(selected.pop(barcode), upload)\n"},
                 "The file has been updated."),
            bash("pytest plates/tests/test_import_maps.py -q",
                 ".........\n9 passed in 2.41s\n"),
            ("assistant", "The import passes the old tests plus three new ones: plates ticked in reverse order, a "
                          "file whose header names a plate that wasn't selected (whole upload rejected, nothing "
                          "written), and a file without a header. Now the specimens: where did the two plates go "
                          "after the upload?"),
            bash("psql \"$TESSERA_DB\" -c \"select p.barcode as plate, coalesce(r.code, '') as downstream, "
                 "count(w.specimen_id) as specimens from plates_plate p left join runs_run r on r.id = p.run_id join "
                 "plates_well w on w.plate_id = p.id and w.role = 'sample' where p.barcode in ('P-0412', 'P-0413') "
                 "group by 1, 2 order by 1\"",
                 " plate  | downstream | specimens\n"
                 "--------+------------+-----------\n"
                 " P-0412 | QP-1107    |        88\n"
                 " P-0413 |            |        88\n"
                 "(2 rows)\n"),
            ("assistant", "P-0412 went into qPCR run QP-1107 this morning, so those results are attached to the "
                          "wrong specimens; P-0413 hasn't been used yet. Neither plate reached sequencing. That's "
                          "176 specimens in total."),
            ("user", "all 176 go to ON_HOLD until Aylin and a second person have checked them against the paper "
                     "plate sheets. actually make that a rule too: anything involved in a swap goes ON_HOLD and only "
                     "comes off with a second person's sign-off. lol, remember when we relabelled the whole -80 in "
                     "one afternoon because the printer ribbon smeared? this is nothing compared to that"),
            bash("python manage.py set_status --plates P-0412 P-0413 --status ON_HOLD --reason \"plate map swap "
                 "INC-2026-031\"",
                 "176 specimens set to ON_HOLD (reason: plate map swap INC-2026-031)\n"),
            bash("git add -A && git commit -qm 'plates: match plate maps by barcode header, never by upload order' "
                 "&& git log -1 --oneline",
                 "3e91c07 plates: match plate maps by barcode header, never by upload order\n"),
            ("user", "and once more, because I'll forget to tell the others: barcode, never order. keep that one"),
            ("assistant", "Kept: every tessera importer matches files and rows to plates by barcode, never by "
                          "position or upload order, and any mismatch stops the whole import with nothing "
                          "half-imported. The fix is commit 3e91c07; QP-1107's results for P-0412 need re-attaching "
                          "once the ON_HOLD check is done."),
        ],
        "facts": [
            fact("plate-swap", "On 2026-11-02 plates P-0412 and P-0413 (extraction batch EX-2611-03) got each other's "
                               "plate maps: the multi-file import zipped the selected plates, which the queryset "
                               "returns in primary-key order, with the files in upload order.",
                 "fact", "assistant", ["P-0412", "P-0413", ["primary-key order", "upload order", "zip"]]),
            fact("map-header", "tessera's plate map import reads each file's '# plate: <barcode>' header, looks the "
                               "plate up by that barcode and rejects the whole upload, in one transaction, on a "
                               "missing header, an unselected plate or a duplicate.",
                 "bugfix", "assistant", ["header", "barcode", ["transaction", "reject"]]),
            fact("match-by-barcode", "Every tessera importer matches by barcode, never by position or upload order; "
                                     "on any mismatch the import stops and nothing is half-imported.",
                 "rule", "user", ["barcode", ["position", "order"], ["half-imported", "stops"]], remember=True),
            fact("swap-hold", "Specimens involved in a swap go to ON_HOLD and only come off with a second person's "
                              "sign-off.",
                 "rule", "user", ["ON_HOLD", ["second person", "sign-off"]]),
        ],
        "optional": [
            opt("inc-031", "The plate map swap is incident INC-2026-031; P-0412 had already gone into qPCR run "
                           "QP-1107.",
                ["INC-2026-031", "QP-1107"]),
        ],
        "questions": [
            q("Why did plates P-0412 and P-0413 end up with each other's plate maps?",
              "zip(plates, files) paired the plates in primary-key order with the files in upload order",
              ["plate-swap"]),
            q("How does a tessera importer match files to plates?", "by barcode, never by position or upload order",
              ["match-by-barcode", "map-header"]),
            q("What happens to specimens involved in a swap?", "they go ON_HOLD until a second person's sign-off",
              ["swap-hold"]),
        ],
    },
    {
        "id": "h43-cc-tessera-specimen-ids",
        "project": TESSERA,
        "start": datetime(2026, 11, 5, 14, 0),
        "about": "tessera: ticket LIMS-482, real specimen IDs; 'remember that' the scheme FH-<YY>-<6-digit serial>, "
                 "aliquots -A<2 digits>, plates P-<4 digits>, boxes BX-<5 digits>, serial restarts in January; the "
                 "assistant proposes five changes, the person accepts 1 (per-year sequence, unique), 4 (backfill, "
                 "legacy_id) and 5, rejects 2 (DataMatrix: the sequencing core's scanners are 1D only) and changes 3 "
                 "(ID blocks of 1000, not 200); branch naming lims-<ticket>-<slug>, commits start with the app name",
        "steps": [
            ("user", "ticket LIMS-482, specimen IDs. tessera still shows the db id, so people write 'sample 4211' on "
                     "tubes and it collides with box numbers all the time. we need proper IDs"),
            tool("Read", {"file_path": f"{TESSERA}/samples/models.py"},
                 "     1\tfrom django.db import models\n"
                 "     2\t\n     3\t\n"
                 "     4\tclass Specimen(models.Model):\n"
                 "     5\t    project = models.ForeignKey(\"projects.Project\", on_delete=models.PROTECT)\n"
                 "     6\t    kind = models.CharField(max_length=32)\n"
                 "     7\t    collected_at = models.DateTimeField(null=True)\n"
                 "     8\t    created_at = models.DateTimeField(auto_now_add=True)\n"
                 "     9\t\n"
                 "    10\t    def __str__(self):\n"
                 "    11\t        return f\"{self.pk:06d}\"\n"),
            ("assistant", "Right now a specimen has no identifier of its own: `__str__` pads the primary key, and "
                          "that's what ends up on the tubes and in every list. What should the format be?"),
            ("user", "here's the scheme, and remember that it's not up for debate, the PIs signed it off in "
                     "september: specimens are FH-<2-digit year>-<6-digit serial>, e.g. FH-26-004211. aliquots add -A "
                     "and two digits, so FH-26-004211-A03. plates are P- and 4 digits, boxes BX- and 5 digits. the "
                     "serial restarts at 000001 every january"),
            bash("psql \"$TESSERA_DB\" -Atc \"select extract(year from created_at)::int, count(*) from "
                 "samples_specimen group by 1 order by 1\"",
                 "2024|18231\n2025|41907\n2026|38114\n"),
            ("assistant", "The busiest year so far is 41,907 specimens, far below the 999,999 a 6-digit serial "
                          "allows. Here's what I'd change, in one go:\n\n"
                          "1. A `specimen_id` column with a unique constraint, filled from a per-year Postgres "
                          "sequence (`specimen_serial_2026`, ...), so two stations can never hand out the same "
                          "number.\n"
                          "2. Print the tube barcodes as DataMatrix instead of Code 128: it fits the 13 mm cap "
                          "labels better and survives a scratched label.\n"
                          "3. Let each printing station reserve a block of 200 IDs ahead, so labels still print when "
                          "tessera is unreachable for a few minutes.\n"
                          "4. Backfill every existing specimen with an FH ID from its created_at year and keep the "
                          "old number in a `legacy_id` column that search still finds.\n"
                          "5. Make ID search case-insensitive and tolerant of missing hyphens (`fh26004211` finds "
                          "FH-26-004211)."),
            ("user", "1 yes. 2 no: the sequencing core scans our tubes at intake with handheld scanners that only "
                     "read 1D. it stays Code 128. 3 yes but blocks of 1000, 200 is gone in one morning on extraction "
                     "days. 4 yes. 5 yes, obviously"),
            ("user", "branch for this is lims-482-specimen-ids. that's the pattern for every branch: lims-<ticket "
                     "number>-<short slug>. and commits start with the django app name and a colon, e.g. 'samples: "
                     "add specimen_id sequence'"),
            bash("git switch -c lims-482-specimen-ids", "Switched to a new branch 'lims-482-specimen-ids'\n"),
            tool("Edit", {"file_path": f"{TESSERA}/samples/models.py",
                          "old_string": "    kind = models.CharField(max_length=32)\n",
                          "new_string": "    specimen_id = models.CharField(max_length=16, unique=True)\n"
                                        "    legacy_id = models.CharField(max_length=12, blank=True, db_index=True)\n"
                                        "    kind = models.CharField(max_length=32)\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{TESSERA}/samples/ids.py",
                           "content": "from django.db import connection\n\nID_BLOCK_SIZE = 1000\n\n\n"
                                      "def _serial(year: int) -> int:\n"
                                      "    with connection.cursor() as cur:\n"
                                      "        cur.execute(\"select nextval(%s)\", [f\"specimen_serial_{year}\"])\n"
                                      "        return cur.fetchone()[0]\n\n\n"
                                      "def next_specimen_id(year: int) -> str:\n"
                                      "    return f\"FH-{year % 100:02d}-{_serial(year):06d}\"\n\n\n"
                                      "def reserve_block(station: str, year: int) -> list[str]:\n"
                                      "    return [next_specimen_id(year) for _ in range(ID_BLOCK_SIZE)]\n"},
                 f"File created successfully at: {TESSERA}/samples/ids.py"),
            bash("python manage.py makemigrations samples && python manage.py migrate samples",
                 "Migrations for 'samples':\n  samples/migrations/0031_specimen_ids.py\n"
                 "    + Add field specimen_id to specimen\n    + Add field legacy_id to specimen\n"
                 "Operations to perform:\n  Apply all migrations: samples\nRunning migrations:\n"
                 "  Applying samples.0031_specimen_ids... OK\n"
                 "  Applying samples.0032_backfill_specimen_ids... OK (98252 rows)\n"),
            bash("pytest samples -q 2>&1 | tail -n 1", "47 passed in 6.88s\n"),
            bash("git add -A && git commit -qm 'samples: add FH specimen ids from per-year sequences' && git log -1 "
                 "--oneline",
                 "a1f0c52 samples: add FH specimen ids from per-year sequences\n"),
            ("assistant", "On lims-482-specimen-ids, commit a1f0c52: specimen_id is unique and comes from "
                          "specimen_serial_<year>, printing stations reserve blocks of 1000, all 98,252 existing "
                          "specimens are backfilled with their old number in legacy_id, and search ignores case and "
                          "hyphens. The tube barcodes stay Code 128."),
        ],
        "facts": [
            fact("id-scheme", "Specimen IDs are FH-<2-digit year>-<6-digit serial> (FH-26-004211); aliquots add -A "
                              "and two digits (FH-26-004211-A03); plates are P- plus 4 digits, boxes BX- plus 5 "
                              "digits; the serial restarts every January.",
                 "convention", "user", ["FH-26-004211", ["FH-26-004211-A03", "aliquots"], "BX-"], remember=True),
            fact("id-sequence", "specimen_id has a unique constraint and its serial comes from a per-year Postgres "
                                "sequence (specimen_serial_<year>).",
                 "decision", "assistant", ["specimen_id", ["per-year", "specimen_serial"], "unique"]),
            fact("code128", "Tube barcodes stay Code 128; DataMatrix was rejected because the sequencing core's "
                            "handheld scanners only read 1D.",
                 "decision", "user", ["Code 128", "DataMatrix", "1D"]),
            fact("id-blocks", "Each printing station reserves specimen IDs in blocks of 1000 (not the proposed 200) "
                              "so labels still print when tessera is unreachable.",
                 "config", "user", ["1000", "block"]),
            fact("legacy-id", "Existing specimens were backfilled with FH IDs; the old number is kept in legacy_id, "
                              "which search still finds.",
                 "decision", "assistant", ["legacy_id", "backfill"]),
            fact("branch-style", "tessera branches are named lims-<ticket number>-<short slug> "
                                 "(lims-482-specimen-ids); commit messages start with the Django app name and a "
                                 "colon ('samples: ...').",
                 "convention", "user", [["lims-<ticket number>-<short slug>", "lims-482-specimen-ids"],
                                        "app name"]),
        ],
        "optional": [
            opt("id-search", "Specimen ID search is case-insensitive and tolerant of missing hyphens.",
                ["case-insensitive", "hyphens"]),
        ],
        "questions": [
            q("What does a tessera specimen ID look like?", "FH-<2-digit year>-<6-digit serial>, e.g. FH-26-004211",
              ["id-scheme"]),
            q("Why do the tube barcodes stay Code 128?", "the sequencing core's handheld scanners only read 1D",
              ["code128"]),
            q("How many specimen IDs does a printing station reserve at a time?", "blocks of 1000", ["id-blocks"]),
            q("How are tessera branches named?", "lims-<ticket number>-<short slug>", ["branch-style"]),
        ],
    },
    {
        "id": "h43-cc-benchpad-lost-checkins",
        "project": BENCHPAD,
        "start": datetime(2026, 11, 9, 10, 30),
        "about": "benchpad: box check-ins from cold room 2 say 'queued' and never reach tessera; the person's theory "
                 "(the service worker caches the POST) ruled out, it only handles GETs; real cause the offline queue "
                 "stores the CSRF token at queue time, Django rotates it when the tech logs in again, tessera answers "
                 "403 and flush() deletes anything below 500; typo'd 'pls remeber' rule that nothing scanned is "
                 "dropped silently; queued items kept 72 hours then the failed list",
        "steps": [
            ("user", "bug from the cold room. techs check boxes in on the tablet, benchpad says 'queued', and later "
                     "the check-in just isn't in tessera. six times last week, all in cold room 2. I'm pretty sure "
                     "it's the service worker: it caches /api/ and the tablet thinks the POST went through"),
            bash("rg -n 'registerRoute' src/service-worker.ts",
                 "src/service-worker.ts:14:registerRoute(({ url }) => url.pathname.startsWith('/static/'), new "
                 "CacheFirst({ cacheName: 'static-v9' }));\n"
                 "src/service-worker.ts:15:registerRoute(({ url }) => url.pathname === '/api/catalog/', new "
                 "NetworkFirst({ cacheName: 'catalog' }), 'GET');\n"),
            ("assistant", "The service worker only handles GETs: static files and the catalog. POSTs to "
                          "/api/checkins/ go straight to the network, and the Cache API can't store a POST for "
                          "replay anyway. So it isn't that. 'queued' means the check-in went into benchpad's own "
                          "offline queue; let me look at what happens when the queue is flushed."),
            tool("Read", {"file_path": f"{BENCHPAD}/src/lib/offline/queue.ts"},
                 "    22\texport async function enqueue(url: string, body: unknown) {\n"
                 "    23\t  await db.pending.add({ url, body: JSON.stringify(body), csrf: getCsrfToken(), "
                 "queuedAt: Date.now() });\n"
                 "    24\t}\n    25\t\n"
                 "    26\texport async function flush() {\n"
                 "    27\t  for (const item of await db.pending.toArray()) {\n"
                 "    28\t    const res = await fetch(item.url, {\n"
                 "    29\t      method: 'POST', body: item.body, credentials: 'include',\n"
                 "    30\t      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': item.csrf },\n"
                 "    31\t    });\n"
                 "    32\t    if (res.status < 500) await db.pending.delete(item.id);\n"
                 "    33\t  }\n    34\t}\n"),
            ("assistant", "Two things stand out. The CSRF token is captured when the item is queued (line 23), not "
                          "when it is sent. And flush() deletes the item for any status below 500 (line 32), so a "
                          "403 or a 400 counts as delivered. Let me check what tessera answered to the tablets."),
            bash("zgrep -h 'POST /api/checkins/' /var/log/nginx/tessera-access.log.*.gz | grep -E 'bench-tab-(07|11)' "
                 "| awk '{print $9}' | sort | uniq -c; zgrep -h 'Forbidden (CSRF' /var/log/tessera/django.log.*.gz | "
                 "cut -c1-120 | head -n 2",
                 "    811 201\n      6 403\n"
                 "2026-11-04 11:52:40 WARNING Forbidden (CSRF token from the 'X-Csrftoken' HTTP header incorrect.): "
                 "/api/checkins/\n"
                 "2026-11-04 11:52:41 WARNING Forbidden (CSRF token from the 'X-Csrftoken' HTTP header incorrect.): "
                 "/api/checkins/\n"),
            ("assistant", "Exactly six 403s, all 'CSRF token incorrect', from the two cold room 2 tablets. What "
                          "happens: inside cold room 2 the tablet has no Wi-Fi, so check-ins are queued with the "
                          "CSRF token of the moment. The tech is in there long enough for the 30-minute session to "
                          "expire; back outside, benchpad asks them to log in again, and Django rotates the CSRF "
                          "token on login. The queue then replays with the old token, tessera answers 403, and "
                          "flush() counts that as done and deletes the check-in.\n\nFix: read the token when "
                          "sending, and only remove an item on 2xx or 409 (tessera's answer for a check-in it "
                          "already has). On 401/403 keep the item and ask for a login; any other 4xx moves the item "
                          "to a failed list that's visible on the tablet."),
            ("user", "ok, not the service worker, fair enough. do that. and pls remeber this for benchpad in general, "
                     "not just the queue: nothing a tech scanned is ever dropped silently. if it can't be sent it "
                     "stays on the tablet and the badge in the header goes red until somebody deals with it"),
            tool("Edit", {"file_path": f"{BENCHPAD}/src/lib/offline/queue.ts",
                          "old_string": "      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': "
                                        "item.csrf },\n    });\n"
                                        "    if (res.status < 500) await db.pending.delete(item.id);\n",
                          "new_string": "      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': "
                                        "getCsrfToken() },\n    });\n"
                                        "    if (res.ok || res.status === 409) await db.pending.delete(item.id);\n"
                                        "    else if (res.status === 401 || res.status === 403) { "
                                        "requireLogin(); return; }\n"
                                        "    else if (res.status < 500) await moveToFailed(item, res.status);\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{BENCHPAD}/src/lib/components/HeaderBadge.svelte",
                          "old_string": "$: colour = $pending > 0 ? 'amber' : 'green';",
                          "new_string": "$: colour = $failed > 0 ? 'red' : $pending > 0 ? 'amber' : 'green';"},
                 "The file has been updated."),
            ("assistant", "How long should a queued item wait? Right now there's no limit, so a check-in from a "
                          "tablet that never comes back online would sit there forever."),
            ("user", "72 hours. after that it goes to the failed list with the red badge. not deleted, never "
                     "deleted"),
            tool("Edit", {"file_path": f"{BENCHPAD}/src/lib/offline/queue.ts",
                          "old_string": "export async function flush() {\n",
                          "new_string": "const MAX_QUEUE_AGE_MS = 72 * 60 * 60 * 1000;\n\n"
                                        "export async function flush() {\n"
                                        "  await expireToFailed(MAX_QUEUE_AGE_MS);\n"},
                 "The file has been updated."),
            bash("npm run test -- src/lib/offline 2>&1 | tail -n 4",
                 " ✓ src/lib/offline/queue.test.ts (7 tests) 41ms\n\n"
                 " Test Files  1 passed (1)\n      Tests  7 passed (7)\n"),
            bash("git commit -qam 'offline queue: send the current CSRF token, keep items on 4xx' && git log -1 "
                 "--oneline",
                 "5c2a9e1 offline queue: send the current CSRF token, keep items on 4xx\n"),
            ("assistant", "Committed as 5c2a9e1. The queue now sends the current token, keeps items on 401/403 "
                          "until the tech has logged in again, moves other 4xx and anything older than 72 hours to "
                          "the failed list, and the header badge turns red while that list isn't empty. The six "
                          "lost check-ins are gone from the tablets, so those boxes need checking in again by "
                          "hand."),
        ],
        "facts": [
            fact("csrf-queue", "Cold room check-ins vanished because benchpad's offline queue stored the CSRF token "
                               "at queue time; after the session expired and the tech logged in again, Django had "
                               "rotated the token, tessera answered 403 and flush() deleted every item with a status "
                               "below 500. Now the token is read at send time and only 2xx or 409 remove an item. "
                               "The service worker (the first theory) only handles GETs.",
                 "bugfix", "assistant", ["CSRF", "403", ["below 500", "2xx", "409"]]),
            fact("never-drop", "benchpad never drops anything a tech scanned silently: if it can't be sent it stays "
                               "on the tablet and the header badge goes red until somebody deals with it.",
                 "rule", "user", ["dropped silently", ["badge", "red"]], remember=True),
            fact("queue-72h", "benchpad keeps a queued item 72 hours, then moves it to the failed list with the red "
                              "badge; items are never deleted.",
                 "config", "user", ["72 hours", "failed list"]),
        ],
        "optional": [
            opt("cold-room-wifi", "Cold room 2 has no Wi-Fi, so tablets queue check-ins in there.",
                ["cold room 2", "Wi-Fi"]),
            opt("session-30", "The tablets' tessera session expires after 30 minutes.", ["30-minute", "session"]),
        ],
        "questions": [
            q("Why did check-ins from cold room 2 disappear?",
              "the queue sent the old CSRF token after the tech logged in again, tessera answered 403 and flush() "
              "deleted anything below 500", ["csrf-queue"]),
            q("What does benchpad do with a scan it can't send?", "it stays on the tablet and the badge goes red",
              ["never-drop"]),
            q("How long does benchpad's offline queue keep an item?", "72 hours, then the failed list",
              ["queue-72h"]),
        ],
    },
]
