"""How an assistant's diagnosis is told (heuristic extractor, offline): the sentences that give the cause.

A diagnosis is a paragraph ("`withoutOverlapping()` takes its lock in the file cache, so each server
…"), a list under a line that announces it ("That explains it:\n1. … 2. …"), or a summary's "Cause: …"
line after the fix was made. Markers with nothing of the cause in them ("Found it.") are skipped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H

if TYPE_CHECKING:
    from ..capture.turns import Turn

CAUSE_WORDS, CAUSE_SENTENCES = 15, 3
CAUSE_MAX_WORDS = 90  # a diagnosis paragraph is kept whole up to this length

# A marker with nothing of the cause in it ("Found it.", "Reproduced.", "Ah, there it is."): not a title.
BARE = re.compile(r"^(?:(?:ha|ah|aha|oh|ok(?:ay)?|right|well)[,!.]?\s+)?(?:"
                r"(?:i )?found it(?:,? and [^.]{0,40})?[.!]?$|(?:sure|ok(?:ay)?|right|got it|fair(?: enough)?|agreed"
                r"|good (?:call|point|catch))[.!]?$|(?:that'?s (?:the )?|this is the )?(?:real |actual )?root cause(?: confirmed)?:?[.!]?$|that'?s (?:it|the \w+|the (?:real|actual) \w+)[.!]?$"
                r"|reproduced[.!]?$|(?:that|this) explains (?:it|everything|why)[.!]?$"
                r"|(?:that|this)(?:'s| is) (?:where|why) [^.]{0,50}[.!]?$"  # "That's where the 910ms p99 comes from."
                r"|here'?s (?:the \w+|what(?: happened| is going on)?)[.!:]?$|(?:i )?found the \w+[.!]?$"
                r"|confirmed[.!:]?$|there it is[.!]?$)", re.I)

# A report names the cause in so many words ("Root cause for the record: …", "it was caused by …"),
# not "settings come from env vars".
CAUSE_SAID = re.compile(r"\broot cause\b|\bthe (?:real |actual )?cause (?:is|was)\b|\bcaused by\b|\bdue to\b"
                        r"|\bthe (?:real |actual )?(?:problem|issue|bug) (?:is|was)\b", re.I)


def line_of(text: str, s: "H.Sentence") -> int:
    """The line of `text` a sentence starts on (sentences of one paragraph share its first line)."""
    return text.count("\n", 0, max(0, text.find(s.text)))


def bare(text: str) -> bool:
    """A sentence that names no cause: a marker ("Found it.") or a test run's outcome ("All 12 tests pass.")."""
    return bool(BARE.match(text) or R.TEST_OUTCOME.match(text))


CAUSES_LISTED = re.compile(r"\b(?:two|three|four|several|a few|a couple of|\d) (?:things|problems|issues|bugs|causes|holes"
                           r"|reasons|mistakes|leaks)\b[^:\n]{0,40}:\s*$", re.I)
# "Two fixes, independent:", "Three changes:", "Proposal:": a line over the fixes proposed
FIXES_LISTED = re.compile(r"\b(?:fix(?:es)?|changes|options|ways(?: out)?|remedies|proposals?)\b[^:\n]{0,40}:\s*$", re.I)
# "That explains it:", "Found it, and it's on our side:": a line that says the items under it are the cause
# ("Root cause:" over its points)
EXPLAINED_BELOW = re.compile(r"^\W*(?:that|this) explains (?:it|everything|why)\b|^\W*(?:i )?found it\b"
                             r"|^\W*(?:the )?root cause(?:s| is| was)?\W*$"
                             # "Here's the real sequence for LN-SKD seq M4114:" over the steps of what happened
                             r"|^\W*here'?s (?:the (?:real |actual |whole )?(?:sequence|timeline|chain)|what (?:really |actually )?happen(?:s|ed))\b", re.I)


# a line that names code and says what it does ("`SlotService.book` runs in a transaction, but …")
_STATES_CAUSE = re.compile(r"`[^`]+`[^:\n]*\b(?:is|are|runs?|does|doesn'?t|uses?|calls?|reads?|writes?|checks?|counts?|sends?|returns?)\b")


def diagnosis(candidates: list["H.Sentence"], text: str) -> list["H.Sentence"]:
    """The diagnosis: its paragraph whole (up to CAUSE_MAX_WORDS), or its opening sentences when the
    paragraph is short (a bare "Found it." skipped)."""
    picked: list["H.Sentence"] = []
    # "Two problems, both on the data path: 1. **Different stores.** …": a diagnosis laid out as a
    # list is its items; otherwise list items are the fix's steps or side notes
    items_only = bool(candidates) and all(s.list_item or bare(s.text.strip(" *")) for s in candidates)
    for k, s in enumerate(candidates):
        # ("Two leaks, both in `IssueCodeWorker`:": the line over the causes names where they are; "There it is.
        # Extra time is computed in **slot units with integer division**:" over its steps says it after the marker)
        if s.list_item and not picked and (_STATES_CAUSE.search(s.heading) or (CAUSES_LISTED.search(s.heading) and "`" in s.heading)
                                           or (k > 0 and bare(candidates[k - 1].text.strip(" *")) and not candidates[k - 1].list_item)) \
                and not FIXES_LISTED.search(s.heading) \
                and H._words(s.heading) >= H.MIN_WORDS and s.heading.strip() in text:
            # "Found it. `SlotService.book` runs in a transaction, but … a plain `countActive` followed by an
            # `insert`:\n1. …": the line over the steps says the cause
            picked.append(H.Sentence(s.heading.strip().rstrip(":").strip(), "", False))
        # "Found it. Two things line up:\n- … \n- …": items under a line that announces causes are the causes
        # ("That explains it:\n1. … 2. …" sets its items apart as the explanation too)
        if bare(s.text.strip(" *")) or (s.list_item and not items_only and not CAUSES_LISTED.search(s.heading)
                                         and not EXPLAINED_BELOW.match(s.heading)):
            continue
        words = sum(H._words(p.text) for p in picked)
        same_paragraph = bool(picked) and (line_of(text, s) == line_of(text, picked[0])
                                           or (s.list_item and picked[-1].list_item and s.heading == picked[-1].heading))
        if picked and not same_paragraph and (words >= CAUSE_WORDS or len(picked) >= CAUSE_SENTENCES):
            break
        if words + H._words(s.text) > CAUSE_MAX_WORDS:
            break
        picked.append(s)
    # "… So the root cause is a duplicate signal id": a long paragraph's summing-up is kept past the budget
    summed = next((s for s in candidates if s not in picked and CAUSE_SAID.search(s.text) and picked
                   and line_of(text, s) == line_of(text, picked[0]) and not any(CAUSE_SAID.search(p.text) for p in picked)), None)
    return picked + [summed] if summed else picked


# "Summary:\n- Cause: temporary host app-02 … ran `schedule:run` too …": a report's line that names the cause
_CAUSE_LINE = re.compile(r"^[ \t]*(?:[-*•]|\d+[.)])?[ \t]*(?:\*\*)?(?:root )?cause(?:\*\*)?[ \t]*[:—–](?:\*\*)?[ \t]*(?P<what>\S[^\n]*)$",
                         re.I | re.M)
SHARED_WORDS = 2


def summed_cause(later: list["Turn"], cause: str) -> str | None:
    """The cause as a later report sums it up in one line ("- Cause: worker pods OOMKilled (256Mi) while
    rendering PDF invoices, after …"), when that line is about this diagnosis: a better title than the
    diagnosis's first step."""
    from ..recall.passages import STOP_WORDS

    told = H._content_words(cause) - STOP_WORDS
    for turn in later:
        if turn.role != "assistant" or not turn.text.strip():
            continue
        for m in _CAUSE_LINE.finditer(turn.text):
            what = m["what"].strip()
            if len((H._content_words(what) - STOP_WORDS) & told) >= SHARED_WORDS:
                return what
    return None
