"""A guard the person asks for so a mistake cannot come back, as the agent reports it (heuristic
extractor, offline).

"add a test that fails if someone does it" … "RouteGuardTest fails on any api/ route with auth:web";
"can clj-kondo catch it next time?" … "clj-kondo now warns through `:discouraged-namespace` when
next.jdbc is required outside the `store` ns-group"; "add a dependency-cruiser rule for it, severity
error" … "the `domain-stays-pure` rule passes on the current tree". The request names the kind of
guard, the report names the guard itself: the next session must know it is there, and why. The note
is the report's clause, verbatim, with the request in its body.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import sentences as H
from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

_GUARD = r"(?:test|lint(?:er)?(?: rule)?|rule|check|hook|guard)"
_ASKS_GUARD = re.compile(
    rf"\b(?:add|write|set up|put in|make)\b[^.?!\n]{{0,40}}?\b{_GUARD}\b"
    r"(?:[^.?!\n]{0,60}\b(?:fails?|catch(?:es)?|flags?|warns?|rejects?|blocks?|forbids?|enforces?)\b"
    r"|[^.?!\n]{0,20}\bfor (?:it|this|that)\b|[^.?!\n]{0,40}\bseverity \w+)"
    r"|\bcan (?:the )?[\w-]+ (?:catch|flag|enforce|check|block) (?:it|this|that)\b"
    # "let's make BigQuery enforce it so this can't happen again"
    r"|\bmake (?:the |our )?[\w-]+ (?:enforce|reject|refuse|block|catch) (?:it|this|that)\b"
    r"|\bso (?:this|it|that) (?:can'?t|cannot|won'?t) happen again\b", re.I)
# what a guard does once it is there: "… fails on any api/ route", "… now warns when …", "… rule passes"
_GUARDS = re.compile(r"\b(?:fails?|warns?|rejects?|flags?|catches|blocks?|forbids?|errors? (?:on|when|if)|enforces?"
                     r"|passes)\b", re.I)
_CLAUSE = re.compile(r"[^;]+?(?=;|,? and (?=(?:\S+ ){1,3}(?:now )?(?:fails?|warns?|rejects?|flags?|catches|blocks?|forbids?"
                     r"|passes))|$)")


def guards(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """A note for each guard the person asked for and the agent then reported (module docstring)."""
    out = list(facts)
    for i, turn in enumerate(window):
        asked = _ASKS_GUARD.search(turn.text) if turn.role == "user" and turn.kind == "message" else None
        if asked is None:
            continue
        request = next((s.text for s in H.sentences(turn.text) if asked.group() in s.text), asked.group())
        found = _reported(window[i + 1:])
        if found is None or any(found[1] in f.quote or f.quote in found[1] for f in out):
            continue
        report, said = found
        request = H.clean(request, None)
        out.append(Fact(title=H.clean(said), body=f"{H.clean(said, None)}. Asked: {request.rstrip('.')}.",
                        type="fact", importance=0.6, quote=said, turn_ids=[report.id], role="assistant",
                        tags=H._tags(f"{request} {said}", ("config",))))
    return out


def _reported(after: list["Turn"]) -> "tuple[Turn, str] | None":
    """The first clause of the agent's replies, up to the person's next message, that says what a
    guard with a name of its own now does."""
    for turn in after:
        if turn.role == "user" and turn.kind == "message":
            return None
        if turn.role != "assistant" or not turn.text.strip():
            continue
        for s in H.sentences(turn.text):
            for m in _CLAUSE.finditer(s.text):  # "Package scaffolded and the `x` rule passes …": the guard's clause
                said = re.sub(r"^\W*(?:(?:and|also|moved \w+|done|added(?: it| that| one)?|locked in|ok(?:ay)?)\W+)+", "", m.group().strip(), flags=re.I)
                if _GUARDS.search(said) and H._SPECIFIC.search(said) and H._words(said) >= H.MIN_WORDS and said in turn.text:
                    return turn, said
    return None
