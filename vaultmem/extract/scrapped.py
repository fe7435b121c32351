"""A choice dropped and replaced in the next breath (heuristic extractor): "argh. ok no, scrap UTC.
local time, Europe/Stockholm, 02:00-04:00 local." The sentence that drops names only what goes; the
one after it says what holds now, so the two make one decision that replaces the old choice.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Fact
from .compose import join_fix
from .sentences import _SPECIFIC, Sentence, _words, clean
from .signals import new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "ok no, scrap UTC", "no, ditch the poller", "forget Redis": the verb and the one thing dropped, and nothing else
SCRAPPED = re.compile(r"^\W*(?:(?:ok(?:ay)?|no|nope|argh+|ugh|hm+|right|fine|so|actually)\W+)*(?:scrap|ditch|forget|bin)\s+"
                      r"(?:the\s+)?(?!it\b|that\b|this\b|them\b|about\b|everything\b|all\b)"
                      r"(?P<old>`?[\w.+#/-]+`?(?:\s+[\w.+#/-]+)?)\W*$", re.I)
REPLACEMENT_MAX_WORDS = 20  # a replacement said in one short sentence, not a new paragraph of plans


def replacement(turn: "Turn", said: list[Sentence], i: int) -> Fact | None:
    """The decision made of said[i] ("scrap UTC") and the sentence after it ("local time, …"), or None."""
    dropped = SCRAPPED.match(said[i].text)
    if dropped is None or i + 1 >= len(said):
        return None
    now = said[i + 1]
    if not _SPECIFIC.search(now.text) or now.text.rstrip().endswith("?") or not 2 <= _words(now.text) <= REPLACEMENT_MAX_WORDS:
        return None
    old, stated = dropped["old"].strip("`.,"), now.text.rstrip(" .!;")
    fact = new_fact(turn, now, "decision", 0.7, title=clean(f"{stated} (not {old})"), replaces=old)
    join_fix(fact, turn.text, said[i], now)  # the quote runs from the drop through what replaces it
    fact.body = f"{clean(stated, None).rstrip('.')}, not {old}."
    return fact
