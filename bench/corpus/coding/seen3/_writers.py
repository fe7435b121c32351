"""Writers for the held-out split: steps in, a Claude Code or Codex transcript out.

Unlike build.py's minimal writers these emit the bookkeeping real agents write around the
conversation (message ids and usage, toolUseResult, Codex turn_context / reasoning / event_msg
copies / token counts, shell calls wrapped with exit codes, apply_patch as a custom tool), so the
reader meets the same noise it meets in a real ~/.claude or ~/.codex folder.

Steps:
  ("user", text)                      the human
  ("assistant", text)                 the agent speaking
  ("tool", name, input, output)       one tool call and its result (Claude: Bash/Read/Edit/...;
                                      Codex: "shell" takes input {"cmd": "..."}, "apply_patch" takes
                                      input {"patch": "..."})
  ("think", text)                     Codex only: a reasoning summary line (ignored for Claude)
"""

from __future__ import annotations

import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Sequence

Step = tuple[Any, ...]
_NS = uuid.UUID("6f1c2a9e-3b7d-4c55-9a0e-2d8f4b6c1e73")


def _stamp(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def _uid(*parts: object) -> str:
    return str(uuid.uuid5(_NS, "/".join(str(p) for p in parts)))


def _token(*parts: object, n: int = 24) -> str:
    return hashlib.sha256("/".join(str(p) for p in parts).encode()).hexdigest()[:n]


def _write(path: Path, records: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records),
                    encoding="utf-8")
    return path


class _Clock:
    """Increasing timestamps with human-looking pauses (deterministic per session)."""

    def __init__(self, start: datetime, seed: str) -> None:
        self.now = start
        self.rng = random.Random(seed)

    def tick(self, lo: float, hi: float) -> datetime:
        self.now += timedelta(seconds=self.rng.uniform(lo, hi))
        return self.now


def claude_session(path: Path, session_id: str, cwd: str, start: datetime, steps: Sequence[Step],
                   branch: str = "main", version: str = "2.0.37") -> Path:
    """A Claude Code session file (~/.claude/projects/<slug>/<session>.jsonl shape)."""
    clock = _Clock(start, session_id)
    records: list[dict[str, Any]] = []
    parent: str | None = None
    usage_in = 14000

    def base(uid: str, when: datetime) -> dict[str, Any]:
        return {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": session_id, "version": version, "gitBranch": branch, "uuid": uid,
                "timestamp": _stamp(when)}

    def assistant(uid: str, when: datetime, block: dict[str, Any], msg_id: str) -> dict[str, Any]:
        nonlocal usage_in
        usage_in += 600 + len(json.dumps(block)) // 3
        return {**base(uid, when), "type": "assistant", "requestId": f"req_011C{_token(msg_id, 'r', n=20)}",
                "message": {"id": msg_id, "type": "message", "role": "assistant",
                            "model": "claude-sonnet-4-5-20250929", "content": [block],
                            "stop_reason": None, "stop_sequence": None,
                            "usage": {"input_tokens": 4, "cache_creation_input_tokens": 310,
                                      "cache_read_input_tokens": usage_in, "output_tokens": 90,
                                      "service_tier": "standard"}}}

    msg_id = ""
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "think":
            continue
        uid = _uid(session_id, i)
        if kind == "user":
            when = clock.tick(25, 240)
            records.append({**base(uid, when), "type": "user",
                            "message": {"role": "user", "content": step[1]}})
            msg_id = ""
        elif kind == "assistant":
            when = clock.tick(4, 40)
            msg_id = msg_id or f"msg_01{_token(session_id, i, n=22)}"
            records.append(assistant(uid, when, {"type": "text", "text": step[1]}, msg_id))
            msg_id = ""
        elif kind == "tool":
            _, name, tool_input, output = step[:4]
            is_error = len(step) > 4 and bool(step[4])
            when = clock.tick(2, 12)
            msg_id = msg_id or f"msg_01{_token(session_id, i, n=22)}"
            call_id = f"toolu_01{_token(session_id, i, 'call', n=22)}"
            records.append(assistant(uid, when, {"type": "tool_use", "id": call_id, "name": name,
                                                 "input": tool_input}, msg_id))
            parent = uid
            uid = _uid(session_id, i, "result")
            result: dict[str, Any] = {"tool_use_id": call_id, "type": "tool_result", "content": output}
            if is_error:
                result["is_error"] = True
            rec = {**base(uid, clock.tick(0.5, 20)), "type": "user",
                   "message": {"role": "user", "content": [result]}}
            if name == "Bash":
                rec["toolUseResult"] = {"stdout": output, "stderr": "", "interrupted": False, "isImage": False}
            elif not is_error:
                rec["toolUseResult"] = {"type": "text", "file": {"filePath": tool_input.get("file_path", "")}} \
                    if name == "Read" else {"filePath": tool_input.get("file_path", "")}
            records.append(rec)
            msg_id = ""  # the next text or call starts a new API message after a result
        else:
            raise ValueError(f"unknown step kind {kind!r}")
        parent = uid
    return _write(path, records)


def _shell_output(text: str, code: int, seconds: float) -> str:
    return json.dumps({"output": text, "metadata": {"exit_code": code, "duration_seconds": round(seconds, 1)}})


def codex_session(path: Path, session_id: str, cwd: str, start: datetime, steps: Sequence[Step],
                  branch: str = "main", version: str = "0.58.0") -> Path:
    """A Codex rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl shape)."""
    clock = _Clock(start, session_id)
    total = {"input_tokens": 0, "cached_input_tokens": 0, "output_tokens": 0, "reasoning_output_tokens": 0,
             "total_tokens": 0}

    def env(kind: str, payload: dict[str, Any], when: datetime | None = None) -> dict[str, Any]:
        return {"timestamp": _stamp(when or clock.now), "type": kind, "payload": payload}

    def tokens(n: int) -> dict[str, Any]:
        last = {"input_tokens": 9000 + n, "cached_input_tokens": 8000, "output_tokens": n // 4,
                "reasoning_output_tokens": n // 8, "total_tokens": 9000 + n + n // 4}
        for k in total:
            total[k] += last[k]
        return env("event_msg", {"type": "token_count",
                                 "info": {"total_token_usage": dict(total), "last_token_usage": last,
                                          "model_context_window": 272000},
                                 "rate_limits": {"primary": {"used_percent": 3.0, "window_minutes": 299},
                                                 "secondary": {"used_percent": 1.0, "window_minutes": 10079}}})

    records: list[dict[str, Any]] = [
        env("session_meta", {"id": session_id, "timestamp": _stamp(start), "cwd": cwd, "originator": "codex_cli_rs",
                             "cli_version": version, "instructions": None, "source": "cli",
                             "model_provider": "openai",
                             "git": {"commit_hash": _token(session_id, "head", n=40), "branch": branch,
                                     "repository_url": f"git@git.internal.example:{Path(cwd).name}.git"}}),
        env("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text": (
            "<environment_context>\n  <cwd>" + cwd + "</cwd>\n  <approval_policy>on-request</approval_policy>\n"
            "  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>restricted</network_access>\n"
            "  <shell>zsh</shell>\n</environment_context>")}]}),
    ]
    turn = 0
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "user":
            turn += 1
            clock.tick(25, 240)
            records.append(env("turn_context", {"turn_id": _uid(session_id, "turn", turn), "cwd": cwd, "approval_policy": "on-request",
                                                "sandbox_policy": {"mode": "workspace-write", "network_access": False,
                                                                   "exclude_tmpdir_env_var": False,
                                                                   "exclude_slash_tmp": False},
                                                "model": "gpt-5-codex", "effort": "medium", "summary": "auto"}))
            records.append(env("response_item", {"type": "message", "role": "user",
                                                 "content": [{"type": "input_text", "text": step[1]}]}))
            records.append(env("event_msg", {"type": "user_message", "message": step[1], "images": []}))
        elif kind == "think":
            clock.tick(2, 9)
            records.append(env("event_msg", {"type": "agent_reasoning", "text": step[1]}))
            records.append(env("response_item", {"type": "reasoning", "summary": [{"type": "summary_text",
                                                                                  "text": step[1]}],
                                                 "content": None,
                                                 "encrypted_content": "gAAAAAB" + _token(session_id, i, n=64)}))
        elif kind == "assistant":
            clock.tick(3, 30)
            records.append(env("event_msg", {"type": "agent_message", "message": step[1]}))
            records.append(env("response_item", {"type": "message", "role": "assistant",
                                                 "content": [{"type": "output_text", "text": step[1]}]}))
            records.append(tokens(len(step[1])))
        elif kind == "tool":
            _, name, tool_input, output = step[:4]
            code = int(step[4]) if len(step) > 4 else 0
            clock.tick(2, 10)
            call_id = f"call_{_token(session_id, i, n=24)}"
            if name == "apply_patch":
                records.append(env("response_item", {"type": "custom_tool_call", "status": "completed",
                                                     "call_id": call_id, "name": "apply_patch",
                                                     "input": tool_input["patch"]}))
                clock.tick(0.1, 1)
                records.append(env("response_item", {"type": "custom_tool_call_output", "call_id": call_id,
                                                     "output": _shell_output(output, code, 0.0)}))
            else:
                args = {"command": ["bash", "-lc", tool_input["cmd"]], "workdir": tool_input.get("workdir", cwd),
                        "timeout_ms": tool_input.get("timeout_ms", 120000)}
                records.append(env("response_item", {"type": "function_call", "name": "shell",
                                                     "arguments": json.dumps(args), "call_id": call_id}))
                seconds = clock.rng.uniform(0.1, 30)
                clock.tick(0.1, 30)
                records.append(env("response_item", {"type": "function_call_output", "call_id": call_id,
                                                     "output": _shell_output(output, code, seconds)}))
            records.append(tokens(len(output)))
        else:
            raise ValueError(f"unknown step kind {kind!r}")
    return _write(path, records)
