"""Which of a window's facts become notes (heuristic extractor, offline): one per statement, the latest
word on a subject, and no more of a kind than a ticket may keep."""

from __future__ import annotations

from ..vault.ids import slugify
from .again import restates_earlier
from .base import Fact
from .compose import fold_list

# Type order when more facts match than a ticket may keep.
_PRIORITY = {"preference": 0, "decision": 1, "solution": 2, "procedure": 3, "fact": 4, "context": 5, "method": 6}
_PER_KIND_CAP = {"procedure": 3, "method": 2, "context": 3}


def select(facts: list[Fact], max_notes: int) -> list[Fact]:
    """One fact per title (the latest wins for subject facts), capped by type and in total."""
    seen: dict[str, Fact] = {}
    for fact in facts:
        key = fact.subject or slugify(fact.title)
        if key in seen and (not fact.subject or seen[key].title == fact.title):
            fold_list(seen[key], fact)
            continue  # the same statement again (a subject restated with the same value keeps its first word)
        if not fact.subject and restates_earlier(fact, seen.values()):
            continue  # "like I said, checkout stays XML": nothing the earlier note lacks
        seen.pop(key, None)  # a later statement about the same subject supersedes an earlier one
        seen[key] = fact
    counts: dict[str, int] = {}
    kept: list[Fact] = []
    for fact in sorted(seen.values(), key=lambda f: _PRIORITY.get(f.type, 9)):
        counts[fact.type] = counts.get(fact.type, 0) + 1
        if counts[fact.type] > _PER_KIND_CAP.get(fact.type, max_notes):
            continue
        kept.append(fact)
    return kept[:max_notes]
