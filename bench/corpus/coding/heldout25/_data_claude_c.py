"""h62 Claude Code sessions, part c: outage-notify at Northfen Energy (a Python service reading outage events
from the OMS on Kafka and sending SMS): duplicate night-time SMS, moving to a new SMS provider after a pasted
email, and notices for planned works with an end-of-session summary."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

OUTAGE = "/home/arvo/projects/outage-notify"


def _sms_log() -> str:
    out = []
    for i in range(14):
        mprn = 10040000000 + i * 313
        out.append(f"2026-11-03T02:4{i % 10}:{10 + i:02d}.1{i}2Z INFO  sender outage=OUT-88213 mprn={mprn} "
                   f"stage=RESTORED attempt=1 status=timeout elapsed_ms=5001")
        out.append(f"2026-11-03T02:4{i % 10}:{16 + i:02d}.4{i}0Z INFO  sender outage=OUT-88213 mprn={mprn} "
                   f"stage=RESTORED attempt=2 status=202 provider_id=blk-{991200 + i} elapsed_ms=812")
    out.insert(9, "2026-11-03T02:43:00.000Z INFO  consumer partition=3 offset=1182290 lag=0")
    return "\n".join(out) + "\n"


SESSIONS = [
    {
        "id": "h62-cc-outage-duplicate-sms",
        "project": OUTAGE,
        "start": datetime(2026, 11, 4, 7, 50),
        "about": "outage-notify: customers got the same 'power restored' SMS two or three times at night; wrong "
                 "guess (Kafka rebalance re-processing) ruled out by the consumer log; real cause 5 s client timeout "
                 "with retries and no idempotency key while the provider accepted the first request; client_ref "
                 "added, timeout 15 s; standing rule about quiet hours with the medical priority register exception",
        "steps": [
            ("user", "morning. complaints overnight: people in the Glenmor area got the 'power restored' SMS 2-3 "
                     "times, at 3am. one lady rang the call centre furious. can you dig in? service is in this repo, "
                     "logs on notify-01"),
            bash("rg -n 'enable.auto.commit|group.id|max.poll' outage_notify/consumer.py config/*.yaml",
                 "config/prod.yaml:4:  group.id: outage-notify-v2\n"
                 "config/prod.yaml:5:  enable.auto.commit: true\n"
                 "config/prod.yaml:6:  auto.commit.interval.ms: 5000\n"
                 "config/prod.yaml:7:  max.poll.interval.ms: 300000\n"
                 "outage_notify/consumer.py:22:    consumer.subscribe([\"oms.outage-events\"])\n"),
            ("assistant", "Good morning. A first suspicion from the config: `enable.auto.commit: true` with a 5 s "
                          "commit interval. If the consumer group rebalanced overnight (a pod restart, or a poll "
                          "that took longer than max.poll.interval.ms), up to 5 s of already-processed events would "
                          "be handed to another consumer and sent again. That would produce exactly this kind of "
                          "duplicate burst. Let me check the logs for a rebalance."),
            bash("ssh notify-01 'journalctl -u outage-notify --since \"2026-11-03 02:30\" --until \"2026-11-03 03:30\" "
                 "| grep -Ei \"rebalanc|assign|revok\" | head'",
                 "(no output)\n"),
            bash("ssh notify-01 'journalctl -u outage-notify --since \"2026-11-03 02:40\" --until \"2026-11-03 02:50\" "
                 "-o cat | grep OUT-88213 | head -30'", _sms_log()),
            ("assistant", "No rebalance at all, and each event was consumed once. The duplication happens inside "
                          "the sender: every message shows `attempt=1 status=timeout elapsed_ms=5001` followed by "
                          "`attempt=2 status=202`. So we gave up on the first request after 5 seconds and retried, "
                          "but the provider had already accepted it and sent the SMS. Let me confirm with the "
                          "provider's delivery report for one number."),
            bash("curl -s -u \"$BULKLINE_KEY:\" 'https://api.bulkline.example/v2/messages?to=%2B35387XXXX412&"
                 "since=2026-11-03T02:00:00Z' | jq -c '.items[] | {id, created, status}'",
                 "{\"id\":\"blk-991188\",\"created\":\"2026-11-03T02:40:15Z\",\"status\":\"delivered\"}\n"
                 "{\"id\":\"blk-991200\",\"created\":\"2026-11-03T02:40:16Z\",\"status\":\"delivered\"}\n"
                 "{\"id\":\"blk-991203\",\"created\":\"2026-11-03T02:42:51Z\",\"status\":\"delivered\"}\n"),
            tool("Read", {"file_path": f"{OUTAGE}/outage_notify/sender.py"},
                 "    14\tclient = httpx.Client(base_url=settings.sms_base_url, timeout=5.0)\n"
                 "    15\t\n"
                 "    16\t@retry(stop=stop_after_attempt(3), retry=retry_if_exception_type(httpx.TimeoutException))\n"
                 "    17\tdef send(msisdn: str, text: str) -> str:\n"
                 "    18\t    r = client.post(\"/v2/messages\", json={\"to\": msisdn, \"from\": settings.sender_id,\n"
                 "    19\t                                          \"text\": text})\n"
                 "    20\t    r.raise_for_status()\n"
                 "    21\t    return r.json()[\"id\"]\n"),
            ("assistant", "Confirmed, this is the root cause:\n\n"
                          "- `httpx.Client(timeout=5.0)` and a tenacity retry on `TimeoutException`, up to 3 "
                          "attempts;\n"
                          "- during the 02:40 restoration burst (OUT-88213, ~1,900 customers) the provider took "
                          "longer than 5 s to answer but did accept each request, so every timeout became a second "
                          "(sometimes third) real SMS;\n"
                          "- nothing told the provider two requests were the same message.\n\n"
                          "Fix: send a `client_ref` with every message, built as `{outage_id}:{mprn}:{stage}`. "
                          "Bulkline deduplicates on client_ref for 24 hours, so a retry can no longer produce a "
                          "second SMS. And raise the timeout to 15 s so we retry less in the first place. The "
                          "auto-commit setting is not the cause here; I'd leave it."),
            ("user", "yes do both"),
            tool("Edit", {"file_path": f"{OUTAGE}/outage_notify/sender.py",
                          "old_string": "timeout=5.0", "new_string": "timeout=15.0"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{OUTAGE}/outage_notify/sender.py",
                          "old_string": "\"text\": text})",
                          "new_string": "\"text\": text, \"client_ref\": ref})"},
                 "The file has been updated."),
            bash(".venv/bin/pytest -q 2>&1 | tail -6",
                 "........................................                                 [ 86%]\n"
                 "......                                                                   [100%]\n"
                 "46 passed in 2.18s\n"),
            ("user", "good. and while you're in there, one thing to put where you'll find it every time you work on "
                     "this service: no outage SMS between 22:00 and 07:00. they queue and go out at 07:00. the only "
                     "exception is customers on the medical priority register, they get it straight away whatever "
                     "the hour. the 3am texts broke that too btw"),
            bash("rg -n 'quiet|22|07:00|priority' outage_notify/ | head",
                 "outage_notify/schedule.py:8:QUIET_START = time(23, 0)\n"
                 "outage_notify/schedule.py:9:QUIET_END = time(7, 0)\n"
                 "outage_notify/schedule.py:15:def in_quiet_hours(now: datetime) -> bool:\n"
                 "outage_notify/sender.py:40:    if in_quiet_hours(now) and stage != \"STARTED\":\n"),
            ("assistant", "Worth knowing: the code had quiet hours from 23:00, not 22:00, and it only applied them "
                          "to non-STARTED stages, which is why 'power restored' at 3am went out only if... actually "
                          "it should have been held. Looking closer, `in_quiet_hours` compares a naive UTC "
                          "timestamp with local times, so 02:40 UTC... no, in November UTC equals local time here, "
                          "so that isn't it either. The check was simply never reached: the retry path calls "
                          "`send()` directly. I've changed QUIET_START to 22:00, applied quiet hours to every "
                          "stage, moved the check in front of the retry so both paths go through it, and added the "
                          "priority-register bypass (`customer.medical_priority`)."),
            bash(".venv/bin/pytest -q tests/test_schedule.py 2>&1 | tail -3",
                 "test_schedule.py::test_quiet_2200_to_0700 PASSED\n"
                 "test_schedule.py::test_medical_priority_bypasses_quiet_hours PASSED\n"
                 "9 passed in 0.31s\n"),
            ("user", "great, thanks. deploy after lunch"),
        ],
        "facts": [
            fact("dup-sms", "Duplicate outage SMS came from the 5 s httpx timeout plus retries while the provider had "
                            "already accepted the first request; every message now carries a client_ref "
                            "({outage_id}:{mprn}:{stage}) that the provider deduplicates on.",
                 "bugfix", "assistant", ["client_ref", "timeout"]),
            fact("timeout-15", "The SMS client timeout is 15 seconds (was 5).", "config", "assistant",
                 [["15 s", "15.0"], "timeout"]),
            fact("quiet-hours", "No outage SMS between 22:00 and 07:00 (they queue until 07:00), except for "
                                "customers on the medical priority register, who get them immediately.",
                 "rule", "user", ["22:00", "07:00", "medical priority register"], remember=True),
            fact("outage-topic", "Outage events come from the Kafka topic oms.outage-events, consumer group "
                                 "outage-notify-v2.",
                 "config", "assistant", ["oms.outage-events"]),
        ],
        "optional": [
            opt("not-rebalance", "The Kafka auto-commit/rebalance theory was ruled out; auto-commit stays.",
                ["rebalance"]),
        ],
        "questions": [
            q("Why did customers get duplicate outage SMS at night?",
              "5 s timeout and retry while provider had accepted; fix client_ref", ["dup-sms"]),
            q("What is the SMS client timeout?", "15 seconds", ["timeout-15"]),
            q("When may outage SMS be sent?", "not between 22:00 and 07:00, exception medical priority register",
              ["quiet-hours"]),
        ],
    },
    {
        "id": "h62-cc-outage-sms-provider",
        "project": OUTAGE,
        "start": datetime(2026, 11, 13, 11, 0),
        "about": "outage-notify: switch from Bulkline to Textora after a pasted onboarding email (rate limit 50/s, "
                 "webhooks, templates); throttle at 40 per second; GSM-7 / 160-character template rule; a WhatsApp "
                 "channel proposed and ignored; afterthought at the end of a long message: the sender ID is always "
                 "NFENERGY",
        "steps": [
            ("user", "hiya. procurement signed with Textora, Bulkline contract ends 31 Dec. their onboarding mail:\n\n"
                     "-----\nFrom: onboarding@textora.example\nSubject: Welcome to Textora - Northfen Energy\n\n"
                     "Hello team,\n\nYour account is live. A few things to get you going:\n"
                     "- API base URL: https://api.textora.example/sms/v3 (bearer token, see portal > keys)\n"
                     "- Your account's throughput limit is 50 messages per second; requests above it get HTTP 429.\n"
                     "- We recommend our delivery-receipt webhooks over polling.\n"
                     "- Alphanumeric sender IDs must be pre-registered (up to 11 characters).\n"
                     "- Unicode messages are split into 70-character segments, GSM-7 messages into 160.\n"
                     "- Our template service lets you store message templates on our side.\n\nKind regards,\n"
                     "Textora Onboarding\n-----\n\n"
                     "we're moving because Textora is 2.1 cents per message vs 3.4 at Bulkline, and outage "
                     "nights are 30-40k messages. can you add a Textora sender behind the same interface? we keep "
                     "our own templates in the repo, not theirs. webhooks maybe later."),
            bash("sed -n 1,40p outage_notify/sender.py; ls outage_notify/templates/",
                 "import httpx\nfrom tenacity import retry, stop_after_attempt, retry_if_exception_type\n\n"
                 "from outage_notify.config import settings\n\n"
                 "client = httpx.Client(base_url=settings.sms_base_url, timeout=15.0)\n\n"
                 "@retry(stop=stop_after_attempt(3), retry=retry_if_exception_type(httpx.TimeoutException))\n"
                 "def send(msisdn: str, text: str, ref: str) -> str:\n"
                 "    ...\n\n"
                 "estimated_restore.txt\nplanned_works.txt\nrestored.txt\nstarted.txt\nupdate.txt\n"),
            ("assistant", "Plan: turn `sender.py` into a small `SmsProvider` protocol with `BulklineProvider` (the "
                          "current code) and `TextoraProvider`, chosen by `settings.sms_provider`, so we can switch "
                          "over by config and fall back if the first outage night goes wrong. Templates stay in "
                          "outage_notify/templates as you said.\n\n"
                          "Since Textora's limit is 50 messages per second and a big outage is 30-40k messages, we "
                          "need a client-side rate limiter, otherwise the burst hits 429s. Also, an idea for later: "
                          "Textora offers WhatsApp Business too, and a lot of rural customers prefer WhatsApp; we "
                          "could add it as a second channel behind the same protocol."),
            ("user", "throttle at 40 per second, not 50, I don't trust their number and the restoration burst "
                     "comes all at once"),
            tool("Write", {"file_path": f"{OUTAGE}/outage_notify/providers/textora.py",
                           "content": "class TextoraProvider:\n    RATE_PER_S = 40\n..."},
                 "File created successfully at: /home/arvo/projects/outage-notify/outage_notify/providers/textora.py"),
            bash("python -m outage_notify.tools.check_templates",
                 "estimated_restore.txt  GSM-7  121 chars  1 segment\n"
                 "planned_works.txt      GSM-7  154 chars  1 segment\n"
                 "restored.txt           UCS-2   98 chars  2 segments  (non-GSM char: '’' at col 31)\n"
                 "started.txt            GSM-7  139 chars  1 segment\n"
                 "update.txt             GSM-7  173 chars  2 segments\n"),
            ("assistant", "While checking the templates I found two that cost double: restored.txt contains a curly "
                          "apostrophe (’), which forces the whole message into UCS-2 and 70-character segments, "
                          "and update.txt is 173 characters. On a 35k-message night that is roughly 70k billed "
                          "segments instead of 35k for those."),
            ("user", "ugh. fix both. rule for the templates: GSM-7 only and max 160 characters, one segment. add "
                     "check_templates to CI so it fails otherwise. ok and then the cutover plan: textora behind "
                     "the flag this week, shadow-send to our own test numbers on the next planned works in Ardlow, "
                     "switch prod on the 1st of december, keep bulkline as fallback until the contract ends, I'll "
                     "tell the call centre about the change since the sender might look different on some phones. "
                     "oh and one more thing so you have it later: the sender ID is always NFENERGY, that's the one "
                     "registered with the regulator and with Textora, don't let anyone change it to something "
                     "cute"),
            tool("Edit", {"file_path": f"{OUTAGE}/outage_notify/templates/restored.txt",
                          "old_string": "we’ve", "new_string": "we've"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{OUTAGE}/.gitlab-ci.yml", "old_string": "  script:\n    - pytest -q",
                          "new_string": "  script:\n    - pytest -q\n    - python -m outage_notify.tools."
                                        "check_templates --strict"},
                 "The file has been updated."),
            bash("python -m outage_notify.tools.check_templates --strict && rg -n 'sender_id' config/",
                 "estimated_restore.txt  GSM-7  121 chars  1 segment\n"
                 "planned_works.txt      GSM-7  154 chars  1 segment\n"
                 "restored.txt           GSM-7   98 chars  1 segment\n"
                 "started.txt            GSM-7  139 chars  1 segment\n"
                 "update.txt             GSM-7  157 chars  1 segment\n"
                 "config/prod.yaml:14:  sender_id: NFENERGY\nconfig/staging.yaml:14:  sender_id: NFENERGY-T\n"),
            ("assistant", "Done:\n\n- `TextoraProvider` behind `sms_provider: textora`, throttled to 40 per second "
                          "with a token bucket, Bulkline still the default until the cutover.\n"
                          "- restored.txt uses a plain apostrophe, update.txt shortened to 157 characters; "
                          "`check_templates --strict` runs in CI and fails on non-GSM-7 characters or more than "
                          "160 characters.\n"
                          "- Sender ID is NFENERGY in prod (staging uses NFENERGY-T, which is 10 characters, still "
                          "under Textora's 11-character limit).\n\n"
                          "Cutover as you described: shadow-send on the Ardlow planned works, prod on 1 December, "
                          "Bulkline as fallback until 31 Dec."),
            ("user", "cheers"),
        ],
        "facts": [
            fact("textora", "Outage SMS move from Bulkline to Textora (2.1 vs 3.4 cents per message); Textora sits "
                            "behind the sms_provider setting, Bulkline stays as fallback until its contract ends "
                            "31 Dec.",
                 "decision", "user", ["Textora", "Bulkline"]),
            fact("throttle", "The Textora sender is throttled to 40 messages per second (provider limit is 50).",
                 "config", "user", ["40 per second"]),
            fact("gsm7", "SMS templates must be GSM-7 only and at most 160 characters (one segment); "
                         "check_templates --strict enforces it in CI.",
                 "convention", "user", ["GSM-7", "160"]),
            fact("sender-id", "The SMS sender ID is always NFENERGY (registered with the regulator and Textora); it "
                              "must not be changed.",
                 "rule", "user", ["NFENERGY", "sender ID"], remember=True),
        ],
        "optional": [
            opt("cutover", "Textora goes live in prod on 1 December after a shadow-send on the Ardlow planned works.",
                ["1 December"]),
            opt("own-templates", "Templates stay in the repo (outage_notify/templates), not in Textora's template "
                                 "service.", ["templates"]),
        ],
        "questions": [
            q("Which SMS provider does outage-notify use?", "Textora, Bulkline as fallback", ["textora"]),
            q("At what rate are SMS sent to Textora?", "40 per second", ["throttle"]),
            q("What are the limits for SMS templates?", "GSM-7 only, max 160 characters", ["gsm7"]),
            q("What sender ID do outage SMS use?", "NFENERGY", ["sender-id"]),
        ],
    },
    {
        "id": "h62-cc-outage-planned-notices",
        "project": OUTAGE,
        "start": datetime(2026, 11, 26, 9, 15),
        "about": "outage-notify: notices for planned works from the OMS topic oms.planned-works; 48-hour lead time "
                 "stated as a standing rule with a casual 'whenever you touch'; works booked late go out at once "
                 "plus an ops alert; CRM call task MEDICAL_OUTAGE_CALL for medical priority customers; another "
                 "team's rule (field crews) not adopted; end-of-session summary",
        "steps": [
            ("user", "morning! planned works notices today. OMS publishes planned works on kafka now, topic is "
                     "oms.planned-works, one event per job with the affected mprns. we need SMS before the works. "
                     "whenever you touch the planned-notice code: the lead time is 48 hours, that's sacred, "
                     "customers need two days to sort fridges, home dialysis, whatever"),
            bash("kcat -b kafka-01.int.northfen.energy:9093 -X security.protocol=SSL -C -t oms.planned-works -c 1 -e "
                 "| jq .",
                 "{\n  \"jobId\": \"PW-2026-4471\",\n  \"start\": \"2026-11-28T09:00:00Z\",\n"
                 "  \"end\": \"2026-11-28T15:00:00Z\",\n  \"area\": \"Ardlow North\",\n"
                 "  \"reason\": \"pole replacement\",\n  \"bookedAt\": \"2026-11-25T16:40:12Z\",\n"
                 "  \"mprns\": [\"10040001120\", \"10040001138\", \"10040001146\", \"... 212 more\"]\n}\n"),
            ("assistant", "Morning! Note this first event was booked on 25 Nov 16:40 for works on 28 Nov 09:00, which "
                          "is about 64 hours ahead, fine. But OMS can clearly book works with less notice than 48 "
                          "hours. What should happen then: send immediately, or skip?"),
            ("user", "send immediately, and alert ops in the #network-ops channel that the notice was late. also the "
                     "field crews have a rule they never start planned works before 08:00, that's their thing, "
                     "don't put it in our code"),
            bash("rg -n 'class Customer|medical_priority' outage_notify/ | head -5; rg -n 'create_task' ../crm-client/",
                 "outage_notify/customers.py:11:class Customer(BaseModel):\n"
                 "outage_notify/customers.py:17:    medical_priority: bool = False\n"
                 "../crm-client/crm_client/tasks.py:31:def create_task(account_id: str, task_type: str, due: "
                 "datetime, note: str) -> str:\n"),
            ("assistant", "For customers with `medical_priority` an SMS alone may not be enough for planned works. "
                          "crm-client has `create_task`; I could create a call task for the care team for each "
                          "medical priority customer in the area, due 24 hours before the works. Want that?"),
            ("user", "yes, task type MEDICAL_OUTAGE_CALL, that one already exists in the CRM, care team works it"),
            tool("Write", {"file_path": f"{OUTAGE}/outage_notify/planned.py",
                           "content": "LEAD_TIME = timedelta(hours=48)\n..."},
                 "File created successfully at: /home/arvo/projects/outage-notify/outage_notify/planned.py"),
            bash(".venv/bin/pytest -q tests/test_planned.py -v 2>&1 | tail -12",
                 "tests/test_planned.py::test_schedules_sms_48h_before_start PASSED\n"
                 "tests/test_planned.py::test_late_booking_sends_now PASSED\n"
                 "tests/test_planned.py::test_late_booking_alerts_network_ops PASSED\n"
                 "tests/test_planned.py::test_quiet_hours_shift_to_0700_but_not_after_deadline PASSED\n"
                 "tests/test_planned.py::test_medical_priority_gets_crm_task PASSED\n"
                 "tests/test_planned.py::test_crm_task_due_24h_before PASSED\n"
                 "tests/test_planned.py::test_cancelled_job_sends_cancellation PASSED\n"
                 "tests/test_planned.py::test_duplicate_event_is_idempotent FAILED\n\n"
                 "E   AssertionError: expected 1 scheduled notice for PW-1, found 2\n"
                 "========================= 1 failed, 7 passed in 0.88s =========================\n"),
            ("assistant", "OMS re-publishes a job when it is edited, and my scheduler keyed on the event offset. "
                          "Keying on jobId plus mprn instead, and an edited job replaces its pending notice."),
            bash(".venv/bin/pytest -q 2>&1 | tail -2", "63 passed in 2.95s\n"),
            ("user", "ok. rename planned.py to planned_works.py, matches the template name. then write me a summary "
                     "for the MR"),
            bash("git mv outage_notify/planned.py outage_notify/planned_works.py && .venv/bin/pytest -q | tail -1",
                 "63 passed in 2.91s\n"),
            ("assistant", "## Summary\n\n"
                          "**What:** notices for planned works, consumed from the Kafka topic `oms.planned-works` "
                          "(consumer group `outage-notify-planned`).\n\n"
                          "- The SMS goes out 48 hours before the works start. Quiet hours still apply, but a "
                          "notice is moved earlier, never past the deadline.\n"
                          "- Works booked with less than 48 hours' notice: the SMS goes out immediately and a "
                          "late-notice alert is posted to #network-ops.\n"
                          "- Customers on the medical priority register also get a CRM task `MEDICAL_OUTAGE_CALL` "
                          "for the care team, due 24 hours before the works.\n"
                          "- Edited jobs replace the pending notice (keyed on jobId + mprn); cancelled jobs send a "
                          "cancellation.\n\n"
                          "**Not included:** field crews' start-time rules (theirs, not ours).\n\n"
                          "**Tests:** 63 passing."),
            ("user", "perfect, merged"),
        ],
        "facts": [
            fact("lead-48", "Planned-works SMS go out 48 hours before the works start; the 48-hour lead time is not "
                            "to be shortened.",
                 "rule", "user", ["48 hours", "planned"], remember=True),
            fact("late-booking", "Works booked with less than 48 hours' notice get the SMS immediately and a "
                                 "late-notice alert in #network-ops.",
                 "decision", "user", ["immediately", "network-ops"]),
            fact("medical-task", "Medical priority register customers affected by planned works also get a CRM task "
                                 "MEDICAL_OUTAGE_CALL for the care team, due 24 hours before.",
                 "decision", "user", ["MEDICAL_OUTAGE_CALL"]),
            fact("topic", "Planned works arrive on the Kafka topic oms.planned-works (one event per job, with the "
                          "affected mprns).",
                 "config", "user", ["oms.planned-works"]),
        ],
        "optional": [
            opt("module", "The code lives in outage_notify/planned_works.py.", ["planned_works"]),
            opt("idempotent", "Notices are keyed on jobId plus mprn; an edited job replaces its pending notice.",
                ["jobId"]),
        ],
        "questions": [
            q("How long before planned works does the SMS go out?", "48 hours", ["lead-48"]),
            q("What happens when works are booked with less than 48 hours' notice?",
              "SMS goes out immediately, alert in #network-ops", ["late-booking"]),
            q("What extra happens for medical priority customers on planned works?",
              "CRM task MEDICAL_OUTAGE_CALL for the care team", ["medical-task"]),
        ],
    },
]
