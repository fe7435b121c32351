"""Usage statistics in `<state>/usage.db` (SQLite): how often and how lately each note was recalled.

They live outside the notes on purpose: recall happens on every prompt, and rewriting a file a
person keeps in git on every prompt would bury their history in noise. Only rare events
(promotion, drift) touch a note file, see tiers.py.
"""

from __future__ import annotations

import datetime as dt
import math
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from ..utctime import iso
from ..utctime import now as utc_now

USAGE_FILE = "usage.db"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS usage (
    note_id TEXT PRIMARY KEY,
    access_count INTEGER NOT NULL DEFAULT 0,
    last_recalled TEXT,
    reinforcement_count INTEGER NOT NULL DEFAULT 0,
    last_reinforced TEXT,
    promoted_at TEXT,
    drifted_at TEXT
);
CREATE TABLE IF NOT EXISTS support (
    note_id TEXT NOT NULL,
    session TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (note_id, session)
);
"""
_COLUMNS = ("note_id", "access_count", "last_recalled", "reinforcement_count", "last_reinforced",
            "promoted_at", "drifted_at")


@dataclass(frozen=True)
class PromotionSettings:
    """When recalls and restatements promote a note (`usage.promote_recalls`; 0 turns promotion
    off) and how much importance it gains (`usage.promote_step`)."""

    recalls: int = 5
    step: float = 0.05

    @classmethod
    def from_config(cls, cfg: Any) -> "PromotionSettings":
        return cls(int(cfg["usage.promote_recalls"]), float(cfg["usage.promote_step"]))


class UsageStats:
    """Access count, last recall, reinforcements and supporting sessions per note id."""

    def __init__(self, path: Path, boost_max: float = 0.1) -> None:
        self.path = Path(path)
        self.boost_max = boost_max
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # The daemon records from several threads; a CLI may read at the same time (WAL).
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=5)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()
        self._counts: dict[str, int] | None = None
        self._version = -1

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- recording --------------------------------------------------------------------------

    def record(self, note_ids: Iterable[str], when: dt.datetime | None = None) -> None:
        """One recall of each note (duplicates in one call count once)."""
        ids = list(dict.fromkeys(i for i in note_ids if i))
        if not ids:
            return
        stamp = iso(when or utc_now())
        with self._lock, self._db:
            self._db.executemany(
                "INSERT INTO usage (note_id, access_count, last_recalled) VALUES (?, 1, ?) "
                "ON CONFLICT(note_id) DO UPDATE SET access_count = access_count + 1, "
                "last_recalled = MAX(COALESCE(last_recalled, ''), excluded.last_recalled)",
                [(i, stamp) for i in ids])
            self._counts = None

    def reinforce(self, note_id: str, session: str | None = None, when: dt.datetime | None = None) -> None:
        """The extractor met this fact again (a DEDUP), optionally in a given session."""
        stamp = iso(when or utc_now())
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO usage (note_id, reinforcement_count, last_reinforced) VALUES (?, 1, ?) "
                "ON CONFLICT(note_id) DO UPDATE SET reinforcement_count = reinforcement_count + 1, "
                "last_reinforced = excluded.last_reinforced", (note_id, stamp))
            if session:
                self._db.execute("INSERT OR IGNORE INTO support VALUES (?, ?, ?)", (note_id, session, stamp))
            self._counts = None

    def mark(self, note_id: str, column: str, when: dt.datetime | None = None) -> None:
        """Stamp promoted_at or drifted_at, so the same event is not applied twice."""
        if column not in ("promoted_at", "drifted_at"):
            raise ValueError(column)
        with self._lock, self._db:
            self._db.execute(f"INSERT INTO usage (note_id, {column}) VALUES (?, ?) "  # noqa: S608 - fixed names
                             f"ON CONFLICT(note_id) DO UPDATE SET {column} = excluded.{column}",
                             (note_id, iso(when or utc_now())))

    def merge_into(self, keep: str, others: Iterable[str]) -> None:
        """Fold the stats of merged-away notes into the note that absorbed them."""
        others = [o for o in others if o != keep]
        rows = [self.get(o) for o in others]
        with self._lock, self._db:
            for row in rows:
                if row is None:
                    continue
                self._db.execute(
                    "INSERT INTO usage (note_id, access_count, last_recalled, reinforcement_count) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT(note_id) DO UPDATE SET "
                    "access_count = access_count + excluded.access_count, "
                    "reinforcement_count = reinforcement_count + excluded.reinforcement_count, "
                    "last_recalled = MAX(COALESCE(last_recalled, ''), COALESCE(excluded.last_recalled, ''))",
                    (keep, row["access_count"], row["last_recalled"], row["reinforcement_count"]))
                self._db.execute("INSERT OR IGNORE INTO support SELECT ?, session, at FROM support WHERE note_id = ?",
                                 (keep, row["note_id"]))
            self._delete_locked(others)
            self._counts = None

    def delete(self, note_ids: Iterable[str]) -> None:
        """Forget every row about these notes (purge)."""
        with self._lock, self._db:
            self._delete_locked(list(note_ids))
            self._counts = None

    def _delete_locked(self, ids: list[str]) -> None:
        self._db.executemany("DELETE FROM usage WHERE note_id = ?", [(i,) for i in ids])
        self._db.executemany("DELETE FROM support WHERE note_id = ?", [(i,) for i in ids])

    # -- reading ----------------------------------------------------------------------------

    def get(self, note_id: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM usage WHERE note_id = ?",  # noqa: S608
                                   (note_id,)).fetchone()
        return dict(zip(_COLUMNS, row)) if row else None

    def all(self) -> dict[str, dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM usage").fetchall()  # noqa: S608
        return {r[0]: dict(zip(_COLUMNS, r)) for r in rows}

    def sessions(self, note_id: str) -> set[str]:
        """Sessions that supported (re-asserted) this note."""
        with self._lock:
            rows = self._db.execute("SELECT session FROM support WHERE note_id = ?", (note_id,)).fetchall()
        return {r[0] for r in rows}

    def summary(self, now: dt.datetime | None = None) -> dict[str, Any]:
        """Totals for `vaultmem status`."""
        since = iso((now or utc_now()) - dt.timedelta(days=7))
        with self._lock:
            tracked, recalls, reinforced = self._db.execute(
                "SELECT COUNT(*), COALESCE(SUM(access_count), 0), COALESCE(SUM(reinforcement_count), 0) "
                "FROM usage").fetchone()
            week = self._db.execute("SELECT COUNT(*) FROM usage WHERE last_recalled >= ?", (since,)).fetchone()[0]
            promoted = self._db.execute("SELECT COUNT(*) FROM usage WHERE promoted_at IS NOT NULL").fetchone()[0]
        return {"notes_tracked": tracked, "recalls": recalls, "reinforcements": reinforced,
                "recalled_last_7_days": week, "promoted": promoted}

    # -- ranking ----------------------------------------------------------------------------

    def _fresh_counts(self) -> dict[str, int]:
        # PRAGMA data_version changes when another connection (a CLI next to the daemon) commits.
        with self._lock:
            version = self._db.execute("PRAGMA data_version").fetchone()[0]
            if self._counts is None or version != self._version:
                rows = self._db.execute("SELECT note_id, access_count + reinforcement_count FROM usage").fetchall()
                self._counts, self._version = {r[0]: int(r[1]) for r in rows}, version
            return self._counts

    def boost(self, note_id: str) -> float:
        """Score multiplier from use: mild (log of the count) and capped at 1 + boost_max."""
        if self.boost_max <= 0:
            return 1.0
        n = self._fresh_counts().get(note_id, 0)
        return 1.0 + min(self.boost_max, 0.03 * math.log1p(n))
