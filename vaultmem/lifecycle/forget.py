"""Forgetting on request: soft forget (archive) and restore, forget by query, cold notes.

Soft forget moves the note to `_archived/` and its retired versions to `_archived/_history/<id>/`
(so a later `reindex` cannot bring them back into `--as-of` recall), drops every index entry,
keeps the session turns it came from out of recall (scrub.suppress) and writes an audit line.
The hard purge is purge.py.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from ..errors import NoteError, NoteNotFound, VaultmemError
from ..index.keys import KIND_NOTE
from ..index.writes import index_file, index_versions
from ..vault.ids import is_valid_id
from ..vault.layout import ARCHIVE_DIR, HISTORY_DIR
from . import scrub
from .audit import AuditLog
from .hubs import hubs_linked_from, refresh_hubs

if TYPE_CHECKING:
    from .host import MemoryHost
    from ..vault.store import Vault

log = logging.getLogger("vaultmem.lifecycle")



def check_id(note_id: str) -> None:
    if not is_valid_id(note_id):  # an id is never a path: "../x" must not leave the vault
        raise NoteNotFound(f"no note {note_id!r}: not a valid id", "ids are kebab-case, see `vaultmem search`")


def archived_path(memory: "MemoryHost", note_id: str) -> Path:
    return memory.vault.root / ARCHIVE_DIR / f"{note_id}.md"


def _move_tree(src: Path, dst: Path) -> None:
    """Move a folder of versions, merging into dst when it exists (never overwriting a version)."""
    if not src.is_dir():
        return
    if not dst.exists():
        dst.parent.mkdir(parents=True, exist_ok=True)
        os.replace(src, dst)
        return
    for path in sorted(src.iterdir()):
        target = dst / path.name
        n = 1
        while target.exists():
            n += 1
            target = dst / f"{path.stem}-m{n}{path.suffix}"
        os.replace(path, target)
    src.rmdir()


def forget_episode(memory: "MemoryHost", episode_id: str, reason: str, who: str) -> dict[str, Any] | None:
    """Keep one turn of a past session (an `episode-…` id from search) out of recall; None if no such turn.

    The turn stays in its session excerpt (the record of what was said): it is listed in the
    suppressed-episodes file under its own id, as a forgotten note's turns are, so no index, even
    one rebuilt from the vault, recalls it; `vaultmem restore ID` lets it back.
    """
    from ..index.episodes import episode_key
    from ..vault.excerpts import find_episode

    found = find_episode(memory.vault.root, episode_id)
    if found is None:
        return None
    path, turn = found
    scrub.suppress_keys(memory, episode_id, [episode_key(path, turn.id)])
    before = memory.index.size()
    memory.reindex_sources([path])
    memory.index.save()
    rel = str(path.relative_to(memory.vault.root))
    memory.audit.append("forget", episode_id, who, reason, path=rel)
    log.info("FORGOTTEN %s by=%s reason=%r", episode_id, who, reason)
    return {"id": episode_id, "action": "forget", "archived_to": None, "episode_of": rel,
            "index_entries_removed": before - memory.index.size(), "episodes_suppressed": 1,
            "reason": reason, "who": who}


def forget(memory: "MemoryHost", note_id: str, reason: str, who: str, action: str = "forget") -> dict[str, Any]:
    """Archive a current note out of recall, with an audit line (action forget or archive)."""
    check_id(note_id)
    vault = memory.vault
    src = vault.path_for(note_id)
    if src is None and action == "forget":
        episode = forget_episode(memory, note_id, reason, who)
        if episode is not None:
            return episode
    if src is None:
        if archived_path(memory, note_id).exists():
            raise NoteError(f"note {note_id!r} is already archived", f"`vaultmem restore {note_id}` brings it back")
        raise NoteNotFound(f"no note {note_id!r} in {vault.root}", "find ids with `vaultmem search`")
    rel = str(src.relative_to(vault.root))
    hubs = hubs_linked_from(memory, [note_id])  # read before its index entry goes
    versions = scrub.note_versions(memory, note_id, vault.read_path(src)) if action == "forget" else []
    vault.inside(vault.root / ARCHIVE_DIR / HISTORY_DIR / note_id, "move versions to")  # before anything moves
    dst = vault.archive(note_id)
    _move_tree(vault.history_dir(note_id), vault.root / ARCHIVE_DIR / HISTORY_DIR / note_id)
    removed = memory.index.remove([note_id, *memory.index.history_keys(note_id)])
    # A forgotten fact must not come back as the turn it was said in; an expired one (reflect's
    # archive) was true when said, so its conversation stays recallable as history.
    before = memory.index.size()
    if versions:
        memory.reindex_sources(scrub.suppress(memory, note_id, versions))
    episodes = before - memory.index.size()
    refresh_hubs(memory, hubs)  # a topic lists current notes only
    memory.index.save()
    memory.audit.append(action, note_id, who, reason, path=rel)
    log.info("%s %s by=%s reason=%r", "FORGOTTEN" if action == "forget" else "ARCHIVED", note_id, who, reason)
    return {"id": note_id, "action": action, "archived_to": str(dst.relative_to(vault.root)),
            "index_entries_removed": removed + episodes, "episodes_suppressed": episodes, "reason": reason,
            "who": who}


def forget_many(memory: "MemoryHost", note_ids: Sequence[str], reason: str, who: str) -> list[dict[str, Any]]:
    """Forget several notes; one that fails is reported, the others still go."""
    out = []
    for note_id in note_ids:
        try:
            out.append(forget(memory, note_id, reason, who))
        except VaultmemError as exc:
            out.append({"id": note_id, "error": str(exc.args[0]), "hint": exc.hint})
    return out


def preview_query(memory: "MemoryHost", query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Current notes a `forget --query` would forget (every scope, no linked notes).

    Forgetting is destructive, so a vector neighbour alone is not enough: a note must share the
    query's words, or score close to the best note that does. A query no note shares a word with
    (a typo, "nonexistentzzz") offers nothing: every text has *some* nearest vector neighbour.
    """
    hits = [h for h in memory.search(query, limit=limit, all_scopes=True, expand_graph=False, record=False)
            if h.kind == KIND_NOTE]
    best = max((h.score for h in hits if h.bm25_rank is not None), default=None)
    if best is None:
        return []
    return [{"id": h.id, "title": h.title, "type": h.type, "scope": h.scope, "score": round(h.score, 4)}
            for h in hits if h.bm25_rank is not None or h.score >= 0.6 * best][:limit]


def _back_to_folder(memory: "MemoryHost", note_id: str, path: Path) -> Path:
    """Vault.restore puts a note at the root; move it back to the sub-folder it was forgotten from."""
    last = next((r for r in reversed(memory.audit.tail(0, note_id))
                 if r.get("action") in ("forget", "archive")), None)
    rel = str((last or {}).get("path") or "")
    target = (memory.vault.root / rel) if rel else path
    if target == path or target.exists() or not memory.vault.is_note_path(target.parent / "x.md"):
        return path
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    memory.vault.scan()  # the vault cached the root path; rare enough to rescan
    return target


def restore(memory: "MemoryHost", note_id: str, who: str, reason: str = "") -> dict[str, Any]:
    """Bring an archived note (and its versions) back into the vault and recall."""
    check_id(note_id)
    vault = memory.vault
    if note_id.startswith("episode-") and note_id in scrub.read_suppressed(vault.root):
        memory.reindex_sources(scrub.unsuppress(memory, note_id))  # a forgotten turn of a past session
        memory.index.save()
        memory.audit.append("restore", note_id, who, reason)
        return {"id": note_id, "path": None, "episode": True}
    vault.inside(vault.root / ARCHIVE_DIR / HISTORY_DIR / note_id, "restore versions from")  # before anything moves
    path = vault.restore(note_id)
    path = _back_to_folder(memory, note_id, path)
    _move_tree(vault.root / ARCHIVE_DIR / HISTORY_DIR / note_id, vault.history_dir(note_id))
    index_file(vault, memory.index, vault.read_path(path), path)
    index_versions(vault, memory.index, note_id)
    memory.reindex_sources(scrub.unsuppress(memory, note_id))
    refresh_hubs(memory, hubs_linked_from(memory, [note_id]))  # back on its topic's list
    memory.index.save()
    memory.audit.append("restore", note_id, who, reason)
    log.info("RESTORED %s by=%s", note_id, who)
    return {"id": note_id, "action": "restore", "path": str(path.relative_to(vault.root)), "who": who}


def cold_note(vault: "Vault", state_dir: Path, note_id: str) -> dict[str, Any] | None:
    """An archived or merged-away/superseded note, for an explicit request (`vaultmem show ID`):
    {"state", "note", "path", "hint", ...} or None when vaultmem has no trace of the id."""
    if not is_valid_id(note_id) or vault.path_for(note_id) is not None:
        return None
    audit = [r for r in AuditLog(state_dir).tail(0, note_id) if r.get("action") in ("forget", "archive", "merge")]
    archived = vault.root / ARCHIVE_DIR / f"{note_id}.md"
    if archived.exists() and vault.inside(archived, "read archived note"):
        last = next((r for r in reversed(audit) if r.get("action") in ("forget", "archive")), {})
        return {"state": "archived", "note": vault.read_path(archived), "path": str(archived.relative_to(vault.root)),
                "at": last.get("at"), "reason": last.get("reason"), "who": last.get("who"),
                "action": last.get("action"), "hint": f"`vaultmem restore {note_id}` brings it back"}
    versions = vault.history(note_id)
    if not versions:
        return None
    last_version = versions[-1]
    merge = next((r for r in reversed(audit) if r.get("action") == "merge"), {})
    into = merge.get("into") or (last_version.superseded_by if last_version.superseded_by != note_id else None)
    out = {"state": "merged" if into else "superseded", "note": last_version, "into": into,
           "path": str(vault.history_dir(note_id).relative_to(vault.root)) + "/", "at": merge.get("at") or last_version.valid_to,
           "versions": len(versions), "hint": f"`vaultmem history {note_id}` lists its versions"}
    if into:
        out["hint"] = f"`vaultmem show {into}` is the current note; " + out["hint"]
    return out
