"""The CLI's way to the daemon: None when no daemon runs, so callers fall back to in-process."""

from __future__ import annotations

import http.client
from typing import Any

from ..config import Config
from ..errors import DaemonError, VaultmemError
from ..hookclient import call_json


def daemon_call(cfg: Config, method: str, path: str, payload: Any = None, timeout: float = 30.0) -> Any | None:
    """Call the daemon if it runs; raise its domain errors; None if it is not reachable."""
    sock = cfg.socket_path
    if not sock.exists():
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
