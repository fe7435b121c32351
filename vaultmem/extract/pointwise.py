"""A reply that settles the assistant's proposal point by point, naming what it settles (heuristic
extractor, offline).

"A proposal: **Exit codes** 0 … 3 … **Output format**: one of `--format text|json`, a boolean
`--json`, or keep `-o/--output`. **Files**: positional arguments instead of `--file`." — "exit codes
0/1/2/3 exactly like that. not one per violation type, that's a table nobody reads. format: --format
text|json. not --json, we'll want sarif later; and not -o, everyone reads -o as 'output file'. files
are positional, drop --file. keep --schema but the default becomes .env.schema". Each sentence that
names one of the proposal's own code names settles that point; the sentences after it that turn
something down ("not --json, …") are its reasons. The points settled together are one note, its
quote the reply from the first point to the last, titled by the first point the proposal named.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# a name as code: a flag, a file, a dotted or slashed name, a number list ("0/1/2/3")
_CODE_NAME = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*|[\w-]*\.[A-Za-z][\w.-]*|\b\d+(?:/\d+)+\b")
_TURNS_DOWN = re.compile(r"^\W*(?:and |but )?(?:not|no|never|drop|skip)\b", re.I)
_LAID_OUT = re.compile(r"\b(?:proposal|propose|options?|alternatives?|one of|either|instead of)\b", re.I)
POINTS = 2  # sentences that settle a named point, for a reply to be answered point by point
POINT_WORDS = 12  # a point that names only code of its own ("exit codes 0/1/2/3 exactly like that") is short


def _names(text: str) -> set[str]:
    return {m.group().strip(".-").lower() or m.group() for m in _CODE_NAME.finditer(text.replace("`", " "))}


def point_by_point(reply: "Turn", previous: "Turn | None", facts: list[Fact]) -> list[Fact]:
    """The decisions of a reply that answers a proposal point by point (module docstring)."""
    if previous is None or not _LAID_OUT.search(previous.text) or R.CHATTER.search(reply.text):
        return facts
    offered = _names(previous.text)
    said = [s for s in H.sentences(reply.text) if not s.text.rstrip().endswith("?")]
    groups: list[list["H.Sentence"]] = []
    for s in said:
        names, turns_down = _names(s.text), bool(_TURNS_DOWN.match(s.text))
        if not turns_down and (names & offered or (names and H._words(s.text) <= POINT_WORDS)):
            groups.append([s])  # a point the proposal named, or a short one naming code of its own
        elif groups and turns_down:
            groups[-1].append(s)  # "not --json, we'll want sarif later": a reason of the point before
    settled = [g for g in groups if _names(g[0].text) & offered]
    if len(settled) < POINTS:
        return facts
    # one note for the reply: the points it settles belong together ("the CLI surface before 1.0")
    start = reply.text.find(groups[0][0].text)
    end = reply.text.find(groups[-1][-1].text, start) + len(groups[-1][-1].text)
    if start < 0 or end <= start:
        return facts
    quote = reply.text[start:end]
    out = [f for f in facts if not (f.turn_ids == [reply.id] and f.quote in quote)]
    body = " ".join(H.clean(s.text, None) + "." for g in groups for s in g)
    return [*out, Fact(title=H.clean(settled[0][0].text), body=body, type="decision", importance=0.7, quote=quote,
                       turn_ids=[reply.id], role="user", tags=H._tags(body))]
