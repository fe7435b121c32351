"""`vaultmem mcp`: MCP tools over stdio (official `mcp` SDK), so an agent can write and read memory.

Composition root for the MCP entry point. Every tool goes through the daemon when it runs (it
owns the index); otherwise it opens Memory for that one call and closes it, so the writer lock
is never held between calls and a daemon can start at any time. stdout carries the protocol
only; our logging goes to the rotating file.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from typing import Any, Iterator

from .config import Config
from .errors import NoteNotFound, VaultmemError
from .vault.ids import slugify
from .vault.note import NOTE_TYPES, Note, Source
from .vault.store import Vault

log = logging.getLogger("vaultmem.mcp")

ACTOR = "mcp"
MAX_TITLE = 200
MAX_CONTENT = 20_000
MAX_TAGS = 10
INSTRUCTIONS = (
    "vaultmem is the user's long-term memory across coding sessions, kept as Markdown notes. "
    "Call vault_search before answering questions about past decisions, preferences or fixes. "
    "Call vault_add_note to remember one durable fact, decision, preference or solution per note "
    "(a one-proposition title plus the reasoning); never store secrets. vault_forget retires a note "
    "that is wrong or unwanted, with a reason."
)


class ToolInputError(VaultmemError):
    """A tool argument is invalid; the message says how to fix it."""


def validate_note(title: str, content: str, type: str, importance: float, tags: list[str] | None,
                  scope: str) -> tuple[str, str, list[str]]:
    """The checks an extracted note passes: one-line title, real content, known type, sane tags."""
    title = (title or "").strip()
    content = (content or "").strip()
    if not title:
        raise ToolInputError("title is empty", "give a one-line title that states the fact")
    if "\n" in title or len(title) > MAX_TITLE:
        raise ToolInputError("title must be one line of at most 200 characters", "put details in content")
    if not content:
        raise ToolInputError("content is empty", "add the mechanism, evidence or reasoning behind the title")
    if len(content) > MAX_CONTENT:
        raise ToolInputError(f"content longer than {MAX_CONTENT} characters", "split it into atomic notes")
    if type not in NOTE_TYPES:
        raise ToolInputError(f"unknown type {type!r}", f"use one of {', '.join(NOTE_TYPES)}")
    if not 0.0 <= float(importance) <= 1.0:
        raise ToolInputError(f"importance {importance} is outside 0..1", ">= 0.8 means always in the session brief")
    if scope not in ("global", "project") and not (scope.startswith("project:") and len(scope) > 8):
        raise ToolInputError(f"unknown scope {scope!r}", "use project (this repository), global or project:<name>")
    clean_tags = list(dict.fromkeys(slugify(t, 40) for t in (tags or []) if str(t).strip()))
    if len(clean_tags) > MAX_TAGS:
        raise ToolInputError(f"more than {MAX_TAGS} tags", "keep the few that help find the note")
    return title, content, clean_tags


def _first_sentence(text: str, limit: int = 200) -> str:
    line = text.strip().split("\n", 1)[0].strip()
    head = line.split(". ", 1)[0].rstrip(".")
    return head if len(head) <= limit else head[: limit - 1].rstrip() + "…"


def note_json(note: Note, status: str, path: str | None = None) -> dict[str, Any]:
    return {"id": note.id, "title": note.title, "description": note.description, "type": note.type,
            "scope": note.scope, "importance": note.importance, "confidence": note.confidence,
            "created": note.created, "valid_from": note.valid_from, "valid_to": note.valid_to,
            "superseded_by": note.superseded_by, "tags": note.tags, "links": note.links, "body": note.body,
            "source": note.source.to_dict(), "status": status, "path": path}


class VaultTools:
    """The tool implementations, independent of the MCP wiring (and so directly testable)."""

    def __init__(self, cfg: Config, cwd: str | None = None) -> None:
        self.cfg = cfg
        self.cwd = cwd or os.getcwd()  # agents start MCP servers in the project folder
        self._embedder: Any = None
        self._lock = threading.Lock()  # the SDK runs sync tools in worker threads
        self._redactor: Any = None

    # -- plumbing ---------------------------------------------------------------------------

    def _daemon(self, method: str, path: str, payload: Any = None) -> Any | None:
        from .daemon.client import daemon_call

        return daemon_call(self.cfg, method, path, payload)

    def _cached_embedder(self) -> Any:
        # Loading a local model takes seconds: load it once, not once per tool call.
        if self._embedder is None:
            from .factories import build_embedder

            self._embedder = build_embedder(self.cfg)
        return self._embedder

    @contextlib.contextmanager
    def _memory(self) -> Iterator[Any]:
        from .memory import Memory

        with self._lock:
            mem = Memory(self.cfg, embedder_factory=self._cached_embedder)
            try:
                yield mem
            finally:
                mem.close()  # releases the writer lock between calls

    def _redact(self, text: str) -> tuple[str, dict[str, int]]:
        if self._redactor is None:
            from .capture.redact import Redactor

            self._redactor = Redactor(self.cfg["extract.redact_allowlist"])
        red = self._redactor(text)
        return red.text, red.findings

    # -- tools ------------------------------------------------------------------------------

    def add_note(self, title: str, content: str, type: str = "fact", importance: float = 0.5,
                 tags: list[str] | None = None, scope: str = "project") -> dict[str, Any]:
        """Validate, redact, write atomically and index a note."""
        from .memory import AddRequest

        title, content, tags = validate_note(title, content, type, importance, tags, scope)
        title, found_t = self._redact(title)
        content, found_c = self._redact(content)
        findings = {k: found_t.get(k, 0) + found_c.get(k, 0) for k in {*found_t, *found_c}}
        req = AddRequest(title=title, body=content, type=type, description=_first_sentence(content),
                         importance=float(importance), scope=scope, tags=tags, source=Source(agent=ACTOR))
        payload = {k: v for k, v in req.__dict__.items() if k != "source"}
        payload.update(tags=list(tags), cwd=self.cwd, source=req.source.to_dict() if req.source else None)
        reply = self._daemon("POST", "/v1/notes", payload)
        if reply is None:
            with self._memory() as mem:
                note = mem.add(req, cwd=self.cwd)
            reply = {"id": note.id, "title": note.title}
        out = {"id": reply["id"], "title": reply["title"], "indexed": True}
        if findings:
            out["redacted"] = findings
        return out

    def search(self, query: str, limit: int = 6) -> dict[str, Any]:
        """Recall notes for this project plus global ones."""
        limit = max(1, min(int(limit), 50))
        reply = self._daemon("POST", "/v1/search", {"query": query, "limit": limit, "cwd": self.cwd})
        if reply is not None:
            hits = reply["hits"]
        else:
            with self._memory() as mem:
                mem.ensure_fresh()
                hits = [h.as_json() for h in mem.search(query, limit=limit, cwd=self.cwd)]  # logs RETRIEVE
        keep = ("id", "title", "description", "type", "scope", "score", "via")
        return {"hits": [{k: h[k] for k in keep if k in h} for h in hits]}

    def get_note(self, note_id: str) -> dict[str, Any]:
        """A note by id; archived and superseded notes only come back when asked for by id."""
        vault = Vault(self.cfg.vault)  # reading files needs no index and no lock
        try:
            note = vault.get(note_id)
            path = vault.path_for(note_id)
            return note_json(note, "current", str(path.relative_to(vault.root)) if path else None)
        except NoteNotFound:
            pass
        archived = vault.read_archived(note_id)  # refused when it leads out of the vault
        if archived is not None:
            return note_json(archived, "archived", str(vault.archived_path(note_id).relative_to(vault.root)))
        versions = vault.history(note_id)
        if versions:
            return note_json(versions[-1], "superseded")
        raise NoteNotFound(f"no note {note_id!r}", "find ids with vault_search")

    def history(self, note_id: str) -> dict[str, Any]:
        """Every version of a note, oldest first (the current one last)."""
        from .memory import note_versions

        versions = note_versions(Vault(self.cfg.vault), note_id)
        rows = [{"title": v.title, "body": v.body, "valid_from": v.valid_from, "valid_to": v.valid_to,
                 "recorded_at": v.recorded_at, "superseded_by": v.superseded_by, "relation": v.relation,
                 "quote": v.source.quote} for v in versions]
        return {"id": note_id, "versions": rows}

    def forget(self, note_id: str, reason: str) -> dict[str, Any]:
        """Archive a note out of recall, with an audit line (who: mcp)."""
        if not (reason or "").strip():
            raise ToolInputError("forgetting needs a reason", "say why the note is wrong or unwanted")
        payload = {"id": note_id, "reason": reason.strip(), "who": ACTOR}
        reply = self._daemon("POST", "/v1/forget", payload)
        if reply is None:
            from .lifecycle.forget import forget

            with self._memory() as mem:
                reply = forget(mem, note_id, reason.strip(), ACTOR)
        return reply


def build_server(cfg: Config, cwd: str | None = None) -> Any:
    """The MCPServer with the five vault tools registered."""
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    tools = VaultTools(cfg, cwd)
    server = MCPServer("vaultmem", instructions=INSTRUCTIONS, log_level="WARNING")

    def call(fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except VaultmemError as exc:  # ToolError keeps our message; anything else becomes "Error executing tool"
            msg = str(exc.args[0]) if exc.args else str(exc)
            raise ToolError(f"{msg} (fix: {exc.hint})" if exc.hint else msg) from None

    @server.tool()
    def vault_add_note(title: str, content: str, type: str = "fact", importance: float = 0.5,
                       tags: list[str] | None = None, scope: str = "project") -> dict[str, Any]:
        """Remember one atomic note: a one-line title stating the fact/decision/preference, and content with
        the reasoning or evidence. type: decision|preference|fact|solution|method|context|concept|procedure.
        importance 0..1 (>= 0.8: always shown at session start). scope: project (this repository) or global.
        Secrets are redacted. The note is recallable on the very next prompt."""
        return call(tools.add_note, title, content, type, importance, tags, scope)

    @server.tool()
    def vault_search(query: str, limit: int = 6) -> dict[str, Any]:
        """Search memory (keywords + meaning) for notes relevant to the query, this project and global."""
        return call(tools.search, query, limit)

    @server.tool()
    def vault_get_note(id: str) -> dict[str, Any]:
        """Read one note in full by id (also archived or superseded notes, marked by status)."""
        return call(tools.get_note, id)

    @server.tool()
    def vault_history(id: str) -> dict[str, Any]:
        """All versions of a note, oldest first: how a decision or fact changed over time."""
        return call(tools.history, id)

    @server.tool()
    def vault_forget(id: str, reason: str) -> dict[str, Any]:
        """Retire a note that is wrong, outdated or unwanted: it is archived (restorable) and out of recall."""
        return call(tools.forget, id, reason)

    return server


def serve(cfg: Config) -> None:
    """Run the MCP server over stdio until the client disconnects."""
    from .logs import setup_logging

    from .daemon.client import Route, configure

    setup_logging(cfg)
    # The agent runs us for a person at work: a tool call that finds no daemon starts it (as the
    # hooks do), rather than loading the model in this process for every session.
    configure(local=Route.local, may_start=not Route.local)
    log.info("mcp server %d starting (vault %s)", os.getpid(), cfg.vault)
    build_server(cfg).run("stdio")
