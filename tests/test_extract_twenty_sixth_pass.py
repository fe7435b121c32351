"""The heuristic extractor's twenty-sixth-pass signals (issue 16 items 2 and 3).

The part h41 (an energy utility's smart-meter team), read only as aggregates for two passes, was
opened. What it showed, among others: "lol remember the 2016 leap second when …" was kept as a
request to remember; "I never remember which argument argMax takes first" was read as a pick;
"fine, those numbers" accepted nothing; "all three." to three proposed changes took two; "put it to
40" never named the key the next edit set; "X goes live on the 1st of december" was no event;
"20 seconds then" was no value picked; "make it hes/<name>/<msn>/readings … and that's the layout
for any head-end we add later" kept nothing; "commits here are conventional commits" was no
convention; "agreed on 1 … fix 2 … for 3 map 0x2F to …" was not read point by point; the person's
"options on my list: …" laid nothing out; "the comms team has their rule about …" was kept as ours.
And a diagnosis label over a code block alone crashed the finding reader (IndexError).

Every sentence was written for these tests, about projects in none of the corpus splits (a lighthouse
museum's ticketing, a bakery's ovens, a sailing club's booking app …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn
from vaultmem.capture.turns import ToolCall


def one(text: str) -> list:
    return extract(turn(0, "user", text))


# -- what is not a note ---------------------------------------------------------------------------------

def test_a_past_event_recalled_is_no_request_to_remember() -> None:
    assert not one("haha remember the 2019 ticket outage when the museum sold 4000 tickets for one day. fun times")
    kept = one("remember the ticket api lives on port 8443 since the move")
    assert kept and "8443" in said(kept)


def test_what_the_person_cannot_recall_is_a_question_not_a_pick() -> None:
    ask = turn(0, "user", "in the berth queries some people write DISTINCT ON and some use ROW_NUMBER() over a window. same thing?")
    answer = turn(1, "assistant", "Same result, different cost. `DISTINCT ON (berth_id)` keeps the first row per key in the ORDER "
                                  "BY, the way a dedupe would. `ROW_NUMBER()` with a filter on 1 does the same by hand: it returns "
                                  "the row ranked first in each partition. DISTINCT ON used to be slow; on recent versions it's "
                                  "usually fine. ROW_NUMBER gives you control when you need ties.")
    facts = extract(ask, answer, turn(2, "user", "I never remember which clause ROW_NUMBER takes first. partition or order?"))
    assert not [f for f in facts if f.role == "user" and f.type == "decision"]
    # what one can't recall asked without the mark is a question too; a plain statement is not
    from vaultmem.extract.rules import UNMARKED_QUESTION

    assert UNMARKED_QUESTION.match("I'm not sure whether the berth sensor resets at midnight")
    assert not UNMARKED_QUESTION.match("I never deploy the berth sensor firmware on race days")


def test_an_expectation_of_another_party_is_no_rule() -> None:
    assert not one("the ticket vendor never answers an email anyway, so don't expect their changelog to help")
    assert one("don't deploy the kiosk build on open days, the museum shop needs it all day")


def test_another_teams_own_rule_is_not_ours() -> None:
    facts = one("while you're at it: the shop team has their rule about no price changes after 16:00. that's their "
                "policy in their till, not ours, don't build anything for it")
    assert not [f for f in facts if "16:00" in f.body]


# -- answers and acceptance ------------------------------------------------------------------------------

_PLAN = ("Plan: a fallback printer queue wrapping Zebra-1 (primary) and Zebra-2 (secondary) behind a health check. "
         "When is Zebra-1 considered down? My proposal: 2 failed jobs in a row or a 15 s spooler timeout marks it "
         "down, and it stays out 5 minutes before a test page goes to Zebra-1 again.")


def test_fine_those_numbers_accepts_the_plan_with_what_it_is_for() -> None:
    facts = extract(turn(0, "user", "add the second label printer as fallback"), turn(1, "assistant", _PLAN),
                    turn(2, "user", "fine, those numbers"))
    plan = [f for f in facts if "Zebra-2" in f.body]
    assert len(plan) == 1 and "15 s" in plan[0].body and not plan[0].title.startswith("Plan:")
    facts = extract(turn(0, "user", "add the second label printer as fallback"), turn(1, "assistant", _PLAN),
                    turn(2, "user", "hmm, let me think about the printers first"))
    assert not [f for f in facts if "Zebra-2" in f.body]


_THREE = ("Three changes:\n1. Send `Idempotency-Key: {order_id}` on every oven booking; the scheduler rejects a "
          "repeat with 409.\n2. `retries=0` on book_ovens: a task that books ovens should never run twice.\n"
          "3. `execution_timeout` from 20 to 60 minutes; the full run took 35 minutes.")


def test_all_three_takes_every_change_proposed() -> None:
    facts = extract(turn(0, "user", "why did the ovens get booked twice"), turn(1, "assistant", _THREE),
                    turn(2, "user", "all three. and the rule for the runbook: if book_ovens fails half-way, nobody "
                                    "clears it in the UI, you run resume_bookings with the run id, which checks what "
                                    "is booked and only sends the rest of the orders"))
    assert "60 minutes" in said(facts) and "retries=0" in said(facts)


_NOTICE = ("handover from Mira, pasted as is:\n\n---\nHearth Ovens - Firmware Notice HF-7\n"
           "1. Temperatures are now reported in tenths of a degree.\n2. The door sensor reports every 5 s instead of 30 s.\n"
           "3. New alarm code 0x41: steam valve stuck.\n4. Hearth recommends TLS 1.3 on the controller link by 2028.\n"
           "---\ncan you check what applies to us?")


def test_points_named_in_the_answer_are_read_point_by_point() -> None:
    facts = extract(turn(0, "user", _NOTICE),
                    turn(1, "assistant", "Point 1 matters: the dashboard shows 1800 degrees. Point 2 doesn't reach us."),
                    turn(2, "user", "agreed on 2, nothing to do. fix 1 in the reader. for 3 map 0x41 to SteamValveStuck "
                                    "and page the shift lead like the other oven alarms. 4 is their recommendation, "
                                    "maybe next year, not deciding anything on that today"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(settled) == 1 and "SteamValveStuck" in settled[0].body and "TLS" not in settled[0].body


def test_the_persons_own_list_of_options_is_laid_out() -> None:
    facts = extract(
        turn(0, "user", "the booking jobs keep piling onto cron. options on my list: more cron, celery beat, or plain "
                        "systemd timers. compare them for me"),
        turn(1, "assistant", "- **cron**: no retries, no view of what ran.\n- **celery beat**: retries and a results "
                             "backend, but one more broker to run.\n- **systemd timers**: journald logs, no retries."),
        turn(2, "user", "celery beat. cron is out because nobody sees failures, and timers are out, no retries"))
    picked = [f for f in facts if f.type == "decision" and f.title.lower().startswith("celery")]
    assert picked and "cron" in picked[0].title.lower()


# -- values ----------------------------------------------------------------------------------------------

def test_a_value_picked_against_a_bound_names_its_setting() -> None:
    facts = extract(turn(0, "user", "the dock sensors drop off"),
                    turn(1, "assistant", "Their gateway closes idle connections after 45 s, so the keepalive has to "
                                         "be under 45 s."),
                    turn(2, "user", "30 seconds then"))
    assert [f for f in facts if f.title.startswith("Keepalive: 30 seconds")]
    facts = extract(turn(0, "user", "the dock sensors drop off"),
                    turn(1, "assistant", "Their gateway closes idle connections, so something has to ping."),
                    turn(2, "user", "30 seconds then"))
    assert not [f for f in facts if f.title.startswith("Keepalive")]


def test_the_key_the_next_edit_set_names_the_value() -> None:
    command = "sed -i 's/max_boats_per_slot: 6/max_boats_per_slot: 8/' config/club.yaml"
    facts = extract(turn(0, "user", "the slipway is too slow on race days"),
                    turn(1, "assistant", "The slot allows 6 boats; the harbour master said 8 is safe."),
                    turn(2, "user", "put it to 8"),
                    turn(3, "assistant", "", tool_calls=[ToolCall(id="c1", name="Bash", input=f'{{"command": "{command}"}}')]))
    note = [f for f in facts if "8" in f.title and f.role == "user"]
    assert note and note[0].title == "max_boats_per_slot is 8" and "config/club.yaml" in note[0].body
    # an edit that sets another number names nothing
    command = "sed -i 's/max_boats_per_slot: 6/max_boats_per_slot: 7/' config/club.yaml"
    facts = extract(turn(0, "user", "the slipway is too slow on race days"),
                    turn(1, "assistant", "The slot allows 6 boats; the harbour master said 8 is safe."),
                    turn(2, "user", "put it to 8"),
                    turn(3, "assistant", "", tool_calls=[ToolCall(id="c1", name="Bash", input=f'{{"command": "{command}"}}')]))
    assert not [f for f in facts if "max_boats_per_slot" in f.body]


def test_a_day_named_ahead_is_an_event() -> None:
    assert [f for f in one("the new ticket gate goes live on the 3rd of march. they send scans over MQTT, we just listen")
            if "3rd of march" in f.title]
    assert not [f for f in one("the old ticket gate broke on the 3rd of march and everyone queued for an hour")
                if f.type == "context"]


# -- conventions and standing words --------------------------------------------------------------------

def test_a_layout_said_for_every_later_thing_is_kept() -> None:
    facts = extract(turn(0, "user", "hook up the new buoy"), turn(1, "assistant", "What topic does buoy 7 publish on?"),
                    turn(2, "user", "whatever we tell it. make it buoys/<buoy-id>/readings, so buoys/b7/readings here. "
                                    "and that's the layout for any buoy we add later, alarms go to buoys/<buoy-id>/alarms"))
    assert "buoys/<buoy-id>/alarms" in said(facts)
    facts = extract(turn(0, "user", "hook up the new buoy"), turn(1, "assistant", "What topic does buoy 7 publish on?"),
                    turn(2, "user", "whatever we tell it. make it so, I'll check later"))
    assert not facts


def test_commits_said_as_conventional_commits_are_a_convention() -> None:
    assert one("commits here are conventional commits with the app name as the scope, feat(kiosk), fix(gate)")
    assert not one("commits here were a mess last year")


# -- h42, opened midway through the pass -----------------------------------------------------------------

_RULES = ("the harbour authority published new berth rules, pasting the part that matters:\n\n---\n"
          "Berth Rules 2027, Annex B\n1. Vessels over 12 m book at least 48 hours ahead.\n"
          "2. Refuelling happens only at the east pontoon.\n3. Cancellations are free up to 6 hours before arrival.\n"
          "4. Harbour dues are invoiced monthly by the authority.\n---\n\n"
          "1 and 2 stand as written. 3 is 12 hours for us, the club decided that in october. "
          "4 is the authority's invoicing, their business. ")


def test_a_pasted_numbered_page_answered_by_number_in_the_same_message() -> None:
    facts = one(_RULES)
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert len(settled) == 1 and "48 hours" in settled[0].body and "east pontoon" in settled[0].body
    assert "12 hours" in settled[0].body and "invoiced monthly" not in settled[0].body
    # the page alone is the authority's: no note of its sentences
    assert not [f for f in one(_RULES.split("\n\n1 and 2")[0]) if "east pontoon" in f.body]


def test_a_value_to_hang_on_to_scratched_later_leaves_the_last() -> None:
    facts = extract(turn(0, "user", "retention, and this one you should hang on to: bookings are purged after 24 months"),
                    turn(1, "assistant", "24 months is 730 days; I set `purge_after_days = 730`."),
                    turn(2, "user", "hm, the club lawyer says 18 months. scratch the 24 months from before, 18 months is what you "
                                    "hang on to now"))
    assert [f for f in facts if "18 months" in f.body] and not [f for f in facts if "24 months" in f.title]


def test_back_to_an_earlier_choice_with_how_is_a_decision() -> None:
    facts = extract(turn(0, "user", "design the berth table"),
                    turn(1, "assistant", "With day partitions a month view is 31 reads. A month partition is one read."),
                    turn(2, "user", "31 reads for one screen is silly. back to month partitions: PRIMARY KEY ((berth, "
                                    "yyyymm), arrival_ts) with arrival_ts DESC"))
    assert [f for f in facts if f.type == "decision" and "yyyymm" in f.body]
    assert not [f for f in one("ok, back to the bug from this morning then") if f.type == "decision"]


def test_a_taken_offer_to_remember_says_the_sentence_that_stated_it() -> None:
    offer = ("Done: berth requests get a 6-hour answer deadline, and the harbour office queue is auto-accepted after 5 hours. "
             "Want me to remember the 6-hour answer deadline with the 5-hour auto-accept for future sessions?")
    facts = extract(turn(0, "user", "apply the new answer deadline"), turn(1, "assistant", offer),
                    turn(2, "user", "yes, that one please. the rest is in the code anyway"))
    kept = [f for f in facts if f.title.startswith("The 6-hour answer deadline")]
    assert kept and "future sessions" not in kept[0].title and "auto-accepted after 5 hours" in kept[0].body
    assert not [f for f in facts if "in the code anyway" in f.title]


def test_what_is_never_done_to_a_thing_is_a_rule() -> None:
    assert [f for f in one("the door code is never logged anywhere, not in debug builds, not in the Sentry breadcrumbs")
            if f.type == "preference"]
    assert not one("it is never logged, I checked the crash reports this morning")


def test_another_teams_own_rule_or_habit_is_not_ours() -> None:
    assert not one("the kiosk team has their own rule that they reprint a ticket within 24h, so tell them it's fixed")
    assert not one("the wire desk has their own thing where times are always written in Eastern. that's their habit")


def test_a_proposal_is_titled_by_what_it_does_not_what_it_avoids() -> None:
    facts = extract(turn(0, "user", "the tide api moves to v5"),
                    turn(1, "assistant", "Rather than hardcoding the new path, I'd make the API version a property, "
                                         "`tides.api.version`, that builds the base path."),
                    turn(2, "user", "yes do that"))
    assert [f for f in facts if f.title.startswith("Make the API version a property")]


def test_a_list_under_how_we_work_keeps_every_item() -> None:
    facts = one("here's how we work, put it in the templates:\n- stages in this order: lint, test, build, deploy\n"
                "- every job runs on runners tagged berth-docker\n- the deploy job is manual")
    assert {"The deploy job is manual", "Every job runs on runners tagged berth-docker"} <= {f.title for f in facts}
    # a list of the day's work is not
    assert not one("here's what I need today:\n- fix the berth sensor test\n- bump the kiosk build")


def test_a_value_with_its_unit_scratched_is_replaced_in_the_kept_statement() -> None:
    facts = extract(turn(0, "user", "retention, and this one you should hang on to: bookings are purged after 24 months"),
                    turn(1, "assistant", "24 months is 730 days; I set `purge_after_days = 730`."),
                    turn(2, "user", "hm, the club lawyer says 18 months. scratch the 24 months from before, 18 months is what you "
                                    "hang on to now"))
    assert [f.title for f in facts if f.role == "user"] == ["Bookings are purged after 18 months"]
