"""h58 Claude Code sessions, part c: payouts (C# / .NET 8, SEPA credit-transfer files to the bank for garages and
policyholders) and policy-bridge (Java, IBM MQ requests to the mainframe policy administration system). A second
approver for unknown accounts, a bank file rejected for long remittance text, and policy lookups timing out after
scaling the bridge."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PAY = "/home/kemal/repos/payouts"
BRIDGE = "/home/kemal/repos/policy-bridge"

PAYOUT_SVC = """\
    41	    public async Task<PayoutResult> SubmitAsync(PayoutRequest req, ClaimsUser handler, CancellationToken ct)
    42	    {
    43	        var claim = await _claims.GetAsync(req.ClaimId, ct);
    44	        var policy = await _policies.GetAsync(claim.PolicyNumber, ct);   // via policy-bridge
    45	        if (req.Amount <= 0m) return PayoutResult.Invalid("amount");
    46	        if (!Iban.IsValid(req.CreditorIban)) return PayoutResult.Invalid("iban");
    47	
    48	        // TODO: check account against policy?
    49	        var payout = Payout.Create(claim, req, handler, _clock.UtcNow);
    50	        payout.Status = PayoutStatus.Approved;
    51	        await _payouts.AddAsync(payout, ct);
    52	        return PayoutResult.Ok(payout.Id);
    53	    }
"""

DOTNET_TEST = """\
  Determining projects to restore...
  All projects are up-to-date for restore.
  Halvard.Payouts -> /home/kemal/repos/payouts/src/Halvard.Payouts/bin/Debug/net8.0/Halvard.Payouts.dll
  Halvard.Payouts.Tests -> /home/kemal/repos/payouts/tests/Halvard.Payouts.Tests/bin/Debug/net8.0/Halvard.Payouts.Tests.dll
Test run for /home/kemal/repos/payouts/tests/Halvard.Payouts.Tests/bin/Debug/net8.0/Halvard.Payouts.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.11.1 (x64)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
  Passed KnownAccount_PolicyIban_IsApprovedDirectly [12 ms]
  Passed KnownAccount_GarageRegistryIban_IsApprovedDirectly [3 ms]
  Passed UnknownAccount_GoesToAwaitingSecondApproval [4 ms]
  Passed UnknownAccount_SmallAmount_StillNeedsSecondApprover [2 ms]
  Passed SecondApprover_SameUserAsHandler_IsRejected [5 ms]
  Passed SecondApprover_WithoutPayoutApproverRole_IsRejected [2 ms]
  Passed SecondApprover_Approves_PayoutBecomesApproved [6 ms]
  Passed BankFile_OnlyContainsApprovedPayouts [41 ms]
  Passed BankFile_IsPain00100109_AndValidatesAgainstXsd [88 ms]

Passed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 1 s - Halvard.Payouts.Tests.dll (net8.0)
"""

PAIN002 = """\
<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>BNK-STS-20261112-000731</MsgId>
      <CreDtTm>2026-11-12T15:07:44</CreDtTm>
      <InitgPty><Nm>NORDBANK PAYMENTS</Nm></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>HLV-PAY-20261112-01</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
      <OrgnlNbOfTxs>214</OrgnlNbOfTxs>
      <GrpSts>RJCT</GrpSts>
      <StsRsnInf>
        <Rsn><Cd>FF01</Cd></Rsn>
        <AddtlInf>Schema validation failed: line 18841: element Ustrd: value length 171 exceeds maxLength 140</AddtlInf>
      </StsRsnInf>
    </OrgnlGrpInfAndSts>
  </CstmrPmtStsRpt>
</Document>
"""

USTRD_SCAN = """\
HLV-PAY-20261112-01.xml  PmtInf 3 (garages)  EndToEndId=CLM-2026-117560-P2  Ustrd len=171
  "Invoice 2026/11/0391 2026/11/0392 2026/11/0393 2026/11/0398 2026/11/0401 2026/11/0402 Carrosserie De Wachter bvba claim CLM-2026-117560 policy MP-20044871"
HLV-PAY-20261112-01.xml  PmtInf 3 (garages)  EndToEndId=CLM-2026-118033-P1  Ustrd len=133
  "Invoice F-88213 F-88214 F-88220 Garage Lindqvist & Zonen claim CLM-2026-118033 policy MP-30110982"
HLV-PAY-20261112-01.xml  PmtInf 3 (garages)  EndToEndId=CLM-2026-118250-P1  Ustrd len=128
  "Invoice 25-4418 25-4419 25-4431 25-4432 Autoherstel Meerzicht claim CLM-2026-118250 policy MP-10778301"
longest Ustrd by file (last 30 days):
  20261013-01  118   20261020-01  104   20261027-01  126   20261103-01  139   20261110-01  137   20261112-01  171
"""

MQ_LOG = """\
2026-11-19 10:14:02.311 WARN  [policy-bridge-6b8d9f-2xq7m] c.h.bridge.PolicyClient : no reply for corrId=414d51204d51434c5031202020202020a1f36b6702e40125 after 8000 ms (policy MP-30188472)
2026-11-19 10:14:02.312 INFO  [policy-bridge-6b8d9f-hh4wz] c.h.bridge.ReplyListener : reply corrId=414d51204d51434c5031202020202020a1f36b6702e40125 has no waiting request, dropped
2026-11-19 10:14:05.870 WARN  [policy-bridge-6b8d9f-2xq7m] c.h.bridge.PolicyClient : no reply for corrId=414d51204d51434c5031202020202020a1f36b6702e4018c after 8000 ms (policy MP-20044871)
2026-11-19 10:14:05.871 INFO  [policy-bridge-6b8d9f-v9kcd] c.h.bridge.ReplyListener : reply corrId=414d51204d51434c5031202020202020a1f36b6702e4018c has no waiting request, dropped
2026-11-19 10:14:06.004 INFO  [policy-bridge-6b8d9f-2xq7m] c.h.bridge.PolicyClient : reply for MP-10778301 in 211 ms
2026-11-19 10:14:09.447 WARN  [policy-bridge-6b8d9f-hh4wz] c.h.bridge.PolicyClient : no reply for corrId=414d51204d51434c5031202020202020a1f36b6702e401f0 after 8000 ms (policy MP-30110982)
2026-11-19 10:14:09.450 INFO  [policy-bridge-6b8d9f-2xq7m] c.h.bridge.ReplyListener : reply corrId=414d51204d51434c5031202020202020a1f36b6702e401f0 has no waiting request, dropped
--- per-pod totals since 2026-11-18 09:00 ---
pod                               requests  timeouts  dropped_replies
policy-bridge-6b8d9f-2xq7m        14210     9391      9477
policy-bridge-6b8d9f-hh4wz        13877     9302      9188
policy-bridge-6b8d9f-v9kcd        14003     9288      9326
"""

CICS_STATS = """\
CICS TRANSACTION STATISTICS  APPLID CICSPLA1   INTERVAL 2026-11-18 09:00 - 2026-11-19 09:00
TRAN  PROGRAM   ATTACHES   AVG RESP(MS)  MAX RESP(MS)  ABENDS
PLQ1  PLQ1MAIN    42091          184          1312          0
PLQ2  PLQ2MAIN     3310          402          2890          0
PLU7  PLU7UPD       118          951          4410          1
"""

SESSIONS = [
    {
        "id": "h58-cc-payouts-second-approver",
        "project": PAY,
        "start": datetime(2026, 11, 5, 13, 30),
        "about": "payouts: adding a second approver; a flat standing rule that a claim is never paid into an "
                 "account not on the policy without a second approver, no small-amount exception (the assistant's "
                 "50 EUR idea rejected); approved-garage registry IBANs count as known; the approver needs the "
                 "PAYOUT_APPROVER role and must not be the handler; the bank file format confirmed as "
                 "pain.001.001.09; treasury's holiday rule mentioned as theirs, not ours (near-miss)",
        "steps": [
            ("user", "hi. audit finding from last quarter is finally on my plate. context: a fraudster called in "
                     "as a policyholder in august, 'changed' the bank account on the phone, and we paid 6.4k into "
                     "a mule account. so. we never pay a claim into an account that doesn't appear on the policy "
                     "unless a second approver has signed it off. that's how it's going to be in this service, "
                     "permanently. let's build it"),
            ("assistant", "Understood. Let me look at how a payout is submitted today."),
            tool("Read", {"file_path": f"{PAY}/src/Halvard.Payouts/Payouts/PayoutService.cs",
                          "offset": 41, "limit": 13},
                 PAYOUT_SVC),
            ("assistant", "Today a payout is created as `Approved` straight away, whatever the IBAN (there's even "
                          "a TODO on line 48). The policy comes from policy-bridge and has an `Accounts` list "
                          "(the premium collection account and any claim accounts registered on the policy).\n\n"
                          "Plan:\n\n"
                          "- If the creditor IBAN is on the policy's `Accounts`, the payout is approved as now.\n"
                          "- Otherwise it's created as `AwaitingSecondApproval`, stays out of the bank file, and "
                          "shows up in an approvals list.\n"
                          "- A second user approves or rejects it.\n\n"
                          "Two questions. First, garages: a repair paid directly to the garage is never to an "
                          "account on the policy, so every garage payout would need a second approver. Second, to "
                          "keep the approvals list manageable we could skip the second approval under a small "
                          "amount, say 50 EUR (towing, small glass repairs)."),
            ("user", "garages: the ones on the approved-garage list count as known. their IBANs come from the "
                     "garage registry, and that registry has its own four-eyes when a garage changes bank "
                     "details. a garage NOT on the list goes to second approval like anything else.\n"
                     "small amounts: no. no threshold, no exceptions. the mule payment in august started with a "
                     "40 euro 'towing' payout to test the account"),
            ("assistant", "Clear, no threshold. Who can be the second approver?"),
            ("user", "someone with PAYOUT_APPROVER, and never the same person as the handler who created the "
                     "payout. team leads have the role, some senior handlers too"),
            bash("rg -n 'class Policy\\b' -A 12 src/Halvard.Payouts/Policies/Policy.cs && rg -n 'GarageRegistry' "
                 "src/ | head -5",
                 "5:public sealed record Policy(\n"
                 "6-    string PolicyNumber,\n"
                 "7-    string HolderName,\n"
                 "8-    DateOnly InceptionDate,\n"
                 "9-    IReadOnlyList<PolicyAccount> Accounts,\n"
                 "10-    string ProductCode);\n"
                 "src/Halvard.Payouts/Garages/GarageRegistryClient.cs:12:public sealed class "
                 "GarageRegistryClient : IGarageRegistry\n"
                 "src/Halvard.Payouts/Garages/GarageRegistryClient.cs:30:    public Task<ApprovedGarage?> "
                 "FindByIbanAsync(string iban, CancellationToken ct)\n"),
            tool("Edit", {"file_path": f"{PAY}/src/Halvard.Payouts/Payouts/PayoutService.cs",
                          "old_string": "        // TODO: check account against policy?\n        var payout = "
                                        "Payout.Create(claim, req, handler, _clock.UtcNow);\n        payout.Status = "
                                        "PayoutStatus.Approved;",
                          "new_string": "        var known = policy.Accounts.Any(a => Iban.Same(a.Iban, "
                                        "req.CreditorIban))\n"
                                        "            || await _garages.FindByIbanAsync(req.CreditorIban, ct) is "
                                        "not null;\n"
                                        "        var payout = Payout.Create(claim, req, handler, _clock.UtcNow);\n"
                                        "        payout.Status = known ? PayoutStatus.Approved : "
                                        "PayoutStatus.AwaitingSecondApproval;"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{PAY}/src/Halvard.Payouts/Payouts/SecondApproval.cs",
                           "content": "public sealed class SecondApproval(IPayoutRepository payouts, IClock clock)\n"
                                      "{\n"
                                      "    public async Task<ApprovalResult> ApproveAsync(Guid payoutId, ClaimsUser "
                                      "approver, CancellationToken ct)\n"
                                      "    {\n"
                                      "        var p = await payouts.GetAsync(payoutId, ct);\n"
                                      "        if (p.Status != PayoutStatus.AwaitingSecondApproval) return "
                                      "ApprovalResult.WrongState;\n"
                                      "        if (!approver.HasRole(Roles.PayoutApprover)) return "
                                      "ApprovalResult.MissingRole;   // PAYOUT_APPROVER\n"
                                      "        if (approver.Id == p.CreatedBy) return ApprovalResult.SamePerson;\n"
                                      "        p.Approve(approver.Id, clock.UtcNow);\n"
                                      "        await payouts.SaveAsync(p, ct);\n"
                                      "        return ApprovalResult.Ok;\n"
                                      "    }\n"
                                      "}\n"},
                 "File created successfully at: " + PAY + "/src/Halvard.Payouts/Payouts/SecondApproval.cs"),
            ("user", "oh, and treasury asked if we could hold files on the last business day before a bank "
                     "holiday. that's their own rule, they hold them on their side, we don't need to do anything. "
                     "just so you know why you might see a file sit there"),
            ("assistant", "Noted, nothing to build for that. While checking the bank-file writer for the "
                          "'only approved payouts' filter I confirmed the format: the writer emits "
                          "`pain.001.001.09` and validates against that XSD before upload. Running the tests, "
                          "including new ones for the rule."),
            bash("dotnet test tests/Halvard.Payouts.Tests --filter 'FullyQualifiedName~Payout|FullyQualifiedName"
                 "~BankFile' -v minimal 2>&1 | tail -n 20",
                 DOTNET_TEST),
            ("user", "UnknownAccount_SmallAmount_StillNeedsSecondApprover, good, I like that one being explicit. "
                     "commit"),
            bash("git add -A && git commit -qm 'payouts: second approver for accounts not on the policy "
                 "(PAYOUT_APPROVER, not the handler); approved garages count as known' && git log -1 --oneline",
                 "71c0d2e payouts: second approver for accounts not on the policy (PAYOUT_APPROVER, not the "
                 "handler); approved garages count as known\n"),
        ],
        "facts": [
            fact("second-approver", "Standing rule: a claim is never paid into an account that does not appear on "
                                    "the policy unless a second approver signs it off; no threshold or exception "
                                    "for small amounts.",
                 "rule", "user", ["second approver", "policy"], remember=True),
            fact("garage-known", "IBANs of garages on the approved-garage list (from the garage registry, which has "
                                 "its own four-eyes on bank changes) count as known accounts; other garages need a "
                                 "second approval.",
                 "decision", "user", ["garage registry", ["approved-garage", "known"]]),
            fact("approver-role", "The second approver must have the PAYOUT_APPROVER role and must not be the "
                                  "handler who created the payout.",
                 "rule", "user", ["PAYOUT_APPROVER", ["handler", "same person"]]),
            fact("pain-version", "The payouts bank file is SEPA pain.001.001.09, validated against its XSD before "
                                 "upload.",
                 "config", "assistant", ["pain.001.001.09"]),
        ],
        "optional": [
            opt("awaiting-status", "Payouts to unknown accounts get status AwaitingSecondApproval and stay out of "
                                   "the bank file.", ["AwaitingSecondApproval"]),
        ],
        "questions": [
            q("Can a claim be paid into an account that is not on the policy?",
              "only with a second approver, no exception for small amounts", ["second-approver"]),
            q("Do garage IBANs need a second approver?",
              "not for garages on the approved-garage list from the garage registry; a garage not on the list goes to second approval",
              ["garage-known"]),
            q("Who may be the second approver of a payout?",
              "someone with PAYOUT_APPROVER who is not the handler who created it", ["approver-role"]),
        ],
    },
    {
        "id": "h58-cc-payouts-bankfile-reject",
        "project": PAY,
        "start": datetime(2026, 11, 13, 8, 47),
        "about": "payouts: the bank rejected yesterday's file (pain.002 RJCT, FF01); the person's guess (the bank "
                 "moved to a newer pain.001 version) wrong; cause an Ustrd remittance line of 171 characters from "
                 "concatenated garage invoice numbers (max 140); fix builds the text with the claim number first "
                 "and truncates; a note for later that remittance text always starts with the claim number; "
                 "BtchBookg set to true then back to false because garages reconcile per claim; same-day cut-off "
                 "14:30; resend",
        "steps": [
            ("user", "morning. bad one: bank rejected yesterday's file. 214 payments, garages are already calling. "
                     "here's the status report from the sftp out folder"),
            bash("cat /mnt/bank-sftp/out/pain002_HLV-PAY-20261112-01.xml", PAIN002),
            ("user", "my bet: they moved to pain.001.001.12 this month, I remember an email about a new version "
                     "in 2026"),
            ("assistant", "The status report points somewhere else: `FF01` with 'Schema validation failed: line "
                          "18841: element Ustrd: value length 171 exceeds maxLength 140'. The bank validated our "
                          "file against `pain.001.001.09` (they echo it in `OrgnlMsgNmId`) and it failed on one "
                          "field length, so the version is fine. Let me find that line."),
            bash("python3 tools/scan_ustrd.py /mnt/bank-sftp/archive/HLV-PAY-20261112-01.xml --over 120 && "
                 "python3 tools/scan_ustrd.py /mnt/bank-sftp/archive/ --since 30d --max-only", USTRD_SCAN),
            ("assistant", "There it is. Unstructured remittance (`Ustrd`) is limited to 140 characters. For garage "
                          "payouts we build it as 'Invoice' + every invoice number + garage name + claim + policy. "
                          "Carrosserie De Wachter sent six invoices for one claim, which made 171 characters. The "
                          "last 30 days show it creeping up (139 last week), so it was a matter of time. Our own "
                          "XSD check didn't catch it because `tools/pain001.xsd` in the repo has `maxLength` "
                          "removed on Ustrd; someone loosened it in 2024 for a test.\n\n"
                          "Fix: build the text with the claim number first, then the policy, then as many invoice "
                          "numbers as fit, then '+N more' if any were cut, and hard-truncate at 140 as a last "
                          "resort. And restore the original XSD so our validation matches the bank's."),
            ("user", "ok. and the claim number FIRST, always, that's what the garages' bookkeeping matches on. note "
                     "for whoever works on this next, you included: remittance text starts with the claim "
                     "number, nothing in front of it, not 'Invoice', not the garage name"),
            tool("Edit", {"file_path": f"{PAY}/src/Halvard.Payouts/BankFiles/Remittance.cs",
                          "old_string": "var text = $\"Invoice {string.Join(' ', p.InvoiceNumbers)} {p.CreditorName} "
                                        "claim {p.ClaimNumber} policy {p.PolicyNumber}\";\n        return text;",
                          "new_string": "var sb = new StringBuilder($\"{p.ClaimNumber} {p.PolicyNumber}\");\n"
                                        "        var added = 0;\n"
                                        "        foreach (var inv in p.InvoiceNumbers)\n"
                                        "        {\n"
                                        "            var more = p.InvoiceNumbers.Count - added - 1;\n"
                                        "            var tail = more > 0 ? $\" +{more} more\" : \"\";\n"
                                        "            if (sb.Length + 1 + inv.Length + tail.Length > MaxUstrd) "
                                        "{ sb.Append($\" +{p.InvoiceNumbers.Count - added} more\"); break; }\n"
                                        "            sb.Append(' ').Append(inv); added++;\n"
                                        "        }\n"
                                        "        return sb.Length <= MaxUstrd ? sb.ToString() : "
                                        "sb.ToString(0, MaxUstrd);   // MaxUstrd = 140"},
                 "The file has been updated."),
            bash("git checkout 2f0a9c1 -- tools/pain001.xsd && git diff --cached --stat",
                 " tools/pain001.xsd | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"),
            ("assistant", "Restored the bank's XSD. One more thing I noticed in the file: every payment is its own "
                          "booking (`BtchBookg` is `false`). With 214 payments, many to the same garages, we could "
                          "set `BtchBookg` to `true` so the bank books one debit per payment-information block; "
                          "our account statement gets far fewer lines and treasury's reconciliation would be "
                          "simpler."),
            ("user", "sure, batch them"),
            tool("Edit", {"file_path": f"{PAY}/src/Halvard.Payouts/appsettings.json",
                          "old_string": "\"BatchBooking\": false",
                          "new_string": "\"BatchBooking\": true"},
                 "The file has been updated."),
            ("user", "wait, no. undo that. I just remembered why it's false: garages reconcile per claim, and when "
                     "we batched in 2024 they saw one lump sum for five claims on their statement and called us for "
                     "a week. BtchBookg stays false, one booking per payment"),
            tool("Edit", {"file_path": f"{PAY}/src/Halvard.Payouts/appsettings.json",
                          "old_string": "\"BatchBooking\": true",
                          "new_string": "\"BatchBooking\": false"},
                 "The file has been updated."),
            bash("dotnet test tests/Halvard.Payouts.Tests --filter 'FullyQualifiedName~Remittance|"
                 "FullyQualifiedName~BankFile' -v minimal 2>&1 | tail -n 9",
                 "  Passed Remittance_StartsWithClaimNumber [3 ms]\n"
                 "  Passed Remittance_SixInvoices_FitsIn140_WithMoreSuffix [2 ms]\n"
                 "  Passed Remittance_VeryLongInvoiceNumber_IsTruncatedAt140 [1 ms]\n"
                 "  Passed Remittance_PolicyholderPayout_HasNoInvoiceNumbers [1 ms]\n"
                 "  Passed BankFile_ValidatesAgainstBankXsd_IncludingUstrdMaxLength [91 ms]\n"
                 "  Passed BankFile_BatchBookingIsFalse [22 ms]\n"
                 "  Passed BankFile_OnlyContainsApprovedPayouts [40 ms]\n\n"
                 "Passed!  - Failed:     0, Passed:    71, Skipped:     0, Total:    71, Duration: 1 s\n"),
            ("user", "ok regenerate yesterday's file and put it on the sftp. the cut-off for same-day execution is "
                     "14:30, we have time"),
            bash("dotnet run --project src/Halvard.Payouts.Cli -- regenerate --run 20261112-01 --new-msg-id && "
                 "python3 tools/scan_ustrd.py out/HLV-PAY-20261112-02.xml --max-only && sftp -q -b - "
                 "bank-sftp <<< 'put out/HLV-PAY-20261112-02.xml /in/pain001/'",
                 "regenerated 214 payments (EUR 388,412.17) as HLV-PAY-20261112-02, xsd ok\n"
                 "20261112-02  138\n"
                 "Uploading out/HLV-PAY-20261112-02.xml to /in/pain001/HLV-PAY-20261112-02.xml\n"),
            ("assistant", "Uploaded at 09:21 with a new message id (HLV-PAY-20261112-02), well before the 14:30 "
                          "cut-off; longest remittance is now 138 characters. The acceptance report usually lands "
                          "in `/out` within 20 minutes. Shall I commit the fix?"),
            ("user", "yes. and I'll tell treasury it's a resend so they don't panic about the new msg id"),
            bash("git add -A && git commit -qm 'bank file: claim number first in Ustrd, max 140; restore bank "
                 "XSD' && git log -1 --oneline",
                 "c3e5a18 bank file: claim number first in Ustrd, max 140; restore bank XSD\n"),
        ],
        "facts": [
            fact("ustrd-cause", "The bank rejected the 12 November payout file (pain.002 RJCT, FF01) because a "
                                "garage payout's Ustrd remittance text was 171 characters, over the 140 maximum, "
                                "from concatenated invoice numbers; the repo's XSD had the maxLength removed. Not a "
                                "pain.001 version change.",
                 "bugfix", "assistant", ["Ustrd", "140"]),
            fact("claim-first", "Remittance text always starts with the claim number, nothing in front of it, "
                                "because the garages' bookkeeping matches on it.",
                 "rule", "user", ["remittance", "claim number"], remember=True),
            fact("batch-booking", "BtchBookg stays false (one booking per payment): garages reconcile per claim, "
                                  "and batching in 2024 caused a week of calls. Setting it to true was undone.",
                 "decision", "user", ["BtchBookg", "false"]),
            fact("cutoff", "The bank's cut-off for same-day execution of payout files is 14:30.",
                 "config", "user", ["cut-off", "14:30"]),
        ],
        "optional": [
            opt("xsd-restored", "tools/pain001.xsd was restored to the bank's version, including the Ustrd "
                                "maxLength.", ["pain001.xsd"]),
            opt("sftp-folder", "Payout files are uploaded to /in/pain001/ on the bank SFTP; status reports land in "
                               "/out.", ["/in/pain001/"]),
        ],
        "questions": [
            q("Why did the bank reject the payout file on 12 November?",
              "an Ustrd remittance text of 171 characters exceeds maxLength 140", ["ustrd-cause"]),
            q("What must the remittance text start with?", "the claim number", ["claim-first"]),
            q("Is BtchBookg true or false in the payout files, and why?",
              "false, garages reconcile per claim", ["batch-booking"]),
        ],
    },
    {
        "id": "h58-cc-bridge-mq-timeouts",
        "project": BRIDGE,
        "start": datetime(2026, 11, 20, 10, 2),
        "about": "policy-bridge: policy lookups time out since the bridge was scaled to 3 replicas; the person "
                 "suspects the mainframe, CICS statistics show PLQ1 at 184 ms; cause all pods consuming the one "
                 "shared reply queue CLM.POLICY.REPLY without a correlation selector, so replies land on the wrong "
                 "pod and are dropped; options: selector or per-pod temporary dynamic queues; picked the latter "
                 "(model queue CLM.POLICY.REPLY.MODEL); a statement about later sessions (test queue manager "
                 "QMCLT2 on port 1419); a recalled incident (near-miss)",
        "steps": [
            ("user", "hey. since wednesday fnol and payouts both complain about policy lookups timing out. ~65% of "
                     "them. the only thing we changed is scaling policy-bridge from 1 to 3 replicas for the "
                     "month-end load. I bet the mainframe just can't take 3x the requests. remember the time the "
                     "batch window ran into monday morning and everything was slow until lunch? feels like that"),
            ("assistant", "Let me check both sides: our logs and the CICS statistics for the lookup transaction."),
            bash("kubectl -n claims logs -l app=policy-bridge --since=2h --prefix=false | grep -E 'no reply|"
                 "dropped|reply for' | head -7 && ./scripts/bridge-stats --since '2026-11-18 09:00'", MQ_LOG),
            bash("ssh mf-jump 'cat /var/mfstats/cicspla1/latest.txt'", CICS_STATS),
            ("assistant", "The mainframe is fine: PLQ1 (the lookup transaction) averaged 184 ms over the last day "
                          "with no abends. And our own log shows what's going on: pod `2xq7m` times out waiting for "
                          "a reply, and **at the same moment** pod `hh4wz` logs 'reply ... has no waiting request, "
                          "dropped' for that exact correlation id. The reply came back quickly; it just went to "
                          "the wrong pod. Roughly two out of three replies are dropped, which matches the ~65% "
                          "timeouts with three replicas.\n\n"
                          "Let me confirm how the reply queue is set up."),
            bash("rg -n 'REPLY|createConsumer|JMSCorrelationID|setJMSReplyTo' src/main/java | head -12",
                 "src/main/java/com/halvard/bridge/MqConfig.java:22:  static final String REQUEST_QUEUE = "
                 "\"CLM.POLICY.REQ\";\n"
                 "src/main/java/com/halvard/bridge/MqConfig.java:23:  static final String REPLY_QUEUE = "
                 "\"CLM.POLICY.REPLY\";\n"
                 "src/main/java/com/halvard/bridge/PolicyClient.java:58:    msg.setJMSReplyTo(replyQueue);\n"
                 "src/main/java/com/halvard/bridge/PolicyClient.java:61:    pending.put(msg.getJMSMessageID(), "
                 "future);\n"
                 "src/main/java/com/halvard/bridge/ReplyListener.java:31:    consumer = "
                 "session.createConsumer(replyQueue);\n"
                 "src/main/java/com/halvard/bridge/ReplyListener.java:44:    var f = "
                 "pending.remove(reply.getJMSCorrelationID());\n"),
            ("assistant", "Confirmed. Every pod sends requests with reply-to `CLM.POLICY.REPLY`, and every pod "
                          "has a plain consumer on that same queue (`createConsumer(replyQueue)`, no message "
                          "selector). MQ hands each reply to whichever consumer is next, so with three pods a "
                          "reply reaches the pod that is waiting for it only about a third of the time. The "
                          "others look up the correlation id in their own `pending` map, don't find it, and drop "
                          "the message. With one replica this never showed.\n\n"
                          "Two ways to fix it:\n\n"
                          "1. **Selector on the shared queue**: each pod consumes with "
                          "`JMSCorrelationID = 'ID:...'`. It doesn't work with one long-lived consumer per pod "
                          "(the selector would need every pending id), so it becomes a consumer per request, and "
                          "selectors on a deep queue are slow on the queue manager side.\n"
                          "2. **A temporary dynamic reply queue per pod**: at start-up each pod opens its own "
                          "queue from a model queue (e.g. `CLM.POLICY.REPLY.MODEL`) and sets it as reply-to. "
                          "Only that pod reads it, so replies can't go astray, and the queue disappears when the "
                          "pod's connection closes. Needs the mainframe MQ admins to define the model queue and "
                          "allow our user to open it."),
            ("user", "the per-pod queue. the MQ admins owe me one, I'll ask for the model queue today"),
            tool("Edit", {"file_path": f"{BRIDGE}/src/main/java/com/halvard/bridge/MqConfig.java",
                          "old_string": "  static final String REPLY_QUEUE = \"CLM.POLICY.REPLY\";",
                          "new_string": "  static final String REPLY_MODEL_QUEUE = \"CLM.POLICY.REPLY.MODEL\";\n"
                                        "  static final String REPLY_DYNAMIC_PREFIX = \"CLM.POLICY.RPL.*\";"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{BRIDGE}/src/main/java/com/halvard/bridge/ReplyListener.java",
                          "old_string": "    consumer = session.createConsumer(replyQueue);",
                          "new_string": "    replyQueue = ((MQSession) session).createTemporaryQueue();   // opened "
                                        "from CLM.POLICY.REPLY.MODEL\n"
                                        "    consumer = session.createConsumer(replyQueue);"},
                 "The file has been updated."),
            ("assistant", "Changed: each pod now opens a temporary dynamic queue from `CLM.POLICY.REPLY.MODEL` "
                          "(names look like `CLM.POLICY.RPL.<generated>`), uses it as reply-to and is its only "
                          "consumer. The old `CLM.POLICY.REPLY` stays defined for now so pods on the old version "
                          "keep working during the rollout. I'd like to run the integration tests against the test "
                          "queue manager: the config says `QMCLT1` on 1414."),
            ("user", "no, that's the old box, it's been dead since the summer. and whenever you're back in "
                     "policy-bridge in a later session, assume the test queue manager is QMCLT2 on port 1419. not "
                     "QMCLT1, not 1414. the defaults in the repo are lying, I'll fix application-test.yml myself "
                     "some day"),
            bash("MQ_QMGR=QMCLT2 MQ_PORT=1419 MQ_HOST=mqt2.halvard.internal ./gradlew -q integrationTest 2>&1 | "
                 "tail -n 8",
                 "PolicyClientIT > lookup_singlePod_getsReply PASSED\n"
                 "PolicyClientIT > lookup_threeClients_eachGetsOwnReply PASSED\n"
                 "PolicyClientIT > lookup_threeClients_noDroppedReplies PASSED\n"
                 "PolicyClientIT > lookup_timeoutStill8s_whenMainframeSilent PASSED\n"
                 "PolicyClientIT > replyQueue_isTemporaryDynamic_fromModel PASSED\n\n"
                 "BUILD SUCCESSFUL in 1m 12s\n"
                 "6 actionable tasks: 3 executed, 3 up-to-date\n"),
            ("assistant", "All green on QMCLT2:1419, including a test with three clients in parallel and no "
                          "dropped replies; the 8 s request timeout is unchanged. Want me to scale the bridge back "
                          "to 1 replica until the model queue exists in production?"),
            ("user", "yes, scale to 1 now, commit, and I'll roll the new version once the admins confirm"),
            bash("kubectl -n claims scale deploy/policy-bridge --replicas=1 && git add -A && git commit -qm "
                 "'bridge: per-pod temporary dynamic reply queue (CLM.POLICY.REPLY.MODEL)' && git log -1 "
                 "--oneline",
                 "deployment.apps/policy-bridge scaled\n"
                 "d40b7fa bridge: per-pod temporary dynamic reply queue (CLM.POLICY.REPLY.MODEL)\n"),
        ],
        "facts": [
            fact("reply-cause", "Policy lookups timed out after scaling policy-bridge to 3 replicas because all pods "
                                "consumed the one shared reply queue CLM.POLICY.REPLY without a correlation "
                                "selector, so replies went to the wrong pod and were dropped; the mainframe (PLQ1, "
                                "184 ms) was fine.",
                 "bugfix", "assistant", ["CLM.POLICY.REPLY", ["wrong pod", "dropped"]]),
            fact("dynamic-queue", "Each policy-bridge pod now uses its own temporary dynamic reply queue opened from "
                                  "the model queue CLM.POLICY.REPLY.MODEL (chosen over a correlation-id selector on "
                                  "the shared queue).",
                 "decision", "user", ["CLM.POLICY.REPLY.MODEL"]),
            fact("test-qm", "The policy-bridge test queue manager is QMCLT2 on port 1419 (QMCLT1 on 1414 is the old, "
                            "dead box; the repo defaults are wrong).",
                 "config", "user", ["QMCLT2", "1419"], remember=True),
        ],
        "optional": [
            opt("scale-one", "policy-bridge runs at 1 replica until the model queue exists in production.",
                ["1 replica"]),
            opt("mq-timeout", "The policy-bridge request timeout is 8 s.", ["8 s", "timeout"]),
        ],
        "questions": [
            q("Why did policy lookups time out after scaling policy-bridge?",
              "all pods shared the reply queue CLM.POLICY.REPLY with no selector, so replies went to the wrong "
              "pod", ["reply-cause"]),
            q("Which test queue manager does policy-bridge use?", "QMCLT2 on port 1419", ["test-qm"]),
            q("Where does a policy-bridge pod get its reply queue from?",
              "a temporary dynamic queue from the model queue CLM.POLICY.REPLY.MODEL", ["dynamic-queue"]),
        ],
    },
]
