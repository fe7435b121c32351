"""vaultmem's entries in Codex's `config.toml`: the MCP server, and the hooks feature flag.

Codex reads MCP servers from `[mcp_servers.<name>]` in `$CODEX_HOME/config.toml` (default
~/.codex). The file is the person's: tomlkit keeps its comments, order and layout, only our table
is added or removed, and the previous file is kept as a backup like the hooks file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import tomlkit

from .errors import VaultmemError

SERVER = "vaultmem"


def mcp_server_entry() -> dict[str, Any]:
    """How Codex starts our MCP server: this installation's interpreter, so PATH does not matter."""
    return {"command": sys.executable, "args": ["-m", "vaultmem", "mcp"]}


def _load(path: Path) -> tomlkit.TOMLDocument:
    try:
        return tomlkit.parse(path.read_text(encoding="utf-8")) if path.exists() else tomlkit.document()
    except (OSError, UnicodeDecodeError, tomlkit.exceptions.ParseError) as exc:
        raise VaultmemError(f"cannot read {path}: {exc}", "fix the file by hand, then run install again") from None


def register_mcp(config_path: Path, dry_run: bool = False) -> tuple[str | None, list[str]]:
    """Add or refresh [mcp_servers.vaultmem]; returns (new text or None if unchanged, messages)."""
    doc = _load(config_path)
    servers = doc.get("mcp_servers")
    if servers is None:
        servers = tomlkit.table(is_super_table=True)
        doc["mcp_servers"] = servers
    wanted = mcp_server_entry()
    messages = []
    current = servers.get(SERVER)
    if current is not None and dict(current.unwrap() if hasattr(current, "unwrap") else current) == wanted:
        messages.append(f"the vaultmem MCP server is already registered in {config_path}")
        text = None
    else:
        entry = tomlkit.table()
        entry.update(wanted)
        servers[SERVER] = entry
        text = tomlkit.dumps(doc)
        verb = "would be registered" if dry_run else "registered"
        messages.append(f"the vaultmem MCP server {verb} in {config_path} ([mcp_servers.vaultmem])")
    features = doc.get("features") or {}
    for key in ("hooks", "codex_hooks"):  # `hooks` is the current name, `codex_hooks` its deprecated alias
        if features.get(key) is False:
            messages.append(f"hooks are switched off in {config_path} (`[features] {key} = false`): set it to "
                            "true, or Codex never runs vaultmem's hooks")
    return text, messages


def unregister_mcp(config_path: Path) -> str | None:
    """The file without our [mcp_servers.vaultmem] table, or None when it holds none."""
    if not config_path.exists():
        return None
    doc = _load(config_path)
    servers = doc.get("mcp_servers")
    if servers is None or SERVER not in servers:
        return None
    del servers[SERVER]
    if not servers:
        del doc["mcp_servers"]
    return tomlkit.dumps(doc).rstrip("\n") + "\n"  # the blank line that preceded our table goes too
