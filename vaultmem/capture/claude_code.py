"""Reader for Claude Code session logs (~/.claude/projects/<slug>/<session>.jsonl)."""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from vaultmem.capture.turns import (
    ParseStats,
    ToolCall,
    ToolResult,
    Transcript,
    Turn,
    as_dict,
    as_list,
    as_str,
    clean_text,
    clean_tool_text,
    compact_json,
    iter_records,
    log,
    parse_timestamp,
    strip_injected,
)

AGENT = "claude-code"

# Bookkeeping records with no conversational content; counted, never turned into turns.
SKIP_TYPES = frozenset(
    {
        "file-history-snapshot", "queue-operation", "progress", "ai-title", "custom-title",
        "agent-name", "last-prompt", "permission-mode", "mode", "tag", "frame-link", "pr-link",
        "worktree-state", "relocated", "bridge-session", "atis-latch", "started", "result",
        "stop_hook_summary",
    }
)
# Every record type this reader understands (used by format detection too).
MESSAGE_TYPES = frozenset({"user", "assistant", "summary", "system", "attachment"})
KNOWN_TYPES = MESSAGE_TYPES | SKIP_TYPES
_API_ERROR_SUBTYPES = frozenset({"api_error", "error", "api_refusal"})
_EPOCH = datetime.min.replace(tzinfo=timezone.utc)


@dataclass
class _FileState:
    """Per-file facts gathered while streaming (first session id, cwd, branch)."""

    path: Path
    stats: ParseStats
    sidechain: bool
    session_id: str | None = None
    cwd: str | None = None
    git_branch: str | None = None
    turns: list[Turn] = field(default_factory=list)


def read_claude_code(path: str | Path) -> Transcript:
    """Parse a Claude Code session file plus any 2.x `<session>/subagents/*.jsonl` files."""
    main_path = Path(path)
    stats = ParseStats()
    # Files named agent-*.jsonl are subagent logs even when read on their own.
    main = _read_file(main_path, stats, sidechain=main_path.name.startswith("agent-"))
    turns = main.turns
    sub_dir = main_path.with_suffix("") / "subagents"
    if sub_dir.is_dir():
        subs = [_read_file(p, stats, sidechain=True).turns for p in sorted(sub_dir.glob("*.jsonl")) if p.is_file()]
        if subs:
            turns = _merge_by_time([turns, *subs])
    session_id = main.session_id or main_path.stem
    seen: set[str] = set()
    for turn in turns:
        turn.session_id = session_id  # one file, one session: resumed copies keep the file's id
        if turn.id in seen:
            turn.id = f"{turn.id}#{len(seen)}"
        seen.add(turn.id)
    _log_unknown(main_path, stats)
    return Transcript(
        path=str(main_path),
        agent=AGENT,
        session_id=session_id,
        turns=turns,
        stats=stats,
        cwd=main.cwd,
        git_branch=main.git_branch,
    )


def _log_unknown(path: Path, stats: ParseStats) -> None:
    """One summary line per file rather than one per record."""
    if stats.unknown_types:
        log.info("%s: ignored unknown record types %s", path, dict(stats.unknown_types))


def _read_file(path: Path, stats: ParseStats, *, sidechain: bool) -> _FileState:
    """Stream one JSONL file into turns, never failing on a single bad record."""
    state = _FileState(path=path, stats=stats, sidechain=sidechain)
    for line_no, record in iter_records(path, stats):
        try:
            _note_context(state, record)
            turn = _record_turn(state, line_no, record)
        except Exception:  # a bug on one odd record must not lose the whole session
            stats.malformed += 1
            log.warning("%s:%d: could not interpret record", path, line_no, exc_info=True)
            continue
        if turn is not None:
            state.turns.append(turn)
    return state


def _note_context(state: _FileState, record: dict[str, Any]) -> None:
    """Remember the first session id, cwd and git branch the file mentions."""
    if state.session_id is None:
        state.session_id = as_str(record.get("sessionId")) or as_str(record.get("session_id"))
    if state.cwd is None:
        state.cwd = as_str(record.get("cwd"))
    if state.git_branch is None:
        state.git_branch = as_str(record.get("gitBranch"))


def _record_turn(state: _FileState, line_no: int, record: dict[str, Any]) -> Turn | None:
    """Dispatch one record by its type; None when it carries no conversation."""
    rtype = record.get("type")
    if not isinstance(rtype, str):
        role = as_dict(record.get("message")).get("role")
        if role not in ("user", "assistant"):
            state.stats.unknown("(no type)")
            return None
        rtype = role
    if rtype in ("user", "assistant"):
        return _message_turn(state, line_no, record, rtype)
    if rtype == "summary":
        text = clean_text(as_str(record.get("summary")) or "")
        return _make(state, line_no, record, "system", text, kind="summary") if text else _empty(state, rtype)
    if rtype == "system":
        return _system_turn(state, line_no, record)
    if rtype == "attachment":
        return _attachment_turn(state, line_no, record)
    if rtype in SKIP_TYPES:
        state.stats.skip(rtype)
    else:
        state.stats.unknown(rtype)
    return None


def _make(
    state: _FileState,
    line_no: int,
    record: dict[str, Any],
    role: str,
    text: str,
    *,
    kind: str = "message",
    calls: list[ToolCall] | None = None,
    results: list[ToolResult] | None = None,
) -> Turn:
    """Build a turn with the record's id, time and location."""
    sidechain = state.sidechain or record.get("isSidechain") is True
    if kind == "message" and sidechain:
        kind = "subagent"
    return Turn(
        id=as_str(record.get("uuid")) or f"{state.path.stem}:{line_no}",
        role=role,
        text=text,
        timestamp=parse_timestamp(record.get("timestamp")),
        agent=AGENT,
        session_id=state.session_id or state.path.stem,
        cwd=as_str(record.get("cwd")),
        git_branch=as_str(record.get("gitBranch")),
        tool_calls=calls or [],
        tool_results=results or [],
        kind=kind,
        is_sidechain=sidechain,
    )


def _empty(state: _FileState, rtype: str) -> None:
    """Count a record that had nothing left after cleaning."""
    state.stats.skip(f"empty:{rtype}")
    return None


def _message_turn(state: _FileState, line_no: int, record: dict[str, Any], rtype: str) -> Turn | None:
    """A user/assistant record: text, tool calls, tool results, and what kind of message it is."""
    message = as_dict(record.get("message"))
    role = message.get("role") if message.get("role") in ("user", "assistant") else rtype
    texts, calls, results = _split_content(message.get("content"))
    raw = "\n\n".join(texts)
    kind = "message"
    if record.get("isApiErrorMessage") is True or (
        role == "assistant" and message.get("model") == "<synthetic>" and as_str(record.get("error"))
    ):
        role, kind = "system", "api_error"
    elif record.get("isCompactSummary") is True:
        role, kind = "system", "compact_summary"
    elif role == "user" and (command := _command(raw)) is not None:
        role, raw = command
        kind = "command"
    elif record.get("isMeta") is True and raw.strip():
        role, kind = "system", "meta"  # expanded prompts/caveats, not something the user typed
    text = clean_text(raw)
    if role == "user" and results and not text:
        role = "tool"
    if not text and not calls and not results:
        return _empty(state, rtype)
    return _make(state, line_no, record, role, text, kind=kind, calls=calls, results=results)


def _split_content(content: Any) -> tuple[list[str], list[ToolCall], list[ToolResult]]:
    """Separate message content blocks into text, tool calls and tool results."""
    if isinstance(content, str):
        return [content], [], []
    texts: list[str] = []
    calls: list[ToolCall] = []
    results: list[ToolResult] = []
    for block in as_list(content):
        if isinstance(block, str):
            texts.append(block)
            continue
        block = as_dict(block)
        btype = block.get("type")
        if btype == "text":
            texts.append(as_str(block.get("text")) or "")
        elif btype == "tool_use":
            name = as_str(block.get("name")) or "tool"
            calls.append(ToolCall(as_str(block.get("id")), name, compact_json(block.get("input", {}))))
        elif btype == "tool_result":
            body = block.get("content")
            if body is None or body == []:
                body = block.get("text")
            text = clean_tool_text(_result_text(body))
            results.append(ToolResult(as_str(block.get("tool_use_id")), text, block.get("is_error") is True))
        elif btype in ("image", "document"):
            texts.append(f"[{btype}]")
        # thinking / redacted_thinking / fallback blocks are model internals: left out on purpose
    return texts, calls, results


def _result_text(body: Any) -> str:
    """Flatten a tool_result body (string or list of blocks) into text."""
    if isinstance(body, str):
        return body
    parts: list[str] = []
    for item in as_list(body):
        if isinstance(item, str):
            parts.append(item)
        elif isinstance(item, dict):
            if item.get("type") == "image":
                parts.append("[image]")
            else:
                parts.append(as_str(item.get("text")) or "")
    return "\n".join(p for p in parts if p)


def _inner(tag: str, text: str) -> str | None:
    """Content of the first `<tag>...</tag>` in text, or None when absent."""
    match = re.search(rf"<{tag}>(.*?)</{tag}>", text, re.DOTALL)
    return match.group(1).strip() if match else None


def _command(raw: str) -> tuple[str, str] | None:
    """(role, text) for slash-command, local-command and bash-mode records; else None."""
    text = strip_injected(raw).strip()
    if not text.startswith("<"):
        return None
    name = _inner("command-name", text)
    if name is not None:
        args = _inner("command-args", text)
        return "user", f"/{name.lstrip('/')}" + (f" {args}" if args else "")
    output = [o for o in (_inner("local-command-stdout", text), _inner("local-command-stderr", text)) if o is not None]
    if output:
        return "system", "\n".join(output)
    bash = _inner("bash-input", text)
    if bash is not None:
        return "user", f"!{bash}"
    streams = [o for o in (_inner("bash-stdout", text), _inner("bash-stderr", text)) if o is not None]
    if streams:
        return "system", "\n".join(streams)
    message = _inner("command-message", text)
    if message is not None:
        return "user", message
    return None


def _system_turn(state: _FileState, line_no: int, record: dict[str, Any]) -> Turn | None:
    """System records: compaction markers, API errors and local commands; the rest is UI noise."""
    subtype = as_str(record.get("subtype")) or "?"
    if subtype == "compact_boundary":
        trigger = as_str(as_dict(record.get("compactMetadata")).get("trigger")) or as_str(record.get("trigger"))
        text = "[conversation compacted" + (f", {trigger}" if trigger else "") + "]"
        return _make(state, line_no, record, "system", text, kind="meta")
    if subtype in _API_ERROR_SUBTYPES or record.get("isApiErrorMessage") is True:
        return _make(state, line_no, record, "system", clean_text(_error_text(record, subtype)), kind="api_error")
    if subtype == "local_command":
        command = _command(as_str(record.get("content")) or "")
        if command is None:
            return _empty(state, "system:local_command")
        text = clean_text(command[1])
        return _make(state, line_no, record, command[0], text, kind="command") if text else _empty(state, "system")
    state.stats.skip(f"system:{subtype}")
    return None


def _error_text(record: dict[str, Any], subtype: str) -> str:
    """A one-line description of an API error or refusal record."""
    error = as_dict(record.get("error"))
    nested = as_dict(error.get("error"))
    detail = (
        as_str(record.get("apiRefusalExplanation"))
        or as_str(error.get("message"))
        or as_str(as_dict(nested.get("error")).get("message"))
        or as_str(nested.get("message"))
        or as_str(record.get("error"))
        or as_str(record.get("content"))
    )
    status = error.get("status") or record.get("apiErrorStatus")
    head = "API refusal" if subtype == "api_refusal" else "API error"
    if isinstance(status, int) and not isinstance(status, bool) and status:
        head += f" {status}"
    return f"{head}: {detail}" if detail else head


def _attachment_turn(state: _FileState, line_no: int, record: dict[str, Any]) -> Turn | None:
    """Attachments are injected context (hooks, memory, reminders) except queued user prompts."""
    attachment = as_dict(record.get("attachment"))
    atype = as_str(attachment.get("type")) or "?"
    # hook_* attachments (hook_additional_context above all) carry our own recall output.
    if atype != "queued_command":
        state.stats.skip(f"attachment:{atype}")
        return None
    prompt = attachment.get("prompt")
    texts = [prompt] if isinstance(prompt, str) else _split_content(prompt)[0]
    text = clean_text("\n\n".join(texts))
    if not text:
        return _empty(state, "attachment:queued_command")
    origin = as_dict(attachment.get("origin"))
    if attachment.get("commandMode") == "bash":
        return _make(state, line_no, record, "user", f"!{text}", kind="command")
    if attachment.get("isMeta") is True or "from" in origin or "senderTaskId" in origin:
        return _make(state, line_no, record, "system", text, kind="meta")  # sent by another agent
    return _make(state, line_no, record, "user", text)


def _merge_by_time(streams: list[list[Turn]]) -> list[Turn]:
    """Interleave turn lists by timestamp while keeping each list's own order."""

    def keyed(turns: list[Turn]) -> Iterator[tuple[datetime, Turn]]:
        last = _EPOCH
        for turn in turns:
            # Undated turns inherit the previous time so they stay beside their neighbours.
            if turn.timestamp is not None:
                last = turn.timestamp
            yield last, turn

    merged = heapq.merge(*(keyed(s) for s in streams), key=lambda pair: pair[0])
    return [turn for _, turn in merged]
