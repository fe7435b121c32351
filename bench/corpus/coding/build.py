"""Writers for labelled corpus sessions: a list of steps in, a Claude Code or Codex transcript out.

A step is ("user", text), ("assistant", text) or ("tool", name, input_dict, output_text); a tool step
is an assistant tool call followed by its result. The formats are the ones the real agents write
(see docs/extraction.md, "Corpus format"); `vaultmem ingest` reads both.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Sequence

Step = tuple[Any, ...]


def _stamp(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _write(path: Path, records: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def claude_session(path: Path, session_id: str, cwd: str, start: datetime, steps: Sequence[Step],
                   branch: str = "main", gap: timedelta = timedelta(seconds=40)) -> Path:
    """A Claude Code session file (~/.claude/projects/<slug>/<uuid>.jsonl shape)."""
    records: list[dict[str, Any]] = []
    parent: str | None = None
    when = start
    for i, step in enumerate(steps):
        when += gap
        base = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": session_id, "version": "2.0.14", "gitBranch": branch, "timestamp": _stamp(when)}
        uid = f"{session_id}-{i:03d}"
        role = step[0]
        if role == "user":
            records.append({**base, "type": "user", "uuid": uid,
                            "message": {"role": "user", "content": step[1]}})
        elif role == "assistant":
            records.append({**base, "type": "assistant", "uuid": uid,
                            "message": {"role": "assistant", "model": "claude-sonnet-4-5", "type": "message",
                                        "content": [{"type": "text", "text": step[1]}]}})
        elif role == "tool":
            _, name, tool_input, output = step
            call_id = f"toolu_{session_id[-6:]}{i:03d}"
            records.append({**base, "type": "assistant", "uuid": uid,
                            "message": {"role": "assistant", "model": "claude-sonnet-4-5", "type": "message",
                                        "content": [{"type": "tool_use", "id": call_id, "name": name,
                                                     "input": tool_input}]}})
            parent, uid = uid, f"{uid}-r"
            records.append({**base, "parentUuid": parent, "type": "user", "uuid": uid,
                            "timestamp": _stamp(when + timedelta(seconds=2)),
                            "message": {"role": "user", "content": [
                                {"type": "tool_result", "tool_use_id": call_id, "content": output}]}})
        else:
            raise ValueError(f"unknown step role {role!r}")
        parent = uid
    return _write(path, records)


def codex_session(path: Path, session_id: str, cwd: str, start: datetime, steps: Sequence[Step],
                  branch: str = "main", gap: timedelta = timedelta(seconds=40)) -> Path:
    """A Codex rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl shape, enveloped records)."""
    records: list[dict[str, Any]] = [
        {"timestamp": _stamp(start), "type": "session_meta",
         "payload": {"id": session_id, "timestamp": _stamp(start), "cwd": cwd, "originator": "codex_cli_rs",
                     "cli_version": "0.46.0", "git": {"branch": branch}}},
    ]
    when = start
    for i, step in enumerate(steps):
        when += gap
        role = step[0]
        if role in ("user", "assistant"):
            kind = "input_text" if role == "user" else "output_text"
            records.append({"timestamp": _stamp(when), "type": "response_item",
                            "payload": {"type": "message", "role": role,
                                        "content": [{"type": kind, "text": step[1]}]}})
        elif role == "tool":
            _, name, tool_input, output = step
            call_id = f"call_{session_id[-6:]}{i:03d}"
            records.append({"timestamp": _stamp(when), "type": "response_item",
                            "payload": {"type": "function_call", "name": name,
                                        "arguments": json.dumps(tool_input), "call_id": call_id}})
            records.append({"timestamp": _stamp(when + timedelta(seconds=2)), "type": "response_item",
                            "payload": {"type": "function_call_output", "call_id": call_id, "output": output}})
        else:
            raise ValueError(f"unknown step role {role!r}")
    return _write(path, records)


# -- label entries and tool steps, shared by the splits written with write_split ---------------------

def fact(fid: str, text: str, ftype: str, speaker: str, key_terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def opt(fid: str, text: str, key_terms: list[Any]) -> dict[str, Any]:
    return {"id": fid, "text": text, "key_terms": key_terms}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}


def tool(name: str, tool_input: dict[str, Any], output: str) -> tuple[Any, ...]:
    return ("tool", name, tool_input, output)


def bash(command: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Bash", {"command": command}, output)


def shell(command: str, output: str) -> tuple[Any, ...]:
    return ("tool", "shell", {"command": ["bash", "-lc", command]}, output)


def write_split(here: Path, prefix: str, sessions: Sequence[dict[str, Any]]) -> None:
    """Write each session's transcript (Claude Code for `<prefix>-cc-` ids, else Codex) and the
    split's labels.json into `here`."""
    labels = []
    for session in sessions:
        sid = session["id"]
        is_claude = sid.startswith(f"{prefix}-cc-")
        writer = claude_session if is_claude else codex_session
        writer(here / f"{sid}.jsonl", sid, session["project"], session["start"], session["steps"],
               branch=session.get("branch", "main"))
        labels.append({
            "id": sid,
            "file": f"{sid}.jsonl",
            "agent": "claude-code" if is_claude else "codex",
            "project": session["project"],
            "about": session["about"],
            "facts": session["facts"],
            "optional": session.get("optional", []),
            "questions": session["questions"],
        })
    ids = [entry["id"] for entry in labels]
    assert len(ids) == len(set(ids)), "duplicate session id"
    (here / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False)
                                      + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions")
