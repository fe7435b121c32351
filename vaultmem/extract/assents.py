"""A yes inside a message that names what it takes (heuristic extractor, offline).

"What the notice means: … v3 needs an OAuth client-credentials token, valid 60 minutes …" —
"cache the token, refresh it 5 minutes before expiry. … and yes, v3 with OAuth, straight away for all
depots, no gradual switch": the yes is not the message's opening, so no rule about replies sees it,
and alone it reads as a reason of the sentence before. It is a decision of its own: it takes what the
assistant laid out, named by the names they share, and the note says the assistant's sentence too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import Sentence, _tags, _words, clean, sentences
from .signals import new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

_YES = re.compile(r"^\W*(?:(?:and|also|oh|ok(?:ay)?)\W+)*(?:yes|yep|yeah|sure)\s*[,:—–-]\s+(?P<rest>\S.*)$", re.I | re.S)
# "v3", "OAuth", "NLX_CLIENT_ID", "gRPC": a name in the yes that the assistant's message said too
_NAME = re.compile(r"\b(?:[A-Za-z]+\d[\w.]*|[A-Z][a-z]*[A-Z]\w*|[A-Z]{2,}\w*|\w+_\w+)\b")
MIN_REST_WORDS = 3


def _names(text: str) -> set[str]:
    return {n.lower() for n in _NAME.findall(text)}


def named_yes(reply: "Turn", previous: "Turn | None", said: list[Sentence], facts: list["Fact"]) -> list["Fact"]:
    """The reply's facts, plus a decision for each yes after its opening that names what the
    assistant's last message laid out (module docstring), unless a note opens with it already."""
    if previous is None or len(said) < 2:
        return facts
    theirs = [x.text for x in sentences(previous.text) if not x.text.rstrip().endswith("?")]
    out = list(facts)
    for s in said[1:]:
        m = _YES.match(s.text)
        if m is None or _words(m["rest"]) < MIN_REST_WORDS or s.text.rstrip().endswith("?") or R.CHATTER.search(s.text) \
                or any(f.quote.startswith(s.text) for f in out):
            continue
        named = _names(m["rest"])
        about = max(theirs, key=lambda x: len(named & _names(x)), default="")
        if not named & _names(about):
            continue
        fact = new_fact(reply, s, "decision", 0.7, title=clean(m["rest"]), tags=_tags(m["rest"]))
        fact.body = f"{clean(m['rest'], None)}. About: {clean(about, None)}."
        out.append(fact)
    return out
