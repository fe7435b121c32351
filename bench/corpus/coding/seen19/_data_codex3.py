"""h19 Codex sessions, part 3."""

from __future__ import annotations

from datetime import datetime

from _data_claude import A, F, Opt, Q, U
from _data_codex import SH

KITES = {
    "id": "h19-cx-kites-chores",
    "project": "/home/dev/kitefest",
    "start": datetime(2026, 11, 13, 15, 40),
    "about": "nothing durable: Godot game chores — run GUT tests, a rename, a 'never mind', chatter; test output "
             "full of default/always words",
    "steps": [
        U("yo. run the gut tests real quick"),
        SH("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit 2>&1 | tail -16",
           "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\n"
           "---  Gut  ---\n"
           "res://test/test_wind.gd\n"
           "    [Passed]: test_default_gust_is_zero\n"
           "    [Passed]: test_gust_always_clamped_to_max\n"
           "res://test/test_kite_line.gd\n"
           "    [Passed]: test_line_tension_must_stay_positive\n"
           "    [Passed]: test_snap_at_breaking_strain\n"
           "res://test/test_score.gd\n"
           "    [Passed]: test_loop_bonus\n"
           "    [Failed]: test_combo_resets_on_ground_touch\n"
           "        at line 33: expected 0, got 150\n\n"
           "Totals\n------\nScripts          3\nTests            6\nPassing tests    5\nFailing tests    1\n"
           "Asserts          14\nTime             0.212s"),
        A("5 of 6 pass. `test_combo_resets_on_ground_touch` expects the combo to be 0 after the kite touches the "
          "ground but it's 150 — `score.gd` only resets `combo` in `_on_line_snapped`, not in "
          "`_on_ground_touched`. Want me to fix that?"),
        U("nah never mind, that test is for the combo feature I haven't "
          "written yet lol. leave it red"),
        A("Leaving it as is."),
        U("rename `spd` to `speed` in kite.gd"),
        SH("sed -i 's/\\bspd\\b/speed/g' scripts/kite.gd && grep -c 'speed' scripts/kite.gd", "9"),
        A("Renamed, 9 occurrences in `scripts/kite.gd`."),
        U("thx. the festival demo build looked so good yesterday, the red dragon kite with the long tail is my "
          "fav"),
        A("The tail physics on that one is lovely — glad the demo went well!"),
        U("ok gn"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


BEEHIVE = {
    "id": "h19-cx-hive-flash",
    "project": "/home/dev/hivescale",
    "start": datetime(2026, 11, 15, 10, 30),
    "about": "short Zephyr firmware session; don't-ever remember about erasing flash; sample interval picked "
             "after a battery estimate",
    "steps": [
        U("build + flash the test hive board (the nrf52840 one on my desk)"),
        SH("west build -b nrf52840dk/nrf52840 app -p auto 2>&1 | tail -6 && west flash 2>&1 | tail -4",
           "[187/192] Linking C executable zephyr/zephyr_pre0.elf\n"
           "[192/192] Linking C executable zephyr/zephyr.elf\n"
           "Memory region         Used Size  Region Size  %age Used\n"
           "           FLASH:      142316 B       1012 KB     13.73%\n"
           "             RAM:       38904 B       256 KB     14.84%\n"
           "        IdtEntries:          0 GB         0 GB\n"
           "-- runners.nrfjprog: Flashing file: build/zephyr/zephyr.hex\n"
           "[ #################### ]   2.168s | Program file - Done programming\n"
           "[ #################### ]   0.215s | Verify file - Done verifying\n"
           "-- runners.nrfjprog: Board with serial number 683012944 flashed successfully."),
        A("Flashed. Heads-up: the README draft I wrote last week says `west flash --erase` for a clean start; "
          "I can keep that section or tidy it."),
        U("take that out. don't ever flash with --erase on these boards — it wipes the load-cell calibration, "
          "we keep it in the last flash page (the `calib` partition) and recalibrating means driving out to the "
          "hives with 10 kg weights"),
        A("Removed the `--erase` line from the README and added a warning there pointing at the `calib` "
          "partition in `boards/hivescale.overlay`."),
        U("ok. battery question: we sample the HX711 every 5 min now. what do we get at 15?"),
        A("Rough estimate with the numbers from last month's power profile (sleep 4.1 µA, one sample + LoRa "
          "uplink ≈ 68 mC):\n\n"
          "| interval | avg current | 2×AA (2600 mAh) |\n|---|---|---|\n"
          "| 5 min | 0.23 mA | ~7 months |\n| 15 min | 0.08 mA | ~18 months |\n\n"
          "The uplink dominates, so interval is almost linear in lifetime."),
        U("15 min then. the beekeepers look at it once a day anyway, 18 months means one battery swap per season"),
        SH("sed -i 's/^CONFIG_HIVESCALE_SAMPLE_INTERVAL_S=300/CONFIG_HIVESCALE_SAMPLE_INTERVAL_S=900/' app/prj.conf "
           "&& grep SAMPLE_INTERVAL app/prj.conf",
           "CONFIG_HIVESCALE_SAMPLE_INTERVAL_S=900"),
        A("Set `CONFIG_HIVESCALE_SAMPLE_INTERVAL_S=900` in `app/prj.conf`. Want me to reflash?"),
        U("yes pls"),
        SH("west build app && west flash 2>&1 | tail -1",
           "-- runners.nrfjprog: Board with serial number 683012944 flashed successfully."),
    ],
    "facts": [
        F("no-erase", "Never flash hivescale boards with west flash --erase: it wipes the load-cell calibration in "
          "the last flash page (calib partition).", "rule", "user", ["--erase", "calib"], remember=True),
        F("interval-15", "The HX711 sample interval is 15 min (CONFIG_HIVESCALE_SAMPLE_INTERVAL_S=900), for about "
          "18 months of battery; beekeepers look once a day.", "decision", "user",
          [["15 min", "900"]]),
    ],
    "optional": [
        Opt("power-profile", "Sleep current is 4.1 µA; one sample plus uplink about 68 mC.", ["4.1"]),
    ],
    "questions": [
        Q("Can I use west flash --erase on hivescale?", "no, it wipes the calibration in the calib partition",
          ["no-erase"]),
        Q("How often does the hive scale sample?", "every 15 min (900 s)", ["interval-15"]),
    ],
}


LICHEN = {
    "id": "h19-cx-lichen-backbone",
    "project": "/home/dev/lichen-id",
    "start": datetime(2026, 11, 16, 9, 0),
    "about": "ML backbone comparison with measured accuracies (not settings); EfficientNet-B0 picked for "
             "on-device size; input size decided; label smoothing proposal ignored",
    "steps": [
        U("we need to choose the backbone for v2 of the lichen classifier. I ran the three sweeps over the weekend, "
          "results in runs/ — summarise pls"),
        SH("python tools/summarise_runs.py runs/2026-11-14_* 2>&1",
           "run                          backbone         img  params   val_top1  val_top5  latency_px7(ms)\n"
           "2026-11-14_a  efficientnet_b0  384   5.3M     81.2      95.6      38\n"
           "2026-11-14_b  resnet50         384  25.6M     82.1      96.0      121\n"
           "2026-11-14_c  vit_small_p16    384  22.1M     84.0      96.9      204\n"
           "2026-11-14_d  efficientnet_b0  224   5.3M     76.4      93.1      14\n"
           "note: latency measured with TFLite on the Pixel 7, fp16, 1 thread; default augmentations"),
        A("Summary:\n\n"
          "- **ViT-S/16** is the most accurate (84.0 top-1) but 204 ms per image on the Pixel 7 and 22M params.\n"
          "- **ResNet-50** sits in between (82.1, 121 ms).\n"
          "- **EfficientNet-B0** at 384 px gets 81.2 at 38 ms and 5.3M params — under a 25 MB model file.\n"
          "- Dropping B0 to 224 px costs almost 5 points (76.4) — the fine thallus texture matters.\n\n"
          "If the model runs on-device in the field app, B0 looks like the right trade. If it runs server-side, "
          "ViT-S."),
        U("on-device, the surveyors are in forests with zero signal. so efficientnet-b0. 3 points less than vit "
          "is acceptable, 200ms per shot isn't"),
        A("Agreed. And 384 px input, given the 224 result?"),
        U("384 yes. set both in the v2 config"),
        SH("sed -i 's/^backbone: .*/backbone: efficientnet_b0/; s/^img_size: .*/img_size: 384/' configs/v2.yaml "
           "&& grep -E 'backbone|img_size|label_smoothing' configs/v2.yaml",
           "backbone: efficientnet_b0\nimg_size: 384\nlabel_smoothing: 0.0"),
        A("`configs/v2.yaml` now has `backbone: efficientnet_b0` and `img_size: 384`. Separately, label "
          "smoothing is 0.0; with 212 classes and some near-identical species, 0.1 often helps calibration. "
          "I could run a sweep with 0.05/0.1."),
        U("whatever, later. kick off the full training run on the A4000 box"),
        SH("ssh a4000 'cd lichen-id && nohup python train.py --config configs/v2.yaml > logs/v2_full.log 2>&1 &' "
           "&& sleep 60 && ssh a4000 tail -3 lichen-id/logs/v2_full.log",
           "epoch 1/60  step 200/1480  loss 3.912  lr 2.0e-04  img/s 611\n"
           "epoch 1/60  step 400/1480  loss 3.104  lr 4.0e-04  img/s 618\n"
           "epoch 1/60  step 600/1480  loss 2.688  lr 6.0e-04  img/s 615"),
        A("Running: ~615 img/s, 60 epochs ≈ 2 h 25 min. Log is `logs/v2_full.log` on the a4000 box."),
        U("👌"),
    ],
    "facts": [
        F("b0", "lichen-id v2 uses EfficientNet-B0: it runs on-device (surveyors have no signal); ViT-S is 3 "
          "points better but ~200 ms per image on the Pixel 7.", "decision", "user",
          [["EfficientNet-B0", "efficientnet_b0"], ["on-device", "no signal", "zero signal"]]),
        F("img-384", "Input size is 384 px; 224 px lost almost 5 points of top-1.", "decision", "user",
          ["384"]),
        F("v2-config", "The v2 settings live in configs/v2.yaml.", "config", "assistant", ["configs/v2.yaml"]),
    ],
    "optional": [
        Opt("accuracies", "Val top-1: B0 81.2, ResNet-50 82.1, ViT-S 84.0.", ["81.2"]),
        Opt("train-box", "Full training runs on the A4000 box, log logs/v2_full.log.", ["A4000"]),
    ],
    "questions": [
        Q("Which backbone does lichen-id v2 use, and why?", "EfficientNet-B0, it runs on-device without signal",
          ["b0"]),
        Q("What input size does v2 train at?", "384 px", ["img-384"]),
        Q("Is label smoothing on?", "no, 0.0; a sweep was suggested but postponed", []),
    ],
}


OBSERVATORY = {
    "id": "h19-cx-dome-network",
    "project": "/home/dev/skydome-infra",
    "start": datetime(2026, 11, 18, 21, 10),
    "about": "short Ansible session for a club observatory; going-forward remember about public IPs; a NixOS "
             "proposal rejected; WireGuard port set",
    "steps": [
        U("the new allsky camera pi needs to go into the inventory. it's 10.44.0.23. also it came with a public "
          "ipv6 from the router, kill that"),
        SH("ansible-inventory -i inventory/dome.yml --graph && ansible-lint playbooks/ 2>&1 | tail -3",
           "@all:\n  |--@ungrouped:\n  |--@dome:\n  |  |--mountpc.dome\n  |  |--weather.dome\n"
           "  |--@gateway:\n  |  |--wg.dome\n"
           "Passed: 0 failure(s), 0 warning(s) on 14 files. Last profile that met the validation criteria was "
           "'production'."),
        A("Added `allsky.dome` (10.44.0.23) to the `dome` group and a task in `roles/base` that sets "
          "`net.ipv6.conf.all.accept_ra=0` and removes global IPv6 addresses.\n\n"
          "Bigger thought: with five hosts now, the whole setup could move to NixOS with a flake — every Pi "
          "reproducible from one repo, no drift."),
        U("not rewriting in nix. the club volunteers know ansible, barely, and that's already a stretch.\n\n"
          "going forward: nothing on the dome network gets a public IP, v4 or v6. all access goes through the "
          "wireguard box, full stop"),
        A("Understood. I'll add an assertion to `roles/base` that fails the play if any host in `dome` has a "
          "global-scope address, so it can't slip in again. What port is WireGuard on? The role has "
          "`wg_listen_port` unset, which means the module picks a random one on each restart."),
        U("51820, the router forwards that"),
        SH("sed -i 's/^wg_listen_port:.*/wg_listen_port: 51820/' roles/wireguard/defaults/main.yml && "
           "ansible-playbook -i inventory/dome.yml site.yml --limit allsky.dome,wg.dome 2>&1 | tail -5",
           "PLAY RECAP *********************************************************************\n"
           "allsky.dome                : ok=14   changed=6    unreachable=0    failed=0    skipped=2\n"
           "wg.dome                    : ok=11   changed=1    unreachable=0    failed=0    skipped=0"),
        A("Applied: `wg_listen_port: 51820` in `roles/wireguard/defaults/main.yml`, allsky provisioned with no "
          "public address, assertion in place."),
        U("ta"),
    ],
    "facts": [
        F("no-public-ip", "Nothing on the dome network gets a public IP (v4 or v6); all access goes through the "
          "WireGuard box.", "rule", "user", ["public IP", ["wireguard", "WireGuard"]], remember=True),
        F("no-nix", "skydome-infra stays on Ansible, not NixOS: the club volunteers know Ansible.", "decision",
          "user", [["nix", "NixOS"], "Ansible"]),
        F("wg-port", "WireGuard listens on port 51820 (wg_listen_port), forwarded by the router.", "config",
          "user", ["51820"]),
    ],
    "optional": [
        Opt("allsky-host", "The allsky camera Pi is allsky.dome at 10.44.0.23.", ["10.44.0.23"]),
    ],
    "questions": [
        Q("Can a dome host have a public IP?", "no, access only through the WireGuard box", ["no-public-ip"]),
        Q("Which port does WireGuard use?", "51820", ["wg-port"]),
        Q("Why not NixOS?", "the club volunteers know Ansible", ["no-nix"]),
    ],
}

SESSIONS = [KITES, BEEHIVE, LICHEN, OBSERVATORY]
