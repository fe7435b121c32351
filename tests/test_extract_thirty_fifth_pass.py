"""The offline extractor's thirty-fifth-pass signals (issue 16 items 2 and 3).

One part was opened: h63 (a ferry operator's booking and vessel operations), the unread part with the lowest
precision after the thirty-fourth pass. Among what it showed: a standing lead before a colon ("going forward,
and this goes for every reading: …") kept only its first sentence; "Should I keep that as a standing rule: X?"
titled the note "Keep that as a standing rule"; "yeah I'm not touching that" accepted a suggestion; "Not today.
Maybe when …" and "or leave that to him?" made decisions of work put off or left to someone else; a branch to
push to was kept as configuration; "only formatting" and "the one failure is the old test" were findings; a
check the assistant asked ("To be sure I phrase it right: …?") and a person's "X stays." to "Should that X
stay?" made no note; "defects never auto-close" was no rule; "no, not a block. … so: …" after a change the
assistant made corrected nothing.

Every sentence was written for these tests, about a project in none of the corpus splits (a public aquarium:
tank water-quality sensors, feeding schedules, timed visitor tickets).
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, one, titles, turn
from vaultmem.extract.symptoms import symptom_of
from vaultmem.vault.titles import short_title


def after(assistant: str, user: str) -> list:
    return extract(turn(0, "user", "hi, the aquarium service again"), turn(1, "assistant", assistant),
                   turn(2, "user", user), turn(3, "assistant", "Done."))


# -- rules the person states -----------------------------------------------------------------------------------


def test_a_standing_lead_before_a_colon_keeps_the_sentences_that_follow() -> None:
    facts = one("yes that happens, the probe drifts when it's not cleaned. ok so going forward, and this goes for every "
                "tank we have: a pH reading outside the band is never corrected by the dosing pump. it gets flagged for "
                "the aquarist on duty, and the pump stays off until they look.")
    rules = [f for f in facts if "dosing pump" in f.body]
    assert len(rules) == 1 and "aquarist on duty" in rules[0].body, titles(facts)


def test_things_that_never_do_something_are_a_rule() -> None:
    facts = one("tickets never auto-expire, not even the school ones. someone at the desk cancels them by hand")
    assert [f for f in facts if f.type == "preference" and "auto-expire" in f.title], titles(facts)


def test_people_who_never_got_something_are_no_rule() -> None:
    assert not one("forty visitors never got their booking mails.")


def test_keep_it_as_a_rule_for_this_service_titles_what_follows_its_colon() -> None:
    facts = one("- 2.1 yes, as written.\n- 4.3 — this is how we work already, please keep it as a rule for this "
                "service: never move a school group to another slot without the teacher says yes.")
    assert any(short_title(f.title).startswith("Never move a school group") for f in facts), titles(facts)


def test_someone_else_s_rule_in_an_aside_is_not_ours() -> None:
    facts = one("(the city vet also wants every feeding log as a PDF by mail, but that's their own rule for their own "
                "office, we keep the CSV export, don't build anything for it)")
    assert not facts, titles(facts)


# -- offers, yeses and noes ---------------------------------------------------------------------------------------


def test_an_offer_to_keep_a_rule_named_after_a_colon_is_titled_by_the_rule() -> None:
    facts = after("The feeding times are the same every day now, but they belong to the curators, so the scheduler "
                  "should read them from that table rather than hard-code them.\n\n"
                  "Should I keep that as a standing rule for this project: feeding times always come from "
                  "`feed_schedule`, never hard-coded?", "yes, keep it")
    assert [short_title(f.title) for f in facts] == ["Feeding times always come from `feed_schedule`, never hard-coded"], titles(facts)


def test_a_yes_that_declines_the_work_accepts_nothing() -> None:
    facts = after("It could work with a version column. Whether it's better depends on how busy single tanks get; I'd "
                  "measure lock waits first (`pg_locks`) before proposing a change.",
                  "yeah I'm not touching that in my first week lol. thanks, that clears it up")
    assert not [f for f in facts if f.type == "decision"], titles(facts)


def test_an_offer_put_off_decides_nothing() -> None:
    facts = after("Feeds and tickets are in and tested. For the sensors: I propose a small `AlarmListener` that posts "
                  "a banner to the keepers' screen when the temperature crosses 27 degrees. Should I do that now?",
                  "Not today. Maybe when the screen team has time, they have to build the banner side also.")
    assert not facts, titles(facts)


def test_not_now_with_a_reason_is_still_turned_down() -> None:
    facts = after("All green. One more idea while we're here: we could add a CHECK-style guard in the readings schema, a "
                  "trigger on `tank_readings` that refuses rows for tanks with `volume_l > 90000`. Belt and braces.",
                  "nah, not now. triggers in that schema are a pain for the migration tooling. the test is enough")
    assert [f for f in facts if f.type == "decision" and f.title.startswith("Triggers in that schema")], titles(facts)


def test_who_does_a_piece_of_work_is_no_decision() -> None:
    facts = after("Requested changes with your points. Want me to rename `TankCap` on her branch, or leave that to her?",
                  "leave it, she'll learn more doing it herself. rename the test helper in OUR branch though, "
                  "`tankFixture` -> `tankCapacityFixture`")
    assert not [f for f in facts if f.type == "decision"], titles(facts)


def test_a_branch_to_push_today_s_work_to_is_no_setting() -> None:
    assert not one("push to a branch feed-212 and put the summary in the PR")
    assert not one("Commit it on a branch rfc-7-feeding, I show it to the curators tomorrow")


def test_a_check_the_assistant_asked_and_the_person_confirmed_is_a_fact() -> None:
    facts = after("Will do. To be sure I phrase it right: the quarantine hold is 14 days for every new fish, counted "
                  "from arrival, and a tank on hold takes no visitors' feeding sessions?",
                  "yes exactly. if a fish falls ill in quarantine the 14 days start again")
    found = [f for f in facts if "quarantine hold is 14 days" in f.title]
    assert found and "start again" in found[0].body, titles(facts)


def test_the_assistant_s_yes_i_keep_it_that_way_is_the_person_s_convention() -> None:
    facts = extract(
        turn(0, "user", "And the code of the session, SHARK-20270328-1015, this stays with the local time, yes?"),
        turn(1, "assistant", "Yes, I'll keep it that way: the session id is `TANK-YYYYMMDD-HHMM` with the local date "
                             "and start time, while `starts_at` is stored in UTC."))
    assert [f for f in facts if "`TANK-YYYYMMDD-HHMM`" in f.title], titles(facts)


def test_a_thing_that_stays_when_asked_is_a_decision_with_its_reasons() -> None:
    facts = after("Set: the booking window closes 30 minutes before the slot. Once a slot closes, `BookingService` "
                  "throws `SlotClosedError`, and any change goes through the desk.\n\n"
                  "Should that lock stay as it is? The alternative would be letting visitors edit until the slot starts.",
                  "lock stays. after the slot closes the bookings are frozen, any change is made at the desk. the "
                  "keepers plan the feeding talk from that list")
    kept = [f for f in facts if f.type == "decision" and "frozen" in f.title]
    assert kept and "alternative" in kept[0].body, titles(facts)


def test_no_not_that_after_a_change_made_is_the_person_s_way() -> None:
    facts = after("In the booking view I've made a full tank block the booking with a 400 and a list of the slots.",
                  "no, not a block. sometimes we book over on purpose, e.g. a school visit, and the curator signs it "
                  "off. so: show the full tank as a warning, and booking needs the curator's sign-off when it is full.")
    assert any(f.type == "decision" and f.title.startswith("Show the full tank as a warning") for f in facts), titles(facts)


# -- findings -----------------------------------------------------------------------------------------------------


def test_only_formatting_is_no_finding() -> None:
    facts = extract(turn(0, "user", "the lint job on the PR from friday is red, I think it's just formatting"),
                    turn(1, "assistant", "Yes, only formatting: `terraform fmt -check` flags two files. I'll format them."),
                    turn(2, "user", "go"), edit(3), turn(4, "assistant", "Formatted."))
    assert not [f for f in facts if f.type == "solution"], titles(facts)


def test_the_old_test_failing_after_the_change_is_no_finding() -> None:
    facts = extract(turn(0, "user", "make the feed reminder 20 minutes earlier, the test is failing now"),
                    turn(1, "assistant", "The one failure is the old test asserting the 10-minute reminder; I'll replace it "
                                         "with tests for the new window."), edit(2), turn(3, "assistant", "All pass."))
    assert not [f for f in facts if f.type == "solution"], titles(facts)


def test_a_cause_told_before_a_count_of_problems_is_the_finding_s_too() -> None:
    facts = extract(
        turn(0, "user", "the kiosk at the shark tunnel loses tickets when the wifi drops, can you look in Sentry"),
        turn(1, "assistant", "The breadcrumbs tell the story. While offline, each sale is appended to one storage key, "
                             "`pendingSales`, as a JSON array. Then the OS kills the app, and on restart "
                             "`pendingSales` is `null`. Let me look at the store."),
        turn(2, "assistant", "Two problems in `saleStore.ts`:\n\n"
                             "1. Every offline sale rewrites the whole array.\n"
                             "2. `flushPending()` removes the key before resending.\n\n"
                             "Fix: a `sale_queue` table in SQLite, one INSERT per sale."),
        turn(3, "user", "ok do it"), edit(4), turn(5, "assistant", "Done, tests pass."))
    found = [f for f in facts if f.type == "solution"]
    assert found and "`pendingSales` is `null`" in found[0].body and "Let me look" not in found[0].body, titles(facts)


def test_a_value_given_with_all_the_fixes_taken_is_agreed() -> None:
    facts = extract(
        turn(0, "user", "visitors get two tickets for one scan, I think it is the camera"),
        turn(1, "assistant", "That's the root cause: the kiosk sends `Idempotency-Key: ${ticketId}-${scannedAt}`, so "
                             "every scan gets a new key.\n\nFix proposal:\n1. Kiosk: key = `${ticketId}:${slotId}`.\n"
                             "2. Server: unique index on `(ticket_id, slot_id)`.\n3. Kiosk: a red banner on 409.\n\n"
                             "I'd still add a short debounce for the camera."),
        turn(2, "user", "ah. ok so not the camera. do all 3. debounce 800 ms is enough then, just for the double beep"),
        edit(3), turn(4, "assistant", "Done."))
    found = [f for f in facts if f.type == "solution"]
    assert found and "Agreed: Debounce 800 ms is enough then" in found[0].body, titles(facts)


def test_an_opening_that_only_announces_titles_nothing() -> None:
    facts = extract(
        turn(0, "user", "someone paid 61 euro for a family ticket on Sunday, can you find how the job got there?"),
        turn(1, "assistant", "The log line says it all: `demand=1.62 holiday=1.35 -> x2.19`. In `reprice()` the "
                             "factors are multiplied together and nothing caps the product.\n\n"
                             "Fix: a cap on the final multiplier, applied after all factors."),
        turn(2, "user", "yes do it"), edit(3), turn(4, "assistant", "Done."))
    found = [f for f in facts if f.type == "solution"]
    assert found and found[0].title.startswith("In `reprice()`"), titles(facts)


def test_a_value_shown_instead_of_another_is_a_symptom() -> None:
    assert symptom_of("The website shows from end of March all feeding talks one hour later, 11:15 instead of 10:15.")
    assert symptom_of("the feeding report for the reef tank got bounced by the city vet for being late")


# -- titles ------------------------------------------------------------------------------------------------------


def test_a_cut_title_keeps_a_one_letter_name() -> None:
    assert short_title("The quarantine rack is 30 litres of tank D, reserved for the new arrivals from the breeding "
                       "programme, released to all tanks after two weeks") == "The quarantine rack is 30 litres of tank D"


def test_a_value_asked_for_as_it_names_the_line_the_edit_set() -> None:
    from vaultmem.capture.turns import ToolCall

    change = ToolCall(id="c1", name="Edit", input='{"file_path": "/home/ana/aquarium/src/sensors/poll.ts", '
                                                  '"old_string": "setInterval(() => void readProbes(), 15_000)", '
                                                  '"new_string": "setInterval(() => void readProbes(), 30_000)"}')
    facts = extract(turn(0, "user", "the probes are polled every 15 seconds now"),
                    turn(1, "assistant", "Yes, `readProbes` runs every 15 seconds."),
                    turn(2, "user", "15 seconds is too often, the battery of the probes is crying. Make it every 30 seconds."),
                    turn(3, "assistant", "", tool_calls=[change]), turn(4, "assistant", "Done."))
    asked = [f for f in facts if "30 seconds" in f.title]
    assert asked and "Set in `poll.ts`: `setInterval(() => void readProbes(), 30_000)`" in asked[0].body, titles(facts)


def test_what_a_thing_never_did_is_no_rule() -> None:
    assert not one("the tank map was never more fun.")
    assert not one("it has never run there, which is how this shipped")


def test_a_version_in_a_value_request_is_no_number_to_look_for() -> None:
    from vaultmem.capture.turns import ToolCall

    change = ToolCall(id="c1", name="Edit", input='{"file_path": "pyproject.toml", "new_string": "tankkit = \\"1.9.1\\""}')
    facts = extract(turn(0, "user", "pin tankkit to 1.9.1 in the pyproject, 1.10 breaks the probe parser"),
                    turn(1, "assistant", "", tool_calls=[change]), turn(2, "assistant", "Pinned."))
    assert facts, facts  # (a version like 1.9.1 once crashed the search for the line that set a value)


def test_a_change_reported_with_how_to_go_on_today_is_no_rule_but_a_change_of_mind_is_kept() -> None:
    assert not one("Bumped the probe_interval in the module, plan first, don't apply")
    assert not one("For the first run tomorrow, always include the tanks in quarantine")
    assert one("changed my mind: don't commit the generated client, it is built at deploy time")


# -- h64, opened midway ------------------------------------------------------------------------------------------


def test_a_joke_on_another_line_does_not_take_the_rule_with_it() -> None:
    facts = one("perfetto. always fun, this code 🙃\nand one thing, important: from now on every tank change goes "
                "through a migration, also for staging. no more ALTER by hand in psql on staging")
    rules = [f for f in facts if "migration" in f.body]
    assert rules and "Always fun" not in rules[0].body, titles(facts)


def test_a_laugh_two_sentences_later_does_not_take_the_rule_with_it() -> None:
    facts = one("ha, you see. this goes for every session: before you propose a commit, run make lint typecheck. the CI "
                "takes 25 minutes. half of my red pipelines are lint, the other half also lint 😂")
    assert [f for f in facts if "make lint typecheck" in f.title], titles(facts)


def test_a_joke_beside_a_note_to_self_is_still_banter() -> None:
    assert not one("lol I left the probe sim on -O0 and forgot. note to self: coffee before benchmarks. haha.")


def test_that_thing_in_a_later_clause_does_not_make_a_setting_a_one_off() -> None:
    facts = one("yes the local db stays on 5433, the 5432 is the old 9.6 for the ticket export, i need it until the "
                "city switches off that thing.")
    assert [f for f in facts if f.type == "decision" and "5433" in f.title], titles(facts)


def test_a_line_that_opens_laughing_keeps_its_joke_rule_out() -> None:
    assert not one("lol of course there is. yes delete the debug page. rule number one of this team though: the octopus "
                   "is always right 🐙")
