"""h44 Codex sessions, part b: getting crew personal data in the BigQuery warehouse (crew-dwh, dbt) in order before
a DPO review, a one-off count of standby call-outs for a slide, and duty swap requests in crewops-admin (FastAPI)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DWH = "/Users/joana/work/crew-dwh"
ADMIN = "/home/tiago/code/crewops-admin"

SESSIONS = [
    {
        "id": "h44-cx-dwh-crew-pii",
        "project": DWH,
        "start": datetime(2026, 11, 19, 9, 0),
        "about": "crew-dwh (dbt on BigQuery): crew personal data before the DPO review; the assistant's numbered "
                 "questions answered tersely ('1) 6 months after the leaving date 2) salted sha256, salt in secret "
                 "manager 3) dwh-pii-readers only 4) drop them'); Portuguese-flavoured request to keep the dataset "
                 "convention (crew personal data only in crew_pii, never crew_core)",
        "steps": [
            ("user", "the DPO review of the crew warehouse is in two weeks. I need the crew personal data in order. "
                     "what do we have"),
            shell("bq ls --format=prettyjson skerry-dwh | jq -r '.[].datasetReference.datasetId' && bq query "
                  "--nouse_legacy_sql --format=csv \"select table_name, string_agg(column_name, ' ') from "
                  "crew_core.INFORMATION_SCHEMA.COLUMNS where column_name in ('full_name','email','phone',"
                  "'home_address','date_of_birth','nationality','leave_reason_code') group by 1\"",
                  "crew_core\ncrew_marts\nops_core\nstaging\n"
                  "table_name,f0_\n"
                  "crew_members,full_name email phone home_address date_of_birth nationality\n"
                  "leave_records,leave_reason_code\n"
                  "standby_callouts,full_name phone\n"),
            shell("bq query --nouse_legacy_sql --format=csv \"select count(*) as leavers, min(leaving_date) from "
                  "crew_core.crew_members where leaving_date is not null\"",
                  "leavers,f0_\n1184,2014-06-30\n"),
            ("assistant", "Personal data sits in crew_core next to everything else: names, contact details, "
                          "address, date of birth and nationality in crew_members, names and phones copied into "
                          "standby_callouts, and leave reason codes (some of them medical) in leave_records. 1,184 "
                          "leavers are still fully identifiable, back to 2014. Questions:\n\n"
                          "1. How long do we keep identifiable data of crew who have left?\n"
                          "2. Pseudonymise with a salted hash, or a lookup table of random tokens?\n"
                          "3. Who may read the raw columns?\n"
                          "4. The medical leave reason codes: keep them at all?"),
            ("user", "1) 6 months after the leaving date 2) salted sha256, salt in secret manager 3) "
                     "dwh-pii-readers only 4) drop them"),
            ("assistant", "So: identifiable data of leavers is kept 6 months after the leaving date and then "
                          "pseudonymised; crew identifiers become a `crew_key`, a SHA-256 of the crew id with a salt "
                          "read from Secret Manager at build time; raw PII columns carry a BigQuery policy tag that "
                          "only dwh-pii-readers can read through; medical leave reason codes are dropped from the "
                          "warehouse."),
            shell("apply_patch < /tmp/crew-pii.patch && git status --short",
                  "Success. Updated the following files:\n"
                  "A models/crew_pii/crew_members_pii.sql\nA macros/pseudonymise.sql\n"
                  "M models/crew_core/crew_members.sql\nM models/crew_core/standby_callouts.sql\n"
                  "M models/crew_core/leave_records.sql\nA policy_tags/crew_pii.tf\n"),
            ("user", "and please, to keep for the next times, is very important for the DPO: all the tables with "
                     "personal data of crew live in the dataset crew_pii, never in crew_core. crew_core only has "
                     "the pseudonymised crew_key"),
            shell("dbt run --select crew_pii+ crew_core 2>&1 | tail -n 4",
                  "11:42:07  Finished running 9 table models in 0 hours 1 minutes and 48.21 seconds (108.21s).\n"
                  "11:42:07  \n11:42:07  Completed successfully\n"
                  "11:42:07  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9\n"),
            shell("bq query --nouse_legacy_sql --format=csv \"select count(*) from "
                  "crew_core.INFORMATION_SCHEMA.COLUMNS where column_name in ('full_name','email','phone',"
                  "'home_address','date_of_birth','nationality','leave_reason_code')\"",
                  "f0_\n0\n"),
            shell("git add -A && git commit -qm 'crew PII into crew_pii with policy tags; crew_key pseudonyms; "
                  "leaver retention 6 months; drop medical codes' && git log -1 --oneline",
                  "e03b7a1 crew PII into crew_pii with policy tags; crew_key pseudonyms; leaver retention 6 months; "
                  "drop medical codes\n"),
            ("assistant", "Committed. crew_core has no personal columns left, only crew_key; the raw data lives in "
                          "crew_pii behind the policy tag for dwh-pii-readers; a nightly model pseudonymises "
                          "leavers 6 months after their leaving date, and the medical reason codes are gone."),
        ],
        "facts": [
            fact("cx4-leavers", "Identifiable data of crew who have left is kept 6 months after the leaving date, "
                                "then pseudonymised.",
                 "config", "user", ["6 months", "leaving date"]),
            fact("cx4-hash", "Crew identifiers are pseudonymised as crew_key, a salted SHA-256 of the crew id; the "
                             "salt is kept in Secret Manager.",
                 "decision", "user", [["sha256", "SHA-256"], "secret manager"]),
            fact("cx4-readers", "Only dwh-pii-readers may read raw crew PII columns, enforced with a BigQuery policy "
                                "tag.",
                 "config", "user", ["dwh-pii-readers", "policy tag"]),
            fact("cx4-medical", "Medical leave reason codes are dropped from the warehouse.",
                 "decision", "user", ["leave reason codes", "drop"]),
            fact("cx4-datasets", "All tables with crew personal data live in the BigQuery dataset crew_pii, never "
                                 "in crew_core; crew_core only has the pseudonymised crew_key.",
                 "convention", "user", ["crew_pii", "crew_core"], remember=True),
        ],
        "optional": [
            opt("cx4-macro", "macros/pseudonymise.sql builds crew_key in the dbt project.", ["pseudonymise"]),
        ],
        "questions": [
            q("How long is identifiable data of crew who have left kept?", "6 months after the leaving date",
              ["cx4-leavers"]),
            q("How are crew identifiers pseudonymised?", "salted sha256, salt in Secret Manager", ["cx4-hash"]),
            q("Who can read raw crew PII in the warehouse?", "dwh-pii-readers only", ["cx4-readers"]),
            q("Which dataset holds tables with crew personal data?", "crew_pii, never crew_core",
              ["cx4-datasets"]),
        ],
    },
    {
        "id": "h44-cx-standby-callouts-slide",
        "project": DWH,
        "start": datetime(2026, 11, 20, 13, 35),
        "about": "crew-dwh: a one-off count of standby call-outs per base for October (and as a share of standby "
                 "duties) for Marta's slide, saved as a CSV in Downloads; nothing durable",
        "steps": [
            ("user", "Marta needs standby call-outs per base for October for her slide at 3. just the numbers"),
            shell("bq query --nouse_legacy_sql --format=pretty \"select base, count(*) as callouts from "
                  "crew_marts.standby_duties where callout_at is not null and duty_date between '2026-10-01' and "
                  "'2026-10-31' group by base order by base\"",
                  "+------+----------+\n| base | callouts |\n+------+----------+\n| BOS  |       23 |\n"
                  "| DUB  |       77 |\n| ORK  |       41 |\n| SNN  |       18 |\n+------+----------+\n"),
            ("assistant", "October standby call-outs: BOS 23, DUB 77, ORK 41, SNN 18, 159 in total."),
            ("user", "and as a share of standby duties?"),
            shell("bq query --nouse_legacy_sql --format=pretty \"select base, count(*) as standbys, "
                  "countif(callout_at is not null) as callouts, round(100 * countif(callout_at is not null) / "
                  "count(*), 1) as pct from crew_marts.standby_duties where duty_date between '2026-10-01' and "
                  "'2026-10-31' group by base order by base\"",
                  "+------+----------+----------+------+\n| base | standbys | callouts | pct  |\n"
                  "+------+----------+----------+------+\n| BOS  |      186 |       23 | 12.4 |\n"
                  "| DUB  |      402 |       77 | 19.2 |\n| ORK  |      311 |       41 | 13.2 |\n"
                  "| SNN  |      150 |       18 | 12.0 |\n+------+----------+----------+------+\n"),
            ("assistant", "As a share of standby duties: BOS 12.4%, DUB 19.2%, ORK 13.2%, SNN 12.0%. DUB stands "
                          "out at almost one in five."),
            ("user", "put it in a csv in my downloads"),
            shell("bq query --nouse_legacy_sql --format=csv \"select base, count(*) as standbys, countif(callout_at "
                  "is not null) as callouts, round(100 * countif(callout_at is not null) / count(*), 1) as pct "
                  "from crew_marts.standby_duties where duty_date between '2026-10-01' and '2026-10-31' group by "
                  "base order by base\" > ~/Downloads/standby-callouts-2026-10.csv && cat "
                  "~/Downloads/standby-callouts-2026-10.csv",
                  "base,standbys,callouts,pct\nBOS,186,23,12.4\nDUB,402,77,19.2\nORK,311,41,13.2\nSNN,150,18,12.0\n"),
            ("assistant", "Saved to ~/Downloads/standby-callouts-2026-10.csv."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h44-cx-admin-duty-swaps",
        "project": ADMIN,
        "start": datetime(2026, 11, 23, 10, 15),
        "about": "crewops-admin: duty swap requests from CrewLink; 'keep in mind for later' that swaps are approved "
                 "by the crew controller of the requester's base, then replaced after a call with crew control: "
                 "the duty manager on shift approves, controllers read-only (label the final); expiry 72 h changed "
                 "to 48 h; MAX_PENDING_SWAPS 3; routes under /api/v1/<plural-kebab-noun>",
        "steps": [
            ("user", "next feature for crewops-admin: duty swap requests. crew ask for a swap in CrewLink, it lands "
                     "here, someone approves. models first"),
            shell("ls app/models app/routers && sed -n 1,12p app/routers/standbys.py",
                  "app/models:\n__init__.py\naudit_log.py\nbase.py\ncrew.py\nstandby.py\n\n"
                  "app/routers:\n__init__.py\ncrew.py\nstandbys.py\n"
                  "router = APIRouter(prefix=\"/api/v1/standby-duties\", tags=[\"standbys\"])\n"),
            ("assistant", "I'd add a `DutySwap` model: requester and partner crew ids, the duty ids on each side, "
                          "status (pending, approved, rejected, expired), created_at, decided_by and decided_at, "
                          "plus a router next to the others. Two things I need: who approves a swap, and when does "
                          "an unanswered request expire?"),
            ("user", "keep this in mind for later, it'll come up a lot: swaps are approved by the crew controller "
                     "of the requester's base. expiry 72 hours. and routes follow the existing ones: "
                     "/api/v1/<plural noun in kebab-case>, so /api/v1/duty-swaps"),
            shell("apply_patch < /tmp/duty-swap-model.patch && alembic upgrade head 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA app/models/duty_swap.py\nA app/routers/duty_swaps.py\n"
                  "A alembic/versions/0013_duty_swaps.py\n"
                  "INFO  [alembic.runtime.migration] Running upgrade 0012 -> 0013, duty_swaps\n"),
            ("user", "one limit: max 3 pending swaps per crew member"),
            shell("apply_patch < /tmp/swap-limits.patch && sed -n 1,8p app/services/swaps.py",
                  "Success. Updated the following files:\nA app/services/swaps.py\n"
                  "MAX_PENDING_SWAPS = 3\nSWAP_EXPIRY = timedelta(hours=72)\n"
                  "APPROVER_ROLE = \"base-crew-controller\"\n\n"
                  "def request_swap(db, requester, partner, duties):\n"
                  "    if db.pending_swaps(requester) >= MAX_PENDING_SWAPS:\n"
                  "        raise TooManyPendingSwaps(requester)\n"),
            shell("pytest -q tests/test_swaps.py",
                  ".........                                                                [100%]\n"
                  "9 passed in 1.74s\n"),
            ("user", "just got off a call with crew control. scratch what I said about approvals: the duty manager "
                     "on shift approves swaps, not the base crew controllers. controllers only see them, read-only. "
                     "and expiry 48 hours, not 72, the duty manager wants them off the list faster"),
            shell("apply_patch < /tmp/swap-approver.patch && sed -n 1,3p app/services/swaps.py && pytest -q "
                  "tests/test_swaps.py",
                  "Success. Updated the following files:\nM app/services/swaps.py\nM app/routers/duty_swaps.py\n"
                  "M tests/test_swaps.py\n"
                  "MAX_PENDING_SWAPS = 3\nSWAP_EXPIRY = timedelta(hours=48)\nAPPROVER_ROLE = \"duty-manager\"\n"
                  "..........                                                               [100%]\n"
                  "10 passed in 1.81s\n"),
            shell("git add -A && git commit -qm 'duty swaps: model, /api/v1/duty-swaps, duty manager approves, "
                  "48h expiry' && git log -1 --oneline",
                  "93ad5f0 duty swaps: model, /api/v1/duty-swaps, duty manager approves, 48h expiry\n"),
            ("assistant", "Committed. Swap requests live under /api/v1/duty-swaps; only the duty-manager role can "
                          "approve or reject, base crew controllers get a read-only view; requests expire after 48 "
                          "hours and a crew member can have at most 3 pending."),
        ],
        "facts": [
            fact("cx6-approver", "Duty swaps are approved by the duty manager on shift (not the crew controller of "
                                 "the requester's base, as first said); base crew controllers only see swaps, "
                                 "read-only.",
                 "rule", "user", ["duty manager", "swap", ["read-only", "crew controller"]], remember=True),
            fact("cx6-expiry", "Duty swap requests expire after 48 hours (72 was set first).",
                 "config", "user", ["48 hours", ["expiry", "expire"]]),
            fact("cx6-pending", "A crew member can have at most 3 pending swaps (MAX_PENDING_SWAPS = 3).",
                 "config", "user", ["MAX_PENDING_SWAPS", ["3 pending", "pending"]]),
            fact("cx6-routes", "crewops-admin routes are /api/v1/<plural noun in kebab-case>, e.g. "
                               "/api/v1/duty-swaps.",
                 "convention", "user", [["/api/v1/<plural noun in kebab-case>", "kebab-case"], "/api/v1/duty-swaps"]),
        ],
        "optional": [
            opt("cx6-model", "The DutySwap model has status pending, approved, rejected or expired; code in "
                             "app/services/swaps.py.",
                ["DutySwap"]),
            opt("cx6-role", "Swap approval is APPROVER_ROLE = \"duty-manager\" in app/services/swaps.py.",
                ["APPROVER_ROLE"]),
        ],
        "questions": [
            q("Who approves duty swaps?", "the duty manager on shift; crew controllers only see them, read-only",
              ["cx6-approver"]),
            q("When does a duty swap request expire?", "after 48 hours", ["cx6-expiry"]),
            q("How many pending swaps can a crew member have?", "at most 3", ["cx6-pending"]),
        ],
    },
]
