"""Work the person says is done once (heuristic extractor, offline): "rename these to the date taken,
one time thing", "one-off for Helen: every story from last week …". What such a message asks, and what
the replies after it settle for that task, is not the project's way of doing things.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact


ONE_TIME = re.compile(r"\b(?:one[- ]time (?:thing|job|task|script|fix)|one[- ]off|just (?:this|the) once"
                      r"|throw-?away (?:script|job|thing)"
                      # "I am thinking aloud: … none of this now, just ideas": nothing decided
                      r"|(?:i am|i'm) (?:just )?thinking (?:aloud|out loud)|none of (?:this|these|that) (?:now|for now|yet)"
                      r"|just (?:ideas|thinking aloud|brainstorming))\b", re.I)


# "one-off for Helen on the standards desk: …", "it's a one-time thing": the task at hand is done once
_ONE_OFF_TASK = re.compile(r"\bone[- ]off\b|\bone[- ]time (?:thing|job|task|script|export|report|fix)\b|\bthrow-?away\b", re.I)


def one_off_task(text: str, before: bool) -> bool:
    """Whether the work at hand is a one-off after this message: said so now, or before and not left
    for another topic or a request to remember."""
    if _ONE_OFF_TASK.search(text) and one_time(text):
        return True
    return before and not (R.TOPIC_TURN.match(text) or R.REMEMBER_ANYWHERE.search(text) or R.STANDING_ANYWHERE.search(text))


def one_time(text: str) -> bool:
    """A message that says it is a one-time job, and asks nothing to be remembered."""
    return bool(ONE_TIME.search(text)) and not (R.REMEMBER_ANYWHERE.search(text) or R.STANDING_ANYWHERE.search(text))


# "just for today, run it without the schema check, … don't touch the source config": an order for
# today's exception, which keeps nothing once the exception is over
_TODAY_ONLY = re.compile(r"\b(?:just|only) for (?:today|tonight|now|this run)\b|\bfor (?:today|tonight) only\b|\btoday only\b", re.I)
_DONT = re.compile(r"^\W*(?:(?:and|but|just|so)\W+)?(?:don'?t|do not)\s+(?!ever\b)\w+", re.I)


def for_today(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """The person's "don't …" said after a "just for today" in the same message is part of today's
    exception, not a standing rule (see _TODAY_ONLY); "don't ever …" or a rule said as lasting stays."""
    texts = {t.id: t.text.lower() for t in window if t.role == "user" and _TODAY_ONLY.search(t.text)}

    def today(fact: "Fact") -> bool:
        text = texts.get(fact.turn_ids[0] if fact.turn_ids else "", "")
        at = text.find(fact.title.lower().rstrip(".…"))
        return at > 0 and bool(_TODAY_ONLY.search(text[:at])) and bool(_DONT.match(fact.title)) \
            and not R.STANDING_ANYWHERE.search(fact.quote) and not R.REMEMBER_ANYWHERE.search(fact.quote)
    return [f for f in facts if not (f.role == "user" and today(f))]
