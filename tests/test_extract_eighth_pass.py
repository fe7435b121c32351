"""The heuristic extractor's eighth- and ninth-pass signals (issue 16 item 2), read off the opened
eighth and ninth parts (seen8/, seen9/): terminal output pasted into a person's message, requests
repeated for the moment, one run's readings, picks said in passing ("X it is", "keep X then, Y out",
"3 please", "Just the index please", a value picked from a question), rules whose marker comes after
them, reports that only apply a rule just stated, and requests to write to CLAUDE.md.

Every sentence was written for these tests, about projects in none of the corpus splits (a tide
gauge logger, a choir rota app, a bookbinding shop's stock sync …). Each signal is checked both
ways: what must be kept and what must stay out.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.extract.shape import shape_fact


# -- what a person pastes ----------------------------------------------------------------------------

def test_a_pasted_terminal_session_makes_no_notes() -> None:
    facts = extract(turn(0, "user", "few things today:\n1. the import dies for one gauge, see below\n"
                                    "2. rename `Gauge.SHORT_ID` to `CODE`\n\n$ ./manage.py import_gauges --all\n"
                                    "[1/2 (50%) gauge:pier_north] === Starting import\n"
                                    "[2/2 (100%) gauge:harbour_mouth_long_name] === Starting import\n"
                                    "Traceback (most recent call last):\n"
                                    '  File "/srv/tide/importer.py", line 88, in run\n'
                                    "ValueError: station id too long"))
    written = " ".join(f"{f.title} {f.body}" for f in facts).lower()  # the quote may span the paste
    assert "starting import" not in written and "importer.py" not in written and "manage.py" not in written


def test_a_bracketed_word_is_not_a_log_tag() -> None:
    facts = extract(turn(0, "user", "[note] from now on the rota export always goes to exports/rota.csv"))
    assert "exports/rota.csv" in said(facts)


# -- what is asked for the moment ---------------------------------------------------------------------

def test_a_request_repeated_once_more_is_for_the_moment() -> None:
    assert extract(turn(0, "user", "good. run all tests once more")) == []


def test_a_standing_run_rule_is_still_kept() -> None:
    facts = extract(turn(0, "user", "from now on run all tests before every push, the stock sync breaks silently"))
    assert "before every push" in said(facts)


# -- a pick said in passing -------------------------------------------------------------------------

_TWO_WAYS = ("Two ways to keep the stock in sync:\n\n1. keep polling the shop API every 5 minutes\n"
             "2. switch to **webhooks**: the shop pushes every change, no rate limit to watch\n\n"
             "Option 2 also gives you deletes for free.")


def test_an_option_picked_as_x_it_is_says_what_it_was_chosen_over() -> None:
    facts = extract(turn(0, "assistant", _TWO_WAYS),
                    turn(1, "user", "webhooks it is. polling is out, I'm tired of the rate limit dance. "
                                    "secret goes in SHOP_HOOK_SECRET."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and pick[0].title == "Webhooks over polling"


def test_a_pick_after_its_reasons_takes_the_sentence_after_it() -> None:
    facts = extract(turn(0, "assistant", "Rota exported. Where should the printable copy go? I could write a PDF "
                                         "for the choir office or a plain HTML page."),
                    turn(1, "user", "hmm, the office likes paper... but then we need weasyprint, big dependency. "
                                    "keep HTML then, pdf out. public/rota-<month>.html, they can print it anyway"))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and pick[0].title == "HTML over PDF" and "rota-<month>.html" in said(pick)


def test_a_late_clause_naming_nothing_offered_picks_nothing() -> None:
    facts = extract(turn(0, "assistant", "I could write a PDF for the choir office or a plain HTML page."),
                    turn(1, "user", "hmm, not sure yet. keep it then, we'll see next week"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_wrapped_log_line_is_part_of_the_log() -> None:
    facts = extract(turn(0, "user", "the nightly gauge import died again. log tail:\n\n"
                                    "26/10/06 10:31:50 WARN Importer: lost batch 61 (worker 3):\n"
                                    "BatchLostFailure (worker 3 exited) Reason: killed by\n"
                                    "the supervisor for exceeding memory limits. 3.2 GB of 3 GB memory used.\n"
                                    "\nfrom now on the import runs with --batch 500, never the default."))
    written = " ".join(f"{f.title} {f.body}" for f in facts).lower()
    assert "3.2 gb" not in written and "--batch 500" in written


# -- what one run showed ---------------------------------------------------------------------------

def test_a_run_that_finished_in_about_n_minutes_sets_nothing() -> None:
    facts = extract(turn(0, "user", "ok rerun the rota solver"), edit(1),
                    turn(2, "assistant", "Finished in about 12 minutes; the largest month now reads 0.4 GB "
                                         "instead of 6.1 GB."))
    assert facts == []


def test_stable_for_n_minutes_is_what_one_run_showed() -> None:
    assert extract(turn(0, "user", "...ok the tide logger is stable for 10 minutes now")) == []


def test_a_setting_with_minutes_is_still_a_setting() -> None:
    facts = extract(turn(0, "user", "the gauge poll interval is 10 minutes, set in tide.toml as POLL_MINUTES"))
    assert "poll_minutes" in said(facts)


# -- titles ------------------------------------------------------------------------------------------

def test_a_reply_that_opens_with_taking_them_in_order_is_titled_by_its_finding() -> None:
    facts = extract(turn(0, "user", "two things: the rota export crashes for the alto section, and what's the "
                                    "cron time on prod?\n\nTraceback (most recent call last):\n"
                                    '  File "/srv/rota/export.py", line 40, in run\nKeyError: \'alto_2\''),
                    turn(1, "assistant", "Taking them in order.\n\n**1. The crash.** The export builds its column "
                                         "map from last month's sections, and alto_2 was added this month. Fix: "
                                         "build the map from the current section table."), edit(2),
                    turn(3, "assistant", "Fixed: the map now comes from the section table; the export passes."))
    titles = [shape_fact(f).title for f in facts]  # the titles the notes get
    assert titles and all(not t.lower().startswith("taking them") for t in titles)


# -- a finding and the report that carried it out ------------------------------------------------------

def test_a_report_that_restates_the_root_cause_is_folded_into_the_finding() -> None:
    facts = extract(turn(0, "user", "the tide model dies at day 12 on the fine grid"),
                    turn(1, "assistant", "The wave height climbs steadily and then NaN. That's a time step too long "
                                         "for this grid: `dt = 600` was fine on the coarse grid, but the fine grid "
                                         "halves the allowed step. I'd set `dt = 200` in `model.nml`."),
                    turn(2, "user", "do it and rerun"), edit(3),
                    turn(4, "assistant", "Full run completes, max wave 2.1 m. Root cause was the 600 s step on the "
                                         "fine grid; the fine config now runs with `dt = 200`."))
    assert len(facts) == 1 and facts[0].type == "solution" and "root cause was the 600 s step" in said(facts)


def test_a_setting_reported_beside_a_fix_keeps_its_own_note() -> None:
    facts = extract(turn(0, "user", "the tide model dies at day 12 on the fine grid"),
                    turn(1, "assistant", "The wave height climbs and then NaN because `dt = 600` is too long for "
                                         "the fine grid. I'd set `dt = 200` in `model.nml`."),
                    turn(2, "user", "do it"), edit(3),
                    turn(4, "assistant", "Done, the run completes now. Output now goes to `/scratch/tide/fine`, "
                                         "the `OUT_DIR` in `model.nml`."))
    assert any(f.type != "solution" and "/scratch/tide/fine" in f.quote for f in facts)


# -- what the assistant did with a rule just stated -----------------------------------------------------

def test_a_block_moved_up_next_to_another_is_no_decision() -> None:
    facts = extract(turn(0, "user", "add the rota record"), edit(1),
                    turn(2, "assistant", "I moved it up next to `choir_main` under the sections comment so the "
                                         "section records sit together."))
    assert not [f for f in facts if f.type == "decision"]


def test_a_move_of_the_project_is_still_a_decision() -> None:
    facts = extract(turn(0, "user", "ok go"), edit(1),
                    turn(2, "assistant", "We've moved the rota store from SQLite to Postgres 16."))
    assert [f for f in facts if f.type == "decision"]


def test_a_rule_applied_right_after_it_was_stated_is_one_note() -> None:
    facts = extract(turn(0, "user", "not 20. the rule is: anything the choir office prints gets margin 15, "
                                    "everything else 10. the office printer clips below 15"), edit(1),
                    turn(2, "assistant", "`rota_print` now has `margin = 15` and renders."))
    assert len(facts) == 1 and facts[0].type == "preference" and "margin = 15" in facts[0].body


def test_a_report_that_opens_with_switched_to_is_a_decision() -> None:
    facts = extract(turn(0, "user", "ok scrap that, the users are not programmers"), edit(1),
                    turn(2, "assistant", "Switched to megaparsec; errors now point at line 3 column 14."))
    assert [f for f in facts if f.type == "decision" and "megaparsec" in f.title.lower()]


def test_switching_to_a_package_function_is_a_code_construct() -> None:
    facts = extract(turn(0, "user", "tidy the rota tests"), edit(1),
                    turn(2, "assistant", "Switched to `assert.Equal` and folded the two cases into the table."))
    assert not [f for f in facts if f.type == "decision"]


# -- rules said with their marker in the middle or at the end ---------------------------------------------

def test_a_rule_label_with_a_comma_before_its_colon_is_a_rule() -> None:
    facts = extract(turn(0, "user", "Widen it to 40, yes. And one rule for this logger, please respect it: no heap "
                                    "allocation after boot, no `malloc`, no growing buffers."))
    assert any(f.type == "preference" and "malloc" in f.quote for f in facts)


def test_a_rule_said_before_its_marker_is_a_rule() -> None:
    facts = extract(turn(0, "user", "no new deps. numpy, scipy, click, that's the budget for the gauge library. "
                                    "tests can have whatever."))
    assert any(f.type == "preference" and "scipy" in f.quote for f in facts)


def test_thats_how_all_our_reports_look_makes_the_format_a_rule() -> None:
    facts = extract(turn(0, "user", "format: reports/ROTA.md, ids RT-01, RT-02..., each with the date and the "
                                    "section. that's how all our reports look"))
    assert any(f.type == "preference" and "rt-01" in said([f]) for f in facts)


def test_thats_the_question_is_not_a_rule_marker() -> None:
    facts = extract(turn(0, "user", "can the rota export handle 40 singers? that's the question for tomorrow"))
    assert not [f for f in facts if f.type == "preference"]


# -- what only looks like a request for now -------------------------------------------------------------

def test_while_youre_at_it_does_not_make_a_rule_a_one_off() -> None:
    facts = extract(turn(0, "user", "btw don't bump click while you're at it, 9.0 is out but we stay on 8.1 until "
                                    "the rota plugin supports 9"))
    assert any("8.1" in f.quote for f in facts)


def test_please_with_a_task_is_still_for_now() -> None:
    assert extract(turn(0, "user", "please restart the rota server and run the tests")) == []


# -- a choice said as final ------------------------------------------------------------------------------

def test_a_choice_marked_final_answer_is_a_decision_titled_without_the_marker() -> None:
    facts = extract(turn(0, "user", "ok thinking out loud: if i pick one exporter the other half complains. "
                                    "no hard dependency, just the stdlib csv module. final answer"))
    titles = [shape_fact(f).title for f in facts if f.type == "decision"]
    assert titles == ["No hard dependency, just the stdlib csv module"]


def test_final_answer_as_a_label_marks_what_follows_and_only_that() -> None:
    facts = extract(turn(0, "user", "scratch the polling idea. Final answer: webhooks with a signed secret, "
                                    "and we accept the 2 s delay. Works with the shop's retry too. That's the design."))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "webhooks" in decisions[0].quote.lower()


def test_a_layout_said_as_how_the_project_is_laid_out_is_a_rule() -> None:
    facts = extract(turn(0, "user", "raw tables are views and reports are tables, that's how this project is laid "
                                    "out."))
    assert any(f.type == "preference" for f in facts)


def test_final_exam_is_not_a_final_answer() -> None:
    assert not [f for f in extract(turn(0, "user", "the choir sings the final piece twice at the concert"))
                if f.type == "decision"]


def test_a_numbered_option_picked_as_n_please_keeps_the_reply_as_its_reasons() -> None:
    facts = extract(turn(0, "assistant", "Three ways out:\n\n1. Keep the nonce and shorten the page cache.\n"
                                         "2. Lower the cache lifetime below 12h.\n"
                                         "3. Move the rota search to a REST route with no nonce."),
                    turn(1, "user", "3 please, we can't control what caching the choirs run anyway. Namespace "
                                    "rota/v2."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and "rota/v2" in said(pick) and "1. keep the nonce" not in said(pick)


def test_a_count_at_the_start_of_a_reply_is_no_pick() -> None:
    facts = extract(turn(0, "assistant", "Three ways out:\n\n1. Keep the nonce.\n2. Lower the cache lifetime.\n"
                                         "3. Move the search to a REST route."),
                    turn(1, "user", "3 singers are missing from the rota export, can you look first"))
    assert not [f for f in facts if f.type == "decision"]


# -- a suggestion answered -----------------------------------------------------------------------------

def test_sure_to_a_suggestion_that_asks_ok_accepts_it() -> None:
    facts = extract(turn(0, "assistant", "The binary links libxml dynamically. I suggest building static binaries "
                                         "in the alpine image with `nimble build -d:release --passL:-static`. OK?"),
                    turn(1, "user", "sure"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and shape_fact(decisions[0]).title.startswith("Building static binaries")


def test_sure_to_a_statement_accepts_nothing() -> None:
    facts = extract(turn(0, "assistant", "The binary links libxml dynamically. I suggest building static binaries "
                                         "in the alpine image."),
                    turn(1, "user", "sure"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_pick_between_two_named_in_the_persons_own_question() -> None:
    facts = extract(turn(0, "user", "I keep going back and forth on Flask vs Litestar for the rota api. opinions?"),
                    turn(1, "assistant", "Both fit. **Flask** has the bigger ecosystem. **Litestar** gives async "
                                         "handlers and typed DTOs out of the box."),
                    turn(2, "user", "Litestar then. the typed DTOs are the thing I'd otherwise write myself, and "
                                    "the choir app is small."))
    assert [shape_fact(f).title for f in facts if f.type == "decision"] == ["Litestar over Flask"]


# -- diagnoses whose fix is reported as done ----------------------------------------------------------------

_DIAGNOSIS = ("The footnote failure is not a parser bug. You pass `~strict:(not strict)` and `strict` defaults to "
              "`true`, so the rota notes are parsed in strict mode, which has no footnote extension. The double "
              "negation is the root cause.")


def test_a_diagnosis_whose_fix_is_reported_as_done_is_a_finding() -> None:
    facts = extract(turn(0, "user", "can you review my branch? one footnote test is red"),
                    turn(1, "assistant", _DIAGNOSIS), edit(2),
                    turn(3, "assistant", "Done: `render` always parses with `~strict:false` now."))
    found = [f for f in facts if f.type == "solution"]
    assert len(found) == 1 and "strict:false" in found[0].body


def test_a_done_after_the_person_moved_on_is_not_the_fix() -> None:
    facts = extract(turn(0, "user", "can you review my branch? one footnote test is red"),
                    turn(1, "assistant", _DIAGNOSIS),
                    turn(2, "user", "ok leave it. next: add a dark theme to the rota page"), edit(3),
                    turn(4, "user", "and make the header sticky"), edit(5),
                    turn(6, "assistant", "Done: the header sticks to the top now."))
    assert not [f for f in facts if f.type == "solution" and "header" in f.body.lower()]


def test_values_that_come_out_as_a_wrong_number_are_a_symptom() -> None:
    from vaultmem.extract.symptoms import symptom_of

    assert symptom_of("also some rota durations come out as 0.3333333333333333 hours")
    assert symptom_of("the export looks fine, thanks, it comes in handy") is None


# -- picks that refer back ------------------------------------------------------------------------------

_ROTA_OPTIONS = ("Options:\n\n1. bump the worker memory — only postpones it\n"
                 "2. split the guest singers out, skip the join for them, union back\n3. salt the key")


def test_your_option_2_picks_from_the_last_numbered_list_after_other_messages() -> None:
    facts = extract(turn(0, "assistant", _ROTA_OPTIONS), turn(1, "user", "is the cache on at all?"),
                    turn(2, "assistant", "The cache is off since 2024."),
                    turn(3, "user", "turn the cache back on, the old bug is fixed. but also do your option 2, the "
                                    "cache alone won't split a key that big"))
    assert any(f.type == "decision" and "guest singers" in said([f]) for f in facts)


def test_done_with_a_time_and_a_code_name_is_a_setting_reported() -> None:
    facts = extract(turn(0, "user", "do both. schedule 04:00 utc plus the sensor, timeout 3h"), edit(1),
                    turn(2, "assistant", "Done: `rota_export` runs at 04:00 UTC and waits on the `_READY` marker "
                                         "(3 h timeout). DAG tests pass."))
    assert any("04:00" in f.quote and shape_fact(f).title.startswith("`rota_export` runs") for f in facts)


def test_decided_in_a_meeting_on_x_is_a_decision() -> None:
    facts = extract(turn(0, "user", "next: the reminder mails. we decided in the team meeting on Huey, not Celery, "
                                    "we don't want to run RabbitMQ just for jobs. set it up"))
    assert any(f.type == "decision" and "huey" in f.quote.lower() for f in facts)


def test_a_value_request_after_ah_and_is_a_value_request() -> None:
    facts = extract(turn(0, "user", "ah and put workers to 4 in rota.toml, 8 makes the print server choke"), edit(1))
    assert any("workers to 4" in f.quote for f in facts)


_SOLVERS = ("## What's happening\n\n`dt` collapses to ~1e-19: the classic sign of a stiff system.\n\n## Options\n\n"
            "| solver | type | notes |\n|---|---|---|\n| `Euler` | explicit | what we have; unusable here |\n"
            "| `Radau5` | implicit | stiff, handles the mass matrix |\n| `LSODA` | switching | needs the C library |\n\n"
            "For 4096 unknowns I'd use **`Radau5`**. Want me to switch?")


def test_a_pick_from_a_table_after_want_me_to_switch_names_the_other_rows() -> None:
    facts = extract(turn(0, "assistant", _SOLVERS),
                    turn(1, "user", "Yes, Radau5. We'll never get past 10k unknowns anyway and I don't want the C "
                                    "library."))
    assert [shape_fact(f).title for f in facts if f.type == "decision"] == ["Radau5 over Euler, LSODA"]


def test_an_answer_to_a_question_about_the_data_is_no_pick() -> None:
    facts = extract(turn(0, "assistant", "Radau5 or LSODA would both work. How many unknowns does the model have?"),
                    turn(1, "user", "Radau5 has been fine before, about 4096 unknowns at most in every run we do."))
    assert not [f for f in facts if f.type == "decision" and "over" in f.title]


def test_set_it_to_n_says_what_it_is() -> None:
    facts = extract(turn(0, "user", "and the poll rate, what's it at now?"),
                    turn(1, "assistant", "It's explicitly set to 30 s in `gauge.toml`, not the default of 60 s."),
                    turn(2, "user", "huh, that was me testing. set it to 60, the gauge only updates every minute "
                                    "anyway"), edit(3))
    assert len(facts) == 1 and "gauge.toml" in facts[0].body


def test_a_standing_marker_that_points_back_marks_the_sentence_before() -> None:
    facts = extract(turn(0, "user", "poll every 45 s with 3 retries then. that's the setting from now on for this "
                                    "gauge"))
    assert len(facts) == 1 and shape_fact(facts[0]).title == "Poll every 45 s with 3 retries then"


# -- a snake_case setting with its value ------------------------------------------------------------------

def test_a_snake_case_setting_with_its_value_is_a_setting() -> None:
    facts = extract(turn(0, "user", "4) gauge role, max_readings should be 500 now, the new logger needs it. put it "
                                    "in the role defaults"), edit(1))
    assert len(facts) == 1 and shape_fact(facts[0]).title.startswith("Gauge role, max_readings should be 500")


def test_a_snake_case_name_keeps_its_case_in_a_title() -> None:
    facts = extract(turn(0, "user", "keep_readings 14 yes that's what the harbour office asked for, two weeks"))
    assert facts and shape_fact(facts[0]).title.startswith("keep_readings 14")


def test_a_snake_case_name_with_a_failure_is_no_setting() -> None:
    assert extract(turn(0, "user", "the row with user_id 5 fails to import")) == []


def test_x_it_is_after_a_no_is_a_pick() -> None:
    facts = extract(turn(0, "user", "0.3 points for a whole extra training stage? no. post-training pruning it is, "
                                    "with the 200 calibration clips from train"))
    assert [f for f in facts if f.type == "decision" and "pruning" in f.quote]


def test_thats_how_it_is_picks_nothing() -> None:
    assert not [f for f in extract(turn(0, "user", "well that's how it is, the harbour office won't change the "
                                                   "gauge vendor")) if f.type == "decision"]


def test_set_name_value_without_to_is_a_value_request() -> None:
    facts = extract(turn(0, "user", "Nobody uses phones for this app. So 26 is fine, set minSdk 26."), edit(1))
    assert any("minsdk 26" in f.quote.lower() for f in facts)


def test_a_diagnosis_under_whats_happening_with_an_ill_guard_fix_is_a_finding() -> None:
    facts = extract(turn(0, "user", "the gauge sprite jitters when the tide map scrolls"),
                    turn(1, "assistant", "## What's happening\n\n`tide::scroll` runs in `Update` and writes `Camera` "
                                         "directly while physics runs at the fixed rate. I'll move it to "
                                         "`FixedUpdate` and interpolate."), edit(2),
                    turn(3, "assistant", "Smooth now on both screens."))
    found = [f for f in facts if f.type == "solution"]
    assert len(found) == 1 and "fixedupdate" in found[0].body.lower() and "jitters" in found[0].body.lower()


def test_ill_guard_it_after_a_named_race_is_the_fix() -> None:
    facts = extract(turn(0, "user", "CI says data race in the rota cache"),
                    turn(1, "assistant", "The rota cache is a plain map written from every request. That's the race. "
                                         "I'll guard it with a `sync.RWMutex`."), edit(2),
                    turn(3, "assistant", "Race-clean locally, all packages pass."))
    assert [f for f in facts if f.type == "solution" and "rwmutex" in f.body.lower()]


# -- a short pick of what the assistant recommended ----------------------------------------------------

_SAVES = ("Two options:\n\n1. **JSON** via `JSON.stringify` — plain data, no code execution.\n"
          "2. **Resources** via `ResourceSaver` — typed, but loading one can run embedded scripts.\n\n"
          "For a game people mod I'd go with JSON: safe by construction and modders can read it.")


def test_a_short_pick_of_the_recommended_option_takes_the_recommendation_and_the_question() -> None:
    facts = extract(turn(0, "user", "last thing: the rota save files. now it uses a Resource, is that bad for mods?"),
                    turn(1, "assistant", _SAVES),
                    turn(2, "user", "Ok JSON. Please change it. And keep in mind: we stay on Godot 4.3 until the "
                                    "demo is out."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and "safe by construction" in pick[0].body and "save files" in pick[0].body
    assert any(f.type == "preference" and "4.3" in f.quote for f in facts)  # the rule stays a note of its own


def test_a_short_pick_with_no_recommendation_is_for_the_moment() -> None:
    facts = extract(turn(0, "assistant", "Done. Should the export be CSV or JSON?"), turn(1, "user", "JSON, thanks"))
    assert not [f for f in facts if f.type == "decision"]


# -- a value turned down in words ------------------------------------------------------------------------

def test_a_value_turned_down_later_as_too_much_is_no_setting() -> None:
    facts = extract(turn(0, "user", "the tide logger should sample the gauge at 100 Hz"),
                    turn(1, "assistant", "Sampling works."),
                    turn(2, "user", "from here on nothing blocks inside the read loop. also 100 Hz is too much for "
                                    "the filter with this noise, make it 50 Hz"), edit(3))
    assert not [f for f in facts if "100 hz" in f.quote.lower() and "50 hz" not in f.quote.lower()]


def test_values_thought_aloud_and_forgotten_are_no_setting() -> None:
    facts = extract(turn(0, "user", "ok so the window. 7 days is way too loose, we get false matches on rent. "
                                    "I think 3 calendar days."),
                    turn(1, "assistant", "Options: 5 calendar days, or 2 business days with the holidays table."),
                    turn(2, "user", "Ok: 2 business days it is, with the holidays table. That is the final one, "
                                    "forget the 3 and 5."))
    assert not [f for f in facts if "7 days" in f.quote]


def test_a_value_kept_is_still_a_setting() -> None:
    facts = extract(turn(0, "user", "the tide logger samples the gauge at 20 Hz, set in logger.toml as RATE_HZ"))
    assert facts


def test_a_change_that_applies_the_rule_just_stated_joins_its_note() -> None:
    facts = extract(turn(0, "user", "let's set this in stone: reports never read from raw() directly, only from "
                                    "staging refs. can you check the rota report?"), edit(1),
                    turn(2, "assistant", "`rota_report.sql` was reading from `raw('rota')` directly — I switched it "
                                         "to `ref('stg_rota')`. The build is clean."))
    assert len(facts) == 1 and facts[0].type == "preference" and "stg_rota" in facts[0].body


# -- ninth-part signals: picks by number in passing, agent instruction files, typos ---------------------

_VAT = ("Related: VAT on split lines is rounded by accident. We should pick a rounding mode:\n\n"
        "1. half-up (what you have now)\n2. banker's rounding (round half to even)\n3. switch to `rust_decimal`")


def test_a_number_and_the_options_name_after_a_label_is_a_pick() -> None:
    facts = extract(turn(0, "assistant", _VAT),
                    turn(1, "user", "remainder to the first lines, yes. For VAT: 2, banker's rounding — the tax "
                                    "office tolerates it. Not 3, i64 cents has served us fine."))
    assert [f for f in facts if f.type == "decision" and "banker" in f.title.lower()]


def test_just_the_index_picks_the_option_that_names_it() -> None:
    facts = extract(turn(0, "assistant", "Three ways:\n\n1. **A unique index** on `slots (room, period)`\n"
                                         "2. **A queued clash job** every minute\n3. **Rewrite the grid** live"),
                    turn(1, "user", "Just the index please. The job thing is overkill for 40 singers."))
    assert [f for f in facts if f.type == "decision" and "unique index" in f.title.lower()]


def test_one_yes_and_two_dot_pick_numbered_options() -> None:
    options = "Two ways:\n\n1. Set FTZ and DAZ at the top of `process`\n2. Add a tiny offset to every filter"
    assert [f for f in extract(turn(0, "assistant", options), turn(1, "user", "1 yes. restore on exit is important, "
                                                                                "some hosts get grumpy"))
            if f.type == "decision"]
    assert [f for f in extract(turn(0, "assistant", options), turn(1, "user", "2. the offset is what the old "
                                                                                "plugin did and nobody complained"))
            if f.type == "decision"]


def test_the_persons_own_numbered_list_is_no_pick() -> None:
    options = "Two ways:\n\n1. Set FTZ and DAZ at the top of `process`\n2. Add a tiny offset to every filter"
    facts = extract(turn(0, "assistant", options), turn(1, "user", "1. rename store to lpState\n2. run the bench"))
    assert not [f for f in facts if f.type == "decision"]


def test_writing_into_claude_md_is_a_request_to_remember() -> None:
    facts = extract(turn(0, "user", "and write into CLAUDE.md that after any UI change you run `flutter test "
                                    "--tags=golden`, the goldens catch layout breaks on small phones"))
    assert [shape_fact(f).title for f in facts][0].startswith("After any UI change you run")


def test_remember_with_a_typo_is_a_request_to_remember() -> None:
    facts = extract(turn(0, "user", "thx. oh and pls remeber we flash the gauge with esptool at 460800 baud, "
                                    "anything faster fails on the cp2102 boards"))
    assert facts and shape_fact(facts[0]).title.startswith("We flash the gauge")


def test_id_also_like_a_convention_ok_then_ok_is_accepted() -> None:
    facts = extract(turn(0, "assistant", "Done. I'd also like a convention: every new rota type gets a proptest in "
                                         "`tests/invariants.rs`. OK?"), turn(1, "user", "ok"))
    assert [f for f in facts if f.type == "decision" and "proptest" in f.quote]


def test_a_task_list_for_tonight_and_a_warning_for_today_are_no_events() -> None:
    assert extract(turn(0, "user", "evening. two things tonight: move the rota state off my laptop, and fix the "
                                   "print job")) == []
    assert extract(turn(0, "user", "oh wait, there's already duplicates in prod from today, the migration will "
                                   "fail")) == []


def test_a_reading_that_went_from_a_to_b_is_one_run() -> None:
    assert extract(turn(0, "user", "battery went from 100 to 71 in a 40 min run on the watch")) == []


def test_a_short_answer_that_picks_one_of_the_values_asked_about() -> None:
    facts = extract(turn(0, "assistant", "Fixed the hot loop.\n\n- Replace `Requeue: true` with `RequeueAfter`. How "
                                         "often should a rota be re-checked without changes? 1m, 5m, 15m?"),
                    turn(1, "user", "5 minutes. The cron job does the actual work, we only need to notice drift."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and "requeueafter" in pick[0].body.lower()
    assert shape_fact(pick[0]).title.endswith(": 5 minutes")


def test_a_number_that_answers_no_value_question_is_no_pick() -> None:
    facts = extract(turn(0, "assistant", "The export has 3 sheets. Should I add a fourth for the altos?"),
                    turn(1, "user", "5 singers are missing, look first."))
    assert not [f for f in facts if f.type == "decision"]


def test_pinned_and_dont_use_x_use_y_are_decisions() -> None:
    facts = extract(turn(0, "user", "fwiw we're pinned to Nim 2.0.8 because 2.2 broke the plugin macros"))
    assert [shape_fact(f).title for f in facts if f.type == "decision"] == ["We're pinned to Nim 2.0.8 because 2.2 broke the plugin macros"]
    assert [f for f in extract(turn(0, "user", "for the tide curve don't use linear, use cubic splines, it's "
                                               "smoother at slack water")) if f.type == "decision"]


def test_a_long_message_without_a_question_gives_a_pick_no_asked_line() -> None:
    facts = extract(turn(0, "user", "the nightly gauge backup is a mess. disk at 95%, rsync errors, old snapshots "
                                    "won't delete. log:\n\nrsync error: some files/attrs were not transferred (see "
                                    "previous errors) (code 23) at main.c(1338)\nbackup.sh: line 41: directory not "
                                    "empty, the prune never removes old snapshots of the gauge data either"),
                    turn(1, "assistant", "Two ways forward:\n\n1. keep rsync + hardlinks, prune by folder date\n"
                                         "2. move to **restic**: dedup, encryption, a proper retention policy"),
                    turn(2, "user", "restic it is. rsync is out, I'm tired of the hardlink tricks."))
    pick = [f for f in facts if f.type == "decision"]
    assert len(pick) == 1 and "asked:" not in pick[0].body.lower()
