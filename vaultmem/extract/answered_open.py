"""The person's own answers to the assistant's open questions (heuristic extractor, offline).

"Two questions: … do we support both formats in parallel until then? And do we decide which format a
file has by its name (`_v4`) or by its content?" — "we support both v3 and v4 in parallel. detect by
the header line, not the file name, they got file names wrong twice already this year": the answers
say what was decided in words no rule sees ("we support …", "detect by …"), and apart from the
questions they hardly say what about. The sentences that answer (they share two words with a
question, or name what it named) make one decision, with the questions in the body.

Only a message that follows a message ending in at most OPEN_QUESTIONS questions, and only its
opening paragraph; a question back, chatter or an order for the moment ends the answer. A reply that opens
with a list ("What did finance decide?" - "1. payout day moves to tuesday … 2. fee 1.2% … is confirmed")
makes one decision per point, when every point names something.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .base import Fact
from .sentences import LIST_LINE, Sentence, _content_words, _tags, _words, clean, sentences
from .signals import TECH_NAME, one_off

if TYPE_CHECKING:
    from ..capture.turns import Turn

OPEN_QUESTIONS, ANSWER_SENTENCES, ANSWER_WORDS, SHARED = 3, 4, 70, 2
_YES_NO_OR_STATUS = re.compile(r"\b(?:yes|yep|yeah|no|nope)\b|^\W*(?:it'?s|it is|that'?s|that is)\b", re.I)
_CODE = re.compile(r"`|\w[_/]\w|\w\.[a-z]{1,5}\b|\b[a-z]+\d|\bv\d|\d\s?(?:ms|s|min|h|kb|mb|gb|%)\b", re.I)
_NAMES = re.compile(r"\d|`|\w[_/.]\w|\b[A-Z]{2,}|(?<=\s)[A-Z][a-z]+[A-Z]|\b[a-z]+\d")
_GENERIC = frozenset(("should", "would", "whethe", "becaus", "questi", "decide", "decisi", "option", "either",
                      "rather", "choose", "prefer", "answer", "people"))


# "Should I open the PR against `main` or …?", "want me to …?": the assistant asking about its next step,
# which the rules about yes/no and either/or questions read
_ASKS_TO_ACT = re.compile(r"^\W*(?:(?:and|so|also)\W+)?(?:should|shall|can|may) i\b|^\W*(?:do you )?want me to\b"
                          r"|^\W*would you like me to\b", re.I)


def _asks(previous: str) -> list[str]:
    """The questions the message ends with, if it ends with a question, asks few of them and none of
    them asks what the assistant should do next."""
    said = [x.text for x in sentences(previous)]
    asked = [s for s in said if s.rstrip().endswith("?")]
    if any(_ASKS_TO_ACT.search(q) for q in asked):
        return []
    return asked if said and said[-1].rstrip().endswith("?") and len(asked) <= OPEN_QUESTIONS else []


# "What should happen to E (estimated) and F (failed) reads?" - "E reads: store them, …": a one-letter name
_LETTER_NAME = re.compile(r"(?<![\w'’.])[A-Z](?![\w'’.])")


def _answers(sentence: str, asked: list[str]) -> bool:
    mine, letters = _content_words(sentence) - _GENERIC, set(_LETTER_NAME.findall(sentence)) - {"I", "A"}
    return any(len(mine & (_content_words(q) - _GENERIC)) + len(letters & set(_LETTER_NAME.findall(q))) >= SHARED
               for q in asked)


def answered_open(reply: "Turn", previous: "Turn | None", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """The reply's facts, with its answers to the questions the assistant's last message ended with as
    one decision (module docstring), in place of the notes those sentences made alone."""
    # ("Anything else for this branch, or shall I wrap up?" asks for more work, not a decision)
    asked = [q for q in _asks(previous.text) if not R.WRAP_UP.search(q)] if previous is not None else []
    paragraph = reply.text.split("\n\n")[0]
    if asked and not any(f.turn_ids == [reply.id] for f in facts) and (points := _listed_answers(said, paragraph)):
        return facts + [_answer_note(reply, point, asked) for point in points]  # "What did finance decide?" - "1. … 2. …"
    if not asked or not said or _words(paragraph) > ANSWER_WORDS or R.CHATTER.search(reply.text) or R.BANTER.search(reply.text) \
            or any(f.turn_ids == [reply.id] for f in facts):
        return facts  # (a reply that made notes of its own says its decisions itself)
    kept: list[Sentence] = []
    for s in said[:ANSWER_SENTENCES]:
        text = s.text
        if text not in paragraph or text.rstrip().endswith("?") or R.TRANSIENT.search(text) or R.NOT_OURS.search(text) \
                or one_off(text, text) or R.DEFERRED.search(text):
            break
        kept.append(s)
    # the answer opens the reply and names something: a value, code, a name ("we support both v3 and v4 …")
    # (not a yes or no, which the rules about yes/no questions read; not how things stand: "it's in naming.go")
    # (and it is about the software: a chat between two people answers questions too, about their weekend)
    kept = kept if kept and _answers(kept[0].text, asked) and any(_NAMES.search(s.text) for s in kept) \
        and any(_CODE.search(s.text) or TECH_NAME.search(s.text) or R.TECH_NOUN.search(s.text) for s in kept) \
        and not _YES_NO_OR_STATUS.search(kept[0].text) else []
    while kept and not _answers(kept[-1].text, asked) and not re.search(r"\d|`|[a-z]_[a-z]", kept[-1].text):
        kept.pop()  # what follows the last answer is the person moving on
    start = reply.text.find(kept[0].text) if kept else -1
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text) if start >= 0 else -1
    quote = reply.text[start:end] if start >= 0 and end > start else ""
    if not quote or any(f.turn_ids == [reply.id] and f.type == "decision" and (f.quote in quote or quote in f.quote) for f in facts):
        return facts  # (a pick or a settled list said it already)
    note = _answer_note(reply, kept, asked)
    return [f for f in facts if not (f.turn_ids == [reply.id] and f.quote in quote)] + [note]


def _answer_note(reply: "Turn", kept: list[Sentence], asked: list[str]) -> Fact:
    """One decision of the sentences that answer, from the first through the last, with the questions."""
    start = reply.text.find(kept[0].text)
    quote = reply.text[start:reply.text.find(kept[-1].text, start) + len(kept[-1].text)]
    body = " ".join(f"{clean(s.text, None)}." for s in kept) + " Asked: " + " ".join(clean(q, None) for q in asked)
    # "the fleet page is just old. whenever you come back to this repo …: the portal only talks to /api/v2": the rule heads it
    head = next((s for s in kept if R.STANDING.search(s.text) or R.REMEMBER_ANYWHERE.search(s.text)), kept[0])
    return Fact(title=clean(head.text), body=body, type="decision", importance=0.7, quote=quote,
                turn_ids=[reply.id], role="user", tags=_tags(quote))


LISTED_MIN = 2  # points of the person's own list that answer, each a decision


def _listed_answers(said: list[Sentence], paragraph: str) -> list[list[Sentence]]:
    """The points of a list the reply opens with, each as its sentences, when every point names a value or
    a thing ("1. payout day moves to tuesday, 10:00 same. … 2. fee 1.2% per COD parcel is confirmed …");
    [] for a list of orders, questions or chatter."""
    lines = [m["text"] for m in LIST_LINE.finditer(paragraph)]
    if not LIST_LINE.match(paragraph.lstrip("\n")) or len(lines) < LISTED_MIN:
        return []
    points = [[s for s in said if s.list_item and s.text in line] for line in lines]
    if any(not point or not _NAMES.search(" ".join(s.text for s in point)) or any(
            s.text.rstrip().endswith("?") or R.CHATTER.search(s.text) or R.TRANSIENT.search(s.text) or one_off(s.text, s.text)
            for s in point) for point in points):
        return []
    return points
