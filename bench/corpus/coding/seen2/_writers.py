"""Writers for the second held-out part: steps in, a transcript in the shape the real agents write.

Richer than ../build.py on purpose: real Claude Code files split one assistant message into a
record per content block and carry `toolUseResult`; real Codex rollouts repeat each message as an
`event_msg`, carry reasoning items, turn contexts, token counts, harness-written user messages and
shell output wrapped in `{"output", "metadata"}`. The reader must cope with all of that.

A step is one of:
  ("u", text)                         the person
  ("a", text)                         the assistant, text
  ("t", name, input, output)          a tool call and its result (Codex: name "shell" or "apply_patch")
  ("t!", name, input, output)         the same, the tool failed
  ("wait", minutes)                   the person was away for a while
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Sequence

Step = tuple[Any, ...]


def _stamp(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def _hex(seed: str, n: int) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def _uuid(seed: str) -> str:
    h = _hex(seed, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def _write(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")


class _Clock:
    """Seconds pass between records; a person takes longer than a tool."""

    def __init__(self, start: datetime, seed: str) -> None:
        self.now = start
        self.n = int(_hex(seed, 6), 16)

    def tick(self, lo: float, hi: float) -> datetime:
        self.n = (self.n * 1103515245 + 12345) % (2**31)
        self.now += timedelta(seconds=lo + (hi - lo) * (self.n % 1000) / 1000)
        return self.now


def claude_session(path: Path, sid: str, cwd: str, start: datetime, steps: Sequence[Step],
                   branch: str = "main", version: str = "2.0.31") -> None:
    records: list[dict[str, Any]] = []
    clock = _Clock(start, sid)
    parent: str | None = None
    k = 0

    def base(ts: datetime) -> dict[str, Any]:
        return {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": sid, "version": version, "gitBranch": branch, "timestamp": _stamp(ts)}

    def add(rec: dict[str, Any]) -> None:
        nonlocal parent, k
        uid = _uuid(f"{sid}/{k}")
        k += 1
        rec["uuid"] = uid
        records.append(rec)
        parent = uid

    msg_id: str | None = None  # consecutive assistant blocks share one API message
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "wait":
            clock.now += timedelta(minutes=step[1])
            continue
        if kind == "u":
            msg_id = None
            add({**base(clock.tick(25, 140)), "type": "user",
                 "message": {"role": "user", "content": step[1]}})
            continue
        if msg_id is None:
            msg_id = "msg_01" + _hex(f"{sid}/m{i}", 22)
        usage = {"input_tokens": 4 + i % 7, "cache_creation_input_tokens": 300 + 17 * i,
                 "cache_read_input_tokens": 14000 + 911 * i, "output_tokens": 60 + 13 * i,
                 "service_tier": "standard"}
        msg = {"id": msg_id, "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
               "stop_reason": None, "stop_sequence": None, "usage": usage}
        req = {"requestId": "req_011C" + _hex(f"{sid}/r{i}", 20)}
        if kind == "a":
            add({**base(clock.tick(3, 20)), **req, "type": "assistant",
                 "message": {**msg, "content": [{"type": "text", "text": step[1]}]}})
            continue
        _, name, tool_input, output = step
        call_id = "toolu_01" + _hex(f"{sid}/t{i}", 22)
        add({**base(clock.tick(2, 8)), **req, "type": "assistant",
             "message": {**msg, "content": [{"type": "tool_use", "id": call_id, "name": name, "input": tool_input}]}})
        failed = kind == "t!"
        result: dict[str, Any] = {"type": "tool_result", "tool_use_id": call_id, "content": output}
        if failed:
            result["is_error"] = True
        extra: Any
        if name == "Bash":
            extra = {"stdout": "" if failed else output, "stderr": output if failed else "",
                     "interrupted": False, "isImage": False}
        elif name == "Read":
            extra = {"type": "text", "file": {"filePath": tool_input.get("file_path"), "content": output,
                                              "numLines": output.count("\n") + 1, "startLine": 1,
                                              "totalLines": output.count("\n") + 1}}
        elif name in ("Edit", "Write"):
            extra = {"filePath": tool_input.get("file_path"), "userModified": False}
        else:
            extra = output
        add({**base(clock.tick(1, 12)), "type": "user",
             "message": {"role": "user", "content": [result]}, "toolUseResult": extra})
    _write(path, records)


_PERMISSIONS = ("<permissions instructions>Filesystem sandboxing defines which files can be read or written. "
                "sandbox_mode is `workspace-write`: the workspace and /tmp are writable. Network access is "
                "restricted. Approval policy is `on-request`.</permissions instructions>")


def codex_session(path: Path, sid: str, cwd: str, start: datetime, steps: Sequence[Step],
                  branch: str = "main", agents_md: str | None = None, model: str = "gpt-5-codex",
                  cli_version: str = "0.57.0") -> None:
    clock = _Clock(start, sid)
    records: list[dict[str, Any]] = []
    total = {"input_tokens": 0, "cached_input_tokens": 0, "output_tokens": 0,
             "reasoning_output_tokens": 0, "total_tokens": 0}

    def rec(kind: str, payload: dict[str, Any], ts: datetime | None = None) -> None:
        records.append({"timestamp": _stamp(ts or clock.now), "type": kind, "payload": payload})

    rec("session_meta", {"id": sid, "timestamp": _stamp(start), "cwd": cwd, "originator": "codex_cli_rs",
                         "cli_version": cli_version, "instructions": None, "source": "cli",
                         "model_provider": "openai",
                         "git": {"commit_hash": _hex(sid + "/head", 40), "branch": branch,
                                 "repository_url": f"git@git.example.org:{Path(cwd).name}.git"}})
    rec("response_item", {"type": "message", "role": "developer",
                          "content": [{"type": "input_text", "text": _PERMISSIONS}]})
    if agents_md:
        rec("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text":
            f"# AGENTS.md instructions for {cwd}\n\n<INSTRUCTIONS>\n{agents_md}\n</INSTRUCTIONS>"}]})
    rec("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text":
        f"<environment_context>\n  <cwd>{cwd}</cwd>\n  <approval_policy>on-request</approval_policy>\n"
        f"  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>restricted</network_access>\n"
        f"  <shell>bash</shell>\n</environment_context>"}]})

    turn_id = ""
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "wait":
            clock.now += timedelta(minutes=step[1])
            continue
        if kind == "u":
            ts = clock.tick(30, 150)
            turn_id = _uuid(f"{sid}/turn{i}")
            rec("event_msg", {"type": "task_started", "turn_id": turn_id, "model_context_window": 272000}, ts)
            rec("turn_context", {"turn_id": turn_id, "cwd": cwd, "approval_policy": "on-request",
                                 "sandbox_policy": {"type": "workspace-write", "network_access": False,
                                                    "exclude_tmpdir_env_var": False, "exclude_slash_tmp": False},
                                 "model": model, "effort": "medium", "summary": "auto"}, ts)
            rec("response_item", {"type": "message", "role": "user",
                                  "content": [{"type": "input_text", "text": step[1]}]}, ts)
            rec("event_msg", {"type": "user_message", "message": step[1], "images": [],
                              "local_images": [], "text_elements": []}, ts)
            continue
        ts = clock.tick(2, 14)
        rec("response_item", {"type": "reasoning", "summary": [], "content": None,
                              "encrypted_content": "gAAAAB" + _hex(f"{sid}/enc{i}", 48)}, ts)
        for key, val in (("input_tokens", 9000 + 700 * i), ("cached_input_tokens", 8000 + 650 * i),
                         ("output_tokens", 90 + 11 * i), ("reasoning_output_tokens", 40 + 7 * i)):
            total[key] += val
        total["total_tokens"] = total["input_tokens"] + total["output_tokens"]
        rec("event_msg", {"type": "token_count", "info": {"total_token_usage": dict(total)},
                          "rate_limits": {"primary": {"used_percent": 3.0 + i / 10, "window_minutes": 300}}}, ts)
        if kind == "a":
            last = i == len(steps) - 1 or steps[i + 1][0] in ("u", "wait")
            rec("event_msg", {"type": "agent_message", "message": step[1]}, ts)
            rec("response_item", {"type": "message", "role": "assistant",
                                  "content": [{"type": "output_text", "text": step[1]}],
                                  "phase": "final_answer" if last else "commentary"}, ts)
            continue
        _, name, tool_input, output = step
        call_id = "call_" + _hex(f"{sid}/c{i}", 24)
        failed = kind == "t!"
        if name == "apply_patch":
            rec("response_item", {"type": "custom_tool_call", "status": "completed", "call_id": call_id,
                                  "name": "apply_patch", "input": tool_input}, ts)
            out_ts = clock.tick(0.2, 1)
            rec("response_item", {"type": "custom_tool_call_output", "call_id": call_id, "output": json.dumps(
                {"output": output, "metadata": {"exit_code": 1 if failed else 0, "duration_seconds": 0.0}})},
                out_ts)
            continue
        args = {"command": ["bash", "-lc", tool_input["command"]], "workdir": tool_input.get("workdir", cwd),
                "timeout_ms": tool_input.get("timeout_ms", 120000)}
        rec("response_item", {"type": "function_call", "name": "shell", "arguments": json.dumps(args),
                              "call_id": call_id}, ts)
        dur = round(0.05 + (len(output) % 97) / 10, 1)
        out_ts = clock.tick(0.3, 3 + dur)
        rec("response_item", {"type": "function_call_output", "call_id": call_id, "output": json.dumps(
            {"output": output, "metadata": {"exit_code": 1 if failed else 0, "duration_seconds": dur}})}, out_ts)
    _write(path, records)
