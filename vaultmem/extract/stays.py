"""An offer to remove something, turned down because it is still needed (heuristic extractor, offline).

"Want me to remove `:csv-v1` next? It looks unused." — "no, csv-v1 stays. it looks dead but the
accounting plugin still calls the old endpoint": the person decided to keep it, and why. The note is
titled by what stays and the reason, not by the "we keep it until …" that follows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..vault.titles import TITLE_MAX
from . import sentences as H

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

_REMOVES = re.compile(r"\b(?:remove|delete|drop|rip out|clean up|get rid of)\b", re.I)
# What the person keeps when they turn down an offer to remove it: "no, csv-v1 stays", "nope, the old
# endpoint has to stay".
STAYS = re.compile(r"^\W*(?:no|nope|nah)\W+(?P<kept>(?:the )?`?:?[\w./+#-]{3,}`?(?: \w+)? (?:stays|remains|has to stay"
                   r"|must stay|is staying))\b", re.I)


def stays_title(said: list["H.Sentence"], stays: re.Match[str], offer: str) -> str:
    """What stays, and the reason the person gives next ("csv-v1 stays because the accounting plugin
    still calls the old endpoint"); the reason's "it looks dead but" is how they weighed it, not why.
    A reason too long for a title is the body's: the title says what the offer would have done."""
    # what stays runs to the first break: "the fpe trap stays in CI, that's the whole point of it"
    first = said[0].text[stays.start("kept"):]
    cut = re.search(r"\s*(?:[,;:—–]|\s(?:because|since|as)\s)", first)
    kept = first[:cut.start()] if cut else first.rstrip(" .!")
    rest = first[cut.end():].strip(" ,.;:") if cut else ""
    reason = rest or (said[1].text if len(said) > 1 and not said[1].text.rstrip().endswith("?") else "")
    reason = re.split(r"\bbut\s+", reason, maxsplit=1)[-1] if re.search(r"\bbut\s", reason) else reason
    reason = re.split(r"[,;]\s|\s(?:and|so)\s", reason, maxsplit=1)[0].strip()  # its first clause
    title = f"{kept} because {reason[:1].lower()}{reason[1:]}"
    if reason and len(title) <= TITLE_MAX and not re.match(r"(?:that|this|it)(?:'s| is)\b", reason, re.I):
        return H.clean(title)  # "that's the whole point of it" is no reason a title can say
    return H.clean(f"{kept}, not removed" if _REMOVES.search(offer) and kept == stays["kept"] else kept)


# "Should that lock stay as it is? The alternative would be letting the desk edit …" - "lock stays. after the
# manifest is sent the declarations are locked, any change is an amendment. …": kept, in the person's words
_SHOULD_STAY = re.compile(r"\bshould (?:that|the|this|these|those|it|they)\s*(?P<noun>[\w-]*)\s+(?:stay|remain)\b[^?]*\?", re.I)
_STAYS_LEAD = re.compile(r"^\W*(?:(?:yes|yeah|yep)\W+)?(?:(?:the|that|this)\s+)?(?P<noun>[\w-]+) (?:stays|remains)(?: as (?:it is|is))?\W*$", re.I)
KEPT_SENTENCES = 3


def stays_answered(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list["Fact"]) -> list["Fact"]:
    """The person's "X stays." to the assistant's "Should that X stay …?", with what they add about it."""
    from .base import Fact

    asked = _SHOULD_STAY.search(previous.text) if previous is not None else None
    lead = _STAYS_LEAD.match(said[0].text) if said else None
    if asked is None or lead is None or (asked["noun"] and asked["noun"].lower() != lead["noun"].lower()) or len(said) < 2:
        return facts
    kept = [s for s in said[1:KEPT_SENTENCES + 1] if not s.text.rstrip().endswith("?")]
    if not kept or H._words(kept[0].text) < H.MIN_WORDS:
        return facts
    start, last = reply.text.find(said[0].text), kept[-1].text
    quote = reply.text[start:reply.text.find(last, start) + len(last)]
    other = [x.text for x in H.sentences(previous.text[asked.end():]) if re.search(r"\b(?:alternative|instead|otherwise)\b", x.text, re.I)]
    body = " ".join(H.clean(s.text, None) + "." for s in [said[0], *kept]) + "".join(f" Over: {H.clean(o, None)}." for o in other[:1])
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    return [f for f in facts if f not in inside] + [Fact(
        title=H.clean(kept[0].text), body=f"{body} Asked: {H.clean(asked.group(), None)}", type="decision", importance=0.7,
        quote=quote, turn_ids=[reply.id], role="user", tags=H._tags(quote))]
