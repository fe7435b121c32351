"""Work the person says is done once (heuristic extractor, offline): "rename these to the date taken,
one time thing", "one-off for Helen: every story from last week …". What such a message asks, and what
the replies after it settle for that task, is not the project's way of doing things.
"""

from __future__ import annotations

import re

from . import rules as R

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
