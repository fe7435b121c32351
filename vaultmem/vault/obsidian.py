"""Keeping vaultmem's machine folders out of a person's way in Obsidian.

Obsidian's "Excluded files" (Settings → Files and links; stored as `userIgnoreFilters` in
`.obsidian/app.json`) hides matching paths from search, the graph and unlinked mentions and
ranks them low in the quick switcher; links into them still resolve. vaultmem offers to add its
folders there for a vault that Obsidian has opened (one with a `.obsidian/` folder).
"""

from __future__ import annotations

import json
from pathlib import Path

from .. import atomic
from ..errors import NoteError
from .layout import SPECIAL_DIRS
from .safety import ensure_inside

MACHINE_FOLDERS = tuple(f"{name}/" for name in SPECIAL_DIRS)
_APP = Path(".obsidian") / "app.json"


def is_obsidian_vault(root: Path) -> bool:
    """True when Obsidian has opened this folder as a vault."""
    return (root / ".obsidian").is_dir()


def _read_app(root: Path) -> dict:
    path = root / _APP
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError) as exc:
        raise NoteError(f"cannot read {path}: {exc}", "fix or remove the file in Obsidian's settings, then retry") from None
    if not isinstance(data, dict):
        raise NoteError(f"{path} is not a JSON object", "fix it in Obsidian's settings, then retry")
    return data


def missing_exclusions(root: Path) -> list[str]:
    """The machine folders not yet among Obsidian's excluded files (empty for a non-Obsidian vault)."""
    if not is_obsidian_vault(root):
        return []
    filters = _read_app(root).get("userIgnoreFilters") or []
    have = {str(f).strip().rstrip("/") for f in filters if isinstance(f, str)}
    return [f for f in MACHINE_FOLDERS if f.rstrip("/") not in have]


def exclude_machine_folders(root: Path) -> list[str]:
    """Add the missing machine folders to `.obsidian/app.json` (every other setting kept);
    returns what was added. Obsidian reads the file when it opens the vault: reload it after."""
    missing = missing_exclusions(root)
    if not missing:
        return []
    data = _read_app(root)
    filters = [f for f in (data.get("userIgnoreFilters") or []) if isinstance(f, str)]
    data["userIgnoreFilters"] = filters + missing
    path = ensure_inside(root, root / _APP, "write Obsidian settings")
    atomic.write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    return missing
