"""What the extraction pipeline is given: its typed settings and its parts.

A composition root builds these once (vaultmem/ingest/pipelines.py `build_extraction`) and hands them to
the pipeline, so nothing below reads an `extract.*` string from a Config on every window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .base import Extractor, RedactFn, Usage
from .ledger import Budgets, Ledger, ledger_path, today

if TYPE_CHECKING:
    from ..config import Config


@dataclass(frozen=True)
class ExtractSettings:
    """The `extract.*` settings the pipeline acts on."""

    backend: str = "heuristic"
    max_notes: int = 15
    verify: bool = False
    review: str = "off"  # "staging": notes wait for a person (vaultmem review)
    dedup_threshold: float = 0.85
    extend_threshold: float = 0.7
    redact_allowlist: tuple[str, ...] = ()
    budgets: Budgets = field(default_factory=Budgets)

    @classmethod
    def from_config(cls, cfg: "Config") -> "ExtractSettings":
        """Read once, at a composition root (or where a caller passes no settings)."""
        return cls(backend=str(cfg["extract.backend"]), max_notes=int(cfg["extract.max_notes"]),
                   verify=bool(cfg["extract.verify"]), review=str(cfg["extract.review"]),
                   dedup_threshold=float(cfg["extract.dedup_threshold"]),
                   extend_threshold=float(cfg["extract.extend_threshold"]),
                   redact_allowlist=tuple(cfg["extract.redact_allowlist"]), budgets=Budgets.from_config(cfg))


class ExtractionParts:
    """The extractor, the redaction it sends through, the ledger and the settings of one process.

    The extractor is built on first use, not when the parts are: a backend that cannot be built
    (an openai backend without its key) fails the ticket that needs it, as it always has, rather
    than the daemon or worker that starts; a failed build is tried again on the next ticket.
    """

    def __init__(self, make_extractor: Callable[[], Extractor], redact: RedactFn, ledger: Ledger,
                 settings: ExtractSettings) -> None:
        self._make_extractor = make_extractor
        self._extractor: Extractor | None = None
        self.redact = redact
        self.ledger = ledger
        self.settings = settings

    @property
    def extractor(self) -> Extractor:
        if self._extractor is None:
            self._extractor = self._make_extractor()
        return self._extractor

    def __repr__(self) -> str:  # the redactor and ledger say little; the settings say what runs
        return f"ExtractionParts({self.settings!r})"


def redactor_fn(allowlist: tuple[str, ...]) -> RedactFn:
    """Text -> redacted text, with the allowlist prepared once."""
    from ..capture.redact import Redactor

    redactor = Redactor(allowlist=list(allowlist))
    return lambda text: redactor(text).text


def budget_status(cfg: "Config") -> dict[str, Any]:
    """For `vaultmem status`: today's extraction tokens and cost against the daily caps."""
    settings = ExtractSettings.from_config(cfg)
    limit, cap = settings.budgets.daily_tokens, settings.budgets.daily_cost
    path = ledger_path(cfg)
    ledger = Ledger(path) if path.exists() else None
    used, calls = ledger.tokens_used() if ledger else (0, 0)
    usage = ledger.usage() if ledger else Usage()
    cost = settings.budgets.prices.cost(usage)
    cost_exhausted = cap > 0 and cost >= cap
    return {"backend": settings.backend, "day": today(), "tokens_used": used, "calls": calls,
            "input_tokens": usage.input, "output_tokens": usage.output,
            "daily_token_budget": limit, "remaining": max(0, limit - used) if limit > 0 else None,
            "cost_used": round(cost, 6), "daily_cost_budget": cap, "cost_exhausted": cost_exhausted,
            "exhausted": (limit > 0 and used >= limit) or cost_exhausted}
