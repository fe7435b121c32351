"""h54 Codex sessions, part a: kpc-infra, the Ansible repository for the Kestrel Plains Cooperative (30 site
boxes at the intake sites, a small k3s cluster and Postgres VMs at HQ). The site-box role, the harvest change
freeze, and a Postgres restore drill with a WAL archiving problem on the way."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/home/gert/src/kpc-infra"

_SITES = [
    ("s01", "Aldergate", "north"), ("s02", "Bexley Flats", "north"), ("s03", "Carrow Siding", "north"),
    ("s04", "Dunmore", "north"), ("s05", "Elk Ridge", "north"), ("s06", "Fennick", "north"),
    ("s07", "Brindle Creek", "river"), ("s08", "Gallow Bend", "river"), ("s09", "Harlow Junction", "river"),
    ("s10", "Iverton", "river"), ("s11", "Jasper Weir", "river"), ("s12", "Kinloss", "river"),
    ("s13", "Lark Hill", "river"), ("s14", "Oxmoor", "river"), ("s15", "Mallee Gap", "river"),
    ("s16", "Northam Rail", "south"), ("s17", "Orrin Flat", "south"), ("s18", "Pellow", "south"),
    ("s19", "Quarry Road", "south"), ("s20", "Ruthven", "south"), ("s21", "Tallis Bend", "south"),
    ("s22", "Sallow Creek", "south"), ("s23", "Thorn Valley", "south"), ("s24", "Upwell", "south"),
    ("s25", "Varden", "south"), ("s26", "Wexcombe", "south"), ("s27", "Yarrow Plain", "south"),
    ("s28", "Zeal Crossing", "south"), ("s29", "Ashby Tank", "north"), ("s30", "Birchmoor", "north"),
]


def _inventory() -> str:
    out = ["# inventories/sites.ini - one box per intake site", ""]
    for region in ("north", "river", "south"):
        out.append(f"[sites_{region}]")
        for code, name, reg in _SITES:
            if reg == region:
                n = int(code[1:])
                out.append(f"kpc-{code}-box ansible_host=10.{n}.0.10 site_code={code.upper()} "
                           f"site_name=\"{name}\" terminals={2 if n in (7, 14, 22) else 1}")
        out.append("")
    out += ["[sites:children]", "sites_north", "sites_river", "sites_south", "", "[sites:vars]",
            "ansible_user=kpcops", "wg_hub=vpn-hub.hq.kpc.internal"]
    return "\n".join(out) + "\n"


def _check_diff() -> str:
    lines = ["PLAY [site boxes] **************************************************************",
             "", "TASK [Gathering Facts] *********************************************************"]
    for code in ("s03", "s14", "s22"):
        lines.append(f"ok: [kpc-{code}-box]")
    lines += ["", "TASK [site_box : journald retention] *******************************************",
              "--- before: /etc/systemd/journald.conf.d/kpc.conf", "+++ after: /etc/systemd/journald.conf.d/kpc.conf",
              "@@ -0,0 +1,2 @@", "+[Journal]", "+MaxRetentionSec=2week"]
    for code in ("s03", "s14", "s22"):
        lines.append(f"changed: [kpc-{code}-box]")
    lines += ["", "TASK [site_box : wireguard config] *********************************************",
              "--- before", "+++ after: /etc/wireguard/wg-hq.conf", "@@ -0,0 +1,9 @@", "+[Interface]",
              "+ListenPort = 51820", "+Address = 10.250.{{ site_no }}.2/32", "+PrivateKey = (vault)", "+",
              "+[Peer]", "+Endpoint = vpn-hub.hq.kpc.internal:51820", "+AllowedIPs = 10.200.0.0/16",
              "+PersistentKeepalive = 25"]
    for code in ("s03", "s14", "s22"):
        lines.append(f"changed: [kpc-{code}-box]")
    lines += ["", "TASK [site_box : wireguard up] *************************************************",
              "ok: [kpc-s03-box]", "ok: [kpc-s14-box]",
              "fatal: [kpc-s22-box]: FAILED! => {\"changed\": false, \"msg\": \"Unable to start service "
              "wg-quick@wg-hq: Job for wg-quick@wg-hq.service failed. RTNETLINK answers: Address already in use "
              "(udp 0.0.0.0:51820 held by dryerlink-vpn.service)\"}",
              "", "TASK [site_box : chrony] *******************************************************",
              "ok: [kpc-s03-box]", "ok: [kpc-s14-box]", "",
              "TASK [site_box : local postgres (offline buffer)] ******************************",
              "ok: [kpc-s03-box]", "ok: [kpc-s14-box]", "",
              "PLAY RECAP *********************************************************************",
              "kpc-s03-box                : ok=14   changed=3    unreachable=0    failed=0    skipped=1",
              "kpc-s14-box                : ok=14   changed=3    unreachable=0    failed=0    skipped=1",
              "kpc-s22-box                : ok=9    changed=2    unreachable=0    failed=1    skipped=0"]
    return "\n".join(lines) + "\n"


DEPLOY_YML = """name: deploy
on:
  workflow_dispatch:
    inputs:
      service: { required: true, type: choice, options: [weighbridge-gw, lab-bridge, silo-stock, backoffice] }
      ref: { required: true, type: string }
  push:
    branches: [main]
    paths: ['k8s/**', 'ansible/**']

jobs:
  deploy:
    runs-on: [self-hosted, hq]
    environment: production
    steps:
      - uses: actions/checkout@v4
      - name: resolve image
        id: img
        run: echo "image=registry.hq.kpc.internal/${{ inputs.service }}:${{ inputs.ref }}" >> "$GITHUB_OUTPUT"
      - name: k3s services
        if: inputs.service != 'weighbridge-gw'
        run: kubectl -n ${{ inputs.service }} set image deploy/${{ inputs.service }} app=${{ steps.img.outputs.image }}
      - name: site boxes
        if: inputs.service == 'weighbridge-gw' || inputs.service == 'lab-bridge'
        run: ansible-playbook -i inventories/sites.ini site-box.yml -e image=${{ steps.img.outputs.image }} --forks 10
"""

FREEZE_DOC = """# Harvest change freeze 2026 - draft v3
Owner: Operations. Status: for discussion at Thursday's ops meeting.

1. Window: 2026-11-23 00:00 to 2026-12-18 23:59, site local time.
2. During the window nothing is deployed to production except through the emergency path.
3. Emergency path: the on-call engineer and the operations manager both approve in #ops-freeze, and the
   PR carries the label freeze-exception.
4. weighbridge-gw images are pinned by digest for the whole window; tags are not trusted.
5. No database migrations for 3 days after the window ends.
6. Site boxes: no OS updates during the window (unattended-upgrades off).
7. Member app store releases are allowed, as they do not touch intake.
8. Post-freeze review in the first week of January.
"""


def _pgbackrest_info() -> str:
    return """stanza: main
    status: ok
    cipher: aes-256-cbc

    db (current)
        wal archive min/max (16): 0000000100000A1C0000002E/0000000100000A2B000000F2

        full backup: 20261108-010002F
            timestamp start/stop: 2026-11-08 01:00:02+10:30 / 2026-11-08 01:52:47+10:30
            wal start/stop: 0000000100000A1C0000002E / 0000000100000A1C0000004B
            database size: 212.6GB, database backup size: 212.6GB
            repo1: backup set size: 41.9GB, backup size: 41.9GB

        diff backup: 20261108-010002F_20261112-010003D
            timestamp start/stop: 2026-11-12 01:00:03+10:30 / 2026-11-12 01:11:20+10:30
            database size: 214.0GB, database backup size: 9.8GB
            repo1: backup set size: 43.7GB, backup size: 2.1GB

        full backup: 20261115-010001F
            timestamp start/stop: 2026-11-15 01:00:01+10:30 / 2026-11-15 01:55:09+10:30
            wal start/stop: 0000000100000A24000000B0 / 0000000100000A24000000D1
            database size: 216.3GB, database backup size: 216.3GB
            repo1: backup set size: 42.6GB, backup size: 42.6GB

        diff backup: 20261115-010001F_20261119-010002D
            timestamp start/stop: 2026-11-19 01:00:02+10:30 / 2026-11-19 01:14:41+10:30
            database size: 218.9GB, database backup size: 12.4GB
            repo1: backup set size: 44.8GB, backup size: 2.6GB
"""


SESSIONS = [
    {
        "id": "h54-cx-infra-site-box-role",
        "project": INFRA,
        "start": datetime(2026, 11, 2, 8, 0),
        "about": "kpc-infra: finishing the site_box Ansible role for 30 intake sites; journald retention set by "
                 "time then by size (SystemMaxUse=500M); WireGuard port 51820 collides with the dryer vendor's VPN "
                 "at S22, moved to 51821 everywhere; a statement about every later session that a site box must "
                 "weigh and print with the WAN down a whole day; the HQ network team's UDP rule (theirs, not a "
                 "decision); one-off 'run it again on s03 only'",
        "steps": [
            ("user", "Hi. I want the site_box role finished today. 30 intake sites, each box runs weighbridge-gw, "
                     "the lab-bridge agent, and a local Postgres that is the offline buffer for tickets and lab "
                     "results when the link to HQ is down. Inventory is inventories/sites.ini. Go."),
            shell("cat inventories/sites.ini", _inventory()),
            shell("cat roles/site_box/tasks/main.yml && ls roles/site_box/templates",
                  "- import_tasks: users.yml\n- import_tasks: packages.yml\n- import_tasks: postgres.yml   # "
                  "offline buffer\n- import_tasks: services.yml   # weighbridge-gw, lab-bridge\n# TODO journald, "
                  "wireguard, chrony\nbuffer_pg.conf.j2\nweighbridge-gw.service.j2\nlab-bridge.service.j2\n"),
            ("assistant", "The role has users, packages, the local Postgres and the two services; journald, "
                          "WireGuard and chrony are TODOs. I'll add:\n\n- `journald.yml`: a drop-in with "
                          "`MaxRetentionSec=2week` so logs don't grow forever;\n- `wireguard.yml`: `wg-hq` tunnel "
                          "to `vpn-hub.hq.kpc.internal`, `ListenPort = 51820` (the WireGuard default), keepalive "
                          "25 s because the sites sit behind 4G routers with NAT;\n- `chrony.yml`: HQ's NTP first, "
                          "pool servers as fallback.\n\nThen `--check --diff` against three boxes, one per "
                          "region."),
            shell("ansible-playbook -i inventories/sites.ini site-box.yml -l kpc-s03-box,kpc-s14-box,kpc-s22-box "
                  "--check --diff 2>&1 | tail -n 60", _check_diff()),
            ("user", "two things. journald by time is wrong: the S14 box has a 32GB disk and weighbridge-gw debug "
                     "logs fill that in about a week in peak, two weeks would kill it. cap it by size, "
                     "SystemMaxUse=500M.\n\nand S22: ugh, the dryer vendor's remote support VPN (dryerlink) sits on "
                     "51820. move ours to 51821, and everywhere, not just S22. I don't want per-site snowflakes, "
                     "the next site to get a dryer would bite us again"),
            shell("apply_patch <<'EOF'\n*** Update File: roles/site_box/templates/journald-kpc.conf.j2\n-"
                  "MaxRetentionSec=2week\n+SystemMaxUse=500M\n*** Update File: roles/site_box/defaults/main.yml\n-"
                  "wg_listen_port: 51820\n+wg_listen_port: 51821\n*** Update File: "
                  "roles/wg_hub/defaults/main.yml\n-wg_hub_port: 51820\n+wg_hub_port: 51821\nEOF",
                  "Success. Updated the following files:\nM roles/site_box/templates/journald-kpc.conf.j2\nM "
                  "roles/site_box/defaults/main.yml\nM roles/wg_hub/defaults/main.yml\n"),
            ("assistant", "journald is capped at `SystemMaxUse=500M` and WireGuard listens on 51821 on every box "
                          "and on the hub. The hub side has to be rolled out first or the tunnels drop in between; "
                          "I'll do `wg_hub` then the sites."),
            ("user", "fine. and something that holds for every session you do in this repo from now on: a site box "
                     "has to be able to weigh and print a ticket with the WAN down for a whole day. nothing on the "
                     "box may need HQ to be reachable for that. no remote DB, no DNS lookups of HQ names at ticket "
                     "time, no licence check phoning home. if a change breaks that, it doesn't go in.\n\nfyi the HQ "
                     "network team never lets inbound UDP through except to their VPN concentrator, that's their "
                     "firewall policy, not ours, we just live with it. the hub is behind it anyway"),
            shell("grep -rn 'hq.kpc.internal' roles/site_box/templates/ | grep -v wg",
                  "roles/site_box/templates/weighbridge-gw.toml.j2:12:broker_url = "
                  "\"amqps://rabbit.hq.kpc.internal:5671/kpc\"\n"
                  "roles/site_box/templates/lab-bridge.env.j2:4:BACKOFFICE_URL=https://backoffice.hq.kpc.internal\n"
                  "roles/site_box/templates/chrony.conf.j2:1:server ntp.hq.kpc.internal iburst\n"),
            ("assistant", "Checked the templates against that: the only HQ names on a box are the RabbitMQ broker "
                          "(weighbridge-gw buffers to the local Postgres when it's unreachable), the back office "
                          "URL for lab-bridge (which also buffers) and NTP (chrony keeps running on the local clock "
                          "when the server is gone). None is needed to weigh and print. I'll also add "
                          "`/etc/hosts` entries for the three HQ names so a dead DNS resolver can't stall the "
                          "services at startup."),
            shell("ansible-playbook -i inventories/sites.ini wg-hub.yml && ansible-playbook -i inventories/sites.ini "
                  "site-box.yml -l kpc-s03-box,kpc-s14-box,kpc-s22-box 2>&1 | tail -n 5",
                  "PLAY RECAP *********************************************************************\n"
                  "vpn-hub.hq.kpc.internal    : ok=8    changed=2    unreachable=0    failed=0    skipped=0\n"
                  "kpc-s03-box                : ok=17   changed=5    unreachable=0    failed=0    skipped=1\n"
                  "kpc-s14-box                : ok=17   changed=5    unreachable=0    failed=0    skipped=1\n"
                  "kpc-s22-box                : ok=17   changed=6    unreachable=0    failed=0    skipped=1\n"),
            ("user", "run it again on s03 only, I want to see it idempotent"),
            shell("ansible-playbook -i inventories/sites.ini site-box.yml -l kpc-s03-box 2>&1 | tail -n 2",
                  "PLAY RECAP *********************************************************************\n"
                  "kpc-s03-box                : ok=17   changed=0    unreachable=0    failed=0    skipped=1\n"),
            shell("ssh kpc-s22-box 'sudo wg show wg-hq | head -n 5; journalctl --disk-usage'",
                  "interface: wg-hq\n  public key: (redacted)\n  private key: (hidden)\n  listening port: 51821\n\n"
                  "Archived and active journals take up 96.0M in the file system.\n"),
            ("assistant", "Second run on s03 changed nothing, and S22's tunnel is up on 51821 next to the dryer "
                          "vendor's VPN. Summary of the role now: journald capped at 500M, WireGuard `wg-hq` on "
                          "51821 (hub and boxes), chrony with the HQ server first, `/etc/hosts` pins for the three HQ "
                          "names, and the local Postgres offline buffer. The other 27 boxes get it on the next "
                          "scheduled run tonight."),
        ],
        "facts": [
            fact("wg-port", "Site boxes' WireGuard tunnel (wg-hq) listens on 51821 on every box and the hub, not the "
                            "default 51820, which the dryer vendor's VPN uses at S22; no per-site ports.",
                 "config", "user", ["WireGuard", "51821"]),
            fact("journald-size", "journald on site boxes is capped by size, SystemMaxUse=500M, not by time (the S14 "
                                  "box has a 32GB disk).",
                 "config", "user", ["SystemMaxUse", "500M"]),
            fact("wan-down-rule", "Standing rule for kpc-infra: a site box must weigh and print a ticket with the WAN "
                                  "down for a whole day; nothing on the box may need HQ to be reachable (no remote "
                                  "DB, no HQ DNS lookups at ticket time, no licence check).",
                 "rule", "user", ["WAN", "HQ"], remember=True),
            fact("offline-buffer", "Each site box runs a local Postgres that is the offline buffer for tickets and "
                                   "lab results while the link to HQ is down.",
                 "fact", "user", ["offline buffer", "Postgres"]),
        ],
        "optional": [
            opt("hosts-pins", "The three HQ names are pinned in /etc/hosts on the boxes.", ["/etc/hosts"]),
            opt("s22-dryerlink", "S22's dryer vendor VPN (dryerlink) holds UDP 51820.", ["dryerlink"]),
        ],
        "questions": [
            q("Which port does the site boxes' WireGuard tunnel use, and why not the default?",
              "51821, because the dryer vendor VPN at S22 uses 51820", ["wg-port"]),
            q("How is journald limited on the site boxes?", "SystemMaxUse=500M", ["journald-size"]),
            q("What must a site box still do with the WAN down?",
              "weigh and print a ticket with the WAN down for a whole day", ["wan-down-rule"]),
        ],
    },
    {
        "id": "h54-cx-infra-harvest-freeze",
        "project": INFRA,
        "start": datetime(2026, 11, 9, 13, 30),
        "about": "kpc-infra: a pasted ops draft about the harvest change freeze; the person confirms points 1-3 and "
                 "6, endorses point 4 (weighbridge-gw by digest) as a standing rule for every freeze, drops 5, "
                 "ignores 7; the deploy workflow refuses during the window without the freeze-exception label; "
                 "timezone corrected from UTC to site local time; unattended-upgrades off on site boxes",
        "steps": [
            ("user", "Draft from ops, we went through it at thursday's meeting:\n\n" + FREEZE_DOC + "\nWhat actually "
                     "stands: 1, 2 and 3 as written. 4 yes, and that one's for keeps, not only this year: during "
                     "any freeze weighbridge-gw runs by digest, never by tag. treat it as a rule of this repo. 5 got "
                     "dropped in the meeting, nobody could say why 3 days. 6 yes. 7 nobody agreed to that, ignore "
                     "it. 8 whatever.\n\nNow make CI enforce it: the deploy workflow refuses during the window "
                     "unless the PR has the freeze-exception label."),
            shell("cat .github/workflows/deploy.yml", DEPLOY_YML),
            shell("gh api repos/kestrel-plains/kpc-infra/labels --jq '.[].name' | tr '\\n' ' '",
                  "bug enhancement ansible k3s sites hq dependencies "),
            ("assistant", "Plan:\n\n1. `freeze.yml` at the repo root with the window, so next year is a data "
                          "change: `start: 2026-11-23T00:00`, `end: 2026-12-18T23:59`.\n2. A `freeze-guard` job "
                          "that runs before `deploy`: inside the window it fails unless the PR that produced the "
                          "ref has the `freeze-exception` label (the label doesn't exist yet, I'll create it).\n"
                          "3. During the window, weighbridge-gw deploys resolve the tag to a digest and pass "
                          "`image@sha256:...` to Ansible; the guard rejects a bare tag for weighbridge-gw.\n4. "
                          "`site_box` gets `freeze_active`, which turns unattended-upgrades off.\n\nI'll compare "
                          "times in UTC in the guard."),
            ("user", "not UTC. the window is site local time, all sites are on Australia/Adelaide. otherwise the "
                     "freeze starts at 10:30 in the morning on the first monday, in the middle of intake"),
            shell("cat > freeze.yml <<'EOF'\n# Harvest change freeze (site local time)\ntimezone: "
                  "Australia/Adelaide\nstart: 2026-11-23T00:00\nend: 2026-12-18T23:59\nexception_label: "
                  "freeze-exception\nEOF\ngh label create freeze-exception --color B60205 --description 'approved by "
                  "on-call + ops manager in #ops-freeze'",
                  "✓ Label \"freeze-exception\" created in kestrel-plains/kpc-infra\n"),
            shell("apply_patch <<'EOF'\n*** Update File: .github/workflows/deploy.yml\n@@ jobs:\n+  freeze-guard:\n+"
                  "    runs-on: [self-hosted, hq]\n+    steps:\n+      - uses: actions/checkout@v4\n+      - run: "
                  "scripts/freeze_guard.py --service \"${{ inputs.service }}\" --ref \"${{ inputs.ref }}\"\n+        "
                  "env: { GH_TOKEN: \"${{ github.token }}\" }\n   deploy:\n+    needs: freeze-guard\nEOF",
                  "Success. Updated the following files:\nM .github/workflows/deploy.yml\n"),
            shell("sed -n '1,60p' scripts/freeze_guard.py",
                  "#!/usr/bin/env python3\n\"\"\"Refuse production deploys during the harvest change freeze.\n\n"
                  "Inside the window (freeze.yml, site local time) a deploy needs the PR label freeze-exception,\n"
                  "and weighbridge-gw must be given by digest (name@sha256:...), never by tag.\n\"\"\"\n"
                  "import argparse, datetime as dt, json, subprocess, sys, zoneinfo\nimport yaml\n\n"
                  "def in_window(now, cfg):\n    tz = zoneinfo.ZoneInfo(cfg[\"timezone\"])\n    start = "
                  "dt.datetime.fromisoformat(cfg[\"start\"]).replace(tzinfo=tz)\n    end = "
                  "dt.datetime.fromisoformat(cfg[\"end\"]).replace(tzinfo=tz)\n    return start <= now.astimezone(tz) "
                  "<= end\n\ndef main():\n    a = argparse.ArgumentParser()\n    a.add_argument(\"--service\")\n    "
                  "a.add_argument(\"--ref\")\n    a.add_argument(\"--now\")\n    args = a.parse_args()\n    cfg = "
                  "yaml.safe_load(open(\"freeze.yml\"))\n    now = dt.datetime.fromisoformat(args.now) if args.now "
                  "else dt.datetime.now(dt.timezone.utc)\n    if not in_window(now, cfg):\n        print(\"outside "
                  "freeze window\"); return 0\n    if args.service == \"weighbridge-gw\" and \"@sha256:\" not in "
                  "args.ref:\n        print(\"FREEZE: weighbridge-gw must be deployed by digest\"); return 1\n    "
                  "labels = pr_labels(args.ref)\n    if cfg[\"exception_label\"] not in labels:\n        "
                  "print(f\"FREEZE: {args.ref} has no {cfg['exception_label']} label\"); return 1\n    "
                  "print(\"freeze exception approved\"); return 0\n"),
            shell("for t in 2026-11-22T23:30+10:30 2026-11-23T00:05+10:30 2026-12-18T23:58+10:30 "
                  "2026-12-19T00:01+10:30; do printf '%s  ' $t; GH_TOKEN=x scripts/freeze_guard.py --service "
                  "silo-stock --ref v0.6.2 --now $t --no-gh; done; scripts/freeze_guard.py --service weighbridge-gw "
                  "--ref v0.9.5 --now 2026-11-30T09:00+10:30 --no-gh",
                  "2026-11-22T23:30+10:30  outside freeze window\n"
                  "2026-11-23T00:05+10:30  FREEZE: v0.6.2 has no freeze-exception label\n"
                  "2026-12-18T23:58+10:30  FREEZE: v0.6.2 has no freeze-exception label\n"
                  "2026-12-19T00:01+10:30  outside freeze window\n"
                  "FREEZE: weighbridge-gw must be deployed by digest\n"),
            shell("apply_patch <<'EOF'\n*** Update File: roles/site_box/tasks/packages.yml\n+- name: "
                  "unattended-upgrades off during the harvest freeze\n+  ansible.builtin.systemd:\n+    name: "
                  "unattended-upgrades\n+    state: \"{{ 'stopped' if freeze_active else 'started' }}\"\n+    "
                  "enabled: \"{{ not freeze_active }}\"\nEOF\nansible-playbook -i inventories/sites.ini site-box.yml "
                  "-e freeze_active=true --check 2>&1 | tail -n 4",
                  "Success. Updated the following files:\nM roles/site_box/tasks/packages.yml\n"
                  "PLAY RECAP *********************************************************************\n"
                  "kpc-s01-box                : ok=18   changed=1    unreachable=0    failed=0    skipped=1\n"
                  "... (29 more hosts, all changed=1)\n"),
            ("assistant", "Done:\n\n- `freeze.yml`: window 2026-11-23 00:00 to 2026-12-18 23:59 in "
                          "Australia/Adelaide (not UTC), exception label `freeze-exception`.\n- `freeze-guard` "
                          "job in front of `deploy`: inside the window it fails without the label, and it "
                          "refuses weighbridge-gw unless the ref is a digest (`@sha256:`). Checked at both edges "
                          "of the window.\n- `freeze_active` in `site_box` stops and disables unattended-upgrades "
                          "on the boxes; I'll set it in `group_vars/sites.yml` for the window.\n- Point 5 (no "
                          "migrations after the freeze) and point 7 (app releases) are not implemented, as you "
                          "said.\n\nThe emergency path itself (on-call engineer + operations manager approving "
                          "in #ops-freeze) is a human step; the label is how CI sees it."),
            ("user", "good. merge it after Kasia from ops has a look"),
        ],
        "facts": [
            fact("freeze-window", "The 2026 harvest change freeze runs from 2026-11-23 00:00 to 2026-12-18 23:59 site "
                                  "local time (Australia/Adelaide, not UTC), kept in freeze.yml.",
                 "config", "user", ["2026-11-23", "2026-12-18"]),
            fact("freeze-exception", "During the freeze, production deploys go only through the emergency path: the "
                                     "on-call engineer and the operations manager approve in #ops-freeze and the PR "
                                     "gets the freeze-exception label, which the freeze-guard CI job checks.",
                 "decision", "user", ["freeze-exception"]),
            fact("digest-rule", "Standing rule for every freeze: weighbridge-gw is deployed by digest, never by "
                                "tag; the freeze guard rejects a bare tag.",
                 "rule", "user", ["digest", "freeze"], remember=True),
            fact("unattended-off", "Site boxes get no OS updates during the freeze: freeze_active stops and disables "
                                   "unattended-upgrades.",
                 "config", "user", ["unattended-upgrades"]),
        ],
        "optional": [
            opt("freeze-tz", "Freeze times are in Australia/Adelaide, the sites' local time.", ["Australia/Adelaide"]),
        ],
        "questions": [
            q("When is the 2026 harvest change freeze?", "2026-11-23 to 2026-12-18, site local time",
              ["freeze-window"]),
            q("How can something still be deployed to production during the freeze?",
              "on-call engineer and operations manager approve and the PR gets the freeze-exception label",
              ["freeze-exception"]),
            q("How must weighbridge-gw be deployed during a freeze?", "by digest, never by tag", ["digest-rule"]),
        ],
    },
    {
        "id": "h54-cx-infra-pg-restore-drill",
        "project": INFRA,
        "start": datetime(2026, 11, 20, 9, 0),
        "about": "kpc-infra: monthly Postgres restore drill with pgBackRest; pgbackrest check fails on WAL archiving; "
                 "first guess the MinIO repo at HQ unreachable (ruled out); root cause /var/spool/pgbackrest owned by "
                 "root after the base role; retention-full 2 -> 4; a 'remember: first Monday' drill rule withdrawn "
                 "and replaced by second Wednesday onto pg-drill-01; restore took 47 minutes",
        "steps": [
            ("user", "restore drill time. restore pg-main-01's latest full + WAL onto pg-drill-01 and compare row "
                     "counts for tickets, lab_results and payments against prod. remember: restore drills are on the "
                     "first monday of every month, so this is the catch-up for november"),
            shell("ssh pg-main-01 sudo -u postgres pgbackrest --stanza=main info", _pgbackrest_info()),
            shell("ssh pg-main-01 sudo -u postgres pgbackrest --stanza=main check 2>&1 | tail -n 4",
                  "2026-11-20 09:02:41.118 P00   INFO: check command begin 2.54.0: --exec-id=41877-1f0c "
                  "--log-level-console=info --repo1-path=/kpc --repo1-s3-bucket=pgbackrest "
                  "--repo1-s3-endpoint=minio.hq.kpc.internal:9000 --repo1-type=s3 --stanza=main\n"
                  "2026-11-20 09:03:41.204 P00  ERROR: [082]: WAL segment 0000000100000A2B000000F3 was not archived "
                  "before the 60000ms timeout\n"
                  "                                    HINT: check the archive_command to ensure that all options "
                  "are correct (especially --stanza).\n"
                  "2026-11-20 09:03:41.205 P00   INFO: check command end: aborted with exception [082]\n"),
            ("assistant", "The backups themselves are there (fulls on the 8th and 15th, diffs after), but WAL "
                          "archiving is stuck: the newest archived segment is ...F2 and ...F3 won't go. First "
                          "suspect is the repository: it's MinIO at HQ (`minio.hq.kpc.internal:9000`), and if "
                          "pg-main-01 can't reach it, archive-push times out exactly like this."),
            shell("ssh pg-main-01 'curl -s -o /dev/null -w \"%{http_code} %{time_total}s\\n\" "
                  "https://minio.hq.kpc.internal:9000/minio/health/live; sudo -u postgres pgbackrest --stanza=main "
                  "repo-ls /archive/main | tail -n 2'",
                  "200 0.004s\n14-1\narchive.info\n"),
            ("assistant", "MinIO answers in 4 ms and pgbackrest can list the repo, so it's not the network or the "
                          "credentials. We run `archive-async=y`, which means archive_command only drops the "
                          "segment into a local spool and a background process pushes it. Let me look at the spool "
                          "and the async log."),
            shell("ssh pg-main-01 'ls -ld /var/spool/pgbackrest /var/spool/pgbackrest/archive; sudo tail -n 3 "
                  "/var/log/pgbackrest/main-archive-push-async.log; sudo du -sh /var/lib/postgresql/16/main/pg_wal'",
                  "drwxr-x--- 3 root root 4096 Nov 13 06:14 /var/spool/pgbackrest\n"
                  "drwxr-x--- 3 root root 4096 Nov 13 06:14 /var/spool/pgbackrest/archive\n"
                  "2026-11-13 06:20:02.447 P00  ERROR: [041]: unable to open file "
                  "'/var/spool/pgbackrest/archive/main/out/0000000100000A26000000A1.ok' for write: [13] Permission "
                  "denied\n2026-11-13 06:20:02.448 P00   INFO: archive-push-async command end: aborted with "
                  "exception [041]\n2026-11-20 09:03:40.981 P00  ERROR: [041]: unable to open file ... [13] "
                  "Permission denied\n42G\t/var/lib/postgresql/16/main/pg_wal\n"),
            shell("git log --since=2026-11-12 --until=2026-11-14 --oneline -- roles/base && grep -n -A4 'spool' "
                  "roles/base/tasks/dirs.yml",
                  "3c9e1f0 base: tighten perms on /var/spool/* (CIS 6.1)\n12:- name: spool directories owned by "
                  "root, 0750\n13-  ansible.builtin.file:\n14-    path: \"{{ item }}\"\n15-    owner: root\n"
                  "16-    mode: \"0750\"\n17-  loop: \"{{ lookup('fileglob', '/var/spool/*', wantlist=True) }}\"\n"),
            ("assistant", "## Root cause\n\nSince 13 November `/var/spool/pgbackrest` is owned by root: commit "
                          "3c9e1f0 in the `base` role chowns everything under `/var/spool/*` to root with mode "
                          "0750, and the nightly Ansible run applied it at 06:14 that morning. The async "
                          "archive-push runs as postgres, gets permission denied writing into the spool, and "
                          "nothing has been archived for a week. WAL is piling up in pg_wal (42 GB) because "
                          "Postgres keeps segments until they're archived. It also means the backups since the "
                          "13th can't be restored to a point past that.\n\n## Fix\n\n- `base`: skip "
                          "`/var/spool/pgbackrest` in that loop.\n- `postgres` role: owns the spool dir, "
                          "`postgres:postgres 0750`.\n- Then run both roles on pg-main-01 and watch the archive "
                          "catch up."),
            shell("ansible-playbook -i inventories/hq.ini postgres.yml -l pg-main-01 --tags base,pgbackrest 2>&1 | "
                  "tail -n 2 && sleep 240 && ssh pg-main-01 'sudo -u postgres pgbackrest --stanza=main check 2>&1 | "
                  "tail -n 1; sudo du -sh /var/lib/postgresql/16/main/pg_wal'",
                  "pg-main-01                 : ok=23   changed=2    unreachable=0    failed=0    skipped=4\n"
                  "\n2026-11-20 09:31:12.640 P00   INFO: check command end: completed successfully (1204ms)\n"
                  "3.1G\t/var/lib/postgresql/16/main/pg_wal\n"),
            ("user", "phew. ok now the actual drill. and the retention: repo1-retention-full is 2, that's two weeks "
                     "of fulls, which after this week I don't like. make it 4"),
            shell("sed -i 's/^pgbackrest_retention_full: 2$/pgbackrest_retention_full: 4/' "
                  "roles/postgres/defaults/main.yml && grep -n retention roles/postgres/templates/pgbackrest.conf.j2",
                  "9:repo1-retention-full={{ pgbackrest_retention_full }}\n"
                  "10:repo1-retention-diff=6\n"),
            shell("ssh pg-drill-01 'sudo systemctl stop postgresql@16-main; sudo -u postgres pgbackrest "
                  "--stanza=main --delta --type=immediate --target-action=promote restore 2>&1 | tail -n 3; sudo "
                  "systemctl start postgresql@16-main'",
                  "2026-11-20 09:40:03.112 P00   INFO: restore backup set 20261115-010001F_20261119-010002D, "
                  "recovery will start at 2026-11-19 01:00:02\n"
                  "2026-11-20 10:27:15.904 P00   INFO: write updated /var/lib/postgresql/16/main/postgresql.auto"
                  ".conf\n2026-11-20 10:27:16.010 P00   INFO: restore command end: completed successfully "
                  "(2832898ms)\n"),
            shell("for h in pg-main-01 pg-drill-01; do echo \"== $h\"; ssh $h \"sudo -u postgres psql -d kpc -Atc "
                  "\\\"select 'tickets', count(*) from tickets_ticket where created_at < '2026-11-19' union all "
                  "select 'lab_results', count(*) from lab_results where taken_at < '2026-11-19' union all select "
                  "'payments', count(*) from payments_payment where created_at < '2026-11-19'\\\"\"; done",
                  "== pg-main-01\ntickets|184233\nlab_results|183977\npayments|9141\n== pg-drill-01\n"
                  "tickets|184233\nlab_results|183977\npayments|9141\n"),
            ("assistant", "Drill passed: the restore onto pg-drill-01 took 47 minutes (2,833 s) and the row counts "
                          "for tickets, lab_results and payments match prod up to the backup point. Retention is "
                          "now 4 fulls (weekly fulls, so about a month)."),
            ("user", "good. oh and scratch what I said about first mondays. in harvest monday is the worst day of the "
                     "week, all the weekend loads get graded and paid. new rule to keep: the restore drill is on the "
                     "second wednesday of each month, always onto pg-drill-01, never onto anything that shares a "
                     "host with prod"),
            shell("apply_patch <<'EOF'\n*** Update File: docs/runbooks/restore-drill.md\n-Cadence: first Monday of "
                  "the month.\n+Cadence: second Wednesday of the month, onto pg-drill-01 only (never a host shared "
                  "with prod).\n+Last drill: 2026-11-20, 47 min, counts matched. Found WAL archiving broken since "
                  "11-13 (spool owned by root).\nEOF",
                  "Success. Updated the following files:\nM docs/runbooks/restore-drill.md\n"),
            ("assistant", "Updated the runbook: second Wednesday of the month, onto pg-drill-01 only, plus a line "
                          "about today's drill and the archiving gap. The `base` / `postgres` role fix and the "
                          "retention change are uncommitted in the working tree for you to review."),
        ],
        "facts": [
            fact("spool-root", "WAL archiving on pg-main-01 was broken from 13 November: the base role's CIS change "
                               "(3c9e1f0) made /var/spool/pgbackrest owned by root, so archive-push-async (running as "
                               "postgres) got permission denied and WAL piled up to 42 GB. The postgres role now owns "
                               "the spool dir and base skips it. The MinIO repo was not the cause.",
                 "bugfix", "assistant", ["spool", "root"]),
            fact("retention-full", "pgBackRest keeps 4 full backups (repo1-retention-full raised from 2 to 4).",
                 "config", "user", ["repo1-retention-full", "4"]),
            fact("drill-cadence", "Restore drills run on the second Wednesday of each month, always onto pg-drill-01, "
                                  "never onto a host shared with prod (replacing the withdrawn first-Monday rule).",
                 "rule", "user", ["second Wednesday", "pg-drill-01"], remember=True),
            fact("minio-repo", "The pgBackRest repository is MinIO at HQ (minio.hq.kpc.internal:9000, bucket "
                               "pgbackrest), with archive-async=y.",
                 "config", "assistant", ["MinIO"]),
        ],
        "optional": [
            opt("restore-time", "A full restore of pg-main-01 onto pg-drill-01 takes about 47 minutes.",
                ["47 minutes"]),
            opt("counts-match", "The November drill's row counts matched for tickets, lab_results and payments.",
                ["lab_results"]),
        ],
        "questions": [
            q("Why was WAL archiving failing on pg-main-01?",
              "/var/spool/pgbackrest was owned by root after the base role, so archive-push-async gets permission "
              "denied", ["spool-root"]),
            q("How many full backups does pgBackRest keep?", "4, repo1-retention-full", ["retention-full"]),
            q("When and where do Postgres restore drills run?", "second Wednesday of each month onto pg-drill-01",
              ["drill-cadence"]),
        ],
    },
]
