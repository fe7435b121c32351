"""The sentences of a reply that say why an option was picked (heuristic extractor, offline): "streamlit.
grafana would mean copying everything …" keeps its reasons, up to the sentence that moves on to another
topic or states a rule of its own, and not past one said for the moment ("JSON for now").
"""

from __future__ import annotations

import re

from . import rules as R
from . import sentences as H
from .options import GENERIC_WORDS
from .replies import PICK_SENTENCES


def reasons(said: list["H.Sentence"], picked: list[str], late: bool) -> list["H.Sentence"]:
    """The reply's sentences that make the pick's note: up to PICK_SENTENCES, no questions, until it
    moves on. A pick said late takes one more (the reasons come before it, what it means after it),
    and at least the sentence that picks it."""
    reach = PICK_SENTENCES + late
    need = H._content_words(picked[0]) - GENERIC_WORDS if late and picked else set()
    at = next((i for i, x in enumerate(said) if need and need <= H._content_words(x.text)), None)
    reach = max(reach, at + 1) if at is not None else reach
    kept: list["H.Sentence"] = []
    for x in said:
        if len(kept) == reach or (kept and moves_on(x.text) and not _why_picked(x.text, picked)):
            break  # "Ok JSON. Please change it. And keep in mind: …": the rule is a note of its own
        if not x.text.rstrip().endswith("?") and not R.UNMARKED_QUESTION.match(x.text):
            kept.append(x)
    return kept


def lasting(kept: list["H.Sentence"]) -> list["H.Sentence"]:
    """The pick's sentences up to one said for the moment: "sequel. activerecord drags half of rails
    along … sqlite file for now" picks Sequel for good; "JSON for now" picks nothing that lasts."""
    at = next((i for i, x in enumerate(kept) if R.TRANSIENT.search(x.text)), len(kept))
    return kept[:at]


def _why_picked(text: str, picked: list[str]) -> bool:
    """A rule that names the pick is why it was picked ("5.2 LTS. … so we only ever go LTS to LTS")."""
    return bool(picked) and not R.REMEMBER_ANYWHERE.search(text) and re.search(rf"(?<![\w-]){re.escape(picked[0])}(?![\w-])", text, re.I) is not None


def moves_on(text: str) -> bool:
    """A sentence that moves on from the pick: another topic, or a rule to remember of its own."""
    return bool(R.TOPIC_TURN.search(text) or R.REMEMBER_ANYWHERE.search(text) or R.STANDING_ANYWHERE.search(text))
