"""Project scope from a working directory: the git remote, else the repository root, else the
folder itself (`project:path:<absolute cwd>`).

The folder fallback matters for transcripts from another machine (their cwd does not exist
here) and for projects that are not git repositories: without it their project facts would be
global and recalled in every project. The home folder and the filesystem root stay global: a
session run there is not about one project. Recall from a folder also searches the folder
scopes of its ancestors, so a note made in /work/demo is recalled in /work/demo/src.
"""

from __future__ import annotations

import configparser
import os
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


PATH_PREFIX = "project:path:"


def _folder(cwd: str | Path) -> Path | None:
    """cwd as a normalised absolute path (it need not exist here), like find_repo_root sees it."""
    try:
        return Path(os.path.abspath(Path(cwd).expanduser())).resolve()
    except (OSError, RuntimeError, ValueError):
        return None


def _home() -> Path | None:
    try:
        return Path.home().resolve()
    except (OSError, RuntimeError, KeyError):
        return None


def _not_a_project(folder: Path, home: Path | None) -> bool:
    """Home and the filesystem root hold every project: notes made there stay global."""
    return folder == Path(folder.anchor) or folder == home


def path_scope(cwd: str | Path | None) -> str | None:
    """`project:path:<folder>` for a folder that is not home or root; None otherwise."""
    folder = _folder(cwd) if cwd else None
    if folder is None or _not_a_project(folder, _home()):
        return None
    return f"{PATH_PREFIX}{folder.as_posix()}"


def project_scope(cwd: str | Path | None) -> str | None:
    """`project:<remote>`, `project:<repo root>`, else `project:path:<cwd>`; None for home, root, no cwd."""
    if not cwd:
        return None
    root = find_repo_root(cwd)
    if root is None:
        return path_scope(cwd)
    url = _origin_url(root)
    return f"project:{normalise_remote(url)}" if url else f"project:{root}"


def scopes_for(cwd: str | Path | None) -> list[str]:
    """What recall searches by default: the current project plus global notes (outside a git
    repository, the folder scopes of cwd and of its ancestors below home)."""
    project = project_scope(cwd)
    if not project:
        return [GLOBAL]
    scopes = [project]
    if project.startswith(PATH_PREFIX):
        folder, home = _folder(cwd), _home()  # type: ignore[arg-type]
        above_home = set(home.parents) if home else set()
        for parent in folder.parents if folder else ():
            if _not_a_project(parent, home) or parent in above_home:
                break
            scopes.append(f"{PATH_PREFIX}{parent.as_posix()}")
    return [*scopes, GLOBAL]
