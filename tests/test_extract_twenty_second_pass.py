"""The heuristic extractor's twenty-second-pass signals (issue 16 item 2).

Two parts read only as aggregates were opened: h30 (developer tooling) and h31 (research software).
What they showed, among others: a request to remember with an aside before its colon ("please retain
this, it's not written down anywhere yet: …") was dropped for the "yet" of the aside; "I never
remember the jq syntax" became a rule; "only CI publishes to npm", "nobody runs npm publish from a
laptop" and "if a PR has no changeset, fail" were no rules at all; "b and c" to lettered options made
nothing; a settled list disappeared once the assistant reported it done; an explanation followed by
the change, made unasked, was no finding.

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a bird-ringing app, a print shop's queue, an orchard sensor net …). Each signal is checked
both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.extract.sentences import clean


def one(text: str) -> list:
    return extract(turn(0, "user", text))


# -- requests to remember ------------------------------------------------------------------------------

def test_an_aside_before_the_colon_keeps_the_request_and_what_follows_it() -> None:
    facts = one("ok. please retain this, nobody has it written down yet: the ferry api runs on port 7443. it only "
                "changes in a major release, always with a note in the changelog")
    assert len(facts) == 1 and facts[0].title.startswith("The ferry api runs on port 7443")
    assert "major release" in facts[0].body
    assert not one("please retain this for now: the ferry api runs on port 7443")


def test_the_persons_own_memory_is_no_rule() -> None:
    assert not one("I never remember the awk syntax for this")
    assert [f.type for f in one("always remember that the staging ferry api is on port 7444")] == ["preference"]


def test_need_this_later_and_keep_this_one_in_mind_are_requests_to_remember() -> None:
    assert "port 7443" in said(one("and you'll need this later: the ferry api runs on port 7443 in staging"))
    assert "1991-2020" in said(one("keep this one in mind for every future session: normals use 1991-2020"))


def test_a_note_about_the_branch_at_hand_is_no_fact() -> None:
    assert not one("note: this branch is an experiment, nothing on it gets merged")


def test_stress_before_a_colon_does_not_hide_the_rule() -> None:
    facts = one("good. and again, because it matters: timetable exports happen from the nightly job and nowhere "
                "else, never from anyone's laptop")
    assert len(facts) == 1 and facts[0].title.startswith("Timetable exports happen from the nightly job")


# -- rules ---------------------------------------------------------------------------------------------

def test_no_exceptions_belongs_to_the_rule_before_it() -> None:
    facts = one("one more rule. if a handler is exported from the package, it always gets a page in docs/api.md. "
                "no exceptions, even for tiny helpers")
    assert len(facts) == 1 and "even for tiny helpers" in facts[0].body


def test_who_may_do_a_thing_is_a_rule() -> None:
    facts = one("only CI deploys the ringing app. nobody runs fastlane release from a laptop, not even me")
    assert len(facts) == 1 and facts[0].type == "preference" and "fastlane" in facts[0].body
    assert not one("only two people came to the meeting")


def test_a_check_with_its_condition_is_a_rule() -> None:
    facts = one("and a check on PRs: if a PR touches migrations/ and has no down script, fail")
    assert [f.type for f in facts] == ["preference"]
    assert not one("if it fails, don't worry about it")


def test_a_bound_that_holds_and_a_setting_a_group_gets() -> None:
    assert "1.9" in said(one("assert the observed order: it has to be at least 1.9 between grids"))
    assert "rtol 1e-9" in said(one("and since we're in float64 now, the analytic tests get rtol 1e-9"))


def test_how_branches_and_commit_subjects_look_is_a_convention() -> None:
    facts = one("branches are fix/<topic> or feat/<topic>, and the commit subject starts with the module name")
    assert [f.type for f in facts] == ["preference"]


# -- not facts -----------------------------------------------------------------------------------------

def test_a_guess_at_what_went_wrong_is_no_fact() -> None:
    assert not one("I think the SIGNING_KEY expired, Petra rotated a lot of things last week")


# -- decisions -----------------------------------------------------------------------------------------

def test_what_stays_until_a_release_is_a_decision_and_fine_leads_no_title() -> None:
    facts = one("fine, keep the old endpoints until 2.0 and drop them then")
    assert len(facts) == 1 and facts[0].type == "decision" and facts[0].title.startswith("Keep the old endpoints")
    assert not one("keep going until it compiles")


def test_a_proposed_check_taken_with_its_value() -> None:
    facts = extract(turn(0, "user", "fix the bundle"),
                    turn(1, "assistant", "The bundle is 900 KB again. To stop this coming back I'd add a step to the "
                                         "build job that fails when the bundle is over a size limit."),
                    turn(2, "user", "yes, fail above 2 MB. and the other rule: whenever the bundler changes, always "
                                    "look at the file list before a release"))
    decision = next(f for f in facts if f.type == "decision")
    assert "2 MB" in decision.body and "whenever the bundler changes" not in decision.body
    assert any(f.type == "preference" and "bundler changes" in f.body for f in facts)


def test_an_alternative_offered_instead_of_the_current_way_and_taken_is_one_note() -> None:
    facts = extract(turn(0, "user", "automate the release"),
                    turn(1, "assistant", "Instead of a long-lived PYPI_TOKEN secret, PyPI supports trusted publishing: "
                                         "the workflow exchanges its OIDC token for a short-lived one."),
                    turn(2, "user", "yes, trusted publishing. once the first release works with it, the old "
                                    "PYPI_TOKEN secret gets deleted"))
    assert len(facts) == 1 and facts[0].role == "assistant" and "gets deleted" in facts[0].body


def test_options_picked_by_their_letters_alone() -> None:
    facts = extract(turn(0, "user", "package it"),
                    turn(1, "assistant", "Which installers should the build make?\n"
                                         "a) a Debian package\nb) a Homebrew formula\nc) a shell installer\nd) an MSI"),
                    turn(2, "user", "b and c"))
    [note] = facts
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "Homebrew" in agreed and "shell installer" in agreed and "MSI" in turned_down
    assert not extract(turn(0, "user", "package it"), turn(1, "assistant", "Done, both built."), turn(2, "user", "b and c"))


def test_points_of_the_persons_own_notes_confirmed_by_name() -> None:
    facts = extract(turn(0, "user", "notes from the orchard meeting:\n1. Sensors: move from LoRa to Zigbee mesh? "
                                    "Ida +1.\n2. Storage: InfluxDB is full; alternative: TimescaleDB.\n"
                                    "3. Dashboards: parked."),
                    turn(1, "assistant", "Which of these are actually decided?"),
                    turn(2, "user", "the zigbee move, yes. timescale, yes. dashboards stay parked"))
    titles = sorted(f.title for f in facts if f.type == "decision")
    assert titles == ["Sensors: the zigbee move", "Storage: timescale"]


def test_a_plan_dropped_by_name_for_another_goes() -> None:
    facts = extract(turn(0, "user", "for the big runs I think we use Dask, a cluster of 4 workers via SLURMCluster"),
                    turn(1, "assistant", "That needs dask-jobqueue."),
                    turn(2, "user", "forget Dask, we stay with multiprocessing on one node"))
    assert "dask, a cluster" not in said(facts) and "multiprocessing" in said(facts)


def test_a_setting_scratched_by_the_name_it_sets() -> None:
    facts = extract(turn(0, "user", "keep in memory: the tests always run with TORCH_DEVICE=cpu"),
                    turn(1, "assistant", "Noted."),
                    turn(2, "user", "scratch the cpu-everywhere thing. TORCH_DEVICE=cpu only in CI"))
    assert "always run with torch_device" not in " ".join(f.title.lower() for f in facts)
    assert any("only in CI" in f.body and "Corrects:" in f.body for f in facts)


def test_a_list_settled_by_number_survives_the_report_that_carries_it_out() -> None:
    facts = extract(turn(0, "user", "clean up the print queue config"),
                    turn(1, "assistant", "Proposals:\n\n1. **Env overrides**: `PRINTQ_` prefix for every key.\n"
                                         "2. **A per-user config** in ~/.config/printq.\n"
                                         "3. **A job timeout**, default `timeout_s = 30`."),
                    turn(2, "user", "1 yes. 2 no, the queue must behave the same for every user. 3 yes, but 45"),
                    edit(3),
                    turn(4, "assistant", "Done: env overrides for every key and `timeout_s = 45` as the default."))
    note = next(f for f in facts if f.body.startswith("Agreed:"))
    assert "Done:" in note.body and "per-user config" in note.body
    reason = next(f for f in facts if f.type == "preference")
    assert "Said turning down: A per-user config" in reason.body


def test_a_reply_that_names_the_chunks_accepts_the_proposal() -> None:
    facts = extract(turn(0, "user", "settle the store format"),
                    turn(1, "assistant", "Proposal for the interim store: Zarr v3, chunks of 512 x 512, zstd."),
                    turn(2, "user", "chunks like that, yes."))
    assert any(f.role == "assistant" and "Zarr v3" in f.body for f in facts)


# -- findings ------------------------------------------------------------------------------------------

def test_an_explanation_with_the_change_made_unasked_is_a_finding() -> None:
    facts = extract(turn(0, "user", "the app bundle is 41 MB now. why is it 41 MB"),
                    turn(1, "assistant", "The whole node_modules went into the bundle: .bundleignore never excluded it, "
                                         "so every dependency is shipped twice."),
                    edit(2),
                    turn(3, "assistant", "3 MB now, and the app starts."))
    [finding] = [f for f in facts if f.type == "solution"]
    assert ".bundleignore" in finding.body and "3 MB now" in finding.body


def test_a_plan_or_an_acknowledgement_before_the_change_is_no_finding() -> None:
    for first in ("I'll update the README with the new flags.", "Great! The hook now returns the state."):
        facts = extract(turn(0, "user", "the build fails with an error"), turn(1, "assistant", first), edit(2),
                        turn(3, "assistant", "Updated the file and the build runs."))
        assert not [f for f in facts if f.type == "solution"], first


def test_what_can_come_from_somewhere_is_no_cause() -> None:
    facts = extract(turn(0, "user", "propose a config cleanup"),
                    turn(1, "assistant", "Today only the log level can come from the environment. Proposals: env "
                                         "overrides for every key."),
                    edit(2), turn(3, "assistant", "Added env overrides."))
    assert not [f for f in facts if f.type == "solution"]


def test_an_experiment_called_a_spike_is_no_symptom() -> None:
    from vaultmem.extract.symptoms import symptom_of
    assert symptom_of("after the spike, the interim format. first the comparison please") is None
    assert symptom_of("there's a spike in p99 latency every hour") is not None


# -- the note's words ----------------------------------------------------------------------------------

def test_names_with_double_underscores_keep_them() -> None:
    assert clean("tsup replaces `__BUILD_TIME__` and PRINTQ_JOBS__MAX", None) == \
        "Tsup replaces `__BUILD_TIME__` and PRINTQ_JOBS__MAX"
    assert clean("this is __really important__ here", None) == "This is really important here"


def test_the_persons_own_next_step_is_no_reason() -> None:
    [fact] = one("good. I'll email the ringing office myself. and you'll need this later: rings are ordered in "
                 "batches of 500 from the Radolfzell office")
    assert "email the ringing office" not in fact.body


# -- late additions: h31 ---------------------------------------------------------------------------------

def test_two_things_set_side_by_side_to_be_explained_are_a_question() -> None:
    assert not one("KMP_AFFINITY=compact vs scatter, in plain words")
    assert one("postgres vs mysql, we use postgres")


def test_how_often_said_as_an_order_is_kept_once_carried_out() -> None:
    facts = extract(turn(0, "user", "write the fit script"),
                    turn(1, "assistant", "Script written; checkpoints go to runs/<job>/ckpt."),
                    turn(2, "user", "checkpoint every 500 steps, keep the last 4"),
                    edit(3),
                    turn(4, "assistant", "Done."))
    assert "every 500 steps" in said(facts)


def test_numbered_answers_run_on_without_stops_and_only_keeps_its_condition() -> None:
    facts = extract(turn(0, "user", "tune the ferry sim"),
                    turn(1, "assistant", "Questions:\n1. Make 8x4 the default layout?\n2. Use hyperthreads too?\n"
                                         "3. Pin ranks to cores?\n4. Move production to 4 nodes?"),
                    turn(2, "user", "1 yes 2 no 3 yes 4 only for the paper runs, the rest stays on 2"))
    [note] = [f for f in facts if f.type == "decision"]
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "Move production to 4 nodes — only for the paper runs" in agreed and "hyperthreads" in turned_down


def test_items_taken_one_short_clause_each_and_a_value_changed_later() -> None:
    facts = extract(turn(0, "user", "the timetable fetch is slow"),
                    turn(1, "assistant", "Proposal:\n- a disk cache keyed by route, max 300 entries;\n"
                                         "- a TTL of 12 hours for published timetables;\n- a 4 s timeout per fetch."),
                    turn(2, "user", "300 ok, 12 hours ok, 4 s ok"),
                    edit(3),
                    turn(4, "user", "thinking about it, 12 hours is too short. make the TTL 3 days"),
                    edit(5),
                    turn(6, "assistant", "TTL is 3 days now."))
    note = next(f for f in facts if f.body.startswith("Agreed:"))
    assert "max 300 entries" in note.body and "TTL of 3 days" in note.body and "12 hours" not in note.body.split("\n\n")[0]
    assert not [f for f in facts if f.title.startswith("TTL is 3 days")]


def test_a_short_who_may_rule_and_where_a_kind_of_thing_belongs() -> None:
    assert [f.title for f in one("only CI uploads. laptops just read")] == ["Only CI uploads"]
    facts = one("last thing: personal flags go in local.toml at the repo root. it's gitignored")
    assert len(facts) == 1 and facts[0].title.startswith("Personal flags go in local.toml")
    assert not one("the fish goes in the fridge")


def test_scrapped_by_name_and_replaced_with_what_to_remember_instead() -> None:
    facts = extract(turn(0, "user", "and remember this one: the gauge feed always polls with --mode=burst"),
                    turn(1, "assistant", "Done, the feed polls in burst mode."),
                    turn(2, "user", "ugh, the buoy. scrap the burst thing. make it --mode=steady for every gauge, "
                                    "and that's what you remember, not burst"))
    assert [f.title for f in facts if "--mode=" in f.body] == \
        ["Make it --mode=steady for every gauge, and that's what you remember, not burst"]


def test_an_option_picked_by_the_person_then_made_is_no_unasked_finding() -> None:
    facts = extract(turn(0, "user", "the export blocks the editor for 40 seconds. options?"),
                    turn(1, "assistant", "a) a worker thread\nb) an async job queue\nI'd take b."),
                    turn(2, "user", "b. no threads in this codebase"),
                    edit(3),
                    turn(4, "assistant", "The export now runs as an async job."))
    assert not [f for f in facts if f.type == "solution" and f.title.startswith("I'd take")]


def test_hands_off_for_now_is_no_rule_but_a_place_kept_off_limits_is() -> None:
    assert not one("we decide at the meeting on friday. don't change anything in the importer")
    assert [f.type for f in one("don't touch anything under generated/, the build writes it")] == ["preference"]


def test_a_limit_set_by_pointing_back_says_what_it_limits() -> None:
    facts = extract(turn(0, "user", "guard the run script"),
                    turn(1, "assistant", "I'd add a check to run.sh: it checks the free space on /data with `df` "
                                         "and aborts below 50 GB."),
                    turn(2, "user", "the guard yes. make the limit 80 GB, a full run writes about 60"),
                    edit(3),
                    turn(4, "assistant", "The guard is in."))
    [fact] = [f for f in facts if "80 GB" in f.body]
    assert "free space on /data" in fact.body


def test_a_past_tense_d_in_a_file_name_is_no_would() -> None:
    from vaultmem.vault.titles import note_stem
    assert note_stem("Upload only the QC'd data") == "upload-only-the-qcd-data"
    assert note_stem("We'd use redis for sessions") == "we-would-use-redis-for-sessions"
