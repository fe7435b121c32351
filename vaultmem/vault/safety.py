"""Keeping vaultmem inside the vault: a symlink must never lead a read or a write elsewhere."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

from ..errors import NoteError


class OutsideVault(NoteError):
    """A file vaultmem would read or write leads out of the vault through a symlink."""


def is_inside(root: Path, path: Path) -> bool:
    """True when path, every symlink on the way resolved, stays under root (already resolved)."""
    try:
        path.resolve().relative_to(root)
    except (ValueError, OSError, RuntimeError):  # outside, unreadable, or a symlink loop
        return False
    return True


def ensure_inside(root: Path, path: Path, action: str) -> Path:
    """`path` when it stays in the vault; else OutsideVault naming it. vaultmem's own folders
    (`_history`, `_archived`, `_sources`, `_reports`) and the notes it rewrites must never lead
    elsewhere: a symlinked `_history/<id>` would receive version files, a symlinked
    `_archived/<id>.md` would be printed by `show` and served over MCP."""
    if not is_inside(root, path):
        try:
            target = str(path.resolve())
        except (OSError, RuntimeError):
            target = "a symlink loop"
        raise OutsideVault(f"refusing to {action} {path}: a symlink leads it out of the vault (to {target})",
                           "replace the symlink with a real folder or file inside the vault")
    return path


def links_out_of(root: Path, folders: Iterable[Path]) -> list[Path]:
    """Symlinks in or at these folders that lead out of the vault (for `doctor`), walking without
    following them."""
    found: list[Path] = []
    for folder in folders:
        if folder.is_symlink():
            if not is_inside(root, folder):
                found.append(folder)
            continue
        for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
            for name in dirnames + filenames:
                path = Path(dirpath) / name
                if path.is_symlink() and not is_inside(root, path):
                    found.append(path)
    return found
