"""The append-only audit log of forgetting (and of remote writes): who retired which note, when and why.

One JSON object per line in `<state>/audit.jsonl`. Lines carry ids, actors and reasons but
never note content, so a purge (done for secrets and personal data) leaves nothing to scrub here.
"""

from __future__ import annotations

import getpass
import json
import os
import socket
import threading
from pathlib import Path
from typing import Any, Iterator

from ..vault.note import now_iso

AUDIT_FILE = "audit.jsonl"
# approve and reject: staging; add and upload: writes that arrived over the hub's TCP listener, with
# the token's name as `who`.
ACTIONS = ("forget", "archive", "restore", "purge", "merge", "approve", "reject", "add", "upload")
_lock = threading.Lock()


def default_actor() -> str:
    """user@host of whoever runs the command."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no passwd entry in some containers
        user = str(os.getuid()) if hasattr(os, "getuid") else "unknown"
    return f"{user}@{socket.gethostname()}"


class AuditLog:
    """Append and read audit records."""

    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / AUDIT_FILE

    def append(self, action: str, note_id: str, who: str, reason: str = "", **details: Any) -> dict[str, Any]:
        """Write one record durably; returns it."""
        if action not in ACTIONS:
            raise ValueError(f"unknown audit action {action!r}")
        record = {"at": now_iso(), "action": action, "id": note_id, "who": who or default_actor(),
                  "reason": reason}
        record.update({k: v for k, v in details.items() if v is not None})
        line = json.dumps(record, ensure_ascii=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _lock:
            append_lines(self.path, line)
        return record

    def __iter__(self) -> Iterator[dict[str, Any]]:
        try:
            with open(self.path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    try:
                        rec = json.loads(line)
                    except ValueError:
                        continue  # a torn last line after a crash
                    if isinstance(rec, dict):
                        yield rec
        except FileNotFoundError:
            return

    def tail(self, n: int = 50, note_id: str | None = None) -> list[dict[str, Any]]:
        """The last n records (optionally for one note), oldest first."""
        rows = [r for r in self if note_id is None or r.get("id") == note_id]
        return rows[-n:] if n > 0 else rows


def append_lines(path: Path, text: str) -> None:
    """Append whole lines durably (JSON Lines files: the audit log, the hub's uploaded turns).

    O_APPEND makes each write land at the end even with the daemon and a CLI appending at once; a
    line torn by a crash is closed off first so it stays alone and unparsed.
    """
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            text = "\n" + text
        os.write(fd, text.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
