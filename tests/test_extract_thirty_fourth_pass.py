"""The offline extractor's thirty-fourth-pass signals (issue 16 items 2 and 3).

One part was opened: h61 (a newspaper's digital subscriptions), the unread part with the lowest recall after
the thirty-third pass. Among what it showed: a mail pasted as "> " quoted lines was read as the person's own
words, so "1, 2, 3: yes. 4 ignore …" under it took none of its points; "do you want me to keep '…' as a
standing note?" was no offer to remember; "lodge this somewhere you'll find it next time: …" and "for
whatever sessions come after this one: …" asked nothing; "no. and …" read "and" as the thing turned down; a
cause found in one message, with the fixes laid out after the person asked "so we bump the TTL?", made no
finding; a bare "2" picked an option whose note never said what the options were for; titles kept a lead-in
("What you should keep", "To be completely clear", "Reply to tsvetan on 88: yes, fair").

Every sentence was written for these tests, about a project in none of the corpus splits (a botanical
garden: glasshouse climate sensors, timed-entry tickets, the living-collection plant records).
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, one, titles, turn
from vaultmem.extract.pasted import page_span
from vaultmem.vault.titles import names_too_little, short_title


def after(assistant: str, user: str) -> list:
    return extract(turn(0, "user", "hi, the glasshouse service again"), turn(1, "assistant", assistant),
                   turn(2, "user", user), turn(3, "assistant", "Done."))


# -- a mail pasted as quoted lines, answered by number ------------------------------------------------------

_MAIL = ("the curators sent their watering rules, pasting it:\n\n"
         "> From: Living Collections\n"
         "> Subject: Glasshouse watering\n>\n"
         "> 1. Mist the fern house at 07:00 and 15:00 every day.\n"
         "> 2. No watering in the cactus house from November to February.\n"
         "> 3. The orchid benches are watered by hand only, never by the timer.\n"
         "> 4. A sensor alarm texts the head gardener.\n"
         "> 5. The timer logs every run in the plant record.\n\n")


def test_quoted_lines_under_an_introduction_are_a_pasted_page() -> None:
    text = _MAIL + "1, 2, 3: yes."
    start, end = page_span(text)
    assert text[start:end].lstrip().startswith("> From") and text[end:].strip() == "1, 2, 3: yes."


def test_points_of_a_quoted_mail_taken_by_number_are_one_decision() -> None:
    facts = one(_MAIL + "1, 2, 3: yes. 4 skip, they have no phone budget. 5 is the estates team's fight not ours.")
    agreed = [f for f in facts if f.type == "decision" and "Agreed:" in f.body]
    assert agreed and "07:00" in agreed[0].body and "by hand only" in agreed[0].body, titles(facts)
    taken = agreed[0].body.split("Not:")[0]
    assert "head gardener" not in taken and "plant record" not in taken, agreed[0].body


def test_a_quoted_line_without_an_introduction_is_not_a_page() -> None:
    assert page_span("> Should I mist the fern house twice?\nyes, at 07:00 and 15:00") is None


# -- offers and requests to remember -----------------------------------------------------------------------


def test_an_offer_to_keep_a_quoted_rule_as_a_standing_note_is_taken_by_yes() -> None:
    facts = after("Reverted the timer change.\n\nAbout the orchid benches: do you want me to keep 'orchids are "
                  "watered by hand, never by the timer' as a standing note for this repo, so I don't wire them "
                  "in again in a later session?",
                  "yes please, keep that. the orchid benches are never on the timer, not even in August")
    kept = [f for f in facts if "orchid" in f.title.lower()]
    assert kept and "timer" in kept[0].title, titles(facts)


def test_a_request_to_keep_it_where_you_will_find_it_next_time_asks_to_remember() -> None:
    facts = one("no! lodge this somewhere you'll find it next time: we never change the fern house misting "
                "schedule during opening hours, the visitors get soaked.")
    assert any(f.type == "preference" and "misting" in f.title for f in facts), titles(facts)


def test_whatever_sessions_come_after_this_one_asks_to_keep_what_follows() -> None:
    facts = after("The ticket scanner now accepts the member cards. One thing the ticket doesn't say: does a "
                  "member's guest also skip the timed-entry slot?",
                  "no. and for whatever sessions come after this one: a member's guest always books a timed "
                  "slot like any visitor, the member card covers only the member.")
    kept = [f for f in facts if "guest" in f.title]
    assert kept and kept[0].title.lower().startswith("a member's guest"), titles(facts)
    assert "Turned down" not in kept[0].body, kept[0].body


# -- a cause, then the fixes laid out when the person asks about one ----------------------------------------


def test_fixes_laid_out_after_the_person_asks_about_a_way_out_are_the_finding_s_fix() -> None:
    facts = extract(
        turn(0, "user", "the fern house got misted twice at 07:00 today, the paths are flooded"),
        turn(1, "assistant", "Found it. Both scheduler pods run the 07:00 job: the first takes the Redis lock "
                             "`lock:mist` with a 30 s TTL, the run takes about 2 minutes, and the second pod "
                             "retries every 10 s and takes the expired lock. So the root cause is a lock whose "
                             "TTL is shorter than the run."),
        turn(2, "user", "ugh. so we just raise the TTL to 5 min?"),
        turn(3, "assistant", "That only moves the cliff. Two fixes:\n\n"
                             "1. A Postgres advisory lock held on its own connection for the whole run, so it "
                             "cannot expire while the job is alive.\n"
                             "2. A unique index on `mist_runs (house, slot)`, so a second run cannot insert "
                             "the same slot."),
        turn(4, "user", "do both"), edit(5), turn(6, "assistant", "Both done, tests pass."))
    found = [f for f in facts if f.type == "solution"]
    assert found and "TTL" in found[0].body and "advisory lock" in found[0].body, titles(facts)


def test_a_question_the_person_asks_after_a_cause_takes_no_options_of_another_topic() -> None:
    facts = extract(
        turn(0, "user", "the fern house got misted twice at 07:00 today"),
        turn(1, "assistant", "Found it. So the root cause is a lock whose TTL is shorter than the run."),
        turn(2, "user", "ok. what about the ticket prices, any ideas?"),
        turn(3, "assistant", "1. A winter price.\n2. A family ticket."),
        turn(4, "user", "do both"), turn(5, "assistant", "Noted."))
    assert not [f for f in facts if f.type == "solution" and "winter" in f.body], titles(facts)


# -- a pick says what the options were for ----------------------------------------------------------------


def test_a_bare_pick_says_what_the_person_asked_the_options_for() -> None:
    facts = extract(
        turn(0, "user", "yo. the sensor archive on the old NAS is full and backups take all night. options?"),
        turn(1, "assistant", "Three ways:\n\n"
                             "1. **A bigger NAS**: two more disks, the same setup.\n"
                             "2. **Object storage with a lifecycle rule**: readings older than 90 days go to "
                             "the cold tier.\n"
                             "3. **Drop the raw readings** and keep hourly averages only."),
        turn(2, "user", "2"), turn(3, "assistant", "Done."))
    picked = [f for f in facts if "Object storage" in f.title]
    assert picked and "sensor archive" in picked[0].body, titles(facts)


# -- titles without their lead-ins ----------------------------------------------------------------------------


def test_a_title_drops_what_you_should_keep_is_this() -> None:
    assert short_title("What you should keep is this: every reading goes through the calibration table, never "
                       "straight from the sensor.") == "Every reading goes through the calibration table"


def test_a_title_still_keeps_the_value_a_question_lead_in_names() -> None:
    assert short_title("What misting interval do you want: 20 minutes").startswith("What misting interval")


def test_a_title_drops_to_be_completely_clear() -> None:
    assert short_title("To be completely clear, from here on the app never sells a ticket without a slot.") \
        .startswith("From here on the app never sells")


def test_a_title_drops_the_reply_to_a_reviewer_and_its_yes() -> None:
    title = short_title("Reply to mirela on 41: yes, fair, every price in this service is integer cents through "
                        "the money module, never a float.")
    assert title.startswith("Every price in this service is integer cents"), title


def test_a_title_drops_a_lead_in_that_says_it_is_for_always() -> None:
    title = short_title("For me it is very important, and this is for always, not only today: the plant "
                        "records are exported to the herbarium every Sunday night.")
    assert title.startswith("The plant records are exported"), title


def test_a_title_cut_inside_a_quotation_loses_its_opening_quote() -> None:
    title = short_title("'we resize photos at upload and store them, and that's how it stays for every "
                        "gallery feature: never resize on request.")
    assert title[0] != "'" and title.startswith("We resize photos"), title


def test_a_title_is_cut_before_a_through_phrase_that_does_not_fit() -> None:
    title = short_title("Every ticket price in the shop service is integer cents through the money module")
    assert title == "Every ticket price in the shop service is integer cents", title


def test_an_empty_or_quote_only_title_is_a_plain_note() -> None:
    assert short_title("") == "Note" and short_title("'") == "Note"


def test_a_title_is_not_cut_to_an_each_time_condition() -> None:
    title = short_title("Each time you touch the plant records, before anything you make a dump of them with "
                        "pg_dump in /backups/plants/, with the date in the name.")
    assert title != "Each time you touch the plant records", title


# -- a version said to be out of support is the one being left ------------------------------------------------


def test_a_version_said_to_go_out_of_support_is_not_the_project_s_version() -> None:
    facts = one("the sensor db is on postgres 14 and 14 is out of support next month, we need 16 there.")
    assert not [f for f in facts if f.title == "Project uses PostgreSQL 14"], titles(facts)


def test_a_version_the_project_is_on_is_still_its_version() -> None:
    facts = one("we're on postgres 16 for the sensor db.")
    assert [f for f in facts if f.title == "Project uses PostgreSQL 16"], titles(facts)


# -- "go with that" to "I'd take the first" takes the first option ------------------------------------------


def test_taking_the_agent_s_recommendation_of_an_option_by_place_takes_that_option() -> None:
    facts = after("The raw readings can't serve the yearly charts any more. Three ways:\n\n"
                  "1. **`readings_daily` as the long-term store**: it already holds daily aggregates without "
                  "visitor ids, so it can be kept with no TTL.\n"
                  "2. **A monthly table** with plain counts, smaller but coarser.\n"
                  "3. **Export old partitions to S3** before they expire.\n\n"
                  "I'd take the first.",
                  "go with that")
    assert any("readings_daily" in f.title for f in facts), titles(facts)
    assert not [f for f in facts if f.title.startswith("I'd take")], titles(facts)


# -- "Both problems are right there", then a plan the person takes ---------------------------------------------


def _planned(reply: str) -> list:
    return extract(
        turn(0, "user", "ticket from the shop: visitors get more free entries than allowed, and a reinstall of the "
                        "app resets it. have a look at src/entry"),
        turn(1, "assistant", "Both problems are right there. The app keeps its own counter in AsyncStorage under "
                             "`entries.v1`: a reinstall clears AsyncStorage, so the count starts at zero again, and "
                             "a re-scan counts twice."),
        turn(2, "assistant", "Same behaviour on the API. Plan: `useEntries` asks the gate service for every scan "
                             "and the AsyncStorage counter goes away."),
        turn(3, "user", reply), edit(4), turn(5, "assistant", "Implemented and tested."))


def test_a_cause_and_the_plan_the_person_takes_next_are_a_finding() -> None:
    facts = _planned("yes, do that")
    found = [f for f in facts if f.type == "solution"]
    assert found and "reinstall" in found[0].body and "gate service" in found[0].body, titles(facts)
    # (the writer titles it by the cause: a marker like this names too little to be a title)
    assert names_too_little(found[0].title) or not found[0].title.startswith("Both problems"), found[0].title


def test_a_plan_the_person_turns_down_is_no_fix() -> None:
    facts = _planned("no, keep the local counter for now and log the resets")
    assert not [f for f in facts if f.type == "solution" and "gate service" in f.body], titles(facts)


def test_both_problems_are_right_there_names_too_little_to_be_a_title() -> None:
    assert names_too_little("Both problems are right there") and not names_too_little("Both problems are in the app")


# -- a summary's deadline and start time, given as a time of day ------------------------------------------------

_SUMMARY = ("## Summary\n"
            "- **Late misting (07:40):** the scheduler waited on a lock for 40 minutes.\n"
            "- **Deadline:** misting done by 07:00 (the doors open at 09:00).\n"
            "- **Start time:** stays 06:30 (the sensors report from 06:20).\n"
            "- Runbook: you're rewriting it.")


def _summed() -> list:
    return extract(turn(0, "user", "the misting was late again, fix it"), edit(1), turn(2, "assistant", _SUMMARY),
                   turn(3, "user", "ty"))


def test_a_summary_item_giving_a_deadline_or_start_time_is_a_setting() -> None:
    got = titles(_summed())
    assert any("07:00" in t for t in got) and any(short_title(t).startswith("Start time: stays 06:30") for t in got), got


def test_a_summary_item_with_a_time_but_no_setting_word_is_not_a_setting() -> None:
    assert not any("07:40" in t for t in titles(_summed())), titles(_summed())


# -- events: "shipping lines" ship nothing -------------------------------------------------------------------------


def test_shipping_lines_are_no_shipment() -> None:
    facts = one("the shipping lines send their plant orders through the new partner API on Monday")
    assert not [f for f in facts if f.type == "context"], titles(facts)


def test_a_maintenance_window_on_a_named_day_is_still_an_event() -> None:
    facts = one("the glasshouse sensors go offline for maintenance on the 1st of december, 03:00 UTC")
    assert [f for f in facts if f.type == "context"], titles(facts)


# -- "Finally put 15 minutes." --------------------------------------------------------------------------------


def test_a_value_put_after_finally_is_a_request_carried_out() -> None:
    facts = extract(turn(0, "user", "the glasshouse sync to the booking site, again"),
                    turn(1, "assistant", "The sync runs every 10 minutes (`SYNC_INTERVAL_MIN = 10`) and got a 429 "
                                         "twice. Options: smaller batches with a pause, or a longer interval."),
                    turn(2, "user", "Finally put 15 minutes. Nobody will die if a booking takes 15 minutes to "
                                    "show up."),
                    edit(3), turn(4, "assistant", "Done, the interval is 15 minutes."))
    assert any("15 minutes" in f.body for f in facts), titles(facts)


def test_a_bare_k_to_the_agent_s_recommended_option_takes_that_option() -> None:
    facts = after("Upload options:\n\n"
                  "1. **Keep multipart, add retries**: every retry resends the whole photo.\n"
                  "2. **Resumable uploads with the tus protocol**: the photo goes up in chunks and resumes where "
                  "it stopped.\n"
                  "3. **Upload only on Wi-Fi** and queue everything else.\n\n"
                  "I'd go with 2.",
                  "k")
    assert any("tus protocol" in f.title for f in facts), titles(facts)


def test_a_title_is_not_cut_inside_a_list_of_values() -> None:
    assert short_title("Mist the fern house on day 1, day 3 and day 7 after planting, then weekly until the roots "
                       "take") == "Mist the fern house on day 1, day 3 and day 7 after planting"
    assert short_title("Backups run at 01:00, 09:00 and 17:00 on every weekday except the public holidays of "
                       "the city") == "Backups run at 01:00, 09:00 and 17:00"
