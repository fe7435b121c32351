"""The heuristic extractor's twenty-fifth-pass signals (issue 16 items 2 and 3).

The part h39 (a logistics company's software team), read only as aggregates for one pass, was
opened. What it showed, among others: "max age 7 days, not 72h" left the assistant's proposal note
saying 72h beside a note that named neither the stream nor the setting; "the solver time limit goes
to 150 s" lost the setting's name in the code the assistant had just given; "could you keep X in
mind for later sessions? <the values>" kept nothing; "scratch the 21:00 cutoff. … 22:30 is the one to
keep" left the old value in the vault; the numbers the assistant asked for, given without a verb,
made no note; "1 room 2 workmanager 3 2000 4 yes, grey 5 3s" was read as a pick of option 1 only;
"scrap protobuf. stay on JSON: add …" decided nothing; the person's "the printing bit is outdated: …"
after a pasted handover was read as part of the handover; a vendor's notice between rules was read
as the person's; "and yes, v3 with OAuth" joined the rule before it; "Proposed layout …: …" and
"fine, go" were no proposal and no yes.

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a choir's rota app, a seed bank …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn
from vaultmem.vault.titles import short_title


def one(text: str) -> list:
    return extract(turn(0, "user", text))


# -- a value changed in the proposal it belongs to ---------------------------------------------------------

_QUEUE = ("Queue: `BOOKINGS` on subjects `book.>`, 2 consumers and a visibility timeout of 30s, which covers a "
          "slow card check.")


def test_a_value_changed_in_the_reply_is_said_in_the_proposals_note() -> None:
    facts = extract(turn(0, "user", "set up the booking queue"), turn(1, "assistant", _QUEUE),
                    turn(2, "user", "2 consumers yes. visibility timeout 90s, not 30s: refunds call the bank twice"))
    queue = [f for f in facts if "BOOKINGS" in f.body]
    assert len(queue) == 1 and "Changed: Visibility timeout 90s, not 30s" in queue[0].body
    assert not any("BOOKINGS" not in f.body and "90s" in f.body for f in facts)  # no note of its own
    # a number that is not one the proposal named changes nothing in it
    facts = extract(turn(0, "user", "set up the booking queue"), turn(1, "assistant", _QUEUE),
                    turn(2, "user", "2 consumers yes. retries 5, not 3: the bank is flaky"))
    assert not any("Changed:" in f.body for f in facts)


# -- the setting's name in the code ------------------------------------------------------------------------

def test_a_value_set_in_words_takes_the_name_the_assistant_gave_the_setting() -> None:
    facts = extract(turn(0, "user", "the morning import took 9 minutes"),
                    turn(1, "assistant", "Almost all of it is the importer waiting at its 300 s lock timeout "
                                         "(lock_timeout_s in importer/settings.toml). The parse takes 20 s."),
                    turn(2, "user", "ok. the importer lock timeout for the nightly import goes to 60 s, per port, so Hull still fits"))
    assert any("lock_timeout_s" in f.body and "60 s" in f.body for f in facts)
    # the same unit about something else, with no words in common, names nothing
    facts = extract(turn(0, "user", "the morning import took 9 minutes"),
                    turn(1, "assistant", "The parse step takes 300 s in total (parse_workers in importer/settings.toml)."),
                    turn(2, "user", "ok. the ferry ticket cache keeps entries for 60 s, that stays"))
    assert not any("parse_workers" in f.body for f in facts)


# -- requests to remember ----------------------------------------------------------------------------------

def test_a_request_to_remember_asked_as_a_question_keeps_what_follows_it() -> None:
    facts = one("could you keep the choir's venue codes in mind for later sessions? the main hall is VH-01, the "
                "chapel is VH-07, both with the prefix CH. the booking system rejects anything else")
    assert len(facts) == 1 and facts[0].type == "preference"
    assert "VH-07" in facts[0].body
    assert short_title(facts[0].title).startswith("The choir's venue codes: the main hall is VH-01")
    # a question about the work is no request to keep what follows it
    facts = one("could you keep the venue list sorted by name? the main hall is first anyway")
    assert not any(f.type == "preference" for f in facts)


def test_a_scratched_value_is_replaced_by_the_one_to_keep() -> None:
    facts = extract(
        turn(0, "user", "and keep this for later sessions, it keeps coming up: the rota locks for the week at 18:00 on "
                        "friday. changes after that go to the week after"),
        turn(1, "assistant", "Noted."),
        turn(2, "user", "one correction to what I told you: scratch the 18:00 lock. the conductor moved it to 19:15 this "
                        "term, because rehearsal ends at 19:00. 19:15 is the one to keep"))
    assert [f.title.split(" (")[0] for f in facts if "19:15" in f.title] == ["The rota locks for the week at 19:15 on friday"]
    assert not any("18:00" in f.title for f in facts)
    assert any(f.type == "preference" and "Corrects:" in f.body for f in facts)


# -- values asked for --------------------------------------------------------------------------------------

def test_the_numbers_the_assistant_asked_for_make_one_note() -> None:
    facts = extract(turn(0, "user", "the harbour office finally sent the capacities"),
                    turn(1, "assistant", "Today every ferry gets 80 cars and boarding closes 5 minutes before. "
                                         "What are the numbers from the harbour office?"),
                    turn(2, "user", "small ferries 40 cars, the big one 120 cars. at most 300 passengers per sailing"))
    given = [f for f in facts if "40 cars" in f.body]
    assert len(given) == 1 and "120 cars" in given[0].body and "300 passengers" in given[0].body
    # a question that asks for no values is not answered by numbers
    facts = extract(turn(0, "user", "the harbour office finally sent the capacities"),
                    turn(1, "assistant", "Should I update the sheet first?"),
                    turn(2, "user", "small ferries 40 cars, the big one 120 cars"))
    assert not any("40 cars" in f.body and "120 cars" in f.body for f in facts)


def test_points_answered_by_number_without_stops_are_read_point_by_point() -> None:
    asked = ("Plan: keep every check-in locally first. Five questions:\n\n1. Storage: SQLite or a flat file?\n"
             "2. Upload: cron or a background worker?\n3. How many queued check-ins before the app refuses new ones?\n"
             "4. Should a queued check-in look different?\n5. Drop identical check-ins within how many seconds?")
    facts = extract(turn(0, "user", "the harbour wifi drops, we need an offline queue"), turn(1, "assistant", asked),
                    turn(2, "user", "1 sqlite 2 cron 3 500 4 yes, blue 5 10s"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(settled) == 1 and "- Storage: sqlite\n" in settled[0].body and "seconds: 10s" in settled[0].body
    # two numbers in a row are no answer list
    facts = extract(turn(0, "user", "the harbour wifi drops"), turn(1, "assistant", asked),
                    turn(2, "user", "1 thing first, can we talk about the wifi"))
    assert not any(f.body.startswith("Agreed:") for f in facts)


# -- choices and corrections -------------------------------------------------------------------------------

def test_a_choice_then_how_it_is_carried_out_is_a_decision() -> None:
    facts = one("hm, that changes it. scrap yaml. stay on TOML: add a schema_version key and a schema file in the repo, "
                "and CI checks the config against it")
    assert any(f.type == "decision" and "schema_version" in f.body for f in facts)
    assert not one("stay on this call for a sec: I need to check the logs")


def test_a_part_marked_outdated_says_what_holds_now() -> None:
    facts = one("the payments bit is outdated: since march the ferry office takes cards through the till-relay, the "
                "app doesn't talk to the terminal directly anymore. the rest is right")
    assert len(facts) == 1 and facts[0].title.startswith("Since march the ferry office takes cards")
    assert short_title(facts[0].title).startswith("Since march")  # "since march" says when, it is no reason
    assert short_title("since the till is slow in the mornings, the app batches the card payments and sends them every "
                       "minute").startswith("The app batches")


def test_a_handover_between_rules_ends_at_the_closing_rule() -> None:
    text = ("Lena is away until june, this is her handover:\n---\nHandover timetable app (Lena)\n"
            "- Printing: the ticket printers are driven by the app directly over port 9100.\n"
            "- Fares: the winter table starts on 1 November.\n---\n"
            "the printing bit is outdated: since last week the printers get their jobs through print-hub, the app "
            "doesn't talk to them directly anymore. now the actual work: the fare test is red")
    facts = one(text)
    assert any("print-hub" in f.body for f in facts)
    assert not any("port 9100" in f.body and "print-hub" not in f.body for f in facts)


def test_a_notice_someone_sent_between_rules_is_theirs() -> None:
    text = ("harbourco sent this. plan the move:\n---\nHARBOURCO PORTAL - change notice 7\n"
            "1. Rate limits: 25 requests per second per account.\n2. Tickets are returned as PDF by default; PNG is "
            "available with format=png.\n---\nwe only use the timetable feed, ignore 2")
    assert not any("25 requests" in f.body or "PDF by default" in f.body for f in one(text))
    # the person's own notes between rules, under a line of their own, stay theirs
    own = one("my notes from the call:\n---\nrule: fares are always stored in cents\n---\nthat's it")
    assert any("cents" in f.body for f in own)


def test_a_yes_inside_a_message_takes_what_the_assistant_laid_out() -> None:
    laid_out = ("What the notice means: v2 needs an OAuth client-credentials token, valid 60 minutes, and new secrets "
                "HC_CLIENT_ID and HC_CLIENT_SECRET. Questions: when should the token be refreshed?")
    facts = extract(turn(0, "user", "plan the move"), turn(1, "assistant", laid_out),
                    turn(2, "user", "refresh it 5 minutes before expiry. and yes, v2 with OAuth, straight away for all "
                                    "ports, no gradual switch"))
    yes = [f for f in facts if f.title.startswith("V2 with OAuth")]
    assert len(yes) == 1 and yes[0].type == "decision" and "HC_CLIENT_ID" in yes[0].body
    # a yes that names nothing the assistant said is left alone
    facts = extract(turn(0, "user", "plan the move"), turn(1, "assistant", laid_out),
                    turn(2, "user", "refresh it 5 minutes before expiry. and yes, lunch at the harbour was great"))
    assert not any(f.title.startswith("Lunch") for f in facts)


def test_proposed_layout_is_a_proposal_and_fine_go_takes_it() -> None:
    proposal = ("Proposed layout for the table `sailings`: partitions of 1 month, compression after 7 days, and raw "
                "retention 400 days.")
    facts = extract(turn(0, "user", "set up the sailings table"), turn(1, "assistant", proposal),
                    turn(2, "user", "fine, go"))
    assert any(f.role == "assistant" and "compression after 7 days" in f.body for f in facts)
    facts = extract(turn(0, "user", "set up the sailings table"), turn(1, "assistant", proposal),
                    turn(2, "user", "fine"))
    assert not facts


def test_where_the_time_goes_is_what_the_picked_option_fixes() -> None:
    found = ("The timetable query reads every sailing of the year, 210,000 rows, and sorts them on disk. Almost all of "
             "the 3.2 s is the scan and the sort. Two ways out:\n\na) An index on sailings (port, departs).\n"
             "b) A small `next_sailings` table that the importer rewrites every night.")
    facts = extract(turn(0, "user", "the departures board is slow"), turn(1, "assistant", found),
                    turn(2, "user", "b. the board polls all day, keep it off the big table"))
    assert any("Found:" in f.body and "sorts them on disk" in f.body for f in facts)


# -- not notes ---------------------------------------------------------------------------------------------

def test_the_persons_own_work_lost_is_no_event() -> None:
    facts = one("did you just wipe the app on my tablet? that had the demo timetable I set up for tomorrow's harbour "
                "visit, took me an hour. ugh")
    assert not any("demo timetable" in f.body for f in facts)
    assert any("pilot demo" in said([f]) for f in one("the pilot demo is tomorrow at 10:00, the mayor comes too"))


def test_ordinal_labels_are_no_part_of_a_title() -> None:
    assert short_title("two: a new rota app version goes to the pilot choir first") \
        == "A new rota app version goes to the pilot choir first"
    assert short_title("Two choirs share the chapel on sundays").startswith("Two choirs")
