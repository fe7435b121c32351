"""Commands beyond the core: the daemon, the worker, ingest, agent/service install."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional

import typer

from .app import _state, echo_json, fail, open_memory
from ..errors import DaemonError, VaultmemError

commands = typer.Typer()


@commands.command()
def serve(ctx: typer.Context,
          listen: Optional[str] = typer.Option(None, "--listen", help="Also answer on TCP at HOST:PORT, with tokens "
                                               "(a hub; see docs/shared-memory.md). Default: hub.listen."),
          tls_cert: Optional[str] = typer.Option(None, "--tls-cert", help="PEM certificate for TLS on --listen."),
          tls_key: Optional[str] = typer.Option(None, "--tls-key", help="PEM private key for --tls-cert.")) -> None:
    """Run the daemon in the foreground (what launchd/systemd run)."""
    from ..serving import serve as run

    try:
        run(_state(ctx).config, listen=listen, tls_cert=tls_cert, tls_key=tls_key)
    except VaultmemError as exc:
        fail(exc)


@commands.command()
def start(ctx: typer.Context, as_json: bool = typer.Option(False, "--json"),
          timeout: float = typer.Option(120.0, help="Seconds to wait for the daemon to become healthy.")) -> None:
    """Start the daemon in the background and return once it answers."""
    from ..daemon.server import start_background

    try:
        info = start_background(_state(ctx).config, timeout)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(info)
    else:
        what = "already running" if info.get("already_running") else "started"
        typer.echo(f"daemon {what}: pid {info.get('pid')} since {info.get('started_at')}")


@commands.command()
def stop(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """Stop the daemon (it finishes the ticket in hand first). Under `install service`, prefer systemctl/launchctl."""
    from ..daemon.server import stop_background
    from ..services import installed, stop_hint

    try:
        stopped = stop_background(_state(ctx).config)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"stopped": stopped})
    else:
        typer.echo("daemon stopped" if stopped else "no daemon was running")
        if not stopped:
            _say_who_holds_the_index(_state(ctx).config.state_dir / "writer.lock")
        if installed():  # the service manager starts it again at next login; its own stop is the clean one
            typer.echo(f"a vaultmem service is installed: stop it with `{stop_hint()}`")


def _say_who_holds_the_index(lock: Path) -> None:
    """After `stop` found no daemon: a worker or command may still hold the index; name it."""
    from ..lockinfo import busy_message, read_owner

    if read_owner(lock) is not None:
        message, hint = busy_message(lock)
        typer.echo(f"{message}\nhint: {hint}")


@commands.command()
def worker(ctx: typer.Context, once: bool = typer.Option(False, "--once", help="Drain the queue, then exit.")) -> None:
    """Drain the ticket queue without the HTTP daemon (when the daemon is not used)."""
    from ..daemon.server import health
    from ..logs import setup_logging

    cfg = _state(ctx).config
    setup_logging(cfg)
    if health(cfg) is not None:  # the daemon owns the index and drains the queue itself
        fail(DaemonError("the daemon is running and already drains the queue",
                         "`vaultmem status` shows the queue; `vaultmem stop` first to drain it by hand"))
    mem = _worker_memory(cfg)
    try:
        _run_worker(mem, once)
    finally:
        mem.close()


def _worker_memory(cfg: Any) -> Any:
    """The worker's composition root: a Memory that holds the writer lock for the worker's whole
    life (busy errors name it "worker"), caught up with the vault before the first ticket."""
    from ..memory import Memory

    mem = Memory(cfg, role="worker")
    try:
        mem.ensure_fresh()  # like the daemon: crash leftovers swept, a torn index rebuilt first
    except VaultmemError as exc:
        mem.close()
        fail(exc)
    return mem


def _run_worker(mem: Any, once: bool) -> None:
    """Drain the queue (once, or until SIGTERM / Ctrl-C) and keep the index up with the vault."""
    import signal
    import threading

    from ..daemon.worker import QueueWorker, VaultWatcher
    from ..factories import build_queue
    from ..ingest.pipelines import build_pipeline
    from ..ingest.processor import IngestSettings, TicketProcessor

    queue = build_queue(mem.config)
    # The worker owns the index like the daemon does, so it also picks up a person's edits in
    # the vault; one lock keeps a ticket and an edit from updating the index at the same time.
    lock = threading.Lock()
    processor = TicketProcessor(mem, queue.root, build_pipeline(mem.config), IngestSettings.from_config(mem.config))

    def process(ticket: Any) -> Any:
        with lock:
            return processor(ticket)

    def vault_changed(paths: list[Path]) -> None:
        with lock:
            n = mem.reindex_paths(paths)
        if n:
            logging.getLogger("vaultmem.worker").info("REINDEXED %d edited notes", n)

    w = QueueWorker(queue, process)
    if once:
        from ..human import counts

        n = w.drain_once()
        typer.echo(f"{n} tickets handled; queue: {counts(queue.counts())}")
        return
    watcher = VaultWatcher(mem.vault.root, vault_changed)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    w.start()
    watcher.start()
    typer.echo(f"worker draining {queue.root} and watching {mem.vault.root} (Ctrl-C to stop)")
    try:
        while not done.wait(1):
            pass
    except KeyboardInterrupt:
        pass
    watcher.stop()
    w.stop()


@commands.command()
def ingest(ctx: typer.Context, file: Path = typer.Argument(..., help="A Claude Code or Codex transcript (.jsonl)."),
           agent: str = typer.Option("auto", "--agent", help="auto | claude-code | codex"),
           as_json: bool = typer.Option(False, "--json")) -> None:
    """Run the capture and extraction pipeline on one transcript, synchronously."""
    from ..daemon.client import daemon_call

    if agent not in ("auto", "claude-code", "codex"):
        raise typer.BadParameter("--agent must be auto, claude-code or codex")
    cfg = _state(ctx).config
    try:
        result = daemon_call(cfg, "POST", "/v1/ingest", {"path": str(file.resolve()), "agent": agent}, timeout=600)
        if result is None:
            from ..ingest.files import ingest_file

            with open_memory(_state(ctx)) as mem:
                result = ingest_file(mem, file, agent)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(result)
        return
    from ..human import result_lines

    for line in result_lines(result):
        typer.echo(line)


SERVICE_DIR_HELP = "service only: folder for the unit files (default: ~/Library/LaunchAgents or ~/.config/systemd/user)."


@commands.command()
def install(ctx: typer.Context, target: str = typer.Argument(..., help="claude-code | codex | service"),
            settings: Optional[Path] = typer.Option(None, "--settings", help="Settings file to edit (default: the agent's user settings)."),
            dry_run: bool = typer.Option(False, "--dry-run", help="Show the change without writing it."),
            directory: Optional[Path] = typer.Option(None, "--dir", help=SERVICE_DIR_HELP),
            extract: Optional[str] = typer.Option(
                None, "--extract", help="Also set extract.backend in vaultmem's config: claude-cli (Claude Code "
                                        "extracts the notes, within the daily budgets), openai or heuristic.")) -> None:
    """Add vaultmem's hooks to Claude Code or Codex, or write launchd/systemd service files."""
    try:
        if extract is not None:
            from ..extract.setup import set_backend

            path, text = set_backend(_state(ctx).config, extract, dry_run=dry_run)
            verb = "would set" if dry_run else "set"
            typer.echo(f"extract.backend = \"{extract}\" already in {path}" if text is None
                       else f"{verb} extract.backend = \"{extract}\" in {path} (daily caps: extract.daily_token_budget, "
                            "extract.daily_cost_budget)")
        if target == "service":
            from ..services import install_services

            for line in install_services(_state(ctx).config, dry_run=dry_run, target=directory):
                typer.echo(line)
            return
        if target not in ("claude-code", "codex"):
            raise typer.BadParameter("target must be claude-code, codex or service")
        from ..install import install_agent

        cfg = _state(ctx).config
        result = install_agent(target, settings, dry_run=dry_run, home=cfg.home)
        if not dry_run:
            from ..daemon.server import record_launcher

            from ..ingest.roots import record_agent_dir

            record_launcher(cfg)  # the hooks start the daemon with it when they find none running
            record_agent_dir(cfg.state_dir, target, result.settings_path.parent)  # its transcripts may be captured
            result.messages.append("the hooks start the daemon themselves when it is not running "
                                   "(hooks.autostart; VAULTMEM_NO_AUTOSTART=1 turns it off)")
    except VaultmemError as exc:
        fail(exc)
    _show_install(result)


@commands.command()
def uninstall(ctx: typer.Context, target: str = typer.Argument(..., help="claude-code | codex | service"),
              settings: Optional[Path] = typer.Option(None, "--settings"),
              dry_run: bool = typer.Option(False, "--dry-run"),
              directory: Optional[Path] = typer.Option(None, "--dir", help=SERVICE_DIR_HELP)) -> None:
    """Remove vaultmem's hooks (only ours) from Claude Code or Codex settings, or the service files."""
    if target == "service":
        from ..services import uninstall_services

        for line in uninstall_services(directory, dry_run=dry_run):
            typer.echo(line)
        return
    if target not in ("claude-code", "codex"):
        raise typer.BadParameter("target must be claude-code, codex or service")
    from ..install import uninstall_agent

    try:
        result = uninstall_agent(target, settings, dry_run=dry_run)
    except VaultmemError as exc:
        fail(exc)
    _show_install(result)


def _show_install(result: object) -> None:
    diff = getattr(result, "diff", "")
    typer.echo(diff if diff else "no change needed (already as wanted)")
    for attr in ("backup", "message", "messages"):
        value = getattr(result, attr, None)
        if isinstance(value, (list, tuple)):
            for v in value:
                typer.echo(str(v))
        elif value:
            typer.echo(f"{attr}: {value}" if attr == "backup" else str(value))
