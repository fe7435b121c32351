"""The heuristic extractor's twenty-seventh-pass signals (issue 16 items 2 and 3).

The part h43 (a biotech lab's LIMS team), measured unread since the twenty-fifth pass, was opened.
What it showed, among others: "remember that it's not up for debate, the PIs signed it off: …" was
read as a note about the moment; "yes, both. a required reason for change on every change …" and
"trigger plus read-only admin." accepted nothing; "yes, please keep that. and the field name is …"
lost what the offer named; "thinking out loud: … like when a scientist marks a well as failed" was
read as a problem report; "webhook. tessera fires … no polling" to "poll …, or tessera calls …?"
decided nothing; answers by number to questions ("1 compliance 2 10y 3 no 4 30 days") made no note
when a point asked "when should …" or "keep them anywhere?"; "then 30 is wrong. move to HDD at 60
days" changed nothing; "nothing else lives under projects/" was read as chatter; "timeout 3 seconds.
and no retries at all: …" after the assistant set 5 s and two retries kept nothing; "remember that
one for every future frostline session" became a note of its own; "not our business here" kept
another group's rule; "yes. 15 minutes, per sensor, …" to a numbered list of additions kept nothing.

Every sentence was written for these tests, about projects in none of the corpus splits (a zoo's
feeding app, a theatre's ticketing, a vineyard's irrigation). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn


def one(text: str) -> list:
    return extract(turn(0, "user", text))


def test_how_firm_a_request_to_remember_is_is_no_note_about_the_moment() -> None:
    facts = one("here's the format, and remember that it's not up for debate, the board signed it off in may: "
                "enclosure ids are ENC-<2-digit zone>-<3-digit serial>, e.g. ENC-04-117")
    assert facts and "enc-04-117" in said(facts)
    assert not one("remember that it's a draft, the enclosure list may still change")


def test_a_yes_that_points_on_takes_the_sentence_after_it() -> None:
    ask = turn(0, "assistant", "Today a change to a feeding plan saves without any reason. Should the reason be required "
                               "in both the app and the API?")
    facts = extract(ask, turn(1, "user", "yes, both. a signed reason on every change to a feeding plan, and it goes into the log"))
    assert [f for f in facts if f.type == "decision" and "signed reason" in f.title.lower()]
    assert not [f for f in extract(ask, turn(1, "user", "yes, both. thanks")) if f.type == "decision"]


def test_a_short_reply_of_the_proposals_own_words_takes_it() -> None:
    proposal = turn(0, "assistant", "For the feed log I'd do two layers: a check constraint on feed_grams that rejects "
                                    "negatives, and a read-only history table so nobody edits a past feeding.")
    facts = extract(proposal, turn(1, "user", "constraint plus read-only history. the trigger idea is too much for now"))
    assert [f for f in facts if f.type == "decision" and "feed_grams" in f.body]
    offer = turn(0, "assistant", "Every feeder job takes the zone lock now. I can add a check to the job base class later if you want.")
    assert not [f for f in extract(offer, turn(1, "user", "later. going home")) if f.type == "decision"]


def test_a_yes_to_an_offer_to_remember_keeps_the_offer_and_what_follows() -> None:
    offer = turn(0, "assistant", "Done. One question for later sessions: should I remember the asset-register matching, "
                                 "i.e. that enclosures are found by their register code?")
    facts = extract(offer, turn(1, "user", "yes, please keep that. and the code column is exactly asset_code, lowercase"))
    text = said(facts)
    assert "register code" in text and "asset_code" in text


def test_ideas_said_as_such_report_no_problem() -> None:
    talk = [turn(0, "user", "thinking out loud: someday the feeder app should warn the vet, like when a feeding failed "
                            "for a sick animal. none of that now, just so it's said"),
            turn(1, "assistant", "Noted as ideas, nothing to build now. For the export: I'd write one CSV per zone."),
            edit(2),
            turn(3, "assistant", "Done: the export writes one CSV per zone.")]
    assert not [f for f in extract(*talk) if f.type == "solution"]
    from vaultmem.extract.symptoms import symptom_of

    assert symptom_of("the feeder in zone 4 failed twice last night, the log shows a timeout")


def test_a_reply_that_says_one_of_two_ways_again_decides_it() -> None:
    ask = turn(0, "assistant", "And how should the feeder hear about plan changes: poll the plan API every minute, or the "
                               "plan service pushes to the feeder when a plan changes?")
    facts = extract(ask, turn(1, "user", "push. the plan service pushes to the feeder when a plan changes, no polling"))
    decided = [f for f in facts if f.type == "decision"]
    assert decided and decided[0].title.lower().startswith("push:") and "poll the plan api" in decided[0].body.lower()
    assert not [f for f in extract(ask, turn(1, "user", "hmm, what does the polling cost us per month?")) if f.type == "decision"]


def test_answers_by_number_to_when_and_where_questions_settle_them() -> None:
    ask = turn(0, "assistant", "Three questions first:\n\n1. Backup mode for the ticket database: full or incremental?\n"
                               "2. When should old backups move to cold storage?\n3. The box office keeps its own exports. Keep them anywhere?")
    facts = extract(ask, turn(1, "user", "1 incremental 2 90 days 3 archive bucket"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert settled and "90 days" in settled[0].body and "archive bucket" in settled[0].body
    # a later "90 is wrong" changes the note that holds it
    later = extract(ask, turn(1, "user", "1 incremental 2 90 days 3 archive bucket"),
                    turn(2, "user", "then 90 is wrong. move to cold storage at 120 days, the auditors look back four months"))
    settled = [f for f in later if f.body.startswith("Agreed:")]
    assert settled and "120 days" in settled[0].body and "Changed:" in settled[0].body


def test_nothing_else_lives_under_a_folder_is_a_layout() -> None:
    facts = one("and the layout while we're at it: every export goes to /srv/vines/exports/<block>/<date>/, nothing else lives under exports/")
    assert facts and "/srv/vines/exports/" in said(facts)
    assert not one("ok nothing else for today, thanks")


def test_values_said_again_after_the_assistant_set_them() -> None:
    report = turn(0, "assistant", "valve.open() writes the command to the controller. I set a 10 s read timeout and three "
                                  "retries with a 2 s pause, since the controllers sometimes sleep.")
    facts = extract(report, turn(1, "user", "timeout 4 seconds. and no retries at all: a repeated open command can water "
                                            "a block twice, and that is worse than a failed command someone resends"))
    text = said([f for f in facts if f.role == "user"])
    assert "4 seconds" in text and "no retries" in text
    # a number about something else sets nothing
    assert not [f for f in extract(report, turn(1, "user", "ok, 4 blocks are still dry, look at those")) if f.role == "user"]


def test_a_rule_keeps_its_how_when_the_request_points_past_it() -> None:
    notice = turn(0, "assistant", "What the notice means for us, point by point:\n\n1. A 30-minute report interval would collide "
                                  "with the dry-soil alarm, which fires after 30 minutes without a reading.\n2. The app only reads format v4.\n3. Battery readings once a day, "
                                  "nothing breaks.\n4. Automatic updates would put 3.0 on every controller at once.\n5. End of "
                                  "support for 2.4 in 2028.")
    reply = turn(1, "user", "ok. 1: we keep 10 minutes whatever the vendor says. 2: we stay on 2.4 until the app reads v5. "
                            "3: don't care. 4: no. no firmware updates on the valve controllers during harvest, ever. by hand, "
                            "one controller first, watch it 24 hours, then the rest. remember that one for every future "
                            "irrigation session. 5: fine, that's far away")
    facts = extract(notice, reply)
    rules = [f for f in facts if "firmware" in f.title.lower()]
    assert rules and "one controller first" in rules[0].body.lower()
    assert not [f for f in facts if "future irrigation session" in f.title.lower()]
    # the settlement is titled by what the person answered, not by the assistant's long point
    assert [f for f in facts if f.title.startswith("We keep 10 minutes")]


def test_another_groups_rule_said_as_not_our_business_is_not_kept() -> None:
    assert not one("by the way, the vet core has a rule that only their staff changes medication doses, they are strict "
                   "about it. not our business here, just so you know why I can't change doses myself.")
    assert one("by the way, we have a rule that only the keepers change feeding doses in the app. keep that in mind.")


def test_a_yes_to_a_numbered_list_of_additions_keeps_the_persons_words() -> None:
    plan = turn(0, "assistant", "Two additions:\n\n1. A check that raises an alert when a feeder has sent nothing for too long.\n"
                                "2. An escalation step. Today an alert goes to the keeper on duty and stops there.")
    facts = extract(plan, turn(1, "user", "yes. 30 minutes, per feeder, and it alerts like a jam. and escalation: if an alert "
                                          "isn't acknowledged in 10 minutes it goes to the head keeper"))
    decided = [f for f in facts if f.type == "decision"]
    assert decided and "head keeper" in decided[0].body and "Proposed:" in decided[0].body
    assert not [f for f in extract(plan, turn(1, "user", "yes. thanks")) if f.type == "decision"]


def test_lettered_answers_are_one_settlement_not_a_rule_of_their_own() -> None:
    ask = turn(0, "assistant", "Three questions before I write the check:\n\na) Seat codes = <row>-<seat>, like F-12, with "
                               "only letters, digits and hyphens?\nb) When a sheet breaks the rule: reject it, or fix it "
                               "automatically?\nc) The box office likes its own labels. Keep them anywhere?")
    facts = extract(ask, turn(1, "user", "a) yes b) reject, never autofix c) notes column"))
    assert [f for f in facts if f.body.startswith("Agreed:") and "notes column" in f.body]
    assert not [f for f in facts if f.type == "preference"]


def test_what_never_goes_where_is_a_rule() -> None:
    facts = one("ok, scrap the attachments. put a link to the show page plus the seating chart in the body. no files go into the CRM")
    assert [f for f in facts if "no files go into the crm" in f.body.lower()]
    from vaultmem.extract.rules import NO_RULE

    assert not NO_RULE.match("no worries go into it, it's fine")


def test_a_value_called_wrong_leaves_the_assistants_reading_as_it_was() -> None:
    talk = [turn(0, "user", "put the settle time to 8 seconds"),
            turn(1, "assistant", "The long export stays silent for 13 seconds between its two parts, longer than the 8 s we just set."),
            turn(2, "user", "then 8 is too short. put the settle time to 20 seconds, it gives margin")]
    read = [f for f in extract(*talk) if "13 seconds" in f.title]
    assert not read or "8 s we just set" in read[0].body


def test_the_cause_explained_before_whats_the_fix_heads_the_fix() -> None:
    talk = [turn(0, "user", "the seat map of hall B shows row F twice and row G is missing, a bug from yesterday's import"),
            turn(1, "assistant", "The import sorts the rows by their database id, while the layout file lists them in stage "
                                 "order. `zip(rows, layout)` then pairs row F with G's layout."),
            turn(2, "user", "great, so it was never the box office. what's the fix?"),
            turn(3, "assistant", "Agreed, anything that pairs by order can break again. The layout file already names each "
                                 "row, so the import should ignore order and look each row up by its name."),
            turn(4, "user", "yes do that"),
            edit(5),
            turn(6, "assistant", "Done: the import looks rows up by name, and the test with hall B passes.")]
    fixes = [f for f in extract(*talk) if f.type == "solution"]
    assert fixes and "database id" in fixes[0].body
    talk[2] = turn(2, "user", "great, so it was never the box office. ok, go on")
    assert not [f for f in extract(*talk) if f.type == "solution" and "database id" in f.body]


def test_a_rule_said_once_more_is_no_second_note() -> None:
    talk = [turn(0, "user", "this is a rule from now on, for every importer: we match rows by name, never by position. remember it"),
            turn(1, "assistant", "Noted."),
            turn(2, "user", "and once more, because I'll forget to tell the others: name, never position. keep that one")]
    facts = extract(*talk)
    assert len([f for f in facts if f.type == "preference"]) == 1


def test_better_after_a_cause_is_the_fix_it_proposes() -> None:
    talk = [turn(0, "user", "some seating exports arrive cut in the middle, yesterday three files. I think the share caches the size"),
            turn(1, "assistant", "That's the cause, and it isn't the share: the ticket system writes an export in two bursts with a "
                                 "pause between them, and the watcher uploads 3 s after the create event, during the pause. "
                                 "Better: upload a file only once its size has been unchanged for a `stable_for` period."),
            turn(2, "user", "ok for 8 seconds. and how often do we scan the share? put 15 seconds"),
            edit(3),
            turn(4, "assistant", "The watcher scans every 15 seconds now and waits for 8 s without a change."),
            turn(5, "user", "please retain this for next times: the watcher never deletes a file on the share"),
            turn(6, "assistant", "It already works that way.")]
    fixes = [f for f in extract(*talk) if f.type == "solution"]
    assert fixes and "stable_for" in fixes[0].body and "two bursts" in fixes[0].body
    from vaultmem.extract.findings import FIX_LEAD

    assert not FIX_LEAD.search("It is better this way, the share stays quiet")


def test_a_version_pick_keeps_its_number_and_the_rule_that_explains_it() -> None:
    ask = turn(0, "user", "the box office app is still on Node 3.2, and 3.2 went out of support in april. we need to move. "
                          "3.4 LTS or straight to 4.1?")
    options = turn(1, "assistant", "Both work from here, with different costs:\n\n- 3.4 LTS: security fixes until April 2027. "
                                   "Needs npm 10 or newer, so it would even run on today's npm.\n- 4.1: newer features, but it's not an LTS, and you'd have to move "
                                   "again to 4.2 LTS within a year. Needs npm 11 or newer.")
    facts = extract(ask, options, turn(2, "user", "3.4 LTS. the auditors review every major upgrade, so we only ever go LTS "
                                                  "to LTS. 4.1 is out"))
    picked = [f for f in facts if f.type == "decision"]
    assert picked and picked[0].title == "3.4 LTS over 4.1" and "auditors" in picked[0].body
    assert not [f for f in facts if "needs" in f.title.lower()]
    assert not [f for f in facts if f.title.startswith("Project uses Node")]  # what it is leaving is no fact
    assert [f for f in extract(turn(0, "user", "the box office app runs on Node 3.2, it works fine"))
            if f.title.startswith("Project uses Node")]


def test_a_grumble_about_how_things_are_is_no_rule() -> None:
    assert not one("the ticket printer in hall B always jams on the thick stock, always, it's a relic from 2009 I swear")
    assert not one("our seating charts are a mess, 40 versions in the shared drive. I want a naming convention first")
    assert one("the ticket printer always jams on thick stock, so we never send season passes to hall B's printer")


def test_store_this_for_yourself_asks_to_remember() -> None:
    facts = one("store this somewhere for yourself: the box office app talks only to the ticket api's /sales endpoints. "
                "it never opens a connection to the database directly")
    assert facts and "/sales" in said(facts) and "never opens a connection" in said(facts)


def test_lettered_answers_to_questions_settle_them_and_the_report_after_holds_the_values() -> None:
    ask = turn(0, "assistant", "Plan: a SeatUpload page for the seating CSV. A few questions first:\n\n(a) The export has 4 "
                               "decimals for the prices. How many do we show and store?\n(b) A seat without a row: block the "
                               "save, or allow it with a warning?\n(c) After saving, who may edit a seat map?")
    reply = turn(1, "user", "a) 2. b) warn, and a note becomes mandatory. c) nobody. a change is a new version that points to the old one")
    report = turn(2, "assistant", "The page is in. Prices are rounded to 2 decimal places when the CSV is read and stored that "
                                  "way. A seat without a row is highlighted, saving still works, but only with a note.")
    facts = extract(ask, reply, report)
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert settled and "nobody" in settled[0].body and "2 decimal places" in settled[0].body
    # a person's own list is still no answer to anything
    own = extract(turn(0, "assistant", "Here is what changed:\n\n1. The export now writes prices.\n2. The upload checks rows."),
                  turn(1, "user", "1. rename the upload page 2. run the bench again"))
    assert not [f for f in own if f.body.startswith("Agreed:")]


def test_what_the_person_adds_to_a_taken_offer_goes_into_its_note() -> None:
    offer = turn(0, "assistant", "Should I remember that seat rules 4 and 6 are intentionally off, so I don't suggest "
                                 "switching them back on in a later session?")
    facts = extract(offer, turn(1, "user", "yes, keep that. they're off on purpose, too noisy for small halls"))
    assert len(facts) == 1 and "too noisy for small halls" in facts[0].body and "rules 4 and 6" in facts[0].body


def test_a_statement_said_without_a_verb_or_about_the_same_folder_goes_on_with_the_one_before() -> None:
    facts = one("and naming, since we're adding the missing halls anyway: dashboard uid is hall-<name> in lower case, "
                "so hall-a, hall-b. one folder per building, 'North', 'South'")
    assert len(facts) == 1 and "one folder per building" in said(facts)
    facts = one("and the layout: templates live in templates/<venue>/<kind>.html, so templates/opera/ticket.html and so "
                "on. the generic ones go under templates/_default/. move the existing ones")
    assert len([f for f in facts if "templates/" in f.body]) == 1


def test_a_rule_before_its_grumbled_reason_stays_a_rule() -> None:
    facts = one("hi. the build fails on the new laptop. also never ever touch SEATDEF.INC, the old printer in the box office "
                "depends on those widths, last time it printed garbage for a week")
    assert [f for f in facts if "seatdef.inc" in f.body.lower()]


def test_a_policy_pasted_as_an_excerpt_is_the_policys_until_the_persons_notes() -> None:
    text = ("the venue sent the policy for the door scanners, excerpt below, plus my notes at the end.\n\n"
            "VEN-SEC-04 Door Scanner Policy (excerpt)\n4.1 Scanners shall not have direct internet access.\n"
            "4.5 Local accounts shall use passwords of at least 16 characters, rotated every 90 days.\n\n"
            "--- my notes ---\n- remember: scanner images are signed with the key in Vault under venue/scanner/signing, "
            "never with a key on a laptop")
    facts = one(text)
    assert not [f for f in facts if "16 characters" in f.body]
    assert [f for f in facts if "venue/scanner/signing" in f.body]


def test_a_condition_then_what_the_thing_never_does_is_a_rule() -> None:
    facts = one("windows: if a hall has a show running, the scanner never reboots to install, no matter what. the update "
                "waits for the next gap between shows")
    assert facts and "never reboots" in said(facts)


def test_answers_by_number_to_findings_settle_them_with_one_answer_that_names_nothing_of_its_point() -> None:
    findings = turn(0, "assistant", "Where the scanners break the policy today:\n\n1. **4.1**: the updater points at the "
                                    "vendor cloud, so every scanner needs the internet.\n2. **4.3**: the production image "
                                    "installs an ssh server.\n3. **4.4**: nothing blocks usb storage.\n4. **Signing**: CI "
                                    "signs with a key file on the runner.")
    reply = turn(1, "user", "1: we already have updates.venue.local in the DMZ, point the images at it, port 443. 2: ssh out "
                            "of the production image. 3: block usb storage with a udev rule. 4: as in my notes, Vault")
    settled = [f for f in extract(findings, reply) if f.body.startswith("Agreed:")]
    assert settled and "updates.venue.local" in settled[0].body and "Vault" in settled[0].body


def test_what_we_do_lists_the_persons_decisions() -> None:
    facts = one("right. what we do:\n- fix SeatMapper so a child show gets the parent's seating plan\n- a booking only "
                "becomes PAYABLE when every seat on it is held\n- don't touch the refund report, finance owns it")
    assert [f for f in facts if "PAYABLE" in f.body]
    assert not [f for f in facts if "refund report" in f.body.lower()]


def test_a_yes_that_says_who_only_may_is_a_rule() -> None:
    ask = turn(0, "assistant", "Both are in. One question: sometimes the box office sells over the limit. Should there be an "
                               "override for the block, and who may use it?")
    facts = extract(ask, turn(1, "user", "yes, only the house manager role, with a reason code, and it's logged. nobody else"))
    assert [f for f in facts if f.type == "decision" and "house manager" in f.title.lower()]


def test_the_rest_is_fine_takes_every_other_point_of_the_proposal() -> None:
    proposal = turn(0, "assistant", "Nothing is set today. Proposal:\n\n- keep the seat cache at 1 hour\n- compress show logs "
                                    "older than 3 days\n- raw retention 90 days\n- box office report: refresh every 5 minutes")
    facts = extract(proposal, turn(1, "user", "compress after 7 days, not 3: the nightly audit rewrites the last week. the rest is fine"))
    settled = [f for f in facts if f.body.startswith("Agreed:")]
    assert settled and "refresh every 5 minutes" in settled[0].body and "7 days" in settled[0].body


def test_what_will_matter_in_later_sessions_is_a_request_to_remember() -> None:
    facts = one("this is going to matter in later sessions, so: nothing in the ticket database changes by hand. every "
                "schema change is a numbered file in migrations/ and goes in through the migrate job")
    assert facts and "migrations/" in said(facts)
    assert not one("this is going to matter in later sessions maybe, who knows")


def test_rules_that_name_parts_of_one_name_are_one_note() -> None:
    facts = one("no more relying on the machine's zone. show times are computed in the venue time zone from config, "
                "Venue:TimeZone = Europe/Vienna, through an injected TimeProvider. no DateTime.Now or TimeZoneInfo.Local "
                "anywhere in src/")
    assert len(facts) == 1 and "timezoneinfo.local" in said(facts) and "europe/vienna" in said(facts)
