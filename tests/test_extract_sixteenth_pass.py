"""The heuristic extractor's sixteenth-pass signals (issue 16 items 2 and 3): what a person says while
returning to a project and doing day-to-day work on it.

Two parts were measured before anyone opened them (h17 and h19). What they showed: a statement the
person later takes back ("forget what I said about the port") was kept; a rule said over two
sentences became two half notes; a reading ("Stage 1 is now 454 s") was kept as a setting; an
assistant's guess it doubted in the same message was kept as the finding; a value told beside a
question was kept as a setting; a pick laid out as "**a)** … **b)** …" or "we can … or …" was missed.

Every sentence was written for these tests, about projects in none of the corpus splits (a tide
mill, a puppet theatre, a lighthouse log …). Each signal is checked both ways.
"""

from __future__ import annotations

import pytest

from support.heuristic_kit import edit, extract, turn
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


# -- what the person takes back ---------------------------------------------------------------------

@pytest.mark.parametrize("withdrawal", [
    "oh and forget what I said about the port, that was my ssh tunnel",
    "ignore the thing about the port, wrong box",
    "never mind the port, it was a typo on my side",
])
def test_a_statement_taken_back_later_is_no_note(withdrawal: str) -> None:
    said = titles(turn(0, "user", "remember that the tide mill api runs on port 9300"),
                  turn(1, "assistant", "Noted."),
                  turn(2, "user", withdrawal))
    assert not any("9300" in t for t in said), said


def test_a_withdrawal_of_something_else_keeps_the_note() -> None:
    said = titles(turn(0, "user", "remember that the tide mill api runs on port 9300"),
                  turn(1, "assistant", "Noted."),
                  turn(2, "user", "forget what I said about the colours, the designer decides"))
    assert any("9300" in t for t in said), said


@pytest.mark.parametrize("line, title", [
    ("the lighthouse log api listens on port 8008, i mean 8080", "The lighthouse log api listens on port 8080"),
    ("the puppet theatre box office runs on port 5001, sorry 5002", "The puppet theatre box office runs on port 5002"),
])
def test_a_value_corrected_in_passing_keeps_the_new_value(line: str, title: str) -> None:
    assert titles(turn(0, "user", line)) == [title]


def test_i_mean_without_a_value_corrects_nothing() -> None:
    assert titles(turn(0, "user", "the lighthouse log api listens on port 8080, i mean, it has for years")) \
        == ["The lighthouse log api listens on port 8080, i mean, it has for years"]


# -- rules said over two sentences, and the ways people ask to keep them -----------------------------

def test_a_request_to_keep_a_rule_takes_the_sentence_that_draws_its_consequence() -> None:
    said = titles(turn(0, "user", "keep in mind the box office kiosk is stuck on android 9. "
                                  "so nothing that needs a newer webview in the kiosk app, ever"))
    assert len(said) == 1, said
    facts = extract(turn(0, "user", "keep in mind the box office kiosk is stuck on android 9. "
                                    "so nothing that needs a newer webview in the kiosk app, ever"))
    assert "android 9" in facts[0].body and "webview" in facts[0].body


def test_two_rules_in_a_row_stay_two_notes() -> None:
    said = titles(turn(0, "user", "going forward: never push to main directly. always run the linter before a commit"))
    assert len(said) == 2, said


def test_a_hard_rule_pointed_back_at_makes_the_sentence_before_it_standing() -> None:
    facts = extract(turn(0, "user", "yep, all distances in metres internally, feet only on the printed chart. "
                                    "that's a hard rule of the codebase, the sensors send metres anyway"))
    assert [f.type for f in facts] == ["preference"] and "metres" in facts[0].title


@pytest.mark.parametrize("line", [
    "also, can you store that: the tide mill sensor token comes from TIDE_TOKEN, never hardcode it",
    "do not forget: the lighthouse backups run at 03:00 and lock the log table",
    "bitte merken: the puppet scans go to the nas at 10.1.0.7",
    "and TIL: the kiosk webview drops cookies on reload",
])
def test_more_ways_to_ask_to_keep_something(line: str) -> None:
    assert [f.type for f in extract(turn(0, "user", line))] == ["preference"], line


def test_every_item_under_things_to_remember_is_kept() -> None:
    said = titles(turn(0, "user", "things to remember:\n- the staging db is on port 5434\n- the admin user is called keeper"))
    assert len(said) == 2 and any("5434" in t for t in said) and any("keeper" in t for t in said), said


@pytest.mark.parametrize("line", [
    "no single-letter variable names except in loop counters",
    "from now: you ask me before you delete any migration",
    "every id column gets read as string, always, no exceptions",
])
def test_more_ways_to_state_a_rule(line: str) -> None:
    assert [f.type for f in extract(turn(0, "user", line))] == ["preference"], line


@pytest.mark.parametrize("line", ["no worries, take your time", "no idea why the kiosk reboots"])
def test_no_that_is_no_rule(line: str) -> None:
    assert extract(turn(0, "user", line)) == [], line


# -- readings, complaints and pasted errors are no settings -------------------------------------------

@pytest.mark.parametrize("line", [
    "the puppets sat in the queue for 44 min waiting for a slot",
    "memory use dropped to 310 MB, it was 1.2 GB before",
    "the import now takes 4 minutes instead of 19",
    "caused by: KeyError: 'tide_level' not found",
    "ERROR: could not open /var/lib/lighthouse/log.db",
    "we sample the tide gauge every 5 min now. how long would the battery last at 10 min?",
])
def test_a_reading_a_complaint_or_an_error_is_no_setting(line: str) -> None:
    assert extract(turn(0, "user", line)) == [], line


def test_a_time_said_with_what_it_sets_is_still_a_setting() -> None:
    assert [f.type for f in extract(turn(0, "user", "sample the tide gauge every 5 min, the battery lasts"))] == ["fact"]


def test_a_scheduled_time_the_assistant_reports_is_a_setting_a_duration_is_not() -> None:
    ran = titles(turn(0, "user", "move the lighthouse export to after midnight"), edit(1),
                 turn(2, "assistant", "The export now runs at 01:15, after the log rotation."))
    assert ran == ["The export now runs at 01:15, after the log rotation"]
    took = titles(turn(0, "user", "speed up the lighthouse export"), edit(1),
                  turn(2, "assistant", "Stage 2 is now 38 s with no straggler."))
    assert took == []


# -- picks, answers and what the reply turns down ------------------------------------------------------

def test_options_labelled_a_and_b_on_their_own_lines_can_be_picked_by_letter() -> None:
    options = ("Two ways to move the bookings:\n\n**a)** one migration that copies every row in one transaction.\n\n"
               "**b)** a migration that only creates `seat_holds`, and a script that copies rows in batches.\n\n"
               "I'd go with b.")
    facts = extract(turn(0, "user", "the seat holds need their own table"), turn(1, "assistant", options),
                    turn(2, "user", "b. but batches of 200, the theatre box has 1 GB of RAM"))
    assert any("seat_holds" in f.body for f in facts if f.type == "decision"), [(f.title, f.body) for f in facts]


def test_a_number_then_a_comma_and_a_reason_picks_that_option() -> None:
    options = "Options:\n1. leave it as is\n2. Pinia, like the ticket screen already uses\n3. Vuex\n\nI'd go with 2."
    facts = extract(turn(0, "user", "the seat map state is a mess"), turn(1, "assistant", options),
                    turn(2, "user", "2, same as tickets. separate commit pls"))
    assert any("Pinia" in f.body for f in facts), [(f.title, f.body) for f in facts]


def test_two_ways_laid_out_in_prose_can_be_picked_by_name() -> None:
    facts = extract(turn(0, "user", "the pilots send their roster as xml"),
                    turn(1, "assistant", "We can parse it with lxml (`lxml.etree`) or with the stdlib `xml.etree`. "
                                         "lxml is faster; the stdlib needs no wheel."),
                    turn(2, "user", "stdlib xml.etree, no compiled wheels on the pilot station box"))
    assert [f.type for f in facts] == ["decision"] and "xml.etree" in facts[0].title.lower()


@pytest.mark.parametrize("question, answer, title", [
    ("Should I use Redis Streams or a Postgres table with SKIP LOCKED for the sauna bookings?", "the second one",
     "Use a Postgres table with SKIP LOCKED for the sauna bookings"),
    ("Should I cache the rendered charts in /var/cache/lighthouse for 24h?", "yep, do it",
     "Cache the rendered charts in /var/cache/lighthouse for 24h"),
])
def test_a_short_answer_decides_what_the_question_names(question: str, answer: str, title: str) -> None:
    facts = extract(turn(0, "user", "it is slow"), turn(1, "assistant", question), turn(2, "user", answer))
    assert [shape_fact(f).title for f in facts] == [title]


def test_yes_to_an_offer_of_work_decides_nothing() -> None:
    assert extract(turn(0, "user", "the rota test fails"), turn(1, "assistant", "Want me to write a regression test?"),
                   turn(2, "user", "yes")) == []


def test_values_to_try_are_a_test_not_a_pick() -> None:
    facts = extract(turn(0, "user", "the organ sample clicks"),
                    turn(1, "assistant", "Can you set the buffer to 64 and then 512 and see if the click changes?"),
                    turn(2, "user", "64: click. 512: click. so not the buffer"))
    assert facts == []


def test_an_accepted_proposal_says_what_the_reply_turned_down() -> None:
    options = ("Options:\n1. Filter the empty rows at read time in `ReadTides.scala`.\n2. Salt the key with a random "
               "suffix.\n3. Turn on AQE skew handling (`spark.sql.adaptive.enabled`).\n\nI'd do 1 and 3.")
    facts = extract(turn(0, "user", "the tide job is slow"), turn(1, "assistant", options),
                    turn(2, "user", "empty rows are junk anyway, filter them at read. AQE too yes. "
                                      "don't bother with salting, nobody will read that code twice"))
    aqe = next(f for f in facts if "AQE" in f.title)
    assert "Turned down: Don't bother with salting" in aqe.body


def test_keep_a_thing_with_a_reason_keeps_it_titled_by_the_choice() -> None:
    assert titles(turn(0, "user", "keep the cron job — the sauna box runs alpine, no systemd")) \
        == ["Keep the cron job — the sauna box runs alpine, no systemd"]
    assert [f.type for f in extract(turn(0, "user", "keep the retry wrapper in btw, it doesn't hurt"))] == ["decision"]


def test_a_diagnosis_doubted_in_the_same_message_is_no_finding() -> None:
    doubted = ("Found it: `slot_label` indexes `DAYS` from Monday but `wday` counts from 0 = Sunday... wait, no, "
               "that would be one too late. Let me check the deployed copy rather than guess.")
    facts = extract(turn(0, "user", "the rota mail shows the wrong day, can you find it"), edit(1),
                    turn(2, "assistant", doubted), turn(3, "user", "ok"))
    assert not any(f.type == "solution" for f in facts), [f.title for f in facts]


def test_a_setting_reported_right_after_the_choice_is_the_choice_carried_out() -> None:
    options = "Two choices:\n\n- **`:fuse`** — a small breaker library.\n- **Hand-rolled** — a GenServer.\n\nI'd take `:fuse`."
    facts = extract(turn(0, "user", "the ferry gateway needs a breaker"), turn(1, "assistant", options),
                    turn(2, "user", "fuse. not writing our own, we have enough homemade code"), edit(3),
                    turn(4, "assistant", "Added `fuse ~> 2.5` to mix.exs."))
    assert [f.type for f in facts] == ["decision"] and "Done: Added `fuse ~> 2.5`" in facts[0].body


def test_a_value_said_again_in_passing_is_the_same_note() -> None:
    facts = extract(turn(0, "user", "the gate kiosk service has to listen on port 8080, the firewall allows nothing else"),
                    turn(1, "assistant", "Understood."),
                    turn(2, "user", "and remember, 8080 everywhere, dev too"))
    assert len(facts) == 1 and "Said again" in facts[0].body


def test_a_pick_said_after_its_reasons_is_the_decision() -> None:
    summary = ("Summary:\n\n- **ConvNeXt-T** is the most accurate but 180 ms per image on the field tablet.\n"
               "- **MobileNetV3** gets 79.0 at 21 ms.\n\nIf it runs on the tablet, MobileNetV3 looks like the right trade.")
    facts = extract(turn(0, "user", "which backbone for the moss classifier?"), turn(1, "assistant", summary),
                    turn(2, "user", "on the tablet, the rangers have no signal up there. so mobilenetv3. "
                                    "2 points less is fine, 180ms per photo is not"))
    assert [f.type for f in facts] == ["decision"] and facts[0].title.startswith("MobileNetV3")


def test_a_pasted_page_states_nothing_the_person_did_not_confirm() -> None:
    page = ("here's our old README:\n\n## Setup\n- Run on port 3000\n- Always use yarn\n- Deploy with capistrano\n\n"
            "most of that is outdated tbh")
    assert extract(turn(0, "user", page)) == []
    # the same lines said by the person are theirs
    assert extract(turn(0, "user", "always use yarn in this repo, never npm")) != []


def test_a_value_beside_a_tag_question_is_still_a_setting() -> None:
    facts = extract(turn(0, "user", "the tide mill api port is 8443, right? just checking"),
                    turn(1, "assistant", "Yes, 8443 in `config/mill.toml`."))
    assert facts and "8443" in facts[0].title


def test_a_withdrawn_request_to_remember_is_no_symptom_and_the_new_value_is_kept() -> None:
    facts = extract(turn(0, "user", "hi. remember that the puppet api runs on port 9100, you keep trying 8000. "
                                    "anyway, real problem: the seat map shows prices like €2.9999999"),
                    edit(1),
                    turn(2, "assistant", "The app reads the float `price` and sums doubles, hence `8.969999`. Fix: read "
                                         "`price_cents` as an int and format once with `formatEuros`."),
                    turn(3, "user", "great. oh and forget what I said about the port, that was my ssh tunnel. "
                                    "staging is just https://staging.puppets.example, no port"))
    bodies = " ".join(f"{f.title} {f.body}" for f in facts)
    assert "9100" not in bodies and "https://staging.puppets.example" in bodies, bodies


def test_a_small_count_said_again_is_no_repeat_of_the_same_fact() -> None:
    facts = extract(turn(0, "user", "remember that the sauna booking worker retries 3 times before it gives up"),
                    turn(1, "assistant", "Understood."),
                    turn(2, "user", "and always run 3 workers behind the load balancer"))
    assert len(facts) == 2 and not any("Said again" in f.body for f in facts), [(f.title, f.body) for f in facts]


def test_a_clause_that_tells_how_things_are_accepts_no_offer() -> None:
    facts = extract(turn(0, "user", "flash the test board"), edit(1),
                    turn(2, "assistant", "Flashed. Heads-up: the README says `west flash --erase` for a clean start; "
                                         "I can keep that section or tidy it."),
                    turn(3, "user", "take that out. never flash with --erase on these boards, we keep it in the "
                                    "last flash page (the `calib` partition)"))
    assert [f.type for f in facts] == ["preference"], [(f.type, f.title) for f in facts]
