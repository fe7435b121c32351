"""Commands beyond the core (daemon, hooks, lifecycle, bench), registered on the main app."""

from __future__ import annotations
