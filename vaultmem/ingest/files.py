"""Ingest without a ticket: a whole transcript file the user names (`vaultmem ingest`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..capture.transcripts import agent_of_transcript, read_transcript
from ..capture.turns import TranscriptError
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

