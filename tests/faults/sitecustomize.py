"""Fault injection for test subprocesses (put this folder first on PYTHONPATH).

VAULTMEM_TEST_FAULT="EROFS:/some/folder" makes every attempt of this process to create or write a
file under that folder fail with that errno (EROFS, ENOSPC, EACCES, ...), as a read-only mount or
a full disk would. Tests run as root here, where chmod cannot make a folder read-only; this does,
and in the real process (daemon, CLI) rather than in a monkeypatched copy. Nothing in vaultmem
knows about it.
"""

from __future__ import annotations

import builtins
import errno
import io
import os

_spec = os.environ.get("VAULTMEM_TEST_FAULT", "")
if ":" in _spec:
    _name, _, _prefix = _spec.partition(":")
    _code = getattr(errno, _name)
    _prefix = os.path.realpath(_prefix)
    _WRITE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

    def _inside(path: object) -> bool:
        if isinstance(path, int):
            return False
        try:
            real = os.path.realpath(os.fsdecode(path))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return False
        return real == _prefix or real.startswith(_prefix + os.sep)

    def _fail(path: object) -> OSError:
        return OSError(_code, os.strerror(_code), os.fsdecode(path))  # type: ignore[arg-type]

    _real_os_open, _real_open = os.open, builtins.open

    def _os_open(path, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if flags & _WRITE and _inside(path):
            raise _fail(path)
        return _real_os_open(path, flags, *args, **kwargs)

    def _open(file, mode="r", *args, **kwargs):  # type: ignore[no-untyped-def]
        if any(c in mode for c in "wax+") and _inside(file):
            raise _fail(file)
        return _real_open(file, mode, *args, **kwargs)

    os.open = _os_open
    builtins.open = io.open = _open  # pathlib writes through io.open
