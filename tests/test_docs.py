"""Docs as tests: the shipped config example and the README stay in line with the code."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

import vaultmem.cli_bench  # noqa: F401  (registers commands)
import vaultmem.cli_extra  # noqa: F401
import vaultmem.cli_lifecycle  # noqa: F401
from vaultmem.cli import app
from vaultmem.config import SETTINGS, example_toml
from vaultmem.config_docs import configuration_md

REPO = Path(__file__).resolve().parents[1]


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
