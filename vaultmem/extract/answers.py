"""A short answer to the assistant's yes/no or either/or question (heuristic extractor, offline).

The assistant often asks instead of proposing: "Should I cache the parsed sheets in /var/cache/ledger
for 24h?" - "yep, do it"; "Should I use Redis Streams or a Postgres table with SKIP LOCKED for the
queue?" - "the second one". The answer names nothing, so the question says what was decided. Only a
question that settles something lasting counts: it sets, keeps, moves or picks a thing and names it
(a path, a value, code, a name). "Want me to write the tests?" - "yes" is work for the moment.

The quote is the question, verbatim, in the assistant's turn; the person's answer is in the body.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from ..vault.titles import TITLE_MAX
from .base import Fact
from .options import NUMBERED_ITEM
from .signals import values

if TYPE_CHECKING:
    from ..capture.turns import Turn

ANSWER_WORDS = 8  # "yep, do it", "the second one please": longer replies say their own decision
_ASKS = r"(?:should|shall) (?:i|we)|(?:do you )?want me to|would you like me to"
# "Should I cache the parsed sheets in /var/cache/ledger for 24h?": an action that sets something lasting
_ASKS_TO_SET = re.compile(rf"^\W*(?:and |so |also )?(?:{_ASKS})\s+(?:also\s+)?(?P<what>(?:cache|set|pin|move|switch|use|keep|store"
                          r"|put|schedule|rename|default|bump|raise|lower|cap|limit|route|point)\b[^?]{6,120})\?\s*$", re.I)
# "Should I use Redis Streams or a Postgres table with SKIP LOCKED for the queue?": two things to pick from
_EITHER_OR = re.compile(rf"^\W*(?:and |so )?(?:{_ASKS})\s+(?P<verb>use|go with|pick|keep|switch to|move to|put it in|store it in)"
                        r"\s+(?P<a>[^?]{2,60}?),?\s+or\s+(?:rather\s+)?(?:with\s+)?(?P<b>[^?]{2,60}?)"
                        r"(?P<rest>\s+(?:for|in|on|as|behind|under)\s[^?]{2,60})?\?\s*$", re.I)
_ORDINAL = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|hmm+|so|then)\W+)*(?:the\s+)?(?P<o>first|second|former|latter)"
                      r"(?:\s+(?:one|option))?\b(?!\s+(?:time|thing|step|part))", re.I)
_FIRST = {"first": "a", "former": "a", "second": "b", "latter": "b"}


def answered(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """The decision a short answer makes of the assistant's last question (see the module docstring)."""
    text = reply.text.strip()
    if previous is None or not text or H._words(text) > ANSWER_WORDS or R.CHATTER.search(text) \
            or R.TRANSIENT.search(text):
        return []
    asked = [s.text for s in H.sentences(previous.text) if s.text.rstrip().endswith("?")]
    if not asked:
        return []
    question = asked[-1]
    pick = _ORDINAL.match(text)
    either = _EITHER_OR.match(question)
    if pick and either:
        chosen, other = (either["a"], either["b"]) if _FIRST[pick["o"].lower()] == "a" else (either["b"], either["a"])
        said = f"{either['verb']} {chosen.strip()}{either['rest'] or ''}"
        return [_decision(previous, question, H.clean(said), f"Chosen over {H.clean(other, None)}. Answer: {text}")]
    setting = _ASKS_TO_SET.match(question)
    if setting and not pick and R.ACCEPT.match(text) and H._SPECIFIC.search(setting["what"]):
        return [_decision(previous, question, H.clean(setting["what"]), f"Answer: {text}")]
    return []


def _decision(turn: "Turn", question: str, statement: str, answer: str) -> Fact:
    return Fact(title=statement, body=f"{statement}. {answer.rstrip('.')}. Asked: {H.clean(question, None)}",
                type="decision", importance=0.7, quote=question, turn_ids=[turn.id], role="assistant",
                tags=H._tags(question))


# "Pin them?" - "yes, third-party ones by full sha with the tag as a comment after it. github's own
# actions/* can stay on tags": a yes that says in its own words what is agreed, and how far
_YES_LEAD = re.compile(r"^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|agreed|right)\b[\s,.:;!—–-]+", re.I)
_NOW_AGAIN = re.compile(r"^\W*(?:and|also|but|then|please|pls|just|go|do|run|rerun|fix|add|commit|push|merge|deploy|check|try"
                        r"|test|make|update|remove|delete|start|open|create|write|show|send|let'?s|i'?ll|i will|thanks?|thx)\b", re.I)
QUESTION_WORDS, QUALIFIED_WORDS, QUALIFIED_SENTENCES = 14, 6, 2
_POINTER = re.compile(r"^\W*(?:both|all(?: of (?:it|them|those))?|all three|each of them|please|pls|go ahead|do it|do that)?\W*$", re.I)
_EVERY = re.compile(r"\b(?:every|each|always|never|only|nobody|no one|everyone)\b", re.I)
# "should the worker count and the channel capacity be configurable, or only the worker count?" - "both. …"
_BOTH_LEAD = re.compile(r"^\W*(?:both|all of (?:it|them|those)|all three|each of them)\b[\s,.:;!—–-]+", re.I)


def qualified_yes(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """The decision a yes makes when it says what is agreed in its own words (see _YES_LEAD)."""
    said = list(H.sentences(reply.text))
    # "Two additions: 1. A ticker … 2. An escalation step …" - "yes. 15 minutes, per sensor, …": a list of
    # what the assistant would add, agreed to in the person's words
    listed = previous is not None and not previous.text.rstrip().endswith("?") and len(NUMBERED_ITEM.findall(previous.text)) >= 2
    if previous is None or not said or not (previous.text.rstrip().endswith("?") or listed):
        return []
    question = list(H.sentences(previous.text))[-1].text if not listed else \
        "; ".join(H.clean(m["text"], None) for m in NUMBERED_ITEM.finditer(previous.text))
    lead = _YES_LEAD.match(said[0].text)
    both = _BOTH_LEAD.match(said[0].text) if " or " in question else None  # "both. defaults 2 and 4096, …"
    lead = lead or both
    if lead is None or (H._words(question) > QUESTION_WORDS * (2 if both else 1) and not listed) or R.CHATTER.search(reply.text) \
            or R.TRANSIENT.search(reply.text):
        return []
    rest, first = said[0].text[lead.end():], 0
    # "both. defaults 2 and 4096, …", "yes, both. a required reason for change on every change …": what is
    # agreed is the next sentence
    if _POINTER.match(rest) and len(said) > 1:
        rest, first = said[1].text, 1
    # a yes that names something specific, or that makes a rule of it ("… on every change to a GLP-flagged sample")
    if H._words(rest) < QUALIFIED_WORDS or _NOW_AGAIN.match(rest) or not (H._SPECIFIC.search(reply.text) or _EVERY.search(rest)) \
            or R.REMEMBER_ANYWHERE.search(rest):  # "yes. put this in your notes, it applies to …": the request reads it
        return []
    kept = [x.text for x in said[first:first + QUALIFIED_SENTENCES] if not x.text.rstrip().endswith("?")]
    start = reply.text.find(kept[0])
    end = reply.text.find(kept[-1], start) + len(kept[-1])
    if start < 0 or end <= start:
        return []
    body = " ".join(H.clean(x, None) + "." for x in [rest, *kept[1:]]) + f" {'Proposed' if listed else 'Asked'}: {H.clean(question, None)}"
    return [Fact(title=H.clean(rest), body=body, type="decision", importance=0.7, quote=reply.text[start:end],
                 turn_ids=[reply.id], role="user", tags=H._tags(reply.text))]


def asked_and_answered(question: str, answer: str) -> str:
    """"What port should puma use: 9292 is fine": the question ("Two questions: how long …" asks "How long …") and
    as much of the answer as a title holds, cut at the answer's first clause rather than losing the answer."""
    question = H.clean(re.sub(r"^\W*(?:(?:one|two|three|a few|some|one more|another|last) )?questions?\s*:\s*", "", question, flags=re.I))
    title = f"{question}: {answer}"
    if len(title) > TITLE_MAX and len(short := f"{question}: {re.split(r'[,;—–(]', answer, maxsplit=1)[0].strip()}") <= TITLE_MAX:
        return short
    return title


# "15 s, yes" to "The SDK polls every 60 s (`refresh_interval: 60`) … Most setups use 15 s": the value the
# assistant put forward, confirmed by naming it
_VALUE_YES = re.compile(r"^\W*(?P<value>[^.!?\n,]{1,25}?),?\s+(?:yes|yep|ok(?:ay)?|agreed|please|do that|go|fine|good|sure)\W*$", re.I)
_UNIT = re.compile(r"\d+(?:\.\d+)?\s?(?P<unit>[a-z%]+)", re.I)
VALUE_CONTEXT_WORDS = 70


def value_confirmed(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """The decision a reply makes by confirming a value the assistant's message named: its sentence,
    with the one before that names the setting's value today (same unit), when that is near."""
    confirmed = _VALUE_YES.match(reply.text.strip())
    wanted = {repr(float(n)) for n in re.findall(r"\d+(?:\.\d+)?", confirmed["value"])} if confirmed else set()  # "25s" is 25
    if previous is None or not wanted or R.CHATTER.search(reply.text):
        return []
    said = [s.text for s in H.sentences(previous.text) if not s.text.rstrip().endswith("?")]
    naming = [i for i, s in enumerate(said) if wanted <= values(s)]
    if len(naming) != 1:
        return []
    at = naming[0]
    unit = _UNIT.search(confirmed["value"])
    before = next((j for j in range(at - 1, max(at - 3, -1), -1)
                   if unit and any(m["unit"].lower() == unit["unit"].lower() for m in _UNIT.finditer(said[j]))), at)
    start = previous.text.find(said[before])
    end = previous.text.find(said[at], start) + len(said[at])
    if start < 0 or end <= start or H._words(previous.text[start:end]) > VALUE_CONTEXT_WORDS:
        return []
    quote = previous.text[start:end]
    setting = re.search(r"`([\w.-]+)\s*[:=]\s*[^`]*`", said[before])  # "(`refresh_interval: 60`)": titled "refresh_interval: 15 s"
    title = f"{setting[1]}: {confirmed['value'].strip()}" if setting and before != at else H.clean(said[at])
    return [Fact(title=title, body=f"{H.clean(quote, None)}. Agreed: {reply.text.strip()}", type="decision",
                 importance=0.7, quote=quote, turn_ids=[previous.id], role="assistant", tags=H._tags(quote))]


# "how should elnsync hear about approvals: poll tessera's API every few minutes, or tessera calls elnsync
# when a result is approved?" - "webhook. tessera fires result.approved at elnsync when a result is approved,
# no polling": the reply says one of the two ways again in its own words
_TWO_WAYS = re.compile(r"(?P<a>[^:?]{6,120}?),?\s+or\s+(?P<b>[^:?]{6,120})\?\s*$", re.I)
RESTATED_WORDS, RESTATED_SHARED = 40, 3


def restated_option(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """The decision a reply makes by saying one of the two ways the assistant's question offered again."""
    from ..recall.passages import STOP_WORDS

    text = reply.text.strip()
    asked = [s.text for s in H.sentences(previous.text) if s.text.rstrip().endswith("?")] if previous is not None else []
    if not asked or not text or H._words(text) > RESTATED_WORDS or R.CHATTER.search(text) or R.TRANSIENT.search(text):
        return []
    question = asked[-1]
    # (the ways are laid out after a colon: "how should X hear about it: A, or B?"; a plain "A or B?" is a pick)
    ways = _TWO_WAYS.search(question.split(":", 1)[1]) if ":" in question else None
    if ways is None:
        return []
    a, b = (H._content_words(ways[k]) - STOP_WORDS for k in ("a", "b"))
    said = [s for s in H.sentences(text)][:2]
    for s in said:
        words = H._content_words(s.text) - STOP_WORDS
        shared_a, shared_b = len(words & a), len(words & b)
        best, other, shared = (ways["b"], ways["a"], shared_b) if shared_b > shared_a else (ways["a"], ways["b"], shared_a)
        if s.text.rstrip().endswith("?") or shared < RESTATED_SHARED or shared <= min(shared_a, shared_b) \
                or 2 * shared < len(b if best is ways["b"] else a):
            continue
        end = text.find(s.text) + len(s.text)
        quote = reply.text[reply.text.find(text):][:end]
        # "webhook. tessera fires …": the one-word answer heads what it says
        head = re.sub(r"^(\W*\w[\w.-]*(?:\s\w[\w.-]*)?)[.!]\s+", r"\1: ", quote, count=1) if s is not said[0] else quote
        return [Fact(title=H.clean(head), body=f"{H.clean(quote, None)}. Chosen over: {H.clean(other, None)}. "
                     f"Asked: {H.clean(question, None)}", type="decision", importance=0.7, quote=quote,
                     turn_ids=[reply.id], role="user", tags=H._tags(quote))]
    return []


# "Pass 2 …: -23.0 LUFS, … within EBU R128 (-23 LUFS ±0.5, true peak at or below -1 dBTP)." - "haan, yes please,
# exactly those for every AD mix": the values the message named, made the rule for every one of a kind
_THOSE_FOR_EVERY = re.compile(r"^\W*(?:[\w']+\W+){0,4}?(?:exactly |just )?(?:those|these|the same)(?: values| numbers| settings"
                              r"| limits| targets)? (?:for|on|in) (?:every|all|each|any) (?P<what>[^.,;!?]{2,40})", re.I)
_VALUED = re.compile(r"-?\d+(?:[.,]\d+)?\s?[A-Za-z%°]+")


def those_for_every(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """A yes that makes the values of the assistant's last message the rule for every one of a kind."""
    every = _THOSE_FOR_EVERY.match(reply.text.strip())
    if previous is None or every is None or R.CHATTER.search(reply.text):
        return []
    said = [s.text for s in H.sentences(previous.text) if not s.text.rstrip().endswith("?")]
    best = max(said, key=lambda s: len(_VALUED.findall(s)), default="")
    if len(_VALUED.findall(best)) < 2:
        return []
    inner = [p for p in re.findall(r"\(([^()]{6,120})\)", best) if len(_VALUED.findall(p)) >= 2]
    what = every["what"].strip()
    title = H.clean(f"For every {what}: {inner[-1] if inner else best}")
    quote = reply.text.strip()
    return [Fact(title=title, body=f"{title}. Agreed: {H.clean(best, None)}. Said: {H.clean(quote, None)}.", type="preference",
                 importance=0.8, quote=quote, turn_ids=[reply.id], role="user", scope="project", tags=H._tags(f"{best} {quote}", ("rules",)))]


# "… metered licences end after 26 checkouts or 24 months, whichever comes first — is that still the contract?",
# "… the pump runs at 02:00, right?": the assistant states what it believes and asks whether it holds
_STILL_SO = re.compile(r"(?:\s+[—–-]|[,;:])\s+(?:is (?:that|this|it) (?:still )?(?:right|correct|accurate|true|the case|current"
                       r"|the (?:contract|rule|policy|plan|deal|agreement|setup|limit|value|setting|default|behaviou?r|config(?:uration)?|schedule|format|convention))|(?:right|correct|yes|no)|am i right"
                       r"|does (?:that|this) (?:still )?(?:hold|apply))\s*\?\s*$", re.I)
# "To be sure I phrase it right: the hold-back is 30 lane-metres of lane D, … released at 48 hours before departure?": the
# claim after the check, said as a statement
_CHECK_LEAD = re.compile(r"^\W*(?:(?:so|ok(?:ay)?)\W+)?(?:to be sure(?: I (?:phrase|understand|get|have|word) (?:it|this|that) right)?"
                         r"|just to (?:confirm|check|be sure)|to confirm|let me check I (?:have|got) (?:it|this) right)\s*[:,]\s*"
                         r"(?P<claim>(?!(?:should|shall|do|does|did|is|are|can|could|would|will|which|what|how|where|when|who|why)\b)[^?]{20,})\?\s*$", re.I)
_YES_FIRST = re.compile(r"^\W*(?:yes|yep|yeah|correct|right|exactly|confirmed|that'?s right|still (?:true|right|correct))\b", re.I)


def assumption_confirmed(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """What the assistant said it believes, asked as a check ("… 26 checkouts or 24 months, whichever comes
    first — is that still the contract?") and confirmed by the reply ("yes, 26 circs or 24 months, that's
    what we signed"): a fact of the project, quoted from the question."""
    if previous is None or not _YES_FIRST.match(reply.text) or R.CHATTER.search(reply.text.split("\n")[0]):
        return []
    asked = [s.text for s in H.sentences(previous.text) if _STILL_SO.search(s.text)]
    checked = [m["claim"] for s in H.sentences(previous.text) if (m := _CHECK_LEAD.match(s.text))]
    if len(asked) + len(checked) != 1:
        return []
    claim = _STILL_SO.sub("", asked[0]) if asked else checked[0]
    asked = asked or [claim]
    for _ in range(2):  # "For the record, per `docs/vendor-licences.md`, …": how it was found, then what
        claim = re.sub(r"^\W*(?:for the record|so|just to check|to (?:be sure|confirm)|(?:per|according to) [^,]{1,60}),\s*", "", claim,
                       flags=re.I)
    if not H.MIN_WORDS <= H._words(claim) <= H.MAX_WORDS or not H._SPECIFIC.search(claim):
        return []
    first = re.split(r"(?<=[.!?])\s+|\n", reply.text.strip(), maxsplit=1)[0]
    # "yes exactly. if ops shrink lane D below 30 m the whole lane is freight": what the yes adds to the claim
    added = [x.text for x in list(H.sentences(reply.text))[1:2] if not x.text.rstrip().endswith("?") and values(x.text)
             and not R.TASK_REQUEST.search(x.text) and not R.CHATTER.search(x.text)]
    first += "".join(f" {H.clean(x, None)}." for x in added)
    return [Fact(title=H.clean(claim), body=f"{H.clean(claim, None)}. Confirmed: {first}", type="fact", importance=0.7,
                 quote=asked[0], turn_ids=[previous.id], role="assistant", tags=H._tags(claim))]


# "… the code of the sailing, ARD-HOL-20270328-0715, this stays with the local time, yes?" - "Yes, I'll keep it that
# way: the sailing id is `ROUTE-YYYYMMDD-HHMM` with the local date …": the person's check, confirmed in full
_KEPT_THAT_WAY = re.compile(r"^\W*(?:yes|yep|right|correct|exactly)\b[\s,.!—–-]*(?:and\s+)?(?:i'?ll|i will|we'?ll|we will|it'?ll|it will)"
                            r" (?:keep|stay|leave) (?:it|that|them)?\s*(?:that way|so|as (?:it|they) (?:is|are))\s*:\s*(?P<what>\S.{12,})$", re.I)


def kept_that_way(turn: "Turn", said: list["H.Sentence"], asked: str) -> list[Fact]:
    """The assistant's yes to the person's question about how something stays, said as the rule itself."""
    if not asked.rstrip().endswith("?") and "?" not in asked:
        return []
    for s in said[:2]:
        m = _KEPT_THAT_WAY.match(s.text)
        if m is not None and H._SPECIFIC.search(m["what"]) and H._words(m["what"]) <= H.MAX_WORDS:
            return [Fact(title=H.clean(m["what"]), body=f"{H.clean(m['what'], None)}.", type="fact", importance=0.7,
                         quote=m["what"], turn_ids=[turn.id], role="assistant", tags=H._tags(m["what"], ("conventions",)))]
    return []
