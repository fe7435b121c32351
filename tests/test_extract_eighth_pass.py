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
