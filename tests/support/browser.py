"""A real headless Chromium (Debian's package) driven over the DevTools protocol.

Only what the console tests need: open a URL, wait for the page, run a line of JavaScript to
read the DOM or fill and submit a form, and save a full-page PNG. The protocol runs over a
websocket (the `websockets` package's synchronous client); no browser download of its own.
"""

from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from support.wait import wait_until

CANDIDATES = ("chromium", "chromium-browser", "google-chrome")


def find_chromium() -> str | None:
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium with one page."""

    def __init__(self, profile: Path, width: int = 1280, height: int = 900) -> None:
        from websockets.sync.client import connect

        exe = find_chromium()
        if exe is None:
            raise RuntimeError("no chromium on PATH")
        profile.mkdir(parents=True, exist_ok=True)
        args = [exe, "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--remote-debugging-port=0", f"--user-data-dir={profile}", f"--window-size={width},{height}",
                "--hide-scrollbars", "about:blank"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses to start as root with its sandbox
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = profile / "DevToolsActivePort"

        def port_written() -> bool:
            return port_file.exists() and bool(port_file.read_text().strip())

        if not wait_until(lambda: port_written() or self.proc.poll() is not None, 60) or not port_written():
            self.close()
            raise RuntimeError("chromium did not open its DevTools port")
        port = int(port_file.read_text().split()[0])
        import urllib.request

        targets = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10).read())
        page = next(t for t in targets if t.get("type") == "page")
        self._conn = connect(page["webSocketDebuggerUrl"], max_size=None, open_timeout=30)
        self.ws = self._conn.__enter__()
        self._ids = itertools.count(1)
        self.send("Page.enable")
        self.send("Runtime.enable")

    def send(self, method: str, timeout: float = 60, **params: Any) -> dict[str, Any]:
        msg_id = next(self._ids)
        self.ws.send(json.dumps({"id": msg_id, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer to {method}")
            reply = json.loads(self.ws.recv(timeout=left))
            if reply.get("id") == msg_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def eval(self, expression: str) -> Any:
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_loaded(self, previous: str | None = None, timeout: float = 60) -> str:
        """Wait until a page other than `previous` (a document marker) has finished loading."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                state = self.eval("[document.readyState, window.__seen || '', location.href]")
            except RuntimeError:  # the context went away mid-navigation
                time.sleep(0.05)
                continue
            if state[0] == "complete" and (previous is None or state[1] != previous):
                marker = f"m{time.monotonic_ns()}"
                self.eval(f"window.__seen = {json.dumps(marker)}")
                return marker
            time.sleep(0.05)
        raise TimeoutError("page did not load")

    def goto(self, url: str) -> None:
        marker = self._marker()
        self.send("Page.navigate", url=url)
        self.wait_loaded(marker)

    def submit(self, form_selector: str, fields: dict[str, str], button: str = "button[type=submit]") -> None:
        """Fill a form's fields and click its submit button (a real form POST by the browser)."""
        marker = self._marker()
        fill = "".join(f"f.querySelector({json.dumps(f'[name={k}]')}).value = {json.dumps(v)};"
                       for k, v in fields.items())
        self.eval(f"(() => {{ const f = document.querySelector({json.dumps(form_selector)}); {fill} "
                  f"f.querySelector({json.dumps(button)}).click(); }})()")
        self.wait_loaded(marker)

    def _marker(self) -> str:
        marker = self.eval("window.__seen || ''")
        if not marker:
            marker = f"m{time.monotonic_ns()}"
            self.eval(f"window.__seen = {json.dumps(marker)}")
        return marker

    def text(self, selector: str = "body") -> str:
        return self.eval(f"(document.querySelector({json.dumps(selector)}) || {{innerText: ''}}).innerText")

    def count(self, selector: str) -> int:
        return int(self.eval(f"document.querySelectorAll({json.dumps(selector)}).length"))

    def screenshot(self, path: Path) -> None:
        """The whole page, not just the window."""
        metrics = self.send("Page.getLayoutMetrics")
        size = metrics.get("cssContentSize") or metrics["contentSize"]
        clip = {"x": 0, "y": 0, "width": max(1, size["width"]), "height": min(max(1, size["height"]), 6000),
                "scale": 1}
        shot = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True, clip=clip)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))

    def close(self) -> None:
        try:
            if hasattr(self, "ws"):
                self.ws.close()
        except Exception:  # noqa: BLE001 - closing after a failure must not hide it
            pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
