"""The edge's HTTP client for the hub: one JSON request, a bearer token, a deadline, TLS when the
URL says https (with an optional CA file for a hub with its own certificate). Standard library only:
the edge sends a few small requests, not enough to earn a client library on the prompt path."""

from __future__ import annotations

import http.client
import json
import ssl
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..errors import ConfigError


def read_token(path: str | Path) -> str:
    """The token in `path` (its first line); ConfigError with a fix when missing or empty."""
    try:
        token = Path(path).expanduser().read_text(encoding="utf-8").strip().splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read remote.token_file {path}: {exc.strerror}",
                          "put the token from `vaultmem token create` (run on the hub) in that file, "
                          "mode 0600") from None
    if not token or not token[0].strip():
        raise ConfigError(f"remote.token_file {path} is empty", "put the token from `vaultmem token create` in it")
    return token[0].strip()


class HubClient:
    """POSTs and GETs to the hub at `url` with `Authorization: Bearer <token>`."""

    def __init__(self, url: str, token: str, ca_file: str = "") -> None:
        parts = urlsplit(url.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"remote.url {url!r} is not an http(s) URL", "e.g. https://nas.local:8765")
        self.url = url.rstrip("/")
        self.scheme, self.host, self.port = parts.scheme, parts.hostname, parts.port
        self.base = parts.path  # a reverse proxy may serve the hub under a path prefix
        self.token = token
        self.ssl = ssl.create_default_context(cafile=ca_file or None) if parts.scheme == "https" else None

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        if self.ssl is not None:
            return http.client.HTTPSConnection(self.host, self.port, timeout=timeout, context=self.ssl)
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def request(self, method: str, path: str, payload: dict[str, Any] | None, timeout: float) -> tuple[int, bytes]:
        """(status, body). OSError (refused, timed out, TLS) when the hub cannot be reached."""
        body = json.dumps(payload).encode() if payload is not None else None
        headers = {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}
        conn = self._connection(timeout)
        try:
            conn.request(method, self.base + path, body=body, headers=headers)
            resp = conn.getresponse()
            return resp.status, resp.read()
        except http.client.HTTPException as exc:  # a half-answer is an unreachable hub too
            raise OSError(f"bad answer from {self.url}: {type(exc).__name__}") from None
        finally:
            conn.close()

    def json(self, method: str, path: str, payload: dict[str, Any] | None, timeout: float) -> tuple[int, Any]:
        status, raw = self.request(method, path, payload, timeout)
        try:
            return status, json.loads(raw or b"null")
        except ValueError:
            return status, {"error": raw[:200].decode("utf-8", "replace")}
