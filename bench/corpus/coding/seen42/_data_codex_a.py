"""h42 Codex sessions, part a: the regulator's new porting rules against portin-gw (Elixir), the Cassandra table for
per-subscriber roaming usage in usage-store, and the BSS team's shared GitLab CI templates and conventions."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PORTIN = "/Users/abena/code/portin-gw"
USAGE = "/home/kofi/work/usage-store"
CI = "/home/kofi/work/bss-ci-templates"

SESSIONS = [
    {
        "id": "h42-cx-portin-regulator-rules",
        "project": PORTIN,
        "start": datetime(2026, 11, 24, 10, 0),
        "about": "portin-gw: the regulator's Regulation 4/2026 Annex II pasted (six articles); lettered questions "
                 "answered tersely 'a) yes, auto-accept at 3h b) yes, Europe/Lisbon c) retry next night d) skip "
                 "for now'; the agent asks whether to remember the 4-hour donor deadline and the person says yes; "
                 "window 02:00-06:00 Europe/Lisbon; articles on cancellation, number return and one business day "
                 "not ours",
        "steps": [
            ("user", "the regulator published the new portability regulation, it applies from 1 March 2027. pasting "
                     "the operational part, check portin-gw against it:\n\n"
                     "---\nRegulation 4/2026 on number portability, Annex II (operational rules)\n\n"
                     "Art. 3 The porting of a number shall be completed within one business day of a valid "
                     "request.\n"
                     "Art. 4 The donor operator shall answer a validation request received through the clearing "
                     "house within 4 hours. Requests received outside business hours (08:00-20:00, Monday to "
                     "Saturday) are deemed received at 08:00 of the next business day.\n"
                     "Art. 5 Number transfers are executed in the nightly porting window, 02:00-06:00 local time.\n"
                     "Art. 6 The subscriber may cancel a porting request up to 24 hours before the scheduled "
                     "porting window.\n"
                     "Art. 7 The recipient operator shall inform the subscriber by SMS of the scheduled porting "
                     "date, in Portuguese or English as chosen by the subscriber.\n"
                     "Art. 8 Numbers of terminated contracts return to the range holder 60 days after "
                     "termination.\n---"),
            shell("rg -n 'donor_validation_timeout|@window|@tz|def port_scheduled|retention team' lib config",
                  "config/config.exs:22:  donor_validation_timeout: :timer.hours(8),\n"
                  "lib/portin_gw/donor/validator.ex:14:  # answered by the retention team in the back-office, no "
                  "automatic answer\n"
                  "lib/portin_gw/scheduler.ex:9:  @window {~T[01:00:00], ~T[05:00:00]}\n"
                  "lib/portin_gw/scheduler.ex:10:  @tz \"Etc/UTC\"\n"
                  "lib/portin_gw/sms.ex:31:  def port_scheduled(msisdn, date), do: deliver(msisdn, :pt, "
                  "{:port_scheduled, date})\n"),
            ("assistant", "Against Annex II:\n\n"
                          "- **Art. 4**: as donor we allow 8 hours (donor_validation_timeout) and validations are "
                          "only answered by hand by the retention team. Under the regulation anything after 4 hours "
                          "is late.\n"
                          "- **Art. 5**: the scheduler's window is 01:00-05:00 in Etc/UTC. That's 01:00-05:00 in "
                          "Lisbon in winter and 02:00-06:00 in summer, so it's wrong for half the year.\n"
                          "- **Art. 7**: the port_scheduled SMS is always in Portuguese.\n"
                          "- **Art. 3, 6, 8**: nothing in portin-gw implements these directly.\n\n"
                          "Questions:\n"
                          "a) Art. 4: should portin-gw auto-accept validations the retention team hasn't answered "
                          "in time, say after 3 hours?\n"
                          "b) Art. 5: window in Europe/Lisbon local time, so it follows daylight saving?\n"
                          "c) A port that misses the window (NPCH execution fails or arrives late): cancel it and "
                          "let the recipient reopen, or retry it in the next night's window?\n"
                          "d) Art. 7: store the subscriber's language choice and send the SMS in it?"),
            ("user", "a) yes, auto-accept at 3h b) yes, Europe/Lisbon c) retry next night d) skip for now"),
            shell("apply_patch < /tmp/annex2.patch && rg -n 'donor_validation|auto_accept|@window|@tz|"
                  "missed_window' config lib",
                  "Success. Updated the following files:\nM config/config.exs\nM lib/portin_gw/donor/validator.ex\n"
                  "M lib/portin_gw/scheduler.ex\n"
                  "config/config.exs:22:  donor_validation_deadline: :timer.hours(4),\n"
                  "config/config.exs:23:  donor_auto_accept_after: :timer.hours(3),\n"
                  "lib/portin_gw/scheduler.ex:9:  @window {~T[02:00:00], ~T[06:00:00]}\n"
                  "lib/portin_gw/scheduler.ex:10:  @tz \"Europe/Lisbon\"\n"
                  "lib/portin_gw/scheduler.ex:48:  def missed_window(port), do: reschedule(port, :next_night)\n"),
            ("assistant", "Done: donor validations have a 4-hour deadline, the retention team's queue is "
                          "auto-accepted after 3 hours (business hours per Art. 4, 08:00-20:00 Monday to Saturday), "
                          "the window is 02:00-06:00 Europe/Lisbon, and a port that misses it is rescheduled into "
                          "the next night's window. Want me to remember the 4-hour donor deadline with the 3-hour "
                          "auto-accept for future sessions? It's the kind of number that gets 'tuned' later by "
                          "someone who hasn't read the regulation."),
            ("user", "yes, that one please. the window and the rest are in the code anyway"),
            shell("mix test 2>&1 | tail -n 2", "Finished in 3.8 seconds (1.1s async, 2.7s sync)\n"
                                               "164 tests, 0 failures\n"),
            ("user", "the 24h cancellation and the 60 day return are the CRM's and the numbering team's business, "
                     "not ours. and Art. 3, one business day, is how NPCH schedules ports already"),
            shell("git add -A && git commit -qm 'donor validation 4h deadline with auto-accept at 3h; porting "
                  "window 02:00-06:00 Europe/Lisbon' && git log -1 --oneline",
                  "e71b02d donor validation 4h deadline with auto-accept at 3h; porting window 02:00-06:00 "
                  "Europe/Lisbon\n"),
        ],
        "facts": [
            fact("donor-deadline", "As donor operator, portin-gw must answer NPCH validation requests within 4 hours "
                                   "(Regulation 4/2026, business hours 08:00-20:00 Monday to Saturday); validations "
                                   "the retention team hasn't answered are auto-accepted at 3h.",
                 "rule", "user", ["4 hours", ["3h", "3 hours"], "validation"], remember=True),
            fact("port-window", "Ports are executed in the 02:00-06:00 window in Europe/Lisbon local time (it follows "
                                "daylight saving), not 01:00-05:00 UTC.",
                 "config", "user", ["02:00-06:00", "Europe/Lisbon"]),
            fact("missed-window", "A port that misses its window is retried in the next night's window, not "
                                  "cancelled.",
                 "decision", "user", [["next night", "next_night"], ["retry", "retried"]]),
        ],
        "optional": [
            opt("reg-date", "Regulation 4/2026 on number portability applies from 1 March 2027.", ["4/2026"]),
        ],
        "questions": [
            q("How fast must portin-gw answer a donor validation request?",
              "within 4 hours; unanswered ones are auto-accepted at 3h", ["donor-deadline"]),
            q("When is the porting window?", "02:00-06:00 Europe/Lisbon local time", ["port-window"]),
            q("What happens to a port that misses its window?", "it is retried in the next night's window",
              ["missed-window"]),
        ],
    },
    {
        "id": "h42-cx-usage-store-cassandra-table",
        "project": USAGE,
        "start": datetime(2026, 11, 25, 14, 20),
        "about": "usage-store (Cassandra): the per-subscriber roaming usage table; speculation about ScyllaDB and "
                 "Kafka Streams state stores deferred; partition (msisdn, day) chosen then reversed to (msisdn, "
                 "yyyymm) with event_ts DESC because month-to-date needed 31 reads; TTL 13 months to 'hang on to' "
                 "then replaced by 180 days (15552000) after the DPO's answer; TWCS with 7-day windows",
        "steps": [
            ("user", "usage-store: the self-care app's usage screen needs per-subscriber roaming usage. the cassandra "
                     "table gets designed today. queries: 'all roaming usage of one msisdn this month, newest "
                     "first', and the monthly history screen, one month at a time"),
            shell("cqlsh -e 'DESCRIBE KEYSPACE usage' | head -n 3 && psql \"$RATING_RO\" -Atc \"select "
                  "percentile_disc(array[0.5, 0.99]) within group (order by n), max(n) from (select count(*) n from "
                  "rated_usage where tadig <> 'PRTKS' and event_start_utc >= '2026-10-01' and event_start_utc < "
                  "'2026-11-01' group by imsi) x\"",
                  "CREATE KEYSPACE usage WITH replication = {'class': 'NetworkTopologyStrategy', 'lis1': '3', "
                  "'prt1': '3'} AND durable_writes = true;\n\n{38,2950}|41200\n"),
            ("assistant", "Roaming events per subscriber per month: median 38, p99 2,950, and a maximum of 41,200 "
                          "(probably a data logger SIM). Two ways to partition:\n\n"
                          "- `PRIMARY KEY ((msisdn, yyyymm), event_ts)`: one partition per subscriber per month. "
                          "'This month, newest first' and the history screen are one partition read each. The "
                          "biggest partition would be ~41,200 rows, about 8 MB at ~200 bytes a row.\n"
                          "- `PRIMARY KEY ((msisdn, day), event_ts)`: tiny partitions, but month-to-date means up "
                          "to 31 partition reads per screen."),
            ("user", "thinking out loud: one day we should maybe move this whole thing to scylla, and someone on the "
                     "data team wants to serve the usage bar straight from kafka streams state stores. not today, "
                     "none of that. for the table: partition by msisdn and day, I like small partitions"),
            shell("apply_patch < /tmp/usage-by-day.patch && cqlsh -f schema/001_usage_by_msisdn.cql && "
                  "./gradlew -q :bff-probe:run --args='--msisdn 351912044871 --month 2026-11'",
                  "Success. Updated the following files:\nA schema/001_usage_by_msisdn.cql\n"
                  "month-to-date: 25 partition reads, p99 183 ms\n"),
            ("assistant", "With day partitions the month-to-date query for one subscriber on 25 November is 25 "
                          "partition reads, p99 183 ms in the test cluster, and it grows to 31 at the end of the "
                          "month. The month partition would be a single read."),
            ("user", "ok no, that's silly, 31 queries for one screen. back to month partitions: PRIMARY KEY "
                     "((msisdn, yyyymm), event_ts) with event_ts DESC. the logger SIMs can have their 8 MB"),
            shell("git checkout schema/ && apply_patch < /tmp/usage-by-month.patch && cqlsh -e 'DROP TABLE "
                  "usage.usage_by_msisdn' && cqlsh -f schema/001_usage_by_msisdn.cql && ./gradlew -q "
                  ":bff-probe:run --args='--msisdn 351912044871 --month 2026-11'",
                  "Success. Updated the following files:\nA schema/001_usage_by_msisdn.cql\n"
                  "month-to-date: 1 partition read, p99 9 ms\n"),
            ("user", "retention, and this one you should hang on to: rows expire after 13 months, "
                     "default_time_to_live on the table, not a TTL on every insert"),
            ("assistant", "13 months is 396 days, default_time_to_live = 34214400. Since every row expires by TTL, "
                          "I'd use TimeWindowCompactionStrategy with 7-day windows: whole SSTables expire and get "
                          "dropped instead of being compacted over and over. Writes with LOCAL_QUORUM so the BFF "
                          "reads its own writes in the same datacentre."),
            ("user", "fine, TWCS with 7 day windows"),
            shell("apply_patch < /tmp/usage-ttl.patch && cqlsh -f schema/002_usage_ttl_twcs.cql && echo ok",
                  "Success. Updated the following files:\nA schema/002_usage_ttl_twcs.cql\nok\n"),
            ("user", "hm, the DPO just answered my mail: detailed usage in the app only for 6 months, anything "
                     "older is aggregated monthly somewhere else. scratch the 13 months from before, 180 days is "
                     "what you hang on to now"),
            shell("sed -i 's/default_time_to_live = 34214400/default_time_to_live = 15552000/' "
                  "schema/002_usage_ttl_twcs.cql && cqlsh -e \"ALTER TABLE usage.usage_by_msisdn WITH "
                  "default_time_to_live = 15552000\" && cqlsh -e 'DESCRIBE TABLE usage.usage_by_msisdn' | grep -E "
                  "'PRIMARY KEY|CLUSTERING|compaction|default_time_to_live'",
                  "    PRIMARY KEY ((msisdn, yyyymm), event_ts)\n"
                  ") WITH CLUSTERING ORDER BY (event_ts DESC)\n"
                  "    AND compaction = {'class': 'org.apache.cassandra.db.compaction."
                  "TimeWindowCompactionStrategy', 'compaction_window_size': '7', 'compaction_window_unit': "
                  "'DAYS'}\n"
                  "    AND default_time_to_live = 15552000\n"),
            ("assistant", "The table is usage.usage_by_msisdn, partitioned by (msisdn, yyyymm) and clustered by "
                          "event_ts DESC, with default_time_to_live 15552000 (180 days) and TWCS in 7-day windows. "
                          "Schema files 001 and 002 are uncommitted."),
        ],
        "facts": [
            fact("usage-partition", "usage.usage_by_msisdn is partitioned by (msisdn, yyyymm) and clustered by "
                                    "event_ts DESC; (msisdn, day) was tried and reversed because month-to-date "
                                    "needed up to 31 partition reads.",
                 "decision", "user", ["yyyymm", "event_ts"]),
            fact("usage-ttl", "Roaming usage rows in Cassandra expire after 180 days (default_time_to_live "
                              "15552000) per the DPO; this replaces the 13 months said earlier.",
                 "config", "user", [["15552000", "180 days"], "default_time_to_live"], remember=True),
            fact("usage-compaction", "The usage table uses TimeWindowCompactionStrategy with 7-day windows.",
                 "config", "assistant", ["TimeWindowCompactionStrategy", ["7 day", "7-day"]]),
        ],
        "optional": [
            opt("usage-consistency", "usage-store writes with LOCAL_QUORUM.", ["LOCAL_QUORUM"]),
            opt("logger-sims", "Data logger SIMs can have ~41,200 roaming events a month (~8 MB partitions), "
                               "accepted.",
                ["8 MB"]),
        ],
        "questions": [
            q("How is the Cassandra usage table partitioned?", "by (msisdn, yyyymm), clustered by event_ts DESC",
              ["usage-partition"]),
            q("How long are roaming usage rows kept in Cassandra?", "180 days (default_time_to_live 15552000)",
              ["usage-ttl"]),
            q("Which compaction strategy does the usage table use?", "TimeWindowCompactionStrategy, 7 day windows",
              ["usage-compaction"]),
        ],
    },
    {
        "id": "h42-cx-ci-templates-conventions",
        "project": CI,
        "start": datetime(2026, 11, 26, 11, 0),
        "about": "bss-ci-templates (GitLab CI): a bullet list of how the team works, one item a request to keep "
                 "in memory (deploy-prod only from protected tags, never from a branch); stage order, images tagged "
                 "$CI_COMMIT_SHORT_SHA never latest, runner tag bss-docker; branch naming <jira key>-<short-slug>, "
                 "commit subject '<component>: <imperative sentence>' with a Refs: trailer; near-miss: the core "
                 "network team's Champions League merge freeze is theirs, not ours",
        "steps": [
            ("user", "I want the shared CI templates for the BSS team to enforce how we work. right now every repo "
                     "does its own thing"),
            shell("ls templates/ && sed -n 1,30p templates/base.yml",
                  "base.yml\ndocker.yml\nelixir.yml\ngo.yml\njava.yml\n"
                  "stages: [build, test, deploy]\n\n"
                  ".docker-build:\n  stage: build\n  script:\n"
                  "    - docker build -t $CI_REGISTRY_IMAGE:latest .\n"
                  "    - docker push $CI_REGISTRY_IMAGE:latest\n\n"
                  ".deploy:\n  stage: deploy\n  rules:\n    - if: $CI_COMMIT_BRANCH == \"main\"\n"),
            ("assistant", "base.yml has three stages, builds and pushes every image as :latest, and deploys "
                          "whatever lands on main. No runner tags, so jobs go to any shared runner. What should "
                          "the templates enforce?"),
            ("user", "here's how we work, put it in:\n"
                     "- stages in this order: lint, test, build, deploy-staging, deploy-prod\n"
                     "- images are tagged with $CI_COMMIT_SHORT_SHA, never latest\n"
                     "- keep this one in your memory for future sessions: deploy-prod only ever runs from protected "
                     "tags, never from a branch, not even main\n"
                     "- every job runs on runners tagged bss-docker\n"
                     "- deploy-prod is manual"),
            shell("apply_patch < /tmp/base-rework.patch && sed -n 1,40p templates/base.yml",
                  "Success. Updated the following files:\nM templates/base.yml\n"
                  "stages: [lint, test, build, deploy-staging, deploy-prod]\n\n"
                  "default:\n  tags: [bss-docker]\n\n"
                  ".docker-build:\n  stage: build\n  script:\n"
                  "    - docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .\n"
                  "    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\n\n"
                  ".deploy-prod:\n  stage: deploy-prod\n  when: manual\n  rules:\n"
                  "    - if: $CI_COMMIT_TAG && $CI_COMMIT_REF_PROTECTED == \"true\"\n"),
            ("user", "now the branch and commit conventions, a commit-lint job in the lint stage should check them. "
                     "branches are <jira key>-<short-slug>, like BSS-1942-npch-v3-poller. commit subjects are "
                     "'<component>: <imperative sentence>' with a lowercase component, and the jira key goes in a "
                     "trailer 'Refs: BSS-1942', never in the subject"),
            shell("apply_patch < /tmp/commit-lint.patch && ./scripts/commit-lint.sh --self-test",
                  "Success. Updated the following files:\nA scripts/commit-lint.sh\nM templates/base.yml\n"
                  "ok    branch BSS-1942-npch-v3-poller\n"
                  "FAIL  branch feature/npch-poller: must be <JIRA-KEY>-<slug>\n"
                  "ok    subject 'poller: retry on 503 from NPCH' with trailer Refs: BSS-1942\n"
                  "FAIL  subject 'BSS-1942 fixed the poller': must be '<component>: <imperative sentence>', jira "
                  "key in a Refs: trailer\n"
                  "FAIL  subject 'Poller: Retry on 503': component must be lowercase\n"),
            ("user", "good. the core network guys have their own rule that nothing merges on champions league "
                     "nights because of the traffic peaks. that's theirs, don't put anything like that in our "
                     "templates"),
            shell("glab ci lint templates/base.yml && git add -A && git commit -qm 'base: stage order, short-sha "
                  "image tags, prod from protected tags, commit-lint' && git log -1 --oneline",
                  "Validating...\ntemplates/base.yml is valid!\n"
                  "a0c6e94 base: stage order, short-sha image tags, prod from protected tags, commit-lint\n"),
            ("assistant", "Committed a0c6e94. Repos that include templates/base.yml get the five stages, "
                          "short-SHA image tags, the bss-docker runner tag, a manual deploy-prod that only runs for "
                          "protected tags, and commit-lint in the lint stage."),
        ],
        "facts": [
            fact("stage-order", "BSS pipelines have the stages lint, test, build, deploy-staging, deploy-prod, in "
                                "that order; deploy-prod is manual.",
                 "convention", "user", ["deploy-staging", ["manual", "when: manual"]]),
            fact("image-tag", "Images are tagged with $CI_COMMIT_SHORT_SHA, never latest.",
                 "convention", "user", ["CI_COMMIT_SHORT_SHA", "latest"]),
            fact("prod-from-tags", "deploy-prod only ever runs from protected tags, never from a branch, not even "
                                   "main.",
                 "rule", "user", ["deploy-prod", "protected tags"], remember=True),
            fact("branch-naming", "Branches are named <jira key>-<short-slug>, e.g. BSS-1942-npch-v3-poller.",
                 "convention", "user", ["BSS-1942-npch-v3-poller", ["<jira key>-<short-slug>", "jira key"]]),
            fact("commit-style", "Commit subjects are '<component>: <imperative sentence>' with a lowercase "
                                 "component; the Jira key goes in a 'Refs: BSS-1942' trailer, never in the subject.",
                 "convention", "user", ["Refs:", ["<component>: <imperative sentence>", "imperative"]]),
        ],
        "optional": [
            opt("runner-tag", "Every BSS CI job runs on runners tagged bss-docker.", ["bss-docker"]),
            opt("commit-lint", "scripts/commit-lint.sh checks branch names and commit subjects in the lint stage.",
                ["commit-lint"]),
        ],
        "questions": [
            q("How are branches named in the BSS team?", "<jira key>-<short-slug>, e.g. BSS-1942-npch-v3-poller",
              ["branch-naming"]),
            q("Where does the Jira key go in a commit?", "in a Refs: trailer, never in the subject",
              ["commit-style"]),
            q("From what may deploy-prod run?", "only protected tags, never a branch", ["prod-from-tags"]),
        ],
    },
]
