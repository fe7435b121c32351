"""The one daemon harness: a real `python -m vaultmem serve` subprocess for a test.

Every test that needs a running daemon uses `Daemon`: a plain one on the unix socket its config
names, a hub (`args=("--listen", "127.0.0.1:PORT")`), or a TLS hub. Its stdout and stderr go to a
log file (never a pipe nobody drains) whose tail is in every start-up failure.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any, Sequence

from support.paths import HOOKS
from support.processes import vaultmem_argv
from support.wait import wait_until


def answers(sock: str | Path, timeout: float = 2) -> bool:
    """True when a daemon answers GET /v1/health on this unix socket."""
    from vaultmem.hookclient import call_json

    try:
        return call_json(str(sock), "GET", "/v1/health", timeout=timeout)[0] == 200
    except (OSError, ValueError):
        return False


class Daemon:
    """`vaultmem serve [args]` with this environment (VAULTMEM_HOME names its home)."""

    def __init__(self, env: dict[str, str], args: Sequence[str] = (), out: Path | None = None,
                 cwd: Path | None = None) -> None:
        from vaultmem.config import load_config

        self.env = env
        self.args = tuple(args)
        self.home = Path(env["VAULTMEM_HOME"])
        self.cfg = load_config(env=env)
        self.out = out if out is not None else self.home / "serve.out"
        self.cwd = cwd  # `python -m vaultmem` imports from its working folder first
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def sock(self) -> str:
        return str(self.cfg.socket_path)

    @property
    def pid(self) -> int:
        assert self.proc is not None, "the daemon was never launched"
        return self.proc.pid

    # -- life cycle ------------------------------------------------------------------------------

    def launch(self) -> "Daemon":
        """Start the process and return at once (for tests that watch it come up, or kill it early)."""
        self.out.parent.mkdir(parents=True, exist_ok=True)
        with open(self.out, "ab") as log:
            self.proc = subprocess.Popen(vaultmem_argv("serve", *self.args), env=self.env, stdout=log, stderr=log,
                                         cwd=self.cwd)
        return self

    def start(self, timeout: float = 120) -> "Daemon":
        """Launch and wait until it answers; a process that exits or never answers fails with its log."""
        proc = self.launch().proc
        assert proc is not None
        if not wait_until(lambda: self.healthy() or proc.poll() is not None, timeout) or not self.healthy():
            raise AssertionError(f"`vaultmem serve {' '.join(self.args)}` did not start "
                                 f"(exit {proc.poll()}): {self.log_tail()}")
        return self

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 60) -> int | None:
        """Send `sig` and reap it (SIGKILL when it outlives `timeout`); its exit code."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                return self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        return self.proc.poll() if self.proc else None

    def kill(self) -> int | None:
        """SIGKILL: a crash, as far as the daemon can tell."""
        return self.stop(signal.SIGKILL)

    def restart(self, timeout: float = 120) -> "Daemon":
        self.stop()
        return self.start(timeout)

    def log_tail(self, chars: int = 3000) -> str:
        try:
            return self.out.read_text(errors="replace")[-chars:]
        except FileNotFoundError:
            return "(no log)"

    # -- talking to it ---------------------------------------------------------------------------

    def healthy(self) -> bool:
        return answers(self.sock)

    def call(self, method: str, path: str, payload: object = None, timeout: float = 60) -> tuple[int, Any]:
        from vaultmem.hookclient import call_json

        return call_json(self.sock, method, path, payload, timeout=timeout)

    def status(self) -> dict[str, Any]:
        code, data = self.call("GET", "/v1/status")
        assert code == 200, data
        return data

    def search(self, query: str, limit: int = 10) -> list[dict[str, Any]]:
        code, data = self.call("POST", "/v1/search", {"query": query, "all_scopes": True, "limit": limit})
        assert code == 200, data
        return data["hits"]

    def queue_idle(self) -> bool:
        q = self.status()["queue"]
        return q["pending"] == 0 and q["processing"] == 0

    def hook(self, name: str, payload: object, timeout: float = 60,
             extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
        """Run hooks/<name>.py as the agent would: a subprocess with the payload on stdin."""
        body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        return subprocess.run([sys.executable, str(HOOKS / f"{name}.py")], input=body, capture_output=True,
                              env={**self.env, **(extra_env or {})}, timeout=timeout)
