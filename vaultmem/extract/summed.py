"""The assistant's reading back of answers just given (heuristic extractor, offline).

"a) 27700 b) 5m c) yes, separate table" — "So: `wards_2027` in 27700 with a GiST index; the current
table becomes `wards_2022`; the tile views … use `ST_SimplifyPreserveTopology(geom, 5)` …": the
person's answers name the choices by letter, the reply right after says them in the project's own
names. The note of the answers keeps that reading back, so a later search for `wards_2022` finds it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import sentences as H

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

_READS_BACK = re.compile(r"^\W*(?:so|ok(?:ay)?|right|got it|noted|understood)\s*[:,—–-]\s*\S", re.I)
READ_BACK_WORDS = 70  # a reading back, not a report of all the work that followed


def read_back(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """Each note of answers given point by point takes the assistant's reply that reads them back
    (module docstring), when that reply comes right after the answers."""
    talk = [t for t in window if t.kind == "message" and not t.is_sidechain and t.text.strip()]
    after = {a.id: b for a, b in zip(talk, talk[1:]) if a.role == "user" and b.role == "assistant"}
    for fact in facts:
        # (not once a value was changed later: the reading back would say the old one)
        reply = after.get(fact.turn_ids[0]) if fact.turn_ids and fact.body.startswith("Agreed:") \
            and "Changed later in the session" not in fact.body else None
        if reply is None or not _READS_BACK.match(reply.text) or H._words(reply.text) > READ_BACK_WORDS:
            continue
        fact.body = f"{fact.body.rstrip()}\n\nRead back: {H.clean(reply.text, None)}"
    return facts
