"""An offer to remove something, turned down because it is still needed (heuristic extractor, offline).

"Want me to remove `:csv-v1` next? It looks unused." — "no, csv-v1 stays. it looks dead but the
accounting plugin still calls the old endpoint": the person decided to keep it, and why. The note is
titled by what stays and the reason, not by the "we keep it until …" that follows.
"""

from __future__ import annotations

import re

from ..vault.titles import TITLE_MAX
from . import sentences as H

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
