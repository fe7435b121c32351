"""What a note leaves behind in the conversation record, and how forget and purge deal with it.

A note's text also lives in its provenance turns: the session excerpt `_sources/sessions/*.md`
(indexed turn by turn as episodes) and, quoted, in other notes' `_sources/<id>.md` excerpts.
Soft forget keeps those files but lists the provenance turns' episode keys in
`_archived/suppressed-episodes.json`, so no index (not even one rebuilt from the vault) recalls
them; restore drops the entry. Purge, for secrets and personal data, rewrites the files: the
provenance turns become `[PURGED]`, and the quote (and the turn's longer lines) are replaced
wherever a source file repeats them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from .. import atomic
from ..errors import NoteError
from ..index.episodes import PURGED_MARK, SUPPRESSED_FILE, episode_key, read_suppressed
from ..vault.excerpts import TURN_RE
from ..vault.layout import ARCHIVE_DIR, HISTORY_DIR, SESSIONS_DIR, SOURCES_DIR
from ..vault.ids import is_valid_id, slugify
from ..vault.note import Note
from ..vault.safety import ensure_inside

if TYPE_CHECKING:
    from .host import MemoryHost

# A quote shorter than this ("yes", "ok") is too common to replace across every excerpt.
MIN_QUOTE_CHARS = 8
# Lines of a purged turn are replaced elsewhere only when long enough to be that turn's own words.
MIN_LINE_CHARS = 30


# -- which versions and turns -------------------------------------------------------------------


def _read_all(memory: "MemoryHost", folder: Path, note_id: str) -> list[Note]:
    out = []
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        try:
            note = memory.vault.read_path(path)
        except (NoteError, OSError):
            continue
        note.id = note_id
        out.append(note)
    return out


def merged_ids(memory: "MemoryHost", note_id: str, versions: Iterable[Note] = ()) -> list[str]:
    """Ids merged into this note: its `merged_from`, and history versions superseded by it."""
    found: set[str] = set()
    for v in versions:
        raw = v.extra.get("merged_from") or []
        found.update(str(x) for x in (raw if isinstance(raw, list) else [raw]))
    found |= memory.index.versions_superseded_by(note_id)
    found.discard(note_id)
    return sorted(i for i in found if is_valid_id(i))


def note_versions(memory: "MemoryHost", note_id: str, current: Note | None = None) -> list[Note]:
    """Every version that carries this note's content: current/archived, retired, and merged-in ones."""
    root = memory.vault.root
    versions = [current] if current is not None else []
    for folder in (root / HISTORY_DIR / note_id, root / ARCHIVE_DIR / HISTORY_DIR / note_id):
        versions += _read_all(memory, folder, note_id)
    for other in merged_ids(memory, note_id, versions):
        versions += [v for v in _read_all(memory, root / HISTORY_DIR / other, other) if v.superseded_by == note_id]
    return versions


def session_files(vault_root: Path, session: str) -> list[Path]:
    """The excerpt file(s) of one session (named `<agent>-<session slug>.md`, the header says which)."""
    folder = ensure_inside(vault_root, vault_root / SESSIONS_DIR, "read session excerpts in")
    if not session or not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.glob(f"*{slugify(session, 60)}.md")):
        head = path.read_text(encoding="utf-8", errors="replace")[:2000]
        if re.search(rf'^session:\s*"?{re.escape(session)}"?\s*$', head, re.M):
            out.append(path)
    return out


def _turns(raw: str) -> list[tuple[str, int, int]]:
    """(turn id, text start, text end) of each turn in an excerpt file's text."""
    matches = list(TURN_RE.finditer(raw))
    return [(m.group(1), m.end(), matches[i + 1].start() if i + 1 < len(matches) else len(raw))
            for i, m in enumerate(matches)]


def provenance(vault_root: Path, versions: Sequence[Note]) -> dict[Path, set[str]]:
    """Session excerpt file -> ids of the turns the versions were extracted from (their turn ids,
    and any turn of that session holding the verbatim quote)."""
    out: dict[Path, set[str]] = {}
    for v in versions:
        quote = (v.source.quote or "").strip()
        for path in session_files(vault_root, v.source.session or ""):
            raw = path.read_text(encoding="utf-8", errors="replace")
            for turn_id, start, end in _turns(raw):
                text = raw[start:end]
                if turn_id in v.source.turns or (len(quote) >= MIN_QUOTE_CHARS and quote in text):
                    out.setdefault(path, set()).add(turn_id)
    return out


# -- soft forget: suppress ------------------------------------------------------------------------


def _write_suppressed(vault_root: Path, data: dict[str, list[str]]) -> None:
    atomic.write_text(ensure_inside(vault_root, vault_root / SUPPRESSED_FILE, "write"), json.dumps(data, indent=1, sort_keys=True) + "\n")


def suppress(memory: "MemoryHost", note_id: str, versions: Sequence[Note]) -> list[Path]:
    """Keep the versions' provenance turns out of recall; returns the excerpt files to reindex."""
    root = memory.vault.root
    turns = provenance(root, versions)
    suppress_keys(memory, note_id, sorted(episode_key(path, t) for path, ids in turns.items() for t in ids))
    return sorted(turns)


def suppress_keys(memory: "MemoryHost", owner: str, keys: Sequence[str]) -> None:
    """List episode keys as kept out of recall on behalf of `owner` (a note id, or an episode id)."""
    if keys:
        root = memory.vault.root
        data = read_suppressed(root)
        data[owner] = list(keys)
        _write_suppressed(root, data)


def unsuppress(memory: "MemoryHost", note_id: str) -> list[Path]:
    """Let a note's provenance turns back into recall; returns the excerpt files to reindex."""
    root = memory.vault.root
    data = read_suppressed(root)
    keys = data.pop(note_id, None)
    if keys is None:
        return []
    _write_suppressed(root, data)
    stems = {k.split(":")[1] for k in keys if k.count(":") >= 2}
    return [root / SESSIONS_DIR / f"{stem}.md" for stem in sorted(stems)]


# -- purge: scrub ----------------------------------------------------------------------------------


def _fragments(quotes: Iterable[str], turn_texts: Iterable[str]) -> list[str]:
    """Texts to replace wherever a source repeats them, longest first (so no half-replaced remains)."""
    out: set[str] = set()
    for q in quotes:
        q = q.strip()
        if len(q) >= MIN_QUOTE_CHARS:
            out.add(q)
            out.update(ln.strip() for ln in q.splitlines() if len(ln.strip()) >= MIN_QUOTE_CHARS)
    for text in turn_texts:
        text = text.strip()
        if text and text != PURGED_MARK:
            out.add(text)
            out.update(ln.strip() for ln in text.splitlines() if len(ln.strip()) >= MIN_LINE_CHARS)
    return sorted(out, key=lambda s: (-len(s), s))


def scrub_plan(vault_root: Path, versions: Sequence[Note]) -> tuple[dict[Path, set[str]], list[str]]:
    """What a purge replaces: the versions' provenance turns (file -> turn ids) and the texts to
    replace wherever a `_sources/` file repeats them (their quotes, the turns' text and long lines).

    The texts are read before anything is rewritten: once the first excerpt says [PURGED], what
    other files repeat can no longer be derived from the vault."""
    turns = provenance(vault_root, versions)
    turn_texts: list[str] = []
    for path, ids in turns.items():
        raw = path.read_text(encoding="utf-8", errors="replace")
        turn_texts += [raw[start:end] for turn_id, start, end in _turns(raw) if turn_id in ids]
    return turns, _fragments([v.source.quote or "" for v in versions], turn_texts)


def apply_scrub(memory: "MemoryHost", turns: dict[Path, set[str]], fragments: Sequence[str],
                skip: Iterable[Path] = (), write: bool = True) -> list[Path]:
    """Replace the given turns and fragments with [PURGED] in every `_sources/` file but `skip`
    (files the purge deletes); returns the files that change (rewritten atomically when `write`).
    Idempotent: a re-run after a crash changes only what the crashed run had not reached."""
    root = memory.vault.root
    skipped = {Path(p) for p in skip}
    new_text: dict[Path, str] = {}
    for path, ids in turns.items():
        if path in skipped or not path.is_file():
            continue
        raw = path.read_text(encoding="utf-8", errors="replace")
        parts, last = [], 0
        for turn_id, start, end in _turns(raw):
            if turn_id not in ids:
                continue
            segment = raw[start:end]
            lead = segment[:len(segment) - len(segment.lstrip())]
            trail = segment[len(segment.rstrip()):]
            parts += [raw[last:start], lead, PURGED_MARK, trail]
            last = end
        new_text[path] = "".join(parts) + raw[last:]
    sources = root / SOURCES_DIR
    for path in sorted(sources.rglob("*.md")) if sources.is_dir() else []:
        if path in skipped or not memory.vault.contains(path) or path.name.startswith("."):
            continue
        text = new_text.get(path)
        if text is None:
            text = path.read_text(encoding="utf-8", errors="replace")
        scrubbed = text
        for frag in fragments:
            scrubbed = scrubbed.replace(frag, PURGED_MARK)
        if scrubbed != text or path in new_text:
            new_text[path] = scrubbed
    changed = []
    for path, text in sorted(new_text.items()):
        if text != path.read_text(encoding="utf-8", errors="replace"):
            if write:
                atomic.write_text(memory.vault.inside(path, "scrub"), text)
            changed.append(path)
    return changed


def scrub(memory: "MemoryHost", versions: Sequence[Note]) -> list[Path]:
    """Replace the versions' provenance turns and quoted text with [PURGED] in every `_sources/` file;
    returns the files rewritten (each atomically)."""
    turns, fragments = scrub_plan(memory.vault.root, versions)
    return apply_scrub(memory, turns, fragments)
