"""A value picked in a word or two, quoted where it was put forward (heuristic extractor, offline).

"At 20 it does 310 msg/s (90% of the throughput) at 420Mi. I'd use 20." - "ok 20": the person's reply
is the decision, but "ok 20" is too short to stand as a note's quote (grounding drops quotes under
`ground.MIN_QUOTE_CHARS`). The note is quoted from the assistant's sentence that put the value forward,
so it keeps what the value does; its title and body still say what the person chose. Only a value whose
setting the next edit named (code_names.named_in_edits) is quoted so: a bare "90" to a list of options
says nothing a note could keep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ground import MIN_QUOTE_CHARS
from .sentences import sentences
from .signals import WRITTEN_NUMBER

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

def put_forward(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """The facts, each too-short quote of a value the person picked replaced by the assistant's last
    sentence before it that gives that value (when there is one)."""
    at = {t.id: i for i, t in enumerate(window)}
    for fact in facts:
        # (only a value the next edit named: "90" to "Options: 60 / 90 / 120." says no more than the list)
        if fact.role != "user" or len(fact.quote.replace(" ", "")) >= MIN_QUOTE_CHARS or fact.turn_ids[:1] == [] \
                or " Set as `" not in fact.body \
                or fact.turn_ids[0] not in at or not (picked := set(WRITTEN_NUMBER.findall(fact.quote))):
            continue
        for turn in reversed(window[:at[fact.turn_ids[0]]]):
            if turn.role == "user" and turn.kind == "message" and turn.text.strip():
                break  # only the reply the person answered
            said = [s.text for s in sentences(turn.text) if turn.role == "assistant" and picked & set(WRITTEN_NUMBER.findall(s.text))
                    and len(s.text.split()) >= 4]
            if said:
                fact.quote, fact.turn_ids, fact.role = said[-1], [turn.id], "assistant"
                break
    return facts
