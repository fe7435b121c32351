"""The heuristic extractor's twentieth-pass signals (issue 16 item 2): a reply that settles the
assistant's bulleted proposal, and a rule label that opens a message after a complaint.

The part read only as aggregates through the nineteenth pass (h25: data, ML and operations) was
opened. What it showed: "yes to all of it, but 2 retries, not 3" and "make it 10r/s burst 20. 429
yes. timeouts fine" made notes that said nothing without the proposal they answered, or no note at
all; "again?? ok, rule: nothing … ever connects to the primary" was read as a marker of the
sentence before it and lost.

Every sentence was written for these tests, about projects in none of the corpus splits (a
greenhouse controller, a bike-share rebalancer, a podcast transcoder …). Each signal is checked
both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.extract.settled import amended
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


PROPOSAL = ("The rebalancer polls every dock each minute and fires a truck run on every empty dock. Proposal:\n\n"
            "- poll interval 5 min\n"
            "- 4 retries with linear backoff on the dock API\n"
            "- a `MIN_BIKES=3` threshold before a dock counts as empty\n")


# -- a reply that settles a bulleted proposal ------------------------------------------------------------

def test_a_yes_to_all_but_one_change_keeps_the_items_with_the_changed_number() -> None:
    facts = extract(turn(0, "user", "the bike-share rebalancer sends trucks way too often, fix it"),
                    turn(1, "assistant", PROPOSAL),
                    turn(2, "user", "yes to all of it, but 2 retries, not 4"))
    note = next(f for f in facts if "Agreed:" in f.body)
    assert "2 retries with linear backoff" in note.body and "4 retries" not in note.body
    assert "poll interval 5 min" in note.body.lower() and "MIN_BIKES=3" in note.body
    assert note.quote == "yes to all of it, but 2 retries, not 4"


def test_items_settled_one_by_one_keep_only_what_the_reply_took() -> None:
    facts = extract(turn(0, "user", "the bike-share rebalancer sends trucks way too often, fix it"),
                    turn(1, "assistant", PROPOSAL),
                    turn(2, "user", "poll interval 10 min, the API rate-limits us anyway. MIN_BIKES=3 fine. no retries on the dock API"))
    note = next(f for f in facts if "Agreed:" in f.body)
    assert "poll interval 10 min" in note.body.lower() and "MIN_BIKES=3" in note.body
    assert "Not:\n- 4 retries" in note.body


def test_a_value_the_item_has_no_place_for_is_kept_in_the_reply_words() -> None:
    facts = extract(turn(0, "user", "greenhouse vents open too late"),
                    turn(1, "assistant", "I'd change two things:\n\n- open the vents at `VENT_OPEN_C=27`\n"
                                         "- read the sensor every 30 s\n"),
                    turn(2, "user", "vents ok. sensor every 30 s but not at night, nothing changes then"))
    note = next(f for f in facts if "Agreed:" in f.body)
    assert "VENT_OPEN_C=27" in note.body and "not at night" in note.body


def test_a_list_of_options_is_picked_not_settled() -> None:
    facts = extract(turn(0, "user", "how should the podcast transcoder store its output?"),
                    turn(1, "assistant", "Two options:\n\n- `opus` at 48 kbps in ogg\n- `aac` at 64 kbps in m4a\n"),
                    turn(2, "user", "aac, the car players don't do opus. ok"))
    assert not any("Agreed:" in f.body for f in facts)


def test_a_report_of_work_done_is_not_a_proposal() -> None:
    facts = extract(turn(0, "user", "bump the transcoder deps"),
                    turn(1, "assistant", "Done:\n\n- `ffmpeg-python` 0.2.0\n- `mutagen` 1.47\n"),
                    turn(2, "user", "ok good"))
    assert not any("Agreed:" in f.body for f in facts)


def test_a_refusal_of_the_whole_proposal_settles_nothing() -> None:
    facts = extract(turn(0, "user", "the bike-share rebalancer sends trucks way too often, fix it"),
                    turn(1, "assistant", PROPOSAL),
                    turn(2, "user", "no, none of that, the trucks are a contract thing, leave the code alone"))
    assert not any("Agreed:" in f.body for f in facts)


def test_a_standing_rule_in_the_reply_stays_a_note_of_its_own() -> None:
    facts = extract(turn(0, "user", "the bike-share rebalancer sends trucks way too often, fix it"),
                    turn(1, "assistant", PROPOSAL),
                    turn(2, "user", "poll interval 5 min yes. from now on no retries against any vendor API, only alerts"))
    assert any(f.type == "preference" and "no retries against any vendor API" in f.body for f in facts)


def test_amended_replaces_the_number_the_reply_names() -> None:
    assert amended("3 retries with backoff", "2 retries, not 3") == "2 retries with backoff"
    assert amended("`rate=20r/s` with `burst=40`", "make it 10r/s burst 20") == "`rate=10r/s` with `burst=20`"
    assert amended('Daily(start="2024-01-01", zone="Europe/Oslo")', "zone UTC, not local") == 'Daily(start="2024-01-01", zone="UTC")'
    assert amended("poll every 5 min", "sounds fine") is None


# -- a rule label that opens a message after a complaint --------------------------------------------------

def test_a_rule_label_after_a_complaint_is_the_rule_not_a_marker() -> None:
    kept = said(extract(turn(0, "user", "rotate the greenhouse logs"),
                        turn(1, "assistant", "Rotated them on gh-controller-1, the production box."),
                        turn(2, "user", "again?? ok, rule: nothing in greenhouse-ops ever touches gh-controller-1 directly")))
    assert "nothing in greenhouse-ops ever touches gh-controller-1" in kept


def test_a_short_marker_after_a_statement_still_marks_it() -> None:
    got = titles(turn(0, "user", "exports go to /srv/exports/daily as parquet. that's the rule for this repo"))
    assert any("/srv/exports/daily" in t for t in got)


def test_a_numbered_proposal_answered_point_by_point_in_bullets_is_one_decision_not_a_pick() -> None:
    facts = extract(turn(0, "user", "the podcast transcoder queue backs up every monday morning"),
                    turn(1, "assistant", "Three changes I'd suggest:\n\n1. Run ffmpeg in a process pool (`ProcessPoolExecutor`).\n"
                                         "2. Chunking: split episodes into 10 min parts and encode them in parallel.\n"
                                         "3. 6 worker processes per box.\n"),
                    turn(2, "user", "- process pool: yes\n- chunking yes, but 20 min parts, not 10\n- workers: 4, the boxes have 4 cores"))
    note = next(f for f in facts if "Agreed:" in f.body)
    assert "ProcessPoolExecutor" in note.body and "20 min parts" in note.body and "(Workers: 4" in note.body
    assert note.body.startswith("Agreed:\n- ")
    assert not any(f.body.startswith("Chosen:") for f in facts)


def test_a_correction_of_a_numbered_step_is_not_read_as_settling_the_list() -> None:
    facts = extract(turn(0, "user", "walk me through releasing the transcoder"),
                    turn(1, "assistant", "Here's how I'd do it:\n\n1. Tag `v2.4.0`.\n2. Upload the wheel with `twine` and the API token.\n"
                                         "3. Post the changelog.\n"),
                    turn(2, "user", "correction on step 2: we publish from CI with trusted publishing, no tokens. the rest is fine"))
    assert not any("Agreed:" in f.body for f in facts)


# -- a diagnosis found after a first guess, a report that says it works again ---------------------------

def test_a_cause_found_after_a_first_guess_is_the_finding_and_the_guess_is_not() -> None:
    facts = extract(
        turn(0, "user", "got paged, GreenhouseExportFailed fired at 05:40. help me look"),
        turn(1, "assistant", "The upload fails with `403 SignatureDoesNotMatch`. Usually that's either clock drift on the "
                             "controller or the bucket's access key changed. Checking the key:"),
        turn(2, "assistant", "Found it. On Tuesday the storage team rotated the `gh-export` access key, so the "
                             "controller still signs with the old secret. The new one is in Vault at `kv/greenhouse/export`."),
        turn(3, "user", "yeah, they rotate those. just fix the controller config"),
        edit(4),
        turn(5, "assistant", "The export works again. Today's file is uploaded."))
    causes = [f for f in facts if f.type == "solution"]
    assert len(causes) == 1
    assert "rotated the `gh-export` access key" in causes[0].body and "kv/greenhouse/export" in causes[0].body
    assert "Symptom: Got paged" in causes[0].body


def test_a_diagnosis_nobody_acted_on_is_still_no_finding() -> None:
    facts = extract(
        turn(0, "user", "the bike-share nightly report took 3h last night, it used to be ~20 min. what happened?"),
        turn(1, "assistant", "Found it. The dock table lost its index on `station_id` in yesterday's migration, so "
                             "every join scans the whole table."),
        turn(2, "user", "ok, leave it, the DBA will look tomorrow"))
    assert not any(f.type == "solution" for f in facts)


# -- a value asked for on a dotted setting --------------------------------------------------------------

def test_a_value_asked_for_on_a_dotted_setting_is_kept_once_it_is_done() -> None:
    facts = extract(turn(0, "user", "ok set transcoder.ffmpeg.threads to 6, keep hwaccel off"),
                    edit(1),
                    turn(2, "assistant", "Rerun finished in 12 minutes."))
    assert any("transcoder.ffmpeg.threads to 6" in f.body for f in facts)


def test_a_version_bump_is_no_setting() -> None:
    facts = extract(turn(0, "user", "bump the version in pyproject.toml to 2.4.1"),
                    edit(1),
                    turn(2, "assistant", "Bumped."))
    assert not any("2.4.1" in f.body for f in facts)


# -- the session's own work, said as what we do now -------------------------------------------------------

def test_the_work_of_the_session_is_no_note() -> None:
    for opening in ("Hello! Today we make the export for the greenhouse sensors, like planned last week.",
                    "we need to containerise the podcast transcoder",
                    "let's implement the dock rebalancing we agreed on"):
        assert extract(turn(0, "user", opening + " can you show me the current layout first?")) == [], opening


def test_a_choice_or_a_requirement_said_the_same_way_is_still_kept() -> None:
    kept = said(extract(turn(0, "user", "let's use Valkey for the transcoder queue, not Redis: the license"),
                        turn(1, "assistant", "Switched the queue to Valkey."),
                        turn(2, "user", "we need to keep every transcode under 10 minutes, the feed updates at the full hour")))
    assert "valkey" in kept and "under 10 minutes" in kept


# -- a value picked from a trial, how a thing always runs, a schedule changed ---------------------------

def test_a_value_picked_from_a_trial_names_the_setting_the_trial_named() -> None:
    got = titles(turn(0, "user", "try both"),
                 turn(1, "assistant", "dock_window=15 gives 212 truck runs a day, 30 gives 174; both beat 5 (305)."),
                 turn(2, "user", "30 then."))
    assert "dock_window=30 over 15" in got


def test_results_without_a_pick_are_no_decision() -> None:
    facts = extract(turn(0, "user", "try both"),
                    turn(1, "assistant", "dock_window=15 gives 212 truck runs a day, 30 gives 174."),
                    turn(2, "user", "hm, let me think about it over lunch"))
    assert not any(f.type == "decision" for f in facts)


def test_how_a_thing_always_runs_is_a_rule_and_a_pronoun_doing_it_is_not() -> None:
    assert any("always runs with serial: 1" in t for t in titles(
        turn(0, "user", "and the greenhouse play always runs with serial: 1, so one controller stays up")))
    assert titles(turn(0, "user", "it always runs with the old config, weird")) == []


def test_a_schedule_changed_for_a_report_is_a_request_not_a_complaint() -> None:
    facts = extract(turn(0, "user", "and that report doesn't need to be hourly, make it daily at 06:30 UTC"),
                    edit(1),
                    turn(2, "assistant", "Rescheduled."))
    assert any("daily at 06:30 UTC" in f.body for f in facts)


def test_a_cause_fixed_by_the_persons_order_is_a_finding() -> None:
    facts = extract(
        turn(0, "user", "the transcoder's S3 bill went from about $30 to $240 a month. find out why"),
        turn(1, "assistant", "It's the `thumbs` job: last week's refactor dropped the `If-None-Match` check, so every "
                             "run uploads all 40k thumbnails again instead of the new ones."),
        turn(2, "user", "put the check back"),
        edit(3))
    found = [f for f in facts if f.type == "solution"]
    assert found and "If-None-Match" in found[0].body and "Put the check back" in found[0].body


def test_a_guard_asked_as_make_it_enforce_keeps_the_report() -> None:
    facts = extract(turn(0, "user", "every query on dock_events has to filter on day. let's make the warehouse enforce it"),
                    edit(1),
                    turn(2, "assistant", "Done: dock_events now has `require_partition_filter`, so a query without a "
                                         "`day` filter fails."))
    assert any("require_partition_filter" in f.title for f in facts)


def test_a_question_joined_to_a_sentence_keeps_its_own_stop() -> None:
    facts = extract(turn(0, "user", "could you keep in mind that dock_events is partitioned on day? and let's make the "
                                    "warehouse enforce it"))
    assert not any("?." in shape_fact(f).body for f in facts)


# -- more ways to ask, tried with sentences of my own ------------------------------------------------------

def test_a_rule_from_today_is_standing_and_not_dated() -> None:
    got = titles(turn(0, "user", "you did it again. from today: never edit the generated dock client by hand"))
    assert got == ["Never edit the generated dock client by hand"]
    assert titles(turn(0, "user", "starting today, every transcoder PR needs a sample file")) == \
        ["Every transcoder PR needs a sample file"]


def test_today_in_passing_is_no_rule() -> None:
    assert titles(turn(0, "user", "from today's logs it looks like the greenhouse cache is cold")) == []


def test_remember_requests_lose_their_lead_in_in_the_title() -> None:
    for text, title in (("make sure you remember that the dock admin runs on port 5174", "The dock admin runs on port 5174"),
                        ("please, you must remember that greenhouse colours come only from the tokens file",
                         "Greenhouse colours come only from the tokens file"),
                        ("por favor remember that podcast prices are shown with the currency after",
                         "Podcast prices are shown with the currency after")):
        assert titles(turn(0, "user", text)) == [title], text


def test_actually_make_that_replaces_the_value_just_asked_to_keep() -> None:
    got = titles(turn(0, "user", "remember that the podcast LCP budget is 2.5s on the home page"),
                 turn(1, "assistant", "Noted."),
                 turn(2, "user", "actually make that 2.0s, remember 2.0s"))
    assert got == ["The podcast LCP budget is 2.0s on the home page"]


# -- a settled item changed later in the same session -----------------------------------------------------

def test_a_settled_item_changed_later_in_the_session_shows_the_value_that_stands() -> None:
    facts = extract(turn(0, "user", "set up the dock-demand model for the rebalancer"),
                    turn(1, "assistant", "I'd start with:\n\n- `max_depth=6`, `eta=0.1`\n- `min_child_weight=5`\n"),
                    turn(2, "user", "params fine"),
                    turn(3, "assistant", "min_child_weight=10 gives 0.41 MAE, 20 gives 0.43; both beat 5 (0.47)."),
                    turn(4, "user", "10 then."))
    note = next(f for f in facts if f.body.startswith("Agreed:"))
    assert "`min_child_weight=10`" in note.body and "min_child_weight=5" not in note.body
    assert "Changed later in the session: min_child_weight=10." in note.body


def test_a_later_pick_of_another_setting_leaves_the_settled_items_alone() -> None:
    facts = extract(turn(0, "user", "set up the dock-demand model for the rebalancer"),
                    turn(1, "assistant", "I'd start with:\n\n- `max_depth=6`, `eta=0.1`\n- `min_child_weight=5`\n"),
                    turn(2, "user", "params fine"),
                    turn(3, "assistant", "batch_size=64 gives 410 rows/s, 128 gives 455 rows/s."),
                    turn(4, "user", "128 then."))
    note = next(f for f in facts if f.body.startswith("Agreed:"))
    assert "min_child_weight=5" in note.body and "Changed later" not in note.body
