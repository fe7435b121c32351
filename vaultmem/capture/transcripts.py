"""Format detection and the single entry point for reading agent transcripts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from vaultmem.capture import claude_code, codex
from vaultmem.capture.turns import ParseStats, Transcript, TranscriptError, sniff_binary

__all__ = ["TranscriptError", "agent_of_transcript", "read_transcript", "AGENTS"]

AGENTS = ("claude-code", "codex")
_SNIFF_LINES = 200  # decisive records appear in the first few lines; stop early on junk
_HINT = "pass a session .jsonl from ~/.claude/projects/<project>/ or ~/.codex/sessions/YYYY/MM/DD/"


def _check_path(path: str | Path) -> Path:
    """Resolve the path or explain why it cannot be a transcript."""
    p = Path(path).expanduser()
    if not p.exists():
        raise TranscriptError(f"transcript not found: {p}", _HINT)
    if p.is_dir():
        raise TranscriptError(f"transcript path is a directory, not a .jsonl file: {p}", _HINT)
    if not p.is_file():
        raise TranscriptError(f"transcript path is not a regular file: {p}", _HINT)
    return p


def _classify(record: dict[str, Any]) -> str | None:
    """Which agent wrote this record, when a single record is enough to tell."""
    rtype = record.get("type") if isinstance(record.get("type"), str) else None
    if rtype in codex.ENVELOPE_TYPES and isinstance(record.get("payload"), dict):
        return "codex"
    if any(k in record for k in ("sessionId", "parentUuid", "leafUuid", "isSidechain")):
        return "claude-code"
    if rtype in claude_code.KNOWN_TYPES:
        return "claude-code"
    if rtype in codex.RESPONSE_TYPES or record.get("record_type") == "state":
        return "codex"  # pre-envelope rollout
    if rtype is None and "id" in record and "instructions" in record:
        return "codex"
    return None


def _sniff(p: Path) -> tuple[str, bool]:
    """(agent or "unknown", whether any non-blank line exists) from the first lines."""
    if sniff_binary(p):
        return "unknown", True
    seen_content = False
    with p.open("rb") as handle:
        for index, raw in enumerate(handle):
            if index >= _SNIFF_LINES:
                break
            if not raw.strip():
                continue
            seen_content = True
            try:
                record = json.loads(raw.decode("utf-8-sig"))  # -sig: tolerate a BOM
            except (ValueError, RecursionError):
                continue  # UnicodeDecodeError is a ValueError too
            if isinstance(record, dict) and (agent := _classify(record)) is not None:
                return agent, True
    return "unknown", seen_content


def agent_of_transcript(path: str | Path) -> str:
    """Return "claude-code", "codex" or "unknown" judging by the file's first records."""
    return _sniff(_check_path(path))[0]


def _guess_from_path(p: Path) -> str:
    """Best guess for an empty file: Codex names its files rollout-*.jsonl."""
    return "codex" if p.name.startswith("rollout-") or ".codex" in p.parts else "claude-code"


def read_transcript(path: str | Path, agent: str = "auto") -> Transcript:
    """Read a Claude Code or Codex session file; agent="auto" detects the format from content."""
    p = _check_path(path)
    if agent not in ("auto", *AGENTS):
        raise TranscriptError(f"unknown agent {agent!r}", f"use one of: auto, {', '.join(AGENTS)}")
    if sniff_binary(p):
        raise TranscriptError(f"not a transcript (binary data): {p}", _HINT)
    if agent == "auto":
        detected, has_content = _sniff(p)
        if detected == "unknown":
            if has_content:
                raise TranscriptError(
                    f"not a Claude Code or Codex transcript (no recognisable JSONL records "
                    f"in the first {_SNIFF_LINES} lines): {p}",
                    _HINT,
                )
            # An empty file is a session that has not written anything yet, not an error.
            guess = _guess_from_path(p)
            return Transcript(str(p), guess, p.stem, [], _count_blank_lines(p), None, None)
        agent = detected
    if agent == "codex":
        return codex.read_codex(p)
    return claude_code.read_claude_code(p)


def _count_blank_lines(p: Path) -> ParseStats:
    """Stats for a file holding only whitespace."""
    stats = ParseStats()
    with p.open("rb") as handle:
        for _ in handle:
            stats.lines += 1
    return stats
