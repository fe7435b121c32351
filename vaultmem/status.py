"""`vaultmem status`: the vault, its index, the daemon and the queue in one view."""

from __future__ import annotations

from typing import Any

from .config import Config
from .errors import VaultmemError


def _queue_counts(cfg: Config) -> dict[str, int]:
    counts = {}
    for state in ("pending", "processing", "done", "failed"):
        folder = cfg.queue_dir / state
        counts[state] = sum(1 for p in folder.glob("*.json")) if folder.is_dir() else 0
    return counts


def collect_status(cfg: Config) -> dict[str, Any]:
    """Ask the daemon when it runs; otherwise open the index in-process."""
    from .daemon.client import daemon_call

    reply = daemon_call(cfg, "GET", "/v1/status", timeout=10)
    if reply is not None:
        return reply
    from .memory import Memory

    with Memory(cfg) as mem:
        data: dict[str, Any] = {"daemon": {"running": False, "pid": None, "started_at": None,
                                           "socket": str(cfg.socket_path)}}
        try:
            data["index"] = mem.status()
        except VaultmemError as exc:
            data["index"] = {"error": str(exc)}
    data["queue"] = _queue_counts(cfg)
    return data


def print_status(data: dict[str, Any]) -> None:
    """Human-readable status."""
    from rich.console import Console

    c = Console()
    d = data.get("daemon", {})
    if d.get("running"):
        c.print(f"daemon: [green]running[/] pid {d.get('pid')} since {d.get('started_at')}")
    else:
        c.print("daemon: [yellow]not running[/] (start it with `vaultmem start`)")
    for err in d.get("last_errors") or []:
        c.print(f"  last error: {err}")
    idx = data.get("index", {})
    if "error" in idx:
        c.print(f"index: [red]{idx['error']}[/]")
    else:
        c.print(f"vault: {idx.get('vault')}")
        notes = sum((idx.get("notes_by_type") or {}).values())
        c.print(f"notes: {notes}  by type: {idx.get('notes_by_type')}  by scope: {idx.get('notes_by_scope')}")
        state = "in sync" if idx.get("in_sync") else f"behind the vault {idx.get('sync')} (run `vaultmem reindex`)"
        c.print(f"index: {state}; embedder {idx.get('identity') or '(none yet)'}")
    q = data.get("queue", {})
    c.print(f"queue: {q.get('pending', 0)} pending, {q.get('processing', 0)} processing, "
            f"{q.get('done', 0)} done, {q.get('failed', 0)} failed")
    for key in ("extraction", "reflect", "usage"):
        if key in data:
            c.print(f"{key}: {data[key]}")
