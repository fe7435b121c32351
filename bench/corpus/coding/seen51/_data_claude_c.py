"""h51 Claude Code sessions, part c: a rights window that ran an hour past midnight in rights-gate, digitisation
jobs stuck in 'claimed' in the archive queue, and the Ansible playbook for the transcoder nodes."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

RIGHTS = "/home/tomas/src/rights-gate"
ARCHIVE = "/home/greta/src/archive-queue"
INFRA = "/home/tomas/src/vbc-infra"


SESSIONS = [
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-rights-midnight",
        "project": RIGHTS,
        "start": datetime(2026, 11, 9, 8, 15),
        "about": "rights-gate (Go, MariaDB): a film still streamable at 00:40 after its window ended; person "
                 "guesses the CDN manifest cache (wrong, max-age 60 and rights-gate itself said allow); cause: "
                 "end-of-day computed in UTC, so windows ran 1 h long in winter (2 h in summer); fix with "
                 "Europe/Brussels; distroless image panics without zoneinfo, fixed with -tags timetzdata ('tag. k'); "
                 "statement for later sessions that window_end is an inclusive local date",
        "steps": [
            ("user", "morning. rights team forwarded a complaint from the distributor of The Salt Road: the film was "
                     "still streamable at 00:40 on the night of 8 to 9 nov, window ended 8 nov. they have "
                     "screenshots. I need to know why by noon, legal is cc'd"),
            bash("mysql -h rights-db.vbc.internal -u rights_ro rights -e \"SELECT programme_id, title, window_start, "
                 "window_end, territory FROM rights_windows WHERE title LIKE 'The Salt Road%'\\G\"",
                 "*************************** 1. row ***************************\nprogramme_id: p-77410\n"
                 "       title: The Salt Road\nwindow_start: 2026-10-09\n  window_end: 2026-11-08\n"
                 "   territory: BE\n"),
            ("user", "probably the CDN still had the manifest cached, it's been like that before with the old CDN"),
            bash("curl -sI https://vod.vbc.example/vod/p-77410/master.m3u8 | rg -i 'cache-control'; rg -n "
                 "'token|ttl' config/production.yaml",
                 "cache-control: public, max-age=60\nconfig/production.yaml:14:  token_ttl: 6h\n"
                 "config/production.yaml:15:  token_check: per_manifest\n"),
            ("assistant", "The manifest is cached for 60 seconds, and rights-gate checks the token on every manifest "
                          "request, so a cached manifest can't explain 40 minutes. What matters is whether "
                          "rights-gate itself said \"allow\" after midnight. Let me look at its decision log."),
            bash("kubectl -n rights logs deploy/rights-gate --since=30h | rg 'p-77410' | rg 'T2[2-3]:|T00:' | tail -6",
                 "{\"level\":\"info\",\"msg\":\"decision\",\"programme\":\"p-77410\",\"decision\":\"allow\","
                 "\"now\":\"2026-11-08T22:51:09Z\",\"window_end\":\"2026-11-09T00:00:00Z\",\"country\":\"BE\"}\n"
                 "{\"level\":\"info\",\"msg\":\"decision\",\"programme\":\"p-77410\",\"decision\":\"allow\","
                 "\"now\":\"2026-11-08T23:12:44Z\",\"window_end\":\"2026-11-09T00:00:00Z\",\"country\":\"BE\"}\n"
                 "{\"level\":\"info\",\"msg\":\"decision\",\"programme\":\"p-77410\",\"decision\":\"allow\","
                 "\"now\":\"2026-11-08T23:38:02Z\",\"window_end\":\"2026-11-09T00:00:00Z\",\"country\":\"BE\"}\n"
                 "{\"level\":\"info\",\"msg\":\"decision\",\"programme\":\"p-77410\",\"decision\":\"deny\","
                 "\"now\":\"2026-11-09T00:00:31Z\",\"window_end\":\"2026-11-09T00:00:00Z\",\"country\":\"BE\"}\n"),
            ("assistant", "Not the cache: rights-gate itself allowed playback at 23:12Z and 23:38Z, which is 00:12 "
                          "and 00:38 in Brussels (CET, UTC+1). It computed `window_end` as "
                          "`2026-11-09T00:00:00Z`, midnight UTC, which is 01:00 local. So the window was an hour too "
                          "long. Let me find where that end is computed."),
            tool("Read", {"file_path": RIGHTS + "/internal/rights/window.go", "offset": 20, "limit": 22},
                 "    20\t// Window is a rights window as stored in the rights DB (DATE columns).\n"
                 "    21\ttype Window struct {\n    22\t\tStart string // \"2006-01-02\"\n"
                 "    23\t\tEnd   string // \"2006-01-02\", inclusive\n    24\t}\n    25\t\n"
                 "    26\tfunc (w Window) Bounds() (time.Time, time.Time, error) {\n"
                 "    27\t\tstart, err := time.Parse(\"2006-01-02\", w.Start)\n    28\t\tif err != nil {\n"
                 "    29\t\t\treturn time.Time{}, time.Time{}, err\n    30\t\t}\n"
                 "    31\t\tend, err := time.Parse(\"2006-01-02\", w.End)\n    32\t\tif err != nil {\n"
                 "    33\t\t\treturn time.Time{}, time.Time{}, err\n    34\t\t}\n"
                 "    35\t\t// end date is inclusive: the window closes at the start of the next day\n"
                 "    36\t\treturn start, end.AddDate(0, 0, 1), nil\n    37\t}\n"),
            ("assistant", "**Root cause:** `time.Parse` without a location returns UTC. The code does the inclusive "
                          "part right (start of the next day), but the next day starts at midnight *UTC*, not "
                          "midnight in Brussels. So every window ends at 01:00 local in winter and 02:00 local in "
                          "summer (CEST), and starts an hour or two late as well. It has probably been like this "
                          "since the service was written; nobody watches at 00:40 and complains, except this "
                          "distributor.\n\n"
                          "**Fix:** parse both dates with `time.ParseInLocation` in `Europe/Brussels` and take the "
                          "start of the next local day with `AddDate`, which handles DST nights correctly (a "
                          "23-hour or 25-hour day), rather than adding 24 hours."),
            ("user", "ok fix it. and check the DST nights properly, march and october"),
            bash("go test ./internal/rights/ -run TestBounds -v 2>&1 | tail -14",
                 "=== RUN   TestBounds\n=== RUN   TestBounds/winter_end_2026-11-08\n"
                 "=== RUN   TestBounds/summer_end_2026-07-31\n=== RUN   TestBounds/dst_start_end_2026-03-28\n"
                 "=== RUN   TestBounds/dst_end_end_2026-10-24\n=== RUN   TestBounds/dst_end_day_itself_2026-10-25\n"
                 "--- PASS: TestBounds (0.00s)\n    --- PASS: TestBounds/winter_end_2026-11-08 (0.00s)\n"
                 "    --- PASS: TestBounds/summer_end_2026-07-31 (0.00s)\n    --- PASS: TestBounds/dst_start_end_2026-03-28 "
                 "(0.00s)\n    --- PASS: TestBounds/dst_end_end_2026-10-24 (0.00s)\n"
                 "    --- PASS: TestBounds/dst_end_day_itself_2026-10-25 (0.00s)\nPASS\n"
                 "ok  \tgit.vbc.internal/rights-gate/internal/rights\t0.011s\n"),
            bash("docker build -q -t rights-gate:dev . && docker run --rm rights-gate:dev check-window p-77410 "
                 "2026-11-08T23:30:00Z",
                 "sha256:4be0c1a7d2f9e83b6a51c0d7e2f4a9b8c3d1e6f7a8b9c0d1e2f3a4b5c6d7e8f9\n"
                 "panic: rights: load location: unknown time zone Europe/Brussels\n\ngoroutine 1 [running]:\n"
                 "git.vbc.internal/rights-gate/internal/rights.mustLoc(...)\n"
                 "\t/src/internal/rights/window.go:14 +0x8c\n"),
            ("assistant", "Works in tests, panics in the container: the image is `distroless/static`, which has no "
                          "`/usr/share/zoneinfo`, so `time.LoadLocation(\"Europe/Brussels\")` fails. Two options: "
                          "copy zoneinfo into the image in the Dockerfile, or build with `-tags timetzdata`, which "
                          "embeds Go's copy of the tz database in the binary (about 450 KB). The tag is one flag "
                          "and can't be forgotten in a base-image change."),
            ("user", "tag. k"),
            bash("sed -i 's/go build -trimpath/go build -trimpath -tags timetzdata/' Dockerfile && docker build -q "
                 "-t rights-gate:dev . && docker run --rm rights-gate:dev check-window p-77410 2026-11-08T22:30:00Z "
                 "&& docker run --rm rights-gate:dev check-window p-77410 2026-11-08T23:30:00Z",
                 "sha256:91a3e0d47c2b8f15e6a0d9c3b7e2f1a4d8c6b5e0f3a2d1c9b8e7f6a5d4c3b2a1\n"
                 "allow  window_end=2026-11-08T23:00:00Z (2026-11-09 00:00 Europe/Brussels)\n"
                 "deny   window_end=2026-11-08T23:00:00Z (2026-11-09 00:00 Europe/Brussels)\n"),
            ("user", "good. for any later session that touches rights-gate, start from this: window_end in the "
                     "rights db is an inclusive date in local time, Europe/Brussels. the programme has to go dark at "
                     "midnight at the END of that day, local. every new dev gets this wrong, me included apparently"),
            ("assistant", "Understood. I've also written the incident note for the rights team: timeline from the "
                          "decision log, the cause (end of day computed in UTC, windows one hour long in winter and "
                          "two in summer), the fix, and that start times were late by the same amount, so no "
                          "programme was available *early*."),
            ("user", "put it in a file, I'll forward it"),
            bash("mkdir -p docs/incidents && cat docs/incidents/2026-11-08-salt-road.md | head -12",
                 "# 2026-11-08: The Salt Road available after its rights window\n\n"
                 "- 2026-11-08 23:00 local: window should have closed (window_end 2026-11-08, inclusive).\n"
                 "- 23:51, 00:12, 00:38 local: rights-gate allowed playback (decision log).\n"
                 "- 2026-11-09 01:00 local: first deny.\n\n## Cause\n"
                 "rights-gate computed the end of the window in UTC instead of Europe/Brussels.\n"),
        ],
        "facts": [
            fact("utc-window", "Rights windows ran an hour too long in winter (two in summer) because rights-gate "
                               "parsed the dates with time.Parse (UTC) and ended them at midnight UTC; fixed with "
                               "time.ParseInLocation in Europe/Brussels. The CDN manifest cache was not the cause.",
                 "bugfix", "assistant", ["UTC", "Europe/Brussels"]),
            fact("inclusive-local", "window_end in the rights DB is an inclusive date in local time (Europe/Brussels): "
                                    "the programme goes dark at midnight at the end of that day, local.",
                 "rule", "user", ["window_end", "inclusive"], remember=True),
            fact("timetzdata", "rights-gate is built with -tags timetzdata because its distroless image has no "
                               "zoneinfo (LoadLocation panicked).",
                 "config", "assistant", ["timetzdata"]),
        ],
        "optional": [
            opt("manifest-token", "rights-gate checks the token on every manifest request (token_check: "
                                  "per_manifest; token_ttl 6h at the time).", ["per_manifest"]),
            opt("incident-note", "The incident note is docs/incidents/2026-11-08-salt-road.md.",
                ["2026-11-08-salt-road"]),
        ],
        "questions": [
            q("Why was The Salt Road still available after midnight?",
              "end of the window computed at midnight UTC instead of Europe/Brussels", ["utc-window"]),
            q("How is window_end in the rights DB meant?", "an inclusive local date; dark at midnight at the end of "
              "that day, Europe/Brussels", ["inclusive-local"]),
            q("How does the rights-gate image get time zone data?", "build with -tags timetzdata", ["timetzdata"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-archive-queue-stuck",
        "project": ARCHIVE,
        "start": datetime(2026, 11, 11, 13, 0),
        "about": "archive-queue (Python, Postgres job table): 31 digitisation jobs stuck in 'claimed'; assistant's "
                 "first guess OOM kills needing more memory (wrong focus, person pushes back); cause: claims never "
                 "expire; fix: claimed_until lease, heartbeat every 30 seconds, 5-minute lease, reaper; RabbitMQ "
                 "rejected; 'hang on to this' rule about the archive-masters bucket (object lock, nothing deletes); "
                 "cleanup script guarded; ends with a summary",
        "steps": [
            ("user", "hiya. the digitisation queue is clogged again: loads of jobs sitting in 'claimed' since friday "
                     "and the workers are idle. the tape room is asking why nothing moves"),
            bash("psql \"$ARCHIVE_DB\" -c \"SELECT status, count(*) FROM jobs GROUP BY status ORDER BY 1\" -c "
                 "\"SELECT id, kind, claimed_by, claimed_at FROM jobs WHERE status='claimed' ORDER BY claimed_at "
                 "LIMIT 8\"",
                 "  status   | count\n-----------+-------\n claimed   |    31\n done      | 18422\n failed    |    57\n"
                 " queued    |   212\n(4 rows)\n\n"
                 "  id    |    kind     |          claimed_by          |          claimed_at\n"
                 "--------+-------------+------------------------------+-------------------------------\n"
                 " 184211 | film_scan   | worker-7c9f8d5b6-x2lqp       | 2026-11-06 17:41:09.22+01\n"
                 " 184212 | film_scan   | worker-7c9f8d5b6-x2lqp       | 2026-11-06 17:41:11.03+01\n"
                 " 184230 | video_tape  | worker-7c9f8d5b6-k8wzt       | 2026-11-06 18:02:47.91+01\n"
                 " 184231 | video_tape  | worker-7c9f8d5b6-k8wzt       | 2026-11-06 18:02:48.40+01\n"
                 " 184244 | audio_tape  | worker-7c9f8d5b6-9djr2       | 2026-11-06 18:15:00.12+01\n"
                 " 184250 | film_scan   | worker-7c9f8d5b6-9djr2       | 2026-11-06 18:15:02.77+01\n"
                 " 184263 | video_tape  | worker-7c9f8d5b6-mm4tq       | 2026-11-06 18:31:30.05+01\n"
                 " 184264 | video_tape  | worker-7c9f8d5b6-mm4tq       | 2026-11-06 18:31:31.66+01\n(8 rows)\n"),
            bash("kubectl -n archive get pods -l app=worker && kubectl -n archive get events "
                 "--field-selector reason=OOMKilling,reason=Killing --sort-by=.lastTimestamp | tail -6",
                 "NAME                      READY   STATUS    RESTARTS   AGE\n"
                 "worker-5f6d9c8b77-4ktvn   1/1     Running   0          4d19h\n"
                 "worker-5f6d9c8b77-h7p2c   1/1     Running   0          4d19h\n"
                 "worker-5f6d9c8b77-sx9ld   1/1     Running   0          4d19h\n"
                 "worker-5f6d9c8b77-zq2mf   1/1     Running   0          4d19h\n"
                 "LAST SEEN   TYPE      REASON       OBJECT                         MESSAGE\n"
                 "4d19h       Warning   OOMKilling   node/arch-node-2               Memory cgroup out of memory: "
                 "Killed process 3301 (ffmpeg)\n"
                 "4d19h       Normal    Killing      pod/worker-7c9f8d5b6-x2lqp     Stopping container worker\n"
                 "4d19h       Normal    Killing      pod/worker-7c9f8d5b6-k8wzt     Stopping container worker\n"
                 "4d19h       Normal    Killing      pod/worker-7c9f8d5b6-9djr2     Stopping container worker\n"
                 "4d19h       Normal    Killing      pod/worker-7c9f8d5b6-mm4tq     Stopping container worker\n"),
            ("assistant", "There was an OOM kill on Friday evening (ffmpeg on arch-node-2, probably an FFV1 encode "
                          "of a 4K film scan), and all four old worker pods were stopped around then. I'd start by "
                          "raising the worker memory limit so the film scans stop getting killed; at 6 GiB they're "
                          "tight for 4K."),
            ("user", "we raised the memory last month already. and the pods that got stopped were the friday deploy, "
                     "not the OOM. anyway, even if it's OOM, why do the jobs stay claimed? that's the actual problem"),
            ("assistant", "Fair, the crash is a side issue. A worker can always die: OOM, deploy, node drain. The "
                          "question is why the queue never gets the jobs back. Let me read the claim code."),
            tool("Read", {"file_path": ARCHIVE + "/src/archive_queue/claim.py"},
                 "     1\tCLAIM_SQL = \"\"\"\n     2\tUPDATE jobs SET status = 'claimed', claimed_by = %(worker)s, "
                 "claimed_at = now()\n     3\tWHERE id IN (\n     4\t    SELECT id FROM jobs\n"
                 "     5\t    WHERE status = 'queued'\n     6\t    ORDER BY priority DESC, id\n"
                 "     7\t    FOR UPDATE SKIP LOCKED\n     8\t    LIMIT %(n)s\n     9\t)\n"
                 "    10\tRETURNING id, kind, payload\n    11\t\"\"\"\n    12\t\n"
                 "    13\tdef claim(conn, worker: str, n: int = 2):\n    14\t    with conn.transaction():\n"
                 "    15\t        return conn.execute(CLAIM_SQL, {\"worker\": worker, \"n\": n}).fetchall()\n"),
            ("assistant", "That's the whole story. The claim is `FOR UPDATE SKIP LOCKED` inside a short transaction "
                          "that commits `status = 'claimed'` straight away. The row lock is gone after the commit, "
                          "and nothing ever looks at `claimed_at` again. When the worker that claimed a job dies, "
                          "the job stays 'claimed' forever. The 31 jobs belong to the four pods stopped by Friday's "
                          "deploy.\n\n"
                          "**Fix: a lease.**\n"
                          "- New column `claimed_until`; claiming sets it to `now() + 5 minutes`.\n"
                          "- While processing, the worker sends a heartbeat every 30 seconds that pushes "
                          "`claimed_until` forward.\n"
                          "- A reaper (a CronJob every minute) puts jobs whose `claimed_until` has passed back to "
                          "'queued' and increments `attempts`; after 3 attempts the job goes to 'failed'.\n\n"
                          "The other way to get this is moving the queue to RabbitMQ, where an unacked message is "
                          "redelivered when the consumer's connection drops."),
            ("user", "no rabbit. the postgres queue stays, it's one less thing to run and the jobs table is also "
                     "our audit trail for the tape room. do the lease"),
            bash("alembic upgrade head && python -m pytest -q tests/",
                 "INFO  [alembic.runtime.migration] Running upgrade 3c1f0e2a9b7d -> 8e4d2a6f1c0b, jobs: claimed_until "
                 "lease and attempts\n"
                 "........................................................                  [100%]\n56 passed in 7.93s\n"),
            bash("kubectl -n archive-staging delete pod -l app=worker --wait=false && sleep 330 && psql "
                 "\"$ARCHIVE_STAGING_DB\" -c \"SELECT id, status, attempts FROM jobs WHERE id = 5512\" && kubectl -n "
                 "archive-staging logs job/reaper-29377145 | tail -2",
                 "pod \"worker-64b7d9c5f8-rt2wq\" deleted\n"
                 "  id  | status | attempts\n------+--------+----------\n 5512 | queued |        1\n(1 row)\n\n"
                 "reaper: requeued 1 job(s) with expired lease: [5512]\nreaper: failed 0 job(s) after 3 attempts\n"),
            ("assistant", "On staging: I killed the worker mid-job, and after the 5-minute lease ran out the reaper "
                          "put job 5512 back to 'queued' with `attempts = 1`. Deployed to production; now the 31 "
                          "stuck jobs. They have no `claimed_until` (they predate the column), so I'll requeue them "
                          "by hand once."),
            bash("psql \"$ARCHIVE_DB\" -c \"UPDATE jobs SET status='queued', claimed_by=NULL, claimed_at=NULL WHERE "
                 "status='claimed' AND claimed_until IS NULL\"",
                 "UPDATE 31\n"),
            ("user", "lovely. hang on to this one for the future, it matters more than anything else in here: the "
                     "masters go to the archive-masters bucket, FFV1 in Matroska, and that bucket has "
                     "compliance-mode object lock for 25 years. nothing in this codebase ever deletes from it. not "
                     "cleanup scripts, not tests, nothing. tests use archive-masters-test"),
            bash("rg -n 'delete_object|delete_objects|remove_object|rm --recursive' src/ scripts/ tests/",
                 "scripts/cleanup_tmp.py:22:    s3.delete_objects(Bucket=os.environ[\"ARCHIVE_BUCKET\"], "
                 "Delete={\"Objects\": batch})\n"),
            ("assistant", "One place: `scripts/cleanup_tmp.py` deletes from whatever `ARCHIVE_BUCKET` says. In prod "
                          "that variable is `archive-masters`; the object lock would refuse the deletes, but the "
                          "script shouldn't even try. I've changed it to delete only under the `tmp/` prefix of the "
                          "scratch bucket and to exit with an error if it's ever pointed at `archive-masters`."),
            bash("git diff --stat",
                 " migrations/versions/8e4d2a6f1c0b_claimed_until.py | 31 +++++++++++++\n"
                 " deploy/reaper-cronjob.yaml                       | 24 ++++++++++\n"
                 " scripts/cleanup_tmp.py                           | 12 +++--\n"
                 " src/archive_queue/claim.py                       | 19 +++++---\n"
                 " src/archive_queue/worker.py                      | 27 ++++++++++-\n"
                 " tests/test_lease.py                              | 66 ++++++++++++++++++++++++++++\n"
                 " 6 files changed, 171 insertions(+), 8 deletions(-)\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause:** claims never expired. A worker that died (here: the four pods stopped by "
                          "Friday's deploy) left its jobs 'claimed' forever. The OOM kill was a side issue.\n"
                          "- **Fix:** `claimed_until` lease of 5 minutes, heartbeat every 30 seconds, reaper "
                          "CronJob every minute, 3 attempts then 'failed'. Queue stays in Postgres (RabbitMQ "
                          "rejected: one more thing to run, and the jobs table is the tape room's audit trail).\n"
                          "- **Unstuck:** 31 jobs requeued by hand.\n"
                          "- **Masters:** `archive-masters` (FFV1/Matroska, compliance-mode object lock, 25 years) "
                          "is never deleted from; `cleanup_tmp.py` now refuses that bucket."),
        ],
        "facts": [
            fact("lease", "Digitisation jobs stayed 'claimed' forever because a claim never expired when its worker "
                          "died; fixed with a claimed_until lease and a reaper CronJob that requeues expired jobs "
                          "(3 attempts, then failed).",
                 "bugfix", "assistant", ["claimed_until", "reaper"]),
            fact("lease-timing", "Archive workers send a heartbeat every 30 seconds; the lease is 5 minutes.",
                 "config", "assistant", ["heartbeat", "30 seconds", "5 minutes"]),
            fact("postgres-queue", "The archive job queue stays in Postgres, RabbitMQ rejected: one less thing to run "
                                   "and the jobs table is the tape room's audit trail.",
                 "decision", "user", ["RabbitMQ", ["postgres", "Postgres"]]),
            fact("masters-locked", "Masters go to the archive-masters bucket (FFV1 in Matroska) under compliance-mode "
                                   "object lock for 25 years; nothing in the codebase ever deletes from it, tests use "
                                   "archive-masters-test.",
                 "rule", "user", ["archive-masters", "object lock"], remember=True),
        ],
        "optional": [
            opt("ffv1", "Digitised masters are FFV1 in Matroska.", ["FFV1"]),
            opt("cleanup-guard", "scripts/cleanup_tmp.py only deletes under tmp/ and refuses archive-masters.",
                ["cleanup_tmp"]),
        ],
        "questions": [
            q("Why did digitisation jobs stay in 'claimed'?", "claims never expired when a worker died; no lease",
              ["lease"]),
            q("How often do archive workers heartbeat, and how long is the lease?", "every 30 seconds; 5 minutes",
              ["lease-timing"]),
            q("May code delete objects from archive-masters?", "never; compliance-mode object lock for 25 years",
              ["masters-locked"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-infra-ansible-transcoders",
        "project": INFRA,
        "start": datetime(2026, 11, 26, 10, 0),
        "about": "vbc-infra (Ansible): transcoder role had state: latest and upgraded ffmpeg on tx-02; assistant "
                 "asks whether the pin is for this rollout only, answer: permanent, 6.1.2 until compliance signs "
                 "off; serial: 1 with drain via the queue's /admin/drain; scratch on NVMe at /srv/scratch; one-off "
                 "rerun on tx-06",
        "steps": [
            ("user", "need the transcoder playbook sorted. four new nodes arrived, tx-05 to tx-08, and the last run "
                     "upgraded ffmpeg on tx-02 by accident because the role says state: latest. audio folks noticed "
                     "when the loudness report looked different"),
            tool("Read", {"file_path": INFRA + "/ansible/roles/transcoder/tasks/main.yml"},
                 "     1\t- name: internal apt repo\n     2\t  ansible.builtin.apt_repository:\n"
                 "     3\t    repo: \"deb [signed-by=/etc/apt/keyrings/vbc.gpg] https://apt.vbc.internal bookworm main\"\n"
                 "     4\t\n     5\t- name: ffmpeg\n     6\t  ansible.builtin.apt:\n"
                 "     7\t    name: vbc-ffmpeg\n     8\t    state: latest\n     9\t    update_cache: true\n    10\t\n"
                 "    11\t- name: scratch filesystem\n    12\t  community.general.filesystem:\n"
                 "    13\t    dev: \"{{ scratch_dev }}\"\n    14\t    fstype: ext4\n    15\t\n"
                 "    16\t- name: worker service\n    17\t  ansible.builtin.systemd:\n"
                 "    18\t    name: tx-worker\n    19\t    state: restarted\n"),
            bash("cd ansible && ansible -i inventories/prod tx_nodes -m shell -a 'ffmpeg -version | head -1' -o",
                 "tx-01 | CHANGED | rc=0 | (stdout) ffmpeg version 6.1.2-vbc1 Copyright (c) 2000-2024 the FFmpeg "
                 "developers\n"
                 "tx-02 | CHANGED | rc=0 | (stdout) ffmpeg version 7.1-vbc1 Copyright (c) 2000-2024 the FFmpeg "
                 "developers\n"
                 "tx-03 | CHANGED | rc=0 | (stdout) ffmpeg version 6.1.2-vbc1 Copyright (c) 2000-2024 the FFmpeg "
                 "developers\n"
                 "tx-04 | CHANGED | rc=0 | (stdout) ffmpeg version 6.1.2-vbc1 Copyright (c) 2000-2024 the FFmpeg "
                 "developers\n"
                 "tx-05 | UNREACHABLE! => {\"msg\": \"Failed to connect to the host via ssh\"}\n"
                 "tx-06 | UNREACHABLE! => {\"msg\": \"Failed to connect to the host via ssh\"}\n"
                 "tx-07 | UNREACHABLE! => {\"msg\": \"Failed to connect to the host via ssh\"}\n"
                 "tx-08 | UNREACHABLE! => {\"msg\": \"Failed to connect to the host via ssh\"}\n"),
            ("assistant", "tx-02 is on 7.1 and the others on 6.1.2 (the new nodes aren't bootstrapped yet, hence "
                          "unreachable). I'd pin `vbc-ffmpeg=6.1.2-vbc1` in the role, add an apt hold so a manual "
                          "`apt upgrade` can't move it either, and downgrade tx-02. Is the pin only for this rollout, "
                          "or should it stay?"),
            ("user", "stays. the AD mixes and the loudness checks were validated for compliance against 6.1.2 and "
                     "revalidating takes weeks. no playbook moves ffmpeg off 6.1.2 until compliance signs off a new "
                     "version, that's standing"),
            bash("git diff ansible/roles/transcoder/",
                 "--- a/ansible/roles/transcoder/tasks/main.yml\n+++ b/ansible/roles/transcoder/tasks/main.yml\n"
                 "@@ -4,9 +4,17 @@\n-- name: ffmpeg\n+- name: ffmpeg (pinned to 6.1.2 until compliance signs off a new "
                 "version)\n   ansible.builtin.apt:\n-    name: vbc-ffmpeg\n-    state: latest\n"
                 "+    name: \"vbc-ffmpeg={{ ffmpeg_version }}\"\n+    state: present\n"
                 "+    allow_downgrade: true\n     update_cache: true\n+\n+- name: hold ffmpeg\n"
                 "+  ansible.builtin.dpkg_selections:\n+    name: vbc-ffmpeg\n+    selection: hold\n"
                 "--- a/ansible/roles/transcoder/defaults/main.yml\n+++ b/ansible/roles/transcoder/defaults/main.yml\n"
                 "+ffmpeg_version: \"6.1.2-vbc1\"\n"),
            ("assistant", "Pinned with a hold. Second problem: the play restarts `tx-worker` on every node at the "
                          "same time, killing any running transcode. I'd run the transcoder play with `serial: 1` and "
                          "take each node out of the job queue before touching it."),
            ("user", "serial 1 yes. for draining there's /admin/drain on the job queue api, it waits until the "
                     "node's running jobs finish. use that, not sleep"),
            bash("git diff ansible/transcoders.yml",
                 "--- a/ansible/transcoders.yml\n+++ b/ansible/transcoders.yml\n@@ -1,6 +1,20 @@\n - hosts: tx_nodes\n"
                 "+  serial: 1\n+  pre_tasks:\n+    - name: drain node in the job queue\n"
                 "+      ansible.builtin.uri:\n+        url: \"https://jobs.vbc.internal/admin/drain\"\n"
                 "+        method: POST\n+        body_format: json\n+        body: {node: \"{{ inventory_hostname }}\", "
                 "wait: true}\n+        timeout: 7200\n+  post_tasks:\n+    - name: undrain\n"
                 "+      ansible.builtin.uri:\n+        url: \"https://jobs.vbc.internal/admin/undrain\"\n"
                 "+        method: POST\n+        body_format: json\n+        body: {node: \"{{ inventory_hostname }}\"}\n"
                 "   roles:\n     - transcoder\n"),
            bash("ssh tx-05 lsblk -o NAME,SIZE,TYPE,MODEL,MOUNTPOINT",
                 "NAME        SIZE TYPE MODEL                      MOUNTPOINT\nsda       447.1G disk SAMSUNG MZ7L3480\n"
                 "├─sda1        1G part                            /boot/efi\n└─sda2      446.1G part                  /\n"
                 "nvme0n1     3.5T disk SAMSUNG MZQL23T8HCLS\n"),
            ("assistant", "The new nodes have a 3.5 TB NVMe (`nvme0n1`) that's not mounted. The role formats "
                          "`scratch_dev` as ext4 but doesn't say where it goes. Where should scratch live, and which "
                          "filesystem?"),
            ("user", "scratch on NVMe at /srv/scratch, same as on the old ones, xfs, noatime. the ext4 in the role is "
                     "a leftover, the old nodes were reformatted to xfs last year"),
            bash("cd ansible && ansible-playbook -i inventories/prod transcoders.yml -l tx-05:tx-08 --check --diff "
                 "2>&1 | tail -22",
                 "TASK [transcoder : scratch filesystem] *****************************************\n"
                 "changed: [tx-05]\n\nTASK [transcoder : mount scratch] *******************************************\n"
                 "--- before: /etc/fstab\n+++ after: /etc/fstab\n@@ -3,0 +4 @@\n"
                 "+/dev/nvme0n1 /srv/scratch xfs defaults,noatime 0 0\nchanged: [tx-05]\n\n"
                 "TASK [transcoder : ffmpeg (pinned to 6.1.2 until compliance signs off a new version)] ****\n"
                 "changed: [tx-05]\n\n"
                 "PLAY RECAP *********************************************************************\n"
                 "tx-05  : ok=14   changed=7    unreachable=0    failed=0    skipped=0\n"
                 "tx-06  : ok=11   changed=5    unreachable=0    failed=1    skipped=0\n"
                 "tx-07  : ok=14   changed=7    unreachable=0    failed=0    skipped=0\n"
                 "tx-08  : ok=14   changed=7    unreachable=0    failed=0    skipped=0\n"),
            ("assistant", "Check mode is clean on tx-05, tx-07 and tx-08: xfs on the NVMe mounted at `/srv/scratch` "
                          "with noatime, ffmpeg 6.1.2 pinned and held, drain before and undrain after. tx-06 failed "
                          "one task; the log says the apt repo's key download timed out, so it looks like a network "
                          "blip, not the playbook. Now the real run for tx-02 to bring it back to 6.1.2."),
            bash("cd ansible && ansible-playbook -i inventories/prod transcoders.yml -l tx-02 2>&1 | tail -6",
                 "TASK [transcoder : ffmpeg (pinned to 6.1.2 until compliance signs off a new version)] ****\n"
                 "changed: [tx-02]\n\nPLAY RECAP *********************************************************************\n"
                 "tx-02  : ok=16   changed=3    unreachable=0    failed=0    skipped=0\n"),
            ("assistant", "tx-02 drained, downgraded to 6.1.2-vbc1, held, undrained. All four old nodes now agree "
                          "on 6.1.2."),
            ("user", "cheers. rerun the check on tx-06 only, it flapped"),
            bash("cd ansible && ansible-playbook -i inventories/prod transcoders.yml -l tx-06 --check 2>&1 | tail -2",
                 "PLAY RECAP *********************************************************************\n"
                 "tx-06  : ok=14   changed=7    unreachable=0    failed=0    skipped=0\n"),
            ("assistant", "tx-06 passes now; it was the key download. Everything's ready for the real run on the "
                          "four new nodes whenever you want it."),
        ],
        "facts": [
            fact("ffmpeg-pin", "Transcoders stay on ffmpeg 6.1.2 (vbc-ffmpeg=6.1.2-vbc1, apt hold): AD mixes and "
                               "loudness checks were validated against it; no playbook moves off it until "
                               "compliance signs off a new version.",
                 "rule", "user", ["6.1.2", "compliance"], remember=True),
            fact("serial-drain", "The transcoder play runs with serial: 1 and drains each node through the job "
                                 "queue's /admin/drain (waiting for running jobs) before touching it.",
                 "config", "user", ["serial: 1", "/admin/drain"]),
            fact("scratch", "Transcoder scratch is the NVMe mounted at /srv/scratch, xfs with noatime.",
                 "config", "user", ["/srv/scratch", "xfs"]),
        ],
        "optional": [
            opt("apt-repo", "ffmpeg comes as vbc-ffmpeg from the internal repo apt.vbc.internal.",
                ["apt.vbc.internal"]),
        ],
        "questions": [
            q("Which ffmpeg version do the transcoders run?", "6.1.2, pinned until compliance signs off a new version",
              ["ffmpeg-pin"]),
            q("How does the transcoder playbook roll out to nodes?", "serial: 1; each node drained via /admin/drain before touching it", ["serial-drain"]),
            q("Where is the transcoder scratch space?", "/srv/scratch on NVMe, xfs, noatime", ["scratch"]),
        ],
    },
]
