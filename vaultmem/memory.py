"""The library API every entry point (CLI, daemon, MCP) uses: one Memory per vault.

It opens vault, index and recall with the parts vaultmem/factories.py builds from a Config (or
those a composition root passes in) and owns the single-writer lock: Qdrant Edge lets exactly one
process open the index, so whoever opens it holds `<state>/writer.lock` (the daemon for its
lifetime, a CLI command for its duration). Only the composition roots construct one (see
docs/architecture.md); everything below is given it.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from filelock import FileLock, Timeout

from . import incremental, index_status, lockinfo
from .config import Config
from .errors import NoteError, VaultmemError
from .factories import build_embedder, build_reranker, build_vector_store
from .index.embedders import Embedder
from .index.indexer import KIND_NOTE, Index, ProgressFn, SyncReport
from .index.vectors import VectorStore
from .index.writes import index_versions, save_note
from .lifecycle.audit import AuditLog
from .lifecycle.purge import resume_purges
from .lifecycle.hubs import refresh_hubs, unflagged_hubs
from .lifecycle.intents import intents_dir
from .lifecycle.usage import PromotionSettings, UsageStats
from .recall.context import assemble
from .recall.scope import GLOBAL, project_scope, scopes_for
from .recall.search import Hit, Recaller, RecallSettings, SearchOptions
from .vault.excerpts import ExcerptTurn, excerpt_turns
from .vault.layout import migrate as migrate_layout
from .vault.note import CONFIDENCE, NOTE_TYPES, Note, Source, now_iso
from .vault.leftovers import sweep_temp_files
from .vault.store import Vault
from .vault.titles import STEM_MAX, note_stem

log = logging.getLogger("vaultmem")


class IndexBusy(VaultmemError):
    """Another process (normally the daemon) owns the index."""


@dataclass
class AddRequest:
    """A note to add, as given by a person, an agent (MCP) or the extractor."""

    title: str
    body: str = ""
    type: str = "fact"
    description: str = ""
    importance: float = 0.5
    confidence: str = "experimental"
    scope: str = GLOBAL
    tags: Sequence[str] = ()
    links: Sequence[str] = ()
    id: str | None = None
    source: Source | None = None
    valid_from: str | None = None
    forget_after: str | None = None


def validate_add(req: AddRequest) -> None:
    """Clear errors for bad note fields before anything touches disk."""
    if not req.title or not req.title.strip():
        raise NoteError("a note needs a title", "pass --title or a first line")
    if len(req.title) > 300:
        raise NoteError("title longer than 300 characters", "make the title one proposition")
    if req.type not in NOTE_TYPES:
        raise NoteError(f"unknown note type {req.type!r}", f"use one of {', '.join(NOTE_TYPES)}")
    if req.confidence not in CONFIDENCE:
        raise NoteError(f"unknown confidence {req.confidence!r}", f"use one of {', '.join(CONFIDENCE)}")
    if not 0.0 <= float(req.importance) <= 1.0:
        raise NoteError(f"importance {req.importance} is outside 0..1", "use a number between 0 and 1")
    if len(req.body) > 200_000:
        raise NoteError("note body larger than 200,000 characters", "split it into atomic notes")


def note_versions(vault: Vault, note_id: str) -> list[Note]:
    """Retired versions (oldest first) followed by the current one; reads files only (no index, no lock)."""
    versions = vault.history(note_id)
    try:
        versions.append(vault.get(note_id))
    except NoteError:
        if not versions:
            raise
    return versions


class Memory:
    """Vault + index + recall for one configuration."""

    def __init__(self, config: Config, embedder_factory: Callable[[], Embedder] | None = None,
                 lock_timeout: float = 5.0, *, role: str = "command",
                 unlocked: Callable[[Callable[[], Any]], Any] | None = None,
                 index_save_interval: float = 0.0, audit: AuditLog | None = None,
                 promotion: PromotionSettings | None = None) -> None:
        """`role` is recorded with the writer lock so a busy error can name the holder (daemon,
        worker, command). `unlocked` runs slow work that reads no shared state (parsing a transcript,
        redaction, an LLM call): the daemon passes one that lets go of its service lock meanwhile,
        so prompts are answered while a ticket waits on a model; by default it simply calls.
        `index_save_interval` > 0 defers index saves (see Index.save_interval; the daemon's).
        `audit` is where forget, purge, merge and review record what they did (by default the
        state folder's audit log); `promotion` when recalls promote a note (the config's by default)."""
        self.config = config
        self._role = role
        self.vault = Vault(config.vault)
        self._embedder_factory = embedder_factory or (lambda: build_embedder(config))
        self._lock = FileLock(str(config.state_dir / "writer.lock"))
        self._lock_timeout = lock_timeout
        self._index: Index | None = None
        self._recaller: Recaller | None = None
        self._usage: UsageStats | None = None  # lifecycle: recall frequency, promotion, drift
        self._unlocked: Callable[[Callable[[], Any]], Any] = unlocked or (lambda fn: fn())
        self.index_save_interval = index_save_interval
        self.audit = audit or AuditLog(config.state_dir)
        self.promotion = promotion or PromotionSettings.from_config(config)

    # Read-only: a composition root decides them when it builds the Memory, nothing changes them later.
    @property
    def role(self) -> str:
        return self._role

    @property
    def unlocked(self) -> Callable[[Callable[[], Any]], Any]:
        return self._unlocked

    # -- wiring -----------------------------------------------------------------------------

    def _store(self, dims: int) -> VectorStore:
        return build_vector_store(self.config, dims)

    @property
    def index(self) -> Index:
        """Open the index, taking the writer lock (IndexBusy if someone else has it)."""
        if self._index is None:
            self.config.state_dir.mkdir(parents=True, exist_ok=True)
            try:
                self._lock.acquire(timeout=self._lock_timeout)
            except Timeout:
                raise IndexBusy(*lockinfo.busy_message(self._lock.lock_file)) from None
            lockinfo.write_owner(self._lock.lock_file, self.role)
            self._index = Index(self.config.index_dir, self._embedder_factory, self._store)
            self._index.save_interval = self.index_save_interval
            self._finish_crashed_writes()
        return self._index

    def _finish_crashed_writes(self) -> None:
        """First thing a writer does: whatever a killed writer left is cleaned up or completed.

        Every process that may write (daemon, worker, MCP, each CLI command) opens the index through
        here, so a killed `vaultmem ingest` or `purge` is dealt with by the next one of them, not
        only by the daemon's start-up."""
        for folder in (self.vault.root, self.config.index_dir, intents_dir(self.config.state_dir)):
            if folder.is_dir():  # temp files of dead writers: half-written notes, index files, intents
                sweep_temp_files(folder)
        resume_purges(self)  # before the layout moves anything: a purge's plan names the old paths
        self._migrate_layout()

    def _migrate_layout(self) -> None:
        """Rename machine files of an older layout (see vault/layout.py) and re-point their index entries."""
        if not self.vault.exists_on_disk():
            return
        moved = migrate_layout(self.vault.root)
        assert self._index is not None
        for note_id in moved.history_ids:
            self._index.remove(self._index.history_keys(note_id))
            if self.vault.history_dir(note_id).is_dir():
                index_versions(self.vault, self._index, note_id)
        # A catalog from before the empty/hub flags gets them from the files (an empty note indexed
        # earlier stops being a hit), then hubs from before `hub: true` are flagged and listed.
        flagged = self._index.add_flags(self.vault)
        hubs = refresh_hubs(self, unflagged_hubs(self)) if self._index.size() else []
        if moved.history_ids or hubs or flagged:
            self._index.save()

    def save_pending(self) -> bool:
        """Write a deferred index save, if the index is open and has one."""
        return self._index.save_pending() if self._index is not None else False

    def pending_save(self) -> Callable[[], None] | None:
        """A deferred index save split in two: the snapshot is taken now (call this under the
        owner's lock), the returned function writes it and may run after the lock is let go."""
        index = self._index
        snapshot = index.pending_snapshot() if index is not None else None
        if index is None or snapshot is None:
            return None
        return lambda: index.write_snapshot(snapshot)

    @property
    def recaller(self) -> Recaller:
        if self._recaller is None:
            self._recaller = Recaller(self.index, RecallSettings.from_config(self.config),
                                      build_reranker(self.config), usage_boost=self.usage.boost)
        return self._recaller

    @property
    def usage(self) -> UsageStats:
        """Recall statistics in <state>/usage.db (lifecycle/usage.py)."""
        if self._usage is None:
            self._usage = UsageStats(self.config.state_dir / "usage.db", self.config["usage.boost_max"])
        return self._usage

    def record_recall(self, hits: Sequence[Hit]) -> None:
        """Count a recall of these notes in usage.db; never breaks recall, never writes a note.

        Promotion of what these recalls earned happens later, in the worker or `reflect`
        (lifecycle.tiers.promote_pending): a read must not rewrite a person's files.
        """
        ids = [h.id for h in hits if h.kind == KIND_NOTE]
        if not ids:
            return
        try:
            self.usage.record(ids)
        except Exception as exc:  # usage is a ranking hint; a locked or broken usage.db must not cost an answer
            log.warning("recording recall of %s failed: %s", ",".join(ids), exc)

    def close(self) -> None:
        if self._usage is not None:
            self._usage.close()
            self._usage = None
        if self._index is not None:
            self._index.close()
            self._index = None
            self._recaller = None
        if self._lock.is_locked:
            lockinfo.clear_owner(self._lock.lock_file)
            self._lock.release()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- indexing ---------------------------------------------------------------------------

    def init(self) -> Path:
        self.vault.init()
        return self.vault.root

    def reindex(self, full: bool = False, progress: ProgressFn | None = None) -> SyncReport:
        """Bring the derived indexes up to date with the vault."""
        return incremental.sync(self.index, self.vault, self.config["embedder.batch_size"], full, progress)

    def ensure_fresh(self) -> SyncReport | None:
        """Catch up with the vault when the index is torn, empty or older than the files (incremental.py)."""
        return incremental.ensure_fresh(self.index, self.vault, self.config["embedder.batch_size"])

    def reindex_paths(self, paths: Sequence[Path]) -> int:
        """Re-read the files (or folders) a watcher named; see incremental.reindex_paths."""
        return incremental.reindex_paths(self.index, self.vault, paths)

    def reindex_drift(self, diff: dict[str, dict[str, str]]) -> int:
        """Re-index exactly the files Index.content_diff found different."""
        return incremental.reindex_drift(self.index, self.vault, diff, self.config["embedder.batch_size"])

    def reindex_sources(self, paths: Sequence[Path]) -> int:
        """Re-derive the episodes of the given session excerpt files."""
        return incremental.reindex_sources(self.index, self.vault, paths)

    # -- notes ------------------------------------------------------------------------------

    def add(self, req: AddRequest, cwd: str | None = None) -> Note:
        """Validate, write atomically and index a new note so the next query can recall it."""
        validate_add(req)
        scope = req.scope
        if scope == "project":
            scope = project_scope(cwd) or GLOBAL
        self.vault.init()
        # An id asked for is kept; one made from the title is a file name cut at a word (vault/titles.py).
        note_id = self.vault.new_id(req.id) if req.id else self.vault.new_id(note_stem(req.title), STEM_MAX)
        today = dt.date.today().isoformat()
        body = req.body.strip()
        if req.links:
            body += "\n\n## Links\n" + "\n".join(f"- [[{link}]]" for link in req.links)
        note = Note(id=note_id, title=req.title.strip(), body=body, description=req.description.strip(),
                    type=req.type, scope=scope, importance=float(req.importance), confidence=req.confidence,
                    created=today, valid_from=req.valid_from or now_iso(), recorded_at=now_iso(),
                    source=req.source or Source(), tags=[t for t in req.tags if t], forget_after=req.forget_after)
        save_note(self.vault, self.index, note)
        log.info("NEW %s", note.id)
        return note

    def get(self, note_id: str) -> Note:
        return self.vault.get(note_id)

    def history(self, note_id: str) -> list[Note]:
        """Retired versions (oldest first) followed by the current one."""
        return note_versions(self.vault, note_id)

    # -- recall -----------------------------------------------------------------------------

    def search(self, query: str, limit: int | None = None, cwd: str | None = None, all_scopes: bool = False,
               include_superseded: bool = False, as_of: str | None = None,
               expand_graph: bool = True, record: bool = True, scopes: list[str] | None = None) -> list[Hit]:
        """Recall notes for a query, scoped to cwd's project plus global unless all_scopes.

        record=False for internal lookups (warm-up, extraction, reflect) that must not count as use.
        `scopes` names the scopes outright (a hub answering another machine, whose cwd means nothing here).
        """
        if not query.strip():
            raise VaultmemError("empty query", "pass some words to search for")
        if scopes is None:
            scopes = None if all_scopes or cwd is None else scopes_for(cwd)
        opts = SearchOptions(limit=limit, scopes=scopes, include_superseded=include_superseded, as_of=as_of,
                             expand_graph=expand_graph)
        start = time.perf_counter()
        hits = self.recaller.search(query, opts)
        if record:
            self.record_recall([h for h in hits if h.via == "primary"])
            # The in-process path (CLI and MCP without a daemon) logs here; record=False lookups
            # (context, extraction, reflect) are internal or log their own line.
            log.info("RETRIEVE search hits=%d latency_ms=%.1f", len(hits), (time.perf_counter() - start) * 1000)
        return hits

    def read_body(self, hit: Hit) -> str:
        path = self.vault.root / hit.path
        try:
            return self.vault.read_path(path).body
        except (NoteError, OSError):
            return ""

    def read_session(self, hit: Hit) -> tuple[tuple[ExcerptTurn, ...], dict[str, int]]:
        """The turns of the session excerpt an episode hit comes from (cached while unchanged)."""
        path = self.vault.root / hit.path
        return excerpt_turns(path) if self.vault.contains(path) else ((), {})

    def read_excerpt(self, hit: Hit) -> str | None:
        return self.vault.read_source(hit.id)

    def context(self, query: str, cwd: str | None = None, budget: int | None = None,
                exclude: Callable[[Hit], bool] | None = None, limit: int | None = None,
                scopes: list[str] | None = None) -> tuple[str, list[Hit]]:
        """Recalled notes as a wrapped prompt block within the character budget."""
        import time

        start = time.perf_counter()
        # Twice the search limit as candidates: the budget, the relevance floor and the dedupe decide
        # what is shown (on LoCoMo dev, 6 candidates filled a median 1,700 of 6,000 characters).
        limit = limit or 2 * self.config["recall.limit"]
        hits = self.search(query, limit=limit, cwd=cwd, record=False, scopes=scopes)  # only what is injected counts
        if exclude is not None:
            hits = [h for h in hits if not exclude(h)]
        text, ids = assemble(hits, budget or self.config["recall.context_chars"], self.read_body,
                             self.read_excerpt, self.config["recall.excerpt_chars"], query=query,
                             read_session=self.read_session)
        injected = [h for h in hits if h.id in ids]
        self.record_recall([h for h in injected if h.via == "primary"])
        log.info("RETRIEVE context notes=%d latency_ms=%.1f", len(injected), (time.perf_counter() - start) * 1000)
        return text, injected

    def status(self, check_sync: bool = True) -> dict[str, Any]:
        """Notes by type and scope, index sync state and embedder identity. `check_sync` reads
        every file of the vault; without it the sync fields are left for the caller (add_sync)."""
        out = index_status.describe(self.index, self.vault, self.config.index_dir, self.config["embedder.provider"])
        if check_sync:
            self.add_sync(out, self.index.content_hashes())
        return out

    def add_sync(self, status: dict[str, Any], hashes: dict[str, str]) -> None:
        """Fill status["sync"] / ["in_sync"] by comparing the vault with a catalog snapshot."""
        index_status.add_sync(self.index, self.vault, status, hashes)
