"""h40 Codex sessions, part b: the rollout plan for November's fraud model (terse answers to numbered questions, a
threshold noted and then replaced), a one-off CSV of October's SLA misses for the board pack, and the storage
design of claims-audit, the audit trail (a decision reversed within the session)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FRAUD = "/Users/priya/code/fraud-scorer"
REPORTING = "/home/kwame/src/claims-reporting"
AUDIT = "/home/dmitri/work/claims-audit"

SESSIONS = [
    {
        "id": "h40-cx-fraud-model-rollout",
        "project": FRAUD,
        "start": datetime(2026, 11, 11, 13, 0),
        "about": "fraud-scorer: rollout plan for fs-lgbm-2026-11-1; numbered questions answered '1. two weeks 2. "
                 "0.80 3. precision top 2% 4. log only'; 'store this for later' SIU referral threshold 0.80, then "
                 "replaced by 0.83 after the referral count (212/week vs SIU capacity 140); model version naming "
                 "fs-<algo>-<yyyy>-<mm>-<n>",
        "steps": [
            ("user", "the november model is trained, fs-lgbm-2026-11-1. I want a rollout plan in "
                     "docs/rollout/2026-11.md and the shadow wiring today"),
            shell("cat models/fs-lgbm-2026-11-1/metrics.json | jq -c '{auc, precision_at_2pct, brier, baseline}'",
                  "{\"auc\":0.912,\"precision_at_2pct\":0.61,\"brier\":0.041,\"baseline\":{\"model\":"
                  "\"fs-lgbm-2026-10-3\",\"auc\":0.897,\"precision_at_2pct\":0.54,\"brier\":0.044}}\n"),
            ("assistant", "The new model beats fs-lgbm-2026-10-3 on every offline metric (AUC 0.912 vs 0.897, "
                          "precision at the top 2% 0.61 vs 0.54). For the plan I need four answers:\n\n"
                          "1. How long should the shadow run last?\n"
                          "2. Which score refers a claim to SIU (special investigations)? Today it's 0.85 on the "
                          "old model, and the new one is calibrated differently.\n"
                          "3. Which metric gates promotion: AUC, or precision at the top 2%, which is what SIU "
                          "actually works on?\n"
                          "4. Shadow scores: only logged, or also visible to SIU in the console?"),
            ("user", "1. two weeks 2. 0.80 3. precision top 2% 4. log only"),
            shell("apply_patch < /tmp/rollout-2026-11.patch && sed -n 1,14p docs/rollout/2026-11.md",
                  "Success. Updated the following files:\nA docs/rollout/2026-11.md\nM config/shadow.yaml\n"
                  "# Rollout: fs-lgbm-2026-11-1\n\n"
                  "- Shadow run: two weeks from 2026-11-11, scores logged only (not shown to SIU).\n"
                  "- Promotion gate: precision at the top 2% on the shadow period >= the live model's.\n"
                  "- SIU referral threshold after promotion: 0.80.\n"),
            ("user", "store this for later: the SIU referral threshold is 0.80 from the promotion on"),
            shell("python -m scorer.shadow --config config/shadow.yaml --dry-run",
                  "shadow: live=fs-lgbm-2026-10-3 candidate=fs-lgbm-2026-11-1\n"
                  "sink: bq://larkfield-fraud.shadow.scores_2026_11\nvisible_to_siu: false\nok (dry run)\n"),
            shell("python -m scorer.analysis.referrals --model fs-lgbm-2026-11-1 --month 2026-10 --thresholds "
                  "0.80,0.83,0.85",
                  "threshold  referrals_per_week  precision\n"
                  "0.80       212                 0.52\n"
                  "0.83       131                 0.63\n"
                  "0.85       97                  0.68\n"
                  "SIU capacity (config/siu.yaml): 140 per week\n"),
            ("user", "hm, 212 a week and SIU handles 140 max. change of plan: 0.83, not 0.80. update the note you "
                     "keep, 0.83 is the threshold"),
            shell("apply_patch < /tmp/rollout-threshold.patch && grep -n 'threshold' docs/rollout/2026-11.md",
                  "Success. Updated the following files:\nM docs/rollout/2026-11.md\n"
                  "5:- SIU referral threshold after promotion: 0.83 (131 referrals a week on October's claims; SIU "
                  "capacity 140).\n"),
            ("user", "and naming while we're here, the registry is a mess: model versions are "
                     "fs-<algo>-<yyyy>-<mm>-<n>, n starting at 1 each month. fs-lgbm-2026-11-1 is right. the "
                     "'final_v2_really' stuff goes"),
            shell("python -m scorer.registry list --name fraud-scorer | tail -n 5",
                  "fs-lgbm-2026-09-1\nfs-lgbm-2026-10-3\nfs-lgbm-2026-11-1\nlgbm_final_v2_really\n"
                  "xgb-test-priya\n"),
            shell("git add -A && git commit -qm 'rollout plan for fs-lgbm-2026-11-1, shadow wiring' && git log -1 "
                  "--oneline",
                  "4a9d21e rollout plan for fs-lgbm-2026-11-1, shadow wiring\n"),
            ("assistant", "Plan and shadow config are committed. The two old names (lgbm_final_v2_really, "
                          "xgb-test-priya) are still in the registry; I didn't delete anything there."),
        ],
        "facts": [
            fact("shadow", "The November fraud model fs-lgbm-2026-11-1 runs in shadow for two weeks, scores logged "
                           "only, not shown to SIU.",
                 "decision", "user", ["shadow", "two weeks"]),
            fact("siu-threshold", "The SIU referral threshold after promotion is 0.83 (0.80 first; it gave 212 "
                                  "referrals a week against an SIU capacity of 140).",
                 "config", "user", ["SIU", "0.83"], remember=True),
            fact("gate", "Promotion of a fraud model is gated on precision at the top 2%.",
                 "decision", "user", ["precision", "2%"]),
            fact("model-naming", "Fraud model versions are named fs-<algo>-<yyyy>-<mm>-<n>, n starting at 1 each "
                                 "month (e.g. fs-lgbm-2026-11-1).",
                 "convention", "user", ["fs-<algo>-<yyyy>-<mm>-<n>", "fs-lgbm-2026-11-1"]),
        ],
        "optional": [
            opt("siu-capacity", "SIU handles at most 140 referrals a week (config/siu.yaml).", ["140"]),
        ],
        "questions": [
            q("Which score refers a claim to SIU after the promotion?", "0.83", ["siu-threshold"]),
            q("How long does the November fraud model run in shadow?", "two weeks, log only", ["shadow"]),
            q("How are fraud model versions named?", "fs-<algo>-<yyyy>-<mm>-<n>", ["model-naming"]),
        ],
    },
    {
        "id": "h40-cx-sla-misses-export",
        "project": REPORTING,
        "start": datetime(2026, 11, 18, 16, 40),
        "about": "claims-reporting: a one-off CSV of claims that missed the decision SLA in October for Helena's "
                 "board pack; near-misses: reopened claims included 'just for today', finance's rule that nobody "
                 "queries the ledger database is their rule; nothing durable",
        "steps": [
            ("user", "Helena needs a CSV of every claim that missed its decision SLA in October, for the board pack "
                     "tomorrow. claim number, type, adjuster, days over. can you pull it from the reporting replica"),
            shell("psql \"$REPORTING_URL\" -c '\\d claim_sla'",
                  "                 Table \"public.claim_sla\"\n"
                  "     Column      |  Type   \n-----------------+---------\n"
                  " claim_number    | text\n claim_type      | text\n adjuster        | text\n"
                  " due_at          | date\n decided_at      | date\n reopened        | boolean\n"
                  " reserve_amount  | numeric\n"),
            shell("psql \"$REPORTING_URL\" -Atc \"select count(*) from claim_sla where decided_at > due_at and "
                  "decided_at >= '2026-10-01' and decided_at < '2026-11-01' and not reopened\"",
                  "184\n"),
            ("user", "just for today, include the reopened claims too, Helena wants them in this one. normally "
                     "they stay out"),
            ("user", "should I join the payments for the amounts? finance never lets anybody query the ledger db "
                     "directly, that's their rule, so I guess no"),
            ("assistant", "Without the ledger there are no paid amounts, but claim_sla has reserve_amount, the "
                          "reserve at the time of the decision. That's probably close enough for a board pack."),
            ("user", "reserve is fine. add it"),
            shell("psql \"$REPORTING_URL\" -c \"\\copy (select claim_number, claim_type, adjuster, decided_at - "
                  "due_at as days_over, reserve_amount, reopened from claim_sla where decided_at > due_at and "
                  "decided_at >= '2026-10-01' and decided_at < '2026-11-01' order by days_over desc) to "
                  "'/tmp/october-sla-misses.csv' csv header\" && wc -l /tmp/october-sla-misses.csv && head -n 3 "
                  "/tmp/october-sla-misses.csv",
                  "COPY 203\n204 /tmp/october-sla-misses.csv\n"
                  "claim_number,claim_type,adjuster,days_over,reserve_amount,reopened\n"
                  "CLM-2026-038812,home_fire,mbarros,41,28400.00,f\n"
                  "CLM-2026-040277,motor_collision,tnowak,33,6120.50,t\n"),
            ("assistant", "/tmp/october-sla-misses.csv: 203 claims (184 plus 19 reopened), sorted by days over, "
                          "with the reserve and a reopened column so Helena can filter them out if she wants."),
            ("user", "great, sending it. thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h40-cx-audit-trail-storage",
        "project": AUDIT,
        "start": datetime(2026, 11, 20, 11, 0),
        "about": "claims-audit: storage design for the audit trail; first decision (compacted Kafka topic "
                 "claims.audit as the store) reversed after the agent points out compaction keeps only the latest "
                 "record per key; final: Postgres table audit_event, append only, partitioned by month, topic only "
                 "transport with 7 days retention; role audit_writer INSERT only; 'write this down for yourself' "
                 "event naming claim.<noun>.<verb in past tense>; speculation (hash chain, OpenSearch) deferred",
        "steps": [
            ("user", "new repo, claims-audit. every change to a claim (reserve, status, payment authorised, "
                     "document viewed) has to end up in an audit trail the regulator can ask for. let's design the "
                     "storage today"),
            shell("ls -a && cat README.md",
                  ".  ..  .git  README.md  docs  migrations  topics\n"
                  "# claims-audit\n\nAudit trail of every change to a claim. Producers: fnol-service, "
                  "adjuster-console (via claims-api), polaris-bridge, claim-docs.\n"),
            ("assistant", "Three shapes are possible: (a) a Kafka topic is the store itself; (b) services write "
                          "to a Postgres table; (c) services produce to Kafka as transport, and a consumer writes "
                          "into Postgres as the store. Every producer already has a Kafka client, which favours (a) "
                          "or (c)."),
            ("user", "kafka is already there and every service produces to it. let's keep it simple: the store is "
                     "a compacted topic claims.audit, keyed by claim number, infinite retention. done"),
            shell("apply_patch < /tmp/topic-compact.patch && cat topics/claims.audit.yaml",
                  "Success. Updated the following files:\nA topics/claims.audit.yaml\n"
                  "name: claims.audit\npartitions: 12\nconfig:\n  cleanup.policy: compact\n  retention.ms: -1\n"),
            ("user", "maybe one day we do a hash chain so we can prove nothing was changed, some merkle thing. and "
                     "maybe opensearch so the adjusters can search it. not now, just thinking aloud"),
            ("assistant", "Before we build on the topic, one problem with compaction: a compacted topic keeps only "
                          "the latest record per key. Keyed by claim number, each claim would keep only its last "
                          "event; a reserve change from March disappears once anything else happens on the claim. "
                          "For an audit trail that's the opposite of what we need."),
            ("user", "ah. right. ok, forget the compacted topic. then: events go through a normal topic "
                     "claims.audit with 7 days retention, only transport, and the store is a postgres table "
                     "audit_event, append only, partitioned by month"),
            shell("apply_patch < /tmp/audit-event.patch && cat topics/claims.audit.yaml && sed -n 1,12p "
                  "migrations/V1__audit_event.sql",
                  "Success. Updated the following files:\nM topics/claims.audit.yaml\n"
                  "A migrations/V1__audit_event.sql\n"
                  "name: claims.audit\npartitions: 12\nconfig:\n  cleanup.policy: delete\n"
                  "  retention.ms: 604800000  # 7 days, transport only\n"
                  "create table audit_event (\n  event_id uuid not null,\n  event_name text not null,\n"
                  "  claim_number text not null,\n  actor_id text not null,\n  occurred_at timestamptz not null,\n"
                  "  payload jsonb not null,\n  primary key (event_id, occurred_at)\n"
                  ") partition by range (occurred_at);\n"),
            ("assistant", "Append-only can be enforced by the database instead of by convention: the consumer's "
                          "role gets INSERT only, no UPDATE or DELETE, and dropping old partitions is done by a "
                          "separate admin role."),
            ("user", "yes. role audit_writer, INSERT only. no application can update or delete"),
            shell("apply_patch < /tmp/audit-roles.patch && cat migrations/V2__roles.sql",
                  "Success. Updated the following files:\nA migrations/V2__roles.sql\n"
                  "create role audit_writer login;\ngrant insert on audit_event to audit_writer;\n"
                  "revoke update, delete, truncate on audit_event from audit_writer;\n"),
            ("user", "and write this down for yourself so I don't have to explain it every time: event names are "
                     "claim.<noun>.<verb in past tense>, all lowercase, british spelling. claim.reserve.changed, "
                     "claim.payment.authorised, claim.document.viewed. nothing like ReserveChangedEvent"),
            shell("apply_patch < /tmp/event-names.patch && make test",
                  "Success. Updated the following files:\nA docs/events.md\nA tests/test_event_names.py\n"
                  "pytest -q\n........                                                       [100%]\n"
                  "8 passed in 0.52s\n"),
            ("user", "good. the hash chain and opensearch stay ideas, don't plan anything for them"),
            shell("git add -A && git commit -qm 'audit_event store, claims.audit as transport, audit_writer role, "
                  "event names' && git log -1 --oneline",
                  "27f4c80 audit_event store, claims.audit as transport, audit_writer role, event names\n"),
        ],
        "facts": [
            fact("audit-store", "The audit trail's store is a Postgres table audit_event, append only, partitioned "
                                "by month; the Kafka topic claims.audit is only transport with 7 days retention. A "
                                "compacted topic as the store was decided first and dropped (it keeps only the "
                                "latest record per key).",
                 "decision", "user", ["audit_event", "partitioned by month", ["compacted", "7 days"]]),
            fact("audit-writer", "The role audit_writer has INSERT only on audit_event; no application can update "
                                 "or delete.",
                 "rule", "user", ["audit_writer", "INSERT only"]),
            fact("event-naming", "Audit event names are claim.<noun>.<verb in past tense>, all lowercase, British "
                                 "spelling (claim.reserve.changed, claim.payment.authorised), never "
                                 "ReserveChangedEvent.",
                 "convention", "user", ["claim.reserve.changed", "past tense", ["british spelling",
                                                                                 "claim.payment.authorised"]],
                 remember=True),
        ],
        "optional": [
            opt("topic-retention", "claims.audit has cleanup.policy delete and retention.ms 604800000.",
                ["604800000"]),
            opt("audit-producers", "claims-audit gets events from fnol-service, claims-api, polaris-bridge and "
                                   "claim-docs.", ["polaris-bridge", "claim-docs"]),
        ],
        "questions": [
            q("Where are audit events stored?", "in a postgres table audit_event, append only, partitioned by month",
              ["audit-store"]),
            q("Why isn't a compacted Kafka topic the audit store?",
              "a compacted topic keeps only the latest record per key", ["audit-store"]),
            q("How are audit event names written?", "claim.<noun>.<verb in past tense>, all lowercase, british "
              "spelling, like claim.reserve.changed", ["event-naming"]),
        ],
    },
]
