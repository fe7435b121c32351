"""The one atomic file write: a reader sees the old file or the new one, never half of either.

Write a temp file in the destination folder, fsync it, os.replace() it onto the target, then fsync
the folder so the rename itself survives a power cut. Every file vaultmem replaces (notes, the
catalog, tickets, settings, state records) goes through here.

Part of the hook path (the Stop fallback ticket, the daemon launcher): standard library only,
Python 3.8 syntax, and `os` alone (the hook path must not pay for tempfile's or json's imports).
"""

from __future__ import annotations

import os

TEMP_PREFIX = ".tmp-"
# What a new file gets unless the caller says otherwise: vault files and state records hold a
# person's words or secrets, so only their owner reads them.
PRIVATE = 0o600


def temp_name(path: str) -> str:
    """`.tmp-<pid>-<8 hex><suffix>` beside path: the pid lets a restart tell a crashed writer's
    leftover from a write in flight (vault.leftovers.stale_temp_files), the suffix keeps a note's temp
    file a `.md` that no scan mistakes for a note (dot files are never notes)."""
    folder, name = os.path.split(path)
    suffix = os.path.splitext(name)[1]
    return os.path.join(folder, "%s%d-%s%s" % (TEMP_PREFIX, os.getpid(), os.urandom(4).hex(), suffix))


def fsync_dir(folder: "str | os.PathLike[str]") -> None:
    """Make a rename into (or an unlink from) `folder` durable; a no-op where folders can't be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _existing_mode(path: str) -> "int | None":
    """The mode bits of the file being replaced, None when there is none."""
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        return None


def write_bytes(path: "str | os.PathLike[str]", data: bytes, mode: int = PRIVATE, keep_mode: bool = True) -> None:
    """Replace path's content with data atomically and durably, creating its folder if needed.

    A new file gets `mode` (then the umask, as open() does); a file that exists keeps its mode
    unless keep_mode is False (a file that must be private whatever it was before). On any
    failure the temp file is removed and the target is untouched.
    """
    target = os.fspath(path)
    folder = os.path.dirname(target) or "."
    os.makedirs(folder, exist_ok=True)
    # A person's 0644 note stays 0644; an exact mode is set with fchmod (the umask applies only to
    # the new file's default, as open() would apply it).
    exact = _existing_mode(target) if keep_mode else mode
    tmp = temp_name(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), mode & 0o777)
    try:
        try:
            if exact is not None:
                os.fchmod(fd, exact)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)


def write_text(path: "str | os.PathLike[str]", text: str, mode: int = PRIVATE, keep_mode: bool = True) -> None:
    """write_bytes of text as UTF-8, newlines as given (no platform translation)."""
    write_bytes(path, text.encode("utf-8"), mode, keep_mode)
