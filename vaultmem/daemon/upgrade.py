"""Restart the daemon when vaultmem's own code changes on disk.

A daemon runs for days. After `pip install -U vaultmem` or a `git pull` of an editable install, the
modules it imports lazily (the extractor, the console, lifecycle commands) would come from the new
code while the ones it holds are old: a ticket fails with an ImportError and memory quietly stops
being captured. So the daemon looks at its package's files now and then (stat calls only: a few
hundred files) and, when they changed, asks `serve` to stop in order (the ticket in hand is
finished) and start again in place with the new code (serving.py re-executes the same command).
"""

from __future__ import annotations

import logging
import os
import signal
import threading
from pathlib import Path
from typing import Callable

log = logging.getLogger("vaultmem.daemon")

PACKAGE_DIR = Path(__file__).resolve().parents[1]


def code_stamp(root: Path = PACKAGE_DIR) -> tuple[int, float]:
    """(number of .py files, newest modification time) under `root`: changes when any file does."""
    count, newest = 0, 0.0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            if name.endswith(".py"):
                try:
                    newest = max(newest, os.stat(os.path.join(dirpath, name)).st_mtime)
                except OSError:  # a file replaced while we look: the next round sees it
                    continue
                count += 1
    return count, newest


def ask_for_restart() -> None:
    """What the watcher does by default: SIGTERM to ourselves, which `serve` handles in order."""
    os.kill(os.getpid(), signal.SIGTERM)


class CodeWatcher:
    """Calls `on_change` once, from a background thread, when the package's files change."""

    def __init__(self, interval: float, on_change: Callable[[], None] = ask_for_restart,
                 root: Path = PACKAGE_DIR) -> None:
        self.interval = interval
        self.on_change = on_change
        self.root = root
        self.changed = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="vaultmem-code-check", daemon=True)
        self._stamp = code_stamp(root) if interval > 0 else (0, 0.0)

    def start(self) -> None:
        if self.interval > 0:
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            if code_stamp(self.root) != self._stamp:
                self.changed = True
                log.warning("vaultmem's code changed on disk (%s): restarting the daemon with it", self.root)
                self.on_change()
                return
