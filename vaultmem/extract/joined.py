"""Whether a statement goes on with the one before it in a message (heuristic extractor, offline): said about
the same thing ("every file we receive …. we never rename the files"), said without a verb ("dashboard uid is
oee-<line> …. one folder per hall, 'Hall A', 'Hall B'"), about the same folder ("templates live in
templates/<customer>/ …. the generic ones go under templates/_default/"), or naming part of a CamelCase name
the other says ("no more relying on the machine's zone" - "no DateTime.Now or TimeZoneInfo.Local …").
"""

from __future__ import annotations

import re

from . import rules as R
from .sentences import _words

TOPIC_STEM = 5  # letters two statements must share at the start of a word to be about the same thing
ELLIPTICAL_WORDS = 8
_VERB = re.compile(r"\b(?:is|are|were|be|been|go|went|use|run|have|had|must|should|will|would|can|could|do|did|never|always"
                   r"|live|stay|get|keep|make|put|set|need|want|add|move|take|let'?s|i'?m|it'?s|that'?s|we'?re|they'?re|don'?t)\b", re.I)
_INFLECTED = re.compile(r"\b[a-z]{2,}(?:s|ed|ing)\b")  # ("the yeast page loads slowly": a verb after all)
_PATH_ROOT = re.compile(r"(?<![\w./-])([\w.-]+)/[\w<>{}.-]")  # "templates/<customer>/…": the folder a path starts in
_CAMEL = re.compile(r"\b[A-Za-z][a-z]+(?:[A-Z][a-z]+)+")


def topic_stems(text: str) -> set[str]:
    """What a statement is about, crudely: the starts of its longer words, less the words any rule uses."""
    from ..recall.passages import STOP_WORDS

    # ("every file we receive …. we never rename the files": a plural names the same thing)
    return {w.removesuffix("s")[:TOPIC_STEM] for w in re.findall(r"[a-z][a-z0-9]{3,}", text.lower())
            if len(w.removesuffix("s")) >= 4 and w not in STOP_WORDS and not R.STANDING.fullmatch(w)}


def goes_on(before: str, after: str) -> bool:
    """The second statement goes on with the first without a verb, or about the same folder."""
    roots = [{m.lower() for m in _PATH_ROOT.findall(x)} for x in (before, after)]
    return (_words(after) <= ELLIPTICAL_WORDS and not _VERB.search(after) and not _INFLECTED.search(after)) \
        or bool(roots[0] & roots[1])


def named_inside(a: str, b: str) -> bool:
    """A word of one statement names part of a CamelCase name in the other."""
    def inside(x: str, y: str) -> bool:
        camel = [c.lower() for c in _CAMEL.findall(y)]
        return any(w in c for w in topic_stems(x) if len(w) >= 4 for c in camel)
    return inside(a, b) or inside(b, a)
