"""Docs as tests: the shipped config example and the README stay in line with the code."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

import typer
from vaultmem.cli import load_commands
from vaultmem.cli.docs import cli_md
from vaultmem.config import SETTINGS, example_toml
from vaultmem.config_docs import configuration_md

REPO = Path(__file__).resolve().parents[1]
app = load_commands()  # every command group registered, as the console script does


def test_config_example_file_is_generated_from_the_settings() -> None:
    shipped = (REPO / "config.example.toml").read_text(encoding="utf-8")
    assert shipped == example_toml(), "regenerate with: vaultmem config example > config.example.toml"


def test_configuration_reference_is_generated_from_the_settings() -> None:
    shipped = (REPO / "docs" / "configuration.md").read_text(encoding="utf-8")
    assert shipped == configuration_md(), "regenerate with: vaultmem config docs > docs/configuration.md"


def test_configuration_reference_names_every_setting_with_its_rule_and_env_var() -> None:
    md = configuration_md()
    rows = {line.split("|")[1].strip(" `"): line for line in md.splitlines() if line.startswith("| `")}
    assert list(rows) == [s.name for s in SETTINGS]
    assert f"`{SETTINGS[0].env_var}`" in rows[SETTINGS[0].name]
    assert "an integer from 1 to 100" in rows["recall.limit"]  # from config_rules.RULES
    assert "clamped to 60" in rows["hooks.timeout"]
    assert "`score`, `rrf`" in rows["recall.fusion"]  # choices


def test_cli_reference_is_generated_from_the_help_of_every_command() -> None:
    shipped = (REPO / "docs" / "cli.md").read_text(encoding="utf-8")
    assert shipped == cli_md(), "regenerate with: python -m vaultmem.cli.docs > docs/cli.md"


def test_cli_reference_walks_the_command_tree_not_the_files() -> None:
    """Commands and nested groups registered on any app appear, with their options and help."""
    demo = typer.Typer(help="Demo tool.")
    outer = typer.Typer(help="Outer group.")
    inner = typer.Typer(help="Inner group.")
    demo.add_typer(outer, name="outer")
    outer.add_typer(inner, name="inner")

    @demo.command()
    def top(n: int = typer.Option(3, "--count", help="How many.")) -> None:
        """Top-level command."""

    @inner.command("leaf")
    def leaf() -> None:
        """Deepest command."""

    @demo.command(hidden=True)
    def secret() -> None:
        """Not for the docs."""

    md = cli_md(demo)
    for heading in ("## `vaultmem`", "## `vaultmem top`", "## `vaultmem outer`", "## `vaultmem outer inner`",
                    "## `vaultmem outer inner leaf`"):
        assert heading + "\n" in md
    assert "--count" in md and "How many." in md and "[default: 3" in md and "Deepest command." in md
    assert "secret" not in md and "\x1b" not in md and "╭" not in md  # plain text, no rich panels


def test_readme_opens_with_the_two_setup_commands() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    head = readme[:400]
    assert "make demo" in head and "make test" in head


def test_every_command_has_help_text() -> None:
    runner = CliRunner()
    for name, cmd in [(c.name or c.callback.__name__, c) for c in app.registered_commands]:
        assert (cmd.help or (cmd.callback.__doc__ or "")).strip(), f"`vaultmem {name}` has no help"
    res = runner.invoke(app, ["--help"])
    assert res.exit_code == 0 and "search" in res.output
