"""The extraction pipeline end to end with the offline heuristic backend: grounding, idempotency,
history on UPDATES, reinforcement, EXTENDS, topic links, atomicity and the ledger."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from datetime import timedelta
from pathlib import Path
from typing import Iterator

import pytest

from support.extract_fixtures import DATA, T0, Msg, claude_jsonl, note_files, shared_transcripts, vault_files
from vaultmem.capture.redact import redact_turns
from vaultmem.ingest.files import ingest_file
from vaultmem.capture.redact import Redactor
from vaultmem.capture.transcripts import read_transcript
from vaultmem.capture.turns import render, window
from vaultmem.config import load_config
from vaultmem.extract import writer as writer_mod
from vaultmem.extract.ledger import Ledger, ledger_path
from vaultmem.extract.settings import budget_status
from vaultmem.extract.pipeline import run_pipeline
from vaultmem.memory import Memory


@pytest.fixture
def mem(isolated_env: Path) -> Iterator[Memory]:
    with Memory(load_config()) as memory:
        yield memory


def notes(memory: Memory) -> dict[str, object]:
    """Current notes by id, topic hubs left out."""
    return {nf.note.id: nf.note for nf in memory.vault.scan().values() if not nf.note.id.startswith("topic-")}


def session(tmp_path: Path, name: str, *messages: Msg, day: int = 0) -> Path:
    return claude_jsonl(tmp_path / f"{name}.jsonl", messages, session=name, start=T0 + timedelta(days=day))


# -- the shared real Claude Code transcripts --------------------------------------------------------

needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="../shared/data/transcripts is not present")


@needs_data
@pytest.mark.parametrize("path", shared_transcripts("claude-code"), ids=lambda p: p.name)
def test_ingest_shared_claude_code_transcript(mem: Memory, path: Path) -> None:
    result = ingest_file(mem, path)
    transcript = read_transcript(path, "auto")
    turns = [t for t in transcript.turns if not t.is_sidechain]
    redacted, _ = redact_turns(window(turns, 40, 24000), Redactor())
    text = render(redacted)
    redactor = Redactor()
    for note in notes(mem).values():
        assert note.source.quote and note.source.quote in text, note.id  # grounded, verbatim
        assert note.source.session == transcript.session_id and note.source.turns
    for rel, content in vault_files(mem.vault.root).items():
        assert "<vaultmem-context" not in content, rel  # no injected-context echo
        if not rel.startswith("_sources/sessions/"):
            assert redactor(content).findings == {}, rel  # nothing a secret scanner would flag
    before = vault_files(mem.vault.root)
    again = ingest_file(mem, path)  # the same transcript twice adds nothing
    assert vault_files(mem.vault.root) == before
    assert again.get("new", 0) == 0
    assert result.get("dropped_ungrounded", 0) == 0


@needs_data
def test_two_real_sessions_update_the_stack_notes(mem: Memory) -> None:
    viewer = DATA / "d-kimuson__claude-code-viewer"
    first = ingest_file(mem, viewer / "fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl")
    second = ingest_file(mem, viewer / "5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl")
    assert (first["new"], second["new"], second["updates"]) == (2, 3, 2)
    chain = [v.title for v in mem.history("next-js-version")]
    assert chain == ["Project uses Next.js 14", "Project uses Next.js 15.5.2"]
    old = mem.search("Next.js version", as_of="2025-09-05")
    assert [(h.id, h.title) for h in old if h.id == "next-js-version"] == [("next-js-version", "Project uses Next.js 14")]


def _scoped_ids(memory: Memory, query: str, cwd: str) -> set[str]:
    """Note ids the prompt hook's recall would see from cwd (it calls Memory.context)."""
    return {h.id for h in memory.context(query, cwd=cwd)[1] if h.kind == "note"}


def test_project_facts_from_a_folder_that_is_no_repo_here_stay_in_that_project(mem: Memory, tmp_path: Path) -> None:
    path = claude_jsonl(tmp_path / "s1.jsonl", [Msg("user", "We're on Python 3.12 for the whole backend."),
                                                Msg("assistant", "OK.")], session="s1", cwd="/path/to/Demo")
    ingest_file(mem, path)
    note = mem.vault.get("python-version")
    assert note.scope == "project:path:/path/to/Demo"
    for cwd in ("/path/to/Demo", "/path/to/Demo/src/app"):
        assert "python-version" in _scoped_ids(mem, "python version backend", cwd)
    assert "python-version" not in _scoped_ids(mem, "python version backend", "/path/to/Other")


@needs_data
def test_shared_transcript_facts_are_scoped_to_their_folder(mem: Memory) -> None:
    ingest_file(mem, DATA / "d-kimuson__claude-code-viewer" / "5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl")
    transcript = read_transcript(DATA / "d-kimuson__claude-code-viewer" / "5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl")
    assert mem.vault.get("next-js-version").scope == f"project:path:{transcript.cwd}"


# -- idempotency ------------------------------------------------------------------------------------

def test_same_window_twice_creates_nothing(mem: Memory, tmp_path: Path) -> None:
    path = session(tmp_path, "s1", Msg("user", "I prefer small pull requests with one topic each."),
                   Msg("assistant", "Understood."))
    transcript = read_transcript(path, "auto")
    first = run_pipeline(mem, transcript, transcript.turns)
    before = vault_files(mem.vault.root)
    second = run_pipeline(mem, transcript, transcript.turns)
    assert first["new"] == 1 and second.get("already_extracted") and second["new"] == 0
    assert vault_files(mem.vault.root) == before


def test_overlapping_window_of_the_same_session_adds_nothing(mem: Memory, tmp_path: Path) -> None:
    msgs = [Msg("user", "Never push directly to the main branch."), Msg("assistant", "Noted.")]
    transcript = read_transcript(session(tmp_path, "s1", *msgs), "auto")
    run_pipeline(mem, transcript, transcript.turns)
    longer = read_transcript(session(tmp_path, "s1", *msgs, Msg("user", "Thanks a lot for the help today.")), "auto")
    result = run_pipeline(mem, longer, longer.turns)  # a new window key, the same quote
    assert result["new"] == 0 and result["noop"] == 1 and len(notes(mem)) == 1


# -- UPDATES keep history ---------------------------------------------------------------------------

def test_updates_twice_keep_both_earlier_versions_and_as_of(mem: Memory, tmp_path: Path) -> None:
    said = ["We'll use MySQL for the main database.",
            "We switched from MySQL to Postgres for the main database.",
            "We switched from Postgres to CockroachDB for the main database."]
    for day, text in zip((0, 10, 20), said):
        ingest_file(mem, session(tmp_path, f"db-{day}", Msg("user", text), Msg("assistant", "OK."), day=day))
    current = notes(mem)
    assert len(current) == 1
    (note_id, note), = current.items()
    assert note.title == "We switched from Postgres to CockroachDB for the main database"
    assert note.relation == "updates" and note.valid_from == "2026-03-24T10:00:00Z" and note.recorded_at
    chain = mem.history(note_id)
    assert [v.title.split(" for ")[0] for v in chain] == [
        "We'll use MySQL", "We switched from MySQL to Postgres", "We switched from Postgres to CockroachDB"]
    assert [v.valid_to for v in chain[:2]] == ["2026-03-14T10:00:00Z", "2026-03-24T10:00:00Z"]
    assert all(v.superseded_by == note_id for v in chain[:2])
    assert len(list((mem.vault.root / "_history" / note_id).glob("*.md"))) == 2

    def true_at(day: str) -> str:
        hits = [h for h in mem.search("main database", as_of=day) if h.id == note_id]
        return hits[0].title

    assert "MySQL for" in true_at("2026-03-08")
    assert "MySQL to Postgres" in true_at("2026-03-18")
    assert "CockroachDB" in true_at("2026-03-30")
    assert [h.title for h in mem.search("main database") if h.id == note_id] == [note.title]


def test_an_older_statement_goes_into_history_not_on_top(mem: Memory, tmp_path: Path) -> None:
    ingest_file(mem, session(tmp_path, "new", Msg("user", "We are on Python 3.12 since the upgrade."), day=10))
    result = ingest_file(mem, session(tmp_path, "old", Msg("user", "We are on Python 3.11 for now."), day=0))
    assert result["updates"] == 1
    (note_id, note), = notes(mem).items()
    assert (note_id, note.title) == ("python-version", "Project uses Python 3.12")
    chain = mem.history(note_id)
    assert [(v.title, v.valid_to) for v in chain] == [("Project uses Python 3.11", note.valid_from),
                                                       ("Project uses Python 3.12", None)]
    assert "3.11" in mem.search("Python version", as_of="2026-03-08")[0].title


# -- reinforcement and EXTENDS ------------------------------------------------------------------------

def test_restatement_in_another_session_reinforces(mem: Memory, tmp_path: Path) -> None:
    pref = "I prefer pytest fixtures over setUp methods."
    for i in range(3):
        ingest_file(mem, session(tmp_path, f"s{i}", Msg("user", pref), Msg("assistant", "Sure."), day=i))
    (note_id, note), = notes(mem).items()
    assert note.confidence == "confirmed" and note.extra["reinforced"] == 2
    assert note.scope == "global" and note.type == "preference"


def test_similar_fact_extends_with_a_dated_section(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VAULTMEM_EXTRACT_DEDUP_THRESHOLD", "0.99")
    monkeypatch.setenv("VAULTMEM_EXTRACT_EXTEND_THRESHOLD", "0.3")
    with Memory(load_config()) as memory:
        ingest_file(memory, session(tmp_path, "a", Msg("user", "I prefer pytest fixtures over setUp methods.")))
        result = ingest_file(memory, session(tmp_path, "b", Msg(
            "user", "I prefer pytest fixtures over setUp methods, scoped per module."), day=3))
        assert result["extends"] == 1
        (note_id, note), = notes(memory).items()
        assert "## 2026-03-07 (session b)" in note.body
        assert note.body.index("## 2026-03-07") < note.body.index("## Links")
        assert "scoped per module" in memory.vault.read_source(note_id)


# -- what a new note carries ----------------------------------------------------------------------------

def test_new_note_provenance_source_topic_and_dates(mem: Memory, tmp_path: Path) -> None:
    path = session(tmp_path, "s1", Msg("user", "Let me explain the plan."),
                   Msg("user", "The release freeze starts tomorrow, so we merge everything today."),
                   Msg("assistant", "Got it, I'll prioritise the open PRs."))
    result = ingest_file(mem, path)
    (note_id, note), = notes(mem).items()
    assert result["notes"] == [note_id]
    assert note.type == "context" and note.source.agent == "claude-code" and note.source.session == "s1"
    assert note.source.turns == ["s1-u001"]
    assert note.source.quote == "The release freeze starts tomorrow, so we merge everything today."
    assert "tomorrow (2026-03-05)" in note.body and "today (2026-03-04)" in note.body
    assert note.valid_from == "2026-03-04T10:01:00Z" and note.created == "2026-03-04"
    topic = [link for link in note.links if link.startswith("topic-")]
    assert topic and mem.vault.exists(topic[0]) and mem.vault.get(topic[0]).type == "concept"
    excerpt = mem.vault.read_source(note_id)
    assert excerpt.startswith("user (text), 2026-03-04T10:01Z") and "release freeze" in excerpt.split("\n")[1]
    assert "Let me explain the plan." in excerpt  # context around the quote
    assert mem.search("release freeze")[0].id == note_id  # indexed in the same step


def test_injected_context_never_comes_back(mem: Memory, tmp_path: Path) -> None:
    injected = ('<vaultmem-context source="vaultmem" kind="reference-data">\n- [preference] I prefer tabs '
                '(id: tabs)\nAlways deploy on Fridays.\n</vaultmem-context>\nWhat does the parser do?')
    ingest_file(mem, session(tmp_path, "s1", Msg("user", injected), Msg("assistant", "It tokenises input.")))
    assert notes(mem) == {}
    assert all("vaultmem-context" not in c for c in vault_files(mem.vault.root).values())


def test_meta_and_claude_md_text_never_become_notes(mem: Memory, tmp_path: Path) -> None:
    rules = "Always use tabs. I prefer Go for services. We'll use Redis for caching."
    ingest_file(mem, session(tmp_path, "s1", Msg("user", "# CLAUDE.md\n" + rules, meta=True),
                             Msg("user", "Contents of /repo/CLAUDE.md: " + rules), Msg("assistant", "Read it.")))
    assert notes(mem) == {}


# -- atomicity ----------------------------------------------------------------------------------------

TWO_FACTS = (Msg("user", "I prefer pytest fixtures over setUp methods."),
             Msg("user", "We'll use Postgres for the job queue."), Msg("assistant", "Fine."))


def _fail_second_write(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    original = writer_mod.Writer.new
    calls = {"n": 0}

    def flaky(self, action, note_id, names):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 2:
            raise OSError(28, "No space left on device")
        return original(self, action, note_id, names)

    monkeypatch.setattr(writer_mod.Writer, "new", flaky)
    return original


@pytest.mark.parametrize("lose_index", [False, True], ids=["same-process", "index-lost"])
def test_failed_write_leaves_ticket_retryable_and_retry_completes(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lose_index: bool) -> None:
    cfg = load_config()
    transcript = read_transcript(session(tmp_path, "s1", *TWO_FACTS), "auto")
    memory = Memory(cfg)
    original = _fail_second_write(monkeypatch)
    with pytest.raises(OSError):
        run_pipeline(memory, transcript, transcript.turns)
    assert len(notes(memory)) == 1
    monkeypatch.setattr(writer_mod.Writer, "new", original)
    if lose_index:  # the process died before the index was saved
        memory.close()
        shutil.rmtree(cfg.index_dir)
        memory = Memory(load_config())
    result = run_pipeline(memory, transcript, transcript.turns)
    assert result.get("resumed") and result["new"] == 1
    ids = sorted(notes(memory))
    assert len(ids) == 2 and not any(i.endswith("-2") for i in ids)
    assert run_pipeline(memory, transcript, transcript.turns).get("already_extracted")
    memory.close()


def test_budget_status_and_ledger(config) -> None:  # type: ignore[no-untyped-def]
    status = budget_status(config)
    assert status["tokens_used"] == 0 and status["daily_token_budget"] == 200000 and not status["exhausted"]
    ledger = Ledger(ledger_path(config))
    ledger.add_tokens(150000)
    ledger.add_tokens(60000)
    status = budget_status(config)
    assert status["tokens_used"] == 210000 and status["calls"] == 2 and status["exhausted"]
    assert status["remaining"] == 0


def test_heuristic_needs_no_budget(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VAULTMEM_EXTRACT_DAILY_TOKEN_BUDGET", "1")
    monkeypatch.setenv("VAULTMEM_EXTRACT_DAILY_COST_BUDGET", "0.000001")
    monkeypatch.setenv("VAULTMEM_EXTRACT_PRICE_INPUT_PER_MTOK", "100")
    monkeypatch.setenv("VAULTMEM_EXTRACT_VERIFY", "true")  # no model to ask: ignored
    with Memory(load_config()) as memory:
        result = ingest_file(memory, session(tmp_path, "s1", Msg("user", "I prefer tabs over spaces always.")))
        assert result["new"] == 1 and result["rejected_unsupported"] == 0 and "tokens" not in result
        assert note_files(memory.vault.root)


def test_cost_is_priced_from_input_and_output_tokens(monkeypatch: pytest.MonkeyPatch, config) -> None:  # type: ignore[no-untyped-def]
    path = ledger_path(config)
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path)) as db, db:  # a ledger written before cost tracking
        db.execute("CREATE TABLE usage (day TEXT PRIMARY KEY, tokens INTEGER NOT NULL, calls INTEGER NOT NULL)")
    ledger = Ledger(path)
    ledger.add_tokens(2_000_000, 100_000)
    monkeypatch.setenv("VAULTMEM_EXTRACT_PRICE_INPUT_PER_MTOK", "0.5")
    monkeypatch.setenv("VAULTMEM_EXTRACT_PRICE_OUTPUT_PER_MTOK", "4")
    monkeypatch.setenv("VAULTMEM_EXTRACT_DAILY_COST_BUDGET", "1.5")
    status = budget_status(load_config())
    assert (status["tokens_used"], status["input_tokens"], status["output_tokens"]) == (2_100_000, 2_000_000, 100_000)
    assert (status["cost_used"], status["daily_cost_budget"], status["cost_exhausted"]) == (1.4, 1.5, False)
    ledger.add_tokens(200_000)
    assert budget_status(load_config())["cost_exhausted"]


# -- ingest: the whole transcript, a clear error for the wrong reader, the excerpt always indexed -----

def _long_session(tmp_path: Path) -> Path:
    chatter = [Msg("user" if i % 2 else "assistant", f"Step {i} of the refactor is going fine so far.")
               for i in range(1, 60)]
    return session(tmp_path, "long", Msg("user", "I prefer small pull requests with one topic each."), *chatter,
                   Msg("user", "We'll use Postgres for the job queue."), Msg("assistant", "OK."))


def test_ingest_walks_the_whole_transcript_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VAULTMEM_EXTRACT_MAX_TURNS", "10")
    path = _long_session(tmp_path)
    with Memory(load_config()) as memory:
        result = ingest_file(memory, path)
        assert (result["turns"], result["window"], result["windows"]) == (62, 62, 7)  # every turn, once
        titles = sorted(n.title for n in notes(memory).values())  # type: ignore[attr-defined]
        assert titles == ["I prefer small pull requests with one topic each", "We'll use Postgres for the job queue"]
        assert result["new"] == 2 and result["notes_total"] >= 2
        before = vault_files(memory.vault.root)
        again = ingest_file(memory, path)
        assert again["new"] == 0 and again.get("already_extracted") and vault_files(memory.vault.root) == before


def test_a_stop_ticket_reads_every_turn_since_the_last_one(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A first Stop for a long session reads all of it in windows (the preference at its start
    included); a second Stop with nothing new reads nothing."""
    from vaultmem.ingest.processor import TicketProcessor

    monkeypatch.setenv("VAULTMEM_EXTRACT_MAX_TURNS", "10")
    with Memory(load_config()) as memory:
        processor = TicketProcessor(memory, memory.config.queue_dir)
        result = processor.process(read_transcript(_long_session(tmp_path)))
        assert result["window"] == result["turns"] == 62
        titles = sorted(n.title for n in notes(memory).values())  # type: ignore[attr-defined]
        assert titles == ["I prefer small pull requests with one topic each", "We'll use Postgres for the job queue"]
        again = processor.process(read_transcript(tmp_path / "long.jsonl"), force=False)
        assert again.get("skipped") == "not enough new turns"


def test_ingest_with_the_wrong_agent_says_so(mem: Memory, tmp_path: Path) -> None:
    from vaultmem.capture.turns import TranscriptError

    path = session(tmp_path, "s1", Msg("user", "I prefer tabs over spaces always."), Msg("assistant", "OK."))
    with pytest.raises(TranscriptError) as err:
        ingest_file(mem, path, "codex")
    assert "no turns" in str(err.value) and "looks like a claude-code transcript" in str(err.value)
    assert "--agent auto" in (err.value.hint or "")
    empty = tmp_path / "rollout-empty.jsonl"
    empty.write_text("\n")
    assert ingest_file(mem, empty, "codex")["turns"] == 0  # a session with nothing yet is not an error


def test_cli_ingest_with_the_wrong_agent_exits_1(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from vaultmem.cli import app

    path = session(tmp_path, "s1", Msg("user", "I prefer tabs over spaces always."), Msg("assistant", "OK."))
    result = CliRunner().invoke(app, ["ingest", str(path), "--agent", "codex"])
    assert result.exit_code == 1, result.output
    assert "no turns" in result.output + (result.stderr if result.stderr_bytes is not None else "")


def test_failed_extraction_leaves_the_excerpt_indexed_and_the_ticket_retryable(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from vaultmem.errors import VaultmemError

    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "openai")
    monkeypatch.setenv("VAULTMEM_EXTRACT_BASE_URL", "http://127.0.0.1:9/v1")  # never reached: no budget
    monkeypatch.setenv("VAULTMEM_EXTRACT_DAILY_TOKEN_BUDGET", "1")
    path = session(tmp_path, "s1", *TWO_FACTS)
    with Memory(load_config()) as memory:
        with pytest.raises(VaultmemError, match="budget"):
            ingest_file(memory, path)
        status = memory.status()
        assert status["in_sync"], status["sync"]  # the excerpt written is indexed too
        assert any(e["kind"] == "episode" for e in memory.index.catalog.values()) and not notes(memory)
    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "heuristic")
    with Memory(load_config()) as memory:
        assert ingest_file(memory, path)["new"] == 2  # the retry applies it all
