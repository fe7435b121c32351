"""Where a value the person asked for was set (heuristic extractor, offline).

"And 15 seconds is too often, the battery of these tablets is already crying. Make it every 30 seconds." names its
setting only as "it"; the edit that carries it out names it in the code: `setInterval(() => void flushOutbox(),
30_000)` in `src/offline/outbox.ts`. The note of the request says that line too: what the next person greps for.
A line counts when it holds the value asked for, as written or in smaller units (30 s is 30000 ms).
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from .followups import EDIT_TOOL
from .signals import values

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

_SCALES = (1.0, 60.0, 1000.0, 3600.0, 60000.0, 3600000.0)  # s, min in s, s in ms, h in s, min in ms, h in ms
_CODE_LINE = re.compile(r"[A-Za-z_][\w.]*\s*(?:[=:(]|\s+\d)")  # an assignment, a key, a call: a line of code or config
LINE_CHARS = 100


def _new_lines(turn: "Turn") -> list[tuple[str, str]]:
    """(file, line) for every line an edit of this turn writes: an edit tool's new text, or the "+" lines of a patch."""
    out: list[tuple[str, str]] = []
    for call in turn.tool_calls:
        try:
            args = json.loads(call.input or "{}")
        except ValueError:
            continue
        if not isinstance(args, dict):
            continue
        if EDIT_TOOL.search(call.name) and (path := args.get("file_path") or args.get("path")):
            out += [(str(path), x.strip()) for x in str(args.get("new_string") or args.get("content") or "").splitlines()]
            continue
        command = args.get("command")
        patch = " ".join(command) if isinstance(command, list) else str(command or "")
        path = ""
        for line in patch.splitlines():
            if (m := re.match(r"\*\*\* (?:Update|Add) File: (\S+)", line)) is not None:
                path = m.group(1)
            elif path and line.startswith("+") and not line.startswith("+++"):
                out.append((path, line[1:].strip()))
    return out


def _numbers(text: str) -> set[float]:
    """The plain numbers among a text's values ("30 seconds" is 30.0; a version such as "1.9.1" is none)."""
    return {float(v.rstrip(".")) for v in values(text) if re.fullmatch(r"\d+(?:\.\d+)?", v.rstrip("."))}


def set_in_edit(fact: "Fact", turn: "Turn") -> None:
    """Add to a carried-out value request the line of the edit that set it (module docstring)."""
    asked = _numbers(fact.quote)
    if not asked or "Set in `" in fact.body:
        return
    for path, line in _new_lines(turn):
        plain = re.sub(r"(?<=\d)_(?=\d)", "", line)
        got = _numbers(plain)
        if len(line) <= LINE_CHARS and "`" not in line and _CODE_LINE.search(line) \
                and any(a * k in got for a in asked for k in _SCALES):
            fact.body = f"{fact.body.rstrip()} Set in `{path.rsplit('/', 1)[-1]}`: `{line}`."
            return
