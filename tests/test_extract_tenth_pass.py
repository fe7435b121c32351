"""The heuristic extractor's tenth-pass signals (issue 16 item 2), read off the opened tenth part
(seen10/) and the first remember-request part (r1/): rules said with insistence ("how many times do I
have to say it", "don't ever", "…, ever"), reminders that only look like requests to remember,
options an assistant lists, a test run's outcome, and settings a report lists under their file.

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable app, a beekeeping sensor hub, a museum audio guide …). Each signal is checked both ways:
what must be kept and what must stay out.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.extract.shape import shape_fact
from vaultmem.vault.titles import short_title


def titles(facts: list) -> list[str]:
    return [shape_fact(f).title for f in facts]  # the titles the notes get


# -- rules said with insistence -------------------------------------------------------------------

def test_a_rule_said_as_a_complaint_is_kept_and_titled_by_the_rule() -> None:
    facts = extract(turn(0, "user", "ok. push it, and how many times do I have to tell you: the kiosk build "
                                    "targets armv7 only, stop adding x86 flags to the Makefile."))
    assert "armv7 only" in said(facts)
    assert titles(facts)[0].startswith("The kiosk build targets armv7 only")


def test_dont_ever_inside_a_please_clause_is_a_rule() -> None:
    facts = extract(turn(0, "user", "yes do the retry queue. And please, one thing — don't ever call the ferry "
                                    "booking API from a migration, it double-booked 40 cabins in March."))
    assert "booking api from a migration" in said(facts)


def test_a_rule_closed_by_ever_is_kept() -> None:
    facts = extract(turn(0, "user", "the hive firmware blobs — we do NOT patch anything in vendor/blobs/, ever. "
                                    "the sensor vendor ships them signed."))
    assert "vendor/blobs/" in said(facts)


def test_ever_inside_a_question_or_a_story_is_not_a_rule() -> None:
    assert extract(turn(0, "user", "did the audio guide ever load on the old tablets?")) == []
    assert extract(turn(0, "user", "best gallery opening ever, the guide worked all night")) == []


def test_one_thing_for_always_marks_a_standing_rule() -> None:
    facts = extract(turn(0, "user", "Also one thing for always: the visitor recordings we do not upload, they "
                                    "stay only on /srv/guide-raw in the museum."))
    assert "/srv/guide-raw" in said(facts)


# -- what only looks like a request to remember ----------------------------------------------------

def test_a_reminder_to_the_person_is_not_a_note() -> None:
    assert extract(turn(0, "user", "ah wait, skip the colour change. launch is friday, remember to breathe lol")) == []


def test_a_technical_reminder_with_every_is_still_kept() -> None:
    facts = extract(turn(0, "user", "remember to run `make sbom` before every release tag, legal needs it"))
    assert "make sbom" in said(facts)


def test_keep_in_mind_this_is_a_draft_is_about_the_moment() -> None:
    assert extract(turn(0, "user", "keep in mind this is a draft, just make the timetable parser compile")) == []


def test_keep_in_mind_a_project_fact_is_kept() -> None:
    facts = extract(turn(0, "user", "keep in mind the ferry API rate-limits at 30 requests per minute"))
    assert "30 requests per minute" in said(facts)


def test_never_seen_an_error_before_is_not_a_rule() -> None:
    assert extract(turn(0, "user", "never seen that warning before: 'unused lifetime in HiveReading'")) == []


def test_a_task_after_a_remember_request_is_not_part_of_it() -> None:
    facts = extract(turn(0, "user", "and fyi for later: the hub's minimum firmware stays 2.4, older boards are "
                                    "still out in the apiaries. also can you fix the typo 'temprature' in the "
                                    "labels file"))
    assert "2.4" in said(facts) and "temprature" not in said(facts)


def test_a_remember_lead_in_is_not_part_of_the_title() -> None:
    assert short_title("Pls remember we never deploy the guide on opening days") == \
        "We never deploy the guide on opening days"
    assert short_title("For future reference the kiosk only boots from the blue USB stick") == \
        "The kiosk only boots from the blue USB stick"
    # what "this" is to be remembered is elsewhere: the lead-in stays rather than a title of "This …"
    assert short_title("Please remember this for next week").lower().startswith("please remember this")


# -- alternatives an assistant lists ---------------------------------------------------------------

_OPTIONS = ("Checked the licence of the map tiles. Tiles from v3 on need a paid key; your options:\n"
            "- stay on tiles v2.9 (free, no more updates)\n"
            "- buy the key\n"
            "- move to **OpenFreeMap** (same styles, free, self-hostable)")


def test_an_option_listed_after_a_tool_call_is_not_a_fact() -> None:
    facts = extract(turn(0, "user", "what can we do about the map tiles licence?"), edit(1),
                    turn(2, "assistant", _OPTIONS))
    assert "v2.9" not in said(facts)


def test_a_bare_pick_is_titled_by_the_option_as_listed() -> None:
    facts = extract(turn(0, "user", "what can we do about the map tiles licence?"), edit(1),
                    turn(2, "assistant", _OPTIONS),
                    turn(3, "user", "OpenFreeMap. we are a volunteer project, no budget for keys and v2.9 is a "
                                    "dead end."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and titles(pick)[0] == "Move to OpenFreeMap"


# -- what a report says ----------------------------------------------------------------------------

def test_settings_listed_under_their_file_name_the_file() -> None:
    facts = extract(turn(0, "user", "set up the hub's broker config"), edit(1),
                    turn(2, "assistant", "## Done\n\n- `mosquitto.conf`:\n  - `listener = 8883`\n"
                                         "  - persistence with `autosave_interval 300`\n\nAll 4 checks pass."))
    written = titles(facts)
    assert "`listener = 8883` in `mosquitto.conf`" in written
    assert any("autosave_interval 300" in t and "mosquitto.conf" in t for t in written)


def test_a_list_that_is_not_a_report_sets_nothing() -> None:
    facts = extract(turn(0, "user", "what would the broker config look like?"), edit(1),
                    turn(2, "assistant", "## Sketch\n\n- `mosquitto.conf`:\n  - `listener = 8883`\n"))
    assert "8883" not in said(facts)


def test_a_cut_title_is_completed_up_to_its_sentence_end_only() -> None:
    facts = extract(turn(0, "assistant", "Two ways to store the ferry timetable offline:\n"
                                         "- **SQLite** with a full-text index on stop names, which the search box "
                                         "uses for every keystroke on the old phones\n- JSON files per route"),
                    turn(1, "user", "SQLite"))
    assert all("Asked" not in t and "Chosen over" not in t for t in titles(facts))


# -- a value changed twice, and how a value is reported ---------------------------------------------

def test_a_value_changed_twice_keeps_the_last_one_titled_by_its_setting() -> None:
    facts = extract(turn(0, "user", "throughput matters more, go 4096. set it in src/config.rs"), edit(1),
                    turn(2, "assistant", "Set `ring_size = 4096` in `src/config.rs`. Memory per hive goes from "
                                         "~2 KB to ~8 KB."),
                    turn(3, "user", "hm 8K per hive is a lot on the sensor board. ok no, take 2048"), edit(4),
                    turn(5, "assistant", "Now `ring_size = 2048`; all 31 tests pass, ~4 KB per hive."))
    assert "ring_size = 2048" in said(facts) and "4096" not in said(facts)
    assert "`ring_size = 2048`" in titles(facts)


def test_a_value_asked_in_seconds_joins_its_report_in_milliseconds() -> None:
    facts = extract(turn(0, "user", "the idle kick is way too aggressive for the audio guide. drop it to 20s"), edit(1),
                    turn(2, "assistant", "`IDLE_TIMEOUT_MS` is now 20000 in `guide/session.ts`."))
    assert len(facts) == 1 and "idle_timeout_ms" in said(facts) and "drop it to 20s" in said(facts)


def test_a_remember_request_does_not_take_a_task_said_while_you_are_there() -> None:
    facts = extract(turn(0, "user", "good. also pls rember for the future: any change to the tile format bumps "
                                    "TILE_VERSION in src/tiles.zig, the kiosks check it. and rename `tmp` in "
                                    "render.zig to `scratch` while ur there"))
    assert "tile_version" in said(facts) and "scratch" not in said(facts)
    assert titles(facts)[0].startswith("Any change to the tile format")


def test_settings_reported_after_set_in_a_file_are_kept_and_a_derived_reading_is_not() -> None:
    facts = extract(turn(0, "user", "we moved the hive scale to the 80 Hz load cell, make config"), edit(1),
                    turn(2, "assistant", "Set in `src/scale.rs`: `SAMPLE_HZ = 80` and, to keep the filter stable, "
                                         "`FILTER_TAPS = 32` (was 16). Resolution per sample halves, so a frame is "
                                         "now ~410 bytes."))
    assert "sample_hz = 80" in said(facts) and "410 bytes" not in said(facts)
    assert "`SAMPLE_HZ = 80` in `src/scale.rs`" in titles(facts)


def test_a_value_the_assistant_says_it_set_mid_sentence_is_kept() -> None:
    facts = extract(turn(0, "user", "the export job needs its own queue"), edit(1),
                    turn(2, "assistant", "The export job reads its queue from `QUEUE_DSN`, which I set to "
                                         "`redis://cache:6379/4` in `.env`."))
    assert "redis://cache:6379/4" in said(facts)


def test_a_summary_item_that_opens_with_its_file_is_a_setting_and_another_setting_keeps_it() -> None:
    facts = extract(turn(0, "user", "add the config for the second ferry operator, same as the first but test"),
                    edit(1),
                    turn(2, "assistant", "Done. Summary of what changed:\n\n"
                                         "- `config/operators.toml`: added `nordline_test` — host "
                                         "`api-test.nordline.example`, port **8443**, client id `FERRY7T`.\n\n"
                                         "All 6 tests pass."),
                    turn(3, "user", "and a shorter poll for test"), edit(4),
                    turn(5, "assistant", "Set `poll_s 15` for `nordline_test`; prod stays at 60."))
    assert "8443" in said(facts) and "poll_s 15" in said(facts)


def test_a_value_reported_as_now_capped_at_is_set() -> None:
    facts = extract(turn(0, "user", "300. the museum's wifi portal changes often"), edit(1),
                    turn(2, "assistant", "Guide cache TTL now capped at 300s (`CacheTTLCap`), tests pass."))
    assert "cachettlcap" in said(facts)


# -- more ways to ask for something to be remembered ------------------------------------------------

def test_requests_to_remember_in_other_words_are_kept_and_titled_by_what_to_keep() -> None:
    asked = {
        "Can you remember that the guide's cron runs at 02:00 UTC?": "The guide's cron runs at 02:00 UTC",
        "Store this in memory: the tiles bucket is ferry-map-tiles.": "The tiles bucket is ferry-map-tiles",
        "Put this in your notes: the kiosk idle timeout is 350 seconds.": "The kiosk idle timeout is 350 seconds",
        "Memorize this: the hive scales report every 10 minutes.": "The hive scales report every 10 minutes",
        "You keep forgetting that the audio guide uses Svelte 5.": "The audio guide uses Svelte 5",
    }
    for text, title in asked.items():
        facts = extract(turn(0, "user", text), turn(1, "assistant", "Got it."))
        assert titles(facts) == [title], text


def test_claude_codes_memory_shortcut_is_a_rule_and_a_heading_is_not() -> None:
    assert titles(extract(turn(0, "user", "# use uv, not pip"))) == ["Use uv, not pip"]
    assert extract(turn(0, "user", "# Bug report\nthe ferry search returns nothing for Åland")) == []


def test_a_question_about_what_was_said_is_not_a_request_to_remember() -> None:
    assert extract(turn(0, "user", "can you remember when we moved the tiles to the new bucket?")) == []


def test_every_monday_is_a_schedule_not_a_date() -> None:
    facts = extract(turn(0, "user", "remember that the hive report goes out every Monday at 09:00 UTC"))
    assert "every monday at 09:00" in said(facts) and "(20" not in said(facts)


# -- an assistant's proposal, accepted --------------------------------------------------------------

def test_a_proposal_said_as_instead_or_the_safe_choice_is_a_decision_once_accepted() -> None:
    facts = extract(turn(0, "assistant", "Yes, a random split leaks here: hives in the same apiary share the weather. "
                                         "Split by apiary instead: e.g. train on north and east, test on south."),
                    turn(1, "user", "do that. and use AdamW"), edit(2),
                    turn(3, "assistant", "lr 1e-3 diverges with the new split. 3e-4 with cosine decay is the usual "
                                         "safe choice."),
                    turn(4, "user", "ok go 3e-4 with cosine then"))
    decided = [f for f in facts if f.type == "decision"]
    assert "split by apiary instead" in said(decided) and "3e-4 with cosine decay" in said(decided)
    assert titles([f for f in decided if "apiary" in f.title])[0].startswith("Split by apiary instead")


def test_a_proposal_nobody_accepts_is_not_a_decision() -> None:
    facts = extract(turn(0, "assistant", "Split by apiary instead: e.g. train on north and east, test on south."),
                    turn(1, "user", "hmm, let me ask the supervisor first"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_rule_announced_as_one_thing_for_always_is_titled_by_the_rule() -> None:
    assert short_title("One thing for always: the visitor recordings we do not upload, they stay on the "
                       "museum server") == "The visitor recordings we do not upload"
