"""The heuristic extractor's eighth-pass signals (issue 16 item 2), read off the opened eighth part
(seen8/): terminal output pasted into a person's message, requests repeated for the moment, picks
said in passing ("X it is", "keep X then, Y out") and the alternatives they drop.

Every sentence was written for these tests, about projects in none of the corpus splits (a tide
gauge logger, a choir rota app, a bookbinding shop's stock sync …). Each signal is checked both
ways: what must be kept and what must stay out.
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn


# -- what a person pastes ----------------------------------------------------------------------------

def test_a_pasted_terminal_session_makes_no_notes() -> None:
    facts = extract(turn(0, "user", "few things today:\n1. the import dies for one gauge, see below\n"
                                    "2. rename `Gauge.SHORT_ID` to `CODE`\n\n$ ./manage.py import_gauges --all\n"
                                    "[1/2 (50%) gauge:pier_north] === Starting import\n"
                                    "[2/2 (100%) gauge:harbour_mouth_long_name] === Starting import\n"
                                    "Traceback (most recent call last):\n"
                                    '  File "/srv/tide/importer.py", line 88, in run\n'
                                    "ValueError: station id too long"))
    written = " ".join(f"{f.title} {f.body}" for f in facts).lower()  # the quote may span the paste
    assert "starting import" not in written and "importer.py" not in written and "manage.py" not in written


def test_a_bracketed_word_is_not_a_log_tag() -> None:
    facts = extract(turn(0, "user", "[note] from now on the rota export always goes to exports/rota.csv"))
    assert "exports/rota.csv" in said(facts)


# -- what is asked for the moment ---------------------------------------------------------------------

def test_a_request_repeated_once_more_is_for_the_moment() -> None:
    assert extract(turn(0, "user", "good. run all tests once more")) == []


def test_a_standing_run_rule_is_still_kept() -> None:
    facts = extract(turn(0, "user", "from now on run all tests before every push, the stock sync breaks silently"))
    assert "before every push" in said(facts)


# -- a pick said in passing -------------------------------------------------------------------------

_TWO_WAYS = ("Two ways to keep the stock in sync:\n\n1. keep polling the shop API every 5 minutes\n"
             "2. switch to **webhooks**: the shop pushes every change, no rate limit to watch\n\n"
             "Option 2 also gives you deletes for free.")


def test_an_option_picked_as_x_it_is_says_what_it_was_chosen_over() -> None:
    facts = extract(turn(0, "assistant", _TWO_WAYS),
                    turn(1, "user", "webhooks it is. polling is out, I'm tired of the rate limit dance. "
                                    "secret goes in SHOP_HOOK_SECRET."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and pick[0].title == "Webhooks over polling"


def test_a_pick_after_its_reasons_takes_the_sentence_after_it() -> None:
    facts = extract(turn(0, "assistant", "Rota exported. Where should the printable copy go? I could write a PDF "
                                         "for the choir office or a plain HTML page."),
                    turn(1, "user", "hmm, the office likes paper... but then we need weasyprint, big dependency. "
                                    "keep HTML then, pdf out. public/rota-<month>.html, they can print it anyway"))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and pick[0].title == "HTML over PDF" and "rota-<month>.html" in said(pick)


def test_a_late_clause_naming_nothing_offered_picks_nothing() -> None:
    facts = extract(turn(0, "assistant", "I could write a PDF for the choir office or a plain HTML page."),
                    turn(1, "user", "hmm, not sure yet. keep it then, we'll see next week"))
    assert not [f for f in facts if f.type == "decision"]
