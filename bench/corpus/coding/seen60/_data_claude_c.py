"""h60 Claude Code sessions, part c: dispatch (Python flight-ops dispatch: releases, weight and balance, NOTAM
feed) and acars-gw (Go gateway for aircraft-to-ground ACARS messages into Kafka). A second signature on dispatch
releases from a pasted ticket, NOTAMs missing for Ardmoor, and duplicate OOOI messages."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DISPATCH = "/home/tomek/work/dispatch"
ACARS = "/home/tomek/work/acars-gw"


def _notam_log() -> str:
    lines = []
    for i in range(24):
        minute = (i * 5) % 60
        lines.append(f"2026-11-13T0{6 + i // 12}:{minute:02d}:00Z INFO notamfeed poll ok source=aisfeed "
                     f"fetched={310 + i} parsed={310 + i - 7} kept={288 + (i % 3)} dropped={15 + (i % 4)}")
    lines += ["2026-11-13T08:00:01Z DEBUG notamfeed drop A1422/26 EKAD reason=expired validTo=None",
              "2026-11-13T08:00:01Z DEBUG notamfeed drop A0981/25 EKAD reason=expired validTo=None",
              "2026-11-13T08:00:01Z DEBUG notamfeed drop B0077/26 EKKB reason=expired validTo=None",
              "2026-11-13T08:00:01Z DEBUG notamfeed drop A1501/26 EKAD reason=expired validTo=2026-11-12T23:59Z"]
    return "\n".join(lines) + "\n"


def _dup_log() -> str:
    lines = []
    for i in range(14):
        lines.append(f"2026-11-18T05:{12 + i:02d}:0{i % 10}Z INFO ingest msg label=QA tail=LN-SKF seq=M{4100 + i} "
                     f"kafka_ms={80 + i * 3} acked=true")
    lines += ["2026-11-18T05:26:40Z WARN kafka produce slow topic=acars.oooi.v1 partition=3 kafka_ms=34120",
              "2026-11-18T05:26:40Z INFO ingest msg label=QB tail=LN-SKD seq=M4114 kafka_ms=34120 acked=true",
              "2026-11-18T05:26:41Z INFO ingest msg label=QB tail=LN-SKD seq=M4114 kafka_ms=210 acked=true",
              "2026-11-18T05:26:44Z WARN provider resend tail=LN-SKD seq=M4114 reason=ack-timeout(30s)",
              "2026-11-18T05:27:02Z INFO ingest msg label=QC tail=LN-SKB seq=M4115 kafka_ms=95 acked=true"]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cc-dispatch-cosign",
        "project": DISPATCH,
        "start": datetime(2026, 11, 5, 11, 0),
        "branch": "feat/release-cosign",
        "about": "dispatch: pasted ticket OPS-2291 asks for a second signature on dispatch releases plus an SMS; the "
                 "person confirms the two conditions (open MEL item, TOW within 500 kg of MTOW) and drops the SMS; "
                 "imperative remember: co-signer must be a different dispatcher; cosigned_by column; near-miss "
                 "question 'do you remember if we had a cosign table'",
        "steps": [
            ("user", "hello! ticket for today, pasting it whole:\n\n"
                     "```\nOPS-2291  Dispatch release: second signature\nReporter: Flight Ops Quality\n\n"
                     "Background: after the ADM Dash 8 event in September, the authority finding asks for a "
                     "four-eyes check on higher-risk releases.\n\n"
                     "Requirements:\n"
                     "R1. A dispatch release requires a second signature when the aircraft has an open MEL item.\n"
                     "R2. A dispatch release requires a second signature when the planned take-off weight is "
                     "within 500 kg of MTOW.\n"
                     "R3. The system sends an SMS to the duty ops manager for every co-signed release.\n"
                     "R4. Releases above 30 kt crosswind forecast require a second signature.\n"
                     "Target: before winter schedule\n```\n\n"
                     "talked to quality this morning. R1 and R2 yes. R3 no, ops managers already get the release "
                     "list on the board, don't build the SMS. R4 they're still arguing about, leave it out for now. "
                     "do you remember if we had a cosign table already from the old prototype?"),
            bash("psql \"$DISPATCH_DB\" -c '\\dt' | grep -i -E 'sign|release'",
                 " public | dispatch_release        | table | dispatch\n"
                 " public | release_signature_old  | table | dispatch\n"),
            bash("psql \"$DISPATCH_DB\" -c 'select count(*), max(created_at) from release_signature_old'",
                 " count |          max\n-------+------------------------\n     0 | \n(1 row)\n"),
            ("assistant", "I don't carry memory of the old prototype, but the database answers it: there's a "
                          "`release_signature_old` table, empty and never written. I'd not build on it; its columns "
                          "don't match what we need. Simpler: add a nullable `cosigned_by` and `cosigned_at` to "
                          "`dispatch_release`, and a `needs_cosign` computed when the release is prepared.\n\n"
                          "So the scope is R1 (open MEL item) and R2 (planned TOW within 500 kg of MTOW); no SMS, "
                          "no crosswind rule."),
            ("user", "yes. and make a permanent note of this one: the second signature can never come from the "
                     "same dispatcher who signed first. not a different login of the same person either, we go by "
                     "the staff number. that's the whole point of four eyes"),
            tool("Write", {"file_path": f"{DISPATCH}/migrations/0047_release_cosign.sql",
                           "content": "alter table dispatch_release\n  add column cosigned_by text,\n"
                                      "  add column cosigned_at timestamptz,\n"
                                      "  add constraint cosigner_differs check (cosigned_by is null or cosigned_by <> signed_by);\n"
                                      "drop table release_signature_old;\n"},
                 "File created successfully."),
            tool("Edit", {"file_path": f"{DISPATCH}/dispatch/release.py",
                          "old_string": "def can_release(r: Release) -> bool:\n    return r.signed_by is not None",
                          "new_string": "MTOW_MARGIN_KG = 500\n\n"
                                        "def needs_cosign(r: Release) -> bool:\n"
                                        "    return bool(r.open_mel_items) or r.planned_tow_kg >= r.mtow_kg - MTOW_MARGIN_KG\n\n"
                                        "def can_release(r: Release) -> bool:\n"
                                        "    if r.signed_by is None:\n        return False\n"
                                        "    if needs_cosign(r):\n"
                                        "        return r.cosigned_by is not None and r.cosigned_by != r.signed_by\n"
                                        "    return True"},
                 "The file has been updated."),
            bash("pytest -q tests/test_release.py",
                 "........................                                                 [100%]\n"
                 "24 passed in 0.61s\n"),
            ("assistant", "Migration `0047_release_cosign.sql` adds `cosigned_by` / `cosigned_at` with a check "
                          "constraint that the co-signer differs from `signed_by` (both hold staff numbers), and "
                          "drops the unused old table. `needs_cosign` covers an open MEL item or planned TOW within "
                          "`MTOW_MARGIN_KG = 500` of MTOW. 24 tests pass, 6 of them new."),
            ("user", "good. one more thing, can you always show the cosign reason on the release PDF for now, "
                     "quality want to eyeball the first week"),
            ("assistant", "Added a 'Second signature required: open MEL item / TOW within 500 kg of MTOW' line to "
                          "the release PDF. Easy to drop after the first week."),
            ("user", "perfect, ta"),
        ],
        "facts": [
            fact("cosign-conditions", "A dispatch release needs a second signature when the aircraft has an open MEL "
                                      "item or the planned take-off weight is within 500 kg of MTOW (OPS-2291 R1 and "
                                      "R2); the SMS (R3) and the crosswind rule (R4) are not built.",
                 "decision", "user", ["MEL", "500 kg", "MTOW"]),
            fact("cosigner-differs", "Standing rule: the second signature on a dispatch release can never come from "
                                     "the same dispatcher who signed first, checked by staff number.",
                 "rule", "user", ["second signature", ["staff number", "same dispatcher"]], remember=True),
            fact("cosign-columns", "Co-signing is stored in dispatch_release.cosigned_by / cosigned_at (migration "
                                   "0047) with a check constraint cosigner_differs; the old release_signature_old "
                                   "table was dropped.",
                 "fact", "assistant", ["cosigned_by"]),
            fact("no-sms", "No SMS is sent to the duty ops manager for co-signed releases (OPS-2291 R3 rejected: "
                           "they already see the release list on the board).", "decision", "user", ["SMS"]),
        ],
        "optional": [
            opt("cosign-pdf", "The release PDF shows the co-sign reason for the first week.", ["PDF"]),
        ],
        "questions": [
            q("When does a dispatch release need a second signature?",
              "open MEL item or take-off weight within 500 kg of MTOW", ["cosign-conditions"]),
            q("Can the same dispatcher provide both signatures on a release?",
              "no, never the same dispatcher; we go by the staff number", ["cosigner-differs"]),
            q("Where is the co-signer stored?", "dispatch_release.cosigned_by", ["cosign-columns"]),
        ],
    },
    {
        "id": "h60-cc-dispatch-notam-perm",
        "project": DISPATCH,
        "start": datetime(2026, 11, 13, 8, 5),
        "branch": "fix/notam-perm",
        "about": "dispatch: NOTAMs missing for Ardmoor in the briefing pack; first guess (provider outage) wrong; "
                 "cause: PERM NOTAMs have validTo None and the expiry filter drops them; fix treats None as "
                 "open-ended; poll interval 5 min -> 2 min; rule said about later sessions (feed is pull-only); "
                 "a push-webhook proposal not taken up",
        "steps": [
            ("user", "hi. ADM dispatchers say the runway 08/26 lighting NOTAM isn't in the briefing pack. it's "
                     "been there for months. i bet aisfeed is down again like in august"),
            bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' \"$AISFEED_URL/v1/notams?loc=EKAD\" && "
                 "journalctl -u notamfeed --since '2 hours ago' --no-pager | tail -30",
                 "200 0.412\n" + _notam_log()),
            ("assistant", "aisfeed is up (200 in 0.4 s) and our poller runs every 5 minutes with a steady count, "
                          "so it isn't an outage. The debug lines are the clue: NOTAMs for EKAD are dropped as "
                          "`reason=expired` with `validTo=None`. Let me look at how validTo is parsed."),
            tool("Read", {"file_path": f"{DISPATCH}/dispatch/notam/parse.py"},
                 "  40\tdef parse_validity(raw: dict) -> tuple[datetime, datetime | None]:\n"
                 "  41\t    start = _ts(raw['c_from'])\n"
                 "  42\t    end = None if raw['c_to'] in ('PERM', 'EST') else _ts(raw['c_to'])\n"
                 "  43\t    return start, end\n"
                 "  ..\n"
                 "  77\tdef is_current(n: Notam, now: datetime) -> bool:\n"
                 "  78\t    return n.valid_from <= now and (n.valid_to or now) > now\n"),
            ("assistant", "There it is. Permanent NOTAMs (item C = `PERM`) get `valid_to = None`, which is right. "
                          "But `is_current` does `(n.valid_to or now) > now`, and `now > now` is False, so every "
                          "PERM NOTAM counts as expired and is dropped. The runway lighting one is PERM; that's why "
                          "it vanished. It started with the refactor in October that introduced `is_current`.\n\n"
                          "Fix: `valid_to is None` means open-ended, so current. I'll add tests for PERM and EST "
                          "(estimated end) too."),
            tool("Edit", {"file_path": f"{DISPATCH}/dispatch/notam/parse.py",
                          "old_string": "    return n.valid_from <= now and (n.valid_to or now) > now",
                          "new_string": "    return n.valid_from <= now and (n.valid_to is None or n.valid_to > now)"},
                 "The file has been updated."),
            bash("pytest -q tests/notam",
                 ".................................                                        [100%]\n"
                 "33 passed in 0.94s\n"),
            ("assistant", "33 NOTAM tests pass, 3 new (PERM, EST, ended yesterday). While we're here: the 5-minute "
                          "poll means a new NOTAM can take up to 5 minutes to reach a briefing pack. aisfeed offers "
                          "a webhook; we could subscribe and get pushes instead of polling."),
            ("user", "no webhooks. our dispatch servers are on-prem at Kelby, nothing comes in from outside through "
                     "the firewall, security won't open a port for a vendor. for whatever session comes after this "
                     "one, that's the ground truth: the NOTAM feed is pull only, we poll aisfeed, any design that "
                     "waits for a push is dead on arrival. but yeah 5 min is too slow, make it 1 minute"),
            bash("grep -n POLL config/notamfeed.toml",
                 "3:poll_interval_seconds = 300\n"),
            bash("sed -i 's/^poll_interval_seconds = 300/poll_interval_seconds = 60/' config/notamfeed.toml && "
                 "grep -n -A3 'rate' docs/aisfeed-contract.md",
                 "12:## Rate limits\n13:Clients may call /v1/notams at most 40 times per hour per API key.\n"
                 "14:Exceeding the limit returns 429 for 15 minutes.\n"),
            ("assistant", "Set it to 60 s, but I found a problem: our aisfeed contract allows 40 calls per hour per "
                          "API key. Polling every minute is 60 per hour, and we'd be locked out for 15 minutes at a "
                          "time. 2 minutes (30 per hour) stays inside the limit with room for manual refreshes."),
            ("user", "ugh ok, 2 minutes then"),
            bash("sed -i 's/^poll_interval_seconds = 60/poll_interval_seconds = 120/' config/notamfeed.toml && "
                 "grep -n poll config/notamfeed.toml && sudo systemctl restart notamfeed && sleep 130 && "
                 "journalctl -u notamfeed -n 2 --no-pager",
                 "3:poll_interval_seconds = 120\n"
                 "Nov 13 08:41:02 kel-ops-03 notamfeed[88120]: INFO poll ok fetched=318 parsed=311 kept=309 dropped=2\n"
                 "Nov 13 08:43:02 kel-ops-03 notamfeed[88120]: INFO poll ok fetched=318 parsed=311 kept=309 dropped=2\n"),
            ("assistant", "Polling every 120 s now, dropped went from ~17 to 2 (two NOTAMs that really ended), and "
                          "the EKAD runway lighting NOTAM is back in the briefing pack."),
            ("user", "nice one, telling ADM"),
        ],
        "facts": [
            fact("perm-cause", "PERM NOTAMs were missing from briefing packs because is_current treated valid_to=None "
                               "as expired ((n.valid_to or now) > now); fixed so None means open-ended. aisfeed was "
                               "not down.",
                 "bugfix", "assistant", ["PERM", ["valid_to", "is_current"]]),
            fact("pull-only", "Standing rule: the NOTAM feed is pull-only; dispatch polls aisfeed from the on-prem "
                              "Kelby servers and no design may rely on a push or webhook (no inbound ports through "
                              "the firewall).",
                 "rule", "user", ["pull", ["poll", "aisfeed"]], remember=True),
            fact("poll-2min", "The NOTAM poll interval is 2 minutes (poll_interval_seconds = 120 in "
                              "config/notamfeed.toml), because aisfeed allows 40 calls per hour per API key.",
                 "config", "user", ["poll_interval_seconds", "120"]),
        ],
        "optional": [
            opt("rate-limit", "aisfeed allows 40 calls per hour per API key; exceeding it returns 429 for 15 minutes.",
                ["40"]),
            opt("poll-1min", "A 1-minute poll was tried first and dropped because of the rate limit.", ["1 minute"]),
        ],
        "questions": [
            q("Why were permanent NOTAMs missing from the briefing pack?",
              "is_current counts valid_to None as expired", ["perm-cause"]),
            q("Can the NOTAM feed use aisfeed webhooks?", "no, pull only, we poll aisfeed; nothing comes in through the firewall",
              ["pull-only"]),
            q("How often is the NOTAM feed polled and why not more often?",
              "every 2 minutes; aisfeed allows 40 calls per hour", ["poll-2min"]),
        ],
    },
    {
        "id": "h60-cc-acars-duplicate-oooi",
        "project": ACARS,
        "start": datetime(2026, 11, 19, 6, 30),
        "branch": "fix/oooi-duplicates",
        "about": "acars-gw: duplicate OOOI messages downstream; first guess (producer retries, idempotence off) "
                 "wrong; cause: a slow Kafka produce made the provider resend after its 30s ack timeout; options, "
                 "'the first one' picks a dedupe set keyed on tail+seq with 10 min TTL; list of three with a rule "
                 "as item 2 (never ack before the message is in Kafka); a one-off 'always' for this run",
        "steps": [
            ("user", "morning, early one. maintenance control sees double OUT/OFF/ON/IN events for some tails since "
                     "yesterday, the block times in the tech log come out doubled. probably the kafka producer "
                     "retrying, i don't think we ever turned idempotence on"),
            bash("grep -n -i -E 'idempot|retries|acks' internal/kafka/producer.go",
                 "22:\tcfg.Producer.RequiredAcks = sarama.WaitForAll\n"
                 "23:\tcfg.Producer.Idempotent = true\n"
                 "24:\tcfg.Producer.Retry.Max = 5\n"
                 "25:\tcfg.Net.MaxOpenRequests = 1\n"),
            ("assistant", "Idempotence is on (`Idempotent = true`, `MaxOpenRequests = 1`), so producer retries "
                          "can't create duplicates within a session. Let me look at the ingest log around one of "
                          "the doubled events instead."),
            bash("journalctl -u acars-gw --since '2026-11-18 05:10' --until '2026-11-18 05:30' --no-pager "
                 "| grep -E 'ingest|kafka|resend'", _dup_log()),
            ("assistant", "Here's the real sequence for LN-SKD seq M4114:\n\n"
                          "1. 05:26:06 the message arrives; we write it to Kafka *before* acking the provider.\n"
                          "2. Broker partition 3 is slow: the produce takes 34 s.\n"
                          "3. The datalink provider's ack timeout is 30 s, so it resends M4114.\n"
                          "4. We write the resend too (fast this time) and ack both.\n\n"
                          "So the duplicates come from provider resends after a slow Kafka write, not from our "
                          "producer. Options:\n\n"
                          "1. Dedupe in the gateway: keep a set of (tail, provider seq) with a TTL of 10 minutes "
                          "and skip anything already seen. Small, local, fixes it at the source.\n"
                          "2. Make the topic compacted with the key tail+seq. Doesn't help consumers that already "
                          "read both before compaction runs.\n"
                          "3. Make every consumer idempotent. Correct but touches four services owned by three "
                          "people.\n\n"
                          "I'd do 1."),
            ("user", "the first one. and three things while you're in there:\n"
                     "1. the dedupe set goes in the redis we already have on kel-app-02, don't add an in-memory "
                     "map, we run two gateway instances\n"
                     "2. we never ack to the provider before the message is safely in kafka. i know it would make "
                     "the timeouts go away, but an acked message that we then lose is a lost OOOI and a wrong tech "
                     "log. this stays, for this repo forever\n"
                     "3. add a metric for skipped duplicates"),
            ("assistant", "On it: Redis set on kel-app-02 shared by both instances, ack stays after the Kafka write, "
                          "and an `acars_duplicates_skipped_total` counter."),
            tool("Write", {"file_path": f"{ACARS}/internal/dedupe/redis.go",
                           "content": "package dedupe\n\n// Seen reports whether (tail, seq) was seen in the last TTL, "
                                      "and marks it.\nfunc (d *Redis) Seen(ctx context.Context, tail, seq string) (bool, error) {\n"
                                      "\tok, err := d.rdb.SetNX(ctx, \"acars:seen:\"+tail+\":\"+seq, 1, d.ttl).Result()\n"
                                      "\treturn !ok, err\n}\n"},
                 "File created successfully."),
            tool("Edit", {"file_path": f"{ACARS}/config/acars-gw.yaml",
                          "old_string": "redis: {}",
                          "new_string": "redis:\n  addr: kel-app-02:6379\n  db: 4\ndedupe:\n  ttl: 10m\n  key: tail+seq"},
                 "The file has been updated."),
            ("user", "for this run always point it at the local broker btw, not the shared dev one, someone is "
                     "load testing on it"),
            bash("KAFKA_BROKERS=localhost:9092 go test ./... 2>&1 | tail -8",
                 "ok  \tgithub.com/skerrow/acars-gw/internal/dedupe\t0.212s\n"
                 "ok  \tgithub.com/skerrow/acars-gw/internal/ingest\t1.904s\n"
                 "ok  \tgithub.com/skerrow/acars-gw/internal/kafka\t2.411s\n"
                 "ok  \tgithub.com/skerrow/acars-gw/internal/provider\t0.388s\n"
                 "?   \tgithub.com/skerrow/acars-gw/cmd/acars-gw\t[no test files]\n"),
            ("assistant", "All packages pass against the local broker, including a test that replays the "
                          "M4114 resend and sees one record on `acars.oooi.v1` and `acars_duplicates_skipped_total` "
                          "= 1. The dedupe TTL is 10m, set in `config/acars-gw.yaml`."),
            ("user", "ship it"),
        ],
        "facts": [
            fact("dup-cause", "Duplicate OOOI events came from the datalink provider resending after its 30 s ack "
                              "timeout while a slow Kafka produce (34 s) was still pending; the Kafka producer is "
                              "idempotent and was not the cause.",
                 "bugfix", "assistant", ["resend", ["ack timeout", "30 s"]]),
            fact("dedupe-redis", "acars-gw dedupes messages on (tail, provider seq) in a Redis set on kel-app-02 with "
                                 "a 10 minute TTL, shared by both gateway instances (no in-memory map).",
                 "decision", "user", ["dedupe", "Redis", "kel-app-02"]),
            fact("ack-after-kafka", "Standing rule for acars-gw: never ack to the provider before the message is "
                                    "safely in Kafka.",
                 "rule", "user", ["ack", "Kafka"], remember=True),
            fact("oooi-topic", "acars-gw writes OOOI messages to the Kafka topic acars.oooi.v1.", "config", "assistant",
                 ["acars.oooi.v1"]),
        ],
        "optional": [
            opt("dup-metric", "Skipped duplicates are counted in acars_duplicates_skipped_total.",
                ["acars_duplicates_skipped_total"]),
            opt("two-instances", "Two acars-gw instances run.", ["two gateway instances"]),
        ],
        "questions": [
            q("What caused the duplicate OOOI events?",
              "provider resends after its 30 s ack timeout while a slow Kafka produce", ["dup-cause"]),
            q("Where does acars-gw keep its dedupe set?", "Redis on kel-app-02, 10 minute TTL", ["dedupe-redis"]),
            q("When may acars-gw ack a message to the provider?", "only after it is safely in Kafka",
              ["ack-after-kafka"]),
        ],
    },
]
