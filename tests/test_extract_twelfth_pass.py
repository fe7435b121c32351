"""The heuristic extractor's twelfth-pass signals (issue 16 item 2), read off the opened twelfth part
(seen12/): a choice the person takes back in their next message ("wait. actually …"), a rule asked
for as "can you make sure you always …", a question typed without its "?", and a problem told as its
consequence in a message that asks for help ("…, so tickets get escalated 3 times. ideas?").

Every sentence was written for these tests, about projects in none of the corpus splits (a choir
rota app, a tide gauge logger, a ferry timetable …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.extract.sentences import sentences
from vaultmem.extract.shape import shape_fact
from vaultmem.vault.titles import short_title


def test_a_choice_taken_back_in_the_next_message_is_replaced_by_the_new_one() -> None:
    facts = extract(turn(0, "user", "the ferry feed importer is slow, where should the parsed timetables live?"),
                    turn(1, "assistant", "Options: keep them in **SQLite** next to the app, or load them into "
                                         "**Postgres** on the shared server."),
                    turn(2, "user", "postgres then, the ops team backs it up anyway"),
                    turn(3, "assistant", "OK, I'll add a Postgres schema for the timetables."),
                    turn(4, "user", "wait. actually the shared server is in another region and the kiosks are offline "
                                    "half the day. keep sqlite next to the app"))
    decisions = [f for f in facts if f.type == "decision"]
    assert [f.title for f in decisions] == ["Keep sqlite next to the app"]
    assert "offline half the day" in said(decisions) and "Actually" not in decisions[0].body


def test_a_choice_followed_by_a_question_is_kept() -> None:
    facts = extract(turn(0, "user", "where should the parsed timetables live?"),
                    turn(1, "assistant", "Options: keep them in **SQLite** next to the app, or load them into "
                                         "**Postgres** on the shared server."),
                    turn(2, "user", "postgres then, the ops team backs it up anyway"),
                    turn(3, "assistant", "OK, I'll add a Postgres schema for the timetables."),
                    turn(4, "user", "wait, actually how big will the schema be?"))
    assert [f.type for f in facts if "postgres" in f.quote.lower()] == ["decision"]


def test_a_rule_asked_for_as_make_sure_you_always_is_kept_without_the_request() -> None:
    facts = extract(turn(0, "user", "and can you make sure you always bump the tide table version in "
                                    "gauges.toml when the schema changes, the loggers read it at boot"))
    assert [f.type for f in facts] == ["preference"]
    assert shape_fact(facts[0]).title.startswith("Always bump the tide table version")
    assert extract(turn(0, "user", "can you make sure the tests pass before you push")) == []


def test_requests_to_remember_in_broken_english_are_titled_by_what_to_keep() -> None:
    assert short_title("Please to remember, the rota export runs at 06:00") == "The rota export runs at 06:00"
    assert short_title("I want you remember, always run the gauge sim with --seed 7") == \
        "Always run the gauge sim with --seed 7"
    assert short_title("And pls remmeber that we never email choir members from staging") == \
        "We never email choir members from staging"


def test_a_question_typed_without_its_question_mark_makes_no_note() -> None:
    facts = extract(turn(0, "user", "what does `fold_tide` do"),
                    turn(1, "assistant", "It folds each `reading` into the running mean, so one bad `reading` "
                                         "shifts the mean for the rest of the hour."),
                    turn(2, "user", "and why does it fold before filtering, couldn't it just filter the reading"))
    assert facts == []


def test_a_problem_told_by_its_consequence_in_a_request_for_help_is_no_fact() -> None:
    asked = extract(turn(0, "user", "the reminder job runs on every node. we have 4 nodes now, so members get "
                                    "4 reminder mails. ideas?"))
    assert asked == []
    stated = extract(turn(0, "user", "we have 4 nodes in prod, the api listens on 8443. can you add a healthcheck"),
                     edit(1))
    assert any("8443" in f.quote for f in stated)


def test_a_pick_among_lower_case_names_the_person_asked_for_is_the_decision() -> None:
    facts = extract(turn(0, "user", "the tide csv reader chokes on bad rows and says nothing useful. alternatives?"),
                    turn(1, "assistant", "polars: fast, typed columns, clear errors with the row number. Slower "
                                         "to import than the stdlib reader, but files are small. Or pandas, "
                                         "familiar but heavy for a logger."),
                    turn(2, "user", "polars. the row numbers in errors are what we need"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and shape_fact(decisions[0]).title == "Polars over pandas"
    # the same words to a reply that laid nothing out, to a question that asked for no options
    assert extract(turn(0, "user", "what does the reader do with bad rows?"),
                   turn(1, "assistant", "polars: it raises with the row number."),
                   turn(2, "user", "polars. the row numbers in errors are what we need")) == []


def test_an_option_picked_late_as_do_it_to_the_thing_is_titled_by_the_option() -> None:
    facts = extract(turn(0, "user", "the nightly rota job takes 40 min, one task never ends"),
                    turn(1, "assistant", "One choir holds most rows. Options:\n\n- **shard** the big choir: split "
                                         "its rows by voice part, then merge the counts\n- turn on "
                                         "`spark.speculation`\n- split the choir by section id"),
                    turn(2, "user", "section ids are missing for half the members. shard it"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "shard" in shape_fact(decisions[0]).title.lower()


def test_a_setting_reported_as_code_then_its_file_is_what_was_set() -> None:
    facts = extract(turn(0, "user", "ok 96 then"), edit(1),
                    turn(2, "assistant", "`rota.batch_size=96` in `conf/rota.conf`, and the sample config matches."))
    assert any("rota.batch_size=96" in f.quote for f in facts)
    assert extract(turn(0, "user", "what is the batch size?"),
                   turn(1, "assistant", "`rota.batch_size=96` in `conf/rota.conf`, I'd raise it?")) == []


def test_a_message_whose_last_line_ends_in_a_colon_token_is_read_not_taken_for_a_heading() -> None:
    facts = extract(turn(0, "user", "sure go ahead. fyi for later: the gauge db lives in ~/.local/share/tides/tides.db "
                                    "and the tests must never touch that one, they use TIDES_DB=:memory:"))
    assert len(facts) == 1 and "TIDES_DB=:memory:" in facts[0].body
    # a line that ends in a colon above more lines still introduces them
    said = [s.heading for s in sentences("Changes:\n- `retries = 5` in `tides.toml`")]
    assert said == ["Changes:"]


def test_a_value_the_person_corrects_is_kept_as_said() -> None:
    facts = extract(turn(0, "assistant", "I'll poll the gauge at http://localhost:9000/status once it's up."),
                    turn(1, "user", "no, it's 9100, not 9000 — status is on its own port, 9000 is the data feed"))
    assert len(facts) == 1 and "9100" in facts[0].quote
    assert extract(turn(0, "assistant", "Is the slow gauge a problem?"),
                   turn(1, "user", "no, it's fine, not a problem")) == []


def test_a_problem_explained_then_accepted_with_do_it_and_changed_is_a_finding() -> None:
    found = [f for f in extract(
        turn(0, "user", "the choir app takes 4 s to open since last week. why"),
        turn(1, "assistant", "`preloadAll()` runs in `onCreate` and decodes every score PDF before the first "
                             "screen. That's the 4 s. Loading scores lazily when one is opened keeps startup "
                             "under a second."),
        turn(2, "user", "do it"), edit(3),
        turn(4, "assistant", "Scores now load lazily in `ScoreRepository.open()`; `preloadAll()` is gone."))
        if f.type == "solution"]
    assert len(found) == 1 and "preloadall()" in said(found) and "scorerepository.open()" in said(found)
    # the same explanation after the change was already made, then "ok" to another request: a report
    assert [f for f in extract(
        turn(0, "user", "the choir app takes 4 s to open since last week. why"), edit(1),
        turn(2, "assistant", "Built clean. Scores now load lazily, so `preloadAll()` no longer runs in `onCreate`."),
        turn(3, "user", "ok. change the title colour to blue while I test"), edit(4))
        if f.type == "solution" and "preloadAll" in f.quote and f.turn_ids == ["t2"]] == []


def test_banter_and_exclamations_are_not_rules() -> None:
    assert extract(turn(0, "user", "lol I left the gauge sim on -O0 and forgot. note to self: tea before benchmarks. "
                                   "haha. always fun, tide models")) == []
    assert extract(turn(0, "user", "eh never mind the 20ms run. always something with these sims. thanks")) == []
    # laughing does not undo a request that names something of the project
    kept = extract(turn(0, "user", "remember that ferry deploys only go out on tuesdays lol, the ops team insists"))
    assert len(kept) == 1 and "tuesdays" in kept[0].quote
    # "don't bother trying it" advises, it does not wave the matter away
    told = extract(turn(0, "user", "just so you know for next time: the gauge relay listens on 2626 inside the "
                                   "cluster, 26 is blocked upstream so don't bother trying it"))
    assert len(told) == 1 and "2626" in told[0].quote


def test_a_report_after_the_change_that_names_the_root_cause_is_the_finding() -> None:
    steps = [turn(0, "user", "gauge 3 reports negative tides every few hours"),
             turn(1, "assistant", "Both bad samples sit right after the modem sends. Two ways out: lock the sampler "
                                  "while the modem sends, or a bigger capacitor. Want the lock now?"),
             turn(2, "user", "not today, I'm off to the harbour. tomorrow pls"),
             turn(3, "user", "ok back. do the lock thing, the boxes are sealed"), edit(4),
             turn(5, "assistant", "Done, and it builds. What changed: a `modem_idle` semaphore now keeps the sampler "
                                  "off while the modem sends. Root cause for the record: the ADC conversion "
                                  "overlapping the modem burst, which sags the supply.")]
    found = [f for f in extract(*steps) if f.type == "solution"]
    assert len(found) == 1 and "modem_idle" in said(found) and shape_fact(found[0]).title.startswith("The ADC conversion")
    # the same report with no change made before it is talk, not a finding
    assert [f for f in extract(*steps[:4], steps[5]) if f.type == "solution"] == []


def test_review_points_answered_one_by_one_keep_the_ones_said_yes_to() -> None:
    facts = extract(turn(0, "assistant", "Some notes:\n\n1. Paging the choir list would help the big choirs.\n"
                                         "2. The `key` on `email` breaks for members without one — `m.id` is "
                                         "safer.\n3. No error state when the request fails."),
                    turn(1, "user", "1 — not now, maybe next term. 2 yes switch to id"))
    # twenty-first pass: one note for the reply, the point said yes to under "Agreed", the other under "Not"
    [note] = [f for f in facts if f.type == "decision"]
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "`m.id` is safer" in agreed and "switch to id" in agreed and "Paging" not in agreed
    assert "Paging the choir list" in turned_down


def test_a_rule_marked_as_a_rule_on_this_repo_is_kept_whole() -> None:
    facts = extract(turn(0, "user", "one thing you missed: we don't do fetch calls inside components here. "
                                    "everything goes through the stores in src/stores. that's a hard rule on this repo"))
    assert [f.type for f in facts] == ["preference"] and "fetch calls" in said(facts) and "src/stores" in said(facts)
    assert extract(turn(0, "user", "we don't have a staging server yet, can you run it locally")) == []


def test_an_option_named_in_code_is_picked_when_said_as_words() -> None:
    facts = extract(turn(0, "user", "the tide chart stutters when you pan on old phones. anything cheap we can do?"),
                    turn(1, "assistant", "You already throttle redraws, but not `requestAnimationFrame()`. Drawing "
                                         "once per frame usually hides the stutter. The heavier alternative is moving "
                                         "the chart onto WebGL, which would replace your SVG layer."),
                    turn(2, "user", "request animation frame. not touching the svg layer, it's what the print view uses"))
    assert [f.type for f in facts] == ["decision"] and "requestanimationframe" in said(facts)
    assert extract(turn(0, "user", "the tide chart stutters when you pan on old phones. anything cheap we can do?"),
                   turn(1, "assistant", "You already throttle redraws, but not `requestAnimationFrame()`."),
                   turn(2, "user", "what does request animation frame do exactly?")) == []


def test_an_offer_turned_down_for_the_opposite_is_a_decision_with_its_reason() -> None:
    facts = extract(turn(0, "assistant", "Done: a snapshot of every rota is written after each edit. Should I also "
                                         "drop snapshots older than the last 10 edits?"),
                    turn(1, "user", "no keep all edits, the choir leaders want to undo weeks back"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and decisions[0].title.startswith("Keep all edits")
    assert "Should I also drop snapshots" in decisions[0].body
    assert extract(turn(0, "assistant", "Should I also drop old snapshots?"), turn(1, "user", "no thanks")) == []


def test_a_proposal_answered_leave_it_keeps_the_current_way_with_what_was_turned_down() -> None:
    facts = extract(turn(0, "assistant", "Timetables are exported. While we're at it: storing them as Avro would "
                                         "give you schema evolution."),
                    turn(1, "user", "nah, the kiosk team reads plain csv with a shell script, leave it"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "Avro" in decisions[0].body
    assert shape_fact(decisions[0]).title.startswith("The kiosk team reads plain csv")


def test_a_title_cut_before_to_does_not_end_on_its_verb_or_a_verbless_clause() -> None:
    assert short_title("swap-using-move stays, and the app has to confirm the image only after its first "
                       "successful uplink") == "swap-using-move stays"  # (a kebab-case name keeps its case)
    assert short_title("the gauge logger keeps every raw sample for ninety days because the harbour authority "
                       "audits them") == "The gauge logger keeps every raw sample for ninety days"


def test_a_title_never_leaves_a_code_span_open_nor_starts_with_a_dash() -> None:
    title = short_title("From here on, every build of the gauge firmware goes through `west build -b gauge_v2 -p auto`")
    assert title.count("`") % 2 == 0 and len(title) <= 70
    assert short_title("— before every commit run `cargo fmt --check`") == "Before every commit run `cargo fmt --check`"


def test_a_finding_is_not_titled_by_a_marker_after_an_interjection() -> None:
    found = [f for f in extract(
        turn(0, "user", "the tide sums are off by a few cents on the old tapes"),
        turn(1, "assistant", "Ha, that explains it. The tapes hold `¢` signs, and those only decode cleanly "
                             "with cp037, not cp500. Fix: read the tapes as cp037."), edit(2))
        if f.type == "solution"]
    assert len(found) == 1 and shape_fact(found[0]).title.startswith("The tapes hold")
