"""The catalog: what the index knows of each item without opening its file, and catalog.json.

The on-disk format is known here alone: `{"version": 1, "identity": <embedder>, "items": {key:
entry}, "vectors_dir": bool}`. Other modules ask the Catalog (or the Index, which delegates)
questions: which entries of a kind, where an item's file is, which keys are a note's versions,
which notes link to some ids.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator, TypedDict

from ..vault.note import Note
from .keys import KIND_HISTORY, KIND_NOTE, history_prefix

CATALOG_VERSION = 1
CATALOG_FILE = "catalog.json"


class CatalogEntry(TypedDict, total=False):
    """One indexed item (a note, a retired version or a session turn). `hub` and `empty` are
    missing in catalogs written before them (Index.add_flags fills them in), `hash` in older ones."""

    kind: str
    note_id: str
    title: str
    description: str
    type: str
    scope: str
    importance: float
    confidence: str
    created: str | None
    valid_from: str | None
    valid_to: str | None
    recorded_at: str | None
    superseded_by: str | None
    forget_after: str | None
    tags: list[str]
    links: list[str]
    source: dict[str, Any]
    path: str
    hash: str
    parse_error: str | None
    hub: bool
    empty: bool


def note_entry(note: Note, rel_path: str, kind: str = KIND_NOTE) -> CatalogEntry:
    """The catalog record of one note: everything recall needs without opening the file."""
    return {
        "kind": kind, "note_id": note.id, "title": note.title, "description": note.description,
        "type": note.type, "scope": note.scope, "importance": note.importance, "confidence": note.confidence,
        "created": note.created, "valid_from": note.valid_from, "valid_to": note.valid_to,
        "recorded_at": note.recorded_at, "superseded_by": note.superseded_by, "forget_after": note.forget_after,
        "tags": note.tags, "links": note.links, "source": note.source.to_dict(), "path": rel_path,
        "hash": note.content_hash(), "parse_error": note.parse_error,
        # A topic hub lists other notes; recall and prompts leave it out (recall/context.is_hub).
        "hub": note.is_hub,
        # A file with no text and no properties (made by clicking a link to a missing note in
        # Obsidian): never a recall hit. A titled note vaultmem or a person wrote with
        # frontmatter is a statement, even without a body.
        "empty": not (note.body.strip() or note.description.strip() or note.tags or note.created
                      or note.recorded_at or note.parse_error or note.extra),
    }


class Catalog(dict[str, CatalogEntry]):
    """Entries by key, and the questions the rest of vaultmem asks about them."""

    def entry(self, key: str) -> CatalogEntry | None:
        return self.get(key)

    def entries(self, kind: str | None = None) -> Iterator[tuple[str, CatalogEntry]]:
        """(key, entry) of every item, or of one kind (KIND_NOTE, KIND_HISTORY, KIND_EPISODE)."""
        return ((k, e) for k, e in self.items() if kind is None or e.get("kind") == kind)

    def path_of(self, key: str) -> str | None:
        """The item's file, relative to the vault root; None when the key is not indexed."""
        entry = self.get(key)
        return str(entry["path"]) if entry is not None and "path" in entry else None

    def paths(self, kind: str | None = None) -> set[str]:
        return {str(e.get("path")) for _, e in self.entries(kind)}

    def content_hash(self, key: str) -> str:
        """The indexed content hash ("" when unknown: the key is new, or from an older catalog)."""
        return str((self.get(key) or {}).get("hash") or "")

    def links_of(self, key: str) -> list[str]:
        return list((self.get(key) or {}).get("links") or ())

    def history_keys(self, note_id: str) -> list[str]:
        prefix = history_prefix(note_id)  # ids never contain ":", so the prefix is exact
        return [k for k in self if k.startswith(prefix)]

    def linking_to(self, targets: Iterable[str]) -> list[str]:
        """Current notes whose links name any of targets."""
        wanted = set(targets)
        return [k for k, e in self.entries(KIND_NOTE) if wanted & set(e.get("links") or ())]

    def versions_superseded_by(self, note_id: str) -> set[str]:
        """Ids of notes with a retired version that note_id superseded (notes merged into it)."""
        return {str(e.get("note_id")) for _, e in self.entries(KIND_HISTORY) if e.get("superseded_by") == note_id}

    def counts(self) -> dict[str, dict[str, int]]:
        """Items by kind; current notes by type and by scope (episodes and history by kind only)."""
        out: dict[str, dict[str, int]] = {"items": {}, "notes_by_type": {}, "notes_by_scope": {}}
        for e in self.values():
            kind = str(e.get("kind"))
            out["items"][kind] = out["items"].get(kind, 0) + 1
            if kind == KIND_NOTE:
                for field, value in (("notes_by_type", e.get("type")), ("notes_by_scope", e.get("scope"))):
                    out[field][str(value)] = out[field].get(str(value), 0) + 1
        return out


class CatalogQueries:
    """What Index answers about its entries (each delegates to its Catalog), so that callers ask
    `index.entries(KIND_NOTE)` instead of reading the catalog's dicts."""

    catalog: Catalog

    def size(self) -> int:
        """How many items are indexed (notes, versions and session turns)."""
        return len(self.catalog)

    def __contains__(self, key: object) -> bool:
        return key in self.catalog

    def entry(self, key: str) -> CatalogEntry | None:
        return self.catalog.entry(key)

    def entries(self, kind: str | None = None) -> Iterator[tuple[str, CatalogEntry]]:
        """(key, entry) of every item, or of one kind."""
        return self.catalog.entries(kind)

    def path_of(self, key: str) -> str | None:
        """The indexed file of key, relative to the vault root."""
        return self.catalog.path_of(key)

    def paths(self, kind: str | None = None) -> set[str]:
        return self.catalog.paths(kind)

    def content_hash(self, key: str) -> str:
        return self.catalog.content_hash(key)

    def links_of(self, key: str) -> list[str]:
        return self.catalog.links_of(key)

    def history_keys(self, note_id: str) -> list[str]:
        """The keys of one note's indexed retired versions."""
        return self.catalog.history_keys(note_id)

    def linking_to(self, targets: Iterable[str]) -> list[str]:
        """Current notes whose links name any of targets."""
        return self.catalog.linking_to(targets)

    def versions_superseded_by(self, note_id: str) -> set[str]:
        return self.catalog.versions_superseded_by(note_id)


@dataclass(frozen=True)
class SavedCatalog:
    """What catalog.json holds."""

    items: Catalog
    identity: str | None
    vectors_dir: bool


def catalog_path(index_dir: Path) -> Path:
    return Path(index_dir) / CATALOG_FILE


def read_catalog(index_dir: Path) -> SavedCatalog:
    """catalog.json of an index folder; OSError, ValueError, KeyError or TypeError when it is
    missing, unreadable or of another version."""
    data = json.loads(catalog_path(index_dir).read_text(encoding="utf-8"))
    if data.get("version") != CATALOG_VERSION:
        raise ValueError(f"catalog version {data.get('version')}")
    items = data["items"]
    if not isinstance(items, dict):
        raise TypeError("catalog items are not an object")
    return SavedCatalog(Catalog(items), data.get("identity"), bool(data.get("vectors_dir")))


def saved_catalog(index_dir: Path) -> Catalog | None:
    """The entries saved in an index folder, read without opening (and locking) the index; None
    when there is no readable catalog."""
    try:
        return read_catalog(index_dir).items
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def catalog_json(items: dict[str, CatalogEntry], identity: str | None, vectors_dir: bool) -> str:
    # vectors_dir remembers whether vectors live in our folder (edge), so a deleted folder reads as torn.
    return json.dumps({"version": CATALOG_VERSION, "identity": identity, "items": items, "vectors_dir": vectors_dir})
