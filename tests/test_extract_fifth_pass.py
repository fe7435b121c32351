"""The heuristic extractor's fifth-pass signals (issue 16 item 2): what a session takes back (a value
corrected mid-message, a value set again later, a one-time job), commands nobody named in words, a
numbered option picked with reasons, and diagnoses whose fix is reported in the same message or
carried out through a shell once the person said to go ahead.

Every sentence was written for these tests, about projects in none of the corpus splits (a tram
timetable importer, a beehive scale, a sheet-music renderer, a print queue …). Each signal is
checked both ways: what must be kept and what must stay out.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.capture.turns import ToolCall, ToolResult, Turn
from vaultmem.extract.shape import shape_fact


def _shell(i: int, command: str = "./bin/migrate", output: str = "ok") -> list[Turn]:
    call = ToolCall(id=f"c{i}", name="shell", input=f'{{"command":"{command}"}}')
    return [turn(i, "assistant", "", tool_calls=[call]),
            turn(i, "tool", "", tool_results=[ToolResult(f"c{i}", output)])]


# -- what a person takes back -------------------------------------------------------------------------

def test_a_value_corrected_mid_message_keeps_only_the_new_value() -> None:
    facts = extract(turn(0, "user", "set the import batch size to 500 in importer.toml... no wait, 500 blows the "
                                    "memory on the pi. make it 200."), edit(1))
    assert len(facts) == 1 and "200" in facts[0].title and "500" not in facts[0].title
    assert facts[0].quote.endswith("make it 200.")  # the quote is the person's words, verbatim


def test_scratch_that_withdraws_the_sentence_before() -> None:
    facts = extract(turn(0, "user", "the scale reports every 15 minutes. scratch that, every 10 minutes, the "
                                    "bees are busy in spring."), edit(1))
    assert "10" in said(facts) and all("15" not in f.title for f in facts)


def test_a_sentence_without_a_correction_is_left_alone() -> None:
    facts = extract(turn(0, "user", "no, wait for CI to pass before merging into release branches, from now on."))
    assert len(facts) == 1 and "ci" in said(facts)


def test_a_value_set_again_in_a_later_message_replaces_the_earlier_one() -> None:
    facts = extract(turn(0, "user", "set the default staff spacing to 7 px"), edit(1),
                    turn(2, "assistant", "Done."),
                    turn(3, "user", "hmm 7 looks cramped, set the default staff spacing to 9 px instead"), edit(4))
    assert "9 px" in said(facts) and "to 7 px" not in said(facts)


def test_two_settings_with_values_in_later_messages_both_stay() -> None:
    facts = extract(turn(0, "user", "set the print queue port to 6310 on the office box"), edit(1),
                    turn(2, "assistant", "Done."),
                    turn(3, "user", "and set the label printer port to 9100 on the warehouse box"), edit(4))
    assert "6310" in said(facts) and "9100" in said(facts)


def test_a_one_time_job_leaves_nothing() -> None:
    assert extract(turn(0, "user", "i have ~900 scans in ./inbox named SCAN_0001.PDF. rename them by the date "
                                   "in the footer, one-off thing")) == []
    facts = extract(turn(0, "user", "one-off cleanup today, but remember that exports always go to /srv/exports"))
    assert "/srv/exports" in said(facts)  # a request to remember still counts


def test_what_one_run_showed_is_not_a_setting() -> None:
    assert extract(turn(0, "user", "the queue drains at 40 jobs per second in that benchmark")) == []


# -- commands ------------------------------------------------------------------------------------------

def test_a_command_named_in_a_message_is_kept_once_not_beside_the_rule_that_names_it() -> None:
    call = ToolCall(id="c1", name="Bash", input='{"command":"make lint 2>&1 | tail -4"}')
    facts = extract(turn(0, "user", "always run make lint before you push, CI rejects style errors"),
                    turn(1, "assistant", "Running it.", tool_calls=[call]),
                    turn(2, "tool", "", tool_results=[ToolResult("c1", "All checks passed!")]))
    assert [f.type for f in facts] == ["preference"]


# -- a numbered option picked with reasons -------------------------------------------------------------

OPTIONS = ("Two ways to do it:\n\n1. **Vendored GTFS parser** — copy the parser into `vendor/` and patch it.\n"
           "2. **Upstream fork** — fork the library and keep our patch on a branch.\n\nI'd lean towards 2.")


def test_a_numbered_pick_with_reasons_is_one_decision_naming_what_was_passed_over() -> None:
    facts = extract(turn(0, "user", "the timetable importer chokes on the new feed, how do we patch the parser?"),
                    turn(1, "assistant", OPTIONS),
                    turn(2, "user", "Let's go with option 1. A fork we have to rebase every month is exactly what "
                                    "nobody here keeps up with, the last one rotted in weeks."))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1
    assert decisions[0].title == "Vendored GTFS parser"
    assert "upstream fork" in decisions[0].body.lower() and "rebase" in decisions[0].body
    assert not any(f.title.lower().startswith("let's go with") for f in facts)


def test_a_bare_numbered_pick_keeps_the_options_own_words() -> None:
    facts = extract(turn(1, "assistant", OPTIONS), turn(2, "user", "do 2"))
    assert [f.title for f in facts if f.type == "decision"] == ["Upstream fork — fork the library and keep our patch on a branch"]


def test_a_rule_after_a_pick_stays_a_note_of_its_own() -> None:
    facts = extract(turn(1, "assistant", OPTIONS),
                    turn(2, "user", "option 1 then, a fork we rebase monthly would rot like the last one did. "
                                    "unrelated but important: from now on the importer never drops unknown route "
                                    "types, it logs them"))
    kinds = sorted(f.type for f in facts)
    assert kinds == ["decision", "preference"]


# -- diagnoses and their fixes -------------------------------------------------------------------------

def test_a_fix_reported_done_in_the_diagnosis_message_is_a_finding() -> None:
    facts = extract(turn(0, "user", "the hive weight jumps by 2 kg every night at 3am, why?"),
                    turn(1, "assistant", "Found it. The load cell is re-tared by the nightly reboot, so the offset "
                                         "is recomputed with the bees inside; the problem is that tare runs on "
                                         "every boot.\n\nFix (done):\n- tare only runs when `TARE_ON_BOOT=1`\n"
                                         "- the stored offset is read from flash otherwise"))
    assert [f.type for f in facts] == ["solution"]
    assert "tare_on_boot" in said(facts) and "reboot" in said(facts)


def test_a_race_diagnosed_then_accepted_and_run_through_a_shell_is_a_finding() -> None:
    facts = extract(turn(0, "user", "two print jobs got the same ticket number yesterday, how?"),
                    turn(1, "assistant", "The numbering is a read-then-write race: two workers read the last "
                                         "number before either writes. The reliable fix is a database sequence "
                                         "instead of max()+1."),
                    turn(2, "user", "do it"), *_shell(3, "./bin/migrate add_ticket_sequence"))
    assert [f.type for f in facts] == ["solution"] and "sequence" in said(facts)


def test_a_diagnosis_nobody_acted_on_stays_out() -> None:
    facts = extract(turn(0, "user", "two print jobs got the same ticket number yesterday, how?"),
                    turn(1, "assistant", "The numbering is a read-then-write race: two workers read the last "
                                         "number before either writes. The reliable fix is a database sequence."),
                    turn(2, "user", "ok thanks, I'll think about it"))
    assert facts == []


def test_an_acknowledgement_is_not_a_cause() -> None:
    facts = extract(turn(0, "user", "when a score is submitted we lose it if the worker restarts, I want a queue"),
                    turn(1, "assistant", "Sure. I'll add a persistent queue backed by the scores table."), edit(2))
    assert not any(f.type == "solution" for f in facts)


# -- seen while opening the fifth held-out part (new sentences, other projects) -------------------------

def _patch(i: int) -> list[Turn]:
    call = ToolCall(id=f"p{i}", name="shell", input='{"command":["apply_patch","*** Begin Patch\\n*** Update File: a.yaml"]}')
    return [turn(i, "assistant", "", tool_calls=[call]), turn(i, "tool", "", tool_results=[ToolResult(f"p{i}", "Done!")])]


def test_root_cause_and_fix_headings_make_one_finding_with_the_fix_list() -> None:
    facts = extract(turn(0, "user", "the thumbnail job gets killed on the render farm, logs say out of memory. can you look?"),
                    turn(1, "assistant", "### Root cause\n\n`vips` caches every decoded tile, and with `--concurrency 12` "
                                         "each worker holds its own cache, so a batch needs 40G against the 16G "
                                         "requested.\n\n### Fix\n\n- set `VIPS_CACHE_MAX=200` in the job env\n"
                                         "- keep `--concurrency 12`"),
                    turn(2, "user", "ok go"), *_patch(3))
    assert [f.type for f in facts] == ["solution"]
    assert "vips_cache_max" in said(facts) and "per" not in facts[0].title.lower()[:3]


def test_a_fix_proposed_in_passing_counts_once_made_and_takes_the_report() -> None:
    facts = extract(turn(0, "user", "every monday the timetable page still shows last week until a hard reload ??"),
                    turn(1, "assistant", "The page response has `max-age=604800`, and that header comes from the shared "
                                         "static route config. The timetable changes daily, so I'd set `max-age=300` "
                                         "on it."),
                    turn(2, "user", "yes 300"), *_patch(3),
                    turn(4, "assistant", "The timetable route now sends `Cache-Control: max-age=300`."))
    assert [f.type for f in facts] == ["solution"] and "max-age=300" in said(facts)


def test_a_fix_proposed_and_never_made_is_not_a_finding() -> None:
    facts = extract(turn(0, "user", "every monday the timetable page still shows last week until a hard reload ??"),
                    turn(1, "assistant", "That header comes from the shared static route config. I'd set `max-age=300`."),
                    turn(2, "user", "hm, let me ask the ops people first"))
    assert not any(f.type == "solution" for f in facts)


def test_remember_requests_in_more_wordings() -> None:
    for text in ("yes staging. and don't forget, we never deploy the scheduler without a dry run, it double-fired in May",
                 "fyi for later: the tile server rate-limits us at 30 requests a second",
                 "just so you know for next time, the plotter only accepts SVGs under 2 MB",
                 "bear in mind the hive scales sync over LoRa at SF9, never SF12"):
        facts = extract(turn(0, "user", text))
        assert [f.type for f in facts] == ["preference"], text
        title = shape_fact(facts[0]).title  # the title a note gets
        assert not title.lower().startswith(("don't forget", "fyi", "just so", "bear in mind")), title


def test_what_a_person_sees_while_asking_for_help_is_not_a_setting() -> None:
    facts = extract(turn(0, "user", "the kiln display shows 0 degrees all the time. the thermocouple reads 21 C on "
                                    "the multimeter though. can you take a look?"))
    assert facts == []
    assert extract(turn(0, "user", "when I start the plotter daemon it says port 7010 already in use")) == []


def test_approximate_readings_are_measurements_not_settings() -> None:
    facts = extract(turn(0, "user", "flash it"), *_shell(1, "./flash.sh"),
                    turn(2, "assistant", "Readings are real now: pitch ≈0.2° at rest, gyro near zero."))
    assert facts == []


def test_a_pick_said_as_x_it_is_with_its_reasons_is_the_decision() -> None:
    facts = extract(turn(0, "assistant", "Three options for the archive:\n\n- **one SQLite file**: easy, but one writer;\n"
                                         "- **Zarr chunked by sensor and week**: append-only, readable from anything;\n"
                                         "- **InfluxDB**: another server to run.\n\nI'd pick Zarr, but it depends on "
                                         "who reads it."),
                    turn(1, "user", "zarr by sensor + week it is, the physicists open it straight from xarray so "
                                    "that is the easiest for them."))
    assert [f.type for f in facts] == ["decision"] and "xarray" in said(facts)


# -- seen while opening the sixth held-out part (new sentences, other projects) -------------------------

def test_a_line_ending_with_a_colon_keeps_the_sentences_before_it() -> None:
    facts = extract(turn(0, "user", "Hi. the invoices table has duplicates since we switched the importer to "
                                    "batches. Config for context:\n\n```yaml\nbatch: 500\n```"),
                    turn(1, "assistant", "The importer has no `unique_key`, so a retried batch is appended again. "
                                         "I'll add `unique_key='invoice_id'` and a merge."),
                    edit(2))
    assert [f.type for f in facts] == ["solution"]  # the symptom line was read, and is not a decision


def test_standing_rules_in_casual_wordings() -> None:
    for text in ("and going forward, please no print statements in anything that gets merged, even temporarily",
                 "Important, from now i want always the changelog updated before every tag",
                 "oh btw don't ever commit the build folder, its generated",
                 "for the rest of this migration, flyway always gets run with -outOfOrder=false"):
        assert [f.type for f in extract(turn(0, "user", text))] == ["preference"], text


def test_a_chatter_lead_in_takes_nothing_back_from_the_rule_after_it() -> None:
    facts = extract(turn(0, "user", "forget that, I know the answer: we never run migrations from a laptop, only "
                                    "the release job does"))
    assert [f.type for f in facts] == ["preference"] and "laptop" in said(facts)


def test_a_diagnosis_under_a_whats_wrong_heading_with_the_fix_made() -> None:
    facts = extract(turn(0, "assistant", "Names match now, but every total is 100x too big."),
                    turn(1, "assistant", "## What's wrong\n\nThe amounts are packed decimals with two implied "
                                         "decimal places, and the reader decodes them without that scale.\n\n"
                                         "I changed the decoder to apply the scale from the copybook."),
                    edit(2))
    assert [f.type for f in facts] == ["solution"] and "scale" in said(facts)


def test_a_report_that_opens_fixed_with_its_root_cause_is_a_finding() -> None:
    facts = extract(turn(0, "user", "the lift platform jitters when the player stands on it"),
                    turn(1, "assistant", "Fixed and tests pass. Root cause: the player moved in the render loop "
                                         "while the platform moved in the physics loop; both now run in the physics "
                                         "loop."))
    assert [f.type for f in facts] == ["solution"] and "physics" in said(facts)


def test_failover_is_not_a_failure_and_a_pronoun_rule_joins_its_subject() -> None:
    facts = extract(turn(0, "user", "the rule is: anything behind failover gets ttl 60. it has to move fast when "
                                    "the host fails over to the backup"))
    assert all(f.type != "solution" for f in facts)
    facts = extract(turn(0, "user", "keep this in mind for the whole project: the test set is stations 900 and up. "
                                    "never train on them, never tune thresholds on them"))
    assert len(facts) == 1 and "900" in said(facts) and "never train" in said(facts)


def test_a_leading_no_that_negates_stays_in_the_title() -> None:
    facts = extract(turn(0, "assistant", "Two choices: **Puppeteer** renders our HTML with Chrome, **Typst** "
                                         "draws the PDF itself. Which one?"),
                    turn(1, "user", "Typst. No chrome in the worker image, we fought hard to keep it under 300MB."))
    assert facts and all(not f.title.lower().startswith("chrome in the worker") for f in facts)
    assert any("no chrome" in f.title.lower() or "no chrome" in f.body.lower() for f in facts)


def test_the_report_of_another_task_is_not_the_fix() -> None:
    facts = extract(turn(0, "user", "every morning the kiosk still shows last night's menu ??"),
                    turn(1, "assistant", "The menu response has `max-age=86400`, and that header comes from the "
                                         "shared static config. So I'd set `max-age=300` on the menu route."),
                    turn(2, "user", "ok. while you're in there: how would you add a dark mode?"),
                    turn(3, "assistant", "Two ways: a CSS media query, or a toggle stored in localStorage."),
                    turn(4, "user", "yes, the media query"), edit(5),
                    turn(6, "assistant", "Done: dark mode follows `prefers-color-scheme`."))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1 and "prefers-color-scheme" not in solutions[0].body


# -- seen while opening the seventh held-out part (new sentences, other projects) -----------------------

def test_a_rule_whose_reason_mentions_a_loss_is_still_a_rule() -> None:
    facts = extract(turn(0, "user", "also the changelog is pretty long, but dont ever edit a released entry — fixes "
                                    "go in a new entry, otherwise we lose track of what shipped"))
    assert [f.type for f in facts] == ["preference"]
    assert shape_fact(facts[0]).title.lower().startswith("dont ever edit")  # the rule, not the scene-setting


def test_a_price_paid_or_two_readings_compared_are_not_settings() -> None:
    assert extract(turn(0, "user", "we lose 200ms of audio at start, but that's fine, the buffer covers it")) == []
    assert extract(turn(0, "user", "wow 4.1GB vs 120MB, nice")) == []


def test_pasted_log_lines_are_not_statements() -> None:
    facts = extract(turn(0, "user", "CI is red again:\n2026-03-01T10:00:01.1Z ok  \tpkg/cache\t0.2s\n"
                                    "2026-03-01T10:00:02.9Z --- FAIL: TestWriters (0.41s)\nany idea?"))
    assert facts == []


def test_a_value_said_again_after_its_name_replaces_the_earlier_one() -> None:
    facts = extract(turn(0, "user", "set the retention to 7 days, 14 is overkill"), edit(1),
                    turn(2, "assistant", "Done."),
                    turn(3, "user", "ah no, auditors want a month — set 30 days retention"), edit(4))
    assert "30 days" in said(facts) and not any("7 days" in f.title for f in facts)


def test_an_abbreviation_ends_no_sentence() -> None:
    facts = extract(turn(0, "user", "the app crashes when the queue fills up, why?"),
                    turn(1, "assistant", "The root cause is the synchronous write from the router. Fix: make the "
                                         "write a cast and buffer in the writer (e.g. every 200 records or 500 ms)."),
                    edit(2))
    assert [f.type for f in facts] == ["solution"] and "200 records" in said(facts)


def test_picks_of_bold_labelled_routes_and_of_a_dotted_names_last_part() -> None:
    routes = ("Three routes:\n\n1. **pyproj** — same author, mostly renames.\n2. **cartopy** — different model, "
              "slower.\n3. Keep basemap and pin it.")
    facts = extract(turn(0, "assistant", routes),
                    turn(1, "user", "pyproj! the students already know basemap and pyproj feels the same to them"))
    assert [f.type for f in facts] == ["decision"] and "cartopy" in said(facts)
    options = ("Two options: wrap the schema with `st/spec`, or switch the router to `reitit.coercion.malli`, which "
               "coerces path params out of the box.")
    facts = extract(turn(0, "assistant", options),
                    turn(1, "user", "switch to malli for all routes. spec coercion has bitten us three times now"))
    assert [f.type for f in facts] == ["decision"] and "malli" in said(facts)
