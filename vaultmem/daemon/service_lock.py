"""The daemon's one lock over its Memory: a ticket, an edit, a status and a route take turns.

Built by the composition root before the Memory, because the Memory is given `unlocked` (the way
to let go of this lock around slow work) when it is made, not patched in afterwards.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, TypeVar

T = TypeVar("T")


class ServiceLock:
    """A re-entrant lock that a holder can let go of around work that reads no shared state."""

    def __init__(self) -> None:
        self._lock = threading.RLock()

    def __enter__(self) -> "ServiceLock":
        self._lock.acquire()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._lock.release()

    def locked(self, fn: Callable[[], T]) -> T:
        with self._lock:
            return fn()

    def unlocked(self, fn: Callable[[], T]) -> T:
        """Run fn with the lock let go, when this thread holds it (a ticket waiting on a model)."""
        try:
            self._lock.release()
        except RuntimeError:  # not held by this thread: nothing to let go of
            return fn()
        try:
            return fn()
        finally:
            self._lock.acquire()
