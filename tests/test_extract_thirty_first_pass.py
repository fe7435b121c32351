"""The offline extractor's thirty-first-pass signals (issue 16 items 2 and 3).

Three parts were opened: h52 (a regional water utility's software team), the weakest unread part after the
thirtieth pass; h56 (a parcel-locker network), the weaker of two parts written this session; and h50 (a game
studio's online services), which the pass's first changes had cost two facts unread.

From h52, among others: "that's the convention in this repo, other repos can do what they like" made a
note of its own, titled by the pointer; "… because it's how this service has to work: we never ack …" was
titled by its lead-in; "2" to options numbered in bold ("**1. …**") made a finding
titled "1"; "ok no, scrap UTC. local time, …" kept nothing; "E reads: store them, but don't bill from
them" was read as an order for the moment; "Root cause:" over its points was titled by the sentence
after them; "That guess is wrong" left the guess as a finding; "house law on our cluster: …" and
"…, that's non-negotiable in this team" kept nothing; "the SCADA team's rule is that nobody reads …"
was kept.

From h56: a numbered list answering "What did finance decide?" kept nothing; "forget what I said about
dropping after 7 days" left the rule it withdrew. From h50: a review's numbered points made no finding
after the first changes (numbered options are now options only when the reply picks one by number).

Every sentence was written for these tests, about a project in none of the corpus splits (a city
bike-share operator: docks, e-bikes, rebalancing vans).
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.vault.titles import short_title


def one(text: str) -> list:
    return extract(turn(0, "user", text))


def after(assistant: str, user: str) -> list:
    return extract(turn(0, "user", "morning, working on the dock service today"), turn(1, "assistant", assistant),
                   turn(2, "user", user), turn(3, "assistant", "Done."))


def titles(facts: list) -> list[str]:
    return [short_title(f.title) for f in facts]


# -- rules: what points back at them, what leads into them, and what is someone else's ----------------


def test_a_pointer_back_with_an_aside_joins_the_rule_before_it() -> None:
    facts = one("my answer for the PR: no. in this workspace every crate returns its own error enum, anyhow only "
                "in src/main.rs. that's the convention in this repo, other repos can do what they like")
    assert len(facts) == 1, titles(facts)
    assert "error enum" in facts[0].title.lower() and "other repos" in facts[0].body.lower()


def test_a_pointer_back_followed_by_a_request_stays_with_the_request() -> None:
    facts = one("a build tag. `//go:build slow` and a nightly job runs them. that's how we do slow tests here "
                "from now on, put the reason and a date in a comment above")
    assert any("reason and a date" in f.title.lower() for f in facts), titles(facts)


def test_a_rule_after_a_lead_that_says_how_the_service_works_is_titled_by_the_rule() -> None:
    facts = after("With the unique key in place we could unlock only after the insert. Want that?",
                  "yes, I'm surprised it's not written down, because it's how this service has to work: we never "
                  "unlock a dock before its rental row is committed")
    assert any(short_title(f.title).lower().startswith("we never unlock a dock") for f in facts), titles(facts)


def test_just_so_you_know_why_explains_a_reply_and_keeps_nothing() -> None:
    facts = one("btw the depot team never lets anyone reboot the dock controllers during the 07:00 shift change, "
                "and asked if we should add that to our checklist. no, that's their rule for their hardware. "
                "just so you know why I said no")
    assert facts == [], titles(facts)


def test_another_teams_rule_said_as_their_rule_is_not_kept() -> None:
    facts = after("I'd read the counters from the replica with a 15 minute overlap.",
                  "oh and btw the fleet team's rule is that nobody reads from the van tracker during their 06:00 "
                  "handover. we read through the replica so it doesn't apply to us")
    assert not any("06:00" in f.quote for f in facts), titles(facts)


def test_a_house_law_label_keeps_the_rule() -> None:
    facts = one("house law on our cluster: no queue exists without an explicit message ttl, broker defaults don't "
                "count, they changed under us before")
    assert any("explicit message ttl" in f.title.lower() for f in facts), titles(facts)


def test_a_rule_called_non_negotiable_after_it_is_kept() -> None:
    facts = after("The workflow uploads the build to the store's production track on every tag.",
                  "no no no. CI never promotes past the beta channel, that's non-negotiable in this team. "
                  "production is promoted by hand after the pilot week")
    assert any("never promotes past the beta channel" in f.title.lower() for f in facts), titles(facts)


def test_a_rule_followed_by_what_its_word_means_keeps_the_meaning() -> None:
    facts = one("The rule from the runbook: two consecutive clean inspections, at least 48 hours apart, before a "
                "dock goes back into service. Clean means no fault code and a lock test under 2 seconds.")
    rule = next(f for f in facts if "consecutive clean inspections" in f.body.lower())
    assert "lock test under 2 seconds" in rule.body.lower()


def test_the_next_step_of_todays_work_is_not_a_rule() -> None:
    facts = one("Please put the new text in templates/dock_freed.txt. Then run all the tests at the end.")
    assert not any("run all the tests" in f.title.lower() for f in facts), titles(facts)


# -- conventions and answers ----------------------------------------------------------------------


def test_a_name_template_said_of_this_repo_is_a_convention() -> None:
    facts = one("and on 3, reply: metrics here are bikes_<what>_<unit or total>, so this one is "
                "bikes_docks_free_total. the dashboards query them that way")
    assert any("bikes_<what>_<unit or total>" in f.title for f in facts), titles(facts)
    assert not any(short_title(f.title).lower().startswith("on 3") for f in facts), titles(facts)


def test_an_answer_that_names_what_its_pronoun_is_before_a_colon_is_kept() -> None:
    facts = after("The G readings are clear. What should happen to P (partial) and X (faulty) readings?",
                  "P readings: store them, but don't bill from them. billing uses only G readings. X readings get "
                  "dropped but counted in the nightly report")
    assert any("p readings" in f.title.lower() and "don't bill" in f.body.lower() for f in facts), titles(facts)


# -- choices: replaced, picked by letter or by a bold number, and not picked by a commit message -----


def test_scrap_one_choice_and_say_the_new_one_is_one_decision() -> None:
    facts = after("Done, window 06:00-09:00 UTC. In summer UTC drifts an hour into the morning rush though.",
                  "argh. ok no, scrap UTC. local time, Europe/Vienna, 06:00-09:00 local. the two DST nights, skip them")
    decision = next(f for f in facts if f.type == "decision")
    assert "europe/vienna" in decision.title.lower() and "not utc" in decision.title.lower()


def test_a_letter_picked_mid_sentence_takes_that_option() -> None:
    facts = after("**Metric**, pick one:\n- (a) the raw count of free docks each minute. Very noisy.\n"
                  "- (b) the lowest 15-minute rolling mean of free docks. Smooths glitches, still catches the rush.\n"
                  "- (c) the mean over the whole window. Stable but blurs the peak.\n\nI'd take (b).",
                  "k. window 06:00-09:00, b for the metric")
    assert any("15-minute rolling mean" in f.title.lower() for f in facts), titles(facts)


BOLD_OPTIONS = ("Three ways:\n\n**1. Poll the docks from the API** (the `reqwest` crate). One binary, but the API "
                "would own every dock session and could stall.\n\n**2. A separate small bridge, `dock-bridge`**, that "
                "keeps the dock sessions and publishes each change to the broker. The API does not change.\n\n"
                "**3. Read the vendor's nightly export.** Zero field work, but a day late.\n\nI'd lean to 2.")


def test_a_number_picked_from_options_numbered_in_bold_takes_that_option() -> None:
    facts = extract(turn(0, "user", "none of the dock data reaches the broker today. give me options, don't build yet"),
                    turn(1, "assistant", BOLD_OPTIONS), turn(2, "user", "2"),
                    turn(3, "assistant", "Scaffolded `crates/dock-bridge` with the five test docks."))
    assert any("dock-bridge" in f.title for f in facts), titles(facts)
    assert not any(f.type == "solution" for f in facts), titles(facts)


def test_a_commit_message_picks_no_option() -> None:
    facts = extract(turn(0, "assistant", BOLD_OPTIONS), turn(1, "user", "2"),
                    turn(2, "assistant", "Works against the test dock. Longer term the API could move to the bridge too."),
                    turn(3, "user", "commit msg 'dock-bridge: poll the API for now'. don't push yet"))
    assert not any("commit msg" in f.title.lower() for f in facts), titles(facts)


def test_what_a_value_might_do_is_no_report_of_setting_it() -> None:
    facts = extract(turn(0, "assistant", "I set `publish_interval_ms = 5000` as a start."),
                    turn(1, "user", "5s is silly for docks. make it 60s"),
                    turn(2, "assistant", "Set to 60000. One consideration: at 60 s the bridge may send only one "
                                         "value in a quiet 15-minute bucket, which makes the mean jumpy."))
    assert not any(short_title(f.title).lower().startswith("at 60 s") for f in facts), titles(facts)


# -- findings ---------------------------------------------------------------------------------------


def test_two_reasons_laid_out_are_a_diagnosis() -> None:
    facts = extract(turn(0, "user", "the importer is skipping many rows since monday, can you look?"),
                    turn(1, "assistant", "Two reasons, both from a format change on the vendor's side:\n\n"
                                         "1. **Decimal comma.** The new files write `0,34`, and `float(\"0,34\")` "
                                         "raises, which the importer counts as a skip.\n"
                                         "2. **`<1` results.** `float(\"<1\")` fails the same way."),
                    turn(2, "user", "ok, fix both"),
                    turn(3, "assistant", "Fixed: `parse_result()` accepts a decimal comma and a leading `<`."))
    assert any(f.type == "solution" and "decimal comma" in said([f]) for f in facts), titles(facts)


def test_root_cause_over_its_points_is_the_cause() -> None:
    facts = extract(turn(0, "user", "rentals ended offline come back open after the bike syncs"),
                    turn(1, "assistant", "Root cause:\n\n- The server merges with **last-write-wins on `ended_at`**, "
                                         "and `ended_at` comes from the bike's clock.\n- Bike B-0417's clock is 2 hours "
                                         "behind.\n\nIt only hits rentals someone in the office touched.\n\nFix: the "
                                         "server assigns a `version`; the bike sends the `base_version` it edited from."),
                    turn(2, "user", "go with versions"), edit(3),
                    turn(4, "assistant", "Done: `merge()` compares `base_version` now."))
    finding = next(f for f in facts if f.type == "solution")
    assert short_title(finding.title).lower().startswith("the server merges with last-write-wins")


def test_a_guess_called_wrong_is_no_finding() -> None:
    facts = extract(turn(0, "user", "rentals ended offline come back open after the bike syncs, 1 in 10"),
                    turn(1, "assistant", "First suspicion: in `endRental` the status update happens inside "
                                         "`db.withTransaction`, but `outbox.enqueue` runs after it, so the sync could "
                                         "send the row from before the end."),
                    turn(2, "user", "check the bike log"),
                    turn(3, "assistant", "That guess is wrong: the outbox sent `ENDED` correctly. The server kept "
                                         "`OPEN`, so the decision is made on the server."))
    assert not any("first suspicion" in f.title.lower() for f in facts), titles(facts)


def test_a_proposals_point_that_says_where_data_comes_from_is_no_diagnosis() -> None:
    facts = extract(turn(0, "user", "the map fell over on the first snow night last winter, look at the helm values"),
                    turn(1, "assistant", "Proposal:\n1. An HPA on CPU at 60%, min 3, max 10.\n2. The live dock counts "
                                         "come from `dock-api` on prem on every request. I'd move dock-api next to "
                                         "the map so it scales with it."),
                    turn(2, "user", "HPA yes, but min 4 max 12. moving dock-api: no"),
                    turn(3, "assistant", "HPA set: min 4, max 12, CPU 60%."))
    assert not any(f.type == "solution" and "come from `dock-api`" in f.title for f in facts), titles(facts)


# -- h56 (a parcel-locker network), opened midway: answers by list and by number, withdrawals --------


def test_a_numbered_list_answering_what_was_decided_makes_one_decision_per_point() -> None:
    facts = after("Current config: rebalancing every Monday 06:00, no minimum. What did ops decide?",
                  "1. rebalancing moves to tuesday, 06:00 same. monday the weekend returns still come in\n"
                  "2. the van fee 2.5% per trip is confirmed, rounded per trip like now\n"
                  "3. minimum move 4 bikes, if a dock has fewer it waits for the next round")
    assert sum(f.type == "decision" for f in facts) == 3, titles(facts)
    assert any("2.5%" in f.title for f in facts) and any("4 bikes" in f.title for f in facts), titles(facts)


def test_a_list_of_orders_answering_a_question_is_no_decision() -> None:
    facts = after("Want me to do anything else before the release?", "1. run the tests again\n2. rename that file\n3. push it")
    assert not any(f.type == "decision" for f in facts), titles(facts)


def test_points_of_a_pasted_memo_answered_by_number_on_their_own_lines_are_taken() -> None:
    memo = ("ops sent this round, tell me what's true after I answer\n\nFrom: ops-lead\nTo: dock-api\nSubject: idle bikes\n\n"
            "1. A bike not returned within 24 hours of the rental start is flagged as missing.\n"
            "2. E-bikes get 48 hours instead.\n3. A reminder push goes out at 12 hours.\n")
    facts = extract(turn(0, "user", memo), turn(1, "assistant", "Read it. Which points stand?"),
                    turn(2, "user", "1 is right and we already have it.\n2: no, e-bikes wait 24 hours like the rest\n"
                                    "3 yes, do it. 12h push"), turn(3, "assistant", "Done."))
    said_all = said(facts)
    assert "24 hours of the rental start" in said_all and "reminder push goes out at 12 hours" in said_all
    assert not any(short_title(f.title).lower().startswith("e-bikes get 48 hours") for f in facts), titles(facts)


def test_a_bare_number_inside_running_text_takes_no_point() -> None:
    memo = ("the auditor sent notes:\n\nFrom: auditor\nTo: dock-api\nSubject: notes\n\n"
            "1. We sampled the dock logs and found unlock codes in clear.\n2. Keys rotate yearly.\n")
    facts = extract(turn(0, "user", memo), turn(1, "assistant", "Which of these do we act on?"),
                    turn(2, "user", "1 yes, write the test. 2 yes, yearly stays."), turn(3, "assistant", "Done."))
    assert not any("we sampled the dock logs" in f.title.lower() for f in facts), titles(facts)


def test_a_cause_list_under_a_line_naming_the_code_is_titled_by_that_line() -> None:
    facts = extract(turn(0, "user", "an unlock code showed up in the error tracker, find how it gets there"),
                    turn(1, "assistant", "Two leaks, both in `UnlockWorker`:\n\n1. **Job args.** The code is passed in "
                                         "the job args, and the tracker attaches them to every error.\n2. **Extra "
                                         "context.** Line 12 puts the whole changeset into the error context.\n\nFix: "
                                         "the job takes only `dock_id` and makes the code itself."),
                    turn(2, "user", "yes do all of that"), edit(3), turn(4, "assistant", "Done: the job takes `dock_id` only."))
    assert any(f.type == "solution" and "UnlockWorker" in f.title for f in facts), titles(facts)


def test_an_edit_said_not_to_touch_the_path_withdraws_its_finding_and_a_question_about_it_does_not() -> None:
    facts = extract(turn(0, "user", "an unlock code showed up in the error tracker, find how it gets there"),
                    turn(1, "assistant", "`filter_params` only has password and token, so a request carrying "
                                         "`unlock_code` would be logged in clear. I'll add `unlock_code` to it."),
                    edit(2), turn(3, "user", "hm that's not it, there's no request in that event"),
                    turn(4, "assistant", "You're right, that edit doesn't touch this path. Let me read the worker."),
                    turn(5, "assistant", "Two leaks, both in `UnlockWorker`:\n\n1. **Job args.** The code is passed in "
                                         "the job args.\n2. **Extra context.** Line 12 logs the changeset.\n\nFix: the job "
                                         "takes only `dock_id`."),
                    turn(6, "user", "yes do all of that"), edit(7),
                    turn(8, "assistant", "All green. Should I revert the `filter_params` change, since it wasn't the cause?"))
    assert not any("filter_params" in f.title for f in facts), titles(facts)
    assert any("UnlockWorker" in f.title for f in facts), titles(facts)


def test_what_is_withdrawn_by_a_word_of_its_and_the_withdrawal_make_no_note() -> None:
    facts = extract(turn(0, "user", "and remember for the sync endpoint: rentals that are more than 7 days late we drop"),
                    turn(1, "assistant", "Noted. Do you want dropped rentals logged?"),
                    turn(2, "user", "ah hold on. forget what I said about dropping after 7 days, that was my idea and ops "
                                    "needs every rental. remember this one instead: late rentals are always applied, "
                                    "flagged late_sync"))
    assert not any("7 days late we drop" in f.quote for f in facts), titles(facts)
    assert not any(short_title(f.title).lower().startswith("forget what i said") for f in facts), titles(facts)
    assert any("late_sync" in f.title for f in facts), titles(facts)


def test_a_withdrawal_with_a_colon_keeps_what_holds_now() -> None:
    facts = one("ok, scratch what I said about 8883: every dock client connects on 8884, the dock listener, "
                "with the dock's own cert. that's the one to keep in mind from now on")
    assert any("8884" in f.body for f in facts), titles(facts)


def test_a_value_request_after_a_yeah_is_joined_by_the_report_of_it() -> None:
    facts = extract(turn(0, "assistant", "I'd run the manifest job at 17:30 (`cron: \"30 17 * * *\"`)."),
                    turn(1, "user", "yeah make it 17:00. fixed time, their depot wants one file"), edit(2),
                    turn(3, "assistant", "Now `0 17 * * *` Europe/Vienna, so the job runs at 17:00, well before the 18:00 cut-off."))
    assert any("18:00" in f.body and "make it 17:00" in f.body.lower() for f in facts), titles(facts)


def test_at_the_moment_of_an_action_is_no_moment_of_now() -> None:
    facts = one("oh and remember the backend dedupes on event_uuid so it has to be generated on the phone at the "
                "moment of the action, never at sync time")
    assert any("event_uuid" in f.title for f in facts), titles(facts)


def test_i_must_with_a_task_is_no_rule() -> None:
    assert one("next week a new intern starts on the dock firmware, and I must explain him the bus code") == []


def test_thats_why_in_a_walk_through_is_no_finding() -> None:
    facts = extract(turn(0, "user", "can you explain poll.rs to me? I want to understand it before the intern comes"),
                    turn(1, "assistant", "`poll_all` is one cycle: for each dock it writes a `Poll` frame and waits for "
                                         "a reply. That's why a cycle takes up to 6 × timeout. Want a hex dump?"),
                    turn(2, "user", "yes please"), turn(3, "assistant", "Here it is."))
    assert not any(f.type == "solution" for f in facts), titles(facts)


def test_a_move_from_one_version_to_another_notes_the_version_it_goes_to() -> None:
    facts = one("we moved the dock cache from redis 6.2 to 7.1 last night")
    assert any("7.1" in f.title for f in facts) and not any("Redis 6.2" in f.title for f in facts), titles(facts)


def test_a_move_still_needed_because_support_ends_claims_no_version() -> None:
    # (thirty-fourth pass: the sentence says why to move, not what the project runs; it used to note 7.1)
    facts = one("need to move the dock cache from redis 6.2 to 7.1, 6.2 goes out of support")
    assert not any(f.title.startswith("Project uses Redis") for f in facts), titles(facts)


def test_lets_make_this_a_thing_keeps_what_follows() -> None:
    facts = one("excellent. let's make this a thing: failover drill on the staging clone every quarter, first monday "
                "of the quarter, same probe")
    assert any(short_title(f.title).lower().startswith("failover drill") for f in facts), titles(facts)


def test_a_value_said_back_in_dismay_picks_nothing_and_a_bare_final_decides() -> None:
    facts = extract(turn(0, "assistant", "Set `soak_hours = 72` on ring0 and ring1. That makes a full rollout at least 9 days."),
                    turn(1, "user", "9 days... no. ok wait. ring0 is only the office. ring0 12h is enough. ring1 and ring2 48h. "
                                    "final."))
    assert not any(short_title(f.title).startswith("9 days") for f in facts), titles(facts)
    assert any(short_title(f.title) == "Ring1 and ring2 48h" for f in facts), titles(facts)


def test_put_it_takes_the_one_suggestion() -> None:
    facts = after("Next, the halt rule. I'd make it stop promoting and page the on-call when more than 2% of the "
                  "current ring fails the health check.", "ok, put it")
    assert any("more than 2%" in f.title for f in facts), titles(facts)


# -- h50 (a game studio's online services), opened late: what the pass had cost it --------------------


def test_remember_with_a_time_told_in_the_past_is_reminiscing() -> None:
    assert one("lol remember launch weekend when the dock api hit 6 seconds and we thought it was a DDoS. good times") == []


def test_i_have_to_with_a_task_is_no_rule() -> None:
    assert one("I have to explain our dock scoring at thursday's ops meeting and I realised I never read scoring.go") == []


def test_value_requests_after_actually_or_with_request() -> None:
    for asked, value in (("actually make minReplicas 0 on the cloud side, cold start is fine", "minReplicas 0"),
                         ("server ticks at 30Hz, so request 1500m cpu and 2Gi, limit memory 2Gi", "1500m")):
        facts = extract(turn(0, "assistant", "The burst fleet keeps 4 warm servers at 1000m."), turn(1, "user", asked),
                        edit(2), turn(3, "assistant", "Changed."))
        assert any(value in f.title for f in facts), titles(facts)


REVIEW = ("Tests pass. My comments:\n\n1. **rating.go: average rating.** A group rides with the mean of its members.\n"
          "2. **docks.toml: max_group_size = 5 for rush hour.** Big groups empty a dock at once. Maybe 3?\n"
          "3. **group_test.go: time.Sleep(2s).** Slow and flaky under load.")


def test_points_answered_by_number_with_a_meh_still_settle_and_a_bold_head_names_its_point() -> None:
    facts = extract(turn(0, "assistant", REVIEW),
                    turn(1, "user", "ok answers:\n1 - yes. group rating = the highest member's\n2 - 3 for rush hour. "
                                    "weekends keep 5\n3 - meh. leave the sleep for this PR, we'll clean it later"))
    settled = next(f for f in facts if f.body.startswith("Agreed:"))
    assert "max_group_size = 5 for rush hour: 3 for rush hour" in settled.body


def test_a_review_of_numbered_points_not_picked_by_number_keeps_its_finding() -> None:
    facts = extract(turn(0, "user", "new table for dock events. my draft uses ReplacingMergeTree because retries send "
                                    "a batch twice"),
                    turn(1, "assistant", "Three things about the draft.\n\n1. **ReplacingMergeTree dedupes only when parts "
                                         "merge**, so queries need `FINAL`.\n2. **No partition key**.\n3. **ORDER BY** "
                                         "misses the dock id."),
                    turn(2, "user", "ok fine, partition by day and your order by"), edit(3),
                    turn(4, "assistant", "Done: partitioned by day, ordered by dock id."))
    assert any(f.type == "solution" for f in facts), titles(facts)



def test_points_answered_by_number_take_no_sentence_of_the_question_by_its_words() -> None:
    memo = ("ops sent this round, I'll tell you what's true\n\nFrom: ops-lead\nTo: dock-api\nSubject: idle bikes\n\n"
            "1. A bike not returned within 24 hours of the rental start is flagged as missing.\n"
            "2. E-bikes get 48 hours instead.\n"
            "3. Once the unlock SMS has been sent, the bike is never moved to another dock, not even if the dock goes "
            "offline.\n")
    facts = extract(turn(0, "user", memo),
                    turn(1, "assistant", "Read it. Current state:\n\n- `expiry.py` flags a bike after 24 hours.\n- "
                                         "`rebalance.py` *does* move bikes to another dock when their dock goes offline, "
                                         "with no check on whether the SMS was sent. That contradicts point 3.\n\n"
                                         "Which points stand?"),
                    turn(2, "user", "ok so.\n1 is right and we already have it.\n2: no, e-bikes wait 24 hours like the "
                                    "rest\n3: yes, and that one is a hard rule for the planner, keep it forever: after "
                                    "the unlock SMS a bike doesn't move, full stop. if the dock is offline the rider waits"),
                    turn(3, "assistant", "Done."))
    assert not any("rebalance.py" in f.title for f in facts), titles(facts)  # how the code stands, no decision
    assert any("never moved to another dock" in f.title for f in facts), titles(facts)
