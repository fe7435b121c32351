"""Tickets of the durable queue: "extract memories from this session" (stdlib only). What a ticket
is on disk, its model, and the one write every ticket file goes through; the queue's claim, lease,
retry and ack machinery is in queue.py.

On-disk format -- a contract: the stdlib-only stop hook writes tickets here when the daemon is down.

    <root>/pending/     tickets waiting to be claimed
    <root>/processing/  tickets held by a worker under a lease
    <root>/done/        finished tickets (trimmed by prune_done)
    <root>/failed/      tickets out of attempts; `<file>.corrupt` = unreadable files set aside
    <root>/sessions.db  SQLite (WAL) table of per-session progress (progress.py)

* One ticket = one UTF-8 JSON object in `<state>/<id>.json`. Only names ending in ".json" and not
  starting with "." are tickets. The file name is authoritative over the "id" field.
* id = f"{time.time_ns():020d}-{secrets.token_hex(4)}": sorting names sorts by creation.
* Fields: id; session_id (str, required); transcript_path (str, required); agent ("claude-code" |
  "codex" | "auto", default "auto"); cwd (str|null); event (str, default "Stop"); created_at
  (ISO-8601 UTC, e.g. "2025-01-31T12:00:00.123456+00:00"); attempts (int, default 0); not_before
  (ISO UTC|null: not claimable before then, i.e. retry backoff); lease_until (ISO UTC|null);
  last_error (str|null); worker ("pid@host"|null); result (object|null). Missing fields take
  these defaults; unknown fields are preserved verbatim.
* Writing a file (vaultmem.atomic): write `<state>/.tmp-<pid>-<random hex>.json` in the destination
  folder, fsync, os.replace() it onto `<state>/<id>.json`, fsync the folder. `.tmp-*` files older than a minute are
  crash leftovers and get deleted.
* A state change is a rename between folders. Claiming = rename pending -> processing, so of
  several processes racing for one ticket exactly one wins.
"""

from __future__ import annotations

import json
import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import atomic, utctime

STATES = ("pending", "processing", "done", "failed")
AGENTS = ("claude-code", "codex", "auto")
TEMP_PREFIX = atomic.TEMP_PREFIX
TEMP_MAX_AGE = 60.0
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$")
TIME_PART_RE = re.compile(r"^(\d{20})-")
_OPT_STR = (str, type(None))
# Field -> (accepted JSON types, default when missing); required fields default to None and fail.
SCHEMA: dict[str, tuple[type | tuple[type, ...], Any]] = {
    "id": (str, None), "session_id": (str, None), "transcript_path": (str, None),
    "agent": (str, "auto"), "cwd": (_OPT_STR, None), "event": (str, "Stop"),
    "created_at": (str, ""), "attempts": (int, 0), "not_before": (_OPT_STR, None),
    "lease_until": (_OPT_STR, None), "last_error": (_OPT_STR, None),
    "worker": (_OPT_STR, None), "result": ((dict, type(None)), None),
}
_id_lock = threading.Lock()
_last_ns = 0


class TicketFormatError(ValueError):
    """A ticket file's content is not a valid ticket."""


class LeaseLostError(RuntimeError):
    """The ticket is no longer held by this worker (its lease expired and it was recovered)."""


class PermanentTicketError(RuntimeError):
    """A ticket that no retry can fix (its transcript is a symlink loop, not a regular file, or
    unreadable): the worker moves it to failed/ on the first attempt with this message."""


def new_ticket_id() -> str:
    """Return a unique id that sorts by creation time."""
    global _last_ns
    with _id_lock:  # coarse clocks repeat time_ns; keep ids increasing within this process
        _last_ns = ns = max(time.time_ns(), _last_ns + 1)
    return f"{ns:020d}-{secrets.token_hex(4)}"


def iso(ts: float) -> str:
    return utctime.iso_precise(utctime.from_epoch(ts))


@dataclass
class Ticket:
    """One queued request to extract memories from a session transcript."""

    id: str
    session_id: str
    transcript_path: str
    agent: str = "auto"
    cwd: str | None = None
    event: str = "Stop"
    created_at: str = ""
    attempts: int = 0
    not_before: str | None = None
    lease_until: str | None = None
    last_error: str | None = None
    worker: str | None = None
    result: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    root: Path | None = field(default=None, repr=False, compare=False)
    state: str | None = field(default=None, compare=False)

    @property
    def path(self) -> Path:
        """Where this ticket's file lives (needs root and state)."""
        if self.root is None or self.state is None:
            raise ValueError(f"ticket {self.id} is not attached to a queue folder")
        return Path(self.root) / self.state / f"{self.id}.json"

    @classmethod
    def from_dict(cls, data: object, root: Path | None = None, state: str | None = None) -> Ticket:
        """Build a ticket from its JSON object; raise TicketFormatError if it is not one."""
        if not isinstance(data, dict):
            raise TicketFormatError(f"ticket must be a JSON object, not {type(data).__name__}")
        kwargs = {name: data.get(name, default) for name, (_, default) in SCHEMA.items()}
        for name, (kinds, _) in SCHEMA.items():
            # bool is an int subclass, and `"attempts": true` is corruption, not 1.
            if not isinstance(kwargs[name], kinds) or isinstance(kwargs[name], bool):
                raise TicketFormatError(f"{name} has the wrong type: {kwargs[name]!r:.80}")
        if not (ID_RE.match(kwargs["id"]) and kwargs["session_id"] and kwargs["transcript_path"]):
            raise TicketFormatError("id, session_id and transcript_path must be non-empty")
        if kwargs["attempts"] < 0:
            raise TicketFormatError("attempts must be >= 0")
        extra = {k: v for k, v in data.items() if k not in SCHEMA}
        return cls(**kwargs, extra=extra, root=root, state=state)

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON object stored on disk (known fields first, then extras)."""
        data = {name: getattr(self, name) for name in SCHEMA}
        data.update((k, v) for k, v in self.extra.items() if k not in data)
        return data


def atomic_write_json(path: Path, data: dict[str, Any]) -> None:
    """Replace `path` with this JSON (vaultmem.atomic: temp file, fsync, rename, folder fsync)."""
    atomic.write_text(path, json.dumps(data, ensure_ascii=False, indent=1))


def write_ticket_file(queue_root: Path, payload: dict[str, Any]) -> Path:
    """Write a new pending ticket with the stdlib only; the stop hook re-implements this."""
    if not payload.get("session_id") or not payload.get("transcript_path"):
        raise ValueError("payload needs session_id and transcript_path")
    ticket = {"id": new_ticket_id(), "agent": "auto", "cwd": None, "event": "Stop",
              "created_at": utctime.iso_precise(), "attempts": 0, **payload}
    if not ID_RE.match(str(ticket["id"])):
        raise ValueError(f"invalid ticket id {ticket['id']!r}")
    pending = Path(queue_root) / "pending"
    pending.mkdir(parents=True, exist_ok=True)
    final = pending / f"{ticket['id']}.json"
    atomic.write_text(final, json.dumps(ticket, ensure_ascii=False))
    return final
