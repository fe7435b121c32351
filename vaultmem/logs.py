"""Logging goes to a rotating file in the log folder; stdout belongs to the command or hook."""

from __future__ import annotations

import logging
import logging.handlers

from .config import Config

_configured: set[str] = set()


def setup_logging(cfg: Config, stderr: bool = False) -> None:
    """One rotating vaultmem.log per log folder; idempotent."""
    path = cfg.log_dir / "vaultmem.log"
    root = logging.getLogger("vaultmem")
    root.setLevel(cfg["log.level"])
    if str(path) in _configured:
        return
    try:
        cfg.log_dir.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(path, maxBytes=5_000_000, backupCount=3,
                                                                        encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()  # unwritable log folder: still say something, on stderr
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    root.addHandler(handler)
    if stderr:
        err = logging.StreamHandler()
        err.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
        root.addHandler(err)
    root.propagate = False
    _configured.add(str(path))
