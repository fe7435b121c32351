"""The session-excerpt format: `_sources/sessions/<agent>-<session>.md`, the redacted record of what a
session said. One module owns it: the capture side writes it, the index derives episodes from it,
recall reads passages from it.

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

import functools
import re
from dataclasses import dataclass
from pathlib import Path

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
