"""Turns for the offline extractor's unit tests, and what it keeps of them (every quote grounded)."""

from __future__ import annotations

from datetime import timedelta

from support.extract_fixtures import T0
from vaultmem.capture.turns import ToolCall, Turn
from vaultmem.extract.ground import ground
from vaultmem.extract.heuristic import HeuristicExtractor


def turn(i: int, role: str, text: str, **kw: object) -> Turn:
    return Turn(id=f"t{i}", role=role, text=text, timestamp=T0 + timedelta(minutes=i), agent="claude-code",
                session_id="s1", **kw)  # type: ignore[arg-type]


def extract(*turns: Turn) -> list:
    facts = HeuristicExtractor().extract(list(turns), [])
    kept, dropped = ground(facts, list(turns))
    assert not dropped, dropped  # every quote is verbatim in its turn
    return kept


def said(facts: list) -> str:
    return "\n".join(f"{f.title}\n{f.body}\n{f.quote}" for f in facts).lower()


def edit(i: int) -> Turn:
    call = ToolCall(id=f"c{i}", name="Edit", input='{"file_path":"src/app.py"}')
    return turn(i, "assistant", "", tool_calls=[call])


def one(text: str) -> list:
    """What the extractor keeps of one message of the person's."""
    return extract(turn(0, "user", text))


def titles(facts: list) -> list[str]:
    """The facts' titles as the vault writes them (for an assertion's message)."""
    from vaultmem.vault.titles import short_title

    return [short_title(f.title) for f in facts]
