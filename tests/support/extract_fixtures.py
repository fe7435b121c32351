"""Helpers for the extraction tests: synthetic Claude Code transcripts, turns, a fake LLM.

Imported by the extraction tests and by the harnesses that need a session on disk.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from support.paths import SHARED, TESTS

DATA = SHARED / "data" / "transcripts"
CC_VIEWER = DATA / "d-kimuson__claude-code-viewer"
FAKE_CLAUDE = TESTS / "fixtures" / "fake_claude"
T0 = datetime(2026, 3, 4, 10, 0, tzinfo=timezone.utc)  # a Wednesday


def shared_transcripts(agent: str | None = None) -> list[Path]:
    """The shared real transcripts (empty when ../shared is absent)."""
    if not DATA.is_dir():
        return []
    paths = sorted(DATA.rglob("*.jsonl"))
    if agent == "codex":
        return [p for p in paths if "codex" in p.parts]
    if agent == "claude-code":
        return [p for p in paths if "codex" not in p.parts and "subagents" not in p.parts]
    return paths


@dataclass
class Msg:
    """One message of a synthetic session: role user|assistant, text, optional tool use."""

    role: str
    text: str = ""
    tool: tuple[str, dict[str, Any], str] | None = None  # (name, input, output) for a tool use
    meta: bool = False  # isMeta: harness-injected user text
    at: datetime | None = None


def claude_jsonl(path: Path, messages: Iterable[Msg], session: str = "sess-1", cwd: str = "/tmp/proj",
                 start: datetime = T0) -> Path:
    """Write a Claude Code session file with these messages (a minute apart unless `at` is given)."""
    lines: list[dict[str, Any]] = []
    parent = None
    for i, msg in enumerate(messages):
        when = msg.at or start + timedelta(minutes=i)
        stamp = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        uid = f"{session}-u{i:03d}"
        base = {"uuid": uid, "parentUuid": parent, "sessionId": session, "cwd": cwd, "timestamp": stamp,
                "isSidechain": False, "userType": "external", "version": "1.0.98"}
        if msg.role == "user":
            record = {**base, "type": "user", "message": {"role": "user", "content": msg.text}}
            if msg.meta:
                record["isMeta"] = True
            lines.append(record)
        else:
            content: list[dict[str, Any]] = [{"type": "text", "text": msg.text}] if msg.text else []
            if msg.tool:
                name, tool_input, _ = msg.tool
                content.append({"type": "tool_use", "id": f"toolu_{i:03d}", "name": name, "input": tool_input})
            lines.append({**base, "type": "assistant",
                          "message": {"role": "assistant", "model": "claude-x", "content": content}})
            if msg.tool:
                parent = uid
                uid = f"{session}-r{i:03d}"
                lines.append({**base, "uuid": uid, "parentUuid": parent, "type": "user",
                              "message": {"role": "user", "content": [
                                  {"type": "tool_result", "tool_use_id": f"toolu_{i:03d}", "content": msg.tool[2]}]}})
        parent = uid
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines), encoding="utf-8")
    return path


def vault_files(root: Path) -> dict[str, str]:
    """Every file under a folder, by relative path (text, undecodable bytes replaced)."""
    return {str(p.relative_to(root)): p.read_text(encoding="utf-8", errors="replace")
            for p in sorted(root.rglob("*")) if p.is_file()}


def note_files(vault: Path) -> list[Path]:
    """Note files at the vault root and in person-made folders (not _sources/_history)."""
    return sorted(p for p in vault.rglob("*.md")
                  if not any(part.startswith(("_", ".")) for part in p.relative_to(vault).parts[:-1]))


# -- a fake OpenAI-compatible chat endpoint (pytest-httpserver) ------------------------------------

def chat_answer(content: str, tokens: int | None = 123) -> dict[str, Any]:
    """An OpenAI chat.completion body whose message content is `content`."""
    body: dict[str, Any] = {
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1700000000, "model": "fake-model",
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": content}}],
    }
    if tokens is not None:
        body["usage"] = {"prompt_tokens": tokens - 23, "completion_tokens": 23, "total_tokens": tokens}
    return body


def facts_json(*facts: dict[str, Any]) -> str:
    return json.dumps({"facts": list(facts)})


@dataclass
class FakeLLM:
    """Records every request body; answers with the next queued reply (the last one repeats)."""

    replies: list[Callable[[Any], Any]] = field(default_factory=list)
    bodies: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def handler(self, request: Any) -> Any:
        from werkzeug.wrappers import Response

        with self.lock:
            self.bodies.append(request.get_data(as_text=True))
            reply = self.replies[min(len(self.bodies), len(self.replies)) - 1] if self.replies else None
        if reply is None:
            return Response(json.dumps(chat_answer(facts_json())), content_type="application/json")
        return reply(request)

    def answer(self, content: str, tokens: int | None = 123) -> "FakeLLM":
        from werkzeug.wrappers import Response

        self.replies.append(lambda _req: Response(json.dumps(chat_answer(content, tokens)),
                                                  content_type="application/json"))
        return self

    def status(self, code: int) -> "FakeLLM":
        from werkzeug.wrappers import Response

        self.replies.append(lambda _req: Response(json.dumps({"error": {"message": "boom"}}), status=code,
                                                  content_type="application/json"))
        return self

    def slow(self, seconds: float) -> "FakeLLM":
        import time

        from werkzeug.wrappers import Response

        def reply(_req: Any) -> Any:
            time.sleep(seconds)
            return Response(json.dumps(chat_answer(facts_json())), content_type="application/json")

        self.replies.append(reply)
        return self


def use_fake_llm(monkeypatch: Any, httpserver: Any, llm: FakeLLM, **settings: Any) -> None:
    """Point extract.backend=openai at the fake server (plus any extra extract.* settings)."""
    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(llm.handler)
    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "openai")
    monkeypatch.setenv("VAULTMEM_EXTRACT_BASE_URL", httpserver.url_for("/v1"))
    monkeypatch.setenv("VAULTMEM_EXTRACT_MODEL", "fake-model")
    monkeypatch.setenv("OPENAI_API_KEY", "test-key-not-secret")
    for name, value in settings.items():
        monkeypatch.setenv("VAULTMEM_EXTRACT_" + name.upper(), str(value))


# A labelled set for the heuristic extractor's preference/decision rules: realistic user sentences,
# True when a person would want it remembered across sessions (a standing rule, or a choice of
# tool/library/approach for the project), False for a request about the edit at hand or chatter.
DURABLE_OR_ONE_OFF: list[tuple[str, bool]] = [
    ("I prefer pytest over unittest.", True),
    ("Always run the linter before committing.", True),
    ("From now on, use pnpm instead of npm in this repo.", True),
    ("Never commit directly to main.", True),
    ("Don't use mocks for the database layer.", True),
    ("Please use pnpm, not npm.", True),
    ("We'll use Postgres for the job queue.", True),
    ("Let's go with uv for dependency management.", True),
    ("We decided to use Redis for caching.", True),
    ("We switched from Jest to Vitest last sprint.", True),
    ("Stop adding type: ignore comments to silence mypy.", True),
    ("In general, keep functions under fifty lines.", True),
    ("Going forward, don't add emojis to commit messages.", True),
    ("Please always write docstrings for public functions.", True),
    ("I always use black for formatting.", True),
    ("We're going with FastAPI for the new service.", True),
    ("Avoid global state in the request handlers.", True),
    ("I switched to poetry for this project last week.", True),
    ("In this project, never edit the generated files here by hand.", True),
    ("Never mind, that was my mistake.", False),
    ("Stop the server and restart it please.", False),
    ("Don't change anything else in that file.", False),
    ("Let's use a for loop instead of map here.", False),
    ("I switched my laptop to Linux last month and it has been great.", False),
    ("Please run the tests again.", False),
    ("Don't touch this function.", False),
    ("Use tabs here, not spaces.", False),
    ("Stop the dev server.", False),
    ("Never mind the warning, it is harmless.", False),
    ("Don't delete it, just comment it out.", False),
    ("I moved to Berlin last year with my family.", False),
    ("Let's use a ternary instead of the if statement.", False),
    ("Don't run that command again.", False),
    ("Please use the same name as above.", False),
    ("Avoid the duplicate import in the snippet below.", False),
    # Written after the rules, as a check they generalise (one miss, "that approach for this
    # ticket", widened the deictic nouns).
    ("Never use print for logging, use the logging module.", True),
    ("We'll stick with SQLite until we need more.", True),
    ("Don't add new dependencies without asking me first.", True),
    ("I'd prefer smaller pull requests.", True),
    ("We've migrated the CI to GitHub Actions.", True),
    ("Always pin versions in requirements files.", True),
    ("Let's use Playwright for the end-to-end tests.", True),
    ("Avoid abbreviations in variable names.", True),
    ("Please fix the typo in the header.", False),
    ("Don't rename that variable.", False),
    ("Stop the build, it is taking forever.", False),
    ("Let's use a while loop instead.", False),
    ("Never mind, the tests pass now.", False),
    ("Don't commit yet, I want to look at it.", False),
    ("Please restart the dev server.", False),
    ("Don't push it yet.", False),
    ("Avoid that approach for this ticket.", False),
    ("I switched my keyboard layout to Dvorak.", False),
]
