"""A diagnosis the assistant guessed, took back or confirmed (heuristic extractor, offline).

A look at a problem often goes: a first guess ("Usually that's either clock skew or the key
changed. Checking the user:"), then the finding ("Found it. Yesterday at 22:00 … replaced the
key …"), or a fix taken back ("the debounce only hid it. Reverting it."). findings.py makes one
note per problem; these patterns tell it which diagnosis that note is about.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H

if TYPE_CHECKING:
    from ..capture.turns import Turn

# The assistant taking its last fix back: "Reverting it.", "rolled it back", "that only hid it".
WITHDRAWN = re.compile(r"\brevert(?:ing|ed)? (?:it|that|this|the (?:\w+ )?(?:fix|change|guard|workaround|debounce|patch))\b"
                       r"|\broll(?:ed|ing)? (?:it|that|this) back\b|\bonly (?:hid|hides|masked|masks) (?:it|the)\b"
                       r"|\b(?:wasn't|was not|isn't) the (?:real |actual )?(?:cause|fix|problem)\b"
                       # "That guess is wrong: the outbox sent `CLOSED` correctly."
                       r"|\b(?:that|this|my|the) (?:first |earlier )?(?:guess|suspicion|theory|hunch) (?:is|was) (?:wrong|out)\b"
                       # "You're right, that edit doesn't touch this path: …"
                       r"|\b(?:that|this|the|my) (?:edit|change|fix)\b[^.;:]{0,30}\b(?:doesn'?t|does not|didn'?t|won'?t) (?:touch|fix|help|cover|reach)\b",
                       re.I)


def withdraws(text: str) -> bool:
    """A message that takes back the fix or cause found before, in a statement ("Should I revert the
    `filter_parameters` change, since it wasn't the cause?" asks about an earlier one, it takes back nothing)."""
    if _STATES_CAUSE.search(text):
        return False  # "- **Cause:** … UTC vs local was not the problem": a summary rules the guess out, not the finding
    return any(WITHDRAWN.search(s.text) for s in H.sentences(text) if not s.text.rstrip().endswith("?"))


_STATES_CAUSE = re.compile(r"^\W*(?:\*\*)?(?:root )?cause(?:\*\*)?\s*:|\*\*(?:root )?cause:?\*\*", re.I | re.M)


# A later message that finds the cause after a first look had already made a finding of a guess.
FOUND_AFTER_ALL = re.compile(r"^\W*(?:(?:ok(?:ay)?|ah|right)\W+)?(?:found it|(?:root cause )?confirmed|there it is|that'?s it)\b", re.I)


# A message that ends by going on looking: "I don't think it's speed: … Let me look at when it fails."
# What it said was a first look; the next finding on the same problem is the one to keep.
_STILL_LOOKING = re.compile(r"(?:^|[.!:]\s+)(?:let me|i'll|i will|i'm going to|going to|now to) (?:first )?(?:look|check|dig|see|find out"
                            r"|trace|compare|bisect|grep|confirm|verify|narrow)\b[^.!?\n]*[.!]?\s*$", re.I)


def still_looking(text: str) -> bool:
    """The message's last sentence says the assistant goes on looking."""
    return bool(_STILL_LOOKING.search(text.strip()))


# A sentence about one of the options the message lays out: "3 is the fastest at the gate but the number
# then comes from what the haulier typed" weighs an option; its "comes from" diagnoses nothing.
_OF_AN_OPTION = re.compile(r"^\W*(?:option\s+)?\d\s+(?:is|costs?|would|gives|needs|takes|means|has|keeps)\b"
                           r"|^\W*(?:the )?(?:first|second|third|last) (?:one|option) (?:is|would|costs|gives)\b", re.I)


def of_an_option(text: str) -> bool:
    """The sentence weighs one of the numbered options the message laid out."""
    return bool(_OF_AN_OPTION.match(text))


# A diagnosis that confirms what the assistant said before it ("Root cause confirmed: …", "Confirmed —").
# "Root cause confirmed", "Yes: yesterday's f41b2c0 changed …" after the assistant's own guess
CONFIRMS = re.compile(r"\bconfirm(?:ed|s)\b|^\W*(?:yes|yep|indeed|as (?:suspected|expected)|that'?s it|found it)\s*[:—–]", re.I)
HYPOTHESIS_WORDS = 50


def hypothesis(before: list["Turn"]) -> str:
    """What the assistant's earlier message of the same look (no user message since) found, which a
    "Root cause confirmed" goes on from: its statements, up to HYPOTHESIS_WORDS, no plans or questions."""
    for t in reversed(before):
        if t.role == "user" and t.text.strip():
            return ""
        if t.role == "assistant" and t.text.strip():
            kept: list[str] = []
            for x in H.sentences(t.text):
                if x.text.rstrip().endswith("?") or R.PLAN.search(x.text) \
                        or sum(H._words(k) for k in kept) + H._words(x.text) > HYPOTHESIS_WORDS:
                    break
                kept.append(H.clean(x.text, None) + ".")
            return " ".join(kept)
    return ""
