"""The heuristic extractor's eighteenth-pass signals (issue 16 items 2 and 3): corrections said
after some context, the person's own points taken back from a reply that comments on them, an offer
to remove something turned down because it is still needed, and titles that drop the words a person
uses to ask for a rule to be kept.

The part read only as aggregates through the seventeenth pass (h21: release week) was opened. What
it showed: "correction to what I said: …" in the middle of a message left the old rule standing;
"1 and 2 agreed" took the assistant's comments on the person's action items instead of the items;
"no, X stays. it looks dead but …" made no decision; titles kept "Can you keep in mind that",
"File:" (of "add to the memory file:") and "this one is a true rule of the team, … told me:".

Every sentence was written for these tests, about projects in none of the corpus splits (a dental
reminder service, a sawmill scheduler, a choir library …). Each signal is checked both ways.
"""

from __future__ import annotations

import pytest

from support.heuristic_kit import extract, said, turn
from vaultmem.extract.shape import shape_fact
from vaultmem.vault.titles import TITLE_MAX, short_title


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


# -- a correction said after some context -------------------------------------------------------------

def test_a_correction_after_context_replaces_the_rule_it_corrects() -> None:
    facts = extract(
        turn(0, "user", "remember this for later: the sawmill jobs run under systemd timers, not cron. set one up now"),
        turn(1, "assistant", "Done, the timer unit is installed. Enable it?"),
        turn(2, "user", "hm, wait. Priya says we moved off timers in spring, they drifted. correction to what I said: "
                        "the sawmill jobs run under supervisord, not systemd timers. a timer stays only for the backup."))
    assert [shape_fact(f).title for f in facts] == ["The sawmill jobs run under supervisord, not systemd timers"]
    assert "a timer stays only for the backup" in said(facts)
    assert "corrects: remember this for later" in said(facts)


def test_a_later_message_that_only_remembers_something_else_corrects_nothing() -> None:
    facts = extract(
        turn(0, "user", "sure. ps: remember the choir library mail goes out fridays 09:00, never earlier"),
        turn(1, "assistant", "Wrote the timer unit with `OnCalendar=Fri 09:00`."),
        turn(2, "user", "hm wait. scratch that, keep the cron job — I just remembered the library box has no systemd"))
    assert any("fridays 09:00" in f.title for f in facts)


# -- the person's own points, commented on one by one ------------------------------------------------

_POINTS = ("found it. write the incident doc. action items, push back if silly:\n"
           "1. store reminder times as UTC timestamps and format local only in the UI\n"
           "2. add a unique constraint on (patient_id, remind_at)\n"
           "3. pause reminders during every clock change\n"
           "4. a fuzz test over every timezone transition until 2040")


def test_points_agreed_are_the_persons_not_the_comments_on_them() -> None:
    facts = extract(turn(0, "user", _POINTS),
                    turn(1, "assistant", "My take:\n\n1. Yes, that removes the cause.\n2. Yes, cheap, and it turns "
                                         "silent duplicates into a loud error.\n3. I'd push back: pausing hides the "
                                         "bug.\n4. Good, though it's the most work."),
                    turn(2, "user", "1 and 2 agreed, owner me for 1, Lars for 2. 4 later, nobody has time."))
    assert sorted(f.title for f in facts if f.type == "decision") == [
        "Add a unique constraint on (patient_id, remind_at)",
        "Store reminder times as UTC timestamps and format local only in the UI"]


def test_a_list_of_its_own_is_still_what_a_number_takes() -> None:
    facts = extract(turn(0, "user", _POINTS),
                    turn(1, "assistant", "Two ways to store them:\n\n1. A `timestamptz` column, converted in the API."
                                         "\n2. Local time plus a zone name column, converted in the UI.\n3. Both."
                                         "\n4. Neither: epoch seconds."),
                    turn(2, "user", "1 and 2 agreed"))
    assert all("patient_id" not in f.title for f in facts)


# -- an offer to remove something, turned down -------------------------------------------------------

_OFFER = "The `legacy-export` job is gone and tests pass. Want me to remove `:csv-v1` next? It looks unused."


def test_what_stays_when_an_offer_to_remove_it_is_turned_down_is_a_decision() -> None:
    facts = extract(turn(0, "assistant", _OFFER),
                    turn(1, "user", "no, csv-v1 stays. it looks dead but the accounting plugin still calls the old "
                                    "endpoint and that flag routes it to the shim. we keep it until finance upgrades."))
    assert [f.type for f in facts] == ["decision"]
    assert shape_fact(facts[0]).title == "Csv-v1 stays, not removed"
    assert "the accounting plugin still calls the old endpoint" in said(facts)


def test_what_stays_takes_its_short_reason_into_the_title() -> None:
    facts = extract(turn(0, "assistant", _OFFER), turn(1, "user", "nope, csv-v1 stays. the dentists' plugin calls it"))
    assert [shape_fact(f).title for f in facts] == ["Csv-v1 stays because the dentists' plugin calls it"]


def test_a_plain_no_to_an_offer_of_new_work_is_still_nothing() -> None:
    facts = extract(turn(0, "assistant", "Tests pass. Want me to add a CSV exporter too?"), turn(1, "user", "no exporter"))
    assert facts == []


# -- titles without the words that ask for a rule to be kept -----------------------------------------

@pytest.mark.parametrize("line, title", [
    ("Can you keep in mind that the lockfile must be regenerated whenever we bump the Go toolchain: the go.sum "
     "otherwise drifts", "The lockfile must be regenerated whenever we bump the Go toolchain"),
    ("and add to the memory file: any code that renders invoice dates uses the customer's timezone, the server zone "
     "is for logs only", "Any code that renders invoice dates uses the customer's timezone"),
    ("good. that's the convention btw, release notes are only written from the merged PR titles, nobody edits "
     "RELEASES.md", "Release notes are only written from the merged PR titles"),
    ("On the subject of the changelog, this is the convention and I'd like it to stick: we keep HISTORY.md newest "
     "first", "We keep HISTORY.md newest first"),
])
def test_a_title_drops_how_the_rule_was_asked_for(line: str, title: str) -> None:
    assert titles(turn(0, "user", line)) == [title]


def test_a_rule_pointer_that_names_the_thing_itself_stays() -> None:
    # "that's the convention, and …" goes on about the convention: no statement follows the pointer
    assert short_title("That's the convention, and it has been since the choir moved to git") \
        == "That's the convention, and it has been since the choir moved to git"


def test_a_request_that_points_back_joins_the_rule_before_it() -> None:
    facts = extract(turn(0, "assistant", "No: you register the handler in routes.toml and the build generates "
                                         "dispatch.rs. If you edit the generated file, the build overwrites it."),
                    turn(1, "user", "Ah ok. Yes, this one is a true rule of the team, Marta told me also: never edit "
                                    "dispatch.rs by hand, always through routes.toml. Please keep it in your memory "
                                    "for me, for the next times, because I am sure I forget and I make the mistake."))
    assert [shape_fact(f).title for f in facts] == ["Never edit dispatch.rs by hand, always through routes.toml"]
    assert "please keep it in your memory" in said(facts)
    assert all(len(shape_fact(f).title) <= TITLE_MAX for f in facts)


def test_a_request_to_keep_something_named_is_its_own_note() -> None:
    facts = extract(turn(0, "user", "Please keep in your memory that the sawmill's kiln log is in /srv/kiln/log."))
    assert len(facts) == 1 and "/srv/kiln/log" in facts[0].title
