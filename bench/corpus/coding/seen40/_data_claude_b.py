"""h40 Claude Code sessions, part b: the supervisory authority's circular 2026/14 on claims records applied to
claim-docs (Go, S3 Object Lock), an evening of questions about the gRPC fraud scorer, and taking over polaris-bridge
(C#, IBM MQ to the POLARIS policy-admin mainframe) from a colleague's handover note."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DOCS = "/home/dmitri/work/claim-docs"
FRAUD = "/Users/priya/code/fraud-scorer"
BRIDGE = "/home/ines/dev/polaris-bridge"

SESSIONS = [
    {
        "id": "h40-cc-claimdocs-retention-circular",
        "project": DOCS,
        "start": datetime(2026, 11, 10, 9, 45),
        "about": "claim-docs: pasted circular 2026/14 of the supervisory authority; the person confirms points 1, 2, "
                 "4, 5 (10 years after closure, 30 years bodily injury, access logs 5 years, COMPLIANCE object lock "
                 "on lm-claim-docs-closed) and leaves point 3 (third-party photos) to legal; heads-up the circular "
                 "takes effect 1 March 2027; presigned URL expiry 60 min -> 15 -> finally 5 minutes; near-miss: the "
                 "wiki retention matrix is only a draft",
        "steps": [
            ("user", "compliance forwarded this, read it and tell me what it means for claim-docs:\n\n"
                     "---\nINSURANCE SUPERVISORY AUTHORITY\nCircular 2026/14 - Retention of claims records\n\n"
                     "1. Insurers shall retain the complete claims file for at least ten (10) years after the claim "
                     "is closed.\n"
                     "2. For claims involving bodily injury, the complete file shall be retained for thirty (30) "
                     "years after closure.\n"
                     "3. Photographs in which third parties are identifiable shall be erased three (3) years after "
                     "closure unless required for pending litigation.\n"
                     "4. Logs of access to claims files shall be kept for five (5) years.\n"
                     "5. Records under retention shall be protected against alteration and deletion, including by "
                     "system administrators.\n"
                     "6. This circular takes effect on 1 March 2027.\n---"),
            bash("aws s3api get-object-lock-configuration --bucket lm-claim-docs-closed",
                 "{\n    \"ObjectLockConfiguration\": {\n        \"ObjectLockEnabled\": \"Enabled\",\n"
                 "        \"Rule\": {\n            \"DefaultRetention\": {\n                \"Mode\": \"GOVERNANCE\",\n"
                 "                \"Days\": 2555\n            }\n        }\n    }\n}\n"),
            tool("Read", {"file_path": f"{DOCS}/internal/retention/policy.go"},
                 "    12\t// Retention classes applied when a claim is closed.\n"
                 "    13\tvar (\n"
                 "    14\t\tClosedDefault = 7 * 365 * 24 * time.Hour\n"
                 "    15\t\tAccessLogs    = 2 * 365 * 24 * time.Hour\n"
                 "    16\t)\n"),
            ("assistant", "Point by point against what claim-docs does today:\n\n"
                          "1. We keep closed claims 7 years (2555 days): a gap, it has to be 10.\n"
                          "2. There is no bodily injury class at all; everything gets the default.\n"
                          "3. Nothing in claim-docs knows who is in a photo; this would need tagging at upload or "
                          "detection of faces and plates.\n"
                          "4. Access logs go to lm-claim-docs-access-logs with a 2-year lifecycle: a gap.\n"
                          "5. The closed bucket uses Object Lock in GOVERNANCE mode, which anyone with "
                          "s3:BypassGovernanceRetention can override, so administrators can delete. COMPLIANCE mode "
                          "can't be bypassed by anybody, root included.\n"
                          "6. Effective 1 March 2027."),
            ("user", "ok. 1 and 2 yes, we do it: 10 years after closure, 30 years for bodily injury. 3, legal says "
                     "it is meant for motor claims and they are still discussing it with the authority, so nothing "
                     "for now, don't build anything. 4 yes, 5 years. 5 yes, switch the closed bucket to COMPLIANCE. "
                     "and heads-up for future sessions: the circular takes effect on 1 March 2027, everything "
                     "retention-related in this repo has to be live before that date, so keep the date in mind "
                     "whenever we plan work here"),
            ("assistant", "One consequence of COMPLIANCE worth knowing before we switch: a retention period in "
                          "that mode can be extended but never shortened, so an object wrongly given 30 years keeps "
                          "it. I'd set the bodily injury retention on each object when the claim is closed, from the "
                          "injury flag fnol-service already sends with the close event, rather than as a bucket "
                          "default. The bucket default becomes 10 years (3650 days)."),
            tool("Edit", {"file_path": f"{DOCS}/internal/retention/policy.go",
                          "old_string": "\tClosedDefault = 7 * 365 * 24 * time.Hour\n"
                                        "\tAccessLogs    = 2 * 365 * 24 * time.Hour\n",
                          "new_string": "\tClosedDefault = 10 * 365 * 24 * time.Hour // circular 2026/14 point 1\n"
                                        "\tBodilyInjury  = 30 * 365 * 24 * time.Hour // point 2\n"
                                        "\tAccessLogs    = 5 * 365 * 24 * time.Hour  // point 4\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{DOCS}/terraform/buckets.tf",
                          "old_string": "      mode = \"GOVERNANCE\"\n      days = 2555\n",
                          "new_string": "      mode = \"COMPLIANCE\"\n      days = 3650\n"},
                 "The file has been updated."),
            bash("go test ./internal/... 2>&1 | tail -n 3",
                 "ok  \tgithub.com/larkfield/claim-docs/internal/download\t0.41s\n"
                 "ok  \tgithub.com/larkfield/claim-docs/internal/retention\t0.38s\n"
                 "ok  \tgithub.com/larkfield/claim-docs/internal/store\t1.02s\n"),
            ("user", "while you're in here: the download links in the adjuster console. how long are the presigned "
                     "urls valid now?"),
            bash("rg -n 'PresignTTL' internal/",
                 "internal/download/presign.go:14:const PresignTTL = 60 * time.Minute\n"),
            ("assistant", "60 minutes. A link copied into an email stays valid for an hour. The console asks for "
                          "a fresh link on every click anyway, so I'd lower it to 15 minutes."),
            ("user", "15 min ok"),
            tool("Edit", {"file_path": f"{DOCS}/internal/download/presign.go",
                          "old_string": "const PresignTTL = 60 * time.Minute\n",
                          "new_string": "const PresignTTL = 15 * time.Minute\n"},
                 "The file has been updated."),
            ("user", "actually no, thinking about it: 5 minutes. the links end up in screenshots in tickets and "
                     "the console makes a new one on every click. 5."),
            tool("Edit", {"file_path": f"{DOCS}/internal/download/presign.go",
                          "old_string": "const PresignTTL = 15 * time.Minute\n",
                          "new_string": "const PresignTTL = 5 * time.Minute\n"},
                 "The file has been updated."),
            ("user", "ah and fyi, the retention matrix page on the wiki is only a draft Joana started, don't treat "
                     "it as the reference for anything"),
            bash("go test ./... 2>&1 | tail -n 1 && git commit -qam 'retention: circular 2026/14 (10y closed, 30y "
                 "bodily injury, 5y access logs, COMPLIANCE lock); presigned links 5m' && git log -1 --oneline",
                 "ok  \tgithub.com/larkfield/claim-docs/internal/store\t1.04s\n"
                 "c9a0d57 retention: circular 2026/14 (10y closed, 30y bodily injury, 5y access logs, COMPLIANCE "
                 "lock); presigned links 5m\n"),
            ("assistant", "Committed. The bucket change only applies after `terraform apply` on the claim-docs "
                          "workspace, and the per-object 30-year retention still needs the close-event handler to "
                          "read the injury flag; that's the next piece before 1 March."),
        ],
        "facts": [
            fact("retention-years", "Closed claims files are kept 10 years after closure, bodily injury claims 30 "
                                    "years (circular 2026/14 points 1 and 2).",
                 "config", "user", ["10 years", "30 years", "bodily injury"]),
            fact("access-logs", "Access logs of claims files are kept 5 years (circular point 4).",
                 "config", "user", ["access logs", "5 years"]),
            fact("compliance-lock", "The closed claims bucket lm-claim-docs-closed uses S3 Object Lock in COMPLIANCE "
                                    "mode (was GOVERNANCE, which administrators can bypass), default 3650 days.",
                 "decision", "user", ["COMPLIANCE", ["lm-claim-docs-closed", "closed bucket"]]),
            fact("presign", "Presigned download URLs for the adjuster console are valid 5 minutes (was 60; 15 "
                            "agreed first, then lowered because links end up in screenshots).",
                 "config", "user", [["presigned", "PresignTTL"], ["5 minutes", "5 * time.Minute"]]),
            fact("effective-date", "Circular 2026/14 takes effect on 1 March 2027; everything retention-related in "
                                   "claim-docs has to be live before that date.",
                 "fact", "user", ["1 March 2027", ["circular", "2026/14"]], remember=True),
        ],
        "optional": [
            opt("photos-pending", "Point 3 of the circular (third-party photos erased after 3 years) is with legal; "
                                  "nothing is built for it.", ["legal", ["photographs", "third parties"]]),
            opt("bi-per-object", "The 30-year bodily injury retention is set per object at claim close from "
                                 "fnol-service's injury flag, not as a bucket default.", ["injury flag"]),
        ],
        "questions": [
            q("How long do we keep a closed claim's file?", "10 years after closure, 30 years for bodily injury",
              ["retention-years"]),
            q("How long are claims file access logs kept?", "5 years", ["access-logs"]),
            q("When does circular 2026/14 take effect?", "1 March 2027", ["effective-date"]),
            q("How long are the presigned download URLs valid?", "5 minutes", ["presign"]),
        ],
    },
    {
        "id": "h40-cc-fraud-questions",
        "project": FRAUD,
        "start": datetime(2026, 11, 12, 17, 20),
        "about": "only questions about the inherited fraud-scorer: how gRPC deadlines propagate and what happens "
                 "after they pass, why protobuf field numbers must never change, what SHAP TreeExplainer values "
                 "mean for one claim, and the grpcurl syntax; near-miss 'I can never remember the grpcurl syntax'; "
                 "nothing decided or changed",
        "steps": [
            ("user", "slow afternoon, I want to understand the scorer I inherited. how do grpc deadlines actually "
                     "work? if fnol-service sets one, does my python server know about it?"),
            ("assistant", "Yes. A client deadline travels with the call as the `grpc-timeout` header, converted "
                          "to a relative time. On the Python side the servicer sees it through the context: "
                          "`context.time_remaining()` returns the seconds left, or None when the client set no "
                          "deadline. If the scorer called another service, it would have to pass the remaining "
                          "time on itself; Python doesn't propagate it to outgoing calls automatically."),
            ("user", "and if the deadline passes while my handler is still running the model?"),
            ("assistant", "The client gets DEADLINE_EXCEEDED at the deadline and moves on. Your handler is not "
                          "interrupted: the thread keeps computing, and whatever it returns is thrown away because "
                          "the RPC is already over. `context.is_active()` turns False, so a long handler can check "
                          "it between steps and stop early, and `context.add_callback()` runs a function when the "
                          "RPC ends."),
            tool("Read", {"file_path": f"{FRAUD}/proto/larkfield/fraud/v1/fraud.proto"},
                 "     8\tmessage ScoreRequest {\n"
                 "     9\t  string claim_id = 1;\n"
                 "    10\t  reserved 2;\n"
                 "    11\t  bool explain = 3;\n"
                 "    12\t}\n"),
            ("user", "why do the field numbers matter so much? Joao keeps saying never renumber, and what's that "
                     "reserved 2"),
            ("assistant", "On the wire a protobuf message has no field names, only field numbers and values. A "
                          "client built with the old file reads field 3 as whatever field 3 meant to it. Renumber "
                          "`explain` from 3 to 2 and an old client's bytes land in the wrong field without any "
                          "error. `reserved 2` records that number 2 was used once and removed, so protoc refuses "
                          "if someone adds a new field with it later."),
            ("user", "ok. what does TreeExplainer give me for one claim, in plain words?"),
            ("assistant", "One number per feature: how much that feature pushed this claim's score up or down "
                          "compared with the average claim. For a LightGBM binary model they're in log-odds, and "
                          "the expected value plus the sum of all SHAP values gives exactly the model's raw output "
                          "for the claim. So 'repair_shop_claims_90d: +0.8' means that feature alone moved this "
                          "claim's log-odds up by 0.8 compared with the average."),
            ("user", "I can never remember the grpcurl syntax for calling a method with a json body. the Score one, "
                     "on localhost"),
            bash("grpcurl -plaintext -d '{\"claim_id\": \"CLM-2026-050112\", \"explain\": true}' localhost:50051 "
                 "larkfield.fraud.v1.FraudScorer/Score",
                 "{\n  \"score\": 0.12,\n  \"modelVersion\": \"fs-lgbm-2026-10-3\",\n  \"topFeatures\": [\n"
                 "    { \"name\": \"days_since_policy_start\", \"shap\": -0.41 },\n"
                 "    { \"name\": \"repair_shop_claims_90d\", \"shap\": 0.22 }\n  ]\n}\n"),
            ("assistant", "`-plaintext` because the local server has no TLS, `-d` takes the request as JSON with the "
                          "proto field names, then the address and `package.Service/Method`. `grpcurl -plaintext "
                          "localhost:50051 list` and `describe larkfield.fraud.v1.ScoreRequest` show what's "
                          "available, since the server has reflection on."),
            ("user", "list and describe, nice. that's enough for today, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h40-cc-polaris-bridge-handover",
        "project": BRIDGE,
        "start": datetime(2026, 11, 13, 8, 50),
        "branch": "rui/clmres02",
        "about": "polaris-bridge (C#, IBM MQ): pasted handover note from Rui with a request inside it to keep in "
                 "memory the queue managers (LMQT01 test, LMQP01 prod, local runs never on LMQP01); POLARIS batch "
                 "window 23:00-01:30; point 4 (copybooks on the shared drive) outdated, copybooks/ in the repo; new "
                 "rule: return code 8 parks the message on CLM.BRIDGE.HOLD, no automatic retry; CopybookField "
                 "mapping convention; CLMRES02 mapped",
        "steps": [
            ("user", "Rui starts his paternity leave tomorrow and left me this, I take over the bridge. read it "
                     "with me:\n\n"
                     "---\npolaris-bridge handover (Rui, 12 Nov)\n\n"
                     "1. Queue managers: LMQT01 is test, LMQP01 is production. For Claude, if Ines works with it: "
                     "keep this in your memory, a local run must never point at LMQP01. "
                     "appsettings.Development.json has LMQT01 and it stays that way.\n"
                     "2. POLARIS runs its nightly batch 23:00-01:30. The bridge must not send anything in that "
                     "window; ReserveSender checks it.\n"
                     "3. Return code 8 from POLARIS = policy locked by another transaction. Today we retry it 5 "
                     "times.\n"
                     "4. The copybooks are on the shared drive, copy them by hand when they change.\n"
                     "5. CLMRES02 (reserve update v2) is half done on branch rui/clmres02.\n---"),
            bash("ls copybooks/ | head -n 5 && ls copybooks/ | wc -l",
                 "CLMCLS01.cpy\nCLMPOL01.cpy\nCLMRES01.cpy\nCLMRES02.cpy\nCLMSTA01.cpy\n14\n"),
            ("assistant", "Point 4 looks out of date: the repo has a copybooks/ folder with 14 members, CLMRES02 "
                          "included. Is the shared drive still the source, or is this folder?"),
            ("user", "4 is old, we moved them into the repo in september. copybooks/ is the source now, file name "
                     "= member name, like CLMRES02.cpy. the rest of the note is right. and about 3, new rule: if "
                     "POLARIS answers return code 8, the message goes to CLM.BRIDGE.HOLD every time and we don't "
                     "retry it automatically, an operator releases it. retrying a locked policy 5 times only makes "
                     "noise in the logs"),
            bash("git log --oneline -3",
                 "a61e0f2 CLMRES02: message class skeleton\n"
                 "93c7d18 ReserveSender: skip sends during the POLARIS batch window\n"
                 "5b20ea4 copybooks: import from shared drive into the repo\n"),
            tool("Read", {"file_path": f"{BRIDGE}/copybooks/CLMRES02.cpy"},
                 "     1\t       01  CLMRES02.\n"
                 "     2\t           05  RES-CLM-NUM        PIC X(15).\n"
                 "     3\t           05  RES-POL-NUM        PIC X(12).\n"
                 "     4\t           05  RES-TYPE           PIC X(2).\n"
                 "     5\t           05  RES-AMOUNT         PIC S9(9)V99 COMP-3.\n"
                 "     6\t           05  RES-CURRENCY       PIC X(3).\n"
                 "     7\t           05  RES-CHANGED-BY     PIC X(8).\n"),
            tool("Read", {"file_path": f"{BRIDGE}/src/Polaris.Bridge/Messages/ClmRes01.cs"},
                 "     5\tpublic sealed class ClmRes01\n"
                 "     6\t{\n"
                 "     7\t    [CopybookField(\"RES-CLM-NUM\", Pic = \"X(15)\")]\n"
                 "     8\t    public string ClaimNumber { get; init; } = \"\";\n"
                 "     9\t\n"
                 "    10\t    [CopybookField(\"RES-AMOUNT\", Pic = \"S9(9)V99\", Usage = Usage.Comp3)]\n"
                 "    11\t    public decimal Amount { get; init; }\n"),
            ("assistant", "Rui's ClmRes01 keeps each COBOL name in a `[CopybookField(...)]` attribute with the PIC "
                          "clause and gives the property an English PascalCase name. I'll write ClmRes02 the same "
                          "way."),
            ("user", "yes that's the convention, keep it: the COBOL name in the attribute exactly as in the "
                     "copybook, the property in PascalCase english, and one class per copybook member, named like "
                     "the member: ClmRes02"),
            tool("Write", {"file_path": f"{BRIDGE}/src/Polaris.Bridge/Messages/ClmRes02.cs",
                           "content": "public sealed class ClmRes02\n{\n"
                                      "    [CopybookField(\"RES-CLM-NUM\", Pic = \"X(15)\")]\n"
                                      "    public string ClaimNumber { get; init; } = \"\";\n\n"
                                      "    [CopybookField(\"RES-POL-NUM\", Pic = \"X(12)\")]\n"
                                      "    public string PolicyNumber { get; init; } = \"\";\n\n"
                                      "    [CopybookField(\"RES-TYPE\", Pic = \"X(2)\")]\n"
                                      "    public string ReserveType { get; init; } = \"\";\n\n"
                                      "    [CopybookField(\"RES-AMOUNT\", Pic = \"S9(9)V99\", Usage = Usage.Comp3)]\n"
                                      "    public decimal Amount { get; init; }\n\n"
                                      "    [CopybookField(\"RES-CURRENCY\", Pic = \"X(3)\")]\n"
                                      "    public string Currency { get; init; } = \"\";\n\n"
                                      "    [CopybookField(\"RES-CHANGED-BY\", Pic = \"X(8)\")]\n"
                                      "    public string ChangedBy { get; init; } = \"\";\n}\n"},
                 f"File created successfully at: {BRIDGE}/src/Polaris.Bridge/Messages/ClmRes02.cs"),
            tool("Edit", {"file_path": f"{BRIDGE}/src/Polaris.Bridge/Sending/ReserveSender.cs",
                          "old_string": "            case 8:\n                return Outcome.Retry(maxAttempts: 5);\n",
                          "new_string": "            case 8: // policy locked: park it, an operator releases it\n"
                                        "                await _hold.ParkAsync(message, \"CLM.BRIDGE.HOLD\", rc);\n"
                                        "                return Outcome.Parked;\n"},
                 "The file has been updated."),
            bash("dotnet test --nologo 2>&1 | tail -n 2 && grep -h '\"QueueManager\"' "
                 "src/Polaris.Bridge/appsettings.Development.json src/Polaris.Bridge/appsettings.Production.json",
                 "Passed!  - Failed:     0, Passed:    63, Skipped:     0, Total:    63\n"
                 "    \"QueueManager\": \"LMQT01\",\n    \"QueueManager\": \"LMQP01\",\n"),
            ("assistant", "ClmRes02 maps all six fields of the copybook; ReserveSender now parks return code 8 on "
                          "CLM.BRIDGE.HOLD instead of retrying 5 times; tests pass, and the Development settings "
                          "still point at LMQT01."),
            ("user", "good. commit on rui's branch, I finish the review tomorrow"),
            bash("git add -A && git commit -qm 'CLMRES02 mapping; park return code 8 on CLM.BRIDGE.HOLD' && git log "
                 "-1 --oneline",
                 "d4b9a31 CLMRES02 mapping; park return code 8 on CLM.BRIDGE.HOLD\n"),
        ],
        "facts": [
            fact("qmgrs", "polaris-bridge queue managers: LMQT01 is test, LMQP01 is production; a local run must "
                          "never point at LMQP01 (appsettings.Development.json stays on LMQT01).",
                 "config", "user", ["LMQT01", "LMQP01"], remember=True),
            fact("polaris-window", "POLARIS runs its nightly batch 23:00-01:30; the bridge sends nothing in that "
                                   "window (ReserveSender checks it).",
                 "fact", "user", ["23:00", "01:30"]),
            fact("rc8", "If POLARIS answers return code 8 (policy locked), the message goes to CLM.BRIDGE.HOLD every "
                        "time, with no automatic retry; an operator releases it.",
                 "rule", "user", ["return code 8", "CLM.BRIDGE.HOLD"]),
            fact("copybook-convention", "Copybooks live in the repo's copybooks/ folder (file name = member name, "
                                        "e.g. CLMRES02.cpy); one C# class per member named like it (ClmRes02), the "
                                        "COBOL name exactly as in the copybook in a [CopybookField] attribute, the "
                                        "property in PascalCase English.",
                 "convention", "user", ["copybooks/", "CopybookField", ["member name", "named like the member"]]),
        ],
        "optional": [
            opt("rui-leave", "Rui is on paternity leave; Ines took over polaris-bridge.", ["Rui", "paternity"]),
            opt("clmres02", "CLMRES02 (reserve update v2) is mapped in ClmRes02 on branch rui/clmres02.",
                ["ClmRes02"]),
        ],
        "questions": [
            q("Which MQ queue manager is production for polaris-bridge?", "LMQP01; LMQT01 is test", ["qmgrs"]),
            q("What happens when POLARIS answers return code 8?",
              "the message goes to CLM.BRIDGE.HOLD, no automatic retry, an operator releases it", ["rc8"]),
            q("When must the bridge not send anything to POLARIS?", "during the nightly batch, 23:00-01:30",
              ["polaris-window"]),
        ],
    },
]
