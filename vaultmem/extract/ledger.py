"""The extraction ledger: `<state>/extract.db` (SQLite, WAL) remembers what was extracted.

* windows: the idempotency key of (session, turn range, extractor version) of every finished
  ticket, so reprocessing the same window creates nothing; and, while a ticket is between
  "facts computed" and "all written", the computed facts, so a retry after a failed write applies
  the very same facts (no second LLM call, no duplicates).
* usage: LLM tokens (input and output) spent per UTC day, for the daily token budget and the
  optional cost cap (`extract.daily_token_budget`, `extract.daily_cost_budget`).
* reinforcements: which sessions restated which note, so a restatement counts once per session.

It is state, not record: deleting it only means the next tickets are re-examined (and dedup
still keeps the vault free of copies).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta, timezone
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from .base import BudgetExceeded, Usage

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from ..config import Config

_SCHEMA = """
CREATE TABLE IF NOT EXISTS windows (
    key TEXT PRIMARY KEY, session TEXT NOT NULL, extractor TEXT NOT NULL, state TEXT NOT NULL,
    facts TEXT, result TEXT, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS usage (day TEXT PRIMARY KEY, tokens INTEGER NOT NULL, calls INTEGER NOT NULL,
    input_tokens INTEGER NOT NULL DEFAULT 0, output_tokens INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS reinforcements (
    note_id TEXT NOT NULL, session TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (note_id, session));
"""


def ledger_path(cfg: "Config") -> Path:
    """Where the ledger of a configuration lives."""
    return cfg.state_dir / "extract.db"


def window_key(session_id: str, turns: Iterable["Turn"], extractor_version: str) -> str:
    """Content hash of (session, the window's turn ids, extractor version)."""
    h = hashlib.sha256()
    for part in (session_id, extractor_version, *(t.id for t in turns)):
        h.update(part.encode("utf-8", "replace"))
        h.update(b"\0")
    return h.hexdigest()


def _now() -> datetime:
    return datetime.now(timezone.utc)


def today() -> str:
    """The budget day (UTC)."""
    return _now().date().isoformat()


def seconds_to_next_day() -> float:
    """How long a ticket over budget should wait: until the next UTC midnight."""
    now = _now()
    tomorrow = datetime.combine(now.date() + timedelta(days=1), datetime.min.time(), tzinfo=timezone.utc)
    return max(1.0, (tomorrow - now).total_seconds())


class Ledger:
    """Small SQLite store; every method opens a short connection (safe across processes)."""

    def __init__(self, path: Path, timeout: float = 30.0) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as db, db:
            db.executescript(_SCHEMA)
            columns = {row[1] for row in db.execute("PRAGMA table_info(usage)")}
            for column in ("input_tokens", "output_tokens"):
                if column not in columns:  # a ledger from before cost tracking
                    try:
                        db.execute(f"ALTER TABLE usage ADD COLUMN {column} INTEGER NOT NULL DEFAULT 0")
                    except sqlite3.OperationalError:  # another process added it first
                        pass

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.timeout)
        db.execute("PRAGMA journal_mode=WAL")
        return db

    # -- windows ------------------------------------------------------------------------------

    def is_done(self, key: str) -> bool:
        """Whether this window was fully extracted and written before."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT state FROM windows WHERE key = ?", (key,)).fetchone()
        return bool(row) and row[0] == "done"

    def stashed_facts(self, key: str) -> list[dict[str, Any]] | None:
        """Facts computed by an earlier, unfinished attempt at this window (None if there was none)."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT state, facts FROM windows WHERE key = ?", (key,)).fetchone()
        if not row or row[0] != "pending" or row[1] is None:
            return None
        try:
            facts = json.loads(row[1])
        except ValueError:
            return None
        return facts if isinstance(facts, list) else None

    def stash(self, key: str, session: str, extractor: str, facts: list[dict[str, Any]]) -> None:
        """Record computed facts before any write, so a retry applies exactly these."""
        with closing(self._connect()) as db, db:
            db.execute("INSERT OR REPLACE INTO windows (key, session, extractor, state, facts, result, updated_at) "
                       "VALUES (?, ?, ?, 'pending', ?, NULL, ?)",
                       (key, session, extractor, json.dumps(facts, ensure_ascii=False), _now().isoformat()))

    def mark_done(self, key: str, session: str, extractor: str, result: dict[str, Any]) -> None:
        """The window is fully applied; its stashed facts are no longer needed."""
        with closing(self._connect()) as db, db:
            db.execute("INSERT OR REPLACE INTO windows (key, session, extractor, state, facts, result, updated_at) "
                       "VALUES (?, ?, ?, 'done', NULL, ?, ?)",
                       (key, session, extractor, json.dumps(result, default=str), _now().isoformat()))

    # -- token budget -------------------------------------------------------------------------

    def tokens_used(self, day: str | None = None) -> tuple[int, int]:
        """(tokens, calls) spent on `day` (default: today, UTC)."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT tokens, calls FROM usage WHERE day = ?", (day or today(),)).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def usage(self, day: str | None = None) -> Usage:
        """Input and output tokens spent on `day` (default: today, UTC)."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT input_tokens, output_tokens FROM usage WHERE day = ?",
                             (day or today(),)).fetchone()
        return Usage(input=int(row[0]), output=int(row[1])) if row else Usage()

    def add_tokens(self, input_tokens: int, output_tokens: int = 0, day: str | None = None) -> None:
        """Count one LLM call and the tokens it cost."""
        tin, tout = max(0, int(input_tokens)), max(0, int(output_tokens))
        with closing(self._connect()) as db, db:
            db.execute("INSERT INTO usage (day, tokens, calls, input_tokens, output_tokens) VALUES (?, ?, 1, ?, ?) "
                       "ON CONFLICT(day) DO UPDATE SET tokens = tokens + excluded.tokens, calls = calls + 1, "
                       "input_tokens = input_tokens + excluded.input_tokens, "
                       "output_tokens = output_tokens + excluded.output_tokens",
                       (day or today(), tin + tout, tin, tout))

    def check_budget(self, limit: int, need: int) -> None:
        """Raise BudgetExceeded when spending `need` more tokens today would pass `limit` (0 = no cap)."""
        if limit <= 0:
            return
        used, _ = self.tokens_used()
        if used + need > limit:
            raise BudgetExceeded(
                f"extraction token budget used up for today ({used} of {limit} tokens; this ticket needs ~{need})",
                "tickets wait until the next UTC day; raise extract.daily_token_budget to go on now",
                retry_after=seconds_to_next_day())

    def check_cost(self, cap: float, prices: "Prices", need: int) -> None:
        """Raise BudgetExceeded when today's cost has reached `cap` USD, or `need` more input tokens
        would pass it (0 = no cap)."""
        if cap <= 0:
            return
        used = prices.cost(self.usage())
        if used >= cap or used + prices.cost(Usage(input=need)) > cap:
            raise BudgetExceeded(
                f"extraction cost budget used up for today (${used:.4f} of ${cap:.2f})",
                "tickets wait until the next UTC day; raise extract.daily_cost_budget to go on now",
                retry_after=seconds_to_next_day())

    # -- reinforcements -----------------------------------------------------------------------

    def reinforcing_sessions(self, note_id: str) -> set[str]:
        """Sessions (other than the note's own) that restated the note."""
        with closing(self._connect()) as db:
            rows = db.execute("SELECT session FROM reinforcements WHERE note_id = ?", (note_id,)).fetchall()
        return {r[0] for r in rows}

    def add_reinforcement(self, note_id: str, session: str) -> None:
        with closing(self._connect()) as db, db:
            db.execute("INSERT OR IGNORE INTO reinforcements (note_id, session, at) VALUES (?, ?, ?)",
                       (note_id, session, _now().isoformat()))


@dataclass(frozen=True)
class Prices:
    """USD per million tokens (`extract.price_*_per_mtok`)."""

    input: float = 0.0
    output: float = 0.0

    @classmethod
    def from_config(cls, cfg: "Config") -> "Prices":
        return cls(float(cfg["extract.price_input_per_mtok"]), float(cfg["extract.price_output_per_mtok"]))

    def cost(self, usage: Usage) -> float:
        """What `usage` costs in USD."""
        return (usage.input * self.input + usage.output * self.output) / 1_000_000


@dataclass(frozen=True)
class Budgets:
    """Today's caps: tokens (`extract.daily_token_budget`) and USD (`extract.daily_cost_budget`,
    priced with `prices`); 0 is no cap."""

    daily_tokens: int = 0
    daily_cost: float = 0.0
    prices: Prices = Prices()

    @classmethod
    def from_config(cls, cfg: "Config") -> "Budgets":
        return cls(int(cfg["extract.daily_token_budget"]), float(cfg["extract.daily_cost_budget"]),
                   Prices.from_config(cfg))


def check_budgets(ledger: Ledger, budgets: Budgets, need: int) -> None:
    """Raise BudgetExceeded when a call of about `need` tokens would pass today's token or cost cap."""
    ledger.check_budget(budgets.daily_tokens, need)
    ledger.check_cost(budgets.daily_cost, budgets.prices, need)
