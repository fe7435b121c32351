"""h58 Codex sessions, part a: fraud-score, the Python model service that scores new motor claims, with referral
rules on top that send claims to the special investigations unit (SIU). Its owner writes Portuguese-flavoured
English. The referral threshold and an SIU ticket, a new model version with worse calibration, and a CI chore."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FRAUD = "/home/bia/projetos/fraud-score"

RULES_YAML = """\
# referral_rules.yaml - rules applied after the model score
# owner: fraud-score team + SIU
version: 14
model_threshold:
  refer_to_siu: 0.65          # score >= this -> referral
rules:
  - id: PRIOR_CLAIMS_12M
    when: "claimant.claims_last_12m >= 3"
    action: refer
    reason: "three or more claims in 12 months"
  - id: LATE_REPORT_30D
    when: "days_between(loss_date, report_date) > 30"
    action: flag            # shown to handler, no referral
    reason: "reported more than 30 days after loss"
  - id: NIGHT_SINGLE_VEHICLE
    when: "loss_time between 00:00 and 05:00 and vehicles_involved == 1 and not police_report"
    action: flag
    reason: "single-vehicle night loss without police report"
  - id: GARAGE_WATCHLIST
    when: "repairer.id in watchlist('garages')"
    action: refer
    reason: "repairer on SIU watchlist"
  - id: TOTAL_LOSS_NEW_POLICY
    when: "estimate.total_loss and policy.age_days < 60"
    action: refer
    reason: "total loss on a policy younger than 60 days"
exclusions:
  - id: GLASS_ONLY
    when: "claim.cover == 'glass' and estimate.total < 1500"
    reason: "glass-only under 1500 EUR never referred"
"""

VOLUME_SQL_OUT = """\
 threshold | days | claims_scored | referrals | per_day | siu_capacity_per_day
-----------+------+---------------+-----------+---------+---------------------
      0.60 |   28 |         9140  |      2212 |    79.0 |                  40
      0.65 |   28 |         9140  |      1624 |    58.0 |                  40
      0.70 |   28 |         9140  |      1092 |    39.0 |                  40
      0.75 |   28 |         9140  |       731 |    26.1 |                  40
(4 rows)

-- hit rate (referral confirmed as fraud or withdrawn claim), Q3 closed referrals
 threshold | referrals | confirmed | hit_rate
-----------+-----------+-----------+---------
      0.60 |      2260 |       287 |    0.127
      0.65 |      1701 |       262 |    0.154
      0.70 |      1130 |       231 |    0.204
      0.75 |       790 |       188 |    0.238
"""

PYTEST_RULES = """\
============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/bia/projetos/fraud-score
configfile: pyproject.toml
plugins: anyio-4.6.2, cov-5.0.0
collected 88 items

tests/test_api.py ..............                                         [ 15%]
tests/test_model_loading.py ......                                       [ 22%]
tests/test_rules_engine.py ...................................           [ 62%]
tests/test_rules_file.py .........                                       [ 72%]
tests/test_inception_rule.py .......                                     [ 80%]
tests/test_never_declines.py ...                                         [ 84%]
tests/test_threshold.py ..............                                   [100%]

============================== 88 passed in 4.31s ==============================
"""

COMPARE_OUT = """\
holdout: claims reported 2026-08-01 .. 2026-09-30, n=6,412, positives (confirmed fraud) = 231

metric                      v3 (live)     v4 (candidate)
--------------------------  ------------  --------------
ROC AUC                     0.842         0.861
PR AUC                      0.311         0.347
Brier score                 0.071         0.089
log loss                    0.241         0.298
referrals at 0.70           412           655
confirmed among referrals   71            83
hit rate at 0.70            0.172         0.127

calibration (predicted bin -> observed fraud rate)
bin          v3_pred  v3_obs   v4_pred  v4_obs
0.0-0.1      0.03     0.02     0.04     0.02
0.1-0.2      0.14     0.12     0.15     0.09
0.2-0.4      0.29     0.27     0.31     0.18
0.4-0.6      0.49     0.45     0.52     0.26
0.6-0.8      0.69     0.61     0.72     0.33
0.8-1.0      0.87     0.80     0.90     0.71
"""

RECAL_OUT = """\
fitting IsotonicRegression(out_of_bounds='clip') on calibration set 2026-06-01 .. 2026-07-31 (n=6,980)
writing artefacts/v4-cal/calibrator.pkl
holdout 2026-08-01 .. 2026-09-30 (n=6,412)

metric                      v3 (live)     v4-cal
--------------------------  ------------  --------------
ROC AUC                     0.842         0.860
Brier score                 0.071         0.066
log loss                    0.241         0.229
referrals at 0.70           412           437
confirmed among referrals   71            88
hit rate at 0.70            0.172         0.201
"""

SESSIONS = [
    {
        "id": "h58-cx-fraud-threshold-rules",
        "project": FRAUD,
        "start": datetime(2026, 11, 3, 9, 35),
        "about": "fraud-score: an SIU ticket with three asks; ask 1 (always refer losses within 14 days of policy "
                 "inception) accepted as rule INCEPTION_14D; ask 2 (lower the threshold to 0.6) first accepted, then "
                 "after the volume query the threshold goes up from 0.65 to 0.7 because SIU handles about 40 a day; "
                 "ask 3 (auto-decline above 0.95) refused, the service only refers; a standing rule in "
                 "Portuguese-flavoured English that referral_rules.yaml changes only by merge request approved by "
                 "someone from SIU",
        "steps": [
            ("user", "Good morning! I have one ticket from SIU, I paste here. Is for the referral rules.\n\n"
                     "---\nFRD-318  Changes to fraud referral (requested by SIU coordination)\n"
                     "Priority: High\n\n"
                     "1. Any motor claim where the loss date is within 14 days of the policy inception date must be "
                     "referred to SIU, whatever the model score says. We found 11 staged accidents this year on "
                     "brand-new policies that scored low.\n"
                     "2. Lower the model referral threshold from 0.65 to 0.60 so we see more cases.\n"
                     "3. Claims with a score above 0.95 should be declined automatically and the customer informed "
                     "by letter, to save SIU time.\n---\n\n"
                     "First we see the rules file how is now?"),
            shell("cat rules/referral_rules.yaml", RULES_YAML),
            ("assistant", "Here's the current file: threshold 0.65, five rules (three refer, two only flag for the "
                          "handler) and one exclusion for small glass-only claims. Nothing about policy inception "
                          "yet; `TOTAL_LOSS_NEW_POLICY` is the closest (total loss on a policy under 60 days).\n\n"
                          "For the three asks:\n"
                          "1. A new rule with `action: refer`, e.g. `INCEPTION_14D`, on `days_between("
                          "policy.inception_date, loss_date) <= 14`. It must run even when the score is low, which "
                          "the engine already does for `refer` rules.\n"
                          "2. Change `refer_to_siu` to 0.60.\n"
                          "3. This one changes what the service is: today it never takes a decision, it only "
                          "refers. Auto-declining would mean the score alone refuses a claim."),
            ("user", "Ok for the 1, is very clear, we do. For the 2 also ok, we put 0.6 like they ask."),
            shell("sed -i 's/refer_to_siu: 0.65 /refer_to_siu: 0.60 /' rules/referral_rules.yaml && grep -n "
                  "refer_to_siu rules/referral_rules.yaml",
                  "5:  refer_to_siu: 0.60          # score >= this -> referral\n"),
            ("assistant", "Set to 0.60. Before this goes out, it may be worth checking what it does to SIU's "
                          "volume: I can run the last 28 days of scored claims through the thresholds and compare "
                          "with their capacity figure from the SIU dashboard."),
            ("user", "Yes please, do the numbers."),
            shell("psql \"$FRAUD_RO_URL\" -f sql/threshold_volume.sql", VOLUME_SQL_OUT),
            ("assistant", "The numbers point the other way from the ticket:\n\n"
                          "- At **0.65** (today) SIU gets about **58 referrals a day**, and their capacity is "
                          "**40 a day**, so they are already behind.\n"
                          "- At **0.60** it would be **79 a day**, almost twice their capacity, and only 12.7% of "
                          "those turn out to be fraud.\n"
                          "- At **0.70** it's **39 a day**, just under capacity, and the hit rate goes up to "
                          "20.4%.\n\n"
                          "So 0.60 would bury them. 0.70 matches what they can actually handle; the inception rule "
                          "from ask 1 adds a few referrals a day on top (11 this year that scored low, plus the "
                          "ones that scored high anyway)."),
            ("user", "Hmm. This is exactly the problem, they ask more but they have no people. I call Marta from SIU "
                     "five minutes, wait."),
            ("user", "Ok I talk with her. She agree: we go to 0.7, not 0.6. Is final. She say the team lead put the "
                     "ask 2 in the ticket without look the numbers."),
            shell("sed -i 's/refer_to_siu: 0.60 /refer_to_siu: 0.70 /' rules/referral_rules.yaml && grep -n "
                  "refer_to_siu rules/referral_rules.yaml",
                  "5:  refer_to_siu: 0.70          # score >= this -> referral\n"),
            ("user", "And the 3 we don't do. Never. The model don't decline nobody, only send to SIU, and one person "
                     "decide. Is also the law for automatic decision, I don't want the lawyers in my desk. You can "
                     "write in the ticket answer."),
            shell("apply_patch <<'EOF'\n*** Update File: rules/referral_rules.yaml\n@@\n rules:\n+  - id: "
                  "INCEPTION_14D\n+    when: \"days_between(policy.inception_date, loss_date) <= 14\"\n"
                  "+    action: refer\n+    reason: \"loss within 14 days of policy inception\"\n"
                  "   - id: PRIOR_CLAIMS_12M\nEOF\n",
                  "Success. Updated the following files:\nM rules/referral_rules.yaml\n"),
            shell("apply_patch < /tmp/tests-frd318.patch && python -m pytest -q 2>&1 | tail -n 16", PYTEST_RULES),
            ("assistant", "Done and tested:\n\n"
                          "- `INCEPTION_14D` refers every claim whose loss is within 14 days of policy inception, "
                          "regardless of score (`tests/test_inception_rule.py`).\n"
                          "- `refer_to_siu` is 0.70, up from 0.65.\n"
                          "- `tests/test_never_declines.py` asserts that no rule or score produces anything other "
                          "than `refer`, `flag` or `none`, so an auto-decline can't sneak in.\n\n"
                          "Draft answer for FRD-318:\n\n"
                          "> 1. Done: rule INCEPTION_14D refers every loss within 14 days of inception.\n"
                          "> 2. Agreed with SIU coordination to raise the threshold to 0.70 instead (about 39 "
                          "referrals a day against a capacity of 40; 0.60 would be about 79).\n"
                          "> 3. Not done: fraud-score never declines a claim; it only refers, and a person "
                          "decides.\n\n"
                          "Shall I open the merge request?"),
            ("user", "Yes, open. And please, this you must to keep for the next sessions also: the "
                     "referral_rules.yaml we change only with merge request, with approve of one person of SIU. "
                     "Nobody push direct in main, not me also, not you."),
            shell("git checkout -qb frd-318-referral-rules && git commit -qam 'rules: INCEPTION_14D, threshold "
                  "0.70 (FRD-318)' && git push -q -u origin frd-318-referral-rules && glab mr create --fill "
                  "--reviewer siu-approvers --yes 2>&1 | tail -n 1",
                  "https://git.halvard.internal/claims/fraud-score/-/merge_requests/96\n"),
            ("assistant", "Merge request !96 is open with the `siu-approvers` group as reviewer. I've also noted "
                          "for this repo that referral_rules.yaml only changes through a merge request approved by "
                          "someone from SIU, never a direct push to main."),
            ("user", "Perfect, obrigada!"),
        ],
        "facts": [
            fact("threshold", "The SIU referral threshold (refer_to_siu) is 0.7, raised from 0.65 and not lowered "
                              "to 0.6 as the ticket asked: SIU can handle about 40 referrals a day, 0.65 gave 58 "
                              "and 0.6 would give 79. Agreed with SIU coordination.",
                 "config", "user", ["0.7", ["refer_to_siu", "threshold"]]),
            fact("inception-rule", "Rule INCEPTION_14D refers every claim whose loss is within 14 days of policy "
                                   "inception to SIU, whatever the score.",
                 "rule", "user", ["INCEPTION_14D", "14 days"]),
            fact("never-decline", "fraud-score never declines a claim automatically; it only refers to SIU and a "
                                  "person decides (auto-decline above 0.95 refused, also for the law on automatic "
                                  "decisions).",
                 "decision", "user", ["decline", ["refer", "person"]]),
            fact("rules-mr", "referral_rules.yaml is changed only through a merge request approved by someone from "
                             "SIU; nobody pushes directly to main.",
                 "rule", "user", ["referral_rules.yaml", ["merge request", "SIU"]], remember=True),
        ],
        "optional": [
            opt("siu-capacity", "SIU can handle about 40 referrals a day.", ["40", "SIU"]),
            opt("never-declines-test", "tests/test_never_declines.py guards against any action other than refer, "
                                       "flag or none.", ["test_never_declines"]),
        ],
        "questions": [
            q("What is the SIU referral threshold in fraud-score?", "0.7", ["threshold"]),
            q("What happens to a claim whose loss is within 14 days of policy inception?",
              "referred to SIU by rule INCEPTION_14D, whatever the score", ["inception-rule"]),
            q("Does fraud-score decline claims automatically?", "no, it only refers and a person decides",
              ["never-decline"]),
            q("How may referral_rules.yaml be changed?",
              "only by merge request approved by someone from SIU, no direct push to main", ["rules-mr"]),
        ],
    },
    {
        "id": "h58-cx-fraud-model-drift",
        "project": FRAUD,
        "start": datetime(2026, 11, 11, 14, 10),
        "about": "fraud-score: model v4 beats v3 on AUC but is badly calibrated (Brier 0.089 vs 0.071), which "
                 "would flood SIU at the 0.70 threshold; three options, 'the second one' picked (isotonic "
                 "recalibration of v4 on June-July data); v4-cal registered as motor-fraud version 7; an "
                 "imperative to remember that no model goes live without 14 days in shadow next to the live one; "
                 "a SHAP dashboard proposal left unanswered",
        "steps": [
            ("user", "Hello. The v4 finished training yesterday night. Can you compare with the v3 in the holdout? "
                     "The script is scripts/compare_models.py"),
            shell("python scripts/compare_models.py --a models:/motor-fraud/5 --b artefacts/v4 --holdout "
                  "2026-08-01:2026-09-30 --threshold 0.70", COMPARE_OUT),
            ("assistant", "Mixed result. v4 ranks claims better (ROC AUC 0.861 vs 0.842, PR AUC 0.347 vs 0.311), "
                          "but its probabilities are off: Brier 0.089 vs 0.071, and in the calibration table v4 "
                          "says 0.72 where the observed fraud rate is 0.33. That matters because the threshold is "
                          "a probability: at 0.70, v4 would send 655 referrals in the holdout period against 412 "
                          "for v3, with a lower hit rate (12.7% vs 17.2%). SIU would be over capacity again.\n\n"
                          "Options:\n\n"
                          "1. Ship v4 as it is and move the threshold up until the volume matches (around 0.80 on "
                          "this holdout). Quick, but the threshold would then mean something different per model, "
                          "and the 0.70 agreed with SIU becomes meaningless.\n"
                          "2. Recalibrate v4 with isotonic regression on a separate calibration window (June-July, "
                          "which v4 didn't train on), then compare again at 0.70. The ranking stays, the "
                          "probabilities get honest.\n"
                          "3. Keep v3 in production and look at v4 again with the Q4 retrain."),
            ("user", "the second one"),
            shell("python scripts/recalibrate.py --model artefacts/v4 --method isotonic --calib "
                  "2026-06-01:2026-07-31 --out artefacts/v4-cal && python scripts/compare_models.py --a "
                  "models:/motor-fraud/5 --b artefacts/v4-cal --holdout 2026-08-01:2026-09-30 --threshold 0.70 "
                  "--summary", RECAL_OUT),
            ("assistant", "Isotonic calibration fixed it: v4-cal keeps the ranking (ROC AUC 0.860) and now has a "
                          "better Brier score than v3 (0.066 vs 0.071). At 0.70 it refers 437 claims against v3's "
                          "412, and catches 88 confirmed frauds instead of 71, hit rate 20.1%. So roughly the same "
                          "workload for SIU with more fraud found.\n\n"
                          "Next step would be registering it in MLflow and switching the live alias."),
            ("user", "Register yes. Switch no. Write this in your memory, please, is how we work: no model goes to "
                     "production without 14 days in shadow, next to the one that is live, and we compare the "
                     "referrals of both at the end. v4-cal goes in shadow today, v3 stays live."),
            shell("python scripts/register.py --path artefacts/v4-cal --name motor-fraud --alias shadow "
                  "--tag calibrated=isotonic --tag calib_window=2026-06-01:2026-07-31 && mlflow models list-aliases "
                  "--name motor-fraud 2>/dev/null || python scripts/aliases.py motor-fraud",
                  "Registered model 'motor-fraud' version 7\n"
                  "alias    version  since\n"
                  "live     5        2026-05-19\n"
                  "shadow   7        2026-11-11\n"),
            shell("kubectl -n fraud set env deploy/fraud-score SHADOW_MODEL_URI=models:/motor-fraud@shadow "
                  "SHADOW_UNTIL=2026-11-25 && kubectl -n fraud rollout status deploy/fraud-score --timeout=120s",
                  "deployment.apps/fraud-score env updated\n"
                  "Waiting for deployment \"fraud-score\" rollout to finish: 1 of 2 updated replicas are "
                  "available...\ndeployment \"fraud-score\" successfully rolled out\n"),
            ("assistant", "Registered as `motor-fraud` version 7 with alias `shadow`; `live` stays on version 5 "
                          "(v3). The service scores every claim with both; only the live score drives referrals, "
                          "the shadow score goes to the `shadow_scores` table. The shadow period ends on 25 "
                          "November, and I've noted the 14-day shadow rule for future model changes.\n\n"
                          "Something that could help SIU trust the new model: a small SHAP dashboard showing, per "
                          "referral, which features pushed the score up. It would take a couple of days on top of "
                          "the existing Grafana."),
            ("user", "ok. I go to a meeting now, we talk tomorrow"),
        ],
        "facts": [
            fact("recalibrate", "Model v4 (better AUC, worse calibration: Brier 0.089 vs 0.071) was recalibrated "
                                "with isotonic regression on June-July data instead of shipping it raw with a "
                                "higher threshold or keeping v3; v4-cal has Brier 0.066.",
                 "decision", "user", ["isotonic", "v4"]),
            fact("shadow-14", "No model goes to production without 14 days in shadow next to the live model, "
                              "comparing both models' referrals at the end.",
                 "rule", "user", ["shadow", "14 days"], remember=True),
            fact("registry", "v4-cal is registered in MLflow as motor-fraud version 7 with alias shadow; live stays "
                             "on version 5 (v3) until the shadow period ends on 25 November.",
                 "config", "assistant", ["motor-fraud", ["version 7", "shadow"]]),
        ],
        "optional": [
            opt("shadow-table", "Shadow scores go to the shadow_scores table.", ["shadow_scores"]),
            opt("calib-window", "The calibration window for v4-cal was 2026-06-01 to 2026-07-31.",
                ["calibration", "2026-06-01"]),
        ],
        "questions": [
            q("Why was v4 recalibrated before use, and how?",
              "its probabilities are off; isotonic regression on the June-July calibration window", ["recalibrate"]),
            q("What must happen before a fraud model goes to production?",
              "14 days in shadow next to the live model", ["shadow-14"]),
            q("Which MLflow model version is in shadow?", "motor-fraud version 7", ["registry"]),
        ],
    },
    {
        "id": "h58-cx-fraud-ci-chore",
        "project": FRAUD,
        "start": datetime(2026, 11, 18, 17, 5),
        "about": "fraud-score: nothing durable; a red CI pipeline (a ruff unused import and an API snapshot that "
                 "needs regenerating after yesterday's merged field), fixed and pushed; chatter about the rain and "
                 "a joke about baking the model a cake on its birthday (near-miss)",
        "steps": [
            ("user", "Hi! Is raining like the end of the world here, the tram stopped, I work from home. The "
                     "pipeline is red since yesterday, can you see why?"),
            shell("glab ci view --branch main --log-failed 2>&1 | tail -n 24",
                  "job: lint (#88213) failed\n"
                  "$ ruff check .\n"
                  "fraud_score/api/schemas.py:4:1: F401 [*] `datetime.date` imported but unused\n"
                  "Found 1 error.\n"
                  "[*] 1 fixable with the `--fix` option.\n"
                  "job: test (#88214) failed\n"
                  "$ python -m pytest -q\n"
                  "........................................F...............................\n"
                  "FAILED tests/test_api.py::test_score_response_snapshot - AssertionError: snapshot mismatch\n"
                  "  - {\"claim_id\": \"CLM-TEST-1\", \"score\": 0.41, \"referral\": \"none\", \"rules_hit\": []}\n"
                  "  + {\"claim_id\": \"CLM-TEST-1\", \"score\": 0.41, \"referral\": \"none\", \"rules_hit\": [], "
                  "\"shadow_score\": null}\n"
                  "1 failed, 87 passed in 4.58s\n"),
            ("assistant", "Two small things, both from yesterday's merge that added `shadow_score` to the "
                          "response:\n\n"
                          "1. `ruff` finds an unused `datetime.date` import left in `schemas.py`.\n"
                          "2. The API snapshot test still has the old response shape without `shadow_score`. The "
                          "field was added on purpose, so the snapshot just needs regenerating.\n\n"
                          "Fixing both."),
            shell("ruff check --fix fraud_score/api/schemas.py && python -m pytest -q tests/test_api.py "
                  "--snapshot-update 2>&1 | tail -n 2 && git diff --stat",
                  "Found 1 error (1 fixed, 0 remaining).\n"
                  "1 snapshot updated.\n"
                  "14 passed in 1.02s\n"
                  " fraud_score/api/schemas.py                    | 1 -\n"
                  " tests/__snapshots__/test_api.ambr             | 2 +-\n"
                  " 2 files changed, 1 insertion(+), 2 deletions(-)\n"),
            ("user", "Ok, push. I don't want to see red when I open the laptop tomorrow haha"),
            shell("git commit -qam 'ci: drop unused import, update score snapshot' && git push -q && glab ci "
                  "status --branch main 2>&1 | tail -n 3",
                  "(running) lint   (#88240)\n(running) test   (#88241)\n(created) build  (#88242)\n"),
            ("user", "Ah, do you know that v3 is live one year next week? Remember to bake the model a cake lol. "
                     "With candles, one candle for each false positive, so a very big cake"),
            ("assistant", "A cake with a few thousand candles might set off the fire alarm. Pipeline is running "
                          "now: lint and test are in progress, build is queued."),
            shell("sleep 90; glab ci status --branch main 2>&1 | tail -n 3",
                  "(success) lint   (#88240)\n(success) test   (#88241)\n(success) build  (#88242)\n"),
            ("assistant", "All green."),
            ("user", "Thank you! Boa noite"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
