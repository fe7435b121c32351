"""Ingest without a ticket: a whole transcript file (`vaultmem ingest`), or turns built in memory
(a hub receiving an edge's upload, staging, benchmarks)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..capture.transcripts import agent_of_transcript, read_transcript
from ..capture.turns import ParseStats, Transcript, TranscriptError, Turn
from ..memory import Memory
from .processor import TicketProcessor


def ingest_file(memory: Memory, path: Path, agent: str = "auto") -> dict[str, Any]:
    """`vaultmem ingest`: the whole transcript the user names, window after window, synchronously."""
    path = Path(path).expanduser()
    transcript = read_transcript(path, agent)
    if not transcript.turns and agent != "auto" and _has_content(path):
        detected = agent_of_transcript(path)
        looks = f"; it looks like a {detected} transcript" if detected not in ("unknown", agent) else ""
        raise TranscriptError(f"no turns found in {path} read as a {agent} transcript{looks}",
                              "check --agent, or pass --agent auto to detect the format")
    processor = TicketProcessor(memory, memory.config.queue_dir)
    result = processor.process(transcript, force=True, whole=True)
    if "notes" in result:
        result["notes_total"] = len(result["notes"])
    return result


def _has_content(path: Path) -> bool:
    """True when the file holds anything but whitespace."""
    with path.open("rb") as handle:
        return any(line.strip() for line in handle)


def load_transcript_from_turns(session_id: str, agent: str, turns: list[Turn], cwd: str | None = None) -> Transcript:
    """A Transcript built in memory (benchmarks import LoCoMo sessions this way)."""
    return Transcript(path="", agent=agent, session_id=session_id, turns=turns, stats=ParseStats(), cwd=cwd,
                      git_branch=None)
