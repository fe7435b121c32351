"""A Stop ticket processes every turn since the last processed one, in consecutive windows, as
`vaultmem ingest` does (issue 14.1): a decision followed by dozens of tool turns in one agent
response, or many Stops missed while the daemon was down, must still reach the excerpt and search."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support.extract_fixtures import Msg, claude_jsonl, shared_transcripts
from vaultmem.vault.excerpts import read_excerpt, session_excerpt_path
from vaultmem.ingest.files import ingest_file
from vaultmem.ingest.processor import TicketProcessor
from vaultmem.capture.transcripts import read_transcript
from vaultmem.config import load_config
from vaultmem.memory import Memory

DECISION = "We decided to keep the order events on Redis Streams rather than Kafka, one less service to run."


def _tool_turns(n: int) -> list[Msg]:
    return [Msg("assistant", f"Step {i}: checking file {i}.",
                tool=("Bash", {"command": f"grep -n consumer src/worker_{i}.py"}, f"src/worker_{i}.py:{i}: consumer()"))
            for i in range(n)]


def _excerpt_texts(memory: Memory, agent: str, session: str) -> list[str]:
    _, turns = read_excerpt(session_excerpt_path(memory.vault.root, agent, session))
    return [t.text for t in turns]


def test_one_stop_after_a_long_response_keeps_the_decision(tmp_path: Path) -> None:
    path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", DECISION), *_tool_turns(45),
                                                Msg("assistant", "Done: the consumer is fixed.")], session="long")
    with Memory(load_config()) as memory:
        processor = TicketProcessor(memory, memory.config.queue_dir)
        result = processor.process(read_transcript(path), force=False)
        assert result["window"] == result["turns"]  # every turn, not only the newest window
        assert any(DECISION in text for text in _excerpt_texts(memory, "claude-code", "long"))
        hits = memory.search("which queue do the order events use", all_scopes=True, record=False)
        assert any("Redis Streams" in (memory.read_body(h) + h.title + str(h.entry)) for h in hits)


def test_many_missed_stops_then_one_ticket_reads_them_all(tmp_path: Path) -> None:
    facts = [f"Remember that service {i} listens on port {8000 + i}." for i in range(30)]
    messages: list[Msg] = []
    for fact in facts:
        messages += [Msg("user", fact), *_tool_turns(1), Msg("assistant", "Noted.")]
    path = claude_jsonl(tmp_path / "s.jsonl", messages[:12], session="down")
    with Memory(load_config()) as memory:
        processor = TicketProcessor(memory, memory.config.queue_dir)
        processor.process(read_transcript(path), force=False)  # the first Stop, while things were fine
        claude_jsonl(tmp_path / "s.jsonl", messages, session="down")  # the session went on meanwhile
        processor.process(read_transcript(path), force=False)  # one ticket for all the missed Stops
        texts = "\n".join(_excerpt_texts(memory, "claude-code", "down"))
    assert all(fact in texts for fact in facts)


def _codex_rollout() -> Path | None:
    files = sorted(shared_transcripts("codex"), key=lambda p: p.stat().st_size)
    return files[-1] if files else None


@pytest.mark.slow
def test_replayed_codex_rollout_with_a_stop_before_each_prompt_matches_ingest(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    source = _codex_rollout()
    if source is None:
        pytest.skip("../shared/data/transcripts is absent")
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    live = tmp_path / "live" / source.name
    live.parent.mkdir()
    with Memory(load_config()) as memory:
        processor = TicketProcessor(memory, memory.config.queue_dir)
        written = 0
        for i, line in enumerate(lines):
            try:
                item = json.loads(line)
            except ValueError:
                continue
            payload = item.get("payload") or {}
            if i and payload.get("type") == "message" and payload.get("role") == "user":
                live.write_text("".join(lines[:i]), encoding="utf-8")  # a Stop just before this prompt
                processor.process(read_transcript(live), force=False)
                written = i
        live.write_text("".join(lines), encoding="utf-8")
        processor.process(read_transcript(live), force=False)
        assert written, "the rollout has no user prompts to replay"
        transcript = read_transcript(live)
        replayed = _excerpt_texts(memory, transcript.agent, transcript.session_id)
    other = tmp_path / "other"
    other.mkdir()
    monkeypatch.setenv("VAULTMEM_HOME", str(other))  # a second, fresh home for the ingest of the same file
    with Memory(load_config()) as memory:
        ingest_file(memory, source)
        ingested = _excerpt_texts(memory, transcript.agent, transcript.session_id)
    assert len(replayed) == len(ingested) and set(replayed) == set(ingested)
