"""The offline extractor's thirty-second-pass signals (issue 16 items 2 and 3).

One part was opened: h57 (a university's student-systems team), the weakest unread part after the
thirty-first pass. Among what it showed: "yes, do that, with the reason, I don't want this conversation
twice" to an offer to remember was kept as the person's words, not what was offered; "HALF_EVEN is wrong
… revert to HALF_UP" left the HALF_EVEN decision standing; "change daily to 30" was titled so, though the
edit named `restic_keep_daily`; "alwyas run the importer tests …" kept nothing; "we can always raise it on
the day" was a rule; "file is in /tmp/LAW1010-marks.csv" was a layout; "There it is. Extra time is
computed in slot units with integer division:" was no diagnosis; "Should I also make `joined_at`
read-only in the admin …?" - "yes good idea" kept nothing; "no, that's their thing, we're on v5 and we
follow the releases" kept nothing.

Every sentence was written for these tests, about a project in none of the corpus splits (a ski resort:
lift gates, ticket sales, snow-making).
"""

from __future__ import annotations

from support.heuristic_kit import extract, one, said, titles, turn
from vaultmem.capture.turns import ToolCall
from vaultmem.vault.titles import short_title


def after(assistant: str, user: str) -> list:
    return extract(turn(0, "user", "morning, the lift-gate service again today"), turn(1, "assistant", assistant),
                   turn(2, "user", user), turn(3, "assistant", "Done."))


def edit_writing(i: int, path: str, new: str) -> object:
    call = ToolCall(id=f"c{i}", name="Edit", input='{"file_path": "%s", "new_string": "%s"}' % (path, new))
    return turn(i, "assistant", "", tool_calls=[call])


# -- an offer to remember, taken with how and why to keep it -------------------------------------------


def test_a_yes_that_says_only_how_to_keep_an_offer_keeps_what_was_offered() -> None:
    facts = after("The ADR is written. Do you want me to remember that the gate controllers stay on the wired "
                  "network and why (the readers drop scans over wifi), so that in a later session I don't "
                  "propose moving them again?",
                  "yes, do that, with the reason, I don't want this discussion a third time")
    assert len(facts) == 1 and "wired network" in facts[0].title and "readers drop scans" in facts[0].quote, titles(facts)
    assert "third time" not in said(facts)


def test_a_yes_that_names_something_of_its_own_keeps_those_words() -> None:
    facts = after("Do you want me to remember that the gate controllers stay on the wired network?",
                  "yes, do it, and the controllers' port is 8443 on every lift")
    assert any("8443" in f.quote for f in facts), titles(facts)


# -- a choice taken, then reverted -----------------------------------------------------------------------


def test_a_choice_called_wrong_and_reverted_replaces_the_taken_decision() -> None:
    facts = extract(
        turn(0, "user", "the ski pass prices round three different ways. one place please"),
        turn(1, "assistant", "The two candidates are CEILING (never undercharge) and HALF_UP (the tariff sheet's "
                             "rule). I'd lean CEILING because it never loses a cent, and make a `PriceRounding` "
                             "helper that the shop, the kiosk and the app all call."),
        turn(2, "user", "go with that"),
        turn(3, "assistant", "`PriceRounding` is in, with CEILING."),
        turn(4, "user", "wait. the tariff sheet says prices are rounded to the nearest 10 cents, so CEILING is "
                        "wrong. revert to HALF_UP. 12.34 must be 12.30 and 12.35 must be 12.40"),
        turn(5, "assistant", "HALF_UP it is."))
    decisions = [f for f in facts if f.type == "decision"]
    assert [f.title for f in decisions] == ["HALF_UP, not CEILING"], titles(facts)
    assert "PriceRounding" in decisions[0].body and "12.35 must be 12.40" in decisions[0].quote


def test_a_revert_with_nothing_called_wrong_replaces_nothing() -> None:
    facts = extract(
        turn(0, "user", "the shop pages load slowly"),
        turn(1, "assistant", "I'd cache the tariff table in Redis for five minutes, with a `TariffCache` wrapper."),
        turn(2, "user", "go with that"),
        turn(3, "assistant", "Done, `TariffCache` is in."),
        turn(4, "user", "and revert to the old import order in views.py, the linter complains"),
        turn(5, "assistant", "Reverted."))
    assert any("TariffCache" in f.quote for f in facts if f.type == "decision"), titles(facts)


# -- a value named by the key the edit set -----------------------------------------------------------------


def test_a_value_set_by_a_word_of_its_key_is_titled_by_the_key() -> None:
    facts = extract(turn(0, "user", "snow-making logs fill the disk. how long do we keep them?"),
                    turn(1, "assistant", "Retention is 14 daily and 8 weekly archives."),
                    turn(2, "user", "change weekly to 4. nobody reads a two-month-old log"),
                    edit_writing(3, "group_vars/snowmakers.yml", "logs_keep_weekly: 4"),
                    turn(4, "assistant", "Done."))
    assert "logs_keep_weekly is 4" in titles(facts)


def test_a_kebab_case_key_names_the_value_and_keeps_its_case() -> None:
    facts = extract(turn(0, "user", "the season-pass photo upload fails over 2MB"),
                    turn(1, "assistant", "The limit is the servlet's multipart setting."),
                    turn(2, "user", "make it 8MB. phone photos are bigger now"),
                    edit_writing(3, "src/main/resources/application.yml", "max-file-size: 8MB"),
                    turn(4, "assistant", "Done."))
    assert "max-file-size is 8MB" in titles(facts)


# -- staying with what is there, against the agent's alternative --------------------------------------


def test_staying_against_the_agents_alternative_says_what_was_turned_down() -> None:
    facts = after("The upgrade window is Mondays 05:00. The rental shop's team restarts its kiosks on Saturdays "
                  "at 04:00 — would Saturday suit us better?",
                  "that's the rental shop's thing, they have no lift queues at 4. we stay on mondays. I'll tell ops")
    stay = next(f for f in facts if "stay on mondays" in f.quote.lower())
    assert "Turned down:" in stay.body and "Saturday" in stay.body
    assert not any(f.quote.lower().startswith("that's the rental shop") and f is not stay for f in facts)


def test_another_version_against_the_one_suggested_is_a_decision() -> None:
    facts = after("The ticketing team pins its message broker to v3 and only takes security patches. Do you want "
                  "the same here?", "no, that's their thing, we're on v4 and we follow the releases")
    assert any("we're on v4" in f.title.lower() for f in facts), titles(facts)


# -- rules: how people type them, and what only looks like one ------------------------------------------


def test_a_misspelt_always_makes_a_rule_titled_with_the_word_spelt() -> None:
    facts = one("alwyas run the gate tests against the whole badge-samples folder, not just good.bin, every "
                "time you touch the reader parser")
    assert [short_title(f.title).split()[0] for f in facts] == ["Always"], titles(facts)


def test_we_can_always_is_a_possibility_not_a_rule() -> None:
    facts = one("we can always raise it on the opening morning if the queue looks calm")
    assert facts == [], titles(facts)


def test_whatever_session_after_today_keeps_the_rule() -> None:
    facts = one("and whatever session you're in after today: no deploys of the gate service on a powder morning "
                "before 10:00, unless I say so in that session")
    assert any("no deploys of the gate service" in f.title.lower() for f in facts), titles(facts)


def test_what_we_never_got_round_to_is_no_rule() -> None:
    facts = one("same as the rental module, we just never got round to it here")
    assert facts == [], titles(facts)


def test_a_rule_said_then_explained_with_it_is_one_note() -> None:
    facts = after("The local project says build number 1. Should I bump it?",
                  "no, never touch the build number by hand. it comes from the CI run number, always, otherwise "
                  "the store rejects a duplicate")
    rules = [f for f in facts if "build number" in f.quote.lower()]
    assert len(rules) == 1 and "CI run number" in rules[0].body, titles(facts)


def test_a_file_put_in_tmp_for_a_look_is_no_layout() -> None:
    facts = one("the lift counts are wrong again. file is in /tmp/chair6-counts.csv. can you look")
    assert not any("/tmp/" in f.quote for f in facts), titles(facts)


def test_leaving_a_default_for_now_decides_nothing() -> None:
    facts = after("On Android the sound belongs to the channel. Do you have a sound file, or should I leave the "
                  "default for now?", "leave default, the designer will send one later maybe")
    assert facts == [], titles(facts)


# -- findings -----------------------------------------------------------------------------------------


def test_there_it_is_over_the_steps_makes_the_line_the_cause() -> None:
    facts = extract(
        turn(0, "user", "skiers with a 50% discount get charged full price at the gate"),
        turn(1, "assistant", "There it is. The discount is applied in **whole francs with integer division**:\n\n"
                             "- a 3.50 ride is `price_francs = 3`;\n- discount = `3 * 50 // 100 = 1`;\n"
                             "- so the gate charges 2.50 instead of 1.75.\n\n"
                             "Fix: do it in centimes, rounded at the end."),
        turn(2, "user", "ok do it"),
        edit_writing(3, "gate/pricing.py", "price_centimes"),
        turn(4, "assistant", "Fixed."))
    assert any(short_title(f.title).startswith("The discount is applied in whole francs with integer division")
               for f in facts), titles(facts)


def test_a_folder_missing_for_one_runs_output_is_no_finding() -> None:
    facts = extract(
        turn(0, "user", "can you render last season's lift report again, only the north side"),
        turn(1, "assistant", "The render worked, it just can't write because `out/reports/2025/` doesn't exist. "
                             "I'll create the folder and run it again."),
        edit_writing(2, "out/reports/2025/.keep", ""),
        turn(3, "assistant", "Done: `out/reports/2025/north.pdf`."))
    assert facts == [], titles(facts)


# -- proposals ------------------------------------------------------------------------------------------


def test_a_proposed_mapping_is_titled_by_the_mapping_and_says_what_it_maps() -> None:
    facts = after("In the ticket system the pass type is `PASS_KIND`: 10 = 5,102, 20 = 880, 30 = 41. From its code "
                  "table, 10 is adult, 20 is child, 30 is senior. Proposed mapping: 10 → ADULT, 20 → CHILD, "
                  "30 → SENIOR.", "mapping yes exactly that")
    mapping = next(f for f in facts if f.type == "decision")
    assert mapping.title.startswith("Mapping: 10 → ADULT") and "PASS_KIND" in mapping.body


def test_a_property_offered_for_a_named_field_is_taken_by_a_yes() -> None:
    facts = after("The queue order is `scanned_at` only. Should I also make `scanned_at` read-only in the admin so "
                  "it can't be edited there by accident?", "yes good idea. also rename that test pls")
    assert any(short_title(f.title).startswith("Make `scanned_at` read-only in the admin") for f in facts), titles(facts)


def test_a_yes_that_names_the_topic_before_the_proposal_takes_it() -> None:
    facts = after("Now the warm start. I'd load last season's final grooming plan, match runs by their code, and "
                  "feed each as a starting point to the planner.", "yes, do the warm start like this")
    assert any(short_title(f.title).startswith("Load last season's final grooming plan") for f in facts), titles(facts)


def test_leaning_to_a_numbered_option_is_the_pick_not_a_proposal_of_its_own() -> None:
    facts = after("1. **By lift** — one lift at a time.\n2. **By valley** — all lifts of one valley.\n\n"
                  "I lean to 2, maybe with a check that each valley has a spare reader.",
                  "the second one. and yes put the spare reader check")
    assert not any(f.quote.startswith("I lean to 2") for f in facts), titles(facts)


# -- titles ---------------------------------------------------------------------------------------------


def test_a_rule_label_after_a_clause_leaves_the_rule_as_the_title() -> None:
    assert short_title("4.2(b) is ours, and it's a hard rule for this codebase: every refund after the season "
                       "closes needs a logged reason, enforced where nobody can route around it") == \
        "Every refund after the season closes needs a logged reason"


def test_a_reply_dictated_in_quotes_loses_its_one_quote_mark() -> None:
    assert short_title('"yes — a refund reason is always a RefundReason enum value') == \
        "A refund reason is always a RefundReason enum value"
    assert short_title('"quoted" stays quoted') == '"quoted" stays quoted'


# -- what h58 (an insurer's motor-claims team, opened midway) showed --------------------------------------


def test_a_colon_led_rule_goes_on_through_its_never_and_only_sentences() -> None:
    facts = one("so, answer his second comment, and this is permanent and team-wide, for anything the ticket desk "
                "sees: desk staff (role DESK_AGENT) get one flag, lift pass blocked or not. never the reason text, "
                "not a preview either. only PATROL_LEAD reads the reasons")
    assert len(facts) == 1, titles(facts)
    assert short_title(facts[0].title).startswith("Desk staff")
    assert "PATROL_LEAD" in facts[0].body and "never the reason text" in facts[0].body.lower()


def test_we_dont_use_a_library_here_is_a_rule() -> None:
    facts = one("and for the guava one: we don't use guava in pass-service at all, collections come from the JDK")
    assert any("we don't use guava" in f.title.lower() for f in facts), titles(facts)


def test_we_never_with_a_negation_inside_a_relative_clause_is_a_rule() -> None:
    facts = one("so. we never refund to a card that doesn't belong to the pass holder unless a supervisor has "
                "signed it off. that's how it's going to be, permanently")
    assert any(f.type == "preference" and "never refund" in f.quote for f in facts), titles(facts)


def test_a_refusal_then_never_makes_the_next_sentence_a_rule() -> None:
    facts = after("3. This changes what the gate does: today it never blocks a pass by itself, it only flags.",
                  "And the 3 we don't do. Never. The gate don't block nobody, only flag to patrol, and one person "
                  "decide.")
    assert any("gate don't block nobody" in f.title.lower() for f in facts), titles(facts)


def test_a_bare_never_after_a_rule_does_not_split_it() -> None:
    facts = one("and team convention: no sleep() in the gate firmware. never. delay() also not, use the timer queue")
    assert not any(f.quote.lower().startswith("delay() also not") for f in facts), titles(facts)


def test_i_want_it_to_stick_asks_to_keep_the_rule() -> None:
    facts = one("also. going to say this once and I want it to stick: the kiosk never deletes a local sale until "
                "the server has confirmed it. not on 200, not on 'sent'")
    assert any("never deletes a local sale" in f.title.lower() for f in facts), titles(facts)


def test_an_offer_to_keep_that_in_mind_taken_keeps_the_sentence_before_it() -> None:
    facts = after("The pass printer's ribbon lasts about 4,000 prints; the shop team's page says a reorder takes 10 "
                  "working days. Want me to keep that in mind as a standing note for this repo?",
                  "yes, please do. that's the thing everyone forgets and then it's a 2 week panic")
    assert any("10 working days" in f.title + f.body for f in facts), titles(facts)


def test_a_value_turned_down_revokes_the_request_that_set_it() -> None:
    facts = extract(turn(0, "user", "lower the gate alarm threshold from 0.65 to 0.60 please"),
                    turn(1, "assistant", "Before I do: at 0.60 patrol would get 79 alarms a day, at 0.70 about 39."),
                    turn(2, "user", "ok we go to 0.7, not 0.6. is final"),
                    turn(3, "assistant", "Done."))
    assert not any("0.60" in f.quote for f in facts), titles(facts)
    assert any("0.7" in f.quote for f in facts), titles(facts)


def test_forget_that_remember_this_instead_withdraws_the_last_kept_rule() -> None:
    facts = extract(turn(0, "user", "and remember: images we only pull from our quay, quay.resort.internal/lifts/"),
                    turn(1, "assistant", "Using quay for the gate image."),
                    turn(2, "user", "no wait, forget that, quay gets switched off in march. remember this instead: "
                                    "every image we deploy comes through the nexus proxy, nothing from quay anymore"),
                    turn(3, "assistant", "Noted."))
    assert not any("only pull from our quay" in f.quote for f in facts), titles(facts)
    assert any("nexus proxy" in f.quote for f in facts), titles(facts)


def test_make_it_n_to_the_agents_one_key_is_titled_by_the_key() -> None:
    facts = after("For the pool I'd start with `gate_pool_size` 50 per reader group.",
                  "50 is per group and we have 6 groups, that's 300 worst case. too close to 400 again. make it 20")
    assert "gate_pool_size is 20" in titles(facts)


def test_a_two_word_reply_names_the_proposal_point_it_shares_a_word_with() -> None:
    facts = after("For enforcement, a deny window fits.\n\nProposal:\n\n"
                  "- A small generator (`tools/freeze-lifts`) runs on the 1st of every month and writes a deny window "
                  "for that month's race weekend.\n"
                  "- When the race is over, whoever closes it runs `freeze-lifts end`, which removes the window early.",
                  "the generator. and `end` should only work once timing has published the results")
    assert any("generator" in f.title.lower() for f in facts if f.type == "decision"), titles(facts)


def test_the_fix_is_the_way_the_reply_names_not_the_first_way() -> None:
    facts = extract(
        turn(0, "user", "since monday half the gate scans time out"),
        turn(1, "assistant", "Confirmed. Every gate sends to the shared `SCAN.REPLY` queue and every gate consumes from "
                             "it, so a reply reaches the gate that asked only a third of the time.\n\n"
                             "Two ways to fix it:\n\n"
                             "1. **Selector on the shared queue**: each gate consumes with its own correlation id.\n"
                             "2. **A temporary reply queue per gate**: each gate opens its own queue at start-up and "
                             "reads only that.\n"),
        turn(2, "user", "the per-gate queue. the admins owe me one"),
        turn(3, "assistant", "", tool_calls=[ToolCall(id="c3", name="Edit", input='{"file_path": "gate/mq.py"}')]),
        turn(4, "assistant", "Changed: each gate now opens its own temporary reply queue."))
    finding = next(f for f in facts if f.type == "solution")
    assert "temporary reply queue per gate" in finding.body and "Selector on the shared queue" not in finding.body


def test_yes_to_opening_the_pr_picks_nothing() -> None:
    facts = after("North side looks sane: 160 scans, 74 retries, nothing outside 08:00-17:00. Shall I open the PR?",
                  "yep, PR it, I'll get patrol to sign off the numbers")
    assert facts == [], titles(facts)


def test_no_to_anything_else_turns_nothing_down() -> None:
    facts = after("Committed. Anything else before the weekend?",
                  "nope. weekend plans: nothing, and I intend to do it thoroughly. cheers")
    assert facts == [], titles(facts)


def test_hang_on_to_that_one_joins_the_rule_before_it() -> None:
    facts = one("oh and one more thing for later, unrelated to this: the gate build has to carry the same "
                "firmware hash as the reader build, otherwise every scan gets rejected. hang on to that one, I lost "
                "half a day to it last month")
    assert len(facts) == 1 and short_title(facts[0].title).startswith("The gate build has to carry"), titles(facts)


def test_treat_that_as_a_fixed_rule_leads_into_the_rule() -> None:
    assert short_title("point 1 is final and it's ours: treat that as a fixed rule for pass-service from here on, "
                       "season passes stay valid 7 days after closing day") == \
        "Season passes stay valid 7 days after closing day"


def test_a_red_pipelines_chores_make_no_finding() -> None:
    facts = extract(
        turn(0, "user", "the pipeline is red since yesterday, can you see why?"),
        turn(1, "assistant", "Two small things, both from yesterday's merge:\n\n"
                             "1. `ruff` finds an unused `datetime.date` import left in `gate/schemas.py`.\n"
                             "2. The API snapshot test still has the old response shape, so the snapshot just needs "
                             "regenerating.\n\nFixing both."),
        turn(2, "assistant", "", tool_calls=[ToolCall(id="c2", name="Edit", input='{"file_path": "gate/schemas.py"}')]),
        turn(3, "assistant", "All green."))
    assert facts == [], titles(facts)
