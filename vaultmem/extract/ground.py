"""Grounding: a fact survives only if its quote is, character for character, in the redacted
turns, and it came from a turn whose role may carry that kind of fact.

Dropped facts are logged by reason and a short hash of the quote, never by their text: an
ungrounded quote is exactly the kind of text we cannot vouch for.
"""

from __future__ import annotations

import hashlib
import logging
from typing import TYPE_CHECKING

from .. import utctime
from . import rules as R
from .base import Fact
from .dates import resolve_relative

if TYPE_CHECKING:
    from ..capture.turns import Turn

log = logging.getLogger("vaultmem.extract")

MIN_QUOTE_CHARS = 6
_SYSTEM_KINDS = ("meta", "summary", "compact_summary", "api_error")
_OWN_TAG = "vaultmem-context"


def _iso(turn: "Turn") -> str | None:
    return utctime.iso(turn.timestamp) if turn.timestamp else None


def locate(quote: str, turns: list["Turn"], hint: str | None = None) -> tuple["Turn", str, str] | None:
    """(turn, place, tool name) of the first turn holding the quote; the hinted turn is tried first.

    place is "text", "tool_call" or "tool_output".
    """
    ordered = sorted(turns, key=lambda t: t.id != hint) if hint else turns
    for turn in ordered:
        if quote in turn.text:
            return turn, "text", ""
        for call in turn.tool_calls:
            if quote in call.input:
                return turn, "tool_call", call.name
        for result in turn.tool_results:
            if quote in result.text:
                return turn, "tool_output", result.tool_use_id or "tool"
    return None


def _why_not(fact: Fact, turn: "Turn", place: str) -> str | None:
    """The reason this turn cannot carry this fact, or None when it can."""
    if turn.role == "system" or turn.kind in _SYSTEM_KINDS:
        return "system_text"  # harness prompts, summaries, compacted context: never user facts
    if turn.role == "user" and place == "text" and R.HARNESS.search(turn.text[:400]):
        return "harness_text"  # CLAUDE.md / AGENTS.md / environment blocks pasted as user text
    if fact.type == "preference" and (turn.role != "user" or place != "text"):
        return "preference_not_from_user"
    return None


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:10]


def ground(facts: list[Fact], turns: list["Turn"]) -> tuple[list[Fact], dict[str, int]]:
    """Facts whose quote is verbatim in the turns (with turn, role, time and dates filled in), and
    drop counts by reason."""
    kept: list[Fact] = []
    dropped: dict[str, int] = {}

    def drop(reason: str, fact: Fact) -> None:
        dropped[reason] = dropped.get(reason, 0) + 1
        log.info("dropped fact (%s): quote sha256:%s, %d chars", reason, _short_hash(fact.quote), len(fact.quote))

    for fact in facts:
        fact.quote = fact.quote.strip()
        if any(_OWN_TAG in part.lower() for part in (fact.title, fact.body, fact.quote)):
            drop("injected_context", fact)  # our own recall output must never come back as memory
            continue
        if len(fact.quote.replace(" ", "")) < MIN_QUOTE_CHARS:
            drop("ungrounded", fact)
            continue
        found = locate(fact.quote, turns, fact.turn_ids[0] if fact.turn_ids else None)
        if found is None:
            drop("ungrounded", fact)
            continue
        turn, place, tool = found
        reason = _why_not(fact, turn, place)
        if reason:
            drop(reason, fact)
            continue
        fact.turn_ids = [turn.id]
        fact.role = "tool" if place != "text" or turn.role == "tool" else turn.role
        if fact.role == "tool" and not fact.evidence:
            fact.evidence = f"tool {'call' if place == 'tool_call' else 'output'}" + (f" {tool}" if tool else "")
        fact.valid_from = _iso(turn)
        if turn.timestamp is not None:
            fact.title = resolve_relative(fact.title, turn.timestamp)
            fact.body = resolve_relative(fact.body, turn.timestamp)
        kept.append(fact)
    return kept, dropped
