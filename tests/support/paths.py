"""Folders the tests read: the repository, its hook scripts, and the optional shared data set."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent
HOOKS = REPO / "hooks"
# Real transcripts and benchmark data live next to the repository when present; tests that read
# them skip cleanly without them.
SHARED = REPO.parent / "shared"
