"""h62 Claude Code sessions, part a: meter-ingest at Northfen Energy (a regional utility's metering team):
duplicate interval readings from the head-end's gap-fill resends, the nightly SFTP batch loader for the
older meters, and a walkthrough of the validation pipeline that decides nothing."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

INGEST = "/home/tomasz/work/meter-ingest"


def _consumer_log() -> str:
    lines = []
    for i in range(34):
        minute = 10 + i
        mprn = 10030000000 + (i * 7919) % 99999
        lines.append(f"2026-11-01T03:{minute:02d}:0{i % 10}.{(i * 37) % 1000:03d}Z INFO  mqtt_consumer "
                     f"topic=hes/AMI-{(i % 4) + 1}/interval mprn={mprn} reads=48 inserted=48 conflicts=0")
    lines.insert(12, "2026-11-01T03:21:44.907Z INFO  mqtt_consumer heartbeat ok lag_ms=212 inflight=3")
    lines.insert(25, "2026-11-01T03:33:02.118Z WARN  mqtt_consumer slow insert 1830ms batch=48 (mds-primary)")
    return "\n".join(lines) + "\n"


def _pytest_out(n: int, extra: str = "") -> str:
    names = ["test_parse_interval_payload", "test_parse_register_payload", "test_reject_negative_delta",
             "test_rollover_99999", "test_dst_short_day_46_intervals", "test_dst_long_day_50_intervals",
             "test_insert_batch", "test_insert_conflict_same_value", "test_insert_conflict_other_value",
             "test_conflict_row_written", "test_too_old_flag", "test_heartbeat", "test_reconnect_backoff"]
    body = "".join(f"tests/test_ingest.py::{name} PASSED{' ' * (48 - len(name))}[{(k + 1) * 100 // len(names):3d}%]\n"
                   for k, name in enumerate(names[:n]))
    return ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.6, pytest-8.3.3, pluggy-1.5.0\n"
            "rootdir: /home/tomasz/work/meter-ingest\nconfigfile: pyproject.toml\nplugins: asyncio-0.24.0\n"
            f"collected {n} items\n\n" + body + extra +
            f"\n============================== {n} passed in 3.41s ===============================\n")


SESSIONS = [
    {
        "id": "h62-cc-ingest-duplicate-readings",
        "project": INGEST,
        "start": datetime(2026, 11, 2, 8, 40),
        "about": "meter-ingest: duplicate half-hourly readings in mds; wrong guess (QoS 1 redelivery after a broker "
                 "restart, there was none); real cause the head-end's gap-fill resends plus an ON CONFLICT key that "
                 "included received_at; key now (mprn, register_id, read_at), differing values go to "
                 "reading_conflicts; Polish-flavoured standing rule about readings older than 90 days; near-misses: "
                 "'do you remember which port', a joke with 'remember'",
        "steps": [
            ("user", "dzień dobry :) so, we have a problem. billing team says some meters have double readings in "
                     "mds since friday. interval readings, same meter same half-hour, two times. the consumer is in "
                     "ingest/mqtt_consumer.py, can you look?"),
            ("assistant", "Good morning! Let me look at the consumer first and then at the duplicated rows."),
            tool("Read", {"file_path": f"{INGEST}/ingest/mqtt_consumer.py"},
                 "     1\timport json\n     2\timport logging\n     3\t\n     4\timport paho.mqtt.client as mqtt\n"
                 "     5\tfrom psycopg import sql\n     6\t\n     7\tfrom ingest.config import settings\n"
                 "     8\tfrom ingest.db import pool\n     9\tfrom ingest.parse import parse_interval\n    10\t\n"
                 "    11\tlog = logging.getLogger(\"mqtt_consumer\")\n    12\t\n"
                 "    13\tINSERT = sql.SQL(\"\"\"\n"
                 "    14\t    insert into readings (mprn, register_id, read_at, value_wh, quality, received_at)\n"
                 "    15\t    values (%s, %s, %s, %s, %s, now())\n"
                 "    16\t    on conflict (mprn, register_id, read_at, received_at) do nothing\n"
                 "    17\t\"\"\")\n    18\t\n"
                 "    19\tdef on_connect(client, userdata, flags, rc):\n"
                 "    20\t    client.subscribe(\"hes/+/interval\", qos=1)\n    21\t\n"
                 "    22\tdef on_message(client, userdata, msg):\n"
                 "    23\t    reads = parse_interval(json.loads(msg.payload))\n"
                 "    24\t    with pool.connection() as conn:\n"
                 "    25\t        conn.cursor().executemany(INSERT, [r.as_row() for r in reads])\n"
                 "    26\t    log.info(\"topic=%s mprn=%s reads=%d\", msg.topic, reads[0].mprn, len(reads))\n"
                 "    27\t\n"
                 "    28\tdef main():\n"
                 "    29\t    client = mqtt.Client(client_id=settings.client_id, clean_session=False)\n"
                 "    30\t    client.tls_set(settings.ca_file)\n"
                 "    31\t    client.connect(settings.broker_host, settings.broker_port)\n"
                 "    32\t    client.loop_forever()\n"),
            bash("psql \"$MDS_URL\" -c \"select mprn, register_id, read_at, value_wh, received_at from readings "
                 "where (mprn, register_id, read_at) in (select mprn, register_id, read_at from readings "
                 "where read_at >= '2026-10-30' group by 1,2,3 having count(*) > 1) order by 1,3,5 limit 12\"",
                 "    mprn     | register_id |        read_at         | value_wh |          received_at\n"
                 "-------------+-------------+------------------------+----------+-------------------------------\n"
                 " 10030004412 |           1 | 2026-10-30 17:00:00+00 |      612 | 2026-10-30 17:31:02.118+00\n"
                 " 10030004412 |           1 | 2026-10-30 17:00:00+00 |      612 | 2026-10-31 02:14:40.901+00\n"
                 " 10030004412 |           1 | 2026-10-30 17:30:00+00 |      588 | 2026-10-30 18:01:01.554+00\n"
                 " 10030004412 |           1 | 2026-10-30 17:30:00+00 |      588 | 2026-10-31 02:14:40.902+00\n"
                 " 10030019877 |           1 | 2026-10-30 18:00:00+00 |      904 | 2026-10-30 18:31:05.007+00\n"
                 " 10030019877 |           1 | 2026-10-30 18:00:00+00 |      911 | 2026-10-31 02:14:41.330+00\n"
                 " 10030027310 |           1 | 2026-10-31 06:30:00+00 |      144 | 2026-10-31 07:01:00.212+00\n"
                 " 10030027310 |           1 | 2026-10-31 06:30:00+00 |      144 | 2026-11-01 02:10:12.667+00\n"
                 " 10030027310 |           1 | 2026-10-31 07:00:00+00 |      139 | 2026-10-31 07:31:00.480+00\n"
                 " 10030027310 |           1 | 2026-10-31 07:00:00+00 |      139 | 2026-11-01 02:10:12.668+00\n"
                 " 10030031002 |           2 | 2026-10-31 21:00:00+00 |     1207 | 2026-10-31 21:31:03.990+00\n"
                 " 10030031002 |           2 | 2026-10-31 21:00:00+00 |     1207 | 2026-11-01 02:10:13.004+00\n"
                 "(12 rows)\n"),
            ("assistant", "The pairs have the same meter, register and interval, mostly the same value, and the "
                          "second copy always arrives in the small hours (02:10 to 02:15). The subscription is QoS 1 "
                          "with `clean_session=False`, which is at-least-once delivery: if the broker restarted "
                          "overnight, it would redeliver every message we had not acknowledged, and the insert "
                          "would not catch it. My first guess is a broker restart on Friday night. If that's it, "
                          "we could move the subscription to QoS 2 (exactly-once between broker and us), at the "
                          "cost of an extra round trip per message."),
            ("user", "hm, but the broker was not restarted friday. i asked ops on chat just now, uptime 41 days. and "
                     "there are duplicates also from saturday night"),
            bash("journalctl -u meter-ingest --since '2026-11-01 03:00' --until '2026-11-01 03:45' --no-pager "
                 "| cut -c 1-200", _consumer_log()),
            ("assistant", "Nothing in our own log looks like a reconnect or a redelivery storm, so the QoS idea is "
                          "wrong. Let me look at what the head-end itself sent around 02:10."),
            bash("ssh hes-gw01 'grep -h \"2026-11-01T02:1\" /var/log/meterix-hes/publisher.log | head -20'",
                 "2026-11-01T02:09:58Z publisher INFO  collector AMI-3 back online after 6h41m outage\n"
                 "2026-11-01T02:10:00Z publisher INFO  gap-fill started window=2026-10-31T00:00Z/2026-11-01T02:00Z "
                 "meters=1904\n"
                 "2026-11-01T02:10:12Z publisher INFO  gap-fill resend mprn=10030027310 intervals=40 (republish "
                 "all, no delta)\n"
                 "2026-11-01T02:10:12Z publisher INFO  gap-fill resend mprn=10030027311 intervals=40 (republish "
                 "all, no delta)\n"
                 "2026-11-01T02:10:13Z publisher INFO  gap-fill resend mprn=10030031002 intervals=40 (republish "
                 "all, no delta)\n"
                 "2026-11-01T02:10:13Z publisher INFO  gap-fill resend mprn=10030031007 intervals=40 (republish "
                 "all, no delta)\n"
                 "2026-11-01T02:10:14Z publisher INFO  gap-fill resend mprn=10030031020 intervals=38 (republish "
                 "all, no delta)\n"
                 "2026-11-01T02:14:59Z publisher INFO  gap-fill done meters=1904 messages=1904 intervals=74211\n"),
            ("assistant", "Found it.\n\n**What happens.** When one of the head-end's collectors (AMI-3 here) comes "
                          "back after an outage, the Meterix HES runs a *gap-fill*: it republishes the whole window "
                          "for every meter behind that collector, including intervals it had already delivered. "
                          "That is by design on their side (\"republish all, no delta\").\n\n"
                          "**Why we store them twice.** Our insert has `on conflict (mprn, register_id, read_at, "
                          "received_at) do nothing`. `received_at` is `now()`, so a resent interval always has a "
                          "different `received_at` and never conflicts. The unique key should describe the reading, "
                          "not the delivery.\n\n"
                          "**Fix.** A unique index on `(mprn, register_id, read_at)` and the conflict target changed "
                          "to match; `received_at` stays as a column but leaves the key. One open question: the pair "
                          "for 10030019877 has different values (904 vs 911). With `do nothing` the first one wins. "
                          "Do you want first-wins, last-wins, or something else?"),
            ("user", "yes, key without received_at. if value is different, keep first one and the new one write to "
                     "reading_conflicts table, billing people check it manually every morning"),
            tool("Write", {"file_path": f"{INGEST}/migrations/0031_readings_unique_key.sql",
                           "content": "create table if not exists reading_conflicts (...)"},
                 "File created successfully at: /home/tomasz/work/meter-ingest/migrations/0031_readings_unique_key.sql"),
            tool("Edit", {"file_path": f"{INGEST}/ingest/mqtt_consumer.py",
                          "old_string": "on conflict (mprn, register_id, read_at, received_at) do nothing",
                          "new_string": "on conflict (mprn, register_id, read_at) do nothing\n    returning 0"},
                 "The file /home/tomasz/work/meter-ingest/ingest/mqtt_consumer.py has been updated."),
            bash("git diff --stat && git diff ingest/mqtt_consumer.py | head -60",
                 " ingest/mqtt_consumer.py                     | 31 +++++++++++++++++++------\n"
                 " migrations/0031_readings_unique_key.sql     | 24 +++++++++++++++++++\n"
                 " tests/test_ingest.py                        | 41 ++++++++++++++++++++++++++++++\n"
                 " 3 files changed, 89 insertions(+), 7 deletions(-)\n"
                 "diff --git a/ingest/mqtt_consumer.py b/ingest/mqtt_consumer.py\n"
                 "@@ -13,8 +13,20 @@ log = logging.getLogger(\"mqtt_consumer\")\n"
                 " INSERT = sql.SQL(\"\"\"\n"
                 "     insert into readings (mprn, register_id, read_at, value_wh, quality, received_at)\n"
                 "     values (%s, %s, %s, %s, %s, now())\n"
                 "-    on conflict (mprn, register_id, read_at, received_at) do nothing\n"
                 "+    on conflict (mprn, register_id, read_at) do nothing\n"
                 "+    returning mprn\n"
                 " \"\"\")\n"
                 "+\n"
                 "+CONFLICT = sql.SQL(\"\"\"\n"
                 "+    insert into reading_conflicts (mprn, register_id, read_at, kept_wh, offered_wh, offered_at)\n"
                 "+    select r.mprn, r.register_id, r.read_at, r.value_wh, %s, now()\n"
                 "+      from readings r\n"
                 "+     where r.mprn = %s and r.register_id = %s and r.read_at = %s and r.value_wh <> %s\n"
                 "+\"\"\")\n"),
            bash("psql \"$MDS_URL\" -f scripts/dedupe_readings_2026_10.sql",
                 "BEGIN\nINSERT 0 37\nDELETE 4182\nCREATE INDEX\nCOMMIT\n"),
            bash(".venv/bin/pytest -q tests/test_ingest.py -v", _pytest_out(13)),
            ("assistant", "Migration applied on mds: 4182 duplicate rows removed, 37 pairs with different values "
                          "moved to reading_conflicts (first value kept in readings), and the new unique index is "
                          "in place. All 13 ingest tests pass, including two new ones for the same-value and "
                          "other-value resend."),
            ("user", "super. one other thing, and this is important for always. please, you must to remember: a "
                     "reading older than 90 days we never bill it. ingest keeps it in mds but puts the flag "
                     "too_old=true, and billing skips it. in every session about this repo have this in the head, "
                     "the last contractor forgot it and we billed 2024 readings, big scandal"),
            bash("rg -n 'too_old|MAX_READING_AGE' ingest/",
                 "ingest/validate.py:9:MAX_READING_AGE_DAYS = 120\n"
                 "ingest/validate.py:41:    too_old = (now - reading.read_at).days > MAX_READING_AGE_DAYS\n"
                 "ingest/validate.py:42:    return replace(reading, too_old=too_old)\n"),
            ("assistant", "Noted, and it matters here: the code disagrees with the rule. `MAX_READING_AGE_DAYS` in "
                          "ingest/validate.py is 120, so a reading 91 to 120 days old would come in with "
                          "too_old=false and be billed. I'll set it to 90 and add a test at 90 and 91 days."),
            tool("Edit", {"file_path": f"{INGEST}/ingest/validate.py", "old_string": "MAX_READING_AGE_DAYS = 120",
                          "new_string": "MAX_READING_AGE_DAYS = 90  # readings older than this are never billed"},
                 "The file /home/tomasz/work/meter-ingest/ingest/validate.py has been updated."),
            ("user", "good catch. and do you remember which port the broker has? i forgot, 8883 or 1883. need it for "
                     "the firewall ticket"),
            bash("cat config/mqtt.yaml",
                 "broker_host: hes-broker.int.northfen.energy\nbroker_port: 8883\ntls: true\n"
                 "ca_file: /etc/meter-ingest/hes-ca.pem\nclient_id: meter-ingest-prod-1\n"
                 "keepalive_s: 30\n"),
            ("assistant", "I don't keep memory between sessions, but config/mqtt.yaml says: broker "
                          "hes-broker.int.northfen.energy on port 8883, with TLS (CA in /etc/meter-ingest/hes-ca.pem). "
                          "1883 would be plain MQTT, which we don't use."),
            ("user", "8883, ok. thanks. and remember to pay your own electricity bill before you fix ours haha"),
            ("assistant", "Ha, I run on someone else's meter. Summary of today:\n\n"
                          "- Duplicates came from the head-end's gap-fill resends; our conflict key included "
                          "received_at, so resends were never caught. Key is now (mprn, register_id, read_at).\n"
                          "- Resends with a different value keep the first value; the new one lands in "
                          "reading_conflicts for billing's morning check.\n"
                          "- 4182 old duplicates removed.\n"
                          "- MAX_READING_AGE_DAYS is 90 now, so too_old matches the 90-day rule.\n\n"
                          "Nothing is committed yet."),
            ("user", "commit it tomorrow, i want to show Kasia the diff first. bye"),
        ],
        "facts": [
            fact("dup-cause", "Duplicate interval readings came from the Meterix head-end's gap-fill resends after a "
                              "collector outage; the ON CONFLICT key included received_at, so resends never "
                              "conflicted. The unique key is now (mprn, register_id, read_at).",
                 "bugfix", "assistant", ["gap-fill", "received_at"]),
            fact("conflicts-table", "When a resent reading has a different value, the first value is kept and the new "
                                    "one is written to the reading_conflicts table, which billing checks by hand "
                                    "every morning.",
                 "decision", "user", ["reading_conflicts"]),
            fact("too-old", "A reading older than 90 days is never billed: ingest keeps it in mds with too_old=true "
                            "and billing skips it (MAX_READING_AGE_DAYS = 90).",
                 "rule", "user", ["90 days", "too_old"], remember=True),
            fact("broker-port", "The head-end MQTT broker is hes-broker.int.northfen.energy on port 8883 with TLS.",
                 "config", "assistant", ["8883"]),
        ],
        "optional": [
            opt("qos2-not-needed", "The QoS 1 redelivery theory was wrong (broker had not restarted); the "
                                   "subscription stays QoS 1.", ["QoS 1"]),
            opt("max-age-was-120", "MAX_READING_AGE_DAYS in ingest/validate.py was 120 and was set to 90.",
                ["MAX_READING_AGE_DAYS"]),
        ],
        "questions": [
            q("Why did mds hold duplicate interval readings?",
              "head-end gap-fill resends; conflict key included received_at", ["dup-cause"]),
            q("What happens when a resent reading has a different value?",
              "first value kept, new one written to reading_conflicts", ["conflicts-table"]),
            q("Are readings older than 90 days billed?", "never billed, kept with too_old flag", ["too-old"]),
            q("Which port does the head-end MQTT broker use?", "8883 with TLS", ["broker-port"]),
        ],
    },
    {
        "id": "h62-cc-ingest-sftp-batches",
        "project": INGEST,
        "start": datetime(2026, 11, 9, 9, 5),
        "about": "meter-ingest: new SFTP batch loader for the older AMR meters; pasted Meterix batch interface "
                 "spec of which only some points are confirmed (their 'delete after pickup' is not); a list of four "
                 "items where item 3 is a request to keep something in notes (archive, never delete) and item 4 a "
                 "one-off rename; poll interval 15 then changed to 30 minutes; paramiko over pysftp",
        "steps": [
            ("user", "hi. today the sftp part. the old AMR meters (the ~38k not on mqtt) come from the head-end as "
                     "nightly files. vendor sent the spec, i paste it, read it:\n\n"
                     "---\nMeterix HES 7 - Batch Export Interface, rev 3.2\n\n"
                     "1. Files are written to /export/reads on sftp.hes.meterix-hosted.net, one or more per night, "
                     "named READS_<YYYYMMDD>_<nn>.csv.gz.\n"
                     "2. Writing is complete when a zero-byte marker <file>.done is present. Clients MUST NOT read a "
                     "file without its marker.\n"
                     "3. Columns: mprn;register_id;read_at;value_wh;quality;source. Separator is semicolon, decimal "
                     "separator is comma, timestamps are UTC ISO-8601.\n"
                     "4. quality: A = actual, E = estimated, S = substituted by the HES validation.\n"
                     "5. Files are retained for 7 days. Clients are encouraged to delete files after pickup to save "
                     "space.\n"
                     "6. Key-based authentication only, RSA 4096 or ed25519. IP allow-listing required.\n"
                     "7. Files are produced between 00:30 and 02:00 UTC. Late files may appear until 06:00 on "
                     "collector outage.\n"
                     "---\n\nwhat is true for us: 1, 2, 3, 4 yes. 5 no, we don't delete on their side, their 7 days "
                     "is their problem. 6 we have ed25519 key already. 7 more or less"),
            ("assistant", "Thanks, that's clear. Before I write anything, let me see what's on the server and how the "
                          "MQTT path stores quality, so both paths end up the same in mds."),
            bash("sftp -i ~/.ssh/hes_batch_ed25519 -b - northfen@sftp.hes.meterix-hosted.net <<< 'ls -l /export/reads'",
                 "sftp> ls -l /export/reads\n"
                 "-rw-r-----    1 hes      hes       4182331 Nov  3 01:12 READS_20261103_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes             0 Nov  3 01:12 READS_20261103_01.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes       4190002 Nov  4 01:09 READS_20261104_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes             0 Nov  4 01:09 READS_20261104_01.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes       4201876 Nov  5 01:15 READS_20261105_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes             0 Nov  5 01:15 READS_20261105_01.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes       2288120 Nov  6 01:11 READS_20261106_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes       1930555 Nov  6 05:48 READS_20261106_02.csv.gz\n"
                 "-rw-r-----    1 hes      hes             0 Nov  6 05:48 READS_20261106_02.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes             0 Nov  6 01:11 READS_20261106_01.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes       4177450 Nov  7 01:10 READS_20261107_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes       4179933 Nov  8 01:13 READS_20261108_01.csv.gz\n"
                 "-rw-r-----    1 hes      hes             0 Nov  8 01:13 READS_20261108_01.csv.gz.done\n"
                 "-rw-r-----    1 hes      hes       3012004 Nov  9 01:20 READS_20261109_01.csv.gz\n"),
            bash("zcat /tmp/READS_20261108_01.csv.gz | head -8",
                 "mprn;register_id;read_at;value_wh;quality;source\n"
                 "10020000117;1;2026-11-07T00:00:00Z;15432,0;A;AMR\n"
                 "10020000117;2;2026-11-07T00:00:00Z;8811,0;A;AMR\n"
                 "10020000125;1;2026-11-07T00:00:00Z;20917,0;E;AMR\n"
                 "10020000133;1;2026-11-07T00:00:00Z;3310,0;A;AMR\n"
                 "10020000141;1;2026-11-07T00:00:00Z;11207,0;S;AMR\n"
                 "10020000158;1;2026-11-07T00:00:00Z;9094,0;A;AMR\n"
                 "10020000166;1;2026-11-07T00:00:00Z;17730,0;E;AMR\n"),
            ("assistant", "Observations:\n\n- READS_20261107_01 has no .done marker even now, and 20261109_01 is "
                          "still without one, so the marker rule is real, not paperwork.\n"
                          "- Decimal comma confirmed (15432,0).\n"
                          "- The MQTT path already stores `quality` as A/E/S in readings, so E from the batch maps "
                          "1:1 and billing will mark those bills as estimated the same way.\n\n"
                          "Proposal: a small poller in ingest/sftp_loader.py, run by a systemd timer every 5 "
                          "minutes, that downloads files with a marker, loads them with the same insert as the MQTT "
                          "path (so the new unique key dedupes both), and records loaded file names in a "
                          "`batch_files` table."),
            ("user", "5 minutes is too much, every 15 minutes is fine. ok, before you start, list for this:\n"
                     "1. use paramiko, not pysftp (pysftp is dead since years)\n"
                     "2. never pick up a csv without the .done marker, like the spec says\n"
                     "3. keep in your notes for next times: processed files go to /data/hes-archive/YYYY/MM on our "
                     "side, we never delete them, auditors from the regulator ask for them\n"
                     "4. rename the module to sftp_batch.py, loader is confusing with the mqtt one"),
            ("assistant", "Got it: paramiko, marker-only pickup, archive under /data/hes-archive/YYYY/MM and never "
                          "delete, module named ingest/sftp_batch.py, timer every 15 minutes. Writing it now."),
            tool("Write", {"file_path": f"{INGEST}/ingest/sftp_batch.py", "content": "import paramiko\n..."},
                 "File created successfully at: /home/tomasz/work/meter-ingest/ingest/sftp_batch.py"),
            tool("Write", {"file_path": f"{INGEST}/deploy/meter-ingest-sftp.timer",
                           "content": "[Timer]\nOnCalendar=*:0/15\nPersistent=true\n"},
                 "File created successfully at: /home/tomasz/work/meter-ingest/deploy/meter-ingest-sftp.timer"),
            bash(".venv/bin/pytest -q tests/test_sftp_batch.py -v",
                 "============================= test session starts ==============================\n"
                 "collected 9 items\n\n"
                 "tests/test_sftp_batch.py::test_skips_file_without_marker PASSED            [ 11%]\n"
                 "tests/test_sftp_batch.py::test_loads_file_with_marker PASSED               [ 22%]\n"
                 "tests/test_sftp_batch.py::test_decimal_comma PASSED                        [ 33%]\n"
                 "tests/test_sftp_batch.py::test_quality_codes_A_E_S PASSED                  [ 44%]\n"
                 "tests/test_sftp_batch.py::test_archive_path_year_month PASSED              [ 55%]\n"
                 "tests/test_sftp_batch.py::test_never_deletes_remote PASSED                 [ 66%]\n"
                 "tests/test_sftp_batch.py::test_already_loaded_file_skipped PASSED          [ 77%]\n"
                 "tests/test_sftp_batch.py::test_late_second_file_same_night FAILED          [ 88%]\n"
                 "tests/test_sftp_batch.py::test_too_old_flag_applied PASSED                 [100%]\n\n"
                 "=================================== FAILURES ===================================\n"
                 "______________________ test_late_second_file_same_night _______________________\n"
                 "    def test_late_second_file_same_night(tmp_path, fake_sftp):\n"
                 "        fake_sftp.add('READS_20261106_01.csv.gz', marker=True)\n"
                 "        fake_sftp.add('READS_20261106_02.csv.gz', marker=True)\n"
                 "        run_once(tmp_path)\n"
                 ">       assert loaded_names() == {'READS_20261106_01.csv.gz', 'READS_20261106_02.csv.gz'}\n"
                 "E       AssertionError: assert {'READS_20261106_01.csv.gz'} == {...}\n"
                 "ingest/sftp_batch.py:58: in run_once\n"
                 "    night = name[6:14]\n"
                 "    if night in seen_nights: continue\n"
                 "========================= 1 failed, 8 passed in 1.02s ==========================\n"),
            ("assistant", "One failure, my bug: I de-duplicated by night (the date in the name) instead of by file "
                          "name, so a late _02 file on a collector-outage night would be skipped. Fixing it to key "
                          "batch_files by full file name."),
            tool("Edit", {"file_path": f"{INGEST}/ingest/sftp_batch.py",
                          "old_string": "    night = name[6:14]\n    if night in seen_nights: continue",
                          "new_string": "    if name in loaded: continue"},
                 "The file /home/tomasz/work/meter-ingest/ingest/sftp_batch.py has been updated."),
            bash(".venv/bin/pytest -q tests/test_sftp_batch.py", "9 passed in 0.97s\n"),
            ("user", "ok. actually i think again about the timer. files come once per night, 15 minutes is also "
                     "stupid, it's just log noise. make it every 30 minutes. no need more"),
            tool("Edit", {"file_path": f"{INGEST}/deploy/meter-ingest-sftp.timer", "old_string": "OnCalendar=*:0/15",
                          "new_string": "OnCalendar=*:0/30"},
                 "The file /home/tomasz/work/meter-ingest/deploy/meter-ingest-sftp.timer has been updated."),
            ("assistant", "Timer is now every 30 minutes (OnCalendar=*:0/30). With files produced 00:30 to 02:00 and "
                          "late ones up to 06:00, the worst-case delay is half an hour, which the morning billing "
                          "checks don't notice."),
            ("user", "perfect. dziękuję"),
        ],
        "facts": [
            fact("poll-30", "The SFTP batch poller (systemd timer meter-ingest-sftp.timer) runs every 30 minutes; it "
                            "was set to 15 and changed because files arrive once a night.",
                 "config", "user", ["30 minutes", "timer"]),
            fact("paramiko", "The SFTP batch loader uses paramiko, not pysftp (pysftp is unmaintained).",
                 "decision", "user", ["paramiko"]),
            fact("done-marker", "A batch file is only picked up once its .done marker file exists.",
                 "convention", "user", ["done marker"]),
            fact("archive", "Processed batch files are moved to /data/hes-archive/YYYY/MM and never deleted, because "
                            "the regulator's auditors ask for them.",
                 "rule", "user", ["hes-archive", "never delete"], remember=True),
        ],
        "optional": [
            opt("module-name", "The batch loader module is ingest/sftp_batch.py.", ["sftp_batch"]),
            opt("no-remote-delete", "Files are not deleted on the Meterix SFTP server despite the spec's suggestion.",
                ["Meterix"]),
            opt("quality-codes", "Quality codes A (actual), E (estimated), S (substituted) map 1:1 into readings.",
                ["quality", "estimated"]),
        ],
        "questions": [
            q("How often does the SFTP batch poller run?", "every 30 minutes", ["poll-30"]),
            q("Which library does the SFTP loader use?", "paramiko, not pysftp", ["paramiko"]),
            q("What happens to processed batch files?", "go to /data/hes-archive/YYYY/MM, never delete them",
              ["archive"]),
        ],
    },
    {
        "id": "h62-cc-ingest-validation-walkthrough",
        "project": INGEST,
        "start": datetime(2026, 11, 19, 15, 30),
        "about": "meter-ingest: explains the existing validation pipeline for a presentation to a new colleague; "
                 "code full of 'never'/'always' in comments; 'maybe one day' about smarter spike checks; nothing "
                 "durable",
        "steps": [
            ("user", "hello! tomorrow a new guy starts in the team and i must explain him the validation of "
                     "readings. can you explain me how validate.py works, step by step? i don't remember all "
                     "details, it's written by somebody before me"),
            tool("Read", {"file_path": f"{INGEST}/ingest/validate.py"},
                 "     1\t\"\"\"Validation of a reading before it reaches mds.\n     2\t\n"
                 "     3\tOrder matters: the checks run top to bottom and the first failing one sets the status.\n"
                 "     4\t\"\"\"\n     5\tfrom dataclasses import replace\n     6\tfrom statistics import median\n"
                 "     7\t\n     8\tROLLOVER = 99_999_000  # Wh, six-digit kWh register\n"
                 "     9\tMAX_READING_AGE_DAYS = 90  # readings older than this are never billed\n"
                 "    10\tSPIKE_FACTOR = 3.0\n    11\tSPIKE_WINDOW = 14  # days of same-slot history\n    12\t\n"
                 "    13\tdef check_negative(prev, cur):\n"
                 "    14\t    # a register never goes backwards, except on rollover\n"
                 "    15\t    delta = cur.value_wh - prev.value_wh\n"
                 "    16\t    if delta >= 0:\n    17\t        return delta, None\n"
                 "    18\t    if prev.value_wh > ROLLOVER * 0.98:\n"
                 "    19\t        return cur.value_wh + (ROLLOVER - prev.value_wh), \"ROLLOVER\"\n"
                 "    20\t    return None, \"NEGATIVE\"\n    21\t\n"
                 "    22\tdef check_spike(history, delta):\n"
                 "    23\t    # always compare with the same half-hour slot, never with the previous slot\n"
                 "    24\t    if len(history) < 7:\n    25\t        return None\n"
                 "    26\t    if delta > SPIKE_FACTOR * median(history):\n    27\t        return \"SPIKE\"\n"
                 "    28\t    return None\n    29\t\n"
                 "    30\tdef check_dst(day_intervals, local_date):\n"
                 "    31\t    expected = 46 if is_short_day(local_date) else 50 if is_long_day(local_date) else 48\n"
                 "    32\t    return None if len(day_intervals) == expected else \"INTERVAL_COUNT\"\n    33\t\n"
                 "    34\tdef validate(prev, cur, history, now):\n"
                 "    35\t    delta, status = check_negative(prev, cur)\n"
                 "    36\t    if status == \"NEGATIVE\":\n"
                 "    37\t        return replace(cur, status=\"HELD\", reason=\"NEGATIVE\")\n"
                 "    38\t    spike = check_spike(history, delta)\n"
                 "    39\t    if spike:\n"
                 "    40\t        return replace(cur, status=\"HELD\", reason=spike)\n"
                 "    41\t    too_old = (now - cur.read_at).days > MAX_READING_AGE_DAYS\n"
                 "    42\t    return replace(cur, status=\"OK\", reason=status, too_old=too_old)\n"),
            bash("rg -n 'status == \"HELD\"|reason=' ingest/ billing_feed/ | head -20",
                 "ingest/validate.py:37:        return replace(cur, status=\"HELD\", reason=\"NEGATIVE\")\n"
                 "ingest/validate.py:40:        return replace(cur, status=\"HELD\", reason=spike)\n"
                 "ingest/validate.py:42:    return replace(cur, status=\"OK\", reason=status, too_old=too_old)\n"
                 "billing_feed/export.py:22:    where status = 'OK' and not too_old\n"
                 "ingest/review_queue.py:14:    rows = fetch(\"select * from readings where status = 'HELD'\")\n"),
            ("assistant", "Here is the walkthrough, in the order the code runs. You can more or less turn each "
                          "heading into a slide.\n\n"
                          "### 1. Negative consumption (`check_negative`)\n"
                          "The register is cumulative, so the current value minus the previous one is the "
                          "consumption. If it is negative there are two cases:\n"
                          "- the previous value was above 98% of `ROLLOVER` (99,999,000 Wh, a six-digit kWh "
                          "register): the meter wrapped around to zero, and the delta is computed across the wrap, "
                          "with reason `ROLLOVER` (the reading is still OK);\n"
                          "- otherwise the reading is `HELD` with reason `NEGATIVE`.\n\n"
                          "### 2. Spike (`check_spike`)\n"
                          "The delta is compared with the median of the same half-hour slot over the last days "
                          "(`SPIKE_WINDOW` 14). More than `SPIKE_FACTOR` (3x) the median means `HELD` with reason "
                          "`SPIKE`. With fewer than 7 days of history the check is skipped, which is why brand-new "
                          "meters never get spike holds in their first week.\n\n"
                          "### 3. Interval count on clock-change days (`check_dst`)\n"
                          "A normal local day has 48 half-hours, the spring-forward day 46 and the fall-back day 50. "
                          "Note this function is defined but `validate()` never calls it; it is only used by the "
                          "nightly completeness report, not per reading.\n\n"
                          "### 4. Age\n"
                          "Readings older than `MAX_READING_AGE_DAYS` get too_old=true; they are stored but the "
                          "billing feed (billing_feed/export.py) selects only `status = 'OK' and not too_old`.\n\n"
                          "### Where HELD readings go\n"
                          "ingest/review_queue.py lists them for the manual review; nothing releases them "
                          "automatically.\n\n"
                          "The one thing that surprises people: the checks stop at the first failure, so a reading "
                          "that is both negative and a spike only shows `NEGATIVE`."),
            ("user", "very clear, thank you. why 3x for the spike, is it a norm or somebody chose?"),
            bash("git log -S'SPIKE_FACTOR = 3.0' --format='%h %ad %s' --date=short -- ingest/validate.py",
                 "4be81c2 2023-03-14 validation: spike check against same-slot median (factor 3, see WIKI-212)\n"),
            ("assistant", "It came in with commit 4be81c2 in March 2023, \"spike check against same-slot median "
                          "(factor 3, see WIKI-212)\". So someone chose it and wrote it up in WIKI-212; it isn't "
                          "from a standard as far as the code says. The wiki page would have the reasoning."),
            ("user", "ok. maybe one day we make the spike check smarter, with weather or so, but not now. i'll "
                     "make slides. thanks, have a nice evening"),
            ("assistant", "Good luck with the presentation, and have a nice evening too."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
