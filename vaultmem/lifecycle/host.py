"""What the lifecycle operations use of a Memory, as a protocol.

Forget, purge, merge, hubs, scrub and promotion act on the vault, the index, the usage stats and
the audit log that a Memory holds. They name this protocol rather than the Memory class, so the
lifecycle package never imports vaultmem.memory (not even for types) while Memory, which finishes
interrupted purges and refreshes hubs when it opens the index, imports lifecycle one way.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, Sequence

if TYPE_CHECKING:
    from ..config import Config
    from ..index.indexer import Index
    from ..recall.search import Hit
    from ..vault.store import Vault
    from .audit import AuditLog
    from .usage import PromotionSettings, UsageStats


class MemoryHost(Protocol):
    """The parts of vaultmem.memory.Memory that lifecycle code reads and writes."""

    config: "Config"
    audit: "AuditLog"
    promotion: "PromotionSettings"

    @property
    def vault(self) -> "Vault": ...

    @property
    def index(self) -> "Index": ...

    @property
    def usage(self) -> "UsageStats": ...

    def reindex_sources(self, paths: Sequence[Path]) -> int: ...

    def search(self, query: str, limit: int | None = None, **options: Any) -> "list[Hit]": ...
