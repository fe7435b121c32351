"""Lead-ins a title drops: clauses that point at the statement after them ("The analysis shows why: …",
"this is the convention and I'd like it to stick: …", "note for later, …", "could you keep X in mind? …")
instead of saying it.
"""

from __future__ import annotations

import re

# Verbs that a cut before "to …" leaves hanging ("the app has", "we need", "you are going").
NEEDS_TO = {"has", "have", "had", "need", "needs", "want", "wants", "got", "going", "able", "used", "tries", "try"}
# A clause that only points at what follows its colon.
POINTS_AHEAD = re.compile(r"^[^:]{0,60}\b(?:shows?|explains?|tells? us|is|was) (?:why|what|how)\s*:\s+"
                          r"|^here'?s (?:why|what|how)[^:]{0,30}:\s+|^(?:the )?(?:reason|cause|problem|culprit)"
                          r"(?: is| was)?\s*:\s+|^[^:]{0,100}\b(?:it'?s|that'?s|this is) how (?:this|the|our|we)\b[^:]{0,40}"
                          r"\b(?:works?|run|runs|done)\s*:\s+", re.I)  # ("… because it's how this service has to work: …")
# A clause that only says the statement after it is a rule: "this is the convention and I'd like it to
# stick: we keep …", "this one is a true rule of the team, Marta told me: never edit …", "that's the
# convention btw, release notes are only …".
# ("7.4(b) is ours, and it's a hard rule for this codebase: every change after …": a clause before it)
RULE_POINTER = re.compile(r"^(?:(?:on the subject of|about|as for|regarding) [^,:]{1,40},\s+|[^,:]{1,30},\s+and\s+)?(?:(?:this|that|it|here)"
                          r"(?: one)?(?:'s| is) (?:a |an |the |our )?(?:[a-z]+ ){0,2}(?:rule|convention|policy|standard)s?\b"
                          r"[^:.;]{0,80}:|(?:that'?s|this is) (?:the|our) (?:convention|rule|policy|standard)"
                          r"(?: (?:btw|here|too|also|now|by the way))?,(?!\s+(?:and|but|so|it|that|this)\b))\s+", re.I)
# A label said with a comma: "note for later, …", "fyi, …", "for the record, …".
NOTED = re.compile(r"^(?:(?:a )?note(?: to self| for (?:later|the future|next time))?|fyi|reminder|heads[- ]up|ps|btw"
                   r"|for (?:the record|later|next time|future reference)|just so you know"
                   r"|(?:just )?to be (?:\w+ )?(?:clear|honest|precise|explicit))\s*,\s+", re.I)  # ("to be completely clear, …")
# What the person tells the agent to answer a reviewer, then the point itself: "reply to tsvetan on 88: yes,
# fair, every amount in this service is int64 …"
REPLY_TO = re.compile(r"^(?:please |pls )?(?:reply|answer|respond|write back) (?:to|on) [^:]{1,40}:\s*"
                      r"(?:(?:yes|yep|no|ok(?:ay)?|fair|agreed|right|true|good (?:point|catch))\W+)*", re.I)
# A question that asks to keep what the next sentence says: "could you keep Vindstad's ISA ids in mind for
# later sessions? production sender is …" is about "Vindstad's ISA ids".
KEEP_ASKED = re.compile(r"^(?:(?:can|could|would|will) you (?:please )?|please |pls )(?:keep|remember|note|store|save)"
                        r" (?P<what>(?!this\b|that\b|it\b)[^?]{3,50}?)(?: in mind)?(?: for [^?]{1,30})?\?\s+", re.I)


def past_pointer(text: str) -> str:
    """`text` after a clause that only points at what follows its colon, for a long sentence cut to a title."""
    pointer = POINTS_AHEAD.match(text)
    return text[pointer.end():] if pointer and len(text[pointer.end():].split()) >= 4 else text


def outside_code(pattern: re.Pattern[str], text: str) -> str:
    """`text` with what `pattern` matches removed, except inside a code span."""
    return pattern.sub(lambda m: m.group() if text.count("`", 0, m.start()) % 2 else "", text)


# A word that makes a clause a statement: an auxiliary or a modal ("must", "is", "has").
_AUXILIARY = re.compile(r"\b(?:is|are|was|were|be|been|must|should|shall|can|could|will|would|may|might|has|have|had"
                        r"|does|do|did|needs?|isn'?t|aren'?t|won'?t|can'?t|doesn'?t|don'?t)\b", re.I)
_DETERMINER = {"the", "a", "an", "its", "their", "our", "your", "his", "her", "each", "every", "all", "no", "some"}


def subject_only(head: str, tail: str) -> bool:
    """A cut before "and" that leaves only part of the subject: "The link between the loan | and the
    patron must be removed …" - the head has no verb, the clause after "and" has its auxiliary."""
    words = head.split()
    if words[0].lower() not in _DETERMINER:
        return False  # ("Reserves change during the day and …": a head that is no noun phrase may hold its verb)
    # a word ending in -s or -ed after a noun, not after "the"/"a", may be the verb ("The API returns 404")
    verb_like = any(re.fullmatch(r"[a-z]+(?:s|ed)", w) and words[k - 1].lower() not in _DETERMINER
                    for k, w in enumerate(words) if k > 0)
    clause = re.split(r"[,;:.!?]", tail, maxsplit=1)[0]
    return not verb_like and not _AUXILIARY.search(head) and bool(_AUXILIARY.search(clause))


_MISTYPED = re.compile(r"\b(alwyas|allways|alwasy|alawys|awlays|alwys|nevr|nver|neevr)\b", re.I)


def spelt(text: str) -> str:
    """"alwyas" and "nevr" spelt as meant: a title states the rule, the quote keeps how it was typed."""
    return _MISTYPED.sub(lambda m: "always" if m.group(1)[0].lower() == "a" else "never", text)


_UNIT_BEFORE = {"within", "after", "for", "every", "in", "under", "over", "than", "to", "at", "of"}


def unit_kept(words: list[str]) -> list[str]:
    """A title cut after a number whose unit did not fit ("… must be removed within 24") ends before it."""
    if len(words) > 4 and re.fullmatch(r"\d+", words[-1]) and words[-2].lower() in _UNIT_BEFORE:
        return words[:-2]
    return words


def same_item(head: str, rest: str) -> bool:
    """A cut inside a list of values: "on day 1, | day 3 and day 7", "at 01:00, | 09:00 and 17:00" (not "Zig
    0.13.0, | the 0.14 build API breaks")."""
    last = re.search(r"(?:(\w+)\s+)?(\d[\d:.]*)\W*$", head)
    after = re.match(r"(?:,|\s+(?:and|or))\s+(?:([A-Za-z]\w*)\s+)?(\d[\d:.]*)", rest)
    return bool(last and after and after.group(1) in (None, last.group(1))  # the same word, or a bare value of the same shape
                and re.sub(r"\d", "9", last.group(2)) == re.sub(r"\d", "9", after.group(2)) and last.group(2) != after.group(2))
