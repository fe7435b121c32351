"""h58 Claude Code sessions, part a: fnol-intake, Halvard Mutual's first-notice-of-loss service (Spring Boot, with the
public web form and the call-centre 'agent desk' screen in the same repo). Duplicate claims from an ingress retry,
a code review of the injury panel on the agent desk, and a session that only explains the form validation."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FNOL = "/home/ines/src/fnol-intake"

INGRESS_LOG = """\
2026-11-02T16:41:07.118Z 10.42.7.19 - - "POST /api/fnol HTTP/1.1" 504 0 "https://agentdesk.halvard.internal/claims/new" req_id=9f2c1ab0e4 upstream=10.42.3.51:8080 upstream_status=504 request_time=10.002
2026-11-02T16:41:07.118Z [error] 31#31: *884120 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.42.7.19, server: fnol.halvard.internal, request: "POST /api/fnol HTTP/1.1", upstream: "http://10.42.3.51:8080/api/fnol"
2026-11-02T16:41:11.902Z 10.42.7.19 - - "POST /api/fnol HTTP/1.1" 201 412 "https://agentdesk.halvard.internal/claims/new" req_id=9f2c1ab0e4 upstream=10.42.3.51:8080, 10.42.5.12:8080 upstream_status=504, 201 request_time=14.786
2026-11-02T16:58:40.551Z 10.42.7.22 - - "POST /api/fnol HTTP/1.1" 201 409 "https://claims.halvard.example/report" req_id=1be77d0c39 upstream=10.42.5.12:8080 upstream_status=201 request_time=1.204
2026-11-02T17:03:12.009Z [error] 30#30: *901377 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.42.7.19, server: fnol.halvard.internal, request: "POST /api/fnol HTTP/1.1", upstream: "http://10.42.5.12:8080/api/fnol"
2026-11-02T17:03:15.377Z 10.42.7.19 - - "POST /api/fnol HTTP/1.1" 201 415 "https://agentdesk.halvard.internal/claims/new" req_id=c08e55a271 upstream=10.42.5.12:8080, 10.42.9.4:8080 upstream_status=504, 201 request_time=13.368
"""

APP_LOG = """\
2026-11-02 16:40:57.116 INFO  [fnol-intake-7d9c6b-xk2lp] c.h.fnol.api.FnolController : POST /api/fnol channel=AGENT_DESK agent=cc-0412 policy=MP-30188472 req_id=9f2c1ab0e4
2026-11-02 16:40:57.131 INFO  [fnol-intake-7d9c6b-xk2lp] c.h.fnol.policy.PolicyLookup : lookup MP-30188472 via policy-bridge
2026-11-02 16:41:08.944 WARN  [fnol-intake-7d9c6b-xk2lp] c.h.fnol.policy.PolicyLookup : policy-bridge answered in 11813 ms (slow)
2026-11-02 16:41:09.210 INFO  [fnol-intake-7d9c6b-xk2lp] c.h.fnol.service.FnolService : created claim CLM-2026-118804 for policy MP-30188472
2026-11-02 16:41:07.120 INFO  [fnol-intake-7d9c6b-q8vzn] c.h.fnol.api.FnolController : POST /api/fnol channel=AGENT_DESK agent=cc-0412 policy=MP-30188472 req_id=9f2c1ab0e4
2026-11-02 16:41:07.134 INFO  [fnol-intake-7d9c6b-q8vzn] c.h.fnol.policy.PolicyLookup : lookup MP-30188472 via policy-bridge
2026-11-02 16:41:11.870 INFO  [fnol-intake-7d9c6b-q8vzn] c.h.fnol.service.FnolService : created claim CLM-2026-118806 for policy MP-30188472
"""

INGRESS_YAML = """\
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: fnol-intake
  namespace: claims
  annotations:
    nginx.ingress.kubernetes.io/proxy-body-size: "2m"
    nginx.ingress.kubernetes.io/proxy-read-timeout: "10"
    nginx.ingress.kubernetes.io/proxy-send-timeout: "10"
    nginx.ingress.kubernetes.io/proxy-next-upstream: "error timeout http_502 http_503 non_idempotent"
    nginx.ingress.kubernetes.io/proxy-next-upstream-tries: "3"
    nginx.ingress.kubernetes.io/configuration-snippet: |
      more_set_headers "X-Request-Id: $req_id";
spec:
  ingressClassName: nginx-internal
  rules:
    - host: fnol.halvard.internal
      http:
        paths:
          - path: /api
            pathType: Prefix
            backend:
              service:
                name: fnol-intake
                port:
                  number: 8080
"""

MVN_TEST = """\
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.halvard.fnol.api.FnolControllerTest
[INFO] Tests run: 22, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.114 s
[INFO] Running com.halvard.fnol.api.FnolIdempotencyTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 5.871 s
[INFO] Running com.halvard.fnol.service.FnolServiceTest
[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.902 s
[INFO] Running com.halvard.fnol.policy.PolicyLookupTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.611 s
[INFO] Running com.halvard.fnol.validation.FnolFormValidationTest
[INFO] Tests run: 47, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.488 s
[INFO] Running com.halvard.fnol.repo.IdempotencyKeyPurgeJobTest
[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 4.220 s
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 118, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  41.337 s
"""

PR_COMMENTS = """\
PR #212  agent desk: injury panel on the claim screen   (ines-halvard wants to merge 4 commits into main from feat/agent-desk-injury)

--- review by dario-k (CHANGES_REQUESTED) ---
src/main/java/com/halvard/fnol/agentdesk/AgentClaimResponse.java:14
  > @Data @Builder
  Lombok snuck in here. Is that fine now?

src/main/java/com/halvard/fnol/agentdesk/AgentClaimController.java:58
  > @JsonView(Views.Agent.class)
  So the medical fields are hidden by the view annotation on the controller method? What happens on the
  next endpoint that returns ClaimDetails and forgets the annotation?

src/main/java/com/halvard/fnol/agentdesk/InjuryPanelService.java:31
  > return new InjuryPanel(details.injuryReported(), details.ambulanceCalled(), details.medicalNotes());
  medicalNotes goes to the desk?? I thought call-centre can't see those.

src/main/java/com/halvard/fnol/claims/MedicalNotesController.java:40
  > log.info("medical notes read claim={} user={}", id, user);
  Only a log line for reading notes? Compliance asked for something queryable last year.

web/agent-desk/src/InjuryPanel.tsx:22
  > {panel.medicalNotes && <pre>{panel.medicalNotes}</pre>}
  same as above

--- review by ci-bot ---
  checks: build OK, unit OK, e2e-agent-desk FLAKY (1 retry), sonar: 2 code smells
"""

SESSIONS = [
    {
        "id": "h58-cc-fnol-duplicate-claims",
        "project": FNOL,
        "start": datetime(2026, 11, 3, 9, 12),
        "about": "fnol-intake: call-centre reports duplicate claims; the person's guess (double click on Submit in "
                 "the agent desk) ruled out, the button is disabled while submitting; real cause the ingress "
                 "retrying POST /api/fnol on another pod after the 10 s read timeout because proxy-next-upstream "
                 "had non_idempotent, while policy-bridge lookups took 11-12 s; fix removes non_idempotent, raises "
                 "the timeout, adds an Idempotency-Key; key TTL set to 24h then changed to 72 hours; a standing "
                 "rule that every creating POST takes an Idempotency-Key; async 202 proposal not taken; a table "
                 "rename (one-off)",
        "steps": [
            ("user", "morning! back from the long weekend, the coffee machine on 3 is broken again so bear with me. "
                     "ticket from the call-centre lead, pasting it:\n\n"
                     "> CC-ops #5512 — Duplicate claims on agent desk\n"
                     "> Since last week we see claims created twice for the same caller, same policy, a few "
                     "seconds apart. Agents say they clicked Submit once. Happened 9 times on Monday afternoon. "
                     "Example: CLM-2026-118804 and CLM-2026-118806 (policy MP-30188472). Handlers have to cancel "
                     "one by hand and the customer gets two SMS.\n\n"
                     "my money is on a double click. the agent desk submit button is old code, I bet it's not "
                     "disabled while the request is running"),
            ("assistant", "Morning, and sorry about the coffee. Let me check the button first since that's cheap, "
                          "then the logs for that example pair."),
            tool("Grep", {"pattern": "onSubmit|disabled=", "path": f"{FNOL}/web/agent-desk/src/NewClaimForm.tsx",
                          "output_mode": "content", "-n": True},
                 "88:  const onSubmit = async (values: FnolValues) => {\n"
                 "89:    setSubmitting(true);\n"
                 "141:        <Button type=\"submit\" disabled={submitting || !isValid} data-test=\"fnol-submit\">\n"),
            ("assistant", "The button is disabled from the moment `onSubmit` starts (`disabled={submitting}`), and "
                          "`setSubmitting(false)` only runs in the `finally`. A double click can't send two "
                          "requests from this form. Looking at the server side for the example claim."),
            bash("kubectl -n claims logs deploy/fnol-intake --all-containers --prefix=false --since=24h "
                 "| grep -E 'MP-30188472' | head -20",
                 APP_LOG),
            ("assistant", "Interesting: two pods (`xk2lp` and `q8vzn`) each received a POST for the same policy "
                          "with the **same** `req_id=9f2c1ab0e4`, ten seconds apart. The browser didn't send two "
                          "requests, something between the browser and the pods replayed the same one. Note also "
                          "the first pod waited 11.8 s for policy-bridge. Checking the ingress controller."),
            bash("kubectl -n ingress-internal logs deploy/ingress-nginx-controller --since=24h | grep -E "
                 "'9f2c1ab0e4|c08e55a271|1be77d0c39|timed out.*api/fnol' | head -20",
                 INGRESS_LOG),
            bash("kubectl -n claims get ingress fnol-intake -o yaml | yq '. | del(.status) | del(.metadata.uid) | "
                 "del(.metadata.resourceVersion) | del(.metadata.creationTimestamp) | del(.metadata.generation)'",
                 INGRESS_YAML),
            ("assistant", "Found it. Here's what happens, step by step:\n\n"
                          "1. The agent submits once. The POST reaches pod A.\n"
                          "2. Pod A calls policy-bridge to look up the policy. On Monday afternoon the mainframe "
                          "side was slow and the lookup took 11.8 s.\n"
                          "3. The ingress has `proxy-read-timeout: \"10\"`. After 10 s it gives up on pod A, "
                          "and because `proxy-next-upstream` lists `timeout` **and** `non_idempotent`, nginx is "
                          "allowed to resend the POST to another pod. Without `non_idempotent` nginx never retries "
                          "a POST; somebody added it (git blame says in the 'ingress hardening' change in "
                          "September, probably copied from the read-only API's ingress).\n"
                          "4. Pod B handles the replay and creates the claim. Meanwhile pod A was not cancelled: "
                          "it finishes its lookup and creates the same claim too.\n\n"
                          "So the duplicates are the ingress retrying a non-idempotent POST, and they only appear "
                          "when a policy lookup takes longer than 10 s, which is why it's bursty (9 on Monday "
                          "afternoon, nothing on Tuesday morning).\n\n"
                          "Options for the fix:\n\n"
                          "1. Ingress only: drop `non_idempotent` from `proxy-next-upstream` and raise "
                          "`proxy-read-timeout` to 30 s. Stops this cause, nothing else.\n"
                          "2. Ingress fix **plus** an `Idempotency-Key` header on POST /api/fnol: the agent desk and "
                          "the web form generate a UUID per form, the service stores it with a unique constraint "
                          "and a replay with the same key returns the original claim instead of creating a new one. "
                          "Also protects against the browser's own retry and against agents reloading a half-sent "
                          "form.\n"
                          "3. Make claim creation asynchronous: answer 202 Accepted right away, create the claim "
                          "from a queue and let the desk poll. Removes the timeout problem at the root but changes "
                          "the agent's flow (they read the claim number to the caller at the end of the call)."),
            ("user", "2. the async thing would be nice one day but the call-centre will riot if they can't read the "
                     "claim number out. how long do we keep the keys?"),
            ("assistant", "I'd keep them 24 hours: long enough for any retry or reload, short enough that the "
                          "table stays small. A purge job can delete older rows every hour."),
            ("user", "hm no. make it 72 hours. the agents sometimes reopen the half-finished form the next morning "
                     "when a caller rings back, and a weekend in between happens too. "
                     "and this goes for good, not just this one endpoint: anything in fnol-intake that creates a "
                     "record through a POST has to accept an Idempotency-Key. new endpoints too, whoever writes "
                     "them"),
            ("assistant", "Understood: keys are kept 72 hours, and every creating POST in fnol-intake takes an "
                          "`Idempotency-Key` from now on. Today that's POST /api/fnol and POST /api/fnol/{id}/"
                          "attachments-intent; the second one only creates an upload intent but it's a record, so "
                          "it gets the header too. Starting with the ingress."),
            tool("Edit", {"file_path": f"{FNOL}/deploy/ingress.yaml",
                          "old_string": "proxy-read-timeout: \"10\"\n    nginx.ingress.kubernetes.io/proxy-send-"
                                        "timeout: \"10\"\n    nginx.ingress.kubernetes.io/proxy-next-upstream: "
                                        "\"error timeout http_502 http_503 non_idempotent\"",
                          "new_string": "proxy-read-timeout: \"30\"\n    nginx.ingress.kubernetes.io/proxy-send-"
                                        "timeout: \"30\"\n    nginx.ingress.kubernetes.io/proxy-next-upstream: "
                                        "\"error timeout http_502 http_503\""},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{FNOL}/src/main/resources/db/migration/V37__fnol_idempotency_keys.sql",
                           "content": "create table fnol_idempotency_keys (\n"
                                      "  idem_key     uuid primary key,\n"
                                      "  endpoint     text not null,\n"
                                      "  claim_id     text,\n"
                                      "  response     jsonb,\n"
                                      "  created_at   timestamptz not null default now()\n"
                                      ");\n"
                                      "create index fnol_idempotency_keys_created_at on fnol_idempotency_keys "
                                      "(created_at);\n"},
                 "File created successfully at: " + FNOL + "/src/main/resources/db/migration/"
                 "V37__fnol_idempotency_keys.sql"),
            ("user", "rename that table to fnol_idempotency_key, singular, like the others"),
            bash("git mv src/main/resources/db/migration/V37__fnol_idempotency_keys.sql "
                 "src/main/resources/db/migration/V37__fnol_idempotency_key.sql && sed -i "
                 "'s/fnol_idempotency_keys/fnol_idempotency_key/g' "
                 "src/main/resources/db/migration/V37__fnol_idempotency_key.sql && rg -n 'idempotency_key' "
                 "src/main/resources/db/migration/",
                 "src/main/resources/db/migration/V37__fnol_idempotency_key.sql:1:create table "
                 "fnol_idempotency_key (\n"
                 "src/main/resources/db/migration/V37__fnol_idempotency_key.sql:8:create index "
                 "fnol_idempotency_key_created_at on fnol_idempotency_key (created_at);\n"),
            tool("Edit", {"file_path": f"{FNOL}/src/main/resources/application.yml",
                          "old_string": "fnol:\n  policy-lookup-timeout: 25s",
                          "new_string": "fnol:\n  policy-lookup-timeout: 25s\n  idempotency:\n"
                                        "    key-ttl: 72h\n    purge-cron: \"0 17 * * * *\""},
                 "The file has been updated."),
            ("assistant", "Now the controller filter, the purge job and the two front-ends (the desk and the public "
                          "form both generate one UUID per opened form and send it on every submit of that form)."),
            bash("git diff --stat",
                 " deploy/ingress.yaml                                         |  6 +-\n"
                 " src/main/java/com/halvard/fnol/api/FnolController.java      | 14 ++-\n"
                 " src/main/java/com/halvard/fnol/api/IdempotencyFilter.java   | 97 +++++++++++++++++++\n"
                 " src/main/java/com/halvard/fnol/repo/IdempotencyKeyPurgeJob.java | 31 ++++++\n"
                 " src/main/resources/application.yml                          |  3 +\n"
                 " src/main/resources/db/migration/V37__fnol_idempotency_key.sql |  8 ++\n"
                 " src/test/java/com/halvard/fnol/api/FnolIdempotencyTest.java | 142 ++++++++++++++++++++++++++++\n"
                 " web/agent-desk/src/NewClaimForm.tsx                         |  9 +-\n"
                 " web/public-form/src/report/submit.ts                        |  7 +-\n"
                 " 9 files changed, 310 insertions(+), 7 deletions(-)\n"),
            bash("./mvnw -q -B test 2>&1 | tail -n 28", MVN_TEST),
            ("user", "nice. does the test cover the two-pods case?"),
            ("assistant", "Yes, `FnolIdempotencyTest.concurrentReplayOnSecondInstance` starts two requests with the "
                          "same key in parallel against the same database; the second one blocks on the primary "
                          "key insert, then reads the stored response and returns the first claim "
                          "(CLM number identical, HTTP 200 instead of 201). Also covered: a key older than 72 hours "
                          "is purged and then treated as new, a missing header on a creating POST is a 400, and a "
                          "reused key with a different body is a 422."),
            ("user", "good. push it to a branch, I'll get dario to review. and write a line in the ticket for "
                     "the cc lead"),
            bash("git checkout -qb fix/fnol-duplicate-claims && git commit -qam 'fnol: stop ingress replaying "
                 "POST /api/fnol; Idempotency-Key on creating POSTs' && git push -q -u origin "
                 "fix/fnol-duplicate-claims 2>&1 | tail -n 2",
                 "remote: Create a merge request for fix/fnol-duplicate-claims:\n"
                 "remote:   https://git.halvard.internal/claims/fnol-intake/-/merge_requests/new?"
                 "merge_request%5Bsource_branch%5D=fix%2Ffnol-duplicate-claims\n"),
            ("assistant", "Pushed to `fix/fnol-duplicate-claims`.\n\nFor the ticket:\n\n> The duplicates were not "
                          "double clicks. When a policy lookup took more than 10 seconds, our load balancer resent "
                          "the claim to a second server while the first one was still working, so both created a "
                          "claim. The fix stops the resend and makes the service recognise a repeated submission "
                          "and return the claim that already exists. Existing duplicates still need cancelling by "
                          "hand; I count 23 pairs since 26 October and can send the list."),
            ("user", "send the list to me, I'll forward. thanks!"),
        ],
        "facts": [
            fact("dup-cause", "Duplicate FNOL claims came from the ingress-nginx controller resending POST /api/fnol "
                              "to a second pod after its 10 s proxy-read-timeout, because proxy-next-upstream "
                              "included non_idempotent, while slow policy-bridge lookups took 11-12 s; "
                              "non_idempotent was removed and the timeout raised to 30 s. Not a double click.",
                 "bugfix", "assistant", ["non_idempotent", ["ingress", "ingress-nginx"]]),
            fact("idem-key", "POST /api/fnol takes an Idempotency-Key header (one UUID per opened form); keys are "
                             "stored in the fnol_idempotency_key table and a replay returns the original claim.",
                 "decision", "user", ["Idempotency-Key", "fnol_idempotency_key"]),
            fact("idem-ttl", "FNOL idempotency keys are kept 72 hours (not 24), because agents reopen half-finished "
                             "forms the next morning or after a weekend.",
                 "config", "user", ["72 hours", "idempotency"]),
            fact("post-idem-rule", "Standing rule for fnol-intake: every POST that creates a record must accept an "
                                   "Idempotency-Key, including new endpoints.",
                 "rule", "user", ["Idempotency-Key", "POST"], remember=True),
        ],
        "optional": [
            opt("read-timeout", "The fnol-intake ingress proxy-read-timeout is 30 s.", ["proxy-read-timeout", "30"]),
            opt("async-rejected", "Asynchronous claim creation (202 Accepted) was not done: agents read the claim "
                                  "number to the caller at the end of the call.", ["202", "claim number"]),
        ],
        "questions": [
            q("Why were FNOL claims created twice?",
              "the ingress resent the POST to another pod after the 10 s timeout because proxy-next-upstream lists "
              "non_idempotent", ["dup-cause"]),
            q("How long are FNOL idempotency keys kept?", "72 hours", ["idem-ttl"]),
            q("What must a new fnol-intake endpoint that creates a record through POST accept?",
              "an Idempotency-Key header", ["post-idem-rule"]),
        ],
    },
    {
        "id": "h58-cc-fnol-medical-notes-review",
        "project": FNOL,
        "start": datetime(2026, 11, 10, 14, 3),
        "branch": "feat/agent-desk-injury",
        "about": "fnol-intake: addressing review comments on PR #212 (injury panel on the agent desk); the panel "
                 "sent medical notes to the desk; rule said permanently that call-centre agents (CC_AGENT) only see "
                 "injury reported / ambulance called, never the note text; in replies to comments: no Lombok, DTOs "
                 "are Java records; no @JsonView, a separate AgentClaimView type; reads of medical notes go to a "
                 "medical_note_access audit table; one-off 'always run the e2e suite for this PR'",
        "steps": [
            ("user", "hi. dario reviewed #212, pasting his comments. can you go through them with me? I'll tell you "
                     "what I'd answer and you fix\n\n" + PR_COMMENTS),
            ("assistant", "Sure. Five comments, three themes: Lombok on the response type, how medical fields are "
                          "hidden from the desk (`@JsonView` and the panel itself sending `medicalNotes`), and the "
                          "audit of reads. Let me look at the panel code first because that one is a real leak if "
                          "it merged."),
            tool("Read", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/agentdesk/InjuryPanelService.java"},
                 "    18\t@Service\n"
                 "    19\tpublic class InjuryPanelService {\n"
                 "    20\t\n"
                 "    21\t  private final ClaimDetailsRepository details;\n"
                 "    22\t\n"
                 "    23\t  public InjuryPanelService(ClaimDetailsRepository details) {\n"
                 "    24\t    this.details = details;\n"
                 "    25\t  }\n"
                 "    26\t\n"
                 "    27\t  public InjuryPanel forClaim(String claimId) {\n"
                 "    28\t    var details = this.details.findByClaimId(claimId)\n"
                 "    29\t        .orElseThrow(() -> new ClaimNotFound(claimId));\n"
                 "    30\t    // TODO(ines): check with compliance what the desk may show\n"
                 "    31\t    return new InjuryPanel(details.injuryReported(), details.ambulanceCalled(), "
                 "details.medicalNotes());\n"
                 "    32\t  }\n"
                 "    33\t}\n"),
            ("user", "yeah that TODO is mine, I asked compliance and got the answer on friday. so, reply to his "
                     "third comment, and this is permanent and team-wide, every time anybody touches the agent desk "
                     "or anything the call centre sees: call-centre staff (role CC_AGENT) get two booleans, injury "
                     "reported and ambulance called. never the medical note text, not a preview, not the first 50 "
                     "chars, not a 'has notes' count either. only CLAIMS_HANDLER_MED reads the notes"),
            ("assistant", "Clear. I'll drop `medicalNotes` from `InjuryPanel` entirely (not just null it), remove "
                          "the `<pre>` from `InjuryPanel.tsx`, and add a test that serialises every response the "
                          "desk endpoints return and fails if any field named like `medical*`, `diagnosis*` or "
                          "`injuryDescription` appears. What would you answer on the `@JsonView` comment?"),
            ("user", "dario is right there. answer: no @JsonView tricks in this codebase. the desk gets its own "
                     "type, AgentClaimView, that simply has no medical fields, so forgetting an annotation can't "
                     "leak anything. jsonview fails open, a separate type fails closed"),
            ("user", "and for the lombok one: we don't use lombok in fnol-intake at all, DTOs are java records. "
                     "that @Data came from me copy-pasting out of the old claims-core repo, my bad"),
            tool("Edit", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/agentdesk/AgentClaimResponse.java",
                          "old_string": "@Data @Builder\npublic class AgentClaimResponse {\n  private String claimId;\n"
                                        "  private String policyNumber;\n  private ClaimStatus status;\n"
                                        "  private InjuryPanel injury;\n}",
                          "new_string": "public record AgentClaimView(\n    String claimId,\n    String policyNumber,\n"
                                        "    ClaimStatus status,\n    boolean injuryReported,\n"
                                        "    boolean ambulanceCalled) {\n}"},
                 "The file has been updated."),
            bash("git mv src/main/java/com/halvard/fnol/agentdesk/AgentClaimResponse.java "
                 "src/main/java/com/halvard/fnol/agentdesk/AgentClaimView.java && rg -l 'JsonView|lombok' src/ "
                 "pom.xml",
                 "src/main/java/com/halvard/fnol/agentdesk/AgentClaimController.java\n"
                 "src/main/java/com/halvard/fnol/agentdesk/Views.java\n"
                 "pom.xml\n"),
            ("assistant", "Removing `Views.java`, the `@JsonView` annotation on the controller, and the Lombok "
                          "dependency that came in with the same commit (nothing else in the repo uses it). The "
                          "controller now maps `ClaimDetails` to `AgentClaimView` explicitly."),
            bash("git diff --stat HEAD",
                 " pom.xml                                                       |  6 --\n"
                 " .../fnol/agentdesk/AgentClaimController.java                  | 21 +++---\n"
                 " .../{AgentClaimResponse.java => AgentClaimView.java}          | 18 ++---\n"
                 " .../fnol/agentdesk/InjuryPanel.java                           |  3 +-\n"
                 " .../fnol/agentdesk/InjuryPanelService.java                    |  4 +-\n"
                 " .../halvard/fnol/agentdesk/Views.java                         | 11 ----\n"
                 " .../fnol/agentdesk/AgentDeskNoMedicalFieldsTest.java          | 88 +++++++++++++++++++++\n"
                 " web/agent-desk/src/InjuryPanel.tsx                            | 12 +--\n"
                 " 8 files changed, 112 insertions(+), 46 deletions(-)\n"),
            ("assistant", "Last comment: reads of medical notes only produce a log line. Options I see: (a) a "
                          "`medical_note_access` table written in the same transaction as the read (who, which "
                          "claim, when, from which screen), (b) ship the log line to the SIEM and let compliance "
                          "query there, (c) both. The SIEM keeps 90 days only, so for a question a year later (a) "
                          "is what works."),
            ("user", "a. one row per read, and it has to be written even when the read fails halfway"),
            tool("Write", {"file_path": f"{FNOL}/src/main/resources/db/migration/V38__medical_note_access.sql",
                           "content": "create table medical_note_access (\n"
                                      "  id          bigserial primary key,\n"
                                      "  claim_id    text not null,\n"
                                      "  user_id     text not null,\n"
                                      "  user_role   text not null,\n"
                                      "  screen      text not null,\n"
                                      "  outcome     text not null check (outcome in ('OK','DENIED','ERROR')),\n"
                                      "  read_at     timestamptz not null default now()\n"
                                      ");\n"
                                      "create index medical_note_access_claim on medical_note_access (claim_id, "
                                      "read_at);\n"},
                 "File created successfully at: " + FNOL + "/src/main/resources/db/migration/"
                 "V38__medical_note_access.sql"),
            ("assistant", "The audit row is written in its own transaction (`REQUIRES_NEW`) before the notes are "
                          "returned, with outcome `OK`, `DENIED` (role check failed) or `ERROR`, so a failed read "
                          "still leaves a row. Running the tests."),
            ("user", "always run the e2e-agent-desk suite too for this PR, even though it's flaky, I want to see "
                     "it green once before I answer dario"),
            bash("./mvnw -q -B verify -Pe2e-agent-desk 2>&1 | grep -E 'Tests run:|FAIL|BUILD' | tail -n 8",
                 "[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0 -- in com.halvard.fnol.agentdesk."
                 "AgentDeskNoMedicalFieldsTest\n"
                 "[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0 -- in com.halvard.fnol.claims."
                 "MedicalNoteAccessAuditTest\n"
                 "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0 -- in com.halvard.fnol.e2e."
                 "AgentDeskClaimScreenIT\n"
                 "[WARNING] Flakes: 1 -- com.halvard.fnol.e2e.AgentDeskClaimScreenIT.opensInjuryPanel (passed "
                 "on retry 1)\n"
                 "[INFO] Tests run: 131, Failures: 0, Errors: 0, Skipped: 0, Flakes: 1\n"
                 "[INFO] BUILD SUCCESS\n"),
            ("assistant", "Green, with the usual flake in `opensInjuryPanel` passing on retry. Drafts for your "
                          "replies:\n\n"
                          "- **AgentClaimResponse.java:14** — \"We don't use Lombok in fnol-intake; DTOs are Java "
                          "records. Copied in by mistake, removed together with the dependency.\"\n"
                          "- **AgentClaimController.java:58** — \"Agreed, no @JsonView here. The desk now returns "
                          "its own type, AgentClaimView, which has no medical fields at all; forgetting an "
                          "annotation can't leak anything.\"\n"
                          "- **InjuryPanelService.java:31** — \"Fixed. Call-centre staff (CC_AGENT) only get "
                          "injuryReported and ambulanceCalled, never the medical note text; only "
                          "CLAIMS_HANDLER_MED reads notes. AgentDeskNoMedicalFieldsTest guards it.\"\n"
                          "- **MedicalNotesController.java:40** — \"Every read now writes a row to "
                          "medical_note_access (user, role, screen, outcome), in its own transaction, so failed "
                          "reads are recorded too.\"\n"
                          "- **InjuryPanel.tsx:22** — \"Removed.\"\n\n"
                          "Want me to post them with `glab`?"),
            ("user", "post them, and push. thanks, that was quick"),
            bash("git commit -qam 'agent desk: no medical notes to CC_AGENT; AgentClaimView; medical_note_access "
                 "audit' && git push -q && for f in 1 2 3 4 5; do glab mr note 212 --unique -m \"$(sed -n ${f}p "
                 "/tmp/replies.txt)\" >/dev/null; done; echo posted",
                 "posted\n"),
        ],
        "facts": [
            fact("cc-medical", "Permanent team-wide rule: call-centre staff (role CC_AGENT) only see whether an "
                               "injury was reported and whether an ambulance was called, never the medical note "
                               "text (no preview, no count); only CLAIMS_HANDLER_MED reads medical notes.",
                 "rule", "user", ["CC_AGENT", ["medical note", "medical notes"]], remember=True),
            fact("no-lombok", "fnol-intake does not use Lombok; DTOs are Java records.",
                 "convention", "user", ["Lombok", "records"]),
            fact("no-jsonview", "No @JsonView in fnol-intake: the agent desk returns its own type, AgentClaimView, "
                                "with no medical fields, because a separate type fails closed.",
                 "decision", "user", ["JsonView", "AgentClaimView"]),
            fact("note-audit", "Every read of medical notes writes a row to the medical_note_access table (user, "
                               "role, screen, outcome OK/DENIED/ERROR) in its own transaction, even when the read "
                               "fails.",
                 "decision", "user", ["medical_note_access"]),
        ],
        "optional": [
            opt("no-medical-test", "AgentDeskNoMedicalFieldsTest fails if any agent-desk response has medical "
                                   "fields.", ["AgentDeskNoMedicalFieldsTest"]),
            opt("siem-90", "The SIEM keeps logs for 90 days only.", ["SIEM", "90 days"]),
        ],
        "questions": [
            q("What may call-centre agents see about injuries on a claim?",
              "only injury reported and ambulance called, never the medical note text", ["cc-medical"]),
            q("Do we use Lombok in fnol-intake?", "no, DTOs are Java records", ["no-lombok"]),
            q("How are medical fields kept out of agent desk responses?",
              "a separate AgentClaimView type with no medical fields, no JsonView", ["no-jsonview"]),
            q("Where are reads of medical notes recorded?", "the medical_note_access table", ["note-audit"]),
        ],
    },
    {
        "id": "h58-cc-fnol-explain-validation",
        "project": FNOL,
        "start": datetime(2026, 11, 17, 16, 20),
        "about": "fnol-intake: nothing durable; the person asks how the existing FNOL form validation works "
                 "(validation groups, plate formats, date of loss, the third-party block) to explain it to a new "
                 "contractor; chatter about the office move; no decisions",
        "steps": [
            ("user", "hey, quick one before I leave. we've got a contractor starting tomorrow on the public form and "
                     "I realised I can't explain the validation from memory anymore. can you walk me through how "
                     "FNOL validation works today? no changes, just explain"),
            ("assistant", "Sure, let me read through it."),
            bash("rg -l 'Validated|@Valid|ConstraintValidator' src/main/java | sort",
                 "src/main/java/com/halvard/fnol/api/FnolController.java\n"
                 "src/main/java/com/halvard/fnol/validation/DateOfLossValidator.java\n"
                 "src/main/java/com/halvard/fnol/validation/FnolGroups.java\n"
                 "src/main/java/com/halvard/fnol/validation/PlateNumber.java\n"
                 "src/main/java/com/halvard/fnol/validation/PlateNumberValidator.java\n"
                 "src/main/java/com/halvard/fnol/validation/ThirdPartyConsistency.java\n"
                 "src/main/java/com/halvard/fnol/validation/ThirdPartyConsistencyValidator.java\n"),
            tool("Read", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/validation/FnolGroups.java"},
                 "     1\tpackage com.halvard.fnol.validation;\n"
                 "     2\t\n"
                 "     3\t/** Bean Validation groups: which checks run for which channel. */\n"
                 "     4\tpublic final class FnolGroups {\n"
                 "     5\t  public interface Always {}\n"
                 "     6\t  public interface PublicForm extends Always {}\n"
                 "     7\t  public interface AgentDesk extends Always {}\n"
                 "     8\t  private FnolGroups() {}\n"
                 "     9\t}\n"),
            tool("Read", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/validation/PlateNumberValidator.java"},
                 "    12\tpublic class PlateNumberValidator implements ConstraintValidator<PlateNumber, Plate> {\n"
                 "    13\t\n"
                 "    14\t  private static final Map<String, Pattern> FORMATS = Map.of(\n"
                 "    15\t      \"NL\", Pattern.compile(\"^[A-Z0-9]{1,3}-[A-Z0-9]{1,3}-[A-Z0-9]{1,3}$\"),\n"
                 "    16\t      \"BE\", Pattern.compile(\"^[1-9]-[A-Z]{3}-[0-9]{3}$\"),\n"
                 "    17\t      \"DE\", Pattern.compile(\"^[A-Z]{1,3}-[A-Z]{1,2} [0-9]{1,4}[EH]?$\"));\n"
                 "    18\t\n"
                 "    19\t  @Override\n"
                 "    20\t  public boolean isValid(Plate plate, ConstraintValidatorContext ctx) {\n"
                 "    21\t    if (plate == null) return true; // @NotNull decides\n"
                 "    22\t    var pattern = FORMATS.get(plate.country());\n"
                 "    23\t    if (pattern == null) return plate.value().length() <= 12; // foreign plates: free text\n"
                 "    24\t    return pattern.matcher(plate.normalised()).matches();\n"
                 "    25\t  }\n"
                 "    26\t}\n"),
            tool("Read", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/validation/DateOfLossValidator.java"},
                 "    15\t  public boolean isValid(FnolRequest r, ConstraintValidatorContext ctx) {\n"
                 "    16\t    var now = clock.instant().atZone(BRUSSELS);\n"
                 "    17\t    if (r.dateOfLoss().isAfter(now.toLocalDate())) return fail(ctx, \"dateOfLoss.future\");\n"
                 "    18\t    if (r.dateOfLoss().isBefore(r.policy().inceptionDate()))\n"
                 "    19\t      return fail(ctx, \"dateOfLoss.beforeInception\");\n"
                 "    20\t    if (r.channel() == Channel.PUBLIC_FORM && r.dateOfLoss().isBefore(now.toLocalDate()"
                 ".minusYears(1)))\n"
                 "    21\t      return fail(ctx, \"dateOfLoss.tooOld.callUs\");\n"
                 "    22\t    return true;\n"
                 "    23\t  }\n"),
            tool("Read", {"file_path": f"{FNOL}/src/main/java/com/halvard/fnol/validation/"
                                       "ThirdPartyConsistencyValidator.java"},
                 "    14\t  public boolean isValid(FnolRequest r, ConstraintValidatorContext ctx) {\n"
                 "    15\t    if (!r.otherPartyInvolved()) return r.thirdParties().isEmpty()\n"
                 "    16\t        || fail(ctx, \"thirdParties.unexpected\");\n"
                 "    17\t    if (r.thirdParties().isEmpty()) return fail(ctx, \"thirdParties.missing\");\n"
                 "    18\t    for (var tp : r.thirdParties()) {\n"
                 "    19\t      if (tp.plate() == null && tp.insurerName() == null && !tp.hitAndRun())\n"
                 "    20\t        return fail(ctx, \"thirdParty.unidentifiable\");\n"
                 "    21\t    }\n"
                 "    22\t    return true;\n"
                 "    23\t  }\n"),
            ("assistant", "Here's the picture, top to bottom.\n\n"
                          "**Where it runs.** `FnolController` validates the request body with `@Validated`, and "
                          "the group depends on the channel: the public web form uses `FnolGroups.PublicForm`, "
                          "the agent desk `FnolGroups.AgentDesk`. Both extend `Always`, so anything annotated with "
                          "`Always` runs on both. Errors come back as a 400 with a list of message keys "
                          "(`dateOfLoss.future` etc.), and each front-end turns the key into text.\n\n"
                          "**Field checks** (plain annotations on `FnolRequest`): policy number, date of loss, "
                          "location and the insured vehicle's plate are `@NotNull` in `Always`. The caller's phone "
                          "number is required only in `PublicForm`, because on the desk the agent already has the "
                          "caller on the line.\n\n"
                          "**Plate numbers.** `PlateNumberValidator` has a regex for NL, BE and DE, applied to "
                          "the normalised plate (upper case, spaces and dots folded). Any other country is free "
                          "text up to 12 characters, so a French or Polish plate never blocks a claim.\n\n"
                          "**Date of loss.** Not in the future (in Brussels time, not the server's), not before "
                          "the policy's inception date, and on the public form not older than one year: older "
                          "losses get the `dateOfLoss.tooOld.callUs` message, which tells people to phone. The "
                          "desk has no such limit since an agent can judge it.\n\n"
                          "**Third parties.** `ThirdPartyConsistencyValidator` is the one people trip over. If "
                          "`otherPartyInvolved` is false, the list must be empty. If it's true, there must be at "
                          "least one third party, and each one needs something to identify it: a plate, an "
                          "insurer name, or the hit-and-run flag. A third party with only a name is rejected as "
                          "`thirdParty.unidentifiable`.\n\n"
                          "**What isn't validated here.** Coverage (whether the policy covers this kind of loss) "
                          "is not a validation error; the claim is created and coverage is checked later by the "
                          "handler. That surprises new people, so it's worth saying tomorrow.\n\n"
                          "The tests in `FnolFormValidationTest` (47 of them) are a readable list of examples if "
                          "the contractor prefers code."),
            ("user", "perfect, that's exactly the level I needed. the coverage bit is a good call, I always forget "
                     "to mention it"),
            ("user", "unrelated, are you also getting the emails about the office move? apparently we're on the "
                     "5th floor from january, next to the underwriters. they have a ping pong table so I'm told"),
            ("assistant", "I don't get the emails, but the ping pong table sounds like a fair trade for the "
                          "move. Good luck with the contractor tomorrow."),
            ("user", "ha. thanks, see you"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
