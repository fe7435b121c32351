"""h45 Codex sessions, part c: an early-morning reprint of pallet labels after a master data error in SAP (nothing
durable), the CMM results page in the quality lab's Blazor app, and a release horizon for work orders in mes-api
with the team's branch and commit style."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LABELS = "/Users/oskar/code/pallet-labels"
QLAB = "/home/lena/proj/qlab-ui"
MES = "/Users/oskar/code/mes-api"

SESSIONS = [
    {
        "id": "h45-cx-labels-wrong-part-reprint",
        "project": LABELS,
        "start": datetime(2026, 11, 26, 6, 20),
        "about": "pallet-labels: 14 pallets of order 1004519 labelled with customer part 7731-221 instead of "
                 "7731-220 because the customer-material info in SAP was changed the afternoon before; the master "
                 "data team's four-eyes request form is their rule, not ours; a one-off reprint 'just for today' "
                 "with the CLI override before the 8:00 truck; a draft note for the shift lead; nothing durable",
        "steps": [
            ("user", "early one. night shift printed the labels for order 1004519 with customer part 7731-221 "
                     "instead of 7731-220. 14 pallets are wrapped and waiting for the 8:00 truck. what happened?"),
            shell("psql \"$LABELS_DB_URL\" -Atc \"select count(*), customer_part, source, min(printed_at) from "
                  "label_jobs where order_no = '1004519' group by 2, 3\"",
                  "14|7731-221|sap:customer_material_info|2026-11-25 22:14:08+01\n"),
            shell("curl -s \"$SAP_BRIDGE_URL/materials/7731-220A/customer-info?customer=NORRHAVEN\" | jq "
                  "'{customer_material, changed_at, changed_by}'",
                  "{\n  \"customer_material\": \"7731-221\",\n  \"changed_at\": \"2026-11-25T16:02:37+01:00\",\n"
                  "  \"changed_by\": \"MDM_KOWAL\"\n}\n"),
            ("assistant", "pallet-labels printed what SAP told it. The customer-material info record for our "
                          "material 7731-220A and Norrhaven was changed yesterday at 16:02 by MDM_KOWAL to 7731-221; "
                          "the night shift's labels at 22:14 picked that up. So the labels are consistent with SAP, "
                          "and SAP is wrong. The fix belongs in the master data."),
            ("user", "the master data team has their rule that every change goes through their request form with "
                     "four-eyes, so I can't just fix it in SAP myself, that's theirs. I've sent them the form. but "
                     "the truck is at 8. just for today, reprint those 14 with the part number override, I'll sign "
                     "it off with the shift lead"),
            shell("node bin/reprint.js --order 1004519 --override-customer-part 7731-220 --reason 'MDM error, "
                  "request MDM-5521' --printer pk2-zebra-1 --dry-run",
                  "dry run: 14 labels for order 1004519 (PAL-00419101 .. PAL-00419114)\n"
                  "  customer part: 7731-221 -> 7731-220 (override, reason: MDM error, request MDM-5521)\n"
                  "  SSCCs unchanged, printer pk2-zebra-1\n"),
            shell("node bin/reprint.js --order 1004519 --override-customer-part 7731-220 --reason 'MDM error, "
                  "request MDM-5521' --printer pk2-zebra-1",
                  "printed 14/14 on pk2-zebra-1\n"
                  "label_jobs: 14 rows with override_reason='MDM error, request MDM-5521'\n"),
            ("user", "thanks. I'm writing a note for the shift lead, it's just a draft, don't save it anywhere: "
                     "'labels for 1004519 reprinted 06:35, old ones collected and destroyed'. ok. I'll check with "
                     "MDM at 9 whether the record is fixed"),
            ("assistant", "The 14 new labels are printed on pk2-zebra-1 with 7731-220, same SSCCs as before, and "
                          "each reprint is logged in label_jobs with the override reason. Until MDM-5521 is done, "
                          "any new label for 7731-220A will print 7731-221 again, so the next order for that part "
                          "needs a look before it's labelled."),
            ("user", "yep, I'll tell the shift lead. that's it"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h45-cx-qlab-cmm-upload",
        "project": QLAB,
        "start": datetime(2026, 11, 25, 9, 0),
        "about": "qlab-ui (Blazor Server): a page for uploading and reviewing CMM results; the assistant's lettered "
                 "questions answered tersely (3 decimal places; out of tolerance warns and needs a comment; "
                 "disconnected circuits kept 10 minutes; saved measurements never edited, a correction is a new "
                 "record; tolerances from mes-api, not the CSV); 'store this somewhere for yourself' qlab-ui talks "
                 "only to mes-api's /quality endpoints; an old direct Npgsql lookup replaced",
        "steps": [
            ("user", "qlab-ui: new page for entering CMM results for the 7731 bracket family. the CMM exports a "
                     "CSV, the lab tech uploads it, reviews the values and saves. build it"),
            shell("ls src/QLab/Pages src/QLab/Services && sed -n 1,14p src/QLab/Services/QualityApiClient.cs",
                  "src/QLab/Pages:\nGaugeList.razor\nIndex.razor\nSampleDetail.razor\n\n"
                  "src/QLab/Services:\nLegacyGaugeLookup.cs\nQualityApiClient.cs\n"
                  "public sealed class QualityApiClient(HttpClient http)\n{\n"
                  "    // BaseAddress: https://mes-api.talvik.local/quality/\n"
                  "    public Task<Sample?> GetSample(string id) =>\n"
                  "        http.GetFromJsonAsync<Sample>($\"samples/{id}\");\n"
                  "    public Task<Characteristic[]?> GetCharacteristics(string part) =>\n"
                  "        http.GetFromJsonAsync<Characteristic[]>($\"parts/{part}/characteristics\");\n"
                  "    public Task SaveMeasurements(MeasurementBatch batch) =>\n"
                  "        http.PostAsJsonAsync(\"measurements\", batch);\n}\n"),
            ("assistant", "Plan: a CmmUpload page with an InputFile for the CSV, a review grid with each value "
                          "against its tolerance, and a save through QualityApiClient. A few questions first:\n\n"
                          "(a) The CMM exports 4 decimals. How many do we show and store?\n"
                          "(b) A value out of tolerance: block the save, or allow it with a warning?\n"
                          "(c) Blazor Server keeps a disconnected circuit for 3 minutes by default, and the lab "
                          "tablets go to sleep. Keep the default or longer?\n"
                          "(d) After saving, who may edit a measurement?\n"
                          "(e) Nominal and tolerances: from mes-api, or from the CSV header?"),
            ("user", "a) 3. b) warn, and a comment becomes mandatory. c) 10 minutes, the lab tablets sleep a lot. d) "
                     "nobody. a correction is a new record that points to the old one. e) mes-api, the CSV's nominals "
                     "aren't trustworthy"),
            shell("apply_patch < /tmp/cmm-upload.patch && rg -n 'DisconnectedCircuitRetentionPeriod|Math.Round|"
                  "CommentRequired|Supersedes' src/QLab",
                  "Success. Updated the following files:\nA src/QLab/Pages/CmmUpload.razor\n"
                  "A src/QLab/Pages/CmmUpload.razor.cs\nA src/QLab/Cmm/CmmCsvReader.cs\nM src/QLab/Program.cs\n"
                  "M src/QLab/Services/QualityApiClient.cs\n"
                  "src/QLab/Program.cs:21:    o.DisconnectedCircuitRetentionPeriod = TimeSpan.FromMinutes(10));\n"
                  "src/QLab/Cmm/CmmCsvReader.cs:48:            Value = Math.Round(raw, 3, "
                  "MidpointRounding.AwayFromZero),\n"
                  "src/QLab/Pages/CmmUpload.razor.cs:73:    bool CommentRequired => Rows.Any(r => "
                  "r.OutOfTolerance);\n"
                  "src/QLab/Services/QualityApiClient.cs:19:    public Task Correct(string measurementId, "
                  "MeasurementBatch batch) => http.PostAsJsonAsync($\"measurements/{measurementId}/supersedes\", "
                  "batch);\n"),
            shell("dotnet build -v q 2>&1 | tail -n 2 && dotnet test 2>&1 | tail -n 1",
                  "    0 Warning(s)\n    0 Error(s)\n"
                  "Passed!  - Failed:     0, Passed:    31, Skipped:     0, Total:    31, Duration: 2 s\n"),
            ("assistant", "The page is in. Values are rounded to 3 decimal places when the CSV is read and stored "
                          "that way. A value out of tolerance is highlighted, saving still works, but only with a "
                          "comment. Disconnected circuits are kept 10 minutes "
                          "(DisconnectedCircuitRetentionPeriod). There is no edit after save: a correction posts a "
                          "new record to measurements/{id}/supersedes, pointing to the old one. Nominals and "
                          "tolerances come from mes-api's parts/{part}/characteristics; the CSV's are ignored."),
            ("user", "store this somewhere for yourself: qlab-ui talks only to mes-api's /quality endpoints. it "
                     "never opens a connection to the database or to SAP directly, not even for 'just a quick "
                     "read'"),
            shell("rg -n 'Npgsql|SqlConnection|ConnectionStrings|sap-bridge' src/",
                  "src/QLab/Services/LegacyGaugeLookup.cs:3:using Npgsql;\n"
                  "src/QLab/Services/LegacyGaugeLookup.cs:14:        await using var conn = new "
                  "NpgsqlConnection(_config.GetConnectionString(\"mes\"));\n"
                  "src/QLab/appsettings.json:9:  \"ConnectionStrings\": { \"mes\": "
                  "\"Host=mes-db.talvik.local;Database=mes;Username=qlab_ro\" },\n"),
            ("assistant", "Got it. One place already breaks that: LegacyGaugeLookup opens an Npgsql connection to "
                          "the mes database with the qlab_ro user to look up gauges, and appsettings.json has the "
                          "connection string."),
            ("user", "that one's old, replace it with GET /quality/gauges/{id} on mes-api and drop the connection "
                     "string"),
            shell("apply_patch < /tmp/gauges-via-api.patch && rg -c 'Npgsql|ConnectionStrings' src/ || echo 'no "
                  "matches'; dotnet test 2>&1 | tail -n 1 && git add -A && git commit -qm 'cmm upload page; gauges "
                  "via mes-api /quality' && git log -1 --oneline",
                  "Success. Updated the following files:\nD src/QLab/Services/LegacyGaugeLookup.cs\n"
                  "M src/QLab/Services/QualityApiClient.cs\nM src/QLab/Pages/GaugeList.razor\n"
                  "M src/QLab/appsettings.json\nM src/QLab/QLab.csproj\n"
                  "no matches\n"
                  "Passed!  - Failed:     0, Passed:    32, Skipped:     0, Total:    32, Duration: 2 s\n"
                  "61d0e3b cmm upload page; gauges via mes-api /quality\n"),
        ],
        "facts": [
            fact("cmm-decimals", "CMM values are rounded to 3 decimal places when the CSV is read and stored that "
                                 "way (the CMM exports 4).",
                 "config", "user", ["3 decimal places", "CMM"]),
            fact("out-of-tolerance", "A CMM value out of tolerance does not block the save; qlab-ui warns and a "
                                     "comment becomes mandatory.",
                 "rule", "user", ["out of tolerance", ["comment", "mandatory"]]),
            fact("circuit-retention", "qlab-ui keeps disconnected Blazor circuits for 10 minutes "
                                      "(DisconnectedCircuitRetentionPeriod) because the lab tablets sleep a lot.",
                 "config", "user", ["DisconnectedCircuitRetentionPeriod", "10 minutes"]),
            fact("no-edit", "Saved measurements are never edited; a correction is a new record that points to the "
                            "old one (measurements/{id}/supersedes).",
                 "rule", "user", ["new record", ["correction", "supersedes"]]),
            fact("tolerances-source", "Nominals and tolerances for CMM results come from mes-api, not from the CSV "
                                      "header, whose nominals aren't trustworthy.",
                 "decision", "user", ["nominal", "mes-api"]),
            fact("qlab-api-only", "qlab-ui talks only to mes-api's /quality endpoints; it never opens a connection "
                                  "to the database or to SAP directly.",
                 "rule", "user", ["/quality", "mes-api", ["database", "directly"]], remember=True),
        ],
        "optional": [
            opt("legacy-gauge", "LegacyGaugeLookup (direct Npgsql) was replaced by GET /quality/gauges/{id}.",
                ["/quality/gauges"]),
        ],
        "questions": [
            q("What happens when a CMM value is out of tolerance in qlab-ui?",
              "a warning, and a comment becomes mandatory; saving still works", ["out-of-tolerance"]),
            q("How is a saved measurement corrected?", "no edit after save; a correction is a new record that points "
                                                       "to the old one", ["no-edit"]),
            q("What may qlab-ui talk to?", "only mes-api's /quality endpoints, never the database or SAP directly",
              ["qlab-api-only"]),
            q("How long does qlab-ui keep a disconnected circuit?", "10 minutes", ["circuit-retention"]),
        ],
    },
    {
        "id": "h45-cx-mes-release-horizon",
        "project": MES,
        "start": datetime(2026, 11, 27, 15, 0),
        "branch": "MES-412-release-horizon",
        "about": "mes-api: MES-412, work orders released to the line panels within a 16-hour horizon (proposed 24) "
                 "every 15 minutes; branch and commit style MES-<ticket>-<slug> / 'MES-<ticket>: <imperative>' "
                 "given with 'remember that'; operation ids <order>/<op> with the op zero-padded to 4 digits "
                 "(1004519/0020); note for future sessions that production deploys happen only Tuesdays and "
                 "Thursdays before 10:00",
        "steps": [
            ("user", "MES-412: release horizon for work orders. right now mes-api releases every order from SAP to "
                     "the line panels the moment it arrives, so the panel list at P3 has 140 orders on it. make it "
                     "configurable and limit it. new branch, you know the style. oh wait, you don't: remember that "
                     "branches are MES-<ticket>-<short-slug> and commit subjects are 'MES-<ticket>: <imperative, "
                     "lower case>'. this one is MES-412-release-horizon"),
            shell("git switch -c MES-412-release-horizon && sed -n 20,38p src/Mes.Api/WorkOrders/ReleaseService.cs",
                  "Switched to a new branch 'MES-412-release-horizon'\n"
                  "    public async Task ReleaseNew(CancellationToken ct)\n"
                  "    {\n"
                  "        var now = _clock.Now();\n"
                  "        var pending = await _db.WorkOrders\n"
                  "            .Where(w => w.Status == WorkOrderStatus.Received)\n"
                  "            .ToListAsync(ct);\n"
                  "        foreach (var wo in pending)\n"
                  "            wo.Release(now);               // every received order, whatever its start\n"
                  "        await _db.SaveChangesAsync(ct);\n"
                  "    }\n"),
            ("assistant", "ReleaseNew releases every received order regardless of its planned start. Proposal: a "
                          "Release:HorizonHours setting (default 24) and only release orders whose planned start is "
                          "within the horizon; the background job that calls ReleaseNew runs every 10 minutes, so "
                          "orders move onto the panels as the horizon moves."),
            ("user", "16 hours, two shifts ahead is what the shift leads want to see. and every 15 minutes is "
                     "enough"),
            shell("apply_patch < /tmp/release-horizon.patch && jq '.Release' src/Mes.Api/appsettings.json && dotnet "
                  "test 2>&1 | grep -E '^\\s+(Failed|Error Message)|FormatException|^(Passed|Failed)!' | head -n 5",
                  "Success. Updated the following files:\nM src/Mes.Api/WorkOrders/ReleaseService.cs\n"
                  "M src/Mes.Api/WorkOrders/ReleaseOptions.cs\nM src/Mes.Api/appsettings.json\n"
                  "A tests/Mes.Tests/WorkOrders/ReleaseHorizonTests.cs\n"
                  "{\n  \"HorizonHours\": 16,\n  \"IntervalMinutes\": 15\n}\n"
                  "  Failed Mes.Tests.WorkOrders.ReleaseHorizonTests.OrderStartingIn15h_IsReleased [8 ms]\n"
                  "  Error Message:\n"
                  "   System.FormatException: operation id '1004519-20' is not in the form <order>/<op>\n"
                  "Failed!  - Failed:     1, Passed:   419, Skipped:     0, Total:   420, Duration: 11 s\n"),
            ("assistant", "The new test fails in its own fixture: I built the operation id as '1004519-20', and "
                          "OperationId.Parse expects <order>/<op>."),
            ("user", "operation ids are <order>/<op> with the op number zero-padded to 4 digits, 1004519/0020, like "
                     "SAP shows it. the fixture is wrong, fix it"),
            shell("sed -i 's#\"1004519-20\"#\"1004519/0020\"#' tests/Mes.Tests/WorkOrders/ReleaseHorizonTests.cs && "
                  "dotnet test 2>&1 | tail -n 1 && git add -A && git commit -qm 'MES-412: release work orders "
                  "within a 16 hour horizon' && git log -1 --oneline",
                  "Passed!  - Failed:     0, Passed:   420, Skipped:     0, Total:   420, Duration: 11 s\n"
                  "2d9f4b1 MES-412: release work orders within a 16 hour horizon\n"),
            ("user", "note for future sessions too: mes-api goes to production only on Tuesdays and Thursdays, "
                     "before 10:00, because those are the days the MES on-call is in the plant early. so no 'quick "
                     "deploy on friday'. this one goes out with tuesday's deploy"),
            ("assistant", "Noted. MES-412 is committed on MES-412-release-horizon: orders are released when their "
                          "planned start is within Release:HorizonHours = 16, checked every 15 minutes "
                          "(Release:IntervalMinutes). It goes out with Tuesday's deploy, before 10:00."),
        ],
        "facts": [
            fact("branch-style", "mes-api branches are named MES-<ticket>-<short-slug> (e.g. MES-412-release-horizon) "
                                 "and commit subjects are 'MES-<ticket>: <imperative, lower case>'.",
                 "convention", "user", ["MES-<ticket>", ["MES-412-release-horizon", "commit"]], remember=True),
            fact("release-horizon", "Work orders are released to the line panels when their planned start is within "
                                    "16 hours (Release:HorizonHours, not the proposed 24), checked every 15 minutes.",
                 "config", "user", ["16 hours", ["HorizonHours", "horizon"]]),
            fact("operation-ids", "Operation ids are <order>/<op> with the op number zero-padded to 4 digits, e.g. "
                                  "1004519/0020, like SAP shows it.",
                 "convention", "user", ["<order>/<op>", "1004519/0020"]),
            fact("deploy-days", "mes-api goes to production only on Tuesdays and Thursdays before 10:00, when the "
                                "MES on-call is in the plant early; no deploys on other days.",
                 "rule", "user", ["Tuesdays", "Thursdays", "10:00"], remember=True),
        ],
        "optional": [
            opt("release-interval", "The release job runs every 15 minutes (Release:IntervalMinutes).",
                ["IntervalMinutes"]),
        ],
        "questions": [
            q("How are mes-api branches named?", "MES-<ticket>-<short-slug>", ["branch-style"]),
            q("How far ahead are work orders released to the line panels?", "16 hours, two shifts",
              ["release-horizon"]),
            q("When does mes-api go to production?", "only on Tuesdays and Thursdays, before 10:00",
              ["deploy-days"]),
            q("How is an operation id written?", "<order>/<op>, zero-padded to 4 digits, like 1004519/0020",
              ["operation-ids"]),
        ],
    },
]
