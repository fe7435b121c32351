"""The heuristic extractor's eleventh-pass signals (issue 16 item 2), read off the opened eleventh
part (seen11/): diagnoses that name no "root cause" but give the mechanism and the change that fixes
it ("Fix in two parts:", "Two changes fix it:", "I'll key pins by …", "it should be keyed by host"),
problems reported in fewer words ("pins disappear", "the spec is red", "NaNs in T"), and titles that
are not a reply's opening words.

Every sentence was written for these tests, about projects in none of the corpus splits (a choir
rota app, a tide gauge logger, a ferry timetable …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.extract.shape import shape_fact


def findings(*turns: object) -> list:
    return [f for f in extract(*turns) if f.type == "solution"]


def test_a_fix_laid_out_under_a_fix_label_makes_the_finding() -> None:
    found = findings(turn(0, "user", "the rota sync hammers the calendar API, we got rate limited"),
                     turn(1, "assistant", "Found it. Line 40 writes the whole event with `cal.update(ev)`, which bumps "
                                          "its etag, which triggers the webhook, which syncs again, so the loop never "
                                          "settles. Fix in two parts:\n1. write only the attendee list "
                                          "(`cal.patch(ev, fields=['attendees'])`);\n2. ignore webhooks whose etag we "
                                          "wrote ourselves."),
                     turn(2, "user", "do it"), edit(3))
    assert len(found) == 1 and "cal.patch" in said(found)


def test_a_change_the_assistant_will_make_after_the_mechanism_is_the_fix() -> None:
    found = findings(turn(0, "user", "gauge offsets disappear when I restart the logger. pls fix"),
                     turn(1, "assistant", "The offset table is keyed by **serial port number**, and the reconnect "
                                          "handler clears it. After a restart the gauge gets a new port, so the "
                                          "offsets are gone. I'll key offsets by the gauge's station id and drop the "
                                          "reconnect cleanup."), edit(2))
    assert len(found) == 1 and "station id" in said(found)


def test_two_changes_fix_it_heads_the_fix() -> None:
    found = findings(turn(0, "user", "When the tablet sleeps, the ferry countdown is stop and then jumps."),
                     turn(1, "assistant", "The countdown decrements `left` once per second from a timer. When the "
                                          "tablet sleeps, the timer stops firing, so the count freezes. Two changes "
                                          "fix it:\n\n1. Keep a wake lock while a crossing is shown.\n2. Store the "
                                          "departure time and compute `left = departure - now` on every tick."),
                     turn(2, "user", "ok both please"), edit(3))
    assert len(found) == 1 and "departure - now" in said(found)


def test_a_red_spec_and_a_should_be_fix_make_a_finding() -> None:
    found = findings(turn(0, "user", "month-end spec red"),
                     turn(1, "assistant", "`nextDue` adds a month to the **previous** due date, so once a date lands "
                                          "on the 28th every later one sticks to the 28th. Each date should be "
                                          "computed from the first due date and snapped to the month's last day."),
                     edit(2))
    assert len(found) == 1 and "should be computed from the first due date" in said(found)


def test_a_look_the_assistant_will_take_is_not_a_fix() -> None:
    assert findings(turn(0, "user", "tide logger offsets disappear after a restart"),
                    turn(1, "assistant", "The offset table is keyed by serial port. I'll check the reconnect handler "
                                         "next."), edit(2)) == []


def test_a_finding_is_titled_by_its_cause_not_by_how_the_reply_opens() -> None:
    found = findings(turn(0, "user", "the 2-day tide run blew up again, NaNs in level after ~9k steps"),
                     turn(1, "assistant", "Found it, and it's neither of my guesses.\n\nThe trap is in `level_eq` "
                                          "at src/level.f90:88, `log(h)`, with h = -2e-05. So the real root cause is "
                                          "**negative depth in a cell that just dried**: the fluxes don't use the wet "
                                          "mask.\n\nTwo possible fixes:\n1. clamp h at zero;\n2. apply the wet mask "
                                          "to the fluxes."),
                     turn(2, "user", "mask only, no clamp"), edit(3))
    titles = [shape_fact(f).title for f in found]
    assert titles and all(not t.lower().startswith("found it") for t in titles)
    assert any("negative depth" in t.lower() for t in titles)


def test_a_value_given_to_a_question_that_names_the_setting_is_a_decision() -> None:
    facts = extract(turn(0, "assistant", "Tests pass. The rota re-sync runs every 30 s right now, which is a lot of "
                                         "calendar calls. What sync interval do you want?"),
                    turn(1, "user", "10 minutes is plenty. nobody edits the rota more often"))
    decided = [f for f in facts if f.type == "decision"]
    assert len(decided) == 1 and shape_fact(decided[0]).title.startswith("What sync interval do you want: 10 minutes")


def test_a_value_given_to_a_question_that_names_nothing_is_not_titled_by_it() -> None:
    facts = extract(turn(0, "assistant", "It polls every 30 s now. What do you want?"),
                    turn(1, "user", "10 min"))
    assert all(not f.title.startswith("What do you want") for f in facts)


def test_a_value_given_in_answer_to_should_i_keeps_what_it_is_about() -> None:
    facts = extract(turn(0, "assistant", "Green. Also - the tide table is re-downloaded for every request right now. "
                                         "Should I cache it per station?"),
                    turn(1, "user", "cache it, 6h"))
    assert len(facts) == 1 and "tide table" in said(facts) and "6h" in said(facts)


def test_the_question_a_value_answers_is_kept_without_the_report_before_it() -> None:
    facts = extract(turn(0, "assistant", "Tests pass. One more thing: SYNC_EVERY is 30 s, so every rota polls the "
                                         "calendar twice a minute. What sync interval do you want?"),
                    turn(1, "user", "10 minutes is plenty"))
    decided = [f for f in facts if f.type == "decision"]
    assert decided and "SYNC_EVERY" in decided[0].body and "Tests pass" not in decided[0].body


def test_a_findings_done_line_stops_where_the_report_moves_on() -> None:
    found = findings(turn(0, "user", "the rota sync hammers the calendar API, we got rate limited"),
                     turn(1, "assistant", "Found it. Line 40 writes the whole event with `cal.update(ev)`, which "
                                          "bumps its etag and triggers the webhook, so the loop never settles. "
                                          "Fix: write only the attendee list with `cal.patch`."),
                     turn(2, "user", "do it"), edit(3),
                     turn(4, "assistant", "Tests pass. One more thing: the poll interval is 30 s, which is a lot "
                                          "of calendar calls. What do you want?"))
    assert len(found) == 1 and "cal.patch" in said(found) and "poll interval" not in said(found)


def test_what_only_sounds_like_a_rule_or_a_request_to_remember_makes_no_note() -> None:
    for text in ("note that the output above is truncated", "always happy to help lol",
                 "make a note of the time it took, just curious", "ok note taken, thanks",
                 "we always seem to hit this on Mondays", "going forward with the refactor now",
                 "from now on I'll try to write better commit messages",
                 "keep this in mind: I might be slow to reply today",
                 "just so you know, the build is running in the background"):
        assert extract(turn(0, "user", text), turn(1, "assistant", "Sure.")) == [], text


def test_a_limit_kept_in_mind_is_still_a_rule_titled_without_the_lead_in() -> None:
    facts = extract(turn(0, "user", "keep in mind the p95 must stay below 200 ms for the ferry search endpoint"))
    assert [shape_fact(f).title for f in facts] == ["The p95 must stay below 200 ms for the ferry search endpoint"]
