"""A proposal's item with the value a reply changes put in its place (heuristic extractor, offline):
"2 retries, not 3" to "retry 3 times with backoff" gives "retry 2 times …"; "5 yes but 30 days, not
90" to a point about "the last 90 days" gives "the last 30 days". Used by settled.py and numbered.py.
"""

from __future__ import annotations

import re

# "2 retries, not 3" / "burst 20" / "10r/s": a number said with the word or unit that places it
_NUMBER_THEN_WORD = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s+(?P<w>[a-z]{3,})\b", re.I)
_WORD_THEN_NUMBER = re.compile(r"\b(?P<w>[a-z_]{3,})\s*[:= ]\s*(?P<n>\d+(?:[./:-]\d+)*[a-z]*)\b", re.I)
# "timezone UTC" for `timezone="Europe/Amsterdam"`: a quoted value of the item's named argument
_WORD_THEN_TOKEN = re.compile(r"\b(?P<w>[a-z_]{3,})\s+(?P<n>[A-Za-z0-9][\w./+-]*\w)", re.I)
_NUMBER_UNIT = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)(?P<w>[a-z]+(?:/[a-z]+)?|\s(?:[KMGT]B|px|ms))\b", re.I)  # "15 MB" too


def amended(item: str, said: str) -> str | None:
    """The item with the number the reply changes put in its place, or None when the reply names no
    number the item has a place for."""
    out, done = item, False
    for pattern in (_NUMBER_THEN_WORD, _NUMBER_UNIT, _WORD_THEN_NUMBER, _WORD_THEN_TOKEN):
        for m in pattern.finditer(said.split(", not ")[0]):
            word, number = re.escape(m["w"]), m["n"]
            if pattern is _WORD_THEN_TOKEN:
                place = re.compile(rf"(?i)(\b{word}\s*[=:]\s*[\"'])[^\"'\n]+(?=[\"'])")
            elif pattern is _WORD_THEN_NUMBER:
                place = re.compile(rf"(?i)(\b{word}\w*\W{{1,3}})\d+(?:[./:-]\d+)*[a-z]*\b")
            else:
                place = re.compile(rf"(?i)(?<![\w.])\d+(?:\.\d+)?(\s*{word}\b)")
            new = place.sub(lambda p, n=number, t=pattern: (p.group(1) + n) if t in (_WORD_THEN_NUMBER, _WORD_THEN_TOKEN)
                            else n + p.group(1),
                            out, count=1)
            done, out = done or new != out, new
    return out if done else None
