"""The heuristic extractor's thirteenth-pass signals (issue 16 item 2), read off the opened
thirteenth part (seen13/). Both keep a thought whole instead of splitting it from its reason: a
rule that names its object only by pointing back ("do not sort them …", "has to respect that") joins
the note before it; a suggestion accepted with a reason of the person's own keeps that reason.

Every sentence was written for these tests, about projects in none of the corpus splits (a choir
rota, a seed library …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, turn


def test_a_rule_that_points_back_at_the_sentence_before_joins_its_note() -> None:
    facts = extract(turn(0, "user", "one thing to remember for always: the voice parts in the rota are ordered "
                                    "soprano alto tenor bass, the printed sheets depend on that order. Please do not "
                                    "sort them alphabetical, it broke the sheets last term."))
    assert len(facts) == 1
    assert "soprano alto tenor bass" in facts[0].body and "alphabetical" in facts[0].body


def test_a_rule_with_a_pronoun_only_in_its_reason_stays_a_note_of_its_own() -> None:
    facts = extract(turn(0, "user", "we always pin python to 3.11 in the seed library, nobody runs anything older. "
                                    "Don't ever write donor exports to the shared drive again, people's sync apps "
                                    "picked them up and someone posted an address."))
    assert len(facts) == 2 and facts[1].quote.startswith("Don't ever write donor exports")


def test_a_suggestion_accepted_with_a_reason_keeps_the_reason() -> None:
    facts = extract(turn(0, "user", "the rota page needs a date picker. flatpickr or the native input?"),
                    turn(1, "assistant", "For a page that choir members open on old phones, I'd go with the "
                                         "native `<input type=\"date\">` and skip the extra bundle."),
                    turn(2, "user", "yeah native input, no extra javascript is the whole point of this page"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "no extra javascript" in decisions[0].body


def test_a_bare_yes_adds_nothing_to_the_suggestion() -> None:
    facts = extract(turn(0, "user", "the rota page needs a date picker. flatpickr or the native input?"),
                    turn(1, "assistant", "For a page that choir members open on old phones, I'd go with the "
                                         "native `<input type=\"date\">` and skip the extra bundle."),
                    turn(2, "user", "yes native input"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "Agreed" not in decisions[0].body


def _review() -> list:
    return [turn(0, "user", "can you look over the config branch before I deploy the kiln controller?"),
            turn(1, "assistant", "Reviewed. Notes:\n\n- The poll interval went from 2 s to 30 s on the thermocouple "
                                 "reader.\n- The `kiln-02` profile shows as disabled in this environment.\n\n"
                                 "Nothing silly, but 30 s is slow for a kiln.")]


def test_a_reply_about_a_reported_change_does_not_make_the_report_a_decision() -> None:
    facts = extract(*_review(), turn(2, "user", "yeah leave it disabled until the potter signs off"))
    assert not [f for f in facts if f.role == "assistant"]


def test_a_reply_that_names_a_reported_setting_twice_over_accepts_it() -> None:
    facts = extract(*_review(), turn(2, "user", "yes the thermocouple poll interval is right"))
    assert [f.quote for f in facts if f.role == "assistant"] == \
        ["The poll interval went from 2 s to 30 s on the thermocouple reader."]


def test_a_kept_setting_takes_the_reason_said_after_it_but_not_the_next_matter() -> None:
    facts = extract(*_review(), turn(2, "user", "keep that poll interval at 30 s. the thermocouple board browns "
                                                "out if you read it faster than that, learned it the hard way. "
                                                "the kiln-02 profile stays off for 3 weeks"))
    kept = [f for f in facts if "browns out" in f.body]
    assert len(kept) == 1 and "3 weeks" not in kept[0].body


def test_a_value_called_too_anything_is_turned_down() -> None:
    facts = extract(turn(0, "user", "I showed the choir leads the first rota. 14 days is too jumpy, half the altos "
                                    "swap shifts weekly. they want 28 days, change it"))
    assert [f.title for f in facts] == ["They want 28 days, change it"]
    facts = extract(turn(0, "user", "the rota window is 14 days, the leads plan two weeks ahead"))
    assert [f.type for f in facts] == ["fact"]


def test_a_sentence_that_makes_the_one_before_it_standing_keeps_that_one() -> None:
    facts = extract(turn(0, "user", "go. and plain text replies pls, no tables, my terminal wraps them. "
                                    "that goes for every session btw"))
    assert [f.type for f in facts] == ["preference"] and "no tables" in facts[0].body
    assert extract(turn(0, "user", "go. and plain text replies pls, no tables, my terminal wraps them")) == []


def test_a_setting_changed_three_times_keeps_only_the_last_value() -> None:
    facts = extract(turn(0, "user", "set the kiln log interval to 10 s, it's 5 now"),
                    edit(1),
                    turn(2, "assistant", "`LOG_INTERVAL_S` is now 10."),
                    turn(3, "user", "no make it 15"),
                    edit(4),
                    turn(5, "assistant", "Done, 15 s."),
                    turn(6, "user", "hm. the sd card fills in a week at 15. go 60 seconds"),
                    edit(7),
                    turn(8, "assistant", "`LOG_INTERVAL_S` = 60 (one minute). Builds clean."))
    settings = [f for f in facts if "LOG_INTERVAL_S" in f.quote or "make it 15" in f.quote]
    assert [f.quote for f in settings] == ["`LOG_INTERVAL_S` = 60 (one minute)."]


def test_a_setting_left_at_its_value_is_a_decision_and_a_type_is_no_setting() -> None:
    facts = extract(turn(0, "user", "and leave the radio at SF9, tried SF12 in the summer, airtime too long"))
    assert [f.type for f in facts] == ["decision"]
    facts = extract(turn(0, "user", "add the range type"),
                    edit(1),
                    turn(2, "assistant", "`Zone_Range` = `Natural range 0 .. Max_Zones`, used by both loops."))
    assert facts == []


def test_an_order_about_the_work_at_hand_is_no_event() -> None:
    assert extract(turn(0, "user", "ok ship it to kiln 2 tonight")) == []
    assert [f.type for f in extract(turn(0, "user", "the glaze release is next friday"))] \
        == ["context"]


def test_a_reply_that_says_the_accepted_value_again_is_the_one_note() -> None:
    facts = extract(*_review(), turn(2, "user", "keep that poll interval at 30s. the thermocouple board browns "
                                                "out if you read it faster, learned it the hard way."))
    timeout = [f for f in facts if "30" in f.body]
    assert len(timeout) == 1 and timeout[0].role == "user" and "browns out" in timeout[0].body
    assert "About: The poll interval went from 2 s to 30 s" in timeout[0].body


def test_please_remember_this_after_a_reason_joins_the_rule_before_it() -> None:
    facts = extract(turn(0, "user", "No no. Always a full firmware image for the kilns, never a patch over the air. "
                                    "Patching gave us two bricked controllers in 2024. Please remember this for "
                                    "the next times."))
    assert len(facts) == 1 and "bricked" in facts[0].body and "Please remember this" in facts[0].quote


def test_a_reason_between_two_statements_explains_only_the_first() -> None:
    facts = extract(turn(0, "user", "keep the poll interval at 30 s. the thermocouple board browns out if you read "
                                    "it faster than that, learned it the hard way. the kiln-02 profile stays off "
                                    "for 3 weeks"))
    assert sum("browns out" in f.body for f in facts) == 1


def test_an_order_to_check_something_is_no_rule_and_time_gone_by_is_no_setting() -> None:
    assert extract(turn(0, "user", "ugh. check the glaze weights, each batch row should sum to 1 where complete")) == []
    assert extract(turn(0, "user", "no idea, parking it. it's been 3 hours")) == []
    assert [f.type for f in extract(turn(0, "user", "each glaze batch row should always sum to 1"))] == ["preference"]


def test_a_fix_the_assistant_takes_back_is_no_finding() -> None:
    facts = extract(turn(0, "user", "bug from the testers: the kiln alarm fires twice when a firing ends"),
                    turn(1, "assistant", "The alarm is raised from two places in `alarm.c`. The simplest guard is a "
                                         "debounce: ignore a second alarm within 500 ms. I'll add that."),
                    edit(2),
                    turn(3, "assistant", "Debounce added."),
                    turn(4, "user", "now two different alarms quickly and one never fires. this is worse"),
                    turn(5, "assistant", "You're right, the debounce only hid it. Reverting it."),
                    edit(6),
                    turn(7, "assistant", "Found the real cause: `end_firing()` raises the alarm and so does the "
                                         "state machine's exit hook. Fix: raise it only in the exit hook."),
                    edit(8),
                    turn(9, "assistant", "Fixed, one alarm per firing now."))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1 and "exit hook" in solutions[0].body and "debounce" not in solutions[0].body


def test_please_dont_forget_and_for_the_future_ask_to_remember() -> None:
    facts = extract(turn(0, "user", "please don't forget that the kiln api keys rotate on the 1st of each month"))
    assert [f.type for f in facts] == ["preference"]
    facts = extract(turn(0, "user", "for the future: the glaze app build needs xcode 16, not 15"))
    assert [f.title for f in facts] == ["The glaze app build needs xcode 16, not 15"]
    assert extract(turn(0, "user", "ah forget that, the kiln api keys are fine")) == []


def test_next_time_and_mental_note_ask_to_remember() -> None:
    facts = extract(turn(0, "user", "next time, run the kiln tests with `cabal test` not stack. stack is only "
                                    "there for the old CI job"))
    assert [f.type for f in facts] == ["preference"]
    facts = extract(turn(0, "user", "Mental note: messages the potters see never mention Haskell internals."))
    assert [f.type for f in facts] == ["preference"]
    assert extract(turn(0, "user", "next time I will bring the glaze samples")) == []


def test_a_no_that_points_at_a_file_is_a_convention_not_an_acceptance() -> None:
    facts = extract(turn(0, "user", "need a new rule for the glaze surcharge"),
                    turn(1, "assistant", "Plan: I'd add the surcharge as a new case in `Rules/Kiln.hs`, since it's "
                                         "keyed on firings, and hook it into `Kiln.rules`."),
                    turn(2, "user", "no, do it like in src/Rules/Clay.hs — one module per rule, the module exports "
                                    "only `rule` and `tests`, nothing else"))
    assert [(f.role, f.type) for f in facts] == [("user", "preference")]
    assert "one module per rule" in facts[0].body


def test_a_value_picked_from_options_laid_out_without_a_question_is_a_decision() -> None:
    laid = ("100 Hz is more than the kiln logger needs. Options: 50 Hz (halves the sampling, still plenty), "
            "25 Hz (fine for averages, coarse for spikes), or batched reads which only exist on the new boards.")
    facts = extract(turn(0, "user", "the kiln logger samples at 100 Hz now and the sd card fills in a day"),
                    turn(1, "assistant", laid),
                    turn(2, "user", "50 Hz. I want to keep the spike timing, and the studio has old boards so no "
                                    "batched stuff"))
    assert [(f.type, f.title) for f in facts] == [("decision", "50 Hz over 25 Hz")]


def test_a_bold_option_of_several_words_is_picked_in_any_order() -> None:
    laid = ("Nothing stops it yet. Options:\n\n- **check the trailer**: refuse the file if the count is off;\n"
            "- **size check**: compare the file size to the record length times the count;\n"
            "- **wait for a `.done` marker** from the kiln controller.\n\nI'd do the trailer check now.")
    facts = extract(turn(0, "user", "what stops us loading a half-written firing log?"),
                    turn(1, "assistant", laid),
                    turn(2, "user", "trailer check. and it's all or nothing, a half log is worse than none"))
    assert [(f.type, f.title) for f in facts] == [("decision", "Check the trailer")]
    assert "all or nothing" in facts[0].body


def test_a_value_called_silly_is_the_one_being_changed() -> None:
    facts = extract(turn(0, "user", "the glaze photos under /gallery/* are cached for 1 hour which is silly, they "
                                    "never change once published — give them a day"))
    assert not [f for f in facts if "1 hour" in f.quote]


def test_a_convention_called_the_style_afterwards_is_titled_by_what_it_says() -> None:
    facts = extract(turn(0, "user", "commit messages here start with the module name and a colon, lowercase, no "
                                    "trailing period — like `glaze: round cone numbers`. look at git log, that's "
                                    "the style"))
    assert len(facts) == 1 and facts[0].title.startswith("Commit messages here start with the module name")


def test_an_option_labelled_by_letter_is_picked_by_its_letter() -> None:
    laid = ("Firing logs are mostly runs of the same reading. Options: (a) keep CSV but gzip it; (b) a small "
            "binary format with each log as run-length encoded `u16` readings; (c) one file per hour. (b) is "
            "about 40 lines.")
    facts = extract(turn(0, "user", "the firing logs are huge. ideas?"),
                    turn(1, "assistant", laid),
                    turn(2, "user", "b. readings fit in u16 forever, the thermocouple tops out at 1400."))
    assert [f.type for f in facts] == ["decision"]
    assert facts[0].title.startswith("A small binary format") and "Keep CSV but gzip it" in facts[0].body
    assert extract(turn(0, "user", "the firing logs are huge. ideas?"), turn(1, "assistant", laid),
                   turn(2, "user", "hmm, let me think about it")) == []


def test_a_bug_told_as_what_happens_when_someone_does_something_is_no_setting() -> None:
    assert extract(turn(0, "user", "hiii. bug from the potters: when you start a firing (like 'cone 6, 8 h') you "
                                   "get TWO alarms when it ends")) == []
    assert [f.type for f in extract(turn(0, "user", "a cone 6 firing runs for 8 h in the big kiln"))] == ["fact"]


def test_a_choice_whose_reason_comes_later_is_a_decision_with_it() -> None:
    facts = extract(turn(0, "user", "ok. and the reason I said postgres: two potters booking the big kiln for "
                                    "overlapping days has to be impossible at the database level, because the "
                                    "studio manager edits bookings straight in adminer"))
    assert [f.type for f in facts] == ["decision"] and facts[0].title.startswith("Postgres, because two potters")
    assert extract(turn(0, "user", "I don't know the reason, it just broke")) == []


def test_an_option_in_a_table_row_labelled_by_letter_is_picked_by_its_letter() -> None:
    laid = ("## Options\n\n| option | rule | effect |\n|---|---|---|\n| A | `round_half_up` | matches the old "
            "spreadsheet |\n| B | keep `round_half_even` | unbiased, but 31 cases differ |\n\nA is the smaller change.")
    facts = extract(turn(0, "user", "glaze costs are a cent off the old spreadsheet. can you look?"),
                    turn(1, "assistant", laid),
                    turn(2, "user", "A. The studio price list says round half up and customers see those numbers."))
    # a one-word option keeps what the table says of it (fourteenth pass): "`round_half_up` — matches …"
    assert [f.title for f in facts] == ["`round_half_up` — matches the old spreadsheet"]
    assert "Keep `round_half_even`" in facts[0].body


def test_a_measurement_called_too_big_in_a_request_for_help_is_the_problem() -> None:
    assert extract(turn(0, "user", "map files for the 4k glaze maps are 130 MB json. way too big. ideas?")) == []
    assert [f.type for f in extract(turn(0, "user", "glaze logs for the big kiln are capped at 130 MB, the sd "
                                                    "card is 2 GB"))] == ["fact"]
