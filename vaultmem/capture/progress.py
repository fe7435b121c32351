"""Per-session extraction progress: how many turns of each session the tickets have processed, so
a Stop only extracts what is new (stdlib only)."""

from __future__ import annotations

import sqlite3
import time
from contextlib import closing
from pathlib import Path

from .tickets import iso


class SessionProgress:
    """Per-session extraction progress in `<root>/sessions.db` (SQLite, WAL, multi-process safe)."""

    def __init__(self, root: Path, timeout: float = 30.0) -> None:
        self.path = Path(root) / "sessions.db"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._timeout = timeout
        with closing(self._connect()) as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("CREATE TABLE IF NOT EXISTS sessions (session_id TEXT PRIMARY KEY,"
                         " turn_count INTEGER NOT NULL, last_turn_id TEXT, updated_at TEXT)")

    def _connect(self) -> sqlite3.Connection:
        # A short-lived autocommit connection per call holds nothing between calls; the busy
        # timeout makes concurrent writers wait instead of failing.
        return sqlite3.connect(self.path, timeout=self._timeout, isolation_level=None)

    def last_processed(self, session_id: str) -> tuple[int, str | None]:
        """(turn count, last turn id) processed so far; (0, None) for an unknown session."""
        with closing(self._connect()) as conn:
            row = conn.execute("SELECT turn_count, last_turn_id FROM sessions WHERE session_id = ?",
                               (session_id,)).fetchone()
        return (int(row[0]), row[1]) if row else (0, None)

    def mark_processed(self, session_id: str, turn_count: int, last_turn_id: str | None) -> None:
        """Record progress; never moves back, so a slower duplicate run can't undo a newer one."""
        with closing(self._connect()) as conn:
            conn.execute(
                "INSERT INTO sessions VALUES (?, ?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET"
                " turn_count = excluded.turn_count, last_turn_id = excluded.last_turn_id,"
                " updated_at = excluded.updated_at WHERE excluded.turn_count >= turn_count",
                (session_id, int(turn_count), last_turn_id, iso(time.time())))

    def should_process(self, session_id: str, current_turn_count: int, min_new_turns: int) -> bool:
        """True if the session has new turns, at least `min_new_turns` of them (1 = flush)."""
        new_turns = current_turn_count - self.last_processed(session_id)[0]
        return new_turns > 0 and new_turns >= min_new_turns

    def reset(self, session_id: str) -> None:
        """Forget a session's progress (e.g. its transcript was rewritten)."""
        with closing(self._connect()) as conn:
            conn.execute("DELETE FROM sessions WHERE session_id = ?", (session_id,))
