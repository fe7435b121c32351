"""h55 Codex sessions, part c: SMS recalls when O negative stock runs low (stock-tracker), and two on-premises
infrastructure sessions (onprem-infra): the Postgres 14 -> 16 upgrade and TLS for the MLLP link to the LIS."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

STOCK = "/home/mirek/dev/stock-tracker"
INFRA = "/home/dara/ops/onprem-infra"


def _days_of_stock() -> str:
    rows = ["AboRh  Available  Issued28d  AvgDailyIssue  DaysOfStock"]
    data = [("O-", 41, 454), ("O+", 212, 1330), ("A+", 188, 1120), ("A-", 37, 170), ("B+", 61, 310),
            ("B-", 14, 52), ("AB+", 22, 88), ("AB-", 6, 19)]
    for g, avail, issued in data:
        avg = issued / 28
        rows.append(f"{g:<6} {avail:>9}  {issued:>9}  {avg:>13.1f}  {avail / avg:>11.1f}")
    return "\n".join(rows) + "\n\n(8 rows affected)\n"


_DRY_RUN = """[dry-run] Sms__DryRun=true, nothing sent
trigger: O- days of stock 2.5 < threshold 3.0
candidates (O-, last donation >= interval, no active deferral): 1,284
batch 1 of 7 (200 recipients), would send at 2026-11-13T15:00:00+01:00 via smsgw-01 (SMPP):
  D-0012876  +48 6** *** 412  'Lowmoor Blood Service: O negative stock is low. Could you donate this week? Book: lbs.example/b/7Q2'
  D-0019034  +48 5** *** 088  'Lowmoor Blood Service: O negative stock is low. Could you donate this week? Book: lbs.example/b/9XK'
  D-0020517  +48 7** *** 301  'Lowmoor Blood Service: O negative stock is low. Could you donate this week? Book: lbs.example/b/3MC'
  ... 197 more
skipped: 96 deferred (eligibility API), 41 opted out, 12 texted in the last 30 days
"""

_PG_CONF = """# postgresql.conf (pg-onprem-01, PostgreSQL 14.13) -- relevant part
listen_addresses = '10.20.8.30'
port = 5432
max_connections = 200
shared_buffers = 4GB
effective_cache_size = 12GB
work_mem = 16MB
maintenance_work_mem = 1GB
wal_level = replica
max_wal_size = 8GB
archive_mode = on
archive_command = 'pgbackrest --stanza=onprem archive-push %p'
log_min_duration_statement = 500
shared_preload_libraries = 'pg_stat_statements'
"""

_STUNNEL_CONF = """; roles/stunnel/templates/lis-client.conf.j2 (rendered for lis-bridge-01)
pid = /run/stunnel/lis-client.pid
output = /var/log/stunnel/lis-client.log

[lis-prod-mllp]
client = yes
accept = 127.0.0.1:7661
connect = lis-prod.lbs.internal:16661
cert = /etc/stunnel/lis-bridge-01.crt
key = /etc/stunnel/lis-bridge-01.key
CAfile = /etc/stunnel/lbs-internal-ca-2.pem
verifyChain = yes
checkHost = lis-prod.lbs.internal
sslVersionMin = TLSv1.2
TIMEOUTidle = 3600
"""

SESSIONS = [
    {
        "id": "h55-cx-stock-sms-recall",
        "project": STOCK,
        "start": datetime(2026, 11, 13, 13, 15),
        "branch": "sms-recall",
        "about": "stock-tracker: SMS recall when O negative stock is low; three ways to send, mirek answers '1' (the "
                 "telco SMPP gateway smsgw-01, donor numbers stay inside the network); O- threshold 3 days of stock; "
                 "recipients checked against the eligibility API; batch 500 changed to 200 after the contact centre "
                 "(one batch an hour); 'house rule for you' to dry-run with Sms__DryRun=true before any real send; "
                 "WhatsApp proposal ignored; joke about being AB pos",
        "steps": [
            ("user", "hey. next feature: low stock recall by SMS. when O neg gets low we text O neg donors who can "
                     "donate to come in. we never sent SMS from stock-tracker. how would we send them?"),
            shell("rg -n -i 'sms|smpp' docs/ src/ --glob '!*.Designer.cs' | head -12",
                  "docs/integrations.md:31:## smsgw-01\n"
                  "docs/integrations.md:32:Telco SMPP gateway, on-premises, used by the contact centre's dialer for "
                  "appointment reminders. SMPP 3.4, bind as transceiver, system_id per application.\n"
                  "docs/integrations.md:33:Throughput contracted: 20 msg/s. Delivery receipts: yes.\n"),
            ("assistant", "Three realistic ways:\n\n"
                          "1. **SMPP to smsgw-01**, the telco gateway the contact centre already uses. On-premises, "
                          "contracted throughput 20 msg/s, delivery receipts; we'd need our own `system_id` from "
                          "the telco and an SMPP client library in .NET.\n"
                          "2. **A cloud SMS HTTP API.** Simplest code (one HTTPS call), webhooks for delivery, but "
                          "donor phone numbers and the fact that they're O negative donors leave our network; a new "
                          "processor agreement.\n"
                          "3. **Email-to-SMS through the telco.** No new library, but no delivery receipts and "
                          "messages get cut at 160 characters unpredictably.\n\n"
                          "Trade-off in one line: 1 is more work now and no new data processor, 2 is the least code."),
            ("user", "1"),
            ("user", "donor phone numbers don't leave our network, that's the DPO's line and I agree with it. ask "
                     "the telco for a system_id, I'll open the ticket"),
            shell("sqlcmd -S sqlstock01 -d StockTracker -E -W -Q \"EXEC dbo.DaysOfStock @Site = 'ALL'\"",
                  _days_of_stock()),
            ("assistant", "Current days of stock (available / average daily issue over 28 days): O- is at 2.5 days "
                          "(41 units, 16.2 issued a day). What should trigger the recall?"),
            ("user", "O neg below 3 days of stock triggers it. other groups no recall for now, we see later"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/StockTracker.Api/appsettings.json\n@@\n"
                  "+  \"Recall\": {\n+    \"Thresholds\": { \"O-\": 3.0 },\n+    \"BatchSize\": 500,\n"
                  "+    \"MinMinutesBetweenBatches\": 60\n+  },\n+  \"Sms\": {\n+    \"Host\": \"smsgw-01\",\n"
                  "+    \"Port\": 2775,\n+    \"SystemId\": \"\",\n+    \"DryRun\": false\n+  },\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/StockTracker.Api/appsettings.json\n"),
            ("assistant", "Config in place: `Recall:Thresholds:O-` = 3.0 days. For recipients I'd not decide "
                          "eligibility here: stock-tracker asks the eligibility service's `GET "
                          "/donors/{id}/eligible-from` for each candidate and drops anyone deferred or inside the "
                          "donation interval on the send date. I put a batch size of 500 with at least 60 minutes "
                          "between batches. Later we could add WhatsApp as a second channel for donors who prefer "
                          "it; the message templates would be the same."),
            ("user", "eligibility via their API yes, makes sense. 500 per batch ok"),
            shell("ls src/StockTracker.Recall/ && dotnet build -v q 2>&1 | tail -n 2",
                  "EligibilityClient.cs\nRecallPlanner.cs\nRecallWorker.cs\nSmppSender.cs\nTemplates/\n"
                  "Build succeeded.\n    0 Warning(s)\n"),
            ("user", "before you run anything: house rule for you in this repo, whenever you touch the code that "
                     "sends SMS you first run it with Sms__DryRun=true and show me who would get a text, and only "
                     "then for real. in spring a test from someone's laptop texted 4000 real donors at 11pm. "
                     "not again"),
            shell("Sms__DryRun=true dotnet run --project src/StockTracker.Recall -- --once 2>&1 | tail -n 12",
                  _DRY_RUN.replace("batch 1 of 7 (200", "batch 1 of 3 (500").replace("... 197 more",
                                                                                      "... 497 more")),
            ("assistant", "Dry run, nothing sent: O- is 2.5 days against the 3.0 threshold, 1,284 candidates after "
                          "the eligibility check (96 deferred, 41 opted out, 12 texted in the last 30 days are "
                          "skipped), three batches of 500, the first at 15:00."),
            ("user", "hm. just talked to the contact centre lead. every recall batch gives about 8% callbacks, 500 "
                     "means 40 calls in an hour and they are 2 people. make it 200 per batch, still one batch an "
                     "hour. and don't text me, I'm AB pos, useless for this lol"),
            shell("sed -i 's/\"BatchSize\": 500/\"BatchSize\": 200/' src/StockTracker.Api/appsettings.json && "
                  "Sms__DryRun=true dotnet run --project src/StockTracker.Recall -- --once 2>&1 | tail -n 12",
                  _DRY_RUN),
            ("assistant", "Dry run again with `Recall:BatchSize` = 200: seven batches of 200, one an hour, first at "
                          "15:00. Nothing was sent. Once the telco gives us a `system_id`, the first real run can "
                          "go after you've looked at one more dry run."),
            ("user", "perfect. commit, no real send today"),
            shell("git add -A && git commit -qm 'recall: O- below 3 days of stock, SMPP via smsgw-01, batches of "
                  "200 hourly, dry run' && git log -1 --oneline",
                  "5be2e18 recall: O- below 3 days of stock, SMPP via smsgw-01, batches of 200 hourly, dry run\n"),
        ],
        "facts": [
            fact("smpp-gateway", "Recall SMS go over SMPP to the on-premises telco gateway smsgw-01 (option 1), "
                                 "because donor phone numbers must not leave the network; a cloud SMS API and "
                                 "email-to-SMS were not chosen.",
                 "decision", "user", ["SMPP", "smsgw-01"]),
            fact("o-neg-threshold", "An SMS recall is triggered when O negative falls below 3 days of stock "
                                    "(Recall:Thresholds:O- = 3.0); no recall for other groups yet.",
                 "config", "user", [["O neg", "O-"], "3 days"]),
            fact("batch-200", "Recall SMS go out in batches of 200 (Recall:BatchSize, first 500), at most one "
                              "batch an hour, because each batch brings about 8% callbacks to a contact centre of "
                              "two people.",
                 "config", "user", ["200", "batch"]),
            fact("dry-run-first", "Whenever the agent touches the SMS sending code it first runs it with "
                                  "Sms__DryRun=true and shows who would get a text, and only then sends for real.",
                 "rule", "user", ["Sms__DryRun"], remember=True),
            fact("eligibility-api", "Recall recipients are checked with the eligibility service's "
                                    "/donors/{id}/eligible-from on the send date; stock-tracker doesn't decide "
                                    "eligibility itself.",
                 "decision", "user", ["eligible-from"]),
        ],
        "optional": [
            opt("smpp-port", "smsgw-01 takes SMPP on port 2775 and 20 msg/s.", ["2775"]),
            opt("batch-interval", "Recall batches are at least 60 minutes apart (MinMinutesBetweenBatches).",
                ["MinMinutesBetweenBatches"]),
        ],
        "questions": [
            q("How does stock-tracker send recall SMS, and why not a cloud API?",
              "SMPP through smsgw-01; donor phone numbers don't leave our network", ["smpp-gateway"]),
            q("When is an O negative recall triggered?", "below 3 days of stock", ["o-neg-threshold"]),
            q("How many recall SMS go out per batch?", "200 per batch, one batch an hour", ["batch-200"]),
            q("What must happen before the SMS sending code is run for real?",
              "a dry run with Sms__DryRun=true to show who would get a text", ["dry-run-first"]),
        ],
    },
    {
        "id": "h55-cx-infra-postgres-16",
        "project": INFRA,
        "start": datetime(2026, 11, 6, 16, 20),
        "branch": "pg16",
        "about": "onprem-infra: PostgreSQL 14 on pg-onprem-01 goes out of support; dara pastes postgresql.conf; "
                 "three upgrade paths, 'the link one' (pg_upgrade --link, VM snapshot as fallback); shared_buffers "
                 "set to 8GB, then 6GB after free -g shows 24 GB shared with pgbackrest; standing rule written to "
                 "AGENTS.md at dara's request (no restarts, upgrades or schema changes during donation sessions; "
                 "only Sunday 02:00-05:00); upgrade scheduled for Sunday 8 November",
        "steps": [
            ("user", "friday afternoon job, sorry. pg-onprem-01 is on postgres 14 and 14 is out of support next "
                     "week. eligibility, lis-bridge and bag-labels all live on it. here's the relevant conf:\n\n"
                     + _PG_CONF +
                     "\nkeep all of that on 16 except shared_buffers, make it 8GB. how do we upgrade?"),
            shell("ssh pg-onprem-01 'sudo -u postgres psql -Atc \"select datname, pg_size_pretty(pg_database_size("
                  "datname)) from pg_database where not datistemplate\"; df -h /var/lib/postgresql | tail -1; free -g "
                  "| head -2; ps -eo comm --no-headers | sort | uniq -c | sort -rn | head -6'",
                  "eligibility|41 GB\nlis|312 GB\nbaglabels|27 GB\npostgres|8029 kB\n"
                  "/dev/sdb1  1.0T  402G  598G  41% /var/lib/postgresql\n"
                  "               total        used        free      shared  buff/cache   available\n"
                  "Mem:              24          11           1           4          12          12\n"
                  "     61 postgres\n      9 pgbackrest\n      4 icinga2\n      2 sshd\n      1 systemd\n"),
            ("assistant", "380 GB across three databases, 598 GB free on the data disk. Three ways:\n\n"
                          "1. **pg_upgrade --link.** Hard-links the data files into the new cluster; takes minutes "
                          "regardless of size. Once the new cluster has started, the old one can't be used any "
                          "more, so the fallback is a VM snapshot (or the pgBackRest backup) taken right before.\n"
                          "2. **Dump and restore.** Cleanest result, but 380 GB with indexes is several hours of "
                          "downtime for the lab, on-premises apps included.\n"
                          "3. **Logical replication to a new VM with 16.** Near-zero downtime, but a second VM, "
                          "replication slots for three databases, sequence syncing and a switchover.\n\n"
                          "For a single on-prem host with a maintenance window, 1 is usually the sensible one."),
            ("user", "the link one. snapshot of the VM right before, and a full pgbackrest backup the night before"),
            ("assistant", "About shared_buffers = 8GB: the host has 24 GB total and it isn't only Postgres, "
                          "pgBackRest runs there (9 processes now, more during the nightly backup with "
                          "`process-max`) plus the Icinga agent, and about 4 GB is already shared memory. 8 GB of "
                          "shared buffers plus 200 connections with `work_mem = 16MB` can push it into swap during "
                          "the backup. 6 GB would leave more room for the page cache."),
            ("user", "fair, 6GB then. effective_cache_size leave at 12GB"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: inventories/prod/host_vars/pg-onprem-01.yml\n"
                  "@@\n-postgres_version: 14\n+postgres_version: 16\n postgres_conf:\n   max_connections: 200\n"
                  "-  shared_buffers: 4GB\n+  shared_buffers: 6GB\n   effective_cache_size: 12GB\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM inventories/prod/host_vars/pg-onprem-01.yml\n"),
            shell("ansible-playbook -i inventories/prod playbooks/pg-upgrade.yml -l pg-onprem-01 --check --diff "
                  "-e pg_upgrade_mode=link 2>&1 | tail -n 22",
                  "TASK [postgres : install postgresql-16] ****************************************\n"
                  "changed: [pg-onprem-01]\n"
                  "TASK [postgres : render postgresql.conf for 16] ********************************\n"
                  "--- before\n+++ after: /etc/postgresql/16/main/postgresql.conf\n"
                  "+shared_buffers = 6GB\n+effective_cache_size = 12GB\n+max_connections = 200\n"
                  "changed: [pg-onprem-01]\n"
                  "TASK [postgres : pg_upgrade --check] *******************************************\n"
                  "skipping: [pg-onprem-01]  (check mode)\n"
                  "TASK [postgres : stop 14, pg_upgrade --link, start 16] *************************\n"
                  "skipping: [pg-onprem-01]  (check mode)\n"
                  "TASK [postgres : vacuumdb --analyze-in-stages] *********************************\n"
                  "skipping: [pg-onprem-01]  (check mode)\n\n"
                  "PLAY RECAP *********************************************************************\n"
                  "pg-onprem-01 : ok=6  changed=2  unreachable=0  failed=0  skipped=3\n"),
            ("assistant", "The dry run looks right: 16 installed, config rendered with `shared_buffers = 6GB`, "
                          "upgrade in link mode. When do you want to run it for real? Tonight after 20:00 the "
                          "centres are closed."),
            ("user", "no no. tomorrow is saturday and there are mobile sessions, tonight the evening clinic at "
                     "CITY runs until 20:30 and people use the tablets. this is the thing: stick it in AGENTS.md "
                     "so every session has it — no restarts, upgrades or schema changes on the on-prem database "
                     "hosts while donation sessions run. the only window is sunday 02:00-05:00, because mobile "
                     "sessions run on saturdays too"),
            shell("cat >> AGENTS.md <<'EOF'\n\n## Maintenance window (on-prem database hosts)\n\n"
                  "No restarts, upgrades or schema changes on the on-prem database hosts (pg-onprem-01, sqlstock01) "
                  "while donation sessions run. The only window is Sunday 02:00-05:00; mobile sessions run on "
                  "Saturdays too.\nEOF\ntail -n 6 AGENTS.md",
                  "## Maintenance window (on-prem database hosts)\n\n"
                  "No restarts, upgrades or schema changes on the on-prem database hosts (pg-onprem-01, sqlstock01) "
                  "while donation sessions run. The only window is Sunday 02:00-05:00; mobile sessions run on "
                  "Saturdays too.\n"),
            ("assistant", "Added to AGENTS.md. So the upgrade goes Sunday 8 November at 02:00: full pgBackRest "
                          "backup Saturday night after the mobile sessions, VM snapshot at 01:50, then the "
                          "playbook. I've put that sequence in `runbooks/pg16-upgrade.md` and scheduled nothing "
                          "myself."),
            ("user", "good. i'll run it sunday with coffee. have a nice weekend"),
        ],
        "facts": [
            fact("pg-upgrade-link", "pg-onprem-01 goes from PostgreSQL 14 to 16 with pg_upgrade --link, with a VM "
                                    "snapshot and a full pgBackRest backup as fallback; dump/restore and logical "
                                    "replication were not chosen.",
                 "decision", "user", ["pg_upgrade", "--link"]),
            fact("shared-buffers", "shared_buffers on pg-onprem-01 is 6GB (8GB first asked; the 24 GB host also runs "
                                   "pgBackRest); effective_cache_size stays 12GB.",
                 "config", "user", ["shared_buffers", "6GB"]),
            fact("maintenance-window", "No restarts, upgrades or schema changes on the on-prem database hosts while "
                                       "donation sessions run; the only window is Sunday 02:00-05:00 (written to "
                                       "AGENTS.md).",
                 "rule", "user", ["Sunday", "02:00"], remember=True),
            fact("pg-databases", "pg-onprem-01 holds the eligibility, lis and baglabels databases (about 380 GB).",
                 "fact", "assistant", ["pg-onprem-01", ["baglabels", "bag-labels"]]),
        ],
        "optional": [
            opt("upgrade-date", "The upgrade runs Sunday 8 November at 02:00; runbook in runbooks/pg16-upgrade.md.",
                ["pg16-upgrade"]),
        ],
        "questions": [
            q("How is pg-onprem-01 upgraded to PostgreSQL 16?",
              "pg_upgrade --link with a VM snapshot and pgBackRest backup as fallback", ["pg-upgrade-link"]),
            q("What is shared_buffers on pg-onprem-01?", "6GB", ["shared-buffers"]),
            q("When may the on-prem database hosts be restarted or upgraded?", "only Sunday 02:00-05:00",
              ["maintenance-window"]),
        ],
    },
    {
        "id": "h55-cx-infra-mllp-tls",
        "project": INFRA,
        "start": datetime(2026, 11, 25, 10, 0),
        "branch": "sr-14-mllp-tls",
        "about": "onprem-infra: security review finding SR-14, HL7 between lis-bridge and the LIS is plaintext; the "
                 "LIS can't do TLS on MLLP; stunnel on both ends chosen over IPsec and waiting for LIS 5.0; "
                 "lis-bridge -> 127.0.0.1:7661 -> TLS lis-prod:16661 -> 6661; certificates from lbs-internal-ca-2, "
                 "2 years proposed, 365 days decided (CA policy); renewal 30 days before expiry; a 'non-negotiable' "
                 "standing rule that private keys never leave the host that generated them",
        "steps": [
            ("user", "morning. security review finding SR-14 landed on my desk: 'HL7 v2 traffic between lis-bridge "
                     "and the LIS crosses the lab network unencrypted'. deadline end of Q1. Aster says LIS 4.2 "
                     "can't do TLS on MLLP itself, they support stunnel on their host. options?"),
            shell("rg -n 'lis' inventories/prod/hosts.yml; rg -n 'LIS_' ../../greta/repos/lis-bridge/deploy/prod.env "
                  "2>/dev/null || ssh lis-bridge-01 'grep LIS_ /etc/lis-bridge/prod.env'",
                  "inventories/prod/hosts.yml:70:    lis-bridge-01: { ansible_host: 10.20.8.21 }\n"
                  "inventories/prod/hosts.yml:88:    # lis-prod (10.20.12.5) is Aster's Windows host, we only get an "
                  "admin account for the stunnel service\n"
                  "LIS_HOST=lis-prod.lbs.internal\nLIS_PORT=6661\n"),
            ("assistant", "Three options:\n\n"
                          "1. **stunnel on both ends.** On lis-bridge-01 a stunnel client listens on localhost and "
                          "opens TLS to a stunnel server on the LIS host, which hands the plain stream to the LIS "
                          "on 6661 locally. lis-bridge only changes host and port. Aster supports it.\n"
                          "2. **IPsec between the two hosts.** Transparent to both applications, but the LIS host "
                          "is Aster's Windows box where we only have an account for one service; configuring IPsec "
                          "policies there goes through their support every time.\n"
                          "3. **Wait for LIS 5.0**, which Aster says has native TLS in 2027. Misses the Q1 "
                          "deadline.\n\nI'd go with 1."),
            ("user", "stunnel. IPsec on their windows box, no thanks. ports?"),
            ("assistant", "Proposal: lis-bridge connects to `127.0.0.1:7661` (stunnel client on lis-bridge-01), "
                          "which connects with TLS to `lis-prod.lbs.internal:16661` (stunnel server on the LIS "
                          "host), which forwards to `127.0.0.1:6661` on their side. Firewall: open 16661 from "
                          "10.20.8.21 to 10.20.12.5 and, once it works, close 6661 across the network. Test LIS the "
                          "same way with 7662 -> 16662 -> 6662."),
            ("user", "yes those ports. write the stunnel role"),
            shell("ansible-galaxy role init roles/stunnel --offline >/dev/null; cat "
                  "roles/stunnel/templates/lis-client.conf.j2 2>/dev/null || echo '(new)'; cat > "
                  "roles/stunnel/templates/lis-client.conf.j2 < /tmp/lis-client.conf.j2 && ansible-playbook -i "
                  "inventories/prod playbooks/stunnel.yml -l lis-bridge-01 --check --diff 2>&1 | sed -n '/+++/,/changed/p'",
                  "(new)\n+++ after: /etc/stunnel/lis-client.conf\n" + _STUNNEL_CONF + "changed: [lis-bridge-01]\n"),
            ("assistant", "Role and dry run are above: client side listens on 127.0.0.1:7661, verifies the LIS "
                          "certificate against `lbs-internal-ca-2` with `checkHost`, TLS 1.2 minimum. For the "
                          "certificates from the internal CA I'd request 2-year validity so renewals are rare, with "
                          "a renewal task in the role."),
            ("user", "no, 1 year. the CA policy changed in september, max 398 days, we do 365. and renewal 30 days "
                     "before expiry so there's slack for Aster's side"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: roles/stunnel/defaults/main.yml\n@@\n"
                  "+stunnel_cert_days: 365\n+stunnel_renew_before_days: 30\n+stunnel_ca: lbs-internal-ca-2\n"
                  "*** End Patch\nEOF\ncat roles/stunnel/tasks/cert.yml",
                  "Success. Updated the following files:\nM roles/stunnel/defaults/main.yml\n"
                  "- name: private key (generated here, never copied)\n"
                  "  community.crypto.openssl_privatekey:\n"
                  "    path: /etc/stunnel/{{ inventory_hostname }}.key\n    type: ECC\n    curve: secp384r1\n"
                  "    mode: '0600'\n"
                  "- name: CSR\n  community.crypto.openssl_csr:\n"
                  "    path: /etc/stunnel/{{ inventory_hostname }}.csr\n"
                  "    privatekey_path: /etc/stunnel/{{ inventory_hostname }}.key\n"
                  "    common_name: '{{ inventory_hostname }}.lbs.internal'\n"
                  "- name: submit CSR to lbs-internal-ca-2 ({{ stunnel_cert_days }} days)\n"
                  "  ansible.builtin.uri: ...\n"),
            ("assistant", "Certificates are 365 days, renewed 30 days before expiry. The key is generated on the "
                          "host by `openssl_privatekey`, and only the CSR goes to the CA. For Aster's side, I could "
                          "generate their key and CSR here and hand them the files, which would save a round of "
                          "emails with their support."),
            ("user", "absolutely not. non-negotiable, today and in every later session: private keys are generated "
                     "on the host that uses them and never leave it. no scp of keys, no keys in this repo, not even "
                     "vault-encrypted. Aster generates theirs on lis-prod and sends us the CSR"),
            shell("rg -n -g '!*.md' 'BEGIN (EC |RSA )?PRIVATE KEY' . || echo 'no private keys in repo'; git add -A "
                  "&& git commit -qm 'SR-14: stunnel role for MLLP TLS (7661 -> 16661), 365-day certs' && git log -1 "
                  "--oneline",
                  "no private keys in repo\n"
                  "7e0c1b4 SR-14: stunnel role for MLLP TLS (7661 -> 16661), 365-day certs\n"),
            ("assistant", "Checked: no private keys anywhere in the repo. Committed. Next steps outside this repo: "
                          "Aster generates their key and CSR on lis-prod, we sign it with lbs-internal-ca-2; "
                          "firewall rule for 16661; then lis-bridge's prod.env changes to `LIS_HOST=127.0.0.1`, "
                          "`LIS_PORT=7661`, and 6661 gets closed across the network."),
            ("user", "👌"),
        ],
        "facts": [
            fact("stunnel", "MLLP traffic to the LIS is encrypted with stunnel on both ends (LIS 4.2 has no TLS on "
                            "MLLP); IPsec on Aster's Windows host and waiting for LIS 5.0 were rejected.",
                 "decision", "user", ["stunnel", ["IPsec", "TLS"]]),
            fact("tls-ports", "lis-bridge connects to the stunnel client at 127.0.0.1:7661, which opens TLS to "
                              "lis-prod.lbs.internal:16661, forwarded to 6661 on the LIS host (test: 7662 -> 16662 "
                              "-> 6662).",
                 "config", "assistant", ["7661", "16661"]),
            fact("cert-365", "stunnel certificates from lbs-internal-ca-2 are valid 365 days (CA policy max 398) and "
                             "renewed 30 days before expiry; 2 years was proposed and rejected.",
                 "config", "user", ["365", ["renewal", "renewed", "renew"]]),
            fact("keys-stay", "Private keys are generated on the host that uses them and never leave it: no scp of "
                              "keys, no keys in the repo, not even vault-encrypted.",
                 "rule", "user", ["private keys", "never leave"], remember=True),
        ],
        "optional": [
            opt("sr-14", "Security review finding SR-14 (plaintext HL7) has a deadline at the end of Q1.", ["SR-14"]),
            opt("close-6661", "Once stunnel works, port 6661 is closed across the network.", ["6661", "closed"]),
        ],
        "questions": [
            q("How is HL7 traffic to the LIS encrypted?", "stunnel on both ends, not IPsec", ["stunnel"]),
            q("How long are the stunnel certificates valid?", "365 days, renewed 30 days before expiry",
              ["cert-365"]),
            q("May a private key be copied to another host?", "no, private keys never leave the host they are "
              "generated on", ["keys-stay"]),
        ],
    },
]
