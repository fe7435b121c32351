"""h27 Codex sessions, part c: an Ansible run that locked everyone out of the hafen gateways, a throwaway look at a
wind sensor's UART frames, a bootloader and flash layout for kelpie rev D."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PROVISION = "/home/jonas/hafen/provision"
ANEMO = "/home/kofi/anemo/firmware"
KELPIE = "/home/priya/fw/kelpie"

SESSIONS = [
    {
        "id": "h27-cx-hafen-ansible-lockout",
        "project": PROVISION,
        "start": datetime(2026, 11, 24, 14, 0),
        "about": "post-mortem of an Ansible run that locked everyone out of 9 of 23 edge gateways (sshd AllowGroups "
                 "for a group that didn't exist there); assistant proposes four fixes, person accepts two, changes "
                 "the rollout batches, rejects a break-glass account ('nah'); terse 'b'; conditional rule for "
                 "playbooks touching sshd/nftables/network; agent asks 'want me to save that to memory?', answer yes",
        "steps": [
            ("user", "Post mortem for last Thursday: the provision run locked us out of 9 of the 23 gateways, ssh "
                     "says Permission denied for everyone. Kai had to drive to three sites with a serial cable, the "
                     "other six we got back over the console of the LTE router. I want to understand what happened "
                     "and make sure it does not happen again."),
            shell("git log --since=2026-11-16 --oneline -- roles/ site.yml",
                  "4b1e9f2 sshd: harden, AllowGroups hafen-admins, no passwords\n"
                  "c2d7a10 users: add hafen-admins group for v2 gateways\n"),
            shell("git show 4b1e9f2 -- roles/sshd/templates/sshd_config.j2 | tail -n 8 && sed -n 1,14p site.yml",
                  " PermitRootLogin no\n-PasswordAuthentication yes\n+PasswordAuthentication no\n"
                  "+KbdInteractiveAuthentication no\n+AllowGroups hafen-admins\n"
                  " Subsystem sftp /usr/lib/openssh/sftp-server\n"
                  "- hosts: gateways\n  become: true\n  roles:\n    - common\n    - sshd\n"
                  "    - nftables\n    - hafend\n\n"
                  "- hosts: gateways_v2\n  become: true\n  roles:\n    - users\n"),
            shell("ansible -i inventory/prod.yml gateways -m command -a 'getent group hafen-admins' -o 2>&1 | awk "
                  "'{print $1, $3}' | sort -k2 | uniq -c -f1",
                  "     14 gw-a01 CHANGED\n      9 gw-b01 FAILED\n"),
            ("assistant", "What happened:\n\n"
                          "1. `4b1e9f2` added `AllowGroups hafen-admins` to sshd_config on **all** gateways.\n"
                          "2. The `hafen-admins` group is created by the `users` role, which only runs for "
                          "`gateways_v2`, and in `site.yml` it runs *after* sshd anyway. The 9 older gateways "
                          "(`gateways_v1`) never got the group.\n"
                          "3. `sshd -t` validated the file (it's syntactically fine), the handler restarted sshd, "
                          "and from then on no account on those 9 hosts was in an allowed group.\n"
                          "4. All 23 hosts got the change in one go, so there was no moment to notice.\n\n"
                          "Proposed fixes:\n"
                          "a) `users` role on all gateways and before `sshd` in `site.yml`.\n"
                          "b) An assert task in the sshd role: every group in AllowGroups exists and the deploy user "
                          "is in one of them, before the template is written.\n"
                          "c) Rollouts in batches: `serial: [1, 5, \"100%\"]`.\n"
                          "d) A break-glass local account with a password, allowed on the serial console only."),
            ("user", "a and b yes. c yes, but the first batch is the canary group, gw-b01 and gw-a03, not one random "
                     "host. d nah, we have the LTE console."),
            shell("apply_patch < /tmp/users-before-sshd.patch && sed -n 1,9p site.yml && cat "
                  "roles/sshd/tasks/assert.yml",
                  "Success. Updated the following files:\nM site.yml\nA roles/sshd/tasks/assert.yml\n"
                  "M roles/sshd/tasks/main.yml\nM inventory/prod.yml\n"
                  "- hosts: gateways\n  become: true\n  roles:\n    - common\n    - users\n    - sshd\n"
                  "    - nftables\n    - hafend\n\n"
                  "- name: AllowGroups groups exist and contain the deploy user\n"
                  "  ansible.builtin.assert:\n"
                  "    that:\n"
                  "      - item in ansible_facts.getent_group\n"
                  "      - ansible_user in ansible_facts.getent_group[item][2].split(',')\n"
                  "    fail_msg: \"{{ item }} missing or {{ ansible_user }} not in it: refusing to write "
                  "AllowGroups\"\n"
                  "  loop: \"{{ sshd_allow_groups }}\"\n"),
            ("assistant", "`users` now runs on all gateways before `sshd`, and the assert stops the sshd role before "
                          "the template if a group is missing. For the canary batch: `serial` can't take a group "
                          "name. Two ways:\n\n"
                          "a) a separate canary play at the top of `site.yml` that runs first on the `canary` group;\n"
                          "b) a wrapper script that runs the playbook with `--limit canary`, waits for your OK, then "
                          "runs the rest."),
            ("user", "b"),
            shell("apply_patch < /tmp/rollout.patch && ./scripts/rollout.sh --help",
                  "Success. Updated the following files:\nA scripts/rollout.sh\n"
                  "usage: rollout.sh <playbook> [ansible-playbook args]\n"
                  "  1. runs <playbook> with --limit canary (gw-b01, gw-a03)\n"
                  "  2. prints 'log in to the canary hosts now' and waits for 'yes'\n"
                  "  3. runs <playbook> on the remaining gateways, serial 5\n"),
            ("user", "and the rule: if a playbook touches sshd, nftables or the network config, it goes through "
                     "rollout.sh, canary first, and I log in to the canary gateways by hand before the rest runs. "
                     "no exceptions, also not for a one-line change."),
            ("assistant", "Understood. Want me to save that to memory?"),
            ("user", "yes"),
            shell("ansible-playbook -i inventory/prod.yml site.yml --check --diff --limit canary 2>&1 | tail -n 4",
                  "TASK [sshd : AllowGroups groups exist and contain the deploy user] ***\n"
                  "ok: [gw-b01] => (item=hafen-admins)\nok: [gw-a03] => (item=hafen-admins)\n"
                  "PLAY RECAP *****\ngw-a03 : ok=41 changed=0 unreachable=0 failed=0\n"
                  "gw-b01 : ok=41 changed=0 unreachable=0 failed=0\n"),
            ("assistant", "The check run on the canary group is clean: the assert passes on both, and there's "
                          "nothing left to change there. The 9 v1 gateways will get the `hafen-admins` group from "
                          "the `users` role on the next rollout."),
        ],
        "facts": [
            fact("lockout-cause", "The gateway lockout came from AllowGroups hafen-admins in sshd_config on all "
                                  "gateways while the hafen-admins group only existed on the v2 gateways (users role "
                                  "ran only for gateways_v2, after sshd).",
                 "bugfix", "assistant", ["AllowGroups", "hafen-admins"]),
            fact("sshd-guard", "In provision the users role runs on all gateways before sshd in site.yml, and the "
                               "sshd role asserts that every AllowGroups group exists and contains the deploy user.",
                 "decision", "user", ["assert", ["users", "site.yml"]]),
            fact("rollout-rule", "If a playbook touches sshd, nftables or the network config, it goes through "
                                 "scripts/rollout.sh: canary group (gw-b01, gw-a03) first, Jonas logs in to the "
                                 "canary gateways by hand before the rest runs; no exceptions.",
                 "rule", "user", ["rollout.sh", "canary", ["sshd", "nftables"]], remember=True),
        ],
        "optional": [
            opt("canary-hosts", "The canary group is gw-b01 and gw-a03.", ["gw-a03"]),
            opt("no-breakglass", "No break-glass local account on the gateways; the LTE router console is the "
                                 "fallback.",
                ["break-glass"]),
        ],
        "questions": [
            q("Why were 9 hafen gateways locked out?",
              "AllowGroups hafen-admins, but the group didn't exist on them", ["lockout-cause"]),
            q("How must a playbook that touches sshd or nftables be rolled out?",
              "through rollout.sh, canary first, log in to the canary gateways by hand before the rest runs",
              ["rollout-rule"]),
            q("What does the sshd role check before writing AllowGroups?",
              "that every group exists and contains the deploy user", ["sshd-guard"]),
        ],
    },
    {
        "id": "h27-cx-anemo-uart-scratch",
        "project": ANEMO,
        "start": datetime(2026, 11, 25, 17, 10),
        "about": "throwaway: decode a captured UART dump from an ultrasonic wind sensor to see whether its "
                 "checksums are bad ('note that this branch is a throwaway'), then a question about garbage "
                 "characters in the serial monitor; nothing durable",
        "steps": [
            ("user", "quick one. I captured 5 minutes of raw UART from the ultrasonic wind sensor on bench-05 with the "
                     "logic analyzer, it's in /tmp/wind.bin. can you write me a tiny script that splits the frames "
                     "and checks the checksum? I'm on branch scratch/wind-dump, note that this branch is a "
                     "throwaway, I'll delete it tonight"),
            shell("xxd /tmp/wind.bin | head -n 4 && stat -c %s /tmp/wind.bin",
                  "00000000: 2457 494d 5756 2c32 3731 2c52 2c30 3033  $WIMWV,271,R,003\n"
                  "00000010: 2e34 2c4d 2c41 2a33 440d 0a24 5749 4d57  .4,M,A*3D..$WIMW\n"
                  "00000020: 562c 3237 332c 522c 3030 332e 312c 4d2c  V,273,R,003.1,M,\n"
                  "00000030: 412a 3341 0d0a 2457 494d 5756 2c32 3639  A*3A..$WIMWV,269\n"
                  "189402\n"),
            ("assistant", "It's NMEA 0183 text: `$WIMWV` sentences (wind angle and speed), each with a `*XX` "
                          "checksum, which is the XOR of every byte between `$` and `*`. I'll write the checker in "
                          "`scratch/check_mwv.py`."),
            shell("mkdir -p scratch && cat > scratch/check_mwv.py <<'EOF'\n"
                  "import sys\nfrom functools import reduce\n"
                  "ok = bad = 0\n"
                  "for line in open(sys.argv[1], 'rb').read().split(b'\\r\\n'):\n"
                  "    if not line.startswith(b'$') or b'*' not in line:\n        continue\n"
                  "    body, _, cs = line[1:].partition(b'*')\n"
                  "    calc = reduce(lambda a, b: a ^ b, body, 0)\n"
                  "    if cs[:2] and int(cs[:2], 16) == calc:\n        ok += 1\n    else:\n        bad += 1\n"
                  "        print('bad:', line[:40])\n"
                  "print(f'ok={ok} bad={bad}')\nEOF\npython3 scratch/check_mwv.py /tmp/wind.bin | tail -n 4",
                  "bad: b'$WIMWV,268,R,003.0,M,A*3\\x00$WIMWV,268,R'\n"
                  "bad: b'$WIMWV,271,R,00\\xff\\xff.6,M,A*3A'\n"
                  "bad: b'$WIMWV,270,R,003.2,M,A*0'\n"
                  "ok=4688 bad=3\n"),
            ("assistant", "4688 good sentences and 3 bad ones in 5 minutes. The bad ones don't look like a wrong "
                          "checksum algorithm, they look like damaged bytes: a NUL in the middle of a frame, two "
                          "0xFF bytes, and one truncated checksum. That pattern is typical of line glitches, e.g. "
                          "from touching the probe clip, rather than a sensor bug."),
            ("user", "yeah I moved the clip twice during the capture. ok, that answers it, the sensor is fine. other "
                     "thing, why does idf.py monitor print a line of garbage right at reset before the first "
                     "log line?"),
            ("assistant", "That's usually output at a baud rate the monitor isn't listening at, or a line glitch "
                          "while the USB-serial chip and the ESP32 reset. On the original ESP32 with a 40 MHz "
                          "crystal the ROM bootloader prints at 115200, but with a 26 MHz crystal it comes out at "
                          "74880, and the monitor shows it as garbage. On the ESP32-S3 the ROM log is 115200 too; "
                          "if you still see a burst of junk, it's most likely the pins floating during the "
                          "auto-reset via RTS/DTR. It's cosmetic either way."),
            ("user", "ok, cosmetic, ignore it. thanks, that's all"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h27-cx-kelpie-bootloader",
        "project": KELPIE,
        "start": datetime(2026, 11, 26, 9, 30),
        "about": "bootloader for kelpie rev D before factory flashing: MCUboot (ST ROM bootloader and a custom one "
                 "rejected, 'maybe embassy someday'); flash layout with a 64 KB bootloader (assistant proposed 48) and "
                 "two 448 KB slots; ed25519; signing-key rule stated twice (one fact); a dev key in the repo; "
                 "near-miss 'remember to flash the board before lunch'",
        "steps": [
            ("user", "we need remote firmware updates for kelpie eventually (lorawan fuota is a 2027 thing), but the "
                     "bootloader decision has to happen now: the rev D boards get flashed at the factory in december "
                     "and whatever bootloader is on them stays there. options?"),
            shell("grep -nE '^\\s*(FLASH|RAM|RAM2)\\s' STM32L476RGTX_FLASH.ld && arm-none-eabi-size "
                  "build/release/kelpie.elf",
                  "40:  RAM    (xrw)    : ORIGIN = 0x20000000,   LENGTH = 96K\n"
                  "41:  RAM2   (xrw)    : ORIGIN = 0x10000000,   LENGTH = 32K\n"
                  "42:  FLASH  (rx)     : ORIGIN = 0x8000000,    LENGTH = 1024K\n"
                  "   text    data     bss     dec     hex filename\n"
                  " 189876     620   71372  261868   3feec build/release/kelpie.elf\n"),
            ("assistant", "1 MB of flash, the app is about 190 KB. Options:\n\n"
                          "a) **ST's system bootloader** in ROM: free and always there (UART/DFU via the BOOT0 pin), "
                          "but no A/B slots, no signature check, and it can't be driven from our own firmware over "
                          "LoRa.\n"
                          "b) **MCUboot**: two image slots with swap and revert if the new image doesn't confirm "
                          "itself, signature checks (ECDSA P-256 or ed25519), widely used (Zephyr, many bare-metal "
                          "ports). Needs a small port for the L4 flash driver.\n"
                          "c) **our own bootloader**: full control, but power-fail-safe swapping and crypto are "
                          "exactly the parts that are easy to get wrong.\n\n"
                          "The L4 has no TrustZone, so TF-M is not an option. I'd go with MCUboot, swap-using-move."),
            ("user", "mcuboot. the rom bootloader can't do a/b or signatures, and I'm not writing my own swap logic. "
                     "maybe we go embassy someday and then look at embassy-boot, but not for rev D"),
            ("assistant", "Flash layout proposal, 2 KB pages:\n\n"
                          "- bootloader 48 KB at 0x08000000\n"
                          "- slot 0 (primary) 448 KB\n"
                          "- slot 1 (secondary) 448 KB\n"
                          "- the remaining 80 KB for config and log storage\n\n"
                          "And the signature: ECDSA P-256 or ed25519?"),
            ("user", "bootloader 64 KB, mcuboot with ed25519 and logging on is bigger than you think and it can "
                     "never grow after the factory. slots 448 each, the rest (64 KB) for storage. ed25519"),
            shell("apply_patch < /tmp/flash-layout.patch && cat boot/flash_layout.h",
                  "Success. Updated the following files:\nA boot/flash_layout.h\nM STM32L476RGTX_FLASH.ld\n"
                  "A boot/mcuboot_config.h\n"
                  "#define FLASH_AREA_BOOTLOADER_OFFSET   0x00000000  /* 64 KB */\n"
                  "#define FLASH_AREA_BOOTLOADER_SIZE     0x00010000\n"
                  "#define FLASH_AREA_IMAGE_0_OFFSET      0x00010000  /* slot 0, 448 KB */\n"
                  "#define FLASH_AREA_IMAGE_0_SIZE        0x00070000\n"
                  "#define FLASH_AREA_IMAGE_1_OFFSET      0x00080000  /* slot 1, 448 KB */\n"
                  "#define FLASH_AREA_IMAGE_1_SIZE        0x00070000\n"
                  "#define FLASH_AREA_STORAGE_OFFSET      0x000F0000  /* 64 KB */\n"
                  "#define FLASH_AREA_STORAGE_SIZE        0x00010000\n"),
            shell("cmake --build build/boot -j8 2>&1 | tail -n 2",
                  "   text    data     bss     dec     hex filename\n"
                  "  41228     312   14820   56360    dc28 mcuboot.elf\n"),
            ("assistant", "MCUboot with ed25519, the L4 flash port and serial logging is 41 KB, so the 64 KB "
                          "partition leaves room. Now the signing key: I'll generate one with imgtool."),
            ("user", "careful with that one. the production signing key never goes into the repo and never onto a "
                     "dev laptop. it lives in the yubihsm in the office and CI signs through the signing service. "
                     "remember that"),
            ("assistant", "Then I'll generate a separate development key, `keys/dev-ed25519.pem`, for bench boards "
                          "only. The factory images get the production public key compiled into MCUboot, so a "
                          "board from the factory would reject anything signed with the dev key. Is a dev key in the "
                          "repo OK under those conditions?"),
            ("user", "ok, a dev key in the repo is fine as long as production boards don't trust it. but again, "
                     "because it matters: the production signing key never goes into the repo or onto a laptop, "
                     "only the yubihsm"),
            shell("imgtool keygen -k keys/dev-ed25519.pem -t ed25519 && imgtool sign --key keys/dev-ed25519.pem "
                  "--header-size 0x200 --align 8 --version 1.0.0 --slot-size 0x70000 --pad-header "
                  "build/release/kelpie.bin build/release/kelpie-signed.bin && imgtool verify --key "
                  "keys/dev-ed25519.pem build/release/kelpie-signed.bin",
                  "Image was correctly validated\nImage version: 1.0.0+0\nImage digest: "
                  "3f9c0a7e51b2d48e6a0c19f7b3e2d5a8c4f1e06b9d7a2c3e5f8b1a4d6c9e0f27\n"),
            shell("make flash-boot flash-slot0 PORT=/dev/ttyACM0 >/dev/null && python3 tools/shell.py --port "
                  "/dev/ttyACM0 'fw upload build/release/kelpie-signed-1.0.1.bin --test' && python3 tools/shell.py "
                  "--port /dev/ttyACM0 --log-boot 2 | grep -E 'Swap type|Jumping|image version'",
                  "uploaded 192512 bytes to slot 1, marked for test, rebooting\n"
                  "[INF] Swap type: test\n[INF] Starting swap using move algorithm.\n"
                  "[INF] Jumping to the first image slot\nkelpie: image version 1.0.1 (unconfirmed)\n"
                  "[INF] Swap type: revert\n[INF] Starting swap using move algorithm.\n"
                  "[INF] Jumping to the first image slot\nkelpie: image version 1.0.0\n"),
            ("assistant", "Swap and revert work on the bench board: 1.0.1 was installed as a test image, didn't "
                          "confirm itself, and MCUboot swapped back to 1.0.0 on the next reset. Next step would be "
                          "calling `boot_set_confirmed()` once the first uplink has gone out."),
            ("user", "good. remember to flash the board before lunch, I need it with 1.0.0 for the demo at 2"),
            shell("make flash-boot flash-slot0 PORT=/dev/ttyACM0 | tail -n 1 && python3 tools/shell.py --port "
                  "/dev/ttyACM0 version",
                  "Flashing kelpie-signed.bin to 0x08010000 ... done\n"
                  "kelpie 1.0.0 (mcuboot, slot 0, dev key)\n"),
            ("assistant", "Flashed: the bench board runs 1.0.0 from slot 0 behind MCUboot, ready for the demo."),
        ],
        "facts": [
            fact("bootloader", "kelpie rev D uses MCUboot (swap-using-move, two slots with revert); ST's ROM system "
                               "bootloader (no A/B, no signatures) and a custom bootloader rejected.",
                 "decision", "user", ["MCUboot", ["ROM", "swap", "a/b"]]),
            fact("flash-layout", "kelpie flash layout: 64 KB bootloader at 0x08000000, two 448 KB image slots, the "
                                 "remaining 64 KB for storage.",
                 "config", "user", ["64 KB", "448"]),
            fact("signature", "kelpie images are signed with ed25519.", "config", "user", ["ed25519"]),
            fact("signing-key", "The production signing key never goes into the repo or onto a dev laptop: it lives "
                                "in the YubiHSM in the office and CI signs through the signing service; a dev key "
                                "in the repo is fine because production boards don't trust it.",
                 "rule", "user", ["yubihsm", ["signing key", "signing"]], remember=True),
        ],
        "optional": [
            opt("dev-key", "The development key is keys/dev-ed25519.pem, for bench boards only.", ["dev-ed25519"]),
            opt("factory", "kelpie rev D boards are flashed at the factory in December; LoRaWAN FUOTA is planned for "
                           "2027.",
                ["factory"]),
        ],
        "questions": [
            q("Which bootloader do the kelpie rev D boards get?", "MCUboot", ["bootloader"]),
            q("How big is the kelpie bootloader partition?", "64 KB", ["flash-layout"]),
            q("Where does the kelpie production signing key live?",
              "in the yubihsm in the office, never in the repo or on a laptop", ["signing-key"]),
        ],
    },
]
