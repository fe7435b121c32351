"""The heuristic extractor's twenty-third-pass signals (issue 16 item 2).

Two parts read only as aggregates were opened: h32 (a marketplace's platform team) and h33 (clinic
software). What they showed, among others: "yes to all but 4. <why not 4>" settled nothing; "jot down
that: …", "don't lose this: …" and "… so hang on to it." were no requests to remember; "decision:
Unleash, self-hosted." was no decision; lettered or numbered answers written on one line ("a) 28d b)
99.5", "1 no, hide it 2 view only 3 10") or as a bulleted list were not read; a pasted postmortem's
action items became the person's rules; "timeout 15 s" was taken for a symptom; a value asked for was
dropped because the report that carried it out said "not today".

Every sentence was written for these tests, about projects in none of the corpus splits (a bike-share
dock, a library catalogue, a museum's audio guide, a tide-gauge service …). Each signal is checked
both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.capture.turns import ToolCall


def one(text: str) -> list:
    return extract(turn(0, "user", text))


def shell(i: int) -> object:
    return turn(i, "assistant", "", tool_calls=[ToolCall(id=f"c{i}", name="Bash", input='{"command":"make"}')])


_FOUR = ("Proposals:\n\n1. Dock firmware: POLL_MS=250, RETRIES=4 per dock.\n2. An autoscaler for the api: min 3, "
         "max 12, target 70% CPU.\n3. Memory limit 1Gi per api pod.\n4. Move the report worker to spot nodes, "
         "about half the price.")


# -- answers to the assistant's points -------------------------------------------------------------------

def test_yes_to_all_but_one_takes_the_others_and_turns_that_one_down_with_its_reason() -> None:
    facts = extract(turn(0, "user", "size the dock api"), turn(1, "assistant", _FOUR),
                    turn(2, "user", "yes to all but 4. the report worker stays on on-demand nodes, spot nodes "
                                    "vanish with two minutes notice and the monthly report runs for an hour"))
    assert len(facts) == 1 and facts[0].type == "decision"
    agreed, _, down = facts[0].body.partition("Not:")
    assert "POLL_MS=250" in agreed and "1Gi" in agreed and "spot nodes" in down and "vanish" in down
    plain = extract(turn(0, "user", "size the dock api"), turn(1, "assistant", _FOUR),
                    turn(2, "user", "all of it looks heavy, let me think"))
    assert not any("Not:" in f.body for f in plain)


def test_lettered_answers_on_one_line_are_read_point_by_point() -> None:
    asked = ("Before I write the alerts:\n\na) Window: 7 days or 28 days?\nb) Target: 99.0% or 99.9%?\n"
             "c) Pages go out at any hour. Should tickets go to chat at night too?")
    facts = extract(turn(0, "user", "alerts for the tide gauge feed"), turn(1, "assistant", asked),
                    turn(2, "user", "a) 28d b) 99.9 c) only on weekdays"))
    assert len(facts) == 1 and "99.9" in facts[0].body and "28d" in facts[0].body
    assert "Should tickets go to chat at night too — only on weekdays" in facts[0].body


def test_numbered_answers_on_one_line_without_stops() -> None:
    asked = ("A few answers first:\n\n1. Should members see the staff notes tab at all?\n2. Loans list: edit, or "
             "view only?\n3. Idle logout: after how many minutes without activity?\n4. Show the branch in the header?")
    facts = extract(turn(0, "user", "make the catalogue UI follow the roles"), turn(1, "assistant", asked),
                    turn(2, "user", "1 no, hide it 2 view only 3 15 4 yes"))
    assert len(facts) == 1
    assert "Idle logout: 15" in facts[0].body and "Loans list: view only" in facts[0].body
    assert "staff notes" in facts[0].body.partition("Not:")[2]


def test_a_bulleted_list_of_numbered_answers_is_read_and_an_aside_after_it_does_not_void_it() -> None:
    asked = ("Three proposals:\n\n1. **Loudness.** Normalise every track to -16 LUFS.\n2. **Cache.** Keep rendered "
             "tracks in `guide-cache` for 30 days.\n3. **Offline pack** of the whole tour for the app.")
    reply = "- 1 yes\n- 2 yes but 5 days, not 30\n- 3 no, the pack is 2 GB\nthe player shows the wrong room right now, fix that too"
    facts = extract(turn(0, "user", "review the audio guide"), turn(1, "assistant", asked), turn(2, "user", reply))
    settled = [f for f in facts if f.type == "decision"]
    assert len(settled) == 1 and "5 days" in settled[0].body and "Offline pack" in settled[0].body.partition("Not:")[2]


def test_answers_to_the_persons_own_pasted_list_after_a_label() -> None:
    pasted = ("the incident review draft from Mo, here it is:\n\n---\n**Action items:**\n1. Deploy schema removals in two "
              "releases.\n2. Freeze deploys for an hour after every release.\n3. Add a migration linter to CI.\n---")
    facts = extract(turn(0, "user", pasted), turn(1, "assistant", "The timeline in the draft is off by an hour."),
                    turn(2, "user", "fix the timeline. action items: 1 and 3 yes. 2 no, a freeze slows us down and "
                                    "would not have helped here"))
    assert not any(f.quote.startswith("Freeze deploys") or f.title.startswith("Freeze deploys") for f in facts)
    settled = [f for f in facts if f.type == "decision"]
    assert len(settled) == 1 and "migration linter" in settled[0].body
    assert "Freeze deploys" in settled[0].body.partition("Not:")[2]


def test_yes_to_all_of_it_takes_a_proposal_whole_even_when_the_reply_goes_on() -> None:
    proposal = ("Two changes then:\n\n1. A `dock_claim` row is written before every unlock call.\n2. Unlock "
                "calls are retried only on 503, never on timeouts.")
    reply = ("yes to all of it. the claim row comes first, always, no exceptions. and the docks in the harbour "
             "lot stay on the old firmware until spring, the vendor has not certified them, so leave them alone")
    facts = extract(turn(0, "user", "docks unlock twice"), turn(1, "assistant", proposal), turn(2, "user", reply))
    assert any(f.type == "decision" and "dock_claim" in f.body and "503" in f.body for f in facts)


def test_a_value_asked_for_openly_and_answered_at_length() -> None:
    asked = "The thresholds decide when a run fails. What should pass look like for the search endpoint?"
    facts = extract(turn(0, "user", "load test the catalogue search"), turn(1, "assistant", asked),
                    turn(2, "user", "p95 under 300 ms at 200 requests a second, and fewer than one error in a thousand"))
    assert "300 ms" in said(facts)
    assert not extract(turn(0, "user", "load test it"), turn(1, "assistant", "Shall I start it now?"),
                       turn(2, "user", "in 20 minutes, I am on a call with the vendor until then"))


def test_doesnt_matter_picks_nothing() -> None:
    asked = "The lint job is in and the museum build passes. Should I aim to merge before the January freeze?"
    assert not extract(turn(0, "user", "add the lint job"), turn(1, "assistant", asked),
                       turn(2, "user", "doesn't matter, the ops team always freezes in January, that's their call. "
                                       "merge it when CI is green"))


# -- requests to remember --------------------------------------------------------------------------------

def test_jot_down_that_keeps_the_sentences_it_introduces_as_one_note() -> None:
    facts = one("good. jot down that: every cache key starts with the view it belongs to, then GUIDE_VERSION. when a "
                "template changes shape we bump GUIDE_VERSION in config/cache.py. nobody ever flushes the whole cache")
    assert len(facts) == 1 and "flushes" in facts[0].body and facts[0].title.startswith("Every cache key")


def test_dont_lose_this_and_hang_on_to_it_ask_to_keep() -> None:
    assert "pascalcase" in said(one("don't lose this: metric names are <Service><Thing> in PascalCase"))
    facts = one("this role table will come up in every catalogue session, so hang on to it. members: loans and "
                "holds. librarians: all of that plus the staff notes. admins: everything")
    assert len(facts) == 1 and facts[0].title.startswith("Members: loans and holds") and "Librarians" in facts[0].body
    assert not one("I lost this yesterday and had to redo it")


def test_remember_that_number_keeps_the_sentence_it_points_back_at() -> None:
    facts = one("rotation is weekly. escalation to the backup after 12 minutes, remember that number, the team set it")
    assert len(facts) == 1 and facts[0].title.startswith("Escalation to the backup after 12 minutes")


def test_an_offer_to_remember_for_future_sessions_keeps_what_it_names() -> None:
    offer = ("The unit test passes. Should I remember for future sessions that the dock clock is UTC everywhere, "
             "so nobody converts it in the app again?")
    facts = extract(turn(0, "user", "fix the clock"), turn(1, "assistant", offer), turn(2, "user", "yes, do"))
    assert facts and facts[0].title.startswith("The dock clock is UTC everywhere")


def test_replace_what_i_said_about_corrects_the_value_turns_later() -> None:
    facts = extract(turn(0, "user", "escalation to the backup after 20 minutes, remember that number"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "the rotation hands off on monday at 09:00"),
                    turn(3, "assistant", "Ok."),
                    turn(4, "user", "ah wait. replace what I said about the 20 minutes: it is 12 minutes"))
    assert len(facts) >= 1 and any("12 minutes" in f.title for f in facts)
    assert not any("20 minutes" in f.title for f in facts)


# -- statements ------------------------------------------------------------------------------------------

def test_a_labelled_decision_with_its_alternatives_turned_down() -> None:
    facts = one("the vendor quote came in at 60k a year. decision: Meilisearch, self-hosted. Algolia is out on "
                "price, and Typesense is out because nobody here knows it")
    assert len(facts) == 1 and facts[0].type == "decision" and "Algolia" in facts[0].body
    assert not one("the decision is not mine to make")


def test_an_assistants_separate_instance_proposal_accepted() -> None:
    facts = extract(turn(0, "user", "cache the tour pages"),
                    turn(1, "assistant", "I'd put the cache on its own Redis instance, not on the queue's: a cache "
                                         "wants `allkeys-lru` while the queue must stay `noeviction`."),
                    turn(2, "user", "agreed. there's an unused guide-cache release, use that one"))
    assert len(facts) == 1 and "allkeys-lru" in facts[0].body and "guide-cache" in facts[0].body


def test_settings_said_as_names_and_values_and_only_ever() -> None:
    assert "15 s" in said(one("numbers: timeout 15 s, retries 2, only on 429 and 5xx"))
    assert "perf" in said(one("load tests only ever run against the perf namespace. not staging, not prod"))
    assert not one("the dock request timed out twice this morning")


def test_a_template_for_names_and_what_each_of_a_kind_carries() -> None:
    assert one("scenario files are scenarios/<service>-<endpoint>.js, like the two that were there")
    assert one("every metric has exactly the labels dock, city and firmware")
    assert not one("scenario files were scenarios/<service>.js last year")


def test_a_rule_and_the_names_it_rules_out_are_one_note() -> None:
    facts = one("please note this for the next sessions: an event is named resource dot verb in past tense, small "
                "letters. loan.renewed, hold.placed. Not LoanRenewed, not RENEW_LOAN, not loan.renew.")
    assert len(facts) == 1 and "RENEW_LOAN" in facts[0].body


def test_here_is_what_we_do_makes_each_item_a_note() -> None:
    facts = one("ok here's what we do:\n- dedupe on the reading id plus the station id, ids repeat across stations\n"
                "- the gauge gets its ACK only after the reading is committed\n- ports as in their spec, 7001 prod")
    assert len(facts) == 3
    assert not one("here's what I did yesterday:\n- read the spec\n- slept badly")


def test_a_conditional_answer_the_system_gives_is_a_rule() -> None:
    assert one("if the audit row cannot be written, the read returns 503")
    assert not one("if you call it twice, it returns the same list")


def test_a_draft_is_nothing_to_keep_and_a_root_cause_is_a_finding() -> None:
    assert not one("I started a dashboard for the dock errors, but it is only a draft, do not link it anywhere")
    facts = one("root cause: the column was dropped in the same release that stopped reading it, so old pods failed")
    assert [f.type for f in facts] == ["solution"]


def test_a_pasted_postmortem_draft_is_not_the_persons_own_words() -> None:
    facts = one("Mo wrote the postmortem draft, clean it up. here it is:\n\n---\n# Docks offline\n\n**Action items:**\n"
                "1. Always page the on-call for dock outages.\n2. Freeze firmware updates for a week.\n---")
    assert not facts


def test_a_value_carried_out_holds_even_when_the_report_says_not_today() -> None:
    facts = extract(turn(0, "user", "the assessor wants at least 60 days of history. make it 9, that covers 63"),
                    shell(1),
                    turn(2, "assistant", "Retention is 9 weekly fulls now. The first 63-day window is reached in "
                                         "late January, not today."))
    assert any("9" in f.title for f in facts)
    refused = extract(turn(0, "user", "make the batch 64"), edit(1),
                      turn(2, "assistant", "64 doesn't fit on the card; it runs out of memory at step 3."))
    assert not refused


def test_update_your_note_corrects_the_note_that_holds_the_value_it_names() -> None:
    facts = extract(turn(0, "user", "for now: chunks of 500. remember: the sweep job runs at 01:00"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "chunks of 200 then"),
                    turn(3, "assistant", "Ok."),
                    turn(4, "user", "and update your note from earlier: it doesn't run at 01:00, make it 04:15"))
    assert any("04:15" in f.title for f in facts) and not any(f.title.endswith("runs at 01:00") for f in facts)
    kept = extract(turn(0, "user", "remember: the sweep job runs at 01:00"), turn(1, "assistant", "Noted."),
                   turn(2, "user", "ok"), turn(3, "assistant", "Ok."),
                   turn(4, "user", "and update your note from earlier: the bucket is tide-raw"))
    assert any(f.title.endswith("runs at 01:00") for f in kept)


def test_a_rule_said_again_is_one_note() -> None:
    facts = extract(turn(0, "user", "the claim row is written and committed before the unlock call, always"),
                    turn(1, "assistant", "Done, tests pass."),
                    turn(2, "user", "I'll say it again because it bit us: claim row first, committed, then unlock. "
                                    "keep it in mind whenever you touch the dock code"))
    assert len(facts) == 1 and "Said again" in facts[0].body
    other = extract(turn(0, "user", "the claim row is written and committed before the unlock call, always"),
                    turn(1, "assistant", "Done, tests pass."),
                    turn(2, "user", "as I said before, dock firmware updates go out on tuesdays only, never on fridays"))
    assert len(other) == 2


def test_a_value_the_assistant_named_confirmed_by_naming_it() -> None:
    facts = extract(turn(0, "user", "clean up the dock flags"),
                    turn(1, "assistant", "One more thing: the client polls the flag server every 90 s "
                                         "(`poll_interval: 90`), so turning a flag off takes up to a minute and a half. "
                                         "Most setups use 20 s; the load is negligible."),
                    turn(2, "user", "20 s, yes"))
    assert len(facts) == 1 and facts[0].title == "poll_interval: 20 s" and "90 s" in facts[0].body
    assert not extract(turn(0, "user", "clean up the dock flags"),
                       turn(1, "assistant", "The client polls every 90 s and most setups use 20 s."),
                       turn(2, "user", "45 s, yes"))


def test_a_proposal_item_with_or_between_code_does_not_break_the_reading() -> None:
    proposal = ("Proposal:\n\n- Mark each unlock after the call: `done` with the dock id, or `failed` with the code.\n"
                "- No batch-wide transaction around the unlocks.")
    facts = extract(turn(0, "user", "docks unlock twice"), turn(1, "assistant", proposal), turn(2, "user", "sounds good"))
    assert any("`failed`" in f.body for f in facts)


def test_update_that_note_swaps_the_value_it_names_out_of_the_kept_note() -> None:
    facts = extract(turn(0, "user", "save this for next time: gauge pods take at most 8000 sockets each"),
                    turn(1, "assistant", "At 8,000 sockets a broadcast takes 2.1 s at p99. Trying 6,000."),
                    turn(2, "user", "ok, update that note: 6000 per pod, not 8000. the 8k number is dead"))
    assert [f.title for f in facts] == ["Gauge pods take at most 6000 sockets each"]


def test_answers_to_a_quoted_emails_points_with_a_value_swapped_and_one_refused() -> None:
    email = ("mail from Ines, pasted below. I'll tell you what we do\n\n> 1. Every hold shows its pickup shelf.\n"
             "> 2. Holds expire after 14 days.\n> 3. Every expiry sends an SMS to the member.")
    facts = extract(turn(0, "user", email), turn(1, "assistant", "Today holds never expire and show no shelf."),
                    turn(2, "user", "1 yes. 2 yes but 10 days, not 14, the shelves are full. 3 absolutely not, members "
                                    "get enough texts"))
    [note] = [f for f in facts if f.type == "decision"]
    agreed, _, down = note.body.partition("Not:")
    assert "expire after 10 days" in agreed and "SMS" in down


def test_three_too_and_not_four_answer_points() -> None:
    options = ("Options:\n1. A claim row per unlock, checked before the call.\n2. A unique job per unlock.\n"
               "3. Raise the unlock timeout.\n4. Never retry an unlock.")
    facts = extract(turn(0, "user", "docks unlocked twice"), turn(1, "assistant", options),
                    turn(2, "user", "1 and 2. the unlock key is dock id + request id. 3 too, 90s. not 4, a real blip should retry"))
    [note] = [f for f in facts if f.type == "decision"]
    assert "90s" in note.body.partition("Not:")[0] and "Never retry" in note.body.partition("Not:")[2]


def test_thats_the_rule_runs_on_and_wait_did_you_corrects_nothing() -> None:
    facts = extract(turn(0, "user", "that's the rule: if the catalogue api times out, fall back to the cached holds. "
                                    "never show an empty shelf. timeout 400ms, yes"),
                    turn(1, "assistant", "Done."),
                    turn(2, "user", "wait. did you just run the tests against staging? the fixture wipes the db"))
    rules = [f for f in facts if f.type == "preference"]
    assert len(rules) == 1 and "400ms" in rules[0].body and "Corrects" not in rules[0].body


def test_the_persons_own_candidates_are_what_a_bare_pick_names() -> None:
    facts = extract(turn(0, "user", "pick the search engine today. candidates: Meilisearch, Typesense Cloud, Algolia"),
                    turn(1, "assistant", "| | Meilisearch | Typesense | Algolia |\n|---|---|---|---|\n| Ops | self-hosted "
                                         "| managed | managed |\n| Pricing | free | per RAM | per record |"),
                    turn(2, "user", "Typesense Cloud. Algolia is out: per-record pricing on the archive is silly money"))
    picks = [f for f in facts if f.title.startswith("Typesense")]
    assert picks and "Ops" not in picks[0].body


def test_a_memo_pasted_mid_line_and_when_to_deploy_are_not_the_persons_facts() -> None:
    memo = ("legal sent a memo. pasting it. tell me what it means for the catalogue\n\nMEMO: Holds and privacy\n\n"
            "1. Hold history must be deleted after 30 days.\n2. Staff may never see who borrowed a title before.")
    assert not one(memo)
    assert not one("perfect. deploy tomorrow morning, not tonight")
    assert one("the book fair is next friday, the catalogue must stay up all day")


def test_a_one_off_task_settles_nothing_for_the_project_and_another_desks_rule_is_theirs() -> None:
    facts = extract(turn(0, "user", "one-off for Ines: every hold placed last week with the branch and the wait. CSV, "
                                    "it's a one-time thing"),
                    turn(1, "assistant", "For the wait I'd use the hours between the hold and the pickup, rounded up."),
                    turn(2, "user", "hours are fine, round to one decimal"),
                    turn(3, "assistant", "Done: /tmp/holds.csv."),
                    turn(4, "user", "the finance desk will get it. they have a rule that any CSV leaving the building "
                                    "is zipped. that's their policy, not ours, but humor them"))
    assert not facts
    kept = extract(turn(0, "user", "for the holds report I want the wait in hours"),
                   turn(1, "assistant", "For the wait I'd use the hours between the hold and the pickup, rounded up."),
                   turn(2, "user", "hours are fine, round to one decimal"))
    assert kept


def test_a_mail_ruled_off_is_the_senders_and_the_persons_own_list_after_it_is_theirs() -> None:
    mail = ("got this from the host this morning, what does it mean for the catalogue:\n\n---\nSubject: changes on 1 March\n\n"
            "1. Accounts on PHP 8.0 will be moved to PHP 8.1.\n2. Daily backups will be retained for 14 days.\n---")
    assert not one(mail)
    facts = extract(turn(0, "user", mail), turn(1, "assistant", "Both apply to the catalogue."),
                    turn(2, "user", "ok here's what we do:\n- php: not their 8.1, we go straight to 8.3 ourselves\n"
                                    "- Backups: no. we keep our own restic backups, ignore theirs"))
    assert len(facts) == 2 and "Backups: no" in facts[1].body
    # ("what I want:" opens a task's wishes as often as decisions: it makes no list of decisions alone)
    own = one("my notes for the migration:\n\n---\nthe catalogue api always runs on port 8443\n"
              "never restart the indexer during opening hours\n---")
    assert own
