"""Transcript readers: real Claude Code / Codex session files plus synthetic edge cases."""

from __future__ import annotations

import io
import json
import tempfile
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vaultmem.capture.transcripts import TranscriptError, agent_of_transcript, read_transcript
from vaultmem.capture.turns import (
    Transcript,
    Turn,
    cap_code_blocks,
    chunk_end,
    chunks,
    parse_timestamp,
    render,
    window,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "transcripts"
CC_VIEWER = "d-kimuson__claude-code-viewer"
SUBAGENT_MAIN = "jazzyalex__agent-sessions/subagent/0a1b2c3d-4e5f-4061-8071-2a3b4c5d6e7f.jsonl"
SUBAGENT_FILE = (
    "jazzyalex__agent-sessions/subagent/0a1b2c3d-4e5f-4061-8071-2a3b4c5d6e7f/subagents/agent-a0ad4f44468bdf20d.jsonl"
)
CODEX_COMPACTED = "codex/madshn__localpush/rollout-2026-02-23T12-54-34-019c8a59-e9dd-71f0-9ae3-4079fe9726a9.jsonl"


def _all_data_files() -> list[str]:
    """Every JSONL file shipped in the shared data folder (empty when it is absent)."""
    if not DATA.is_dir():
        return []
    return sorted(str(p.relative_to(DATA)) for p in DATA.rglob("*.jsonl"))


def real(rel: str) -> Path:
    """Path of one shared transcript, skipping the test when the data is not present."""
    path = DATA / rel
    if not path.is_file():
        pytest.skip(f"shared transcript data not available: {path}")
    return path


def raw_records(path: Path) -> list[dict[str, Any]]:
    """The file's records, parsed independently of the reader under test."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, records: list[Any]) -> Path:
    """Write records one per line."""
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def all_text(t: Transcript) -> str:
    """Everything the transcript exposes as text, tool payloads included."""
    parts = [render(t.turns)]
    for turn in t.turns:
        parts.append(turn.text)
        parts.extend(c.input for c in turn.tool_calls)
        parts.extend(r.text for r in turn.tool_results)
    return "\n".join(parts)


# ------------------------------------------------------------------ every real file


@pytest.mark.parametrize("rel", _all_data_files() or ["<no shared data>"])
def test_every_real_file_parses_cleanly(rel: str) -> None:
    path = real(rel)
    t = read_transcript(path)
    expected_agent = "codex" if rel.startswith("codex/") else "claude-code"
    assert t.agent == expected_agent
    assert agent_of_transcript(path) == expected_agent
    assert t.turns, "every shipped transcript has conversation"
    assert t.stats.malformed == 0
    assert t.stats.unknown_types == {}
    if not (path.with_suffix("") / "subagents").is_dir():
        assert t.stats.lines == len(path.read_bytes().splitlines())
    assert len({turn.id for turn in t.turns}) == len(t.turns), "turn ids are unique"
    text = all_text(t)
    for marker in ("<system-reminder", "</system-reminder>", "<vaultmem-context", "\x1b["):
        assert marker not in text
    rendered = render(t.turns)
    for turn in t.turns:
        assert turn.role in {"user", "assistant", "system", "tool"}
        assert turn.kind in {"message", "summary", "compact_summary", "meta", "command", "api_error", "subagent"}
        assert turn.session_id == t.session_id
        assert turn.agent == expected_agent
        assert turn.timestamp is None or turn.timestamp.utcoffset() == timedelta(0)
        assert turn.text in rendered
        assert all(len(c.input) <= 2100 for c in turn.tool_calls)
        assert all(len(r.text) <= 2100 for r in turn.tool_results)


def test_sources_txt_files_are_all_present() -> None:
    real("SOURCES.txt")
    files = set(_all_data_files())
    assert {f"{CC_VIEWER}/fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl", SUBAGENT_MAIN, SUBAGENT_FILE} <= files
    assert sum(f.startswith("codex/madshn__localpush/rollout-") for f in files) == 3


# ------------------------------------------------------------------ Claude Code 1.x


def test_claude_1x_inline_sidechains_tools_and_reminders() -> None:
    path = real(f"{CC_VIEWER}/fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl")
    records = raw_records(path)
    t = read_transcript(path)
    assert t.session_id == "fe5e1c67-53e7-4862-81ae-d0e013e3270b"
    assert t.cwd == "/path/to/Demo"
    assert t.git_branch is None  # the file records an empty branch
    assert t.stats.lines == 438
    kinds = Counter(turn.kind for turn in t.turns)
    assert kinds["summary"] == 1
    assert [x.text for x in t.turns if x.kind == "summary"] == ["Empty Repo Setup: CLAUDE.md Foundation Created"]
    # Inline Task-subagent lines become sidechain turns.
    side = [x for x in t.turns if x.is_sidechain]
    assert len(side) > 300 and all(x.kind == "subagent" for x in side)
    assert not any(x.is_sidechain for x in t.turns if x.kind == "summary")
    # Every tool_use / tool_result block is kept.
    blocks = Counter(
        b.get("type") for r in records for b in (r.get("message") or {}).get("content") or [] if isinstance(b, dict)
    )
    uses, results = blocks["tool_use"], blocks["tool_result"]
    assert uses == results == 167
    assert sum(len(x.tool_calls) for x in t.turns) == uses
    assert sum(len(x.tool_results) for x in t.turns) == results
    assert all(x.role == "tool" for x in t.turns if x.tool_results and not x.text)
    # Slash command and its expanded (isMeta) prompt.
    commands = [x for x in t.turns if x.kind == "command"]
    assert [(c.role, c.text) for c in commands] == [("user", "/orchestrator create TODO app by Next.js")]
    meta = [x for x in t.turns if x.kind == "meta"]
    assert len(meta) == 1 and meta[0].role == "system" and meta[0].text.startswith("Split complex tasks")
    # The raw file carries system reminders; none survive.
    assert path.read_text(encoding="utf-8").count("<system-reminder>") == 27
    assert "Whenever you read a file, you should consider whether it looks malicious" not in all_text(t)
    humans = [x.text for x in t.turns if x.role == "user" and x.kind == "message"]
    assert humans == ["Thanks! Please update CLAUDE.md for current changes"]


def test_claude_1x_second_session_and_task_tool() -> None:
    t = read_transcript(real(f"{CC_VIEWER}/5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl"))
    assert t.git_branch == "main" and t.stats.lines == 53
    assert [x.text for x in t.turns if x.kind == "command"] == ["/orchestrator @CLAUDE.md を最新の状態にアップデートしてください"]
    assert any(x.is_sidechain for x in t.turns)

    t = read_transcript(real("slopus__happy/task_non_sdk.jsonl"))
    first = t.turns[0]
    assert (first.role, first.kind, first.is_sidechain) == ("user", "message", False)
    assert first.text.startswith("Show me a sample of using Task tool")
    assert sum(x.is_sidechain for x in t.turns) == 8
    names = {c.name for x in t.turns for c in x.tool_calls}
    assert {"Task", "WebSearch"} <= names
    assert t.turns[0].timestamp is not None and t.turns[0].timestamp.tzinfo is not None


def test_claude_rate_limit_is_api_error() -> None:
    t = read_transcript(real("slopus__happy/rate-limit.jsonl"))
    assert [(x.role, x.kind) for x in t.turns] == [("user", "message"), ("system", "api_error")]
    assert "hit your limit" in t.turns[1].text
    assert t.turns[0].timestamp == datetime(2026, 7, 21, 23, 52, 26, 1000, tzinfo=timezone.utc)


# ------------------------------------------------------------------ Claude Code 2.x


def test_claude_2x_record_shapes() -> None:
    path = real("jazzyalex__agent-sessions/claude_small.jsonl")
    t = read_transcript(path)
    assert (t.session_id, t.cwd, t.git_branch) == ("ses_stage0_small", "/tmp", "main")
    ids = {x.id for x in t.turns}
    # Hook output (our injection channel) never becomes a turn.
    assert "att-nested-4" not in ids
    assert t.stats.skipped["attachment:hook_additional_context"] == 1
    assert "hook_additional_context" in path.read_text(encoding="utf-8")
    for key in ("file-history-snapshot", "queue-operation", "progress", "ai-title", "system:stop_hook_summary"):
        assert t.stats.skipped[key] >= 1
    kinds = Counter(x.kind for x in t.turns)
    assert kinds["compact_summary"] == 1 and kinds["api_error"] >= 4
    summary = next(x for x in t.turns if x.kind == "compact_summary")
    assert (summary.id, summary.role, summary.text) == ("u3", "system", "Summary of prior context.")
    assert any(x.text.startswith("[conversation compacted") for x in t.turns if x.kind == "meta")
    assert "Reasoning goes here." not in all_text(t)  # thinking blocks are left out
    denied = next(x for x in t.turns if x.id == "u2b")
    assert denied.role == "tool" and denied.tool_results[0].is_error
    nested = next(x for x in t.turns if x.id == "u-nested-1")
    assert nested.tool_results[0].tool_use_id == "toolu_stage0_1" and "a.txt" in nested.tool_results[0].text
    hello = next(x for x in t.turns if x.id == "u1")
    assert (hello.role, hello.text, hello.is_sidechain) == ("user", "Hello", True)


def test_claude_2x_subagent_layout() -> None:
    path = real(SUBAGENT_MAIN)
    t = read_transcript(path)
    assert t.stats.lines == 3 + 4  # main file plus its subagent file
    texts = [x.text for x in t.turns]
    assert texts.index("Spawning a subagent.") < texts.index("Search the repo for TODO comments")
    sub = [x for x in t.turns if x.is_sidechain]
    assert {x.id for x in sub} == {"cu1", "ca1", "cu2"}
    assert all(x.kind == "subagent" for x in sub)
    assert all(x.session_id == "0a1b2c3d-4e5f-4061-8071-2a3b4c5d6e7f" for x in t.turns)
    assert [x.timestamp for x in t.turns] == sorted(x.timestamp for x in t.turns if x.timestamp)
    assert t.stats.skipped["attachment:hook_success"] == 1

    alone = read_transcript(real(SUBAGENT_FILE))
    assert alone.turns and all(x.is_sidechain for x in alone.turns)


# ------------------------------------------------------------------ Codex


def test_codex_rollouts_roles_and_dedup() -> None:
    for path in sorted((DATA / "codex" / "madshn__localpush").glob("rollout-*.jsonl")) or [real("codex/madshn__localpush")]:
        records = raw_records(path)
        t = read_transcript(path)
        payloads = [r["payload"] for r in records if r.get("type") == "response_item"]
        developer = {c["text"] for p in payloads if p.get("role") == "developer" for c in p["content"]}
        user_items = [p for p in payloads if p.get("type") == "message" and p.get("role") == "user"]
        users = [x for x in t.turns if x.role == "user"]
        assert users and len(users) == len(user_items)  # event_msg copies are dropped
        assert not any(x.text in developer for x in users)
        assert {x.text for x in t.turns if x.kind == "meta"} <= developer
        calls = sum(p.get("type") in ("function_call", "custom_tool_call", "web_search_call") for p in payloads)
        outputs = sum(p.get("type") in ("function_call_output", "custom_tool_call_output") for p in payloads)
        assert sum(len(x.tool_calls) for x in t.turns) == calls
        assert sum(len(x.tool_results) for x in t.turns) == outputs
        assert t.stats.skipped["response_item:reasoning"] > 0
        assert t.git_branch == "main" and t.session_id in path.name
        assert all(x.id.startswith(t.session_id + ":") for x in t.turns)


def test_codex_compacted_record() -> None:
    t = read_transcript(real(CODEX_COMPACTED))
    compacted = [x for x in t.turns if x.kind == "compact_summary"]
    assert len(compacted) == 1 and compacted[0].role == "system"
    assert compacted[0].timestamp == datetime(2026, 2, 24, 9, 51, 48, 878000, tzinfo=timezone.utc)


def test_codex_0146_shapes() -> None:
    t = read_transcript(real("codex/jazzyalex__agent-sessions/codex_small_0.146.jsonl"))
    assert t.session_id == "019fc8be-3658-7ca3-9e29-000000000000" and t.cwd == "/tmp/repo"
    users = [x.text for x in t.turns if x.role == "user"]
    assert users.count("List the files\n\n[image]") == 1
    assert "List the files" not in users  # the event_msg copy was deduplicated
    assert sum(x.kind == "compact_summary" for x in t.turns) == 6
    assert any(x.kind == "api_error" for x in t.turns)
    assert not any(x.role == "user" for x in t.turns if x.kind == "meta")
    results = {r.tool_use_id: r.text for x in t.turns for r in x.tool_results}
    assert results["call-2"] == "a.txt" and results["call-1"] == "a.txt\nb.txt"
    assert {"shell", "web_search", "tool_search"} <= {c.name for x in t.turns for c in x.tool_calls}


# ------------------------------------------------------------------ synthetic Claude Code


def cc(role: str, content: Any, **extra: Any) -> dict[str, Any]:
    """A minimal Claude Code message record."""
    record = {
        "type": role,
        "sessionId": "s1",
        "uuid": extra.pop("uuid", f"{role}-{abs(hash(json.dumps(content))) % 10**8}"),
        "timestamp": "2026-01-01T10:00:00.000Z",
        "cwd": "/repo",
        "gitBranch": "dev",
        "message": {"role": role, "content": content},
    }
    record.update(extra)
    return record


def test_malformed_and_truncated_lines(tmp_path: Path) -> None:
    path = tmp_path / "s1.jsonl"
    good = json.dumps(cc("user", "first question")) + "\n"
    junk = 'not json at all\n[1, 2]\n"just a string"\n\n'
    truncated = '{"type": "user", "mess'
    path.write_bytes((good + junk + good.replace("first", "second") + truncated).encode())
    t = read_transcript(path)
    assert t.stats.lines == 7
    assert t.stats.malformed == 4
    assert [x.text for x in t.turns] == ["first question", "second question"]
    assert len({x.id for x in t.turns}) == 2


def test_invalid_utf8_line_is_counted_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "s1.jsonl"
    path.write_bytes(json.dumps(cc("user", "ok")).encode() + b"\n" + b'{"type":"user","x":"\xff\xfe"}\n')
    t = read_transcript(path)
    assert (t.stats.lines, t.stats.malformed, len(t.turns)) == (2, 1, 1)


def test_not_a_transcript(tmp_path: Path) -> None:
    binary = tmp_path / "blob.jsonl"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(TranscriptError, match="binary"):
        read_transcript(binary)
    with pytest.raises(TranscriptError):
        read_transcript(binary, agent="codex")
    assert agent_of_transcript(binary) == "unknown"
    prose = tmp_path / "notes.jsonl"
    prose.write_text("hello\nworld\n")
    with pytest.raises(TranscriptError, match="not a Claude Code or Codex transcript"):
        read_transcript(prose)
    other_json = write_jsonl(tmp_path / "other.jsonl", [{"foo": 1}, {"bar": [1, 2]}])
    with pytest.raises(TranscriptError):
        read_transcript(other_json)
    with pytest.raises(TranscriptError, match="not found"):
        read_transcript(tmp_path / "missing.jsonl")
    with pytest.raises(TranscriptError, match="directory"):
        read_transcript(tmp_path)
    with pytest.raises(TranscriptError, match="unknown agent"):
        read_transcript(prose, agent="gemini")
    assert issubclass(TranscriptError, ValueError)


def test_empty_file_is_an_empty_transcript(tmp_path: Path) -> None:
    empty = tmp_path / "abc.jsonl"
    empty.write_bytes(b"")
    t = read_transcript(empty)
    assert (t.turns, t.stats.lines, t.session_id, t.agent) == ([], 0, "abc", "claude-code")
    blank = tmp_path / "rollout-2026-01-01T00-00-00-x.jsonl"
    blank.write_bytes(b"\n  \n")
    t = read_transcript(blank)
    assert (t.turns, t.stats.lines, t.agent) == ([], 2, "codex")


def test_vaultmem_context_never_survives(tmp_path: Path) -> None:
    secret = "REMEMBERED-FACT-42"
    ctx = f"<vaultmem-context>{secret}</vaultmem-context>"
    records = [
        cc("user", f"Fix the build.\n<vaultmem-context source=\"recall\">\n- {secret}\n</vaultmem-context>\nThanks", uuid="a"),
        cc("user", [{"type": "text", "text": f"Prefix <vaultmem-context>{secret}"}], uuid="b"),  # never closed
        cc("user", [{"type": "tool_result", "tool_use_id": "t1", "content": f"out {ctx} end"}], uuid="c"),
        cc("assistant", [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": ctx}}], uuid="d"),
        {"type": "attachment", "uuid": "e", "attachment": {"type": "hook_additional_context", "content": [ctx]}},
        {"type": "attachment", "uuid": "f", "attachment": {"type": "hook_success", "stdout": secret}},
        cc("user", f"{secret} tail</vaultmem-context> after", uuid="g"),  # opening half cut off
        cc("user", f"<system-reminder>{secret}</system-reminder>Real \x1b[31mred\x1b[0m words", uuid="h"),
    ]
    t = read_transcript(write_jsonl(tmp_path / "s1.jsonl", records))
    assert secret not in all_text(t)
    by_id = {x.id: x for x in t.turns}
    assert by_id["a"].text == "Fix the build.\n\nThanks"
    assert by_id["b"].text == "Prefix"
    assert by_id["c"].tool_results[0].text == "out  end"
    assert by_id["g"].text == "after"
    assert by_id["h"].text == "Real red words"
    assert "e" not in by_id and "f" not in by_id
    assert t.stats.skipped["attachment:hook_additional_context"] == 1


def test_commands_meta_and_code_blocks(tmp_path: Path) -> None:
    code = "```python\n" + "\n".join(f"line{i}" for i in range(100)) + "\n```\nafter"
    records = [
        cc("user", "<command-name>/model</command-name>\n<command-args>opus</command-args>", uuid="cmd"),
        cc("user", "<local-command-stdout>Set model to \x1b[1mopus\x1b[22m</local-command-stdout>", uuid="out"),
        cc("user", "<local-command-caveat>Caveat: local commands</local-command-caveat>", uuid="caveat", isMeta=True),
        cc("user", "<bash-input>ls</bash-input>", uuid="bash"),
        cc("user", code, uuid="code"),
        {"type": "system", "subtype": "local_command", "uuid": "lc", "content": "<command-name>/clear</command-name>"},
        {"type": "system", "subtype": "informational", "uuid": "info", "content": "Running hooks"},
        {"type": "attachment", "uuid": "q", "attachment": {"type": "queued_command", "prompt": "also add tests"}},
    ]
    t = read_transcript(write_jsonl(tmp_path / "s1.jsonl", records))
    by_id = {x.id: x for x in t.turns}
    assert (by_id["cmd"].kind, by_id["cmd"].role, by_id["cmd"].text) == ("command", "user", "/model opus")
    assert (by_id["out"].role, by_id["out"].text) == ("system", "Set model to opus")
    assert "caveat" not in by_id and "info" not in by_id
    assert by_id["bash"].text == "!ls"
    assert by_id["lc"].text == "/clear"
    assert (by_id["q"].role, by_id["q"].text) == ("user", "also add tests")
    lines = by_id["code"].text.split("\n")
    assert "line39" in lines and "line40" not in lines and "[... 60 lines cut]" in lines
    assert lines[-2:] == ["```", "after"]
    assert cap_code_blocks("no fences") == "no fences"


def test_detection_uses_content_not_name(tmp_path: Path) -> None:
    claude_named_like_codex = write_jsonl(tmp_path / "rollout-2026-01-01-x.jsonl", [cc("user", "hi")])
    assert agent_of_transcript(claude_named_like_codex) == "claude-code"
    codex_plain_name = write_jsonl(
        tmp_path / "session.jsonl",
        [{"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta", "payload": {"id": "c1", "cwd": "/w"}}],
    )
    assert agent_of_transcript(codex_plain_name) == "codex"
    assert read_transcript(codex_plain_name).session_id == "c1"


# ------------------------------------------------------------------ synthetic Codex


def env(kind: str, payload: dict[str, Any], ts: str = "2026-01-01T10:00:00.000Z") -> dict[str, Any]:
    """A Codex rollout record with the type/payload envelope."""
    return {"timestamp": ts, "type": kind, "payload": payload}


def msg(role: str, text: str) -> dict[str, Any]:
    """A Codex message response item."""
    kind = "output_text" if role == "assistant" else "input_text"
    return {"type": "message", "role": role, "content": [{"type": kind, "text": text}]}


def test_codex_dedup_and_harness_roles(tmp_path: Path) -> None:
    wrapped_output = json.dumps({"output": "boom", "metadata": {"exit_code": 2}})
    records = [
        env("session_meta", {"id": "sess-1", "cwd": "/w", "git": {"branch": "feat"}}),
        env("response_item", msg("developer", "You are Codex.")),
        env("response_item", msg("user", "# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>be nice</INSTRUCTIONS>")),
        env("response_item", msg("user", "<environment_context>\n  <cwd>/w</cwd>\n</environment_context>")),
        env("response_item", msg("user", "<user_instructions>use tabs</user_instructions>")),
        env("response_item", msg("user", "rename foo to bar")),
        env("event_msg", {"type": "user_message", "message": "rename foo to bar"}),
        env("event_msg", {"type": "agent_message", "message": "Done."}),
        env("response_item", msg("assistant", "Done.")),
        env("response_item", {"type": "function_call", "name": "shell", "arguments": '{"command":["ls"]}', "call_id": "c1"}),
        env("response_item", {"type": "function_call_output", "call_id": "c1", "output": wrapped_output}),
        env("response_item", {"type": "local_shell_call", "call_id": "c2", "action": {"type": "exec", "command": ["pwd"]}}),
        env("response_item", {"type": "reasoning", "summary": []}),
        env("compacted", {"message": "Summary so far.", "replacement_history": []}),
        env("event_msg", {"type": "error", "message": "stream disconnected"}),
    ]
    t = read_transcript(write_jsonl(tmp_path / "rollout-x.jsonl", records))
    assert (t.agent, t.session_id, t.cwd, t.git_branch) == ("codex", "sess-1", "/w", "feat")
    assert [x.text for x in t.turns if x.role == "user"] == ["rename foo to bar"]
    assert [x.text for x in t.turns if x.role == "assistant" and x.text] == ["Done."]
    assert sum(x.kind == "meta" and x.role == "system" for x in t.turns) == 4
    call_turn = next(x for x in t.turns if x.tool_calls and x.tool_calls[0].id == "c1")
    assert call_turn.tool_calls[0].input == '{"command":["ls"]}'
    result = next(r for x in t.turns for r in x.tool_results)
    assert (result.text, result.is_error) == ("boom", True)
    assert any(c.name == "local_shell" for x in t.turns for c in x.tool_calls)
    assert [x.text for x in t.turns if x.kind == "compact_summary"] == ["Summary so far."]
    assert [x.kind for x in t.turns][-1] == "api_error"
    assert t.stats.skipped["event_msg:user_message (duplicate)"] == 1


def test_codex_legacy_unenveloped(tmp_path: Path) -> None:
    records = [
        {"id": "legacy-1", "timestamp": "2025-05-01T10:00:00Z", "instructions": None},
        {"record_type": "state"},
        msg("user", "old style question"),
        msg("assistant", "old style answer"),
    ]
    t = read_transcript(write_jsonl(tmp_path / "rollout-2025-05-01.jsonl", records))
    assert t.agent == "codex" and t.session_id == "legacy-1"
    assert [(x.role, x.text) for x in t.turns] == [("user", "old style question"), ("assistant", "old style answer")]


# ------------------------------------------------------------------ window / render / timestamps


def make_turn(i: int, text: str = "", role: str = "user") -> Turn:
    """A synthetic turn one minute after the previous one."""
    ts = datetime(2026, 1, 1, 10, 0, tzinfo=timezone.utc) + timedelta(minutes=i)
    return Turn(id=str(i), role=role, text=text or f"message {i}", timestamp=ts, agent="test", session_id="s")


def test_render_format() -> None:
    turns = [make_turn(0, "hello\nthere"), make_turn(1, "hi", role="assistant")]
    assert render(turns) == "[2026-01-01T10:00Z] user: hello\nthere\n\n[2026-01-01T10:01Z] assistant: hi"
    odd = Turn(id="x", role="user", text="  spaced  ", timestamp=None, agent="t", session_id="s")
    assert "  spaced  " in render([odd])


def test_window_limits() -> None:
    turns = [make_turn(i) for i in range(100)]
    assert window(turns, max_turns=40) == turns[-40:]
    assert window([], 10) == [] and window(turns, max_turns=0) == []
    small = window(turns, max_turns=40, max_chars=200)
    assert small and small[-1] is turns[-1] and len(render(small)) <= 200
    assert small == turns[-len(small):]
    big = make_turn(100, "x" * 50_000)
    cut = window([*turns, big], max_turns=40, max_chars=1000)
    assert len(cut) == 1 and cut[0].id == "100" and len(render(cut)) <= 1000
    assert cut[0].text.startswith("xxx") and big.text == "x" * 50_000  # original untouched
    assert window([*turns, big], max_turns=40, max_chars=60_000)[-1] is big


def test_chunks_cover_every_turn_once_each_within_the_limits() -> None:
    turns = [make_turn(i, "word " * (i % 7 * 20)) for i in range(130)]
    got = list(chunks(turns, max_turns=12, max_chars=900))
    assert [t.id for c in got for t in c] == [t.id for t in turns]  # in order, none twice, none left out
    assert all(len(c) <= 12 and len(render(c)) <= 900 for c in got)
    # each is the largest that fits: one more turn would break a limit
    for c, nxt in zip(got, got[1:]):
        assert len(c) == 12 or len(render([*c, nxt[0]])) > 900
    assert chunk_end(turns, 0, 12, 900) == len(got[0])
    big = make_turn(200, "x" * 5000)
    cut = list(chunks([turns[0], big, turns[1]], max_turns=12, max_chars=900))
    assert [[t.id for t in c] for c in cut] == [["0"], ["200"], ["1"]] and len(render(cut[1])) <= 900
    assert list(chunks([], 12, 900)) == []


def test_parse_timestamp_variants() -> None:
    utc = timezone.utc
    assert parse_timestamp("2026-01-01T10:00:00Z") == datetime(2026, 1, 1, 10, tzinfo=utc)
    assert parse_timestamp("2026-01-01T12:00:00.123456789+02:00") == datetime(2026, 1, 1, 10, 0, 0, 123456, tzinfo=utc)
    assert parse_timestamp(1767261600) == datetime(2026, 1, 1, 10, tzinfo=utc)
    assert parse_timestamp(1767261600000) == datetime(2026, 1, 1, 10, tzinfo=utc)
    for bad in ("[trimmed for fixture]", None, True, "2026-13-45T99:99:99Z", {}, 10**30):
        assert parse_timestamp(bad) is None


# ------------------------------------------------------------------ properties

_KEYS = st.sampled_from(
    [
        "type", "message", "content", "role", "payload", "uuid", "timestamp", "isSidechain", "isMeta",
        "isCompactSummary", "isApiErrorMessage", "text", "tool_use_id", "attachment", "subtype", "summary",
        "sessionId", "cwd", "name", "input", "output", "call_id", "arguments", "error", "prompt", "id",
    ]
)
_TYPES = st.sampled_from(
    [
        "user", "assistant", "system", "summary", "attachment", "progress", "session_meta", "response_item",
        "event_msg", "compacted", "turn_context", "message", "function_call", "function_call_output",
        "tool_use", "tool_result", "text", "image", "user_message", "agent_message", "queued_command",
        "compact_boundary", "api_error", "local_command",
    ]
)
_JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30) | _TYPES,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(_KEYS | st.text(max_size=4), children, max_size=5)
    | st.builds(lambda t, d: {**d, "type": t}, _TYPES, st.dictionaries(_KEYS, children, max_size=5)),
    max_leaves=25,
)


def _read_or_reject(data: bytes, agent: str, name: str) -> Transcript | None:
    """Read bytes as a transcript; None when it is (legitimately) rejected."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        try:
            t = read_transcript(path, agent=agent)
        except TranscriptError:
            return None
    assert t.stats.lines == len(io.BytesIO(data).readlines())
    for turn in t.turns:
        assert isinstance(turn.text, str) and turn.text in render(t.turns)
        turn.text.encode("utf-8")  # always writable
    return t


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_JSONISH, max_size=12), st.sampled_from(["auto", "claude-code", "codex"]), st.booleans())
def test_property_jsonish_records_never_crash(records: list[Any], agent: str, trailing_newline: bool) -> None:
    data = "\n".join(json.dumps(r) for r in records).encode()
    if trailing_newline and data:
        data += b"\n"
    t = _read_or_reject(data, agent, "s.jsonl")
    if agent != "auto":
        assert t is not None  # JSON text is never binary, so a forced reader always answers


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.binary(max_size=40), max_size=12), st.sampled_from(["auto", "claude-code", "codex"]))
def test_property_arbitrary_bytes_never_crash(lines: list[bytes], agent: str) -> None:
    data = b"\n".join(lines)
    t = _read_or_reject(data, agent, "rollout-x.jsonl")
    if b"\x00" not in data and agent != "auto":
        assert t is not None
