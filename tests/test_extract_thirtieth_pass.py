"""The offline extractor's thirtieth-pass signals (issue 16 items 2 and 3).

Two parts were opened: h48 (a retail chain's till and loyalty team), the weakest unread part after the
twenty-ninth pass, and h55 (a regional blood service), the weakest of two parts written this session.
What they showed, among others: a step of a pasted runbook taken two messages later ("step 3 is right,
keep that") made no note, while the steps nobody took did; "make a permanent note of this, please, …:"
and "for any alert you build for me, today or in a month:" kept nothing; "do both 1 and 2" took no fix,
so a root cause made no finding; "90 then" was titled "Timeout: 90" though the edit set
`.responseTimeout(…)`; "stunnel." picked none of the options; "no, 1 year. …" to a proposed 2-year
validity made two notes that each held half; "we never sent SMS from …" was kept as a rule.

Every sentence was written for these tests, about a project in none of the corpus splits (an avalanche
warning service: snow stations, bulletins, a forecasters' app).
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn
from vaultmem.capture.turns import ToolCall
from vaultmem.vault.titles import short_title


def one(text: str) -> list:
    return extract(turn(0, "user", text))


def edit_call(i: int, path: str, new: str):
    return turn(i, "assistant", "", tool_calls=[ToolCall(id=f"e{i}", name="Edit", input='{"file_path": "%s", '
                                                         '"old_string": "x", "new_string": "%s"}' % (path, new))])


def shell(i: int, command: str):
    return turn(i, "assistant", "", tool_calls=[ToolCall(id=f"c{i}", name="Bash", input='{"command": "%s"}' % command)])


RUNBOOK = ("the station-down alert wakes the forecaster for every single sensor. I want it redone. here's the "
           "runbook we have, it's old:\n\n"
           "RB-3  Station offline\n\n"
           "1. Check the satellite modem status page first.\n"
           "2. Modem up but no data: restart the logger remotely with the reset command and wait ten minutes.\n"
           "3. After the 18:00 bulletin nobody reads the data: do not page, open a ticket for the\n"
           "   morning shift.\n")


# a diagnosis with two fixes laid out, which "do both 1 and 2" takes
FEED_DIAGNOSIS = ("Found it. This is the root cause:\n\n`FeedSync` starts a new uploader on every reconnect without "
                  "stopping the old one, so two uploaders post the same bulletin.\n\nTwo fixes, one on each side:\n\n"
                  "1. **App**: keep a single uploader job in `FeedSync`.\n"
                  "2. **Feed**: reject a bulletin id it already holds.\n")


# -- a runbook's step taken in a later message, a page introduced after an ask, a mail by its headers ------


def test_a_pasted_runbooks_step_taken_two_messages_later_is_kept_and_the_others_are_not() -> None:
    facts = extract(turn(0, "user", RUNBOOK),
                    turn(1, "assistant", "Which steps of RB-3 still hold?"),
                    turn(2, "user", "step 2 is right, keep that. step 3 yes too, after the bulletin no pages. "
                                    "the rest I haven't read in a year"))
    text = said(facts)
    assert "restart the logger remotely" in text and "open a ticket for the morning shift" in text
    assert "satellite modem status page" not in text


def test_a_page_introduced_after_the_ask_is_the_pages_not_the_persons() -> None:
    assert not any("satellite modem" in f.body for f in one(RUNBOOK))


def test_a_mail_pasted_under_its_headers_states_nothing_of_the_persons() -> None:
    facts = one("the snow board wrote to us, pasting it. can you check what the app does?\n\n"
                "From: Snow Board <board@example.org>\nTo: forecasters\nSubject: Bulletin rules\n\n"
                "Dear all,\n\n1. Every bulletin must be signed by two forecasters.\n\nKind regards,\nSnow Board")
    assert not any("signed by two forecasters" in f.body for f in facts)


def test_points_answered_after_a_mail_under_a_rule_are_agreed_and_what_waits_is_not() -> None:
    facts = one("the board sent changes, I paste them below. update what we agree, I tell you which.\n\n"
                "---\nSubject: Danger scale updates\n\nDear all,\n\n"
                "1. Level 4 bulletins go out at 17:00 instead of 18:00 from 1 December.\n"
                "2. Wind slab warnings may be merged into one line. This is pending approval by the board.\n"
                "3. Station photos are kept for 2 years instead of 1.\n\nKind regards,\nSnow Board\n---\n\n"
                "So: we do point 1 and point 3 now. Point 2 is waiting for the board, don't touch it.")
    agreed = next(f for f in facts if "17:00" in f.body)
    assert "2 years" in agreed.body and "Wind slab" not in agreed.body.split("Not:")[0]


# -- requests to remember ---------------------------------------------------------------------------------


def test_a_permanent_note_asked_for_with_an_aside_keeps_what_follows_the_colon() -> None:
    facts = one("and make a permanent note of this, please, it will save us the next time someone gets clever: "
                "BulletinPublisher is the only thing that writes to the public feed.")
    assert facts and facts[0].title.startswith("BulletinPublisher is the only thing")


def test_for_any_alert_you_build_today_or_in_a_month_is_a_standing_rule() -> None:
    facts = one("and for any alert you build for me, today or in a month: a single station never pages anyone.")
    assert facts and facts[0].type == "preference" and "single station never pages" in facts[0].title.lower()


def test_treated_as_the_rule_for_every_change_anyone_makes_is_a_standing_rule() -> None:
    facts = one("I want it treated as the rule for every change anyone makes to the feed: a published bulletin "
                "is never edited, only replaced by a newer one.")
    assert facts and facts[0].type == "preference" and "never edited" in said(facts)


def test_a_request_with_a_dash_keeps_what_follows_it() -> None:
    facts = one("stick it in AGENTS.md so every session has it — no station firmware updates while a storm "
                "warning is out.")
    assert facts and facts[0].title.startswith("No station firmware updates")


def test_non_negotiable_in_every_later_session_is_a_standing_rule() -> None:
    facts = one("non-negotiable, today and in every later session: station keys are generated on the logger "
                "and never leave it.")
    assert facts and facts[0].title.startswith("Station keys are generated on the logger")


def test_later_sessions_said_without_every_is_no_request() -> None:
    assert not one("this is going to matter in later sessions maybe, who knows")


def test_what_never_happened_so_far_is_history_and_a_laugh_is_no_rule() -> None:
    assert not one("we never sent push alerts from the station app before.")
    assert not one("don't page me, I'm on the ski patrol that week, useless for this lol")
    assert one("we never send push alerts from the station app.")


def test_another_teams_rule_is_no_event_of_ours() -> None:
    assert not one("the ski patrol has their rule that they never deploy on Monday, but this is their rule, "
                   "for us it does not matter")


# -- findings ---------------------------------------------------------------------------------------------


def test_both_fixes_taken_make_the_finding_with_the_value_the_person_gave() -> None:
    facts = extract(turn(0, "user", "bulletins show up twice in the feed since the storm"),
                    turn(1, "assistant", FEED_DIAGNOSIS),
                    turn(2, "user", "do both 1 and 2. retry window 60 seconds."),
                    edit_call(3, "/srv/feed/sync.py", "uploader = single_job()"))
    finding = next(f for f in facts if f.type == "solution")
    assert "FeedSync" in finding.body and "single uploader" in finding.body


def test_a_fix_said_in_the_next_message_joins_the_cause() -> None:
    facts = extract(turn(0, "user", "station heights are 1000x too big for the Swiss loggers"),
                    turn(1, "assistant", "Found it. `parse_height` removes every comma because it assumes "
                                         "thousands separators, so `2,450` becomes 2450 metres times a thousand."),
                    turn(2, "assistant", "The Swiss loggers switched to a decimal comma last week. So the fix is to "
                                         "read each logger's number format from the station table."),
                    edit_call(3, "/srv/ingest/parse.py", "value = parse_height(raw, station)"))
    finding = next(f for f in facts if f.type == "solution")
    assert "parse_height" in finding.body and "number format from the station table" in finding.body


def test_the_line_over_a_diagnosiss_steps_is_its_cause() -> None:
    facts = extract(turn(0, "user", "two forecasters signed the same bulletin slot"),
                    turn(1, "assistant", "Found it. `SlotBook.claim` runs in a transaction, but it counts the "
                                         "signatures and then inserts without a lock:\n\n"
                                         "1. Forecaster A counts 0 signatures.\n2. Forecaster B counts 0 too.\n"
                                         "3. Both insert.\n\nFix: lock the slot row before counting."),
                    edit_call(2, "/srv/app/slots.py", "slot = lock(slot_id)"))
    finding = next(f for f in facts if f.type == "solution")
    assert finding.title.startswith("`SlotBook.claim` runs in a transaction")


def test_putting_it_back_after_what_went_wrong_is_the_fix() -> None:
    facts = extract(turn(0, "user", "the station map takes 9 seconds since friday"),
                    turn(1, "assistant", "That's the real cause. The plan converts every `station_code` because "
                                         "the parameters arrive as nvarchar while the column is varchar."),
                    turn(2, "assistant", "Friday's refactor dropped `.IsUnicode(false)` on `StationCode`. "
                                         "Putting it back."),
                    edit_call(3, "/srv/api/StationConfig.cs", "b.Property(x => x.StationCode).IsUnicode(false);"))
    finding = next(f for f in facts if f.type == "solution")
    assert "IsUnicode(false)" in finding.body


def test_a_bare_fix_label_over_an_edit_says_the_file_changed() -> None:
    facts = extract(turn(0, "user", "danger levels drop a day early in the app"),
                    turn(1, "assistant", "Found it. The expiry uses `day.AddDays(1)`, the start of the next day, "
                                         "not its end. Fix:"),
                    edit_call(2, "/srv/app/Expiry.cs", "return day.AddDays(2).AddTicks(-1);"))
    finding = next(f for f in facts if f.type == "solution")
    assert "Changed `Expiry.cs`" in finding.body


# -- picks, proposals and values ----------------------------------------------------------------------------


def test_a_recommendation_named_by_its_label_is_titled_by_that_option() -> None:
    facts = extract(turn(0, "user", "which queue for the bulletin events?"),
                    turn(1, "assistant", "a) **RabbitMQ on the existing cluster.** No new system to run.\n"
                                         "b) **NATS**, new and lighter, but a second broker to operate.\n\n"
                                         "My recommendation is a): one broker, already operated."),
                    turn(2, "user", "go with that"))
    pick = next(f for f in facts if f.type == "decision")
    assert pick.title == "RabbitMQ on the existing cluster" and "NATS" in pick.body


def test_id_do_1_names_the_option_taken() -> None:
    facts = extract(turn(0, "user", "the audit trail must be tamper-proof. ideas?"),
                    turn(1, "assistant", "1. **Append-only table with a hash chain.** All in the database we run.\n"
                                         "2. **WORM storage.** We have none on site.\n\n"
                                         "I'd do 1; it answers who could change it."),
                    turn(2, "user", "go with that"))
    assert any(f.title == "Append-only table with a hash chain" for f in facts)


def test_k_to_a_recommendation_closing_a_message_of_choices_takes_it() -> None:
    facts = extract(turn(0, "assistant", "For the uploads there are three realistic choices:\n\n"
                                         "- **pysftp**: synchronous.\n- **asyncssh**: asyncio-native.\n\n"
                                         "I'd take asyncssh: the loader is async anyway."),
                    turn(1, "user", "k"))
    assert any("asyncssh" in f.title for f in facts)


def test_a_word_that_opens_one_options_label_picks_it() -> None:
    facts = extract(turn(0, "assistant", "Three options:\n\n1. **stunnel on both ends.** A client on the station "
                                         "gateway opens TLS to the server.\n2. **IPsec between the hosts.** "
                                         "Transparent, but their box is managed elsewhere.\n\nI'd go with 1."),
                    turn(1, "user", "stunnel. IPsec on their box, no thanks."))
    pick = next(f for f in facts if f.type == "decision")
    assert pick.title.lower().startswith("stunnel on both ends") and not pick.title.endswith(".")


def test_a_later_switch_to_another_option_supersedes_the_first_pick() -> None:
    facts = extract(turn(0, "user", "which http engine for the station pulls?"),
                    turn(1, "assistant", "The choices are **CIO**, **OkHttp** and **Apache5**. For a first cut "
                                         "I'd take CIO: no extra dependencies."),
                    turn(2, "user", "ok cio"),
                    turn(3, "assistant", "Under load CIO drops connections. I'd switch the station client to OkHttp."),
                    turn(4, "user", "yes switch to okhttp"))
    assert not any("CIO" in f.title and "OkHttp" not in f.title for f in facts if f.type == "decision")


def test_yes_those_ports_takes_the_proposal() -> None:
    facts = extract(turn(0, "assistant", "Proposal: the gateway listens on `127.0.0.1:7701` and forwards with TLS "
                                         "to `feed.internal:17701`."),
                    turn(1, "user", "yes those ports. write the role"))
    assert any("7701" in f.quote for f in facts if f.type == "decision")


def test_a_value_said_against_the_one_proposed_is_one_decision_with_its_reasons() -> None:
    facts = extract(turn(0, "assistant", "For the gateway certificates I'd request 2-year validity so renewals "
                                         "are rare."),
                    turn(1, "user", "no, 1 year. the CA allows at most 398 days, we do 365. and renewal 30 days "
                                    "before expiry"))
    assert len(facts) == 1 and "365" in facts[0].body and "renewal 30 days" in facts[0].body.lower()


def test_a_value_picked_after_a_word_of_acknowledgement_and_named_by_the_weighing_key() -> None:
    facts = extract(turn(0, "assistant", "About snow_buffer_mb = 800MB: the gateway has 2 GB in all. 600MB would "
                                         "leave room for the uploader."),
                    turn(1, "user", "fair, 600MB then. the rest stays"))
    assert any(f.title == "snow_buffer_mb is 600 MB" for f in facts)


def test_a_bare_value_is_named_by_the_key_the_message_before_set() -> None:
    facts = extract(turn(0, "assistant", "With 2000 rows per batch: 302 files ok, 0 failed. I'll make 2000 the default "
                                         "(`BATCH_ROWS = 2000` in `load.py`)."),
                    turn(1, "user", "2000 it is"))
    assert any(f.title == "BATCH_ROWS is 2000" for f in facts)


def test_a_value_picked_is_named_by_the_builder_call_the_edit_set() -> None:
    facts = extract(turn(0, "assistant", "The slowest station answers at 71 s at p99. To cover it I'd go to 90 "
                                         "seconds; 60 seconds would cut it off."),
                    turn(1, "user", "90 then. the far stations make sense"),
                    edit_call(2, "/srv/app/Poller.kt", ".readTimeout(Duration.ofSeconds(90))"))
    assert any(f.title == "readTimeout is 90" for f in facts)


def test_so_no_x_use_y_decides() -> None:
    facts = one("ugh wait. about 40 huts only have old scanners. so no QR, use Code 128, the hut readers take it fine")
    assert any(f.type == "decision" and "Code 128" in f.title for f in facts)


def test_a_setting_given_a_new_value_instead_of_the_old_is_a_fact() -> None:
    facts = one("now the refresh: 5 to 15 min instead of 5 to 10, with a skew towards the short end.")
    assert facts and "15 min instead of" in facts[0].body


def test_a_release_that_is_out_turns_nothing_down() -> None:
    assert not one("I saw 4.3.0 is out, changelog says better retries")


def test_the_sentence_after_a_rule_that_says_what_its_noun_is_joins_it() -> None:
    facts = one("we never use float for snow depth in this repo, not for totals, not for deltas. Depth is "
                "integer millimetres everywhere.")
    assert facts and "integer millimetres" in facts[0].body


def test_when_a_rule_takes_effect_is_a_question_about_the_project() -> None:
    facts = extract(turn(0, "user", "when do pending observations turn into published ones btw?"),
                    turn(1, "assistant", "Pending observations are published after 2 hours, once a forecaster "
                                         "has had the chance to reject them."))
    assert any("2 hours" in f.body for f in facts)


# -- titles -------------------------------------------------------------------------------------------------


def test_titles_drop_the_words_that_only_lead_in() -> None:
    assert short_title("Never has, never will: every write goes through the bulletin API.") \
        == "Every write goes through the bulletin API"
    assert short_title("I don't keep anything between sessions, but the config says: the gateway listens on "
                       "`localhost:7311`.").startswith("The gateway listens on")


def test_a_question_typed_without_its_mark_is_no_fact() -> None:
    assert not one("the quiet-hours thing, where does the station list come from? is that in this repo")



def test_a_switch_to_something_not_laid_out_as_an_option_supersedes_nothing() -> None:
    facts = extract(turn(0, "assistant", "Two choices for the cache: **Redis** or **Postgres**. I'd take Redis: the "
                                         "station reads are all key lookups."),
                    turn(1, "user", "ok redis"),
                    turn(2, "assistant", "Done. The bulletin queue still runs on the old cluster."),
                    turn(3, "user", "and switch the bulletin queue to the new cluster, we decided that last week"))
    assert any("Redis" in f.title for f in facts if f.type == "decision")


def test_the_one_and_only_is_one_phrase_of_a_title() -> None:
    assert short_title("BulletinPublisher is the one and only thing in the app that writes to the public feed") \
        .startswith("BulletinPublisher is the one and only thing")


def test_both_fixes_taken_by_their_numbers_give_no_value() -> None:
    facts = extract(turn(0, "user", "bulletins show up twice in the feed since the storm"),
                    turn(1, "assistant", FEED_DIAGNOSIS),
                    turn(2, "user", "do both 1 and 2."),
                    edit_call(3, "/srv/feed/sync.py", "uploader = single_job()"))
    finding = next(f for f in facts if f.type == "solution")
    assert "Agreed: 1 and 2" not in finding.body and "1. App: keep a single uploader" in finding.body
