"""The heuristic extractor's nineteenth-pass signals (issue 16 item 2): a statement the person takes
back by name several messages later, an amount corrected in the next message, and a yes to the
agent's offer to remember something.

The part read only as aggregates through the eighteenth pass (h22: performance and tooling) was
opened. What it showed: "wait, scratch the GOMAXPROCS=2 thing — … GOMAXPROCS=4 from now on" left
both rules standing; "bump the worker pool to 8 threads" … "actually no, keep it at 4 threads" kept
the 8; "Should I remember that perf needs `--call-graph=dwarf`?" — "yes. every perf run uses …"
kept nothing.

Every sentence was written for these tests, about projects in none of the corpus splits (a ferry
timetable, a bakery ordering app, a telescope scheduler …). Each signal is checked both ways.
"""

from __future__ import annotations

import pytest

from support.heuristic_kit import edit, extract, said, turn
from vaultmem.extract.shape import shape_fact


def titles(*turns) -> list[str]:
    return [shape_fact(f).title for f in extract(*turns)]


# -- a statement taken back by name, later in the session ---------------------------------------------

def test_a_rule_scratched_by_name_later_gives_way_to_the_new_one() -> None:
    facts = extract(
        turn(0, "user", "the ferry timetable import is slow again. remember: load tests always run with WORKERS=3, like prod."),
        turn(1, "assistant", "Ran the load test with WORKERS=3: 4.1 s per import."),
        turn(2, "user", "ok, now cache the port lookups"),
        turn(3, "assistant", "Cached; 1.2 s per import."),
        turn(4, "user", "hm, scratch the WORKERS=3 thing, prod moved to the bigger box. load tests always run with WORKERS=6 from now on."))
    kept = said(facts)
    assert "workers=6" in kept and "corrects:" in kept
    assert not any("WORKERS=3" in shape_fact(f).title for f in facts)


def test_scratching_something_never_stated_drops_no_rule() -> None:
    facts = extract(
        turn(0, "user", "remember: the bakery app sends order mails from orders@crumb.test, never from a person's address."),
        turn(1, "assistant", "Noted. The mailer now uses orders@crumb.test."),
        turn(2, "user", "scratch the retry idea from yesterday, we'll just alert on failures"))
    assert any("orders@crumb.test" in shape_fact(f).title for f in facts)


# -- an amount corrected in the next message -----------------------------------------------------------

def test_an_amount_said_again_with_another_number_replaces_the_first() -> None:
    facts = extract(
        turn(0, "user", "ok ship the index. and while at it, raise the telescope scheduler queue to 12 slots"),
        turn(1, "assistant", "Queue now has 12 slots."),
        turn(2, "user", "actually no, keep it at 6 slots. the mount controller can't buffer more than that"))
    assert not any("12 slots" in shape_fact(f).title for f in facts)
    assert any("6 slots" in shape_fact(f).title for f in facts)


def test_another_amount_of_something_else_is_no_correction() -> None:
    facts = extract(
        turn(0, "user", "remember: the telescope scheduler queue holds 12 slots, the night plans need it"),
        turn(1, "assistant", "Set the queue to 12 slots."),
        turn(2, "user", "actually no wait, the dome also closes after 20 minutes of rain"))
    assert any("12 slots" in f.body for f in facts)


# -- a yes to the agent's offer to remember ------------------------------------------------------------

def test_a_yes_with_words_to_an_offer_to_remember_keeps_those_words() -> None:
    facts = extract(
        turn(0, "user", "why does the ferry import take 9 minutes"),
        turn(1, "assistant", "The port lookups hit the API once per row; I batched them, now 40 s. Should I remember that "
                             "the timetable API allows only 5 requests per second?"),
        turn(2, "user", "yes. the timetable api allows 5 requests a second, anything more gets us banned for an hour"))
    assert any("5 requests a second" in f.title for f in facts)


def test_a_bare_yes_to_an_offer_to_remember_keeps_what_was_offered() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was the lockfile: `pnpm install` without `--frozen-lockfile` rewrote it. Want me to "
                             "remember that CI installs always use `pnpm install --frozen-lockfile`?"),
        turn(2, "user", "yes please"))
    assert any("--frozen-lockfile" in shape_fact(f).title for f in facts)


def test_a_yes_to_an_offer_of_other_work_keeps_nothing_of_it() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was a stale cache in `node_modules/.vite`. Should I clear it and rerun the build?"),
        turn(2, "user", "yes please"))
    assert facts == []


def test_a_no_to_an_offer_to_remember_keeps_nothing() -> None:
    facts = extract(
        turn(0, "user", "the bakery build broke again"),
        turn(1, "assistant", "It was a flaky npm mirror. Should I remember that the mirror at npm.crumb.test is unreliable?"),
        turn(2, "user", "no, it was a one-off outage"))
    assert not any("npm.crumb.test" in f.title for f in facts)


# -- a value settled in the person's words, a recommendation taken with "go with that" ----------------

def test_lets_say_a_value_is_the_persons_decision() -> None:
    facts = extract(
        turn(0, "user", "the ferry departures page hammers the db. what cache lifetime would you use?"),
        turn(1, "assistant", "For the departures cache I'd suggest 10 minutes; timetables rarely change."),
        turn(2, "user", "10 minutes is too long when a sailing gets cancelled. Let's say 45 seconds: cancellations "
                        "show up within the minute then."))
    assert any("45 seconds" in f.title for f in facts)


def test_lets_say_without_a_value_decides_nothing() -> None:
    facts = extract(
        turn(0, "user", "let's say we ever move the ferry app to another host, what breaks?"),
        turn(1, "assistant", "Mostly the hard-coded callback URL in `config/ports.yml`."))
    assert facts == []


def test_go_with_that_takes_the_recommendation_and_is_no_note_itself() -> None:
    for reply in ("go with that", "let's go with that"):
        facts = extract(
            turn(0, "user", "the bakery order export eats memory"),
            turn(1, "assistant", "The export loads every order into a list before writing. I'd suggest streaming the "
                                 "rows through a server-side cursor instead of building the list."),
            turn(2, "user", reply))
        assert [f.quote for f in facts if f.role == "assistant"] == [
            "I'd suggest streaming the rows through a server-side cursor instead of building the list."]
        assert not any(f.role == "user" for f in facts)


# -- near-misses h23 showed ------------------------------------------------------------------------------

def test_remember_when_is_a_memory_of_the_past_not_a_request() -> None:
    facts = extract(
        turn(0, "user", "remember when the ferry app sent 4000 push messages at 3am lol, when Ana tested on prod. "
                        "anyway, how many devices are registered?"),
        turn(1, "assistant", "About 12k devices."))
    assert facts == []


def test_a_flag_flipped_to_run_something_now_is_no_setting() -> None:
    facts = extract(
        turn(0, "assistant", "The dry run merges 41 bakery customers into 19."),
        turn(1, "user", "looks right. flip DRY_RUN and run it on staging"))
    assert facts == []


def test_we_keep_getting_tells_a_problem_not_a_choice() -> None:
    facts = extract(turn(0, "user", "We keep getting duplicate orders in the bakery app: same customer, same minute, two rows."))
    assert not any(f.type == "decision" for f in facts)


def test_the_shape_of_one_reply_is_no_convention() -> None:
    facts = extract(turn(0, "user", "write my answers to the reviewer into replies.md, short, one line per point."))
    assert facts == []


# -- how a rule is asked for, titled by the rule ------------------------------------------------------

def test_requests_to_keep_a_rule_leave_the_title_to_the_rule() -> None:
    got = titles(
        turn(0, "user", "and keep this rule: ferry ticket numbers are gapless per route and year."),
        turn(1, "assistant", "Noted."),
        turn(2, "user", "Please, remember this for always: never we call the payment API inside a transaction. "
                        "First we build the request, after we open the transaction only for the writes."),
        turn(3, "assistant", "Understood."),
        turn(4, "user", "good. that's the rule for anything payment-related here: refunds never go out without a "
                        "second approval."))
    assert got[0] == "Ferry ticket numbers are gapless per route and year"
    assert got[1].startswith("Never we call the payment API inside a transaction")
    assert got[2].startswith("Refunds never go out without a second approval")
    assert len(got) == 3  # the rule's second sentence stays in its note


def test_scratch_what_i_asked_you_to_keep_replaces_that_request() -> None:
    facts = extract(
        turn(0, "user", "ok. save this: the reports user gets SELECT on the whole public schema"),
        turn(1, "assistant", "Granted. Note that public holds the password hashes."),
        turn(2, "user", "ugh, right. scratch what I asked you to keep earlier. the reports user gets SELECT only on the "
                        "reporting schema, nothing in public. keep that instead."))
    assert [shape_fact(f).title for f in facts] == ["The reports user gets SELECT only on the reporting schema"]
    assert "corrects:" in said(facts)


# -- a yes that says what it agrees to; a fix proposed and taken ----------------------------------------

def test_a_yes_in_its_own_words_is_the_decision() -> None:
    facts = extract(
        turn(0, "assistant", "Every image in the bakery compose file uses a floating tag (`postgres:16`, `redis:7`). "
                             "Pin them?"),
        turn(1, "user", "yes, postgres and redis by sha256 digest with the tag as a comment. our own images stay on "
                        "the git sha"))
    assert [f.title for f in facts] == ["Postgres and redis by sha256 digest with the tag as a comment"]
    assert "Asked: Pin them?" in facts[0].body


def test_a_yes_followed_by_more_work_decides_nothing() -> None:
    facts = extract(
        turn(0, "assistant", "The bakery tests pass. Should I open the PR?"),
        turn(1, "user", "yes, and also run the linter on the whole repo first"))
    assert facts == []


def test_the_fix_is_to_is_a_proposal_taken_when_named() -> None:
    facts = extract(
        turn(0, "assistant", "The image proxy fetches any URL it is given. The robust fix is to resolve the host and "
                             "refuse private and link-local addresses at dial time."),
        turn(1, "user", "Do the dial-time check and no redirects, in a new package internal/fetchsafe."))
    assert [shape_fact(f).title for f in facts] == ["Resolve the host and refuse private"]
    assert "link-local addresses at dial time" in facts[0].body and "internal/fetchsafe" in facts[0].body


def test_a_list_the_person_calls_decisions_is_kept() -> None:
    facts = extract(turn(0, "user", "ok, decisions:\n- the ferry API is versioned in the URL path\n"
                                    "- v1 goes away on 2027-06-30\n- header versioning is out, the kiosks can't set headers"))
    kept = said(facts)
    assert "2027-06-30" in kept and "url path" in kept


# -- a review answered point by point --------------------------------------------------------------

_REVIEW = ("Going through the reviewer's points:\n\n"
           "1. **Right about the race.** Two workers can claim the same ferry slot; a `SELECT ... FOR UPDATE` on the "
           "slot row inside the booking transaction fixes it.\n"
           "2. Cosmetic, cheap, fine.\n"
           "3. Correct: `409 Conflict` with the taken slot's id is the usual answer for a double booking.\n"
           "4. A big change for one query.\n")


def test_points_accepted_by_number_keep_what_they_settle_not_the_small_talk() -> None:
    facts = extract(turn(0, "assistant", _REVIEW),
                    turn(1, "user", "1: yes, lock the slot row. 2 and 3 accepted. 4 no: we're not mixing an ORM "
                                    "into the raw-SQL codebase for one query."))
    got = [shape_fact(f).title for f in facts]
    assert any("FOR UPDATE" in f.body for f in facts)
    assert any(t.startswith("`409 Conflict` with the taken slot's id") for t in got)
    assert not any("Cosmetic" in t for t in got)
    assert any("not mixing an ORM into the raw-SQL codebase" in f.body for f in facts if f.role == "user")


# -- values said again in two numbers; proposals found fine; a long reply's pick ------------------------

def test_so_n_not_m_sets_the_value_the_earlier_sentence_named() -> None:
    facts = extract(
        turn(0, "assistant", "How many nightly snapshots should the ferry database keep?"),
        turn(1, "user", "snapshots 5 for now"),
        turn(2, "assistant", "Set to 5."),
        turn(3, "user", "oh and legal says we keep them as long as the ticket archive. so 30, not 5"))
    assert "snapshots 30. corrects: snapshots 5 for now" in said(facts)
    assert "as long as the ticket archive" in said(facts)


def test_n_not_m_without_an_earlier_value_adds_nothing() -> None:
    assert extract(turn(0, "user", "thanks. so 42, not 41")) == []


def test_a_proposal_found_fine_is_taken() -> None:
    facts = extract(
        turn(0, "assistant", "For the bakery reports db I'd go with `db.t4g.small`, 20 GB, single-AZ. How long should "
                             "backups be kept?"),
        turn(1, "user", "t4g.small and single az fine."))
    assert any("db.t4g.small" in f.title for f in facts)


def test_a_long_reply_that_takes_one_way_keeps_the_sentence_that_takes_it() -> None:
    facts = extract(
        turn(0, "assistant", "The query has no ORDER BY, so rows come back in any order. Two ways out: sort in the "
                             "query, or compare sets in the test."),
        turn(1, "user", "Sort in the query, not in the test: the ferry board shows departures in exactly that order, "
                        "by `departs_at` and then by `route_id` for the two boats leaving at the same minute, so that is "
                        "behaviour we want and not only a test fix. For the rename, please do it as its own commit "
                        "after the test fix, reviewers here bounce diffs that mix a rename with a behaviour change, and they "
                        "ask for the whole PR to be split again, which costs us a day every time it happens."))
    picks = [f for f in facts if "Chosen over" in f.body]
    assert len(picks) == 1 and "departs_at" in picks[0].body and "rename" not in picks[0].quote


# -- causes laid out as a list under the line that announces them ---------------------------------------

_FOUND = ("Found it. Two things line up:\n\n"
          "- The refund route is registered in `routes/api.php` but guarded by `auth:web`, so the session cookie "
          "is enough and no CSRF token is checked.\n"
          "- `.env` sets `SESSION_SAME_SITE=none`, so the cookie travels with a cross-site form.\n\n"
          "Together: any page can post a refund as the logged-in baker.\n\n"
          "Fix: move the route into `routes/web.php` and set `SESSION_SAME_SITE=lax`.")


def test_causes_listed_under_the_line_that_announces_them_are_the_finding() -> None:
    facts = extract(turn(0, "user", "someone refunded an order on the bakery app from another site. how?"),
                    turn(1, "assistant", _FOUND), turn(2, "user", "yes, both"), edit(3))
    kept = said(facts)
    assert "auth:web" in kept and "same_site=none" in kept and "routes/web.php" in kept


def test_items_under_another_line_stay_out_of_the_cause() -> None:
    text = _FOUND.replace("Two things line up:", "Files I read:")
    facts = extract(turn(0, "user", "someone refunded an order on the bakery app from another site. how?"),
                    turn(1, "assistant", text), turn(2, "user", "yes, both"), edit(3))
    assert "auth:web" not in said(facts)


# -- a guard asked for and reported; an offer of a guard taken ------------------------------------------

def test_a_guard_asked_for_is_kept_as_the_agent_reports_it() -> None:
    facts = extract(
        turn(0, "user", "good. and add a test that fails if anyone puts a cookie-session route in routes/api.php"),
        edit(1),
        turn(2, "assistant", "Added it: ApiRoutesGuardTest fails on any api/ route that uses `auth:web`."),
        turn(3, "user", "commit"))
    assert [f.title for f in facts if f.role == "assistant"] == [
        "ApiRoutesGuardTest fails on any api/ route that uses `auth:web`"]
    assert "asked: add a test that fails" in said(facts)


def test_a_report_with_nothing_named_is_no_guard() -> None:
    facts = extract(
        turn(0, "user", "can the linter catch it next time?"),
        turn(1, "assistant", "Not really, it would flag too much."))
    assert facts == []


def test_an_offer_of_a_guard_taken_with_yes_is_a_decision() -> None:
    facts = extract(
        turn(0, "assistant", "All pass. To stop this from coming back, I can add a `no-restricted-imports` rule to "
                             ".eslintrc that rejects `node-fetch` everywhere except src/safefetch."),
        turn(1, "user", "yes"))
    assert [shape_fact(f).title for f in facts] == ["A `no-restricted-imports` rule to .eslintrc"]
    assert "except src/safefetch" in said(facts)


def test_a_thing_its_way_and_what_it_is_not_is_a_decision() -> None:
    facts = extract(turn(0, "assistant", "The v2 ferry API is wired up."),
                    turn(1, "user", "good. dates in v2: ISO 8601 with the offset, like 2026-11-04T06:30:00+01:00, not Z"))
    assert [f.type for f in facts] == ["decision"] and "iso 8601 with the offset" in said(facts)


def test_a_status_line_with_not_is_no_decision() -> None:
    facts = extract(turn(0, "assistant", "Deployed the bakery app."),
                    turn(1, "user", "status: the menu page loads, not OK on Safari though"))
    assert not any(f.type == "decision" for f in facts)


def test_a_pick_said_before_a_colon_is_its_title() -> None:
    facts = extract(
        turn(0, "assistant", "The query has no ORDER BY. Two ways out: sort in the query, or compare sets in the test."),
        turn(1, "user", "Sort in the query, not in the test: the ferry board shows departures in exactly that order, by "
                        "`departs_at`, so that is behaviour we want."))
    assert [shape_fact(f).title for f in facts] == ["Sort in the query, not in the test"]


def test_options_lettered_a_dot_b_dot_are_picked_by_letter() -> None:
    facts = extract(
        turn(0, "assistant", "The duplicate ferry bookings are rebookings with the same booking_id. Options:\n\n"
                             "a. keep the latest row per booking_id in staging\n"
                             "b. make the key (booking_id, status) and keep both rows"),
        turn(1, "user", "a. latest row per booking_id. cancelled bookings stay in the fact table with status cancelled"))
    assert [f.title for f in facts] == ["Keep the latest row per booking_id in staging"]
    assert "cancelled bookings stay" in said(facts)


def test_an_i_would_also_change_proposal_taken_with_yes() -> None:
    facts = extract(
        turn(0, "assistant", "Tests pass. I'd also change the orders association to `dependent: :restrict_with_error`, "
                             "so an accidental destroy fails instead of wiping the bakery's orders."),
        turn(1, "user", "yes do that"))
    assert any("restrict_with_error" in f.title for f in facts)


def test_a_misspelt_request_with_pls_leaves_the_title() -> None:
    # (the title spells the rule's "never"; the quote keeps what the person typed)
    assert titles(turn(0, "user", "ok remmber this pls: we nevr hard delete customers, we anonimize them.")) == [
        "We never hard delete customers, we anonimize them"]


def test_a_hand_off_for_monday_is_dated_to_the_coming_monday() -> None:
    from datetime import datetime

    from vaultmem.extract.dates import resolve_relative
    friday = datetime(2026, 11, 13, 15, 20)
    said_on_friday = "for whoever picks this up on monday: the ferry db exists but nobody can log in yet. I did not do that part."
    assert "monday (2026-11-16)" in resolve_relative(said_on_friday, friday)
    assert "Monday (2026-11-09)" in resolve_relative("On Monday the ferry import broke and we rolled back.", friday)


# -- a proposal answered point by point; rules in pasted comments; "that's how it stays:" ---------------

_CLI_PROPOSAL = ("Today every error exits 1 and `--json` and `-o json` do the same thing. A proposal:\n\n"
                 "**Output format**: one of `--format text|json`, a boolean `--json`, or keep `-o/--output`.\n"
                 "**Files**: positional arguments (`ferry check a.toml b.toml`) instead of `--file`.")


def test_a_proposal_answered_point_by_point_is_one_decision_with_every_point() -> None:
    facts = extract(turn(0, "assistant", _CLI_PROPOSAL),
                    turn(1, "user", "format: --format text|json. not --json, we'll want sarif later and a boolean "
                                    "doesn't grow. files are positional, drop --file."))
    assert [f.title for f in facts] == ["Format: --format text|json"]
    assert "a boolean doesn't grow" in said(facts) and "files are positional, drop --file" in said(facts)


def test_one_named_point_is_no_point_by_point_answer() -> None:
    facts = extract(turn(0, "assistant", _CLI_PROPOSAL), turn(1, "user", "hmm, what does --format do in ruff?"))
    assert facts == []


def test_a_memory_comment_in_a_pasted_snippet_is_a_rule() -> None:
    facts = extract(turn(0, "user", "move the ferry lib to pyproject, sketch:\n\n```toml\n[project]\ndependencies = [\n"
                                    "  # memory: never put upper bounds on runtime dependencies, pins break resolvers downstream\n"
                                    "  \"httpx>=0.27\",\n]\n```"))
    assert [f.type for f in facts] == ["preference"] and "upper bounds" in facts[0].title


def test_thats_how_it_stays_introduces_a_rule() -> None:
    facts = extract(turn(0, "assistant", "Exit codes behave as decided."),
                    turn(1, "user", "right, and that's how it stays: results go to stdout, diagnostics go to stderr, in "
                                    "every format"))
    assert [shape_fact(f).title for f in facts] == ["Results go to stdout, diagnostics go to stderr, in every format"]


def test_points_taken_and_one_turned_down_by_number_first() -> None:
    facts = extract(
        turn(0, "assistant", "Three suggestions:\n\n1. **Use picomatch instead of the hand-rolled matcher.** It misses "
                             "braces.\n2. **Match paths relative to the root.** Absolute paths never match.\n"
                             "3. **Make `--skip` repeatable** instead of comma-separated, since a comma is legal in a glob."),
        turn(1, "user", "1 and 2 yes. 3 no: --only has been comma-separated since 1.0, and one flag repeatable next to "
                        "a comma-separated sibling is worse than either."))
    # one note for the points as the reply settled them, the one turned down with its reason
    # (twenty-first pass: before, the turned-down point was a note of its own)
    [note] = [f for f in facts if f.type == "decision"]
    agreed, _, turned_down = note.body.partition("\n\nNot:\n")
    assert "picomatch" in agreed and "relative to the root" in agreed
    assert "`--skip` repeatable" in turned_down and "comma-separated since 1.0" in turned_down


def test_a_rule_labelled_after_the_fact_keeps_its_story_as_the_why() -> None:
    facts = extract(turn(0, "user", "and MSRV bumps count as breaking, always. this is a permanent rule: 0.4.1 bumped the "
                                    "MSRV in a patch release and broke people's CI overnight, never again"))
    assert [f.title for f in facts] == ["MSRV bumps count as breaking, always"]
    assert "broke people's ci overnight" in said(facts)


def test_whom_a_convention_serves_is_no_object_of_the_moment() -> None:
    facts = extract(turn(0, "user", "the ferry changelog stays Keep a Changelog, newest release on top, and breaking lines "
                                    "start with Breaking: so people can scan for them."))
    assert [f.type for f in facts] == ["decision"]


def test_one_fix_that_works_for_both_is_a_fix_when_done() -> None:
    facts = extract(
        turn(0, "user", "the ferry API's request id header is missing in the responses under Rack 3"),
        turn(1, "assistant", "Rack 3 requires response header names to be lowercase, and `Rack::Lint` rejects "
                             "`X-Request-Id`. Lowercase names are valid under Rack 2 too, so one fix works for both: "
                             "write `x-request-id`."),
        turn(2, "user", "ok, do the fix."), edit(3),
        turn(4, "assistant", "Green on Rack 2 and Rack 3."))
    assert any(f.type == "solution" and "x-request-id" in f.body for f in facts)


def test_thats_the_real_cause_is_a_marker_not_the_title() -> None:
    facts = extract(
        turn(0, "user", "the bakery CI fails every few runs with ConnectionRefused"),
        turn(1, "assistant", "That's the real cause. `orders_test.ts` and `stock_test.ts` both hardcode port 8741 and "
                             "CI runs them in parallel.\n\nFix: bind to port 0 through a helper, `tests/_server.ts`."),
        edit(2), turn(3, "assistant", "50 runs, no failures."))
    assert [f.title.split(" ")[0] for f in facts if f.type == "solution"] == ["`orders_test.ts`"]


# -- near-misses: a note about the moment, another team's rule ---------------------------------------

def test_a_note_about_the_cell_at_hand_keeps_nothing() -> None:
    assert extract(turn(0, "user", "note: this cell takes a while, it loads 3 months of ferry bookings")) == []


def test_a_note_with_a_standing_rule_is_kept() -> None:
    facts = extract(turn(0, "user", "note: the nightly ferry job takes 40 minutes, never schedule it before 02:00"))
    assert [f.type for f in facts] == ["preference"]


def test_another_teams_rule_is_not_ours() -> None:
    assert extract(turn(0, "user", "the data team has a rule that every table gets a dbt test, but that's their "
                                   "thing, not ours")) == []
    assert extract(turn(0, "user", "the platform team always pins helm charts by digest, that doesn't apply here")) == []
    assert extract(turn(0, "user", "every bakery table gets a dbt test, no exceptions")) != []


# -- more ways to ask, and what only sounds like asking ------------------------------------------------

@pytest.mark.parametrize("line, title", [
    ("don't ever forget that the bakery uses pnpm, never npm", "The bakery uses pnpm, never npm"),
    ("i want you to remember that the ferry app targets android 8+", "The ferry app targets android 8+"),
    ("etch this in: all ferry timestamps are UTC in the database", "All ferry timestamps are UTC in the database"),
    ("pls keep in ur memory that we use uv not pip", "We use uv not pip"),
    ("onthoud dat: the ferry api stays frozen on fridays", "The ferry api stays frozen on fridays"),
])
def test_more_ways_to_ask_to_keep_something(line: str, title: str) -> None:
    assert [shape_fact(f).title for f in extract(turn(0, "assistant", "Done."), turn(1, "user", line))] == [title]


@pytest.mark.parametrize("line", [
    "never forget about the good old days lol",
    "forget that, let's do the menu page instead",
    "lock it in, ship the release",
    "I need to remember to call the bank",
])
def test_what_only_sounds_like_asking_keeps_nothing(line: str) -> None:
    assert extract(turn(0, "assistant", "Done."), turn(1, "user", line)) == []
