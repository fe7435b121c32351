"""A value put in place of the one the assistant just named (heuristic extractor, offline).

* "Stream: `WMS_EVENTS` … `max_age` 72h" — "replicas 3 yes. max age 7 days, not 72h: the EDI
  reconciliation replays a week": the proposal is taken with one value changed. The change belongs
  to the proposal's note, which names what the value is for; a note of its own would name neither
  the stream nor the setting, and the proposal's note alone would keep the value turned down.

"Right now … `instant_max_amount_minor`, 1_000_000 (10,000 EUR)" — "and the limit 5.000 euro, not
10.000, for the first month": the person's sentence has no verb a setting rule would see, yet it
turns down the assistant's value and puts another. The turned-down value must be one the assistant
named (grounded, so "not tonight" or "not sure" never counts), and the note keeps the assistant's
sentence that named it, which says what the value is for.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import Sentence, _words, clean, sentences
from .signals import new_fact, one_off

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

# "5.000 euro, not 10.000", "45 s not 15": a number put in place of another
# ("7 days, not 72h": the old value may carry its unit)
INSTEAD = re.compile(r"(?P<new>\d[\d.,_]*)\s*[^\d,;.!?]{0,20}?,?\s+not\s+(?P<old>\d[\d.,_]*)(?:[a-z]{1,3})?\b", re.I)
# "do it, but 0.18 not 0.2": a yes that amends the proposal, which the proposal's note takes
_AMENDS = re.compile(r"^\W*(?:[\w']+\W+){0,3}?but\b", re.I)
CONTRAST_WORDS = 30  # a longer sentence says more than a value put in place of another


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _numbers(text: str) -> set[str]:
    """The numbers a text says, as digits ("1_000_000 (10,000 EUR)" says 1000000 and 10000; "0.60" says 06 too,
    as "0.6" is written)."""
    said = re.findall(r"\d[\d.,_]*\d|\d", text)
    return {_digits(n) for n in said} | {_digits(n.rstrip("0")) for n in said if re.fullmatch(r"\d+\.\d*0", n)}


def put_instead(turn: "Turn", previous: "Turn | None", said: list[Sentence], facts: list["Fact"]) -> list["Fact"]:
    """The person's facts, plus a decision for each sentence that puts a number in place of one the
    assistant's last message named (module docstring), unless a note already holds that sentence."""
    facts = stayed(turn, previous, countered(turn, previous, facts))
    if previous is None or not any(INSTEAD.search(s.text) for s in said):
        return facts  # (the assistant's message is read only when a sentence puts one number for another)
    theirs = [(x.text, _numbers(x.text)) for x in sentences(previous.text)]
    out = list(facts)
    for s in said:
        text = s.text
        m = INSTEAD.search(text)
        if m is None or _words(text) > CONTRAST_WORDS or text.rstrip().endswith("?") or any(text in f.quote for f in out) \
                or R.CHATTER.search(text) or R.TRANSIENT.search(text) or one_off(text, text) or _AMENDS.match(text):
            continue
        old = _digits(m["old"])
        named = next((sentence for sentence, numbers in theirs if old in numbers and old != _digits(m["new"])), None)
        if named is None:
            continue
        fact = new_fact(turn, s, "decision", 0.7)
        fact.body = f"{fact.body} Instead of: {clean(named, None)}."
        out.append(fact)
    return out


def folded(taken: list["Fact"], own: list["Fact"], reply: "Turn") -> tuple[list["Fact"], list["Fact"]]:
    """The reply's changes of a value its accepted proposal named, said in that proposal's note
    (module docstring), and not again as notes of their own."""
    folded_in: list["Fact"] = []
    for fact in own:
        m = INSTEAD.search(fact.quote)
        if m is None or fact.turn_ids != [reply.id] or _words(fact.quote) > CONTRAST_WORDS:
            continue
        old, new = _digits(m["old"]), _digits(m["new"])
        proposal = next((t for t in taken if t.role == "assistant" and old != new and old in _numbers(t.quote)), None)
        if proposal is not None:
            proposal.body = f"{proposal.body.rstrip()} Changed: {clean(fact.quote, None)}."
            folded_in.append(fact)
    return taken, [f for f in own if f not in folded_in]


# "no, 1 year." to "… I'd request 2-year validity so renewals are rare": a value said against the one proposed
_COUNTER = re.compile(r"^\W*(?:no|nope|nah)\W+(?P<new>\d[\d.,]*\s?(?:[a-zµ%]+)?)\W*$", re.I)
_PROPOSED_VALUE = re.compile(r"\d[\d.,]*(?:-| )?[a-zµ%]+(?: [a-z]+)?", re.I)
_PUTS_FORWARD = re.compile(r"\b(?:i'?d|i would|we could|let'?s|suggest|recommend|propose)\b", re.I)
COUNTER_WORDS = 60


def countered(turn: "Turn", previous: "Turn | None", facts: list["Fact"]) -> list["Fact"]:
    """A reply that opens by turning down the value the agent proposed and naming another ("no, 1 year.
    the CA policy changed in september, max 398 days, we do 365. and renewal 30 days before expiry …"):
    one decision for the paragraph, with the proposal it answers, in place of the notes on its sentences."""
    said = list(sentences(turn.text))
    m = _COUNTER.match(said[0].text) if said and previous is not None else None
    proposal = next((x.text for x in reversed(list(sentences(previous.text))) if _PUTS_FORWARD.search(x.text)
                     and not x.text.rstrip().endswith("?") and _PROPOSED_VALUE.search(x.text)), None) if m else None
    paragraph = turn.text.strip().split("\n\n")[0]
    if proposal is None or _words(paragraph) > COUNTER_WORDS or len(said) < 2:
        return facts
    old = _PROPOSED_VALUE.search(proposal).group()
    note = new_fact(turn, Sentence(paragraph, "", False), "decision", 0.7, title=f"{m['new'].strip()} instead of {old}")
    note.body = f"{note.title}. {' '.join(clean(x.text, None) + '.' for x in said[1:] if x.text in paragraph)} " \
                f"Instead of: {clean(proposal, None)}."
    return [f for f in facts if not (f.turn_ids == [turn.id] and f.quote in paragraph)] + [note]


# "… the library systems team reboots everything on Sundays at 05:00 — would Sunday suit us better?" -
# "that's the library's thing, they have no weekday users at 6. we stay on tuesdays.": the person keeps
# what they have against the alternative the agent raised; the note says what was turned down
_ALTERNATIVE = re.compile(r"\b(?:would|wouldn't|should|shall|could)\b[^?]{0,60}\b(?:suit|work|be better|fit|switch|move|go)\b[^?]*\?\s*$",
                          re.I)
_STAY = re.compile(r"\b(?:we|it|they)(?:'ll| will)?\s+(?:stay|stays|remain|remains|stick|sticks|keep|keeps)"
                   r"\s+(?:on|with|at|in)\b", re.I)


def stayed(turn: "Turn", previous: "Turn | None", facts: list["Fact"]) -> list["Fact"]:
    """The person's facts, a decision to stay with what they have (above) saying the alternative the
    agent's closing question raised (the reason before it joins the note as any reason does)."""
    asked = [x.text for x in sentences(previous.text)][-1:] if previous is not None else []
    if not asked or not _ALTERNATIVE.search(asked[0]):
        return facts
    for fact in facts:
        if fact.turn_ids == [turn.id] and fact.type == "decision" and _STAY.search(fact.quote) \
                and " Turned down: " not in fact.body:
            fact.body = f"{fact.body.rstrip()} Turned down: {clean(asked[0], None)}"
    return facts


def other_version(reply: str, previous: str) -> bool:
    """"no, that's their thing, we're on v5 and we follow the releases" to "… they pin to Shibboleth IdP v4
    …. Do you want the same here?": the reply says another version than the one suggested."""
    version = r"\bv\d+(?:\.\d+)*\b"
    ours, theirs = set(re.findall(version, reply, re.I)), set(re.findall(version, previous, re.I))
    return bool(ours and theirs and not ours & theirs)


def revoked(own: list["Fact"], earlier: list["Fact"]) -> list["Fact"]:
    """The session's earlier facts, less those that set the value a decision of the person's now turns down
    ("we go to 0.7, not 0.6" revokes "Lower the … threshold from 0.65 to 0.60"): the old value must be what
    the earlier fact set (after "to", "=" or ":"), compared as numbers."""
    gone: set[float] = set()
    for fact in own:
        if fact.type == "decision" and fact.role == "user" and (m := INSTEAD.search(fact.quote)) is not None:
            gone |= {_as_number(m["old"])} - {_as_number(m["new"]), None}
    if not gone:
        return earlier
    return [f for f in earlier if not {_as_number(v) for v in re.findall(r"(?:\bto|[:=])\s*(\d[\d.]*\d|\d)\b", f.quote)} & gone]


def _as_number(text: str) -> float | None:
    try:
        return float(text.replace(",", "").rstrip("."))
    except ValueError:
        return None
