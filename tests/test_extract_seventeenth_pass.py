"""The heuristic extractor's seventeenth-pass signals (issue 16 items 2 and 3): how a person answers
the options an assistant lays out, and what only looks like a rule or a problem.

Two parts read only as aggregates so far were opened (h18: setting a project up; h20: returning to a
project). What they showed: a reply that takes one side of an either/or in its own words ("pin
0.13.0. dev builds move too much") was missed; a pick was dropped whole when a later sentence of the
reply was said "for now"; "a and c. not b, …" lost the refusal; options lettered "**A.**" were not
options; "never done dbt before" was kept as a rule; a pasted template README was kept as the
person's word; "add a test that X fails" was read as a problem; "we flag it `fouling`" lost what
"it" is.

Every sentence was written for these tests, about projects in none of the corpus splits (a bell
foundry, a ferry timetable, a bee hive scale …). Each signal is checked both ways.
"""

from __future__ import annotations

import pytest

from support.heuristic_kit import extract, said, turn
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


# -- one side of an either/or, in the reply's own words ----------------------------------------------

def test_a_reply_that_takes_one_of_two_ways_is_the_decision() -> None:
    facts = extract(turn(0, "assistant", "The hive scale firmware was built against ESP-IDF 5.1. Two ways: port the "
                                         "ADC driver to 5.3, or install 5.1.4 and pin it."),
                    turn(1, "user", "pin 5.1.4. the new adc api changes every release and I flash these twice a year"))
    assert [f.type for f in facts] == ["decision"]
    assert facts[0].title == "Install 5.1.4 and pin it"
    assert "chosen over: port the adc driver to 5.3" in said(facts)


def test_no_x_to_x_or_y_takes_y() -> None:
    facts = extract(turn(0, "assistant", "Should I keep the readings in InfluxDB or in plain `parquet` files per day?"),
                    turn(1, "user", "no influxdb. parquet per day is plenty, the foundry only looks at last week anyway"))
    assert [f.title for f in facts] == ["In plain `parquet` files per day"]


@pytest.mark.parametrize("question, reply", [
    # a moment, not a setting
    ("Tests pass. Should I commit now, or wait for the `lint` job?", "commit now, I have to catch the ferry"),
    # where today's work goes
    ("Should I open the PR against `main` or against `release-4.2`?", "release-4.2, the fix goes out with the patch"),
    # a way for a while
    ("Two ways: upgrade the bell ringer's Python, or pin `pyserial` below 3.6 until the box is replaced.",
     "pin it below 3.6. that box goes away in spring"),
])
def test_a_pick_of_a_moment_or_a_while_is_no_decision(question: str, reply: str) -> None:
    assert [f for f in extract(turn(0, "assistant", question), turn(1, "user", reply)) if f.type == "decision"] == []


def test_the_value_the_reply_repeats_decides_the_side() -> None:
    facts = extract(turn(0, "assistant", "Options: move `tide_fetch` to 05:45, or replace the cron with a watcher that "
                                         "waits for the harbour file. The cron is simpler."),
                    turn(1, "user", "just cron, 05:45. watchers confused everybody last winter"))
    assert "chosen over: replace the cron with a watcher" in said(facts)


def test_ways_are_split_outside_parentheses() -> None:
    facts = extract(turn(0, "assistant", "The cache key uses mtimes. Options: hash the contents (xxhash or the stdlib "
                                         "md5), or restore mtimes from git in CI."),
                    turn(1, "user", "hash the contents. xxhash, md5 is slow on the generated tables"))
    assert [f.title for f in facts] == ["Hash the contents"]
    assert "chosen over: restore mtimes from git in ci" in said(facts)


# -- a pick keeps what lasts, and names what it was chosen over ---------------------------------------

def test_a_later_sentence_for_now_does_not_undo_the_pick() -> None:
    facts = extract(turn(0, "assistant", "For the ORM the usual choices with Flask are SQLAlchemy (via flask-sqlalchemy) "
                                         "or Peewee. Which one?"),
                    turn(1, "user", "peewee. sqlalchemy is a lot of library for four tables and I want to read the SQL. "
                                    "a sqlite file for now"))
    assert [f.title for f in facts] == ["Peewee over SQLAlchemy"]
    assert "i want to read the sql" in said(facts)


def test_a_pick_said_for_now_is_still_no_decision() -> None:
    facts = extract(turn(0, "assistant", "For the ORM the usual choices with Flask are SQLAlchemy or Peewee. Which one?"),
                    turn(1, "user", "peewee for now, we'll see later which one we keep long term"))
    assert [f for f in facts if f.type == "decision"] == []


def test_the_question_a_pick_answers_is_in_its_note() -> None:
    facts = extract(turn(0, "assistant", "Done. For the lap alarm, do you want a sound? `.chime`, `.beep` and `.gong` "
                                         "are the usual ones."),
                    turn(1, "user", "gong one. chime and beep are too quiet next to the rowing machine"))
    assert "do you want a sound?" in said(facts)


# -- several taken, one turned down -------------------------------------------------------------------

def test_an_option_turned_down_with_its_reason_is_kept() -> None:
    facts = extract(turn(0, "assistant", "Options:\n\na) cache the timetable in Redis;\nb) reorder the stops in "
                                         "`build_route/2` so the quay stops come first;\nc) batch the fare lookups."),
                    turn(1, "user", "a and c. not b, the stop order is the order the harbour office prints on "
                                    "the paper timetable"))
    assert [f.title for f in facts if f.type == "decision"] == ["Don't reorder the stops in `build_route/2`"]
    assert "taken instead: cache the timetable in redis" in said(facts)


def test_a_refusal_without_a_reason_is_no_note() -> None:
    facts = extract(turn(0, "assistant", "Options:\n\na) cache the timetable;\nb) reorder the stops;\nc) batch lookups."),
                    turn(1, "user", "a and c. not b, meh"))
    assert not any(f.title.startswith(("Don't", "Not")) for f in facts)


def test_options_lettered_with_a_capital_and_a_dot_are_options() -> None:
    from vaultmem.extract.options import lettered

    assert lettered("Fix options:\n\n- **A.** Widen the counter.\n- **B.** Mask the ring.\n- **C.** Both.") \
        == {"a": "Widen the counter.", "b": "Mask the ring.", "c": "Both."}
    assert lettered("A. Lovelace wrote the first program. B. Smith did not.") == {}


# -- what only looks like a rule, a page or a problem --------------------------------------------------

@pytest.mark.parametrize("line", [
    "hi, starting the bell foundry stock app, I want django on sqlite. never done django before tbh",
    "never touched rust, so go slow with the borrow checker stuff",
])
def test_what_one_has_not_done_is_no_rule(line: str) -> None:
    assert not any(f.type == "preference" and "never" in f.title.lower() for f in extract(turn(0, "user", line)))


def test_never_before_an_action_is_still_a_rule() -> None:
    assert titles(turn(0, "user", "never run the seed script before a backup")) == ["Never run the seed script before a backup"]


def test_a_template_pasted_as_a_base_is_not_the_persons_word() -> None:
    page = ("can you write a README for Clapper? I found this template from another project, use it as a base:\n\n"
            "# Somebody Else's App\n\n## Requirements\n- Carthage (`carthage bootstrap` first)\n"
            "- SwiftLint must pass before every commit\n")
    assert not any("carthage" in t.lower() or "swiftlint" in t.lower() for t in titles(turn(0, "user", page)))


def test_a_request_for_a_test_of_a_failure_is_no_symptom() -> None:
    facts = extract(turn(0, "user", "add a test that the broken hive json from last week fails. for fun"),
                    turn(1, "assistant", "12 tests pass, including the broken hive json one.\n\nNext, the import: I'll "
                                         "read `hives.json` once and insert valid ones as version 1."),
                    turn(2, "user", "do it"))
    assert not any(f.type == "solution" for f in facts)


def test_a_rule_about_it_joins_the_sentence_that_says_what_it_is() -> None:
    facts = extract(turn(0, "assistant", "Also HV-2 weight 98 kg is flagged as swarm in the log — expected?"),
                    turn(1, "user", "yes expected, that's how we do it: a drop over 2 kg in an hour is a swarm leaving. "
                                    "we flag it `swarm` and keep the row, never drop it"))
    joined = [f for f in facts if "swarm" in f.body and "2 kg" in f.body]
    assert len(joined) == 1, [(f.title, f.body) for f in facts]


# -- requests to remember -------------------------------------------------------------------------------

@pytest.mark.parametrize("line, kept", [
    ("pin this: the hive scale posts every 10 minutes, the gateway drops faster traffic", "every 10 minutes"),
    ("for posterity: we dropped couchdb because the sync kept eating weights", "couchdb"),
    ("I keep telling you, the ferry fares are in fares/2027.csv not fares.csv", "fares/2027.csv"),
])
def test_more_ways_to_ask_to_keep(line: str, kept: str) -> None:
    facts = extract(turn(0, "user", line))
    assert [f.type for f in facts] == ["preference"] and kept in said(facts)


def test_a_request_that_points_back_past_a_sigh_keeps_the_rule() -> None:
    facts = extract(turn(0, "user", "you did it again. the sounds go in assets/sfx, NOT in sfx/. how hard is it. "
                                    "remember that"))
    assert [f.title for f in facts if f.type == "preference"] == ["The sounds go in assets/sfx, NOT in sfx/"]


# -- dates in what a note says ------------------------------------------------------------------------

def test_a_weekday_that_owns_something_is_a_day_gone_by_dated_after_its_s() -> None:
    from datetime import date

    from vaultmem.extract.dates import resolve_relative

    tuesday = date(2026, 11, 3)
    assert resolve_relative("Friday's and Monday's hive logs still hold the doubles", tuesday) \
        == "Friday's (2026-10-30) and Monday's (2026-11-02) hive logs still hold the doubles"
    assert resolve_relative("the ferry timetable changes on Friday", tuesday) \
        == "the ferry timetable changes on Friday (2026-11-06)"
    assert resolve_relative("broken since Friday", tuesday) == "broken since Friday (2026-10-30)"


def test_an_offer_to_redo_data_once_is_no_decision() -> None:
    facts = extract(turn(0, "assistant", "Dedupe added. Tuesday's hive logs still hold the doubles; I can rewrite "
                                         "`hive=H-3` for `day=2026-10-31` from the raw files."),
                    turn(1, "user", "yes rewrite the hive logs"))
    assert [f for f in facts if f.type == "decision"] == []


def test_an_offer_to_change_the_code_accepted_is_a_decision() -> None:
    facts = extract(turn(0, "assistant", "I'd dedupe on `(hive_id, ts)` when reading the raw files, before writing "
                                         "parquet."),
                    turn(1, "user", "yes dedupe on hive and ts"))
    assert [f.type for f in facts] == ["decision"]


# -- a statement corrected in the next message ---------------------------------------------------------

@pytest.mark.parametrize("first, correction, title", [
    ("remember: bell rope orders go through the foundry office",
     "actually no, scratch that — bell rope orders go through the chandler, not the foundry office",
     "Bell rope orders go through the chandler, not the foundry office"),
    ("pin this: the hive scale config lives in conf/scale.toml",
     "sorry, correction: it's conf/hives.toml, conf/scale.toml is the old one",
     "The hive scale config lives in conf/hives.toml"),
    ("store in memory: ferry branches are named ferry/<ticket>",
     "wait, make that route/<ticket>, ferry/ is the old scheme",
     "Ferry branches are named route/<ticket>"),
])
def test_a_statement_corrected_next_keeps_the_correction(first: str, correction: str, title: str) -> None:
    facts = extract(turn(0, "user", first), turn(1, "assistant", "Noted."), turn(2, "user", correction))
    assert [f.title for f in facts] == [title]
    assert "corrects:" in said(facts)


def test_another_matter_after_wait_corrects_nothing() -> None:
    facts = extract(turn(0, "user", "remember: bell rope orders go through the foundry office"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "wait, one more thing: the tuning fork set is in drawer 3"))
    assert any(f.title == "Bell rope orders go through the foundry office" for f in facts), [f.title for f in facts]


@pytest.mark.parametrize("line", [
    "ricorda: the bell rope orders go through the chandler",
    "rappelle-toi que the bell rope orders go through the chandler",
])
def test_asked_to_keep_in_italian_and_french(line: str) -> None:
    assert [f.type for f in extract(turn(0, "user", line))] == ["preference"]


def test_should_x_be_a_or_b_answered_with_values_is_the_decision() -> None:
    facts = extract(turn(0, "assistant", "Schema done. Next: should ferry bookings be free-form (any time) or fixed "
                                         "departures?"),
                    turn(1, "user", "fixed departures every 40 minutes, 07:20 to 21:20. the crew changes shift "
                                    "between sailings"))
    assert [f.type for f in facts] == ["decision"]
    assert "chosen over: free-form (any time)" in said(facts)


def test_a_bare_pick_of_a_format_is_no_decision() -> None:
    facts = extract(turn(0, "assistant", "Should the hive export be a CSV or an Excel file?"),
                    turn(1, "user", "csv, thanks"))
    assert [f for f in facts if f.type == "decision"] == []


def test_what_would_happen_is_no_setting() -> None:
    facts = extract(turn(0, "user", "if the hive sync ever drops a reading, the beekeeper could see a stale weight "
                                    "for 15 minutes and miss a swarm"))
    assert facts == []


def test_a_setting_with_if_and_no_would_is_kept() -> None:
    assert titles(turn(0, "user", "if you run it locally, the hive api listens on port 8420")) \
        == ["If you run it locally, the hive api listens on port 8420"]


def test_an_offer_to_add_a_test_accepted_is_work_for_today() -> None:
    facts = extract(turn(0, "assistant", "The wrap build runs past the wrap point now. I'd also add a host unit test "
                                         "for the flush across a wrap, under `test/host/`."),
                    turn(1, "user", "nice!! yes add the test"))
    assert [f for f in facts if f.type == "decision"] == []


@pytest.mark.parametrize("line", [
    "note that this log is truncated, the real one is on the hive box",
    "keep in mind these numbers are from staging",
])
def test_a_note_about_what_is_at_hand_is_no_rule(line: str) -> None:
    assert extract(turn(0, "user", line)) == []


def test_a_note_about_the_project_is_kept() -> None:
    assert [f.type for f in extract(turn(0, "user", "note that this repo uses pnpm, not npm"))] == ["preference"]


def test_numbered_items_named_first_are_taken() -> None:
    facts = extract(turn(0, "assistant", "Post-mortem action items:\n1. Alert when the booking queue is over 500\n"
                                         "2. Move the nightly cron to a systemd timer\n3. Write a runbook for the "
                                         "ferry failover\n\nWhich ones do we commit to?"),
                    turn(1, "user", "1 and 3. the timer move is not worth it this quarter"))
    assert sorted(f.title for f in facts if f.type == "decision") == [
        "Alert when the booking queue is over 500", "Write a runbook for the ferry failover"]


def test_a_count_is_no_pick_of_items() -> None:
    facts = extract(turn(0, "assistant", "Options:\n1. Alert on queue depth\n2. Move the cron\n3. Write a runbook"),
                    turn(1, "user", "we had 3 outages and 2 near misses last month, honestly"))
    assert [f for f in facts if f.type == "decision"] == []


def test_no_more_x_without_y_is_a_rule() -> None:
    assert titles(turn(0, "user", "no more ferry migrations without a dry run on the staging copy first")) \
        == ["No more ferry migrations without a dry run on the staging copy first"]


def test_no_more_alone_is_no_rule() -> None:
    assert extract(turn(0, "user", "no more questions from me, thanks")) == []


def test_keep_a_named_flag_with_its_reason_is_a_decision() -> None:
    facts = extract(turn(0, "user", "keep `ff_hive_beta`, the beekeepers' club still toggles it per apiary"))
    assert [f.type for f in facts] == ["decision"]


def test_a_way_named_with_a_hyphenated_word_is_still_a_way() -> None:
    facts = extract(turn(0, "assistant", "For the hive changelog, do you want Keep a Changelog format or "
                                         "conventional-commit generated notes?"),
                    turn(1, "user", "keep a changelog, hand-written. generated notes are unreadable for beekeepers"))
    assert [f.type for f in facts] == ["decision"]


def test_a_correction_after_no_i_was_wrong() -> None:
    facts = extract(turn(0, "user", "remember: hive hotfixes go straight to main"), turn(1, "assistant", "Noted."),
                    turn(2, "user", "hmm no, I was wrong — hive hotfixes go to the release branch first"))
    assert [f.title for f in facts] == ["Hive hotfixes go to the release branch first"]


def test_a_correction_that_asks_to_keep_something_else_is_that_note() -> None:
    facts = extract(turn(0, "user", "note for next release: bump the hive api header too"),
                    turn(1, "assistant", "Will do."),
                    turn(2, "user", "actually scratch that, the header is bumped by CI now. what you need to "
                                    "remember is to update the OpenAPI spec by hand"))
    assert len(facts) == 1 and "openapi spec by hand" in said(facts) and "corrects:" in said(facts)


@pytest.mark.parametrize("line, kept", [
    ("you should know for the future that the hive sandbox resets every night", "resets every night"),
    ("keep this somewhere: the ferry on-call rota lives in pagerduty, not the wiki", "pagerduty"),
    ("make sure you remember the hive rollback needs the previous image digest", "image digest"),
    ('Remember!! the hive changelog entry goes under "Unreleased" until the tag exists', "unreleased"),
    ("put this in your long-term memory: the ferry billing cron is idempotent", "idempotent"),
    ("merci de retenir que the hive canary runs in eu-west-1 only", "eu-west-1"),
    ("ich bitte dich zu merken: the ferry release branch is cut on mondays", "mondays"),
])
def test_still_more_ways_to_ask_to_keep(line: str, kept: str) -> None:
    facts = extract(turn(0, "user", line))
    assert [f.type for f in facts] == ["preference"] and kept in said(facts)


def test_a_long_answer_keeps_its_first_clause_in_the_title() -> None:
    facts = extract(turn(0, "assistant", "Gems installed, `config.ru` written. What port should puma use?"),
                    turn(1, "user", "9292 is fine, that's rackup's default anyway. the hive dashboard expects it"))
    assert [f.title for f in facts] == ["What port should puma use: 9292 is fine"]
