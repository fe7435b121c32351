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
from vaultmem.capture.turns import ToolCall
from vaultmem.vault.titles import names_too_little, short_title


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


# -- opened midway: h40 (an insurer's claims team) ---------------------------------------------------------

def test_options_put_on_the_table_by_the_person_are_picked_by_name() -> None:
    facts = extract(turn(0, "user", "we need a rota engine before the choir meeting. on the table: Timefold, OptaPy, "
                                    "or keep it in python in rota-api"),
                    turn(1, "assistant", "Timefold runs embedded, OptaPy needs a JVM bridge, plain python is what we have."),
                    turn(2, "user", "Timefold. OptaPy is out, nobody wants a JVM bridge in a python service"))
    assert any(f.type == "decision" and f.title.startswith("Timefold over") for f in facts)


def test_a_later_change_of_one_value_is_said_in_the_note_that_gave_it() -> None:
    facts = extract(turn(0, "user", "we need reminders for the rota"),
                    turn(1, "assistant", "Design: one clock per singer. When should people be warned before the deadline?"),
                    turn(2, "user", "warnings: a reminder to the singer at 75% of the window, escalation to the conductor "
                                    "at 100%"),
                    turn(3, "assistant", "At 75% of 10 days the reminder falls in the middle of a day."),
                    turn(4, "user", "make it 80% then, day 8 clean. 80% for the reminder, escalation stays at 100%"))
    warned = [f for f in facts if "conductor" in f.body]
    assert len(warned) == 1 and "80%" in warned[0].title and "Changed: 80% for the reminder" in warned[0].body
    assert not any(f.title.startswith("80% for the reminder") for f in facts)


def test_other_values_than_the_assistant_proposed_make_a_note() -> None:
    facts = extract(turn(0, "user", "add sms reminders to the rota app"),
                    turn(1, "assistant", "For the SMS side I'd add two limits: at most 5 SMS per singer per day, and quiet "
                                         "hours from 22:00 to 08:00 when nothing is sent."),
                    turn(2, "user", "3 SMS per singer per day, 5 is spam. quiet hours 21:00 to 08:00: no SMS then, they "
                                    "wait for 08:00"),
                    turn(3, "user", "and this one is for your memory: remember that quiet hours are the singer's local "
                                    "time, not the server's"))
    assert any("3 SMS per singer" in f.body and "21:00" in f.body for f in facts)
    kept = [f for f in facts if f.type == "preference"]
    assert len(kept) == 1 and "About: Quiet hours 21:00 to 08:00" in kept[0].body


def test_a_value_picked_in_a_few_words_names_what_it_sets() -> None:
    weighed = "p99 is 182 ms now. A 300 ms deadline would sit close to the p99 on a bad minute; 400 ms leaves room."
    facts = extract(turn(0, "user", "measure the scorer"), turn(1, "assistant", weighed), turn(2, "user", "400ms it is"))
    assert [f.title for f in facts] == ["Deadline: 400 ms"] and "About: A 300 ms deadline" in facts[0].body
    # a number that the assistant never weighed is no pick
    assert not extract(turn(0, "user", "measure the scorer"), turn(1, "assistant", weighed), turn(2, "user", "250ms it is"))


def test_a_part_the_yes_to_an_offer_leaves_out_is_not_kept() -> None:
    facts = extract(turn(0, "user", "never fail the booking because of the scorer, that's the rule"),
                    turn(1, "assistant", "Should I remember the scorer rule for future sessions?"),
                    turn(2, "user", "yes please. the 400ms no, that's config and it may move"))
    assert not any(f.type == "preference" and f.title.startswith("The 400ms no") for f in facts)


def test_answers_to_the_assistants_open_questions_make_one_decision() -> None:
    asked = ("What v4 changes for us: a second line mapper. Two questions: do we support both formats in parallel until "
             "then? And do we decide which format a file has by its name or by its content?")
    facts = extract(turn(0, "user", "the ferry office sends a new timetable format"), turn(1, "assistant", asked),
                    turn(2, "user", "we support both v3 and v4 in parallel. detect by the header line, not the file name, "
                                    "they got file names wrong twice already"))
    answered = [f for f in facts if "header line" in f.body]
    assert len(answered) == 1 and answered[0].type == "decision" and "v4 in parallel" in answered[0].body
    assert "Asked:" in answered[0].body
    # a reply about something else answers nothing
    facts = extract(turn(0, "user", "the ferry office sends a new timetable format"), turn(1, "assistant", asked),
                    turn(2, "user", "lunch first, the harbour cafe closes at two"))
    assert not any("Asked:" in f.body for f in facts)


def test_a_value_agreed_then_taken_back_is_changed_in_its_note() -> None:
    facts = extract(turn(0, "user", "how long are the download links valid now?"),
                    turn(1, "assistant", "60 minutes. The app asks for a fresh link on every click anyway, so I'd lower it "
                                         "to 15 minutes."),
                    turn(2, "user", "15 min ok"),
                    turn(3, "user", "actually no, thinking about it: 5 minutes. the links end up in screenshots"))
    lowered = [f for f in facts if "lower it" in f.title]
    assert len(lowered) == 1 and lowered[0].title.endswith("5 minutes") and "15 minutes" not in lowered[0].title
    assert "Changed:" in lowered[0].body


def test_thats_our_process_makes_the_sentence_before_a_rule() -> None:
    facts = one("and for the postmortem: when rota data reaches the wrong singer, whoever finds it tells the board the same "
                "day. that's our process, put it in docs/incidents.md too")
    assert any(f.type == "preference" and "same day" in f.body for f in facts)


def test_points_answered_by_number_take_amounts_in_words_and_asked_values() -> None:
    asked = ("For the plan I need four answers:\n\n1. How long should the trial run last?\n2. Which score sends a "
             "booking to review? Today it's 0.85.\n3. Which metric gates the switch: AUC, or precision at the top 2%?\n"
             "4. Trial scores: only logged, or also shown to the desk?")
    facts = extract(turn(0, "user", "plan the switch"), turn(1, "assistant", asked),
                    turn(2, "user", "1. two weeks 2. 0.80 3. precision top 2% 4. log only"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(settled) == 1 and "How long should the trial run last: two weeks" in settled[0].body
    assert "0.80" in settled[0].body


def test_update_the_note_you_keep_changes_what_was_kept() -> None:
    facts = extract(turn(0, "user", "store this for later: the review threshold is 0.80 from the switch on"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "hm, 212 a week and the desk handles 140. change of plan: 0.83, not 0.80. update the "
                                    "note you keep, 0.83 is the threshold"))
    kept = [f for f in facts if f.type == "preference"]
    assert [f.title for f in kept] == ["The review threshold is 0.83 from the switch on"]
    assert "Changed:" in kept[0].body
    # without the word about the note, what was kept is the person's own statement to change
    facts = extract(turn(0, "user", "store this for later: the review threshold is 0.80 from the switch on"),
                    turn(1, "assistant", "Noted."), turn(2, "user", "the other desk uses 0.83, not 0.80"))
    assert any(f.title == "The review threshold is 0.80 from the switch on" for f in facts)


def test_their_process_and_a_guess_are_no_rules_of_ours() -> None:
    facts = one("thanks. finance always invoices the harbour on the first working day of the month, so they'll come "
                "asking. that's their process though, not ours")
    assert not any(f.type == "preference" for f in facts)
    facts = one("Rota names arrive broken: 'Conceição' shows as 'Concei��o' in the app. I am quite sure it's the database "
                "of the bridge, the cache db was created with SQL_ASCII I think.")
    assert not any("SQL_ASCII" in f.title for f in facts)


def test_a_fix_proposed_after_the_diagnosis_in_the_next_message_is_the_fix() -> None:
    window = [turn(0, "user", "a singer saw another singer's rota under 'My rota'. find it"),
              turn(1, "assistant", "That's the leak. The handler marks every GET under /api/ as `public, max-age=300`, "
                                   "and the CDN cache key doesn't include cookies, so the first singer's rota was served "
                                   "to everyone for 5 minutes."),
              turn(2, "assistant", "Since the ROTA-31 commit the CDN served 118 responses from cache. Proposal: drop the "
                                   "blanket header, send `private, no-store` on /api/me, and purge /api/me/* now."),
              turn(3, "user", "do it all"),
              turn(4, "assistant", "", tool_calls=[ToolCall(id="c1", name="Edit", input='{"file_path":"src/hooks.ts"}')])]
    facts = extract(*window)
    assert any(f.type == "solution" and "private, no-store" in f.body and "cache key" in f.body for f in facts)


# -- titles a person reads in the quick switcher -----------------------------------------------------------

def test_a_request_to_remember_is_no_part_of_the_title() -> None:
    assert short_title("Also, can you keep in mind for our next sessions that the ferry ceiling is 2,500 EUR for cars and "
                       "1,000 EUR for bikes?").startswith("The ferry ceiling is 2,500 EUR")
    assert short_title("keep this: the rota is frozen on fridays at 18:00").startswith("The rota is frozen")
    facts = one("write this down for yourself, you'll need it when we wire up the importer next week: the timetable "
                "database is only ever written by tt-ingest, which reads the feed tt.raw")
    assert len(facts) == 1 and facts[0].title.startswith("The timetable database is only ever written by tt-ingest")


def test_a_labelled_correction_that_scratches_a_value_titles_the_new_one() -> None:
    facts = extract(
        turn(0, "user", "and keep this for later sessions, it keeps coming up: the ticket cutoff for the next day's "
                        "sailings is 21:00. later bookings go to the day after"),
        turn(1, "assistant", "Noted."),
        turn(2, "user", "37 is expected. one correction to what I told you earlier: scratch the 21:00 cutoff. the office "
                        "moved it to 22:30 this week, because the last ferry docks at 22:00. 22:30 is the one to keep"))
    kept = [f for f in facts if "22:30" in f.title]
    assert [f.title.split(" (")[0] for f in kept] == ["The ticket cutoff for the next day's sailings is 22:30"]
    assert kept[0].body.count("Corrects:") == 1 and not any("21:00" in f.title for f in facts)


def test_a_problem_told_as_what_happened_twice_is_a_symptom_the_finding_answers() -> None:
    from vaultmem.extract.symptoms import symptom_of

    assert symptom_of("yesterday evening 37 bookings were charged two times. finance saw it this morning") is not None
    assert symptom_of("support escalated a bad one: a singer saw another singer's rota") is not None
    assert symptom_of("the rota goes out on mondays, the choir likes it") is None
    assert names_too_little("That's the whole story") and not names_too_little("That is the plan for the ferry board")


def test_a_yes_to_some_points_ends_where_the_reply_turns_to_another_point() -> None:
    asked = ("Proposals:\n\n1. The app calls the fare service with a 300 ms deadline.\n2. Workers from 4 to 16.\n3. Receipts "
             "only when the request has receipt=true.\n4. Pin the fare table with FARE_TABLE=2026-10.")
    facts = extract(turn(0, "user", "ticket sales hang at the harbour"), turn(1, "assistant", asked),
                    turn(2, "user", "2, 3 and 4 yes. for 1 let's measure first with receipts off, then pick the number"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(settled) == 1 and "measure first" not in settled[0].body and "FARE_TABLE=2026-10" in settled[0].body


def test_a_value_picked_says_the_value_first_then_what_the_reply_adds() -> None:
    facts = extract(turn(0, "user", "the scanner reads are bad"),
                    turn(1, "assistant", "At 0.70 too many wrong fields pass. At 0.78 that drops to 1.9% while review "
                                         "goes from 14% to 23%."),
                    turn(2, "user", "0.78 then. for the ferry tickets only, the season passes keep their own threshold"))
    assert [f.title for f in facts] == ["Threshold: 0.78"]
    assert facts[0].body.startswith("Threshold: 0.78. For the ferry tickets only")

