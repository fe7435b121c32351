"""A request to remember that names what the person set a moment before (heuristic extractor,
offline).

"quiet hours 21:00 to 08:00: no SMS then, …" — "and this is one for your memory, really: remember that
quiet hours are the claimant's local time, not the server's": what to keep is about the quiet hours
just set, and a note that says "quiet hours" without their hours sends the next session looking for
them. The note also says the person's earlier sentence that gave the values, when the two share a
phrase of two words and that sentence holds a number.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import clean, sentences

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

MESSAGES_BACK = 2  # the person's messages before the request where the values may have been said
_STOP = frozenset("that this with from your they them their there what when have will been were into than then "
                  "just only also some every never always remember note keep memory".split())


def _phrases(text: str) -> set[str]:
    """Two content words in a row ("quiet hours", "claimant's local")."""
    words = re.findall(r"[a-z][a-z'-]+", text.lower())
    return {f"{a} {b}" for a, b in zip(words, words[1:]) if len(a) >= 4 and len(b) >= 4 and not {a, b} & _STOP}


def defined_before(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """The facts, each request to remember taking the sentence of the person's last messages that set
    what it names (module docstring)."""
    at = {t.id: i for i, t in enumerate(window)}
    for fact in facts:
        if fact.role != "user" or fact.type != "preference" or not R.REMEMBER_ANYWHERE.search(fact.quote) \
                or not fact.turn_ids or fact.turn_ids[0] not in at:
            continue
        named = _phrases(fact.quote)
        earlier = [t for t in window[:at[fact.turn_ids[0]]] if t.role == "user" and t.kind == "message"][-MESSAGES_BACK:]
        said = next((x.text for t in reversed(earlier) for x in sentences(t.text)
                     if re.search(r"\d", x.text) and named & _phrases(x.text) and not x.text.rstrip().endswith("?")), None)
        if said is not None and clean(said, None) not in fact.body:
            fact.body = f"{fact.body.rstrip()} About: {clean(said, None)}."
    return facts
