"""Agent-neutral transcript model plus the text hygiene shared by the transcript readers."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from vaultmem import utctime
from vaultmem.errors import VaultmemError

log = logging.getLogger("vaultmem.capture")

TOOL_TEXT_LIMIT = 2000  # tool inputs/results are evidence, not content: keep them short
TEXT_LIMIT = 16000  # one pasted log must not crowd every other turn out of a window
CODE_BLOCK_LINES = 40
SNIFF_BYTES = 8192


class TranscriptError(VaultmemError, ValueError):
    """The path is missing, a directory, or not an agent transcript at all."""


@dataclass
class ToolCall:
    """One tool invocation made by the assistant."""

    id: str | None
    name: str
    input: str  # compact JSON text, truncated


@dataclass
class ToolResult:
    """The (truncated) output of one tool invocation."""

    tool_use_id: str | None
    text: str
    is_error: bool = False


@dataclass
class Turn:
    """One cleaned message of a conversation, whatever agent produced it."""

    id: str
    role: str  # "user" | "assistant" | "system" | "tool"
    text: str
    timestamp: datetime | None
    agent: str
    session_id: str
    cwd: str | None = None
    git_branch: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    tool_results: list[ToolResult] = field(default_factory=list)
    kind: str = "message"  # message|summary|compact_summary|meta|command|api_error|subagent
    is_sidechain: bool = False


@dataclass
class ParseStats:
    """What a reader saw: total lines, dropped lines and record types it ignored."""

    lines: int = 0
    malformed: int = 0
    unknown_types: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)

    def skip(self, key: str) -> None:
        """Count one record deliberately left out."""
        self.skipped[key] = self.skipped.get(key, 0) + 1

    def unknown(self, key: str) -> None:
        """Count one record of a type this reader does not know."""
        if key not in self.unknown_types:
            log.debug("unknown transcript record type %r", key)
        self.unknown_types[key] = self.unknown_types.get(key, 0) + 1


@dataclass
class Transcript:
    """A parsed session file: its turns plus where and how it was read."""

    path: str
    agent: str
    session_id: str
    turns: list[Turn]
    stats: ParseStats
    cwd: str | None
    git_branch: str | None


def load_transcript_from_turns(session_id: str, agent: str, turns: list[Turn], cwd: str | None = None) -> Transcript:
    """A Transcript built in memory, not read from a file (a hub's uploaded turns, LoCoMo sessions)."""
    return Transcript(path="", agent=agent, session_id=session_id, turns=turns, stats=ParseStats(), cwd=cwd,
                      git_branch=None)


# ---------------------------------------------------------------- text hygiene

# Our own recall output: it must never flow back into extraction.
_OWN_TAG = "vaultmem-context"
# Harness noise whose content is never something the user or model said.
_NOISE_TAGS = (
    "system-reminder",
    "local-command-caveat",
    "command-stdout",
    "user-prompt-submit-hook",
    "session-start-hook",
)


def _tag_block(tag: str) -> re.Pattern[str]:
    """Match `<tag ...>...</tag>`, or an unclosed tag through the end of the text."""
    return re.compile(rf"<{tag}\b.*?(?:</{tag}\s*>|\Z)", re.DOTALL | re.IGNORECASE)


_OWN_BLOCK = _tag_block(_OWN_TAG)
# A closing tag whose opening half was cut off earlier: drop everything before it.
_OWN_ORPHAN_CLOSE = re.compile(rf"\A.*?</{_OWN_TAG}\s*>", re.DOTALL | re.IGNORECASE)
_NOISE_BLOCKS = [_tag_block(t) for t in _NOISE_TAGS]
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_RUNS = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_FENCE_OPEN = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def strip_injected(text: str) -> str:
    """Remove our own injected context and harness-only tags with their content."""
    if "<" not in text:
        return text
    text = _OWN_BLOCK.sub("", text)
    if re.search(rf"</{_OWN_TAG}\s*>", text, re.IGNORECASE):
        text = _OWN_ORPHAN_CLOSE.sub("", text)
    for pattern in _NOISE_BLOCKS:
        text = pattern.sub("", text)
    return text


def strip_ansi(text: str) -> str:
    """Drop terminal escape sequences and stray control characters."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    return _CONTROL.sub("", text)


def _valid_unicode(text: str) -> str:
    """Replace lone surrogates (legal in JSON escapes) so the text can be written as UTF-8."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")


def truncate(text: str, limit: int) -> str:
    """Cut text to about `limit` characters, saying how much was cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[... {len(text) - limit} chars cut]"


def cap_code_blocks(text: str, max_lines: int = CODE_BLOCK_LINES) -> str:
    """Keep only the first `max_lines` lines of each fenced code block."""
    if "```" not in text and "~~~" not in text:
        return text
    out: list[str] = []
    body: list[str] = []
    fence: str | None = None

    def flush() -> None:
        out.extend(body[:max_lines])
        if len(body) > max_lines:
            out.append(f"[... {len(body) - max_lines} lines cut]")
        body.clear()

    for line in text.split("\n"):
        if fence is None:
            out.append(line)
            match = _FENCE_OPEN.match(line)
            if match:
                fence = match.group(1)
            continue
        stripped = line.strip()
        closes = stripped.startswith(fence) and stripped == fence[0] * len(stripped)
        if closes:
            flush()
            out.append(line)
            fence = None
        else:
            body.append(line)
    if fence is not None:
        flush()
    return "\n".join(out)


def clean_text(text: str, *, limit: int = TEXT_LIMIT, cap_code: bool = True) -> str:
    """Full hygiene for message text: injected context, tags, escapes, huge code blocks."""
    text = _valid_unicode(text).replace("\r\n", "\n")
    text = strip_ansi(strip_injected(text))
    if cap_code:
        text = cap_code_blocks(text)
    text = _BLANK_RUNS.sub("\n\n", text).strip()
    return truncate(text, limit)


def clean_tool_text(text: str) -> str:
    """Hygiene for tool inputs/outputs: strip injections first, then cut short."""
    return clean_text(text, limit=TOOL_TEXT_LIMIT, cap_code=False)


def compact_json(value: Any) -> str:
    """Render a tool input as compact JSON (strings are kept as they are)."""
    if isinstance(value, str):
        return clean_tool_text(value)
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    except (TypeError, ValueError, RecursionError):
        text = str(value)
    return clean_tool_text(text)


# ---------------------------------------------------------------- record access

def as_str(value: Any) -> str | None:
    """The value if it is a non-empty string, else None."""
    return value if isinstance(value, str) and value else None


def as_dict(value: Any) -> dict[str, Any]:
    """The value if it is a dict, else an empty dict."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    """The value if it is a list, else an empty list."""
    return value if isinstance(value, list) else []


def parse_timestamp(value: Any) -> datetime | None:
    """Parse ISO-8601 text or epoch seconds/milliseconds into an aware UTC datetime."""
    try:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value) / 1000 if abs(value) > 1e11 else float(value)
            return utctime.from_epoch(seconds)
        if not isinstance(value, str):
            return None
        return utctime.parse(value)  # agents write UTC; a missing zone means UTC too
    except (ValueError, OverflowError, OSError):
        return None


def iter_records(path: Path, stats: ParseStats) -> Iterator[tuple[int, dict[str, Any]]]:
    """Stream (line_no, record) from a JSONL file, counting every line and each bad one."""
    bad_examples: list[str] = []
    with path.open("rb") as handle:
        for line_no, raw in enumerate(handle, start=1):
            stats.lines += 1
            if not raw.strip():
                continue
            reason: str | None = None
            try:
                record = json.loads(raw.decode("utf-8-sig"))  # -sig: tolerate a BOM
            except UnicodeDecodeError:
                reason = "invalid UTF-8"
            except (ValueError, RecursionError):
                # No trailing newline usually means the agent is still writing this line.
                reason = "truncated last line" if not raw.endswith(b"\n") else "invalid JSON"
            else:
                if isinstance(record, dict):
                    yield line_no, record
                    continue
                reason = f"JSON {type(record).__name__}, not an object"
            stats.malformed += 1
            log.debug("%s:%d: skipped line (%s)", path, line_no, reason)
            if len(bad_examples) < 3:
                bad_examples.append(f"line {line_no}: {reason}")
    if bad_examples:
        log.warning("%s: %d malformed line(s), e.g. %s", path, stats.malformed, "; ".join(bad_examples))


def sniff_binary(path: Path) -> bool:
    """True when the file starts with bytes no JSONL transcript can contain."""
    with path.open("rb") as handle:
        head = handle.read(SNIFF_BYTES)
    return b"\x00" in head


# ---------------------------------------------------------------- window / render

def _stamp(ts: datetime | None) -> str:
    """Minute-precision UTC stamp used in renderings."""
    if ts is None:
        return ""
    return f"[{utctime.iso_minutes(ts)}] "


def _render_turn(turn: Turn) -> str:
    """One turn as plain text; the turn's text appears verbatim."""
    tags = [turn.kind] if turn.kind != "message" else []
    if turn.is_sidechain and turn.kind != "subagent":
        tags.append("sidechain")
    label = f"{turn.role} ({', '.join(tags)})" if tags else turn.role
    lines = [f"{_stamp(turn.timestamp)}{label}:" + (f" {turn.text}" if turn.text else "")]
    for call in turn.tool_calls:
        lines.append(f"  -> {call.name} {call.input[:300]}".rstrip())
    for result in turn.tool_results:
        mark = "error" if result.is_error else "result"
        lines.append(f"  <- {mark}: {result.text[:300]}".rstrip())
    return "\n".join(lines)


def render(turns: Iterable[Turn]) -> str:
    """Plain-text transcript, one block per turn separated by blank lines."""
    return "\n\n".join(_render_turn(t) for t in turns)


def window(turns: list[Turn], max_turns: int = 40, max_chars: int = 24000) -> list[Turn]:
    """The newest turns that fit both limits; an oversized newest turn is truncated, not dropped."""
    if max_turns <= 0 or not turns:
        return []
    kept: list[Turn] = []
    used = 0
    for turn in reversed(turns):
        cost = len(_render_turn(turn)) + (2 if kept else 0)  # the "\n\n" separator
        if len(kept) >= max_turns or used + cost > max_chars:
            break
        kept.append(turn)
        used += cost
    if not kept:
        kept.append(_shrink(turns[-1], max_chars))
    kept.reverse()
    return kept


def chunk_end(turns: list[Turn], start: int, max_turns: int = 40, max_chars: int = 24000) -> int:
    """Largest end such that `window` over turns[:end] still reaches turns[start] (at least start+1)."""
    end = start + 1
    # window() keeps the newest turns, so it reaches turns[start] exactly when it keeps all of
    # turns[start:end+1]; slicing from start keeps a long transcript linear, not quadratic.
    while end < len(turns) and len(window(turns[start:end + 1], max_turns, max_chars)) >= end + 1 - start:
        end += 1
    return end


def chunks(turns: list[Turn], max_turns: int = 40, max_chars: int = 24000) -> Iterator[list[Turn]]:
    """Consecutive windows covering every turn once, each the largest that fits both limits."""
    start = 0
    while start < len(turns):
        end = chunk_end(turns, start, max_turns, max_chars)
        yield window(turns[:end], max_turns, max_chars)[start - end:]  # not the turns of the last chunk again
        start = end


def _shrink(turn: Turn, max_chars: int) -> Turn:
    """A copy of `turn` whose rendering fits in `max_chars` (keeping the head of its text)."""
    marker = "[... truncated]"
    slim = replace(turn, text=marker)
    if len(_render_turn(slim)) > max_chars:
        slim = replace(slim, tool_calls=[], tool_results=[])
    room = max(0, max_chars - len(_render_turn(slim)) - 1)  # 1: the space before the marker
    return replace(slim, text=f"{turn.text[:room]} {marker}" if room else marker)
