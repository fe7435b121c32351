"""The code name of a setting a person sets in words (heuristic extractor, offline).

"Almost all of the 11 minutes is the solver sitting at its 600 s time limit (time_limit_s in
planner/config.toml)" — "the solver time limit for the nightly plan goes to 150 s, per depot": the
person names the setting the way the assistant just described it, in words. The note also says the
assistant's sentence, which holds the setting's name in the code: what the next person greps for.
The sentence must share the value's unit and at least two of the person's words, so a number of the
same kind about something else is not taken for it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .sentences import _words, clean, sentences
from .settled import _words as content_words

if TYPE_CHECKING:
    from .base import Fact

# `time_limit_s`, MAX_QUEUED, poll_minutes: a name as code writes it
_CODE = re.compile(r"`[^`\n]{2,60}`|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")
_UNITS = {"ms": "ms", "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s", "min": "min",
          "mins": "min", "minute": "min", "minutes": "min", "h": "h", "hour": "h", "hours": "h", "d": "d",
          "day": "d", "days": "d", "kb": "kb", "mb": "mb", "gb": "gb", "kg": "kg", "%": "%"}
_VALUE = re.compile(r"\d[\d.,]*\s?(ms|secs?|seconds?|s|mins?|minutes?|hours?|h|days?|d|kb|mb|gb|kg|%)(?![\w])", re.I)
SHARED, SENTENCE_WORDS = 2, 45


def unit_family(unit: str) -> str:
    """One name for the ways a unit is written: "minutes", "mins" and "min" are all "min"."""
    return _UNITS.get(unit.lower(), unit.lower())


def _units(text: str) -> set[str]:
    return {unit_family(m.group(1)) for m in _VALUE.finditer(text)}


def name_in_code(facts: list["Fact"], replied: str) -> None:
    """Add to each of the person's values the assistant's sentence (of its messages since the person's
    last one) that names, as code, the setting the value is for (module docstring)."""
    for fact in facts:
        _named(fact, replied)


def _named(fact: "Fact", replied: str) -> None:
    units = _units(fact.quote)
    if fact.role != "user" or not units or _CODE.search(fact.quote):
        return  # no value with a unit, or the person names the setting as code already
    words = {w for w in content_words(fact.quote) if not w.isdigit()}
    for s in sentences(replied):
        text = s.text
        if text.rstrip().endswith("?") or _words(text) > SENTENCE_WORDS or not _CODE.search(text):
            continue
        shared = words & {w for w in content_words(text) if not w.isdigit()}
        if units & _units(text) and len(shared) >= SHARED and clean(text, None) not in fact.body:
            fact.body = f"{fact.body.rstrip()} About: {clean(text, None)}."
            return
