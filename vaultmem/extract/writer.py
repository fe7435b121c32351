"""Applying planned actions to the vault and the index, each write idempotent.

NEW creates the note (provenance, scope, a topic link, wikilinks resolved to existing ids) and
its `_sources/<id>.source.md` excerpt, and adds it to its topic hub's list. EXTENDS appends a dated section. UPDATES keeps the id, first
saves the current version under `_history/<id>/` (valid_to, superseded_by), then writes the
new version (valid_from = when it was said, recorded_at = now). A reinforcement (DEDUP) bumps
the note's `reinforced` count and counts in the usage statistics, where a second supporting
session promotes the note (lifecycle/tiers.py). Every text is redacted once more before it
touches disk, and each file is indexed right after it is written. Each write is one log line
(NEW, EXTENDS, UPDATES, DEDUP) with the note id and session.

A retry after a failure halfway re-runs the same plan: each step first checks whether its
result is already there (quote in the body, version in the history, session in the ledger).
"""

from __future__ import annotations

import copy
import logging
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import utctime
from ..index.keys import KIND_NOTE
from ..index.writes import keep_version, save_note
from ..lifecycle.hubs import hubs_linked_from, refresh_hubs
from ..recall.scope import GLOBAL
from ..vault.ids import is_valid_id, slugify
from ..vault.note import Note, Source, now_iso
from ..vault.titles import STEM_MAX, note_stem
from .base import Fact, RedactFn
from .ground import locate
from .ledger import Ledger
from .relate import TOPIC_PREFIX, Action, new_value, note_description, shown_description

if TYPE_CHECKING:
    from ..capture.turns import Transcript, Turn
    from ..memory import Memory
    from ..vault.store import Vault

log = logging.getLogger("vaultmem.extract")

EXCERPT_CHARS = 600
CONTEXT_CHARS = 300
_LINKS_HEADING = re.compile(r"\n## Links\n", re.M)
_WIKILINK = re.compile(r"\[\[([^\[\]\n|#]+)((?:#[^\[\]\n|]*)?(?:\|[^\[\]\n]*)?)\]\]")


@dataclass
class Writer:
    """Writes one ticket's actions; collects what it touched."""

    memory: "Memory"
    transcript: "Transcript"
    turns: list["Turn"]
    redact: RedactFn
    ledger: Ledger
    touched: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    topics: list[str] = field(default_factory=list)
    hubs: list[str] = field(default_factory=list)  # topic hubs whose list of notes changed
    _titles: dict[str, str] | None = field(default=None, repr=False)

    @property
    def vault(self) -> "Vault":
        return self.memory.vault

    # -- helpers ----------------------------------------------------------------------------------

    def count(self, key: str) -> None:
        self.counts[key] = self.counts.get(key, 0) + 1

    def event(self, name: str, note_id: str, detail: str = "") -> None:
        """One log line per note written: NEW / EXTENDS / UPDATES / DEDUP <id> session=<id>."""
        log.info("%s %s session=%s%s", name, note_id, self.transcript.session_id[:12], f" {detail}" if detail else "")

    def _write(self, note: Note) -> None:
        save_note(self.vault, self.memory.index, note, save=False)  # apply_actions saves once at the end
        if note.id not in self.touched:
            self.touched.append(note.id)

    def _source(self, fact: Fact) -> Source:
        return Source(agent=self.transcript.agent, session=self.transcript.session_id, turns=list(fact.turn_ids),
                      quote=self.redact(fact.quote))

    def _when(self, fact: Fact) -> str:
        return fact.valid_from or now_iso()

    def _statement(self, fact: Fact) -> str:
        """Body text of a fact: its statement, then the verbatim quote and who said it when."""
        quote = "\n".join(f"> {line}" for line in fact.quote.splitlines() or [""])
        who = fact.role or "conversation"
        if fact.evidence:
            who += f", {fact.evidence}"
        where = f"{self.transcript.agent} session {self.transcript.session_id[:8]}" if self.transcript.session_id else ""
        cite = f"> — {who}, {self._when(fact)[:10]}" + (f", {where}" if where else "")
        # The fact is said once: a statement that only repeats the title or the quote is left out.
        if not note_description(fact):
            return self.redact(f"{quote}\n{cite}")
        return self.redact(f"{(fact.body or fact.title).strip()}\n\n{quote}\n{cite}")

    def _links(self, fact: Fact, names: dict[str, str]) -> tuple[str, list[str]]:
        """The fact body with wikilinks rewritten to existing ids (unknown ones unlinked), and link ids."""

        def resolve(name: str) -> str | None:
            name = name.strip()
            for candidate in (name, slugify(name)):
                if candidate in names.values() or (is_valid_id(candidate) and self.vault.exists(candidate)):
                    return candidate
            return names.get(name.lower()) or self._title_index().get(name.lower())

        def rewrite(m: re.Match[str]) -> str:
            target = resolve(m.group(1))
            # A link to nothing would make Obsidian offer to create a stray note: keep the words only.
            return f"[[{target}{m.group(2)}]]" if target else m.group(1).strip()

        fact.body = _WIKILINK.sub(rewrite, fact.body)
        ids = [r for r in (resolve(x) for x in fact.links) if r]
        return fact.body, list(dict.fromkeys(ids))

    def _title_index(self) -> dict[str, str]:
        if self._titles is None:
            self._titles = {str(e.get("title") or "").lower(): k for k, e in self.memory.index.entries(KIND_NOTE)}
        return self._titles

    def _topic(self, fact: Fact, scope: str) -> str:
        """The topic hub a new note links to (per tag, else per project, else per type); created once."""
        if fact.tags:
            label, topic_scope = fact.tags[0], GLOBAL
        elif scope != GLOBAL:
            label, topic_scope = scope.rstrip("/").rsplit("/", 1)[-1].removeprefix("project:"), scope
        else:
            label, topic_scope = {"preference": "preferences", "decision": "decisions",
                                  "solution": "troubleshooting"}.get(fact.type, "general"), GLOBAL
        topic_id = slugify(TOPIC_PREFIX + label)
        if not self.vault.exists(topic_id):
            # `hub: true` marks it for recall, which never puts a hub in a prompt (context.is_hub).
            note = Note(id=topic_id, title=f"Topic: {label}", type="concept", scope=topic_scope, importance=0.3,
                        description=f"Hub of the notes about {label}",
                        body=f"Notes about **{label}**; vaultmem keeps the list below up to date.",
                        created=now_iso()[:10], valid_from=now_iso(), recorded_at=now_iso(),
                        tags=[slugify(label, 30)], extra={"hub": True})
            save_note(self.vault, self.memory.index, note, save=False)
            self.topics.append(topic_id)
        return topic_id

    def _excerpt(self, fact: Fact) -> str:
        """The conversation around the quote: the quoted turn first (recall shows the head), then context."""
        found = locate(fact.quote, self.turns, fact.turn_ids[0] if fact.turn_ids else None)
        if found is None:
            return self.redact(f"> {fact.quote}\n")
        turn, place, _ = found
        texts = {"text": turn.text, "tool_call": next((c.input for c in turn.tool_calls if fact.quote in c.input), ""),
                 "tool_output": next((r.text for r in turn.tool_results if fact.quote in r.text), "")}
        text = texts[place]
        at = text.find(fact.quote)
        start = max(0, at - EXCERPT_CHARS // 2)
        snippet = ("…" if start else "") + text[start:at + len(fact.quote) + EXCERPT_CHARS // 2]
        stamp = utctime.iso_minutes(turn.timestamp) if turn.timestamp else "?"
        lines = [f"{turn.role} ({place.replace('_', ' ')}), {stamp}, {self.transcript.agent} session "
                 f"{self.transcript.session_id}:", snippet.strip(), ""]
        index = self.turns.index(turn)
        for other, cut in ((self.turns[index - 1] if index else None, "tail"),
                           (self.turns[index + 1] if index + 1 < len(self.turns) else None, "head")):
            if other is not None and other.text.strip() and other.role in ("user", "assistant"):
                body = other.text.strip()
                body = ("…" + body[-CONTEXT_CHARS:]) if cut == "tail" and len(body) > CONTEXT_CHARS else body
                body = (body[:CONTEXT_CHARS] + "…") if cut == "head" and len(body) > CONTEXT_CHARS else body
                lines += [f"context, {other.role}:", body, ""]
        return self.redact("\n".join(lines))

    def _add_source(self, note_id: str, fact: Fact, first: bool = False) -> None:
        """Add the fact's excerpt to `_sources/<id>.source.md`; `first` puts it on top (recall shows the head)."""
        existing = self.vault.read_source(note_id)
        excerpt = self._excerpt(fact).strip()
        if existing is None:
            self.vault.write_source(note_id, excerpt + "\n")
        elif excerpt not in existing:
            parts = [excerpt, existing.strip()] if first else [existing.strip(), excerpt]
            self.vault.write_source(note_id, "\n\n---\n\n".join(parts) + "\n")

    # -- actions -----------------------------------------------------------------------------------

    def new(self, action: Action, note_id: str, names: dict[str, str]) -> None:
        fact = action.fact
        body, links = self._links(fact, names)
        topic = self._topic(fact, action.scope)
        fact.body = body
        links = [x for x in dict.fromkeys([topic, *links]) if x != note_id]
        text = self._statement(fact) + "\n\n## Links\n" + "\n".join(f"- [[{x}]]" for x in links)
        when = self._when(fact)
        note = Note(id=note_id, title=self.redact(fact.title), body=text,
                    description=self.redact(shown_description(fact)), type=fact.type,
                    scope=action.scope, importance=fact.importance, confidence=fact.confidence, created=when[:10],
                    valid_from=when, recorded_at=now_iso(), relation="new", source=self._source(fact),
                    tags=[slugify(t, 30) for t in fact.tags if t])
        if fact.subject:
            note.extra["subject"] = fact.subject
        self._add_source(note_id, fact)
        self._write(note)
        self.hubs.append(topic)
        self.count("new")
        self.event("NEW", note_id, f"type={note.type}")

    def extend(self, action: Action) -> None:
        fact, note = action.fact, self.vault.get(action.target or "")
        if self.redact(fact.quote) in note.body:
            self.count("noop")
            return
        self._links(fact, {})
        section = (f"## {self._when(fact)[:10]} (session {self.transcript.session_id[:12]})\n\n"
                   f"{self._statement(fact)}\n")
        note.body = _insert_before_links(note.body, section)
        note.tags = list(dict.fromkeys(note.tags + [slugify(t, 30) for t in fact.tags]))
        note.recorded_at = now_iso()
        self._add_source(note.id, fact)
        self._write(note)
        self.count("extends")
        self.event("EXTENDS", note.id)

    def update(self, action: Action) -> None:
        fact, current = action.fact, self.vault.get(action.target or "")
        quote = self.redact(fact.quote)
        if current.source.quote == quote and current.source.session == self.transcript.session_id \
                and not new_value(current.title, self.redact(fact.title)):  # (a later ticket changed its value)
            self.count("noop")
            return
        when = self._when(fact)
        if current.valid_from and when < current.valid_from:
            return self._backfill(action, current, when)
        history = self.vault.history(current.id)
        if not any(_same_version(h, current) for h in history):
            keep_version(self.vault, self.memory.index, copy.deepcopy(current), superseded_by=current.id,
                         valid_to=when)
        _, fact_links = self._links(fact, {})
        links = re.findall(r"^- \[\[[^\]]+\]\]$", current.body, re.M)
        links += [f"- [[{x}]]" for x in fact_links if x != current.id and f"- [[{x}]]" not in links]
        previous = f"Previously: {current.title} (until {when[:10]}; see `vaultmem history {current.id}`)."
        text = self._statement(fact) + f"\n\n{previous}" + ("\n\n## Links\n" + "\n".join(links) if links else "")
        new = Note(id=current.id, title=self.redact(fact.title), body=text,
                   description=self.redact(shown_description(fact)),
                   type=fact.type if fact.type != "fact" else current.type, scope=current.scope,
                   importance=max(current.importance, fact.importance), confidence=fact.confidence,
                   created=current.created, valid_from=when, recorded_at=now_iso(), relation="updates",
                   parent_note=current.id, source=self._source(fact),
                   tags=list(dict.fromkeys(current.tags + [slugify(t, 30) for t in fact.tags])),
                   extra=dict(current.extra))
        new.extra.pop("reinforced", None)  # the new value has not been restated yet
        if fact.subject:
            new.extra["subject"] = fact.subject
        self._add_source(current.id, fact, first=True)
        self._write(new)
        self.hubs += hubs_linked_from(self.memory, [current.id])  # the title they show changed
        self.count("updates")
        self.event("UPDATES", current.id)

    def _backfill(self, action: Action, current: Note, when: str) -> None:
        """An older statement than the current version: it belongs in the history, not on top."""
        fact = action.fact
        quote = self.redact(fact.quote)
        if any(h.source.quote == quote for h in self.vault.history(current.id)):
            self.count("noop")
            return
        old = Note(id=current.id, title=self.redact(fact.title), body=self._statement(fact), type=current.type,
                   scope=current.scope, importance=current.importance, confidence=fact.confidence,
                   created=when[:10], valid_from=when, recorded_at=now_iso(), relation="new",
                   source=self._source(fact), tags=list(current.tags), extra=dict(current.extra))
        keep_version(self.vault, self.memory.index, old, superseded_by=current.id, valid_to=current.valid_from)
        self.touched.append(current.id)
        self.count("updates")
        self.event("UPDATES", current.id, "backfilled=history")

    def reinforce(self, action: Action) -> None:
        note = self.vault.get(action.target or "")
        session = self.transcript.session_id
        seen = self.ledger.reinforcing_sessions(note.id)
        if session == note.source.session or session in seen:
            self.count("noop")
            return
        note.extra["reinforced"] = len(seen | {session})
        self._write(note)
        self.ledger.add_reinforcement(note.id, session)
        self.count("reinforced")
        promoted = False
        try:
            from ..lifecycle.tiers import reinforce

            # Counts in usage.db; a second supporting session promotes (confirmed, importance up).
            promoted = reinforce(self.memory, note.id, session)
        except Exception as exc:  # usage.db locked or broken: the note still says a second session agreed
            log.warning("recording the reinforcement of %s failed: %s", note.id, exc)
            if note.confidence != "confirmed":
                note.confidence = "confirmed"
                self._write(note)
        self.event("DEDUP", note.id, f"reinforced={note.extra['reinforced']}" + (" promoted" if promoted else ""))


def _insert_before_links(body: str, section: str) -> str:
    """Append a section, keeping a trailing `## Links` list last."""
    m = list(_LINKS_HEADING.finditer("\n" + body))
    if not m:
        return body.rstrip() + "\n\n" + section
    at = m[-1].start()  # offset in "\n" + body == offset of the "\n" before "## Links" in body + 1
    return body[:at].rstrip() + "\n\n" + section.rstrip() + "\n\n" + body[at:].lstrip("\n")


def _same_version(a: Note, b: Note) -> bool:
    return a.title == b.title and a.source.quote == b.source.quote and a.recorded_at == b.recorded_at


def apply_actions(writer: Writer, actions: list[Action]) -> dict[str, Any]:
    """Write every action (NEW ids assigned first so new notes can link to each other)."""
    names: dict[str, str] = {}
    new_ids: dict[int, str] = {}
    for i, action in enumerate(actions):
        if action.kind == "new":
            # The file name is the id: from the title, short and cut at a word (see vault/titles.py).
            note_id = writer.vault.new_id(action.fact.id_hint or note_stem(action.fact.title), STEM_MAX)
            while note_id in names.values():  # two facts of this ticket with the same title
                note_id = writer.vault.new_id(f"{note_stem(note_id, STEM_MAX - 3)}-{i}", STEM_MAX)
            new_ids[i] = names[action.fact.title.lower()] = note_id
    try:
        for i, action in enumerate(actions):
            if action.kind == "new":
                writer.new(action, new_ids[i], names)
            elif action.kind == "extend":
                writer.extend(action)
            elif action.kind == "update":
                writer.update(action)
            elif action.kind == "reinforce":
                writer.reinforce(action)
            else:
                writer.count("noop")
            if action.kind != "noop" and action.target and action.target not in writer.touched:
                writer.touched.append(action.target)
        refresh_hubs(writer.memory, writer.hubs)  # once per ticket, not once per note
    finally:
        writer.memory.index.save()  # what was written is in the vault; the index must say so
    return {"counts": writer.counts, "notes": writer.touched, "topics": writer.topics}
