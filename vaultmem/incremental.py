"""Keeping the derived index in step with the vault: a full or incremental sync, the start-up
freshness check, and re-reading the files a watcher or the content check names.

Functions of the parts they touch (the Index, the Vault and the embedding batch size), so the
daemon, the worker and a CLI command share them through Memory without this module knowing who
holds the writer lock: the caller does, before it calls.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Sequence

from .errors import IndexError_, VaultmemError
from .index.indexer import Index, ProgressFn, SyncReport
from .index.keys import KIND_EPISODE, KIND_HISTORY, KIND_NOTE, kind_of
from .index.writes import index_episodes, index_file
from .vault.layout import HISTORY_DIR, SESSIONS_DIR
from .vault.store import Vault, owner_key

log = logging.getLogger("vaultmem")


def sync(index: Index, vault: Vault, batch_size: int, full: bool = False,
         progress: ProgressFn | None = None) -> SyncReport:
    """Bring the derived indexes up to date with the vault."""
    if not vault.exists_on_disk():
        raise VaultmemError(f"no vault at {vault.root}", "run `vaultmem init` or pass --vault")
    report = index.sync(vault, full=full, progress=progress, batch_size=batch_size)
    for msg in report.messages:
        log.warning("%s", msg)
    return report


def ensure_fresh(index: Index, vault: Vault, batch_size: int) -> SyncReport | None:
    """Sync when the index is torn, empty while the vault is not, or its vectors disagree
    with its catalog (a crash or a deleted/truncated index file): rebuilt from the vault."""
    torn = index.torn
    if not torn and index.size():
        index.check_identity()  # a changed embedder is refused with a hint, not mistaken for a torn index
        try:
            points = index.vectors().count()
            if points != index.size():
                torn = f"the vector store holds {points} points but the catalog {index.size()}"
            else:  # damaged segment files open and count fine; reading the vectors is what fails
                index.vectors().query(index.embedder.embed_query("vaultmem start-up probe"), min(points, 10_000))
        except IndexError_ as exc:
            torn = str(exc)
    if torn:
        log.warning("index torn (%s): rebuilding from the vault", torn)
        index.torn = torn
        return sync(index, vault, batch_size)
    if not index.size() and any(True for _ in vault.iter_note_paths()):
        return sync(index, vault, batch_size)
    if index.size() and vault_newer_than_index(index, vault):
        log.info("the vault changed while nothing watched it: syncing the index")
        return sync(index, vault, batch_size)
    return None


def vault_newer_than_index(index: Index, vault: Vault) -> bool:
    """Stat-only check: a file newer than the catalog, or files the catalog does not know
    (edits made while the daemon was down, or a crash between a note write and the index save)."""
    try:
        stamp = index.catalog_path.stat().st_mtime
    except OSError:
        return True
    known = index.paths()
    root = vault.root
    files = list(vault.iter_note_paths())
    for sub in (HISTORY_DIR, SESSIONS_DIR):
        files += [p for p in (root / sub).rglob("*.md") if not p.name.startswith(".") and vault.contains(p)]
    seen = set()
    for path in files:
        try:
            rel, mtime = str(path.relative_to(root)), path.stat().st_mtime
        except (OSError, ValueError):
            continue
        if mtime > stamp or rel not in known:
            return True
        seen.add(rel)
    return bool(index.paths(KIND_NOTE) - seen)


def reindex_paths(index: Index, vault: Vault, paths: Sequence[Path]) -> int:
    """Re-read specific files (a person's edit) and update or remove their entries.

    A folder stands for every note under it: a folder deleted, moved out of the vault or into
    `.trash` takes its notes out of the index, one moved in brings its notes in. (A folder moved
    out of the vault is reported as the folder alone: no event names the files that left with it.)
    Deleted paths go first: a rename arrives as (old gone, new present) in any order, and
    handling the new file first would let the deletion remove the note's only entry."""
    gone_paths, present = expand_changed(vault, paths)
    changed, dropped, gone = _remove_gone(index, vault, gone_paths)
    for path in present:
        n, old = _reread(index, vault, path)
        changed += n
        dropped.update(old)
    heirs = [p for i in dropped if i not in index and (p := vault.next_owner(i, gone))]
    if changed:
        index.save()
    return changed + (reindex_paths(index, vault, heirs) if heirs else 0)


def _remove_gone(index: Index, vault: Vault, gone_paths: list[Path]) -> tuple[int, set[str], list[str]]:
    """Take the notes of deleted files and folders out: (entries changed, ids dropped, paths gone).
    A dropped id may be held by a duplicate file, which then becomes its owner (see reindex_paths)."""
    by_path: dict[str, list[str]] = {}
    for key, e in index.entries(KIND_NOTE):
        by_path.setdefault(str(e.get("path")), []).append(key)
    changed = 0
    gone: list[str] = []
    dropped: set[str] = set()
    for path in gone_paths:
        gone.append(rel := str(path.absolute()).removeprefix(str(vault.root) + "/"))
        keys = [k for p, ks in by_path.items() if p == rel or p.startswith(rel + "/") for k in ks]
        dropped.update(keys)
        changed += index.remove(keys)
    return changed, dropped, gone


def _reread(index: Index, vault: Vault, path: Path) -> tuple[int, list[str]]:
    """Index one present note file: (entries changed, ids this file held before and holds no more)."""
    note = vault.read_path(path)
    rel = str(path.resolve().relative_to(vault.root))
    old = [k for k, e in index.entries(KIND_NOTE) if e.get("path") == rel and k != note.id]
    changed = index.remove(old)
    held = index.path_of(note.id)
    if (held is not None and held != rel and vault.holds(held, note.id)
            and owner_key(note.id, held) < owner_key(note.id, rel)):
        log.warning("duplicate id %r in %s and %s; %s keeps it (rename the id in the other)",
                    note.id, held, rel, held)  # the rule Vault.scan applies
        return changed, old
    if held is not None and index.content_hash(note.id) == note.content_hash() and held != rel:
        index.set_path(note.id, rel)  # moved or renamed, same content: no re-embedding
        changed += 1
    changed += index_file(vault, index, note, vault.root / rel)
    return changed, old


def expand_changed(vault: Vault, paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
    """(paths gone, note files present) for the watcher's paths, folders expanded to their notes.
    A gone path may have been a note or a folder of notes: both are looked up by prefix."""
    gone: list[Path] = []
    present: dict[Path, None] = {}  # ordered, without repeats
    for path in paths:
        if not path.exists():  # a dangling symlink counts as gone, as a deleted file does
            if vault.is_note_path(path) or vault.is_note_folder(path):
                gone.append(path)
        elif path.is_dir():
            present.update(dict.fromkeys(p for p in vault.iter_note_paths(under=path) if vault.is_note_path(p)))
        elif vault.is_note_path(path):
            present[path] = None
    return gone, list(present)


def reindex_drift(index: Index, vault: Vault, diff: dict[str, dict[str, str]], batch_size: int) -> int:
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
    root = vault.root
    n = reindex_paths(index, vault, [root / r for r in sorted(notes)]) if notes else 0
    n += reindex_sources(index, vault, [root / r for r in sorted(sources)]) if sources else 0
    if history:
        report = sync(index, vault, batch_size)
        n += report.added + report.updated + report.removed
    return n


def reindex_sources(index: Index, vault: Vault, paths: Sequence[Path]) -> int:
    """Re-derive the episodes of the given session excerpt files."""
    paths = [Path(p) for p in paths]
    fresh = index.episode_items(vault, [p for p in paths if p.exists()])
    rels = {str(p.resolve().relative_to(vault.root)) for p in paths}
    gone = [k for k, e in index.entries(KIND_EPISODE) if e.get("path") in rels and k not in fresh]
    n = index.remove(gone)
    n += index_episodes(index, fresh)
    if n:
        index.save()
    return n
