"""Reader for Codex rollouts (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime
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
)

AGENT = "codex"

ENVELOPE_TYPES = frozenset(
    {
        "session_meta", "turn_context", "response_item", "event_msg", "compacted",
        "world_state", "inter_agent_communication_metadata",
    }
)
_CALL_TYPES = frozenset(
    {"function_call", "custom_tool_call", "local_shell_call", "web_search_call", "tool_search_call"}
)
_OUTPUT_TYPES = frozenset({"function_call_output", "custom_tool_call_output", "local_shell_call_output"})
# Response items that are model internals or UI state, not conversation.
_RESPONSE_SKIP = frozenset(
    {
        "reasoning", "ghost_snapshot", "tool_search_output", "image_generation_call",
        "agent_message", "compaction", "compaction_summary", "other",
    }
)
# Response item types without the 2025-06+ {type, payload} envelope (older rollouts).
RESPONSE_TYPES = frozenset({"message"}) | _CALL_TYPES | _OUTPUT_TYPES | _RESPONSE_SKIP
# Harness-written "user" messages: instructions and environment, never the human.
_HARNESS_MARKERS = re.compile(
    r"<environment_context\b|<user_instructions\b|#\s*AGENTS\.md instructions|<permissions instructions\b"
    r"|^\s*<(?:instructions|turn_aborted|collaboration_mode|personality|skill)\b",
    re.IGNORECASE,
)
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)


@dataclass
class _Item:
    """A turn plus where it came from, kept until duplicates are settled."""

    line_no: int
    source: str  # "response" | "event" | "other"
    turn: Turn


@dataclass
class _State:
    """Facts gathered while streaming a rollout."""

    path: Path
    stats: ParseStats
    session_id: str | None = None
    first_cwd: str | None = None
    cwd: str | None = None
    git_branch: str | None = None
    items: list[_Item] = field(default_factory=list)


def read_codex(path: str | Path) -> Transcript:
    """Parse a Codex rollout file into turns, deduplicating event/response copies."""
    state = _State(path=Path(path), stats=ParseStats())
    for line_no, record in iter_records(state.path, state.stats):
        try:
            _handle(state, line_no, record)
        except Exception:  # one odd record must not lose the whole session
            state.stats.malformed += 1
            log.warning("%s:%d: could not interpret record", state.path, line_no, exc_info=True)
    match = _UUID.search(state.path.name)
    session_id = state.session_id or (match.group(0) if match else state.path.stem)
    turns = _dedupe(state)
    for item in turns:
        item.turn.id = f"{session_id}:{item.line_no}"
        item.turn.session_id = session_id
    if state.stats.unknown_types:
        log.info("%s: ignored unknown record types %s", state.path, dict(state.stats.unknown_types))
    return Transcript(
        path=str(state.path),
        agent=AGENT,
        session_id=session_id,
        turns=[item.turn for item in turns],
        stats=state.stats,
        cwd=state.first_cwd,
        git_branch=state.git_branch,
    )


def _dedupe(state: _State) -> list[_Item]:
    """Drop event_msg copies of messages already logged as response items."""
    # Newer Codex logs each utterance twice (response_item + event_msg) in no fixed order;
    # the response item is canonical whenever the file has any for that role.
    canonical = {i.turn.role for i in state.items if i.source == "response" and i.turn.kind == "message"}
    # A message's id is the line of whichever copy came first, so a rollout read mid-turn (only
    # one copy written yet) and read again later gives that message the same id both times.
    # The copies differ in details (the response copy marks attachments, e.g. "[image]"), so a
    # twin is the first unpaired response message of the same role whose text extends the other.
    unpaired = [i for i in state.items if i.source == "response" and i.turn.kind == "message"]
    kept: list[_Item] = []
    for item in state.items:
        if item.source == "event" and item.turn.role in canonical:
            state.stats.skip(f"event_msg:{'user' if item.turn.role == 'user' else 'agent'}_message (duplicate)")
            twin = next((r for r in unpaired if r.turn.role == item.turn.role and _same_message(r, item)), None)
            if twin is not None:
                unpaired.remove(twin)
                twin.line_no = min(twin.line_no, item.line_no)
            continue
        kept.append(item)
    return kept


def _same_message(a: _Item, b: _Item) -> bool:
    x, y = " ".join(a.turn.text.split()), " ".join(b.turn.text.split())
    return bool(x and y) and (x.startswith(y) or y.startswith(x))


def _handle(state: _State, line_no: int, record: dict[str, Any]) -> None:
    """Route one record, with or without the {type, payload} envelope."""
    rtype = record.get("type")
    payload = record.get("payload")
    ts = parse_timestamp(record.get("timestamp"))
    if isinstance(rtype, str) and rtype in ENVELOPE_TYPES and isinstance(payload, dict):
        if rtype == "session_meta":
            _session_meta(state, payload)
        elif rtype == "turn_context":
            state.cwd = as_str(payload.get("cwd")) or state.cwd
        elif rtype == "response_item":
            _response_item(state, line_no, payload, ts)
        elif rtype == "event_msg":
            _event(state, line_no, payload, ts)
        elif rtype == "compacted":
            _compacted(state, line_no, payload, ts)
        else:
            state.stats.skip(rtype)
    elif isinstance(rtype, str) and rtype in RESPONSE_TYPES:
        _response_item(state, line_no, record, ts)  # pre-envelope rollout line
    elif rtype is None and record.get("record_type") == "state":
        state.stats.skip("state")
    elif rtype is None and "id" in record and "timestamp" in record:
        _session_meta(state, record)  # pre-envelope first line
    else:
        state.stats.unknown(rtype if isinstance(rtype, str) else "(no type)")


def _session_meta(state: _State, payload: dict[str, Any]) -> None:
    """First session_meta wins: later ones describe forks or spawned subagents."""
    if state.session_id is None:
        state.session_id = as_str(payload.get("id")) or as_str(payload.get("session_id"))
    cwd = as_str(payload.get("cwd"))
    if state.first_cwd is None:
        state.first_cwd = cwd
    state.cwd = state.cwd or cwd
    if state.git_branch is None:
        state.git_branch = as_str(as_dict(payload.get("git")).get("branch"))


def _add(
    state: _State,
    line_no: int,
    source: str,
    role: str,
    text: str,
    ts: datetime | None,
    *,
    kind: str = "message",
    calls: list[ToolCall] | None = None,
    results: list[ToolResult] | None = None,
) -> None:
    """Append a turn; ids and session ids are filled in once the file is read."""
    turn = Turn(
        id="",
        role=role,
        text=text,
        timestamp=ts,
        agent=AGENT,
        session_id=state.session_id or "",
        cwd=state.cwd,
        git_branch=state.git_branch,
        tool_calls=calls or [],
        tool_results=results or [],
        kind=kind,
    )
    state.items.append(_Item(line_no, source, turn))


def _content_text(content: Any) -> str:
    """Join the text parts of a message's content list."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for part in as_list(content):
        if isinstance(part, str):
            parts.append(part)
            continue
        part = as_dict(part)
        ptype = as_str(part.get("type")) or ""
        if "image" in ptype:
            parts.append("[image]")
        elif ptype != "encrypted_content":
            parts.append(as_str(part.get("text")) or "")
    return "\n\n".join(p for p in parts if p)


def _user_message(state: _State, line_no: int, source: str, raw: str, ts: datetime | None) -> None:
    """A user-role message: the human, or the harness speaking as the user."""
    if _HARNESS_MARKERS.search(raw):
        role, kind = "system", "meta"
    elif raw.lstrip().lower().startswith("<user_shell_command"):
        role, kind = "system", "command"
    else:
        role, kind = "user", "message"
    text = clean_text(raw)
    if text:
        _add(state, line_no, source, role, text, ts, kind=kind)
    else:
        state.stats.skip("empty:user_message")


def _response_item(state: _State, line_no: int, payload: dict[str, Any], ts: datetime | None) -> None:
    """Messages, tool calls and tool outputs recorded as model-visible items."""
    ptype = as_str(payload.get("type")) or "?"
    if ptype == "message":
        role = payload.get("role")
        raw = _content_text(payload.get("content"))
        if role == "user":
            _user_message(state, line_no, "response", raw, ts)
            return
        text = clean_text(raw)
        if not text:
            state.stats.skip("empty:message")
        elif role == "assistant":
            _add(state, line_no, "response", "assistant", text, ts)
        else:  # developer / system prompts
            _add(state, line_no, "other", "system", text, ts, kind="meta")
    elif ptype in _CALL_TYPES:
        _add(state, line_no, "other", "assistant", "", ts, calls=[_call(ptype, payload)])
    elif ptype in _OUTPUT_TYPES:
        text, is_error = _output_text(payload.get("output"))
        result = ToolResult(as_str(payload.get("call_id")), clean_tool_text(text), is_error)
        _add(state, line_no, "other", "tool", "", ts, results=[result])
    elif ptype in _RESPONSE_SKIP:
        state.stats.skip(f"response_item:{ptype}")
    else:
        state.stats.unknown(f"response_item:{ptype}")


def _call(ptype: str, payload: dict[str, Any]) -> ToolCall:
    """Describe one tool invocation of any Codex call type."""
    call_id = as_str(payload.get("call_id")) or as_str(payload.get("id"))
    if ptype == "function_call":
        return ToolCall(call_id, as_str(payload.get("name")) or "function", compact_json(payload.get("arguments")))
    if ptype == "custom_tool_call":
        return ToolCall(call_id, as_str(payload.get("name")) or "tool", compact_json(payload.get("input")))
    if ptype == "local_shell_call":
        return ToolCall(call_id, "local_shell", compact_json(payload.get("action")))
    if ptype == "web_search_call":
        return ToolCall(call_id, "web_search", compact_json(payload.get("action")))
    return ToolCall(call_id, "tool_search", compact_json(payload.get("arguments")))


def _output_text(output: Any) -> tuple[str, bool]:
    """(text, is_error) from the many shapes a tool output takes across versions."""
    if isinstance(output, str):
        stripped = output.strip()
        if stripped.startswith("{") and '"output"' in stripped:
            try:
                wrapped = json.loads(stripped)
            except (ValueError, RecursionError):
                wrapped = None
            # Older versions wrap shell output as {"output": ..., "metadata": {"exit_code": n}}.
            if isinstance(wrapped, dict) and "output" in wrapped:
                code = as_dict(wrapped.get("metadata")).get("exit_code")
                inner, _ = _output_text(wrapped.get("output"))
                return inner, isinstance(code, int) and not isinstance(code, bool) and code != 0
        return output, False
    if isinstance(output, list):
        return _content_text(output), False
    if isinstance(output, dict):
        body = output.get("content", output.get("text", output.get("output")))
        text = _content_text(body) if body is not None else compact_json(output)
        return text, output.get("success") is False
    return ("" if output is None else compact_json(output)), False


def _event(state: _State, line_no: int, payload: dict[str, Any], ts: datetime | None) -> None:
    """UI events: only user/agent messages and errors matter; the rest is counted."""
    ptype = as_str(payload.get("type")) or "?"
    if ptype == "user_message":
        _user_message(state, line_no, "event", as_str(payload.get("message")) or "", ts)
    elif ptype == "agent_message":
        text = clean_text(as_str(payload.get("message")) or "")
        if text:
            _add(state, line_no, "event", "assistant", text, ts)
        else:
            state.stats.skip("empty:agent_message")
    elif ptype in ("error", "stream_error"):
        detail = as_str(payload.get("message")) or "unknown error"
        _add(state, line_no, "other", "system", clean_text(f"API error: {detail}"), ts, kind="api_error")
    else:
        state.stats.skip(f"event_msg:{ptype}")


def _compacted(state: _State, line_no: int, payload: dict[str, Any], ts: datetime | None) -> None:
    """A context compaction: its summary text, or a marker when the summary is empty."""
    text = clean_text(as_str(payload.get("message")) or "")
    if not text:
        kept = len(as_list(payload.get("replacement_history")))
        text = f"[context compacted; {kept} items kept]"
    _add(state, line_no, "other", "system", text, ts, kind="compact_summary")
