"""The offline extractor's twenty-ninth-pass signals (issue 16 items 2 and 3).

The part h49 (a container terminal's software team), the weakest unread part after the twenty-eighth
pass, was opened. What it showed, among others: a rule in a pasted RFC that the person takes by its
label ("R1 is ours and it holds from today") made no note, nor did a yes to "should I keep a note for
future sessions that …?"; "never staging — …" right after a rule was a note of its own, so neither
half held the rule; "scratch the .dead thing — … dlx.<queue> is our rule now" kept the old rule and
lost the new one; "ok 20" was quoted too short to be kept and titled "Limit: 20"; "ok back to 0.85"
left the 0.9 in force; "our terminal code is NMT01" was no fact; a first look that ends "Let me look
at when it fails." stood beside the finding; "3 is the fastest … but the number comes from …"
weighed an option and was taken for a diagnosis; a joke ending in 😄 was kept as a request to remember.

Every sentence was written for these tests, about projects in none of the corpus splits (a regional
library's loan system, an observatory's telescope scheduler).
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.capture.turns import ToolCall
from vaultmem.extract import changed, code_names
from vaultmem.vault.titles import short_title


def one(text: str) -> list:
    return extract(turn(0, "user", text))


def shell(i: int, command: str):
    return turn(i, "assistant", "", tool_calls=[ToolCall(id=f"c{i}", name="Bash", input='{"command": "%s"}' % command)])


RFC = ("we wrote an RFC with the archive team last week, pasting it:\n\n"
       "# RFC-012: Loan renewals\n"
       "Status: draft\n\n"
       "## Rules\n"
       "L1. A loan is never renewed while a hold is waiting on the title; the hold wins.\n"
       "L2. Renewals older than 3 years are purged nightly.\n"
       "L3. Borrowers get a text message for every renewal.\n\n"
       "so. L1 is ours and it holds from today. L2 the archive team wants, we haven't agreed, leave it out. "
       "L3 no way, far too many texts.")


def test_a_labelled_rule_of_a_pasted_rfc_that_the_person_takes_is_kept_and_the_others_are_not() -> None:
    facts = extract(turn(0, "user", RFC))
    text = said(facts)
    assert any("never renewed while a hold" in f.title.lower() for f in facts)
    assert "purged nightly" not in text and "text message for every renewal" not in text
    rule = next(f for f in facts if "never renewed" in f.title.lower())
    assert rule.type == "preference" and "l1 is ours" in rule.body.lower()
    assert any("never renewed" in f.title.lower() for f in extract(turn(0, "user", RFC.replace("L1 is ours", "l1 is ours"))))


def test_a_yes_to_an_offer_to_keep_a_note_for_future_sessions_keeps_the_offer_with_what_was_added() -> None:
    offer = ("Tests pass. Before I go on: should I keep a note for future sessions that the scheduler treats the "
             "mount controller's database as read-only (views only, no writes)?")
    facts = extract(turn(0, "assistant", offer),
                    turn(1, "user", "yes, do. the operators said the same in spring: no writes to the mount db ever. "
                                    "anything we derive goes into our own sqlite"))
    assert len(facts) == 1
    assert "read-only" in facts[0].title and "no writes to the mount db ever" in facts[0].body


def test_a_verbless_never_after_a_rule_is_the_rules_other_half() -> None:
    facts = one("wait, it ran against prod?? policy: the load tests only ever run against the perf namespace. "
                "never prod — the reading room kiosks hang off prod. change the default")
    rules = [f for f in facts if "perf namespace" in f.quote]
    assert len(rules) == 1 and "never prod" in rules[0].quote
    assert not [f for f in facts if f.quote.lower().startswith("never prod")]
    assert not [f for f in one("the load tests only ever run against the perf namespace. never mind, I'll check it myself")
                if "never mind" in f.quote]


def test_a_rule_scratched_by_its_name_gives_way_to_the_rule_said_instead() -> None:
    facts = extract(turn(0, "user", "ok rule for all our topics: failed messages go to <topic>.bad, every consumer gets one"),
                    turn(1, "assistant", "Added `loans.bad` and `holds.bad`."),
                    turn(2, "user", "hmm, the platform team says no. scratch the .bad thing — their standard is dlq.<topic> "
                                    "and their alerts only watch dlq.*, so a .bad topic would fill up unseen. "
                                    "dlq.<topic> is our rule now, every topic we own"))
    assert len(facts) == 1
    assert "dlq.<topic> is our rule now" in facts[0].title and "Corrects:" in facts[0].body


def test_a_bare_value_picked_is_quoted_where_it_was_put_forward_and_named_by_the_edit() -> None:
    facts = extract(turn(0, "user", "for the plate solver, set workers 64"),
                    turn(1, "assistant", "At 64 it solves 9 frames a second but peaks at 7.6Gi of the 8Gi limit. "
                                         "At 12 it solves 8 frames a second at 1.9Gi. I'd use 12."),
                    turn(2, "user", "ok 12"),
                    shell(3, "sed -i 's/SolverWorkers: 64/SolverWorkers: 12/' config/solver.json"))
    twelve = [f for f in facts if "12" in f.title]
    assert twelve and twelve[0].title == "SolverWorkers is 12"
    assert twelve[0].quote.startswith("At 12 it solves")


def test_a_value_put_back_changes_the_note_that_asked_for_the_other_one() -> None:
    facts = extract(turn(0, "user", "the new dome camera is sharper so put min_score 0.9 for it, it can see better"),
                    turn(1, "assistant", "Set. At 0.9, 30% of the frames go to manual review."),
                    turn(2, "user", "30% is too much. ok back to 0.8 like the other cameras"))
    notes = [f for f in facts if "min_score" in f.title + f.body]
    assert len(notes) == 1 and notes[0].title == "min_score is 0.8" and "back to 0.8" in notes[0].body.lower()
    assert changed.put_back(list(facts), []) == facts  # nothing to put back outside a window


def test_a_code_the_team_goes_by_is_a_fact() -> None:
    assert [f.title for f in one("our library code is LIB-NW04.")] == ["Our library code is LIB-NW04"]
    assert one("our dog is called Biscuit.") == []


def test_a_first_look_that_goes_on_looking_gives_way_to_the_finding() -> None:
    facts = extract(turn(0, "user", "the nightly schedule test is red again, just bump the timeout to 60s"),
                    turn(1, "assistant", "I don't think it's speed: the failure isn't a timeout, the slot is found "
                                         "and is *locked*, and the retry fails the same way. Let me look at when it fails."),
                    turn(2, "assistant", "Every failure started after 23:00 UTC; the observing night is locked at 23:00, "
                                         "so the test really sees a locked slot. The test uses the real clock.\n\n"
                                         "Fix: pin the clock in the test with `freeze_time('2026-11-24 09:00')`."),
                    turn(3, "user", "oh. yes do that"), edit(4))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1 and "real clock" in solutions[0].body


def test_a_sentence_that_weighs_an_option_is_no_diagnosis() -> None:
    options = ("Three options when a plate can't be solved:\n\n1. **Manual queue**, as today.\n"
               "2. **Retry with a wider field** first, then the manual queue.\n"
               "3. **Use the pointing model** and skip the solve.\n\n"
               "2 costs about 300 ms per frame. 3 is the fastest but the position then comes from what the mount "
               "reported, not from the sky.")
    facts = extract(turn(0, "user", "what do we do when the solver fails?"), turn(1, "assistant", options),
                    turn(2, "user", "the second one"), edit(3),
                    turn(4, "assistant", "Done: the retry with a wider field runs before the manual queue."))
    assert not [f for f in facts if f.type == "solution" and "comes from" in f.body]


def test_a_pick_said_after_its_reasons_takes_that_side_of_the_either_or() -> None:
    asked = ("Both cameras calibrate fine. The north camera's image is upside down. Either the technicians flip the "
             "mount, or we set `flip: 180` for the north camera in cameras.yaml. Which do you prefer?")
    facts = extract(turn(0, "assistant", asked),
                    turn(1, "user", "they mounted it upside down because of the cable, they won't change it. put flip 180."))
    picks = [f for f in facts if "flip: 180" in f.title]
    assert picks and "upside down" in picks[0].body and "Chosen over" in picks[0].body


def test_a_terse_value_pick_after_the_options_is_kept() -> None:
    asked = ("A 2.0 band would page somebody four times a day. Options: keep the band at 2.0 and skip readings "
             "flagged `defrost`, or set the band to 2.5, just above the defrost peak. The second is the safer one.")
    facts = extract(turn(0, "assistant", asked), turn(1, "user", "ugh, ok. frozen 2.5 then. I'll tell ops why"))
    assert [f.title for f in facts] == ["Set the band to 2.5, just above the defrost peak"]


def test_a_request_to_remember_that_ends_on_a_grin_is_a_joke() -> None:
    assert one("storm tonight btw. remember: telescopes are just very expensive cameras with a dome 😄") == []
    assert one("remember: the dome closes above 15 m/s wind, whatever the schedule says")


def test_where_our_things_go_is_a_convention_titled_by_the_place() -> None:
    facts = one("save the RFC into the repo too: docs/rfc/012-loan-renewals.md, that's where our RFCs go, number-dash-title.")
    assert [f.title for f in facts] == ["RFCs go in docs/rfc/ (as 012-loan-renewals.md)"]


def test_a_no_with_its_reasons_is_titled_by_the_reasons() -> None:
    facts = extract(turn(0, "assistant", "While we're at it: should the constraint also keep a minimum gap between "
                                         "observing blocks, e.g. 10 minutes for the dome to turn? It'd be one extra expression."),
                    turn(1, "user", "no. gaps are the observers' call, it depends on the dome, the target, the weather. "
                                    "the DB only stops real overlaps."))
    assert facts and facts[0].title.startswith("Gaps are the observers' call")


def test_a_kept_note_on_a_value_says_the_request_once() -> None:
    facts = extract(turn(0, "assistant", "The scheduler could subscribe to the mount's events instead of polling."),
                    turn(1, "user", "not today. keep the 20 s poll, it works."),
                    turn(2, "assistant", "Pushed. Poll interval stays at 20 seconds."))
    assert all(f.body.count("Asked:") <= 1 for f in facts)


def test_a_title_cut_inside_an_aside_ends_before_it() -> None:
    title = short_title("Partner systems push booking updates through the new API now (LIB since monday (2026-11-16), "
                        "two more from next week (2026-11-23)).")
    assert title == "Partner systems push booking updates through the new API now"


def test_a_pascal_case_key_set_by_the_edit_names_the_value() -> None:
    facts = extract(turn(0, "assistant", "The holds consumer takes 10 messages at a time, so it waits on the broker a lot."),
                    turn(1, "user", "set the prefetch to 40 for the holds consumer please"),
                    shell(2, "sed -i 's/PrefetchCount: 10/PrefetchCount: 40/' appsettings.json"))
    assert any("`PrefetchCount`" in f.body for f in facts)
    assert code_names.named_in_edits(facts, []) == facts  # no window: nothing more to name


def test_a_yes_to_an_offer_that_points_back_keeps_the_sentence_before_it() -> None:
    for offer in ("The nightly export runs at 02:30 because the catalogue locks its tables from 01:00 to 02:15. "
                  "Want me to add that to AGENTS.md?",
                  "The plate solver retries 5 times with a 30 s backoff. Shall I record that as a rule?",
                  "Fixed: the scheduler now waits for the dome to close before it parks. Should I note this for later sessions?"):
        facts = extract(turn(0, "assistant", offer), turn(1, "user", "yes please"))
        assert len(facts) == 1 and not facts[0].title.endswith("?"), offer
        assert extract(turn(0, "assistant", offer), turn(1, "user", "no thanks, it's in the README")) == []


def test_a_measured_drop_is_no_setting() -> None:
    report = ("Results, 400 frames of the survey field:\n\n- Per node, 8 ranks x 4 threads is fastest: 91 s vs 140 s "
              "for pure MPI. The stacking time drops from 44 s to 9 s because there are fewer messages.")
    facts = extract(turn(0, "user", "try the hybrid layout"), edit(1), turn(2, "assistant", report))
    assert not [f for f in facts if "drops from" in f.quote]


def test_a_title_drops_the_assistants_word_on_what_it_does_not_carry_over() -> None:
    title = short_title("I don't carry anything over from earlier conversations, but the code has it: `LoanService` "
                        "charges `late_fee.daily` (0.20) per day after the due date.")
    assert title.startswith("`LoanService` charges")


def test_this_one_is_for_all_times_is_a_standing_rule() -> None:
    facts = one("3. and this one is for all times, not only today: a booking never reaches the telescope without an "
                "astronomer's sign-off.")
    assert facts and facts[0].type == "preference" and "sign-off" in facts[0].body


def test_a_correction_said_whole_is_the_statement_and_stays_a_request_to_remember() -> None:
    facts = one("Last thing, for your notes: on observing nights we have a deploy freeze from 06:00 of the morning... "
                "no wait, I confuse with the eclipse last year. Cancel that. The freeze begins the evening before, at "
                "18:00, and it finishes at 12:00 of the day after. Is what the director signed. This is the one to keep.")
    freeze = [f for f in facts if "freeze" in f.title.lower()]
    assert len(freeze) == 1 and "18:00" in freeze[0].title and "12:00" in freeze[0].body
    assert "06:00" not in freeze[0].title and freeze[0].type == "preference"


def test_burn_this_into_what_you_keep_between_sessions_asks_to_remember() -> None:
    facts = one("Now, burn this into whatever you keep between sessions: nothing from the survey goes on the site "
                "before 09:00, the embargo.")
    assert facts and facts[0].title.startswith("Nothing from the survey goes on the site")


def test_thats_standing_after_a_rule_makes_it_one() -> None:
    facts = one("no playbook moves gdal off 3.8.4 until the survey team signs off a new version, that's standing")
    assert facts and facts[0].type == "preference"


def test_a_yes_to_the_values_for_every_one_of_a_kind_is_a_rule() -> None:
    report = ("Pass 2 with the measured values: sky background 20.8 mag, seeing 1.1 arcsec, so within the survey "
              "limits (background fainter than 20.5 mag, seeing below 1.5 arcsec).")
    facts = extract(turn(0, "assistant", report), turn(1, "user", "haan, yes please, exactly those for every survey night"))
    assert [f.title for f in facts] == ["For every survey night: background fainter than 20.5 mag, seeing below 1.5 arcsec"]
    assert extract(turn(0, "assistant", report), turn(1, "user", "nice, thanks")) == []


def test_a_go_ahead_named_at_the_end_of_a_no_is_a_go_ahead() -> None:
    from vaultmem.extract.followups import accepts
    assert accepts("no rabbit. the postgres queue stays, it's one less thing to run. do the lease")
    assert not accepts("no rabbit, and no lease either")


def test_a_numbered_item_of_a_fenced_runbook_taken_by_its_number_is_kept() -> None:
    text = ("ok. ops pasted their dome runbook in the channel ages ago, here it is:\n\n```\nDOME RUNBOOK (v2)\n"
            "1. Close the dome above 15 m/s wind.\n2. Log every closing in the night book.\n"
            "3. Never slew the telescope while the dome is rotating -- the shutter motor cannot take it.\n```\n\n"
            "most of this is stale, nobody keeps a night book. and number 3 is very much ours and still stands, "
            "treat it as a standing rule")
    facts = one(text)
    assert any(f.title.startswith("Never slew the telescope while the dome is rotating") for f in facts)
    assert not [f for f in facts if "night book" in f.title.lower()]


def test_another_teams_rule_said_as_their_own_is_not_ours() -> None:
    assert one("fyi the radio team never deploys anything on sundays, their own rule, don't copy that") == []


def test_a_no_names_what_it_turned_down() -> None:
    facts = extract(turn(0, "assistant", "Fix: a lease with a heartbeat. The other way is moving the queue to RabbitMQ, "
                                         "where an unacked message is redelivered."),
                    turn(1, "user", "no rabbit. the postgres queue stays, it's one less thing to run. do the lease"))
    assert any("Turned down:" in f.body and "RabbitMQ" in f.body for f in facts)


def test_forget_the_named_thing_drops_the_earlier_pick() -> None:
    facts = extract(turn(0, "assistant", "a) Server-Sent Events. b) Polling every few seconds. c) Websockets."),
                    turn(1, "user", "SSE seems the most elegant. We go with the SSE."),
                    turn(2, "assistant", "Through the CDN it breaks: the edge buffers the response."),
                    turn(3, "user", "Mamma mia. Forget the SSE, we do the polling: the page asks updates.json every 15 seconds."))
    assert not [f for f in facts if "go with the sse" in f.title.lower()]
    assert any("polling" in f.title.lower() for f in facts)


def test_a_later_value_for_it_in_the_same_unit_replaces_the_earlier_one() -> None:
    facts = extract(turn(0, "assistant", "Related: signed observing tokens live 6 hours. Shorter would be safer."),
                    turn(1, "user", "make it 2 hours"), edit(2),
                    turn(3, "user", "wait. the long exposures on sunday take 3.5 hours, a 2 h token would die mid-run? "
                                    "make it 4 hours then"), edit(4))
    hours = [f for f in facts if "hours" in f.title]
    assert len(hours) == 1 and "4 hours" in hours[0].title and "6 hours" in hours[0].body


def test_a_pick_by_the_name_without_its_kind_takes_the_option_and_says_what_it_beat() -> None:
    options = ("Options for the main player:\n\n- **orbit-player**: DASH and HLS, both DRMs, runs on every set.\n"
               "- **hls.js**: HLS only, and no PlayReady path.\n- **dash.js**: DASH with EME, a second library.")
    facts = extract(turn(0, "user", "want one player for all tv sets. options?"), turn(1, "assistant", options),
                    turn(2, "user", "orbit. hls.js is out, we need dash and playready on the old sets. dash.js would "
                                    "work but we know orbit from the web player already"))
    assert [f.title for f in facts if f.type == "decision"] == ["Orbit-player over hls.js"]


def test_a_value_named_only_in_the_reply_that_says_it_back_is_named() -> None:
    facts = extract(turn(0, "user", "the blurry start is what everyone complains about. set the bandwidth estimate to 4000000"),
                    shell(1, "apply_patch < /tmp/abr.patch"),
                    turn(2, "assistant", "It now starts at 720p on the lab sets (`initialBandwidth: 4000000`, was 1000000)?"),
                    turn(3, "user", "good. next: the subtitles on the old sets look weird"))
    asked = [f for f in facts if f.quote.startswith("the blurry start")]
    assert asked and "`initialBandwidth`" in asked[0].body


def test_the_yes_of_the_language_a_person_mixes_in_takes_an_offer() -> None:
    offer = "Tests pass. Do you want me to remember that the survey frames are always stored as FITS with RICE compression?"
    for yes in ("haan, please", "ja, bitte", "evet"):
        facts = extract(turn(0, "assistant", offer), turn(1, "user", yes))
        assert len(facts) == 1 and "RICE compression" in facts[0].title, yes


def test_a_rule_said_to_be_law_for_every_feature_later_is_standing() -> None:
    facts = one("My comments: this sentence is law for us — no booking goes onto the telescope without an astronomer "
                "approving it, and this stays true for every feature we build later also, not only this ticket.")
    assert facts and facts[0].type == "preference"
    facts = one("3. this one stays for good, for every instrument we ever take data from: no frame is deleted until "
                "it is copied to the archive.")
    assert facts and facts[0].type == "preference"


def test_a_yes_that_keeps_that_one_for_a_reason_keeps_the_offer() -> None:
    offer = ("This one will come up again with every new instrument — do you want me to keep a standing note that "
             "every frame must carry the observer's proposal id, taken from the scheduler?")
    facts = extract(turn(0, "assistant", offer), turn(1, "user", "yes, keep that one, it'll bite someone otherwise"))
    assert [f.title for f in facts] == ["Every frame must carry the observer's proposal id, taken from the scheduler"]


def test_a_verbless_no_after_a_rule_is_its_other_half() -> None:
    facts = one("for every future change in this repo: exposure times are integer milliseconds end to end. no floats, ever.")
    assert len(facts) == 1 and "no floats" in facts[0].quote


def test_a_finding_is_not_titled_thats_the_root_cause() -> None:
    facts = extract(turn(0, "user", "the scheduler times out on GetTargets again, just bump the timeout to 60?"),
                    turn(1, "assistant", "That's the root cause. The catalogue allows 4 concurrent sessions per API user, "
                                         "and we run 12 workers on the one user, so the extra calls wait 30 s and are "
                                         "dropped.\n\nFix: a semaphore in Redis shared by all pods, capping calls at 4."),
                    turn(2, "user", "yes do that"), edit(3))
    solutions = [f for f in facts if f.type == "solution"]
    assert solutions and solutions[0].title.startswith("The catalogue allows 4 concurrent sessions")


def test_what_do_we_do_asks_for_the_fix_of_the_cause_just_told() -> None:
    from vaultmem.extract.followups import ASKS_FIX
    assert ASKS_FIX.search("ugh. yeah that's by design, we can't change it. what do we do")
    assert not ASKS_FIX.search("what do we do on fridays usually?")


def test_the_fix_asked_for_after_the_cause_joins_its_finding() -> None:
    from vaultmem.extract.base import Fact
    from vaultmem.extract.followups import fix_added, fix_asked_of
    said = [turn(0, "user", "two observers got the same telescope slot again, can you look?"),
            turn(1, "assistant", "The check and the insert are not atomic, and the scheduler accepts overlaps."),
            turn(2, "user", "ugh. yeah the overlaps are on purpose. what do we do"),
            turn(3, "assistant", "We need our own short hold per slot: a Redis key per slot, SET NX with a TTL.")]
    assert fix_asked_of(said, 2) == "t1" and fix_asked_of(said, 0) is None
    cause = Fact(title="The check and the insert are not atomic", body="The check and the insert are not atomic.",
                 type="solution", importance=0.6, quote=said[1].text, turn_ids=["t1"], role="assistant")
    fix = Fact(title="We need our own short hold per slot", body="…", type="solution", importance=0.6,
               quote=said[3].text, turn_ids=["t3"], role="assistant")
    found = [cause]
    assert fix_added(found, "t1", fix) and found == [cause] and "Redis key per slot" in cause.body
    assert not fix_added(found, "t0", fix) and not fix_added([], "t1", fix)
