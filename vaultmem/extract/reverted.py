"""A choice taken earlier in the session and reverted (heuristic extractor, offline).

"I'd lean HALF_EVEN …, and make a `MarkRounding.round(BigDecimal)` that all three call." — "go with
that" — later: "wait. I just checked the regs … so HALF_EVEN is wrong, 68.5 has to be 69. revert to
HALF_UP. 69.5 must be 70 and 68.5 must be 69". Only the final choice is a fact. The earlier decision
goes, and one decision takes its place: the new choice, what it replaced, the person's words from the
sentence that calls the old one wrong through the one after the revert, and the rest of the earlier
decision (what was built around the choice), which still holds.

Both ends must be named: what is wrong (a word of the earlier decision) and what to go back to. A bare
"revert that" names no choice, and "revert to the old import" in a message about nothing decided
before replaces nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .sentences import Sentence, clean
from .signals import new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

_TOKEN = r"`?(?P<{0}>[A-Za-z][\w.+#/-]*[\w+#])`?"
# "HALF_EVEN is wrong", "HALF_EVEN was a mistake", "HALF_EVEN doesn't work"
_WRONG = re.compile(_TOKEN.format("old") + r"\s+(?:is|was|'s)\s+(?:wrong|a mistake|not (?:right|allowed|ok(?:ay)?))\b", re.I)
# "revert to HALF_UP", "go back to HALF_UP", "switch back to HALF_UP"
_BACK_TO = re.compile(r"\b(?:revert(?:ing)?(?: it)?|go(?:ing)? back|switch(?:ing)? back|change it back|back)\s+to\s+"
                      + _TOKEN.format("new"), re.I)


def reverted(turn: "Turn", said: list[Sentence], own: list["Fact"], earlier: list["Fact"]) -> tuple[list["Fact"], list["Fact"]]:
    """The reply's facts and the session's earlier facts, with a reverted decision replaced (docstring)."""
    wrong = next(((i, m) for i, s in enumerate(said) if (m := _WRONG.search(s.text))), None)
    back = next(((i, m) for i, s in enumerate(said) if (m := _BACK_TO.search(s.text))), None)
    if turn.role != "user" or wrong is None or back is None or back[0] < wrong[0] or back[0] - wrong[0] > 1:
        return own, earlier
    old, new = wrong[1]["old"], back[1]["new"]
    taken = next((f for f in reversed(earlier) if f.type == "decision" and re.search(rf"(?<![\w-]){re.escape(old)}(?![\w-])", f.quote)), None)
    if taken is None or old.lower() == new.lower():
        return own, earlier
    last = min(back[0] + 1, len(said) - 1)  # the sentence after the revert says what it means ("69.5 must be 70 …")
    start = turn.text.find(said[wrong[0]].text)
    end = turn.text.find(said[last].text, start) + len(said[last].text) if start >= 0 else -1
    if start < 0 or end <= start:
        return own, earlier
    quote = turn.text[start:end]
    note = new_fact(turn, said[back[0]], "decision", 0.8, title=clean(f"{new}, not {old}"))
    note.quote = quote
    note.body = f"{clean(quote, None).rstrip('.')}. Replaces: {clean(taken.quote, None).rstrip('.')}."
    note.replaces = old
    return [f for f in own if f.quote not in quote and quote not in f.quote] + [note], [f for f in earlier if f is not taken]
