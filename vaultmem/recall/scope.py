"""Project scope from a working directory: the git remote, else the repository root."""

from __future__ import annotations

import configparser
import re
from pathlib import Path

GLOBAL = "global"


def find_repo_root(cwd: str | Path) -> Path | None:
    """Nearest folder at or above cwd that holds .git (a folder, or a file for worktrees)."""
    try:
        here = Path(cwd).expanduser().resolve()
    except (OSError, RuntimeError):
        return None
    for folder in (here, *here.parents):
        if (folder / ".git").exists():
            return folder
    return None


def normalise_remote(url: str) -> str:
    """git@github.com:acme/shop.git and https://github.com/acme/shop -> github.com/acme/shop."""
    url = url.strip()
    url = re.sub(r"^[a-z+]+://", "", url)
    url = re.sub(r"^[^@/]+@", "", url)  # user@ (credentials never reach a scope name)
    url = re.sub(r"^([^/:]+):(?!\d+/)", r"\1/", url)  # scp-like host:path
    url = re.sub(r":\d+/", "/", url)
    return re.sub(r"\.git/?$", "", url).rstrip("/").lower()


def _origin_url(repo: Path) -> str | None:
    git = repo / ".git"
    if git.is_file():  # worktree / submodule: "gitdir: <path>"
        text = git.read_text(encoding="utf-8", errors="replace").strip()
        if text.startswith("gitdir:"):
            git = (repo / text.split(":", 1)[1].strip()).resolve()
            common = git / "commondir"
            if common.exists():
                git = (git / common.read_text().strip()).resolve()
    parser = configparser.RawConfigParser(strict=False)
    try:
        parser.read(git / "config", encoding="utf-8")
    except (configparser.Error, OSError):
        return None
    remotes = [s for s in parser.sections() if s.startswith("remote ")]
    preferred = 'remote "origin"' if 'remote "origin"' in remotes else (remotes[0] if remotes else None)
    return parser.get(preferred, "url", fallback=None) if preferred else None


def project_scope(cwd: str | Path | None) -> str | None:
    """`project:<remote>` or `project:<repo root>` for cwd; None outside any repository."""
    if not cwd:
        return None
    root = find_repo_root(cwd)
    if root is None:
        return None
    url = _origin_url(root)
    return f"project:{normalise_remote(url)}" if url else f"project:{root}"


def scopes_for(cwd: str | Path | None) -> list[str]:
    """What recall searches by default: the current project plus global notes."""
    project = project_scope(cwd)
    return [project, GLOBAL] if project else [GLOBAL]
