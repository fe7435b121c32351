"""`vaultmem status`: the vault, its index, the daemon and the queue in one view."""

from __future__ import annotations

from typing import Any

from .config import Config
from .errors import VaultmemError
from .human import counts


def _queue_counts(cfg: Config) -> dict[str, int]:
    from .capture.queue import TicketQueue

    return TicketQueue(cfg.queue_dir).counts()


def collect_status(cfg: Config) -> dict[str, Any]:
    """Ask the daemon when it runs; otherwise open the index in-process."""
    from .daemon.client import daemon_call

    reply = daemon_call(cfg, "GET", "/v1/status", timeout=120, start=False)  # the sync check reads the whole vault
    if reply is not None:
        return dashboard(cfg, reply)
    from .index_status import status_without_lock

    data: dict[str, Any] = {"daemon": {"running": False, "pid": None, "started_at": None,
                                       "socket": str(cfg.socket_path)}}
    try:
        data["index"] = status_without_lock(cfg, cfg["embedder.provider"])  # a read: never holds the writer lock
    except VaultmemError as exc:
        data["index"] = {"error": str(exc)}
    data["queue"] = _queue_counts(cfg)
    return dashboard(cfg, data)


# --- health dashboard fields (issue 6): read from files, so they work with or without the daemon ---


def dashboard(cfg: Config, data: dict[str, Any]) -> dict[str, Any]:
    """Add tiers, recent queue failures, last reflect, extraction budget and usage totals."""
    from .lifecycle.tiers import tiers_on_disk
    from .reflect import last_reflect

    data["tiers"] = tiers_on_disk(cfg.index_dir, cfg.vault)
    data["failures"] = _recent_failures(cfg)
    data["reflect"] = last_reflect(cfg.state_dir)
    data["extraction"] = _extraction_budget(cfg)
    data["usage"] = _usage_totals(cfg)
    return data


def _recent_failures(cfg: Config, n: int = 3) -> list[dict[str, Any]]:
    """The newest tickets in failed/ with their last error."""
    folder = cfg.queue_dir / "failed"
    if not folder.is_dir():
        return []
    from .capture.queue import TicketQueue

    tickets = TicketQueue(cfg.queue_dir).list("failed")[-n:]
    return [{"id": t.id, "session": t.session_id, "attempts": t.attempts, "error": t.last_error} for t in tickets]


def _extraction_budget(cfg: Config) -> dict[str, Any] | None:
    try:
        from .extract.settings import budget_status  # written alongside the extraction pipeline
    except ImportError:
        return None
    try:
        return budget_status(cfg)
    except Exception as exc:  # the dashboard must render even when one source is broken
        return {"error": str(exc)}


def _usage_totals(cfg: Config) -> dict[str, Any]:
    from .lifecycle.usage import USAGE_FILE, UsageStats

    path = cfg.state_dir / USAGE_FILE
    if not path.exists():
        return {"notes_tracked": 0, "recalls": 0, "reinforcements": 0, "recalled_last_7_days": 0, "promoted": 0}
    usage = UsageStats(path)
    try:
        return usage.summary()
    finally:
        usage.close()


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
        c.print(f"notes: {notes}  by type: {counts(idx.get('notes_by_type'))}  "
                f"by scope: {counts(idx.get('notes_by_scope'))}", highlight=False)
        behind = counts({k: v for k, v in (idx.get("sync") or {}).items() if v}, empty="torn")
        state = "in sync" if idx.get("in_sync") else f"behind the vault: {behind} (run `vaultmem reindex`)"
        if idx.get("identity_mismatch"):
            state = f"[red]{idx['identity_mismatch']}[/] (run `vaultmem reindex --full`)"
        c.print(f"index: {state}; embedder {idx.get('identity') or '(none yet)'}")
    if data.get("tiers"):
        t = data["tiers"]
        c.print(f"tiers: {t['hot']} hot (always in the brief), {t['warm']} warm, {t['cold']} cold (retired/archived)")
    q = data.get("queue", {})
    c.print(f"queue: {q.get('pending', 0)} pending, {q.get('processing', 0)} processing, "
            f"{q.get('done', 0)} done, {q.get('failed', 0)} failed")
    for f in data.get("failures") or []:
        c.print(f"  failed ticket {f['id']} ({f['attempts']} attempts): {f['error']}")
    ex = data.get("extraction")
    if ex and "error" not in ex:
        budget = ex.get("daily_token_budget") or 0
        left = f", {ex.get('remaining')} left" if budget else " (no daily budget)"
        cap = ex.get("daily_cost_budget") or 0
        cost = f"; cost ${ex.get('cost_used', 0):.4f} of ${cap:.2f}" if cap else ""
        c.print(f"extraction: {ex.get('backend')}, {ex.get('tokens_used', 0)} tokens in {ex.get('calls', 0)} calls "
                f"today{left}{cost}" + (" [red]budget exhausted, tickets wait until tomorrow (UTC)[/]"
                                        if ex.get("exhausted") else ""))
    elif ex:
        c.print(f"extraction: [red]{ex['error']}[/]")
    r = data.get("reflect")
    if r:
        found = ", ".join(f"{v} {k}" for k, v in (r.get("counts") or {}).items() if k != "notes" and v)
        c.print(f"last reflect: {r.get('at')} ({'applied' if r.get('applied') else 'dry run'})"
                f"{': ' + found if found else ''}; report {r.get('report')}")
    else:
        c.print("last reflect: never (run `vaultmem reflect`)")
    u = data.get("usage")
    if u:
        c.print(f"usage: {u['recalls']} recalls of {u['notes_tracked']} notes, {u['recalled_last_7_days']} "
                f"recalled in the last 7 days, {u['promoted']} promoted")
