"""Domain errors. Each message says what went wrong and how to fix it."""

from __future__ import annotations


class VaultmemError(Exception):
    """Base class: the CLI turns these into exit code 1 with a one-line hint."""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.hint = hint

    def __str__(self) -> str:
        base = super().__str__()
        return f"{base} (fix: {self.hint})" if self.hint else base


class ConfigError(VaultmemError):
    """A setting is missing, malformed or out of range."""


class NoteError(VaultmemError):
    """A note cannot be read, written or found."""


class NoteNotFound(NoteError):
    """No note with that id exists in the vault."""


class IndexError_(VaultmemError):
    """The derived index is missing, torn or built with another embedder."""


class EmbeddingMismatch(IndexError_):
    """The index was built with a different embedder identity."""


class ProviderError(VaultmemError):
    """A remote or local model provider failed."""


class DaemonError(VaultmemError):
    """The daemon could not be reached or answered with an error."""
