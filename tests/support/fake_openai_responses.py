"""A small fake of the OpenAI Responses API on loopback, for running the real `codex` CLI.

Answers POST /v1/responses (streamed as server-sent events, as Codex asks) with a fixed assistant
message, and keeps every request body so a test can see what reached "the model".
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeResponses:
    def __init__(self, reply: str = "Noted.") -> None:
        self.reply = reply
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:  # noqa: N802 - /v1/models and the like
                self._send(200, "application/json", json.dumps({"object": "list", "data": []}).encode())

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {"unparsed": raw.decode("utf-8", "replace")}
                with fake._lock:
                    fake.requests.append({"path": self.path, "body": body})
                n = len(fake.requests)
                item = {"type": "message", "id": f"msg_{n}", "role": "assistant", "status": "completed",
                        "content": [{"type": "output_text", "text": fake.reply, "annotations": []}]}
                response = {"id": f"resp_{n}", "object": "response", "status": "completed", "model": body.get("model"),
                            "output": [item], "usage": {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15,
                                                        "input_tokens_details": {"cached_tokens": 0},
                                                        "output_tokens_details": {"reasoning_tokens": 0}}}
                events = [
                    {"type": "response.created", "response": {**response, "status": "in_progress", "output": []}},
                    {"type": "response.output_item.added", "output_index": 0, "item": {**item, "content": []}},
                    {"type": "response.output_text.delta", "item_id": item["id"], "output_index": 0,
                     "content_index": 0, "delta": fake.reply},
                    {"type": "response.output_item.done", "output_index": 0, "item": item},
                    {"type": "response.completed", "response": response},
                ]
                payload = "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events).encode()
                self._send(200, "text/event-stream", payload)

            def _send(self, status: int, kind: str, data: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def inputs(self) -> list[str]:
        with self._lock:
            return [json.dumps(r["body"].get("input", ""), ensure_ascii=False) for r in self.requests
                    if r["path"].endswith("/responses")]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
