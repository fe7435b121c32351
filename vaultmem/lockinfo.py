"""Who holds the writer lock: a sidecar `<lock>.owner` (JSON: pid, role, command, since).

The lock itself says nothing about its holder, so a busy error could only guess ("usually the
daemon") and sent people to `vaultmem stop` when a `vaultmem worker` held it. The holder writes
this file right after taking the lock and removes it before letting go; a file left by a
killed process names a dead pid and is ignored.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path
from typing import Any

from . import atomic, utctime
from .vault.leftovers import pid_alive

ROLES = ("daemon", "worker", "command")


def owner_path(lock_file: str | Path) -> Path:
    return Path(f"{lock_file}.owner")


def _command_line() -> str:
    args = sys.argv[1:]
    return " ".join(["vaultmem", *(shlex.quote(a) for a in args)])[:200]


def write_owner(lock_file: str | Path, role: str) -> None:
    """Record this process as the holder (atomically; a failure only costs a vaguer busy error)."""
    path = owner_path(lock_file)
    data = {"pid": os.getpid(), "role": role, "command": _command_line(),
            "since": utctime.iso()}
    try:
        atomic.write_text(path, json.dumps(data))
    except OSError:
        pass


def clear_owner(lock_file: str | Path) -> None:
    """Remove the sidecar if it names this process (call before releasing the lock)."""
    info = _read(owner_path(lock_file))
    if info is not None and info.get("pid") == os.getpid():
        owner_path(lock_file).unlink(missing_ok=True)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("pid"), int) else None


def read_owner(lock_file: str | Path) -> dict[str, Any] | None:
    """The recorded holder, if its process is still alive."""
    info = _read(owner_path(lock_file))
    return info if info is not None and pid_alive(int(info["pid"])) else None


def busy_message(lock_file: str | Path) -> tuple[str, str]:
    """(message, hint) for a writer lock someone else holds, naming them when known."""
    info = read_owner(lock_file)
    if info is None:
        return (f"another vaultmem process holds {lock_file}",
                "`vaultmem status` shows whether the daemon runs (then retry: commands go through it); "
                "otherwise stop the `vaultmem worker` or command that is running")
    pid, role = info["pid"], info.get("role")
    if role == "daemon":
        return (f"the vaultmem daemon (pid {pid}) holds {lock_file}",
                "it may still be starting up: retry in a moment (commands then go through it), "
                "or `vaultmem stop` it")
    if role == "worker":
        return (f"`vaultmem worker` (pid {pid}, since {info.get('since')}) holds {lock_file}",
                f"stop it (Ctrl-C in its terminal, or `kill {pid}`); to drain tickets and use the CLI "
                "at the same time, run the daemon (`vaultmem start`) instead of the worker")
    return (f"another vaultmem command (pid {pid}: `{info.get('command')}`) holds {lock_file}",
            "wait for it to finish, then retry")
