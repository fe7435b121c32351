"""The heuristic extractor's fourth-pass signals on wordings none of the corpus splits use (issue 16
item 2): a request to remember that introduces what to keep, an offered task turned down, the
sentence an acceptance names, a value the assistant reports after carrying out a request, the answer
to "where does X live again?", a "Done:" report of settings, and diagnosed bugs with the error a tool
printed and a fix the person accepted.

Every sentence was written for these tests, about projects in none of the splits (a payroll
service, a kiln controller, an image CDN, a backup job …). Half of the cases are chatter or moments
that must stay out: each signal is checked both ways.
"""

from __future__ import annotations

from support.heuristic_kit import edit, extract, said, turn

from vaultmem.capture.turns import ToolCall, ToolResult, Turn


def _shell(i: int, output: str = "ok") -> list[Turn]:
    call = ToolCall(id=f"c{i}", name="Bash", input='{"command":"./scripts/apply.sh"}')
    return [turn(i, "assistant", "", tool_calls=[call]),
            turn(i, "tool", "", tool_results=[ToolResult(f"c{i}", output)])]


# -- a request to remember that introduces what to keep ---------------------------------------------

def test_what_a_request_to_remember_introduces_is_one_note() -> None:
    facts = extract(turn(0, "user", "one more, and it matters, so keep this in mind: payroll exports are cut in "
                                    "UTC. PAYROLL_TZ only changes together with a rerun of the old exports, "
                                    "otherwise the totals drift"))
    assert len(facts) == 1 and facts[0].type == "preference"
    assert "utc" in said(facts) and "payroll_tz" in said(facts)
    assert not facts[0].title.lower().startswith("one more")  # titled by what is kept, not by the request
    facts = extract(turn(0, "user", "make a mental note: invoice PDFs are rendered on the server. never in the "
                                    "browser, the fonts differ"))
    assert len(facts) == 1 and "server" in said(facts) and "browser" in said(facts)
    facts = extract(turn(0, "user", "last thing, jot this down somewhere: the kiln controller talks Modbus at "
                                    "19200 baud"))
    assert [f.type for f in facts] == ["preference"] and "19200" in said(facts)


def test_what_a_request_introduces_ends_where_the_talk_moves_on() -> None:
    facts = extract(turn(0, "user", "please remember this: the label printer only takes 62 mm rolls. now let's look "
                                    "at the auth bug, the token expires too early."))
    assert len(facts) == 1 and "62 mm" in said(facts) and "token" not in said(facts)
    facts = extract(turn(0, "user", "keep this in mind: I'm off on Friday."))
    assert facts == []


def test_a_bare_request_or_a_recollection_is_not_a_note() -> None:
    for line in ("write it down like that", "my mental note app crashed again lol",
                 "haha I'll remember that one. anyway, can you rerun the build?",
                 "note to self: buy more coffee. ok what's next on the list?",
                 "I can't keep all of it in my head honestly", "do you remember what that flag did?"):
        assert extract(turn(0, "user", line)) == [], line


# -- replies to the assistant -----------------------------------------------------------------------

def test_turning_down_an_offered_task_decides_nothing() -> None:
    facts = extract(turn(0, "assistant", "The import handles the new rows now. Old rows are untouched; say if you "
                                         "want a backfill script."),
                    turn(1, "user", "no backfill, the old rows can stay as they are."))
    assert [f for f in facts if f.type == "decision"] == []


def test_an_acceptance_takes_the_sentence_naming_most_of_what_it_accepts() -> None:
    facts = extract(turn(0, "assistant", "The worker passes its jobs as pickle blobs — the crash log has 40 failed "
                                         "loads. Moving the payloads to `msgpack` makes them portable, and no "
                                         "pickle loading is needed at all."),
                    turn(1, "user", "yes switch to msgpack and drop pickle"))
    decisions = [f for f in facts if f.type == "decision" and f.role == "assistant"]
    assert len(decisions) == 1 and "msgpack" in decisions[0].quote.lower()


def test_a_shared_small_word_does_not_tie_an_acceptance_to_a_report() -> None:
    facts = extract(turn(0, "assistant", "Build 12 uploaded with the new icon set."),
                    turn(1, "user", "uploading the listing now. and yes we're staying with the blue theme"))
    assert not any("build 12" in f.quote.lower() for f in facts)


# -- values asked for, and how the project is set up ------------------------------------------------

def test_the_report_after_a_request_names_the_setting() -> None:
    facts = extract(turn(0, "user", "the thumbnails look soft on big screens. put it back to 512, that's what the "
                                    "CDN caches"),
                    edit(1),
                    turn(2, "assistant", "Back to `THUMB_SIZE: 512`."))
    assert len(facts) == 1 and facts[0].role == "assistant"
    assert "thumb_size" in said(facts) and "512" in said(facts) and "cdn" in said(facts)


def test_a_value_that_failed_is_not_kept() -> None:
    facts = extract(turn(0, "user", "rerun it. raise the worker count to 16 while you're at it"),
                    *_shell(1, "killed: out of memory"),
                    turn(3, "assistant", "16 doesn't fit in the 8 GB box; the workers are killed at startup."))
    assert not any("16" in f.quote for f in facts)


def test_the_answer_to_where_something_lives_again_is_kept() -> None:
    facts = extract(turn(0, "user", "ok. and where do the nightly backups go again, the auditor asked"),
                    *_shell(1, "acme-backups-eu"),
                    turn(3, "assistant", "Backups go to the bucket `acme-backups-eu` (region `eu-west-3`), kept "
                                         "35 days. Want me to add a lifecycle rule?"))
    assert len(facts) == 1 and "acme-backups-eu" in said(facts) and "lifecycle" not in said(facts)


def test_an_explanation_or_a_measurement_asked_again_is_not_configuration() -> None:
    for question, answer in (("what does the --force flag do again?", "`--force=true` skips the prompt."),
                             ("what's the difference between merge and rebase again?",
                              "`git merge` keeps both histories; `pull.rebase=true` replays yours on top."),
                             ("how are our tests doing?", "All 41 tests pass in 3.2s on my machine."),
                             ("how big is our bundle again?", "The bundle is 412 KB gzipped, up from 390 KB.")):
        assert extract(turn(0, "user", question), turn(1, "assistant", answer)) == [], question


def test_a_done_report_of_settings_is_kept_and_code_behaviour_is_not() -> None:
    facts = extract(turn(0, "user", "cap the importer at one worker and set the lock mode to exclusive"),
                    *_shell(1),
                    turn(3, "assistant", "Done: `importer.workers: 1` and `lock_mode = exclusive` in importer.yaml."))
    assert len(facts) == 1 and "lock_mode" in said(facts)
    facts = extract(turn(0, "user", "make the slug helper lowercase everything"),
                    edit(1),
                    turn(2, "assistant", "Done: `slugify(Title)` now gives `title`."))
    assert facts == []


def test_where_one_run_put_its_output_and_a_status_code_are_not_facts() -> None:
    for line in ("the 16-thread run diverges after step 300. results are in out/run-16t/. can you look",
                 "also the /pricing page 404s since the redirect change"):
        assert extract(turn(0, "user", line)) == [], line


# -- diagnosed bugs ---------------------------------------------------------------------------------

def test_a_diagnosis_keeps_the_error_and_the_fix_the_person_accepted() -> None:
    facts = extract(
        turn(0, "user", "the exporter crashes on every CSV from the bank. their files start with a BOM"),
        *_shell(1, "Traceback (most recent call last):\n  File \"export.py\", line 9\n"
                   "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xef"),
        turn(3, "assistant", "Root cause: the reader opens files as plain utf-8, so the BOM bytes end up in the "
                             "first header name and the parser gives up.\n\nOpen the files with `utf-8-sig` "
                             "instead, which drops the BOM before parsing."),
        turn(4, "user", "yes, do that"),
        edit(5))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1
    text = said(solutions)
    assert "utf-8-sig" in text and "unicodedecodeerror" in text and "start with a bom" in text


def test_a_diagnosis_nobody_accepted_or_acted_on_is_not_a_finding() -> None:
    facts = extract(
        turn(0, "user", "the exporter crashes on every CSV from the bank"),
        turn(1, "assistant", "Root cause: the reader opens files as plain utf-8, so the BOM bytes end up in the "
                             "first header name.\n\nOpen the files with `utf-8-sig` instead."),
        turn(2, "user", "hmm, not today. let's look at the dashboard first"))
    assert [f for f in facts if f.type == "solution"] == []


def test_now_has_reports_a_value_set() -> None:
    facts = extract(turn(0, "user", "0.25 then for the damping, and leave it there"),
                    edit(1),
                    turn(2, "assistant", "`cases/wave.toml` now has `damping = 0.25`."))
    assert len(facts) == 1 and "damping = 0.25" in said(facts)


def test_a_choice_in_three_words_is_a_decision_with_its_reasons() -> None:
    facts = extract(turn(0, "user", "hmm no. the editors on this team all read YAML and nobody wants TOML tables "
                                    "nested four deep. go with YAML."))
    assert [f.type for f in facts] == ["decision"] and "toml" in said(facts)
    for line in ("go with the flow.", "ok go with it.", "stay with me here."):
        assert extract(turn(0, "user", line)) == [], line
    # alone, a pick between two formats is for the moment
    assert extract(turn(0, "assistant", "Do you want the chart as PNG or SVG?"), turn(1, "user", "go with SVG.")) == []


def test_a_fix_label_with_a_config_block_is_the_fix() -> None:
    facts = extract(
        turn(0, "user", "the gateway refuses every client cert since the rotation"),
        turn(1, "assistant", "That's the mismatch. The gateway trusts `certs/ca-2026.pem`, but the clients are "
                             "still signed by the old CA because `CLIENT_CA_FILE` is unset.\n\n"
                             "Fix: point both at the same file:\n\n```\n# gateway.env\n"
                             "CLIENT_CA_FILE=certs/ca-2026.pem\n```\n\nThen restart the gateway."),
        edit(2))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1
    assert "client_ca_file=certs/ca-2026.pem" in said(solutions).replace(" ", "")
    assert solutions[0].title != "That's the mismatch"  # a bare marker is not a title


def test_a_confirmed_cause_keeps_what_it_confirms() -> None:
    facts = extract(
        turn(0, "user", "some uploads end up twice in the archive since Monday"),
        turn(1, "assistant", "Each duplicate has a different dedupe hash for the same file. The hash includes "
                             "the upload timestamp. Let me check where it is computed."),
        turn(2, "assistant", "Root cause confirmed: `hash_upload()` runs inside the retry wrapper, so every "
                             "retry hashes a new timestamp.\n\nThe fix is to hash the file content once, "
                             "before retrying."),
        edit(3))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1 and "dedupe hash" in said(solutions) and "let me check" not in said(solutions)


def test_an_answer_about_ports_and_a_value_asked_for_the_moment() -> None:
    facts = extract(turn(0, "user", "which ports does the stack use again?"),
                    turn(1, "assistant", "The API is on 8087 and Redis on 6390 (see `compose.yaml`)."))
    assert len(facts) == 1 and "8087" in said(facts) and "6390" in said(facts)
    facts = extract(turn(0, "user", "set the log level to 3 for now, I want to see the noise"),
                    edit(1),
                    turn(2, "assistant", "Log level is 3 now (`LOG_LEVEL=3` in `.env`)."))
    assert facts == []


def test_an_answer_does_not_replace_a_value_set_earlier() -> None:
    facts = extract(turn(0, "user", "can the retry delay be configured?"),
                    edit(1),
                    turn(2, "assistant", "Yes, I added `SYNC_RETRY_DELAY` (default `5s`) next to the existing "
                                         "`SYNC_INTERVAL` (default `60s`)."),
                    turn(3, "user", "what port does the sync service listen on again"),
                    turn(4, "assistant", "`:7070` by default, overridable with `SYNC_ADDR`."))
    assert "sync_retry_delay" in said(facts) and "7070" in said(facts)


def test_how_something_went_is_not_a_setup_question() -> None:
    for question, answer in (("how did our deploy go?", "Deployed v1.4.2 to prod at 14:05; all 3 pods healthy."),
                             ("how's our staging env looking?", "Staging runs `v1.4.2`, healthy.")):
        assert extract(turn(0, "user", question), turn(1, "assistant", answer)) == [], question
    facts = extract(turn(0, "user", "meanwhile, which python does the CI image use again?"),
                    turn(1, "assistant", "Python 3.12.4 (`python:3.12-slim` base image)."))
    assert len(facts) == 1 and "3.12.4" in said(facts)
