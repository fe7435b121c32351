"""The extraction pipeline a ticket processor runs, built from a Config by the composition roots
(the worker command, `vaultmem serve` and a hub's or edge's wiring).

It lives in ingest/, above both Memory and extract/, because the pipeline works on a Memory:
vaultmem/factories.py, which Memory uses for its own parts, must not import it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..config import Config

if TYPE_CHECKING:
    from ..extract.base import Extractor
    from ..capture.turns import Transcript, Turn
    from ..extract.settings import ExtractionParts
    from ..memory import Memory

# What a ticket processor runs on each window: (memory, transcript, window turns) -> summary.
Pipeline = Callable[["Memory", "Transcript", "list[Turn]"], dict[str, Any]]


def build_extractor(config: Config, redact: Callable[[str], str]) -> "Extractor":
    """The extractor named by `extract.backend`; `redact` scrubs what a remote model is sent."""
    from ..extract.factory import make_extractor

    return make_extractor(config, redact)


def build_extraction(config: Config) -> "ExtractionParts":
    """The extraction pipeline's parts: redaction, the ledger, the `extract.*` settings, and the
    extractor (built on its first use, so a backend without its key fails a ticket, not a start)."""
    from ..extract.pipeline import extraction_parts

    return extraction_parts(config)


def build_pipeline(config: Config, review: str | None = None) -> Pipeline:
    """The pipeline a ticket processor runs, over parts built once; `review` overrides
    `extract.review` (a hub's `hub.review_remote`)."""
    from ..extract.pipeline import make_pipeline

    return make_pipeline(build_extraction(config), review)
