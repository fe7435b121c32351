"""The `vaultmem` command line: one app, command modules registered explicitly.

`load_commands()` is the one place that knows which modules hold commands; the console script
(`main`) and the generated docs/cli.md (cli/docs.py) both start there. Command modules import the
app's helpers from cli/app.py and never each other's registration.
"""

from __future__ import annotations

import os

import typer

from .app import (GLOBAL_EPILOG, GLOBAL_FLAGS, GLOBAL_OPTIONS, GlobalOptionsGroup, State, _state, app,  # noqa: F401
                  echo_json, fail, hoist_global_options, require_vault)

_LOADED = False


def load_commands() -> typer.Typer:
    """`app` with every command group registered (idempotent)."""
    global _LOADED
    if not _LOADED:
        from . import bench, daemon, lifecycle, notes, remote, review

        for module in (notes, daemon, lifecycle, review, remote, bench):
            app.registered_commands.extend(module.commands.registered_commands)
            app.registered_groups.extend(module.commands.registered_groups)
        _LOADED = True
    return app


def main() -> None:
    """Console-script entry point."""
    # Everything vaultmem creates (state, queue, logs, sqlite files, the vault it initialises) is the
    # user's alone whatever their umask: notes and logs name what they work on. Existing files keep
    # their modes; `doctor` warns when the vault or state folder is open to others.
    os.umask(0o077)
    from ..errors import describe_os_error

    try:
        load_commands()()
    except OSError as exc:  # a read-only or full folder, met outside a command's own error handling
        err = describe_os_error(exc)
        typer.echo(f"error: {err.args[0]}", err=True)
        typer.echo(f"hint: {err.hint}", err=True)
        raise SystemExit(1) from None
