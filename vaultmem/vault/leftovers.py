"""Crash leftovers: temp files an atomic write left when its process died before the rename."""

from __future__ import annotations

import logging
import os
import re
import time
from pathlib import Path

log = logging.getLogger("vaultmem.vault")

# What atomic.temp_name makes (and older versions' mkstemp did: 8 of [a-z0-9_], no pid before that).
_TEMP_NAME = re.compile(r"^\.tmp-(?:(\d+)-)?[a-z0-9_]{8}(?:\.[a-z]+)?$")


def pid_alive(pid: int) -> bool:
    """Is there a process with this pid (ours or another user's)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: it exists, it is someone else's
        return True
    return True


def stale_temp_files(root: Path, max_age: float = 3600.0) -> list[Path]:
    """atomic.write_text temp files under root whose writer is dead (a crash between write and rename).

    Only names atomic.temp_name makes qualify; those without a pid (older versions) count as stale
    after `max_age` seconds.
    """
    stale = []
    now = time.time()
    for dirpath, _dirs, files in os.walk(root, followlinks=False):
        for name in files:
            m = _TEMP_NAME.match(name)
            if not m:
                continue
            path = Path(dirpath) / name
            try:
                if (not pid_alive(int(m.group(1))) if m.group(1) else now - path.lstat().st_mtime > max_age):
                    stale.append(path)
            except OSError:
                continue
    return stale


def sweep_temp_files(root: Path) -> int:
    """Delete the crash leftovers stale_temp_files() finds; returns how many (logged)."""
    removed = 0
    for path in stale_temp_files(root):
        try:
            path.unlink()
            removed += 1
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot remove crash leftover %s: %s", path, exc)
    if removed:
        log.warning("removed %d temp file(s) left under %s by a crashed writer", removed, root)
    return removed
