"""Shared-memory commands: `vaultmem token ...` (on the hub) and `vaultmem remote status` (on an edge)."""

from __future__ import annotations

from typing import List, Optional

import typer

from .app import _state, echo_json, fail
from ..errors import VaultmemError

commands = typer.Typer()

token_app = typer.Typer(help="Tokens for the hub's TCP listener (run these on the hub).", no_args_is_help=True)
remote_app = typer.Typer(help="This machine as an edge of a hub.", no_args_is_help=True)
commands.add_typer(token_app, name="token")
commands.add_typer(remote_app, name="remote")


@token_app.command("create")
def token_create(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="Who holds it (a machine, an agent): it names them in the audit log."),
    scope: List[str] = typer.Option(..., "--scope", help="project:<git remote>, global, or * (repeat for more)."),
    can: str = typer.Option("read", "--can", help="Comma-separated capabilities: read,write,forget."),
    expires: Optional[str] = typer.Option(None, "--expires", help="Lifetime, e.g. 30d, 12h, 2w (default: none)."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Create a token and print it once: only its hash is kept."""
    from ..remote.tokens import TokenStore

    store = TokenStore(_state(ctx).config.state_dir)
    try:
        secret = store.create(name, scope, [c.strip() for c in can.split(",") if c.strip()], expires)
    except VaultmemError as exc:
        fail(exc, as_json)
    record = next(r for r in store.records() if r.name == name and not r.revoked)
    if as_json:
        echo_json({"token": secret, **record.public()})
        return
    typer.echo(secret)
    typer.echo(f"token {name!r}: {','.join(record.can)} on {', '.join(record.scopes)}"
               + (f", expires {record.expires}" if record.expires else "")
               + "\nshown once: put it in a file on the edge (mode 0600) and set remote.token_file", err=True)


@token_app.command("list")
def token_list(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """Tokens the hub knows (names, scopes, capabilities, state; never the tokens)."""
    from ..remote.tokens import TokenStore

    try:
        rows = [r.public() for r in TokenStore(_state(ctx).config.state_dir).records()]
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"tokens": rows})
        return
    if not rows:
        typer.echo("no tokens (create one with `vaultmem token create NAME --scope ... --can ...`)")
    for r in rows:
        typer.echo(f"{r['name']:<20} {r['state']:<8} {','.join(r['can']):<18} {' '.join(r['scopes'])}"
                   f"  created {r['created']}" + (f" expires {r['expires']}" if r["expires"] else ""))


@token_app.command("revoke")
def token_revoke(ctx: typer.Context, name: str = typer.Argument(..., help="Name of the token."),
                 as_json: bool = typer.Option(False, "--json")) -> None:
    """Revoke a token: the hub refuses it from the next request on."""
    from ..remote.tokens import TokenStore

    try:
        n = TokenStore(_state(ctx).config.state_dir).revoke(name)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"revoked": name, "count": n})
    else:
        typer.echo(f"revoked {name!r}")


@remote_app.command("status")
def remote_status(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """The hub this edge uses and what waits in its outbox."""
    from ..remote.edge import OUTBOX_FILE, Outbox

    cfg = _state(ctx).config
    info = {"url": cfg["remote.url"] or None,
            "outbox": {"batches": 0, "sessions": 0, "oldest_age_s": None, "last_error": None, "attempts": 0}}
    if (cfg.state_dir / "remote" / OUTBOX_FILE).exists():  # a status look creates nothing
        outbox = Outbox(cfg.state_dir)
        try:
            info["outbox"] = outbox.counts()
        finally:
            outbox.close()
    if as_json:
        echo_json(info)
        return
    typer.echo(f"hub: {info['url'] or '(none: remote.url is not set)'}")
    ob = info["outbox"]
    typer.echo(f"outbox: {ob['batches']} batches from {ob['sessions']} sessions waiting"
               + (f", oldest {ob['oldest_age_s']} s, last error: {ob['last_error']}" if ob["batches"] else ""))
