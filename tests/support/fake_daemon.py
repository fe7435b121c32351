"""A fake daemon: stdlib HTTP on the unix socket the hooks look for, answering as a test tells it.

The hook tests run the real hook scripts against it to pin what the hook path does with each kind
of answer (slow, an HTTP error, chunked or closing framing) without a real daemon's start-up.
"""

from __future__ import annotations

import socketserver
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any


class FakeDaemon:
    """Answers POST /v1/hooks/<event> the way a test tells it to, and records what it got."""

    def __init__(self, sock_path: Path) -> None:
        self.sock_path = sock_path
        self.requests: list[tuple[str, bytes]] = []
        self.status, self.body, self.delay, self.framing = 200, b"", 0.0, "length"
        daemon = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                daemon.requests.append((self.path, body))
                if daemon.delay:
                    time.sleep(daemon.delay)
                self.send_response(daemon.status)
                self.send_header("Content-Type", "application/json")
                if daemon.framing == "chunked":
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    half = len(daemon.body) // 2
                    for part in (daemon.body[:half], daemon.body[half:]):
                        if part:
                            self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
                    self.wfile.write(b"0\r\n\r\n")
                elif daemon.framing == "close":
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.wfile.write(daemon.body)
                    self.close_connection = True
                else:
                    self.send_header("Content-Length", str(len(daemon.body)))
                    self.end_headers()
                    self.wfile.write(daemon.body)

            def log_message(self, *args: Any) -> None:  # client_address is "" on unix sockets
                pass

        class Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
            daemon_threads = True  # a sleeping handler must not hold up the test's teardown

        sock_path.parent.mkdir(parents=True, exist_ok=True)
        sock_path.parent.chmod(0o700)  # as the real daemon makes it: hooks refuse a folder others can use
        self.server = Server(str(sock_path), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
