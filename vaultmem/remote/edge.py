"""The edge: a local daemon that shares a hub's memory for projects named by a git remote.

The hooks do not change: they talk to the local socket as ever. For a shared project the edge
- forwards prompt recall and the session brief to the hub, failing open (no context, no delay
  beyond remote.timeout) when the hub does not answer;
- on Stop reads the transcript here, redacts it here, and puts only the turns not sent before into
  a durable outbox (SQLite, fsync per commit), in the same order the session had them;
- delivers the outbox in order, one batch at a time, each with an idempotency key fixed when the
  batch was made, so a retry after a crash or a SIGKILL is recognised by the hub and never doubles.
A folder outside git (or a repository without a remote) stays machine-local: the edge's own
vault serves it exactly like a daemon without a hub, unless remote.projects maps it to a project.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from .. import utctime
from ..capture.redact import redact_turns
from ..ingest.processor import TicketProcessor
from ..capture.turns import Transcript
from ..daemon.hooks import HookHandler
from ..recall.scope import GLOBAL, project_scope
from .client import HubClient
from .hub import MAX_TURNS, is_shared_scope

log = logging.getLogger("vaultmem.edge")
OUTBOX_FILE = "outbox.db"
BATCH_CHARS = 2_000_000  # well under the hub's 16 MB body limit, even with JSON escaping
UPLOAD_TIMEOUT = 30.0


def mapped_scope(cwd: str | None, mappings: list[str]) -> str | None:
    """remote.projects entries `FOLDER=project:NAME`: the longest folder that holds cwd wins."""
    if not cwd:
        return None
    here = Path(cwd).expanduser().resolve()
    best: tuple[int, str] | None = None
    for item in mappings:
        folder, _, scope = item.partition("=")
        base = Path(folder.strip()).expanduser().resolve()
        if scope.strip() and (here == base or base in here.parents):
            if best is None or len(base.parts) > best[0]:
                best = (len(base.parts), scope.strip())
    return best[1] if best else None


def edge_scope(cwd: str | None, mappings: list[str]) -> str | None:
    """The scope an edge files a session under: a mapping from config, else the git remote (or local)."""
    return mapped_scope(cwd, mappings) or project_scope(cwd)


class Outbox:
    """Batches of redacted turns waiting for the hub, oldest first. Rows leave only when the hub
    has acknowledged them, so nothing is lost; their keys make re-sending harmless."""

    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / "remote" / OUTBOX_FILE
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")  # a captured session survives a power cut too
        self._db.execute("CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT UNIQUE, "
                         "session TEXT, body TEXT, created REAL, attempts INTEGER DEFAULT 0, last_error TEXT)")
        self._lock = threading.Lock()
        self.added = threading.Event()

    def put(self, batches: list[dict[str, Any]]) -> int:
        """Store batches in one transaction; a batch whose key is already here is not stored again."""
        with self._lock, self._db:
            before = self._db.total_changes
            self._db.executemany("INSERT OR IGNORE INTO outbox (key, session, body, created) VALUES (?, ?, ?, ?)",
                                 [(b["key"], b["session_id"], json.dumps(b, ensure_ascii=False), time.time())
                                  for b in batches])
            n = self._db.total_changes - before
        self.added.set()
        return n

    def first(self) -> tuple[int, dict[str, Any]] | None:
        with self._lock:
            row = self._db.execute("SELECT seq, body FROM outbox ORDER BY seq LIMIT 1").fetchone()
        return (row[0], json.loads(row[1])) if row else None

    def done(self, seq: int) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

    def failed(self, seq: int, error: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?", (error, seq))

    def counts(self) -> dict[str, Any]:
        with self._lock:
            n, sessions, oldest = self._db.execute("SELECT COUNT(*), COUNT(DISTINCT session), MIN(created) "
                                                   "FROM outbox").fetchone()
            last = self._db.execute("SELECT last_error, attempts FROM outbox ORDER BY seq LIMIT 1").fetchone()
        return {"batches": n, "sessions": sessions,
                "oldest_age_s": round(time.time() - oldest, 1) if oldest else None,
                "last_error": last[0] if last else None, "attempts": last[1] if last else 0}

    def close(self) -> None:
        with self._lock:
            self._db.close()


def batch_key(agent: str, session: str, turns: list[dict[str, Any]]) -> str:
    """Fixed by content: the same turns of the same session always make the same key, so a batch
    made twice (the edge died before it recorded its progress) is one batch at the hub."""
    ids = "\n".join(t["id"] for t in turns)
    return hashlib.sha256(f"{agent}\n{session}\n{ids}".encode()).hexdigest()[:40]


def make_batches(agent: str, session: str, scope: str, turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    batches: list[dict[str, Any]] = []
    current: list[dict[str, Any]] = []
    size = 0
    for t in turns:
        if current and (len(current) >= MAX_TURNS or size + len(t["text"]) > BATCH_CHARS):
            batches.append(current)
            current, size = [], 0
        current.append(t)
        size += len(t["text"])
    if current:
        batches.append(current)
    return [{"session_id": session, "agent": agent, "scope": scope, "key": batch_key(agent, session, b), "turns": b}
            for b in batches]


class EdgeTicketProcessor(TicketProcessor):
    """A Stop ticket of a shared project: redact here, keep only new turns, into the outbox."""

    def __init__(self, memory: Any, queue_root: Path, outbox: Outbox, mappings: list[str],
                 pipeline: Any = None, settings: Any = None) -> None:
        super().__init__(memory, queue_root, pipeline, settings)
        self.outbox = outbox
        self.mappings = mappings

    def process(self, transcript: Transcript, force: bool = True, whole: bool = False) -> dict[str, Any]:
        scope = edge_scope(transcript.cwd, self.mappings)
        if not is_shared_scope(scope):
            return super().process(transcript, force, whole)  # machine-local: the edge's own vault
        assert scope is not None
        session = transcript.session_id
        turns = [t for t in transcript.turns if not t.is_sidechain]
        count = len(turns)
        min_new = 1 if force else self.settings.min_new_turns
        if not whole and not self.progress.should_process(session, count, min_new):
            return {"skipped": "not enough new turns", "turns": count}
        start = 0 if whole else self._unprocessed_start(session, turns)
        redacted, findings = redact_turns(turns[start:], self.redactor)  # nothing leaves unredacted
        rows = [{"id": t.id, "role": t.role, "text": t.text,
                 "at": utctime.iso(t.timestamp) if t.timestamp else ""}
                for t in redacted if t.role in ("user", "assistant") and t.text.strip()]
        batches = make_batches(transcript.agent if transcript.agent in ("claude-code", "codex") else "claude-code",
                               session, scope, rows)
        queued = self.outbox.put(batches) if batches else 0
        # After the outbox commit: a crash in between makes the same batches again, with the same keys.
        self.progress.mark_processed(session, count, turns[-1].id if turns else None)
        if findings:
            log.info("REDACTED session=%s %s", session[:12], findings)
        log.info("OUTBOX session=%s scope=%s turns=%d batches=%d", session[:12], scope, len(rows), queued)
        return {"session": session, "scope": scope, "uploaded_turns": len(rows), "batches": queued,
                "redacted": findings}


class Sender:
    """One thread delivering the outbox in order; it waits (with backoff) while the hub is away."""

    def __init__(self, outbox: Outbox, client: HubClient, retry_seconds: float, on_error: Any = None) -> None:
        self.outbox = outbox
        self.client = client
        self.retry_seconds = retry_seconds
        self.on_error = on_error
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="vaultmem-edge-sender", daemon=True)
        self.delivered = 0

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self.outbox.added.set()
        self._thread.join(timeout=UPLOAD_TIMEOUT + 5)

    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            item = self.outbox.first()
            if item is None:
                self.outbox.added.wait(30)
                self.outbox.added.clear()
                continue
            seq, batch = item
            error = self.deliver(batch)
            if error is None:
                self.outbox.done(seq)
                self.delivered += 1
                failures = 0
                continue
            failures += 1
            self.outbox.failed(seq, error)
            if failures in (1, 10) or failures % 100 == 0:  # say it, but do not flood the log while the hub is away
                log.warning("hub upload failed (%d in a row, will retry): %s", failures, error)
                if self.on_error:
                    self.on_error(f"hub upload: {error}")
            # Stop early on shutdown; otherwise back off (capped) before the same batch again.
            self._stop.wait(min(300.0, self.retry_seconds * 2 ** min(failures - 1, 10)))

    def deliver(self, batch: dict[str, Any]) -> str | None:
        """None when the hub has the batch (now or from an earlier try); else why not."""
        try:
            status, data = self.client.json("POST", "/v1/remote/turns", batch, UPLOAD_TIMEOUT)
        except OSError as exc:
            return f"hub unreachable: {exc}"
        if 200 <= status < 300:
            log.info("UPLOADED session=%s added=%s duplicate=%s", batch["session_id"][:12],
                     data.get("added"), data.get("duplicate"))
            return None
        # A denied batch (revoked token, wrong scope) stays first in line: later ones would be denied
        # too, and order matters more than progress; a new token file lets it through.
        return f"hub answered {status}: {(data or {}).get('error')}"


class EdgeHookHandler(HookHandler):
    """HookHandler whose shared-project prompts and briefs are answered by the hub."""

    def __init__(self, base: HookHandler, client: HubClient, timeout: float, mappings: list[str]) -> None:
        super().__init__(base.memory, base.settings, base.injections, base.enqueue, base.run_locked)
        self.client = client
        self.timeout = timeout
        self.mappings = mappings

    def _forward(self, event: str, payload: dict[str, Any], scope: str) -> str:
        fwd = {k: payload[k] for k in ("prompt", "session_id") if k in payload}
        fwd["scopes"] = [scope, GLOBAL]
        try:
            status, raw = self.client.request("POST", f"/v1/hooks/{event}", fwd, self.timeout)
        except OSError as exc:  # hub away: the prompt goes on without context (fail open)
            log.warning("hub did not answer %s within %.1fs (%s): no context this time", event, self.timeout, exc)
            return ""
        if status != 200:
            log.warning("hub refused %s: %s %s", event, status, raw[:300].decode("utf-8", "replace"))
            return ""
        return raw.decode("utf-8", "replace")

    def user_prompt_submit(self, payload: dict[str, Any]) -> str:
        cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        scope = edge_scope(cwd, self.mappings)
        if not is_shared_scope(scope):
            return super().user_prompt_submit(payload)
        prompt = payload.get("prompt")
        if not isinstance(prompt, str) or len(prompt.strip()) < self.settings.min_prompt_chars:
            return ""
        assert scope is not None
        return self._forward("UserPromptSubmit", payload, scope)  # the hub's answer is the hook's output

    def session_start(self, payload: dict[str, Any]) -> str:
        cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        scope = edge_scope(cwd, self.mappings)
        if not is_shared_scope(scope):
            return super().session_start(payload)
        assert scope is not None
        return self._forward("SessionStart", payload, scope)


class EdgeForwarder:
    """ASGI layer on the edge's unix socket: `search` and `notes` (what the CLI and the MCP tools
    call) go to the hub when their cwd is a shared project, so an agent's MCP tools on an edge
    read and write the shared memory. A search the hub does not answer falls back to this
    machine's own memory; a note the hub does not take is refused (503) rather than filed here,
    where the other machines would never see it."""

    ROUTES = ("/v1/search", "/v1/notes")

    def __init__(self, app: Any, client: HubClient, timeout: float, mappings: list[str]) -> None:
        self.app = app
        self.client = client
        self.timeout = timeout
        self.mappings = mappings

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or scope["path"] not in self.ROUTES:
            return await self.app(scope, receive, send)
        from starlette.concurrency import run_in_threadpool

        from .auth import Denied, _read_body, _replay, _respond

        try:
            body = await _read_body(receive)
        except Denied as exc:
            return await _respond(send, exc.status, {"error": exc.error, "hint": exc.hint})
        try:
            data = json.loads(body or b"{}")
        except ValueError:
            data = None
        shared = None
        if isinstance(data, dict) and not data.get("all_scopes") and isinstance(data.get("cwd"), str):
            shared = edge_scope(data["cwd"], self.mappings)
        if not is_shared_scope(shared):
            return await self.app(scope, _replay(body, receive), send)
        assert shared is not None and isinstance(data, dict)
        data.pop("cwd")
        if scope["path"] == "/v1/search":
            data["scopes"] = [shared, GLOBAL]
        elif data.get("scope") in (None, "project"):
            data["scope"] = shared
        try:
            status, raw = await run_in_threadpool(self.client.request, "POST", scope["path"], data,
                                                  max(self.timeout, 10.0))
        except OSError as exc:
            if scope["path"] == "/v1/search":
                log.warning("hub did not answer a search (%s): answered from this machine", exc)
                return await self.app(scope, _replay(body, receive), send)
            return await _respond(send, 503, {"error": f"the hub at {self.client.url} is unreachable: the note "
                                                       f"was not saved ({exc})",
                                              "hint": "retry when the hub is back; `vaultmem remote status`"})
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]})
        await send({"type": "http.response.body", "body": raw})
