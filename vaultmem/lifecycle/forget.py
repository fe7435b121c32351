"""Forgetting on request: soft forget (archive) and restore, hard purge, forget by query.

Soft forget moves the note to `_archived/` and its retired versions to `_archived/_history/<id>/`
(so a later `reindex` cannot bring them back into `--as-of` recall), drops every index entry,
keeps the session turns it came from out of recall (scrub.suppress) and writes an audit line.
Purge deletes the note everywhere vaultmem keeps it, with the versions merged into it, replaces
its text in the session excerpts with [PURGED] (scrub.scrub) and leaves only the audit line,
which never holds content.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from ..errors import NoteError, NoteNotFound, VaultmemError
from ..index.indexer import KIND_HISTORY, KIND_NOTE
from ..vault.ids import is_valid_id
from . import scrub
from .audit import AuditLog

if TYPE_CHECKING:
    from ..memory import Memory
    from ..vault.store import Vault

log = logging.getLogger("vaultmem.lifecycle")

ARCHIVE_DIR = "_archived"


def _check_id(note_id: str) -> None:
    if not is_valid_id(note_id):  # an id is never a path: "../x" must not leave the vault
        raise NoteNotFound(f"no note {note_id!r}: not a valid id", "ids are kebab-case, see `vaultmem search`")


def archived_path(memory: "Memory", note_id: str) -> Path:
    return memory.vault.root / ARCHIVE_DIR / f"{note_id}.md"


def _history_keys(memory: "Memory", note_id: str) -> list[str]:
    prefix = f"history:{note_id}:"  # ids never contain ":", so the prefix is exact
    return [k for k in memory.index.catalog if k.startswith(prefix)]


def index_history(memory: "Memory", note_id: str) -> int:
    """(Re)index the retired versions of one note from `_history/<id>/`."""
    folder = memory.vault.history_dir(note_id)
    entries = []
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        version = memory.vault.read_path(path)
        version.id = note_id  # a version belongs to its folder's note
        entries.append((f"history:{note_id}:{path.stem}", version, str(path.relative_to(memory.vault.root)),
                        KIND_HISTORY))
    return memory.index.upsert(entries)


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


def forget(memory: "Memory", note_id: str, reason: str, who: str, action: str = "forget") -> dict[str, Any]:
    """Archive a current note out of recall, with an audit line (action forget or archive)."""
    _check_id(note_id)
    vault = memory.vault
    src = vault.path_for(note_id)
    if src is None:
        if archived_path(memory, note_id).exists():
            raise NoteError(f"note {note_id!r} is already archived", f"`vaultmem restore {note_id}` brings it back")
        raise NoteNotFound(f"no note {note_id!r} in {vault.root}", "find ids with `vaultmem search`")
    rel = str(src.relative_to(vault.root))
    versions = scrub.note_versions(memory, note_id, vault.read_path(src)) if action == "forget" else []
    vault.inside(vault.root / ARCHIVE_DIR / "_history" / note_id, "move versions to")  # before anything moves
    dst = vault.archive(note_id)
    _move_tree(vault.history_dir(note_id), vault.root / ARCHIVE_DIR / "_history" / note_id)
    removed = memory.index.remove([note_id, *_history_keys(memory, note_id)])
    # A forgotten fact must not come back as the turn it was said in; an expired one (reflect's
    # archive) was true when said, so its conversation stays recallable as history.
    before = len(memory.index.catalog)
    if versions:
        memory.reindex_sources(scrub.suppress(memory, note_id, versions))
    episodes = before - len(memory.index.catalog)
    memory.index.save()
    AuditLog(memory.config.state_dir).append(action, note_id, who, reason, path=rel)
    log.info("%s %s by=%s reason=%r", "FORGOTTEN" if action == "forget" else "ARCHIVED", note_id, who, reason)
    return {"id": note_id, "action": action, "archived_to": str(dst.relative_to(vault.root)),
            "index_entries_removed": removed + episodes, "episodes_suppressed": episodes, "reason": reason,
            "who": who}


def forget_many(memory: "Memory", note_ids: Sequence[str], reason: str, who: str) -> list[dict[str, Any]]:
    """Forget several notes; one that fails is reported, the others still go."""
    out = []
    for note_id in note_ids:
        try:
            out.append(forget(memory, note_id, reason, who))
        except VaultmemError as exc:
            out.append({"id": note_id, "error": str(exc.args[0]), "hint": exc.hint})
    return out


def preview_query(memory: "Memory", query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Current notes a `forget --query` would forget (every scope, no linked notes).

    Forgetting is destructive, so a vector neighbour alone is not enough: a note must share the
    query's words, or score close to the best match.
    """
    hits = [h for h in memory.search(query, limit=limit, all_scopes=True, expand_graph=False, record=False)
            if h.kind == KIND_NOTE]
    best = max((h.score for h in hits), default=0.0)
    return [{"id": h.id, "title": h.title, "type": h.type, "scope": h.scope, "score": round(h.score, 4)}
            for h in hits if h.bm25_rank is not None or h.score >= 0.6 * best][:limit]


def _back_to_folder(memory: "Memory", note_id: str, path: Path) -> Path:
    """Vault.restore puts a note at the root; move it back to the sub-folder it was forgotten from."""
    last = next((r for r in reversed(AuditLog(memory.config.state_dir).tail(0, note_id))
                 if r.get("action") in ("forget", "archive")), None)
    rel = str((last or {}).get("path") or "")
    target = (memory.vault.root / rel) if rel else path
    if target == path or target.exists() or not memory.vault.is_note_path(target.parent / "x.md"):
        return path
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    memory.vault.scan()  # the vault cached the root path; rare enough to rescan
    return target


def restore(memory: "Memory", note_id: str, who: str, reason: str = "") -> dict[str, Any]:
    """Bring an archived note (and its versions) back into the vault and recall."""
    _check_id(note_id)
    vault = memory.vault
    vault.inside(vault.root / ARCHIVE_DIR / "_history" / note_id, "restore versions from")  # before anything moves
    path = vault.restore(note_id)
    path = _back_to_folder(memory, note_id, path)
    _move_tree(vault.root / ARCHIVE_DIR / "_history" / note_id, vault.history_dir(note_id))
    note = vault.read_path(path)
    memory.index.upsert([(note_id, note, str(path.relative_to(vault.root)), KIND_NOTE)])
    index_history(memory, note_id)
    memory.reindex_sources(scrub.unsuppress(memory, note_id))
    memory.index.save()
    AuditLog(memory.config.state_dir).append("restore", note_id, who, reason)
    log.info("RESTORED %s by=%s", note_id, who)
    return {"id": note_id, "action": "restore", "path": str(path.relative_to(vault.root)), "who": who}


def _scrub_reports(reports: Path, note_id: str) -> int:
    """Drop report lines that name the purged note (reports quote titles, which are content)."""
    pattern = re.compile(r"\[\[" + re.escape(note_id) + r"(?:[|#\]])")
    changed = 0
    from ..vault.store import atomic_write

    for path in sorted(reports.glob("*.md")) if reports.is_dir() else []:
        text = path.read_text(encoding="utf-8", errors="replace")
        if not pattern.search(text):
            continue
        lines = ["- *(a purged note)*" if pattern.search(ln) else ln for ln in text.splitlines()]
        atomic_write(path, "\n".join(lines) + "\n")
        changed += 1
    return changed


def _purge_merged(memory: "Memory", keeper: str, other: str) -> list[str]:
    """Delete the versions of `other` that were merged into `keeper` (they carry the same content)."""
    vault = memory.vault
    removed = []
    folder = vault.history_dir(other)
    if vault.path_for(other) is None and not archived_path(memory, other).exists():
        # Merged away for good: every version of it is part of what the keeper holds.
        removed += _delete_versions_and_source(memory, other)
        memory.index.remove(_history_keys(memory, other))
        memory.usage.delete([other])
        return removed
    # The id is in use again: only the versions retired into the keeper go.
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        try:
            retired_into = vault.read_path(path).superseded_by
        except NoteError:
            continue
        if retired_into == keeper:
            path.unlink()
            memory.index.remove([f"history:{other}:{path.stem}"])
            removed.append(str(path.relative_to(vault.root)))
    return removed


def _delete_versions_and_source(memory: "Memory", note_id: str) -> list[str]:
    """Remove a note's _history/ folders (current and archived) and its source excerpt."""
    vault = memory.vault
    removed = []
    for folder in (vault.history_dir(note_id), vault.root / ARCHIVE_DIR / "_history" / note_id):
        if folder.is_dir():
            shutil.rmtree(folder)
            removed.append(str(folder.relative_to(vault.root)) + "/")
    source = vault.source_path(note_id)
    if source.exists():
        source.unlink()
        removed.append(str(source.relative_to(vault.root)))
    return removed


def purge(memory: "Memory", note_id: str, who: str, reason: str = "") -> dict[str, Any]:
    """Delete a note (current or archived), its versions, the versions merged into it, its source
    excerpt, index entries and usage rows, and replace its text in session excerpts with [PURGED]."""
    _check_id(note_id)
    vault = memory.vault
    removed: list[str] = []
    current = None
    for path in (vault.path_for(note_id), archived_path(memory, note_id)):
        if path is not None and path.exists():
            try:
                current = current or vault.read_path(path)
            except NoteError:
                pass
    # Read before anything is deleted: what the note said is what must be scrubbed.
    versions = scrub.note_versions(memory, note_id, current)
    merged = scrub.merged_ids(memory, note_id, versions)
    for path in (vault.path_for(note_id), archived_path(memory, note_id)):
        if path is not None and path.exists():
            if path == archived_path(memory, note_id):
                path.unlink()
            else:
                vault.delete(note_id)  # also drops the vault's cached path
            removed.append(str(path.relative_to(vault.root)))
    removed += _delete_versions_and_source(memory, note_id)
    entries = memory.index.remove([note_id, *_history_keys(memory, note_id)])
    merged_removed = [f for other in merged for f in _purge_merged(memory, note_id, other)]
    if not removed and not entries and not merged_removed:
        raise NoteNotFound(f"no note {note_id!r} (current, archived or in history)", "check the id with `vaultmem search`")
    scrubbed = scrub.scrub(memory, versions)
    scrub.unsuppress(memory, note_id)  # its turns are [PURGED] now; nothing left to hold back
    sessions = [p for p in scrubbed if p.parent == vault.root / "_sources" / "sessions"]
    memory.reindex_sources(sessions)
    memory.index.save()
    memory.usage.delete([note_id])
    reports = sum(_scrub_reports(vault.root / "_reports", i) for i in (note_id, *merged))
    AuditLog(memory.config.state_dir).append("purge", note_id, who, reason, files=len(removed) + len(merged_removed),
                                             merged=merged or None, scrubbed=len(scrubbed) or None)
    log.info("PURGED %s by=%s files=%d index_entries=%d merged=%s scrubbed=%d", note_id, who, len(removed),
             entries, ",".join(merged) or "-", len(scrubbed))
    return {"id": note_id, "action": "purge", "removed": removed, "index_entries_removed": entries,
            "merged_purged": merged, "merged_removed": merged_removed,
            "scrubbed": [str(p.relative_to(vault.root)) for p in scrubbed], "reports_scrubbed": reports,
            "who": who}


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
