"""The offline extractor's thirty-third-pass signals (issue 16 items 2 and 3).

One part was opened: h59 (a public-library consortium), the weakest unread part after the thirty-second
pass. Among what it showed: a sentence quoting a padded value (`"JUV       "`) was read as a table row, so
the message's diagnosis was never seen; "use the flag. hardcoding JUV was dumb anyway" under "Two ways to
fix the fines line:" picked no way; "keep in your mind for all the coming sessions also: …" and "this one
stands beyond this ticket: …" were no requests to remember; "4.2 is the one that binds us" did not take
section 4.2 of the guidance pasted above it; "For today I'd vacuum the journal …" - "journal and apt yes"
was a decision; a rule the next sentence disowns ("that's their rule …, not ours") was kept; titles were
cut to a subject ("The link between the loan") or to a condition ("Whatever new component you are
making").

Every sentence was written for these tests, about a project in none of the corpus splits (a city
bike-share: docks, e-bikes, rebalancing vans, a rider app).
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, one, titles, turn
from vaultmem.extract import sentences as H
from vaultmem.vault.titles import short_title


def after(assistant: str, user: str) -> list:
    return extract(turn(0, "user", "morning, the dock service again today"), turn(1, "assistant", assistant),
                   turn(2, "user", user), turn(3, "assistant", "Done."))


def fixed(report: str, diagnosis: str, reply: str, done: str) -> list:
    """A problem reported, the agent's diagnosis, the person's go, the edit and the report of it."""
    return extract(turn(0, "user", report), turn(1, "assistant", diagnosis), turn(2, "user", reply), edit(3),
                   turn(4, "assistant", done))


# -- a padded value quoted in prose is no table -------------------------------------------------------


def test_a_sentence_quoting_a_padded_value_is_still_read() -> None:
    text = ("Found it. The `stations.zone` column is `CHAR(8)`, and the 214 docks imported in 2022 come back as "
            "`\"NORTH   \"` (8 characters). Docks added since are stored as plain `NORTH`.")
    assert any("CHAR(8)" in s.text for s in H.sentences(text))


def test_a_pasted_table_with_aligned_columns_is_still_skipped() -> None:
    text = "Here is the output:\nstation     docks     free\nNORTH-01    24        3\n\nThat is all."
    assert not any("NORTH-01" in s.text for s in H.sentences(text))


# -- the way the whole reply names, under "Two ways to fix the X:" ---------------------------------------


def test_a_reply_that_names_a_way_after_its_first_sentence_picks_it() -> None:
    facts = fixed("the north docks get rebalancing vans sent again. north is exempt. prob a stale cache?",
                  "Found it. The `stations.zone` column is `CHAR(8)`, which pads with spaces, and the 214 "
                  "docks imported in 2022 come back as `\"NORTH   \"`. The planner compares "
                  "`zone != \"NORTH\"`, so for the imported docks the check says 'not exempt' and a van "
                  "is sent.\n\nTwo ways to fix the exemption check:\n"
                  "- trim the zone before comparing, or\n"
                  "- stop hardcoding the zone names and use `zone_info.rebalance_exempt`, which the fleet "
                  "API already returns.",
                  "use the flag. hardcoding NORTH was silly anyway, the depot docks are exempt too",
                  "Done: the planner reads `rebalance_exempt`; no van goes to the north docks now.")
    cause = [f for f in facts if f.type == "solution"]
    assert cause and "CHAR(8)" in cause[0].body and "rebalance_exempt" in cause[0].body, titles(facts)


# -- requests to remember ------------------------------------------------------------------------------


def test_keep_in_your_mind_for_all_the_coming_sessions_asks_to_keep() -> None:
    facts = one("Yes change it. And one thing you please keep in your mind for all the coming sessions also: "
                "whatever new screen you are making, an accessibility check should be there in its UI test itself.")
    assert any(f.type == "preference" and "accessibility check" in f.quote for f in facts), titles(facts)


def test_a_point_that_stands_beyond_this_ticket_is_a_rule_of_its_own() -> None:
    facts = one("what we take from the provider's note:\n"
                "1. we move to payouts v2, endpoint on our side: /hooks/pay/v2\n"
                "2. and this one stands beyond this ticket: nothing we run from tests or locally ever calls the "
                "provider's live /charges endpoint. sandbox account only.\n"
                "3. polling stays on as a fallback until March")
    rule = [f for f in facts if f.type == "preference" and "/charges" in f.quote]
    assert rule and "sandbox account" in rule[0].body.lower() and "polling" not in rule[0].title.lower(), titles(facts)


def test_a_request_that_points_back_and_says_only_why_is_no_second_note() -> None:
    facts = one("No, wait. The rider app should never be calling the fleet API directly. Everything goes through "
                "our own /api routes. Please add this in CLAUDE.md so next time also you are not doing this.")
    assert [f for f in facts if "fleet API" in f.title] and len(facts) == 1, titles(facts)


# -- a pasted guidance answered by its section numbers -------------------------------------------------


GUIDANCE = ("the city's data office finally sent the guidance, pasting it. read it all but I'll tell you which bits "
            "actually bind us\n\n---\nCITY MOBILITY DATA GUIDANCE (draft)\n\n"
            "3.1 Purpose. Trip data is processed to bill rides and find bikes.\n"
            "3.2 Trip history. A rider's trip history is not retained after billing, unless the rider has opted in "
            "to keep it. The link between the trip and the rider must be removed within 48 hours of billing.\n"
            "3.3 Sharing. Trip data is never shared with the parking department except on a court order.\n"
            "---\n\n"
            "so: 3.2 is the one that binds us. consider it standing — anything we build that touches trips has to "
            "respect it. 3.3 is the city's line, nothing for us to code.")


def test_a_section_the_person_says_binds_them_is_kept_as_standing() -> None:
    facts = one(GUIDANCE)
    kept = [f for f in facts if "trip history" in f.quote.lower()]
    assert kept and kept[0].type == "preference" and "opted in" in kept[0].body, titles(facts)


def test_a_section_left_to_others_and_the_lead_in_make_no_note() -> None:
    facts = one(GUIDANCE)
    assert not [f for f in facts if "parking department" in f.quote or "read it all" in f.quote.lower()], titles(facts)


def test_read_it_all_is_no_rule() -> None:
    assert one("the ops handbook is long. read it all but I'll tell you which bits matter") == []


def test_a_rule_said_to_review_every_migration_is_still_one() -> None:
    assert [f.type for f in one("review every migration by hand before it runs")] == ["preference"]


# -- what holds for today only ---------------------------------------------------------------------------


def test_a_chore_proposed_for_today_and_accepted_decides_nothing() -> None:
    facts = after("The root disk is the full one. Biggest items on it:\n\n"
                  "- `/var/log/journal` — 7.4G of systemd journal.\n"
                  "- `/var/lib/docker` — 5.1G, mostly old images.\n"
                  "- `/var/cache/apt` — 0.9G of downloaded packages.\n\n"
                  "For today I'd vacuum the journal down to 1G and prune the docker images, which should bring "
                  "/ to about 70%.",
                  "journal and docker yes")
    assert not [f for f in facts if f.type == "decision"], titles(facts)


def test_a_short_absence_tomorrow_is_no_event() -> None:
    facts = after("The nightly dump isn't scheduled anywhere yet; want me to add it to the backup role?",
                  "yes but tomorrow, I'm off to a meeting. thanks")
    assert not [f for f in facts if f.type == "context"], titles(facts)


def test_what_we_keep_on_a_host_is_no_decision() -> None:
    assert one("Go through it with me and set up what we keep on depot-store-01.") == []


# -- another team's rule, disowned in the next sentence ----------------------------------------------------


def test_a_rule_the_next_sentence_disowns_is_not_kept() -> None:
    facts = one("we never send rider texts between 22:00 and 07:00.\n\noh and the transport team will probably tell you every "
                "rider text must be signed '– City Transport'. that's their rule for council texts, not ours, ignore it.")
    assert [f for f in facts if "22:00" in f.quote] and not [f for f in facts if "City Transport" in f.quote], titles(facts)


# -- an explanation that ends in a proposed structure ---------------------------------------------------


def test_an_explanation_ending_in_a_proposed_structure_is_no_finding() -> None:
    facts = fixed("rewrite the nightly dock sync. the old script read the feed as latin-1 and mangled every "
                  "station name with an accent for a year",
                  "The old script removes docks that went offline (the opposite of what ops wants), never "
                  "handles retired bikes, and runs at 03:45 off a crontab. Proposed structure:\n\n"
                  "1. **fetch** — pick today's feed file; if it's missing, stop and alert.\n"
                  "2. **parse** — UTF-8, `;` separator; reject the run if the header changes.\n"
                  "3. **apply** — offline docks stay, retired bikes are archived.",
                  "go",
                  "Done: the new sync is in `sync/nightly.py`.")
    assert not [f for f in facts if f.type == "solution" and "old script" in f.title], titles(facts)


# -- a belief the assistant checks and the person confirms ---------------------------------------------


def test_a_belief_checked_and_confirmed_is_a_fact() -> None:
    facts = after("Tests pass. For the record, per `docs/dock-firmware.md`, a dock locks after 45 seconds idle "
                  "and unlocks only with a signed token — is that still the setting?",
                  "yes, 45 s, ops checked it last week")
    kept = [f for f in facts if "45 seconds" in f.title]
    assert kept and kept[0].type == "fact" and not kept[0].title.lower().startswith(("for the record", "per")), titles(facts)


def test_a_question_about_work_answered_yes_is_no_belief() -> None:
    facts = after("Want me to add the dock-lock test to CI as well, right?", "yes")
    assert not [f for f in facts if f.type == "fact"], titles(facts)


# -- titles -------------------------------------------------------------------------------------------------


def test_a_title_is_not_cut_to_its_subject_before_and() -> None:
    title = short_title("The link between the trip and the rider must be removed within 48 hours of billing")
    assert title.startswith("The link between the trip and the rider must be removed"), title
    assert not title.endswith("48"), title


def test_a_title_drops_a_whatever_condition_rather_than_keep_only_it() -> None:
    title = short_title("Whatever new screen you are making, an accessibility check should be there in its Playwright "
                        "test itself")
    assert "accessibility check" in title.lower() and len(title) <= 70, title


def test_a_title_keeps_a_sized_type_in_its_code_span() -> None:
    assert "`CHAR(8)`" in short_title("The `stations.zone` column in the fleet database is `CHAR(8)`, which pads with "
                                      "spaces, and the 214 docks imported in 2022 come back padded")


def test_a_call_in_a_title_still_loses_its_arguments() -> None:
    title = short_title("The planner now calls `normalise_zone(zone, strict=True)` before every comparison and every "
                        "lookup in the fleet API")
    assert "`normalise_zone`" in title, title


def test_a_title_whose_head_may_hold_its_verb_is_cut_as_before() -> None:
    title = short_title("Reserves change during the day and an adjuster authorising a payment must always see the "
                        "live figure from the ledger")
    assert title == "Reserves change during the day", title


# -- h60 (a regional airline's operations software), opened midway: requests to remember -----------------


def test_an_offer_to_keep_something_as_the_standing_procedure_is_kept_on_a_yes() -> None:
    facts = after("Done: 4.2.0 is with the depot testers first. The city riders don't get it yet.\n\n"
                  "Should I keep this as the standing release procedure for the rider app, depot testers first for "
                  "72 hours and the city after?",
                  "yes please, from now that's how every release goes")
    kept = [f for f in facts if "72 hours" in f.title]
    assert len(facts) == 1 and kept and "from now" in kept[0].body, titles(facts)


def test_i_want_you_to_keep_for_all_the_next_times_asks_to_keep() -> None:
    facts = one("yes both. and now listen, this i want you to keep for all the next times in this app: inside the "
                "app every time is UTC. only the widget at the very end makes it local for showing.")
    assert any(f.type == "preference" and "UTC" in f.title for f in facts), titles(facts)


def test_i_want_you_to_keep_it_short_is_no_request_to_remember() -> None:
    assert not [f for f in one("I want you to keep it short today, the review is at three") if f.type == "preference"]


def test_not_up_for_debate_ever_asks_to_keep_what_follows() -> None:
    facts = one("yes full index. and this is not up for debate in dock-fleet, ever: a bike serial that was once in "
                "our system is burned. it never gets attached to another bike record.")
    assert any(f.type == "preference" and "burned" in f.title for f in facts), titles(facts)


def test_how_often_do_i_have_to_say_this_keeps_the_rule_after_its_colon() -> None:
    facts = one("ok go. and honestly, how often do i have to say this, every time someone 'just quickly' moves vans "
                "on a friday afternoon we get 30 calls over the weekend: no rebalancing plan is published after "
                "15:00 on a friday. ever.")
    kept = [f for f in facts if "15:00" in f.quote]
    assert kept and short_title(kept[0].title).startswith("No rebalancing plan"), titles(facts)


# -- a pasted manual answered by its section numbers ---------------------------------------------------------


def test_a_pasted_manual_section_the_person_makes_the_rule_is_kept_as_standing() -> None:
    facts = one("van crews rest 11 hours at the depot. here's the bit from the ops manual so you see the wording, "
                "part of it is not relevant:\n\n---\nOPS-M 4.2 CREW REST (rev 3)\n\n"
                "4.2.1 The minimum rest before a shift starting at the depot is 11 hours.\n"
                "4.2.2 Rest is counted from the van's return scan plus 20 minutes of handover to the next shift.\n"
                "4.2.3 Split shifts are not permitted.\n---\n\n"
                "4.2.2 is the one that bites: the return scan + 20 minutes. make that the rule for every rest "
                "calculation in this codebase, now and whenever anyone touches rest later.")
    kept = [f for f in facts if "return scan plus 20 minutes" in f.quote]
    assert kept and kept[0].type == "preference", titles(facts)
    assert not [f for f in facts if f.title.lower().startswith("make that the rule")], titles(facts)


# -- findings and picks that h60 showed -----------------------------------------------------------------------


def test_two_fixes_both_worth_doing_are_the_fix_of_the_cause_before() -> None:
    facts = fixed("the ride history screen crashes for riders abroad since the last update",
                  "Reproduced with the phone's zone set one hour ahead. So the cause is `endedAt` coming "
                  "without an offset and being parsed as local. Two fixes, both worth doing: the trips API "
                  "should send `endedAt` with `Z` like every other timestamp, and the app should parse a "
                  "string without an offset as UTC.",
                  "yes both",
                  "Done: `parseApiTime` treats a string without an offset as UTC.")
    assert any(f.type == "solution" and "endedAt" in f.title for f in facts), titles(facts)


def test_a_what_id_change_list_taken_by_number_is_the_fix() -> None:
    facts = extract(
        turn(0, "user", "a van was sent to a closed depot on friday. I think the opening hours are mixing UTC and local"),
        turn(1, "assistant", "Found it, and it isn't the time zones.\n\n`RouteOverride.apply` only calls `DepotValidator` "
                             "when `force` is false, and the dispatcher's screen sets `force=true` whenever they tick "
                             "'ignore preferences'. So ticking it skipped the whole validation.\n\nWhat I'd change:\n"
                             "1. `DepotValidator` runs on every override, no exceptions.\n"
                             "2. Rename `force` to `waiveSoftConstraints`."),
        turn(2, "user", "yes to 1-2"),
        edit(3),
        turn(4, "assistant", "## Summary\n\n- **Cause:** `RouteOverride` skipped `DepotValidator` whenever "
                             "`force=true`. UTC vs local was not the problem.\n- **Fix:** the validator runs on every "
                             "override."),
    )
    assert any(f.type == "solution" and "DepotValidator" in f.body for f in facts), titles(facts)


def test_an_answer_to_anything_else_or_shall_i_wrap_up_is_no_decision() -> None:
    facts = after("Same family of bug, yes. Anything else for this branch, or shall I wrap up?",
                  "rename the branch to fix/depot-override-hard-limits and wrap up")
    assert not [f for f in facts if f.type == "decision"], titles(facts)


def test_a_number_said_after_the_reasons_picks_that_option() -> None:
    facts = after("For the dock receipts there are three realistic choices:\n\n"
                  "1. **QuestPDF**: fluent C# layout, no HTML, fast.\n"
                  "2. **iText 8**: very complete, but AGPL unless you buy a licence.\n"
                  "3. **wkhtmltopdf**: HTML to PDF, archived upstream.\n\nWhich one?",
                  "not itext, legal said no AGPL last year when finance wanted it. 1")
    assert any(f.type == "decision" and "QuestPDF" in f.title for f in facts), titles(facts)


def test_a_request_taken_back_in_the_next_sentence_is_no_note() -> None:
    facts = one("remember that the revision has to be on the footer of every page. ... hm no, forget that, i just "
                "checked, QA owns the footer. what i actually want you to hold on to: the file name of a dock report "
                "is always the dock number, then _rev, then the revision.")
    assert not [f for f in facts if "footer of every page" in f.title], titles(facts)
    assert [f for f in facts if "_rev" in f.title], titles(facts)


def test_a_cause_that_sums_up_the_steps_over_it_keeps_them() -> None:
    facts = fixed("riders see every dock unlock twice in the app log",
                  "Here's the real sequence for dock D-114:\n\n"
                  "1. The unlock arrives; we write it to Kafka before acking the dock.\n"
                  "2. Broker partition 3 is slow: the produce takes 34 s.\n"
                  "3. The dock's ack timeout is 30 s, so it resends the unlock.\n\n"
                  "So the doubles come from dock resends after a slow Kafka write, not from our producer. "
                  "I'd keep a set of (dock, seq) with a TTL of 10 minutes and skip anything already seen.",
                  "do that",
                  "Done: duplicates are skipped.")
    cause = [f for f in facts if f.type == "solution"]
    assert cause and "doubles come from" in cause[0].title and "ack timeout is 30 s" in cause[0].body, titles(facts)


# -- a lead-in that says what follows its colon outlasts today -------------------------------------------------


def test_a_lead_in_for_every_future_chat_asks_to_keep_what_follows_its_colon() -> None:
    facts = one("ok and this i want in every future chat: the dock firmware is only flashed from the depot.")
    assert [short_title(f.title) for f in facts] == ["The dock firmware is only flashed from the depot"]


def test_a_lead_in_for_the_long_haul_asks_to_keep_what_follows_its_colon() -> None:
    facts = one("and this one is for the long haul: no dock ever unlocks without a signed token.")
    assert [f.type for f in facts] == ["preference"] and facts[0].title.startswith("No dock"), titles(facts)


def test_a_complaint_about_something_broken_forever_is_no_request() -> None:
    assert not [f for f in one("that one has been broken forever: the unlock button is grey on android 12.")
                if f.type == "preference"]


def test_two_labels_answered_together_make_one_note_of_both_items() -> None:
    facts = one("hello! ticket for today, pasting it whole:\n\n```\nBIKE-118  Dock release: second check\n\n"
                "R1. A dock release requires a second check when the dock has an open fault.\n"
                "R2. A dock release requires a second check when the battery bank is within 5% of its floor.\n"
                "R3. The system sends an SMS to the duty manager for every second check.\n```\n\n"
                "talked to ops this morning. R1 and R2 yes. R3 no, managers already see the list on the board.")
    both = [f for f in facts if "open fault" in f.quote and "within 5%" in f.quote]
    assert len(both) == 1 and both[0].title.endswith("open fault"), titles(facts)
    assert not [f for f in facts if "sends an SMS" in f.quote], titles(facts)


def test_a_finding_is_not_titled_by_what_it_rules_out() -> None:
    facts = extract(
        turn(0, "user", "screen readers don't announce the dock count after a second search. is aria-live missing?"),
        turn(1, "assistant", "Tested with assertive too, still silent."),
        turn(2, "user", "still nothing after the second search"),
        turn(3, "assistant", "That rules out the politeness level, and 'works once, silent afterwards' points somewhere "
                             "else. The count paragraph sits inside `{#key data.query}` — a keyed block. Svelte "
                             "recreates everything inside it when the key changes.\n\nFix: move the live region out of "
                             "the keyed block so the same element stays in the DOM."),
        turn(4, "user", "do it"),
        edit(5),
        turn(6, "assistant", "Done: the live region sits outside the keyed block now."),
    )
    cause = [f for f in facts if f.type == "solution"]
    assert cause and not cause[0].title.startswith("That rules out"), titles(facts)
