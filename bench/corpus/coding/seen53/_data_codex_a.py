"""h53 Codex sessions, part a: pms-bridge, the Python service between Fernlea's apps and the VetOrbit
practice-management system (a legacy SOAP API, and now HL7 v2 SIU messages), in /home/tomasz/src/pms-bridge."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PMS = "/home/tomasz/src/pms-bridge"


def _timeout_log() -> str:
    lines = []
    for i in range(22):
        mm = 40 + i // 2
        ss = (i * 17) % 60
        pod = ["pms-bridge-6b7f9-4cz8q", "pms-bridge-6b7f9-9kd2w", "pms-bridge-6b7f9-tr5xn"][i % 3]
        if i in (5, 13, 19):
            lines.append(f"2026-11-03T08:{mm:02d}:{ss:02d}.{(i * 37) % 1000:03d}Z ERROR {pod} soap "
                         f"op=GetAppointments clinic={['HGT', 'YRK', 'DID'][i % 3]} "
                         "fault=\"VO-2207 Session limit exceeded for API user fernlea-bridge\" dur_ms=30012")
        else:
            lines.append(f"2026-11-03T08:{mm:02d}:{ss:02d}.{(i * 37) % 1000:03d}Z ERROR {pod} soap "
                         f"op={['GetAppointments', 'GetAvailability', 'GetPatient'][i % 3]} "
                         f"clinic={['HGT', 'YRK', 'DID', 'OMA', 'DUB1'][i % 5]} "
                         "error=\"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.vetorbit.example', "
                         "port=443): Read timed out. (read timeout=30)\" dur_ms=30004")
    lines.append("2026-11-03T08:51:02.771Z WARN  pms-bridge-6b7f9-4cz8q uvicorn 504 GET /appointments?clinic=HGT "
                 "upstream=vetorbit")
    lines.append("2026-11-03T08:51:03.014Z INFO  pms-bridge-6b7f9-9kd2w soap op=GetAppointments clinic=LDS "
                 "dur_ms=412")
    return "\n".join(lines) + "\n"


SOAP_TIMEOUTS = {
    "id": "h53-cx-pms-soap-timeouts",
    "project": PMS,
    "start": datetime(2026, 11, 3, 8, 58),
    "branch": "fix/vetorbit-sessions",
    "about": "pms-bridge: GetAppointments timeouts and 504s; person wants to bump the zeep timeout 30->60s; cause "
             "found in VetOrbit's guide: VO-2207, max 4 concurrent sessions per API user, extra requests queued 30 s "
             "then dropped (3 pods x 4 workers); fix a Redis semaphore of 4 across pods, buying sessions rejected "
             "(900/yr each); WSDL vendored; timeout left at 30; remember-request with typos about the VetOrbit "
             "sandbox wiped every Sunday 02:00",
    "steps": [
        ("user", "pms-bridge timing out agian on GetAppointments. booking seeing 504s since 8:40. zeep timeout is "
                 "30s, just bump to 60?"),
        shell("kubectl -n pms logs -l app=pms-bridge --since=25m | grep -E 'ERROR|504' | tail -40",
              _timeout_log()),
        ("assistant", "Before raising the timeout: the failing calls all take ~30,004 ms, i.e. they hit our 30 s "
                      "read timeout exactly, while other calls to VetOrbit in the same minutes return in ~400 ms. "
                      "That looks more like requests waiting in a queue on VetOrbit's side than a slow database. "
                      "And three of the lines aren't timeouts at all: `VO-2207 Session limit exceeded for API user "
                      "fernlea-bridge`. Let me count both and check what VO-2207 means."),
        shell("kubectl -n pms logs -l app=pms-bridge --since=2h | grep -c 'ReadTimeout'; "
              "kubectl -n pms logs -l app=pms-bridge --since=2h | grep -c 'VO-2207'; "
              "grep -n -A6 'VO-2207' docs/vetorbit/SOAP_API_Guide_v7.txt",
              "412\n17\n"
              "1184:VO-2207  Session limit exceeded\n"
              "1185:         Each API user may hold at most 4 concurrent sessions. A request arriving while 4\n"
              "1186:         sessions are busy is queued for up to 30 seconds. If no session frees up within\n"
              "1187:         30 seconds the request is dropped; depending on the transport the client sees\n"
              "1188:         either a VO-2207 fault or no response at all.\n"
              "1189:         Additional concurrent sessions can be licensed per API user (see price list).\n"),
        shell("kubectl -n pms get deploy pms-bridge -o jsonpath='{.spec.replicas}{\"\\n\"}'; "
              "grep -n 'workers\\|WEB_CONCURRENCY' deploy/values.yaml Dockerfile",
              "3\ndeploy/values.yaml:22:  WEB_CONCURRENCY: \"4\"\n"
              "Dockerfile:31:CMD [\"gunicorn\", \"-k\", \"uvicorn.workers.UvicornWorker\", \"--workers\", "
              "\"${WEB_CONCURRENCY}\", \"pms_bridge.app:app\"]\n"),
        ("assistant", "That's the root cause. VetOrbit allows **4 concurrent sessions per API user**, and we run "
                      "3 pods × 4 gunicorn workers = 12 workers, all on the one API user `fernlea-bridge`, each "
                      "able to hold a SOAP session. At busy times (clinics opening, booking traffic) more than 4 "
                      "calls are in flight, the extra ones wait in VetOrbit's queue for 30 s and are then dropped — "
                      "which we see as a ReadTimeout (our timeout is also 30 s, so we give up at the same moment) "
                      "or, sometimes, as the VO-2207 fault. Raising our timeout to 60 s wouldn't help: VetOrbit "
                      "drops the request at 30 s regardless, and we'd just hold a worker twice as long.\n\n"
                      "Options:\n"
                      "a) a semaphore shared by all pods in Redis, capping in-flight VetOrbit calls at 4; callers "
                      "wait on our side (with their own deadline) instead of in VetOrbit's queue\n"
                      "b) license more concurrent sessions from VetOrbit\n"
                      "c) run a single pod with 4 workers — caps it too, but no redundancy"),
        ("user", "a. vendor wants 900/yr per extra session lol no. c is silly"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: pms_bridge/vo_semaphore.py\n"
              "+\"\"\"VetOrbit allows 4 concurrent sessions per API user (VO-2207). All pods share this cap.\"\"\"\n"
              "+VO_MAX_SESSIONS = 4\n+LEASE_SECONDS = 45\n"
              "+\n+@contextmanager\n+def vo_session(redis, deadline: float):\n"
              "+    token = acquire(redis, 'vo:sessions', limit=VO_MAX_SESSIONS, lease=LEASE_SECONDS, "
              "deadline=deadline)\n"
              "+    try:\n+        yield\n+    finally:\n+        release(redis, 'vo:sessions', token)\n"
              "*** Update File: pms_bridge/soap.py\n"
              "@@ def call(op, **params):\n-    return client.service[op](**params)\n"
              "+    with vo_session(redis, deadline=time.monotonic() + 25):\n"
              "+        return client.service[op](**params)\n*** End Patch\nEOF",
              "Success. Updated the following files:\nA pms_bridge/vo_semaphore.py\nM pms_bridge/soap.py\n"),
        shell("pytest -q tests/test_vo_semaphore.py tests/test_soap.py",
              "...........                                                              [100%]\n"
              "11 passed in 1.93s\n"),
        ("assistant", "Semaphore in place (sorted-set based, each slot is a lease of 45 s so a crashed pod can't "
                      "hold a slot forever). A caller that can't get a slot within 25 s gets a 503 from us with "
                      "`Retry-After: 2` instead of a 504 after 30 s.\n\n"
                      "While reading `soap.py` I also noticed zeep downloads the WSDL from VetOrbit at every pod "
                      "start (`Client(WSDL_URL)`), which takes one of the 4 sessions for ~2 s at each deploy. "
                      "Vendoring the WSDL (v7) in the repo would avoid that. Do it?"),
        ("user", "yes vendor it under vendor/vetorbit/. and leave the zeep timeout at 30, no point now"),
        shell("mkdir -p vendor/vetorbit && curl -s \"$VO_WSDL_URL\" -o vendor/vetorbit/PracticeService_v7.wsdl && "
              "curl -s \"$VO_XSD_URL\" -o vendor/vetorbit/PracticeTypes_v7.xsd && "
              "sed -i 's#Client(WSDL_URL#Client(str(VENDOR / \"PracticeService_v7.wsdl\")#' pms_bridge/soap.py && "
              "ls -la vendor/vetorbit && git diff --stat",
              "total 412\n-rw-r--r-- 1 tomasz tomasz 281204 Nov  3 09:31 PracticeService_v7.wsdl\n"
              "-rw-r--r-- 1 tomasz tomasz 137711 Nov  3 09:31 PracticeTypes_v7.xsd\n"
              " pms_bridge/soap.py          |  9 +++--\n pms_bridge/vo_semaphore.py  | 58 ++++++++++++++++\n"
              " tests/test_vo_semaphore.py  | 71 +++++++++++++++++++\n vendor/vetorbit/PracticeService_v7.wsdl | "
              "6021 ++++++++++\n vendor/vetorbit/PracticeTypes_v7.xsd | 2874 +++++\n"
              " 5 files changed, 9030 insertions(+), 3 deletions(-)\n"),
        shell("k6 run --quiet -e TARGET=https://pms-bridge.staging.fernlea.internal loadtest/appointments.js",
              "\n     ✓ status is 200 or 503\n\n"
              "     checks.........................: 100.00% ✓ 2400      ✗ 0\n"
              "     http_req_duration..............: avg=812.4ms min=301.2ms med=588.1ms max=6.91s  p(90)=1.61s "
              "p(95)=2.2s\n"
              "     http_reqs......................: 2400    19.99/s\n"
              "     status_200.....................: 2391\n"
              "     status_503.....................: 9\n"
              "     status_504.....................: 0\n"
              "     vo_2207_faults.................: 0\n"
              "     vus............................: 30      min=30      max=30\n"),
        ("assistant", "Staging load test, 30 virtual users for 2 minutes: no 504s, no VO-2207 faults, 9 fast 503s "
                      "(retried by the clients), p95 2.2 s. Before the change the same test gave 14% 504s."),
        ("user", "nice. also rmember the vetorbit sandbox gets wiped evry sunday 02:00, so dont put fixtures there "
                 "you want to keep. lost a whole monday morning to that in oct. the staging load test data is "
                 "recreated by loadtest/seed.py so thats fine"),
        ("assistant", "Got it: the VetOrbit sandbox is reset every Sunday at 02:00, so nothing that needs to "
                      "survive goes there; seed data comes from `loadtest/seed.py`. Committing."),
        shell("git add -A && git commit -qm 'Cap VetOrbit sessions at 4 across pods; vendor WSDL v7' && git log -1 "
              "--oneline", "d17a4be Cap VetOrbit sessions at 4 across pods; vendor WSDL v7\n"),
    ],
    "facts": [
        fact("vo-session-limit", "pms-bridge timeouts came from VetOrbit's limit of 4 concurrent sessions per API "
                                 "user (VO-2207): 3 pods x 4 workers sent more, extra requests were queued 30 s and "
                                 "dropped; raising the 30 s timeout would not help.",
             "bugfix", "assistant", ["VO-2207", ["4 concurrent", "session limit"]]),
        fact("vo-semaphore", "In-flight VetOrbit calls are capped at 4 by a Redis semaphore shared by all pods "
                             "(vo:sessions, 45 s leases, 503 with Retry-After after 25 s); buying extra sessions "
                             "(900/yr each) was rejected.",
             "decision", "user", ["semaphore", ["900", "extra session"]]),
        fact("wsdl-vendored", "VetOrbit's WSDL v7 is vendored under vendor/vetorbit/ so pods don't fetch it at "
                              "start.",
             "decision", "user", ["vendor/vetorbit", "WSDL"]),
        fact("sandbox-wipe", "The VetOrbit sandbox is wiped every Sunday at 02:00; don't keep fixtures there.",
             "fact", "user", ["sandbox", "sunday", "02:00"], remember=True),
    ],
    "optional": [
        opt("timeout-30", "The zeep timeout stays at 30 s.", ["timeout", "30"]),
    ],
    "questions": [
        q("Why did pms-bridge calls to VetOrbit time out?",
          "VetOrbit allows 4 concurrent sessions per API user (VO-2207); extra requests are queued 30 seconds "
          "then dropped", ["vo-session-limit"]),
        q("How does pms-bridge stay under VetOrbit's session limit?", "a Redis semaphore of 4 shared by all pods",
          ["vo-semaphore"]),
        q("Can test fixtures be kept in the VetOrbit sandbox?", "no, it is wiped every Sunday at 02:00",
          ["sandbox-wipe"]),
    ],
}


SIU_SAMPLE = (
    "MSH|^~\\&|VETORBIT|HGT|PMSBRIDGE|FERNLEA|20261111091502||SIU^S12|VO8812093|P|2.5\r"
    "SCH|5531977^VETORBIT||||||VACC^Vaccination|||20^MIN|^^20^20261112102000^20261112104000|||||V-0193^Vet 3\r"
    "PID|1||00048213^^^VETORBIT||PICKLES^^^^||20190402|F|||||||||||\r"
    "AIG|1||V-0193^Vet 3\r"
    "AIL|1||HGT^Consult 2\r"
)


HL7_FEED = {
    "id": "h53-cx-pms-hl7-appointments",
    "project": PMS,
    "start": datetime(2026, 11, 11, 10, 15),
    "branch": "feat/siu-listener",
    "about": "pms-bridge: VetOrbit can push HL7 v2 SIU messages; options, bare '2' = MLLP listener publishing to "
             "RabbitMQ, polling replaced, daily reconcile kept (03:30); port 2575 then 7790 (2575 blocked on the "
             "clinic VPN range); a four-item list with two one-offs (rename, run again) and one item that is a "
             "standing rule: no ACK to VetOrbit before the message is committed to Postgres",
    "steps": [
        ("user", "vetorbit can push HL7 v2 SIU msgs now (S12 new, S13 resched, S14 modify, S15 cancel). today we "
                 "poll GetAppointments every 2 min per clinic. options?"),
        shell("grep -n 'poll' pms_bridge/jobs/*.py | head; grep -c . docs/vetorbit/HL7_Interface_Spec_v2.txt",
              "pms_bridge/jobs/appointments.py:12:POLL_SECONDS = 120  # per clinic, 61 clinics\n"
              "pms_bridge/jobs/appointments.py:40:def poll_clinic(code):\n"
              "pms_bridge/jobs/appointments.py:58:    # diff against redis snapshot, publish changes\n"
              "1422\n"),
        ("assistant", "Polling today is 61 clinics × every 2 minutes ≈ 44k GetAppointments calls a day, each one "
                      "taking a VetOrbit session (and we now cap those at 4). Changes reach booking and reminders "
                      "up to 2 minutes late.\n\n"
                      "1. keep polling, maybe slower — nothing to build, but stays late and expensive on sessions\n"
                      "2. run an MLLP listener in pms-bridge that receives the SIU messages, turns them into our "
                      "appointment events and publishes them on the RabbitMQ `appointments` exchange; replace the "
                      "2-minute poll with one daily reconcile poll to catch anything missed\n"
                      "3. wait for VetOrbit's REST webhooks — their roadmap says v8, no date\n\n"
                      "I'd pick 2."),
        ("user", "2"),
        shell("pip install 'hl7==0.4.5' && pip freeze | grep -i hl7 && sed -n '/^4.2 Transport/,/^4.3/p' "
              "docs/vetorbit/HL7_Interface_Spec_v2.txt",
              "Collecting hl7==0.4.5\n  Using cached hl7-0.4.5-py2.py3-none-any.whl (28 kB)\n"
              "Installing collected packages: hl7\nSuccessfully installed hl7-0.4.5\nhl7==0.4.5\n"
              "4.2 Transport\n"
              "    Messages are sent over MLLP (TCP) to a host and port configured per customer.\n"
              "    The interface engine waits for an ACK (MSA|AA) before sending the next message for the\n"
              "    same practice. Without an ACK within 30 s it resends the message (same MSH-10 control id),\n"
              "    up to 10 times, then raises an alert on the VetOrbit side.\n"
              "    Messages for one practice are sent in order.\n"
              "4.3 Segments\n"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: pms_bridge/hl7/listener.py\n"
              "+MLLP_PORT = int(os.environ.get('MLLP_PORT', '2575'))\n"
              "+\n+async def serve():\n+    await hl7.mllp.start_hl7_server(handle, port=MLLP_PORT)\n"
              "+\n+async def handle(reader, writer):\n+    async for msg in reader:\n"
              "+        event = siu_to_event(msg)\n+        await publish('appointments', event)\n"
              "+        writer.writemessage(msg.create_ack())\n"
              "*** Add File: pms_bridge/hl7/siu.py\n+def siu_to_event(msg): ...\n*** End Patch\nEOF",
              "Success. Updated the following files:\nA pms_bridge/hl7/listener.py\nA pms_bridge/hl7/siu.py\n"),
        shell("printf '%s' \"$(cat tests/fixtures/siu_s12_hgt.hl7)\" | tr '\\r' '\\n'; pytest -q tests/hl7",
              SIU_SAMPLE.replace("\r", "\n") +
              "........                                                                 [100%]\n"
              "8 passed in 0.52s\n"),
        ("assistant", "Listener works against the fixtures: S12 → `appointment.created`, S14 → "
                      "`appointment.updated`, S15 → `appointment.cancelled`, patient id `00048213` kept as a string. "
                      "It listens on 2575, the usual MLLP port."),
        ("user", "sec team says 2575 is blocked on the clinic VPN range, they opened 7790 for us instead. use that"),
        shell("sed -i \"s/'MLLP_PORT', '2575'/'MLLP_PORT', '7790'/\" pms_bridge/hl7/listener.py && "
              "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: deploy/values.yaml\n"
              "@@ env:\n+  MLLP_PORT: \"7790\"\n@@ service:\n-  ports: [8300]\n+  ports: [8300, 7790]\n"
              "*** End Patch\nEOF\ngit diff deploy/values.yaml",
              "Success. Updated the following files:\nM deploy/values.yaml\n"
              "diff --git a/deploy/values.yaml b/deploy/values.yaml\n"
              "--- a/deploy/values.yaml\n+++ b/deploy/values.yaml\n"
              "@@ -18,6 +18,7 @@ env:\n   WEB_CONCURRENCY: \"4\"\n   VO_API_USER: fernlea-bridge\n"
              "+  MLLP_PORT: \"7790\"\n@@ -41,7 +42,7 @@ service:\n   type: LoadBalancer\n"
              "-  ports: [8300]\n+  ports: [8300, 7790]\n"),
        ("user", "before merge:\n"
                 "1. rename the handler module to siu_listener.py, listener is too generic\n"
                 "2. add the S15 cancel test, you only did S12 and S14 properly\n"
                 "3. this one stays for good, for every message type we ever take from vetorbit: no ACK goes "
                 "back until the message is committed to postgres. ack first then crash = lost appointment, "
                 "vetorbit wont resend\n"
                 "4. run it again with -k siu after"),
        ("assistant", "On 3: right now `handle()` ACKs after publishing to RabbitMQ, and nothing is written to "
                      "Postgres at all. I'll add an `hl7_inbox` table (control id MSH-10 as primary key, raw "
                      "message, received_at), insert the message in a transaction, commit, and only then ACK; "
                      "publishing to RabbitMQ happens from the inbox afterwards (outbox style), so a crash after the "
                      "commit loses nothing and a resend with the same control id is ignored as a duplicate."),
        shell("git mv pms_bridge/hl7/listener.py pms_bridge/hl7/siu_listener.py && apply_patch <<'EOF'\n"
              "*** Begin Patch\n*** Update File: pms_bridge/hl7/siu_listener.py\n"
              "@@ async def handle(reader, writer):\n     async for msg in reader:\n"
              "-        event = siu_to_event(msg)\n-        await publish('appointments', event)\n"
              "-        writer.writemessage(msg.create_ack())\n"
              "+        async with db.transaction():\n"
              "+            inserted = await inbox.insert(control_id=str(msg['MSH.F10']), raw=str(msg))\n"
              "+        # committed: only now may VetOrbit consider the message delivered\n"
              "+        writer.writemessage(msg.create_ack())\n"
              "+        if inserted:\n+            outbox.kick()\n"
              "*** Add File: migrations/0019_hl7_inbox.sql\n"
              "+CREATE TABLE hl7_inbox (control_id text PRIMARY KEY, raw text NOT NULL, received_at timestamptz "
              "NOT NULL DEFAULT now(), published_at timestamptz);\n*** End Patch\nEOF",
              "Success. Updated the following files:\nR pms_bridge/hl7/listener.py -> pms_bridge/hl7/siu_listener.py\n"
              "A migrations/0019_hl7_inbox.sql\n"),
        shell("pytest -q tests/hl7 -k siu -v 2>&1 | tail -14",
              "tests/hl7/test_siu.py::test_s12_creates PASSED                                 [  9%]\n"
              "tests/hl7/test_siu.py::test_s13_reschedules PASSED                             [ 18%]\n"
              "tests/hl7/test_siu.py::test_s14_updates PASSED                                 [ 27%]\n"
              "tests/hl7/test_siu.py::test_s15_cancels PASSED                                 [ 36%]\n"
              "tests/hl7/test_siu.py::test_patient_id_keeps_zeros PASSED                      [ 45%]\n"
              "tests/hl7/test_siu_listener.py::test_ack_only_after_commit PASSED              [ 54%]\n"
              "tests/hl7/test_siu_listener.py::test_no_ack_when_db_down PASSED                [ 63%]\n"
              "tests/hl7/test_siu_listener.py::test_duplicate_control_id_acked_not_republished PASSED [ 72%]\n"
              "tests/hl7/test_siu_listener.py::test_outbox_publishes_to_appointments PASSED   [ 81%]\n"
              "tests/hl7/test_siu_listener.py::test_listens_on_mllp_port_env PASSED           [ 90%]\n"
              "tests/hl7/test_siu_listener.py::test_malformed_message_nacked PASSED           [100%]\n\n"
              "11 passed in 0.97s\n"),
        ("assistant", "All four done. Last piece: the 2-minute poll. I'll turn `poll_clinic` into a daily reconcile "
                      "— one GetAppointments per clinic for the next 14 days, diffed against what the SIU messages "
                      "produced. When should it run? Early morning keeps it clear of clinic hours; 03:30 avoids the "
                      "VetOrbit backup window (02:00–03:00 per their status page)."),
        ("user", "03:30 fine"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: pms_bridge/jobs/appointments.py\n"
              "-POLL_SECONDS = 120  # per clinic, 61 clinics\n"
              "+# SIU messages are the source of changes; this only reconciles once a day.\n"
              "+RECONCILE_CRON = '30 3 * * *'  # 03:30 Europe/London, after VetOrbit's backup window\n"
              "*** End Patch\nEOF\npytest -q",
              "Success. Updated the following files:\nM pms_bridge/jobs/appointments.py\n"
              "........................................................................ [ 80%]\n"
              "..................                                                       [100%]\n"
              "90 passed in 4.12s\n"),
        shell("git add -A && git commit -qm 'SIU listener on MLLP 7790, ACK after commit, daily reconcile' && "
              "git log -1 --oneline", "0b6e1f9 SIU listener on MLLP 7790, ACK after commit, daily reconcile\n"),
    ],
    "facts": [
        fact("siu-listener", "pms-bridge receives VetOrbit appointment changes as HL7 v2 SIU messages on an MLLP "
                             "listener and publishes them to the RabbitMQ appointments exchange; the 2-minute "
                             "GetAppointments poll was replaced.",
             "decision", "user", ["MLLP", "SIU"]),
        fact("mllp-port", "The MLLP listener uses port 7790 (2575 is blocked on the clinic VPN range).",
             "config", "user", ["7790"]),
        fact("ack-after-commit", "No HL7 ACK goes back to VetOrbit until the message is committed to Postgres "
                                 "(hl7_inbox); this holds for every message type taken from VetOrbit.",
             "rule", "user", ["ACK", "committed"], remember=True),
        fact("daily-reconcile", "A daily reconcile poll of GetAppointments runs at 03:30, after VetOrbit's backup "
                                "window.",
             "config", "user", ["reconcile", "03:30"]),
    ],
    "optional": [
        opt("port-2575-first", "The listener first used the usual MLLP port 2575.", ["2575"]),
        opt("hl7-inbox", "SIU messages are stored in the hl7_inbox table keyed by the MSH-10 control id, published "
                         "from there (outbox).", ["hl7_inbox"]),
    ],
    "questions": [
        q("How does pms-bridge learn about appointment changes in VetOrbit?",
          "HL7 SIU messages on an MLLP listener, published to the RabbitMQ appointments exchange", ["siu-listener"]),
        q("Which port does the MLLP listener use?", "7790", ["mllp-port"]),
        q("When may pms-bridge ACK an HL7 message?", "only after it is committed to Postgres", ["ack-after-commit"]),
    ],
}


CHORE = {
    "id": "h53-cx-pms-chore-lint",
    "project": PMS,
    "start": datetime(2026, 11, 20, 16, 20),
    "branch": "chore/ruff-tests",
    "about": "pms-bridge: nothing durable; Friday-afternoon chore, clearing ruff warnings in tests/, renaming a "
             "fixture, a flaky test re-run, chatter about the weekend; a one-off 'always --no-verify for these "
             "commits today' because the hook is broken on the laptop",
    "steps": [
        ("user", "friday. brain is mush. ruff is yelling about tests/ since the upgrade, can u just make it quiet. "
                 "no logic changes"),
        shell("ruff check tests/ --statistics",
              "41\tF401\t[*] unused-import\n17\tE712\t[*] true-false-comparison\n9\tPT006\t[*] "
              "pytest-parametrize-names-wrong-type\n6\tB017\t[ ] assert-raises-exception\n3\tF841\t[*] "
              "unused-variable\n2\tSIM117\t[ ] multiple-with-statements\nFound 78 errors.\n"
              "[*] 70 fixable with the `--fix` option.\n"),
        shell("ruff check tests/ --fix && ruff check tests/",
              "Found 78 errors (70 fixed, 8 remaining).\n"
              "tests/test_soap.py:88:14: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/test_soap.py:121:14: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/test_clinics.py:40:9: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/test_clinics.py:77:9: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/hl7/test_siu.py:51:9: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/hl7/test_siu.py:66:9: B017 `pytest.raises(Exception)` should be considered evil\n"
              "tests/test_vo_semaphore.py:30:5: SIM117 Use a single `with` statement with multiple contexts\n"
              "tests/test_vo_semaphore.py:58:5: SIM117 Use a single `with` statement with multiple contexts\n"
              "Found 8 errors.\n"),
        ("assistant", "70 fixed automatically (unused imports, `== True` comparisons, parametrize names). The 8 left "
                      "need a small hand edit each: six `pytest.raises(Exception)` that should name the real "
                      "exception (`zeep.exceptions.Fault`, `ClinicNotFound`, `hl7.ParseException`) and two nested "
                      "`with` blocks to merge. None of that changes what the tests check. Doing them."),
        shell("apply_patch < /tmp/ruff-manual.patch && ruff check tests/ && pytest -q",
              "Success. Updated the following files:\nM tests/test_soap.py\nM tests/test_clinics.py\n"
              "M tests/hl7/test_siu.py\nM tests/test_vo_semaphore.py\nAll checks passed!\n"
              "........................................................................ [ 79%]\n"
              "...............F...                                                      [100%]\n"
              "FAILED tests/test_vo_semaphore.py::test_lease_expires - AssertionError: slot still held after 1.2s\n"
              "1 failed, 90 passed in 4.40s\n"),
        ("assistant", "One failure, `test_lease_expires`, which I didn't change beyond merging the `with`. It "
                      "sleeps 1.2 s and expects the lease to be gone — timing-sensitive against the local Redis."),
        ("user", "that one is flaky since forever. run it again"),
        shell("pytest -q tests/test_vo_semaphore.py::test_lease_expires --count 5",
              ".....                                                                    [100%]\n"
              "5 passed in 6.31s\n"),
        ("user", "see. whatever. also rename the fixture `vo` to `vetorbit_client` in conftest, `vo` is cryptic"),
        shell("sed -i 's/\\bdef vo(/def vetorbit_client(/' tests/conftest.py && "
              "rg -l '\\bvo\\b' tests | xargs sed -i 's/\\bvo\\b/vetorbit_client/g' && pytest -q",
              "........................................................................ [ 79%]\n"
              "...................                                                      [100%]\n"
              "91 passed in 4.29s\n"),
        ("user", "great. commit. and always --no-verify for these commits today, the pre-commit hook is broken on "
                 "my laptop since the brew upgrade this morning, I'll fix it monday"),
        shell("git add -A && git commit --no-verify -qm 'tests: ruff clean, rename vo fixture' && git log -1 "
              "--oneline", "7f33a20 tests: ruff clean, rename vo fixture\n"),
        ("assistant", "Committed with `--no-verify`. Anything else before the weekend?"),
        ("user", "nope. weekend plans: nothing, and I intend to do it thoroughly. cheers"),
        ("assistant", "Sounds like a good plan. Have a good weekend."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


SESSIONS = [SOAP_TIMEOUTS, HL7_FEED, CHORE]
