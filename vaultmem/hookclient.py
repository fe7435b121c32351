"""Standard-library-only HTTP over a unix socket: what hooks and the CLI use to reach the daemon.

This module must never import anything outside the standard library (a hook pays for every
import on every prompt), and nothing from vaultmem that does.
"""

from __future__ import annotations

import http.client
import json
import socket
from typing import Any


class _UnixConnection(http.client.HTTPConnection):
    def __init__(self, socket_path: str, timeout: float) -> None:
        super().__init__("localhost", timeout=timeout)
        self._socket_path = socket_path

    def connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        sock.connect(self._socket_path)
        self.sock = sock


def unix_request(socket_path: str, method: str, path: str, body: bytes | None = None,
                 timeout: float = 2.0, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    """One HTTP request over the unix socket; raises OSError / http.client errors on failure."""
    conn = _UnixConnection(socket_path, timeout)
    try:
        hdrs = {"Content-Type": "application/json", **(headers or {})}
        conn.request(method, path, body=body, headers=hdrs)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def call_json(socket_path: str, method: str, path: str, payload: Any = None, timeout: float = 2.0) -> tuple[int, Any]:
    """JSON in, JSON out."""
    body = None if payload is None else json.dumps(payload).encode("utf-8")
    status, raw = unix_request(socket_path, method, path, body, timeout)
    try:
        return status, json.loads(raw.decode("utf-8")) if raw else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        return status, {"error": raw[:200].decode("utf-8", "replace")}
