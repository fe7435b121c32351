"""Choosing and checking the extraction backend: `install claude-code --extract claude-cli` writes
the choice into vaultmem's config file; `doctor` asks whether the configured backend answers.

The config file is the person's: tomlkit keeps its comments and layout, only extract.backend changes.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING, Any

import tomlkit

from ..errors import ConfigError
from .base import BACKENDS

if TYPE_CHECKING:
    from ..config import Config

PROBE_SECONDS = 10.0


def config_path(cfg: "Config") -> Path:
    """The file vaultmem reads its settings from (written when it does not exist yet)."""
    from ..config import default_config_file

    return cfg.config_file or default_config_file(cfg.home)


def set_backend(cfg: "Config", backend: str, dry_run: bool = False) -> tuple[Path, str | None]:
    """Write extract.backend = backend into the config file; (path, new text or None if unchanged)."""
    if backend not in BACKENDS:
        raise ConfigError(f"unknown extraction backend {backend!r}", f"use one of: {', '.join(BACKENDS)}")
    path = config_path(cfg)
    try:
        doc = tomlkit.parse(path.read_text(encoding="utf-8")) if path.exists() else tomlkit.document()
    except (OSError, UnicodeDecodeError, tomlkit.exceptions.ParseError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}", "fix the file by hand, then run install again") from None
    table = doc.get("extract")
    if table is None:
        table = tomlkit.table()
        doc["extract"] = table
    if table.get("backend") == backend:
        return path, None
    table["backend"] = backend
    text = tomlkit.dumps(doc)
    if not dry_run:
        from .. import atomic

        atomic.write_text(path, text)
    return path, text


def probe_backend(cfg: "Config") -> tuple[bool, str, str]:
    """(reachable, detail, hint) for the configured extraction backend, without spending tokens."""
    backend = cfg["extract.backend"]
    if backend == "heuristic":
        return True, "heuristic (offline, nothing to reach)", ""
    if backend == "claude-cli":
        from .claude_cli import COMMAND

        exe = shutil.which(COMMAND)
        if exe is None:
            return False, f"extract.backend = claude-cli but `{COMMAND}` is not on PATH", \
                "install Claude Code, or set extract.backend = \"heuristic\""
        try:
            done = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=PROBE_SECONDS,
                                  stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return False, f"`{COMMAND} --version` did not answer: {exc}", "check that Claude Code runs in a terminal"
        if done.returncode != 0:
            return False, f"`{COMMAND} --version` exited with {done.returncode}", \
                "check that Claude Code runs in a terminal"
        return True, f"claude-cli: {exe} ({done.stdout.strip()[:40]})", ""
    return _probe_openai(cfg)


def _probe_openai(cfg: "Config") -> tuple[bool, str, str]:
    """GET <base_url>/models: any HTTP answer but 401/403 means the endpoint is there."""
    import os

    import httpx

    base = (cfg["extract.base_url"] or "https://api.openai.com/v1").rstrip("/")
    key_env = cfg["extract.api_key_env"] or "OPENAI_API_KEY"
    headers: dict[str, Any] = {}
    if os.environ.get(key_env):
        headers["Authorization"] = f"Bearer {os.environ[key_env]}"
    try:
        res = httpx.get(f"{base}/models", headers=headers, timeout=PROBE_SECONDS)
    except httpx.HTTPError as exc:
        return False, f"openai backend at {base} is not reachable: {type(exc).__name__}", \
            "check extract.base_url and that the server is running"
    if res.status_code in (401, 403):
        return False, f"openai backend at {base} refused the key (HTTP {res.status_code})", \
            f"set ${key_env} to a valid key"
    return True, f"openai backend at {base} answers (HTTP {res.status_code})", ""
