"""h46 Claude Code sessions, part c: Mel's disruption-notice service (a Go API moving to events) and Kaito's
OpenTripPlanner deployment (otp-deploy), whose nightly graph build ran out of memory."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

NOTICES = "/home/mel/src/notices"
OTP = "/home/kaito/src/otp-deploy"


def _otp_log() -> str:
    lines = [
        "04:00:02.114 INFO (OtpStartupInfo.java:28) OTP 2.6.0 starting. Command line: --build --save /data/graph",
        "04:00:02.530 INFO (GraphBuilderDataSources.java:115) Data source location(s): /data",
        "04:00:02.531 INFO (GraphBuilderDataSources.java:116)   - linea-gtfs.zip (GTFS)",
        "04:00:02.531 INFO (GraphBuilderDataSources.java:116)   - regional-coach.zip (GTFS)",
        "04:00:02.532 INFO (GraphBuilderDataSources.java:116)   - finland-latest.osm.pbf (OSM)",
        "04:00:02.532 INFO (GraphBuilderDataSources.java:116)   - aldvik-dem.tif (DEM)",
        "04:00:03.904 INFO (OsmModule.java:88) Building street graph from OSM",
    ]
    for pct in range(10, 100, 10):
        lines.append(f"04:{3 + pct // 5:02d}:{(pct * 7) % 60:02d}.{pct * 9:03d} INFO (ProgressTracker.java:91) "
                     f"Read OSM ways: {pct}% ({pct * 412_000:,} ways) heap used {4 + pct // 7} GB")
    lines += [
        "04:27:51.332 WARN (OsmModule.java:301) Turn restriction 88213901 refers to missing way, skipped",
        "04:29:10.006 INFO (ProgressTracker.java:91) Build street graph: 61% (5,912,004 edges) heap used 15.6 GB",
        "04:29:44.870 ERROR (OtpMain.java:77) An uncaught error occurred inside OTP: Java heap space",
        "java.lang.OutOfMemoryError: Java heap space",
        "\tat java.base/java.util.HashMap.resize(HashMap.java:702)",
        "\tat org.opentripplanner.graph_builder.module.osm.OsmDatabase.addWay(OsmDatabase.java:412)",
        "\tat org.opentripplanner.openstreetmap.OsmProvider.readOsm(OsmProvider.java:141)",
        "\tat org.opentripplanner.graph_builder.module.osm.OsmModule.buildGraph(OsmModule.java:96)",
        "\tat org.opentripplanner.graph_builder.GraphBuilder.run(GraphBuilder.java:178)",
        "\tat org.opentripplanner.standalone.OTPMain.startOTPServer(OTPMain.java:131)",
        "build.sh: graph build failed (exit 1), keeping previous graph /data/graph/graph.obj (built 2026-11-14)",
    ]
    return "\n".join(lines)


SESSIONS = [
    {
        "id": "h46-cc-notices-broker",
        "project": NOTICES,
        "start": datetime(2026, 11, 4, 9, 30),
        "branch": "mel/events",
        "about": "notices: choosing what carries disruption notices as events; three options (Kafka, NATS "
                 "JetStream, Postgres LISTEN/NOTIFY), picked with a bare '2'; stream NOTICES created with max-age 7d "
                 "then changed to 72h; subjects notices.<line_id> and notices.ALL; a statement about every later "
                 "session: no notice without valid_until (422, no default); bridge story from the past",
        "steps": [
            ("user", "hello! starting the real work on the disruption-notice service today 🎉 right now it's a Go "
                     "API that writes notices into postgres and the app polls GET /notices every 60 s. we want the "
                     "boards, app push and the trip planner to get notices as events instead of polling. what "
                     "should carry them? you know the landscape as well as I do by now probably"),
            bash("cat go.mod | head -12; nats --context linea-prod stream ls 2>/dev/null",
                 "module git.linea.example/pis/notices\n\ngo 1.23\n\nrequire (\n"
                 "\tgithub.com/jackc/pgx/v5 v5.7.1\n\tgithub.com/go-chi/chi/v5 v5.1.0\n"
                 "\tgithub.com/nats-io/nats.go v1.37.0\n\tgo.uber.org/zap v1.27.0\n)\n"
                 "╭──────────────────────────────────────────────────────────────────────────────╮\n"
                 "│                                    Streams                                   │\n"
                 "├──────────┬─────────────────────────┬─────────────────────┬──────────┬────────┤\n"
                 "│ Name     │ Description             │ Created             │ Messages │ Size   │\n"
                 "├──────────┼─────────────────────────┼─────────────────────┼──────────┼────────┤\n"
                 "│ AVL      │ vehicle positions (10s) │ 2025-03-02 11:04:51 │ 2,411,870│ 1.1 GiB│\n"
                 "│ VALIDATE │ validator heartbeats    │ 2025-09-18 08:31:02 │ 902,114  │ 214 MiB│\n"
                 "╰──────────┴─────────────────────────┴─────────────────────┴──────────┴────────╯\n"),
            ("assistant", "The repo already has nats.go in go.mod (used by the health check only), and the "
                          "production NATS cluster runs JetStream with the AVL and VALIDATE streams. Options as I "
                          "see them:\n\n"
                          "1. **Kafka.** Solid, ordered per key, replayable. But Linea doesn't run Kafka today: "
                          "it would be a new managed cluster, new client library, new on-call knowledge, for a "
                          "stream of maybe a few hundred notices a day.\n"
                          "2. **NATS JetStream.** Already in production for AVL, the team knows it, and streams "
                          "give replay: a board that was offline on LTE can ask for everything since its last "
                          "sequence. Per-subject filtering is free, so a board subscribes only to its lines.\n"
                          "3. **Postgres LISTEN/NOTIFY** with an outbox table. No new moving parts at all, but "
                          "NOTIFY payloads are capped at 8000 bytes, nothing is kept for consumers that were "
                          "offline, and the boards can't connect to Postgres anyway.\n\n"
                          "I'd lean to 2."),
            ("user", "2"),
            bash("nats --context linea-prod stream add NOTICES --subjects 'notices.>' --storage file --replicas 3 "
                 "--retention limits --max-age 7d --discard old --dupe-window 2m --defaults && nats --context "
                 "linea-prod stream info NOTICES | sed -n '1,22p'",
                 "Stream NOTICES was created\n\n"
                 "Information for Stream NOTICES created 2026-11-04 09:36:12\n\n"
                 "              Subjects: notices.>\n"
                 "              Replicas: 3\n"
                 "               Storage: File\n\n"
                 "Options:\n\n"
                 "             Retention: Limits\n"
                 "       Acknowledgments: true\n"
                 "        Discard Policy: Old\n"
                 "      Duplicate Window: 2m0s\n"
                 "     Allows Msg Delete: true\n"
                 "          Allows Purge: true\n"
                 "        Allows Rollups: false\n\n"
                 "Limits:\n\n"
                 "      Maximum Messages: unlimited\n"
                 "   Maximum Per Subject: unlimited\n"
                 "         Maximum Bytes: unlimited\n"
                 "           Maximum Age: 7d0h0m0s\n"),
            ("assistant", "Stream NOTICES exists with 3 replicas on file storage and a 7-day max age (my default "
                          "pick; tell me if you want something else). For subjects I'd suggest one per line so "
                          "consumers can filter: `notices.3`, `notices.N3`, and so on."),
            ("user", "yes per line, notices.<line_id> with the GTFS route_short_name as line_id. and network-wide "
                     "stuff (strike, storm) goes to notices.ALL so everyone subscribes to that plus their lines"),
            tool("Edit", {"file_path": f"{NOTICES}/internal/events/publish.go",
                          "old_string": "// TODO publish\n",
                          "new_string": "func subjectFor(n Notice) string {\n"
                                        "\tif n.NetworkWide {\n\t\treturn \"notices.ALL\"\n\t}\n"
                                        "\treturn \"notices.\" + n.LineID // GTFS route_short_name\n}\n\n"
                                        "func (p *Publisher) Publish(ctx context.Context, n Notice) error {\n"
                                        "\tdata, err := json.Marshal(n)\n\tif err != nil {\n\t\treturn err\n\t}\n"
                                        "\t_, err = p.js.Publish(ctx, subjectFor(n), data,\n"
                                        "\t\tjetstream.WithMsgID(fmt.Sprintf(\"%s-%d\", n.ID, n.Revision)))\n"
                                        "\treturn err\n}\n"},
                 "The file has been updated."),
            ("user", "actually, wait, the 7 days. make it 72h. nothing in a notice is worth anything after three "
                     "days, and boards replay from their last sequence when they reconnect — a board that was "
                     "off for a week does not need to chew through 7 days of old stuff over LTE"),
            bash("nats --context linea-prod stream edit NOTICES --max-age 72h -f && nats --context linea-prod "
                 "stream info NOTICES -j | jq '.config.max_age / 1e9 / 3600'",
                 "Stream NOTICES was updated\n72\n"),
            ("user", "and something that should hold in every session after this one too, not just today: a notice "
                     "without valid_until does not get in. the API answers 422, we do NOT invent a default end "
                     "time. we had a notice on the website for two years about a bridge closure on line 7, the "
                     "bridge was fixed after three weeks."),
            tool("Edit", {"file_path": f"{NOTICES}/internal/api/create.go",
                          "old_string": "\tif req.Text == \"\" {\n",
                          "new_string": "\tif req.ValidUntil == nil {\n"
                                        "\t\thttpError(w, http.StatusUnprocessableEntity, \"valid_until is required\")\n"
                                        "\t\treturn\n\t}\n\tif req.Text == \"\" {\n"},
                 "The file has been updated."),
            bash("go test ./... 2>&1 | tail -6",
                 "ok  \tgit.linea.example/pis/notices/internal/api\t0.412s\n"
                 "ok  \tgit.linea.example/pis/notices/internal/events\t1.209s\n"
                 "ok  \tgit.linea.example/pis/notices/internal/store\t2.877s\n"
                 "?   \tgit.linea.example/pis/notices/cmd/notices\t[no test files]\n"),
            ("assistant", "Done so far:\n\n"
                          "- Notices are published to JetStream stream NOTICES (3 replicas, file storage, max age "
                          "now 72h, 2-minute duplicate window with the message id `<notice id>-<revision>`).\n"
                          "- Subjects: `notices.<line_id>` (line_id = GTFS route_short_name, e.g. notices.N3) and "
                          "`notices.ALL` for network-wide notices.\n"
                          "- POST /notices answers 422 when valid_until is missing; there is no default end time.\n\n"
                          "The 60 s polling endpoint still works, so the app can switch whenever it's ready."),
            ("user", "lovely. app can keep polling until the push work, that's a later story"),
        ],
        "facts": [
            fact("broker", "Disruption notices are carried as events on NATS JetStream (already run for AVL, gives "
                           "replay to boards that were offline); Kafka (new infra) and Postgres LISTEN/NOTIFY (8000 "
                           "byte payloads, no replay) were rejected.",
                 "decision", "user", ["JetStream"]),
            fact("retention", "The JetStream stream NOTICES keeps messages for 72h (max-age; first set to 7 days, "
                              "lowered because boards replay on reconnect over LTE).",
                 "config", "user", ["NOTICES", "72h"]),
            fact("subjects", "Notice subjects are notices.<line_id> with the GTFS route_short_name as line_id; "
                             "network-wide notices go to notices.ALL.",
                 "convention", "user", ["notices.<line_id>", ["notices.ALL", "route_short_name"]]),
            fact("valid-until", "A notice without valid_until is refused by the API with 422; no default end time is "
                                "ever invented.",
                 "rule", "user", ["valid_until"], remember=True),
        ],
        "optional": [
            opt("max-age-7d", "The NOTICES stream was first created with max-age 7d.", ["7d"]),
            opt("msg-id", "Publish uses message id <notice id>-<revision> with a 2-minute duplicate window.",
                ["duplicate window"]),
        ],
        "questions": [
            q("What carries disruption notices as events?", "NATS JetStream", ["broker"]),
            q("Which subject does a notice for line N3 go to?", "notices.N3, notices.<line_id>", ["subjects"]),
            q("What happens to a notice posted without valid_until?", "the API answers 422, no default end time",
              ["valid-until"]),
        ],
    },
    {
        "id": "h46-cc-notices-languages",
        "project": NOTICES,
        "start": datetime(2026, 11, 11, 13, 45),
        "branch": "mel/multilingual",
        "about": "notices: the comms team's ticket NOT-212 pasted (three languages, machine translation, 280 chars, "
                 "3 per hour per line, icons); Mel confirms Finnish mandatory, sv/en optional with Finnish fallback, "
                 "English machine translation allowed but flagged, 280 chars; comms' 3-per-hour rule is theirs, not "
                 "enforced; icons not now; the Swedish-never-machine-translated rule added as an afterthought at the "
                 "end of a long message",
        "steps": [
            ("user", "next one from comms. pasting the ticket:\n\n"
                     "```\nNOT-212  Multilingual disruption notices\nReporter: comms team   Priority: high\n\n"
                     "Background: Aldvik is bilingual and we have many tourists. Today notices only exist in "
                     "Finnish.\n\nRequests:\n"
                     "  a) Every notice must be available in Finnish, Swedish and English.\n"
                     "  b) English can be machine translated to save time for the duty editor.\n"
                     "  c) Max 280 characters per language (fits push notification and the board ticker).\n"
                     "  d) Comms policy: at most 3 notices per hour per line, to avoid alert fatigue.\n"
                     "  e) A cause icon per notice (weather, roadworks, accident, strike, other).\n\n"
                     "Deadline: before the winter timetable (13 Dec).\n```\n\n"
                     "my take: Finnish is mandatory, always, that's basically a legal requirement for us. Swedish "
                     "and English optional — the ticket says 'must' but if a translation is missing the app and "
                     "boards just fall back to Finnish, that's better than blocking a storm notice. English by "
                     "machine is fine but flag it so the app can show 'machine translated'. 280 yes. d) is comms' "
                     "own rule, they police it in their editor, we don't enforce it in the API. e) not now."),
            tool("Read", {"file_path": f"{NOTICES}/migrations/0007_notices.sql"},
                 "     1\tcreate table notices (\n"
                 "     2\t  id uuid primary key default gen_random_uuid(),\n"
                 "     3\t  revision int not null default 1,\n"
                 "     4\t  line_id text,\n"
                 "     5\t  network_wide boolean not null default false,\n"
                 "     6\t  text text not null,\n"
                 "     7\t  valid_from timestamptz not null,\n"
                 "     8\t  valid_until timestamptz not null,\n"
                 "     9\t  created_at timestamptz not null default now()\n"
                 "    10\t);\n"),
            tool("Write", {"file_path": f"{NOTICES}/migrations/0009_notice_languages.sql",
                           "content": "alter table notices rename column text to text_fi;\n"
                                      "alter table notices add column text_sv text, add column text_en text,\n"
                                      "  add column en_machine_translated boolean not null default false;\n"
                                      "alter table notices add constraint notices_len_fi check "
                                      "(char_length(text_fi) <= 280),\n"
                                      "  add constraint notices_len_sv check (char_length(text_sv) <= 280),\n"
                                      "  add constraint notices_len_en check (char_length(text_en) <= 280);\n"},
                 f"File created successfully at: {NOTICES}/migrations/0009_notice_languages.sql"),
            bash("make migrate-dev && psql \"$NOTICES_DEV_DB\" -c '\\d notices' | sed -n '1,20p'",
                 "migrate: applying 0009_notice_languages.sql ... ok (38ms)\n"
                 "                               Table \"public.notices\"\n"
                 "        Column         |           Type           | Nullable |      Default\n"
                 "-----------------------+--------------------------+----------+-------------------\n"
                 " id                    | uuid                     | not null | gen_random_uuid()\n"
                 " revision              | integer                  | not null | 1\n"
                 " line_id               | text                     |          |\n"
                 " network_wide          | boolean                  | not null | false\n"
                 " text_fi               | text                     | not null |\n"
                 " valid_from            | timestamp with time zone | not null |\n"
                 " valid_until           | timestamp with time zone | not null |\n"
                 " created_at            | timestamp with time zone | not null | now()\n"
                 " text_sv               | text                     |          |\n"
                 " text_en               | text                     |          |\n"
                 " en_machine_translated | boolean                  | not null | false\n"
                 "Check constraints:\n"
                 "    \"notices_len_en\" CHECK (char_length(text_en) <= 280)\n"
                 "    \"notices_len_fi\" CHECK (char_length(text_fi) <= 280)\n"
                 "    \"notices_len_sv\" CHECK (char_length(text_sv) <= 280)\n"),
            ("assistant", "Migration 0009 is in: `text_fi` is the old column renamed and stays NOT NULL, `text_sv` "
                          "and `text_en` are nullable, `en_machine_translated` flags English that came from the "
                          "machine, and each language has a 280-character check. In the API I'll make text_fi "
                          "required and put the fallback in the event payload itself (a `text` object with all three "
                          "keys, missing ones filled with the Finnish text and listed under `fallback`), so the "
                          "boards don't each need to implement it. The 3-per-hour thing I'm leaving out entirely "
                          "as you said."),
            ("user", "payload fallback, smart, yes. for the machine part: there's translate-proxy in the cluster "
                     "(the one the website uses), it takes POST /translate with source and target. call it from "
                     "the API only when text_en is empty and the editor ticked 'auto English', don't call it on "
                     "every revision, it costs per character and the website team pays the bill 😅. timeout 3 s, "
                     "if it fails just publish without English, the fallback covers it. and the duty editors said "
                     "they want to see the machine English in the editor preview before it goes out, so return it "
                     "in the response of the dry-run endpoint too. ...oh and one more thing while I think of it, "
                     "for good: Swedish is never machine-translated. not now, not when the proxy gets better. "
                     "the Swedish-speaking riders complained loudly the last time a machine did it, so Swedish "
                     "waits for a human from comms, full stop."),
            tool("Edit", {"file_path": f"{NOTICES}/internal/api/create.go",
                          "old_string": "\tif req.ValidUntil == nil {\n",
                          "new_string": "\tif strings.TrimSpace(req.TextFI) == \"\" {\n"
                                        "\t\thttpError(w, http.StatusUnprocessableEntity, \"text_fi is required\")\n"
                                        "\t\treturn\n\t}\n"
                                        "\tif req.TextEN == \"\" && req.AutoEnglish {\n"
                                        "\t\tctx3, cancel := context.WithTimeout(r.Context(), 3*time.Second)\n"
                                        "\t\tdefer cancel()\n"
                                        "\t\tif en, err := h.translate.FiToEn(ctx3, req.TextFI); err == nil {\n"
                                        "\t\t\treq.TextEN, req.ENMachineTranslated = en, true\n"
                                        "\t\t} else {\n\t\t\th.log.Warn(\"translate-proxy\", zap.Error(err))\n\t\t}\n"
                                        "\t}\n"
                                        "\t// Swedish is never machine-translated: no translate call for sv.\n"
                                        "\tif req.ValidUntil == nil {\n"},
                 "The file has been updated."),
            bash("go test ./internal/api/ -run 'Lang|Translate|Fallback' -v 2>&1 | grep -E '^(=== RUN|--- |ok|FAIL)'",
                 "=== RUN   TestCreateRequiresFinnish\n--- PASS: TestCreateRequiresFinnish (0.00s)\n"
                 "=== RUN   TestFallbackToFinnishInPayload\n--- PASS: TestFallbackToFinnishInPayload (0.00s)\n"
                 "=== RUN   TestAutoEnglishCallsProxyOnce\n--- PASS: TestAutoEnglishCallsProxyOnce (0.01s)\n"
                 "=== RUN   TestTranslateTimeoutPublishesWithoutEnglish\n"
                 "--- PASS: TestTranslateTimeoutPublishesWithoutEnglish (3.00s)\n"
                 "=== RUN   TestSwedishNeverTranslated\n--- PASS: TestSwedishNeverTranslated (0.00s)\n"
                 "=== RUN   TestLength280PerLanguage\n--- PASS: TestLength280PerLanguage (0.00s)\n"
                 "ok  \tgit.linea.example/pis/notices/internal/api\t3.044s\n"),
            ("assistant", "All in and tested:\n\n"
                          "- Finnish text is mandatory (422 without it); Swedish and English are optional and the "
                          "event payload falls back to Finnish for missing ones.\n"
                          "- English is machine-translated through translate-proxy only when text_en is empty and "
                          "'auto English' is ticked, with a 3 s timeout; on failure the notice goes out without "
                          "English. Machine English is stored with `en_machine_translated = true` and returned by "
                          "the dry-run endpoint for the editor preview.\n"
                          "- Swedish never goes through the machine; there's a test pinning that.\n"
                          "- 280 characters per language, checked in the API and in the database.\n"
                          "- Not done on purpose: comms' 3-per-hour limit, cause icons."),
            ("user", "perfect, I'll answer the ticket"),
        ],
        "facts": [
            fact("fi-required", "A notice requires Finnish text (text_fi, 422 without it); Swedish and English are "
                                "optional and the event payload falls back to Finnish for missing languages.",
                 "decision", "user", ["Finnish", ["mandatory", "required", "fall back", "fallback"]]),
            fact("en-machine", "English may be machine-translated via translate-proxy only when text_en is empty and "
                               "'auto English' is ticked (3 s timeout, publish without English on failure); it is "
                               "flagged en_machine_translated.",
                 "decision", "user", [["en_machine_translated", "translate-proxy"]]),
            fact("sv-human", "Swedish notice text is never machine-translated; it waits for a human from comms.",
                 "rule", "user", ["Swedish", ["machine", "machine-translated"]], remember=True),
            fact("max-280", "Notice text is limited to 280 characters per language (API and database checks).",
                 "config", "user", ["280"]),
        ],
        "optional": [
            opt("ticket", "Ticket NOT-212 from the comms team asked for multilingual notices.", ["NOT-212"]),
            opt("dry-run", "The dry-run endpoint returns the machine English for the editor preview.", ["dry-run"]),
        ],
        "questions": [
            q("Which languages must a notice have?", "Finnish is mandatory; Swedish and English optional, fall back "
                                                      "to Finnish", ["fi-required"]),
            q("May Swedish notice text be machine-translated?", "never, Swedish waits for a human from comms",
              ["sv-human"]),
            q("How long may a notice text be?", "280 characters per language", ["max-280"]),
        ],
    },
    {
        "id": "h46-cc-planner-graph-oom",
        "project": OTP,
        "start": datetime(2026, 11, 16, 7, 50),
        "branch": "main",
        "about": "otp-deploy: the nightly OTP 2.6 graph build dies with OutOfMemoryError; Kaito's guess (the Linea "
                 "feed loaded twice) wrong, the second feed is the regional coach feed; cause the OSM source switched "
                 "to the national extract; clipped with osmium to aldvik-region.osm.pbf; heap 16g kept, then lowered "
                 "to Xmx12g; remember-request with a typo (build-01, never the prod planners); closing summary",
        "steps": [
            ("user", "morning. graph build died tonight, OOM. log:\n\n" + _otp_log() + "\n\nprob we load the linea "
                     "feed twice now, someone added that regional folder last week"),
            bash("cat config/build-config.json; ls -la /data/otp/ | grep -v '^total'",
                 "{\n  \"transitFeeds\": [\n    { \"type\": \"gtfs\", \"feedId\": \"LINEA\", \"source\": "
                 "\"linea-gtfs.zip\" },\n    { \"type\": \"gtfs\", \"feedId\": \"COACH\", \"source\": "
                 "\"regional-coach.zip\" }\n  ],\n  \"osmDefaults\": { \"osmTagMapping\": \"finland\" },\n"
                 "  \"osm\": [ { \"source\": \"finland-latest.osm.pbf\" } ],\n"
                 "  \"dem\": [ { \"source\": \"aldvik-dem.tif\" } ],\n  \"transitServiceStart\": \"-P3D\",\n"
                 "  \"transitServiceEnd\": \"P60D\"\n}\n"
                 "drwxr-xr-x 2 otp otp      4096 Nov 16 04:00 .\n"
                 "-rw-r--r-- 1 otp otp  48912114 Nov  2 03:10 aldvik-dem.tif\n"
                 "-rw-r--r-- 1 otp otp 631877203 Nov 15 03:02 finland-latest.osm.pbf\n"
                 "-rw-r--r-- 1 otp otp  41220877 Nov 15 04:01 linea-gtfs.zip\n"
                 "-rw-r--r-- 1 otp otp   3102455 Nov 12 17:20 regional-coach.zip\n"),
            ("assistant", "The two feeds are different: `linea-gtfs.zip` (feed id LINEA, 41 MB) and "
                          "`regional-coach.zip` (feed id COACH, 3 MB, the regional coach lines). 3 MB of GTFS "
                          "can't push a build over the edge. The log points elsewhere: it died in `OsmDatabase."
                          "addWay` while reading OSM, with 15.6 GB of heap used. And the OSM file is "
                          "`finland-latest.osm.pbf`, 632 MB: that's the whole country."),
            bash("git log --oneline -3 -- config/build-config.json scripts/fetch-osm.sh",
                 "b77e102 osm: use the national extract (the regional mirror is 3 weeks stale)\n"
                 "3d1c0a9 build-config: add regional coach feed\n"
                 "90f4e21 build-config: transitServiceEnd P60D\n"),
            ("assistant", "Commit b77e102 (Saturday) switched the OSM source from the regional mirror to the "
                          "national extract because the mirror was stale. Since then OTP builds a street graph for "
                          "the entire country, roughly 15 times the area we need, and 16 GB of heap isn't enough "
                          "for that. Two ways to go: raise the heap (it would need something like 28g, and the "
                          "build box has 32 GB in total), or keep the fresh national download and clip it to our "
                          "region with `osmium extract --bbox` before the build. Clipping is the real fix; the "
                          "graph would also stop containing streets in Lapland."),
            ("user", "clip it. keep Xmx16g for now"),
            tool("Edit", {"file_path": f"{OTP}/scripts/fetch-osm.sh",
                          "old_string": "mv \"$TMP/finland-latest.osm.pbf\" /data/otp/\n",
                          "new_string": "osmium extract --bbox 21.60,60.20,22.95,60.75 --strategy complete_ways "
                                        "--overwrite \\\n  -o /data/otp/aldvik-region.osm.pbf "
                                        "\"$TMP/finland-latest.osm.pbf\"\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{OTP}/config/build-config.json",
                          "old_string": "\"source\": \"finland-latest.osm.pbf\"",
                          "new_string": "\"source\": \"aldvik-region.osm.pbf\""},
                 "The file has been updated."),
            bash("ssh build-01 'cd /srv/otp-deploy && git pull -q && scripts/fetch-osm.sh && ls -la "
                 "/data/otp/aldvik-region.osm.pbf && JAVA_OPTS=-Xmx16g scripts/build.sh 2>&1 | tail -4'",
                 "osmium: [======================================================================] 100%\n"
                 "-rw-r--r-- 1 otp otp 44102761 Nov 16 08:21 /data/otp/aldvik-region.osm.pbf\n"
                 "09:02:40.118 INFO (GraphBuilder.java:201) Graph building took 38m 22s (peak heap 7.9 GB)\n"
                 "09:02:58.002 INFO (SerializedGraphObject.java:190) Graph written: /data/graph/graph.obj (1.3 GB)\n"
                 "build.sh: graph build OK, uploading to planner-01, planner-02\n"
                 "build.sh: planners reloaded (router health 200, 200)\n"),
            ("assistant", "The clipped extract is 44 MB instead of 632 MB. The build finished in 38 minutes with a "
                          "peak heap of 7.9 GB and the new graph is live on planner-01 and planner-02."),
            ("user", "7.9 peak. then make it 12g, build-01 has 16g total and the feed fetch job runs there at the "
                     "same time. and pls remeber: graph builds run on build-01, never on the prod planners. last "
                     "winter somebody built on planner-02 and it swaped itself to death in the morning rush"),
            tool("Edit", {"file_path": f"{OTP}/scripts/build.sh",
                          "old_string": "JAVA_OPTS=\"${JAVA_OPTS:--Xmx16g}\"",
                          "new_string": "JAVA_OPTS=\"${JAVA_OPTS:--Xmx12g}\""},
                 "The file has been updated."),
            ("assistant", "## Summary\n\n"
                          "- **Cause:** since b77e102 the build used `finland-latest.osm.pbf` (the national extract, "
                          "632 MB) and ran out of 16 GB heap while reading OSM. The regional coach feed was not the "
                          "problem.\n"
                          "- **Fix:** `scripts/fetch-osm.sh` still downloads the national extract but clips it with "
                          "`osmium extract --bbox 21.60,60.20,22.95,60.75` to `aldvik-region.osm.pbf` (44 MB); "
                          "build-config.json points to that file.\n"
                          "- **Heap:** the build peaked at 7.9 GB, so `scripts/build.sh` now defaults to -Xmx12g.\n"
                          "- **Where:** graph builds run on build-01 only, never on planner-01/planner-02.\n\n"
                          "Tonight's 04:00 build will be the first one with the new defaults."),
            ("user", "👍"),
        ],
        "facts": [
            fact("oom-cause", "The OTP graph build ran out of memory because commit b77e102 switched OSM to the "
                              "national finland-latest.osm.pbf (632 MB); fetch-osm.sh now clips it with osmium "
                              "extract --bbox to aldvik-region.osm.pbf (44 MB). The second GTFS feed (regional coach) "
                              "was not the cause.",
                 "bugfix", "assistant", ["osmium", "aldvik-region.osm.pbf"]),
            fact("xmx", "The graph build runs with -Xmx12g (peak 7.9 GB; was 16g; build-01 has 16 GB shared with "
                        "the feed fetch job).",
                 "config", "user", ["Xmx12g"]),
            fact("build-01", "OTP graph builds run on build-01 only, never on the production planners "
                             "(planner-01/02).",
                 "rule", "user", ["build-01", ["planner", "planners", "planner-02"]], remember=True),
        ],
        "optional": [
            opt("otp-version", "The planner runs OTP 2.6.0.", ["2.6.0"]),
            opt("coach-feed", "build-config.json loads two GTFS feeds: LINEA (linea-gtfs.zip) and COACH "
                              "(regional-coach.zip).", ["regional-coach.zip"]),
        ],
        "questions": [
            q("Why did the OTP graph build run out of memory?",
              "it used the national finland-latest.osm.pbf extract; now clipped with osmium to aldvik-region",
              ["oom-cause"]),
            q("What heap does the graph build get?", "-Xmx12g", ["xmx"]),
            q("Where do OTP graph builds run?", "on build-01, never on the prod planners", ["build-01"]),
        ],
    },
]
