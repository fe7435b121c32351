"""The CLI's way to the daemon: None when no daemon runs, so callers fall back to in-process."""

from __future__ import annotations

import http.client
from typing import Any

from ..config import Config
from ..errors import DaemonError, VaultmemError
from ..hook_socket import call_json


class Route:
    """How this CLI process reaches the index: set once by the CLI's global options.

    `local`: never use or start the daemon (`--local`). `may_start`: a person at a terminal, so a
    command that finds no daemon starts one and goes through it (the next command answers in well
    under a second instead of loading the model again). Scripts and cron jobs (no terminal) run
    in-process and never leave a daemon behind that nobody asked for.
    """

    local = False
    may_start = False
    tried_start = False


def configure(local: bool, may_start: bool) -> None:
    Route.local, Route.may_start, Route.tried_start = local, may_start, False


def _start_for_a_person(cfg: Config) -> bool:
    """Start the daemon for an interactive command; False (and in-process from here) if it fails."""
    import logging
    import os

    Route.tried_start = True
    if not cfg["hooks.autostart"] or os.environ.get("VAULTMEM_NO_AUTOSTART", "") not in ("", "0"):
        return False
    from ..progress import waiting
    from .server import start_background

    try:
        with waiting("starting the vaultmem daemon (it loads the embedding model once, then stays warm)"):
            start_background(cfg)
        return True
    except VaultmemError as exc:
        logging.getLogger("vaultmem").warning("could not start the daemon, working in-process: %s", exc)
        return False


def daemon_call(cfg: Config, method: str, path: str, payload: Any = None, timeout: float = 30.0,
                start: bool = True) -> Any | None:
    """Call the daemon if it runs; raise its domain errors; None if it is not reachable.

    `start=False` for commands that report on the daemon (status, doctor): they never start it.
    """
    if Route.local:
        return None
    sock = cfg.socket_path
    may_start = start and Route.may_start and not Route.tried_start
    if not sock.exists() and not (may_start and _start_for_a_person(cfg)):
        return None
    try:
        status, data = call_json(str(sock), method, path, payload, timeout)
    except (ConnectionRefusedError, FileNotFoundError):
        return None  # stale socket file: the daemon died
    except (OSError, http.client.HTTPException) as exc:
        raise DaemonError(f"the daemon at {sock} did not answer: {exc}", "check `vaultmem status`") from None
    if status >= 400:
        data = data if isinstance(data, dict) else {}
        raise VaultmemError(data.get("error") or f"daemon error {status}", data.get("hint"))
    return data
