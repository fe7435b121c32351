"""The heuristic extractor's nineteenth-pass signals (issue 16 item 2): a statement the person takes
back by name several messages later, an amount corrected in the next message, and a yes to the
agent's offer to remember something.

The part read only as aggregates through the eighteenth pass (h22: performance and tooling) was
opened. What it showed: "wait, scratch the GOMAXPROCS=2 thing — … GOMAXPROCS=4 from now on" left
both rules standing; "bump the worker pool to 8 threads" … "actually no, keep it at 4 threads" kept
the 8; "Should I remember that perf needs `--call-graph=dwarf`?" — "yes. every perf run uses …"
kept nothing.

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a bakery ordering app, a telescope scheduler …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


# -- a statement taken back by name, later in the session ---------------------------------------------

def test_a_rule_scratched_by_name_later_gives_way_to_the_new_one() -> None:
    facts = extract(
        turn(0, "user", "the ferry timetable import is slow again. remember: load tests always run with WORKERS=3, like prod."),
        turn(1, "assistant", "Ran the load test with WORKERS=3: 4.1 s per import."),
        turn(2, "user", "ok, now cache the port lookups"),
        turn(3, "assistant", "Cached; 1.2 s per import."),
        turn(4, "user", "hm, scratch the WORKERS=3 thing, prod moved to the bigger box. load tests always run with WORKERS=6 from now on."))
    kept = said(facts)
    assert "workers=6" in kept and "corrects:" in kept
    assert not any("WORKERS=3" in shape_fact(f).title for f in facts)


def test_scratching_something_never_stated_drops_no_rule() -> None:
    facts = extract(
        turn(0, "user", "remember: the bakery app sends order mails from orders@crumb.test, never from a person's address."),
        turn(1, "assistant", "Noted. The mailer now uses orders@crumb.test."),
        turn(2, "user", "scratch the retry idea from yesterday, we'll just alert on failures"))
    assert any("orders@crumb.test" in shape_fact(f).title for f in facts)


# -- an amount corrected in the next message -----------------------------------------------------------

def test_an_amount_said_again_with_another_number_replaces_the_first() -> None:
    facts = extract(
        turn(0, "user", "ok ship the index. and while at it, raise the telescope scheduler queue to 12 slots"),
        turn(1, "assistant", "Queue now has 12 slots."),
        turn(2, "user", "actually no, keep it at 6 slots. the mount controller can't buffer more than that"))
    assert not any("12 slots" in shape_fact(f).title for f in facts)
    assert any("6 slots" in shape_fact(f).title for f in facts)


def test_another_amount_of_something_else_is_no_correction() -> None:
    facts = extract(
        turn(0, "user", "remember: the telescope scheduler queue holds 12 slots, the night plans need it"),
        turn(1, "assistant", "Set the queue to 12 slots."),
        turn(2, "user", "actually no wait, the dome also closes after 20 minutes of rain"))
    assert any("12 slots" in f.body for f in facts)


# -- a yes to the agent's offer to remember ------------------------------------------------------------

def test_a_yes_with_words_to_an_offer_to_remember_keeps_those_words() -> None:
    facts = extract(
        turn(0, "user", "why does the ferry import take 9 minutes"),
        turn(1, "assistant", "The port lookups hit the API once per row; I batched them, now 40 s. Should I remember that "
                             "the timetable API allows only 5 requests per second?"),
        turn(2, "user", "yes. the timetable api allows 5 requests a second, anything more gets us banned for an hour"))
    assert any("5 requests a second" in f.title for f in facts)


def test_a_bare_yes_to_an_offer_to_remember_keeps_what_was_offered() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was the lockfile: `pnpm install` without `--frozen-lockfile` rewrote it. Want me to "
                             "remember that CI installs always use `pnpm install --frozen-lockfile`?"),
        turn(2, "user", "yes please"))
    assert any("--frozen-lockfile" in shape_fact(f).title for f in facts)


def test_a_yes_to_an_offer_of_other_work_keeps_nothing_of_it() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was a stale cache in `node_modules/.vite`. Should I clear it and rerun the build?"),
        turn(2, "user", "yes please"))
    assert facts == []


def test_a_no_to_an_offer_to_remember_keeps_nothing() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was a flaky npm mirror. Should I remember that the mirror at npm.crumb.test is unreliable?"),
        turn(2, "user", "no, it was a one-off outage"))
    assert not any("npm.crumb.test" in f.title for f in facts)


# -- a value settled in the person's words, a recommendation taken with "go with that" ----------------

def test_lets_say_a_value_is_the_persons_decision() -> None:
    facts = extract(
        turn(0, "user", "the ferry departures page hammers the db. what cache lifetime would you use?"),
        turn(1, "assistant", "For the departures cache I'd suggest 10 minutes; timetables rarely change."),
        turn(2, "user", "10 minutes is too long when a sailing gets cancelled. Let's say 45 seconds: cancellations "
                        "show up within the minute then."))
    assert any("45 seconds" in f.title for f in facts)


def test_lets_say_without_a_value_decides_nothing() -> None:
    facts = extract(
        turn(0, "user", "let's say we ever move the ferry app to another host, what breaks?"),
        turn(1, "assistant", "Mostly the hard-coded callback URL in `config/ports.yml`."))
    assert facts == []


def test_go_with_that_takes_the_recommendation_and_is_no_note_itself() -> None:
    for reply in ("go with that", "let's go with that"):
        facts = extract(
            turn(0, "user", "the bakery order export eats memory"),
            turn(1, "assistant", "The export loads every order into a list before writing. I'd suggest streaming the "
                                 "rows through a server-side cursor instead of building the list."),
            turn(2, "user", reply))
        assert [f.quote for f in facts if f.role == "assistant"] == [
            "I'd suggest streaming the rows through a server-side cursor instead of building the list."]
        assert not any(f.role == "user" for f in facts)
