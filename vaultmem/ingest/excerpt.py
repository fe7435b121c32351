"""Writing the session excerpt `_sources/sessions/<agent>-<session>.md`: the redacted record of what
a session said. It grows as the session grows (turns are merged by id), it is what extracted notes
cite, and it is indexed as "episodes" so recall can find what no extractor wrote down.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..capture.turns import Transcript, Turn
from ..vault.excerpts import SESSIONS_DIR, TURN_MARK, read_excerpt
from ..vault.ids import slugify
from ..vault.note import now_iso
from ..vault.store import atomic_write, ensure_inside


def session_excerpt_path(vault_root: Path, agent: str, session_id: str) -> Path:
    return vault_root / SESSIONS_DIR / f"{slugify(agent, 20)}-{slugify(session_id, 60)}.md"


def _escape(text: str) -> str:
    # A turn's own text must never look like our turn marker.
    return text.replace(TURN_MARK, "<!- vaultmem-turn ")


def marker_id(turn_id: str) -> str:
    """A turn id as the excerpt's marker holds it: one token (trimmed fixtures have spaces in ids)."""
    return re.sub(r"\s+", "_", turn_id) or "_"


def turn_block(turn: Turn) -> str:
    """One turn as it is kept in a session excerpt."""
    at = turn.timestamp.strftime("%Y-%m-%dT%H:%M:%SZ") if turn.timestamp else ""
    text = turn.text
    if turn.tool_results and not text:
        text = "\n".join(f"[tool result] {r.text}" for r in turn.tool_results)
    return f"{TURN_MARK}id={marker_id(turn.id)} role={turn.role} at={at} -->\n{_escape(text).strip()}\n"


def read_session_excerpt(path: Path) -> tuple[dict[str, str], list[dict[str, str]]]:
    """Header fields and turns ({id, role, at, text}) of a session excerpt file."""
    header, turns = read_excerpt(path)
    return header, [{"id": t.id, "role": t.role, "at": t.at, "text": t.text} for t in turns]


def write_session_excerpt(vault_root: Path, transcript: Transcript, turns: list[Turn], scope: str,
                          extra_header: dict[str, str] | None = None) -> tuple[Path, int]:
    """Merge redacted turns into the session's excerpt file; returns (path, turns added)."""
    path = ensure_inside(vault_root, session_excerpt_path(vault_root, transcript.agent, transcript.session_id),
                         "write session excerpt")
    _, existing = read_session_excerpt(path)
    known = {t["id"] for t in existing}
    blocks = [f"{TURN_MARK}id={t['id']} role={t['role']} at={t['at']} -->\n{t['text']}\n" for t in existing]
    added = 0
    for turn in turns:
        if marker_id(turn.id) in known or turn.role not in ("user", "assistant") or not turn.text.strip():
            continue
        blocks.append(turn_block(turn))
        known.add(marker_id(turn.id))
        added += 1
    if not added and path.exists():
        return path, 0
    header = {"session": transcript.session_id, "agent": transcript.agent, "scope": scope,
              "cwd": transcript.cwd or "", "updated": now_iso(), **(extra_header or {})}
    front = "\n".join(f'{k}: "{str(v)}"' if v else f"{k}:" for k, v in header.items())
    text = f"---\n{front}\n---\n\n# Session {transcript.session_id}\n\n" + "\n".join(blocks)
    atomic_write(path, text)
    return path, added
