"""The derived index: a catalog of note metadata, BM25, vectors and the link graph.

Everything here is rebuildable from the vault. Items are keyed as index/keys.py says (a current
note by its id, a retired version by `history:<id>:<file stem>`); the catalog's entries and its
file format live in index/catalog.py, reading the vault for a sync in index/scan.py. Unchanged notes (same content hash) are never
re-embedded. The embedder and vector store are opened lazily so a no-op sync or a status call
never loads a model.
"""

from __future__ import annotations

import json
import logging
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from .. import atomic
from ..errors import EmbeddingMismatch, NoteError
from ..vault.note import Note
from ..vault.store import Vault
from .bm25 import BM25Index
from .catalog import Catalog, CatalogEntry, CatalogQueries, catalog_json, catalog_path, note_entry, read_catalog
from .embedders import Embedder
from .graph import build_graph
from .keys import KIND_NOTE, kind_of
from .scan import content_diff, episode_items, items_from_vault
from .vectors import VectorItem, VectorStore

log = logging.getLogger("vaultmem.index")

ProgressFn = Callable[[int, int], None]


@dataclass
class SyncReport:
    """What a sync did."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    embedded: int = 0
    full: bool = False
    seconds: float = 0.0
    messages: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


@dataclass(frozen=True)
class IndexSnapshot:
    """What one index save writes, copied under the owner's lock (see Index.pending_snapshot)."""

    seq: int
    identity: str | None
    catalog: dict[str, CatalogEntry]
    bm25: dict[str, Any]
    vectors_dir: bool


class Index(CatalogQueries):
    """Owner of the derived indexes of one vault; one process at a time (see ARCHITECTURE.md)."""

    def __init__(self, index_dir: Path, embedder_factory: Callable[[], Embedder],
                 store_factory: Callable[[int], VectorStore]) -> None:
        self.dir = Path(index_dir)
        self._embedder_factory = embedder_factory
        self._store_factory = store_factory
        self._embedder: Embedder | None = None
        self._vectors: VectorStore | None = None
        self._graph = None
        self.catalog = Catalog()
        self.identity: str | None = None
        self.bm25 = BM25Index()
        self.torn: str | None = None
        # 0 = save on every save() call. The daemon sets a few seconds: catalog.json and bm25.json
        # are whole-file JSON (10 MB each at 10k notes, ~0.4 s to write both), and writing them
        # after every ticket made the index the worker's bottleneck. A crash before the deferred
        # save loses nothing: the vault is then newer than the catalog and start-up syncs it.
        self.save_interval = 0.0
        self._last_save = float("-inf")  # the first save is due at once, however long the machine has been up
        self._unsaved = False
        # Snapshots are numbered so a slow write of an older one never lands over a newer one.
        self._snapshot_seq = 0
        self._written_seq = 0
        self._write_lock = threading.Lock()
        # Readers (prompt recall) and writers (tickets, edits) share the index in one daemon. This
        # lock guards only the moments the catalog, BM25 and vectors change together, and the reads
        # that must see them agree: embedding, the slow part of a write, happens outside it, so a
        # prompt never waits behind a ticket's model calls, only behind a few dictionary updates.
        self.lock = threading.RLock()
        self._load()

    # -- persistence ------------------------------------------------------------------------

    @property
    def catalog_path(self) -> Path:
        return catalog_path(self.dir)

    @property
    def bm25_path(self) -> Path:
        return self.dir / "bm25.json"

    def _load(self) -> None:
        """Load catalog and BM25; anything missing or unreadable marks the index torn."""
        if not self.catalog_path.exists():
            if self.dir.exists() and any(self.dir.iterdir()):
                self.torn = "catalog.json is missing"
            return
        try:
            saved = read_catalog(self.dir)
            self.catalog, self.identity = saved.items, saved.identity
            self.bm25 = BM25Index.load(self.bm25_path)
            if set(self.bm25.tokens) != set(self.catalog):
                raise ValueError("BM25 index and catalog disagree")
            if saved.vectors_dir and not (self.dir / "vectors").is_dir():
                raise ValueError("the vectors folder is missing")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            self.torn = f"index files unreadable ({exc})"
            self.catalog, self.identity, self.bm25 = Catalog(), None, BM25Index()
        if self.torn:
            log.warning("index at %s is torn: %s; it will be rebuilt from the vault", self.dir, self.torn)

    def save(self, force: bool = False) -> None:
        """Persist catalog and BM25 tokens atomically; flush vectors first so they never lag.
        Within `save_interval` of the last save it is only noted (see save_pending)."""
        if not force and self.save_interval > 0 and time.monotonic() - self._last_save < self.save_interval:
            self._unsaved = True
            return
        self.write_snapshot(self._snapshot())

    def save_pending(self) -> bool:
        """Write a deferred save now; True when there was one."""
        snapshot = self.pending_snapshot()
        if snapshot is None:
            return False
        self.write_snapshot(snapshot)
        return True

    def pending_snapshot(self) -> IndexSnapshot | None:
        """The deferred save, if any, as a snapshot: taken under the owner's lock (milliseconds),
        written with write_snapshot after letting it go. Serialising and fsyncing 20 MB of JSON
        takes a few hundred ms, and prompt hooks must not wait that long behind it."""
        return self._snapshot() if self._unsaved else None

    def _snapshot(self) -> IndexSnapshot:
        with self.lock:
            return self._snapshot_locked()

    def _snapshot_locked(self) -> IndexSnapshot:
        self._unsaved = False
        self._last_save = time.monotonic()
        if self._vectors is not None:
            self._vectors.flush()  # before the catalog is copied: the vectors never lag what it names
        self._snapshot_seq += 1
        # Entries, token lists and field dicts are replaced, never changed in place, so copying
        # the mappings is enough to freeze what this save writes.
        return IndexSnapshot(self._snapshot_seq, self.identity, dict(self.catalog), self.bm25.snapshot(),
                             (self.dir / "vectors").is_dir())

    def write_snapshot(self, snap: IndexSnapshot) -> None:
        """Write a snapshot (safe without the owner's lock). A failed write leaves the save pending."""
        with self._write_lock:
            if snap.seq <= self._written_seq:
                return  # a newer snapshot is already on disk
            try:
                self.dir.mkdir(parents=True, exist_ok=True)
                atomic.write_text(self.bm25_path, json.dumps(snap.bm25))
                atomic.write_text(self.catalog_path, catalog_json(snap.catalog, snap.identity, snap.vectors_dir))
            except BaseException:
                self._unsaved = True
                raise
            self._written_seq = snap.seq

    def close(self) -> None:
        self.save_pending()
        if self._vectors is not None:
            self._vectors.close()
            self._vectors = None

    # -- lazily opened parts ----------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = self._embedder_factory()
        return self._embedder

    def vectors(self) -> VectorStore:
        if self._vectors is None:
            self._vectors = self._store_factory(self.embedder.dims)
        return self._vectors

    def identity_mismatch(self, provider: str = "", load: bool = False) -> str | None:
        """Why this index's vectors and the configured embedder don't mix, or None. Loading an
        embedder costs seconds (a local model) or a request (a remote probe), so without `load`
        only an already loaded one is compared in full, else just the configured provider name."""
        if not (self.identity and self.catalog):
            return None
        if self._embedder is not None or load:
            configured = self.embedder.identity
        elif provider and self.identity.split(":", 1)[0] != provider:
            configured = f"{provider}:..."
        else:
            return None
        if configured == self.identity:
            return None
        return f"the index was built with {self.identity} but the configured embedder is {configured}"

    def check_identity(self) -> None:
        """Refuse to mix vectors from two embedders."""
        mismatch = self.identity_mismatch(load=True)
        if mismatch:
            raise EmbeddingMismatch(mismatch, "run `vaultmem reindex --full`")

    @property
    def graph(self):  # type: ignore[no-untyped-def]
        if self._graph is None:
            current = {e["note_id"]: e["links"] for e in self.catalog.values() if e["kind"] == KIND_NOTE}
            titles = {e["note_id"]: e["title"] for e in self.catalog.values() if e["kind"] == KIND_NOTE}
            self._graph = build_graph(current, titles)
        return self._graph

    # -- updating ---------------------------------------------------------------------------

    def _items_from_vault(self, vault: Vault) -> dict[str, tuple[Note, str]]:
        return items_from_vault(vault)

    def episode_items(self, vault: Vault, files: Iterable[Path] | None = None) -> dict[str, tuple[Note, str]]:
        return episode_items(vault, files)

    def upsert(self, entries: Iterable[tuple[str, Note, str, str]], progress: ProgressFn | None = None,
               batch_size: int = 64) -> int:
        """Index (key, note, rel_path, kind) entries whose content changed; returns how many were embedded."""
        todo = [(k, n, p, kind) for k, n, p, kind in entries
                if self.catalog.get(k, {}).get("hash") != n.content_hash() or k not in self.catalog]
        if not todo:
            return 0
        with self.lock:
            self.check_identity()
            store = self.vectors()
        done = 0
        for i in range(0, len(todo), batch_size):
            batch = todo[i:i + batch_size]
            vecs = self.embedder.embed_documents([n.search_text() for _, n, _, _ in batch])  # outside the lock
            items = []
            with self.lock:
                for (key, note, rel, kind), vec in zip(batch, vecs):
                    entry = note_entry(note, rel, kind)
                    self.catalog[key] = entry
                    self.bm25.set(key, note.search_text(), {"kind": kind, "scope": note.scope})
                    items.append(VectorItem(key, vec, {"kind": kind, "scope": note.scope}))
                store.upsert(items)
                self.identity = self.embedder.identity
                self._graph = None
            done += len(batch)
            if progress:
                progress(done, len(todo))
        return done

    def set_path(self, key: str, rel_path: str) -> None:
        """Record that an indexed file moved with its content unchanged (nothing re-embedded)."""
        with self.lock:
            self.catalog[key]["path"] = rel_path

    def remove(self, keys: Iterable[str]) -> int:
        with self.lock:
            keys = [k for k in keys if k in self.catalog]
            if keys:
                self.vectors().delete(keys)
                for k in keys:
                    del self.catalog[k]
                self.bm25.remove(keys)
                self._graph = None
        return len(keys)

    def add_flags(self, vault: Vault) -> int:
        """Give entries of a catalog written before the `hub` and `empty` flags their values, from
        the files, without re-embedding anything; returns how many were set."""
        done = 0
        for entry in self.catalog.values():
            if "empty" in entry:
                continue
            entry["hub"], entry["empty"] = False, False
            path = vault.root / str(entry.get("path") or "")
            if entry.get("kind") == KIND_NOTE and path.is_file() and vault.contains(path):
                try:
                    fresh = note_entry(vault.read_path(path), entry["path"])
                except NoteError:
                    continue
                entry["hub"], entry["empty"] = fresh["hub"], fresh["empty"]
            done += 1
        return done

    def sync(self, vault: Vault, full: bool = False, progress: ProgressFn | None = None,
             batch_size: int = 64) -> SyncReport:
        """Bring the index in line with the vault; rebuild fully when asked, torn or re-embedded."""
        start = time.perf_counter()
        report = SyncReport()
        if self.torn:
            report.messages.append(f"index was torn ({self.torn}); rebuilt from the vault")
            full = True
        if not full and self.catalog and self.identity and self.identity != self.embedder.identity:
            report.messages.append(f"embedder changed from {self.identity} to {self.embedder.identity}: "
                                   "full reindex")
            full = True
        if full:
            self._wipe()
            report.full = True
        items = self._items_from_vault(vault)
        for note_id, paths in vault.duplicates.items():  # the person's files: reported, never rewritten
            rels = [vault.rel(p) for p in paths]
            report.messages.append(f"duplicate id {note_id!r}: {rels[0]} is indexed, {', '.join(rels[1:])} not; "
                                   "rename the id in one of them")
        stale = [k for k in self.catalog if k not in items]
        report.removed = self.remove(stale)
        entries = []
        for key, (note, rel) in items.items():
            kind = kind_of(key)
            old = self.catalog.get(key)
            if old is None:
                report.added += 1
            elif old.get("hash") != note.content_hash():
                report.updated += 1
            else:
                if old["path"] != rel:  # moved by a person: metadata only, no re-embed
                    old["path"] = rel
                if "empty" not in old:  # a catalog from before these flags: metadata only, no re-embed
                    fresh = note_entry(note, rel, kind)
                    old["hub"], old["empty"] = fresh["hub"], fresh["empty"]
                report.unchanged += 1
                continue
            entries.append((key, note, rel, kind))
        report.embedded = self.upsert(entries, progress, batch_size)
        if report.embedded and self.vectors().optimize():
            report.messages.append("vector index optimised (HNSW graph built)")
        self.torn = None
        self.save()
        report.seconds = round(time.perf_counter() - start, 3)
        return report

    def _wipe(self) -> None:
        """Drop every derived file; the vault is untouched."""
        self.close()
        self.catalog, self.identity, self.bm25, self._graph = Catalog(), None, BM25Index(), None
        vec_dir = self.dir / "vectors"
        if vec_dir.exists():
            shutil.rmtree(vec_dir)
        self._vectors = None
        # A server-backed store keeps its points remotely: clear them through the store.
        store = self.vectors()
        if hasattr(store, "clear"):
            store.clear()  # type: ignore[attr-defined]

    # -- reading ----------------------------------------------------------------------------

    def stats(self) -> dict[str, Any]:
        """Counts by kind, type and scope for `status`."""
        return {**self.catalog.counts(), "identity": self.identity}

    def pending_changes(self, vault: Vault, hashes: dict[str, str] | None = None) -> dict[str, int]:
        """How far the index lags the vault (without embedding anything). Reads every file, so
        the daemon passes a snapshot of the catalog's hashes and runs this outside its lock."""
        hashes = hashes if hashes is not None else self.content_hashes()
        diff = self.content_diff(vault, {k: (h, "") for k, h in hashes.items()})
        return {"new": len(diff["new"]), "changed": len(diff["changed"]), "deleted": len(diff["deleted"])}

    def content_diff(self, vault: Vault, snapshot: dict[str, tuple[str, str]]) -> dict[str, dict[str, str]]:
        """What differs between the vault and a catalog snapshot (see index/scan.content_diff)."""
        return content_diff(self._items_from_vault(vault), snapshot)

    def content_hashes(self) -> dict[str, str]:
        return {k: e.get("hash", "") for k, e in self.catalog.items()}

    def content_snapshot(self) -> dict[str, tuple[str, str]]:
        """{key: (content hash, path)} of every item; an entry without a hash (an older catalog)
        reads as changed, so the next comparison re-indexes it and stores its hash."""
        return {k: (e.get("hash", ""), e["path"]) for k, e in self.catalog.items()}
