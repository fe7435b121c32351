"""What the vault holds, as the index would key it: notes, retired versions and session turns.

Reading only (every file, nothing embedded), so a sync check can run without the index's lock.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from ..vault.layout import HISTORY_DIR, SESSIONS_DIR
from ..vault.note import Note
from ..vault.store import Vault
from .keys import history_key

Items = dict[str, tuple[Note, str]]  # key -> (note, path relative to the vault root)


def items_from_vault(vault: Vault) -> Items:
    """Every indexable item in the vault, by key."""
    items: Items = {}
    for note_id, nf in vault.scan().items():
        items[note_id] = (nf.note, vault.rel(nf.path))
    history_root = vault.root / HISTORY_DIR
    if history_root.is_dir():
        for folder in sorted(p for p in history_root.iterdir() if p.is_dir()):
            for path in sorted(p for p in folder.glob("*.md") if vault.contains(p)):  # no symlinks out
                note = vault.read_path(path)
                note.id = folder.name  # a version belongs to its folder's note
                items[history_key(folder.name, path.stem)] = (note, vault.rel(path))
    items.update(episode_items(vault))
    return items


def episode_items(vault: Vault, files: Iterable[Path] | None = None) -> Items:
    """Turns of the redacted session excerpts (all, or those in files), as pseudo-notes of kind
    episode; the provenance turns of forgotten notes and purged turns left out."""
    from .episodes import episodes_from_file, suppressed_keys

    folder = vault.root / SESSIONS_DIR
    paths = list(files) if files is not None else (sorted(folder.glob("*.md")) if folder.is_dir() else [])
    paths = [p for p in paths if vault.contains(p)]  # a symlink out of the vault is not a session of ours
    items: Items = {}
    suppressed = suppressed_keys(vault.root) if paths else set()
    for path in paths:
        rel = vault.rel(path)
        for key, note in episodes_from_file(path, suppressed):
            items[key] = (note, rel)
    return items


def content_diff(items: Items, snapshot: dict[str, tuple[str, str]]) -> dict[str, dict[str, str]]:
    """Items whose content differs from a catalog snapshot ({key: (hash, path)}, see
    Index.content_snapshot), as {"new" | "changed" | "deleted": {key: path}}. It compares content
    hashes, not modification times: sync tools (rsync -t, Syncthing) write edits that keep the
    old mtime."""
    return {"new": {k: rel for k, (_, rel) in items.items() if k not in snapshot},
            "changed": {k: rel for k, (n, rel) in items.items()
                        if k in snapshot and snapshot[k][0] != n.content_hash()},
            "deleted": {k: snapshot[k][1] for k in snapshot if k not in items}}
