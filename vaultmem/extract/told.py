"""Values the person states as settings (heuristic extractor, offline).

* "we ship with 3 replicas": a value told as how things are set, not a complaint, a loss, a reading
  or a request for now (`told_setting`).
* "Today every van gets 1000 kg and a 10 h shift … What are the numbers from ops?" — "diesel vans
  1200 kg payload, the eSprinters 900 kg. at most 120 stops per route whatever the van. shifts are 9 h
  including a 45 minute break": the numbers the assistant asked for, given without a verb a setting
  rule would see. The sentences that give them are one note: they answer one question (`values_given`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import Sentence, _tags, _words, clean
from .signals import asks_beside, new_fact, states_value

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

# "if the PubSub invalidation ever misses an edit, a presenter could see a stale grid for 5 minutes":
# what would happen, no setting
_SUPPOSED = re.compile(r"^\W*(?:(?:and|but|so|hmm)\W+)*(?:if|what if|in case|suppose|imagine)\b[^.;]*\b(?:could|would|might)\b",
                       re.I)


def told_setting(text: str, turn: "Turn") -> bool:
    """A value the person states as a setting, not as a complaint, a loss, a reading or a request for
    now; nor told beside a question, where it is how things stand while asking ("we sample every 5 min
    now. how long would the battery last at 10?")."""
    return states_value(text) and not R.CONFIG_NOT.search(text) and not R.TASK_REQUEST.search(text) \
        and not R.LOSS.search(text) and not R.COMPARED.search(text) and not R.MEASURED.search(text) and not R.RUN_IT.search(text) \
        and not R.CHATTER.search(text) and not asks_beside(turn.text) and not _SUPPOSED.match(text)


# "What are the numbers from ops?", "which values should I use?", "What limits do you want?": the
# assistant asks for values in general, not for one it names
_ASKS_VALUES = re.compile(r"\b(?:what|which)\b[^?]{0,30}\b(?:numbers|values|limits|figures|sizes|timeouts|thresholds"
                          r"|defaults|quotas)\b[^?]{0,40}\?\s*$", re.I)
_VALUE = re.compile(r"\d")
GIVEN_SENTENCES, GIVEN_WORDS = 4, 25


def values_given(reply: "Turn", previous: "Turn | None", said: list[Sentence], facts: list["Fact"]) -> list["Fact"]:
    """The reply's facts, with the sentences that open it giving the values the assistant just asked
    for as one note (module docstring). Not when the reply asks back or is chatter."""
    if previous is None or not said or not _ASKS_VALUES.search(previous.text.strip()):
        return facts
    given: list[Sentence] = []
    for s in said[:GIVEN_SENTENCES]:
        if not _VALUE.search(s.text) or _words(s.text) > GIVEN_WORDS or s.text.rstrip().endswith("?") \
                or R.CHATTER.search(s.text) or R.TRANSIENT.search(s.text):
            break
        given.append(s)
    start = reply.text.find(given[0].text) if given else -1
    end = reply.text.find(given[-1].text, start) + len(given[-1].text) if start >= 0 else -1
    if start < 0 or end <= start or "\n\n" in reply.text[start:end]:
        return facts
    quote = reply.text[start:end]
    body = " ".join(f"{clean(s.text, None)}." for s in given)
    note = new_fact(reply, given[0], "fact", 0.6, body=body, tags=_tags(quote, ("config",)))
    note.quote = quote
    return [f for f in facts if f.quote not in quote] + [note]
