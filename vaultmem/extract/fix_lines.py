"""The fix as an assistant's message labels it (heuristic extractor, offline): a "Fix: …" line and the block
it introduces, a "### Fix" heading over what it holds, a fix sentence with the specifics said after it, and
the headings that set a diagnosis apart ("## What's wrong").
"""

from __future__ import annotations

import re

from . import sentences as H
from .causes import line_of

# "Fix: set the key once at sysbuild level …:" or a bare "Fix (done):" over the list of changes
FIX_LABEL = re.compile(r"^[ \t]*(?:\*\*)?fix(?:es)?\b[^:\n]{0,30}:(?:\*\*)?(?:[ \t]*\S[^\n]*)?$", re.I | re.M)
FIX_LABEL_CHARS = 600
FIX_SENTENCE = re.compile(r"^(?:\*\*)?fix(?:es)?\b[^:\n]{0,40}:", re.I)


def fix_label(text: str) -> str | None:
    """A "Fix: …" line that ends with a colon, with the block it introduces (a config snippet)."""
    m = FIX_LABEL.search(text)
    if m is None or not m.group().rstrip().endswith(":"):
        return None
    after = re.match(r"\s*\n(?:[ \t]*\n)*((?:```|~~~)[\s\S]*?(?:```|~~~)|[^\n]+(?:\n[^\n]+)*)", text[m.end():])
    end = m.end() + (after.end() if after else 0)
    return text[m.start():end].strip() if end - m.start() <= FIX_LABEL_CHARS else m.group().strip()


# "## What's wrong", "**Problem**", "### Cause": a heading over the diagnosis.
WRONG_HEADING = re.compile(r"^(?:#{1,6}\s*|\*\*)(?:what'?s wrong|what went wrong|what happened|what'?s happening|(?:the )?problem"
                            r"|(?:the )?cause|why|diagnosis)\b", re.I)
# "### Fix", "**Fix**", "Fix in two parts:", "Two changes fix it:", "Two possible fixes:"
FIX_HEADING = re.compile(r"^(?:#{1,6}\s*|\*\*)?(?:the )?fix(?:es)?\b|^[^:\n]{0,30}\b(?:fix(?:es)? it|fixes)\s*:\s*$"
                         r"|^[^:\n]{0,20}\b(?:ways|options) to fix\b[^:\n]{0,30}:\s*$"  # "Two ways to fix the fines line:"
                         r"|^(?:#{1,6}\s*|\*\*)?what i'?d (?:change|do)\b[^:\n]{0,20}:?\s*(?:\*\*)?$", re.I)  # "What I'd change:"


def fix_line(sentences: list["H.Sentence"], at: int, text: str, reply: str = "") -> str:
    """The fix as said: "Fix: tell V8 the real budget." names nothing to change, so the sentence after
    it in the same paragraph, which gives the specifics (`NODE_OPTIONS=--max-old-space-size=768`),
    belongs to it (the span is verbatim). Under a "### Fix" heading the fix is what the heading holds;
    under "Two ways to fix it:" it is the way the person's reply picks ("the per-pod queue.")."""
    if (way := _picked_way(sentences, at, text, reply)) is not None:
        return way
    fix = sentences[at].text
    if FIX_HEADING.match(sentences[at].heading):
        last = max(k for k, s in enumerate(sentences) if s.heading == sentences[at].heading)
        start = text.find(fix)
        end = text.find(sentences[last].text, start) + len(sentences[last].text)
        if start >= 0 and end > start and end - start <= FIX_LABEL_CHARS:
            return text[start:end]
    if H._SPECIFIC.search(fix) or at + 1 >= len(sentences) or line_of(text, sentences[at + 1]) != line_of(text, sentences[at]):
        return fix
    start = text.find(fix)
    end = text.find(sentences[at + 1].text, start)
    return text[start:end + len(sentences[at + 1].text)] if start >= 0 and end > start else fix


_WAYS = re.compile(r"\b(?:two|three|four|several|a few|\d) (?:ways|options|fixes)\b", re.I)


def _picked_way(sentences: list["H.Sentence"], at: int, text: str, reply: str) -> str | None:
    """The one way, among those a "Two ways to fix it:" heading lays out, that the reply names by its words
    ("the per-pod queue." to "2. **A temporary dynamic reply queue per pod**: …"), as its line says it."""
    heading = sentences[at].heading
    start = text.find(heading.strip()) if heading.strip() else -1
    if not reply or not _WAYS.search(heading) or start < 0:
        return None
    ways = [m["text"].strip() for m in H.LIST_LINE.finditer(text[start:])]
    first = re.split(r"(?<=[.!?])\s+|\n", reply.strip(), maxsplit=1)[0]
    heads = [re.split(r"(?<=[.!?:])\s", w, maxsplit=1)[0] for w in ways]
    scores = [len(_stems(first) & _stems(h)) for h in heads]
    best = max(scores, default=0)
    if best == 0:
        # "use the flag. hardcoding JUV was dumb anyway, …": a first sentence that names neither way
        # by its words leaves it to the rest of the reply, which must name one way clearly
        scores = [len(_stems(reply) & _stems(h)) for h in heads]
        best = max(scores, default=0)
        if sorted(scores)[-2:-1] and 2 * sorted(scores)[-2] > best:
            return None
    return ways[scores.index(best)] if best >= 2 and scores.count(best) == 1 else None


def _stems(text: str, skip: frozenset[str] = frozenset()) -> set[str]:
    """Content words cut to four letters: "hashes" and "hash", "retrying" and "retry" are one word here."""
    from ..recall.passages import STOP_WORDS
    return {w[:4] for w in H._content_words(text) - STOP_WORDS if len(w) >= 3 and w not in skip}


def shares_a_word(a: str, b: str) -> bool:
    return bool(_stems(a, NOT_NEWS) & _stems(b, NOT_NEWS))


NOT_NEWS = frozenset(("now", "was", "were", "the", "this", "that", "have", "been", "also"))
