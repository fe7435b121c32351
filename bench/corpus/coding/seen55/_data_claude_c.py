"""h55 Claude Code sessions, part c: stock and expiry tracking (stock-tracker, .NET 8 on an on-premises SQL Server):
platelet expiry a day early and the near-expiry alert, then a slow stock dashboard; and the on-premises infrastructure
repo (onprem-infra, Ansible): reaching the label printers in the new plasma room."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

STOCK = "/home/mirek/dev/stock-tracker"
INFRA = "/home/dara/ops/onprem-infra"


def _stock_rows() -> str:
    rows = ["UnitId   Din            Product   AboRh  CollectedAt (UTC)     ExpiresAt (UTC)       Status"]
    groups = ["O-", "O+", "A+", "A-", "B+", "AB+"]
    for i in range(18):
        day = 1 + i % 5
        rows.append(f"{712400 + i:<8} G152626{3100 + i:06d}  E3085V00  {groups[i % 6]:<5}  "
                    f"2026-11-0{day} 08:{10 + i:02d}:00   2026-11-0{day + 4} 23:00:00   "
                    f"{'EXPIRED' if day == 1 else 'AVAILABLE'}")
    return "\n".join(rows) + "\n(18 rows affected)\n"


def _plan_xml() -> str:
    return ("<ShowPlanXML Version=\"1.564\">\n  <BatchSequence><Batch><Statements>\n"
            "   <StmtSimple StatementText=\"SELECT [u].[ProductCode], [u].[AboRh], COUNT(*) ... WHERE "
            "[u].[ProductCode] IN (@p0, @p1, @p2, @p3) AND [u].[Status] = 'AVAILABLE' GROUP BY ...\" "
            "StatementSubTreeCost=\"41.8812\">\n"
            "    <QueryPlan DegreeOfParallelism=\"4\" CachedPlanSize=\"64\">\n"
            "     <Warnings>\n"
            "      <PlanAffectingConvert ConvertIssue=\"Seek Plan\" Expression=\"CONVERT_IMPLICIT(nvarchar(8),"
            "[u].[ProductCode],0)=[@p0]\" />\n"
            "      <PlanAffectingConvert ConvertIssue=\"Cardinality Estimate\" Expression=\"CONVERT_IMPLICIT("
            "nvarchar(8),[u].[ProductCode],0)\" />\n"
            "     </Warnings>\n"
            "     <RelOp PhysicalOp=\"Index Scan\" LogicalOp=\"Index Scan\" EstimateRows=\"2140000\" "
            "EstimatedTotalSubtreeCost=\"39.02\">\n"
            "      <IndexScan Ordered=\"false\"><Object Database=\"[StockTracker]\" Schema=\"[dbo]\" "
            "Table=\"[Units]\" Index=\"[IX_Units_ProductCode_Status]\" Alias=\"[u]\" /></IndexScan>\n"
            "     </RelOp>\n"
            "     <ParameterList>\n"
            "      <ColumnReference Column=\"@p0\" ParameterDataType=\"nvarchar(4000)\" "
            "ParameterCompiledValue=\"N'E3085V00'\" />\n"
            "      <ColumnReference Column=\"@p1\" ParameterDataType=\"nvarchar(4000)\" "
            "ParameterCompiledValue=\"N'E3086V00'\" />\n"
            "      <ColumnReference Column=\"@p2\" ParameterDataType=\"nvarchar(4000)\" "
            "ParameterCompiledValue=\"N'E2701V00'\" />\n"
            "      <ColumnReference Column=\"@p3\" ParameterDataType=\"nvarchar(4000)\" "
            "ParameterCompiledValue=\"N'E0703V00'\" />\n"
            "     </ParameterList>\n    </QueryPlan>\n   </StmtSimple>\n"
            "  </Statements></Batch></BatchSequence>\n</ShowPlanXML>\n")


_ANSIBLE_CHECK = (
    "PLAY [label printers] ***********************************************************\n\n"
    "TASK [Gathering Facts] **********************************************************\n"
    "ok: [fw-core-01]\nok: [dhcp-01]\nok: [icinga-01]\n\n"
    "TASK [dhcp : printer reservations] **********************************************\n"
    "--- before: /etc/dhcp/dhcpd.d/printers.conf\n"
    "+++ after: /etc/dhcp/dhcpd.d/printers.conf\n"
    "@@ -12,3 +12,11 @@\n"
    " host zt411-proc-02 { hardware ethernet 00:07:4d:8a:11:2c; fixed-address 10.20.4.32; }\n"
    "+host zt411-plasma-01 { hardware ethernet 00:07:4d:8a:19:e0; fixed-address 10.20.4.41; }\n"
    "+host zt411-plasma-02 { hardware ethernet 00:07:4d:8a:19:f7; fixed-address 10.20.4.42; }\n"
    "changed: [dhcp-01]\n\n"
    "TASK [firewall : printer raw port] **********************************************\n"
    "--- before\n+++ after\n"
    "@@ -40,6 +40,9 @@\n"
    "   chain forward_vlan40 {\n"
    "     ip saddr { 10.20.8.11, 10.20.8.12 } ip daddr 10.20.4.0/24 tcp dport 9100 accept comment "
    "\"lbl-app -> printers\"\n"
    "+    ip saddr { 10.20.8.11, 10.20.8.12 } ip daddr { 10.20.4.41, 10.20.4.42 } tcp dport 80 accept comment "
    "\"lbl-app -> printer status page\"\n"
    "     ip daddr 10.20.4.0/24 tcp dport 9100 drop\n"
    "changed: [fw-core-01]\n\n"
    "TASK [icinga : printer checks] **************************************************\n"
    "--- before: /etc/icinga2/conf.d/printers.conf\n"
    "+++ after: /etc/icinga2/conf.d/printers.conf\n"
    "+object Host \"zt411-plasma-01\" { import \"zebra-printer\"; address = \"10.20.4.41\" }\n"
    "+object Host \"zt411-plasma-02\" { import \"zebra-printer\"; address = \"10.20.4.42\" }\n"
    "changed: [icinga-01]\n\n"
    "PLAY RECAP **********************************************************************\n"
    "dhcp-01     : ok=2  changed=1  unreachable=0  failed=0  skipped=0\n"
    "fw-core-01  : ok=2  changed=1  unreachable=0  failed=0  skipped=0\n"
    "icinga-01   : ok=2  changed=1  unreachable=0  failed=0  skipped=0\n"
)

SESSIONS = [
    {
        "id": "h55-cc-stock-platelet-expiry",
        "project": STOCK,
        "start": datetime(2026, 11, 6, 7, 50),
        "branch": "platelet-expiry",
        "about": "stock-tracker: platelets vanish from available stock a day early; mirek's guess (the LIS sends a "
                 "wrong collection time) ruled out; cause ExpiryCalculator used CollectedAt.Date.AddDays(5), i.e. "
                 "midnight at the start of the last day; fix: end of day 5 (23:59:59 local); near-expiry alert "
                 "first 24 h, changed to 36 h after the hospital liaison; 'pin this' request that timestamps are "
                 "stored as datetime2 in UTC and converted only in the UI; SQL Server 2019 on sqlstock01",
        "steps": [
            ("user", "morning. processing says platelets disappear from the available list a full day before the "
                     "label expiry. last night 6 bags of A pos went to 'expired' at midnight and the label said they "
                     "were fine until end of day. i think the LIS sends us a wrong collection time, it did that once "
                     "in spring"),
            bash("sqlcmd -S sqlstock01 -d StockTracker -E -W -Q \"SET NOCOUNT OFF; SELECT TOP 18 UnitId, Din, "
                 "ProductCode AS Product, AboRh, CollectedAt, ExpiresAt, Status FROM dbo.Units WHERE ProductCode "
                 "LIKE 'E308%' AND CollectedAt >= '2026-11-01' ORDER BY CollectedAt\"",
                 _stock_rows()),
            bash("grep -h 'D-00\\|G15262600310[0-5]' /mnt/lis-drop/archive/2026-11-01/*.hl7 | tr '\\r' '\\n' | "
                 "grep -E '^(OBR|SPM)' | head -6",
                 "OBR|1|G152626003100|LAB-2611-00001|PLT^Platelet pool^L|||20261101091000\n"
                 "SPM|1|G152626003100||PLT|||||||||||||20261101091000\n"
                 "OBR|1|G152626003101|LAB-2611-00002|PLT^Platelet pool^L|||20261101091100\n"
                 "SPM|1|G152626003101||PLT|||||||||||||20261101091100\n"
                 "OBR|1|G152626003102|LAB-2611-00003|PLT^Platelet pool^L|||20261101091200\n"
                 "SPM|1|G152626003102||PLT|||||||||||||20261101091200\n"),
            ("assistant", "The LIS times are right: OBR-7 says 2026-11-01 09:10 local for G152626003100, which is "
                          "08:10 UTC, exactly what's in `CollectedAt`. So the input is fine. What's off is "
                          "`ExpiresAt`: a platelet collected on 1 November shows 2026-11-05 23:00 UTC, which is "
                          "00:00 local on the 6th, the *start* of the day the label gives as the last one. Let me "
                          "read the calculator."),
            tool("Read", {"file_path": f"{STOCK}/src/StockTracker.Domain/Expiry/ExpiryCalculator.cs"},
                 "    14\tpublic DateTime ExpiresAtUtc(Unit unit)\n"
                 "    15\t{\n"
                 "    16\t    var local = TimeZoneInfo.ConvertTimeFromUtc(unit.CollectedAt, _zone);\n"
                 "    17\t    return unit.Component switch\n"
                 "    18\t    {\n"
                 "    19\t        Component.Platelets => ToUtc(local.Date.AddDays(5)),\n"
                 "    20\t        Component.RedCells  => ToUtc(local.Date.AddDays(42).AddDays(1).AddTicks(-1)),\n"
                 "    21\t        Component.Plasma    => ToUtc(local.Date.AddYears(3).AddDays(1).AddTicks(-1)),\n"
                 "    22\t        _ => throw new ArgumentOutOfRangeException(nameof(unit.Component)),\n"
                 "    23\t    };\n"
                 "    24\t}\n"),
            ("assistant", "Found it, and it's not the LIS. For platelets the calculator returns "
                          "`local.Date.AddDays(5)`, which is 00:00 at the *start* of day 5 after collection. Red "
                          "cells and plasma use `.AddDays(1).AddTicks(-1)` to land on the end of the day; platelets "
                          "lost that. Platelets expire at the end of the fifth day after collection (collected 1 "
                          "November -> usable through 6 November 23:59:59 local), which is what bag-labels prints, "
                          "so stock-tracker has been throwing away a day of shelf life on every platelet since "
                          "this line was written. Fix:"),
            tool("Edit", {"file_path": f"{STOCK}/src/StockTracker.Domain/Expiry/ExpiryCalculator.cs",
                          "old_string": "        Component.Platelets => ToUtc(local.Date.AddDays(5)),\n",
                          "new_string": "        Component.Platelets => ToUtc(local.Date.AddDays(5).AddDays(1).AddTicks(-1)),\n"},
                 "The file has been updated."),
            bash("dotnet test tests/StockTracker.Domain.Tests --filter Expiry 2>&1 | tail -n 6",
                 "  Passed PlateletsExpireAtEndOfFifthDay [4 ms]\n"
                 "  Passed PlateletsCollectedBeforeDstChangeKeepLocalEndOfDay [1 ms]\n"
                 "  Passed RedCellsExpireAfter42Days [1 ms]\n\n"
                 "Passed!  - Failed:     0, Passed:    19, Skipped:     0, Total:    19, Duration: 211 ms - "
                 "StockTracker.Domain.Tests.dll (net8.0)\n"),
            ("user", "wow ok, not the LIS then. good. can we also recompute ExpiresAt for platelets still in stock? "
                     "and last night's 6 expired ones, are they really gone"),
            bash("sqlcmd -S sqlstock01 -d StockTracker -E -Q \"EXEC dbo.RecomputeExpiry @Component = 'PLT', "
                 "@OnlyInStock = 1\"",
                 "Recomputed 41 units, 41 ExpiresAt values moved +24h.\n"
                 "6 units with Status=EXPIRED and new ExpiresAt in the future: 712401, 712407, 712413, 712419, "
                 "712425, 712431 (not changed, status is manual).\n"),
            ("assistant", "41 platelet units got their expiry moved 24 h later. The 6 from last night are still "
                          "physically usable until tonight if processing hasn't discarded them; their status is "
                          "set by a person, so I left it. Processing should check the quarantine fridge.\n\n"
                          "Next, the near-expiry alert you mentioned last week for the dashboard: how long before "
                          "expiry should a platelet unit be flagged? I'd start with 24 hours."),
            ("user", "24 sounds right, do it. I'll tell processing about the 6 bags"),
            tool("Edit", {"file_path": f"{STOCK}/src/StockTracker.Api/appsettings.json",
                          "old_string": "  \"Alerts\": {\n",
                          "new_string": "  \"Alerts\": {\n    \"NearExpiryHours\": 24,\n"},
                 "The file has been updated."),
            ("user", "ok update. i just talked to the hospital liaison. hospitals order platelets the afternoon "
                     "before, so 24h is too late to move a unit to another hospital. make it 36 hours"),
            tool("Edit", {"file_path": f"{STOCK}/src/StockTracker.Api/appsettings.json",
                          "old_string": "    \"NearExpiryHours\": 24,\n",
                          "new_string": "    \"NearExpiryHours\": 36,\n"},
                 "The file has been updated."),
            ("assistant", "`Alerts:NearExpiryHours` is 36 now. Platelet units enter the near-expiry list 36 hours "
                          "before their ExpiresAt; the dashboard tile turns amber for them."),
            ("user", "good. and one more, pin this for whoever opens this repo next, you included: every timestamp "
                     "in stock-tracker is stored in SQL Server as datetime2 in UTC. conversion to local time happens "
                     "only in the UI. the mess with the old datetime columns in local time cost us a week two "
                     "years ago"),
            bash("sqlcmd -S sqlstock01 -d StockTracker -E -W -h -1 -Q \"SELECT TABLE_NAME + '.' + COLUMN_NAME + ' ' "
                 "+ DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS WHERE DATA_TYPE IN ('datetime','smalldatetime',"
                 "'datetimeoffset')\"; sqlcmd -S sqlstock01 -E -h -1 -Q \"SELECT @@VERSION\" | head -1",
                 "RecallBatches.CreatedAt datetime\n\n"
                 "Microsoft SQL Server 2019 (RTM-CU27) (KB5037331) - 15.0.4375.4 (X64)\n"),
            ("assistant", "Checked the schema against that: everything is `datetime2` except "
                          "`RecallBatches.CreatedAt`, which is still `datetime`. I'll leave a migration for it on "
                          "this branch (convert assuming UTC, the writer uses `DateTime.UtcNow`). The server is SQL "
                          "Server 2019 CU27 on sqlstock01."),
            bash("dotnet ef migrations add RecallBatchesCreatedAtDatetime2 -p src/StockTracker.Data 2>&1 | tail -n 2 "
                 "&& git add -A && git commit -qm 'expiry: platelets expire at end of day 5; near-expiry 36h' && git "
                 "log -1 --oneline",
                 "Done. To undo this action, use 'ef migrations remove'\n"
                 "9ad04c1 expiry: platelets expire at end of day 5; near-expiry 36h\n"),
        ],
        "facts": [
            fact("platelet-expiry-bug", "Platelets left available stock a day early because ExpiryCalculator used "
                                        "local.Date.AddDays(5) (midnight at the start of day 5); they now expire at "
                                        "the end of the fifth day after collection (23:59:59 local). The LIS "
                                        "collection times were correct.",
                 "bugfix", "assistant", ["ExpiryCalculator", ["AddDays(5)", "end of the fifth day"]]),
            fact("near-expiry", "The near-expiry alert (Alerts:NearExpiryHours) is 36 hours, because hospitals order "
                                "platelets the afternoon before; it was first set to 24.",
                 "config", "user", ["NearExpiryHours", "36"]),
            fact("utc-datetime2", "Every timestamp in stock-tracker is stored in SQL Server as datetime2 in UTC; "
                                  "conversion to local time happens only in the UI.",
                 "rule", "user", ["datetime2", "UTC"], remember=True),
            fact("platelet-shelf-life", "Platelets are usable through the end of the fifth day after collection "
                                        "(collected 1 November -> 6 November 23:59:59 local).",
                 "fact", "assistant", ["Platelets", "fifth day"]),
        ],
        "optional": [
            opt("sql-version", "stock-tracker runs on SQL Server 2019 CU27 on sqlstock01.", ["sqlstock01", "2019"]),
            opt("recall-batches", "RecallBatches.CreatedAt was the last datetime column; a migration converts it.",
                ["RecallBatches"]),
        ],
        "questions": [
            q("Why did platelets drop out of available stock a day early?",
              "ExpiryCalculator used AddDays(5), midnight at the start of the day, not the end of the fifth day",
              ["platelet-expiry-bug"]),
            q("How long before expiry does a platelet unit show up as near-expiry?", "36 hours", ["near-expiry"]),
            q("How are timestamps stored in stock-tracker?", "datetime2 in UTC, conversion to local only in the UI",
              ["utc-datetime2"]),
        ],
    },
    {
        "id": "h55-cc-stock-dashboard-implicit-convert",
        "project": STOCK,
        "start": datetime(2026, 11, 24, 11, 12),
        "branch": "dashboard-slow",
        "about": "stock-tracker: the stock dashboard takes 8 s since Friday; first guess parameter sniffing (OPTION "
                 "RECOMPILE changes nothing); the plan shows CONVERT_IMPLICIT: Friday's refactor moved Unit's EF "
                 "configuration to UnitConfiguration and dropped IsUnicode(false), EF sends nvarchar(4000) and the "
                 "index on varchar ProductCode is scanned; fix restores it; convention that ISBT 128 code columns are "
                 "varchar/IsUnicode(false); a ModelConventionsTest guards it; a question 'do you remember' the "
                 "near-expiry value (near-miss)",
        "steps": [
            ("user", "the stock dashboard is slow since friday, 8 seconds for the main tile. processing is "
                     "complaining loudly. nothing changed in the db afaik"),
            bash("curl -s -w '\\n%{time_total}s\\n' -o /dev/null http://stock-app-01:5080/api/dashboard/stock?site=CITY; "
                 "grep -c 'Executed DbCommand' /var/log/stock-tracker/api-20261124.log; grep 'Executed DbCommand "
                 "([0-9]\\{4,\\}ms)' /var/log/stock-tracker/api-20261124.log | tail -n 3",
                 "\n8.112s\n3418\n"
                 "2026-11-24 10:58:01.771 INF Executed DbCommand (7904ms) [Parameters=[@p0='E3085V00' (Size = "
                 "4000), @p1='E3086V00' (Size = 4000), @p2='E2701V00' (Size = 4000), @p3='E0703V00' (Size = "
                 "4000)], CommandType='Text', CommandTimeout='30']\n"
                 "2026-11-24 11:03:44.090 INF Executed DbCommand (8011ms) [Parameters=[@p0='E3085V00' (Size = "
                 "4000), ...]\n"
                 "2026-11-24 11:09:12.623 INF Executed DbCommand (7988ms) [Parameters=[@p0='E3085V00' (Size = "
                 "4000), ...]\n"),
            ("assistant", "One query is ~8 s on its own: the grouped count of available units by product code. "
                          "My first suspicion is parameter sniffing: if the cached plan was compiled for a small site "
                          "(NRTH has a few hundred units) and then reused for CITY, SQL Server may be running a plan "
                          "that's bad for the big site. Easy to test: run it with `OPTION (RECOMPILE)`."),
            bash("sqlcmd -S sqlstock01 -d StockTracker -E -Q \"SET STATISTICS TIME ON; EXEC sp_executesql "
                 "N'SELECT ProductCode, AboRh, COUNT(*) FROM dbo.Units WHERE ProductCode IN (@p0,@p1,@p2,@p3) AND "
                 "Status = ''AVAILABLE'' GROUP BY ProductCode, AboRh OPTION (RECOMPILE)', N'@p0 nvarchar(4000),@p1 "
                 "nvarchar(4000),@p2 nvarchar(4000),@p3 nvarchar(4000)', N'E3085V00', N'E3086V00', N'E2701V00', "
                 "N'E0703V00'\" | tail -n 3",
                 " SQL Server Execution Times:\n   CPU time = 29125 ms,  elapsed time = 7841 ms.\n"),
            ("assistant", "Recompiling doesn't help (7.8 s), so it isn't a stale plan. Let me look at the actual "
                          "plan instead of guessing again."),
            bash("sqlcmd -S sqlstock01 -d StockTracker -E -y 0 -Q \"SET SHOWPLAN_XML ON\" -i /tmp/dashboard-query.sql "
                 "| xmllint --format - | sed -n '1,40p'",
                 _plan_xml()),
            ("assistant", "That's the real cause. The plan warns `CONVERT_IMPLICIT(nvarchar(8),[u].[ProductCode])`: "
                          "the column is `varchar(8)`, but the parameters arrive as `nvarchar(4000)`. nvarchar wins "
                          "the type precedence, so SQL Server converts every ProductCode in the index and compares, "
                          "which turns the seek on `IX_Units_ProductCode_Status` into a scan of 2.14 million rows. "
                          "The log line showed it too: `Size = 4000` on string parameters means EF Core thinks the "
                          "property is Unicode. Let me see what changed on Friday."),
            bash("git log --since=2026-11-20 --until=2026-11-21 --stat --oneline | head -12; git show 4be19d7 -- "
                 "src/StockTracker.Data | grep -n 'IsUnicode\\|ProductCode\\|Din'",
                 "4be19d7 data: move entity configs into IEntityTypeConfiguration classes\n"
                 " src/StockTracker.Data/Configurations/UnitConfiguration.cs | 38 +++++++\n"
                 " src/StockTracker.Data/StockDbContext.cs                  | 61 +----------\n"
                 " 2 files changed, 42 insertions(+), 57 deletions(-)\n"
                 "31:-        e.Property(u => u.ProductCode).HasMaxLength(8).IsUnicode(false);\n"
                 "32:-        e.Property(u => u.Din).HasMaxLength(16).IsUnicode(false);\n"
                 "77:+        b.Property(u => u.ProductCode).HasMaxLength(8);\n"
                 "78:+        b.Property(u => u.Din).HasMaxLength(16);\n"),
            ("assistant", "Friday's refactor (4be19d7) moved the Unit configuration from `StockDbContext` into "
                          "`UnitConfiguration` and dropped `.IsUnicode(false)` on `ProductCode` and `Din`. The "
                          "database columns are still varchar, EF now sends nvarchar. Putting it back."),
            tool("Edit", {"file_path": f"{STOCK}/src/StockTracker.Data/Configurations/UnitConfiguration.cs",
                          "old_string": "        b.Property(u => u.ProductCode).HasMaxLength(8);\n"
                                        "        b.Property(u => u.Din).HasMaxLength(16);\n",
                          "new_string": "        b.Property(u => u.ProductCode).HasMaxLength(8).IsUnicode(false);\n"
                                        "        b.Property(u => u.Din).HasMaxLength(16).IsUnicode(false);\n"},
                 "The file has been updated."),
            bash("dotnet build -c Release -v q 2>&1 | tail -n 2 && ./deploy/local-swap.sh && curl -s -w '\\n%{time_total}s\\n' "
                 "-o /dev/null http://localhost:5080/api/dashboard/stock?site=CITY",
                 "Build succeeded.\n    0 Warning(s)\n\n0.046s\n"),
            ("assistant", "8.1 s -> 46 ms for the CITY tile with the fix on my local API against the same "
                          "database. No migration needed, the columns never changed."),
            ("user", "ahh, that refactor was mine. ok so the rule: every ISBT 128 code column (DIN, product code, "
                     "the ABO/Rh code, facility code) is varchar in SQL Server and IsUnicode(false) in the EF config. "
                     "those codes are ASCII by spec anyway. can we make a test that catches it if somebody drops it "
                     "again?"),
            tool("Write", {"file_path": f"{STOCK}/tests/StockTracker.Data.Tests/ModelConventionsTest.cs",
                           "content": "public class ModelConventionsTest\n{\n"
                                      "    [Fact]\n"
                                      "    public void IsbtCodeColumnsAreNonUnicode()\n    {\n"
                                      "        using var db = TestDb.Create();\n"
                                      "        var offenders = db.Model.GetEntityTypes()\n"
                                      "            .SelectMany(t => t.GetProperties())\n"
                                      "            .Where(p => p.ClrType == typeof(string) && IsbtCodes.Names.Contains(p.Name))\n"
                                      "            .Where(p => p.IsUnicode() != false)\n"
                                      "            .Select(p => $\"{p.DeclaringType.ShortName()}.{p.Name}\").ToList();\n"
                                      "        Assert.Empty(offenders);\n    }\n}\n"},
                 f"File created successfully at: {STOCK}/tests/StockTracker.Data.Tests/ModelConventionsTest.cs"),
            bash("dotnet test tests/StockTracker.Data.Tests --filter ModelConventions 2>&1 | tail -n 2",
                 "Passed!  - Failed:     0, Passed:     1, Skipped:     0, Total:     1, Duration: 388 ms - "
                 "StockTracker.Data.Tests.dll (net8.0)\n"),
            ("user", "nice. unrelated, do you remember what we set the near-expiry alert to? the hospital liaison "
                     "asks again"),
            bash("grep -n 'NearExpiryHours' src/StockTracker.Api/appsettings*.json",
                 "src/StockTracker.Api/appsettings.json:14:    \"NearExpiryHours\": 36,\n"),
            ("assistant", "I don't carry anything over from earlier sessions myself, but the config says "
                          "`NearExpiryHours: 36`, and no environment file overrides it."),
            ("user", "36, right. commit and i deploy after lunch"),
            bash("git commit -qam 'data: ISBT 128 code columns back to IsUnicode(false); ModelConventionsTest' && "
                 "git log -1 --oneline",
                 "c71e3a0 data: ISBT 128 code columns back to IsUnicode(false); ModelConventionsTest\n"),
        ],
        "facts": [
            fact("implicit-convert", "The stock dashboard took 8 s because the refactor 4be19d7 dropped "
                                     "IsUnicode(false) on ProductCode and Din in UnitConfiguration; EF sent "
                                     "nvarchar(4000) parameters and CONVERT_IMPLICIT turned the index seek into a "
                                     "scan. Restoring it gave 46 ms. Parameter sniffing was not the cause.",
                 "bugfix", "assistant", [["CONVERT_IMPLICIT", "nvarchar"], "IsUnicode(false)"]),
            fact("isbt-varchar", "Every ISBT 128 code column (DIN, product code, ABO/Rh code, facility code) is "
                                 "varchar in SQL Server and IsUnicode(false) in the EF config.",
                 "convention", "user", ["ISBT 128", "varchar", "IsUnicode(false)"]),
            fact("conventions-test", "ModelConventionsTest fails when an ISBT code column is mapped as Unicode.",
                 "fact", "assistant", ["ModelConventionsTest"]),
        ],
        "optional": [
            opt("recompile", "OPTION (RECOMPILE) did not help; the plan was not stale.", ["RECOMPILE"]),
            opt("near-expiry-36", "The near-expiry alert is 36 hours.", ["NearExpiryHours", "36"]),
        ],
        "questions": [
            q("Why was the stock dashboard slow after the Friday refactor?",
              "IsUnicode(false) was dropped, EF sends nvarchar parameters, CONVERT_IMPLICIT turns the index seek into a scan",
              ["implicit-convert"]),
            q("How must ISBT 128 code columns be mapped in stock-tracker?", "varchar with IsUnicode(false)",
              ["isbt-varchar"]),
            q("Which test catches a code column mapped as Unicode?", "ModelConventionsTest", ["conventions-test"]),
        ],
    },
    {
        "id": "h55-cc-infra-plasma-room-printers",
        "project": INFRA,
        "start": datetime(2026, 11, 16, 9, 5),
        "branch": "plasma-room-printers",
        "about": "onprem-infra: two ZT411 printers for the new plasma room; CUPS print server proposed by dara, "
                 "rejected after the assistant points at bag-labels sending ZPL raw to 9100 (decision: no CUPS, "
                 "raw 9100 only from lbl-app-01/02); DHCP reservations 10.20.4.41/42 on VLAN 40; icinga check "
                 "interval 1 min -> 5 min; 'from here on' rule to show --check --diff before any real run; near-miss "
                 "'do you remember the old print box's hostname'",
        "steps": [
            ("user", "hiya. the plasma room opens next week and it gets two new ZT411s. need them reachable for "
                     "bag-labels. i was thinking we finally put a proper CUPS print server in front of all the "
                     "zebras, one place to manage queues. thoughts?"),
            bash("ls inventories/prod/group_vars/ roles/ && grep -rn '9100' roles/firewall/ | head -5",
                 "inventories/prod/group_vars/:\nall.yml  dhcp.yml  firewall.yml  icinga.yml  lbl_app.yml\n\n"
                 "roles/:\nbackup  dhcp  firewall  icinga  lbl_app  postgres  stunnel\n"
                 "roles/firewall/templates/forward.nft.j2:41:    ip saddr {{ lbl_app_ips | join(', ') | "
                 "nft_set }} ip daddr {{ printer_net }} tcp dport 9100 accept comment \"lbl-app -> printers\"\n"
                 "roles/firewall/templates/forward.nft.j2:43:    ip daddr {{ printer_net }} tcp dport 9100 drop\n"),
            ("assistant", "Before CUPS: bag-labels sends ZPL raw to each printer's port 9100 (samir moved it off "
                          "the PDF/driver path two weeks ago, it waits for the printer's `~HS` status after each "
                          "label). A CUPS queue in between would take the raw job fine, but bag-labels would then "
                          "get 'accepted by the queue' instead of the printer's status, so a jammed printer would "
                          "look like a successful print, and the label flow depends on knowing the label came out "
                          "(reprints need a second person's check). It also adds a box that has to be up for "
                          "processing to work. The firewall already allows exactly that path: lbl-app hosts -> "
                          "printer net, tcp 9100, everything else to 9100 dropped."),
            ("user", "ok fair, no CUPS then. raw 9100 straight from lbl-app-01/02 to the printers, nothing else "
                     "talks to them. do you remember what the old print box was called btw? the one we retired"),
            bash("grep -rn 'prt-\\|print' inventories/prod/hosts.yml | head",
                 "inventories/prod/hosts.yml:48:    # prt-legacy-01:   # retired 2025-03, CUPS, see ticket OPS-311\n"
                 "inventories/prod/hosts.yml:61:    lbl-app-01: { ansible_host: 10.20.8.11 }\n"
                 "inventories/prod/hosts.yml:62:    lbl-app-02: { ansible_host: 10.20.8.12 }\n"),
            ("assistant", "I don't remember it myself, but the inventory does: `prt-legacy-01`, commented out, "
                          "retired in March 2025 (ticket OPS-311), and it was a CUPS box. Now the two printers. "
                          "The printer net is 10.20.4.0/24 on VLAN 40; the processing printers are .31 and .32. "
                          "I'd reserve .41 and .42 for the plasma room, add them to Icinga with the zebra-printer "
                          "template, and open tcp/80 from lbl-app to those two for the status page bag-labels "
                          "polls. Icinga's default check interval for printers is 1 minute."),
            ("user", "sounds good. MACs are on the boxes: 00:07:4d:8a:19:e0 and 00:07:4d:8a:19:f7. and from here "
                     "on, before anything runs for real against the on-prem hosts, you show me the --check --diff "
                     "output first and wait for my ok. last month someone's playbook restarted dhcp in the middle "
                     "of a donation session"),
            tool("Edit", {"file_path": f"{INFRA}/inventories/prod/group_vars/dhcp.yml",
                          "old_string": "  - { name: zt411-proc-02, mac: \"00:07:4d:8a:11:2c\", ip: 10.20.4.32 }\n",
                          "new_string": "  - { name: zt411-proc-02, mac: \"00:07:4d:8a:11:2c\", ip: 10.20.4.32 }\n"
                                        "  - { name: zt411-plasma-01, mac: \"00:07:4d:8a:19:e0\", ip: 10.20.4.41 }\n"
                                        "  - { name: zt411-plasma-02, mac: \"00:07:4d:8a:19:f7\", ip: 10.20.4.42 }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{INFRA}/inventories/prod/group_vars/icinga.yml",
                          "old_string": "printers:\n", "new_string": "printers:\n  - zt411-plasma-01\n  - zt411-plasma-02\n"},
                 "The file has been updated."),
            bash("ansible-playbook -i inventories/prod site.yml --tags printers --check --diff 2>&1 | tail -n 45",
                 _ANSIBLE_CHECK),
            ("assistant", "Here's the dry run (`--check --diff`), nothing applied yet:\n\n- dhcp-01: two "
                          "reservations, zt411-plasma-01 -> 10.20.4.41, zt411-plasma-02 -> 10.20.4.42.\n"
                          "- fw-core-01: one new rule, lbl-app-01/02 -> .41/.42 tcp 80 (status page). The 9100 "
                          "rule already covers the whole printer net.\n- icinga-01: two hosts with the "
                          "zebra-printer template.\n\nThe dhcp task reloads dhcpd rather than restarting it. OK to "
                          "run it for real?"),
            ("user", "one change first: the zebra-printer template checks every minute, and the old zebras spam "
                     "alerts every time someone opens the lid to change ribbon. set the printer check interval to "
                     "5 minutes for all of them. then go"),
            tool("Edit", {"file_path": f"{INFRA}/roles/icinga/templates/zebra-printer.conf.j2",
                          "old_string": "  check_interval = 1m\n", "new_string": "  check_interval = 5m\n"},
                 "The file has been updated."),
            bash("ansible-playbook -i inventories/prod site.yml --tags printers 2>&1 | tail -n 5",
                 "PLAY RECAP **********************************************************************\n"
                 "dhcp-01     : ok=2  changed=1  unreachable=0  failed=0  skipped=0\n"
                 "fw-core-01  : ok=2  changed=1  unreachable=0  failed=0  skipped=0\n"
                 "icinga-01   : ok=3  changed=2  unreachable=0  failed=0  skipped=0\n"),
            ("assistant", "Applied. Icinga now checks every printer every 5 minutes (`check_interval = 5m` in the "
                          "zebra-printer template), the two plasma-room printers get .41 and .42 when they're "
                          "plugged in, and lbl-app can reach them on 9100 and 80. I'll ask for the dry run first on "
                          "every on-prem change from now on."),
            ("user", "👍 i'll ping samir to add them to the bag-labels printer list"),
        ],
        "facts": [
            fact("no-cups", "No CUPS print server: bag-labels sends ZPL raw to port 9100 straight from "
                            "lbl-app-01/02 to the Zebra printers, and nothing else talks to them (CUPS would hide the "
                            "printer's status and add a box that must be up).",
                 "decision", "user", ["CUPS", "9100"]),
            fact("check-diff-first", "Before anything runs for real against the on-prem hosts, the agent shows the "
                                     "ansible --check --diff output and waits for an ok.",
                 "rule", "user", ["--check --diff", "on-prem"], remember=True),
            fact("plasma-printers", "The plasma room printers are zt411-plasma-01 (10.20.4.41) and zt411-plasma-02 "
                                    "(10.20.4.42) on the printer net 10.20.4.0/24, VLAN 40.",
                 "config", "assistant", ["zt411-plasma-01", "10.20.4.41"]),
            fact("check-interval", "Icinga checks the Zebra printers every 5 minutes (check_interval in the "
                                   "zebra-printer template, was 1 minute) because opening the lid spams alerts.",
                 "config", "user", ["check_interval", ["5m", "5 minutes"]]),
        ],
        "optional": [
            opt("legacy-print-box", "The retired CUPS box was prt-legacy-01 (OPS-311, March 2025).",
                ["prt-legacy-01"]),
            opt("status-port", "lbl-app may reach the plasma printers on tcp 80 for the status page.",
                ["80", "status page"]),
        ],
        "questions": [
            q("Do label print jobs go through a CUPS print server?",
              "no CUPS, raw to port 9100 straight from lbl-app-01/02", ["no-cups"]),
            q("What must the agent show before running a playbook against on-prem hosts?",
              "the --check --diff output, then wait for an ok", ["check-diff-first"]),
            q("What IP addresses do the plasma room printers have?", "10.20.4.41 and 10.20.4.42",
              ["plasma-printers"]),
            q("How often does Icinga check the printers?", "every 5 minutes", ["check-interval"]),
        ],
    },
]
