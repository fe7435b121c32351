"""The heuristic extractor's fourteenth-pass signals (issue 16 items 2 and 3), read off the opened
fifteenth part (seen15/): options picked by their place ("second one") from a list or from a table
whose first column numbers them, a long diagnosis that keeps the sentence saying what the cause is,
a problem told for help ("no idea where to start") that is no fact, and titles that keep a path's
case or drop a checking "right?".

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a bell-ringing checker …). Each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, turn

_TABLE = ("Three ways to keep the timetable in sync:\n\n"
          "| Option | Pros | Cons |\n|---|---|---|\n"
          "| 1. A sync daemon on the harbour box | one writer for every app | another process to watch |\n"
          "| 2. SQLite file shipped with each release | no server at all, works offline | stale until the next release |\n"
          "| 3. Poll the operator's JSON feed | always fresh | the feed was down twice last winter |\n\n"
          "I lean to 3 if the feed is reliable now, otherwise 2.")


def test_a_pick_by_place_from_a_numbered_table_is_the_decision() -> None:
    facts = extract(turn(0, "user", "how should the ferry app get timetable changes?"),
                    turn(1, "assistant", _TABLE),
                    turn(2, "user", "second one. the crossings happen where there's no signal anyway, "
                                    "offline matters more than fresh"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1
    assert decisions[0].title.startswith("SQLite file shipped with each release")
    assert "A sync daemon on the harbour box" in decisions[0].body and "offline matters" in decisions[0].body


def test_the_first_word_of_a_reply_is_no_pick_by_place() -> None:
    facts = extract(turn(0, "user", "how should the ferry app get timetable changes?"),
                    turn(1, "assistant", _TABLE),
                    turn(2, "user", "first, tell me how big the sqlite file would be with two years of crossings"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_pick_by_place_from_a_numbered_list_names_the_option() -> None:
    facts = extract(turn(0, "user", "the method checker is slow on long touches, ideas?"),
                    turn(1, "assistant", "Options:\n1. Cache the row permutations per method.\n"
                                         "2. Rewrite the truth check in Rust.\n3. Only check the first lead."),
                    turn(2, "user", "the first one. a second language in this repo is exactly what I don't want"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and decisions[0].title.startswith("Cache the row permutations")


def test_a_long_diagnosis_keeps_the_sentence_that_says_the_cause() -> None:
    found = ("Found it in the log. The checker loads every method from the collection file on start and each "
             "entry is parsed twice, once for the name and once for the place notation, which doubles the start "
             "time on a cold disk and explains why the first run after boot is the slow one and why the cache "
             "never seemed to help with it at all. The parse for the name also builds the full row table, which "
             "is the expensive part. So the root cause is the name lookup parsing the whole place notation.\n\n"
             "Fix: read the name from the header field instead.")
    facts = extract(turn(0, "user", "the checker takes 9 seconds to start, why?"),
                    turn(1, "assistant", found), edit(2),
                    turn(3, "assistant", "Done, it starts in 0.8 s now."))
    solution = next(f for f in facts if f.type == "solution")
    assert solution.title.startswith("The root cause is the name lookup")
    assert "root cause is the name lookup" in solution.body


def test_a_diagnosis_that_says_the_cause_first_keeps_its_title() -> None:
    found = ("The root cause is the name lookup parsing the whole place notation. Fix: read the name from the "
             "header field instead.")
    facts = extract(turn(0, "user", "the checker takes 9 seconds to start, why?"),
                    turn(1, "assistant", found), edit(2),
                    turn(3, "assistant", "Done, it starts in 0.8 s now."))
    solution = next(f for f in facts if f.type == "solution")
    assert solution.title.startswith("The root cause is the name lookup")


def test_a_problem_told_for_help_is_no_fact() -> None:
    told = ("the touch display freezes on long methods. sometimes it recovers after 5 or 6 seconds and sometimes "
            "it stays frozen until you reload. no idea where to start")
    assert not extract(turn(0, "user", told))
    assert extract(turn(0, "user", "the display refresh interval is 5 seconds, keep it there"))


def test_a_title_keeps_a_paths_case_and_drops_a_checking_tag() -> None:
    facts = extract(turn(0, "user", "remember: src/methods.txt is generated from the collection, never edit it by hand"))
    assert facts and facts[0].title.startswith("src/methods.txt")
    facts = extract(turn(0, "user", "and the harbour api port is 8443, right? just checking"),
                    turn(1, "assistant", "Yes, 8443 in `config/harbour.toml`."))
    assert facts and facts[0].title.endswith("8443") and "right" not in facts[0].body


def test_a_complaint_about_what_was_done_again_is_no_rule_and_the_way_to_do_it_joins_the_rule() -> None:
    facts = extract(turn(0, "user", "you changed the tempo rounding AGAIN. this is the third time someone does this on "
                                    "this project and the cellar log was off by a day. tempos are rounded down to the "
                                    "minute, never change that. use Schedule.floor like everything else."))
    assert len(facts) == 1
    assert "rounded down to the minute" in facts[0].body and "Schedule.floor" in facts[0].body
    assert "third time" not in facts[0].title


def test_a_complaint_that_says_the_rule_itself_is_kept() -> None:
    facts = extract(turn(0, "user", "third time I say this: never commit the cellar credentials file."))
    assert len(facts) == 1 and "never commit the cellar credentials" in facts[0].body


def test_a_way_to_do_it_about_something_else_stays_its_own_note() -> None:
    facts = extract(turn(0, "user", "tempos are rounded down to the minute, never change that. the yeast page "
                                    "loads slowly on the tablet. name the yeast tables like everything else."))
    assert len(facts) == 2


def _rates() -> list:
    return [turn(0, "user", "the hop price changes in march, we need the history"),
            turn(1, "assistant", "Two ways to keep history:\n\n1. a property list like `hops.price.2027-03-01=4.20` "
                                 "parsed into a map;\n2. a `hop_prices(effective_from date primary key, price "
                                 "numeric(6,2))` table added by a migration.\n\nThe table is easier to audit.")]


def test_an_option_picked_by_its_own_word_is_the_decision_titled_without_the_arguments() -> None:
    facts = extract(*_rates(), turn(2, "user", "table. with a migration"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "hop_prices" in decisions[0].body
    from vaultmem.vault.titles import short_title
    assert short_title(decisions[0].title) == "A `hop_prices` table added by a migration"


def test_a_word_in_more_than_one_option_picks_nothing() -> None:
    facts = extract(*_rates(), turn(2, "user", "history. we need it"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_bound_a_run_stays_under_is_a_result_not_a_setting() -> None:
    facts = extract(turn(0, "user", "run the wort chiller model with the new step"), edit(1),
                    turn(2, "assistant", "## Result\n\n- `configs/chiller.nml`: `dt_s = 0.5`\n"
                                         "- the whole batch completes; the courant number stays ≤ 0.4 throughout"))
    assert not [f for f in facts if "courant" in f.body.lower()]
    assert [f for f in facts if "dt_s = 0.5" in f.body]


def _linted(reply: str) -> list:
    return [turn(0, "user", "hi, shellcheck complains about brew.sh, can you take a look"),
            turn(1, "assistant", reply), turn(2, "user", "yes please"), edit(3),
            turn(4, "assistant", "shellcheck is clean now and `bash -n` parses the script.")]


def test_a_linters_findings_tidied_are_no_bug_to_remember() -> None:
    facts = extract(*_linted("Two kinds of finding: `OLD_HOP` is set but never used (line 4), and two expansions on "
                             "line 12 aren't quoted, which would break on a path with a space. I'd quote them and "
                             "delete the unused variable."))
    assert not [f for f in facts if f.type == "solution"]


def test_a_cause_named_while_linting_is_still_a_finding() -> None:
    facts = extract(*_linted("The root cause is the unquoted `$BATCH_DIR` on line 12: the fermenter share has a "
                             "space in its name, so the copy went to two wrong folders. Fix: quote it."))
    assert [f for f in facts if f.type == "solution"]


def test_forgetting_it_every_time_is_no_chatter() -> None:
    facts = extract(turn(0, "user", "also make sure you always run zig fmt on the files you change, CI rejects "
                                    "unformatted code and I forget it every time."))
    assert len(facts) == 1 and "zig fmt" in facts[0].title
    assert not extract(turn(0, "user", "ah forget it, the old looper build is fine for tonight."))


def test_a_line_speed_in_baud_is_a_setting() -> None:
    facts = extract(turn(0, "user", "P.S. the pedals in the studio run at 31250 baud and the old ones at 9600."))
    assert len(facts) == 1 and "31250" in facts[0].title


def test_a_setting_listed_under_its_file_is_titled_by_the_setting() -> None:
    facts = extract(turn(0, "user", "set the mash step and rerun"), edit(1),
                    turn(2, "assistant", "## Result\n\n- `configs/mash.toml`: **`step_min = 15`**\n- 12 tests pass"))
    from vaultmem.vault.titles import short_title
    assert [short_title(f.title) for f in facts] == ["`step_min = 15` in `configs/mash.toml`"]


def test_titles_of_reports_and_requests_state_the_fact() -> None:
    from vaultmem.vault.titles import short_title
    # a code span is never cut, a unit after a number stays, the report names the change, not who made it
    assert short_title("I've set `MaxBrews: 5` with a backoff starting at 2 s and capped at 5 min in "
                       "`internal/brew/client.go`") == "Set `MaxBrews: 5` with a backoff starting at 2 s"
    assert short_title("I set in the workspace Cargo.toml: `opt-level = \"s\"`, `lto = true`, `codegen-units = 1`, "
                       "`panic = \"abort\"`") == "`opt-level = \"s\"` in Cargo.toml"
    assert short_title("And one thing you should remember for always: the bell order is treble first and this is "
                       "fixed, the method files depend on it").startswith("The bell order is treble first")
    assert short_title("I want to be very clear because the last intern did it: we do NOT change anything in "
                       "vendor/, ever").startswith("We do NOT change anything in vendor/")
    assert short_title("I set the ringing speed to 2 s per change") == "Set the ringing speed to 2 s per change"


_WAYS = ("Three ways to run the nightly fermentation report:\n\n"
         "1. **Celery + beat** with Redis as the broker — retries built in, but a broker on the box.\n"
         "2. **django-q2** using the database as its broker — fewer moving parts.\n"
         "3. **A management command** (`send_brew_report`) started by a **systemd timer** — nothing running in "
         "between.\n\nFor this volume I'd normally say Celery.")


def test_an_option_named_late_after_a_story_against_another_is_the_decision() -> None:
    facts = extract(turn(0, "user", "the brewers want a nightly report mailed. how would you schedule it?"),
                    turn(1, "assistant", _WAYS),
                    turn(2, "user", "god no, not celery. at my last place the broker's disk filled up and nobody "
                                    "noticed for a weekend. I'm not doing that again. management command + systemd "
                                    "timer, we can see it in journalctl."))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and decisions[0].title.startswith("Management command over Celery")
    assert "journalctl" in decisions[0].body and "disk filled up" in decisions[0].body


def test_neither_turns_every_option_down_for_the_persons_own_way() -> None:
    facts = extract(turn(0, "user", "what if the mail server is down at 06:00?"),
                    turn(1, "assistant", "Options:\n\n- retry three times with backoff inside the command;\n"
                                         "- or a second timer at 07:00 that re-runs it.\n\nI'd do the backoff."),
                    turn(2, "user", "neither. if it fails the head brewer reads the tanks by hand. just exit "
                                    "non-zero and hook OnFailure= to the email unit we have"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "OnFailure" in decisions[0].body and "Turned down" in decisions[0].body
    assert not decisions[0].title.lower().startswith("neither")


def test_neither_to_a_question_without_options_decides_nothing() -> None:
    facts = extract(turn(0, "user", "did the report go out yesterday or today?"),
                    turn(1, "assistant", "Let me check the mail log."),
                    turn(2, "user", "neither. it never went out, look again"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_choice_taken_back_two_messages_later_leaves_only_the_new_one() -> None:
    facts = extract(turn(0, "user", "the hive log db is getting big, should we move to postgres?"),
                    turn(1, "assistant", "Rough trade-off:\n\n- **Postgres**: concurrent readers are trivial, but it's a "
                                         "server to run on the apiary box.\n- **SQLite**: zero ops, one file; with WAL a "
                                         "second reader is fine.\n\nI'd lean SQLite + WAL."),
                    turn(2, "user", "hm ok postgres then, lets do it properly"),
                    turn(3, "assistant", "OK, I'll sketch a postgres backend behind the store."),
                    turn(4, "user", "actually no, keep sqlite. the box is a pi with 1gb ram, i don't want a postgres "
                                    "service on it. turn on WAL like you said"))
    decisions = [f for f in facts if f.type == "decision"]
    from vaultmem.vault.titles import short_title
    assert len(decisions) == 1 and short_title(decisions[0].title) == "Keep sqlite, the box is a pi with 1gb ram"
    # what was being decided stays with the decision, so a later "move to postgres?" finds it
    assert "1gb ram" in decisions[0].body and "Asked: The hive log db is getting big, should we move" in decisions[0].body


def test_a_pick_from_a_table_without_numbers_takes_the_row() -> None:
    facts = extract(turn(0, "user", "need the db for the beekeepers' portal in terraform, cheap please"),
                    turn(1, "assistant", "Three shapes:\n\n| option | monthly | notes |\n|---|---|---|\n"
                                         "| RDS db.t4g.micro single-AZ | ~$15 | minutes of downtime if the AZ fails |\n"
                                         "| RDS db.t4g.micro Multi-AZ | ~$30 | automatic failover |\n"
                                         "| Aurora Serverless v2 | $45+ | bills even when idle |\n\nI'd start single-AZ."),
                    turn(2, "user", "single az. multi-az doubles the bill for a portal nobody uses at night. aurora no way"))
    decisions = [f for f in facts if f.type == "decision"]
    from vaultmem.vault.titles import short_title
    assert len(decisions) == 1 and short_title(decisions[0].title) == "RDS db.t4g.micro single-AZ"
    assert "Multi-AZ" in decisions[0].body


def test_pasted_syslog_lines_are_no_notes() -> None:
    logs = ("reminders go out twice since the second node. logs:\n\n"
            "Jun 15 08:00:00 hive-1 apiary[812]: 08:00:00.004 [info] Quantum: running job :reminders\n"
            "Jun 15 08:00:00 hive-2 apiary[790]: 08:00:00.011 [info] Quantum: running job :reminders\n"
            "Jun 15 08:00:01 hive-1 apiary[812]: 08:00:01.530 [info] Quantum: job :reminders done in 1526ms")
    assert not extract(turn(0, "user", logs))


def test_a_result_taken_and_a_constraint_of_a_question_are_no_notes() -> None:
    facts = extract(turn(0, "user", "hi, which model for the moth classifier? it has to run on the trap laptop, "
                                    "cpu only, i5 from 2019"),
                    turn(1, "assistant", "With the site split: val_acc 0.791, a believable number."),
                    turn(2, "user", "ok 0.79 it is, that's honest"))
    assert not facts


def test_a_constraint_said_as_standing_in_a_question_stays() -> None:
    facts = extract(turn(0, "user", "which database for the hut bookings? it has to run on the pi zero from now on, "
                                    "so no JVM anywhere"))
    assert facts


def test_requests_to_remember_that_point_back_or_say_til() -> None:
    for said in ("the moth trap export uses semicolons, not commas. keep that in mind for the parser.",
                 "TIL the moth trap export uses semicolons, not commas.",
                 "don't let me forget that the fridge sensor reports in tenths of a degree."):
        facts = extract(turn(0, "user", said))
        assert len(facts) == 1, said
        from vaultmem.vault.titles import short_title
        assert not short_title(facts[0].title).lower().startswith(("til", "don't")), facts[0].title
    assert not extract(turn(0, "user", "can you fix the parser? remember that."))
    assert not extract(turn(0, "user", "thanks, I'll remember that."))


def test_a_named_target_with_its_value_is_a_setting() -> None:
    facts = extract(turn(0, "user", "btw the cheese cave humidity target is 92%, that's fixed by the affineur."))
    assert len(facts) == 1 and "92%" in facts[0].title


def test_an_aside_between_dashes_does_not_become_the_title() -> None:
    from vaultmem.vault.titles import short_title
    assert short_title("the cold room sensors report in fahrenheit — they're the old ones from the dairy next door — "
                       "so anything reading from cold room must convert first").startswith("The cold room sensors")


def test_a_quick_pick_taken_back_for_another_way_is_the_decision() -> None:
    facts = extract(turn(0, "user", "next, levels. I was gonna do them in Tiled and import"),
                    turn(1, "assistant", "Tiled works: export `.tmj` and convert it at build time. Tiled has better "
                                         "brushes; the downside is a conversion step that can drift."),
                    turn(2, "user", "ok tiled then"),
                    turn(3, "assistant", "I'll sketch the converter."),
                    turn(4, "user", "wait actually no. my sister already uses the defold editor for the gui, she "
                                    "doesnt want another tool. just use the built in tilemap editor, forget tiled"))
    decisions = [f for f in facts if f.type == "decision"]
    assert len(decisions) == 1 and "tilemap editor" in decisions[0].title and "another tool" in decisions[0].body


def test_a_quick_message_taken_back_about_nothing_technical_decides_nothing() -> None:
    facts = extract(turn(0, "user", "ok lunch first"), turn(1, "assistant", "Sure."),
                    turn(2, "user", "wait actually no, keep going, I'll eat later"))
    assert not [f for f in facts if f.type == "decision"]


def test_a_pick_and_a_request_to_remember_in_one_message_stay_two_notes() -> None:
    facts = extract(turn(0, "user", "the row counter needs storage"),
                    turn(1, "assistant", "For storage, do you prefer SQLDelight or a key-value store like "
                                         "`multiplatform-settings`?"),
                    turn(2, "user", "sqldelight, we'll want queries over projects later. also please memorise: "
                                    "minimum iOS is 15, the guild members have old ipads. and don't bump it"))
    assert sorted(f.type for f in facts) == ["decision", "preference"]
    rule = next(f for f in facts if f.type == "preference")
    assert "sqldelight" not in rule.quote.lower() and "don't bump it" in rule.quote


def test_a_pick_titled_by_what_the_reply_turns_down() -> None:
    facts = extract(turn(0, "user", "the bell recorder crashes under load, what do we do?"),
                    turn(1, "assistant", "The root cause is a synchronous call from `bell_router` to `log_writer`. "
                                         "Fix: make the write a `gen_server:cast` and batch it. Alternative would be an "
                                         "ETS table as buffer."),
                    turn(2, "user", "cast. ETS I don't want, is more moving parts. batch 200 like you say"))
    decisions = [f for f in facts if f.type == "decision"]
    assert decisions and decisions[0].title == "Cast over ETS"


def test_how_the_agent_should_answer_is_a_preference_for_every_session() -> None:
    from vaultmem.vault.titles import short_title
    for said in ("shorter answers pls. just fix", "no emojis in code comments please"):
        facts = extract(turn(0, "user", said))
        assert len(facts) == 1 and facts[0].type == "preference" and facts[0].scope == "global", said
        assert not short_title(facts[0].title).lower().endswith(("pls", "please"))
    assert not extract(turn(0, "user", "shorter answers are better for the docs page"))
    assert not extract(turn(0, "user", "short answer: yes"))


def test_review_points_accepted_as_a_list_and_one_turned_down_with_a_reason() -> None:
    from vaultmem.vault.titles import short_title
    facts = extract(turn(0, "user", "review my PR"),
                    turn(1, "assistant", "Review points:\n1. `FridgeItem#expire!` does two saves; wrap in a "
                                         "transaction.\n2. The controller rescues StandardError; narrow it.\n"
                                         "3. Rename `cnt` to `count`.\n4. Add an index on `items.expires_at`.\n"
                                         "5. Extract the mailer call to a job."),
                    turn(2, "user", "1 and 4 yes. 2 no, we want the catch-all there, the kiosk must never show a "
                                    "500. 3 and 5 not worth it"))
    # one note for the review as the reply settled it (twenty-first pass: no note per point)
    [decision] = [f for f in facts if f.type == "decision"]
    agreed, _, turned_down = decision.body.partition("\n\nNot:\n")
    assert "`FridgeItem#expire!` does two saves" in agreed and "`items.expires_at`" in agreed
    assert "StandardError" in turned_down and "we want the catch-all there" in turned_down and "`cnt`" in turned_down
    rule = next(f for f in facts if f.type == "preference")
    assert short_title(rule.title).startswith("We want the catch-all there")


def test_a_rule_pasted_as_a_code_comment_is_kept_with_its_words() -> None:
    facts = extract(turn(0, "user", "here's the comment I added:\n```python\n# NOTE: never call flush() before the "
                                    "lock is held, the gate controller deadlocks\n```\nkeep that in mind"))
    assert len(facts) == 1 and facts[0].quote.startswith("NOTE: never call flush()")
    assert facts[0].title.startswith("Never call flush()")


def test_ordinary_comments_in_pasted_code_are_no_notes() -> None:
    assert not extract(turn(0, "user", "look at this:\n```python\n# loop over all rows and always skip the header\n"
                                       "for r in rows[1:]:\n    pass\n```\nwhy is it slow?"))


def test_more_ways_to_ask_to_keep_something() -> None:
    for said in ("this is important for later: Morse logs use a 7-unit word gap",
                 "I keep forgetting this so save it: the bee API paginates at 50"):
        assert len(extract(turn(0, "user", said))) == 1, said
    assert not extract(turn(0, "user", "I'll save that for later"))


def test_a_cause_whose_fix_is_picked_from_options_by_letter_is_a_finding() -> None:
    facts = extract(turn(0, "user", "members get every fridge reminder twice since the second node"),
                    turn(1, "assistant", "Quantum schedules jobs per node, so with two nodes every cron job fires "
                                         "twice — that's the root cause. Options:\n\n(a) run it only on a leader\n"
                                         "(b) move the job to Oban's Cron plugin, unique across nodes\n"
                                         "(c) an external cron\n\nI'd go (b)."),
                    turn(2, "user", "b"), edit(3),
                    turn(4, "assistant", "Done: the reminder is an Oban cron job now."))
    found = [f for f in facts if f.type == "solution"]
    assert len(found) == 1 and "Quantum schedules jobs per node" in found[0].body and "Oban" in found[0].body


def test_a_version_held_until_a_fix_upstream_is_a_decision() -> None:
    facts = extract(turn(0, "user", "flatpickr 5 broke the build, the ESM export is gone. stay on 4.x until they "
                                    "fix the ESM export"))
    assert [f.type for f in facts] == ["decision"] and "4.x" in facts[0].title
    assert not extract(turn(0, "user", "stay on the call until the end please"))


def test_the_real_cause_the_person_gives_after_a_wrong_guess_is_a_finding() -> None:
    facts = extract(turn(0, "user", "the turbine dashboard went blank at 02:10"),
                    turn(1, "assistant", "Looks like the websocket reconnect storm: the LiveView reconnects every "
                                         "200 ms when the node restarts."),
                    turn(2, "user", "no, that's not it. the real cause was the SCADA feed cert expiring at 02:10, the "
                                    "poller crashed on the TLS error and the dashboard had no data"))
    assert [f.type for f in facts] == ["solution"] and "cert expiring" in facts[0].title
