"""Say what is loading while a person waits: a spinner on a terminal, nothing in scripts and logs."""

from __future__ import annotations

import contextlib
import sys
from typing import Iterator


@contextlib.contextmanager
def waiting(message: str) -> Iterator[None]:
    """A spinner with `message` on stderr while the block runs, when stderr is a terminal."""
    if not _is_terminal():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(message):
        yield


def _is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False
