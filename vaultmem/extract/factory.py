"""The one factory that picks an extractor backend by the `extract.backend` config string.

Apart from base.py (which every backend imports, so it may import none of them), and with each
backend imported lazily so `vaultmem --help` never loads the openai client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import ConfigError
from .base import BACKENDS, Extractor, RedactFn

if TYPE_CHECKING:
    from ..config import Config


def make_extractor(cfg: "Config", redact: RedactFn) -> Extractor:
    """The backend named by `extract.backend`, configured from cfg; its library imported lazily."""
    import os

    backend = cfg["extract.backend"]
    max_notes = int(cfg["extract.max_notes"])
    if backend == "heuristic":
        from .heuristic import HeuristicExtractor

        return HeuristicExtractor(max_notes=max_notes)
    if backend == "openai":
        from .openai_backend import OpenAIExtractor

        key_env = cfg["extract.api_key_env"]
        key = os.environ.get(key_env) if key_env else None
        if not key and not cfg["extract.base_url"]:
            raise ConfigError(f"extract.backend = openai needs an API key in ${key_env or 'OPENAI_API_KEY'}",
                              f"export {key_env or 'OPENAI_API_KEY'}=..., or set extract.base_url to a local server")
        return OpenAIExtractor(model=cfg["extract.model"] or "gpt-4o-mini", base_url=cfg["extract.base_url"],
                               api_key=key, timeout=float(cfg["extract.timeout"]), max_notes=max_notes,
                               redact=redact)
    if backend == "claude-cli":
        from .claude_cli import ClaudeCliExtractor

        return ClaudeCliExtractor(model=cfg["extract.model"] or "haiku", timeout=float(cfg["extract.timeout"]),
                                  max_notes=max_notes, redact=redact, workdir=cfg.state_dir / "claude-cli")
    raise ConfigError(f"unknown extract.backend {backend!r}", f"use one of {', '.join(BACKENDS)}")
