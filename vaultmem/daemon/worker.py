"""The worker: drains the ticket queue (watchdog-triggered, with a slow poll as a safety net) and
re-indexes notes a person edits in Obsidian."""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from pathlib import Path
from typing import Any, Callable

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from ..capture.queue import TicketQueue
from ..capture.tickets import PermanentTicketError, Ticket

log = logging.getLogger("vaultmem.worker")

ProcessFn = Callable[[Ticket], dict[str, Any]]


# watchdog (>= 2.3) also reports reads: a file opened and closed unchanged. Reacting to those
# feeds on itself (we read what changed, which reports a change, ...) and spins a core.
READ_ONLY_EVENTS = ("opened", "closed_no_write")


# A folder moved out of the vault arrives as one "deleted" event for the folder and none for its
# files, so folder events are passed on whole; the index side expands them (Memory.reindex_paths).
FOLDER_EVENTS = ("created", "deleted", "moved")


class _Wake(FileSystemEventHandler):
    def __init__(self, event: threading.Event) -> None:
        self._event = event

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type not in READ_ONLY_EVENTS:
            self._event.set()


class QueueWorker:
    """One thread that claims tickets and processes them one at a time."""

    def __init__(self, queue: TicketQueue, process: ProcessFn, poll_seconds: float = 5.0,
                 on_error: Callable[[str], None] | None = None) -> None:
        self.queue = queue
        self.process = process
        self.poll_seconds = poll_seconds
        self.on_error = on_error
        self.worker_id = f"{socket.gethostname()}:{os.getpid()}"
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._observer: Any = None
        self.current: str | None = None
        self.processed = 0

    def start(self) -> None:
        pending = self.queue.root / "pending"
        pending.mkdir(parents=True, exist_ok=True)
        self._observer = Observer()
        self._observer.schedule(_Wake(self._wake), str(pending), recursive=False)
        self._observer.start()
        self._thread = threading.Thread(target=self._run, name="vaultmem-worker", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Look at the queue now rather than at the next poll (a ticket was just enqueued)."""
        self._wake.set()

    def stop(self, timeout: float | None = None) -> None:
        """Finish the ticket in hand, then stop."""
        self._stop.set()
        self._wake.set()
        if self._observer is not None:
            self._observer.stop()
        if self._thread is not None:
            self._thread.join(timeout)
        if self._observer is not None:
            self._observer.join(5)

    def drain_once(self) -> int:
        """Process every eligible ticket now; returns how many were handled."""
        handled = 0
        while not self._stop.is_set():
            ticket = self.queue.claim(self.worker_id)
            if ticket is None:
                break
            self.current = ticket.id
            try:
                log.info("PROCESSING %s session=%s", ticket.id, ticket.session_id)
                result = self.process(ticket)
                self.queue.complete(ticket, result)
                log.info("DONE %s %s", ticket.id, result)
                self.processed += 1
            except PermanentTicketError as exc:  # retrying cannot help: failed/ now, with the reason
                log.warning("FAILED %s (permanent): %s", ticket.id, exc)
                if self.on_error:
                    self.on_error(f"ticket {ticket.id}: {exc}")
                self.queue.fail(ticket, str(exc), permanent=True)
            except Exception as exc:  # any failure leaves the ticket retryable, never lost
                retry_after = getattr(exc, "retry_after", None)
                if retry_after is not None:  # over the extraction budget: wait, don't burn attempts
                    log.info("DEFERRED %s for %.0fs: %s", ticket.id, retry_after, exc)
                    self.queue.defer(ticket, float(retry_after), str(exc))
                    handled += 1
                    continue
                msg = f"{type(exc).__name__}: {exc}"
                log.warning("FAILED %s: %s", ticket.id, msg)
                if self.on_error:
                    self.on_error(f"ticket {ticket.id}: {msg}")
                self.queue.fail(ticket, msg)
            finally:
                self.current = None
            handled += 1
        return handled

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.drain_once()
            except Exception as exc:  # the loop itself must survive anything
                log.exception("worker loop error: %s", exc)
                if self.on_error:
                    self.on_error(f"worker: {exc}")
            self._wake.wait(self.poll_seconds)
            self._wake.clear()


class VaultWatcher:
    """Debounced watchdog observer on the vault: edited notes, and folders of notes created, moved or
    deleted, are re-indexed within ~1 s."""

    def __init__(self, root: Path, on_change: Callable[[list[Path]], Any], debounce: float = 0.5) -> None:
        self.root = root
        self.on_change = on_change
        self.debounce = debounce
        self._pending: set[Path] = set()
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self._observer: Any = None
        # Our own writes also fire events; re-indexing them is cheap (unchanged hash -> no embed).

    def start(self) -> None:
        watcher = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                if event.event_type in READ_ONLY_EVENTS:
                    return
                if event.is_directory and event.event_type not in FOLDER_EVENTS:
                    return  # a folder "modified" is a file in it changing: that file has its own event
                for p in (getattr(event, "src_path", None), getattr(event, "dest_path", None)):
                    if p and (event.is_directory or str(p).endswith(".md")):
                        watcher._add(Path(os.fsdecode(p)))

        self.root.mkdir(parents=True, exist_ok=True)
        self._observer = Observer()
        self._observer.schedule(Handler(), str(self.root), recursive=True)
        self._observer.start()

    def _add(self, path: Path) -> None:
        with self._lock:
            self._pending.add(path)
            if self._timer is None:
                self._timer = threading.Timer(self.debounce, self._flush)
                self._timer.daemon = True
                self._timer.start()

    def _flush(self) -> None:
        with self._lock:
            paths, self._pending, self._timer = sorted(self._pending), set(), None
        try:
            self.on_change(paths)
        except Exception as exc:
            log.warning("re-indexing edited notes failed: %s", exc)

    def stop(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(5)
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None


def wait_until(predicate: Callable[[], bool], timeout: float, step: float = 0.05) -> bool:
    """Poll predicate until true or timeout (used by start/stop and tests)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
