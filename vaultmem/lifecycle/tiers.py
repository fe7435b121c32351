"""Tiers and reinforcement: hot / warm / cold, promotion on repeated use, drift when unused.

hot   importance >= 0.8: always in the session brief (daemon/hooks.py builds it).
warm  every other current note: recalled when relevant.
cold  superseded versions (_history/) and archived notes (_archived/): only on explicit request
      (`search --include-superseded`, `--as-of`, `show`, MCP vault_get_note / vault_history).
"""

from __future__ import annotations

import copy
import datetime as dt
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..index.catalog import saved_catalog
from ..index.keys import KIND_HISTORY, KIND_NOTE
from ..index.writes import keep_version, save_note
from ..utctime import now as utc_now
from ..utctime import parse as parse_when
from ..vault.layout import ARCHIVE_DIR
from ..vault.note import Note
from .usage import UsageStats

if TYPE_CHECKING:
    from .host import MemoryHost

log = logging.getLogger("vaultmem.lifecycle")

HOT_THRESHOLD = 0.8
DRIFT_FLOOR = 0.1  # drift never pushes a note below this: it fades, it is not forgotten


def tier_of(entry: Mapping[str, Any]) -> str:
    """hot, warm or cold for a catalog entry (or a note's fields as a mapping)."""
    if entry.get("kind", KIND_NOTE) != KIND_NOTE or entry.get("superseded_by") or entry.get("valid_to"):
        return "cold"
    importance = entry.get("importance")
    return "hot" if float(0.5 if importance is None else importance) >= HOT_THRESHOLD else "warm"


def tier_counts(catalog: Mapping[str, Mapping[str, Any]], archived: int = 0) -> dict[str, int]:
    """Notes per tier: current notes by importance; retired versions and archived notes are cold."""
    counts = {"hot": 0, "warm": 0, "cold": archived}
    for entry in catalog.values():
        if entry.get("kind") in (KIND_NOTE, KIND_HISTORY):
            counts[tier_of(entry)] += 1
    return counts


def tiers_on_disk(index_dir: Path, vault_root: Path) -> dict[str, int] | None:
    """Tier counts from the saved catalog, without opening (and locking) the index."""
    catalog = saved_catalog(index_dir)
    if catalog is None:
        return None
    archived = vault_root / ARCHIVE_DIR
    n_archived = sum(1 for _ in archived.glob("*.md")) if archived.is_dir() else 0
    return tier_counts(catalog, n_archived)


# -- promotion --------------------------------------------------------------------------------


def _supporting_sessions(usage: UsageStats, note_id: str, entry: Mapping[str, Any]) -> set[str]:
    sessions = usage.sessions(note_id)
    origin = (entry.get("source") or {}).get("session")
    if origin:
        sessions.add(str(origin))  # the session the note came from is the first supporter
    return sessions


def promotion_reason(usage: UsageStats, note_id: str, entry: Mapping[str, Any], recalls_needed: int) -> str | None:
    """Why this note has earned promotion now, or None."""
    if entry.get("kind") != KIND_NOTE or entry.get("confidence") == "confirmed" or entry.get("superseded_by"):
        return None
    row = usage.get(note_id)
    if row is None or row["promoted_at"]:
        return None
    if recalls_needed > 0 and row["access_count"] >= recalls_needed:
        return f"recalled {row['access_count']} times"
    if len(_supporting_sessions(usage, note_id, entry)) >= 2:
        return "supported by a second session"
    return None


def written_by_vaultmem(note: Note) -> bool:
    """Notes vaultmem wrote carry `recorded_at`; a note a person wrote by hand does not.

    Only these may be rewritten by the lifecycle (promotion, drift): a person's note changes
    only when they ask for it, on an explicit command.
    """
    return bool(note.recorded_at) and not note.parse_error


def rewrite_note(memory: "MemoryHost", note: Note, before: Note | None = None) -> None:
    """Write a note atomically where it lives and refresh its index entry.

    With `before`, that version is kept under `_history/` first (and indexed), so a lifecycle
    change can be seen and undone like any other edit.
    """
    if before is not None:
        keep_version(memory.vault, memory.index, before, superseded_by=note.id)
    save_note(memory.vault, memory.index, note)


def promote(memory: "MemoryHost", note_id: str, reason: str, step: float) -> bool:
    """experimental -> confirmed and importance up by `step`, in a note vaultmem wrote.

    Runs in the worker and in `reflect`, never on a read. A person's own note is not rewritten:
    the promotion is recorded in usage.db only (its recall boost already follows usage).
    """
    note = memory.vault.get(note_id)
    if note.confidence == "confirmed" or not written_by_vaultmem(note):
        memory.usage.mark(note_id, "promoted_at")  # nothing to write, and nothing to retry
        return False
    before = copy.deepcopy(note)
    note.confidence = "confirmed"
    note.importance = round(min(1.0, before.importance + step), 3)
    rewrite_note(memory, note, before)
    memory.usage.mark(note_id, "promoted_at")
    log.info("PROMOTED %s experimental->confirmed importance %.2f->%.2f (%s)", note_id, before.importance,
             note.importance, reason)
    return True


def promote_due(memory: "MemoryHost", note_ids: Iterable[str]) -> list[str]:
    """Promote every note among note_ids that earned it; returns the promoted ids."""
    settings = memory.promotion
    done = []
    for note_id in dict.fromkeys(note_ids):
        entry = memory.index.entry(note_id)
        if entry is None or entry.get("confidence") == "confirmed":
            continue  # the common case, decided without touching SQLite
        reason = promotion_reason(memory.usage, note_id, entry, settings.recalls)
        if reason and promote(memory, note_id, reason, settings.step):
            done.append(note_id)
    return done


def promote_pending(memory: "MemoryHost") -> list[str]:
    """Promote every note whose recalls earned it since the last pass (worker and reflect)."""
    needed = memory.promotion.recalls
    if needed <= 0:
        return []
    due = [note_id for note_id, row in memory.usage.all().items()
           if not row.get("promoted_at") and (row.get("access_count") or 0) >= needed]
    return promote_due(memory, due)


def reinforce(memory: "MemoryHost", note_id: str, session: str | None = None) -> bool:
    """The extractor found this note's fact again (DEDUP); True if that promoted it."""
    memory.usage.reinforce(note_id, session)
    return bool(promote_due(memory, [note_id]))


# -- drift ------------------------------------------------------------------------------------


def last_used(note: Note, row: Mapping[str, Any] | None) -> dt.datetime | None:
    """Last recall or reinforcement; a note never used counts from when vaultmem learned it.

    `recorded_at` comes first: an imported session from last year is new to memory today, and
    must not start out "unused for 443 days".
    """
    stamps = [parse_when(row.get(k)) for k in ("last_recalled", "last_reinforced")] if row else []
    stamps = [s for s in stamps if s]
    if stamps:
        return max(stamps)
    return parse_when(note.recorded_at) or parse_when(note.created) or parse_when(note.valid_from)


def drift_target(note: Note, row: Mapping[str, Any] | None, drift_days: int, step: float,
                 now: dt.datetime | None = None) -> float | None:
    """The lowered importance for a warm note unused for drift_days (at most once per period)."""
    if drift_days <= 0 or step <= 0 or note.parse_error or note.importance >= HOT_THRESHOLD:
        return None  # hot notes are pinned by a person; they only change by hand
    if note.importance <= DRIFT_FLOOR:
        return None
    now = now or utc_now()
    used = last_used(note, row)
    period = dt.timedelta(days=drift_days)
    if used is None or now - used < period:
        return None
    drifted = parse_when(row.get("drifted_at")) if row else None
    if drifted and now - drifted < period:
        return None
    return round(max(DRIFT_FLOOR, note.importance - step), 3)


def apply_drift(memory: "MemoryHost", note: Note, target: float, now: dt.datetime | None = None) -> None:
    before = note.importance
    if written_by_vaultmem(note):  # a person's own note keeps its importance; usage records the drift
        previous = copy.deepcopy(note)
        note.importance = target
        rewrite_note(memory, note, previous)
    memory.usage.mark(note.id, "drifted_at", now)
    log.info("DRIFTED %s importance %.2f->%.2f (unused)", note.id, before, target)
