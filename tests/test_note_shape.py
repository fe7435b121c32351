"""Notes a person would keep: short titles that state the fact, file names cut at a word, the fact
said once in the body, tags that fit, and only frontmatter keys that have a value."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import frontmatter
import pytest
from support.extract_fixtures import Msg, claude_jsonl, note_files
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.ingest.files import ingest_file
from vaultmem.config import load_config
from vaultmem.extract.base import Fact
from vaultmem.extract.relate import note_description
from vaultmem.extract.shape import fitting_tags, shape_fact
from vaultmem.memory import AddRequest, Memory
from vaultmem.vault.titles import FILE_NAME_MAX, TITLE_MAX, note_stem, short_title

LONG = ("We'll use Redis Streams for the order events queue, not Kafka: it is one less service to run on "
        "the cluster and the team knows it.")


def test_long_statement_is_shortened_at_a_clause_not_cut() -> None:
    title = short_title(LONG)
    assert title == "We'll use Redis Streams for the order events queue, not Kafka"
    assert "…" not in title and len(title) <= TITLE_MAX


@pytest.mark.parametrize("text, expected", [
    ("Remember that staging deploys happen only on Tuesdays, never on Fridays.",
     "Staging deploys happen only on Tuesdays, never on Fridays"),
    ("OK so I think the bug was that the pool was exhausted because every request opened a new client "
     "and never closed it", "The bug was that the pool was exhausted"),
    ("Project uses Next.js 14.2", "Project uses Next.js 14.2"),
    ("From now on, always run `uv run ruff check --fix` and `uv run pytest -x` before you commit anything",
     "Always run `uv run ruff check --fix`"),
    ("I've checked the logs and the root cause is that the **retry middleware** swallows the 429 from the "
     "upstream gateway, so the client never backs off", "The root cause is that the retry middleware swallows the 429"),
    ("The dev server for the admin dashboard runs on http://localhost:5173 while the API is on port 8080",
     "The dev server for the admin dashboard runs on http://localhost:5173"),  # no cut at "http:"
    ("Keep the _sources folder and src/*.py globs as they are", "Keep the _sources folder and src/*.py globs as they are"),
])
def test_filler_lead_ins_and_reasons_leave_the_title(text: str, expected: str) -> None:
    assert short_title(text) == expected


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=400))
def test_any_text_gives_a_bounded_title_and_file_name(text: str) -> None:
    title = short_title(text)
    stem = note_stem(title)
    assert title and len(title) <= TITLE_MAX and not title.endswith("…")
    assert stem and len(stem + ".md") <= FILE_NAME_MAX and not stem.startswith("-") and not stem.endswith("-")


def test_file_name_is_cut_at_a_word_and_ends_on_a_full_word() -> None:
    stem = note_stem("The root cause of the flaky payment test was a race between the webhook and the commit")
    assert stem == "the-root-cause-of-the-flaky-payment-test-was-a-race"
    assert note_stem("We'll keep it") == "we-will-keep-it"
    # a cut that would end on a preposition ("...-fix-before") drops it too
    assert note_stem("Always run the linter with `ruff check --fix` before committing") == (
        "always-run-the-linter-with-ruff-check-fix")


def test_rabbitmq_decision_is_messaging_not_database() -> None:
    fact = Fact(title="We'll use RabbitMQ for the job queue instead of Redis", type="decision",
                tags=["database"], quote="We'll use RabbitMQ for the job queue instead of Redis.")
    assert fitting_tags(fact) == ["messaging"]
    pg = Fact(title="Use Postgres 16 for orders, not MongoDB", tags=[], quote="x")
    assert fitting_tags(pg) == ["database"]
    own = Fact(title="Prefer pytest fixtures", tags=["preferences", "database"], quote="x")
    assert fitting_tags(own) == ["preferences", "testing"]  # its own tag kept, the unfit topic dropped


def test_cut_extractor_title_is_rebuilt_from_the_quote() -> None:
    fact = Fact(title="We'll use Redis Streams for the order events queue, not Kafka: it is one less service to…",
                body="We'll use Redis Streams for the order events queue, not Kafka: it is one less service to….",
                quote=LONG)
    shape_fact(fact)
    assert fact.title == "We'll use Redis Streams for the order events queue, not Kafka"
    assert note_description(fact) == ""  # the body only repeated the quote


@pytest.fixture
def mem(isolated_env: Path) -> Iterator[Memory]:
    with Memory(load_config()) as memory:
        yield memory


def test_ingested_note_reads_like_a_note(mem: Memory, tmp_path: Path) -> None:
    path = claude_jsonl(tmp_path / "s.jsonl", [
        Msg("user", "Which database should the orders service use?"),
        Msg("user", "We decided to use Postgres 16 for the orders database because we need JSONB and row-level "
                    "locks for the reservation flow in checkout."),
    ], session="shape-1")
    assert ingest_file(mem, path)["new"] >= 1
    notes = [p for p in note_files(mem.vault.root) if not p.name.startswith("topic-")]
    assert notes
    for p in note_files(mem.vault.root):
        text = p.read_text(encoding="utf-8")
        post = frontmatter.loads(text)
        assert len(p.name) <= FILE_NAME_MAX, p.name
        assert "null" not in text.split("\n---\n", 1)[0], p.name  # no key without a value
        title = post.content.strip().splitlines()[0].removeprefix("# ")
        assert len(title) <= TITLE_MAX and "…" not in title, title
    note = mem.vault.read_path(notes[0])
    assert note.title == "We decided to use Postgres 16 for the orders database"
    assert note.id == "we-decided-to-use-postgres-16-for-the-orders-database"
    # the fact once: the quote (not a cut copy of it above), then who said it where and when
    prose = note.body.split("## Links")[0]
    assert prose.count("Postgres 16") == 1
    assert "> — user, 2026-03-04, claude-code session shape-1" in prose
    assert note.tags == ["database"]


def test_added_note_gets_a_file_name_cut_at_a_word(mem: Memory) -> None:
    title = "Every service reads its database credentials from the shared vault path at start-up, never env"
    note = mem.add(AddRequest(title=title, body="Set by ops."))
    assert note.title == title  # a person's own title is theirs
    assert note.id == "every-service-reads-its-database-credentials"  # not "...-from-the"
    assert len(mem.vault.path_for(note.id).name) <= FILE_NAME_MAX
    assert mem.add(AddRequest(title="x", body="y", id="my-own-id")).id == "my-own-id"


def test_a_title_starts_after_a_lead_in_that_names_nothing() -> None:
    # how the person framed it is not the fact: "note this down:", "good call —", "before you call it done,"
    assert short_title("One more thing and please note this down: the nightly export runs at 02:30 UTC now") == (
        "The nightly export runs at 02:30 UTC now")
    assert short_title("Good call on the retry — always cap the backoff at five minutes in every worker") == (
        "Always cap the backoff at five minutes in every worker")
    assert short_title("Also before you call anything done, run `tox -e lint,type,py312` and paste the summary") == (
        "Run `tox -e lint,type,py312` and paste the summary")
    assert short_title("And MSRV stays at 1.70") == "MSRV stays at 1.70"
    # a lead-in that names the subject, a short label-and-value, or a condition that fits stay whole
    assert short_title("Postgres: we keep one database per service") == "Postgres: we keep one database per service"
    assert short_title("Port: 8443") == "Port: 8443"
    assert short_title("Before deploying, run the smoke tests against staging") == (
        "Before deploying, run the smoke tests against staging")
