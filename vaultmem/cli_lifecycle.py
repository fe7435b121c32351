"""Lifecycle commands: reflect, forget, restore, purge, log, mcp."""

from __future__ import annotations
