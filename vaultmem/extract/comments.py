"""Rules a person pastes as code comments (heuristic extractor, offline).

Sentences inside a fenced block are code, and the extractor skips them. A comment line the person
pasted that asks to keep something or states a standing rule is the exception:

    # NOTE: never call flush() before the lock is held, the gate controller deadlocks

It is kept as a rule whose quote is the comment's text, verbatim.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import _FENCE, MIN_WORDS, Sentence, _tags, _words, clean
from .signals import new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

# "# NOTE: …", "// remember: …", "-- IMPORTANT: …": a comment line, and what it says.
_COMMENT = re.compile(r"^[ \t]*(?:#+|//+|--|;+|/\*+|\*)[ \t]*(?P<said>.+?)[ \t]*(?:\*/)?[ \t]*$")
# The label may say whom it is for: "NOTE for the agent:", "IMPORTANT (AI agents):", "@claude:".
_LABEL = re.compile(r"^@?(?:NOTE|IMPORTANT|WARNING|CAUTION|HEADS[- ]UP|RULE|AI|AGENTS?|CLAUDE|CODEX|LLM|MEMORY|MEMO|REMEMBER)\b"
                    r"(?:\s+(?:for|to)\s+[\w ]{2,25}?|\s*\([^()\n]{2,25}\))?\s*[:!-]\s*", re.I)


def comment_rules(turn: "Turn") -> list["Fact"]:
    """The rules in the comment lines of a person's fenced blocks: labelled (NOTE:, IMPORTANT:) or
    asking to remember, and saying always/never/must or remember."""
    out: list["Fact"] = []
    in_code = False
    for line in turn.text.split("\n"):
        if _FENCE.match(line):
            in_code = not in_code
            continue
        m = _COMMENT.match(line) if in_code else None
        if m is None:
            continue
        said = m["said"]
        labelled = bool(_LABEL.match(said)) or bool(R.REMEMBER_ANYWHERE.search(said))
        rule = R.STANDING.search(said) or R.MODAL_RULE.search(said) or R.REMEMBER_ANYWHERE.search(said)
        if not labelled or not rule or _words(said) < MIN_WORDS or R.CHATTER.search(said):
            continue
        title = clean(R.REMEMBER_INTRO.sub("", _LABEL.sub("", said), count=1)) or clean(said)
        out.append(new_fact(turn, Sentence(said, "", False), "preference", 0.8, scope="project",
                            tags=_tags(said, ("rules",)), title=title))
    return out
