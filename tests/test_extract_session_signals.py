"""The heuristic extractor's session-level signals (issue 16 item 2): rules said in passing, values
with their kind, the user's reply to a proposal (picked, accepted by name, rejected for something
else), and a diagnosed bug as one note (symptom, cause, fix).

The sentences here were written for these tests, in other projects' words than the corpus sessions
the rules were tuned on, so each test checks that a rule generalises rather than that it matches.
"""

from __future__ import annotations


from support.heuristic_kit import edit, extract, said, turn

from vaultmem.extract.heuristic import sentences


# -- rules said in passing --------------------------------------------------------------------------

def test_rules_said_mid_sentence_are_kept() -> None:
    lines = [
        "ok one thing: never deploy the billing service on a Friday, the on-call rota is thin.",
        "good, and always squash-merge feature branches into trunk.",
        "we never log request bodies since they can hold card numbers.",
        "every migration must be reversible with a down step.",
        "before you open a PR, run `just check` locally.",
        "thanks. and please keep your answers short — don't paste whole files back at me.",
    ]
    for line in lines:
        facts = extract(turn(0, "user", line))
        assert [f.type for f in facts] == ["preference"], line


def test_chatter_and_symptoms_with_never_are_not_rules() -> None:
    for line in ("never mind, I found the typo myself.", "the import test fails on CI but never locally for me.",
                 "no don't change anything, it was my proxy settings. nvm",
                 "it never happened before this week, weird.", "that must have been a long night for you.",
                 "I was out running this morning when the idea came to me."):
        assert extract(turn(0, "user", line)) == [], line


def test_remember_request_carries_to_the_sentences_that_continue_it() -> None:
    facts = extract(turn(0, "user", "remember that the demo database is wiped every night at 02:00. "
                                    "and the seed data comes from `scripts/seed_demo.py`, so re-run that after."))
    text = said(facts)
    assert "wiped every night" in text and "seed_demo" in text


def test_a_rule_without_its_specifics_takes_the_next_sentence() -> None:
    facts = extract(turn(0, "user", "important: never hotfix production by hand. "
                                    "hotfixes go through the release-hotfix workflow with a second reviewer."))
    assert len(facts) == 1 and "release-hotfix" in said(facts) and "by hand" in said(facts)


def test_it_refers_back_within_a_sentence_that_named_the_thing() -> None:
    facts = extract(turn(0, "user", "and terraform stays pinned at 1.7.5 via .terraform-version, don't upgrade it"))
    assert ".terraform-version" in said(facts)
    assert extract(turn(0, "user", "ok now please revert it")) == []


# -- values with their kind -------------------------------------------------------------------------

def test_ports_named_resources_and_stack_statements() -> None:
    cases = {
        "fyi the admin api listens on 7420 locally, 7400 is the old one.": "7420",
        "the marketing site deploys from the web-live branch.": "web-live",
        "for load tests use the perf_8cpu_v2 runner profile.": "perf_8cpu_v2",
        "context: inkwell is Django 5.0 with Celery and Postgres 15.": "django 5.0",
        "component stories live next to the component as *.stories.tsx files.": "stories.tsx",
    }
    for line, value in cases.items():
        assert value in said(extract(turn(0, "user", line))), line


def test_pasted_tables_and_stray_bangs_do_not_cut_sentences() -> None:
    text = ("top of the profile:\n  Function        Calls     Time\n  parse_row      812,004   41 s\n"
            "and please never use the !! operator in the parser, handle the null.")
    got = [s.text for s in sentences(text)]
    assert got == ["and please never use the !! operator in the parser, handle the null."]


# -- the user's reply to a proposal -------------------------------------------------------------------

def test_a_rejection_joins_the_choice_it_was_made_for() -> None:
    facts = extract(
        turn(0, "assistant", "For the form checks I'd bring in Yup, it has a nice schema builder. Shall I?"),
        turn(1, "user", "no yup. we validate with zod everywhere, keep it that way"))
    assert len(facts) == 1 and facts[0].type == "decision"
    assert "yup" in said(facts) and "zod" in said(facts)


def test_a_rejection_without_a_named_alternative_still_says_why() -> None:
    facts = extract(
        turn(0, "assistant", "I could add Redis as a cache in front of the pricing service."),
        turn(1, "user", "not redis. one more moving part is exactly what the two of us cannot operate at night."))
    assert len(facts) == 1 and "redis" in said(facts) and "operate at night" in said(facts)


def test_declining_without_naming_anything_is_not_a_decision() -> None:
    assert extract(turn(0, "assistant", "I could also split the module into three files."),
                   turn(1, "user", "nah, not now")) == []


def test_a_picked_option_becomes_a_decision() -> None:
    reply = ("Three ways to do it:\n\n1. **Cron in the container** — simple, but dies with the pod.\n"
             "2. **A Kubernetes CronJob** running the same image with `--once`, retried by the cluster.\n"
             "3. **An external scheduler** — most moving parts.\n\nWhich one?")
    facts = extract(turn(0, "assistant", reply), turn(1, "user", "let's do 2"))
    assert len(facts) == 1 and facts[0].type == "decision" and "kubernetes cronjob" in said(facts)


def test_an_acceptance_by_name_takes_the_sentence_it_names() -> None:
    reply = ("Done. The cache now holds at most 500 entries. The TTL is 10 minutes, after which entries are "
             "refreshed in the background. Tests pass.")
    facts = extract(turn(0, "assistant", reply), turn(1, "user", "ttl looks good, keep it"))
    assert [f.type for f in facts] == ["decision"] and "10 minutes" in said(facts)
    assert extract(turn(0, "assistant", reply), turn(1, "user", "nice catch, thanks")) == []
    small_talk = turn(0, "assistant", "Wow, that trip to the coast sounds wonderful, the photos are lovely.")
    assert extract(small_talk, turn(1, "user", "yes the coast photos came out great")) == []


# -- a diagnosed bug, acted on ------------------------------------------------------------------------

def test_a_diagnosis_that_was_acted_on_is_one_note_with_symptom_cause_and_fix() -> None:
    facts = extract(
        turn(0, "user", "the nightly export crashes with KeyError 'total' on accounts without invoices."),
        turn(1, "assistant", "Root cause: `summarise()` reads `rows[0]['total']` without checking that the "
                             "account has any rows, so an empty account raises. Fix: return an empty summary "
                             "when there are no rows and skip the account in the totals."),
        edit(2),
        turn(3, "assistant", "Fixed. The export now skips empty accounts; all 41 tests pass."))
    solutions = [f for f in facts if f.type == "solution"]
    assert len(solutions) == 1
    text = said(solutions)
    assert "keyerror" in text and "rows[0]" in text and "empty summary" in text


def test_a_fix_reported_later_completes_the_diagnosis() -> None:
    facts = extract(
        turn(0, "user", "tooltips show the wrong currency for Swiss users, can you look?"),
        turn(1, "assistant", "Found it. `formatPrice` falls back to the browser locale when the account has no "
                             "currency set, and Swiss browsers report CHF. Want me to read the account currency?"),
        turn(2, "user", "yes"),
        edit(3),
        turn(4, "assistant", "Fixed. `formatPrice` now takes the currency from the account settings."))
    text = said([f for f in facts if f.type == "solution"])
    assert "browser locale" in text and "account settings" in text and "wrong currency" in text


def test_a_diagnosis_nobody_acted_on_is_not_a_finding() -> None:
    facts = extract(
        turn(0, "user", "the worker hangs after a few hours."),
        turn(1, "assistant", "The cause is probably the connection pool: it is capped at 5 and never released "
                             "on timeout. Fix: release the connection in a finally block."),
        turn(2, "user", "hm ok, I'll look at it tomorrow"))
    assert [f for f in facts if f.type == "solution"] == []

