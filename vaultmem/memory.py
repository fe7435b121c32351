"""The library API every entry point (CLI, daemon, MCP) uses: one Memory per vault.

It wires vault, index and recall from a Config and owns the single-writer lock: Qdrant Edge
lets exactly one process open the index, so whoever opens it holds `<state>/writer.lock`
(the daemon for its lifetime, a CLI command for its duration).
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from filelock import FileLock, Timeout

from . import lockinfo
from .config import Config
from .errors import NoteError, VaultmemError
from .index.embedders import Embedder, make_embedder
from .index.indexer import Index, ProgressFn, SyncReport
from .index.keys import KIND_EPISODE, KIND_HISTORY, KIND_NOTE, kind_of
from .index.writes import index_episodes, index_file, index_versions, save_note
from .index.vectors import VectorStore, make_vector_store
from .lifecycle.purge import resume_purges
from .lifecycle.hubs import refresh_hubs, unflagged_hubs
from .lifecycle.intents import intents_dir
from .lifecycle.usage import UsageStats
from .recall.context import assemble
from .recall.rerankers import make_reranker
from .recall.scope import GLOBAL, project_scope, scopes_for
from .recall.search import Hit, Recaller, RecallSettings, SearchOptions
from .vault.excerpts import ExcerptTurn, excerpt_turns
from .vault.layout import HISTORY_DIR, SESSIONS_DIR
from .vault.layout import migrate as migrate_layout
from .vault.note import CONFIDENCE, NOTE_TYPES, Note, Source, now_iso
from .vault.leftovers import sweep_temp_files
from .vault.store import Vault, owner_key
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


class Memory:
    """Vault + index + recall for one configuration."""

    role = "command"  # recorded with the writer lock so a busy error can name us: daemon, worker, command

    def __init__(self, config: Config, embedder_factory: Callable[[], Embedder] | None = None,
                 lock_timeout: float = 5.0) -> None:
        self.config = config
        self.vault = Vault(config.vault)
        self._embedder_factory = embedder_factory or self._default_embedder
        self._lock = FileLock(str(config.state_dir / "writer.lock"))
        self._lock_timeout = lock_timeout
        self._index: Index | None = None
        self._recaller: Recaller | None = None
        self._usage: UsageStats | None = None  # lifecycle: recall frequency, promotion, drift
        # Slow work that reads no shared state (parsing a transcript, redaction, an LLM call) runs
        # through this. In the daemon it lets go of the service lock meanwhile, so prompts are
        # answered while a ticket waits on a model; elsewhere it simply calls.
        self.unlocked: Callable[[Callable[[], Any]], Any] = lambda fn: fn()
        self.index_save_interval = 0.0  # see Index.save_interval; the daemon defers saves

    # -- wiring -----------------------------------------------------------------------------

    def _default_embedder(self) -> Embedder:
        c = self.config
        return make_embedder(c["embedder.provider"], c["embedder.model"], c["embedder.base_url"],
                             c["embedder.api_key_env"], c["embedder.dimensions"], c["embedder.batch_size"])

    def _store(self, dims: int) -> VectorStore:
        import os

        c = self.config
        return make_vector_store(c["vector.backend"], self.config.index_dir, dims, c["vector.url"],
                                 os.environ.get(c["vector.api_key_env"]), c["vector.collection"])

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

    def defer_index_saves(self, seconds: float) -> None:
        """Save the index at most every `seconds` (the owner must call save_pending meanwhile)."""
        self.index_save_interval = seconds
        if self._index is not None:
            self._index.save_interval = seconds

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
            c = self.config
            reranker = make_reranker(c["recall.reranker"], c["recall.rerank_model"])
            self._recaller = Recaller(self.index, RecallSettings.from_config(c), reranker,
                                      usage_boost=self.usage.boost)
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
        if not self.vault.exists_on_disk():
            raise VaultmemError(f"no vault at {self.vault.root}", "run `vaultmem init` or pass --vault")
        report = self.index.sync(self.vault, full=full, progress=progress,
                                 batch_size=self.config["embedder.batch_size"])
        for msg in report.messages:
            log.warning("%s", msg)
        return report

    def ensure_fresh(self) -> SyncReport | None:
        """Sync when the index is torn, empty while the vault is not, or its vectors disagree
        with its catalog (a crash or a deleted/truncated index file): rebuilt from the vault."""
        from .errors import IndexError_

        idx = self.index  # holding the writer lock from here on; crash leftovers are swept by now
        torn = idx.torn
        if not torn and idx.size():
            idx.check_identity()  # a changed embedder is refused with a hint, not mistaken for a torn index
            try:
                points = idx.vectors().count()
                if points != idx.size():
                    torn = f"the vector store holds {points} points but the catalog {idx.size()}"
                else:  # damaged segment files open and count fine; reading the vectors is what fails
                    idx.vectors().query(idx.embedder.embed_query("vaultmem start-up probe"), min(points, 10_000))
            except IndexError_ as exc:
                torn = str(exc)
        if torn:
            log.warning("index torn (%s): rebuilding from the vault", torn)
            idx.torn = torn
            return self.reindex()
        if not idx.size() and any(True for _ in self.vault.iter_note_paths()):
            return self.reindex()
        if idx.size() and self._vault_newer_than_index():
            log.info("the vault changed while nothing watched it: syncing the index")
            return self.reindex()
        return None

    def _vault_newer_than_index(self) -> bool:
        """Stat-only check: a file newer than the catalog, or files the catalog does not know
        (edits made while the daemon was down, or a crash between a note write and the index save)."""
        try:
            stamp = self.index.catalog_path.stat().st_mtime
        except OSError:
            return True
        known = self.index.paths()
        root = self.vault.root
        files = list(self.vault.iter_note_paths())
        for sub in (HISTORY_DIR, SESSIONS_DIR):
            files += [p for p in (root / sub).rglob("*.md") if not p.name.startswith(".") and self.vault.contains(p)]
        seen = set()
        for path in files:
            try:
                rel, mtime = str(path.relative_to(root)), path.stat().st_mtime
            except (OSError, ValueError):
                continue
            if mtime > stamp or rel not in known:
                return True
            seen.add(rel)
        return bool(self.index.paths(KIND_NOTE) - seen)

    def reindex_paths(self, paths: Sequence[Path]) -> int:
        """Re-read specific files (a person's edit) and update or remove their entries.

        A folder stands for every note under it: a folder deleted, moved out of the vault or into
        `.trash` takes its notes out of the index, one moved in brings its notes in. (A folder moved
        out of the vault is reported as the folder alone: no event names the files that left with it.)
        Deleted paths go first: a rename arrives as (old gone, new present) in any order, and
        handling the new file first would let the deletion remove the note's only entry."""
        changed = 0
        gone_paths, paths = self._expand_changed(paths)
        by_path: dict[str, list[str]] = {}
        for key, e in self.index.entries(KIND_NOTE):
            by_path.setdefault(str(e.get("path")), []).append(key)
        gone: list[str] = []
        dropped: set[str] = set()  # ids whose file went away or changed id: a duplicate may hold them now
        for path in gone_paths:
            gone.append(rel := str(path.absolute()).removeprefix(str(self.vault.root) + "/"))
            keys = [k for p, ks in by_path.items() if p == rel or p.startswith(rel + "/") for k in ks]
            dropped.update(keys)
            changed += self.index.remove(keys)
        for path in paths:
            note = self.vault.read_path(path)
            rel = str(path.resolve().relative_to(self.vault.root))
            old = [k for k, e in self.index.entries(KIND_NOTE) if e.get("path") == rel and k != note.id]
            dropped.update(old)
            changed += self.index.remove(old)
            held = self.index.path_of(note.id)
            if (held is not None and held != rel and self.vault.holds(held, note.id)
                    and owner_key(note.id, held) < owner_key(note.id, rel)):
                log.warning("duplicate id %r in %s and %s; %s keeps it (rename the id in the other)",
                            note.id, held, rel, held)  # the rule Vault.scan applies
                continue
            if held is not None and self.index.content_hash(note.id) == note.content_hash() and held != rel:
                self.index.set_path(note.id, rel)  # moved or renamed, same content: no re-embedding
                changed += 1
            changed += index_file(self.vault, self.index, note, self.vault.root / rel)
        heirs = [p for i in dropped if i not in self.index and (p := self.vault.next_owner(i, gone))]
        if changed:
            self.index.save()
        return changed + (self.reindex_paths(heirs) if heirs else 0)

    def _expand_changed(self, paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
        """(paths gone, note files present) for the watcher's paths, folders expanded to their notes.
        A gone path may have been a note or a folder of notes: both are looked up by prefix."""
        gone: list[Path] = []
        present: dict[Path, None] = {}  # ordered, without repeats
        for path in paths:
            if not path.exists():  # a dangling symlink counts as gone, as a deleted file does
                if self.vault.is_note_path(path) or self.vault.is_note_folder(path):
                    gone.append(path)
            elif path.is_dir():
                present.update(dict.fromkeys(p for p in self.vault.iter_note_paths(under=path)
                                             if self.vault.is_note_path(p)))
            elif self.vault.is_note_path(path):
                present[path] = None
        return gone, list(present)

    def reindex_drift(self, diff: dict[str, dict[str, str]]) -> int:
        """Re-index exactly the files Index.content_diff found different (found without the lock,
        applied under it): notes and session excerpts by path; a changed retired version, rare,
        by a sync. Files changed again meanwhile are simply read as they are now."""
        notes: set[str] = set()
        sources: set[str] = set()
        history = False
        for group in diff.values():
            for key, rel in group.items():
                if kind_of(key) == KIND_HISTORY:
                    history = True
                elif kind_of(key) == KIND_EPISODE:
                    sources.add(rel)
                elif rel:
                    notes.add(rel)
        root = self.vault.root
        n = self.reindex_paths([root / r for r in sorted(notes)]) if notes else 0
        n += self.reindex_sources([root / r for r in sorted(sources)]) if sources else 0
        if history:
            report = self.reindex()
            n += report.added + report.updated + report.removed
        return n

    def reindex_sources(self, paths: Sequence[Path]) -> int:
        """Re-derive the episodes of the given session excerpt files."""
        paths = [Path(p) for p in paths]
        fresh = self.index.episode_items(self.vault, [p for p in paths if p.exists()])
        rels = {str(p.resolve().relative_to(self.vault.root)) for p in paths}
        gone = [k for k, e in self.index.entries(KIND_EPISODE) if e.get("path") in rels and k not in fresh]
        n = self.index.remove(gone)
        n += index_episodes(self.index, fresh)
        if n:
            self.index.save()
        return n

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
        versions = self.vault.history(note_id)
        try:
            versions.append(self.vault.get(note_id))
        except NoteError:
            if not versions:
                raise
        return versions

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
        idx = self.index
        out: dict[str, Any] = {"vault": str(self.vault.root), "index_dir": str(self.config.index_dir)}
        out.update(idx.stats())
        out["torn"] = idx.torn
        out["configured_embedder"] = self.config["embedder.provider"]
        out["identity_mismatch"] = idx.identity_mismatch(self.config["embedder.provider"])
        if check_sync:
            self.add_sync(out, idx.content_hashes())
        return out

    def status_without_lock(self) -> dict[str, Any]:
        """`status` from the saved index files, taking no writer lock.

        Reading is safe without it: catalog.json and bm25.json are replaced atomically, and the
        vector store is not opened. So `vaultmem status` never keeps a daemon from starting or a
        command from writing (it took the lock for seconds on a 10,000-note vault).
        """
        idx = self._index or Index(self.config.index_dir, self._embedder_factory, self._store)
        out: dict[str, Any] = {"vault": str(self.vault.root), "index_dir": str(self.config.index_dir)}
        out.update(idx.stats())
        out["torn"] = idx.torn
        out["configured_embedder"] = self.config["embedder.provider"]
        out["identity_mismatch"] = idx.identity_mismatch(self.config["embedder.provider"])
        out["sync"] = idx.pending_changes(self.vault) if self.vault.exists_on_disk() else {}
        out["in_sync"] = not any(out["sync"].values()) and not out["torn"] and not out["identity_mismatch"]
        return out

    def add_sync(self, status: dict[str, Any], hashes: dict[str, str]) -> None:
        """Fill status["sync"] / ["in_sync"] by comparing the vault with a catalog snapshot."""
        status["sync"] = self.index.pending_changes(self.vault, hashes) if self.vault.exists_on_disk() else {}
        status["in_sync"] = (not any(status["sync"].values()) and not status.get("torn")
                             and not status.get("identity_mismatch"))
