"""A statement said again (heuristic extractor, offline): "like I said, checkout stays XML", "and once
more, because I'll forget to tell the others: barcode, never order. keep that one". Nothing the earlier
note lacks, so no note of its own.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from .base import Fact


def restates_earlier(fact: "Fact", earlier: Iterable["Fact"]) -> bool:
    """Every content word of this fact's quote is already in one earlier fact's quote."""
    from ..recall.passages import STOP_WORDS

    def words(text: str) -> set[str]:
        return set(re.findall(r"[a-z0-9_]+", text.lower()))

    quote = fact.quote
    if _SAID_AGAIN.match(quote):  # "and once more, because I'll forget to tell the others: barcode, never order. keep that one"
        quote = " ".join(words(quote.rsplit(":", 1)[-1]) - _KEEP_WORDS)
    said = words(quote) - STOP_WORDS - _RESTATING
    return bool(said) and any(said <= words(e.quote) for e in earlier)


_RESTATING = {"said", "mentioned", "told", "earlier", "before", "already"}  # "like I said", "as mentioned earlier"
_SAID_AGAIN = re.compile(r"^\W*(?:(?:and|so|ok)\W+)?(?:once more|once again|one more time|like i said|as i said|to repeat)\b", re.I)
_KEEP_WORDS = {"keep", "remember", "note", "save", "store", "one", "that", "this", "it", "pls", "please"}
