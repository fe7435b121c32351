"""h40 Claude Code sessions, part c: a customer shown another customer's documents by the SvelteKit customer portal
through CloudFront, an OCR confidence sweep over November's police reports, and deadlines between fnol-service and
the gRPC fraud scorer (with a long closing summary)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PORTAL = "/home/kwame/src/customer-portal"
OCR = "/home/dmitri/work/ocr-pipeline"
FRAUD = "/Users/priya/code/fraud-scorer"

SESSIONS = [
    {
        "id": "h40-cc-portal-docs-leak",
        "project": PORTAL,
        "start": datetime(2026, 11, 17, 8, 30),
        "about": "customer-portal (SvelteKit): a customer saw another customer's claim documents (SUP-88213); a "
                 "hooks.server.ts handle from PORTAL-301 set 'public, max-age=300' on every GET under /api/ and "
                 "CloudFront cached /api/me/documents without the session cookie; rule: anything depending on who "
                 "is logged in is 'private, no-store', only /api/public/ cacheable; the agent ran db:reset and wiped "
                 "local test customers ('note this down for good', never without asking); DPO told the same day",
        "steps": [
            ("user", "support escalated a bad one. a customer (SUP-88213) logged in yesterday and saw someone "
                     "else's claim documents under 'My documents'. two more reports since. the DPO already knows. "
                     "find it"),
            bash("cat src/routes/api/me/documents/+server.ts",
                 "import { json } from '@sveltejs/kit';\nimport { documents } from '$lib/server/documents';\n\n"
                 "export async function GET({ locals }) {\n"
                 "  return json(await documents.listForCustomer(locals.customer.id));\n}\n"),
            tool("Read", {"file_path": f"{PORTAL}/src/hooks.server.ts"},
                 "    18\texport const handle: Handle = async ({ event, resolve }) => {\n"
                 "    19\t  event.locals.customer = await sessionCustomer(event.cookies.get('lm_session'));\n"
                 "    20\t  const response = await resolve(event);\n"
                 "    21\t  // let CloudFront absorb the dashboard polling (PORTAL-301)\n"
                 "    22\t  if (event.request.method === 'GET' && event.url.pathname.startsWith('/api/')) {\n"
                 "    23\t    response.headers.set('cache-control', 'public, max-age=300');\n"
                 "    24\t  }\n"
                 "    25\t  return response;\n"
                 "    26\t};\n"),
            bash("curl -sI https://portal.larkfield.example/api/me/documents -H \"Cookie: lm_session=$TEST_SESSION\" "
                 "| grep -iE '^(cache-control|x-cache|age):'",
                 "cache-control: public, max-age=300\nx-cache: Hit from cloudfront\nage: 212\n"),
            ("assistant", "That's the leak. The handle in hooks.server.ts marks every GET under /api/ as "
                          "`public, max-age=300`. /api/me/documents has the same URL for every customer; who 'me' "
                          "is comes from the lm_session cookie, and the CloudFront cache key doesn't include "
                          "cookies. So the first customer's list was cached for 5 minutes and served to every "
                          "customer who opened 'My documents' in that window. The test request above got a "
                          "response cached 212 seconds earlier for someone else."),
            bash("git log -S \"public, max-age=300\" --format='%h %ad %s' --date=short",
                 "5c1d7a2 2026-11-14 PORTAL-301: cache api GETs at the edge for dashboard polling\n"),
            bash("aws athena start-query-execution --work-group portal --query-string file://queries/"
                 "me-hits-since.sql --output text && sleep 20 && aws athena get-query-results --query-execution-id "
                 "\"$(cat .last-query)\" --output text | tail -n 2",
                 "ROWS\tcache_hits_api_me\tdistinct_client_ips\nROWS\t1118\t406\n"),
            ("assistant", "Since the PORTAL-301 commit on 14 November, CloudFront served 1,118 responses under "
                          "/api/me/ from cache, to 406 client IPs; each of those may have been another customer's "
                          "data, so that's the list for the DPO. Proposal: drop the blanket header, send "
                          "`private, no-store` on /api/me and every authenticated route, switch the /api/* "
                          "behaviour in CloudFront to the CachingDisabled policy, and invalidate /api/me/* now. The "
                          "dashboard polling is better handled with a longer poll interval."),
            ("user", "do it all. and the rule from now on: any response that depends on who is logged in is "
                     "`private, no-store`, full stop. only things under /api/public/ may be cached by the CDN, and "
                     "those never read the session"),
            tool("Edit", {"file_path": f"{PORTAL}/src/hooks.server.ts",
                          "old_string": "  // let CloudFront absorb the dashboard polling (PORTAL-301)\n"
                                        "  if (event.request.method === 'GET' && "
                                        "event.url.pathname.startsWith('/api/')) {\n"
                                        "    response.headers.set('cache-control', 'public, max-age=300');\n  }\n",
                          "new_string": "  if (!event.url.pathname.startsWith('/api/public/')) {\n"
                                        "    response.headers.set('cache-control', 'private, no-store');\n  }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PORTAL}/infra/cloudfront.tf",
                          "old_string": "    path_pattern    = \"/api/*\"\n"
                                        "    cache_policy_id = aws_cloudfront_cache_policy.api_short.id\n",
                          "new_string": "    path_pattern    = \"/api/*\"\n"
                                        "    cache_policy_id = data.aws_cloudfront_cache_policy.caching_disabled.id\n"},
                 "The file has been updated."),
            bash("pnpm run db:reset && pnpm test 2>&1 | tail -n 2",
                 "> customer-portal@3.8.0 db:reset\n> prisma migrate reset --force && tsx scripts/seed.ts\n\n"
                 "Database reset successful\nseeded 12 demo customers\n\n Test Files  31 passed (31)\n"
                 "      Tests  84 passed (84)\n"),
            ("user", "wait, you ran db:reset? that wiped my local test customers, I had the three reporters' cases "
                     "set up to reproduce this. ugh. ok. note this down for good: you never run db:reset in this "
                     "repo without asking me first"),
            ("assistant", "Sorry, that was my mistake; I should have asked before resetting your database. I can "
                          "recreate the three customers from SUP-88213 and the two other tickets as seed fixtures "
                          "if you want."),
            ("user", "no, I'll redo them myself. go on"),
            bash("aws cloudfront create-invalidation --distribution-id \"$PORTAL_DIST\" --paths '/api/me/*' --query "
                 "'Invalidation.Status' --output text",
                 "InProgress\n"),
            bash("sleep 60; curl -sI https://portal.larkfield.example/api/me/documents -H \"Cookie: "
                 "lm_session=$TEST_SESSION\" | grep -iE '^(cache-control|x-cache):'",
                 "cache-control: private, no-store\nx-cache: Miss from cloudfront\n"),
            ("user", "and for the postmortem: when personal data reaches the wrong customer, whoever finds it "
                     "reports it to the DPO the same day. that's our process, put it in docs/incidents.md too"),
            tool("Write", {"file_path": f"{PORTAL}/docs/incidents.md",
                           "content": "# Incidents\n\nPersonal data shown to the wrong customer: whoever finds it "
                                      "reports it to the DPO the same day.\n\nAnything that depends on who is "
                                      "logged in is `private, no-store`; only /api/public/ may be cached by the "
                                      "CDN.\n"},
                 f"File created successfully at: {PORTAL}/docs/incidents.md"),
            bash("git add -A && git commit -qm 'PORTAL-318: private, no-store on session responses; no CDN caching "
                 "of /api/*' && git log -1 --oneline",
                 "e82c4f9 PORTAL-318: private, no-store on session responses; no CDN caching of /api/*\n"),
        ],
        "facts": [
            fact("leak-cause", "A customer saw another's documents because a hooks.server.ts handle (PORTAL-301) set "
                               "'public, max-age=300' on every GET under /api/, and CloudFront cached "
                               "/api/me/documents without the session cookie in the cache key.",
                 "fact", "assistant", ["/api/me/documents", "CloudFront", "public, max-age=300"]),
            fact("private-rule", "Any portal response that depends on who is logged in is 'private, no-store'; only "
                                 "things under /api/public/ may be cached by the CDN, and those never read the "
                                 "session.",
                 "rule", "user", ["private, no-store", "/api/public/"]),
            fact("db-reset", "Never run db:reset in customer-portal without asking Kwame first (it wipes his local "
                             "test customers).",
                 "rule", "user", ["db:reset", "asking"], remember=True),
            fact("dpo-same-day", "When personal data reaches the wrong customer, whoever finds it reports it to the "
                                 "DPO the same day (docs/incidents.md).",
                 "rule", "user", ["DPO", "same day"]),
        ],
        "optional": [
            opt("caching-disabled", "CloudFront's /api/* behaviour uses the CachingDisabled cache policy.",
                [["CachingDisabled", "caching_disabled"]]),
            opt("leak-scope", "Since 2026-11-14, 1,118 /api/me/ responses were served from cache to 406 client IPs.",
                ["1,118", "406"]),
        ],
        "questions": [
            q("Why did a customer see someone else's documents in the portal?",
              "a hook set public, max-age=300 on every GET under /api/, and CloudFront cached /api/me/documents "
              "without the session cookie", ["leak-cause"]),
            q("Which portal responses may the CDN cache?",
              "only things under /api/public/; anything that depends on who is logged in is private, no-store",
              ["private-rule"]),
            q("When is the DPO told that personal data reached the wrong customer?", "the same day",
              ["dpo-same-day"]),
        ],
    },
    {
        "id": "h40-cc-ocr-police-confidence",
        "project": OCR,
        "start": datetime(2026, 11, 19, 15, 0),
        "about": "ocr-pipeline: mostly eval output for November's police reports (per-field confidences, a threshold "
                 "sweep, confidence by source district); one decision: police reports go to manual review below "
                 "0.78 mean confidence instead of 0.70, invoices keep their threshold; near-miss exaggeration "
                 "'district 4 always sends garbage, always'",
        "steps": [
            ("user", "police reports batch from november. run the eval and let's see where the review threshold "
                     "should sit. right now anything under 0.70 mean confidence goes to humans"),
            bash("python -m ocr_pipeline.eval --set police-reports-2026-11 --per-field",
                 "set: police-reports-2026-11   documents: 2,318   fields: 13,908\n\n"
                 "field            docs   mean_conf  p10_conf  exact_match  auto_passed_wrong\n"
                 "report_number    2318   0.93       0.86      0.991        0.4%\n"
                 "incident_date    2318   0.84       0.61      0.942        4.9%\n"
                 "plate            2301   0.79       0.52      0.903        8.8%\n"
                 "location         2318   0.81       0.58      0.921        6.2%\n"
                 "officer_badge    2290   0.88       0.73      0.968        2.1%\n"
                 "narrative        2318   0.74       0.49      n/a          n/a\n"),
            bash("python -m ocr_pipeline.eval --set police-reports-2026-11 --threshold-sweep 0.60:0.86:0.02",
                 "threshold  to_review  auto_passed_wrong  reviewer_h_per_week\n"
                 "0.60       9.8%       8.3%               21\n"
                 "0.64       11.2%      7.4%               24\n"
                 "0.70       14.0%      6.1%               30\n"
                 "0.74       18.1%      3.6%               38\n"
                 "0.76       20.4%      2.6%               43\n"
                 "0.78       23.0%      1.9%               47\n"
                 "0.80       26.2%      1.8%               55\n"
                 "0.82       28.9%      1.7%               61\n"
                 "0.86       34.5%      1.6%               73\n"),
            bash("python -m ocr_pipeline.eval --set police-reports-2026-11 --by-source | head -n 8",
                 "source            docs   mean_conf  to_review@0.70\n"
                 "district-1        512    0.86       7.9%\n"
                 "district-2        488    0.84       9.6%\n"
                 "district-3        601    0.83       11.3%\n"
                 "district-4        197    0.58       61.9%\n"
                 "district-5        520    0.85       8.8%\n"),
            ("user", "district 4 always sends garbage, always, it's a fax from 1998 I swear. ok what do you read in "
                     "this"),
            ("assistant", "At today's 0.70, 6.1% of the fields that pass automatically are wrong, mostly plate and "
                          "incident_date, the two that matter most for a police report. At 0.78 that drops to 1.9% "
                          "while the review share goes from 14% to 23%. Above 0.80 the error rate barely moves "
                          "(1.8%, 1.7%) but review keeps climbing to a third of the documents. 0.78 is the knee: "
                          "about 17 more reviewer hours a week than today for a third of the errors."),
            ("user", "0.78 then. for police reports only, the invoices keep their own threshold"),
            tool("Edit", {"file_path": f"{OCR}/config/thresholds.yaml",
                          "old_string": "police_report:\n  review_below: 0.70\n",
                          "new_string": "police_report:\n  review_below: 0.78\n"},
                 "The file has been updated."),
            bash("pytest -q tests/test_thresholds.py 2>&1 | tail -n 1 && git commit -qam 'thresholds: police "
                 "reports to review below 0.78' && git log -1 --oneline",
                 "6 passed in 0.31s\n1d6e0b8 thresholds: police reports to review below 0.78\n"),
            ("assistant", "Committed: police reports go to review below 0.78 mean confidence; repair_invoice is "
                          "unchanged."),
        ],
        "facts": [
            fact("police-threshold", "Police reports go to manual review below 0.78 mean OCR confidence (was 0.70; "
                                     "at 0.78 auto-passed wrong fields drop to 1.9% with 23% to review); invoices "
                                     "keep their own threshold.",
                 "config", "user", ["0.78", ["police_report", "police reports"]]),
        ],
        "optional": [
            opt("sweep", "At 0.70, 6.1% of auto-passed police report fields were wrong, mostly plate and "
                         "incident_date.", ["6.1%"]),
        ],
        "questions": [
            q("Below which mean confidence do police reports go to review?", "0.78", ["police-threshold"]),
            q("Did the invoice review threshold change with the police reports one?",
              "no, the invoices keep their own threshold", ["police-threshold"]),
        ],
    },
    {
        "id": "h40-cc-fraud-scorer-deadlines",
        "project": FRAUD,
        "start": datetime(2026, 11, 24, 10, 30),
        "about": "fraud-scorer and fnol-service: no client deadline on the Score call; load test with ghz; "
                 "proposals accepted with a change (deadline 400 ms instead of 300), max_workers 4 -> 16, SHAP only "
                 "on explain, model pinned via FRAUD_MODEL_VERSION=fs-lgbm-2026-10-3; the UNSCORED rule (never "
                 "auto-approved, manual queue); the agent asks whether to remember it, the person says yes; a long "
                 "closing summary repeating the decisions",
        "steps": [
            ("user", "fnol submissions sometimes hang for 30 seconds or more. I think fnol calls the scorer with no "
                     "deadline at all. let's fix both sides today: the client in fnol-service and the server here"),
            bash("rg -n 'FraudScorerGrpc|withDeadline' ../fnol-service/src/main/java",
                 "../fnol-service/src/main/java/com/larkfield/fnol/fraud/FraudClient.java:22:    private final "
                 "FraudScorerGrpc.FraudScorerBlockingStub stub;\n"
                 "../fnol-service/src/main/java/com/larkfield/fnol/fraud/FraudClient.java:31:        ScoreReply "
                 "reply = stub.score(request);\n"),
            ("assistant", "Right, no deadline anywhere: the blocking stub waits as long as the server takes, and "
                          "the FNOL submission waits with it. Let me see what the server takes under load."),
            tool("Read", {"file_path": f"{FRAUD}/scorer/server.py"},
                 "    14\tMODEL = registry.load(\"fraud-scorer\", stage=\"latest\")\n"
                 "    15\tEXPLAINER = shap.TreeExplainer(MODEL.booster)\n"
                 "    ..\n"
                 "    38\t    def Score(self, request, context):\n"
                 "    39\t        features = feature_store.fetch(request.claim_id)\n"
                 "    40\t        score = MODEL.predict(features)\n"
                 "    41\t        shap_values = EXPLAINER.shap_values(features)\n"
                 "    ..\n"
                 "    61\tserver = grpc.server(futures.ThreadPoolExecutor(max_workers=4))\n"
                 "    62\tserver.add_insecure_port(\"[::]:50051\")\n"),
            bash("ghz --insecure --call larkfield.fraud.v1.FraudScorer/Score -d '{\"claim_id\":\"CLM-2026-050112\"}' "
                 "-c 20 -n 2000 localhost:50051 | sed -n '/Summary/,/Latency distribution/p;/50 %/p;/95 %/p;/99 %/p'",
                 "Summary:\n  Count:        2000\n  Total:        41.87 s\n  Slowest:      4.12 s\n"
                 "  Fastest:      31.20 ms\n  Average:      412.66 ms\n  Requests/sec: 47.77\n\n"
                 "Latency distribution:\n  50 % in 183.40 ms\n  95 % in 1.42 s\n  99 % in 2.96 s\n"),
            ("assistant", "With 20 concurrent callers the server queues: 4 worker threads, and every Score call "
                          "also computes the SHAP explanation, which is most of the time. fnol-service never uses "
                          "the explanation. Proposals:\n\n"
                          "1. fnol-service calls Score with a 300 ms deadline.\n"
                          "2. max_workers from 4 to 16.\n"
                          "3. SHAP only when the request has explain=true; fnol-service doesn't set it, the "
                          "adjuster console does.\n"
                          "4. Pin the model: it loads stage 'latest' from the registry at start-up, so a restart "
                          "can silently switch models. Pin it with FRAUD_MODEL_VERSION=fs-lgbm-2026-10-3."),
            ("user", "2, 3 and 4 yes. for 1 let's measure first with explanations off, then pick the number. and "
                     "pin it, yes: new versions go through the shadow run first, the november one is still in "
                     "shadow till tomorrow"),
            tool("Edit", {"file_path": f"{FRAUD}/scorer/server.py",
                          "old_string": "        shap_values = EXPLAINER.shap_values(features)\n",
                          "new_string": "        shap_values = EXPLAINER.shap_values(features) if request.explain "
                                        "else None\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRAUD}/scorer/server.py",
                          "old_string": "server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))\n",
                          "new_string": "server = grpc.server(futures.ThreadPoolExecutor(max_workers=16))\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRAUD}/scorer/server.py",
                          "old_string": "MODEL = registry.load(\"fraud-scorer\", stage=\"latest\")\n",
                          "new_string": "MODEL = registry.load(\"fraud-scorer\", "
                                        "version=os.environ[\"FRAUD_MODEL_VERSION\"])\n"},
                 "The file has been updated."),
            bash("FRAUD_MODEL_VERSION=fs-lgbm-2026-10-3 python -m scorer.server & sleep 5; ghz --insecure --call "
                 "larkfield.fraud.v1.FraudScorer/Score -d '{\"claim_id\":\"CLM-2026-050112\"}' -c 20 -n 2000 "
                 "localhost:50051 | grep -E '(50|95|99) % in'",
                 "  50 % in 21.08 ms\n  95 % in 64.31 ms\n  99 % in 181.77 ms\n"),
            ("assistant", "Without the explanation and with 16 workers: p50 21 ms, p95 64 ms, p99 182 ms. A 300 ms "
                          "deadline would sit close to the p99 on a bad minute; 400 ms leaves room."),
            ("user", "400ms it is"),
            tool("Edit", {"file_path": "/Users/priya/code/fnol-service/src/main/java/com/larkfield/fnol/fraud/"
                                       "FraudClient.java",
                          "old_string": "        ScoreReply reply = stub.score(request);\n",
                          "new_string": "        ScoreReply reply = stub.withDeadlineAfter(400, TimeUnit.MILLISECONDS)"
                                        ".score(request);\n"},
                 "The file has been updated."),
            ("assistant", "What should fnol-service do when the deadline passes or the scorer is down? Today the "
                          "StatusRuntimeException would fail the whole submission."),
            ("user", "never fail the submission because of the scorer. the claim goes on with score UNSCORED, and "
                     "an UNSCORED claim is never auto-approved, it lands in the manual queue. that's the rule"),
            tool("Edit", {"file_path": "/Users/priya/code/fnol-service/src/main/java/com/larkfield/fnol/approval/"
                                       "AutoApprovalPolicy.java",
                          "old_string": "    public Decision decide(Claim claim) {\n",
                          "new_string": "    public Decision decide(Claim claim) {\n"
                                        "        if (claim.fraudScore().isUnscored()) return Decision.MANUAL_QUEUE;\n"},
                 "The file has been updated."),
            bash("cd ../fnol-service && ./mvnw -q test -Dtest='FraudClient*,AutoApprovalPolicy*' 2>&1 | tail -n 2",
                 "[INFO] Tests run: 19, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("assistant", "Should I remember the UNSCORED rule for future sessions? It spans fnol-service, "
                          "claims-rules and the scorer, so it's easy to break from any of them."),
            ("user", "yes please. the 400ms no, that's config and it may move"),
            bash("git commit -qam 'Score: SHAP only on explain, 16 workers, pinned model version' && git -C "
                 "../fnol-service commit -qam 'fraud: 400 ms deadline on Score; UNSCORED claims go to the manual "
                 "queue' && git log -1 --oneline && git -C ../fnol-service log -1 --oneline",
                 "3be71c0 Score: SHAP only on explain, 16 workers, pinned model version\n"
                 "8d0f2a6 fraud: 400 ms deadline on Score; UNSCORED claims go to the manual queue\n"),
            ("assistant", "Done. Summary of today:\n\n"
                          "- fnol-service calls FraudScorer/Score with a 400 ms deadline (we measured p99 182 ms "
                          "after the server changes; 300 ms was too tight).\n"
                          "- If the deadline passes or the scorer is unavailable, the claim continues with score "
                          "UNSCORED; AutoApprovalPolicy never auto-approves an UNSCORED claim, it goes to the manual "
                          "queue.\n"
                          "- fraud-scorer: ThreadPoolExecutor max_workers 16 instead of 4; SHAP explanations are "
                          "computed only when the request sets explain=true, which only the adjuster console does.\n"
                          "- The model is pinned with FRAUD_MODEL_VERSION=fs-lgbm-2026-10-3 instead of loading "
                          "'latest'; new versions go through the shadow run first.\n"
                          "- Load test: p50 21 ms, p95 64 ms, p99 182 ms at 20 concurrent callers, down from p99 "
                          "2.96 s.\n\n"
                          "Both repos are committed, nothing is pushed."),
            ("user", "perfect, I'll push after lunch"),
        ],
        "facts": [
            fact("deadline", "fnol-service calls the fraud scorer with a 400 ms deadline (300 ms proposed, too close "
                             "to the measured p99 of 182 ms).",
                 "config", "user", ["deadline", ["400ms", "400 ms"]]),
            fact("unscored-rule", "The fraud scorer never fails a submission: on a missed deadline or outage the claim "
                                  "goes on with score UNSCORED, and an UNSCORED claim is never auto-approved, it "
                                  "lands in the manual queue.",
                 "rule", "user", ["UNSCORED", "auto-approved", "manual queue"], remember=True),
            fact("max-workers", "fraud-scorer's gRPC server runs ThreadPoolExecutor with max_workers 16 (was 4).",
                 "config", "assistant", ["max_workers", "16"]),
            fact("shap-on-demand", "fraud-scorer computes SHAP explanations only when the request sets explain=true "
                                   "(the adjuster console); fnol-service doesn't ask for them.",
                 "decision", "assistant", ["SHAP", ["explain=true", "explain"]]),
            fact("model-pin", "fraud-scorer pins its model with FRAUD_MODEL_VERSION=fs-lgbm-2026-10-3 instead of "
                              "loading 'latest'; new versions go through the shadow run first.",
                 "config", "assistant", ["FRAUD_MODEL_VERSION", "fs-lgbm-2026-10-3"]),
        ],
        "optional": [
            opt("load-test", "After the changes the Score load test (20 concurrent) shows p50 21 ms, p95 64 ms, p99 "
                             "182 ms.", ["p99", "182"]),
        ],
        "questions": [
            q("What deadline does fnol-service use when calling the fraud scorer?", "400 ms", ["deadline"]),
            q("What happens to a claim when the fraud scorer doesn't answer in time?",
              "it goes on with score UNSCORED, is never auto-approved and lands in the manual queue",
              ["unscored-rule"]),
            q("Which model version does fraud-scorer load?", "fs-lgbm-2026-10-3, pinned with FRAUD_MODEL_VERSION",
              ["model-pin"]),
            q("When does fraud-scorer compute SHAP explanations?", "only when the request sets explain=true",
              ["shap-on-demand"]),
        ],
    },
]
