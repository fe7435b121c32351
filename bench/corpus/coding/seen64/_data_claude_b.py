"""h64 Claude Code sessions, part b: efile-portal, the Castelvero district court's e-filing portal for lawyers
(NestJS + React, uploads to MinIO, court fees through the TesoPay gateway, login with the LexID OIDC provider).
A 413 on big uploads that is the ingress and not multer, duplicated fee records from webhook retries, and lawyers
losing uploads when their token expires."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

EFILE = "/home/jiwoo/work/efile-portal"

_UPLOAD_MODULE = """     1\timport { Module } from '@nestjs/common';
     2\timport { MulterModule } from '@nestjs/platform-express';
     3\timport { memoryStorage } from 'multer';
     4\timport { UploadController } from './upload.controller';
     5\timport { UploadService } from './upload.service';
     6\timport { MinioModule } from '../minio/minio.module';
     7\t
     8\tconst mb = Number(process.env.MAX_UPLOAD_MB ?? 30);
     9\t
    10\t@Module({
    11\t  imports: [
    12\t    MinioModule.forBucket(process.env.MINIO_BUCKET ?? 'efile-incoming'),
    13\t    MulterModule.register({
    14\t      storage: memoryStorage(),
    15\t      limits: { fileSize: mb * 1024 * 1024, files: 1 },
    16\t    }),
    17\t  ],
    18\t  controllers: [UploadController],
    19\t  providers: [UploadService],
    20\t})
    21\texport class UploadModule {}
"""

_VALUES_PROD = """    1\timage:
    2\t  repository: registry.tribunale-castelvero.example/efile/portal-api
    3\t  tag: "2026.11.2"
    4\treplicaCount: 3
    5\tenv:
    6\t  NODE_ENV: production
    7\t  MAX_UPLOAD_MB: "50"
    8\t  MINIO_ENDPOINT: http://minio.storage.svc:9000
    9\t  MINIO_BUCKET: efile-incoming
   10\t  TESOPAY_BASE_URL: https://api.tesopay.example/v3
   11\t  LEXID_ISSUER: https://id.lexid.example/realms/avvocati
   12\tingress:
   13\t  enabled: true
   14\t  className: nginx
   15\t  host: deposito.tribunale-castelvero.example
   16\t  annotations:
   17\t    nginx.ingress.kubernetes.io/proxy-body-size: 20m
   18\t    nginx.ingress.kubernetes.io/proxy-read-timeout: "120"
   19\t    cert-manager.io/cluster-issuer: court-internal-ca
   20\tresources:
   21\t  requests: { cpu: 250m, memory: 512Mi }
   22\t  limits: { memory: 1Gi }
"""

_CURL_413 = """$ ls -l /tmp/atto-di-citazione-scan.pdf
-rw-r--r-- 1 jiwoo jiwoo 36912044 Nov  4 10:02 /tmp/atto-di-citazione-scan.pdf
$ curl -s -o /tmp/resp.html -w '%{http_code}\\n' -H "Authorization: Bearer $TOKEN" \\
    -F file=@/tmp/atto-di-citazione-scan.pdf https://deposito.tribunale-castelvero.example/api/uploads
413
$ cat /tmp/resp.html
<html>
<head><title>413 Request Entity Too Large</title></head>
<body>
<center><h1>413 Request Entity Too Large</h1></center>
<hr><center>nginx</center>
</body>
</html>
$ kubectl -n efile logs deploy/portal-api --since=10m | grep -c 'POST /api/uploads'
0
$ kubectl -n ingress-nginx logs deploy/ingress-nginx-controller --since=10m | grep uploads | tail -3
2026/11/04 09:02:41 [error] 2211#2211: *91822 client intended to send too large body: 36912511 bytes, client: 10.40.3.17, server: deposito.tribunale-castelvero.example, request: "POST /api/uploads HTTP/2.0", host: "deposito.tribunale-castelvero.example"
2026/11/04 09:03:10 [error] 2211#2211: *91840 client intended to send too large body: 41220907 bytes, client: 10.40.3.17, server: deposito.tribunale-castelvero.example, request: "POST /api/uploads HTTP/2.0", host: "deposito.tribunale-castelvero.example"
2026/11/04 09:05:55 [error] 2214#2214: *91911 client intended to send too large body: 22015873 bytes, client: 10.40.7.201, server: deposito.tribunale-castelvero.example, request: "POST /api/uploads HTTP/2.0", host: "deposito.tribunale-castelvero.example"
"""

_HELM_DIFF = """efile, portal-api, Ingress (networking.k8s.io) has changed:
  # Source: efile-portal/templates/ingress.yaml
  apiVersion: networking.k8s.io/v1
  kind: Ingress
  metadata:
    name: portal-api
    annotations:
-     nginx.ingress.kubernetes.io/proxy-body-size: 20m
+     nginx.ingress.kubernetes.io/proxy-body-size: 60m
      nginx.ingress.kubernetes.io/proxy-read-timeout: "120"
      cert-manager.io/cluster-issuer: court-internal-ca
"""

_UPLOAD_RETRY = """$ helm upgrade portal-api charts/efile-portal -n efile -f charts/efile-portal/values-prod.yaml
Release "portal-api" has been upgraded. Happy Helming!
NAME: portal-api
LAST DEPLOYED: Wed Nov  4 10:21:48 2026
NAMESPACE: efile
STATUS: deployed
REVISION: 58
$ curl -s -o /dev/null -w '%{http_code}\\n' -H "Authorization: Bearer $TOKEN" \\
    -F file=@/tmp/atto-di-citazione-scan.pdf https://deposito.tribunale-castelvero.example/api/uploads
201
$ curl -s -w '%{http_code}\\n' -H "Authorization: Bearer $TOKEN" -F file=@/tmp/test-55mb.pdf \\
    https://deposito.tribunale-castelvero.example/api/uploads
{"statusCode":413,"message":"Il file supera il limite di 50 MB per allegato","error":"Payload Too Large"}413
"""

_WEBHOOK_LOG = """2026-11-09T13:02:11.204Z info  [TesoPayWebhook] POST /payments/webhook ref=TP-26-0091734 event=payment.succeeded amount=237.00 filing=DEP-2026-118822
2026-11-09T13:02:11.209Z info  [FeeService] recording fee for DEP-2026-118822 ref=TP-26-0091734
2026-11-09T13:02:11.214Z info  [ReceiptService] generating receipt PDF via pdfa-forge (sync)
2026-11-09T13:02:17.201Z info  [TesoPayWebhook] POST /payments/webhook ref=TP-26-0091734 event=payment.succeeded amount=237.00 filing=DEP-2026-118822 x-tesopay-attempt=2
2026-11-09T13:02:17.205Z info  [FeeService] recording fee for DEP-2026-118822 ref=TP-26-0091734
2026-11-09T13:02:17.211Z info  [ReceiptService] generating receipt PDF via pdfa-forge (sync)
2026-11-09T13:02:17.622Z info  [ReceiptService] receipt ready (6408 ms) filing=DEP-2026-118822
2026-11-09T13:02:17.630Z info  [TesoPayWebhook] 200 in 6426 ms ref=TP-26-0091734
2026-11-09T13:02:22.950Z info  [ReceiptService] receipt ready (5739 ms) filing=DEP-2026-118822
2026-11-09T13:02:22.958Z info  [TesoPayWebhook] 200 in 5757 ms ref=TP-26-0091734
"""

_TESOPAY_DOC = """## Webhook delivery (TesoPay API v3)

Notifications are POSTed to the merchant endpoint with header `X-TesoPay-Signature` (HMAC-SHA256 of the raw body).
The endpoint must answer with a 2xx status within 5 seconds. When no 2xx arrives within 5 seconds the
delivery is considered failed and is retried after 5 s, 30 s, 2 min, 10 min and 1 h (header `X-TesoPay-Attempt`).
The same `payment_ref` can therefore be delivered more than once; merchants must process notifications idempotently.
"""

_FEE_SQL = """ id    | filing          | payment_ref    | amount | created_at
-------+-----------------+----------------+--------+----------------------------
 40117 | DEP-2026-118822 | TP-26-0091734  | 237.00 | 2026-11-09 13:02:11.212+00
 40118 | DEP-2026-118822 | TP-26-0091734  | 237.00 | 2026-11-09 13:02:17.208+00
(2 rows)

 select count(*) from (select payment_ref from fee_payment group by payment_ref having count(*) > 1) d;
 count
-------
    14
(1 row)
"""

_FEE_DIFF = """--- a/src/payments/fee.service.ts
+++ b/src/payments/fee.service.ts
@@ -22,12 +22,20 @@ export class FeeService {
-  async record(ev: TesoPayEvent): Promise<void> {
-    await this.db.query(
-      'INSERT INTO fee_payment (filing, payment_ref, amount) VALUES ($1, $2, $3)',
-      [ev.filing, ev.paymentRef, ev.amount],
-    );
-    await this.receipts.generate(ev.filing);
+  /** Idempotent: TesoPay may deliver the same payment_ref several times. */
+  async record(ev: TesoPayEvent): Promise<boolean> {
+    const res = await this.db.query(
+      `INSERT INTO fee_payment (filing, payment_ref, amount) VALUES ($1, $2, $3)
+       ON CONFLICT (payment_ref) DO NOTHING`,
+      [ev.filing, ev.paymentRef, ev.amount],
+    );
+    if (res.rowCount === 0) return false;          // duplicate delivery
+    await this.queue.add('receipt', { filing: ev.filing }, { jobId: `receipt:${ev.paymentRef}` });
+    return true;
   }
--- /dev/null
+++ b/migrations/1731150000000_fee_payment_ref_unique.sql
@@ -0,0 +1,8 @@
+-- keep the first row of each duplicated payment_ref (14 found on 2026-11-10), then enforce
+DELETE FROM fee_payment a USING fee_payment b
+ WHERE a.payment_ref = b.payment_ref AND a.id > b.id;
+ALTER TABLE fee_payment ADD CONSTRAINT fee_payment_ref_unique UNIQUE (payment_ref);
"""

_JEST_FEE = """ PASS  src/payments/fee.service.spec.ts
  FeeService
    ✓ records a new payment (18 ms)
    ✓ second delivery of the same payment_ref is a no-op (9 ms)
    ✓ enqueues exactly one receipt job per payment_ref (6 ms)
 PASS  src/payments/tesopay-webhook.controller.spec.ts
  TesoPayWebhookController
    ✓ answers 200 before the receipt is generated (12 ms)
    ✓ invalid X-TesoPay-Signature -> 401, nothing recorded (5 ms)
    ✓ duplicate delivery -> 200, nothing recorded (4 ms)
 PASS  src/receipts/receipt.processor.spec.ts
  ReceiptProcessor
    ✓ generates the receipt through pdfa-forge (31 ms)
    ✓ retries pdfa-forge failures 3 times with backoff (22 ms)

Test Suites: 3 passed, 3 total
Tests:       8 passed, 8 total
Time:        4.118 s
"""

_AUTH_LOG = """2026-11-17T15:41:02.118Z info  [UploadController] chunk 14/16 upload=up_7Kq2 user=avv_44190 size=5242880
2026-11-17T15:41:09.774Z info  [UploadController] chunk 15/16 upload=up_7Kq2 user=avv_44190 size=5242880
2026-11-17T15:41:13.002Z warn  [JwtGuard] token expired exp=2026-11-17T15:41:12Z user=avv_44190
2026-11-17T15:41:13.004Z info  [UploadController] 401 chunk 16/16 upload=up_7Kq2
2026-11-17T15:41:13.010Z debug [LexIdClient] refresh skipped: no refresh in progress, id_token=eyJhbGciOiJSUzI1NiIsImtpZCI6Ijh0... (truncated)
2026-11-17T15:41:13.390Z info  [UploadController] upload up_7Kq2 aborted, 15 chunks discarded
"""

_AUTH_CONFIG = """     1\texport const authConfig = {
     2\t  issuer: process.env.LEXID_ISSUER!,
     3\t  clientId: process.env.LEXID_CLIENT_ID ?? 'efile-portal-prod',
     4\t  redirectUri: '/auth/callback',
     5\t  scope: 'openid profile albo',
     6\t  accessTokenTtlSeconds: 15 * 60,
     7\t  refreshTokenRotation: false,
     8\t  idleTimeoutSeconds: 30 * 60,
     9\t};
"""

_SECURITY_MAIL = """---
From: Ufficio sicurezza informatica
Subject: Re: richiesta sessioni più lunghe portale deposito

As written in policy PS-07 (sicurezza delle applicazioni esposte), authenticated sessions of external users
must expire after at most 30 minutes of inactivity. Longer sessions can not be approved for the e-filing
portal, it handles documents of ongoing proceedings. Token refresh during an active operation is of course fine.
---
"""

_E2E = """$ pnpm e2e
> efile-portal@2026.11.2 e2e /home/jiwoo/work/efile-portal
> start-server-and-test 'pnpm lexid:mock' http://localhost:4010/health 'playwright test'

[lexid-mock] listening on http://localhost:4010 (realm avvocati, access token ttl 60s for tests)
Running 23 tests using 4 workers

  ✓  1 [chromium] › login.spec.ts:8:3 › lawyer logs in with LexID (2.1s)
  ✓  2 [chromium] › upload.spec.ts:12:3 › single 10 MB attachment (3.4s)
  ✓  3 [chromium] › upload.spec.ts:31:3 › 48 MB scan crosses token expiry, silent refresh keeps it going (71.8s)
  ✓  4 [chromium] › upload.spec.ts:58:3 › refresh token is rotated and old one rejected (1.9s)
  ✓  5 [chromium] › upload.spec.ts:77:3 › idle 31 minutes -> logged out (fake clock) (0.8s)
  ...
  ✓ 23 [chromium] › fees.spec.ts:40:3 › fee receipt appears after webhook (4.2s)

  23 passed (1.9m)
"""

SESSIONS = [
    {
        "id": "h64-cc-upload-413",
        "project": EFILE,
        "start": datetime(2026, 11, 4, 9, 58),
        "branch": "fix/upload-413",
        "about": "413 on big uploads: user suspects the multer limit, the ingress-nginx log shows proxy-body-size "
                 "20m; raised to 60m; user toys with 100 MB then keeps 50 MB per the ministry rules; 'note for the "
                 "future' rule about the two limits",
        "steps": [
            ("user", "hi~ lawyers complain since monday: upload of a 35MB scan fail with 413. i think is the multer "
                     "limit in upload.module, maybe it is still 20MB? pls check"),
            tool("Read", {"file_path": f"{EFILE}/src/upload/upload.module.ts"}, _UPLOAD_MODULE),
            tool("Read", {"file_path": f"{EFILE}/charts/efile-portal/values-prod.yaml"}, _VALUES_PROD),
            ("assistant", "Multer takes its limit from `MAX_UPLOAD_MB`, and prod sets it to `\"50\"`, so the app "
                          "would accept a 35 MB file. But the same values file has "
                          "`nginx.ingress.kubernetes.io/proxy-body-size: 20m` on the ingress. Let me confirm which "
                          "one answers the 413."),
            bash("ls -l /tmp/atto-di-citazione-scan.pdf; curl ... ; kubectl logs ...", _CURL_413),
            ("assistant", "Confirmed, it's the ingress, not multer: the 413 page is nginx's HTML (Multer would give "
                          "Nest's JSON error), the API pods never saw a single `POST /api/uploads` in the last ten "
                          "minutes, and the controller logs \"client intended to send too large body\". The "
                          "`proxy-body-size: 20m` annotation cuts everything above 20 MB before it reaches the app.\n\n"
                          "The portal sends one attachment per request (`files: 1`), so the ingress only needs to "
                          "be a bit above the per-file limit to cover the multipart overhead. I'd set it to 60m "
                          "with the app at 50."),
            ("user", "hmm. the notai send scans of 80-90 MB sometimes. maybe we put app 100 and ingress 110?"),
            ("assistant", "Possible technically, but two things to check first: MinIO and the pdfa-forge "
                          "conversion are sized for 50 MB files, and I don't know the legal side — is "
                          "there a maximum attachment size in the ministry's technical rules for e-filing?"),
            ("user", "aigoo you are right, the ministry technical rules say 50 MB max per attachment, bigger must be "
                     "split by the lawyer. so no, keep 50 MB. forget the 100. ingress 60m ok"),
            tool("Edit", {"file_path": f"{EFILE}/charts/efile-portal/values-prod.yaml",
                          "old_string": "proxy-body-size: 20m", "new_string": "proxy-body-size: 60m"},
                 "The file has been updated successfully."),
            bash("helm diff upgrade portal-api charts/efile-portal -n efile -f charts/efile-portal/values-prod.yaml",
                 _HELM_DIFF),
            ("user", "deploy it"),
            bash("helm upgrade ... && curl (35 MB) && curl (55 MB)", _UPLOAD_RETRY),
            ("assistant", "Deployed as revision 58. The 35 MB scan now uploads (201), and a 55 MB test file gets "
                          "the app's own 413 with the Italian message \"Il file supera il limite di 50 MB per "
                          "allegato\" instead of the bare nginx page — that's the behaviour we want: lawyers see a "
                          "readable error."),
            ("user", "daebak. note for the future: the ingress limit must be always 10 MB more than MAX_UPLOAD_MB. "
                     "if somebody change one, must change the other in the same PR, otherwise we have this "
                     "stupid nginx page again"),
            ("assistant", "Noted: ingress `proxy-body-size` = `MAX_UPLOAD_MB` + 10 MB, changed together in the same "
                          "PR. I can also add a helm template check that fails the render when they drift, if you "
                          "want."),
            ("user", "no, not now. commit and push, PR title 'ingress body size 60m'"),
            bash("git commit -am 'ingress body size 60m' && git push -u origin fix/upload-413",
                 "[fix/upload-413 e41b0a9] ingress body size 60m\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                 "remote: Create a merge request for 'fix/upload-413':\n"
                 "remote:   https://git.tribunale-castelvero.example/efile/efile-portal/-/merge_requests/new?"
                 "merge_request%5Bsource_branch%5D=fix%2Fupload-413\n"
                 "To git.tribunale-castelvero.example:efile/efile-portal.git\n * [new branch]      fix/upload-413 -> "
                 "fix/upload-413"),
            ("user", "thx!"),
        ],
        "facts": [
            fact("ingress-413", "The 413 on uploads over 20 MB came from the ingress-nginx annotation "
                 "proxy-body-size 20m, not from multer; it is now 60m.", "bugfix", "assistant",
                 ["proxy-body-size", "60m"]),
            fact("upload-limit", "The per-file upload limit stays 50 MB (MAX_UPLOAD_MB) because the ministry "
                 "technical rules cap attachments at 50 MB; raising it to 100 was dropped.", "decision", "user",
                 ["MAX_UPLOAD_MB", "50"]),
            fact("limits-together", "The ingress body-size limit must always be 10 MB above MAX_UPLOAD_MB, and both "
                 "change in the same PR.", "rule", "user", ["ingress", "10 MB"], remember=True),
        ],
        "optional": [
            opt("one-file-per-request", "The portal sends one attachment per request (multer files: 1).",
                ["files: 1"]),
            opt("bucket", "Uploads go to the MinIO bucket efile-incoming.", ["efile-incoming"]),
        ],
        "questions": [
            q("Where did the 413 on big uploads come from?", "ingress nginx proxy-body-size 20m, not multer",
              ["ingress-413"]),
            q("What is the per-file upload limit and why?", "50 MB, ministry technical rules", ["upload-limit"]),
            q("How must the ingress body size relate to MAX_UPLOAD_MB?", "always 10 MB more, same PR",
              ["limits-together"]),
        ],
    },
    {
        "id": "h64-cc-fee-webhook-dupes",
        "project": EFILE,
        "start": datetime(2026, 11, 10, 13, 40),
        "branch": "fix/fee-dupes",
        "about": "duplicated court-fee records: webhook retried by TesoPay after 5 s because the receipt PDF is "
                 "made synchronously; options 1/2/3, user answers '2'; remember agreed after the assistant offers "
                 "it; pasted review comment about 401 on bad signature",
        "steps": [
            ("user", "hello. refund ticket from a lawyer: filing DEP-2026-118822 show the contributo unificato "
                     "paid two times. TesoPay says they charged only once. so is us. logs of yesterday 14:02 pls"),
            bash("kubectl -n efile logs deploy/portal-api --since-time=2026-11-09T13:00:00Z | grep -E "
                 "'TesoPayWebhook|FeeService|ReceiptService' | grep -E 'DEP-2026-118822|TP-26-0091734'",
                 _WEBHOOK_LOG),
            bash("psql \"$EFILE_DB_RO\" -c \"select id, filing, payment_ref, amount, created_at from fee_payment "
                 "where filing = 'DEP-2026-118822'\" -c '...duplicates overall...'", _FEE_SQL),
            tool("Read", {"file_path": f"{EFILE}/docs/vendor/tesopay-webhooks.md"}, _TESOPAY_DOC),
            ("assistant", "Found it. The same notification (`TP-26-0091734`) arrived twice: 13:02:11 and 13:02:17 "
                          "with `x-tesopay-attempt=2`. Our handler generates the receipt PDF synchronously through "
                          "pdfa-forge before answering, which took 6.4 s, and TesoPay's docs say the endpoint must "
                          "return a 2xx within 5 seconds or the delivery is retried. So the first call was still "
                          "busy when the retry came in, and `FeeService.record` inserted a second row. It isn't "
                          "one unlucky case: there are 14 `payment_ref`s with more than one row.\n\n"
                          "Options to make the handler idempotent:\n"
                          "1. A Redis lock (`SET NX` on the `payment_ref`, with a TTL) around the handler.\n"
                          "2. A unique constraint on `fee_payment.payment_ref` and `INSERT ... ON CONFLICT DO "
                          "NOTHING`; a duplicate delivery becomes a no-op.\n"
                          "3. Put every notification on a queue and process them one at a time.\n\n"
                          "Independently of which one, the handler shouldn't make TesoPay wait 6 s — but first the "
                          "choice."),
            ("user", "2"),
            ("assistant", "Option 2 then: the database enforces it, no lock to expire, nothing to run extra. The "
                          "migration first deletes the 14 later duplicates (keeping the first row of each), then "
                          "adds `fee_payment_ref_unique`. And to get under the 5 seconds I'd move the receipt to a "
                          "BullMQ job — the queue is already there for the e-mails — with `jobId` derived from the "
                          "payment_ref so a duplicate can't enqueue twice either."),
            ("user", "ok do it. and Seojin left a comment in the old PR about the webhook, I paste:\n\n"
                     "> **Seojin** commented on `src/payments/tesopay-webhook.controller.ts` line 31:\n"
                     "> nit but important: the catch-all here returns 200 for every error, also when "
                     "`X-TesoPay-Signature` is invalid. invalid signature must be 401 and nothing recorded, "
                     "otherwise anyone can post fake payments and we just say ok.\n\n"
                     "she is right, fix also this"),
            tool("Edit", {"file_path": f"{EFILE}/src/payments/fee.service.ts"}, _FEE_DIFF),
            tool("Edit", {"file_path": f"{EFILE}/src/payments/tesopay-webhook.controller.ts"},
                 "The file has been updated successfully.\n"
                 "  28 |   @Post('webhook')\n"
                 "  29 |   async webhook(@Req() req: RawBodyRequest<Request>, @Headers('x-tesopay-signature') sig: string) {\n"
                 "  30 |     if (!this.signer.verify(req.rawBody!, sig)) throw new UnauthorizedException('bad signature');\n"
                 "  31 |     const ev = TesoPayEvent.parse(JSON.parse(req.rawBody!.toString('utf8')));\n"
                 "  32 |     await this.fees.record(ev);\n"
                 "  33 |     return { ok: true };\n"
                 "  34 |   }"),
            bash("pnpm jest src/payments src/receipts", _JEST_FEE),
            ("assistant", "All 8 tests pass: a second delivery of the same `payment_ref` records nothing and "
                          "enqueues nothing, the controller answers 200 before the receipt exists, and a bad "
                          "signature gets 401.\n\n"
                          "The general lesson from this one: TesoPay (and LexID's back-channel logout, which works "
                          "the same way) give us a few seconds and then retry, so webhook handlers should only "
                          "verify, record idempotently, and push anything slow to BullMQ. Do you want me to keep "
                          "that as a standing rule for this repo?"),
            ("user", "yes pls, keep it. every webhook like that"),
            ("assistant", "Kept: webhook handlers answer fast — verify, record idempotently, 2xx — and slow work "
                          "goes to a BullMQ job. I'll also open the refund: 14 duplicates are removed by the "
                          "migration, but only DEP-2026-118822 has a complaint; the others were never charged "
                          "twice, just shown twice."),
            ("user", "ok. i tell amministrazione. thanks, good job 👍"),
        ],
        "facts": [
            fact("dup-cause", "Duplicate fee records came from TesoPay retrying the webhook because the handler took "
                 "over 5 seconds (receipt PDF made synchronously); fixed with a unique constraint on payment_ref and "
                 "INSERT ... ON CONFLICT DO NOTHING.", "bugfix", "assistant", ["payment_ref", "ON CONFLICT"]),
            fact("option-2", "Webhook idempotency uses the database unique constraint (option 2), chosen over a "
                 "Redis lock or a queue.", "decision", "user", ["unique constraint"]),
            fact("tesopay-5s", "TesoPay retries a webhook delivery when no 2xx arrives within 5 seconds.", "fact",
                 "assistant", ["TesoPay", "5 seconds"]),
            fact("webhook-rule", "Standing rule for the repo: webhook handlers answer fast (verify, record "
                 "idempotently, 2xx) and push slow work to a BullMQ job.", "rule", "user", ["BullMQ", "webhook"],
                 remember=True),
        ],
        "optional": [
            opt("bad-signature", "An invalid X-TesoPay-Signature gets 401 and nothing is recorded.",
                ["401", "signature"]),
        ],
        "questions": [
            q("Why were some court fees recorded twice?",
              "TesoPay retried the webhook, handler took 6.4 s generating the receipt, more than 5 seconds", ["dup-cause",
                                                                                              "tesopay-5s"]),
            q("How is the TesoPay webhook made idempotent?", "unique constraint on payment_ref, ON CONFLICT DO NOTHING",
              ["dup-cause", "option-2"]),
            q("Where should slow work triggered by a webhook go?", "BullMQ job, answer fast", ["webhook-rule"]),
        ],
    },
    {
        "id": "h64-cc-lexid-session-expiry",
        "project": EFILE,
        "start": datetime(2026, 11, 18, 15, 55),
        "branch": "feat/silent-refresh",
        "about": "lawyers lose uploads when the access token expires; user wants 8-hour sessions, pasted security "
                 "mail (policy PS-07, 30 minutes idle) makes her drop it; silent refresh with token rotation; "
                 "'never log the id_token' said as an order after spotting it in a debug log",
        "steps": [
            ("user", "another complaint ㅠㅠ lawyer uploaded a 80MB... no, 78MB in 16 chunks and at the end "
                     "error, everything lost. look at avv_44190 yesterday 16:41"),
            bash("kubectl -n efile logs deploy/portal-api --since-time=2026-11-17T15:40:00Z | grep -E 'up_7Kq2|avv_44190'",
                 _AUTH_LOG),
            tool("Read", {"file_path": f"{EFILE}/src/auth/auth.config.ts"}, _AUTH_CONFIG),
            ("assistant", "The access token expired between chunk 15 and chunk 16: it lives 15 minutes "
                          "(`accessTokenTtlSeconds: 15 * 60`), the upload took longer, the last chunk got 401 and "
                          "the controller discarded the whole upload. There's no refresh during an upload at all — "
                          "`refreshTokenRotation` is off and the client only refreshes on page navigation.\n\n"
                          "Also, and this is worse: look at the `debug [LexIdClient]` line. It prints the "
                          "`id_token` (truncated, but the header and part of the payload are there) into the "
                          "production log."),
            ("user", "omg. delete that line NOW. and never log the id_token, never, not even in debug, not "
                     "truncated. about the upload — simple: make the session 8 hours, lawyers hate to login anyway"),
            tool("Edit", {"file_path": f"{EFILE}/src/auth/lexid.client.ts",
                          "old_string": "    this.log.debug(`refresh skipped: no refresh in progress, id_token=${short(tokens.id_token)}`);\n",
                          "new_string": "    this.log.debug('refresh skipped: no refresh in progress');\n"},
                 "The file has been updated successfully."),
            tool("Edit", {"file_path": f"{EFILE}/src/logger.ts",
                          "old_string": "redact: ['req.headers.authorization'],",
                          "new_string": "redact: ['req.headers.authorization', '*.id_token', '*.refresh_token', '*.access_token'],"},
                 "The file has been updated successfully."),
            ("assistant", "The log line is gone, and pino's `redact` now also masks `id_token`, `refresh_token` and "
                          "`access_token` anywhere in a logged object, as a safety net.\n\n"
                          "On the 8 hours: it's your call, but `idleTimeoutSeconds` is 30 minutes and I suspect "
                          "that number came from somewhere. Was there a security requirement behind it?"),
            ("user", "hmm wait. yes there was a mail. found it:\n\n" + _SECURITY_MAIL +
                     "\nok so 8 hours is dead, the security office kills me. no 8h. what then?"),
            ("assistant", "Then keep the short tokens and make them renew themselves while the lawyer is active:\n"
                          "- access token stays short, and the idle limit stays 30 minutes as PS-07 says;\n"
                          "- turn on refresh token rotation with LexID (each refresh returns a new refresh token, "
                          "the old one is revoked);\n"
                          "- the upload client does a silent refresh when the access token has less than 60 "
                          "seconds left, between chunks, so a long upload never hits an expired token; an upload "
                          "in progress counts as activity.\n"
                          "The mail itself says refresh during an active operation is fine."),
            ("user", "ok silent refresh. go"),
            tool("Edit", {"file_path": f"{EFILE}/src/auth/auth.config.ts",
                          "old_string": "  refreshTokenRotation: false,", "new_string": "  refreshTokenRotation: true,"},
                 "The file has been updated successfully."),
            tool("Write", {"file_path": f"{EFILE}/web/src/upload/useSilentRefresh.ts"}, "File created successfully."),
            bash("pnpm e2e", _E2E),
            ("assistant", "`pnpm e2e` starts the LexID mock on port 4010 (tokens live 60 s there, so expiry happens "
                          "during the test) and runs Playwright: 23 passed. The 48 MB scan crosses the token expiry "
                          "and finishes thanks to the silent refresh, a rotated refresh token can't be reused, and "
                          "31 minutes idle still logs out.\n\nSummary: the lost uploads came from a 15-minute access "
                          "token expiring mid-upload with no refresh; fixed with silent refresh between chunks and "
                          "refresh token rotation; 8-hour sessions rejected because of PS-07's 30-minute idle limit; "
                          "the `id_token` is no longer logged and pino redacts token fields."),
            ("user", "good. the client id is still efile-portal-prod right? ok yes i see. bye bye"),
        ],
        "facts": [
            fact("silent-refresh", "Uploads survive token expiry through a silent refresh between chunks (when under "
                 "60 seconds left) with LexID refresh token rotation turned on.", "decision", "user",
                 ["silent refresh", "rotation"]),
            fact("no-8h", "Eight-hour sessions were rejected: security policy PS-07 requires expiry after at most "
                 "30 minutes of inactivity.", "decision", "user", ["PS-07", "30 minutes"]),
            fact("never-log-idtoken", "Never log the LexID id_token, not even in debug or truncated.", "rule", "user",
                 ["id_token"], remember=True),
            fact("e2e", "pnpm e2e runs the Playwright tests against the LexID mock on port 4010.", "config",
                 "assistant", ["pnpm e2e", "4010"]),
        ],
        "optional": [
            opt("pino-redact", "pino's redact config masks id_token, refresh_token and access_token.",
                ["redact"]),
            opt("client-id", "The LexID client id in prod is efile-portal-prod.", ["efile-portal-prod"]),
        ],
        "questions": [
            q("Why can't lawyer sessions last 8 hours?", "security policy PS-07, at most 30 minutes of inactivity",
              ["no-8h"]),
            q("How do long uploads survive access token expiry?", "silent refresh between chunks, refresh token rotation",
              ["silent-refresh"]),
            q("How do I run the e2e tests?", "pnpm e2e, LexID mock on port 4010", ["e2e"]),
        ],
    },
]
