"""Several of the assistant's options taken and one turned down with its reason (heuristic extractor,
offline).

"a) label with `[ff]` …; b) reorder the constraint posting in `post_constraints/2` …; c) replace the
room checks …" - "a and c. not b, the order in post_constraints is the order the deputy head reads, it
mirrors the staff handbook". What lasts is the refusal and its reason: the next session must not
"fix" the order again. The note says what was turned down, why, and what was taken instead; its
quote is the reply's refusal, verbatim.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .options import options

if TYPE_CHECKING:
    from ..capture.turns import Turn

REASON_MIN_WORDS = 4  # "not b, too slow" says too little to keep; "not b, the order … mirrors the handbook" does
# "a and c", "1, 3 and 4", "a + c": the options taken, opening the reply
_TAKEN = re.compile(r"^\W*(?:ok(?:ay)?,?\s+|let'?s do\s+)?(?P<taken>\(?[a-e1-9]\)?(?:\s*(?:,|and|&|\+)\s*\(?[a-e1-9]\)?)+)"
                    r"(?=[\s.,;:!—–-]|$)", re.I)
# "not b, because …", "b no - …", "skip 2: …": the option turned down, and the reason said with it
_REFUSED = re.compile(r"(?:\b(?:not|skip|no)\s+\(?(?P<no>[a-e1-9])\)?|(?<![\w.])(?P<nb>[a-e1-9])\)?\s+(?:no|not|skip)\b)"
                      r"\s*(?:[,:;—–-]|\s(?=because|since|as\b))\s*(?P<why>[^\n]+)", re.I)  # "not b, …", "3 no: …"


_PURPOSE = re.compile(r"\s+(?:so|because|since|which|so that|in order to)\s|[,;:—–(]")


_NOUN_LEAD = re.compile(r"^\W*(?:a|an|the|one|two|three|every|each|all|no|some|(?-i:[A-Z]\w*[A-Z]\w*)|\d)\b", re.I)


def turned_down(reply: "Turn", previous: "Turn | None", facts: list[Fact]) -> list[Fact]:
    """A decision note for the option the reply turns down while taking others (module docstring)."""
    if previous is None or R.CHATTER.search(reply.text) or (taken := _TAKEN.match(reply.text)) is None:
        return facts
    laid_out = options(previous.text)
    refused = _REFUSED.search(reply.text, taken.end())
    refused_one = (refused["no"] or refused["nb"]).lower() if refused is not None else ""
    if len(laid_out) < 3 or refused is None or refused_one not in laid_out:
        return facts
    why = next(iter(H.sentences(refused["why"])), None)
    if why is None or H._words(why.text) < REASON_MIN_WORDS or why.text.rstrip().endswith("?"):
        return facts
    quote = reply.text[refused.start():refused.start("why") + refused["why"].find(why.text) + len(why.text)]
    option = laid_out[refused_one]
    chosen = [k for k in re.findall(r"[a-e1-9]", taken["taken"].lower()) if k in laid_out]
    body = (f"Turned down: {H.clean(option, None)}. Why: {H.clean(why.text, None)}."
            + "".join(f" Taken instead: {H.clean(laid_out[k], None)}." for k in chosen))
    head = _PURPOSE.split(option, maxsplit=1)[0].strip(" *")  # "reorder the posting … so teacher …": the what, not the why
    said_as = "Not" if _NOUN_LEAD.match(head) else "Don't"  # "Don't reorder the posting", "Not the JSON cache"
    title = H.clean(f"{said_as} {head[:1].lower()}{head[1:]}")
    return [*facts, Fact(title=title, body=body, type="decision", importance=0.7, quote=quote, turn_ids=[reply.id],
                         role="user", tags=H._tags(f"{option} {why.text}"))]
