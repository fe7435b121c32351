"""Domain errors. Each message says what went wrong and how to fix it."""

from __future__ import annotations


class VaultmemError(Exception):
    """Base class: the CLI turns these into exit code 1 with a one-line hint."""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.hint = hint

    def __str__(self) -> str:
        base = super().__str__()
        return f"{base} (fix: {self.hint})" if self.hint else base


class ConfigError(VaultmemError):
    """A setting is missing, malformed or out of range."""


class NoteError(VaultmemError):
    """A note cannot be read, written or found."""


class NoteNotFound(NoteError):
    """No note with that id exists in the vault."""


class IndexError_(VaultmemError):
    """The derived index is missing, torn or built with another embedder."""


class EmbeddingMismatch(IndexError_):
    """The index was built with a different embedder identity."""


class ProviderError(VaultmemError):
    """A remote or local model provider failed."""


class DaemonError(VaultmemError):
    """The daemon could not be reached or answered with an error."""


class StorageError(VaultmemError):
    """A file or folder could not be written: read-only, full disk, permissions."""


# errno -> (what happened, how to fix it). Everything else keeps the system's own words.
_NO_SPACE = ("no space left on the device", "free disk space there, then retry")
_READ_ONLY = ("the folder is read-only or not yours to write",
              "make it writable (chmod u+w, a read-write mount) or point paths.vault / paths.state_dir elsewhere")
_OS_HINTS = {"ENOSPC": _NO_SPACE, "EDQUOT": ("disk quota exceeded", "free space within your quota, then retry"),
             "EROFS": ("the file system is read-only", _READ_ONLY[1]), "EACCES": _READ_ONLY, "EPERM": _READ_ONLY}


def describe_os_error(exc: OSError) -> StorageError:
    """A one-line StorageError with a fix hint for an OSError from the file system."""
    import errno as errno_mod

    name = errno_mod.errorcode.get(exc.errno or 0, "")
    what, hint = _OS_HINTS.get(name, (exc.strerror or str(exc), "check the folder with `vaultmem doctor`"))
    where = str(exc.filename or "a vaultmem file")
    if where.rpartition("/")[2].startswith(".tmp-"):  # an atomic write's temp name: the folder says more
        where = where.rpartition("/")[0] + "/"
    verb = "cannot write" if name in ("ENOSPC", "EDQUOT", "EROFS") else "cannot use"
    return StorageError(f"{verb} {where}: {what}" + (f" ({name})" if name else ""), hint)


def is_no_space(exc: BaseException) -> bool:
    """A full disk (or quota), as OSError or as sqlite's 'database or disk is full'."""
    import errno as errno_mod

    if isinstance(exc, OSError):
        return exc.errno in (errno_mod.ENOSPC, errno_mod.EDQUOT)
    return "disk is full" in str(exc)
