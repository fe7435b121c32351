"""The Stop fallback: a ticket file the worker picks up when the daemon could not take the session.

Part of the hook path: standard library only, Python 3.8 syntax (hooks run the system python3).
"""

from __future__ import annotations

import os
import time

_TICKET_FIELDS_NULL = ("not_before", "lease_until", "last_error", "worker", "result")


def detect_agent(payload: dict) -> str:
    """Codex payloads carry a turn id or a ~/.codex transcript; everything else is Claude Code."""
    path = str(payload.get("transcript_path") or "").replace("\\", "/")
    return "codex" if ("turn_id" in payload or "/.codex/" in path) else "claude-code"


def write_ticket(queue_dir: str, payload: dict, event: str = "Stop") -> str:
    """Queue the session in <queue>/pending/ as vaultmem.capture.tickets describes; return the path.

    Mirrors queue.write_ticket_file without importing it (it pulls sqlite3 and logging).
    """
    session, transcript = payload.get("session_id"), payload.get("transcript_path")
    if not isinstance(session, str) or not session or not isinstance(transcript, str) or not transcript:
        raise ValueError("payload has no session_id/transcript_path")
    import json

    from . import atomic  # here, not at the top: a prompt that reaches the daemon never loads it
    from .utctime import iso_precise

    ticket_id = "%020d-%s" % (time.time_ns(), os.urandom(4).hex())
    cwd = payload.get("cwd")
    ticket = {"id": ticket_id, "session_id": session, "transcript_path": transcript,
              "agent": detect_agent(payload), "cwd": cwd if isinstance(cwd, str) else None,
              "event": event, "created_at": iso_precise(), "attempts": 0}
    ticket.update((name, None) for name in _TICKET_FIELDS_NULL)
    pending = os.path.join(queue_dir, "pending")
    os.makedirs(pending, exist_ok=True)
    final = os.path.join(pending, ticket_id + ".json")
    atomic.write_text(final, json.dumps(ticket, ensure_ascii=False))
    return final
