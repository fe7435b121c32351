"""MERGE: fold a cluster of near-duplicate notes into one, without losing a version.

The keeper's previous version and every merged-away note go to `_history/` (the latter with
superseded_by = the keeper), wikilinks to merged-away ids are pointed at the keeper, usage stats
are folded together, and each retired id gets an audit line.
"""

from __future__ import annotations

import copy
import logging
import re
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from .. import atomic
from ..errors import NoteError
from ..index.writes import index_file, index_versions, keep_version, save_note
from ..vault.layout import ARCHIVE_DIR, HISTORY_DIR, REPORTS_DIR
from ..vault.links import replace_wikilink_targets
from ..vault.note import Note, now_iso
from .hubs import refresh_hubs
from .intents import crash_point

if TYPE_CHECKING:
    from .host import MemoryHost
    from ..vault.store import Vault

log = logging.getLogger("vaultmem.lifecycle")
MERGED_HEADING = "## Merged from"


def choose_keeper(notes: Sequence[Note], usage_rows: Mapping[str, Mapping[str, Any]]) -> Note:
    """The note that survives: confirmed first, then importance, use, fullest body, oldest id."""
    def rank(n: Note) -> tuple[Any, ...]:
        row = usage_rows.get(n.id) or {}
        return (n.confidence == "confirmed", n.importance, row.get("access_count", 0), len(n.body), -len(n.id))

    return sorted(notes, key=lambda n: (rank(n), n.id), reverse=True)[0]


def _first_paragraph(text: str, limit: int = 400) -> str:
    para = text.strip().split("\n\n", 1)[0].strip().replace("\n", " ")
    return para if len(para) <= limit else para[: limit - 1].rstrip() + "…"


def merged_body(keeper: Note, others: Sequence[Note]) -> str:
    """The keeper's body plus one line per merged note whose text it does not already hold."""
    lines = []
    for other in others:
        gist = _first_paragraph(other.body)
        if gist and gist.lower() in keeper.body.lower():
            gist = ""
        lines.append(f"- *{other.title}*" + (f": {gist}" if gist else "") + f" (was `{other.id}`)")
    body = keeper.body.rstrip()
    if MERGED_HEADING in body:
        return body + "\n" + "\n".join(lines)
    return (body + "\n\n" if body else "") + MERGED_HEADING + "\n" + "\n".join(lines)


def _retarget_links(memory: "MemoryHost", mapping: dict[str, str], notes: Mapping[str, Note] | None) -> list[str]:
    """Point [[merged-away-id]] links in current notes at the keeper (as Obsidian does on rename).

    Who links where comes from `notes` when the caller just read the vault, else from the catalog.
    """
    changed = []
    if notes is not None:
        linkers = [i for i, n in notes.items() if set(n.links) & set(mapping)]
    else:
        linkers = memory.index.linking_to(mapping)
    for note_id in linkers:
        if note_id in mapping or not memory.vault.exists(note_id):
            continue  # merged away just now, or archived since the scan
        note = memory.vault.get(note_id)
        if note.parse_error:
            continue
        body = replace_wikilink_targets(note.body, mapping)
        if body != note.body:
            note.body = body
            save_note(memory.vault, memory.index, note, save=False)
            changed.append(note_id)
    return changed


# vaultmem's own files that may link to a note: other notes' versions, archived notes, reports.
MACHINE_FOLDERS = (HISTORY_DIR, ARCHIVE_DIR, REPORTS_DIR)


def retarget_machine_files(vault: "Vault", mapping: dict[str, str]) -> int:
    """Point links in vaultmem's own files at the note that now holds the content (a version of
    another note that linked to a merged-away id would otherwise be a dead link in Obsidian)."""
    pattern = re.compile(r"\[\[(?:" + "|".join(re.escape(k) for k in mapping) + r")[\]|#]")
    changed = 0
    for folder in MACHINE_FOLDERS:
        top = vault.root / folder
        if not top.is_dir() or not vault.contains(top):
            continue
        for path in sorted(top.rglob("*.md")):
            if path.is_symlink() or not vault.contains(path):
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if not pattern.search(text):
                continue
            new = replace_wikilink_targets(text, mapping)
            if new != text:
                atomic.write_text(path, new)
                changed += 1
    return changed


def _same_version(a: Note, b: Note) -> bool:
    """Equal but for what retiring a version adds (valid_to, superseded_by)."""
    a, b = copy.deepcopy(a), copy.deepcopy(b)
    for n in (a, b):
        n.valid_to = n.superseded_by = None
    return a.to_markdown() == b.to_markdown()


def _kept_version(vault: "Vault", note: Note, keeper_id: str) -> bool:
    """Does _history/ already hold this exact version, retired into the keeper (a killed merge's)?"""
    for old in vault.history(note.id):
        if old.superseded_by == keeper_id and _same_version(old, note):
            return True
    return False


def merge_cluster(memory: "MemoryHost", note_ids: Sequence[str], who: str, keep: str | None = None,
                  notes: Mapping[str, Note] | None = None) -> dict[str, Any]:
    """Merge the notes into one; returns {"keep", "retired", "relinked"}.

    `notes` (id -> current note, as just read from the vault) says who links to the merged ids.
    """
    vault = memory.vault
    found = [vault.get(i) for i in dict.fromkeys(note_ids)]
    group = [n for n in found if not n.parse_error]  # a file we cannot parse is never rewritten
    if len(group) < 2:
        raise NoteError(f"nothing to merge among {', '.join(note_ids)}", "a merge needs two parseable notes")
    keeper = next((n for n in group if n.id == keep), None) or choose_keeper(group, memory.usage.all())
    others = [n for n in group if n.id != keeper.id]
    _write_merged(memory, keeper, others, group, now_iso())
    relinked = _retire(memory, keeper, others, group, notes)
    audit = memory.audit
    for other in others:
        audit.append("merge", other.id, who, f"merged into {keeper.id}", into=keeper.id)
        log.info("MERGED %s -> %s by=%s", other.id, keeper.id, who)
    return {"keep": keeper.id, "retired": [o.id for o in others], "relinked": relinked}


def _write_merged(memory: "MemoryHost", keeper: Note, others: list[Note], group: list[Note], stamp: str) -> None:
    """Steps 1 and 2: keep every version about to change or disappear, then write the keeper with
    the others folded in. A merge killed half-way is re-run by the next `reflect --apply --merge` on
    the same cluster: what the killed run already did (a version kept, a note folded in) is
    recognised, not redone."""
    vault = memory.vault
    kept = {n.id: _kept_version(vault, n, keeper.id) for n in group}
    previous = [str(i) for i in keeper.extra.get("merged_from") or []]
    to_fold = [o for o in others if not (o.id in previous and kept[o.id])]
    if to_fold and not kept[keeper.id]:
        keep_version(vault, memory.index, copy.deepcopy(keeper), superseded_by=keeper.id, valid_to=stamp)
    for other in others:
        if not kept[other.id]:
            keep_version(vault, memory.index, copy.deepcopy(other), superseded_by=keeper.id, valid_to=stamp)
    crash_point("merge:history")
    if to_fold:
        keeper.body = merged_body(keeper, to_fold)
        keeper.tags = list(dict.fromkeys([*keeper.tags, *(t for o in others for t in o.tags)]))
        keeper.importance = max(n.importance for n in group)
        if any(n.confidence == "confirmed" for n in group):
            keeper.confidence = "confirmed"
        if any(not n.forget_after for n in group):
            keeper.forget_after = None  # one of them was meant to last
        keeper.extra["merged_from"] = sorted({*previous, *(o.id for o in others)})
        keeper.recorded_at = stamp
        save_note(vault, memory.index, keeper, save=False)
    elif (path := vault.path_for(keeper.id)) is None:
        save_note(vault, memory.index, keeper, save=False)
    else:  # a killed run wrote it already: index it if that run did not get so far
        index_file(vault, memory.index, keeper, path)
    crash_point("merge:written")


def _retire(memory: "MemoryHost", keeper: Note, others: list[Note], group: list[Note],
            notes: Mapping[str, Note] | None) -> list[str]:
    """Step 3: the others leave the vault root and the index; links, machine files, hubs and usage
    follow to the keeper. Returns the ids of the notes whose links were re-pointed."""
    vault = memory.vault
    for other in others:
        vault.delete(other.id)
    crash_point("merge:deleted")
    memory.index.remove([o.id for o in others])
    for n in group:  # the versions a killed run kept but did not index
        index_versions(vault, memory.index, n.id)
    mapping = {o.id: keeper.id for o in others}
    relinked = _retarget_links(memory, mapping, notes)
    retarget_machine_files(vault, mapping)
    # Hubs list their members: the merged-away ones leave, the keeper (maybe a new member) joins.
    refresh_hubs(memory, [t for n in group for t in n.links if t not in mapping])
    memory.index.save()
    memory.usage.merge_into(keeper.id, [o.id for o in others])
    return relinked
