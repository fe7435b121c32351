"""A small fake of the Anthropic Messages API on loopback, for running the real `claude` CLI.

It answers every POST /v1/messages with a fixed assistant reply (streamed as server-sent events
when the request asks for it, as Claude Code does) and keeps every request body, so a test can see
exactly what reached "the model": the prompt, and the context our hooks injected into it.
Anything else (count_tokens, telemetry-like calls) gets a small JSON answer.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeAnthropic:
    def __init__(self, reply: str = "Noted.") -> None:
        self.reply = reply
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:  # noqa: N802
                self._json(200, {})

            def do_HEAD(self) -> None:  # noqa: N802
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {"unparsed": raw.decode("utf-8", "replace")}
                path = self.path.split("?")[0]
                with fake._lock:
                    fake.requests.append({"path": path, "body": body})
                if path.endswith("/count_tokens"):
                    self._json(200, {"input_tokens": 100})
                elif path.endswith("/v1/messages"):
                    if body.get("stream"):
                        self._stream(body)
                    else:
                        self._json(200, fake._message(body))
                else:
                    self._json(200, {})

            def _json(self, status: int, data: Any) -> None:
                out = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            def _stream(self, body: dict[str, Any]) -> None:
                msg = fake._message(body)
                text = msg["content"][0]["text"]
                start = dict(msg, content=[], stop_reason=None)
                events = [
                    ("message_start", {"type": "message_start", "message": start}),
                    ("content_block_start", {"type": "content_block_start", "index": 0,
                                             "content_block": {"type": "text", "text": ""}}),
                    ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                             "delta": {"type": "text_delta", "text": text}}),
                    ("content_block_stop", {"type": "content_block_stop", "index": 0}),
                    ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn",
                                                                          "stop_sequence": None},
                                       "usage": {"output_tokens": 5}}),
                    ("message_stop", {"type": "message_stop"}),
                ]
                payload = "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def _message(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"id": f"msg_fake_{len(self.requests)}", "type": "message", "role": "assistant",
                "model": body.get("model") or "claude-fake", "content": [{"type": "text", "text": self.reply}],
                "stop_reason": "end_turn", "stop_sequence": None,
                "usage": {"input_tokens": 10, "output_tokens": 5}}

    def model_texts(self) -> list[str]:
        """Every request's messages as one string each (what the model was shown)."""
        out = []
        with self._lock:
            for r in self.requests:
                if r["path"].endswith("/v1/messages"):
                    out.append(json.dumps(r["body"].get("messages", []), ensure_ascii=False))
        return out

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
