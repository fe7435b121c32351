"""The heuristic extractor's fifteenth-pass signals (issue 16 items 2 and 3), read off the figures of
the parts measured before anyone opened them: what the person says with a bare quantity.

A value said by the person was kept whenever it held a number and a unit. Measured unread, those
notes were the least precise kind (for h11–h16, 9 of 24 matched a labelled fact): "map files are 130
MB json" and "5 minutes is plenty" describe what someone sees, not what is set. A bare quantity now
counts as a setting only when a word for a setting or a verb that sets it carries it, or when it
says when something happens. Named values (ports, env vars, versions, queues) are kept as before.

Every sentence was written for these tests, about projects in none of the corpus splits (a
greenhouse vent, a harbour crane, a choir library …). Each signal is checked both ways.
"""

from __future__ import annotations

import pytest

from support.heuristic_kit import extract, turn


@pytest.mark.parametrize("line", [
    "the sensor dumps for the north greenhouse are 40 MB csv.",
    "5 minutes is plenty, nobody edits the rota by hand more often than that",
    "the choir scans came in at 12 MB each, all 300 of them",
])
def test_a_bare_quantity_that_describes_what_someone_sees_is_no_setting(line: str) -> None:
    assert extract(turn(0, "user", line)) == [], line


@pytest.mark.parametrize("line", [
    "cache the tide table 30 min, it changes twice a day",                 # a verb that sets it
    "the vent sleep interval is 600 s on the greenhouse boards",         # a word for a setting
    "rehearsal reminders go out 24h before the rehearsal starts",        # when it happens
    "crane logs rotate after 14 days on the harbour box",                # when it happens
    "the vent controller listens on 8640 on the greenhouse lan",         # a named value
    "allow the choir uploads 3 retries before giving up",                # a count that is a setting
])
def test_a_quantity_carried_by_a_setting_or_a_time_is_kept(line: str) -> None:
    assert [f.type for f in extract(turn(0, "user", line))] == ["fact"], line


def test_a_reason_said_first_follows_the_statement_in_a_long_title() -> None:
    from vaultmem.vault.titles import short_title

    assert short_title("Since the crane logs are read by the night shift only, I'd go with a daily "
                       "`logrotate` at 06:00 and keep 14 files.") == "I'd go with a daily `logrotate` at 06:00 and keep 14 files"
    # a title that fits keeps the order the person said it in
    assert short_title("Because the box is small, sqlite") == "Because the box is small, sqlite"
