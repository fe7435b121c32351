"""What the person withdraws by name later in the session (heuristic extractor, offline): "remember that
the staging api runs on port 9000" … "oh and forget what I said about the port". The statement withdrawn
is no note, and neither is the withdrawal.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "forget what I said about the port, that was my local ssh tunnel": an earlier statement withdrawn
_WITHDRAWN = re.compile(r"\b(?:forget|ignore|disregard|scratch|drop|never ?mind)\s+(?:what i (?:said|told you|wrote|mentioned)"
                        r"|(?:the|that|my) (?:\w+ )?(?:thing|bit|part|stuff|note|remark|comment|message))\s+(?:about|on|re|regarding)\s+"
                        r"(?:the\s+|that\s+|my\s+)?(?P<x>[\w.+#/-]{2,})"
                        # "never mind the export path, it was a typo on my side"
                        r"|\b(?:forget|ignore|scratch|never ?mind) (?:the|my|that) (?P<y>[\w.+#/-]{3,})(?: [\w.+#/-]+)?,? (?:it|that) was "
                        r"(?:a typo|wrong|old|outdated|the old|my mistake|a mistake|not right)"
                        # "forget Distributed, we stay with threads in one process": a plan dropped for another
                        r"|(?:^|[.;!]\s+)\W*(?:ok(?:ay)?,?\s+|no,?\s+)?(?:forget|scrap|ditch) (?P<z>(?-i:[A-Z][\w.+#-]{2,}))\s*,\s*"
                        r"(?:we(?:'ll)? (?:stay|go|keep|use|stick)|let'?s (?:stay|go|keep|use|stick)|(?:use|keep|stay with|stick with) )", re.I)


def withdrawn(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """What the person said earlier and later withdraws by name ("remember that the staging api runs
    on port 9000" … "oh and forget what I said about the port") is no note."""
    order = {t.id: i for i, t in enumerate(window)}
    taken_back = [(order[t.id], _stem((m["x"] or m["y"] or m["z"]).lower())) for t in window
                  if t.role == "user" and t.kind == "message" for m in _WITHDRAWN.finditer(t.text)]
    return [f for f in facts if not (f.role == "user" and (any(
        order.get(f.turn_ids[0], at) < at and re.search(rf"(?<![\w-]){re.escape(x)}\w*(?![\w-])", f.quote.lower())
        for at, x in taken_back)))]


def takes_back(text: str) -> bool:
    """A sentence that opens by withdrawing ("forget what I said about dropping after 7 days, …")."""
    text = re.sub(r"^\W*(?:(?:ah|oh|ok|and|so)\W+)*", "", text)
    # ("scratch what I said about 8883: every OT client connects on 8884": the colon brings what holds now)
    return (m := _WITHDRAWN.match(text)) is not None and not m["z"] and not text[m.end():].lstrip().startswith(":")


def _stem(word: str) -> str:
    """"dropping" names what "we drop" said: the word without its -ing, -ed or plural ending."""
    return re.sub(r"(?<=\w{3})(?:(?<=(?P<d>[bdgmnprt]))(?P=d)ing|ing|ed|s)$", "", word)


# "remember that the revision goes in the footer. ... hm no, forget that, QA owns the footer": the sentence
# before is taken back as soon as it is said
_FORGET_THAT = re.compile(r"^\W*(?:(?:hm+|uh+|um+|wait|actually|oh|sorry|ok(?:ay)?)\W+)*(?:no\W+)?(?:forget|scratch|ignore|disregard)"
                          r" (?:that|it|this|what i just said)\b", re.I)


def taken_back_next(said: list, i: int) -> bool:
    """The sentence after said[i] takes it back on the spot ("... hm no, forget that, i just checked …")."""
    return i + 1 < len(said) and bool(_FORGET_THAT.match(said[i + 1].text))
