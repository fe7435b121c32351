"""A request to remember said late in a sentence (heuristic extractor): after a pasted secret, after a
request for the work at hand, at the end of a rant too long to be a note. The clause from the request
on is what the person asked to keep; it is a verbatim slice of the sentence, so it can be its quote.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import MAX_WORDS, Sentence, _LEAD, _SPECIFIC, _words, sentences

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact


_LATE_REMEMBER = re.compile(r"[,;:—–]\s+(?:and |but |also |pls |please )*(?:remember|keep in mind|don'?t forget)"
                            r"(?: that)?\s+", re.I)


# A request to remember that opens a clause of its own late in a sentence: after a comma, or after
# "and", "but", "anyway", "btw" ("… so done with it but anyway remember that …", "…, oh and for next
# time the staging box is …").
_ASKED_LATE = re.compile(r"(?:[,;:—–]\s+|\s(?=(?:and|but|anyway|so|also|btw|oh)\s))(?:(?:and|but|anyway|so|also|btw|oh|pls"
                         r"|please)\s+)*(?:remember|keep in mind|don'?t forget|for next time|for future reference"
                         r"|note for (?:the future|later))\b", re.I)


# A request for the work at hand: "fix the typo in the footer", "rerun the failing job".
_DOING_NOW = re.compile(r"^(?:please,? |pls )?(?:fix|add|rename|bump|run|rerun|update|remove|delete|change|check|look"
                        r"|move|refactor|create|deploy|push|merge|revert|install|upgrade|try|test|build)\b", re.I)


# What only stresses the statement after its colon: "one thing, and I mean it: …", "and again, because it
# matters: …" (what follows is judged alone: the "again" says it was said before, not that it is for now).
_STRESSED = re.compile(r"^\W*(?:(?:and|so|but|also|ok(?:ay)?|good)\W+)*(?:(?:one (?:more )?thing|again|once more|seriously"
                       r"|importantly|(?:and )?i mean it|because it matters|this matters|it matters|listen|for real)[\s,]*){1,3}:\s+",
                       re.I)


def asked_clause(s: Sentence) -> Sentence:
    """A request to remember made late in a sentence that is not itself to keep, from its own clause:
    after a pasted secret ("here's the key [REDACTED] please forget that, remember that the shop uses
    stripe checkout": the secret's part never reaches a note), a request for now ("fix the typo in the
    footer, oh and for next time the staging box is lock-stg-02") or a rant too long to be a note."""
    if (stress := _STRESSED.match(s.text)) is not None and s.text[stress.end():].strip():
        return Sentence(s.text[stress.end():], s.heading, s.list_item)  # "and again, because it matters: …"
    late = _ASKED_LATE.search(s.text)
    if late is None or R.REDACTED.search(s.text[late.start():]):
        return s
    before = _LEAD.sub("", s.text[:late.start()].strip())
    if R.REDACTED.search(before) or R.TASK_REQUEST.search(before) or _DOING_NOW.match(before) or _words(s.text) > MAX_WORDS:
        return Sentence(s.text[late.start():].lstrip(",;:—– "), s.heading, s.list_item)
    return s


# "escalation after 15 minutes, remember that number, …": the request points back at its own sentence
_BACK_AT = re.compile(r"(?:(?:that|this|those|these) )?(?:one|number|value|setting|figure|limit|date|time|name|port|path|bit|part|rule)s?"
                      r"\b(?=\s*(?:[,.;!—–]|$))", re.I)


def asked_part(text: str, after: bool = False) -> str:
    """The clause a request to remember opens late in its sentence ("… please forget that, remember that
    the shop uses stripe checkout"): from the request on (`after`: what follows it; "" when the
    request opens the sentence). A request that points back ("…, remember that number, …") keeps
    what comes before it."""
    late = _LATE_REMEMBER.search(text)
    if late is None:
        return "" if after else text
    if after and _BACK_AT.match(text, late.end()):
        return text[:late.start()]
    return text[late.end():] if after else text[late.start():]


def kept_part(text: str) -> str:
    """What a request to remember introduces ("please retain this, it's not written down anywhere yet:
    the MSRV is 1.78" keeps the MSRV, and the "yet" of its aside says nothing of it); the whole
    sentence when no request introduces it."""
    intro = R.REMEMBER_INTRO.search(text)
    return text[intro.end():] if intro is not None and text[intro.end():].strip() else text


# The agent offers to keep something ("Should I remember that perf needs `--call-graph=dwarf` here?",
# "Want me to add that to AGENTS.md?") and the person says yes: what they say with the yes is a request
# to remember, and a bare yes keeps what the offer named.
_OFFER_TO_KEEP = re.compile(
    r"\b(?:(?:should|shall|can|may) i|(?:do you want|want|would you like) me to)\b[^.?!\n]{0,20}?\s"
    r"(?:(?:remember|memori[sz]e|note down|(?:make|keep|take) a (?:standing |permanent )?note(?: of)?|keep in mind)\s+"
    r"(?:(?:this|that|it)\s+(?=for\b))?(?:for (?:all )?(?:future|later|next) (?:sessions?|time|work)\s*:?\s+)?"
    r"(?:the (?:rule|convention|policy)(?: for (?:all )?(?:future|later|next) (?:sessions?|time|work))?\s*:\s*)?(?:that\s+)?(?P<what>[^?\n]{8,})\?"
    # "… keep the photo settings, 1600 px long edge and JPEG quality 0.8, in mind for later sessions …?"
    r"|keep\s+(?P<held>(?!this\b|that\b|it\b)[^?\n]{8,}?),?\s+in mind\b[^?\n]*\?"
    r"|(?:save|store|add|write|put)\s+(?:that|this|it)\b[^?\n]{0,30}\b(?:memory|notes|CLAUDE\.md|AGENTS\.md)\b[^?\n]*\?"
    r"|(?:keep|bear)\s+(?:that|this|it)\s+in mind\b[^?\n]*\?"  # "Want me to keep that in mind as a standing note for this repo?"
    # "Should I note this for later sessions?", "Shall I record that as a rule?"
    r"|(?:note|record|keep|remember)\s+(?:that|this|it)\s+(?:down\s+)?(?:for (?:all )?(?:future|later|next) (?:sessions?|time|work)"
    # ("Should I keep that as a standing rule for this project: limits always come from the table?": what, after the colon)
    r"|as (?:a|the|our) (?:standing |permanent |default )?(?:rule|convention|procedure|process|policy|practice))"
    r"(?:[^:?\n]{0,40}:\s+(?P<colon>[^?\n]{8,})\?|[^?\n]*\?)"
    # "Should I keep this as the standing release procedure for the crew app, Ardmoor first …?"
    r"|(?:make|keep)\s+(?:that|this|it)\s+(?:as\s+)?(?P<kept>(?:the|a|our)\s+(?:standing|permanent|default)\s+[^?\n]{8,})\?"
    # "do you want me to keep 'on events, always name the columns' as a standing note for this repo …?"
    r"|(?:keep|save|store|record)\s+(?P<quoted>['‘“\"`][^?\n]{8,}?['’”\"`])\s+as\s+(?:a|the|our)\s+(?:standing\s+|permanent\s+)?"
    r"(?:note|rule|convention|reminder)\b[^?\n]*\?)", re.I)
_YES = re.compile(r"^\W*(?:yes|yeah|yep|yup|sure|please|pls|do it|go ahead|ok(?:ay)?|absolutely|definitely|good idea"
                  r"|haan|ja|oui|evet|sim|igen|jawohl"  # the yes of the language a person mixes in
                  r"|👍)\b(?!\W*(?:but|not|no)\b)[\s,.!:;—–-]*", re.I)
OFFER_TAIL_CHARS = 300  # the offer closes the agent's message
SAYS_ITS_OWN_WORDS = 8  # "the rest is in the repo" says nothing to keep; a sentence this long may
# "yes please, that one gets us on every upgrade": why to keep it, about the offer's words
_THAT_ONE = re.compile(r"^\W*(?:(?:from now(?: on)?|going forward|from here on)\W+)?(?:that|this|it)(?: one)?(?:'s| is| gets| bites| keeps| comes)\b",
                       re.I)  # ("yes please, from now that's how every release goes": the offer's words are the rule)
# "keep that one": the yes that points back at what was offered
_KEEP_IT = r"(?:keep|save|store|remember|note)\s+(?:that|this|it)(?:\s+one)?"
_POINTS_BACK = re.compile(r"^\W*(?:(?:keep|save|store|remember|note|add)\s+)?(?:that|this|it)(?:\s+one)?(?:\s+(?:too|please|pls))?\W*$", re.I)


# ("yes, do. the DBA told us the same: no DML on HTOS ever": the offer is taken, and what follows adds to it)
# "yes, keep that one, it'll bite someone otherwise": the yes points back, and what follows is why
_KEEP_THAT_LEAD = re.compile(rf"^\W*{_KEEP_IT}\s*[,;—–-]", re.I)
# "yes, do that, with the reason, I don't want this conversation twice": the yes takes the offer, and what
# follows is how and why to keep it, unless it names something of its own ("do it, and the port is 8443")
_DO_IT = r"(?:please\s+)?do(?:\s+(?:it|that|so))?"  # "do it", "please do that"
_DO_THAT_LEAD = re.compile(rf"^\W*{_DO_IT}\s*[,;—–-]\s*", re.I)
_KEEP_THAT = re.compile(rf"^\W*(?:{_KEEP_IT}|{_DO_IT})"
                        r"(?:\s+(?:too|please|pls))?\W*$", re.I)


def remember_offer(previous: "Turn | None", said: list[Sentence]) -> tuple[set[int], Sentence | None]:
    """What a yes to the agent's offer to remember keeps: the ids of the reply's sentences after its
    yes, or, for a bare yes, the offer's own words (a clause of the agent's message, so it can be quoted)."""
    if previous is None or not said or not _YES.match(said[0].text):
        return set(), None
    tail = previous.text[-OFFER_TAIL_CHARS:]
    offer = _OFFER_TO_KEEP.search(tail)
    if offer is None:
        return set(), None
    rest = re.sub(r"^\W*(?:please|pls)\b\W*", "", said[0].text[_YES.match(said[0].text).end():], flags=re.I)
    after = list(itertools.takewhile(lambda s: not (R.CHATTER.search(s.text) or R.BANTER.search(s.text)), said[1:]))
    after = [s for s in after if not _NOT_THAT.match(s.text)  # "yes please. the 400ms no, that's config": not that part
             and not _REST_ELSEWHERE.search(s.text)]  # "… the window and the rest are in the code anyway"
    # ("yes please, that one matters. and lol, remember the 2024 election night …": the joke carries nothing)
    carried = {id(s) for s in after} | ({id(said[0])} if _words(rest) >= 3 and not _POINTS_BACK.match(rest)
                                        and not _THAT_ONE.match(rest) and not _KEEP_THAT_LEAD.match(rest)
                                        and not _only_how_to_keep(rest) else set())
    what = _OFFER_PURPOSE.sub("", offer["what"] or offer["held"] or offer["kept"] or offer["colon"]
                          or (offer["quoted"] or "")[1:-1]) or None
    if re.match(r"\W*for (?:all )?(?:future|later|next)\b", what or "") or (
            _NAMED_BEFORE.match(what or "") and not _SPECIFIC.search(what) and "`" not in what):
        what = None  # "the event naming scheme for future sessions too?": the scheme's note holds it
    what = what or _pointed_at(previous.text, tail, offer)  # "Want me to add that to AGENTS.md?": what came before
    named = Sentence(what.strip(), "", False) if what else None
    # "yes, keep that one. the rest is in the repo": words that name nothing of their own keep the offer's
    if carried and any(_SPECIFIC.search(s.text) or re.search(r"\d", s.text) or _words(s.text) >= SAYS_ITS_OWN_WORDS
                       for s in said if id(s) in carried):
        # "yes, please keep that. and the field name is exactly lims_project, …": the yes keeps what was
        # offered, and what follows adds to it
        return carried, named if _KEEP_THAT.match(rest) and id(said[0]) not in carried else None
    # "yes please, from now that's how every release goes": the yes's words point at the offer and are its note's
    return ({id(said[0])} if named is not None and _THAT_ONE.match(rest) else set()), named


# "… remember that X stays on-prem and why (…), so that in a later session I don't propose moving it again?":
# what is offered (a prefix, so it can be quoted), without why the agent offers it
_OFFER_PURPOSE = re.compile(r",?\s+so (?:that )?(?:in (?:a |any )?(?:later|future|next) session"
                            r"|next time|later|I (?:don't|won't|do not))\b.*$", re.I)


def _only_how_to_keep(rest: str) -> bool:
    """ "do that, with the reason, I don't want this conversation twice": a yes that says only how and why
    to keep what was offered, nothing specific of its own."""
    lead = _DO_THAT_LEAD.match(rest)
    return lead is not None and not (_SPECIFIC.search(rest[lead.end():]) or re.search(r"\d", rest[lead.end():]))


# "Want me to add that to AGENTS.md?", "Should I note this for later sessions?": the offer points back at
# what the message said just before it
_OFFER_BACK = re.compile(r"\b(?:add|note|save|store|write|put|keep|record|remember)\s+(?:that|this|it)\b", re.I)


def _pointed_at(text: str, tail: str, offer: "re.Match[str]") -> str | None:
    """The sentence before an offer that keeps "that" ("Want me to add that to AGENTS.md?"), if it states something."""
    if not _OFFER_BACK.search(offer.group()):
        return None
    before = text[:len(text) - len(tail) + offer.start()]
    said = [x.text for x in sentences(before) if not x.text.rstrip().endswith("?") and _words(x.text) >= 4]
    return said[-1] if said and _words(said[-1]) <= MAX_WORDS else None


def offer_note(previous: "Turn", named: Sentence, note: "Fact", added: "list[str] | None" = None) -> "Fact":
    """The note of an offer to remember that was taken: "Want me to remember the 4-hour donor deadline with
    the 3-hour auto-accept for future sessions?" is titled without "for future sessions", and its body says
    the sentence of the agent's message that stated it ("Done: donor validations have a 4-hour deadline,
    the retention team's queue is auto-accepted after 3 hours …")."""
    from .settled import _words as content_words

    note.title = re.sub(r"\s+for (?:all )?(?:future|later|next) (?:sessions?|time|work)\W*$", "", note.title, flags=re.I)
    # "the standing release procedure for the crew app, Ardmoor first for 48 hours and Kelby after": what it is, then how
    note.title = re.sub(r"^(?:the|a|our) (?:standing|permanent|default) ([^,]{3,60}),\s+(.{8,})$", lambda m: f"{m[1][:1].upper()}{m[1][1:]}: {m[2]}",
                        note.title, flags=re.I)
    # "that srs-gateway stays on-prem and why (the Oracle round trips …)": the title and body say it plainly
    note.title, note.body = (re.sub(r"\s+and why(?=\s*\()", "", x) for x in (note.title, note.body))
    words = content_words(named.text)
    said = [s for s in sentences(previous.text) if named.text not in s.text and not s.text.rstrip().endswith("?")]
    stated = next((s.text for s in said if len(words & content_words(s.text)) >= OFFER_SHARED), None)
    # ("Done: `responseTimeout` is 90 s …. Would you like me to keep the 90-second terminal timeout … in mind?"):
    # the sentence right before the offer, when it shares less but names the same thing
    before = [s for s in said if previous.text.find(s.text) < previous.text.find(named.text)]
    if stated is None and before and len(words & content_words(before[-1].text)) >= OFFER_SHARED - 1:
        stated = before[-1].text
    if stated is not None:
        note.body = f"{note.body.rstrip()} Said: {stated}"
    if added:  # "yes, keep that. they're off on purpose, too noisy on short runs": the person's words about it
        note.body = f"{note.body.rstrip()} Added: {' '.join(added)}"
    return note


OFFER_SHARED = 3  # words the offer and the sentence that stated it share


# "the 400ms no, that's config and it may move", "not the timeout though": a part the yes leaves out
_NOT_THAT = re.compile(r"^\W*(?:(?:but|and)\s+)?(?:(?:the|that|this)\s+[^\s,.;]+(?:\s+[^\s,.;]+)?\s+(?:no|not)\b|not (?:the|that|this)\b)",
                       re.I)
_REST_ELSEWHERE = re.compile(r"\b(?:the rest|everything else|the others?)\b[^.]*\b(?:is|are)\b[^.]*\b(?:in|anyway|already)\b", re.I)
# what an offer names by a noun that points back at what the person said: no statement of its own
_NAMED_BEFORE = re.compile(r"^\W*(?:the|this|that|these|those|our|your)\s+(?:[\w-]+\s+){0,3}?(?:scheme|rule|convention|format|naming"
                           r"|pattern|policy|setting|value|list|order|layout|style|approach|decision|plan|one|thing|bit|part)s?"
                           r"(?!\s+(?:is|are|was|were|uses?|has|have|of|must|should|goes|go|stays?)\b)(?=\s|[,.;]|$)", re.I)


# "Should I keep a note of that for future sessions?" - "no, that's just this week, not worth keeping"
_NO = re.compile(r"^\W*(?:no|nope|nah|don'?t|not (?:worth|needed|necessary))\b", re.I)


def declined(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """What the agent offered to keep and the person declined is no note: the agent's notes on the
    sentence just before an offer to remember that the next message answers with a no."""
    dropped: set[str] = set()
    talk = [t for t in window if t.kind == "message" and t.text.strip()]
    for offer, reply in zip(talk, talk[1:]):
        if offer.role != "assistant" or reply.role != "user" or not _NO.match(reply.text):
            continue
        tail = offer.text[-OFFER_TAIL_CHARS:]
        if (m := _OFFER_TO_KEEP.search(tail)) is not None:
            before = [s.text for s in sentences(offer.text[:len(offer.text) - len(tail) + m.start()])]
            dropped |= {f"{offer.id}\0{s}" for s in before[-1:]}
    return [f for f in facts if not (f.turn_ids and any(f"{f.turn_ids[0]}\0{f.quote}".startswith(d) for d in dropped))]
