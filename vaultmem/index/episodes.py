"""Episodes: each turn of a redacted session excerpt, indexed so recall can find what no
extractor wrote down. The excerpt files (`_sources/sessions/*.md`) are the record; these
pseudo-notes are derived from them."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Container, Iterator

from ..vault.excerpts import TURN_RE, split_header
from ..vault.layout import ARCHIVE_DIR
from ..vault.note import Note, Source
from . import keys

# A turn alone is often too short to match a question ("Yes, last Tuesday!"); a little of the
# turn before gives it its subject without drowning it. On LoCoMo (dev half) 150 characters
# recalled as well as 300 or 600 at every cut-off, and a little better in the top 5.
CONTEXT_CHARS = 150
# Forgetting a note takes its provenance turns out of recall: `vaultmem forget` lists their episode
# keys here (per note id, so restoring one note never frees a turn another forgotten note holds).
# It lives in the vault beside the archived notes, so a rebuild from the vault keeps them out.
SUPPRESSED_FILE = f"{ARCHIVE_DIR}/suppressed-episodes.json"
# What `vaultmem purge` leaves where a turn (or a quote) held the purged text.
PURGED_MARK = "[PURGED]"
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")  # not strftime("%B"): that follows the locale


def _tail(text: str, chars: int) -> str:
    """The last `chars` characters of text, starting at a word."""
    if len(text) <= chars:
        return text
    cut = text[-chars:]
    space = cut.find(" ")
    return cut[space + 1:] if 0 <= space < chars // 2 else cut


def spoken_date(at: str) -> str:
    """'2023-05-08T13:56:00Z' -> '8 May 2023': how people name a day when they ask about it."""
    try:
        day = dt.date.fromisoformat(at[:10])
    except ValueError:
        return ""
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def episode_key(path: Path, turn_id: str) -> str:
    return keys.episode_key(path.stem, turn_id)


def read_suppressed(vault_root: Path) -> dict[str, list[str]]:
    """note id -> episode keys it keeps out of recall (empty when the file is missing or unreadable)."""
    try:
        data = json.loads((vault_root / SUPPRESSED_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): [str(x) for x in v] for k, v in data.items() if isinstance(v, list)}


def suppressed_keys(vault_root: Path) -> set[str]:
    return {key for keys in read_suppressed(vault_root).values() for key in keys}


def episodes_from_file(path: Path, suppressed: Container[str] = ()) -> Iterator[tuple[str, Note]]:
    """(key, pseudo-note) for every turn in one session excerpt, but suppressed and purged turns.

    A left-out turn is not used as the next turn's context either: that context is indexed text,
    and a forgotten fact must not be findable through the reply that followed it."""
    try:
        raw = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    header, body = split_header(raw)
    session = header.get("session") or path.stem
    matches = list(TURN_RE.finditer(body))
    previous = ""
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(body)
        turn_id, role, at = m.group(1), m.group(2), m.group(3)
        text = body[m.end():end].strip()
        if not text:
            continue
        if text == PURGED_MARK or episode_key(path, turn_id) in suppressed:
            previous = ""
            continue
        date = at[:10] if at else ""
        context = _tail(previous, CONTEXT_CHARS)
        spoken = spoken_date(at) if at else ""
        # The title repeats the start of the turn, so its own words outweigh the context's.
        note = Note(
            id=f"episode-{path.stem}-{turn_id}"[:200], title=" ".join(text.split())[:100],
            body=(f"{context}\n\n" if context else "") + text + (f"\n\n{spoken}" if spoken else ""),
            description="", type="episode", scope=header.get("scope") or "global",
            valid_from=at or None, created=date or None,
            source=Source(agent=header.get("agent") or None, session=session, turns=[turn_id], quote=text[:500]),
        )
        note.extra["role"] = role
        previous = text
        yield episode_key(path, turn_id), note
