"""Shared by the console tests: sessions to ingest and `vaultmem ui` run as a subprocess."""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

from support.extract_fixtures import T0, Msg, claude_jsonl
from support.processes import vaultmem_argv

CWD = "/tmp/shop-api"
LIVE = ("We decided to use pnpm workspaces instead of yarn for the monorepo.",
        "The payments service retries webhooks three times with exponential backoff.",
        "I prefer pytest fixtures over unittest setUp methods in this repo.")
STAGED = ("We decided to deploy the shop api on Fly.io instead of Heroku from now on.",
          "The release freeze starts on Friday, so we merge the payment refactor before then.")


def session(folder: Path, name: str, texts: tuple[str, ...]) -> Path:
    msgs = [m for t in texts for m in (Msg("user", t), Msg("assistant", "Understood, noted."))]
    return claude_jsonl(folder / f"{name}.jsonl", msgs, session=name, cwd=CWD, start=T0)


class Console:
    """`vaultmem ui` as a subprocess; its URL read from the one line it prints."""

    def __init__(self, env: dict[str, str]) -> None:
        # stderr to a file: a pipe nobody reads after start-up could fill and stall the server.
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(vaultmem_argv("ui"), env=env, stdout=subprocess.PIPE, stderr=self.err, text=True)
        assert self.proc.stdout is not None
        self.head = ""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                self.err.seek(0)
                raise AssertionError(f"vaultmem ui exited: {self.err.read().decode(errors='replace')[-3000:]}")
            self.head += line
            if line.startswith("http://127.0.0.1:"):
                self.url = line.strip()
                break
        self.root = self.url.split("/ui/")[0]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
        self.err.close()
