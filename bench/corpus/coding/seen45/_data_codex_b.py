"""h45 Codex sessions, part b: the plant IT's OT security policy checked against the edge box image and its
over-the-air updates (edge-os, Yocto and Mender), a customer audit finding about a batch shipped without its final
inspection (mes-api and sap-bridge), and the paint line's MQTT collector (C#, MQTTnet)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

EDGE = "/home/lena/proj/edge-os"
MES = "/Users/oskar/code/mes-api"
PAINT = "/home/lena/proj/paint-collector"

SESSIONS = [
    {
        "id": "h45-cx-edge-ot-policy",
        "project": EDGE,
        "start": datetime(2026, 11, 19, 9, 40),
        "about": "edge-os: a pasted IT policy IT-SEC-OT-07 with the person's own notes, one of them a remember "
                 "request (images signed with the Vault key ot/edge/signing); confirmed: Mender from the internal "
                 "mender.ot.talvik.local in the OT DMZ instead of hosted Mender, no SSH in production images (debug "
                 "image only), USB storage blocked by a udev rule; 'if a line has an active work order the box never "
                 "reboots to install', updates wait for the shift change windows; password rotation (4.5) does not "
                 "apply; long closing summary",
        "steps": [
            ("user", "IT sent the policy for the edge boxes, excerpt below, plus my notes at the end.\n\n"
                     "IT-SEC-OT-07 Operational Technology Security Policy (excerpt, rev. 3)\n"
                     "4.1 OT devices shall not have direct internet access. Traffic leaves the OT VLANs only "
                     "through the OT DMZ.\n"
                     "4.2 Software updates for OT devices shall come from internal, authenticated sources and shall "
                     "be signed.\n"
                     "4.3 Remote shell access to OT devices in production is prohibited except through the OT jump "
                     "host, with a change ticket.\n"
                     "4.4 USB mass storage shall be disabled on all OT devices.\n"
                     "4.5 Local accounts shall use passwords of at least 16 characters, rotated every 90 days.\n"
                     "4.6 Maintenance windows for OT devices are agreed with production planning.\n\n"
                     "--- my notes ---\n"
                     "- go through this against edge-os and tell me where we break it\n"
                     "- remember: edge images are signed with the key in Vault under ot/edge/signing, never with a "
                     "key on somebody's laptop\n"
                     "- 4.5 we don't have local passwords, the boxes are cert-only"),
            shell("rg -n 'ServerURL|TenantToken' meta-talvik/recipes-mender/ && rg -n 'openssh|dropbear' "
                  "meta-talvik/recipes-core/images/ && ls meta-talvik/recipes-core/udev-rules/files/ && rg -n "
                  "'mender-artifact (write|sign)' .gitlab-ci.yml",
                  "meta-talvik/recipes-mender/mender-config/files/mender.conf:2:  \"ServerURL\": "
                  "\"https://hosted.mender.io\",\n"
                  "meta-talvik/recipes-mender/mender-config/files/mender.conf:3:  \"TenantToken\": "
                  "\"${MENDER_TENANT_TOKEN}\",\n"
                  "meta-talvik/recipes-core/images/talvik-edge-image.bb:14:IMAGE_INSTALL:append = \" "
                  "openssh-sshd openssh-sftp-server\"\n"
                  "meta-talvik/recipes-core/images/talvik-edge-debug-image.bb:9:IMAGE_INSTALL:append = \" "
                  "openssh-sshd gdbserver strace\"\n"
                  "99-can-adapters.rules\n"
                  ".gitlab-ci.yml:58:    - mender-artifact sign -k \"$HOME/.keys/edge-signing.pem\" "
                  "out/talvik-edge.mender\n"),
            shell("rg -n 'ArtifactReboot|ArtifactInstall' meta-talvik/recipes-mender/state-scripts/ || echo 'no "
                  "state scripts'",
                  "no state scripts\n"),
            ("assistant", "Where edge-os breaks the policy today:\n\n"
                          "1. **4.1/4.2**: mender.conf points at hosted.mender.io, so every box needs a way to the "
                          "internet to update.\n"
                          "2. **4.3**: the production image (talvik-edge-image.bb) installs openssh-sshd, so a box "
                          "on the line accepts SSH directly.\n"
                          "3. **4.4**: there's no rule against USB mass storage, only the CAN adapter rule.\n"
                          "4. **Signing**: CI signs with $HOME/.keys/edge-signing.pem, a key file on the runner, "
                          "which is what your note rules out.\n"
                          "5. **4.5**: not applicable, cert-only as you say.\n"
                          "6. **4.6**: there are no Mender state scripts, so an update installs and reboots the box "
                          "as soon as it's downloaded, in the middle of production."),
            ("user", "1: we already have mender.ot.talvik.local in the OT DMZ, point the images at it, port 443. 2: "
                     "ssh out of the production image. the debug image keeps it, and the debug image never goes on "
                     "a line box. 3: block usb storage with a udev rule. 4: as in my notes, Vault. 6: next message"),
            ("user", "windows: if a line has an active work order, the box never reboots to install, no matter "
                     "what. the update waits for the next shift change window: 05:45-06:15, 13:45-14:15, "
                     "21:45-22:15"),
            shell("apply_patch < /tmp/ot07.patch && git status --short",
                  "Success. Updated the following files:\n"
                  "M meta-talvik/recipes-mender/mender-config/files/mender.conf\n"
                  "M meta-talvik/recipes-core/images/talvik-edge-image.bb\n"
                  "A meta-talvik/recipes-core/udev-rules/files/98-no-usb-storage.rules\n"
                  "A meta-talvik/recipes-mender/state-scripts/files/ArtifactReboot_Enter_00_wait-for-window\n"
                  "M .gitlab-ci.yml\n"
                  " M .gitlab-ci.yml\n"
                  " M meta-talvik/recipes-core/images/talvik-edge-image.bb\n"
                  " M meta-talvik/recipes-mender/mender-config/files/mender.conf\n"
                  "?? meta-talvik/recipes-core/udev-rules/files/98-no-usb-storage.rules\n"
                  "?? meta-talvik/recipes-mender/state-scripts/files/ArtifactReboot_Enter_00_wait-for-window\n"),
            shell("cat meta-talvik/recipes-mender/state-scripts/files/ArtifactReboot_Enter_00_wait-for-window",
                  "#!/bin/sh\n"
                  "# Never reboot while the line has an active work order; only in a shift change window.\n"
                  "# Exit code 21 tells Mender to retry this state later.\n"
                  "line=$(cat /etc/talvik/line)\n"
                  "now=$(date +%H%M)\n"
                  "in_window() { [ \"$now\" -ge 0545 -a \"$now\" -le 0615 ] || [ \"$now\" -ge 1345 -a \"$now\" -le "
                  "1415 ] || [ \"$now\" -ge 2145 -a \"$now\" -le 2215 ]; }\n"
                  "active=$(curl -sf --cert /etc/talvik/box.crt --key /etc/talvik/box.key "
                  "https://mes-api.ot.talvik.local/lines/$line/active-work-order | jq -r '.active')\n"
                  "if [ \"$active\" = \"false\" ] && in_window; then exit 0; fi\n"
                  "exit 21\n"),
            shell("sed -n 55,60p .gitlab-ci.yml && kas build kas/edge.yml 2>&1 | tail -n 2 && ./scripts/qemu-test.sh "
                  "--scenario update-during-work-order",
                  "  sign:\n    script:\n"
                  "      - vault read -field=private_key ot/edge/signing > /dev/shm/edge-signing.pem\n"
                  "      - mender-artifact sign -k /dev/shm/edge-signing.pem out/talvik-edge.mender\n"
                  "      - shred -u /dev/shm/edge-signing.pem\n"
                  "NOTE: Tasks Summary: Attempted 5123 tasks of which 5098 didn't need to be rerun and all "
                  "succeeded.\n"
                  "NOTE: Build artifacts in build/tmp/deploy/images/talvik-edge-arm64/\n"
                  "qemu: 10:02 line=p4 active=true  -> ArtifactReboot_Enter_00 exit 21 (retry later)\n"
                  "qemu: 13:50 line=p4 active=true  -> ArtifactReboot_Enter_00 exit 21 (retry later)\n"
                  "qemu: 13:52 line=p4 active=false -> ArtifactReboot_Enter_00 exit 0, rebooting\n"
                  "qemu: update committed, ssh port 22 closed, usb-storage blocked\n"),
            ("assistant", "Done, built and tested in qemu. What changed against IT-SEC-OT-07:\n\n"
                          "- **Updates (4.1/4.2)**: the images use mender.ot.talvik.local on port 443 in the OT DMZ "
                          "instead of hosted.mender.io, so no box needs internet.\n"
                          "- **Signing**: CI reads the signing key from Vault at ot/edge/signing into /dev/shm, "
                          "signs the artifact and shreds the file; no key on a laptop or a runner's disk.\n"
                          "- **SSH (4.3)**: openssh is gone from the production image and stays only in "
                          "talvik-edge-debug-image, which never goes on a line box.\n"
                          "- **USB (4.4)**: 98-no-usb-storage.rules blocks USB mass storage; the CAN adapters still "
                          "work.\n"
                          "- **Reboots (4.6)**: the ArtifactReboot_Enter_00 state script returns 21 (retry later) "
                          "while the line has an active work order or the time is outside 05:45-06:15, 13:45-14:15 "
                          "and 21:45-22:15. In qemu the update waited at 10:02 and 13:50 and rebooted at 13:52.\n"
                          "- **Passwords (4.5)**: not applicable, the boxes are cert-only."),
            ("user", "good. push it to a branch, I'll show it to IT on friday"),
            shell("git switch -qc lena/it-sec-ot-07 && git add -A && git commit -qm 'edge-os: IT-SEC-OT-07 (internal "
                  "mender, no ssh in prod image, usb storage off, vault signing, reboot windows)' && git push -q -u "
                  "origin lena/it-sec-ot-07 && git log -1 --oneline",
                  "4b7e19a edge-os: IT-SEC-OT-07 (internal mender, no ssh in prod image, usb storage off, vault "
                  "signing, reboot windows)\n"),
        ],
        "facts": [
            fact("mender-internal", "Edge box images get their updates from the internal Mender server "
                                    "mender.ot.talvik.local (port 443, in the OT DMZ), not hosted Mender; no box "
                                    "needs internet.",
                 "config", "user", ["mender.ot.talvik.local", ["OT DMZ", "443"]]),
            fact("no-ssh", "Production edge images have no SSH; only the debug image has openssh, and the debug "
                           "image never goes on a line box.",
                 "decision", "user", ["debug image", ["ssh", "openssh"]]),
            fact("reboot-window", "If a line has an active work order its edge box never reboots to install an "
                                  "update; the update waits for the next shift change window (05:45-06:15, "
                                  "13:45-14:15, 21:45-22:15).",
                 "rule", "user", ["active work order", "shift change", ["05:45", "13:45"]]),
            fact("vault-signing", "Edge images are signed with the key in Vault under ot/edge/signing, never with a "
                                  "key on somebody's laptop.",
                 "rule", "user", ["ot/edge/signing", "Vault"], remember=True),
        ],
        "optional": [
            opt("usb-udev", "USB mass storage is blocked on the edge boxes by 98-no-usb-storage.rules.",
                ["no-usb-storage"]),
            opt("state-script", "The Mender state script ArtifactReboot_Enter_00_wait-for-window returns 21 to "
                                "retry later.",
                ["ArtifactReboot_Enter_00"]),
        ],
        "questions": [
            q("Where do the edge boxes get their updates from?", "the internal Mender server mender.ot.talvik.local",
              ["mender-internal"]),
            q("When may an edge box reboot to install an update?",
              "never while its line has an active work order; in the next shift change window", ["reboot-window"]),
            q("Which key signs the edge images?", "the key in Vault under ot/edge/signing", ["vault-signing"]),
            q("Do production edge images have SSH?", "no, only the debug image has it", ["no-ssh"]),
        ],
    },
    {
        "id": "h45-cx-audit-final-inspection",
        "project": MES,
        "start": datetime(2026, 11, 23, 10, 5),
        "about": "mes-api: a pasted Norrhaven audit finding NC-2026-0412 (batch L26-4471 shipped without a final "
                 "inspection record); cause: SAP split order 1004471, the child 1004471-02 arrived without an "
                 "inspection lot because sap-bridge's OrderSplitMapper copied only the operations; the person's "
                 "bullet list: fix the mapper, ship-block (SHIPPABLE only when every work order on the pallet has "
                 "final inspection passed), a keep-for-later rule that split children carry the inspection plan, "
                 "8D and 100% containment belong to quality; override only for the quality lead with a deviation "
                 "number; the audit's 15-year retention demand is not taken up",
        "steps": [
            ("user", "audit finding from Norrhaven, came in friday:\n\n"
                     "Norrhaven Automotive - Supplier Audit Finding NC-2026-0412 (major)\n"
                     "Supplier: Talvik Metalworks, Hall B\n"
                     "Finding: Batch L26-4471 (part 7731-220, seat frame bracket LH), 1,920 pcs, delivered "
                     "2026-10-29, has no final inspection record in the supplier's traceability system.\n"
                     "Required actions:\n"
                     "a) Containment: 100% inspection of the stock at Norrhaven and of the next 3 shipments.\n"
                     "b) Root cause analysis and 8D report within 10 working days.\n"
                     "c) The supplier shall implement a system-based block that prevents shipping any lot without a "
                     "released final inspection.\n"
                     "d) The supplier shall retain traceability records for 15 years.\n\n"
                     "quality does the 8D and the containment. I need the root cause from our side, and c). where "
                     "did the inspection go?"),
            shell("psql \"$MES_RO_URL\" -c \"select wo.order_no, wo.batch, p.pallet_id, fi.result from work_orders "
                  "wo join pallet_contents p using (work_order_id) left join final_inspections fi using "
                  "(work_order_id) where wo.batch = 'L26-4471' order by 1, 3\"",
                  " order_no   |  batch   |  pallet_id   | result\n"
                  "------------+----------+--------------+--------\n"
                  " 1004471-01 | L26-4471 | PAL-00417310 | passed\n"
                  " 1004471-01 | L26-4471 | PAL-00417311 | passed\n"
                  " 1004471-02 | L26-4471 | PAL-00417352 |\n"
                  " 1004471-02 | L26-4471 | PAL-00417353 |\n"
                  "(4 rows)\n"),
            shell("psql \"$MES_RO_URL\" -Atc \"select order_no, inspection_plan from work_orders where order_no like "
                  "'1004471%'\" && rg -n '1004471-02' ../sap-bridge/logs/inbound-2026-10-27.log && sed -n 18,34p "
                  "../sap-bridge/src/SapBridge/Inbound/OrderSplitMapper.cs",
                  "1004471-01|FI-7731-220 rev C\n1004471-02|\n"
                  "2026-10-27T15:41:09 LOIPRO order=1004471-02 parent=1004471 split=true operations=4 "
                  "inspection_lot=none\n"
                  "    public WorkOrder MapChild(LoiproOrder child, WorkOrder parent)\n"
                  "    {\n"
                  "        return new WorkOrder\n"
                  "        {\n"
                  "            OrderNo = child.OrderNo,\n"
                  "            Batch = parent.Batch,\n"
                  "            Material = parent.Material,\n"
                  "            Operations = child.Operations.Select(MapOperation).ToList(),\n"
                  "            // inspection plan comes with the LOIPRO inspection lot\n"
                  "            InspectionPlan = child.InspectionLot?.Plan,\n"
                  "        };\n"
                  "    }\n"),
            ("assistant", "Root cause on our side:\n\n"
                          "- On 2026-10-27 order 1004471 was split in SAP. The child order 1004471-02 came in "
                          "through LOIPRO with its 4 operations but without an inspection lot "
                          "(inspection_lot=none).\n"
                          "- sap-bridge's OrderSplitMapper only takes the inspection plan from the child's own "
                          "inspection lot, so 1004471-02 got no inspection plan at all, and the MES never created a "
                          "final inspection step for it.\n"
                          "- Shipping doesn't check inspections, so its two pallets (PAL-00417352 and "
                          "PAL-00417353) shipped with the batch. 1004471-01 was inspected and passed.\n\n"
                          "So half of L26-4471 had no final inspection, not the whole batch."),
            ("user", "right. what we do:\n"
                     "- fix OrderSplitMapper so a child gets the parent's inspection plan\n"
                     "- ship-block in mes-api: a pallet only becomes SHIPPABLE when every work order on it has final "
                     "inspection = passed\n"
                     "- keep this for later sessions: whenever SAP splits an order, every child order carries the "
                     "parent's inspection plan, no child without a plan, ever\n"
                     "- don't touch the 8D, quality owns it\n"
                     "- the 100% inspection of the next 3 shipments is quality's containment, nothing we build"),
            shell("apply_patch < /tmp/split-plan.patch && cd ../sap-bridge && dotnet test --filter OrderSplit "
                  "2>&1 | tail -n 1",
                  "Success. Updated the following files:\n"
                  "M ../sap-bridge/src/SapBridge/Inbound/OrderSplitMapper.cs\n"
                  "A ../sap-bridge/tests/SapBridge.Tests/OrderSplitMapperTests.cs\n"
                  "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 1 s\n"),
            shell("apply_patch < /tmp/ship-block.patch && dotnet test --filter 'FullyQualifiedName~Shipping' 2>&1 | "
                  "tail -n 4",
                  "Success. Updated the following files:\n"
                  "M src/Mes.Api/Shipping/PalletStatusService.cs\n"
                  "A tests/Mes.Tests/Shipping/ShipBlockTests.cs\n"
                  "  Passed Mes.Tests.Shipping.ShipBlockTests.PalletWithUninspectedOrder_StaysBlocked [31 ms]\n"
                  "  Passed Mes.Tests.Shipping.ShipBlockTests.PalletWithFailedInspection_StaysBlocked [4 ms]\n"
                  "  Passed Mes.Tests.Shipping.ShipBlockTests.AllPassed_BecomesShippable [3 ms]\n"
                  "Passed!  - Failed:     0, Passed:    17, Skipped:     0, Total:    17, Duration: 2 s\n"),
            ("assistant", "Both are in: a split child now inherits the parent's inspection plan when its own "
                          "LOIPRO has no inspection lot, and PalletStatusService only sets a pallet to SHIPPABLE "
                          "when every work order on it has a final inspection with result passed. One question: "
                          "sometimes quality ships under a customer deviation. Should there be an override for the "
                          "block, and who may use it?"),
            ("user", "yes, only the quality lead role, with a deviation number, and it's logged. nobody else"),
            shell("apply_patch < /tmp/ship-override.patch && dotnet test 2>&1 | tail -n 1 && git add -A && git "
                  "commit -qm 'shipping: ship-block until final inspection passed; quality lead override with "
                  "deviation number' && git log -1 --oneline",
                  "Success. Updated the following files:\n"
                  "M src/Mes.Api/Shipping/PalletStatusService.cs\nA src/Mes.Api/Shipping/ShipOverride.cs\n"
                  "M tests/Mes.Tests/Shipping/ShipBlockTests.cs\n"
                  "Passed!  - Failed:     0, Passed:   419, Skipped:     0, Total:   419, Duration: 11 s\n"
                  "8c3a5d7 shipping: ship-block until final inspection passed; quality lead override with deviation "
                  "number\n"),
        ],
        "facts": [
            fact("l26-4471", "Batch L26-4471 shipped without a final inspection because SAP split order 1004471 and "
                             "the child order 1004471-02 arrived without an inspection lot; sap-bridge's "
                             "OrderSplitMapper gave it no inspection plan, so MES never created a final inspection "
                             "and shipping didn't check.",
                 "fact", "assistant", ["L26-4471", ["1004471-02", "split"], ["inspection plan", "inspection lot"]]),
            fact("ship-block", "A pallet only becomes SHIPPABLE when every work order on it has final inspection "
                               "passed (PalletStatusService).",
                 "rule", "user", ["SHIPPABLE", "final inspection", "passed"]),
            fact("split-plan", "Whenever SAP splits an order, every child order carries the parent's inspection "
                               "plan; no child order without a plan.",
                 "rule", "user", ["split", "inspection plan", "child"], remember=True),
            fact("ship-override", "Only the quality lead role may override the ship-block, with a deviation number, "
                                  "and the override is logged.",
                 "rule", "user", ["quality lead", "deviation number"]),
        ],
        "optional": [
            opt("nc-0412", "Norrhaven's audit finding NC-2026-0412 concerns batch L26-4471; the 8D and containment "
                           "are quality's.",
                ["NC-2026-0412"]),
            opt("split-mapper", "sap-bridge's OrderSplitMapper now gives a split child the parent's inspection "
                                "plan.",
                ["OrderSplitMapper"]),
        ],
        "questions": [
            q("Why did batch L26-4471 ship without a final inspection?",
              "SAP split the order and the child order 1004471-02 came in without an inspection plan",
              ["l26-4471"]),
            q("When does a pallet become SHIPPABLE?", "when every work order on it has final inspection passed",
              ["ship-block"]),
            q("What must happen to the inspection plan when SAP splits an order?",
              "every child order carries the parent's inspection plan", ["split-plan"]),
            q("Who may override the ship-block?", "only the quality lead, with a deviation number",
              ["ship-override"]),
        ],
    },
    {
        "id": "h45-cx-paint-mqtt-collector",
        "project": PAINT,
        "start": datetime(2026, 11, 24, 14, 20),
        "about": "paint-collector (C#, MQTTnet): the e-coat line's data moves from Modbus polling to the plant MQTT "
                 "broker; QoS 1, keepalive 30 s, session expiry 1 hour; a remember request for broker port 8883 "
                 "replaced after a NotAuthorized by the OT listener on 8884 (8883 is IT's); topic convention "
                 "talvik/<area>/<line>/<machine>/<signal>; oven temperatures published on change with a 0.5 degree "
                 "deadband and a 60 s heartbeat",
        "steps": [
            ("user", "paint-collector: the e-coat line PLC now publishes through the plant MQTT broker, so we stop "
                     "polling modbus. set up the MQTT side. broker is broker-ot.talvik.local"),
            shell("jq '.Modbus | {Host, PollMs}' src/PaintCollector/appsettings.json && rg -n 'PackageReference' "
                  "src/PaintCollector/PaintCollector.csproj",
                  "{\n  \"Host\": \"10.30.12.40\",\n  \"PollMs\": 100\n}\n"
                  "12:    <PackageReference Include=\"MQTTnet\" Version=\"4.3.7.1207\" />\n"
                  "13:    <PackageReference Include=\"NModbus\" Version=\"3.0.81\" />\n"),
            ("assistant", "MQTTnet 4.3 is already referenced. For the client I'd use MQTT 5 with QoS 1 "
                          "subscriptions, keepalive 30 s, and clean start off with a session expiry of 1 hour, so "
                          "the broker keeps our subscription and queues QoS 1 messages while the collector "
                          "restarts. TLS with a client certificate on 8883, the standard MQTT TLS port?"),
            ("user", "remember, the broker port is 8883, with client certs. QoS 1 yes. keepalive 30 ok. session "
                     "expiry 1 hour ok"),
            shell("apply_patch < /tmp/mqtt-config.patch && jq '.Mqtt' src/PaintCollector/appsettings.json",
                  "Success. Updated the following files:\nM src/PaintCollector/appsettings.json\n"
                  "A src/PaintCollector/Mqtt/MqttSource.cs\nM src/PaintCollector/Program.cs\n"
                  "{\n  \"Host\": \"broker-ot.talvik.local\",\n  \"Port\": 8883,\n  \"ClientCert\": "
                  "\"/etc/talvik/paint-collector.pfx\",\n  \"Qos\": 1,\n  \"KeepAliveSeconds\": 30,\n"
                  "  \"CleanStart\": false,\n  \"SessionExpirySeconds\": 3600\n}\n"),
            ("user", "topics: talvik/<area>/<line>/<machine>/<signal>, all lower case, and the signal part carries "
                     "its unit like everywhere else. for the oven that's e.g. "
                     "talvik/paint/ecoat1/oven2/zone3_temp_degc. subscribe to talvik/paint/ecoat1/#"),
            shell("dotnet run --project src/PaintCollector -- --dry-run 2>&1 | tail -n 3",
                  "info: PaintCollector.Mqtt.MqttSource[0] Connecting to broker-ot.talvik.local:8883 as "
                  "paint-collector-edge-paint-01\n"
                  "fail: PaintCollector.Mqtt.MqttSource[0] MqttConnectingFailedException: Connecting with MQTT "
                  "server failed (NotAuthorized).\n"
                  "      ReasonString: listener ssl:it does not accept certificates issued by Talvik OT CA\n"),
            shell("curl -s -u \"$EMQX_API_KEY:$EMQX_API_SECRET\" https://broker-ot.talvik.local:18084/api/v5/listeners "
                  "| jq -r '.[] | [.id, .bind, .ssl_options.cacertfile] | @tsv'",
                  "ssl:it\t0.0.0.0:8883\t/etc/emqx/certs/talvik-it-ca.pem\n"
                  "ssl:ot\t0.0.0.0:8884\t/etc/emqx/certs/talvik-ot-ca.pem\n"
                  "tcp:default\t127.0.0.1:1883\t\n"),
            ("assistant", "The broker has two TLS listeners: ssl:it on 8883 trusts only the IT CA, ssl:ot on 8884 "
                          "trusts the OT CA that issued the paint box's certificate. Our certificate is an OT one, "
                          "so 8883 refuses it."),
            ("user", "ah right, Jonas split the listeners last month. ok, scratch what I said about 8883: "
                     "paint-collector and every other OT client connect on 8884, the OT listener, with the box's OT "
                     "cert. that's the one to keep in mind from now on"),
            shell("apply_patch < /tmp/mqtt-port.patch && dotnet run --project src/PaintCollector -- --dry-run "
                  "--seconds 60 2>&1 | tail -n 4",
                  "Success. Updated the following files:\nM src/PaintCollector/appsettings.json\n"
                  "info: PaintCollector.Mqtt.MqttSource[0] Connecting to broker-ot.talvik.local:8884 as "
                  "paint-collector-edge-paint-01\n"
                  "info: PaintCollector.Mqtt.MqttSource[0] Connected (session present: false), subscribed "
                  "talvik/paint/ecoat1/# qos 1\n"
                  "info: PaintCollector.Stats[0] 60 s: 7214 messages, 120.2/s, 12 zones x oven2 + 3 tank signals\n"
                  "info: PaintCollector.Stats[0] oven2 zone temps: max change between messages 0.08 degC\n"),
            ("assistant", "Connected on 8884. The oven zones arrive every 100 ms each, 120 messages a second, and "
                          "they barely move (at most 0.08 degC between messages). Writing all of it to the signals "
                          "database is mostly noise. I'd store oven temperatures only on change beyond a deadband "
                          "of 0.5 degC, plus a heartbeat value every 60 s so a flat line is still visibly alive."),
            ("user", "yes. 0.5 degrees deadband, heartbeat 60 s"),
            shell("apply_patch < /tmp/deadband.patch && dotnet test 2>&1 | tail -n 1 && dotnet run --project "
                  "src/PaintCollector -- --dry-run --seconds 60 2>&1 | grep Stats | tail -n 1",
                  "Success. Updated the following files:\nM src/PaintCollector/Mqtt/MqttSource.cs\n"
                  "A src/PaintCollector/Filtering/Deadband.cs\n"
                  "Passed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 1 s\n"
                  "info: PaintCollector.Stats[0] 60 s: 7198 received, 391 stored (deadband 0.5 degC, heartbeat "
                  "60 s)\n"),
            shell("git add -A && git commit -qm 'paint: MQTT source on the OT listener, deadband for oven temps' && "
                  "git log -1 --oneline",
                  "f2a6c91 paint: MQTT source on the OT listener, deadband for oven temps\n"),
        ],
        "facts": [
            fact("mqtt-session", "paint-collector uses MQTT 5 with QoS 1, keepalive 30 s, clean start off and a "
                                 "session expiry of 1 hour.",
                 "config", "assistant", ["QoS 1", "keepalive", ["session expiry", "SessionExpirySeconds"]]),
            fact("ot-listener", "paint-collector and every other OT client connect to broker-ot.talvik.local on port "
                                "8884, the OT listener, with the box's OT certificate (8883 is the IT listener; the "
                                "earlier 8883 was replaced).",
                 "config", "user", ["8884", ["OT listener", "ssl:ot"]], remember=True),
            fact("topic-naming", "MQTT topics are talvik/<area>/<line>/<machine>/<signal>, all lower case, with the "
                                 "unit in the signal part (e.g. talvik/paint/ecoat1/oven2/zone3_temp_degc).",
                 "convention", "user", ["talvik/<area>/<line>/<machine>/<signal>", "lower case"]),
            fact("oven-deadband", "Oven temperatures are stored only on change beyond a 0.5 degC deadband, plus a "
                                  "heartbeat value every 60 s.",
                 "decision", "assistant", ["deadband", "0.5", ["heartbeat", "60 s"]]),
        ],
        "optional": [
            opt("broker-listeners", "The plant broker (EMQX) has ssl:it on 8883 (IT CA) and ssl:ot on 8884 (OT CA).",
                ["ssl:it"]),
        ],
        "questions": [
            q("Which port does paint-collector use on the MQTT broker?", "8884, the OT listener", ["ot-listener"]),
            q("How are MQTT topics named?", "talvik/<area>/<line>/<machine>/<signal>, all lower case",
              ["topic-naming"]),
            q("When are oven temperatures stored?",
              "on change beyond a 0.5 degC deadband, plus a heartbeat every 60 s", ["oven-deadband"]),
            q("What MQTT session settings does paint-collector use?",
              "QoS 1, keepalive 30 s, session expiry 1 hour", ["mqtt-session"]),
        ],
    },
]
