"""What every extractor backend shares: the Fact it returns, the protocol it implements and its
errors. The factory that picks a backend lives in extract/factory.py, so the backends can import
this module without it importing them back.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Callable, Protocol, TypeVar, runtime_checkable

from ..errors import VaultmemError

if TYPE_CHECKING:
    from ..capture.turns import Turn

BACKENDS = ("heuristic", "openai", "claude-cli")
RELATIONS = ("new", "extends", "updates", "noop")

T = TypeVar("T")

# Redact one text (the capture Redactor wrapped to return plain text).
RedactFn = Callable[[str], str]


@dataclass(frozen=True)
class Usage:
    """Tokens one LLM call cost: input (the prompt) and output (the answer), priced separately."""

    input: int = 0
    output: int = 0

    @property
    def total(self) -> int:
        return self.input + self.output


class ExtractionError(VaultmemError):
    """The extractor backend failed (timeout, 5xx, unusable output); the ticket stays retryable.

    `usage` is what the failed call may still have cost (a timed-out request can be billed, an
    unusable answer was), so the daily budget counts it."""

    def __init__(self, message: str, hint: str | None = None, usage: Usage | None = None) -> None:
        super().__init__(message, hint)
        self.usage = usage or Usage()


def charged(usage: Usage, read: Callable[[], T]) -> T:
    """`read()` of an answer that cost `usage`: when the answer is unusable (ExtractionError), the
    error carries the cost, so a failed parse still counts against the daily budget."""
    try:
        return read()
    except ExtractionError as exc:
        if not exc.usage.total:
            exc.usage = usage
        raise


class BudgetExceeded(ExtractionError):
    """Today's extraction token or cost budget is used up; tickets wait until the next UTC day."""

    def __init__(self, message: str, hint: str | None = None, retry_after: float = 0.0) -> None:
        super().__init__(message, hint)
        self.retry_after = retry_after


@dataclass
class Fact:
    """One atomic memory proposed by an extractor, before grounding, dedup and writing."""

    title: str
    body: str = ""
    type: str = "fact"
    importance: float = 0.5
    confidence: str = "experimental"
    scope: str = "project"  # "project" (the transcript's repository) | "global"
    tags: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    quote: str = ""
    turn_ids: list[str] = field(default_factory=list)
    relation: str = "new"  # new | extends | updates | noop (LLM backends; validated later)
    target: str | None = None  # the existing note id an extends/updates/noop points at
    # A stable key for "the same thing" (heuristic: version:next-js, service:dev-server) so a new
    # value UPDATES the note about that thing instead of sitting beside it.
    subject: str | None = None
    id_hint: str | None = None  # preferred note id for subject facts (stable, readable)
    replaces: str | None = None  # what a decision says it moved away from ("switched from X")
    role: str | None = None  # role of the quoted turn, set by grounding
    valid_from: str | None = None  # timestamp of the quoted turn, set by grounding
    evidence: str | None = None  # "tool output of <name>" when the quote comes from a tool
    # The quote of an earlier fact of the session that this one replaces: a Stop ticket's window changed
    # what the turns before it said ("no make it 15"), and the note written from them is updated.
    supersedes: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able form (the ledger stashes computed facts between attempts)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Fact":
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


@dataclass
class RelatedNote:
    """An existing note shown to the extractor so it can tell NEW from EXTENDS/UPDATES."""

    id: str
    title: str
    type: str
    description: str = ""
    quote: str | None = None
    score: float = 0.0


@dataclass
class ParseReport:
    """How an LLM answer was read (extract/schema.py reads it): facts kept, facts dropped and why."""

    facts: list[Fact] = field(default_factory=list)
    dropped: dict[str, int] = field(default_factory=dict)
    repaired: bool = False
    truncated: int = 0

    def drop(self, reason: str) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + 1


@dataclass
class Extraction:
    """What one extractor call returns: the facts, what the call cost, and how its answer was read
    (an LLM backend's ParseReport: facts dropped and why, how many over the cap; None offline)."""

    facts: list[Fact]
    usage: Usage = field(default_factory=Usage)
    report: ParseReport | None = None


@dataclass
class Verification:
    """What one verifier call returns: index -> reason for each fact the window does not support,
    and what the call cost."""

    rejected: dict[int, str]
    usage: Usage = field(default_factory=Usage)


class Extractor(Protocol):
    """A backend: facts from a window of (already redacted) turns."""

    name: str
    version: str  # part of the idempotency key: a new prompt or rule set re-extracts
    uses_llm: bool  # LLM backends count against the daily token and cost budgets

    def run(self, window: list["Turn"], related: list[RelatedNote]) -> Extraction:
        """Facts, each with a verbatim quote, from the window; raises ExtractionError on failure."""
        ...


@runtime_checkable
class Verifier(Protocol):
    """An LLM backend that can also check facts against the conversation (`extract.verify`)."""

    def verify(self, window: list["Turn"], facts: list[Fact]) -> Verification:
        """The facts the window does not support; ExtractionError (with its usage) on failure."""
        ...
