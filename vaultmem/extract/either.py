"""A reply that takes one side of the assistant's either/or, in words of its own (heuristic extractor,
offline).

The assistant often lays two ways out in one sentence, with no names to pick by: "Two ways: port
serial.zig to the dev API, or install 0.13.0 and pin it." - "pin 0.13.0. dev builds move too much";
"do you want a prefix on exported functions (like `hog_read_survey()`) or plain names?" - "prefix hog_
for every exported function, like stringr does str_". The reply's opening clause shares words with one
side and not the other: that side is the decision, the reply's sentences are its reasons.

Only a choice about something that lasts counts: a side must name a value, a path, code or a name
("Should I commit now or wait for the review?" - "commit now" picks a moment). Every quote is a verbatim slice
of the reply.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from ..vault.titles import names_too_little
from .base import Fact
from .options import GENERIC_WORDS, names, options
from .pick_reasons import lasting, reasons
from .picks import PICK_REASON_WORDS
from .replies import PICK_QUOTE_WORDS

if TYPE_CHECKING:
    from ..capture.turns import Turn

OPENING_WORDS = 8  # "prefix hog_ for every exported function": a longer opening says more than a pick
# Where the two ways start: after "Two ways:" / "Options:", or after the ask ("do you want …", "should I …").
_LEAD = re.compile(r"^.*?(?:\b(?:two|2) (?:ways|options|choices)\b[^:]*:|\b(?:options?|alternatives|choices)\s*:"
                   # "Where should it live: per meter in `meters.yaml`, or per meter model?", "For class names: BEM or …?"
                   r"|\b(?:where|how|which \w+) should (?:it|they|this|that|we|i) [\w-]+\b[^:?]{0,30}:|\bfor [\w\s-]{3,40}:"
                   r"|\b(?:do you want|would you (?:like|prefer)|do you prefer|should (?:i|we)|shall (?:i|we)"
                   r"|want me to"
                   # "should bookings be free-form (any start, any length) or fixed slots?"
                   r"|(?:should|must|will) (?!i\b|we\b)(?:[\w-]+ ){1,3}?be)\b)\s*(?:either\s+)?", re.I)
_SPLIT = re.compile(r",?\s+or\s+(?:rather\s+)?", re.I)
_CLAUSE_END = re.compile(r"[,;:!?—–\n]|\.(?!\w)")
_TOKEN = re.compile(r"[\w.+#-]*\w[\w+#]*")


def _split_ways(text: str) -> list[str]:
    """The ways an either/or names, split at each "or" outside parentheses ("hash file contents (blake3
    or the stdlib sha1), or keep mtime …" names two)."""
    masked = re.sub(r"\([^()]*\)", lambda m: "_" * len(m.group()), text)
    cuts = [m.span() for m in _SPLIT.finditer(masked)]
    edges = [0, *(x for span in cuts for x in span), len(text)]
    return [text[a:b] for a, b in zip(edges[::2], edges[1::2])]


# "1. Rebinding overrides: save them in PlayerPrefs, or in the settings.json next to the saves?": a
# numbered question that names its two ways after its label
_ITEM_LEAD = re.compile(r"^\**[^:*?\n]{3,40}\**:\s*(?:(?:save|keep|put|store|use|run|do) (?:it|them)\s+)?")


def _two_ways(previous: str) -> tuple[str, str, str] | None:
    """(first way, second way, the sentence) of the either/or that closes the assistant's message, or
    of its first numbered question that has one."""
    asked = [x for x in options(previous).values() if x.rstrip().endswith("?") and " or " in x]
    last = [x.text for x in H.sentences(previous)][-2:]
    for sentence in [*last[::-1], *asked[:1]]:
        lead = _LEAD.match(sentence) or (_ITEM_LEAD.match(sentence) if sentence in asked else None)
        # "Either the technicians flip the mount, or we set `rotate: 180`. Which do you prefer?"
        lead = lead or (_EITHER.match(sentence) if sentence == last[0] and _WHICH.match(last[-1]) else None)
        if lead is None or (not sentence.rstrip().endswith("?") and ":" not in lead.group() and lead.re is not _EITHER):
            continue
        ways = _split_ways(sentence[lead.end():].rstrip(" ?.!"))
        if len(ways) == 2 and all(H._words(w) >= 1 for w in ways):
            return ways[0], ways[1], sentence
    return None


_EITHER = re.compile(r"^\W*(?:(?:so|then|now)\W+)?either\s+", re.I)
_WHICH = re.compile(r"^\W*(?:which|what)(?: one| way)? (?:do|would) you (?:prefer|like|want)\b|^\W*which (?:one|way)\b", re.I)
_PLACE = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|so)\W+)?(?:(?:do|take|use|go with|pick)\s+)?the (first|second|former|latter)\b", re.I)
_REFUSED = re.compile(r"^\W*(?:no|not)\s+(?P<x>[^,]{2,40})$", re.I)
_UNTIL = re.compile(r"\buntil\b|\bfor the time being\b|\btemporar", re.I)
_MOMENT = re.compile(r"\b(?:now|later|first|wait|tomorrow|today|tonight|afterwards|next time)\b", re.I)
# "Want me to rename `SailingCap` on his branch, or leave that to him?": who does a piece of work, not how things are
_SOMEONE_ELSE = re.compile(r"^\W*(?:leave (?:it|that|this|them) (?:to|for) (?:him|her|them|you|the \w+|\w+)|let (?:him|her|them|you|\w+) (?:do|fix|handle) (?:it|that))\W*$", re.I)
_WORK_NOW = re.compile(r"(?<![\w-])(?:PR|MR|pull request|merge request|commit|push|merge|rebase|re-?run|restart|revert"
                       r"|summary|message|e-?mail|ticket|paste|post|reply|screenshot)s?(?![\w-])", re.I)
_POINTS_BACK = re.compile(r"\b(?:it|that|this|them|those)\b", re.I)
_SPECIFIC_WAY = re.compile(r"\d|`|[\w-][./_][\w-]")  # the later pick repeats a value or a code name of its way


def _with_referent(previous: str, question: str) -> str:
    """The question, after the sentence its "it" points at ("I'd add a `word_order` setting … Where
    should it live: …")."""
    said = [x.text for x in H.sentences(previous)]
    at = said.index(question) if question in said else 0
    lead = _LEAD.match(question)
    if at and lead is not None and _POINTS_BACK.search(lead.group()):
        return f"{H.clean(said[at - 1], None)}. {H.clean(question, None)}"
    return H.clean(question, None)


def _own(kept: list["H.Sentence"], facts: list[Fact], reply: "Turn") -> list["H.Sentence"]:
    """The pick's sentences up to one that is a note of its own ("Widen to 32, yes. And one rule for
    this harness: no dynamic allocation at all …" keeps the rule apart)."""
    quotes = [f.quote for f in facts if f.turn_ids == [reply.id]]
    for at, x in enumerate(kept[1:], start=1):
        if any(q in x.text or x.text in q for q in quotes):
            return kept[:at]
    return kept


def _taken(sentence: str, opening: str, first: str, second: str) -> list[tuple[str, str]]:
    """The (way, other way) the reply takes: the one whose value or code its first sentence repeats
    ("just cron, 06:30." takes "move `stock_sync` to 06:30", not "replace the cron with …"), else the
    one whose words its opening clause shares."""
    ways = ((first, second), (second, first))
    specific = {w for w in _words(sentence) if H._SPECIFIC.search(w)}
    by_value = [(way, other) for way, other in ways if specific & _words(way) - _words(other)]
    if len(by_value) == 1:
        return by_value
    said_words = _words(opening)
    return [(way, other) for way, other in ways if said_words & _words(way) - _words(other)]


def _words(text: str) -> set[str]:
    from ..recall.passages import STOP_WORDS

    return {w for w in (t.lower().strip(".-") for t in _TOKEN.findall(text))
            if len(w) >= 2 and w not in STOP_WORDS and w not in GENERIC_WORDS}


def either_said(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """The decision a reply makes by taking one side of the assistant's either/or (module docstring)."""
    if previous is None or not said or R.CHATTER.search(reply.text) or said[0].text.rstrip().endswith("?"):
        return facts
    found = _two_ways(previous.text)
    if found is None:
        return facts
    first, second, question = found
    if _WORK_NOW.search(f"{first} {second}"):
        return facts  # "open the PR against `main` or `release-2.3`?": where today's work goes, no setting
    opening = _CLAUSE_END.split(said[0].text, maxsplit=1)[0]
    if not (_REFUSED.match(opening) or _PLACE.match(opening)) and (
            H._words(opening) > OPENING_WORDS or len(_taken(said[0].text, opening, first, second)) != 1):
        # "they mounted it upside down because of the cable route, … put rotate 180.", "ugh, ok. frozen 2.5 then."
        later = [x.text for x in said[1:] if H._words(x.text) <= OPENING_WORDS and len(_taken(x.text, x.text, first, second)) == 1]
        opening = later[0] if later and _SPECIFIC_WAY.search(later[0]) else opening
    refused = _REFUSED.match(opening)
    if refused is not None:  # "no jetstream. plain core nats is enough" to "JetStream or plain core NATS?"
        sides = [(other, way) for way, other in _taken(refused["x"], refused["x"], first, second)]
    elif H._words(opening) > OPENING_WORDS or re.search(r"\b(?:no|not|don'?t|neither|both)\b", opening, re.I):
        return facts  # "not the prefix, hmm" or "both" is no plain pick of one side
    elif (place := _PLACE.match(opening)) is not None:  # "do the second. plain kebab, no BEM"
        sides = [(second, first)] if place[1].lower() in ("second", "latter") else [(first, second)]
    else:
        sides = _taken(said[0].text if opening in said[0].text else opening, opening, first, second)
    if len(sides) != 1 or not any(H._SPECIFIC.search(way) or names(way) for way in (first, second, said[0].text)) \
            or any(_SOMEONE_ELSE.match(way) for way in (first, second)):
        return facts
    chosen, other = sides[0]
    if R.TRANSIENT.search(chosen) or _UNTIL.search(chosen) or _MOMENT.search(f"{chosen} {opening}"):
        # "pin ansible-core below 2.17 until the host is retired": a way for a while; "commit now": a moment
        return facts
    kept = _own(lasting(reasons(said, [], False)), facts, reply)
    if not kept or (sum(H._words(x.text) for x in kept) < PICK_REASON_WORDS and opening in said[0].text):
        return facts  # "the second, thanks": a choice for the moment ("frozen 2.5 then" says its value again)
    start = reply.text.find(kept[0].text)
    while len(kept) > 1 and H._words(reply.text[start:reply.text.find(kept[-1].text, start) + len(kept[-1].text)]) > PICK_QUOTE_WORDS:
        kept.pop()  # a long reply turns to other things: the pick keeps the sentences that make it
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > PICK_QUOTE_WORDS:
        return facts
    title = H.clean(kept[0].text)
    head = re.split(r":\s", kept[0].text, maxsplit=1)[0]  # (not the colon of "06:30")
    if head != kept[0].text and opening in head and H._words(head) <= 2 * OPENING_WORDS:
        title = H.clean(head)  # "Sort in the query, not in the test: the UI shows …": the pick, before its reason
    if names_too_little(title) or _POINTS_BACK.search(opening) or opening not in said[0].text:  # (a pick said after its reasons)
        title = H.clean(chosen)  # "pin 0.13.0.", "leave it in": the way as the assistant put it
    body = (" ".join(H.clean(x.text, None) + "." for x in kept)
            + f" Chosen over: {H.clean(other, None)}. Asked: {_with_referent(previous.text, question)}")
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    return [f for f in facts if f not in inside] + [Fact(title=title, body=body, type="decision", importance=0.7,
                                                         quote=quote, turn_ids=[reply.id], role="user",
                                                         tags=H._tags(f"{chosen} {quote}"))]
