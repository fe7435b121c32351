"""h58 Codex sessions, part c: claims-platform, the team's Kubernetes-on-premises setup (Helm charts, Argo CD) in
front of a managed Postgres, and the MQ connection to the mainframe. Connection exhaustion and PgBouncer, the
month-end deploy freeze from a pasted runbook, and the MQ client certificate before it expires."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PLAT = "/home/petra/src/claims-platform"

PG_ERRORS = """\
2026-11-05 08:31:12.004 CET [412877] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
2026-11-05 08:31:12.117 CET [412879] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
2026-11-05 08:31:13.502 CET [412884] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
2026-11-05 08:31:15.660 CET [412890] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
2026-11-05 08:32:40.219 CET [412951] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
... 1,184 more lines between 08:31 and 08:44
2026-11-06 08:29:58.731 CET [501102] FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
"""

PG_ACTIVITY = """\
 application_name | pods | conns | active | idle | idle_in_tx
------------------+------+-------+--------+------+-----------
 fnol-intake      |    6 |   120 |     14 |  104 |          2
 claim-docs       |    4 |    80 |      9 |   71 |          0
 fraud-score      |    3 |    60 |      5 |   55 |          0
 payouts          |    2 |    40 |      2 |   38 |          0
 policy-bridge    |    3 |    30 |      3 |   27 |          0
 reporting-jobs   |    - |    54 |     51 |    3 |          0
 psql / admin     |    - |     6 |      1 |    5 |          0
 (total)          |      |   390 |     85 |  303 |          2

 setting                         | value
---------------------------------+------
 max_connections                 | 400
 superuser_reserved_connections  | 10
 plan                            | db-standard-8 (managed)
"""

HELM_DIFF = """\
claims, pgbouncer, Deployment (apps) has been added:
+ apiVersion: apps/v1
+ kind: Deployment
+ metadata:
+   name: pgbouncer
+   namespace: claims
+ spec:
+   replicas: 2
+   template:
+     spec:
+       containers:
+         - name: pgbouncer
+           image: nexus.halvard.internal:8443/bitnami/pgbouncer:1.23.1
+           env:
+             - name: PGBOUNCER_POOL_MODE
+               value: transaction
+             - name: PGBOUNCER_DEFAULT_POOL_SIZE
+               value: "30"
+             - name: PGBOUNCER_MAX_CLIENT_CONN
+               value: "2000"
+             - name: PGBOUNCER_MAX_PREPARED_STATEMENTS
+               value: "200"
+             - name: PGBOUNCER_DATABASE
+               value: claims
claims, fnol-intake, ConfigMap (v1) has changed:
-   SPRING_DATASOURCE_URL: jdbc:postgresql://claims-pg.db.halvard-managed.example:5432/claims?sslmode=verify-full
+   SPRING_DATASOURCE_URL: jdbc:postgresql://pgbouncer.claims.svc:6432/claims
claims, claim-docs, ConfigMap (v1) has changed:
-   DATABASE_URL: postgresql://claim_docs@claims-pg.db.halvard-managed.example:5432/claims?sslmode=verify-full
+   DATABASE_URL: postgresql://claim_docs@pgbouncer.claims.svc:6432/claims
(... fraud-score, payouts, policy-bridge: same change; reporting-jobs unchanged)
"""

RUNBOOK = """\
# RB-PAY-07  Month-end payout run
Owner: claims platform / treasury liaison      Last reviewed: 2025-02-11

## Why
On the last business day of the month the payout run includes all monthly policyholder instalments
(courtesy-car refunds, structured settlements) on top of normal claim payouts. The file is 5-8x its usual
size and a failed run means several thousand late payments.

## Steps
1. Deploy freeze: no deployments to claims-prod from 18:00 on the second-to-last business day of the month until
   the bank has confirmed the month-end payout file (pain.002 with group status ACCP or ACSC).
2. At 17:00 on the second-to-last business day, scale payouts to 2 replicas:
   kubectl -n claims scale deploy/payouts --replicas=2
3. Watch MQ queue depth on CLM.POLICY.REQ. Page the policy-bridge on-call if depth > 500.
4. If the bank rejects the file: regenerate with a new message id (see RB-PAY-03) and call the treasury desk,
   ext. 4410, before 14:30.
5. After confirmation, post 'month-end payout confirmed' in #claims-release. The freeze ends with that post.
"""

ARGO_PROJECT = """\
apiVersion: argoproj.io/v1alpha1
kind: AppProject
metadata:
  name: claims-prod
  namespace: argocd
spec:
  sourceRepos:
    - https://git.halvard.internal/claims/*
  destinations:
    - namespace: claims
      server: https://kubernetes.default.svc
    - namespace: fraud
      server: https://kubernetes.default.svc
  syncWindows: []
"""

CERT_INFO = """\
secret claims/policy-bridge-mq-tls (type kubernetes.io/tls), created 2025-12-01 by petra (manual)

Certificate:
    Subject: CN=policy-bridge, OU=Claims, O=Halvard Mutual, C=BE
    Issuer: CN=Halvard Issuing CA 2, O=Halvard Mutual, C=BE
    Not Before: Dec  2 09:14:00 2025 GMT
    Not After : Dec  2 09:14:00 2026 GMT
    X509v3 Extended Key Usage: TLS Web Client Authentication
Issuer certificate (Halvard Issuing CA 2):
    Not After : Mar 30 23:59:59 2027 GMT

channel (from the mainframe MQ team's export, 2026-10):
  CHANNEL(CLM.SVRCONN) CHLTYPE(SVRCONN)
  SSLCIPH(TLS_AES_256_GCM_SHA384)
  SSLCAUTH(REQUIRED)
  SSLPEER('CN=policy-bridge,OU=Claims,O=Halvard Mutual,C=BE')
  keyring: CLMMQ.RING  (trusts: Halvard Root CA, Halvard Issuing CA 2)
"""

SESSIONS = [
    {
        "id": "h58-cx-platform-pg-pooling",
        "project": PLAT,
        "start": datetime(2026, 11, 6, 9, 5),
        "about": "claims-platform: 'remaining connection slots' errors on the managed Postgres every morning; 390 of "
                 "400 connections mostly idle in per-pod pools; options (bigger plan, smaller pools, PgBouncer); "
                 "PgBouncer in transaction mode picked, default_pool_size 50 then 30; reporting jobs stay direct; "
                 "a remember-request about Harbor withdrawn and replaced by one about the Nexus proxy; a one-off "
                 "'always --dry-run for this run'; end-of-session summary",
        "steps": [
            ("user", "hi. two mornings in a row now: fnol-intake and claim-docs throwing connection errors around "
                     "8:30, when the call centre opens. postgres log says this:"),
            shell("./scripts/managed-pg logs --since 2026-11-05T08:00 --grep 'connection slots' | head -8",
                  PG_ERRORS),
            shell("psql \"$PG_ADMIN_URL\" -f sql/conn_by_app.sql", PG_ACTIVITY),
            ("assistant", "The managed plan allows `max_connections` 400 (10 reserved for superusers), and we hold "
                          "390. But only 85 of them are doing anything; 303 are idle connections sitting in each "
                          "pod's pool (Hikari's default of 20 per pod in the Java services, SQLAlchemy pools of 20 "
                          "in the Python ones). At 08:30 fnol-intake scales from 4 to 6 pods and the new pods "
                          "can't open their pools.\n\n"
                          "Options:\n\n"
                          "1. **Bigger managed plan** (db-standard-16 allows 800). Fixes it for a while at roughly "
                          "twice the monthly cost, and we hit it again as we add pods.\n"
                          "2. **Shrink the per-pod pools** to 5-8. Cheap, but each service has to be tuned and "
                          "autoscaling still multiplies connections.\n"
                          "3. **PgBouncer in transaction mode** in the cluster, in front of the managed Postgres: "
                          "pods can keep their pools, PgBouncer hands out server connections only for the length "
                          "of a transaction. Caveats: no session state across transactions (advisory locks, "
                          "`SET` without `LOCAL`, temp tables), and prepared statements need PgBouncer 1.21+ with "
                          "`max_prepared_statements` set."),
            ("user", "3. reporting-jobs use temp tables all over, so they keep going direct, everything else "
                     "through pgbouncer. for this run always pass --dry-run to helm, I'm not in the change window "
                     "till 14:00"),
            ("assistant", "OK, reporting-jobs stays on the direct URL. For the pool size I'd start with "
                          "`default_pool_size` 50 per database/user pair."),
            shell("apply_patch < /tmp/pgbouncer-chart.patch && grep -n 'DEFAULT_POOL_SIZE' -A1 "
                  "charts/pgbouncer/values.yaml",
                  "Success. Updated the following files:\nA charts/pgbouncer/Chart.yaml\nA "
                  "charts/pgbouncer/values.yaml\nA charts/pgbouncer/templates/deployment.yaml\nA "
                  "charts/pgbouncer/templates/service.yaml\n"
                  "14:    PGBOUNCER_DEFAULT_POOL_SIZE:\n15:      value: \"50\"\n"),
            ("user", "50 is per user and we have 5 app users, that's 250 worst case plus reporting's 54. too close "
                     "to 400 again. make it 30"),
            shell("sed -i 's/value: \"50\"/value: \"30\"/' charts/pgbouncer/values.yaml && grep -n "
                  "'DEFAULT_POOL_SIZE' -A1 charts/pgbouncer/values.yaml",
                  "14:    PGBOUNCER_DEFAULT_POOL_SIZE:\n15:      value: \"30\"\n"),
            ("user", "and remember: images we only pull from our harbor, harbor.halvard.internal/library/..., "
                     "so use that for the pgbouncer image"),
            ("assistant", "Using `harbor.halvard.internal/library/pgbouncer:1.23.1`."),
            ("user", "no wait, forget that, harbor gets switched off in december, I keep forgetting. remember "
                     "this instead: every image we deploy comes through the nexus proxy, "
                     "nexus.halvard.internal:8443, nothing straight from docker hub and nothing from harbor anymore"),
            shell("sed -i 's#harbor.halvard.internal/library/pgbouncer#nexus.halvard.internal:8443/bitnami/"
                  "pgbouncer#' charts/pgbouncer/values.yaml && rg -n 'harbor.halvard' charts/ | wc -l && helm "
                  "diff upgrade claims ./charts/claims -n claims -f envs/prod.yaml --dry-run 2>&1 | head -60",
                  "3\n" + HELM_DIFF),
            ("assistant", "The diff (dry-run, nothing applied) shows PgBouncer 1.23.1 from "
                          "`nexus.halvard.internal:8443`, transaction mode, `default_pool_size` 30, "
                          "`max_prepared_statements` 200, and five services' URLs pointed at "
                          "`pgbouncer.claims.svc:6432`; reporting-jobs unchanged. `rg` still finds 3 other "
                          "references to `harbor.halvard` in the charts (imgproxy, the OCR worker, "
                          "fraud-score's init container). Switch those to the Nexus proxy too?"),
            ("user", "yes switch them, same commit is fine"),
            shell("sed -i 's#harbor.halvard.internal/library/#nexus.halvard.internal:8443/halvard/#' "
                  "charts/*/values.yaml && rg -c 'harbor.halvard' charts/ ; git add -A && git commit -qm "
                  "'pgbouncer (transaction, pool 30) for app services; images via nexus proxy' && git log -1 "
                  "--oneline",
                  "4e91b30 pgbouncer (transaction, pool 30) for app services; images via nexus proxy\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause of the morning errors:** 390 of the managed plan's 400 connections held by "
                          "per-pod pools, mostly idle; new pods at 08:30 couldn't connect.\n"
                          "- **Fix:** PgBouncer 1.23.1 in transaction mode in namespace `claims`, 2 replicas, "
                          "`default_pool_size` 30 (not 50: five app users would allow 150 server connections, "
                          "plus reporting's ~54), `max_prepared_statements` 200.\n"
                          "- **Direct connections kept:** reporting-jobs (temp tables).\n"
                          "- **Images:** pulled through `nexus.halvard.internal:8443`; the three remaining Harbor "
                          "references switched.\n"
                          "- **Not applied:** only a `--dry-run` diff so far; apply after 14:00 in the change "
                          "window with `helm upgrade claims ./charts/claims -n claims -f envs/prod.yaml`."),
            ("user", "perfect, I'll apply it at 2"),
        ],
        "facts": [
            fact("pgbouncer", "The app services reach the managed Postgres through PgBouncer in transaction mode "
                              "(pgbouncer.claims.svc:6432), chosen over a bigger plan or only shrinking pools; "
                              "reporting-jobs connect directly because they use temp tables.",
                 "decision", "user", ["PgBouncer", "transaction"]),
            fact("pool-size", "PgBouncer default_pool_size is 30 (not 50): five app users times 50 plus reporting "
                              "would come too close to 400.",
                 "config", "user", ["default_pool_size", "30"]),
            fact("nexus-images", "Every deployed image is pulled through the Nexus proxy nexus.halvard.internal:8443; "
                                 "nothing straight from Docker Hub and nothing from Harbor, which is switched off in "
                                 "December (the earlier 'only Harbor' request was withdrawn).",
                 "rule", "user", ["nexus.halvard.internal"], remember=True),
            fact("max-conn", "The managed Postgres plan (db-standard-8) allows max_connections 400, 10 reserved for "
                             "superusers.",
                 "config", "assistant", ["max_connections", "400"]),
        ],
        "optional": [
            opt("reporting-direct", "reporting-jobs stay on the direct Postgres URL (temp tables).",
                ["reporting-jobs", "temp tables"]),
            opt("harbor-off", "Harbor is switched off in December.", ["Harbor", "December"]),
        ],
        "questions": [
            q("How do the claims services connect to the managed Postgres?",
              "through PgBouncer in transaction mode; reporting-jobs keep going direct", ["pgbouncer"]),
            q("What is PgBouncer's default_pool_size?", "30", ["pool-size"]),
            q("Where must deployed images be pulled from?", "the Nexus proxy nexus.halvard.internal:8443, not Harbor, "
              "not Docker Hub", ["nexus-images"]),
        ],
    },
    {
        "id": "h58-cx-platform-deploy-freeze",
        "project": PLAT,
        "start": datetime(2026, 11, 14, 11, 30),
        "about": "claims-platform: a pasted month-end payout runbook; the person keeps step 1 (deploy freeze from "
                 "18:00 on the second-to-last business day until the bank confirms the payout file) and asks for "
                 "it in AGENTS.md; step 2 (scale payouts to 2 replicas) obsolete since payouts has an HPA; step 3's "
                 "MQ depth page threshold is 2000, not 500; freeze enforced with Argo CD deny sync windows written "
                 "each month by a small generator; the treasury extension left as is",
        "steps": [
            ("user", "hey. month end in two weeks and last time someone deployed fnol-intake in the middle of the "
                     "payout run. this is the runbook, it's old:\n\n" + RUNBOOK + "\n"
                     "step 1 is real and I want it to actually hold. step 2 is dead, payouts has had an HPA since "
                     "july, nobody scales it by hand. step 3 the number is wrong, we page at 2000 now, 500 was the "
                     "old single-replica bridge. 4 and 5 fine. put the freeze into AGENTS.md so every agent run in "
                     "this repo sees it, and then let's make argo enforce it"),
            shell("cat AGENTS.md | head -30 && kubectl -n argocd get appproject claims-prod -o yaml | yq 'del(.status) "
                  "| del(.metadata.uid) | del(.metadata.resourceVersion) | del(.metadata.generation) | "
                  "del(.metadata.creationTimestamp)'",
                  "# AGENTS.md - claims-platform\n\n"
                  "- Charts live in charts/, one per service; envs/ holds per-environment values.\n"
                  "- Never run `helm upgrade` against prod outside the change window (Mon-Thu 14:00-17:00).\n"
                  "- Secrets come from Vault via the external-secrets operator; never commit a Secret.\n"
                  "- Use `helm diff` before any upgrade and paste the diff in the MR.\n\n" + ARGO_PROJECT),
            shell("apply_patch <<'EOF'\n*** Update File: AGENTS.md\n@@\n - Use `helm diff` before any upgrade and "
                  "paste the diff in the MR.\n+- Month-end deploy freeze: no deployments to claims-prod from 18:00 "
                  "on the second-to-last business day of the month until the bank has confirmed the month-end "
                  "payout file (pain.002 ACCP/ACSC) and 'month-end payout confirmed' is posted in #claims-release. "
                  "Enforced by Argo CD sync windows (see tools/freeze-windows).\nEOF\n",
                  "Success. Updated the following files:\nM AGENTS.md\n"),
            ("assistant", "AGENTS.md has the freeze rule now. For enforcement, Argo CD sync windows fit: a `deny` "
                          "window on the `claims-prod` AppProject blocks automatic and manual syncs of every app "
                          "in it. The catch is the schedule. Windows are cron expressions, and 'second-to-last "
                          "business day' can't be written in cron (it moves with weekends and Belgian bank "
                          "holidays), and the end isn't a time at all but the bank's confirmation.\n\n"
                          "Proposal:\n\n"
                          "- A small generator (`tools/freeze-windows`) runs on the 1st of every month as a "
                          "CronJob, computes that month's second-to-last business day from the bank-holiday "
                          "calendar we already use in payouts, and writes a deny window starting at 18:00 with a "
                          "generous 48 h duration.\n"
                          "- When the payout is confirmed, whoever posts in #claims-release runs `freeze-windows "
                          "end`, which removes the window early.\n\n"
                          "Alternatively an admission webhook could check for the pain.002 file, but that's a lot "
                          "more machinery for a monthly event."),
            ("user", "the generator. and `end` should only work once the pain.002 is there with ACCP or ACSC, I "
                     "don't want people ending it by reflex"),
            shell("apply_patch < /tmp/freeze-windows.patch && python -m pytest -q tools/freeze-windows 2>&1 | tail "
                  "-n 3 && python tools/freeze-windows/gen.py --month 2026-11 --print",
                  "..........                                                               [100%]\n"
                  "10 passed in 0.77s\n"
                  "syncWindows:\n"
                  "  - kind: deny\n"
                  "    schedule: '0 18 27 11 *'\n"
                  "    duration: 48h\n"
                  "    applications: ['*']\n"
                  "    manualSync: false\n"
                  "    timeZone: Europe/Brussels\n"
                  "# 2026-11: last business day Mon 30 Nov, second-to-last Fri 27 Nov\n"),
            ("assistant", "For November the window starts Friday 27 November at 18:00 Brussels time (the 30th is "
                          "a Monday, so the second-to-last business day falls before the weekend, and the 48 h "
                          "covers it). `freeze-windows end` checks the bank SFTP `/out` folder for the month-end "
                          "pain.002 and refuses unless its group status is ACCP or ACSC.\n\n"
                          "On the runbook: I'd update RB-PAY-07 itself too, so step 2 doesn't mislead anyone "
                          "(payouts is scaled by its HPA, min 2 / max 6 replicas) and step 3 says 2000. Shall I "
                          "also change the alert rule? It still says 500."),
            shell("rg -n 'CLM.POLICY.REQ' -A4 monitoring/rules/policy-bridge.yml",
                  "12:  - alert: PolicyBridgeRequestQueueDeep\n"
                  "13:    expr: ibmmq_queue_depth{queue=\"CLM.POLICY.REQ\"} > 500\n"
                  "14:    for: 5m\n"
                  "15:    labels: { severity: page, team: claims-platform }\n"),
            ("user", "oh. so the alert was never changed, that's why we got paged at night for nothing. yes 2000, "
                     "and yes fix the runbook"),
            shell("sed -i 's/CLM.POLICY.REQ\"} > 500/CLM.POLICY.REQ\"} > 2000/' monitoring/rules/policy-bridge.yml "
                  "&& apply_patch < /tmp/rb-pay-07.patch && git add -A && git commit -qm 'month-end freeze: "
                  "AGENTS.md, argo sync windows generator; MQ depth page at 2000; RB-PAY-07 updated' && git log -1 "
                  "--oneline",
                  "Success. Updated the following files:\nM docs/runbooks/RB-PAY-07.md\n"
                  "b62f1d8 month-end freeze: AGENTS.md, argo sync windows generator; MQ depth page at 2000; "
                  "RB-PAY-07 updated\n"),
            ("assistant", "Committed: the AGENTS.md rule, the window generator with its CronJob, the MQ depth alert "
                          "at 2000, and RB-PAY-07 with step 2 replaced by 'payouts scales by HPA, nothing to do' and "
                          "step 3 saying 2000."),
            ("user", "ty. I'll tell treasury we finally have a real freeze"),
        ],
        "facts": [
            fact("freeze", "Month-end deploy freeze: no deployments to claims-prod from 18:00 on the second-to-last "
                           "business day of the month until the bank confirms the month-end payout file (pain.002 "
                           "ACCP/ACSC); written into AGENTS.md.",
                 "rule", "user", ["freeze", "second-to-last business day"], remember=True),
            fact("sync-windows", "The freeze is enforced by an Argo CD deny sync window on the claims-prod AppProject, "
                                 "written monthly by a tools/freeze-windows generator (cron cannot express the day); "
                                 "'freeze-windows end' only works once the pain.002 shows ACCP or ACSC.",
                 "decision", "user", ["sync window", "freeze-windows"]),
            fact("payouts-hpa", "payouts is scaled by its HPA (since July, min 2 / max 6); the runbook step that "
                                "scaled it to 2 replicas by hand is obsolete.",
                 "fact", "user", ["HPA", "payouts"]),
            fact("mq-depth", "The page threshold for MQ queue depth on CLM.POLICY.REQ is 2000 (500 was for the old "
                             "single-replica bridge); the alert rule was corrected.",
                 "config", "user", ["2000", ["depth", "CLM.POLICY.REQ"]]),
        ],
        "optional": [
            opt("change-window", "Prod helm upgrades only in the change window Mon-Thu 14:00-17:00.",
                ["change window", "14:00-17:00"]),
        ],
        "questions": [
            q("When is the month-end deploy freeze?",
              "from 18:00 on the second-to-last business day until the bank has confirmed the payout file", ["freeze"]),
            q("How is the month-end freeze enforced?",
              "an Argo CD deny sync window written monthly by the freeze-windows generator", ["sync-windows"]),
            q("At what queue depth does the policy-bridge request queue page?", "2000", ["mq-depth"]),
        ],
    },
    {
        "id": "h58-cx-platform-mq-certs",
        "project": PLAT,
        "start": datetime(2026, 11, 21, 10, 40),
        "about": "claims-platform: the MQ client certificate of policy-bridge (hand-made secret) expires 2 "
                 "December; moved to cert-manager with the Vault PKI issuer, 90-day certificates with the same "
                 "subject (the channel checks SSLPEER), renewBefore 15 days then 30; Reloader restarts the pods on "
                 "renewal because the Java MQ client reads the keystore only at start; the assistant offers to "
                 "remember that the mainframe MQ team needs 5 working days for keyring changes and the person "
                 "says yes; the issuing CA expires in March",
        "steps": [
            ("user", "morning! calendar reminder says the MQ cert for policy-bridge expires dec 2. last year I did "
                     "it by hand with openssl and a ticket to the mainframe people and it took 3 weeks. let's not "
                     "do that again"),
            shell("kubectl -n claims get secret policy-bridge-mq-tls -o json | ./scripts/certinfo && cat "
                  "docs/mq/clm-svrconn-export.txt", CERT_INFO),
            ("assistant", "Good news in there: the mainframe side doesn't pin our certificate. The channel "
                          "`CLM.SVRCONN` checks the subject via `SSLPEER` (CN=policy-bridge, OU=Claims, O=Halvard "
                          "Mutual, C=BE) and the keyring `CLMMQ.RING` trusts the issuing CA. So a new certificate "
                          "with the **same subject** from the **same CA** needs no change on their side at all; "
                          "last year's three weeks were probably the keyring change when CA 2 was introduced.\n\n"
                          "That makes automation safe. Plan:\n\n"
                          "- cert-manager `Certificate` for `policy-bridge-mq-tls`, issued by the existing Vault "
                          "PKI issuer `vault-mq-issuer` (it signs with Halvard Issuing CA 2), subject fixed to the "
                          "SSLPEER value, client auth usage.\n"
                          "- Lifetime 90 days, renewed 15 days before expiry.\n"
                          "- The Java MQ client loads the keystore once at start-up, so a renewed secret isn't "
                          "picked up until the pods restart. Reloader can roll the deployment whenever the "
                          "secret changes."),
            ("user", "90 days fine. 15 days before is too tight, if vault is down over a holiday weekend we're "
                     "toast. 30"),
            shell("apply_patch < /tmp/mq-cert.patch && sed -n 1,30p charts/policy-bridge/templates/"
                  "certificate.yaml",
                  "Success. Updated the following files:\nA charts/policy-bridge/templates/certificate.yaml\n"
                  "M charts/policy-bridge/templates/deployment.yaml\nM charts/policy-bridge/values.yaml\n"
                  "apiVersion: cert-manager.io/v1\n"
                  "kind: Certificate\n"
                  "metadata:\n"
                  "  name: policy-bridge-mq\n"
                  "spec:\n"
                  "  secretName: policy-bridge-mq-tls\n"
                  "  duration: 2160h      # 90 days\n"
                  "  renewBefore: 720h    # 30 days\n"
                  "  commonName: policy-bridge\n"
                  "  subject:\n"
                  "    organizationalUnits: [Claims]\n"
                  "    organizations: [Halvard Mutual]\n"
                  "    countries: [BE]\n"
                  "  usages: [client auth, digital signature, key encipherment]\n"
                  "  privateKey:\n"
                  "    algorithm: RSA\n"
                  "    size: 3072\n"
                  "    rotationPolicy: Always\n"
                  "  issuerRef:\n"
                  "    kind: ClusterIssuer\n"
                  "    name: vault-mq-issuer\n"
                  "  keystores:\n"
                  "    pkcs12:\n"
                  "      create: true\n"
                  "      passwordSecretRef: { name: policy-bridge-mq-keystore-pass, key: password }\n"),
            shell("grep -n 'reloader' charts/policy-bridge/templates/deployment.yaml && helm template "
                  "charts/policy-bridge -f envs/test.yaml | kubectl apply -n claims-test --dry-run=server -f - "
                  "2>&1 | tail -n 4",
                  "6:    secret.reloader.stakater.com/reload: \"policy-bridge-mq-tls\"\n"
                  "certificate.cert-manager.io/policy-bridge-mq created (server dry run)\n"
                  "deployment.apps/policy-bridge configured (server dry run)\n"
                  "service/policy-bridge unchanged (server dry run)\n"
                  "configmap/policy-bridge unchanged (server dry run)\n"),
            shell("helm upgrade policy-bridge charts/policy-bridge -n claims-test -f envs/test.yaml -q && sleep 40 "
                  "&& kubectl -n claims-test get certificate policy-bridge-mq && kubectl -n claims-test logs "
                  "deploy/policy-bridge --since=1m | grep -E 'MQ|TLS' | tail -n 3",
                  "NAME               READY   SECRET                 AGE\n"
                  "policy-bridge-mq   True    policy-bridge-mq-tls   38s\n"
                  "INFO  c.h.bridge.MqConnection : TLS handshake ok, channel CLM.SVRCONN, cipher "
                  "TLS_AES_256_GCM_SHA384, peer QMCLT2\n"
                  "INFO  c.h.bridge.MqConnection : connected to QMCLT2 (mqt2.halvard.internal:1419)\n"
                  "INFO  c.h.bridge.ReplyListener : reply queue CLM.POLICY.RPL.6F3A0B12 opened\n"),
            ("assistant", "Works on test: cert-manager issued the certificate from `vault-mq-issuer`, Reloader "
                          "rolled the pod, and the bridge completed the TLS handshake on `CLM.SVRCONN` with the new "
                          "certificate. Production can follow in Monday's change window, well before 2 December.\n\n"
                          "One thing to keep an eye on: the issuing CA itself (Halvard Issuing CA 2) expires on 30 "
                          "March 2027. When the PKI team moves to a CA 3, the mainframe keyring `CLMMQ.RING` has to "
                          "trust it *before* we switch issuers, and that is the slow, ticket-driven part. From the "
                          "mainframe MQ team's page it looks like they need 5 working days' notice for any keyring "
                          "change. Want me to keep that in mind as a standing note for this repo?"),
            ("user", "yes, please do. that's exactly the thing everyone forgets and then it's a 3 week panic"),
            ("assistant", "Noted: any change to the mainframe MQ keyring (a new CA, a new trusted certificate) needs "
                          "a ticket to the mainframe MQ team at least 5 working days ahead. I'll also add a "
                          "reminder in `docs/mq/README.md` for the CA 3 switch ahead of March."),
            shell("apply_patch < /tmp/mq-readme.patch && git add -A && git commit -qm 'policy-bridge: MQ client "
                  "cert via cert-manager (vault-mq-issuer, 90d, renew 30d), reloader' && git log -1 --oneline",
                  "Success. Updated the following files:\nM docs/mq/README.md\n"
                  "9d3e4a1 policy-bridge: MQ client cert via cert-manager (vault-mq-issuer, 90d, renew 30d), "
                  "reloader\n"),
            ("user", "lovely. prod on monday then"),
        ],
        "facts": [
            fact("keyring-notice", "Any change to the mainframe MQ keyring (CLMMQ.RING, e.g. trusting a new CA) needs "
                                   "a ticket to the mainframe MQ team at least 5 working days ahead.",
                 "rule", "assistant", ["5 working days", "keyring"], remember=True),
            fact("cert-manager", "The policy-bridge MQ client certificate is issued by cert-manager from the Vault PKI "
                                 "issuer vault-mq-issuer, 90-day lifetime, with the same subject as the channel's "
                                 "SSLPEER so the mainframe needs no change.",
                 "decision", "user", ["cert-manager", ["vault-mq-issuer", "90 days"]]),
            fact("renew-before", "The MQ certificate is renewed 30 days before expiry (renewBefore 720h), not 15, in "
                                 "case Vault is down over a holiday weekend.",
                 "config", "user", ["renewBefore", "30"]),
            fact("reloader", "Reloader restarts policy-bridge when the certificate secret changes, because the Java "
                             "MQ client loads the keystore only at start-up.",
                 "decision", "assistant", ["Reloader", ["keystore", "restart"]]),
        ],
        "optional": [
            opt("ca-expiry", "Halvard Issuing CA 2 expires on 30 March 2027.", ["Issuing CA 2", "March"]),
        ],
        "questions": [
            q("How much notice does the mainframe MQ team need for a keyring change?", "5 working days",
              ["keyring-notice"]),
            q("Who issues the policy-bridge MQ client certificate and for how long?",
              "cert-manager from vault-mq-issuer, 90 days", ["cert-manager"]),
            q("How early is the MQ certificate renewed?", "30 days before expiry", ["renew-before"]),
        ],
    },
]
