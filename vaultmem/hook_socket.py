"""HTTP over a unix socket, standard library only: the general client, and the hook's deadline client.

`unix_request`/`call_json` serve the CLI, the daemon's tools and the tests (they may import
http.client and json: those never run on the hook path). `hook_request` is what a hook uses: the C
`_socket` module and one overall deadline, no `socket.py` (it pulls in enum and selectors: ~9 ms
of a ~7 ms interpreter start). `untrusted_path` says whether a socket could be another user's.
Part of the hook path: standard library only, Python 3.8 syntax (hooks run the system python3).
"""

from __future__ import annotations

import _socket
import os
import time

MAX_RESPONSE = 16 * 1024 * 1024
MAX_HEADER = 64 * 1024


# -- the general client (CLI and daemon use it) ---------------------------------------------

def unix_request(socket_path: str, method: str, path: str, body: bytes | None = None,
                 timeout: float = 2.0, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    """One HTTP request over the unix socket; raises OSError / http.client errors on failure."""
    # Imported here: http.client pulls in the email package, which hooks must not pay for.
    import http.client
    import socket

    class _UnixConnection(http.client.HTTPConnection):
        def connect(self) -> None:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.settimeout(self.timeout)
            sock.connect(socket_path)
            self.sock = sock

    conn = _UnixConnection("localhost", timeout=timeout)
    try:
        hdrs = {"Content-Type": "application/json", **(headers or {})}
        conn.request(method, path, body=body, headers=hdrs)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def call_json(socket_path: str, method: str, path: str, payload: object = None,
              timeout: float = 2.0) -> tuple[int, object]:
    """JSON in, JSON out."""
    import json

    body = None if payload is None else json.dumps(payload).encode("utf-8")
    status, raw = unix_request(socket_path, method, path, body, timeout)
    try:
        return status, json.loads(raw.decode("utf-8")) if raw else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        return status, {"error": raw[:200].decode("utf-8", "replace")}


# -- a minimal HTTP/1.1 client with one deadline for the whole exchange -----------------------

def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise _socket.timeout("hook deadline passed")
    return left


def _recv(sock: _socket.socket, deadline: float) -> bytes:
    # Re-arming the timeout before every recv turns per-call timeouts into one overall deadline,
    # so a daemon that trickles bytes cannot hold the agent past it.
    sock.settimeout(_remaining(deadline))
    return sock.recv(65536)


def _read_exact(sock: _socket.socket, buf: bytearray, n: int, deadline: float) -> bytes:
    while len(buf) < n:
        chunk = _recv(sock, deadline)
        if not chunk:
            raise ValueError("connection closed mid-response")
        buf += chunk
    data = bytes(buf[:n])
    del buf[:n]
    return data


def _read_line(sock: _socket.socket, buf: bytearray, deadline: float) -> bytes:
    while b"\r\n" not in buf:
        if len(buf) > MAX_HEADER:
            raise ValueError("response line too long")
        chunk = _recv(sock, deadline)
        if not chunk:
            raise ValueError("connection closed mid-response")
        buf += chunk
    line, _, rest = bytes(buf).partition(b"\r\n")
    buf[:] = rest
    return line


def hook_request(socket_path: str, path: str, body: bytes, deadline: float) -> tuple[int, bytes]:
    """POST `body` to `path`; everything (connect, send, read) finishes before `deadline`.

    `deadline` is a time.monotonic() value. Raises OSError (socket.timeout included) when the
    daemon is unreachable or slow, ValueError when its answer is not HTTP.
    """
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(_remaining(deadline))
        sock.connect(socket_path)
        head = ("POST %s HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                "Content-Length: %d\r\nConnection: close\r\n\r\n" % (path, len(body)))
        sock.settimeout(_remaining(deadline))
        sock.sendall(head.encode("ascii") + body)  # since 3.5 the timeout bounds the whole sendall
        buf = bytearray()
        while b"\r\n\r\n" not in buf:
            if len(buf) > MAX_HEADER:
                raise ValueError("response headers too long")
            chunk = _recv(sock, deadline)
            if not chunk:
                raise ValueError("connection closed before the response headers")
            buf += chunk
        raw_head, _, rest = bytes(buf).partition(b"\r\n\r\n")
        buf = bytearray(rest)
        lines = raw_head.decode("latin-1").split("\r\n")
        parts = lines[0].split(None, 2)
        if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
            raise ValueError("not an HTTP response: %r" % lines[0][:80])
        status = int(parts[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "chunked" in headers.get("transfer-encoding", "").lower():
            out = bytearray()
            while True:
                size = int(_read_line(sock, buf, deadline).split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    break
                if len(out) + size > MAX_RESPONSE:
                    raise ValueError("response too large")
                out += _read_exact(sock, buf, size, deadline)
                _read_exact(sock, buf, 2, deadline)  # the CRLF after each chunk
            return status, bytes(out)
        if "content-length" in headers:
            length = int(headers["content-length"])
            if length > MAX_RESPONSE:
                raise ValueError("response too large")
            return status, _read_exact(sock, buf, length, deadline)
        while True:  # no length: read to EOF (we asked for Connection: close)
            chunk = _recv(sock, deadline)
            if not chunk:
                return status, bytes(buf)
            buf += chunk
            if len(buf) > MAX_RESPONSE:
                raise ValueError("response too large")
    finally:
        sock.close()


# -- whose socket is it? ---------------------------------------------------------------------

def untrusted_path(path: str, want_socket: bool = False, private: bool = True) -> str | None:
    """Why `path` (a socket, or the folder a socket goes in) could be another user's, or None.

    With XDG_RUNTIME_DIR unset the socket lives under a shared temp folder, where another local
    user can create `runtime-<uid>/vaultmem/` first and listen there: every prompt would go to them
    and their answer would be injected. So the socket must be ours, its folder ours with mode 0700,
    and every folder above it ours or root's and not writable by others (a sticky root-owned /tmp is
    fine: nobody else can rename what is in it). A missing path is not a threat (nothing to talk to).
    `private=False` checks a folder above the socket's (no 0700 rule for it itself).
    """
    import stat as _stat  # already loaded by os; named here so the hook path's imports stay visible

    uid = os.getuid() if hasattr(os, "getuid") else None
    if uid is None:  # Windows: no unix socket permissions to check
        return None
    if want_socket:
        try:
            st = os.lstat(path)
        except OSError:
            return None
        if not _stat.S_ISSOCK(st.st_mode):
            return "%s is not a socket" % path
        if st.st_uid != uid:
            return "%s belongs to uid %d, not to you (uid %d)" % (path, st.st_uid, uid)
        path = os.path.dirname(path)
    first = private
    while True:
        try:
            st = os.lstat(path)
        except OSError:
            st = None
        if st is not None:
            if _stat.S_ISLNK(st.st_mode):
                return "%s is a symlink" % path
            if st.st_uid not in (uid, 0):
                return "%s belongs to uid %d, not to you (uid %d)" % (path, st.st_uid, uid)
            if first and st.st_uid == uid and st.st_mode & 0o077:
                return "%s has mode %o; it must be 0700" % (path, st.st_mode & 0o777)
            if st.st_mode & 0o022 and not st.st_mode & _stat.S_ISVTX:
                return "%s is writable by other users" % path
            if st.st_uid == 0 and uid != 0:
                return None  # a system folder: everything above it is the system's too
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path, first = parent, False
