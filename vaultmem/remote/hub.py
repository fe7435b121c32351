"""The hub side of shared memory: uploads of redacted turns, their processing, the TCP listener.

An edge uploads the new turns of a session (already redacted on its machine) to
`POST /v1/remote/turns` with an idempotency key. The hub appends the turns it has not seen (by
turn id) to `<state>/remote/uploads/<agent>-<session>.jsonl`, records the key, and queues an
ordinary ticket; the worker then turns that file into a session excerpt and notes exactly as it
does a local transcript. A retried upload (the edge was killed before it saw the answer) finds its
key and changes nothing.

The project of an upload is the scope the edge computed from its git remote. The extraction code
derives scopes from a working folder, so the hub keeps one tiny "anchor" folder per project whose
`.git/config` names that remote: the same code then gives the same scope on every machine.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..capture.tickets import Ticket
from ..capture.turns import Turn, load_transcript_from_turns
from ..index.keys import KIND_NOTE
from ..lifecycle.audit import append_lines
from ..recall.scope import normalise_remote, project_scope
from ..vault.ids import slugify
from .. import atomic, utctime

if TYPE_CHECKING:
    from ..ingest.processor import TicketProcessor

log = logging.getLogger("vaultmem.hub")
AGENTS = ("claude-code", "codex")
ROLES = ("user", "assistant")
MAX_TURNS = 500  # per upload: an edge splits longer backlogs
UPLOAD_EVENT = "upload"


class UploadError(ValueError):
    """An upload the hub refuses (a 400): the message says which field is wrong."""


def is_shared_scope(scope: str | None) -> bool:
    """A project named by its git remote (the same on every machine), not a folder of one machine."""
    if not scope or not scope.startswith("project:") or scope.startswith("project:path:"):
        return False
    name = scope[len("project:"):]
    return bool(name) and not name.startswith("/") and not re.match(r"^[A-Za-z]:[\\/]", name)


def check_upload(data: dict[str, Any]) -> dict[str, Any]:
    """The upload's fields, checked; UploadError names the first bad one."""
    session, agent, scope, key = (data.get(k) for k in ("session_id", "agent", "scope", "key"))
    if not isinstance(session, str) or not session.strip() or len(session) > 200:
        raise UploadError("session_id must be a non-empty string")
    if agent not in AGENTS:
        raise UploadError(f"agent must be one of {', '.join(AGENTS)}")
    if not isinstance(scope, str) or not is_shared_scope(scope):
        raise UploadError("scope must be a project named by its git remote, e.g. project:github.com/acme/shop")
    if not isinstance(key, str) or not 8 <= len(key) <= 200:
        raise UploadError("key (the idempotency key) must be a string of 8 to 200 characters")
    turns = data.get("turns")
    if not isinstance(turns, list) or not turns or len(turns) > MAX_TURNS:
        raise UploadError(f"turns must be a list of 1 to {MAX_TURNS} turns")
    for t in turns:
        if not isinstance(t, dict) or not isinstance(t.get("id"), str) or not t["id"] \
                or t.get("role") not in ROLES or not isinstance(t.get("text"), str) \
                or not isinstance(t.get("at") or "", str):
            raise UploadError("each turn needs id (string), role (user|assistant), text (string), "
                              "at (ISO time or empty)")
    return {"session_id": session, "agent": agent, "scope": scope, "key": key, "turns": turns}


class UploadStore:
    """Uploaded turns per session (append-only JSON lines) and the idempotency keys already applied."""

    def __init__(self, state_dir: Path) -> None:
        self.root = Path(state_dir) / "remote"
        self.uploads = self.root / "uploads"
        self.anchors = self.root / "projects"
        self.uploads.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.root / "received.db"), check_same_thread=False, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS received (key TEXT PRIMARY KEY, session TEXT, turns INTEGER, "
                         "at TEXT)")

    def path_for(self, agent: str, session: str) -> Path:
        return self.uploads / f"{slugify(agent, 20)}-{slugify(session, 60)}-{_short_hash(session)}.jsonl"

    def anchor(self, scope: str) -> Path:
        """A folder whose git remote gives `scope` (see the module docstring)."""
        name = scope[len("project:"):]
        folder = self.anchors / f"{slugify(name, 100)}-{_short_hash(name)}"  # a/b-c and a/b/c differ
        config = folder / ".git" / "config"
        if not config.exists():
            atomic.write_text(config, f'[remote "origin"]\n\turl = {name}\n')
        if project_scope(folder) != f"project:{normalise_remote(name)}":
            raise UploadError(f"scope {scope!r} does not round-trip through a git remote")
        return folder

    def add(self, upload: dict[str, Any]) -> tuple[Path, int, bool]:
        """Apply one upload: (turns file, turns added, whether the key was seen before)."""
        path = self.path_for(upload["agent"], upload["session_id"])
        with self._lock:
            if self._db.execute("SELECT 1 FROM received WHERE key = ?", (upload["key"],)).fetchone():
                return path, 0, True
            known = {t["id"] for t in read_lines(path)}
            fresh = [t for t in upload["turns"] if t["id"] not in known]
            if fresh:
                append_lines(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in fresh))
            # After the turns are on disk: a crash in between re-applies the upload on retry,
            # and the turn ids make that a no-op.
            with self._db:
                self._db.execute("INSERT OR IGNORE INTO received VALUES (?, ?, ?, ?)",
                                 (upload["key"], upload["session_id"], len(fresh),
                                  utctime.iso_precise()))
        return path, len(fresh), False

    def close(self) -> None:
        self._db.close()


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The turns of an uploads file; a torn last line (a crash mid-append) is skipped."""
    out = []
    try:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                try:
                    row = json.loads(line)
                except ValueError:
                    continue
                if isinstance(row, dict) and isinstance(row.get("id"), str):
                    out.append(row)
    except FileNotFoundError:
        pass
    return out


def turns_from_file(path: Path, agent: str, session: str) -> list[Turn]:
    from ..capture.turns import parse_timestamp

    return [Turn(id=r["id"], role=r["role"], text=r.get("text") or "", timestamp=parse_timestamp(r.get("at")),
                 agent=agent, session_id=session) for r in read_lines(path)]


def hub_ticket_processor(processor: "TicketProcessor", remote: "TicketProcessor",
                         locked: Callable[[Callable[[], Any]], Any]) -> Callable[[Ticket], dict[str, Any]]:
    """What the worker does with a ticket: uploads become a transcript built from their turns file
    and go through `remote` (whose pipeline follows hub.review_remote); a local Stop ticket goes the
    usual way, through `processor`."""

    def process(ticket: Ticket) -> dict[str, Any]:
        if ticket.event != UPLOAD_EVENT:
            return processor(ticket)
        turns = turns_from_file(Path(ticket.transcript_path), ticket.agent, ticket.session_id)
        transcript = load_transcript_from_turns(ticket.session_id, ticket.agent, turns, cwd=ticket.cwd)
        result = remote.process(transcript, force=True)  # the edge applied the new-turns gate
        processor.promote_recalled()
        return result

    return lambda ticket: locked(lambda: process(ticket))


def upload_route(service: Any, store: UploadStore) -> Any:
    """POST /v1/remote/turns (only on the TCP listener, behind the gate)."""
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import JSONResponse, Response
    from starlette.routing import Route

    async def turns(request: Request) -> Response:
        try:
            upload = check_upload(json.loads(await request.body() or b"{}"))
            anchor = await run_in_threadpool(store.anchor, upload["scope"])
            path, added, duplicate = await run_in_threadpool(store.add, upload)
        except (UploadError, ValueError) as exc:
            return JSONResponse({"error": str(exc), "hint": "the edge sent a malformed upload; update vaultmem "
                                 "on that machine"}, status_code=400)
        if added:
            await run_in_threadpool(service.enqueue, {"session_id": upload["session_id"], "transcript_path": str(path),
                                                      "agent": upload["agent"], "cwd": str(anchor),
                                                      "event": UPLOAD_EVENT})
        token = request.scope.get("state", {}).get("token")
        log.info("UPLOAD session=%s turns=%d added=%d duplicate=%s by=%s", upload["session_id"][:12],
                 len(upload["turns"]), added, duplicate, getattr(token, "name", "?"))
        return JSONResponse({"added": added, "duplicate": duplicate}, status_code=200)

    return Route("/v1/remote/turns", turns, methods=["POST"])


def tcp_app(service: Any, store: UploadStore) -> Any:
    """The daemon's app plus the upload route, behind the token gate."""
    from starlette.concurrency import run_in_threadpool

    from ..daemon.app import create_app
    from ..lifecycle.audit import AuditLog
    from .auth import HubGate
    from .tokens import TokenStore

    inner = create_app(service)
    inner.router.routes.insert(0, upload_route(service, store))

    async def note_scope(note_id: str) -> str | None:
        def look() -> str | None:
            entry = service.memory.index.entry(note_id)
            return entry.get("scope") if entry is not None and entry.get("kind") == KIND_NOTE else None
        return await run_in_threadpool(service.locked, look)

    return HubGate(inner, TokenStore(service.cfg.state_dir), AuditLog(service.cfg.state_dir), note_scope)
