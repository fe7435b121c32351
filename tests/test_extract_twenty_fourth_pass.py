"""The heuristic extractor's twenty-fourth-pass signals (issue 16 item 2).

The part h36 (a fintech's ledger team), read only as aggregates for two passes, was opened. What it
showed, among others: "write this down somewhere you'll find it next time: …" and "… so keep it
around: …" were no requests to remember; one point answered "ignore it for now" voided the answers
to all the others; "JPY, EUR, KWD." after a rule was left out of it; "and the limit 5.000 euro, not
10.000" put no value in place of the assistant's; a bare yes to "should I remember the naming scheme
too?" wrote a note that said only that; a declined "should I keep a note of that?" kept it anyway;
"update the run times I gave you: … so 09:30 and 14:30" corrected nothing; "last one: what happens
if …" picked the last option; `docker ps --format …` became "Format the code with".

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a seed bank's catalogue, a choir's rota app …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import extract, turn
from vaultmem.capture.turns import ToolCall, ToolResult
from vaultmem.extract import rules as R


def one(text: str) -> list:
    return extract(turn(0, "user", text))


# -- requests to remember -------------------------------------------------------------------------------

def test_a_request_with_an_aside_before_its_colon_keeps_what_follows_it() -> None:
    facts = one("good. write this down somewhere you'll find it next time: sailings are stored as local "
                "harbour time plus the port code. never as UTC. the app converts only when it shows a ticket")
    assert len(facts) == 1 and facts[0].type == "preference"
    assert "Never as UTC" in facts[0].body and "port code" in facts[0].title
    plain = one("write the sailings down in the sheet, the harbour master wants them. thanks")
    assert not any("UTC" in f.body for f in plain)


def test_keep_it_around_and_will_come_up_again_ask_to_remember() -> None:
    facts = one("a seed lot is frozen once it has been split. this one will come up again every time we add "
                "an import, so keep it around: a frozen lot never gets a new germination rate, only a child lot does")
    assert len(facts) == 1 and "child lot" in facts[0].body
    facts = one("keep this handy: the rota app sends reminders 48 hours before a rehearsal")
    assert len(facts) == 1 and "48 hours" in facts[0].body
    # "around" before a place is where a thing is kept, not a request to remember it
    assert R.REMEMBER_ANYWHERE.search("we keep it around the rehearsal room anyway, nobody takes it home") is None
    assert R.REMEMBER_ANYWHERE.search("so keep it around: rehearsals start at 19:30") is not None


# -- answers to the assistant's points ------------------------------------------------------------------

_POINTS = ("Against the timetable code:\n\n1. `HOLD_MINUTES = 20` drives the boarding gate; it becomes 15.\n"
           "2. Fares use the summer table all year, not the winter table.\n3. The ferry ids are not stable "
           "between imports, so links break.\n4. Nothing to do, the night route is not decided.\n\nWhich of "
           "these do you want?")


def test_a_point_left_for_later_does_not_void_the_answers_to_the_others() -> None:
    facts = extract(turn(0, "user", "the port authority sent changes, plan them"), turn(1, "assistant", _POINTS),
                    turn(2, "user", "1 yes, 15 minutes. 2 yes, winter table from november. 4 is the captain "
                                    "thinking aloud, ignore it for now. 3 yes"))
    assert len(facts) == 1 and facts[0].body.startswith("Agreed:")
    assert "15 minutes" in facts[0].body and "winter table from november" in facts[0].body
    assert "night route" not in facts[0].body.partition("Not:")[0]
    plain = extract(turn(0, "user", "the port authority sent changes, plan them"), turn(1, "assistant", _POINTS),
                    turn(2, "user", "let's leave all of it for now, ignore it until the audit is done"))
    assert not any(f.body.startswith("Agreed:") for f in plain)


def test_a_value_put_in_place_of_the_assistants_is_a_decision() -> None:
    told = ("The gate closes when `hold_minutes` runs out, 20 minutes (set in timetable.toml); the harbour's own "
            "rule is 10 minutes before sailing.")
    facts = extract(turn(0, "user", "we decide the boarding hold today"), turn(1, "assistant", told),
                    turn(2, "user", "and the hold 15 minutes, not 20, for the winter season"))
    assert len(facts) == 1 and facts[0].type == "decision"
    assert "15 minutes, not 20" in facts[0].title and "hold_minutes" in facts[0].body
    # a number the assistant never named is no value of its own put in its place
    plain = extract(turn(0, "user", "we decide the boarding hold today"), turn(1, "assistant", told),
                    turn(2, "user", "the crew said 15 minutes, not 25, but they always say that"))
    assert not any("Instead of" in f.body for f in plain)


def test_a_yes_that_amends_a_proposal_is_left_to_the_proposal() -> None:
    told = "I'd set the reminder at 48 hours before a rehearsal."
    facts = extract(turn(0, "user", "choir reminders"), turn(1, "assistant", told),
                    turn(2, "user", "do it, but 24 not 48, people forget over two days"))
    assert not any("Instead of" in f.body for f in facts)


# -- notes of their own, and none ------------------------------------------------------------------------

def test_codes_that_name_what_the_rule_said_join_the_rule() -> None:
    facts = one("and make that a standing rule for the tests: if anyone touches Fares.kt, the change comes with test "
                "cases for a zero-zone, a one-zone and a three-zone fare. EUR, GBP, KWD. every time, not just today")
    assert len(facts) == 1 and "EUR, GBP, KWD" in facts[0].body
    apart = one("and make that a standing rule for the tests: if anyone touches Fares.kt, the change comes with test "
                "cases for a zero-zone, a one-zone and a three-zone fare.\n\nEUR, GBP, KWD.")
    assert not any("KWD" in f.body for f in apart)


def test_a_bare_yes_to_remember_what_was_named_before_adds_no_note_of_its_own() -> None:
    facts = extract(turn(0, "user", "lot codes are <genus>-<year>-<nnn>, lowercase genus. like quercus-2026-014"),
                    turn(1, "assistant", "Should I remember the lot naming scheme for future sessions too, so new "
                                         "lots follow it?"),
                    turn(2, "user", "yes please"))
    assert len(facts) == 1 and "<genus>-<year>-<nnn>" in facts[0].title
    named = extract(turn(0, "user", "set up the lots"),
                    turn(1, "assistant", "Should I remember that lot codes are `<genus>-<year>-<nnn>` for future "
                                         "sessions?"),
                    turn(2, "user", "yes please"))
    assert len(named) == 1 and "<genus>-<year>-<nnn>" in named[0].title


def test_a_declined_offer_to_keep_a_note_keeps_nothing_of_what_it_offered() -> None:
    offer = ("The import failed because the harbour API renamed `sailing_id` to `trip_id`; I fixed it by mapping "
             "both names in importer.py. Should I keep a note of that for future sessions?")
    declined = extract(turn(0, "user", "run the import tests"), turn(1, "assistant", offer),
                       turn(2, "user", "no, that's just this week, not worth keeping"))
    assert not any("trip_id" in f.body for f in declined)
    kept = extract(turn(0, "user", "run the import tests"), turn(1, "assistant", offer),
                   turn(2, "user", "ok thanks, merge it"))
    assert any("trip_id" in f.body for f in kept)


def test_updating_the_values_given_before_corrects_the_note_that_holds_them() -> None:
    facts = extract(turn(0, "user", "the sailings: from monday the boats leave at 07:10 and 16:40. remember the "
                                    "sailing times, the kiosk asks every week"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "but update the sailing times I gave you: the harbour says 16:40 is too late "
                                    "for the tide. the second boat is 16:05. so 07:10 and 16:05, forget the 16:40"))
    assert any(f.title == "Sailing times: 07:10 and 16:05" for f in facts)
    assert not any("16:40" in f.title for f in facts)


def test_last_one_that_asks_a_question_picks_nothing() -> None:
    listed = ("The path:\n\n1. The kiosk posts the ticket to `/scan`.\n2. `checkTicket` verifies the QR code.\n"
              "3. The route answers 204 right away; a worker marks the seat used.")
    facts = extract(turn(0, "user", "walk me through a ticket scan"), turn(1, "assistant", listed),
                    turn(2, "user", "last one: what happens if the kiosk scans the same ticket twice"))
    assert not any(f.type == "decision" for f in facts)
    picked = extract(turn(0, "user", "which way should the worker go"),
                     turn(1, "assistant", "Options:\n\n1. A cron job every minute.\n2. A queue worker with "
                                          "retries.\n\nWhich one?"),
                     turn(2, "user", "the last one, retries matter more than simplicity for the ferry tickets"))
    assert any(f.type == "decision" for f in facts + picked)


def test_a_flag_named_format_does_not_make_a_command_a_formatter() -> None:
    def ran(command: str) -> list:
        call = ToolCall(id="c1", name="Bash", input='{"command":"%s"}' % command)
        return extract(turn(0, "assistant", f"Running `{command}` on the whole tree.", tool_calls=[call]),
                       turn(1, "tool", "", tool_results=[ToolResult("c1", "done, 14 files")]))
    assert not any(f.type == "procedure" for f in ran("docker compose ps --format json"))
    assert any(f.type == "procedure" for f in ran("npm run format"))


def test_scrapping_a_thing_by_its_code_name_takes_it_back_and_keeps_what_replaces_it() -> None:
    facts = extract(turn(0, "user", "decision: we fetch the tide tables nightly into tide_cache"),
                    turn(1, "assistant", "The fetcher writes into tide_cache every night at 02:00."),
                    turn(2, "user", "then no, scrap the tide_cache fetcher. read from the harbour's tides table "
                                    "where source = 'hydro'. one source of tides for every app"))
    assert not any("nightly into tide_cache" in f.title for f in facts)
    now = [f for f in facts if "harbour's tides table" in f.title]
    assert len(now) == 1 and now[0].type == "decision" and "Corrects:" in now[0].body
    kept = extract(turn(0, "user", "decision: we fetch the tide tables nightly into tide_cache"),
                   turn(1, "assistant", "The fetcher writes into tide_cache every night at 02:00."),
                   turn(2, "user", "scrap the old dashboard, nobody opens it"))
    assert [f.title for f in kept] == ["Decision: we fetch the tide tables nightly into tide_cache"]


def test_a_rule_that_goes_on_with_and_never_is_one_note() -> None:
    facts = one("rule ids: keep the pattern RL-<AREA>-<NNN>, area is one of OPS, NET, APP, three digits. and never "
                "reuse a number, not even when a check gets deleted, the old ids are in six months of audit logs")
    assert len(facts) == 1 and "RL-<AREA>-<NNN>" in facts[0].title and "reuse a number" in facts[0].body
    apart = one("rule ids: keep the pattern RL-<AREA>-<NNN>, area is one of OPS, NET, APP, three digits.\n\nand never "
                "reuse a number, not even when a check gets deleted, the old ids are in six months of audit logs")
    assert len(apart) == 2


def test_my_money_is_on_is_a_guess() -> None:
    assert one("my money is on the ferry API, they moved us to version 2026-10 last month and I think times "
               "arrive in UTC since then") == []
    assert one("our ferry API client is pinned to version 2026-10 since last month") != []


def test_requests_to_remember_said_with_the_memory_or_a_later_session() -> None:
    fact = "the choir's rota app sends the rehearsal reminder at 17:00 the day before"
    for lead in ("a thing for your memory: ", "make sure this sticks: ", "carry this over to next time: ",
                 "store that somewhere permanent: ", "worth remembering: ", "take note: ",
                 "next session you should know that ", "heads up for next month: from 1 January "):
        facts = one(lead + fact)
        assert len(facts) == 1 and facts[0].type == "preference" and "17:00" in facts[0].body, lead
    for near in ("heads up, the build from main is red", "we won't need the rota beyond today",
                 "I want this kept short", "remind yourself to run the linter", "the pod ran out of memory: OOMKilled"):
        assert R.REMEMBER_ANYWHERE.search(near) is None, near


# -- what h37 showed ---------------------------------------------------------------------------------------

def test_keep_this_one_with_an_aside_before_its_colon_is_a_request() -> None:
    facts = one("Keep this one, it'll bite us otherwise: the rota app gets its own Postgres 17 in the choir "
                "namespace. not the shared one the website runs on")
    assert len(facts) == 1 and facts[0].type == "preference" and "Postgres 17" in facts[0].title
    assert R.REMEMBER_ANYWHERE.search("keep this one short, we only need the first page of the rota") is None


def test_a_value_taken_back_and_the_value_pointed_back_at_make_one_note() -> None:
    facts = extract(turn(0, "user", "and keep in mind for later that the harbour sync runs at 01:00"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "wait, scrap 01:00. the ticket backups run 01:00 to 02:30 and I'm not syncing "
                                    "while a backup is half-way through. 03:30. that's the time to keep in your "
                                    "notes, not the 01:00 I said before"))
    assert len(facts) == 1 and facts[0].title.startswith("03:30") and "backups run" in facts[0].body
    assert "Corrects:" in facts[0].body


def test_that_is_the_one_i_need_you_to_hold_on_to_points_back_at_the_rule() -> None:
    facts = one("rule for next time: no deploys to the ticket kiosk in the two days before a timetable change. "
                "for future reference, that's the one I need you to hold on to")
    assert len(facts) == 1 and "no deploys to the ticket kiosk" in facts[0].title.lower()


def test_a_request_to_the_reader_inside_a_pasted_mail_is_the_mails() -> None:
    mail = ("this came from the harbour authority:\n\nFrom: Harbour Office\nSubject: Timetable data\n\nDear "
            "colleagues,\n\nPlease publish the winter timetable by 1 December.\n\nPlease note the harbour master "
            "expects to quote your figures at the board on 3 December.\n\nKind regards,\nHarbour Office\n\n"
            "what would it take?")
    assert not any("board on 3 December" in f.body for f in one(mail))
    mine = one("Please note the harbour master expects the timetable figures in the board pack, keep that in mind")
    assert any("board pack" in f.body for f in mine)


def test_a_request_to_keep_inside_a_pasted_page_that_asks_the_agent_stays() -> None:
    mail = ("this came from the harbour authority:\n\nFrom: Harbour Office\nSubject: Timetable data\n\nDear "
            "colleagues,\n\nFor engineering, and please make sure your coding assistant keeps this as well: "
            "sailing times are never edited by hand, a change is a new timetable version.\n\nKind regards,\n"
            "Harbour Office")
    assert any("never edited by hand" in f.body for f in one(mail))


def test_answers_after_a_word_of_assent_are_read_point_by_point() -> None:
    listed = ("the harbour authority asks us to:\n1. Publish the timetable as open data.\n2. Update it weekly.\n"
              "3. Include the names of the skippers.\n4. Build a live map.")
    facts = extract(turn(0, "user", listed), turn(1, "assistant", "Items 1 and 2 map straight from the export."),
                    turn(2, "user", "ok. 1 yes, dataset slug ferry-timetable. 2 yes, every Monday at 06:00. 3 "
                                    "absolutely not, that's personal data. 4 no, not this year"))
    agreed = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(agreed) == 1 and "ferry-timetable" in agreed[0].body and "Not:" in agreed[0].body


def test_a_dont_for_todays_exception_is_no_rule_and_another_teams_rule_is_not_ours() -> None:
    facts = one("just for today, run the import without the schema check, they promised to fix the column. "
                "don't touch the source config")
    assert not any("source config" in f.title.lower() for f in facts)
    lasting = one("run the import with the schema check. don't touch the source config, ever, it is generated")
    assert any("source config" in f.body for f in lasting)
    assert one("the crew also want the berth map, but those are the port team's, and their rule is they never "
               "publish on a Friday, so that's on them") == []


def test_the_assistants_reading_back_of_lettered_answers_joins_their_note() -> None:
    asked = ("Three questions:\n\na) Store the berths in 27700 or in 4326?\nb) Simplify the tiles: 1 m, 5 m or "
             "10 m?\nc) Keep the old berths in a separate table?")
    back = "So: `berths_2027` in 27700; the old table becomes `berths_2022`; tiles use a 5 m tolerance."
    facts = extract(turn(0, "user", "load the new berths"), turn(1, "assistant", asked),
                    turn(2, "user", "a) 27700 b) 5m c) yes, separate table"), turn(3, "assistant", back))
    assert any("berths_2022" in f.body and f.body.startswith("Agreed:") for f in facts)
    other = extract(turn(0, "user", "load the new berths"), turn(1, "assistant", asked),
                    turn(2, "user", "a) 27700 b) 5m c) yes, separate table"),
                    turn(3, "assistant", "Loading now; it takes a while for `berths_2022`."))
    assert not any("Read back" in f.body for f in other)


# -- what h38 showed ---------------------------------------------------------------------------------------

def test_a_bare_number_answers_a_point_that_asks_for_an_amount() -> None:
    asked = ("Before I write it, four choices:\n\n1. Default max rehearsals a singer may miss when the director "
             "sets nothing?\n2. Which register counts for the seating: highest, lowest or the director's pick?\n"
             "3. Cooldown between swaps, in minutes (0 for none)?\n4. Do guest singers get limits too?")
    facts = extract(turn(0, "user", "the choir wants attendance limits"), turn(1, "assistant", asked),
                    turn(2, "user", "1) 3 2) highest 3) 30 4) no"))
    agreed = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(agreed) == 1 and "sets nothing: 3" in agreed[0].body and "(0 for none): 30" in agreed[0].body
    own = extract(turn(0, "user", "1. rename the rota store\n2. run the bench"),
                  turn(1, "assistant", "Which first?"), turn(2, "user", "1) 3 2) later"))
    assert not any(f.body.startswith("Agreed:") for f in own)


def test_a_labelled_rule_with_again_in_its_aside_is_a_rule() -> None:
    facts = one("lot rules, so nobody argues about it again: lowercase ascii kebab-case, max 60 chars, no year in "
                "it, so oak-seedlings, not oak-2026")
    assert len(facts) == 1 and facts[0].type == "preference" and "kebab-case" in facts[0].body
    assert one("this is the third time someone breaks the lot import again") == []


def test_a_pasted_handover_is_the_senders_but_what_it_asks_the_agent_to_store_stays() -> None:
    text = ("Sam is off for two weeks, here's her handover:\n\n---\nHANDOVER rota-app (Sam)\n- My first numbers are in "
            "docs/rota-draft.md, rough, not agreed with anyone.\n- For whoever picks this up, and the coding assistant, "
            "please store this: the export must always write a copy to s3://rota-archive before the monthly purge.\n"
            "---\n\nok, let's do the rota")
    facts = one(text)
    assert any("s3://rota-archive" in f.body for f in facts)
    assert not any("rota-draft.md" in f.title for f in facts)


def test_an_addition_after_go_with_that_joins_the_proposal() -> None:
    proposal = "Proposal: tenor 4 seats, bass 6 seats, alto 5 seats, soprano 5 seats, two rows."
    facts = extract(turn(0, "user", "seat the choir"), turn(1, "assistant", proposal),
                    turn(2, "user", "go with that, two rows fine. and add a row of 3 for the guests"))
    assert any(f.body.startswith("Proposal:") and "Added: Add a row of 3 for the guests" in f.body for f in facts)
    plain = extract(turn(0, "user", "seat the choir"), turn(1, "assistant", proposal),
                    turn(2, "user", "go with that, two rows fine. and add it to the wiki"))
    assert not any("Added:" in f.body for f in plain)


def test_a_day_gone_by_names_no_event() -> None:
    assert one("there's a dump from last friday in ~/dumps/demo-2026-11-13.dump, restore that") == []
    assert any(f.type == "context" for f in one("the board demo is on friday, have the rota on staging by then"))


def test_a_settled_list_is_titled_by_its_first_point_and_its_value() -> None:
    from vaultmem.vault.titles import short_title

    title = ("Default max rehearsals a singer may miss when the director sets nothing: 3; Which register counts "
             "for the seating: highest; Cooldown between swaps, in minutes (0 for none): 30")
    assert short_title(title) == "Default max rehearsals a singer may miss: 3"
    # a lead-in that names nothing still gives way to the statement after it
    assert short_title("couple of things for the future: I prefer early returns over nested ifs in every module") \
        == "I prefer early returns over nested ifs in every module"


def test_a_value_changed_later_replaces_the_answer_to_its_point() -> None:
    asked = ("Before I write it:\n\n1. Default max rehearsals a singer may miss when the director sets nothing?\n"
             "2. Cooldown between seat swaps, in minutes (0 for none)?\n3. Do guest singers get limits too?")
    facts = extract(turn(0, "user", "the choir wants attendance limits"), turn(1, "assistant", asked),
                    turn(2, "user", "1) 3 2) 30 3) no"), turn(3, "assistant", "Wired."),
                    turn(4, "user", "30 minutes is too harsh for the small rehearsals. make the cooldown 10 minutes"),
                    turn(5, "assistant", "", tool_calls=[ToolCall(id="c5", name="Edit", input='{"file_path":"a.py"}')]),
                    turn(6, "assistant", "Committed with the cooldown at 10 minutes."))
    agreed = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(agreed) == 1 and "(0 for none): 10 minutes" in agreed[0].body


def test_scrapping_a_day_takes_back_the_decision_that_named_it() -> None:
    facts = extract(turn(0, "user", "ok decision: rehearsal reminders go out monday 08:00 in the singer's timezone"),
                    turn(1, "assistant", "The hourly job picks singers for whom it is Monday 08:00 locally."),
                    turn(2, "user", "huh. ok scrap monday: sunday 18:00 local time. that's the final one"))
    assert not any(f.title.startswith("Decision: rehearsal reminders go out monday") for f in facts)
    assert any("sunday 18:00" in f.title.lower() and "Corrects:" in f.body for f in facts)
    kept = extract(turn(0, "user", "ok decision: rehearsal reminders go out monday 08:00 in the singer's timezone"),
                   turn(1, "assistant", "The hourly job picks singers for whom it is Monday 08:00 locally."),
                   turn(2, "user", "good, and scrap the old cron entry"))
    assert any(f.title.startswith("Decision: rehearsal reminders go out monday") for f in kept)


def test_a_settled_list_note_is_titled_by_its_first_point_and_value_in_the_vault() -> None:
    from vaultmem.extract.shape import shape_fact

    asked = ("Before I write it, three choices:\n\n1. Default max rehearsals a singer may miss when the director "
             "sets nothing?\n2. Which register counts for the seating: highest, lowest or the director's pick?\n"
             "3. Do guest singers get limits too?")
    facts = extract(turn(0, "user", "the choir wants attendance limits"), turn(1, "assistant", asked),
                    turn(2, "user", "1) 3 2) highest 3) no"))
    agreed = [shape_fact(f) for f in facts if f.body.startswith("Agreed:")]
    assert [f.title for f in agreed] == ["Default max rehearsals a singer may miss: 3"]


def test_a_settled_note_says_each_point_once_and_no_stale_reading_back() -> None:
    asked = ("Before I write it:\n\n1. Default max rehearsals a singer may miss when the director sets nothing?\n"
             "2. Which register counts: highest, lowest or the director's pick?\n3. Cooldown between seat swaps, in "
             "minutes (0 for none)?")
    back = "So: 3 missed rehearsals by default, the highest register counts, 30 minutes between swaps."
    facts = extract(turn(0, "user", "the choir wants attendance limits"), turn(1, "assistant", asked),
                    turn(2, "user", "1) 3 2) highest 3) 30"), turn(3, "assistant", back),
                    turn(4, "user", "30 minutes is too harsh. make the cooldown 10 minutes"),
                    turn(5, "assistant", "", tool_calls=[ToolCall(id="c5", name="Edit", input='{"file_path":"a.py"}')]),
                    turn(6, "assistant", "Committed with the cooldown at 10 minutes."))
    note = next(f for f in facts if f.body.startswith("Agreed:"))
    asked_part = note.body.partition("Asked:")[2]
    assert "highest, lowest or the director's pick" in asked_part and "Default max rehearsals" not in asked_part
    assert "Read back" not in note.body and "(0 for none): 10 minutes" in note.body
