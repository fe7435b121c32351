"""Rewrite a note file changing only what changed: a person's formatting survives vaultmem's edits.

`Note.to_markdown` writes a canonical form (vaultmem's key order, block lists, quoted dates). For a
file a person wrote or edited that would reformat everything on the first change: comments gone,
`tags: [a, b]` turned into a block list, `importance: high` into `0.55`, a `title:` property into an
H1. So when the file exists, the change is computed at the level vaultmem understands (the note as
parsed before, against the note to write, both normalised through `to_markdown`) and only the keys
that differ are set in the person's own YAML, through ruamel.yaml's round-trip mode (it keeps
comments, key order, flow style and quoting). The title line and body are kept byte for byte unless
they changed. The result is parsed again and must give the note that was asked for; if it does not,
the canonical form is written instead (correctness first).
"""

from __future__ import annotations

import io
import re
from typing import Any

import yaml

from .note import Note

_FRONT = re.compile(r"\A---[ \t]*\r?\n(.*?\r?\n)?---[ \t]*(?:\r?\n|\Z)", re.S)
_H1_LINE = re.compile(r"\A(\s*)#[ \t]+.*?[ \t]*(?:\r?\n|\Z)")


def _meta_of(markdown: str) -> dict[str, Any]:
    match = _FRONT.match(markdown)
    data = yaml.safe_load(match.group(1) or "") if match else None
    return data if isinstance(data, dict) else {}


def _canonical(note: Note) -> dict[str, Any]:
    return _meta_of(note.to_markdown())


def _round_trip_yaml(front: str) -> Any:
    from ruamel.yaml import YAML

    rt = YAML(typ="rt")
    rt.preserve_quotes = True
    rt.width = 4096  # never re-wrap a person's long values
    if re.search(r"(?m)^[ ]{2}- ", front):  # the person indents list items under their key
        rt.indent(mapping=2, sequence=4, offset=2)
    return rt


def _assign(doc: Any, key: str, value: Any) -> None:
    """Set doc[key], changing a list or mapping in place so its flow/block style and comments stay."""
    current = doc.get(key)
    if isinstance(current, list) and isinstance(value, list):
        current[:] = value
    elif isinstance(current, dict) and isinstance(value, dict):
        for k in [k for k in current if k not in value]:
            del current[k]
        current.update(value)
    else:
        doc[key] = value


def rewrite_preserving(old_text: str, new: Note, fallback_id: str, fallback_title: str | None = None) -> str:
    """The file text for `new`, keeping `old_text`'s formatting wherever the note did not change."""
    canonical = new.to_markdown()
    old = Note.from_markdown(old_text, fallback_id, fallback_title)
    match = _FRONT.match(old_text)
    if old.parse_error or match is None:
        return canonical
    before, after = _canonical(old), _meta_of(canonical)
    changed = {k: v for k, v in after.items() if before.get(k) != v}
    dropped = [k for k in before if k not in after]
    front = match.group(1) or ""
    if changed or dropped:
        try:
            rt = _round_trip_yaml(front)
            doc = rt.load(front) or {}
            for key in dropped:
                doc.pop(key, None)
            for key, value in changed.items():
                _assign(doc, key, value)
            out = io.StringIO()
            rt.dump(doc, out)
            front = out.getvalue()
        except Exception:  # noqa: BLE001 - anything ruamel cannot round-trip gets the canonical form
            return canonical
    body_text = old_text[match.end():]
    if new.title != old.title or new.body.strip("\n") != old.body.strip("\n"):
        body_text = _new_content(body_text, old, new)
    text = f"---\n{front}---\n{body_text}"
    again = Note.from_markdown(text, fallback_id, fallback_title)
    return text if _same(again, new) else canonical


def _new_content(content: str, old: Note, new: Note) -> str:
    """Title and body in the old layout: an H1 if there was one, the `title:` property otherwise."""
    h1 = _H1_LINE.match(content)
    if h1 is None and new.title == old.title:  # the title lives in the file name or a `title:` property
        body = new.body.strip("\n")
        return f"\n{body}\n" if body else ""
    lead = h1.group(1) if h1 else "\n"
    body = new.body.strip("\n")
    return f"{lead}# {new.title}\n\n{body}\n" if body else f"{lead}# {new.title}\n"


def _same(a: Note, b: Note) -> bool:
    fields = ("id", "title", "description", "type", "scope", "importance", "confidence", "created", "valid_from",
              "valid_to", "recorded_at", "relation", "parent_note", "superseded_by", "forget_after", "tags")
    if any(getattr(a, f) != getattr(b, f) for f in fields):
        return False
    return a.body.strip("\n") == b.body.strip("\n") and a.source.to_dict() == b.source.to_dict()
