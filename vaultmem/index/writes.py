"""The one write path: a note goes into the vault and the index as one act.

Every place vaultmem writes a note (add, the extractor's writer, promotion, hubs, merge, forget,
restore, purge) calls save_note; a retired version goes through keep_version; a file written by
someone else (a person's edit, a restore's move) is indexed with index_file, session turns with
index_episodes. So the index never misses a write, and the rule
"write, index, save (deferred by the index's save interval)" lives here once.
tests/test_architecture.py checks that no module outside vault/ and this one calls Vault.write or
Vault.save_history.
"""

from __future__ import annotations

from pathlib import Path

from ..vault.note import Note
from ..vault.store import Vault
from .indexer import Index
from .keys import KIND_EPISODE, KIND_HISTORY, KIND_NOTE, history_key


def save_note(vault: Vault, index: Index, note: Note, save: bool = True) -> Path:
    """Write note where it lives (atomically), index it, and save the index unless the caller
    writes several notes and saves once after them (save=False). Returns the file's path."""
    path = vault.write(note)
    index.upsert([(note.id, note, vault.rel(path), KIND_NOTE)])
    if save:
        index.save()  # deferred within the index's save_interval (the daemon's), at once otherwise
    return path


def index_file(vault: Vault, index: Index, note: Note, path: Path, key: str | None = None,
               kind: str = KIND_NOTE) -> int:
    """Index a note file already in the vault (moved back by restore, or a retired version) under
    key (its id by default); returns how many entries were embedded (0 when unchanged)."""
    return index.upsert([(key or note.id, note, vault.rel(path), kind)])


def index_episodes(index: Index, items: dict[str, tuple[Note, str]]) -> int:
    """Index session turns ({key: (pseudo-note, excerpt path)}, from scan.episode_items) in one
    batch; returns how many were embedded."""
    return index.upsert([(key, note, rel, KIND_EPISODE) for key, (note, rel) in items.items()])


def keep_version(vault: Vault, index: Index, old: Note, superseded_by: str | None,
                 valid_to: str | None = None) -> Path:
    """Retire a version of a note to `_history/<id>/` and index it, as it reads back from its file."""
    path = vault.save_history(old, superseded_by, valid_to)
    version = vault.read_path(path)
    version.id = old.id  # a version belongs to its folder's note
    index_file(vault, index, version, path, history_key(old.id, path.stem), KIND_HISTORY)
    return path


def index_versions(vault: Vault, index: Index, note_id: str) -> int:
    """(Re)index every retired version of one note from `_history/<id>/` (after a move, or when a
    killed run left some unindexed); returns how many were embedded."""
    folder = vault.history_dir(note_id)
    entries = []
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        version = vault.read_path(path)
        version.id = note_id
        entries.append((history_key(note_id, path.stem), version, vault.rel(path), KIND_HISTORY))
    return index.upsert(entries)
