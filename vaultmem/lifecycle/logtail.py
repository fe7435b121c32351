"""`vaultmem log`: the last lines of the rotating log, and following it across rotations."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any, Callable, Iterator

LOG_FILE = "vaultmem.log"
# The format set in logs.py: "%(asctime)s %(levelname)s %(name)s %(message)s"
_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+) ([A-Z]+) (\S+) (.*)$")


def tail(path: Path, n: int = 50) -> list[str]:
    """The last n lines, read backwards in blocks so a 5 MB log costs a few reads."""
    if n <= 0:
        return []
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            end = fh.tell()
            data = b""
            while end > 0 and data.count(b"\n") <= n:
                step = min(65536, end)
                end -= step
                fh.seek(end)
                data = fh.read(step) + data
    except FileNotFoundError:
        return []
    return data.decode("utf-8", "replace").splitlines()[-n:]


def follow(path: Path, poll: float = 0.5, stop: Callable[[], bool] | None = None) -> Iterator[str]:
    """New lines as they are written; reopens the file when the handler rotates it."""
    fh = None
    ino = None
    while not (stop and stop()):
        if fh is None:
            try:
                fh = open(path, encoding="utf-8", errors="replace")
                ino = os.fstat(fh.fileno()).st_ino
                fh.seek(0, os.SEEK_END)
            except FileNotFoundError:
                time.sleep(poll)
                continue
        line = fh.readline()
        if line:
            yield line.rstrip("\n")
            continue
        try:
            st = os.stat(path)
            rotated = st.st_ino != ino or st.st_size < fh.tell()
        except FileNotFoundError:
            rotated = True
        if rotated:
            fh.close()
            fh = None
            try:  # the fresh file after a rotation is read from its start
                fh = open(path, encoding="utf-8", errors="replace")
                ino = os.fstat(fh.fileno()).st_ino
            except FileNotFoundError:
                fh = None
            continue
        time.sleep(poll)
    if fh is not None:
        fh.close()


_FIELD = re.compile(r"(?<!\S)([a-z_]+)=(\S+)")


def _local_iso(stamp: str) -> str:
    """'2026-11-24 07:30:29,440' (local time, as logging writes it) -> ISO 8601 with the offset."""
    import datetime as dt

    try:
        return dt.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f").astimezone().isoformat(timespec="milliseconds")
    except ValueError:
        return stamp


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_line(line: str) -> dict[str, Any]:
    """A log line as {at, level, logger, event, fields, message}.

    `at` is ISO 8601 with the time zone; `event` is the leading UPPERCASE word; `fields` holds the
    message's key=value pairs (numbers as numbers), so `jq` can filter on them.
    """
    m = _LINE.match(line)
    if not m:
        return {"at": None, "level": None, "logger": None, "event": None, "fields": {}, "message": line}
    message = m.group(4)
    first = message.split(" ", 1)[0]
    return {"at": _local_iso(m.group(1)), "level": m.group(2), "logger": m.group(3),
            "event": first if first.isupper() and first.isalpha() else None,
            "fields": {k: _number(v) for k, v in _FIELD.findall(message)}, "message": message}
