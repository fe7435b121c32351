"""h55 Claude Code sessions, part b: bag labels (bag-labels, a Kotlin service that prints ISBT 128 labels on Zebra
thermal printers in the processing lab): moving from PDF to ZPL with the reprint SOP pasted in, and a chore day of
sample renders with nothing durable; plus the lab bridge (lis-bridge, HL7 v2 over MLLP): mapping ORU^R01 results."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LABELS = "/home/samir/src/bag-labels"
LIS = "/home/greta/repos/lis-bridge"

_HOST_STATUS = (
    "  PRINTER INFORMATION\n"
    "  -------------------\n"
    "  model ............. ZT411-300dpi\n"
    "  firmware .......... V92.21.26Z\n"
    "  serial ............ 99J221400713\n"
    "  resolution ........ 12 dots/mm (300 dpi)\n"
    "  print width ....... 1248 dots\n"
    "  media type ........ THERMAL TRANSFER\n"
    "  media ............. 100.0 x 100.0 mm, gap\n"
    "  ribbon ............ 110 mm wax/resin, 42% left\n"
    "  darkness .......... 24.0\n"
    "  print speed ....... 4 ips\n"
    "  label top ......... +000\n"
    "  left position ..... +0000\n"
    "  head cleaning ..... 812 m since last\n"
    "  odometer .......... 4,212 m\n"
    "  interface ......... ETHERNET 10.20.4.31:9100 (raw), 80 (http)\n"
    "  languages ......... ZPL II, EPL\n"
    "  fonts ............. E:ARIALMT.TTF, Z:0.FNT, Z:A.FNT\n"
    "  last error ........ NONE\n"
)

_VERIFY_REPORT = (
    "bag-labels barcode verification, 2026-11-03, 40 labels from zt411-proc-01 via PDF (iText + Windows driver)\n"
    "symbol              X-dim(mm)  decode  mod  defects  edge  grade\n"
    + "".join(f"DIN    =G152626{i:06d}00  {0.249 + (i % 3) * 0.011:.3f}     A     "
              f"{'C' if i % 4 == 1 else 'B'}     A      {'C' if i % 4 == 1 else 'A'}   "
              f"{'C' if i % 4 == 1 else 'B'}\n" for i in range(1, 11))
    + "PRODUCT =<E0703V00    0.249-0.271  A     B/C   A      B/C   B (7) C (3)\n"
      "ABO/RH  =%5100        0.249-0.271  A     B/C   A      B/C   B (8) C (2)\n"
      "EXPIRY  &>0263361159  0.249-0.271  A     B/C   A      B/C   B (6) C (4)\n"
      "summary: 31 B, 9 C, 0 F   (acceptance for release: B or better)\n"
)

_ORU = (
    "MSH|^~\\&|ASTERLIS|LBS-LAB|LISBRIDGE|LBS|20261110143212||ORU^R01^ORU_R01|AL88120391|P|2.5.1\r\n"
    "PID|1||D-0041877^^^LBS^DN||DONOR^TEST||19890412|F\r\n"
    "OBR|1|G152626001287|LAB-2611-00412|GRP^Grouping panel^L|||20261110090400\r\n"
    "OBX|1|CWE|ABO^ABO group^L||A^A^L||||||F\r\n"
    "OBX|2|CWE|RHD^RhD^L||POS^Positive^L||||||F\r\n"
    "OBX|3|CWE|ABSC^Antibody screen^L||NEG^Negative^L||||||F\r\n"
    "OBX|4|ST|KELL^Kell antigen^L||K-||||||F\r\n"
    "OBR|2|G152626001287|LAB-2611-00413|MKR^Microbiology markers^L|||20261110090400\r\n"
    "OBX|1|CWE|HBSAG^HBsAg^L||NR^Non-reactive^L||||||F\r\n"
    "OBX|2|CWE|HCVAB^Anti-HCV^L||NR^Non-reactive^L||||||F\r\n"
    "OBX|3|CWE|HIVAGAB^HIV Ag/Ab^L||NR^Non-reactive^L||||||F\r\n"
    "OBX|4|CWE|TPHA^Syphilis^L||NR^Non-reactive^L||||||F\r\n"
    "OBX|5|CWE|NAT3^HIV/HBV/HCV NAT^L||NEG^Negative^L||||||F\r\n"
)

SESSIONS = [
    {
        "id": "h55-cc-labels-zpl-templates",
        "project": LABELS,
        "start": datetime(2026, 11, 4, 9, 20),
        "branch": "zpl-templates",
        "about": "bag-labels: QA verification grades some ISBT 128 barcodes C; cause is the PDF (iText + Windows "
                 "driver) being scaled on 300 dpi ZT411 printers, uneven bar widths; decision to render ZPL "
                 "templates server-side and send them raw to port 9100, module width ^BY3; samir pastes the "
                 "label reprint SOP and endorses only point 2 (never reprint without a second person's check) "
                 "for later sessions; the other SOP points (ribbons on Mondays, red bin) are lab paperwork",
        "steps": [
            ("user", "Hello! Today I want to finish the bag label work. Situation: we print the ISBT 128 label "
                     "100 x 100 mm from PDF (iText) through the Windows driver on the new Zebra ZT411 in "
                     "processing. QA did verification yesterday and some barcodes are grade C, they want B or "
                     "better for release. Report is in docs/verification/2026-11-03.txt"),
            bash("cat docs/verification/2026-11-03.txt", _VERIFY_REPORT),
            bash("curl -s http://zt411-proc-01/config.html | html2text | sed -n '1,24p'", _HOST_STATUS),
            ("assistant", "The pattern in the report is the tell: the X dimension (narrowest bar) varies between "
                          "0.249 and 0.271 mm inside one batch, and the C grades are all modulation and edge "
                          "determinism, which is what you get from uneven bar widths, not from a dirty head.\n\n"
                          "The printer is 300 dpi (12 dots/mm), so a bar can only be a whole number of dots wide: "
                          "0.0847 mm per dot. The PDF describes bars in points, the Windows driver scales the page "
                          "to the printer's resolution, and each bar gets rounded to 3 or 4 dots depending on where "
                          "it falls. Some modules come out 0.254 mm, others 0.339 mm, and the verifier grades the "
                          "inconsistency.\n\n"
                          "The fix that removes the rounding is to stop sending a picture of the label and send ZPL: "
                          "the printer draws the Code 128 itself with an exact module width. `^BY3` gives 3 dots = "
                          "0.254 mm per module, which is inside the ISBT 128 range for a 100 mm label. We'd render a "
                          "ZPL template per label type server-side (fill DIN, product code, ABO/RhD, expiry) and send "
                          "it raw to port 9100. No driver, no scaling."),
            ("user", "ok we go with ZPL. the PDF path we remove, I don't want two ways to print a bag label"),
            tool("Write", {"file_path": f"{LABELS}/src/main/resources/zpl/bag-label-base.zpl",
                           "content": "^XA\n^CI28\n^PW1181\n^LL1181\n^LH0,0\n"
                                      "^FX -- upper left: DIN --\n^FO40,40^BY3^BCN,140,N,N,N^FD{{dinBarcode}}^FS\n"
                                      "^FO40,190^A0N,46,46^FD{{dinEyeReadable}}^FS\n"
                                      "^FO520,186^GB56,56,3^FS^FO532,192^A0N,46,46^FD{{checkChar}}^FS\n"
                                      "^FX -- upper right: ABO/RhD --\n^FO640,40^BY3^BCN,140,N,N,N^FD{{aboBarcode}}^FS\n"
                                      "^FO660,200^A0N,150,150^FD{{aboText}}^FS\n"
                                      "^FX -- lower left: product --\n^FO40,620^BY3^BCN,140,N,N,N^FD{{productBarcode}}^FS\n"
                                      "^FO40,770^A0N,40,40^FB540,4,0,L^FD{{productText}}^FS\n"
                                      "^FX -- lower right: expiry --\n^FO640,620^BY3^BCN,140,N,N,N^FD{{expiryBarcode}}^FS\n"
                                      "^FO640,770^A0N,44,44^FDEXP {{expiryText}}^FS\n"
                                      "^PQ1\n^XZ\n"},
                 f"File created successfully at: {LABELS}/src/main/resources/zpl/bag-label-base.zpl"),
            bash("./gradlew test -q 2>&1 | tail -n 8 && git rm -q -r src/main/kotlin/lowmoor/labels/pdf && "
                 "git status --short | head",
                 "ZplRendererTest > fills all four quadrants() PASSED\n"
                 "ZplRendererTest > escapes caret and tilde in product text() PASSED\n"
                 "RawPrinterClientTest > sends to port 9100 and waits for ~HS() PASSED\n\n"
                 "BUILD SUCCESSFUL in 33s\n"
                 "D  src/main/kotlin/lowmoor/labels/pdf/PdfLabelRenderer.kt\n"
                 "D  src/main/kotlin/lowmoor/labels/pdf/WindowsPrintQueue.kt\n"
                 "A  src/main/resources/zpl/bag-label-base.zpl\n"
                 "M  src/main/kotlin/lowmoor/labels/LabelService.kt\n"),
            ("user", "Now the reprint. Quality sent me the SOP, I paste it:\n\n"
                     "----\n"
                     "LBS-SOP-PROC-017 v3  Blood component label reprint\n"
                     "Scope: processing laboratory, all component labels (ISBT 128)\n\n"
                     "1. A reprint may only be requested by processing staff logged in on a processing "
                     "workstation.\n"
                     "2. No label is reprinted without a second person's check: a second member of staff scans the "
                     "bag's existing DIN and the new label; the system compares both and records both staff IDs.\n"
                     "3. The reason for the reprint is selected from the list (damaged, smudged, printer fault, "
                     "other + free text).\n"
                     "4. Printer ribbons are changed every Monday before the first run.\n"
                     "5. The removed label is destroyed in the red confidential bin.\n"
                     "6. Reprints are reviewed weekly by the processing supervisor.\n"
                     "----\n\n"
                     "Most of this is paper things for the lab people, 4 and 5 are not software at all. But point 2 "
                     "is the one the software must enforce, and it stays so for always: a bag label is never "
                     "reprinted without the second person's check. Keep this one for all our next sessions on "
                     "bag-labels."),
            tool("Read", {"file_path": f"{LABELS}/src/main/kotlin/lowmoor/labels/ReprintRoute.kt"},
                 "    12\tpost(\"/labels/{din}/reprint\") {\n"
                 "    13\t    val din = call.parameters[\"din\"]!!\n"
                 "    14\t    val req = call.receive<ReprintRequest>()   // requesterId, reason\n"
                 "    15\t    labels.print(din, copies = 1, cause = \"reprint:${req.reason}\")\n"
                 "    16\t    call.respond(HttpStatusCode.Accepted)\n"
                 "    17\t}\n"),
            ("assistant", "Today's reprint route prints on one person's request, so it doesn't meet point 2. "
                          "I'll change it to a two-step flow: `POST /labels/{din}/reprint` creates a pending reprint "
                          "(requester, reason) and prints nothing; `POST /reprints/{id}/confirm` takes the second "
                          "person's staff ID plus the two scans (the DIN on the bag and the DIN of the new label), "
                          "rejects it when the verifier is the requester or the scans don't match, and only then "
                          "prints. Both staff IDs go to the audit log."),
            tool("Edit", {"file_path": f"{LABELS}/src/main/kotlin/lowmoor/labels/ReprintRoute.kt",
                          "old_string": "    labels.print(din, copies = 1, cause = \"reprint:${req.reason}\")\n"
                                        "    call.respond(HttpStatusCode.Accepted)\n",
                          "new_string": "    val pending = reprints.request(din, req.requesterId, req.reason)\n"
                                        "    call.respond(HttpStatusCode.Created, pending)   // nothing printed yet\n"
                                        "}\n\npost(\"/reprints/{id}/confirm\") {\n"
                                        "    val c = call.receive<ReprintConfirmation>()  // verifierId, bagScan, "
                                        "labelScan\n"
                                        "    val r = reprints.confirm(call.parameters[\"id\"]!!, c)  // throws "
                                        "SameStaff, ScanMismatch\n"
                                        "    labels.print(r.din, copies = 1, cause = \"reprint:${r.reason}\", "
                                        "checkedBy = c.verifierId)\n"
                                        "    call.respond(HttpStatusCode.Accepted)\n"},
                 "The file has been updated."),
            bash("./gradlew test -q --tests '*Reprint*' 2>&1 | tail -n 9",
                 "ReprintFlowTest > request alone prints nothing() PASSED\n"
                 "ReprintFlowTest > verifier equal to requester is rejected() PASSED\n"
                 "ReprintFlowTest > bag scan and label scan must carry the same DIN() PASSED\n"
                 "ReprintFlowTest > confirmed reprint prints once and audits both staff ids() PASSED\n\n"
                 "BUILD SUCCESSFUL in 21s\n"),
            ("user", "very good. print one sample to zt411-proc-01 now so I can bring it to QA verifier"),
            bash("./gradlew -q run --args='sample --printer zt411-proc-01 --type RBC' 2>&1 | tail -n 3",
                 "rendered bag-label-base.zpl (RBC, =G1526260099990 0, E0703V00, O Pos) 1.9 KB\n"
                 "sent to 10.20.4.31:9100, printer status: OK, 1 label printed\n"),
            ("assistant", "Sample printed on zt411-proc-01. Summary of today:\n\n"
                          "- Labels are ZPL templates rendered server-side and sent raw to port 9100; the PDF/iText "
                          "path is deleted.\n- Barcodes use `^BY3` (0.254 mm modules on the 300 dpi printers).\n"
                          "- Reprint is two-step: request, then a different staff member confirms with both scans "
                          "before anything prints.\n\nWaiting for the verifier's grades on the sample."),
        ],
        "facts": [
            fact("zpl-not-pdf", "Bag labels are rendered as ZPL templates server-side and sent raw to the printers on "
                                "port 9100; the PDF (iText + Windows driver) path was removed because scaling gave "
                                "uneven bar widths and grade C barcodes.",
                 "decision", "user", ["ZPL", "PDF"]),
            fact("reprint-second-person", "A bag label is never reprinted without a second person's check (SOP "
                                          "LBS-SOP-PROC-017 point 2): a different staff member scans the bag's DIN "
                                          "and the new label before anything prints.",
                 "rule", "user", ["reprint", "second person"], remember=True),
            fact("module-width", "The ZT411 printers are 300 dpi; barcodes use module width ^BY3 (3 dots, 0.254 mm).",
                 "config", "assistant", ["300 dpi", ["^BY3", "3 dots"]]),
            fact("reprint-flow", "Reprint is two-step: POST /labels/{din}/reprint creates a pending request, "
                                 "POST /reprints/{id}/confirm by another staff member with both scans prints it.",
                 "fact", "assistant", ["/reprints/{id}/confirm"]),
        ],
        "optional": [
            opt("printer-host", "zt411-proc-01 is at 10.20.4.31.", ["zt411-proc-01", "10.20.4.31"]),
            opt("qa-grade", "QA accepts barcode grade B or better for release.", ["grade", "B"]),
        ],
        "questions": [
            q("Why did bag labels move from PDF to ZPL?",
              "the Windows driver scales the PDF, uneven bar widths, barcodes grade C", ["zpl-not-pdf"]),
            q("Can one person reprint a bag label alone?", "no, never without a second person's check",
              ["reprint-second-person"]),
            q("What resolution and barcode module width do the label printers use?", "300 dpi, ^BY3 3 dots",
              ["module-width"]),
        ],
    },
    {
        "id": "h55-cc-labels-sample-renders",
        "project": LABELS,
        "start": datetime(2026, 11, 19, 13, 40),
        "about": "bag-labels: chore for a quality-team slide deck: render sample label PNGs for five blood groups, a "
                 "flaky dependency download ('run it again'), make one image bigger, chatter about the new coffee "
                 "machine and rain; a joke about drinking water; nothing durable",
        "steps": [
            ("user", "hi, small thing today. quality meeting tomorrow and they want pictures of the new labels in "
                     "the slides. can you render the samples for O neg, O pos, A pos, B neg, AB pos as png into "
                     "~/Desktop/qa-slides?"),
            bash("./gradlew -q renderSamples --args='--groups O-,O+,A+,B-,AB+ --out ~/Desktop/qa-slides' 2>&1 | tail "
                 "-n 14",
                 "> Task :renderSamples FAILED\n\n"
                 "FAILURE: Build failed with an exception.\n\n"
                 "* What went wrong:\n"
                 "Execution failed for task ':renderSamples'.\n"
                 "> Could not resolve all files for configuration ':runtimeClasspath'.\n"
                 "   > Could not download zpl-preview-2.4.1.jar (lowmoor.tools:zpl-preview:2.4.1)\n"
                 "      > Could not get resource 'https://nexus.lbs.internal/repository/maven-internal/lowmoor/"
                 "tools/zpl-preview/2.4.1/zpl-preview-2.4.1.jar'.\n"
                 "         > Connection reset\n\n"
                 "BUILD FAILED in 12s\n"),
            ("assistant", "The build couldn't download `zpl-preview` from the internal Nexus, connection reset. "
                          "That's the network, not the project; it worked for the other artifacts a second earlier."),
            ("user", "nexus is having a day. run it again"),
            bash("./gradlew -q renderSamples --args='--groups O-,O+,A+,B-,AB+ --out ~/Desktop/qa-slides' 2>&1 | tail "
                 "-n 8; ls -la ~/Desktop/qa-slides",
                 "rendered O-  -> bag-label-O-neg.png (1181x1181)\n"
                 "rendered O+  -> bag-label-O-pos.png (1181x1181)\n"
                 "rendered A+  -> bag-label-A-pos.png (1181x1181)\n"
                 "rendered B-  -> bag-label-B-neg.png (1181x1181)\n"
                 "rendered AB+ -> bag-label-AB-pos.png (1181x1181)\n"
                 "total 1460\n"
                 "-rw-r--r-- 1 samir samir 288114 Nov 19 13:43 bag-label-A-pos.png\n"
                 "-rw-r--r-- 1 samir samir 291002 Nov 19 13:43 bag-label-AB-pos.png\n"
                 "-rw-r--r-- 1 samir samir 287730 Nov 19 13:43 bag-label-B-neg.png\n"
                 "-rw-r--r-- 1 samir samir 288561 Nov 19 13:43 bag-label-O-neg.png\n"
                 "-rw-r--r-- 1 samir samir 288409 Nov 19 13:43 bag-label-O-pos.png\n"),
            ("assistant", "All five are in ~/Desktop/qa-slides, 1181 x 1181 px (the 100 mm label at 300 dpi), "
                          "about 290 KB each."),
            ("user", "thanks! the new coffee machine on floor 2 finally works btw, it only took them 3 weeks. and "
                     "it rains again, of course. can you make the O neg one bigger, like 2x, the head of quality has "
                     "bad eyes and O neg is the one everybody asks about"),
            bash("convert ~/Desktop/qa-slides/bag-label-O-neg.png -filter point -resize 200% "
                 "~/Desktop/qa-slides/bag-label-O-neg-2x.png && identify ~/Desktop/qa-slides/bag-label-O-neg-2x.png",
                 "/home/samir/Desktop/qa-slides/bag-label-O-neg-2x.png PNG 2362x2362 2362x2362+0+0 8-bit sRGB "
                 "2c 61.2KB 0.000u 0:00:00.003\n"),
            ("assistant", "Done: `bag-label-O-neg-2x.png`, 2362 x 2362. I used point filtering so the bars stay "
                          "sharp instead of getting blurred edges; it's only for the slides, the verifier should "
                          "still get real prints."),
            ("user", "perfect. remember to drink water everyone, we are the blood people after all haha. ok that's "
                     "all, have a nice afternoon"),
            ("assistant", "Ha, noted for the humans. Have a nice afternoon, and good luck in the quality meeting."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h55-cc-lis-oru-results",
        "project": LIS,
        "start": datetime(2026, 11, 11, 8, 55),
        "branch": "oru-grouping",
        "about": "lis-bridge: greta's numbered plan for the day with item 3 a standing request (every received HL7 "
                 "message is stored raw in hl7_inbox before parsing, ACKs too); ORU^R01 with two OBR groups lost the "
                 "microbiology markers (parser read only the first ORDER_OBSERVATION); ABO mismatch with the "
                 "donor's historic group -> QUARANTINE, never auto-released; a review reply sets the convention that "
                 "fields are read with HAPI Terser paths, not split on '|'; a coroutines suggestion deferred",
        "steps": [
            ("user", "morning! plan for today, in order:\n"
                     "1. map the antibody screen OBX into DonationResult, the lab started sending it last week\n"
                     "2. fix the failing fixture test for an ORU with two OBR (grouping + markers in one message)\n"
                     "3. a long-term one, please keep it in memory from now on: every HL7 message we receive is "
                     "written raw to hl7_inbox before we parse a single field, so we can always replay it. no "
                     "exceptions, that includes ACKs coming back from the LIS\n"
                     "4. Ilona left review comments on PR #88, go through them with me\n\n"
                     "start with 2, it's blocking CI"),
            bash("./gradlew test -q 2>&1 | tail -n 20",
                 "OruParserTest > grouping only ORU parses ABO and RhD() PASSED\n"
                 "OruParserTest > ORU with grouping and markers OBR maps all results() FAILED\n"
                 "    org.opentest4j.AssertionFailedError: expected: <NR> but was: <null>\n"
                 "        at lowmoor.lis.OruParserTest.ORU with grouping and markers OBR maps all results"
                 "(OruParserTest.kt:71)\n"
                 "MllpListenerTest > acks after inbox write() PASSED\n\n"
                 "14 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n"
                 "* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests.\n"),
            bash("cat src/test/resources/fixtures/oru-two-obr.hl7 | tr '\\r' '\\n'", _ORU.replace("\r\n", "\n")),
            tool("Read", {"file_path": f"{LIS}/src/main/kotlin/lowmoor/lis/OruParser.kt"},
                 "    18\tfun parse(msg: ORU_R01): DonationResult {\n"
                 "    19\t    val order = msg.patienT_RESULT.ordeR_OBSERVATION        // first group only\n"
                 "    20\t    val din = order.obr.placerOrderNumber.entityIdentifier.value\n"
                 "    21\t    val result = DonationResult(din)\n"
                 "    22\t    for (i in 0 until order.observationReps) {\n"
                 "    23\t        val obx = order.getOBSERVATION(i).obx\n"
                 "    24\t        val raw = obx.encode().split('|')\n"
                 "    25\t        result.set(raw[3].substringBefore('^'), raw[5].substringBefore('^'))\n"
                 "    26\t    }\n"
                 "    27\t    return result\n"
                 "    28\t}\n"),
            ("assistant", "The parser only ever reads the first ORDER_OBSERVATION group: "
                          "`msg.patienT_RESULT.ordeR_OBSERVATION` is HAPI's accessor for repetition 0. The fixture "
                          "has two OBR groups, grouping (ABO, RhD, antibody screen, Kell) and microbiology markers "
                          "(HBsAg, anti-HCV, HIV Ag/Ab, syphilis, NAT), so every marker result is dropped and the "
                          "test gets null for HBSAG. Until last week the lab sent markers in a separate message, which "
                          "is why this never showed. Fix: loop over `ordeR_OBSERVATIONReps`."),
            tool("Edit", {"file_path": f"{LIS}/src/main/kotlin/lowmoor/lis/OruParser.kt",
                          "old_string": "    val order = msg.patienT_RESULT.ordeR_OBSERVATION        // first group only\n",
                          "new_string": "    for (g in 0 until msg.patienT_RESULT.ordeR_OBSERVATIONReps) {\n"
                                        "    val order = msg.patienT_RESULT.getORDER_OBSERVATION(g)\n"},
                 "The file has been updated."),
            bash("./gradlew test -q 2>&1 | tail -n 4",
                 "OruParserTest > ORU with grouping and markers OBR maps all results() PASSED\n\n"
                 "BUILD SUCCESSFUL in 24s\n"),
            ("assistant", "CI fixture is green. On to 1, the antibody screen: it arrives as `OBX|3|CWE|ABSC^Antibody "
                          "screen^L||NEG^Negative^L`. I'll map `ABSC` to `DonationResult.antibodyScreen` with "
                          "NEG/POS. While I'm in the mapping: what should happen when the ABO/RhD from the lab "
                          "doesn't match the group we already hold for a repeat donor? Right now the LIS value just "
                          "overwrites it."),
            ("user", "oh that's bad. if the lab group differs from the donor's historic group, the donation goes to "
                     "QUARANTINE status and the donor record is NOT updated. only the lab releases it, in the LIS, "
                     "after they retest. we never auto-release those"),
            tool("Edit", {"file_path": f"{LIS}/src/main/kotlin/lowmoor/lis/ResultApplier.kt",
                          "old_string": "        donor.bloodGroup = result.aboRh\n",
                          "new_string": "        if (donor.bloodGroup != null && donor.bloodGroup != result.aboRh) {\n"
                                        "            donations.setStatus(result.din, DonationStatus.QUARANTINE, "
                                        "reason = \"ABO_DISCREPANCY\")\n"
                                        "            alerts.labDiscrepancy(result.din, donor.bloodGroup, result.aboRh)\n"
                                        "            return   // donor record untouched; release happens in the LIS\n"
                                        "        }\n"
                                        "        donor.bloodGroup = result.aboRh\n"},
                 "The file has been updated."),
            bash("gh pr view 88 --comments | sed -n '1,60p'",
                 "title:\tMLLP listener: write inbox before ACK\nstate:\tOPEN\nauthor:\tgreta\n"
                 "--\n"
                 "ilona-k commented on src/main/kotlin/lowmoor/lis/OruParser.kt line 24:\n"
                 "  `obx.encode().split('|')` -- this breaks the day the LIS sends a field with an escaped "
                 "separator, and it ignores MSH-1/MSH-2. Why not HAPI's Terser?\n"
                 "--\n"
                 "ilona-k commented on src/main/kotlin/lowmoor/lis/MllpListener.kt line 60:\n"
                 "  Have you considered moving the listener to Kotlin coroutines? The thread-per-connection model "
                 "is a bit old-school.\n"
                 "--\n"
                 "ilona-k commented on src/main/kotlin/lowmoor/lis/Hl7Inbox.kt line 14:\n"
                 "  nit: `received_at` should be set by the DB default, not the app clock.\n"
                 "--\n"
                 "ilona-k approved with comments\n"),
            ("assistant", "Ilona's three comments:\n\n1. `split('|')` in OruParser — she's right, an escaped `\\F\\` "
                          "in a comment field shifts every index after it. Terser would read `/.OBX-3-1` and "
                          "`/.OBX-5-1` without caring about separators.\n2. Coroutines for the MLLP listener — a "
                          "design question, bigger than this PR.\n3. `received_at` from a DB default — small, I can "
                          "do it.\n\nHow do you want to answer them?"),
            ("user", "1: reply 'agreed. in this codebase we read HL7 fields with HAPI Terser paths, like "
                     "/.OBX-5-1, never by splitting on separators.' and change it. 2: reply 'not in this PR, let's "
                     "talk in planning'. 3: reply 'done' and do it"),
            tool("Edit", {"file_path": f"{LIS}/src/main/kotlin/lowmoor/lis/OruParser.kt",
                          "old_string": "        val raw = obx.encode().split('|')\n"
                                        "        result.set(raw[3].substringBefore('^'), raw[5].substringBefore('^'))\n",
                          "new_string": "        val t = Terser(order.getOBSERVATION(i))\n"
                                        "        result.set(t.get(\"/.OBX-3-1\"), t.get(\"/.OBX-5-1\"))\n"},
                 "The file has been updated."),
            bash("sed -i 's/received_at timestamptz not null,/received_at timestamptz not null default now(),/' "
                 "src/main/resources/db/V7__inbox_default.sql 2>/dev/null; ./gradlew test -q 2>&1 | tail -n 3 && "
                 "gh pr comment 88 --body-file /tmp/pr88-replies.md && git push -q",
                 "BUILD SUCCESSFUL in 27s\nhttps://git.lbs.internal/lab/lis-bridge/pull/88#issuecomment-2291\n"),
            ("assistant", "Done, all four items:\n\n1. `ABSC` maps to `antibodyScreen`.\n2. Parser loops over every "
                          "ORDER_OBSERVATION group (markers were being dropped when they came in the same ORU).\n"
                          "3. Noted: every received message, ACKs included, goes raw into `hl7_inbox` before "
                          "parsing — the listener already does that for ORU; I checked and the ACK path does too.\n"
                          "4. Review replied; OBX fields now read with Terser; `received_at` defaults in the DB.\n\n"
                          "Plus the ABO rule: a lab group that differs from the donor's historic group puts the "
                          "donation in QUARANTINE with reason ABO_DISCREPANCY, leaves the donor record alone and "
                          "alerts the lab."),
        ],
        "facts": [
            fact("raw-inbox", "Every HL7 message lis-bridge receives, ACKs included, is written raw to hl7_inbox "
                              "before any field is parsed, so it can be replayed.",
                 "rule", "user", ["hl7_inbox", "raw"], remember=True),
            fact("two-obr", "ORU messages with two OBR groups lost the microbiology markers because OruParser read "
                            "only the first ORDER_OBSERVATION group; it now loops over all of them.",
                 "bugfix", "assistant", ["ORDER_OBSERVATION"]),
            fact("abo-quarantine", "When the lab's ABO/RhD differs from the donor's historic group, the donation "
                                   "goes to QUARANTINE (ABO_DISCREPANCY), the donor record is not updated, and only "
                                   "the lab releases it in the LIS; never auto-released.",
                 "decision", "user", ["QUARANTINE", ["historic group", "ABO_DISCREPANCY"]]),
            fact("terser", "In lis-bridge HL7 fields are read with HAPI Terser paths (like /.OBX-5-1), never by "
                           "splitting on separators.",
                 "convention", "user", ["Terser"]),
            fact("absc", "The antibody screen arrives as OBX code ABSC and maps to DonationResult.antibodyScreen "
                         "(NEG/POS).",
                 "config", "assistant", ["ABSC", "antibodyScreen"]),
        ],
        "optional": [
            opt("coroutines", "Moving the MLLP listener to coroutines was deferred to planning.", ["coroutines"]),
        ],
        "questions": [
            q("What happens to a received HL7 message before lis-bridge parses it?",
              "it is written raw to hl7_inbox, ACKs included", ["raw-inbox"]),
            q("What happens when the lab's blood group differs from the donor's historic group?",
              "the donation goes to QUARANTINE, donor record not updated, only the lab releases it",
              ["abo-quarantine"]),
            q("How does lis-bridge read HL7 fields?", "HAPI Terser paths, never splitting on separators", ["terser"]),
        ],
    },
]
