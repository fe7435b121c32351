"""The daemon's warm state: the DaemonService (memory, queue, worker, vault watcher, hook state).

Its own module so that the HTTP layer (daemon/app.py, http.py, review.py) and the console, which
all take a service, import it from here, and nothing here imports them back.
"""

from __future__ import annotations

import logging
import os
import threading
from collections import deque
from typing import Any, Callable, TypeVar

from .. import utctime
from ..capture.queue import TicketQueue
from ..capture.tickets import Ticket
from ..errors import EmbeddingMismatch
from ..factories import build_queue
from ..memory import Memory
from ..vault.store import Vault
from .hooks import HookHandler, HookSettings, InjectionLog
from .service_lock import ServiceLock
from .worker import QueueWorker, VaultWatcher

log = logging.getLogger("vaultmem.daemon")
T = TypeVar("T")


# The index files are saved at most this often while the daemon runs (and at shutdown).
INDEX_SAVE_SECONDS = 3.0


class DaemonService:
    """Everything the daemon keeps warm: memory, queue, worker, vault watcher, hook state."""

    def __init__(self, memory: Memory, process_ticket: Callable[[Ticket], dict[str, Any]] | None = None,
                 watch_vault: bool = True, run_worker: bool = True, lock: ServiceLock | None = None,
                 queue: TicketQueue | None = None) -> None:
        """`lock` is the one whose `unlocked` the memory was built with and `queue` the ticket queue
        (daemon/server.py builds both); without a lock, slow ticket work simply keeps it (tests, a
        service without a worker), without a queue the config's is built."""
        cfg = memory.config
        self.memory = memory
        self.cfg = cfg
        self.lock = lock or ServiceLock()  # one writer/reader of the index at a time
        self.queue = queue or build_queue(cfg)
        self.started_at = utctime.iso()
        self.errors: deque[str] = deque(maxlen=10)
        self._saver_stop = threading.Event()
        self._saver = threading.Thread(target=self._save_index_periodically, name="vaultmem-index-saver", daemon=True)
        self.hooks = HookHandler(memory, HookSettings.from_config(cfg), InjectionLog(cfg.state_dir / "injections.db"),
                                 self.enqueue, self.reading)
        if process_ticket is None:
            from ..ingest.processor import TicketProcessor

            processor = TicketProcessor(memory, self.queue.root)
            process_ticket = lambda t: self.locked(lambda: processor(t))  # noqa: E731
        self.worker = QueueWorker(self.queue, process_ticket, on_error=self.record_error) if run_worker else None
        self.watcher = VaultWatcher(memory.vault.root, self._vault_changed) if watch_vault else None

    def locked(self, fn: Callable[[], T]) -> T:
        return self.lock.locked(fn)

    def reading(self, fn: Callable[[], T]) -> T:
        """Run a prompt's recall beside whatever writes: only the index's own lock, held by a writer
        just while catalog, BM25 and vectors change together (never during embedding or file I/O),
        so prompts do not queue behind a ticket (see Index.lock)."""
        with self.memory.index.lock:
            return fn()

    def record_error(self, msg: str) -> None:
        self.errors.append(f"{utctime.iso()} {msg}")

    def start(self) -> None:
        """Warm everything up: index fresh, embedder loaded, worker and watcher running."""
        with self.lock:
            try:
                self.memory.ensure_fresh()
            except EmbeddingMismatch as exc:
                # The daemon is the index owner: it re-embeds rather than refusing to start.
                log.warning("%s: full reindex", exc)
                self.memory.reindex(full=True)
            if self.memory.index.size():
                self.memory.search("warm up", limit=1, record=False)
            else:
                _ = self.memory.index.embedder  # load the model now, not on the first prompt
        self._saver.start()
        if self.worker:
            self.worker.start()
        if self.watcher:
            self.watcher.start()
        # After the watcher, so an edit made while the check reads is seen by one or the other.
        threading.Thread(target=self._repair_content_drift, name="vaultmem-content-check", daemon=True).start()

    def _repair_content_drift(self) -> None:
        """Once after start-up, in the background: compare every file's content hash with the
        catalog and re-index what differs. Start-up's own check (ensure_fresh) looks at mtimes only,
        to start fast; an edit that kept its old mtime (rsync -t, Syncthing) passes it unseen. The
        files are read with the lock let go (seconds at 10k notes); only the repair takes it."""
        try:
            with self.lock:
                snapshot = self.memory.index.content_snapshot()
            # A Vault of its own: scanning the shared one would race the writers that hold the lock.
            diff = self.memory.index.content_diff(Vault(self.memory.vault.root), snapshot)
            if not any(diff.values()):
                return
            with self.lock:
                if self._saver_stop.is_set():  # shutting down: the index is closed or closing
                    return
                n = self.memory.reindex_drift(diff)
            log.info("content check: %d new, %d changed, %d deleted files the index had missed; %d entries "
                     "re-indexed", len(diff["new"]), len(diff["changed"]), len(diff["deleted"]), n)
        except Exception as exc:  # a background check must never take the daemon down
            log.warning("content check failed: %s", exc)
            self.record_error(f"content check: {exc}")

    def _save_index_periodically(self) -> None:
        while not self._saver_stop.wait(INDEX_SAVE_SECONDS):
            try:
                # Only the snapshot is taken under the lock; the JSON is written without it, so a
                # prompt arriving meanwhile is answered instead of waiting for the disk.
                with self.lock:
                    write = self.memory.pending_save()
                if write is not None:
                    write()
            except Exception as exc:  # a full disk must not kill the thread; the next round retries
                log.warning("saving the index failed: %s", exc)
                self.record_error(f"index save failed: {exc}")

    def shutdown(self) -> None:
        """Finish the ticket in hand, stop observers, release the index."""
        if self.watcher:
            self.watcher.stop()
        if self.worker:
            self.worker.stop()
        self._saver_stop.set()
        if self._saver.is_alive():
            self._saver.join()  # a save it is writing lands before the final one below
        with self.lock:
            self.memory.close()  # writes a deferred index save

    def enqueue(self, req: dict[str, Any]) -> Ticket:
        ticket = self.queue.enqueue(**req)
        log.info("ENQUEUED %s session=%s", ticket.id, ticket.session_id)
        if self.worker:
            self.worker.wake()
        return ticket

    def _vault_changed(self, paths: list[Any]) -> None:
        with self.lock:
            n = self.memory.reindex_paths(paths)
        if n:
            log.info("REINDEXED %d edited notes", n)

    def status(self, check_sync: bool = True) -> dict[str, Any]:
        """The daemon's view. Checking sync reads every file of the vault (seconds at 10k notes),
        so it runs on a snapshot of the catalog with the lock let go: tickets and prompts carry on."""
        with self.lock:
            index = self.memory.status(check_sync=False)
            hashes = self.memory.index.content_hashes() if check_sync else None
        if hashes is not None:
            self.memory.add_sync(index, hashes)
        return {
            "daemon": {"running": True, "pid": os.getpid(), "started_at": self.started_at,
                       "socket": str(self.cfg.socket_path), "last_errors": list(self.errors),
                       "current_ticket": self.worker.current if self.worker else None},
            "queue": self.queue.counts(),
            "index": index,
        }
