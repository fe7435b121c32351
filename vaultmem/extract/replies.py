"""How the user's reply settles what the assistant just said (heuristic extractor, offline).

An assistant proposes all day; only the user's answer tells a decision from a suggestion:

* accepted: "yes do 3" / "go with duckdb (option 3)" takes item 3 of the assistant's numbered list;
  "backoff looks right, keep it" or "yes drop the setMaxListeners(0)" takes the assistant's sentence
  that names what the user names. Praise of a finding ("nice catch") accepts nothing.
* rejected for something else: "no GORM. … we stay on plain pgx v5" — the user's choice carries
  what it was chosen against, so the note says both ("pgx, not GORM").

Every quote is a verbatim slice of one turn.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import sentences as H
from . import rules as R
from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "do 3", "option 3", "go with 2", "(option 3)": a pick from a numbered list.
_OPTION = re.compile(r"\b(?:option|approach|number|choice)\s*#?(?P<a>\d)\b"
                     r"|\b(?:do|take|pick|go with|use)\s+#?(?P<b>\d)\b(?!\s*(?:min|sec|%|x\b|[.,]\d))", re.I)
_ITEM = re.compile(r"^[ \t]*(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*)$", re.M)
# An acceptance said anywhere in the reply, with the words around it naming what is accepted.
_ACCEPTS = re.compile(r"\b(?:looks? (?:right|good|fine)|keep (?:it|that|them)|go ahead|good call|sounds good"
                      r"|let'?s do (?:it|that)|do (?:it|that)|yes|yep|yeah)\b", re.I)
_CLAUSE = re.compile(r"[^,;.!?—–]+")
# A reply that opens by turning the proposal down and names the thing turned down: "no GORM",
# "not polars", "no, please no celery".
_REJECT = re.compile(r"^\s*(?:no|nope|nah|not)\b[,.!:]?\s*(?:please,?\s*)?(?:no\s+|not\s+)?(?P<thing>[\w.+#-]{2,})",
                     re.I)
_NOT_A_THING = frozenset(("no", "not", "now", "need", "thanks", "thank", "like", "don't", "dont", "it's", "its",
                          "that", "this", "it", "worries", "problem", "way", "idea", "i", "we", "you", "the",
                          "leave", "just", "wait", "sorry", "yet", "more", "longer", "one", "way", "thx"))
_GENERIC = frozenset(("yes", "yep", "yeah", "sure", "okay", "that", "this", "then", "looks", "right", "good",
                      "keep", "ahead", "call", "sounds", "also", "and", "the", "fine", "nice", "great", "makes",
                      "sense", "total", "perfect", "thanks"))
MAX_REJECT_WORDS = 90


def accepted(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """Decisions the reply accepts from the previous assistant message (see the module docstring)."""
    if previous is None or not previous.text.strip():
        return []
    text = reply.text
    out: list[Fact] = []
    m = _OPTION.search(text)
    if m:
        n = m.group("a") or m.group("b")
        item = next((i for i in _ITEM.finditer(previous.text) if i.group("n") == n), None)
        if item is not None:
            out.append(_decision(previous, item.group("text").strip()))
    said = [s for s in H.sentences(previous.text) if s.text.rstrip()[-1:] != "?"]
    for clause in _CLAUSE.finditer(text):
        if not _ACCEPTS.search(clause.group()):
            continue
        named = {w for w in H._content_words(clause.group()) if w not in _GENERIC}
        if not named:
            continue
        for s in said:
            if not _settles(s.text):
                continue
            if named & H._content_words(s.text) and H.MIN_WORDS <= H._words(s.text) <= H.MAX_WORDS \
                    and not any(s.text in f.quote or f.quote in s.text for f in out):
                out.append(_decision(previous, s.text))
                break
    return out[:3]


def _settles(text: str) -> bool:
    """A sentence a user can accept as a decision: it proposes ("I'd also remove …") or states a value
    or a code-level choice ("Backoff is 1 min, 5 min …", "through pino's `redact` option"); small
    talk ("that sounds awesome") settles nothing."""
    return bool(R.PROPOSAL.search(text) or _OFFER.search(text) or R.CONFIG_VALUE.search(text)
                or H._SPECIFIC.search(text))


_OFFER = re.compile(r"i(?:'d| would| could| can)", re.I)


def _decision(turn: "Turn", quote: str) -> Fact:
    return Fact(title=H.clean(quote), body=H.clean(quote, None) + ".", type="decision", importance=0.7, quote=quote,
                turn_ids=[turn.id], role="assistant", tags=H._tags(quote))


def rejected(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """The reply's facts, with a rejection of the assistant's proposal joined to the user's own
    choice that follows it (or, when no sentence of the reply made a note, a decision of its own
    from the rejection through its reasons)."""
    m = _REJECT.match(reply.text)
    if previous is None or m is None or not said:
        return facts
    thing = m.group("thing").lower().rstrip(".")
    if thing in _NOT_A_THING or thing not in previous.text.lower():
        return facts  # "no, like I said", "nah, not now": nothing named, nothing rejected
    start = reply.text.find(said[0].text)
    for fact in facts:
        if fact.turn_ids == [reply.id] and fact.quote in reply.text and fact.type in ("decision", "preference",
                                                                                        "fact"):
            end = reply.text.find(fact.quote) + len(fact.quote)
            if end > start and H._words(reply.text[start:end]) <= MAX_REJECT_WORDS:
                fact.quote = reply.text[start:end]
                fact.body = " ".join(H.clean(s.text, None) + "." for s in said
                                     if reply.text.find(s.text) < end)
                fact.type = "decision"
                return facts
    # No choice of its own in the reply: the rejection and its reasons are the decision.
    kept = [s for s in said if not s.text.rstrip().endswith("?")][:3]
    end = reply.text.find(kept[-1].text) + len(kept[-1].text) if kept else -1
    if end <= start or H._words(reply.text[start:end]) > MAX_REJECT_WORDS or R.CHATTER.search(reply.text[start:end]):
        return facts
    quote = reply.text[start:end]
    return facts + [Fact(title=H.clean(said[0].text), body=" ".join(H.clean(s.text, None) + "." for s in kept),
                         type="decision", importance=0.7, quote=quote, turn_ids=[reply.id], role="user",
                         tags=H._tags(quote))]
