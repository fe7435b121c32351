"""Purge: delete a note everywhere vaultmem keeps it, with the versions merged into it.

The note, its versions and source excerpt go; its text in the session excerpts becomes [PURGED]
(scrub.scrub); links to it leave current notes and vaultmem's own files; only the audit line
stays, which never holds content. A purge is planned into an intent record first and completed
by a re-run or by the next process that opens the index (see intents.py).
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import atomic
from ..errors import NoteError, NoteNotFound, VaultmemError
from ..index.keys import history_key
from ..index.writes import save_note
from ..vault.ids import is_valid_id
from ..vault.layout import ARCHIVE_DIR, HISTORY_DIR, REPORTS_DIR, SESSIONS_DIR
from ..vault.links import drop_wikilinks
from . import scrub
from .forget import archived_path, check_id
from .hubs import hubs_linked_from, refresh_hubs
from .intents import crash_point, intent_path, pending_intents, read_intent, remove_intent, write_intent

if TYPE_CHECKING:
    from .host import MemoryHost
    from ..vault.store import Vault

log = logging.getLogger("vaultmem.lifecycle")


def _scrub_reports(reports: Path, note_id: str) -> int:
    """Drop report lines that name the purged note (reports quote titles, which are content)."""
    pattern = re.compile(r"\[\[" + re.escape(note_id) + r"(?:[|#\]])")
    changed = 0
    for path in sorted(reports.glob("*.md")) if reports.is_dir() else []:
        text = path.read_text(encoding="utf-8", errors="replace")
        if not pattern.search(text):
            continue
        lines = ["- *(a purged note)*" if pattern.search(ln) else ln for ln in text.splitlines()]
        atomic.write_text(path, "\n".join(lines) + "\n")
        changed += 1
    return changed


def _unlink_everywhere(memory: "MemoryHost", gone: set[str]) -> int:
    """Take links to purged ids out of current notes and vaultmem's own files (nothing holds
    their content any more: a link would only make Obsidian create an empty note)."""
    vault, changed = memory.vault, 0
    linkers = memory.index.linking_to(gone)
    for key in linkers:
        try:
            note = vault.get(key)
        except VaultmemError:
            continue
        body = drop_wikilinks(note.body, gone)
        if note.parse_error or body == note.body:
            continue
        note.body = body
        save_note(vault, memory.index, note, save=False)  # purge saves once, when everything is done
        changed += 1
    pattern = re.compile(r"\[\[(?:" + "|".join(re.escape(i) for i in gone) + r")[\]|#]")
    for folder in (HISTORY_DIR, ARCHIVE_DIR):
        top = vault.root / folder
        for path in sorted(top.rglob("*.md")) if top.is_dir() and vault.contains(top) else []:
            if path.is_symlink() or not vault.contains(path):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            if pattern.search(text):
                atomic.write_text(path, drop_wikilinks(text, gone))
                changed += 1
    return changed


def _version_files(vault: "Vault", note_id: str) -> list[Path]:
    """A note's _history/ folders (current and archived) and its source excerpt, where they exist."""
    paths = [vault.history_dir(note_id), vault.root / ARCHIVE_DIR / HISTORY_DIR / note_id, vault.source_path(note_id),
             vault.legacy_source_path(note_id)]
    return [p for p in paths if p.exists()]


def _merged_removals(memory: "MemoryHost", keeper: str, other: str) -> tuple[list[Path], list[str], bool]:
    """What purging `keeper` takes of a note merged into it: (files, index keys, gone for good)."""
    vault = memory.vault
    if vault.path_for(other) is None and not archived_path(memory, other).exists():
        # Merged away for good: every version of it is part of what the keeper holds.
        return _version_files(vault, other), memory.index.history_keys(other), True
    # The id is in use again: only the versions retired into the keeper go.
    folder, files = vault.history_dir(other), []
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        try:
            if vault.read_path(path).superseded_by == keeper:
                files.append(path)
        except NoteError:
            continue
    return files, [history_key(other, p.stem) for p in files], False


def _plan_purge(memory: "MemoryHost", note_id: str, who: str, reason: str) -> dict[str, Any]:
    """Everything a purge will do, decided before anything changes (the intent record)."""
    vault = memory.vault
    root = vault.root
    current = None
    own: list[Path] = []
    for path in (vault.path_for(note_id), archived_path(memory, note_id)):
        if path is not None and path.exists():
            own.append(path)
            try:
                current = current or vault.read_path(path)
            except NoteError:
                pass
    # Read before anything is deleted: what the note said is what must be scrubbed.
    versions = scrub.note_versions(memory, note_id, current)
    merged = scrub.merged_ids(memory, note_id, versions)
    own += _version_files(vault, note_id)
    keys = [note_id, *memory.index.history_keys(note_id)]
    merged_files: list[Path] = []
    usage_ids = [note_id]
    for other in merged:
        files, other_keys, gone = _merged_removals(memory, note_id, other)
        merged_files += files
        keys += other_keys
        usage_ids += [other] if gone else []
    if not own and not merged_files and not any(k in memory.index for k in keys):
        done = [r for r in memory.audit.tail(0, note_id) if r.get("action") == "purge"]
        if done:
            raise NoteNotFound(f"note {note_id!r} was already purged ({done[-1].get('at')})",
                               "`vaultmem log --audit` shows the record")
        raise NoteNotFound(f"no note {note_id!r} (current, archived or in history)", "check the id with `vaultmem search`")
    turns, fragments = scrub.scrub_plan(root, versions)
    gone = [*own, *merged_files]  # deleted anyway: not worth rewriting first
    rel = lambda p: str(p.relative_to(root))  # noqa: E731
    return {"kind": "purge", "id": note_id, "who": who, "reason": reason, "token": os.urandom(8).hex(),
            "stage": "planned", "merged": merged, "usage_ids": usage_ids, "index_keys": keys,
            "remove": [rel(p) for p in own], "merged_remove": [rel(p) for p in merged_files],
            "turns": {rel(p): sorted(ids) for p, ids in turns.items()}, "fragments": fragments,
            "scrub": [rel(p) for p in scrub.apply_scrub(memory, turns, fragments, gone, write=False)]}


def _remove_path(vault: "Vault", path: Path, note_id: str) -> None:
    """Delete a file or folder if it is still there (a resumed purge finds some already gone)."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path == vault.path_for(note_id):
        vault.delete(note_id)  # also drops the vault's cached path
    elif path.exists() or path.is_symlink():
        path.unlink()


def _carry_out(memory: "MemoryHost", path: Path, plan: dict[str, Any]) -> dict[str, Any]:
    """Do what a purge intent says, in steps that may each be repeated after a crash."""
    vault, note_id = memory.vault, plan["id"]
    root = vault.root
    if plan["stage"] == "planned":
        turns = {root / p: set(ids) for p, ids in plan["turns"].items()}
        gone = [root / p for p in [*plan["remove"], *plan["merged_remove"]]]
        scrub.apply_scrub(memory, turns, plan["fragments"], gone)
        plan["stage"], plan["fragments"] = "scrubbed", []  # the purged text leaves the record now
        write_intent(path, plan)
        crash_point("purge:scrubbed")
    for rel in [*plan["remove"], *plan["merged_remove"]]:
        _remove_path(vault, root / rel, note_id)
    crash_point("purge:deleted")
    hubs = hubs_linked_from(memory, [note_id])
    entries = memory.index.remove(plan["index_keys"])
    _unlink_everywhere(memory, {note_id, *plan["merged"]})
    refresh_hubs(memory, hubs)
    scrub.unsuppress(memory, note_id)  # its turns are [PURGED] now; nothing left to hold back
    sessions = sorted({root / p for p in [*plan["scrub"], *plan["turns"]]
                       if (root / p).parent == root / SESSIONS_DIR})
    memory.reindex_sources(sessions)
    memory.index.save(force=True)  # the daemon defers saves; the intent may only go once this is on disk
    memory.usage.delete(plan["usage_ids"])
    reports = sum(_scrub_reports(root / REPORTS_DIR, i) for i in (note_id, *plan["merged"]))
    crash_point("purge:indexed")
    audit = memory.audit
    if not any(r.get("intent") == plan["token"] for r in audit.tail(0, note_id)):  # once, even when resumed
        audit.append("purge", note_id, plan["who"], plan["reason"], intent=plan["token"],
                     files=len(plan["remove"]) + len(plan["merged_remove"]), merged=plan["merged"] or None,
                     scrubbed=len(plan["scrub"]) or None)
    crash_point("purge:audited")
    remove_intent(path)
    log.info("PURGED %s by=%s files=%d index_entries=%d merged=%s scrubbed=%d", note_id, plan["who"],
             len(plan["remove"]), entries, ",".join(plan["merged"]) or "-", len(plan["scrub"]))
    return {"id": note_id, "action": "purge", "removed": plan["remove"], "index_entries_removed": entries,
            "merged_purged": plan["merged"], "merged_removed": plan["merged_remove"], "scrubbed": plan["scrub"],
            "reports_scrubbed": reports, "who": plan["who"]}


def purge(memory: "MemoryHost", note_id: str, who: str, reason: str = "") -> dict[str, Any]:
    """Delete a note (current or archived), its versions, the versions merged into it, its source
    excerpt, index entries and usage rows, and replace its text in session excerpts with [PURGED].

    Crash-safe: the plan is written as an intent record first, so a re-run (or the next process
    to open the index) completes a purge that was killed half-way; see lifecycle/intents.py."""
    check_id(note_id)
    path = intent_path(memory.config.state_dir, "purge", note_id)
    plan = read_intent(path)
    if plan is not None:
        log.warning("completing the interrupted purge of %s", note_id)
        return {**_carry_out(memory, path, plan), "resumed": True}
    plan = _plan_purge(memory, note_id, who, reason)
    write_intent(path, plan)
    crash_point("purge:planned")
    return _carry_out(memory, path, plan)


def resume_purges(memory: "MemoryHost") -> list[str]:
    """Complete every purge a killed process left unfinished; returns their note ids.

    Runs when a process opens the index for writing (Memory does it), so a purge that was asked for
    completes even if nobody re-runs it. A failure is logged and retried at the next opening."""
    done = []
    for path in pending_intents(memory.config.state_dir, "purge"):
        plan = read_intent(path)
        if plan is None or not is_valid_id(str(plan.get("id", ""))):
            continue
        try:
            _carry_out(memory, path, plan)
            done.append(plan["id"])
            log.warning("completed the interrupted purge of %s", plan["id"])
        except Exception as exc:  # opening the index must not fail on this; the record stays for the next try
            log.warning("cannot complete the interrupted purge of %s yet: %s", plan.get("id"), exc)
    return done
