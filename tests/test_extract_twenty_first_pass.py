"""The heuristic extractor's twenty-first-pass signals (issue 16 item 2): points answered by their
numbers, open points settled in words, a document's "Decisions" section, a rule said in two
sentences about one thing, and requests to remember worded in ways the rules missed.

The part read only as aggregates through the twentieth pass (h26: frontend, mobile and product) was
opened. What it showed: "1 style dictionary v4 … 2 yes. 3 yes, aliases until 3.0" made a crumb per
point and lost point 1; "every two weeks … version B" to points that left the choice open kept the
question instead of the answer; a PR description's "### Decisions" list made nothing; "standing
instruction:" and "you must to remember this" were not heard as requests to remember; "remember the
good old jQuery days" was.

Every sentence was written for these tests, about projects in none of the corpus splits (a tide
gauge, a chess club app, a bakery's order screen …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


QUESTIONS = ("Three questions before I wire the gauge feed:\n\n"
             "1. Storage: **TimescaleDB** keeps it in Postgres, **InfluxDB 2** has the nicer downsampling, or plain "
             "CSV files per day.\n"
             "2. Sample rate: keep the gauge's native `1 Hz` in the raw table?\n"
             "3. Drop readings flagged `QC=9` at ingest instead of storing them?\n")


# -- points answered by their numbers ---------------------------------------------------------------------

def answered(reply: str) -> list:
    """The facts of a reply to QUESTIONS."""
    return extract(turn(0, "user", "wire the tide gauge feed"), turn(1, "assistant", QUESTIONS), turn(2, "user", reply))


def settled_note(facts: list):
    return next(f for f in facts if "Agreed:" in f.body)


def test_points_answered_by_number_are_one_note_in_the_persons_words() -> None:
    facts = extract(turn(0, "user", "wire the tide gauge feed into the harbour dashboard"),
                    turn(1, "assistant", QUESTIONS),
                    turn(2, "user", "1 timescale, influx is one more server to babysit. 2 yes. 3 no, we keep them, "
                                    "the surveyors want to see the bad ones"))
    [note] = [f for f in facts if f.type == "decision"]
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "Storage: timescale, influx is one more server to babysit" in agreed
    assert "`1 Hz`" in agreed and "QC=9" not in agreed
    assert "QC=9" in turned_down and "the surveyors want to see the bad ones" in turned_down
    assert note.quote.startswith("1 timescale") and note.role == "user"


def test_the_persons_own_numbered_list_after_questions_answers_nothing() -> None:
    facts = answered("1. restart the collector\n2. send me the log")
    assert not [f for f in facts if "Agreed:" in f.body]


def test_a_point_of_the_persons_own_ends_the_answer_before_it_and_stays_its_own_note() -> None:
    facts = answered("1. timescale\n2. yes\n3. no, keep them\n4. and keep this in mind for good: "
                                    "gauge timestamps are UTC, never harbour local time")
    note = settled_note(facts)
    assert "UTC" not in note.body
    assert any(f.type == "preference" and "UTC" in f.body for f in facts)


def test_an_answer_stops_where_the_reply_moves_on_to_another_topic() -> None:
    facts = answered("1 timescale. 2 yes keep 1 Hz. and one thing you missed: we never write to the "
                                    "gauge's own database, it is read only for us")
    note = settled_note(facts)
    assert "read only" not in note.body
    assert any(f.type == "preference" and "read only" in f.body for f in facts)


def test_a_number_changed_later_in_the_session_updates_the_settled_note() -> None:
    facts = extract(turn(0, "user", "the bakery order screen is slow"),
                    turn(1, "assistant", "Two changes I'd make:\n\n1. Cache the menu for `300` seconds.\n"
                                         "2. Page the order list at 50 rows."),
                    turn(2, "user", "1 yes. 2 yes, but make it 40 rows"),
                    turn(3, "assistant", "Both are in; the list pages at 40 rows."),
                    turn(4, "user", "hm, the tablets are small. so 25, not 40"))
    note = settled_note(facts)
    assert "25 rows" in note.body and "Changed later in the session" in note.body
    assert not [f for f in facts if f is not note and "25, not 40" in f.quote]


# -- open points settled in words ----------------------------------------------------------------------------

def test_an_open_point_keeps_the_answer_and_the_option_picked_by_letter() -> None:
    facts = extract(turn(0, "user", "set up the chess club's app releases"),
                    turn(1, "assistant", "To ship the app we need to settle:\n\n"
                                         "- **Cadence**: monthly or every two weeks, and which day the build goes out\n"
                                         "- **Version scheme**: (A) SemVer from 1.0.0; (B) CalVer YYYY.MM.patch\n"
                                         "- **Signing**: the keystore lives in the CI secrets"),
                    turn(2, "user", "monthly, first tuesday. version B. signing fine"))
    note = settled_note(facts)
    assert "Cadence: monthly, first tuesday" in note.body
    assert "CalVer YYYY.MM.patch" in note.body and "SemVer from 1.0.0" not in note.body


def test_a_list_of_findings_is_no_list_of_points_to_settle() -> None:
    facts = extract(turn(0, "user", "why is the chess app slow"),
                    turn(1, "assistant", "Found three things:\n\n- the ratings query has no index\n"
                                         "- avatars are 2 MB each\n- the websocket reconnects every 5 s"),
                    turn(2, "user", "ok"))
    assert not [f for f in facts if "Agreed:" in f.body]


# -- a document's Decisions section ----------------------------------------------------------------------------

def test_each_item_under_a_decisions_heading_in_the_persons_document_is_a_note() -> None:
    doc = ("check my design note before I post it:\n\n## gauge alerts\n\n### Decisions\n"
           "- Alerts go to the harbour master's pager, not email.\n"
           "- A reading above 4.2 m for 10 minutes raises a flood alert.\n"
           "- [ ] wire the pager\n\n### Open\n- who owns the pager rota\n")
    facts = extract(turn(0, "user", doc))
    bodies = [f.body for f in facts]
    assert any("harbour master's pager, not email" in b for b in bodies)
    assert any("4.2 m for 10 minutes" in b for b in bodies)
    assert not any("pager rota" in b or "wire the pager" in b for b in bodies)


def test_a_heading_that_decides_nothing_makes_no_notes_of_its_items() -> None:
    doc = "check my design note:\n\n### Background\n- Alerts went to email for years.\n- Nobody read them.\n"
    assert not extract(turn(0, "user", doc))


# -- one thought, two sentences ----------------------------------------------------------------------------------

def test_two_rules_said_one_after_the_other_about_one_thing_are_one_note() -> None:
    facts = extract(turn(0, "user", "tag names never carry a prefix like release-, only the version: v2.3.1. "
                                    "hotfix tags always stay on the release branch."))
    assert len(facts) == 1 and "release-" in facts[0].body and "release branch" in facts[0].body


def test_two_rules_about_different_things_stay_two_notes() -> None:
    facts = extract(turn(0, "user", "we never log the member's email address. one more: always store tournament "
                                    "dates in the club's timezone, Europe/Dublin"))
    assert len(facts) == 2


def test_a_name_given_as_a_pattern_after_a_label_is_a_convention() -> None:
    facts = extract(turn(0, "user", "tournament branch name: tour/<year>-<slug>, so tour/2027-spring."))
    assert [f.type for f in facts] == ["preference"]
    facts = extract(turn(0, "user", "screen classes get a Screen suffix: PairingScreen, StandingsScreen."))
    assert [f.type for f in facts] == ["preference"]
    assert not extract(turn(0, "user", "the branch name was weird, can you check it?"))


# -- requests to remember ---------------------------------------------------------------------------------------

def test_remember_requests_in_the_wordings_the_rules_missed() -> None:
    for said_it in ("standing instruction: no inline styles in the bakery screens, ever. classes only.",
                    "and please, you must to remember this: the oven API takes grams, never kilos",
                    "keep the gauge id in the topic name, I'll forget in a month why it is there"):
        facts = extract(turn(0, "user", said_it))
        assert len(facts) == 1 and facts[0].type == "preference", said_it
    facts = extract(turn(0, "user", "standing instruction: no inline styles in the bakery screens, ever. classes only."))
    assert "classes only" in said(facts)


def test_nostalgia_is_no_request_to_remember() -> None:
    for said_it in ("remember the good old days when the whole app was one php file lol",
                    "ha, remember those builds that took an hour? anyway ship it"):
        assert not extract(turn(0, "user", said_it)), said_it


def test_a_later_message_that_replaces_what_was_saved_withdraws_the_earlier_note() -> None:
    facts = extract(turn(0, "user", "save this: the gauge feed polls every 30 s"),
                    turn(1, "assistant", "Saved."),
                    turn(2, "user", "change of plan. that replaces what I told you to save: polls every 60 s, not 30"))
    assert [f for f in facts if "60 s" in f.body] and not [f for f in facts if "30 s" in f.quote]
    assert shape_fact(next(f for f in facts if "60 s" in f.body)).title.startswith("Polls every 60 s")


# -- small things ------------------------------------------------------------------------------------------------

def test_an_option_about_where_todays_change_goes_is_no_decision() -> None:
    options = "What about the 6 old checks?\n\na) remove them in this change\nb) leave them\nc) remove them in a separate PR"
    assert not [f for f in extract(turn(0, "assistant", options), turn(1, "user", "c")) if f.type == "decision"]
    options = "Which store?\n\na) Redis for the queue\nb) Postgres with SKIP LOCKED for the queue"
    assert [f for f in extract(turn(0, "assistant", options), turn(1, "user", "b")) if f.type == "decision"]


def test_a_request_to_set_a_config_names_its_values_after_a_label() -> None:
    from vaultmem.extract import rules as R
    assert R.VALUE_REQUEST.search("and set the config: retries: 2 in CI, 0 locally")
    assert not R.VALUE_REQUEST.search("the config: retries are flaky")


def test_a_test_run_count_is_no_reported_value() -> None:
    from vaultmem.extract import rules as R
    assert "2" not in R.WORK_COUNT.sub(" ", "116 passed and 2 flaky on webkit")
    assert "2" in R.WORK_COUNT.sub(" ", "retries: 2 in CI")


def test_a_choice_told_as_history_with_what_it_beat_is_a_decision() -> None:
    facts = extract(turn(0, "user", "I remember why we picked Litestream not pgBackRest: the club's server is "
                                    "SQLite only."))
    assert [f.type for f in facts] == ["decision"]
    assert shape_fact(facts[0]).title.startswith("We picked Litestream not pgBackRest")


def test_a_way_out_picked_by_its_name_is_the_fix_of_the_diagnosis() -> None:
    facts = extract(turn(0, "user", "the order screen's popup opens behind the top bar"),
                    turn(1, "assistant", "That's the real cause: `.orders-list` has `will-change: transform`, which "
                                         "makes a new stacking context, so the popup's z-index only counts inside it.\n\n"
                                         "Two ways out: drop the `will-change`, or render popups through a portal into "
                                         "`#layer-root` at the end of the body."),
                    turn(2, "user", "portal. and never put will-change on a list again"),
                    edit(3),
                    turn(4, "assistant", "The popup now mounts in `#layer-root` and sits above the top bar."))
    finding = next(f for f in facts if f.type == "solution")
    assert "stacking context" in finding.body and "portal" in finding.body


# -- later in the pass: h27 to h29 opened ---------------------------------------------------------------------

LETTERED = ("Four decisions for the ferry bookings:\n\n"
            "a) Refunds: automatic, or reviewed by the office?\n"
            "b) Reminder emails: one the day before, or also one a week before?\n"
            "c) No-shows: keep the deposit, or refund half?\n"
            "d) Waitlist: first come first served, or by party size?\n")


def test_lettered_points_answered_by_letter_and_a_word_are_one_note() -> None:
    facts = extract(turn(0, "user", "set up the ferry bookings"), turn(1, "assistant", LETTERED),
                    turn(2, "user", "a reviewed by the office. b only the day before. c keep the deposit. d first come first served"))
    note = settled_note(facts)
    assert "Refunds: reviewed by the office" in note.body and "Waitlist: first come first served" in note.body
    assert "Asked:" in note.body and "automatic, or reviewed by the office" in note.body
    # one sentence that opens with "a" is no answer list
    facts = extract(turn(0, "user", "set up the ferry bookings"), turn(1, "assistant", LETTERED),
                    turn(2, "user", "a waitlist is overkill for six boats, skip it"))
    assert not [f for f in facts if "Agreed:" in f.body]


def test_yes_to_a_number_and_a_but_answer_points_by_number() -> None:
    facts = extract(turn(0, "user", "the ferry api gets hammered"),
                    turn(1, "assistant", "Questions:\n\n1. Booking endpoint: 20 requests per minute per IP?\n"
                                         "2. API tokens: 100 per minute on Free, 1000 on Paid?\n3. Enforce it in dev too?"),
                    turn(2, "user", "yes to 1, 2 but Paid gets 3000, 3 no, only in prod"))
    note = settled_note(facts)
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "20 requests per minute per IP" in agreed and "Paid gets 3000" in agreed
    assert "dev too" in turned_down


def test_a_bare_number_picks_the_numbered_option_with_what_it_beat() -> None:
    facts = extract(turn(0, "assistant", "Two ways to keep the timetable fresh:\n\n1. Poll the harbour API every 10 minutes\n"
                                         "2. Subscribe to the harbour's webhook feed"),
                    turn(1, "user", "2"))
    [note] = [f for f in facts if f.type == "decision"]
    assert "webhook feed" in note.body and "Over: Poll the harbour API every 10 minutes" in note.body


def test_do_the_second_answers_the_either_or_just_asked() -> None:
    facts = extract(turn(0, "assistant", "Two ways:\n\n1. A `Berth` table\n2. A JSON column on `Harbour`"),
                    turn(1, "user", "1"),
                    turn(2, "assistant", "For the berth codes: numeric ids or the harbour's own codes like `B-12`?"),
                    turn(3, "user", "do the second. the skippers only know the painted codes"))
    assert any("painted codes" in f.body and "numeric ids" in f.body for f in facts)


def test_both_to_an_either_or_keeps_what_the_answer_says() -> None:
    facts = extract(turn(0, "user", "make the sync configurable"),
                    turn(1, "assistant", "Done. Should the poll interval and the batch size be configurable in "
                                         "`ferry.toml`, or only the poll interval?"),
                    turn(2, "user", "both. defaults 30 s and 500 rows, under [sync] as interval and batch_size"))
    assert any("batch_size" in f.body and "Asked:" in f.body for f in facts)


def test_a_change_of_mind_inside_a_message_replaces_the_pick() -> None:
    facts = extract(turn(0, "assistant", "Options:\n\n- **Celery**: mature, needs a broker\n- **RQ**: Redis only, simple\n"
                                         "- **Huey**: small, SQLite or Redis\n\nI'd take RQ."),
                    turn(1, "user", "rq then, simple is good"),
                    turn(2, "assistant", "RQ is wired up."),
                    turn(3, "user", "hm. the office box has no redis and nobody wants to run one. ok, change of plan: huey. "
                                    "it runs on the sqlite file we already back up"))
    decisions = [f for f in facts if f.type == "decision"]
    assert any("huey" in f.body.lower() for f in decisions)
    assert not any(f.quote.startswith("rq then") for f in decisions)


def test_a_closing_remember_tag_keeps_its_whole_paragraph() -> None:
    facts = extract(turn(0, "user", "while you're in there: the ferry office vlan is 10.8.20.0/24 and the kiosk vlan "
                                    "is 10.8.40.0/24. put them in modules/net.nix, not in five files. and the gateway "
                                    "is 10.8.20.1 #remember"))
    assert len(facts) == 1 and "10.8.40.0/24" in facts[0].body and "10.8.20.1" in facts[0].body


def test_remember_to_do_something_today_is_a_reminder_not_a_memory() -> None:
    assert not extract(turn(0, "user", "remember to flash the kiosk before lunch, I need it with 2.4.1 for the demo at 3"))
    assert extract(turn(0, "user", "remember to always flash the kiosk with the signed image"))


def test_a_guess_at_the_cause_is_no_fact() -> None:
    assert not extract(turn(0, "user", "the tickets stopped printing. I bet it's the spooler: we moved it to cups-pdf "
                                       "last week and it has a hard limit of 8 queued jobs"))


def test_a_pasted_ticket_is_the_tickets_until_what_the_person_confirms() -> None:
    ticket = ("new ticket from the harbour office, pasting it:\n\nFERRY-88 Cancellations\n"
              "  * Refund within 24 hours of cancelling\n  * Cancelling allowed up to 2 hours before departure\n"
              "  * SMS confirmation for every cancellation\n\n"
              "what I confirm: refunds within 48 hours, not 24, finance needs the time. cancelling up to 2 hours "
              "before, yes. SMS no, email is enough.")
    facts = extract(turn(0, "user", ticket))
    assert [f.type for f in facts] == ["decision"]
    assert "48 hours" in facts[0].body and "Refund within 24 hours" not in facts[0].body


def test_an_accepted_proposal_takes_the_proposal_it_points_back_at() -> None:
    facts = extract(turn(0, "assistant", "Stable again. To catch the next stall early, I could switch the queue to "
                                         "`asyncio.Queue(maxsize=500)` with a watchdog task. It costs a little per put, "
                                         "so I'd keep it to the staging build."),
                    turn(1, "user", "yes, staging only, prod stays as it is"))
    note = next(f for f in facts if f.type == "decision")
    assert "maxsize=500" in note.body and "staging" in note.body


def test_additions_to_a_proposal_taken_whole_join_it() -> None:
    facts = extract(turn(0, "assistant", "Proposal: bucket `ferry-backups-eu` in eu-west-1, one key per day, "
                                         "versioning on."),
                    turn(1, "user", "yes to all that. add a lifecycle rule that keeps old versions for 60 days"))
    [note] = [f for f in facts if f.type == "decision"]
    assert "ferry-backups-eu" in note.body and "60 days" in note.body


def test_a_later_number_for_number_changes_the_one_the_note_means() -> None:
    facts = extract(turn(0, "user", "jobs pile up"),
                    turn(1, "assistant", "Proposal:\n\n- `max_attempts`: emails 4, exports 2\n"
                                         "- backoff 30 s doubling, 4 steps at most"),
                    turn(2, "user", "as you say"),
                    turn(3, "assistant", "Done."),
                    turn(4, "user", "one more: emails max_attempts 9, not 4. the mail relay was down for hours last week"))
    note = settled_note(facts)
    assert "emails 9" in note.body and "4 steps at most" in note.body


def test_a_proposed_fix_accepted_is_the_fix_of_the_diagnosis_before_it() -> None:
    facts = extract(turn(0, "user", "the kiosk shows yesterday's departures sometimes"),
                    turn(1, "assistant", "Found the bug: the cache key is the route only, not the date, so yesterday's "
                                         "list is served until the entry expires."),
                    turn(2, "assistant", "Proposed fix:\n- key the cache on route and service date\n- expire at midnight"),
                    turn(3, "user", "yes, both"),
                    edit(4),
                    turn(5, "assistant", "All green."))
    finding = next(f for f in facts if f.type == "solution")
    assert "service date" in finding.body


def test_a_settled_list_is_described_by_its_first_item() -> None:
    from vaultmem.extract.relate import note_description
    facts = answered("1 timescale, influx is one more server to babysit. 2 yes. 3 no, we keep them")
    note = settled_note(facts)
    assert note_description(note).startswith("Storage: timescale")
