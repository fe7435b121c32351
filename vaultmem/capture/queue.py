"""The durable ticket queue: claim under a lease, complete, fail with backoff, defer, recover and
prune (stdlib only). The on-disk format is described in tickets.py.

Guarantees and choices:
* Ticket files are deleted only by prune_done() (done/) and by coalescing (after the replacement
  is written), so no ticket is lost. Rare races (a worker outliving its lease, a crash between two
  steps) can get a ticket processed twice; extraction is idempotent by turn range, so that costs
  time, not correctness.
* enqueue() coalesces: the pending tickets of a session are replaced by one carrying the newest
  transcript_path/cwd/extras. It keeps the oldest one's created_at and id time part (so its place
  in line) but gets a new random suffix, i.e. a new id.
* An expired lease (the worker died) counts as a failed attempt, so a ticket that kills its worker
  every time still ends up in failed/ after max_attempts.
* Backoff after the n-th failed attempt: min(backoff_max, backoff_base * 2 ** (n - 1)) seconds.
* A permanent failure (fail(..., permanent=True)) goes to failed/ at once: retrying a symlink loop
  only delays the answer by the whole backoff ladder.
"""

from __future__ import annotations

import builtins
import json
import logging
import os
import secrets
import socket
import time
from contextlib import suppress
from pathlib import Path
from typing import Any, Callable

from .. import atomic, utctime
from .tickets import (
    AGENTS,
    ID_RE,
    SCHEMA,
    STATES,
    TEMP_MAX_AGE,
    TEMP_PREFIX,
    TIME_PART_RE,
    LeaseLostError,
    Ticket,
    TicketFormatError,
    atomic_write_json,
    iso,
    new_ticket_id,
)

log = logging.getLogger("vaultmem.queue")


class TicketQueue:
    """Folder-per-state ticket queue, safe for concurrent processes (see module docstring)."""

    def __init__(self, root: Path, lease_seconds: float = 300, max_attempts: int = 5,
                 backoff_base: float = 30, backoff_max: float = 3600,
                 clock: Callable[[], float] = time.time) -> None:
        self.root = Path(root)
        self.lease_seconds, self.max_attempts = float(lease_seconds), max(1, int(max_attempts))
        self.backoff_base, self.backoff_max = float(backoff_base), float(backoff_max)
        self._clock = clock
        for state in STATES:
            (self.root / state).mkdir(parents=True, exist_ok=True)

    def enqueue(self, session_id: str, transcript_path: str, agent: str = "auto",
                cwd: str | None = None, event: str = "Stop", **extra: Any) -> Ticket:
        """Queue a session for extraction, coalescing with its pending tickets if any."""
        if agent not in AGENTS:
            raise ValueError(f"agent must be one of {AGENTS}, got {agent!r}")
        if set(extra) & set(SCHEMA):
            raise TypeError(f"reserved ticket fields passed as extras: {set(extra) & set(SCHEMA)}")
        fresh = {"session_id": session_id, "transcript_path": str(transcript_path),
                 "agent": agent, "event": event, **extra, **({"cwd": str(cwd)} if cwd else {})}
        olds = [t for t in self._scan("pending") if t.session_id == session_id]
        merged: dict[str, Any] = {"id": new_ticket_id(), "created_at": iso(self._now())}
        for old in olds:  # oldest first, so the newest values win
            merged.update(old.to_dict())
        merged.update(fresh)
        if olds:
            match = TIME_PART_RE.match(olds[0].id)
            merged["id"] = f"{match.group(1) if match else olds[0].id}-{secrets.token_hex(4)}"
            merged["created_at"] = olds[0].created_at
        try:
            ticket = Ticket.from_dict(merged, self.root, "pending")
        except TicketFormatError as exc:
            raise ValueError(str(exc)) from None
        # Write the replacement before removing anything: a crash in between leaves a duplicate,
        # never a gap. An old ticket claimed meanwhile simply stays claimed.
        atomic_write_json(ticket.path, ticket.to_dict())
        for old in olds:
            with suppress(FileNotFoundError):
                os.unlink(old.path)
        return ticket

    def claim(self, worker: str | None = None) -> Ticket | None:
        """Move the oldest eligible pending ticket to processing/ under a fresh lease."""
        self.sweep_temp_files()
        self.recover_expired()
        now = self._now()
        for ticket in self._scan("pending"):
            if not self._eligible(ticket, now):
                continue
            name = f"{ticket.id}.json"
            try:
                os.replace(ticket.path, self.root / "processing" / name)
            except FileNotFoundError:
                continue  # another process won this one
            # Re-read: what we renamed may be a newer version than what we scanned.
            claimed = self._load("processing", name)
            if claimed is not None and not self._eligible(claimed, now):
                os.replace(claimed.path, ticket.path)
            elif claimed is not None:
                claimed.lease_until = iso(now + self.lease_seconds)
                claimed.worker = worker or f"{os.getpid()}@{socket.gethostname()}"
                atomic_write_json(claimed.path, claimed.to_dict())
                return claimed
        return None

    def complete(self, ticket: Ticket, result: dict[str, Any] | None = None) -> None:
        """Move a claimed ticket to done/ with its result (logged no-op if the lease was lost)."""
        current = self._owned(ticket)
        if current is not None:
            current.result, current.lease_until = result, None
            self._transition(current, "done")
            ticket.result, ticket.lease_until, ticket.state = result, None, current.state

    def fail(self, ticket: Ticket, error: str, permanent: bool = False) -> None:
        """Count a failed attempt: to pending after a backoff, or to failed/ when out of tries
        (or at once when `permanent`: no retry can succeed)."""
        current = self._owned(ticket)
        if current is not None:
            self._retry_or_bury(current, error, self._now(), permanent)
            for name in ("attempts", "last_error", "not_before", "lease_until", "state"):
                setattr(ticket, name, getattr(current, name))

    def defer(self, ticket: Ticket, delay: float, reason: str) -> None:
        """Put a claimed ticket back to pending until now+delay without counting an attempt
        (e.g. the daily extraction budget is spent: waiting is not failing)."""
        current = self._owned(ticket)
        if current is not None:
            current.last_error, current.lease_until = reason, None
            current.not_before = iso(self._now() + max(0.0, delay))
            self._transition(current, "pending")
            for name in ("last_error", "not_before", "lease_until", "state"):
                setattr(ticket, name, getattr(current, name))

    def renew(self, ticket: Ticket) -> None:
        """Extend the lease of a claimed ticket; raise LeaseLostError if it is no longer ours."""
        current = self._owned(ticket)
        if current is None:
            raise LeaseLostError(f"ticket {ticket.id} is no longer held by {ticket.worker}")
        ticket.lease_until = current.lease_until = iso(self._now() + self.lease_seconds)
        atomic_write_json(current.path, current.to_dict())

    def recover_expired(self) -> int:
        """Requeue processing tickets whose lease expired, counting each as a failed attempt."""
        now, recovered = self._now(), 0
        for ticket in self._scan("processing"):
            if self._lease_expired(ticket, now):
                error = f"lease expired (worker {ticket.worker} presumed dead)"
                state = self._retry_or_bury(ticket, error, now)
                log.warning("ticket %s: %s, moved to %s", ticket.id, error, state)
                recovered += 1
        return recovered

    def retry_failed(self, ticket_id: str | None = None) -> int:
        """Move failed tickets (one, or all) back to pending with a fresh set of attempts."""
        if ticket_id is not None and not ID_RE.match(ticket_id):
            raise ValueError(f"invalid ticket id {ticket_id!r}")
        moved = 0
        for name in [f"{ticket_id}.json"] if ticket_id else self._names("failed"):
            ticket = self._load("failed", name, quarantine=False)
            if ticket is not None:
                ticket.attempts, ticket.not_before, ticket.lease_until = 0, None, None
                self._transition(ticket, "pending")
                moved += 1
        return moved

    def counts(self) -> dict[str, int]:
        """Number of tickets per state (corrupt and temp files not included)."""
        return {state: len(self._names(state)) for state in STATES}

    def list(self, state: str) -> builtins.list[Ticket]:
        """Tickets in one state, oldest first (unreadable files are skipped)."""
        if state not in STATES:
            raise ValueError(f"state must be one of {STATES}, got {state!r}")
        return self._scan(state, quarantine=False)

    def get(self, ticket_id: str) -> Ticket | None:
        """Find a ticket by id in any state."""
        if not ID_RE.match(ticket_id):
            return None
        found = (self._load(s, f"{ticket_id}.json", quarantine=False) for s in STATES)
        return next((t for t in found if t is not None), None)

    def prune_done(self, keep: int = 1000) -> int:
        """Delete all but the `keep` newest done tickets; return how many were deleted."""
        if keep < 0:
            raise ValueError("keep must be >= 0")
        names = self._names("done")
        doomed = names[: max(0, len(names) - keep)]
        for name in doomed:
            (self.root / "done" / name).unlink(missing_ok=True)
        return len(doomed)

    def sweep_temp_files(self) -> int:
        """Delete `.tmp-*` crash leftovers older than a minute; return how many."""
        now, removed = self._now(), 0
        for state in STATES:
            for path in (self.root / state).glob(f"{TEMP_PREFIX}*"):
                # FileNotFoundError: its writer finished, or another sweeper got it first.
                with suppress(FileNotFoundError):
                    if now - path.stat().st_mtime > TEMP_MAX_AGE:
                        path.unlink()
                        removed += 1
        if removed:
            log.info("removed %d stale temp file(s) under %s", removed, self.root)
        return removed

    def _now(self) -> float:
        return float(self._clock())

    def _backoff(self, attempts: int) -> float:
        return min(self.backoff_max, self.backoff_base * 2 ** max(0, attempts - 1))

    @staticmethod
    def _eligible(ticket: Ticket, now: float) -> bool:
        not_before = utctime.parse_epoch(ticket.not_before)
        return not_before is None or not_before <= now

    def _lease_expired(self, ticket: Ticket, now: float) -> bool:
        lease_until = utctime.parse_epoch(ticket.lease_until)
        if lease_until is not None:
            return lease_until <= now
        # No lease yet: its claimer is between rename and lease write, or died there. A rename
        # updates ctime, so the file's age tells which.
        try:
            st = ticket.path.stat()
        except FileNotFoundError:
            return False
        return max(st.st_mtime, st.st_ctime) + self.lease_seconds <= now

    def _names(self, state: str) -> builtins.list[str]:
        names = os.listdir(self.root / state)
        return sorted(n for n in names if n.endswith(".json") and not n.startswith("."))

    def _load(self, state: str, name: str, quarantine: bool = True) -> Ticket | None:
        """Read one ticket; None if it vanished or is corrupt (then moved aside if `quarantine`)."""
        path = self.root / state / name
        try:
            data = json.loads(path.read_bytes())
            if isinstance(data, dict):
                data["id"] = name[: -len(".json")]
            return Ticket.from_dict(data, self.root, state)
        except FileNotFoundError:
            return None
        except OSError as exc:  # unreadable (a folder, no permission): skip it, don't crash
            log.warning("can't read ticket file %s: %s", path, exc)
            return None
        except (ValueError, RecursionError) as exc:  # bad JSON/UTF-8 and TicketFormatError
            if not quarantine:
                log.debug("skipping unreadable ticket file %s: %s", path, exc)
                return None
            dest = self.root / "failed" / f"{name}.corrupt"
            if dest.exists():
                dest = dest.with_name(f"{name}.{secrets.token_hex(4)}.corrupt")
            with suppress(FileNotFoundError):
                os.replace(path, dest)
                log.error("corrupt ticket file %s moved to %s: %s", path, dest, exc)
            return None

    def _scan(self, state: str, quarantine: bool = True) -> builtins.list[Ticket]:
        loaded = (self._load(state, name, quarantine) for name in self._names(state))
        return [t for t in loaded if t is not None]

    def _owned(self, ticket: Ticket) -> Ticket | None:
        """The processing copy if this worker still holds it, else None (logged)."""
        current = self._load("processing", f"{ticket.id}.json")
        key = (ticket.worker, ticket.attempts)
        # attempts change on every recovery or failure, so a re-claimed ticket never matches.
        if current is None or (current.worker, current.attempts) != key:
            log.warning("ticket %s: lease lost by %s, outcome ignored", ticket.id, ticket.worker)
            return None
        return current

    def _retry_or_bury(self, ticket: Ticket, error: str, now: float, permanent: bool = False) -> str | None:
        ticket.attempts += 1
        ticket.last_error, ticket.lease_until, ticket.not_before = error, None, None
        if ticket.attempts < self.max_attempts and not permanent:
            ticket.not_before = iso(now + self._backoff(ticket.attempts))
        self._transition(ticket, "pending" if ticket.not_before else "failed")
        return ticket.state

    def _transition(self, ticket: Ticket, dest: str) -> None:
        """Rewrite the ticket where it is, then rename it into `dest`."""
        # Updating in place first (rather than writing into dest and unlinking the source) means
        # no step can delete a ticket another process has just moved into the same path.
        atomic_write_json(ticket.path, ticket.to_dict())
        target = self.root / dest / f"{ticket.id}.json"
        try:
            os.replace(ticket.path, target)
        except FileNotFoundError:
            log.warning("ticket %s was moved by another process, not to %s", ticket.id, dest)
            return
        atomic.fsync_dir(target.parent)
        ticket.state = dest
