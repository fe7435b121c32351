"""`vaultmem review` (staged notes: list, approve, reject) and `vaultmem ui` (the web console).

Review commands go through the daemon when it runs (it owns the index an approval writes to),
else run in-process under the writer lock, like the lifecycle commands.
"""

from __future__ import annotations

import sys
from typing import Any, Optional

import typer

from .app import _state, echo_json, fail
from .lifecycle import _run, _who
from ..errors import VaultmemError

commands = typer.Typer()

review_app = typer.Typer(help="Staged notes waiting for a person (extract.review = \"staging\").",
                         invoke_without_command=True)
commands.add_typer(review_app, name="review")


def _print_item(item: dict[str, Any], full: bool = False) -> None:
    p = item["provenance"]
    target = f" -> {item['target']}" if item.get("target") else ""
    typer.echo(f"{item['id']}  [{item['type']}] {item['title']}")
    typer.echo(f"    would {item['action']}{target}; {item['scope']}; {p['agent']} session {p['session']}; "
               f"staged {item['staged_at']}")
    typer.echo(f"    quote: \"{' '.join(str(p['quote']).split())[:160]}\"")
    if full:
        typer.echo("")
        typer.echo(item["body"])
        if item.get("excerpt"):
            typer.echo("\n--- conversation ---\n" + item["excerpt"])


def _edit_in_editor(text: str) -> str | None:
    """The text after the person's $VISUAL / $EDITOR (vi) edited it; None when the editor failed."""
    import os
    import shlex
    import subprocess
    import tempfile

    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    fd, name = tempfile.mkstemp(prefix="vaultmem-review-", suffix=".md")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        try:
            code = subprocess.call([*shlex.split(editor), name])
        except OSError as exc:
            raise VaultmemError(f"cannot run the editor {editor!r}: {exc.strerror}",
                                "set $EDITOR to an editor on your PATH") from None
        if code != 0:
            return None
        with open(name, encoding="utf-8") as fh:
            return fh.read()
    finally:
        os.unlink(name)


@review_app.callback()
def review(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """List the staged notes (approve or reject them with the subcommands)."""
    if ctx.invoked_subcommand is not None:
        return
    from ..staging import list_staged

    try:
        items = _run(ctx, "/v1/review/list", {}, lambda mem: {"items": list_staged(mem)})["items"]
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"items": items})
        return
    if not items:
        cfg = _state(ctx).config
        off = "" if cfg["extract.review"] == "staging" else " (extract.review is \"off\": notes go live at once)"
        typer.echo("no staged notes" + off)
        return
    for item in items:
        _print_item(item)
    typer.echo(f"{len(items)} staged; `vaultmem review show ID`, `review approve ID [--edit]`, "
               "`review reject ID --reason TEXT`")


@review_app.command("show")
def show(ctx: typer.Context, staged_id: str = typer.Argument(..., help="Staged id (from `vaultmem review`)."),
         as_json: bool = typer.Option(False, "--json")) -> None:
    """One staged note in full: body, provenance and the conversation it came from."""
    from ..staging import get_staged

    try:
        item = _run(ctx, "/v1/review/get", {"id": staged_id}, lambda mem: get_staged(mem, staged_id))
    except VaultmemError as exc:
        fail(exc, as_json)
    echo_json(item) if as_json else _print_item(item, full=True)


@review_app.command("approve")
def approve(ctx: typer.Context, staged_id: str = typer.Argument(..., help="Staged id (from `vaultmem review`)."),
            edit: bool = typer.Option(False, "--edit", help="Edit title and body in $EDITOR first."),
            as_json: bool = typer.Option(False, "--json")) -> None:
    """Put a staged note live: indexed, recallable, with its provenance."""
    from ..extract.staged import split_title
    from ..staging import approve as run, get_staged

    who = _who()
    payload: dict[str, Any] = {"id": staged_id, "who": who}
    try:
        if edit:
            item = _run(ctx, "/v1/review/get", {"id": staged_id}, lambda mem: get_staged(mem, staged_id))
            text = _edit_in_editor(f"# {item['title']}\n\n{item['body']}\n")
            if text is None or not text.strip():
                typer.echo("edit cancelled (nothing saved); the note stays staged")
                raise typer.Exit(1)
            payload["title"], payload["body"] = split_title(text)
        result = _run(ctx, "/v1/review/approve", payload,
                      lambda mem: run(mem, staged_id, who, payload.get("title"), payload.get("body")))
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(result)
        return
    notes = ", ".join(result["notes"]) or "nothing new (already recorded)"
    typer.echo(f"approved {staged_id}: {result['action']} {notes}")


@review_app.command("reject")
def reject(ctx: typer.Context, staged_id: str = typer.Argument(..., help="Staged id (from `vaultmem review`)."),
           reason: Optional[str] = typer.Option(None, "--reason", "-r", help="Why (kept in the audit log)."),
           as_json: bool = typer.Option(False, "--json")) -> None:
    """Drop a staged note: an audit line, nothing in the vault."""
    from ..staging import reject as run

    if not (reason or "").strip():
        raise typer.BadParameter("--reason is required: the audit log records why a note was rejected")
    who = _who()
    try:
        result = _run(ctx, "/v1/review/reject", {"id": staged_id, "who": who, "reason": reason},
                      lambda mem: run(mem, staged_id, who, reason or ""))
    except VaultmemError as exc:
        fail(exc, as_json)
    echo_json(result) if as_json else typer.echo(f"rejected {staged_id} (audit log: `vaultmem log`)")


@commands.command()
def ui(ctx: typer.Context,
       port: int = typer.Option(0, "--port", min=0, max=65535, help="Loopback port (0: a free one)."),
       open_browser: bool = typer.Option(False, "--open", help="Open the console in the default browser.")) -> None:
    """Web console on 127.0.0.1: health, notes, injected context, search, staging, graph (Ctrl-C stops it)."""
    import socket

    import uvicorn

    from ..console.auth import new_token, token_authorizer
    from ..console.front import local_front, relay_front
    from ..daemon.client import daemon_call

    cfg = _state(ctx).config
    token = new_token()
    authorize = token_authorizer(token)
    try:
        through_daemon = daemon_call(cfg, "GET", "/v1/health", timeout=10) is not None
    except VaultmemError as exc:
        fail(exc)
    # Bound here, before the URL is printed, so the URL is right the moment anyone reads it.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    sock.listen(128)  # connections made before uvicorn runs wait in the backlog instead of being refused
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/ui/?token={token}"
    service = None
    if through_daemon:
        app_ = relay_front(str(cfg.socket_path), token, authorize)
        where = f"through the daemon at {cfg.socket_path}"
    else:
        from ..console.app import create_console
        from ..daemon.server import in_process_service

        service = in_process_service(cfg)
        service.start()
        app_ = local_front(create_console(service), token, authorize)
        where = "in this process (no daemon runs; this process holds the index until it stops)"
    typer.echo(f"vaultmem console {where}:\n{url}\n(the token in this URL is the only way in; it is shown once)")
    sys.stdout.flush()
    if open_browser:
        import webbrowser

        webbrowser.open(url)
    try:
        uvicorn.Server(uvicorn.Config(app_, log_level="warning", lifespan="on")).run(sockets=[sock])
    finally:
        if service is not None:
            service.shutdown()
