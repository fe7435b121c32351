"""The heuristic extractor on wordings none of the corpus splits use (issue 16 item 2, third pass):
a request to remember anywhere in a message, rules announced by a label, a choice made "like the
rest of the project", the reason said next to a statement, and requests about the moment that only
look like settings.

Each sentence here was written for these tests, about projects that are not in the corpus, so a
test checks that a signal carries to new words rather than that a rule matches its tuning session.
"""

from __future__ import annotations

from support.heuristic_kit import extract, said, turn

from vaultmem.capture.turns import ToolCall, Turn


def test_a_request_to_remember_is_kept_wherever_it_sits_in_the_message() -> None:
    lines = [
        "cool, and remember that the billing cron runs at 02:15 UTC, not midnight",
        "last thing, please note this down: invoices older than seven years get archived to cold storage",
        "one point to keep in mind from here: the mobile API is versioned in the URL path",
        "ok. for the record, the analytics schema belongs to the data team and we never migrate it ourselves",
        "thanks! write this down somewhere: the staging database is reset every Sunday night",
    ]
    for line in lines:
        facts = extract(turn(0, "user", line))
        assert [f.type for f in facts] == ["preference"], line


def test_recalling_is_not_a_request_to_remember() -> None:
    for line in ("hmm I don't remember which flag turns the cache off.", "do you remember when the deploy broke?",
                 "never mind, note that was my typo, all good now", "I can't remember if the export ran."):
        assert extract(turn(0, "user", line)) == [], line


def test_a_label_or_an_announcement_of_rules_makes_what_follows_a_rule() -> None:
    facts = extract(turn(0, "user", "formatting style for this service: two-space indents in the YAML files"))
    assert [f.type for f in facts] == ["preference"]
    facts = extract(turn(0, "user", "two house rules while you're at it. migrations are named with a date prefix, "
                                    "like 20260301_add_index.sql"))
    assert "date prefix" in said(facts)


def test_a_choice_made_like_the_rest_of_the_project_is_a_convention() -> None:
    facts = extract(turn(0, "user", "all the settings screens use the shared FormRow component like the rest of "
                                    "the app"))
    assert [f.type for f in facts] == ["preference"]


def test_the_reason_said_next_to_a_rule_is_in_its_note() -> None:
    facts = extract(turn(0, "user", "ok. never bump the protobuf major version on your own. three partner teams "
                                    "generate clients from these files and they pin v3"))
    assert len(facts) == 1
    assert "partner teams" in facts[0].body.lower() and "protobuf" in facts[0].body.lower()
    facts = extract(turn(0, "user", "nope, we can't use the cloud queue here, the customer's network blocks it. "
                                    "every background job goes through the local Redis like the rest of the app"))
    assert len(facts) == 1 and "cloud queue" in said(facts) and "redis" in said(facts)


def test_requests_about_the_moment_are_not_settings() -> None:
    for line in ("run the linter with STRICT_MODE=1 just this once, I want to see the noise",
                 "the settings page takes 6 seconds to open on my machine.",
                 "🚀 next: we need the 'trial ends in 14 days' emails.",
                 "orders-api pods on staging restart every minute since this morning's deploy, can you take a look",
                 "ok merge it and I'll tag the release tomorrow"):
        assert extract(turn(0, "user", line)) == [], line


# -- values the assistant reports as set ------------------------------------------------------------

def _edit_call(i: int) -> Turn:
    return turn(i, "assistant", "", tool_calls=[ToolCall(id=f"c{i}", name="Edit", input='{"file_path":"a.toml"}')])


def test_a_value_the_assistant_reports_as_set_is_kept_with_the_request() -> None:
    facts = extract(turn(0, "user", "the export job keeps timing out on big tenants. give it 90 seconds"),
                    _edit_call(1),
                    turn(2, "assistant", "`EXPORT_TIMEOUT_SECONDS` is now 90; the other jobs keep their 30."))
    assert len(facts) == 1 and facts[0].role == "assistant"
    assert "export_timeout_seconds" in said(facts) and "big tenants" in said(facts)


def test_the_last_value_set_in_a_session_wins() -> None:
    facts = extract(turn(0, "user", "set the thumbnail cache size to 200 entries"), _edit_call(1),
                    turn(2, "assistant", "Thumbnail cache size is now 200 entries."),
                    turn(3, "user", "hmm, memory is tight on the kiosk. 50 then"), _edit_call(4),
                    turn(5, "assistant", "Set the thumbnail cache size to 50 entries (`THUMB_CACHE=50`)."))
    text = said(facts)
    assert "50 entries" in text and "200" not in text


def test_plans_and_descriptions_are_not_values_set() -> None:
    facts = extract(turn(0, "user", "tidy the sample data file please"), _edit_call(1),
                    turn(2, "assistant", "Done — `samples/orders.json` is now sorted by date (same records, 12 orders). "
                                         "If you want, I could also raise the page size to 100 later."))
    assert facts == []


# -- the user's answer to what the assistant laid out ------------------------------------------------

def test_a_reply_that_opens_with_one_of_the_alternatives_is_the_decision() -> None:
    options = ("Two ways to render the PDFs. WeasyPrint turns our HTML templates into PDF in-process, no "
               "browser needed. Puppeteer drives headless Chrome: pixel-perfect, but a 300 MB dependency "
               "and a process to babysit. I'd lean WeasyPrint unless the layouts need JavaScript, where Puppeteer wins.")
    facts = extract(turn(0, "assistant", options),
                    turn(1, "user", "weasyprint. the invoices are plain html and css, no js anywhere"))
    assert [f.type for f in facts] == ["decision"]
    assert "weasyprint" in said(facts) and "puppeteer" in said(facts)


def test_the_persons_own_either_or_question_names_what_was_not_chosen() -> None:
    facts = extract(turn(0, "user", "we need feature flags. unleash or flagsmith?"),
                    turn(1, "assistant", "Both are open source. Unleash has the simpler SDKs and a smaller server; "
                                         "Flagsmith adds remote config and segments."),
                    turn(2, "user", "unleash, we don't need remote config"))
    assert [f.type for f in facts] == ["decision"] and "flagsmith" in said(facts)


def test_answering_a_question_is_not_picking_an_alternative() -> None:
    question = ("We could keep Celery or move the jobs to RQ. How many jobs run per hour, roughly?")
    assert extract(turn(0, "assistant", question), turn(1, "user", "about 300 RQ-sized jobs, nothing heavy")) == []


def test_a_refusal_that_names_the_suggestion_later_keeps_its_reasons() -> None:
    facts = extract(turn(0, "assistant", "While I'm here: moving the audit log into Elasticsearch would make "
                                         "searching it much faster."),
                    turn(1, "user", "no. the audit log stays in append-only files, auditors read them with grep. "
                                    "no elasticsearch"))
    assert len(facts) == 1 and facts[0].type == "decision"
    assert "append-only files" in said(facts) and "elasticsearch" in said(facts)


# -- diagnoses: the paragraph that says the cause, the fix however it is announced --------------------

def test_a_diagnosis_paragraph_is_kept_whole_with_a_fix_of_any_heading() -> None:
    facts = extract(
        turn(0, "user", "morning! the nightly report keeps coming out empty for the EU tenants"),
        turn(1, "assistant", "The scheduler passes `run_date` as a naive datetime and the query compares it "
                             "with `created_at` in UTC. For EU tenants the window starts two hours late and "
                             "closes before any rows land, so the result is empty — that's the bug.\n\n"
                             "The fix has two parts: make `run_date` timezone-aware in UTC, and build the "
                             "window with `date_trunc` on the database side."),
        _edit_call(2))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1
    text = said(solutions)
    assert "naive datetime" in text and "date_trunc" in text and "empty" in text


def test_a_summing_up_sentence_takes_the_evidence_before_it() -> None:
    facts = extract(
        turn(0, "user", "totals are off by one cent on some invoices"),
        turn(1, "assistant", "Prices are summed as `f32`, and 0.1 + 0.2 lands just under 0.3 before rounding "
                             "down. So the root cause is binary floating point in the sum.\n\n"
                             "Fix: sum integer cents and format at the edge."),
        _edit_call(2))
    text = said([f for f in facts if f.type == "solution"])
    assert "f32" in text and "integer cents" in text


# -- a choice judged in its own clause, values reported in the first person, what the project uses ----

def test_a_choice_is_judged_in_its_own_clause() -> None:
    facts = extract(turn(0, "user", "good. so we're definitely on vitest then — the jest config was a mess, "
                                    "I'm deleting it"))
    assert [f.type for f in facts] == ["decision"] and "vitest" in said(facts)


def test_a_value_the_assistant_says_it_set_is_kept_without_a_tool_call_in_view() -> None:
    facts = extract(turn(0, "user", "is the retry count configurable?"),
                    turn(1, "assistant", "Yes, I added `SYNC_MAX_RETRIES` (default `5`) next to the backoff "
                                         "settings."))
    assert len(facts) == 1 and "sync_max_retries" in said(facts)


def test_what_the_project_uses_is_a_fact() -> None:
    facts = extract(turn(0, "user", "ok. we use just, `just ci` is the check command of this repo"))
    assert len(facts) == 1 and "just ci" in said(facts)


def test_a_choice_said_with_what_it_was_chosen_over_is_a_decision() -> None:
    for line in ("let's use pnpm rather than npm, the lockfile diffs are smaller",
                 "we went with Caddy instead of nginx since it does TLS by itself",
                 "use uv for everything python, not pip",
                 "switch the queue to SQS, rabbit is too much ops for us"):
        assert [f.type for f in extract(turn(0, "user", line))] == ["decision"], line


def test_everyday_choices_and_ui_steps_are_not_decisions() -> None:
    for line in ("lol we went with pizza instead of sushi for the offsite",
                 "use the second one, not the first",
                 "switch to the other tab and try again",
                 "the build takes 12 minutes now, ugh"):
        assert extract(turn(0, "user", line)) == [], line


# -- a value the user asks for ------------------------------------------------------------------------

def test_a_requested_value_is_kept_once_the_assistant_acts_on_it() -> None:
    facts = extract(turn(0, "user", "the preview server fights with storybook over 6006. pin the preview server "
                                    "to 6106 in the vite config"),
                    _edit_call(1), turn(2, "assistant", "Done."))
    assert len(facts) == 1 and "6106" in said(facts) and "storybook" in said(facts)


def test_a_requested_value_nobody_acted_on_is_not_kept() -> None:
    facts = extract(turn(0, "user", "set the pool size to 40"),
                    turn(1, "assistant", "Before I do: 40 connections would exceed the database's limit of 25."),
                    turn(2, "user", "oh right, forget it then"))
    assert facts == []


def test_make_it_n_is_replaced_by_the_value_set_later() -> None:
    facts = extract(turn(0, "user", "how many rows go into one batch?"),
                    turn(1, "assistant", "Right now 1000 rows per batch insert."),
                    turn(2, "user", "make it 10000"), _edit_call(3),
                    turn(4, "user", "hmm the insert now hits the packet limit"), _edit_call(5),
                    turn(6, "assistant", "`INSERT_BATCH_ROWS` is now 4000, which stays under the packet limit."))
    text = said(facts)
    assert "4000" in text and "10000" not in text


def test_a_bare_name_in_small_talk_is_not_a_pick() -> None:
    facts = extract(turn(0, "assistant", "Nadia: I could either paint the fence with Marco or plant tulips this "
                                         "weekend. Nadia thinks Marco would like the tulips."),
                    turn(1, "user", "Tomas: Nadia, wow!"))
    assert facts == []


def test_the_problem_was_marks_a_diagnosis() -> None:
    facts = extract(turn(0, "user", "exports to the partner SFTP stopped arriving last night"),
                    turn(1, "assistant", "The problem was the host key: the partner rotated it, and `paramiko` "
                                         "rejects unknown keys, so every upload aborted before sending."),
                    _edit_call(2), turn(3, "assistant", "Fixed: the new key is pinned in `known_hosts`."))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1 and "host key" in said(solutions) and "known_hosts" in said(solutions)


def test_moving_off_a_platform_and_how_a_task_is_run_are_kept() -> None:
    assert [f.type for f in extract(turn(0, "user", "we're moving off Travis to Buildkite because the queue "
                                                    "times got silly"))] == ["decision"]
    facts = extract(turn(0, "user", "to regenerate the API client use `make openapi-client`, it reads the spec "
                                    "from the running backend"))
    assert len(facts) == 1 and "make openapi-client" in said(facts)


def test_numbers_that_measure_or_count_the_work_are_not_values_set() -> None:
    for line in ("Done. The suite now runs in 42 s and all 318 tests pass.",
                 "Memory stays flat at 120 MB over a 2-hour soak.",
                 "I changed 14 files; the diff is 230 lines.",
                 "Switched the 4 call sites to the new helper.",
                 "The build is green now, 0 warnings."):
        assert extract(turn(0, "user", "go ahead"), _edit_call(1), turn(2, "assistant", line)) == [], line


def test_a_pick_for_the_moment_is_not_a_decision() -> None:
    for question, reply in (("Do you want the output as CSV or JSON?", "JSON, thanks"),
                            ("Should I use Pillow or ImageMagick for the resize?",
                             "Pillow is fine for this one, just for now")):
        assert extract(turn(0, "assistant", question), turn(1, "user", reply)) == [], reply


def test_a_rule_inside_a_longer_message_is_one_note_wherever_it_sits() -> None:
    rules = ("remember that invoice PDFs are rendered by the worker, not the API",
             "from now on put every new env var in .env.example too",
             "please don't ever force-push to release branches",
             "keep in mind the staging db is wiped every sunday")
    for rule in rules:
        for message in (f"ok that works, thanks. {rule}. anyway, next can you look at the flaky login test?",
                        f"hmm the build is slow again today. also {rule}, ok? then rerun it"):
            facts = extract(turn(0, "user", message))
            assert len(facts) == 1 and rule.split()[-1].lower() in said(facts), message
            assert "thanks" not in said(facts) and "rerun" not in said(facts), message


def test_the_result_of_a_one_off_task_is_not_a_setting() -> None:
    facts = extract(turn(0, "user", "resize these 40 images to 800px wide"), _edit_call(1),
                    turn(2, "assistant", "Done: all 40 images are now 800 px wide in `out/`."))
    assert facts == []
    facts = extract(turn(0, "user", "the partner API throttles us"), _edit_call(1),
                    turn(2, "assistant", "The client's rate limit is now 300 requests per minute in `settings.py`."))
    assert len(facts) == 1 and "300 requests" in said(facts)


def test_words_that_only_look_like_announcements_or_conventions_are_chatter() -> None:
    for line in ("it looks like the rest of the page is fine, only the header breaks",
                 "I read the policy. it says nothing about tokens. weird",
                 "what are the rules for naming? I never know"):
        assert extract(turn(0, "user", line)) == [], line


def test_a_diagnosis_said_with_because_and_a_change_already_made_is_a_finding() -> None:
    for reply in ("This happens because the retry loop reuses the same idempotency key after a timeout, and the "
                  "gateway treats the second call as a duplicate. I changed it to generate a fresh key per attempt.",
                  "Turns out the cache key didn't include the locale, so German users got the English page from "
                  "the CDN. I added the locale to the key."):
        facts = extract(turn(0, "user", "orders go missing randomly since monday"), turn(1, "assistant", reply),
                        _edit_call(2))
        solutions = [f for f in facts if f.type == "solution"]
        assert len(solutions) == 1 and "missing" in said(solutions), reply


# -- a proposal the user accepts ----------------------------------------------------------------------

def test_an_accepted_proposal_is_a_decision_and_a_declined_one_is_not() -> None:
    proposal = "I'd suggest moving the session store to Redis so the two app servers share it."
    for reply in ("sounds good, go for it", "ok do it"):
        facts = extract(turn(0, "assistant", proposal), turn(1, "user", reply))
        assert [f.type for f in facts] == ["decision"] and "redis" in said(facts), reply
    for reply in ("hmm not now, maybe next sprint", "ok cool. can you also bump the session cookie's lifetime?"):
        assert extract(turn(0, "assistant", proposal), turn(1, "user", reply)) == [], reply


def test_an_acceptance_takes_only_what_it_does_not_turn_down() -> None:
    facts = extract(turn(0, "assistant", "I suggest caching the rendered badges in the CDN for an hour. We could "
                                         "additionally precompute the badge SVGs nightly."),
                    turn(1, "user", "yes cache them in the CDN. skip the nightly precompute, nobody looks at old ones"))
    assert len(facts) == 1 and "cdn" in said(facts) and "nightly" not in facts[0].quote.lower()


def test_addresses_pinned_values_and_defaults_are_kept_links_to_read_are_not() -> None:
    for line in ("the staging URL is https://staging.acme.dev, prod is https://acme.dev",
                 "node is pinned at 20.11 via .nvmrc",
                 "the default branch is trunk, not main"):
        assert len(extract(turn(0, "user", line))) == 1, line
    for line in ("look at https://example.com/issues/42 when you have a minute",
                 "it is fine, not broken, just slow to start"):
        assert extract(turn(0, "user", line)) == [], line
