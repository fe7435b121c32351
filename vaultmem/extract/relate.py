"""Deciding what each grounded fact does to the vault: NEW, EXTENDS, UPDATES, a reinforcement
of a note that already says it, or nothing (NOOP). Read-only: nothing here writes.

Order of evidence, strongest first:
1. the same quote from the same session is already recorded -> NOOP (a retry, an overlapping window);
2. the LLM named a relation and its target is a current note -> that relation;
3. a subject fact (version:next-js) finds the note about the same subject -> reinforce when it
   says the same, UPDATE when the value changed;
4. a decision that moved away from X ("switched from X to Y") finds a current decision about X -> UPDATE;
5. cosine similarity with the nearest current note: >= extract.dedup_threshold -> reinforce,
   >= extract.extend_threshold with the same type -> EXTENDS; otherwise NEW.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import NoteError
from ..index.keys import KIND_HISTORY, KIND_NOTE
from ..recall.scope import GLOBAL
from ..vault.ids import is_valid_id, slugify
from ..vault.note import Note
from .base import Fact

if TYPE_CHECKING:
    from ..memory import Memory

log = logging.getLogger("vaultmem.extract")

CANDIDATES = 8
TOPIC_PREFIX = "topic-"


@dataclass
class Action:
    """What one fact will do; `target` is the existing note for extend/update/reinforce/noop."""

    kind: str  # new | extend | update | reinforce | noop
    fact: Fact
    scope: str
    target: str | None = None
    similarity: float = 0.0
    reason: str = ""
    vector: list[float] = field(default_factory=list, repr=False)


def first_sentence(text: str, limit: int = 200) -> str:
    """The first sentence of a text, at most `limit` characters (a note's description)."""
    first = re.split(r"(?<=[.!?])\s", " ".join(text.split()), maxsplit=1)[0]
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def restates(statement: str, other: str) -> bool:
    """True when `statement` says nothing `other` does not (its words, in order, are in it)."""
    words, within = _words(statement), " ".join(_words(other))
    return bool(words) and f" {' '.join(words)} " in f" {within} "


def note_description(fact: Fact) -> str:
    """A note's description: the first sentence of the fact's statement when it adds to the title
    and the quote, else nothing (the title says the fact, the quote says it in full)."""
    # a settled list ("Agreed:\n- Format `hb_live_` …\n- Storage …") is described by its first item
    statement = re.sub(r"^Agreed:\s*-\s*", "", (fact.body or fact.title).strip())
    if restates(statement.rstrip(".…"), fact.title) or restates(statement.rstrip(".…"), fact.quote):
        return ""
    return first_sentence(statement)


def shown_description(fact: Fact) -> str:
    """The description a person reads: note_description, unless it only repeats the title's words
    ("Scaleway." under "Scaleway Object Storage"), then the sentence after it. (Notes are still
    compared by note_description: what a fact is does not change with how it is shown.)"""
    first = note_description(fact)
    if first and set(_words(first)) <= set(_words(fact.title)):
        statement = re.sub(r"^Agreed:\s*-\s*", "", (fact.body or fact.title).strip())
        rest = " ".join(statement.split())[len(first):].strip()
        return first_sentence(rest) if rest else ""
    return first

def fact_text(fact: Fact) -> str:
    """What a fact is compared by: title + its description (see note_description), or the
    first sentence of its quote when the description would only repeat it; exactly what the writer
    stores (title, description, source quote), so a restated fact compares as equal."""
    return f"{fact.title}\n{note_description(fact) or first_sentence(fact.quote)}"


def entry_text(entry: dict[str, Any]) -> str:
    """The same comparison text for an indexed note (title + description, else its quote's first
    sentence: a short title alone would make unrelated one-liners look alike)."""
    detail = entry.get("description") or first_sentence(str((entry.get("source") or {}).get("quote") or ""))
    return f"{entry.get('title') or ''}\n{detail}"


def _cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b))
    na, nb = math.sqrt(sum(x * x for x in a)), math.sqrt(sum(y * y for y in b))
    return dot / (na * nb) if na and nb else 0.0


def _norm(title: str) -> str:
    return " ".join(re.findall(r"\w+", title.lower()))


class Planner:
    """Plans actions for one ticket against the current vault and index."""

    def __init__(self, memory: "Memory", session: str, project_scope: str, dedup_threshold: float,
                 extend_threshold: float) -> None:
        self.memory = memory
        self.session = session
        self.project_scope = project_scope
        self.dedup = dedup_threshold
        self.extend = min(extend_threshold, dedup_threshold)
        self.index = memory.index
        self._notes: dict[str, Note | None] = {}
        self._vectors: dict[str, list[float]] = {}

    def note(self, note_id: str) -> Note | None:
        """A current note by id (cached), or None."""
        if note_id not in self._notes:
            try:
                self._notes[note_id] = self.memory.vault.get(note_id) if is_valid_id(note_id) else None
            except NoteError:
                self._notes[note_id] = None
        return self._notes[note_id]

    def _recorded(self) -> dict[tuple[str, str], tuple[str, str] | None]:
        """(session, quote) of every note and kept version, with the current note's (id, title)."""
        out: dict[tuple[str, str], tuple[str, str] | None] = {}
        for key, entry in self.index.entries():
            if entry.get("kind") in (KIND_NOTE, KIND_HISTORY):
                src = entry.get("source") or {}
                if src.get("session") and src.get("quote"):
                    held = (key, str(entry.get("title") or "")) if entry.get("kind") == KIND_NOTE else None
                    out[(src["session"], src["quote"])] = out.get((src["session"], src["quote"])) or held
        return out

    def _candidates(self, vector: list[float], scope: str) -> list[tuple[str, float]]:
        """Nearest current notes in the fact's scope (and global), topic hubs left out, best first.

        The vector store finds them by the notes' full text; they are then scored on the same
        short text as the fact (title + description), so equal statements score ~1.0 whatever
        provenance lines and links their bodies carry.
        """
        if not self.index.size():
            return []
        scopes = sorted({scope, GLOBAL})
        hits = self.memory.index.vectors().query(vector, CANDIDATES, {"kind": [KIND_NOTE], "scope": scopes})
        keys = [k for k, _ in hits if k in self.index and not k.startswith(TOPIC_PREFIX)]
        missing = [k for k in keys if k not in self._vectors]
        if missing:
            fresh = self.memory.index.embedder.embed_documents([entry_text(self.index.entry(k) or {}) for k in missing])
            self._vectors.update((k, list(v)) for k, v in zip(missing, fresh))
        return sorted(((k, _cosine(vector, self._vectors[k])) for k in keys), key=lambda x: -x[1])

    def _extended_with(self, fact: Fact, candidates: list[tuple[str, float]]) -> str | None:
        """The note an earlier attempt (a retry after a crash, or an earlier window of a session
        that grew) already extended with this fact's quote. By now another note may rank first
        among the vector candidates, so the keyword index is asked for the quote's words too: the
        note holding them verbatim ranks at the top there whatever the vectors say."""
        quote = fact.quote.strip()
        if not quote:
            return None
        keyword_hits = self.memory.index.bm25.search(quote, CANDIDATES, {"kind": [KIND_NOTE]})
        marker = f"(session {self.session[:12]})"
        for note_id in dict.fromkeys([k for k, _ in candidates] + [k for k, _ in keyword_hits]):
            other = self.note(note_id)
            if other is not None and quote in other.body and marker in other.body:
                return note_id
        return None

    def _subject_note(self, fact: Fact, scope: str, candidates: list[tuple[str, float]]) -> Note | None:
        """The current note about the same subject: by its id family first, then among candidates."""
        hint = slugify(fact.id_hint) if fact.id_hint else None
        ids = [k for k, e in self.index.entries(KIND_NOTE) if e.get("scope") == scope
               and hint and (k == hint or k.startswith(hint + "-"))]
        for note_id in ids + [k for k, _ in candidates]:
            note = self.note(note_id)
            if note is not None and note.extra.get("subject") == fact.subject and note.scope == scope:
                return note
        return None

    def _replaced_decision(self, fact: Fact, candidates: list[tuple[str, float]]) -> str | None:
        old = (fact.replaces or "").strip()
        if not old or len(old) < 2:
            return None
        pattern = re.compile(rf"(?<!\w){re.escape(old)}(?!\w)", re.I)
        for note_id, _ in candidates:
            entry = self.index.entry(note_id) or {}
            quote = (entry.get("source") or {}).get("quote") or ""
            if entry.get("type") == "decision" and (pattern.search(str(entry.get("title") or "")) or pattern.search(quote)):
                return note_id
        return None

    def plan(self, facts: list[Fact]) -> list[Action]:
        """One action per fact, in order."""
        if not facts:
            return []
        vectors = self.memory.index.embedder.embed_documents([fact_text(f) for f in facts])
        recorded = self._recorded()
        actions: list[Action] = []
        updated: set[str] = set()
        for fact, vector in zip(facts, vectors):
            scope = GLOBAL if fact.scope == "global" else self.project_scope
            action = self._one(fact, list(vector), scope, recorded, actions)
            if action.kind == "update" and action.target in updated:
                action = Action("noop", fact, scope, action.target, reason="target already updated by this ticket")
            if action.kind == "update" and action.target:
                updated.add(action.target)
            action.vector = list(vector)
            actions.append(action)
            log.debug("plan %s -> %s %s (%s)", slugify(fact.title), action.kind, action.target or "", action.reason)
        return actions

    def _one(self, fact: Fact, vector: list[float], scope: str, recorded: dict[tuple[str, str], tuple[str, str] | None],
             earlier: list[Action]) -> Action:
        if (self.session, fact.quote) in recorded:
            held = recorded[(self.session, fact.quote)]
            if held is not None and new_value(held[1], fact.title):
                # "update the note you keep, 0.83 is the threshold", read by a later Stop ticket: the same
                # quote, a new value in the note's title
                return Action("update", fact, scope, held[0], reason="a later message of this session changed its value")
            return Action("noop", fact, scope, reason="already recorded from this session")
        if fact.supersedes and (held := recorded.get((self.session, fact.supersedes))) is not None:
            return Action("update", fact, scope, held[0], reason="replaces what an earlier ticket of this session wrote")
        for prev in earlier:
            if fact.subject and prev.fact.subject and fact.subject != prev.fact.subject:
                continue
            if prev.kind != "noop" and _cosine(vector, prev.vector) >= self.dedup:
                prev.fact.turn_ids = list(dict.fromkeys(prev.fact.turn_ids + fact.turn_ids))
                return Action("noop", fact, scope, prev.target, reason="same as another fact of this ticket")
        if fact.relation in ("extends", "updates", "noop") and fact.target:
            target = self.note(fact.target)
            if target is not None and target.is_current:
                kind = {"extends": "extend", "updates": "update", "noop": "noop"}[fact.relation]
                return Action(kind, fact, target.scope, target.id, reason="named by the extractor")
            log.info("extractor named a relation to unknown note %r; judging it as new", fact.target[:80])
        candidates = self._candidates(vector, scope)
        holder = self._extended_with(fact, candidates)
        if holder:
            return Action("noop", fact, scope, holder, reason="already added to this note by this session")
        if fact.subject:
            same = self._subject_note(fact, scope, candidates)
            if same is not None:
                if _norm(same.title) == _norm(fact.title):
                    return Action("reinforce", fact, scope, same.id, 1.0, "same subject, same value")
                return Action("update", fact, scope, same.id, reason=f"new value for {fact.subject}")
        if fact.type == "decision":
            target_id = self._replaced_decision(fact, candidates)
            if target_id:
                return Action("update", fact, scope, target_id, reason=f"replaces {fact.replaces}")
        for note_id, sim in candidates[:1]:
            other = self.note(note_id)
            if other is None or not other.is_current:
                break
            if fact.subject and other.extra.get("subject") and other.extra.get("subject") != fact.subject:
                break  # "uses React 19" is not "uses Next.js 15", however alike the words
            if sim >= self.dedup:
                return Action("reinforce", fact, scope, note_id, sim, "near-duplicate of an existing note")
            if sim >= self.extend and other.type == fact.type:
                return Action("extend", fact, scope, note_id, sim, "adds to a similar note")
        return Action("new", fact, scope, reason="nothing similar yet")


def new_value(recorded_title: str, title: str) -> bool:
    """The title of a fact from an already recorded quote gives other numbers than the note's."""
    from .signals import values

    numbers = [values(t) for t in (recorded_title, title)]
    return bool(numbers[0] and numbers[1]) and numbers[0] != numbers[1]
