"""The staging area: notes the extractor proposed, waiting for a person (extract.review = "staging").

Where: `<state>/staging/<staged id>.md`, not the vault. A staged note is a machine's proposal,
not yet the person's knowledge, so it lives with the other machine state: the indexer, the vault
watcher and Obsidian never see it (nothing to exclude, no `_staging/` to special-case), a vault
synced with git never carries it to other machines, and a rejected note leaves nothing in the
vault or its git history.

One Markdown file per staged note: YAML frontmatter with the planned action, the fact's fields
and its provenance (agent, session, turns, verbatim quote, the conversation excerpt), then the
note's title and body as a person would edit them. Approving re-plans the fact against the vault
of that moment (vaultmem/staging.py), so what another approval wrote meanwhile is deduplicated.

A fact is staged once per (session, quote): a session that grows is read again in new windows
and would propose the same fact again; a rejected one is remembered (by a hash, never the text)
so it does not come back either.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

import yaml

from ..errors import NoteError, NoteNotFound
from ..vault.ids import slugify
from ..vault.note import now_iso
from .. import atomic
from .base import Fact, RedactFn
from .relate import Action

if TYPE_CHECKING:
    from ..capture.turns import Transcript, Turn
    from ..memory import Memory

STAGING_DIR = "staging"
REJECTED_FILE = "rejected.jsonl"
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,80}$")
_BODY = re.compile(r"\A\s*#[ \t]+(?P<title>[^\n]*)\n?(?P<body>.*)\Z", re.S)


def staging_dir(state_dir: Path) -> Path:
    return Path(state_dir) / STAGING_DIR


def fact_key(session: str, quote: str) -> str:
    """What makes two proposals the same: the session and the verbatim quote (hashed)."""
    return hashlib.sha256(f"{session}\0{quote}".encode("utf-8")).hexdigest()[:16]


@dataclass
class StagedNote:
    """One proposal: the fact, what it would do to the vault, and where it came from."""

    id: str
    fact: Fact
    action: str  # new | extend | update | reinforce, as planned when it was staged
    target: str | None
    scope: str
    agent: str
    session: str
    cwd: str | None
    excerpt: str
    staged_at: str
    similarity: float = 0.0
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return fact_key(self.session, self.fact.quote)

    def provenance(self) -> dict[str, Any]:
        return {"agent": self.agent, "session": self.session, "turns": list(self.fact.turn_ids),
                "quote": self.fact.quote}

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.fact.title, "body": self.fact.body, "type": self.fact.type,
                "action": self.action, "target": self.target, "scope": self.scope, "staged_at": self.staged_at,
                "importance": self.fact.importance, "tags": list(self.fact.tags), "cwd": self.cwd,
                "provenance": self.provenance(), "excerpt": self.excerpt, "reason": self.reason}

    def to_text(self) -> str:
        fact = self.fact.to_dict()
        title, body = fact.pop("title"), fact.pop("body")
        meta = {"staged_id": self.id, "staged_at": self.staged_at, "action": self.action, "target": self.target,
                "scope": self.scope, "similarity": round(self.similarity, 4), "reason": self.reason,
                "source": {"agent": self.agent, "session": self.session, "cwd": self.cwd},
                "fact": fact, "excerpt": self.excerpt}
        head = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=100)
        return f"---\n{head}---\n\n# {title}\n\n{body.strip()}\n"

    @classmethod
    def from_text(cls, text: str) -> "StagedNote":
        if not text.startswith("---\n") or "\n---\n" not in text[4:]:
            raise NoteError("staged note has no frontmatter", "reject it, or fix its file in the staging folder")
        head, rest = text[4:].split("\n---\n", 1)
        meta = yaml.safe_load(head) or {}
        if not isinstance(meta, dict) or not isinstance(meta.get("fact"), dict):
            raise NoteError("staged note frontmatter is not a staged fact", "reject it")
        title, body = split_title(rest)
        fact = Fact.from_dict({**meta["fact"], "title": title, "body": body})
        src = meta.get("source") or {}
        return cls(id=str(meta.get("staged_id") or ""), fact=fact, action=str(meta.get("action") or "new"),
                   target=meta.get("target") or None, scope=str(meta.get("scope") or ""),
                   agent=str(src.get("agent") or ""), session=str(src.get("session") or ""),
                   cwd=src.get("cwd") or None, excerpt=str(meta.get("excerpt") or ""),
                   staged_at=str(meta.get("staged_at") or ""), similarity=float(meta.get("similarity") or 0.0),
                   reason=str(meta.get("reason") or ""))


def split_title(text: str) -> tuple[str, str]:
    """`# Title` then the body, as a person edits a staged note; no heading: the first line is the title."""
    m = _BODY.match(text)
    if m:
        return m.group("title").strip(), m.group("body").strip()
    lines = text.strip().splitlines() or [""]
    return lines[0].strip(), "\n".join(lines[1:]).strip()


class StagingArea:
    """The staged notes of one state folder."""

    def __init__(self, state_dir: Path) -> None:
        self.root = staging_dir(state_dir)

    def path(self, staged_id: str) -> Path:
        if not _ID.match(staged_id or ""):
            raise NoteNotFound(f"no staged note {staged_id!r}", "`vaultmem review` lists the staged ids")
        return self.root / f"{staged_id}.md"

    def get(self, staged_id: str) -> StagedNote:
        path = self.path(staged_id)
        try:
            item = StagedNote.from_text(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise NoteNotFound(f"no staged note {staged_id!r} (approved or rejected already?)",
                               "`vaultmem review` lists the staged ids") from None
        item.id = staged_id  # the file name wins over a hand-edited staged_id
        return item

    def __iter__(self) -> Iterator[StagedNote]:
        for path in sorted(self.root.glob("*.md")) if self.root.is_dir() else []:
            try:
                item = StagedNote.from_text(path.read_text(encoding="utf-8"))
            except (OSError, NoteError, yaml.YAMLError, TypeError, ValueError):
                continue  # a torn or hand-broken file: `review` must still list the rest
            item.id = path.stem
            yield item

    def items(self) -> list[StagedNote]:
        """Oldest first: the order they were proposed in."""
        return sorted(self, key=lambda s: (s.staged_at, s.id))

    def keys(self) -> set[str]:
        return {s.key for s in self} | self.rejected_keys()

    def put(self, item: StagedNote) -> Path:
        self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = self.path(item.id)
        atomic.write_text(path, item.to_text())
        return path

    def update(self, item: StagedNote) -> None:
        """Write a person's edit (title, body) back before it is approved."""
        if not self.path(item.id).exists():
            raise NoteNotFound(f"no staged note {item.id!r}", "`vaultmem review` lists the staged ids")
        self.put(item)

    def remove(self, staged_id: str) -> None:
        try:
            os.unlink(self.path(staged_id))
        except FileNotFoundError:
            pass

    def remember_rejected(self, item: StagedNote) -> None:
        """Keep the proposal's hash so re-reading the session does not propose it again."""
        self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
        with open(self.root / REJECTED_FILE, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"key": item.key, "at": now_iso()}) + "\n")

    def rejected_keys(self) -> set[str]:
        try:
            lines = (self.root / REJECTED_FILE).read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return set()
        out = set()
        for line in lines:
            try:
                out.add(str(json.loads(line)["key"]))
            except (ValueError, KeyError, TypeError):
                continue
        return out

    def new_id(self, fact: Fact, session: str) -> str:
        base = slugify(fact.title, 48) or "note"
        return f"{base}-{fact_key(session, fact.quote)[:6]}"


def stage_actions(memory: "Memory", transcript: "Transcript", turns: list["Turn"], actions: list[Action],
                  redact: RedactFn, ledger: Any) -> dict[str, Any]:
    """Put each planned write in the staging area instead of the vault; the pipeline's summary."""
    from .writer import Writer

    area = StagingArea(memory.config.state_dir)
    known = area.keys()
    # Only for the conversation excerpt around each quote, computed now while the turns are here.
    excerpts = Writer(memory, transcript, turns, redact, ledger)
    counts: dict[str, int] = {}
    staged: list[str] = []
    for action in actions:
        if action.kind == "noop":
            counts["noop"] = counts.get("noop", 0) + 1
            continue
        key = fact_key(transcript.session_id, action.fact.quote)
        if key in known:
            counts["noop"] = counts.get("noop", 0) + 1
            continue
        item = StagedNote(id=area.new_id(action.fact, transcript.session_id), fact=action.fact,
                          action=action.kind, target=action.target, scope=action.scope, agent=transcript.agent,
                          session=transcript.session_id, cwd=transcript.cwd,
                          excerpt=excerpts._excerpt(action.fact), staged_at=now_iso(),
                          similarity=action.similarity, reason=action.reason)
        area.put(item)
        known.add(key)
        staged.append(item.id)
        counts["staged"] = counts.get("staged", 0) + 1
    return {"counts": counts, "notes": [], "topics": [], "staged_ids": staged}
