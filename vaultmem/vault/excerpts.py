"""The session-excerpt format: `_sources/sessions/<agent>-<session>.md`, the redacted record of what a
session said. One module owns it, writer and reader: ingest writes it, the index derives episodes
from it, recall reads passages from it, purge scrubs it.

    ---
    session: "…"
    agent: "claude-code"
    scope: "project:…"
    ---

    # Session …

    <!-- vaultmem-turn id=<turn id> role=<user|assistant> at=<ISO time> -->
    the turn's text
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from .ids import slugify
from .note import now_iso
from .. import atomic, utctime
from .store import ensure_inside

from .layout import SESSIONS_DIR

TURN_MARK = "<!-- vaultmem-turn "
TURN_RE = re.compile(r"^<!-- vaultmem-turn id=(\S+) role=(\S+) at=(\S*) -->$", re.M)


@dataclass(frozen=True)
class ExcerptTurn:
    """One turn of a session excerpt."""

    id: str
    role: str
    at: str
    text: str


def split_header(raw: str) -> tuple[dict[str, str], str]:
    """The excerpt's flat `key: "value"` header and the rest of the text."""
    header: dict[str, str] = {}
    if raw.startswith("---\n"):
        end = raw.find("\n---\n", 4)
        if end > 0:
            for line in raw[4:end].splitlines():
                key, _, value = line.partition(":")
                header[key.strip()] = value.strip().strip('"')
            raw = raw[end + 5:]
    return header, raw


def parse_excerpt(raw: str) -> tuple[dict[str, str], list[ExcerptTurn]]:
    """Header fields and turns of an excerpt's text."""
    header, body = split_header(raw)
    matches = list(TURN_RE.finditer(body))
    turns = []
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(body)
        turns.append(ExcerptTurn(m.group(1), m.group(2), m.group(3), body[m.end():end].strip()))
    return header, turns


def read_excerpt(path: Path) -> tuple[dict[str, str], list[ExcerptTurn]]:
    """Header and turns of an excerpt file; empty when it cannot be read."""
    try:
        raw = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}, []
    return parse_excerpt(raw)


@functools.lru_cache(maxsize=64)
def _cached(path: str, mtime_ns: int, size: int) -> tuple[tuple[ExcerptTurn, ...], dict[str, int]]:
    _, turns = read_excerpt(Path(path))
    return tuple(turns), {t.id: i for i, t in enumerate(turns)}


def excerpt_turns(path: Path) -> tuple[tuple[ExcerptTurn, ...], dict[str, int]]:
    """The turns of an excerpt and each turn id's position, cached while the file is unchanged
    (recall reads the turns around a matched one on every prompt)."""
    try:
        st = path.stat()
    except OSError:
        return (), {}
    return _cached(str(path), st.st_mtime_ns, st.st_size)


EPISODE_PREFIX = "episode-"


def find_episode(vault_root: Path, episode_id: str) -> tuple[Path, ExcerptTurn] | None:
    """The excerpt file and turn behind an episode id `episode-<excerpt stem>-<turn id>`, or None.

    Search shows episodes next to notes; their ids must work with `show` as well.
    """
    if not episode_id.startswith(EPISODE_PREFIX):
        return None
    rest = episode_id[len(EPISODE_PREFIX):]
    folder = vault_root / SESSIONS_DIR
    if not folder.is_dir():
        return None
    for path in sorted(folder.glob("*.md"), key=lambda p: -len(p.stem)):  # longest stem first: exact prefix
        if not rest.startswith(path.stem + "-"):
            continue
        turn_id = rest[len(path.stem) + 1:]
        turns, _ = excerpt_turns(path)
        for turn in turns:
            if turn.id == turn_id:
                return path, turn
    return None


# --- writing ---------------------------------------------------------------------------------
# The writer lives beside the reader so the marker, the header and the file name are known here alone.


def session_excerpt_path(vault_root: Path, agent: str, session_id: str) -> Path:
    """The one excerpt file of a session: `_sources/sessions/<agent>-<session>.md`."""
    return vault_root / SESSIONS_DIR / f"{slugify(agent, 20)}-{slugify(session_id, 60)}.md"


def marker_id(turn_id: str) -> str:
    """A turn id as the excerpt's marker holds it: one token (trimmed fixtures have spaces in ids)."""
    return re.sub(r"\s+", "_", turn_id) or "_"


def at_text(when: dt.datetime | None) -> str:
    """A turn's time as its marker holds it (UTC, whole seconds); "" when the transcript had none."""
    return utctime.iso(when) if when else ""


def _escape(text: str) -> str:
    # A turn's own text must never look like our turn marker.
    return text.replace(TURN_MARK, "<!- vaultmem-turn ")


def turn_block(turn: ExcerptTurn) -> str:
    """One turn as it is kept in a session excerpt."""
    return f"{TURN_MARK}id={marker_id(turn.id)} role={turn.role} at={turn.at} -->\n{_escape(turn.text).strip()}\n"


def render_excerpt(header: dict[str, str], session_id: str, turns: Iterable[ExcerptTurn]) -> str:
    """The whole excerpt file: the flat header `split_header` reads back, a title, the turns."""
    front = "\n".join(f'{k}: "{v}"' if v else f"{k}:" for k, v in header.items())
    return f"---\n{front}\n---\n\n# Session {session_id}\n\n" + "\n".join(turn_block(t) for t in turns)


def write_session_excerpt(vault_root: Path, agent: str, session_id: str, turns: Iterable[ExcerptTurn],
                          scope: str, cwd: str | None) -> tuple[Path, int]:
    """Merge turns into the session's excerpt file (a turn already there by id is kept as it is);
    returns (path, turns added). The file is rewritten only when a turn was added."""
    path = ensure_inside(vault_root, session_excerpt_path(vault_root, agent, session_id), "write session excerpt")
    _, kept = read_excerpt(path)
    known = {t.id for t in kept}
    added = 0
    for turn in turns:
        if marker_id(turn.id) in known:
            continue
        kept.append(turn)
        known.add(marker_id(turn.id))
        added += 1
    if not added and path.exists():
        return path, 0
    header = {"session": session_id, "agent": agent, "scope": scope, "cwd": cwd or "", "updated": now_iso()}
    atomic.write_text(path, render_excerpt(header, session_id, kept))
    return path, added
