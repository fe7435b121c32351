"""The `vaultmem` app: global options, the state they resolve to, and the helpers every command
module uses (fail, echo_json, require_vault). Command modules import from here; nothing here imports
them (cli/__init__.py registers them explicitly).

Domain errors exit 1 with a one-line fix hint; usage errors exit 2 (typer/click).
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any, Optional

import typer
from typer.core import TyperGroup

from ..config import Config, load_config
from ..errors import VaultmemError

if TYPE_CHECKING:
    from ..memory import Memory

GLOBAL_OPTIONS = ("--home", "--vault", "--config")
GLOBAL_FLAGS = ("--local",)
GLOBAL_EPILOG = ("Global options --home DIR, --vault DIR, --config FILE and --local may come before or after "
                 "the command name (see `vaultmem --help`).")


def hoist_global_options(args: list[str]) -> list[str]:
    """Move --home/--vault/--config and their values in front, wherever they were typed, so
    `vaultmem search x --home D` works like `vaultmem --home D search x`. Everything after a
    literal `--` is left alone (it may be a query that happens to read `--home`)."""
    front: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            rest += args[i:]
            break
        name, eq, _ = arg.partition("=")
        if arg in GLOBAL_FLAGS:
            front.append(arg)
            i += 1
        elif name not in GLOBAL_OPTIONS:
            rest.append(arg)
            i += 1
        elif eq:
            front.append(arg)
            i += 1
        elif i + 1 >= len(args) or args[i + 1] == "--":
            raise typer.BadParameter("needs a value after it", param_hint=f"'{name}'")
        else:
            front += args[i:i + 2]
            i += 2
    return front + rest


class GlobalOptionsGroup(TyperGroup):
    """A command group that accepts the global options anywhere and says so in every command's help."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:  # type: ignore[override]
        return super().parse_args(ctx, hoist_global_options(list(args)))

    def get_command(self, ctx: typer.Context, cmd_name: str) -> Any:  # type: ignore[override]
        cmd = super().get_command(ctx, cmd_name)
        if cmd is not None and not cmd.epilog:
            cmd.epilog = GLOBAL_EPILOG
        return cmd


app = typer.Typer(help="vaultmem: local-first memory for coding agents.", no_args_is_help=True,
                  pretty_exceptions_enable=False, add_completion=False, cls=GlobalOptionsGroup)
config_app = typer.Typer(help="Show and document settings.", no_args_is_help=True, cls=GlobalOptionsGroup)
app.add_typer(config_app, name="config")


class State:
    """Global options, resolved lazily into a Config."""

    def __init__(self, home: str | None, vault: str | None, config_file: str | None) -> None:
        self.home, self.vault, self.config_file = home, vault, config_file
        self._config: Config | None = None

    @property
    def config(self) -> Config:
        if self._config is None:
            from ..logs import setup_logging

            self._config = load_config(home=self.home, config_file=self.config_file, vault=self.vault)
            setup_logging(self._config)
        return self._config


def _state(ctx: typer.Context) -> State:
    return ctx.ensure_object(State) if ctx.obj is None else ctx.obj


@app.callback()
def main_options(
    ctx: typer.Context,
    home: Optional[str] = typer.Option(None, "--home", envvar="VAULTMEM_HOME",
                                       help="One folder for config, state, logs, socket and (by default) the vault."),
    vault: Optional[str] = typer.Option(None, "--vault", envvar="VAULTMEM_VAULT", help="The vault folder."),
    config: Optional[str] = typer.Option(None, "--config", envvar="VAULTMEM_CONFIG", help="A TOML config file."),
    version: bool = typer.Option(False, "--version", is_eager=True, help="Print the version and exit.",
                                 callback=lambda on: _print_version(on)),
    local: bool = typer.Option(False, "--local", help="Work in-process: never use or start the daemon."),
) -> None:
    """Global options shared by every command."""
    from ..daemon.client import configure

    ctx.obj = State(home, vault, config)
    # At a terminal, a command that needs the index starts the daemon (the next one is then fast);
    # scripts and cron jobs run in-process and leave nothing running behind them.
    configure(local=local, may_start=_at_a_terminal())


def _at_a_terminal() -> bool:
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _print_version(on: bool) -> None:
    if on:
        from .. import __version__

        typer.echo(f"vaultmem {__version__}")
        raise typer.Exit(0)


def fail(exc: VaultmemError, as_json: bool = False) -> None:
    """Print a domain error (JSON in --json mode) and exit 1."""
    if as_json:
        typer.echo(json.dumps({"error": str(exc.args[0]) if exc.args else str(exc), "hint": exc.hint}))
    else:
        typer.echo(f"error: {exc.args[0] if exc.args else exc}", err=True)
        if exc.hint:
            typer.echo(f"hint: {exc.hint}", err=True)
    raise typer.Exit(1)


def require_vault(cfg: Config) -> None:
    """Read commands on a vault that was never created say so, instead of finding nothing."""
    if not cfg.vault.is_dir():
        raise VaultmemError(f"no vault at {cfg.vault}", "run `vaultmem init` or pass --vault")


def open_memory(state: State) -> "Memory":
    """The CLI's composition root: every command that works on the index in this process (no
    daemon to ask) opens it here, as a "command" in the writer lock, and closes it when done."""
    from ..logs import setup_logging
    from ..memory import Memory

    setup_logging(state.config)
    return Memory(state.config)


def echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


# -- setup ----------------------------------------------------------------------------------
