"""Benchmark commands: vaultmem bench ..."""

from __future__ import annotations
