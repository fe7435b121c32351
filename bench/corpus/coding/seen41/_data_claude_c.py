"""h41 Claude Code sessions, part c: a meter vendor's firmware notice for the OM-220 (meterflow parser), how the
estimator fills in reads for silent meters after a forwarded customer complaint, and the afternoon the agent purged
the production dead-letter queue."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

METERFLOW = "/home/anouk/src/meterflow"
ESTIMATOR = "/home/priya/src/estimator"

SESSIONS = [
    {
        "id": "h41-cc-meterflow-firmware-notice",
        "project": METERFLOW,
        "start": datetime(2026, 11, 16, 10, 30),
        "about": "meterflow: a pasted handover note containing Orbis Metering's firmware 4.2.1 notice for the OM-220; "
                 "the note itself asks the assistant to retain that OM-220 on 4.2.x reports register 1.8.0 in Wh "
                 "(confirmed against data, parser divides by 1000 for firmware >= 4.2.0); end-of-interval timestamps "
                 "don't apply (HES-North normalises them); new event code 0x2F mapped to TamperCoverOpen; TLS 1.3 "
                 "recommendation deferred, decides nothing",
        "steps": [
            ("user", "handover from Joris before he went on leave, pasted as is:\n\n"
                     "---\n"
                     "Orbis Metering - Firmware Notice FN-2026-14\n"
                     "Applies to: OM-220 single-phase meters, firmware 4.2.1 (rolling out from 2 November)\n"
                     "1. Interval data timestamps now mark the END of the interval instead of the start.\n"
                     "2. Register 1.8.0 is reported in Wh instead of kWh for better resolution.\n"
                     "3. New event code 0x2F: terminal cover opened (tamper).\n"
                     "4. Orbis recommends TLS 1.3 on the head-end link by March 2027.\n"
                     "---\n"
                     "my notes: 2 is real, I saw 412.0 where we expected 0.412. Claude, please retain for future "
                     "sessions: OM-220 meters on firmware 4.2.x send 1.8.0 in Wh, our parser must divide by 1000 for "
                     "them. haven't checked 1 or 3.\n\n"
                     "can you check what applies to us and fix the parser?"),
            bash("clickhouse-client -q \"SELECT firmware, round(avg(kwh), 3) avg_kwh, count() FROM readings_raw "
                 "FINAL JOIN meters USING msn WHERE model = 'OM-220' AND register = '1.8.0' AND read_at >= "
                 "'2026-11-14' GROUP BY firmware\"",
                 "4.1.7\t0.298\t2210455\n4.2.1\t301.774\t398112\n"),
            ("assistant", "Point 2 is confirmed: on 4.2.1 the half-hourly 1.8.0 values average 301.8 against 0.298 on "
                          "4.1.7, a factor of 1000. About 398k readings since the 14th are affected (the rollout "
                          "started on the 2nd, so there are more before that)."),
            bash("clickhouse-client -q \"SELECT firmware, min(toMinute(read_at)) , max(toMinute(read_at)) FROM "
                 "readings_raw FINAL JOIN meters USING msn WHERE model = 'OM-220' AND read_at >= '2026-11-14' GROUP "
                 "BY firmware\"; grep -n 'interval_end' ../hes-north-spec/readings-api.md",
                 "4.1.7\t0\t30\n4.2.1\t0\t30\n"
                 "88:All interval timestamps are normalised to interval start, whatever the meter reports "
                 "(interval_end is converted).\n"),
            ("assistant", "Point 1 doesn't reach us: HES-North normalises every interval timestamp to the start of "
                          "the interval before we get it, and the 4.2.1 readings land on :00 and :30 like the old "
                          "ones. Point 3: the event parser maps unknown codes to `Unknown(code)` and drops them, so a "
                          "0x2F tamper event would be lost today."),
            ("user", "agreed on 1, nothing to do. fix 2 in the parser, and yes, keep that one as Joris asked. for 3 "
                     "map 0x2F to TamperCoverOpen and send it to the revenue protection alerts like the other tamper "
                     "events. 4 is their recommendation, maybe next year, not deciding anything on that today"),
            tool("Edit", {"file_path": f"{METERFLOW}/src/parse/orbis.rs",
                          "old_string": "    let kwh = raw.value;\n",
                          "new_string": "    // OM-220 firmware >= 4.2.0 reports 1.8.0 in Wh (Orbis FN-2026-14)\n"
                                        "    let kwh = if meta.model == Model::Om220 && meta.firmware >= "
                                        "Version::new(4, 2, 0) {\n"
                                        "        raw.value / 1000.0\n    } else {\n        raw.value\n    };\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{METERFLOW}/src/parse/events.rs",
                          "old_string": "        0x2E => Event::TamperMagnetic,\n",
                          "new_string": "        0x2E => Event::TamperMagnetic,\n"
                                        "        0x2F => Event::TamperCoverOpen,\n"},
                 "The file has been updated."),
            bash("cargo test -q parse 2>&1 | tail -n 2",
                 "test result: ok. 64 passed; 0 failed; 0 ignored\n\n"),
            ("assistant", "Both changes pass. The readings already stored since 2 November are still 1000x too "
                          "big; a corrective INSERT with the divided value (newer received_at, so it replaces the "
                          "old row in readings_raw) would fix them."),
            ("user", "yes, backfill from the 2nd with the corrected values, then commit"),
            bash("clickhouse-client -q \"INSERT INTO readings_raw SELECT mpan, msn, register, read_at, kwh / 1000, "
                 "now64() FROM readings_raw FINAL JOIN meters USING msn WHERE model = 'OM-220' AND firmware >= "
                 "'4.2.0' AND register = '1.8.0' AND read_at >= '2026-11-02'\" && git add -A && git commit -qm "
                 "'orbis: OM-220 fw 4.2.x 1.8.0 in Wh; map 0x2F TamperCoverOpen' && git log -1 --oneline",
                 "1a7f63d orbis: OM-220 fw 4.2.x 1.8.0 in Wh; map 0x2F TamperCoverOpen\n"),
        ],
        "facts": [
            fact("om220-wh", "OM-220 meters on firmware 4.2.x report register 1.8.0 in Wh instead of kWh (Orbis "
                             "FN-2026-14); meterflow's parser divides by 1000 for firmware >= 4.2.0.",
                 "fact", "user", ["OM-220", "Wh", "1000"], remember=True),
            fact("tamper-0x2f", "Orbis event code 0x2F (terminal cover opened) is mapped to TamperCoverOpen and goes "
                                "to the revenue protection alerts like the other tamper events.",
                 "decision", "user", ["0x2F", "TamperCoverOpen"]),
            fact("timestamps-normalised", "The firmware's end-of-interval timestamps don't affect meterflow: "
                                          "HES-North normalises all interval timestamps to interval start.",
                 "fact", "assistant", ["HES-North", ["interval start", "start of the interval"]]),
        ],
        "optional": [
            opt("backfill", "OM-220 1.8.0 readings from 2 Nov were backfilled with the value divided by 1000.",
                ["backfill"]),
        ],
        "questions": [
            q("Which unit do OM-220 meters on firmware 4.2.x report 1.8.0 in?", "Wh, the parser divides by 1000",
              ["om220-wh"]),
            q("What does Orbis event code 0x2F map to?", "TamperCoverOpen", ["tamper-0x2f"]),
            q("Do we need to handle the end-of-interval timestamps of the new firmware?",
              "no, HES-North normalises them to interval start", ["timestamps-normalised"]),
        ],
    },
    {
        "id": "h41-cc-estimator-silent-meters",
        "project": ESTIMATOR,
        "start": datetime(2026, 11, 18, 11, 15),
        "about": "estimator: a support-forwarded complaint (estimated bill of 1,840 kWh against ~420 real) for a "
                 "meter silent since October; the old method (same period last year) rejected, like linear "
                 "interpolation and the profile class alone; chosen: same weekday half-hourly profile over the last "
                 "4 weeks of actual reads, profile class fallback under 14 days of actuals; a meter counts as silent "
                 "after 72 hours; rule with a typo'd remember: estimated reads never in a closing bill",
        "steps": [
            ("user", "support forwarded this, read it:\n\n"
                     "> From: support-escalations\n> Customer account 30418812 writes: 'Your meter has been broken "
                     "for months and you billed me 1,840 kWh for October. I live alone in a flat and I have never "
                     "used that much in my life. I want a refund and compensation.'\n> Agent note: meter not "
                     "communicating since 2 Oct.\n\n"
                     "the 'broken for months' part isn't true, it stopped talking on 2 october. but 1,840 is clearly "
                     "nonsense. find out where it came from"),
            bash("python -m estimator explain --account 30418812 --period 2026-10",
                 "method: same_period_last_year\nsource period: 2025-10-01..2025-10-31 actual 1,791 kWh\n"
                 "scaled by days: 31/31, weather adj +2.7%\nestimate: 1,840 kWh\n"
                 "note: account moved in 2026-03-14 (previous occupant until 2026-03-13)\n"),
            ("assistant", "The estimate copies October 2025, 1,791 kWh, plus a weather adjustment. But last October "
                          "belongs to the previous occupant, who moved out in March; the customer's own usage since "
                          "then is around 420 kWh a month. The same-period-last-year method has no idea a different "
                          "household lives there now, and it has the same problem after a heat pump install or "
                          "solar panels.\n\nAlternatives for the method:\n"
                          "- linear interpolation between the last actual read and the next: at billing time there "
                          "is no next read, so it can't work for silent meters;\n"
                          "- the profile class average alone: a national shape, ignores the customer's own usage;\n"
                          "- the customer's own recent history: the average of the same weekday's half-hourly "
                          "profile over the last 4 weeks of actual reads, scaled to the missing days."),
            ("user", "the last one. same weekday profile over the last 4 weeks of actuals. last year is out for the "
                     "reason you said, interpolation is out because there's no next read, and profile class on its "
                     "own ignores the customer. but if there are fewer than 14 days of actual reads in those 4 weeks, "
                     "use the profile class, otherwise a new customer gets estimated from nothing"),
            tool("Read", {"file_path": f"{ESTIMATOR}/estimator/config.py"},
                 "     1\tSILENT_AFTER_HOURS = 48\n     2\tMETHOD = \"same_period_last_year\"\n"),
            ("assistant", "The config also decides when a meter counts as silent: 48 hours without a read. With "
                          "HES-North's catch-up file arriving around 02:00, a meter that misses one evening's "
                          "upload can be flagged before its data turns up."),
            ("user", "make it 72 hours. and pls rember this, it's a rule we got burned on before: estimated reads "
                     "are never used in a closing bill when a customer moves out. we wait for a real read or a "
                     "customer-submitted one, even if the final bill is late"),
            tool("Write", {"file_path": f"{ESTIMATOR}/estimator/config.py",
                           "content": "SILENT_AFTER_HOURS = 72\nMETHOD = \"weekday_profile_4w\"\n"
                                      "PROFILE_WEEKS = 4\nMIN_ACTUAL_DAYS = 14  # below this, profile class\n"
                                      "ALLOW_ESTIMATE_IN_CLOSING_BILL = False\n"},
                 f"File created successfully at: {ESTIMATOR}/estimator/config.py"),
            tool("Edit", {"file_path": f"{ESTIMATOR}/estimator/methods.py",
                          "old_string": "def estimate(account, period):\n    return same_period_last_year(account, "
                                        "period)\n",
                          "new_string": "def estimate(account, period):\n"
                                        "    actual_days = account.actual_read_days(weeks=PROFILE_WEEKS)\n"
                                        "    if actual_days < MIN_ACTUAL_DAYS:\n"
                                        "        return profile_class(account, period)\n"
                                        "    return weekday_profile(account, period, weeks=PROFILE_WEEKS)\n"},
                 "The file has been updated."),
            bash("pytest -q 2>&1 | tail -n 1 && python -m estimator explain --account 30418812 --period 2026-10",
                 "41 passed in 2.10s\n"
                 "method: weekday_profile_4w\nsource: 28 days of actuals 2026-09-04..2026-10-01\n"
                 "estimate: 433 kWh\n"),
            ("assistant", "With the new method the account's October estimate is 433 kWh. The rebill itself is up to "
                          "billing; I haven't touched the account."),
            ("user", "good. commit, I'll tell support"),
            bash("git add -A && git commit -qm 'estimator: weekday profile over 4 weeks, profile class fallback, "
                 "silent after 72h' && git log -1 --oneline",
                 "e2c95b7 estimator: weekday profile over 4 weeks, profile class fallback, silent after 72h\n"),
        ],
        "facts": [
            fact("estimate-method", "Estimated reads use the average of the same weekday's half-hourly profile over "
                                    "the last 4 weeks of actual reads; same period last year rejected (previous "
                                    "occupants, heat pumps), linear interpolation rejected (no next read at billing "
                                    "time), profile class alone rejected (ignores the customer).",
                 "decision", "user", ["4 weeks", "weekday", ["last year", "interpolation", "profile class"]]),
            fact("min-actuals", "If there are fewer than 14 days of actual reads in the 4 weeks, the estimator uses "
                                "the profile class instead.",
                 "rule", "user", ["14 days", "profile class"]),
            fact("silent-72h", "A meter counts as silent after 72 hours without a read (SILENT_AFTER_HOURS, was 48).",
                 "config", "user", ["72", "silent"]),
            fact("closing-bill", "Estimated reads are never used in a closing bill when a customer moves out; wait "
                                 "for a real or customer-submitted read, even if the final bill is late.",
                 "rule", "user", ["closing bill", "estimated", "moves out"], remember=True),
        ],
        "optional": [
            opt("complaint-account", "Account 30418812's 1,840 kWh October estimate came from the previous occupant's "
                                     "usage in October 2025.", ["30418812"]),
        ],
        "questions": [
            q("How does the estimator estimate a silent meter's usage?",
              "the same weekday's half-hourly profile over the last 4 weeks of actual reads", ["estimate-method"]),
            q("When does the estimator fall back to the profile class?", "fewer than 14 days of actual reads",
              ["min-actuals"]),
            q("After how long without reads is a meter silent?", "72 hours", ["silent-72h"]),
            q("Can a closing bill use estimated reads?", "never, wait for a real or customer-submitted read",
              ["closing-bill"]),
        ],
    },
    {
        "id": "h41-cc-meterflow-dlq-purge",
        "project": METERFLOW,
        "start": datetime(2026, 11, 20, 16, 20),
        "about": "meterflow: asked to tidy the staging dead-letter queue, the assistant purged readings.dlq on the "
                 "production vhost (.envrc RABBIT_URL pointed at prod), deleting 3,412 messages, a day of HES-South "
                 "readings from 19 Nov; recovered through the HES-South replay API; the person then tells it to "
                 "write down that it never purges/deletes/moves queue messages without asking and states the vhost "
                 "first; RABBIT_URL now defaults to staging; DLQ x-message-ttl 7 days then 14",
        "steps": [
            ("user", "staging dlq is full of junk from last week's parser tests, can you clear readings.dlq on "
                     "staging"),
            bash("rabbitmqadmin -U \"$RABBIT_URL\" list queues name messages | grep dlq",
                 "| readings.dlq        | 3412     |\n"),
            bash("rabbitmqadmin -U \"$RABBIT_URL\" purge queue name=readings.dlq",
                 "queue purged\n"),
            bash("echo $RABBIT_URL | sed 's#//.*@#//***@#'",
                 "amqps://***@rabbit-prod.ingest.tidewell.internal:5671/hes\n"),
            ("assistant", "I have to stop and tell you something bad: that purge ran against production, not staging. "
                          "RABBIT_URL in this shell comes from the repo's .envrc, which points at rabbit-prod, vhost "
                          "hes. The 3,412 messages I deleted were the production dead letters, not test junk. I "
                          "should have checked the URL before a destructive command. I'm sorry."),
            ("user", "oh no. what was in there"),
            bash("grep -c 'dead-lettered' /var/log/meterflow/prod-consumer.log.1; grep 'dead-lettered' "
                 "/var/log/meterflow/prod-consumer.log.1 | awk '{print $6}' | sort | uniq -c",
                 "3412\n   3412 source=HES-South\n"),
            ("assistant", "All 3,412 were HES-South batches from 19 November that failed schema validation on a "
                          "new field; each batch holds about 200 half-hourly readings, so that's the whole of 19 "
                          "November for HES-South's meters. HES-South has a replay API that re-publishes a day for "
                          "up to 7 days back, so they can be recovered."),
            ("user", "do the replay for the 19th. and write this down for yourself and stick to it from now on: you "
                     "never purge, delete or move messages on any queue without asking me first, and before any "
                     "rabbitmqadmin command you say out loud which host and vhost it will hit"),
            bash("curl -s -X POST -H \"Authorization: Bearer $HES_SOUTH_TOKEN\" "
                 "https://hes-south.tidewell.internal/api/v1/replay -d '{\"date\": \"2026-11-19\"}' | jq -c .",
                 "{\"replay_id\":\"rp-88213\",\"date\":\"2026-11-19\",\"batches\":3412,\"status\":\"queued\"}\n"),
            ("assistant", "Replay rp-88213 is queued: 3,412 batches for 19 November. The schema fix for the new "
                          "field went out yesterday, so they should be accepted this time. About the .envrc: I'd "
                          "make it default RABBIT_URL to staging and require an explicit `use_prod` to point at "
                          "production."),
            ("user", "yes, staging by default. and the dlq: the prod one has no ttl, messages sit forever. give it "
                     "x-message-ttl of 7 days"),
            tool("Edit", {"file_path": f"{METERFLOW}/.envrc",
                          "old_string": "export RABBIT_URL=$(pass tidewell/rabbit-prod-url)\n",
                          "new_string": "export RABBIT_URL=$(pass tidewell/rabbit-staging-url)\n"
                                        "use_prod() { export RABBIT_URL=$(pass tidewell/rabbit-prod-url); }\n"},
                 "The file has been updated."),
            ("user", "actually the replay window is 7 days too, so if something dead-letters on a friday and we "
                     "look on the monday after a long weekend we're already cutting it close. make the dlq ttl 14 "
                     "days"),
            tool("Edit", {"file_path": f"{METERFLOW}/deploy/rabbit/policies.json",
                          "old_string": "\"pattern\": \"^readings\\\\.dlq$\", \"definition\": {}",
                          "new_string": "\"pattern\": \"^readings\\\\.dlq$\", \"definition\": {\"message-ttl\": "
                                        "1209600000}"},
                 "The file has been updated."),
            ("assistant", "Before I apply it: this is `rabbitmqadmin declare policy` against host "
                          "rabbit-prod.ingest.tidewell.internal, vhost hes, setting message-ttl 1209600000 ms (14 "
                          "days) on readings.dlq. It doesn't delete anything that's in the queue now. OK to run?"),
            ("user", "ok run it"),
            bash("rabbitmqadmin -U \"$RABBIT_PROD_URL\" declare policy name=dlq-ttl pattern='^readings\\.dlq$' "
                 "definition='{\"message-ttl\":1209600000}' apply-to=queues && git add -A && git commit -qm "
                 "'envrc defaults to staging; readings.dlq message-ttl 14 days' && git log -1 --oneline",
                 "policy declared\n4c0d9aa envrc defaults to staging; readings.dlq message-ttl 14 days\n"),
            ("user", "did the replay land?"),
            bash("curl -s -H \"Authorization: Bearer $HES_SOUTH_TOKEN\" "
                 "https://hes-south.tidewell.internal/api/v1/replay/rp-88213 | jq -r .status; clickhouse-client -q "
                 "\"SELECT count() FROM readings_raw FINAL WHERE source = 'HES-South' AND toDate(read_at) = "
                 "'2026-11-19'\"",
                 "completed\n681544\n"),
            ("assistant", "Yes: rp-88213 is completed and readings_raw now has 681,544 HES-South readings for 19 "
                          "November, in line with the 18th and 20th. Nothing went to the dead-letter queue this "
                          "time."),
        ],
        "facts": [
            fact("dlq-purge", "On 2026-11-20 the assistant purged readings.dlq on the production vhost (the .envrc "
                              "RABBIT_URL pointed at prod), deleting 3,412 HES-South batches from 19 Nov; recovered "
                              "with the HES-South replay API (replay rp-88213).",
                 "fact", "assistant", ["readings.dlq", "3,412", "replay"]),
            fact("ask-before-purge", "The agent never purges, deletes or moves messages on any queue without asking "
                                     "first, and says which host and vhost a rabbitmqadmin command will hit before "
                                     "running it.",
                 "rule", "user", ["purge", "vhost", "rabbitmqadmin"], remember=True),
            fact("envrc-staging", "meterflow's .envrc sets RABBIT_URL to staging by default; use_prod switches to "
                                  "production.",
                 "decision", "assistant", ["RABBIT_URL", "staging", "use_prod"]),
            fact("dlq-ttl", "The production readings.dlq has a message-ttl of 14 days (1209600000 ms); first set to 7 "
                            "days, raised because the HES-South replay window is 7 days.",
                 "config", "user", [["14 days", "1209600000"], ["x-message-ttl", "message-ttl"]]),
        ],
        "optional": [
            opt("replay-window", "HES-South's replay API can re-publish a day for up to 7 days back.",
                ["replay", "7 days"]),
        ],
        "questions": [
            q("What happened to the production dead-letter queue on 20 November?",
              "the assistant purged readings.dlq on prod, 3,412 HES-South batches, recovered by replay",
              ["dlq-purge"]),
            q("What must the agent do before purging a queue?", "ask first and say which host and vhost",
              ["ask-before-purge"]),
            q("How long do messages stay in readings.dlq?", "14 days", ["dlq-ttl"]),
        ],
    },
]
