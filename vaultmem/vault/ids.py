"""Note ids: kebab-case, ASCII, at most 80 characters, never a path."""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

MAX_ID_LEN = 80
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(text: str, max_len: int = MAX_ID_LEN) -> str:
    """Turn any title or requested id into a safe kebab-case id ("note" if nothing is left)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = _NON_ALNUM.sub("-", ascii_text.lower()).strip("-")
    if len(slug) > max_len:
        # Cut at a word boundary when one is reasonably close, so ids stay readable.
        cut = slug[:max_len]
        slug = cut.rsplit("-", 1)[0] if "-" in cut[max_len // 2:] else cut
        slug = slug.strip("-")
    return slug or "note"


def is_valid_id(note_id: str) -> bool:
    """True when the id is already in canonical form (what slugify would keep)."""
    return bool(note_id) and slugify(note_id) == note_id


def unique_id(base: str, exists: Callable[[str], bool], max_len: int = MAX_ID_LEN) -> str:
    """The sanitised base, suffixed -2, -3, ... until `exists` says it is free; at most max_len."""
    candidate = slugify(base, max_len)
    if not exists(candidate):
        return candidate
    n = 2
    while True:
        suffix = f"-{n}"
        stem = slugify(candidate, max_len - len(suffix))
        if not exists(stem + suffix):
            return stem + suffix
        n += 1


_CONTRACTION = re.compile(r"(?<=\w)['’](ll|re|ve|d|m)\b", re.I)
_EXPANDED = {"ll": " will", "re": " are", "ve": " have", "d": " would", "m": " am"}
# whose "'d" is "would" ("I'd", "we'd"); after anything else it is a past tense ("the QC'd data")
_WOULD_AFTER = {"i", "you", "we", "they", "he", "she", "it", "that", "who", "there"}


def _expanded(m: re.Match[str]) -> str:
    suffix = m.group(1).lower()
    before = re.search(r"\w+$", m.string[:m.start()])
    if suffix == "d" and (before is None or before.group().lower() not in _WOULD_AFTER):
        return "d"  # "QC'd" -> "qcd", not "qc-would"
    return _EXPANDED[suffix]


def expand_contractions(text: str) -> str:
    """"we'll" as "we will", so a file name says "we-will", not "we-ll"."""
    return _CONTRACTION.sub(_expanded, text)
