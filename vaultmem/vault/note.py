"""The Note model and its Markdown + YAML frontmatter form (see ARCHITECTURE.md, "A note")."""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

import frontmatter
import yaml

from .. import utctime
from .links import parse_wikilinks

NOTE_TYPES = ("decision", "preference", "fact", "solution", "method", "context", "concept", "procedure")
CONFIDENCE = ("experimental", "confirmed")
RELATIONS = ("new", "extends", "updates")

# Frontmatter above this size is refused: nobody writes 64 KB of properties by hand, and a
# huge block is either an accident or an attack on the YAML parser.
MAX_FRONTMATTER_BYTES = 64 * 1024

# The keys we own, in the order we write them; anything else a person adds is preserved.
_KNOWN_ORDER = ("id", "description", "type", "scope", "importance", "confidence", "created",
                "valid_from", "valid_to", "recorded_at", "relation", "parent_note", "superseded_by",
                "forget_after", "source", "tags")
# The member list of a topic hub (lifecycle/hubs.py writes it): to the next heading or the end.
_HUB_LIST = re.compile(r"^## Notes[ \t]*\n(?:(?!^#{1,2} ).*\n?)*", re.M)
_H1 = re.compile(r"\A\s*#\s+(.+?)\s*$", re.M)
_ANY_H1 = re.compile(r"^#[ \t]+(.+?)[ \t]*$", re.M)


class _NoAliasLoader(yaml.SafeLoader):
    """SafeLoader that refuses anchors/aliases: the 'billion laughs' bomb needs them."""

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            raise yaml.YAMLError("YAML aliases are not allowed in note frontmatter")
        return super().compose_node(parent, index)


class _Dumper(yaml.SafeDumper):
    """SafeDumper that double-quotes strings holding NEL/LS/PS: PyYAML writes them raw inside
    single quotes, where loading folds them into spaces (a quote would stop being verbatim)."""


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = '"' if any(c in value for c in "\x85\u2028\u2029") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_str)


_FAST_LOADER = getattr(yaml, "CSafeLoader", None)
_ALIAS_CHARS = re.compile(r"[&*]")


class _Handler(frontmatter.YAMLHandler):
    def load(self, fm: str, **kwargs: Any) -> Any:
        if len(fm.encode("utf-8", "replace")) > MAX_FRONTMATTER_BYTES:
            raise yaml.YAMLError(f"frontmatter larger than {MAX_FRONTMATTER_BYTES} bytes")
        # libyaml parses ~10x faster than the pure-Python loader (2-3 ms a note, most of a
        # reindex), but its composer is C, so the alias guard cannot hook into it. Aliases and
        # anchors need '*' or '&', so text without either takes the C path; anything else (and
        # anything libyaml refuses) goes through the guarded Python loader, which decides.
        if _FAST_LOADER is not None and not _ALIAS_CHARS.search(fm):
            try:
                return yaml.load(fm, Loader=_FAST_LOADER)  # noqa: S506 - libyaml's safe loader
            except yaml.YAMLError:
                pass
        return yaml.load(fm, Loader=_NoAliasLoader)  # noqa: S506 - safe loader subclass


def _iso(value: Any) -> str | None:
    """YAML gives dates/datetimes; we keep ISO strings so round-trips are exact."""
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return utctime.iso(value)  # naive means UTC
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def now_iso() -> str:
    """Current UTC time in the vault's timestamp format."""
    return utctime.iso()


@dataclass
class Source:
    """Where a note came from: agent, session, turn ids and a verbatim quote."""

    agent: str | None = None
    session: str | None = None
    turns: list[str] = field(default_factory=list)
    quote: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"agent": self.agent, "session": self.session, "turns": list(self.turns), "quote": self.quote}

    @classmethod
    def from_any(cls, raw: Any) -> "Source":
        if not isinstance(raw, dict):
            return cls()
        turns = raw.get("turns") or []
        if not isinstance(turns, list):
            turns = [turns]
        return cls(agent=_str(raw.get("agent")), session=_str(raw.get("session")),
                   turns=[str(t) for t in turns], quote=_str(raw.get("quote")))

    def is_empty(self) -> bool:
        return not (self.agent or self.session or self.turns or self.quote)


def _str(v: Any) -> str | None:
    return None if v is None else str(v)


@dataclass
class Note:
    """One memory. `title` is the H1 line; `body` is everything after it."""

    id: str
    title: str
    body: str = ""
    description: str = ""
    type: str = "fact"
    scope: str = "global"
    importance: float = 0.5
    confidence: str = "experimental"
    created: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    recorded_at: str | None = None
    relation: str = "new"
    parent_note: str | None = None
    superseded_by: str | None = None
    forget_after: str | None = None
    source: Source = field(default_factory=Source)
    tags: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    # Set when the file could not be parsed: the note is indexed as plain text, never rewritten.
    parse_error: str | None = None

    @property
    def links(self) -> list[str]:
        return parse_wikilinks(self.body)

    @property
    def is_current(self) -> bool:
        return not self.superseded_by and not self.valid_to

    @property
    def is_hub(self) -> bool:
        """A topic hub (`hub: true`): its body lists other notes."""
        return self.extra.get("hub") is True

    def search_text(self) -> str:
        """What the indexes see: title, description, tags, body. A hub's list of notes is left
        out: it repeats their titles, and the hub would outrank the notes themselves."""
        body = _HUB_LIST.sub("", self.body) if self.is_hub else self.body
        parts = [self.title, self.description, " ".join(self.tags), body]
        return "\n".join(p for p in parts if p)

    def content_hash(self) -> str:
        """Changes whenever anything that affects the index changes."""
        h = hashlib.sha256()
        if self.is_hub:  # its links (the graph) change with the list search_text leaves out
            h.update(self.body.encode("utf-8", "replace"))
        for part in (self.search_text(), self.type, self.scope, str(self.importance), self.confidence,
                     self.valid_from or "", self.valid_to or "", self.superseded_by or "",
                     self.created or "", self.recorded_at or "", self.parse_error or ""):
            h.update(part.encode("utf-8", "replace"))
            h.update(b"\0")
        return h.hexdigest()

    # -- frontmatter <-> Note -------------------------------------------------------------

    def to_markdown(self) -> str:
        """Serialise as Markdown with YAML frontmatter in a stable key order."""
        meta: dict[str, Any] = {
            "id": self.id, "description": self.description, "type": self.type, "scope": self.scope,
            "importance": round(float(self.importance), 3), "confidence": self.confidence,
            "created": self.created, "valid_from": self.valid_from, "valid_to": self.valid_to,
            "recorded_at": self.recorded_at, "relation": self.relation, "parent_note": self.parent_note,
            "superseded_by": self.superseded_by, "forget_after": self.forget_after,
            "source": None if self.source.is_empty() else _present(self.source.to_dict()), "tags": list(self.tags),
        }
        # Only keys that have a value: Obsidian shows every property, and a column of `null`s says
        # nothing. Reading fills in the defaults of missing keys (from_markdown).
        meta = _present(meta)
        meta.update({k: v for k, v in self.extra.items() if k not in meta})
        # (only the newline goes: .strip() would also eat a last value that is a no-break space, "\xa0")
        front = yaml.dump(meta, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100).rstrip("\n")
        body = self.body.strip("\n")
        return f"---\n{front}\n---\n\n# {self.title}\n\n{body}\n" if body else f"---\n{front}\n---\n\n# {self.title}\n"

    @classmethod
    def from_markdown(cls, text: str, fallback_id: str, fallback_title: str | None = None) -> "Note":
        """Parse tolerantly: broken frontmatter yields a plain-text note with parse_error set.

        Without an H1 or a `title` property the title is `fallback_title` (the file name, as
        Obsidian shows it), else the fallback id.
        """
        fallback_title = fallback_title or fallback_id.replace("-", " ")
        try:
            post = frontmatter.loads(text, handler=_Handler())
            meta = post.metadata if isinstance(post.metadata, dict) else {}
            content = post.content
        except Exception as exc:  # any YAML/parse failure -> plain text, never a crash
            heading = _ANY_H1.search(text)  # the person's own heading still names the note
            return cls(id=fallback_id, title=heading.group(1).strip() if heading else fallback_title, body=text,
                       parse_error=f"{type(exc).__name__}: {exc}"[:300])
        title, body = _split_title(content)
        known = set(_KNOWN_ORDER)
        note = cls(
            id=str(meta.get("id") or fallback_id),
            title=title or str(meta.get("title") or fallback_title),
            body=body,
            description=str(meta.get("description") or ""),
            type=str(meta.get("type") or "fact"),
            scope=str(meta.get("scope") or "global"),
            importance=_float(meta.get("importance"), 0.5),
            confidence=str(meta.get("confidence") or "experimental"),
            created=_iso(meta.get("created")), valid_from=_iso(meta.get("valid_from")),
            valid_to=_iso(meta.get("valid_to")), recorded_at=_iso(meta.get("recorded_at")),
            relation=str(meta.get("relation") or "new"), parent_note=_str_or_none(meta.get("parent_note")),
            superseded_by=_str_or_none(meta.get("superseded_by")), forget_after=_iso(meta.get("forget_after")),
            source=Source.from_any(meta.get("source")),
            tags=_tags(meta.get("tags")),
            extra={k: v for k, v in meta.items() if k not in known and k != "title"},
        )
        return note


def _present(meta: dict[str, Any]) -> dict[str, Any]:
    """The entries that hold something (no None, empty string or empty list)."""
    return {k: v for k, v in meta.items() if v is not None and v != "" and v != []}


def _split_title(content: str) -> tuple[str, str]:
    match = _H1.match(content)
    if not match:
        return "", content.strip("\n")
    return match.group(1).strip(), content[match.end():].strip("\n")


def _float(v: Any, default: float) -> float:
    try:
        return min(1.0, max(0.0, float(v)))
    except (TypeError, ValueError):
        return default


def _str_or_none(v: Any) -> str | None:
    return None if v in (None, "") else str(v)


def _tags(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        return [t.strip().lstrip("#") for t in re.split(r"[,\s]+", v) if t.strip()]
    if isinstance(v, list):
        return [str(t).strip().lstrip("#") for t in v if str(t).strip()]
    return [str(v)]
