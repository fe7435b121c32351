"""Topic hubs (`topic-*` notes, `hub: true`): each lists the current notes that link to it, so
browsing a topic in Obsidian shows its notes in the hub itself, not only in the backlinks pane.

The list is rebuilt from the index's links whenever a note joins or leaves a topic (a new note,
a merge, a forget). Only the `## Notes` section is vaultmem's: anything else a person writes in
the hub stays.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Iterable

from ..errors import IndexError_, ProviderError, VaultmemError
from ..index.keys import KIND_NOTE
from ..index.writes import save_note
from ..recall.context import is_hub

if TYPE_CHECKING:
    from .host import MemoryHost

log = logging.getLogger("vaultmem.lifecycle")

NOTES_HEADING = "## Notes"
_SECTION = re.compile(r"^## Notes[ \t]*\n(?:(?!^#{1,2} ).*\n?)*", re.M)  # as note._HUB_LIST
_ALIAS_UNSAFE = re.compile(r"[\[\]|#\n]")


def member_lines(memory: "MemoryHost", hub_id: str) -> list[str]:
    """`- [[id|title]]` for each current, non-hub note that links to the hub, by title."""
    rows = []
    for key, e in memory.index.entries(KIND_NOTE):
        if (key != hub_id and hub_id in (e.get("links") or ())
                and not e.get("superseded_by") and not is_hub(e)):
            title = _ALIAS_UNSAFE.sub(" ", str(e.get("title") or key)).strip()
            rows.append((title.lower(), f"- [[{key}|{title}]]" if title else f"- [[{key}]]"))
    return [line for _, line in sorted(rows)]


def hub_body(body: str, lines: list[str]) -> str:
    """The body with its `## Notes` section replaced by `lines` (appended when it has none)."""
    section = NOTES_HEADING + "\n" + ("\n".join(lines) if lines else "*No notes link here yet.*") + "\n"
    if _SECTION.search(body):
        return _SECTION.sub(lambda _: section + "\n", body, count=1).rstrip() + "\n"
    return (body.rstrip() + "\n\n" if body.strip() else "") + section


def refresh_hubs(memory: "MemoryHost", hub_ids: Iterable[str]) -> list[str]:
    """Rewrite the member list of each hub that changed; returns the ids rewritten. A hub that
    cannot be written now (a person's edit in flight) is left for the next change."""
    changed = []
    for hub_id in dict.fromkeys(hub_ids):
        entry = memory.index.entry(hub_id)
        if entry is None or not is_hub(entry):
            continue
        try:
            note = memory.vault.get(hub_id)
            if note.parse_error:
                continue
            body = hub_body(note.body, member_lines(memory, hub_id))
            if body.strip() == note.body.strip() and note.is_hub:
                continue
            note.body = body
            note.extra["hub"] = True  # hubs written before the flag get it now
            save_note(memory.vault, memory.index, note, save=False)  # the caller saves once after
        except (IndexError_, ProviderError):
            raise  # the index or the embedder failing is not this hub's problem: the caller hears of it
        except VaultmemError as exc:
            log.warning("topic hub %s not refreshed: %s", hub_id, exc)
            continue
        changed.append(hub_id)
    return changed


def hubs_linked_from(memory: "MemoryHost", note_ids: Iterable[str]) -> list[str]:
    """The hubs these notes link to (read from the index before they change)."""
    out: list[str] = []
    for note_id in note_ids:
        for target in memory.index.links_of(note_id):
            if is_hub(memory.index.entry(target) or {}):
                out.append(target)
    return list(dict.fromkeys(out))


def unflagged_hubs(memory: "MemoryHost") -> list[str]:
    """Hubs written before `hub: true` existed (known by id, type and description)."""
    return [k for k, e in memory.index.entries(KIND_NOTE) if is_hub(e) and not e.get("hub")]
