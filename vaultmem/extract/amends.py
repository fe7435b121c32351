"""What a reply adds to the proposal it takes, and what it already says itself (heuristic extractor,
offline).

* "Proposal: bucket `ll-state` in eu-central-1, one key per env …" — "yes to all that. add a
  lifecycle rule that keeps noncurrent versions for 90 days": the addition belongs to the proposal
  taken whole, not in a note of its own that names neither the bucket nor the proposal.
* "… I'd take b) plus encryption." — "b. a dynamodb table just for a lock is …": the pick's own note
  says what was chosen and why; the assistant's recommendation of it is no second note.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import sentences as H
from .base import Fact
from .picks import RECOMMENDS

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "yes to all that.", "sounds good, all of it.", "ok, everything as proposed.": the proposal taken whole
_ALL_OF_IT = re.compile(r"^\W*(?:yes|yep|yeah|ok(?:ay)?|sure|sounds good|looks good|lgtm|agreed)\b[^.!?\n]{0,20}?"
                        r"\b(?:all|everything)\b[^.!?\n]{0,20}[.!]", re.I)


def joined(taken: list[Fact], own: list[Fact], reply: "Turn") -> tuple[list[Fact], list[Fact]]:
    """The reply's accepted facts and its own facts, with additions folded into the proposal taken
    whole and recommendations the reply's own pick says again dropped (module docstring)."""
    # (RECOMMENDS: "I'd take b) plus encryption", "I'd go with tokio", a recommendation of one of the options laid out)
    picked = any(f.turn_ids == [reply.id] and f.type == "decision" and ("Chosen" in f.body or " over " in f.title)
                 for f in [*own, *taken])
    if picked:
        taken = [f for f in taken if not (f.role == "assistant" and RECOMMENDS.search(f.quote))]
    all_of_it = _ALL_OF_IT.match(reply.text)
    whole = all_of_it or _TAKES_IT.match(reply.text)
    if whole is None or len(taken) != 1 or taken[0].role != "assistant":
        return taken, own
    after = reply.text[whole.end():].split("\n\n")[0]
    # (after a plain "yes." a note of the reply's own stays its own: "yes. and the same day: orders until 11:00")
    added = [f for f in own if all_of_it and f.turn_ids == [reply.id] and f.type in ("fact", "decision") and f.quote in after]
    for fact in added:
        taken[0].body = f"{taken[0].body.rstrip()} Added: {H.clean(fact.quote, None)}."
    # "go with that. and add a 240p at 400k for the really bad connections": an addition no rule made a note of
    for s in H.sentences(after):
        if _ADDS.match(s.text) and re.search(r"\d", s.text) and not any(s.text in f.quote for f in added):
            taken[0].body = f"{taken[0].body.rstrip()} Added: {H.clean(s.text, None)}."
    return taken, [f for f in own if f not in added]


# "go with that, audio 128k stereo fine.": the one proposal taken, what follows may add to it
_TAKES_IT = re.compile(r"^\W*(?:go with (?:that|it|this)|do (?:that|it)|let'?s do (?:that|it)|sounds good|looks good|lgtm"
                       r"|yes|yep|yeah|ok(?:ay)?|agreed)\b[^.!?\n]{0,40}[.!]", re.I)
_ADDS = re.compile(r"^\W*(?:(?:and|also|plus)\s+)*(?:please\s+)?add\b", re.I)
