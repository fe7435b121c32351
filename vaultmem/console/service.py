"""What the console reads of the daemon's warm state, as a protocol.

The daemon mounts the console (daemon/app.py imports console/app.py); the console names this
protocol rather than the DaemonService class, so it never imports the daemon package back, not
even for types. `vaultmem ui` without a daemon hands it an in-process service of the same shape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ContextManager, Protocol, TypeVar

if TYPE_CHECKING:
    from ..config import Config
    from ..memory import Memory

T = TypeVar("T")


class ConsoleService(Protocol):
    """The daemon's config, memory, its lock (held to read the index) and its status."""

    cfg: "Config"
    memory: "Memory"
    lock: ContextManager[Any]

    def locked(self, fn: Callable[[], T]) -> T: ...

    def status(self, check_sync: bool = True) -> dict[str, Any]: ...
