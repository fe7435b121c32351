"""What the daemon answers to each agent hook: recalled context, a session brief, or a ticket."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..config import Config
from ..hook_ticket import detect_agent  # one rule for the daemon and a hook that queues a Stop itself
from ..index.keys import KIND_NOTE
from ..memory import Memory
from ..recall.context import assemble, is_hub
from ..recall.scope import GLOBAL, scopes_for
from ..recall.search import Hit

log = logging.getLogger("vaultmem.hooks")
HOT = 0.8  # importance from which a note is always in the session brief


def parse_payload(body: bytes) -> dict[str, Any]:
    """A hook payload as a dict. Anything else (bad JSON, a list, huge nesting) is a ValueError:
    the route answers 400 and the hook, which forwards its stdin unparsed, logs it as bad-stdin."""
    try:
        data = json.loads(body.decode("utf-8", "replace")) if body else {}
    except RecursionError:
        raise ValueError("hook payload is nested too deeply") from None
    except ValueError:
        raise ValueError("hook payload is not JSON") from None
    if not isinstance(data, dict):
        raise ValueError("hook payload is not a JSON object")
    return data


def prompt_output(context: str) -> str:
    """The JSON both Claude Code and Codex read from a UserPromptSubmit hook."""
    return json.dumps({"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": context}})


def session_start_output(context: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}})


def payload_scopes(payload: dict[str, Any]) -> list[str] | None:
    """Scopes named in the payload (a hub answering an edge: the edge knows the project, the hub
    cannot tell it from a path on another machine; the hub's gate has checked them against the token)."""
    scopes = payload.get("scopes")
    if isinstance(scopes, list) and scopes and all(isinstance(s, str) for s in scopes):
        return scopes
    return None


class InjectionLog:
    """Which note versions were already injected into which session (so none repeats unchanged)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=5)
        self._db.execute("PRAGMA journal_mode=WAL")
        # A hint, on every prompt's path: no fsync per commit (a crash may forget the last few,
        # which costs a repeated note, never a wrong one; a busy disk made each prompt wait ~1 s).
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS injected (session TEXT, note TEXT, hash TEXT, at REAL, "
                         "PRIMARY KEY (session, note))")
        self._lock = threading.Lock()

    def seen(self, session: str) -> dict[str, str]:
        with self._lock:
            rows = self._db.execute("SELECT note, hash FROM injected WHERE session = ?", (session,)).fetchall()
        return dict(rows)

    def record(self, session: str, notes: dict[str, str]) -> None:
        with self._lock, self._db:
            self._db.executemany("INSERT OR REPLACE INTO injected VALUES (?, ?, ?, ?)",
                                 [(session, n, h, time.time()) for n, h in notes.items()])

    # The log only spares a session a repeated note: recall must not depend on it. With the disk
    # full, every prompt used to get a 500 because this write failed.
    def seen_or_empty(self, session: str) -> dict[str, str]:
        """seen(), or nothing when the log cannot be read (a note may then repeat: harmless)."""
        try:
            return self.seen(session)
        except (sqlite3.Error, OSError) as exc:
            log.warning("injection log unreadable, recalling without it: %s", exc)
            return {}

    def record_or_log(self, session: str, notes: dict[str, str]) -> None:
        """record(), logging a failure (full disk, read-only state folder) instead of raising."""
        try:
            self.record(session, notes)
        except (sqlite3.Error, OSError) as exc:
            log.warning("injection log not written (%s); the context is returned anyway", exc)

    def prune(self, older_than_days: float = 30) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM injected WHERE at < ?", (time.time() - older_than_days * 86400,))


@dataclass(frozen=True)
class HookSettings:
    """What the hook answers depend on, read from the config once by whoever builds the handler."""

    min_prompt_chars: int  # hooks.min_prompt_chars: shorter prompts ("ok", "go on") recall nothing
    brief_chars: int  # hooks.brief_chars: the session brief's budget
    excerpt_chars: int  # recall.excerpt_chars: a session excerpt's share of a block
    state_dir: Path  # our own `claude -p` extraction runs in here: never re-extract it

    @classmethod
    def from_config(cls, cfg: Config) -> "HookSettings":
        return cls(cfg["hooks.min_prompt_chars"], cfg["hooks.brief_chars"], cfg["recall.excerpt_chars"],
                   cfg.state_dir)


class HookHandler:
    """Turns hook payloads into hook output, using a warm Memory."""

    def __init__(self, memory: Memory, settings: HookSettings, injections: InjectionLog,
                 enqueue: Callable[[dict[str, Any]], Any], run_locked: Callable[[Callable[[], Any]], Any]) -> None:
        self.memory = memory
        self.settings = settings
        self.injections = injections
        self.enqueue = enqueue
        self.run_locked = run_locked

    def handle(self, event: str, body: bytes) -> str:
        payload = parse_payload(body)
        if event == "UserPromptSubmit":
            return self.user_prompt_submit(payload)
        if event == "Stop":
            self.stop(payload)
            return ""  # output on Stop makes Claude keep going
        if event == "SessionStart":
            return self.session_start(payload)
        raise ValueError(f"unknown hook event {event!r}")

    def user_prompt_submit(self, payload: dict[str, Any]) -> str:
        prompt = payload.get("prompt")
        if not isinstance(prompt, str) or len(prompt.strip()) < self.settings.min_prompt_chars:
            return ""
        # Very long prompts (pasted logs) would make recall slow and noisy; their start is enough.
        query = prompt[:2000]
        session = str(payload.get("session_id") or "")
        cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        seen = self.injections.seen_or_empty(session) if session else {}

        def already_injected(hit: Hit) -> bool:
            return seen.get(hit.id) == hit.entry.get("hash")

        scopes = payload_scopes(payload)

        def recall() -> tuple[str, list[Hit]]:
            return self.memory.context(query, cwd=cwd, exclude=already_injected, scopes=scopes)

        text, hits = self.run_locked(recall)
        if not text:
            return ""
        if session:
            self.injections.record_or_log(session, {h.id: h.entry.get("hash", "") for h in hits})
        log.info("INJECTED session=%s notes=%s", session[:12], ",".join(h.id for h in hits))
        return prompt_output(text)

    def stop(self, payload: dict[str, Any]) -> None:
        transcript = payload.get("transcript_path")
        session = payload.get("session_id")
        if not isinstance(transcript, str) or not isinstance(session, str) or not session:
            log.warning("Stop payload without session_id/transcript_path; nothing enqueued")
            return
        cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        if cwd and Path(cwd).resolve().is_relative_to(self.settings.state_dir.resolve()):
            return  # our own `claude -p` extraction run (it runs in the state folder): never re-extract it
        self.enqueue({"session_id": session, "transcript_path": transcript, "cwd": cwd,
                      "agent": detect_agent(payload), "event": "Stop"})

    def session_start(self, payload: dict[str, Any]) -> str:
        cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        scopes = payload_scopes(payload)
        text = self.run_locked(lambda: self.brief(cwd, scopes))
        return session_start_output(text) if text else ""

    def brief(self, cwd: str | None, scopes: list[str] | None = None) -> str:
        """This project's hot and recent notes first, then global hot ones; never another project's."""
        idx = self.memory.index
        scopes = scopes or scopes_for(cwd)  # the same scopes as the prompt hook's recall
        project = [s for s in scopes if s != GLOBAL]
        current = [(k, e) for k, e in idx.entries(KIND_NOTE)
                   if not e.get("superseded_by") and e.get("scope") in scopes and not is_hub(e)]

        def newest(item: tuple[str, dict[str, Any]]) -> str:
            e = item[1]
            return e.get("valid_from") or e.get("recorded_at") or e.get("created") or ""

        def hot(items: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
            return sorted((x for x in items if x[1]["importance"] >= HOT), key=lambda x: -x[1]["importance"])

        def recent(items: list[tuple[str, dict[str, Any]]], n: int) -> list[tuple[str, dict[str, Any]]]:
            return sorted((x for x in items if x[1]["importance"] < HOT), key=newest, reverse=True)[:n]

        mine = [x for x in current if x[1]["scope"] in project]
        shared = [x for x in current if x[1]["scope"] == GLOBAL]
        hits = []
        for label, group in (("hot", hot(mine)), ("recent", recent(mine, 8)), ("hot, global", hot(shared)),
                             ("recent decision, global", recent([x for x in shared if x[1]["type"] == "decision"], 3))):
            for key, entry in group:
                hit = self.memory.recaller.hit_for(key, entry)
                hit.via = label
                hits.append(hit)
        text, _ = assemble(hits, self.settings.brief_chars, self.memory.read_body, lambda h: None,
                           self.settings.excerpt_chars)
        return text
