"""h57 Codex sessions, part b: srs-gateway, the Python integration layer in front of the Oracle student record
system (requests hanging when the connection pool runs dry; whether to move it to Azure), and uni-infra, the
Ansible repository for the team's on-premises VMs (backups to Azure Blob Storage)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GATEWAY = "/home/dara/src/srs-gateway"
INFRA = "/home/sami/ops/uni-infra"

_GATEWAY_LOG = "".join(
    f"2026-11-03T14:0{m}:{s:02d}.{ms:03d}Z INFO  srs_gateway.api {meth} {path} status={st} duration_ms={d} "
    f"pool_busy={busy}/20 pool_waiting={wait}\n"
    for (m, s, ms, meth, path, st, d, busy, wait) in [
        (1, 2, 114, "POST", "/registrations", 201, 212, 14, 0),
        (1, 2, 388, "GET", "/students/S-4410b2/record", 200, 96, 15, 0),
        (1, 3, 17, "POST", "/registrations", 201, 305, 18, 0),
        (1, 3, 940, "POST", "/registrations", 201, 1840, 20, 3),
        (1, 4, 201, "GET", "/sections/ECON1001-03/capacity", 200, 2210, 20, 11),
        (1, 5, 662, "POST", "/registrations", 201, 6122, 20, 29),
        (1, 9, 12, "POST", "/drops", 202, 9904, 20, 54),
        (1, 21, 450, "POST", "/registrations", 201, 21877, 20, 87),
        (1, 48, 77, "POST", "/registrations", 201, 47310, 20, 131),
        (2, 31, 905, "POST", "/registrations", 201, 88012, 20, 164),
        (3, 40, 318, "GET", "/students/S-77c0e1/record", 200, 154202, 20, 171),
    ]
)

SESSIONS = [
    {
        "id": "h57-cx-srs-pool-hang",
        "project": GATEWAY,
        "start": datetime(2026, 11, 4, 9, 20),
        "about": "srs-gateway: during a registration load test requests hang for minutes; first guess (Oracle "
                 "processes limit, ORA-00020) ruled out by the alert log; real cause python-oracledb pool in "
                 "POOL_GETMODE_WAIT with no timeout, so requests queue forever; fix POOL_GETMODE_TIMEDWAIT with "
                 "wait_timeout 5000 ms and a 503 with Retry-After; SRS_POOL_MAX 20 to 40 after the DBA confirms "
                 "headroom; rule as item 3 of a list: pool sizes only change with an SRSDBA ticket",
        "steps": [
            ("user", "morning. yesterday's load test for the opening went badly on our side: enrol's locust run "
                     "had registrations taking 2-3 minutes and then some just never came back. gateway log "
                     "excerpt below, grep'd for the 14:01-14:03 window. my money is on the Oracle side running out "
                     "of sessions, the SRS has a processes limit and the DBA keeps it low"),
            shell("grep -E 'T14:0[1-3]' logs/gateway-2026-11-03.log | grep -E 'duration_ms=[0-9]{3,}' | head -12",
                  _GATEWAY_LOG),
            ("assistant", "The log shows the pool at 20/20 from 14:01:03 and `pool_waiting` climbing to 171, with "
                          "durations growing from 200 ms to 154 s. If the database were refusing sessions we'd see "
                          "ORA-00020 ('maximum number of processes exceeded') or connection errors, not slow "
                          "successes. Let me check the alert log the DBA shares with us, and the pool setup."),
            shell("ssh srsgw01 'grep -c ORA-00020 /mnt/srs-alertlog/alert_SRSPRD.log; grep -E \"processes|sessions\" "
                  "/mnt/srs-alertlog/init_params.txt'",
                  "0\nprocesses                 300\nsessions                  472\n"),
            shell("sed -n 1,40p srs_gateway/db.py",
                  "import oracledb\n\nfrom srs_gateway.settings import settings\n\n"
                  "_pool: oracledb.ConnectionPool | None = None\n\n\n"
                  "def init_pool() -> None:\n"
                  "    global _pool\n"
                  "    _pool = oracledb.create_pool(\n"
                  "        user=settings.srs_user,\n"
                  "        password=settings.srs_password,\n"
                  "        dsn=settings.srs_dsn,\n"
                  "        min=settings.srs_pool_min,\n"
                  "        max=settings.srs_pool_max,\n"
                  "        increment=2,\n"
                  "        ping_interval=60,\n"
                  "    )\n\n\n"
                  "def connection():\n"
                  "    assert _pool is not None\n"
                  "    return _pool.acquire()\n"),
            ("assistant", "Not the processes limit: zero ORA-00020 in the alert log, and the SRS allows 300 "
                          "processes while we hold at most 20 connections.\n\n"
                          "The cause is on our side. `create_pool()` is called without `getmode`, so it uses the "
                          "default, `oracledb.POOL_GETMODE_WAIT`: when all 20 connections are busy, `acquire()` "
                          "waits *indefinitely* for one to come back. Nothing times out, so every request beyond "
                          "the 20 in flight queues inside the gateway (171 of them at 14:03), each one holding a "
                          "uvicorn worker slot, and enrol's 30 s client timeout gives up long before the request "
                          "finishes. That's the 'never came back'.\n\n"
                          "Fix:\n"
                          "- `getmode=oracledb.POOL_GETMODE_TIMEDWAIT` with `wait_timeout=5000` (ms): a request "
                          "waits at most 5 s for a connection;\n"
                          "- if it still doesn't get one, return **503 with `Retry-After: 5`** instead of hanging, "
                          "so enrol can show 'busy, retrying' and the waiting room absorbs the rest;\n"
                          "- and look at the pool size: with processes at 300 there is headroom, but that's the "
                          "DBA's call."),
            ("user", "ugh, you're right, it's us. do the timedwait + 503. I'll ask the DBA about the size"),
            shell("apply_patch < /tmp/timedwait.patch && git diff --stat && sed -n 8,24p srs_gateway/db.py",
                  " srs_gateway/api/errors.py | 14 ++++++++++++++\n srs_gateway/db.py         |  9 +++++++--\n"
                  " srs_gateway/settings.py   |  2 ++\n tests/test_pool_timeout.py| 41 +++++++++++++++++++++++++++\n"
                  " 4 files changed, 64 insertions(+), 2 deletions(-)\n"
                  "def init_pool() -> None:\n"
                  "    global _pool\n"
                  "    _pool = oracledb.create_pool(\n"
                  "        user=settings.srs_user,\n"
                  "        password=settings.srs_password,\n"
                  "        dsn=settings.srs_dsn,\n"
                  "        min=settings.srs_pool_min,\n"
                  "        max=settings.srs_pool_max,\n"
                  "        increment=2,\n"
                  "        ping_interval=60,\n"
                  "        getmode=oracledb.POOL_GETMODE_TIMEDWAIT,\n"
                  "        wait_timeout=settings.srs_pool_wait_timeout_ms,  # 5000\n"
                  "    )\n"),
            shell("pytest -q tests/test_pool_timeout.py tests/test_registrations.py",
                  "..............                                                           [100%]\n"
                  "14 passed in 8.33s\n"),
            ("assistant", "Timed wait is in; `errors.py` maps `oracledb` error DPY-4005 (pool wait timed out) to "
                          "503 with `Retry-After: 5`. Tests pass, including one that holds all connections and "
                          "checks the 503 arrives after ~5 s."),
            ("user", "DBA replied on teams: processes 300 is fine for us to go to 40, not more, and min stays "
                     "at 4. set SRS_POOL_MAX=40"),
            shell("sed -i 's/^SRS_POOL_MAX=20/SRS_POOL_MAX=40/' deploy/env/production.env deploy/env/staging.env && "
                  "grep -H '^SRS_POOL' deploy/env/*.env",
                  "deploy/env/production.env:SRS_POOL_MIN=4\n"
                  "deploy/env/production.env:SRS_POOL_MAX=40\n"
                  "deploy/env/production.env:SRS_POOL_WAIT_TIMEOUT_MS=5000\n"
                  "deploy/env/staging.env:SRS_POOL_MIN=4\n"
                  "deploy/env/staging.env:SRS_POOL_MAX=40\n"
                  "deploy/env/staging.env:SRS_POOL_WAIT_TIMEOUT_MS=5000\n"),
            ("assistant", "Both env files now have `SRS_POOL_MIN=4`, `SRS_POOL_MAX=40`, "
                          "`SRS_POOL_WAIT_TIMEOUT_MS=5000`. Anything else before I stop?"),
            ("user", "yes, before you close:\n"
                     "1. push the branch\n"
                     "2. open the PR against develop, not main\n"
                     "3. and a rule for the future: pool sizes on srs-gateway only ever change with a DBA ticket "
                     "in the SRSDBA queue, never just by editing the env file. today's teams message counts, I'll "
                     "raise the ticket retroactively\n"
                     "4. paste me the PR link"),
            shell("git push -u origin fix/pool-timedwait && gh pr create --base develop --title 'Pool: timed wait, "
                  "503 + Retry-After, max 40' --body 'Requests queued forever in POOL_GETMODE_WAIT. DBA approved max "
                  "40 (ticket to follow in SRSDBA).' ",
                  "To github.com:northfell-ss/srs-gateway.git\n * [new branch]      "
                  "fix/pool-timedwait -> fix/pool-timedwait\n"
                  "https://github.com/northfell-ss/srs-gateway/pull/318\n"),
            ("assistant", "1. Pushed `fix/pool-timedwait`.\n2. PR opened against develop.\n3. Noted: srs-gateway "
                          "pool sizes change only with a DBA ticket in the SRSDBA queue, never by an env-file edit "
                          "alone.\n4. https://github.com/northfell-ss/srs-gateway/pull/318"),
        ],
        "facts": [
            fact("pool-cause", "srs-gateway requests hung because the python-oracledb pool used the default "
                               "POOL_GETMODE_WAIT with no timeout, so requests queued forever when all connections "
                               "were busy; it now uses POOL_GETMODE_TIMEDWAIT with wait_timeout 5000 ms.",
                 "bugfix", "assistant", ["POOL_GETMODE_TIMEDWAIT", ["wait_timeout", "POOL_GETMODE_WAIT"]]),
            fact("pool-503", "When the pool wait times out the gateway returns 503 with Retry-After: 5.",
                 "decision", "assistant", ["503", "Retry-After"]),
            fact("pool-max", "SRS_POOL_MAX is 40 (DBA approved, not more), SRS_POOL_MIN stays 4.",
                 "config", "user", ["SRS_POOL_MAX", "40"]),
            fact("dba-ticket-rule", "srs-gateway pool sizes only change with a DBA ticket in the SRSDBA queue, "
                                    "never just by editing the env file.",
                 "rule", "user", ["SRSDBA", "pool"], remember=True),
        ],
        "optional": [
            opt("not-ora-00020", "The Oracle processes limit (300) was not the cause; no ORA-00020 in the alert "
                                 "log.",
                ["ORA-00020"]),
            opt("pr-develop", "srs-gateway PRs go against develop, not main.", ["develop"]),
        ],
        "questions": [
            q("Why did srs-gateway requests hang during the load test?",
              "pool in POOL_GETMODE_WAIT waits indefinitely; now POOL_GETMODE_TIMEDWAIT with wait_timeout 5000",
              ["pool-cause"]),
            q("What is the srs-gateway pool maximum?", "SRS_POOL_MAX 40", ["pool-max"]),
            q("What does the gateway return when no connection is free?", "503 with Retry-After", ["pool-503"]),
            q("How may the gateway pool size be changed?", "only with a DBA ticket in the SRSDBA queue",
              ["dba-ticket-rule"]),
        ],
    },
    {
        "id": "h57-cx-srs-azure-question",
        "project": GATEWAY,
        "start": datetime(2026, 11, 13, 14, 0),
        "about": "srs-gateway: the head of IT asks whether the gateway could move to Azure; latency from uksouth "
                 "to the on-prem Oracle over ExpressRoute measured (9-14 ms vs 0.3 ms, ~40 round trips per "
                 "registration); decision: stays on the on-prem VMs; AKS ruled out (nobody runs Kubernetes); an "
                 "Azure Redis catalogue cache proposed and left unanswered; the person answers the assistant's "
                 "offer to remember with 'yes, do that'; ADR 0009 written",
        "steps": [
            ("user", "afternoon. the head of IT wants 'a view' by monday on whether srs-gateway could move to "
                     "Azure, since everything new is supposed to go there. I don't think it can but I need numbers, "
                     "not vibes. can you help me put something together"),
            shell("rg -c 'cursor.execute|callproc' srs_gateway/ | sort -t: -k2 -n | tail -5; python "
                  "scripts/trace_roundtrips.py --endpoint 'POST /registrations' --samples 200",
                  "srs_gateway/repo/sections.py:14\nsrs_gateway/repo/students.py:19\n"
                  "srs_gateway/repo/fees.py:22\nsrs_gateway/repo/holds.py:9\nsrs_gateway/repo/registrations.py:31\n"
                  "POST /registrations over 200 samples (staging):\n"
                  "  db round trips per request: median 38, p95 44\n"
                  "  db time per request: median 41 ms, p95 77 ms\n"),
            shell("ssh azvm-probe01 'for i in $(seq 1 50); do tnsping SRSPRD_RO | grep -o \"OK ([0-9]* msec)\"; "
                  "done | sort | uniq -c' ; ssh srsgw01 'tnsping SRSPRD_RO | tail -1'",
                  "      3 OK (9 msec)\n     11 OK (10 msec)\n     19 OK (11 msec)\n      9 OK (12 msec)\n"
                  "      5 OK (13 msec)\n      3 OK (14 msec)\n"
                  "OK (0 msec)\n"),
            ("assistant", "Numbers:\n\n"
                          "- a `POST /registrations` makes a median of **38 database round trips** (holds, fees, "
                          "prerequisites, capacity, the insert itself);\n"
                          "- from the probe VM in Azure uksouth over ExpressRoute, a round trip to SRSPRD is "
                          "**9-14 ms**; from srsgw01 on-prem it's under 1 ms (about 0.3 ms measured with the "
                          "driver).\n\n"
                          "So moving the gateway to Azure while Oracle stays on-prem adds roughly 38 × 11 ms ≈ "
                          "420 ms to every registration, on top of today's ~41 ms of database time: about ten "
                          "times slower per request, and connections held ten times longer, which means the pool "
                          "of 40 would carry a tenth of the throughput at 09:00 on opening day.\n\n"
                          "Options for the write-up:\n"
                          "1. **Stay on the on-prem VMs** (srsgw01/02) until the SRS itself moves.\n"
                          "2. **Azure Container Apps** for the gateway, and reduce round trips by moving the "
                          "registration logic into a PL/SQL procedure (one call). Big rewrite, and the PL/SQL "
                          "belongs to the SRS vendor's schema.\n"
                          "3. **AKS**. Same latency problem as 2, plus a Kubernetes cluster to run."),
            ("user", "AKS is a non-starter anyway, nobody in this team runs kubernetes and I'm not learning it for "
                     "one service. 2 is a rewrite into someone else's schema, no. so 1, it stays on-prem"),
            ("assistant", "Then the recommendation is: srs-gateway stays on the on-prem VMs srsgw01/02 next to the "
                          "SRS, because each registration needs ~38 round trips to Oracle and ExpressRoute adds "
                          "9-14 ms to each. Revisit when the SRS itself moves.\n\n"
                          "One thing that *could* go to Azure without the latency problem: the read-only course "
                          "catalogue (sections, times, rooms) that enrol and the campus app read all day. An Azure "
                          "Cache for Redis filled nightly from the gateway would take those reads off the SRS. "
                          "Worth a line in the document?"),
            ("user", "hmm. write the ADR first"),
            shell("cat > docs/adr/0009-gateway-stays-on-prem.md <<'EOF'\n# ADR 0009: srs-gateway stays on-premises"
                  "\n\nStatus: accepted (2026-11-13)\n\n## Context\nIT strategy prefers Azure for new and moved "
                  "services. The gateway talks to the on-premises Oracle SRS.\n\n## Measurements\n- POST "
                  "/registrations: median 38 DB round trips.\n- Round trip Azure uksouth -> SRSPRD over ExpressRoute: "
                  "9-14 ms; on-prem: ~0.3 ms.\n\n## Decision\nThe gateway stays on srsgw01/02 on-premises until the "
                  "SRS moves.\n\n## Rejected\n- Azure Container Apps + PL/SQL consolidation: rewrite inside the "
                  "vendor schema.\n- AKS: same latency; nobody in the team runs Kubernetes.\nEOF\ngit add docs/adr/"
                  "0009-gateway-stays-on-prem.md && git status --short",
                  "A  docs/adr/0009-gateway-stays-on-prem.md\n"),
            ("assistant", "ADR 0009 is written and staged. Do you want me to remember that srs-gateway stays "
                          "on-prem and why (the Oracle round trips over ExpressRoute), so that in a later session "
                          "I don't propose moving it to Azure again?"),
            ("user", "yes, do that, with the reason, I don't want this conversation twice"),
            ("assistant", "Will do: srs-gateway stays on the on-prem VMs because every registration makes ~38 "
                          "round trips to the on-prem Oracle and ExpressRoute adds 9-14 ms to each; don't propose "
                          "moving it to Azure unless the SRS moves."),
            shell("git commit -qm 'ADR 0009: gateway stays on-prem' && git log -1 --oneline",
                  "4fa61c2 ADR 0009: gateway stays on-prem\n"),
            ("user", "thanks. I'll send the ADR up on monday. have a good one"),
        ],
        "facts": [
            fact("stays-onprem", "srs-gateway stays on the on-prem VMs srsgw01/02 until the SRS moves: a "
                                 "registration makes ~38 round trips to Oracle and ExpressRoute from Azure adds 9-14 "
                                 "ms each (about ten times slower).",
                 "decision", "user", ["on-prem", ["round trips", "ExpressRoute"]], remember=True),
            fact("aks-rejected", "AKS was ruled out because nobody in the team runs Kubernetes; Azure Container "
                                 "Apps with a PL/SQL rewrite was rejected as a rewrite inside the vendor's schema.",
                 "decision", "user", ["AKS", "Kubernetes"]),
            fact("adr-0009", "The decision is recorded in docs/adr/0009-gateway-stays-on-prem.md.",
                 "fact", "assistant", ["0009"]),
        ],
        "optional": [
            opt("roundtrips", "POST /registrations makes a median of 38 DB round trips (p95 44), ~41 ms of DB "
                              "time.",
                ["38"]),
            opt("probe", "azvm-probe01 in Azure uksouth measures 9-14 ms to SRSPRD over ExpressRoute.",
                ["uksouth"]),
        ],
        "questions": [
            q("Will srs-gateway move to Azure?", "no, stays on-prem because of the round trips to Oracle over "
                                                  "ExpressRoute", ["stays-onprem"]),
            q("Why was AKS ruled out for the gateway?", "nobody in the team runs Kubernetes", ["aks-rejected"]),
            q("Where is the decision about the gateway's hosting written down?", "ADR 0009", ["adr-0009"]),
        ],
    },
    {
        "id": "h57-cx-infra-vm-backups",
        "project": INFRA,
        "start": datetime(2026, 11, 9, 10, 10),
        "about": "uni-infra: restic backups of the on-prem VMs to Azure Blob Storage; a pasted vars file with "
                 "values to decide; retention set to keep-daily 14 then changed to 30, keep-monthly 12; schedule "
                 "moved from 01:00 to 02:15 after the statistics export; cool tier; the Oracle hosts back up via "
                 "RMAN to the backup proxy; flat standing rule: we never open 1521 outside the SRS VLAN",
        "steps": [
            ("user", "hi. we're finally replacing the old tape thing for the VMs. plan is restic to Azure Blob. "
                     "here's the vars file I started, fill in the blanks and write the role:\n\n"
                     "```yaml\n# group_vars/backup_clients.yml\nrestic_repo_base: azure:vm-backups:/\n"
                     "restic_azure_account: stnfstudbackup01\nrestic_schedule: \"01:00\"\n"
                     "restic_keep_daily: ???\nrestic_keep_weekly: ???\nrestic_keep_monthly: ???\n"
                     "restic_excludes:\n  - /var/cache\n  - /tmp\n  - /var/lib/docker/overlay2\n"
                     "restic_tier: ???\n```"),
            shell("ls roles/ && cat inventories/prod/hosts.ini | head -30",
                  "common\nnginx\npostgres\nsrs_gateway\nenrol\nmarks_portal\nstatexp\nsolver\n\n"
                  "[enrol]\nenrol-app01\nenrol-app02\nenrol-redis01\n\n[marks]\nmarks-app01\n\n"
                  "[srs_gateway]\nsrsgw01\nsrsgw02\n\n[statexp]\nstatexp01\n\n[solver]\nsolver01\n\n"
                  "[oracle_srs]\nsrsdb01\nsrsdb02\n\n[backup_proxy]\nbkproxy01\n\n"
                  "[backup_clients:children]\nenrol\nmarks\nsrs_gateway\nstatexp\nsolver\n"),
            ("assistant", "Questions before I write the role, with suggestions:\n\n"
                          "- **Retention**: I'd start with `keep_daily: 14`, `keep_weekly: 8`, `keep_monthly: 12`.\n"
                          "- **Tier**: `Cool`. Backups are written nightly and read almost never; Cool is cheaper "
                          "per GB than Hot, and Archive can't be read by restic directly (it needs rehydration, "
                          "hours).\n"
                          "- **Schedule**: 01:00 collides with the statistics export, which runs 01:30 on "
                          "statexp01 and reads a lot from disk there.\n"
                          "- **Oracle**: the `oracle_srs` hosts aren't in `backup_clients`, which I assume is on "
                          "purpose. How do they get backed up?"),
            ("user", "14/8/12 fine for now. Cool tier yes. schedule: put it at 02:15, the export is done by 2 "
                     "on a normal night. oracle: RMAN dumps to bkproxy01 over the backup VLAN and bkproxy01 is a "
                     "restic client like the others, so add bkproxy01 to backup_clients. and just so you know "
                     "how we work: we never open 1521 to anything outside the SRS VLAN. not for backups, not for "
                     "a quick test, not for azure. that's why the proxy exists"),
            shell("apply_patch < /tmp/restic-role.patch && cat group_vars/backup_clients.yml && ls roles/restic/"
                  "{tasks,templates}",
                  "restic_repo_base: azure:vm-backups:/\nrestic_azure_account: stnfstudbackup01\n"
                  "restic_schedule: \"02:15\"\nrestic_keep_daily: 14\nrestic_keep_weekly: 8\n"
                  "restic_keep_monthly: 12\nrestic_excludes:\n  - /var/cache\n  - /tmp\n"
                  "  - /var/lib/docker/overlay2\nrestic_tier: Cool\n"
                  "roles/restic/tasks:\nmain.yml\nschedule.yml\n\n"
                  "roles/restic/templates:\nrestic-backup.service.j2\nrestic-backup.timer.j2\nrestic.env.j2\n"),
            ("assistant", "Role written: a systemd timer at 02:15 with up to 10 minutes of random delay (so the "
                          "seven clients don't start in the same second), then `restic backup` and `restic forget "
                          "--prune --keep-daily 14 --keep-weekly 8 --keep-monthly 12`. Each host gets its own "
                          "repository path `azure:vm-backups:/<hostname>`. bkproxy01 is in `backup_clients` now, "
                          "and nothing in the role touches port 1521 or the SRS VLAN; the Oracle data only "
                          "reaches restic as RMAN files on bkproxy01."),
            shell("ansible-playbook -i inventories/staging site.yml --tags restic --check --diff 2>&1 | tail -14",
                  "TASK [restic : install restic] ********************************************\n"
                  "changed: [enrol-stg01]\nchanged: [marks-stg01]\nchanged: [srsgw-stg01]\n"
                  "TASK [restic : render env] ************************************************\n"
                  "--- before\n+++ after: /etc/restic/restic.env\n@@ -0,0 +1,3 @@\n"
                  "+AZURE_ACCOUNT_NAME=stnfstudbackup01\n+RESTIC_REPOSITORY=azure:vm-backups:/enrol-stg01\n"
                  "+RESTIC_PASSWORD_FILE=/etc/restic/password\n"
                  "PLAY RECAP ****************************************************************\n"
                  "enrol-stg01 : ok=6 changed=5 unreachable=0 failed=0\n"),
            ("user", "looks right. actually, change daily to 30. audit asked last year why we couldn't restore "
                     "something from 3 weeks back and I don't want that conversation again. weekly can go then, "
                     "30 daily + 12 monthly is enough"),
            shell("sed -i 's/^restic_keep_daily: 14/restic_keep_daily: 30/; /^restic_keep_weekly/d' "
                  "group_vars/backup_clients.yml && sed -i 's/ --keep-weekly {{ restic_keep_weekly }}//' "
                  "roles/restic/templates/restic-backup.service.j2 && grep -h 'keep' group_vars/backup_clients.yml "
                  "roles/restic/templates/restic-backup.service.j2",
                  "restic_keep_daily: 30\nrestic_keep_monthly: 12\n"
                  "ExecStartPost=/usr/local/bin/restic forget --prune --keep-daily {{ restic_keep_daily }} "
                  "--keep-monthly {{ restic_keep_monthly }}\n"),
            ("assistant", "Retention is now `--keep-daily 30 --keep-monthly 12`, no weekly. Shall I also add a "
                          "monthly restore test (restore one random file per host and compare checksums)?"),
            ("user", "not today. commit it"),
            shell("git add -A && git commit -qm 'restic backups to Azure Blob (Cool), 02:15, 30d/12m' && git log -1 "
                  "--oneline",
                  "e2b7d90 restic backups to Azure Blob (Cool), 02:15, 30d/12m\n"),
        ],
        "facts": [
            fact("restic-blob", "The on-prem VMs are backed up with restic to Azure Blob Storage (account "
                                "stnfstudbackup01, container vm-backups, one path per host), Cool tier.",
                 "decision", "user", ["restic", ["Azure Blob", "stnfstudbackup01"]]),
            fact("retention", "Backup retention is keep-daily 30 and keep-monthly 12 (daily was 14, weekly "
                              "dropped).",
                 "config", "user", ["keep-daily 30", "keep-monthly 12"]),
            fact("schedule", "Backups run at 02:15, after the 01:30 statistics export (was 01:00).",
                 "config", "user", ["02:15"]),
            fact("oracle-via-proxy", "The Oracle SRS hosts are backed up by RMAN to bkproxy01 over the backup VLAN; "
                                     "bkproxy01 is a restic client.",
                 "fact", "user", ["RMAN", "bkproxy01"]),
            fact("port-1521-rule", "Port 1521 is never opened to anything outside the SRS VLAN, not for backups, "
                                   "tests or Azure.",
                 "rule", "user", ["1521", "SRS VLAN"], remember=True),
        ],
        "optional": [
            opt("cool-tier", "Cool tier was chosen over Hot (cost) and Archive (restic can't read it without "
                             "rehydration).",
                ["Cool"]),
        ],
        "questions": [
            q("What is the VM backup retention?", "keep-daily 30 and keep-monthly 12", ["retention"]),
            q("When do VM backups run?", "02:15", ["schedule"]),
            q("Can port 1521 be opened for a backup job?", "no, never outside the SRS VLAN", ["port-1521-rule"]),
            q("How are the Oracle SRS hosts backed up?", "RMAN to bkproxy01, which is a restic client",
              ["oracle-via-proxy"]),
        ],
    },
]
