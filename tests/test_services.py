"""`vaultmem install|uninstall service`: launchd plists and systemd user units, rendered for both platforms."""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vaultmem import services
from vaultmem.cli import app
from vaultmem.config import load_config

REPO = Path(__file__).resolve().parents[1]
THIS_PLATFORM = "darwin" if sys.platform == "darwin" else "linux"


def _systemd_env(unit: str) -> dict[str, str]:
    """The Environment= assignments of a rendered unit, unquoted the way systemd does for our output."""
    env = {}
    for line in unit.splitlines():
        if line.startswith("Environment="):
            value = line.removeprefix("Environment=")
            assert value.startswith('"') and value.endswith('"'), line
            raw = value[1:-1].replace('\\"', '"').replace("\\\\", "\\").replace("%%", "%")
            key, _, val = raw.partition("=")
            env[key] = val
    return env


def _exec_start(unit: str) -> str:
    return next(line for line in unit.splitlines() if line.startswith("ExecStart="))


def test_plists_parse_with_this_machines_paths(config) -> None:  # type: ignore[no-untyped-def]
    units = services.render_units(config, "darwin")
    assert set(units) == {"com.vaultmem.daemon.plist", "com.vaultmem.reflect.plist"}
    daemon = plistlib.loads(units["com.vaultmem.daemon.plist"].encode())
    reflect = plistlib.loads(units["com.vaultmem.reflect.plist"].encode())
    assert daemon["ProgramArguments"] == services.vaultmem_command() + ["serve"]
    assert Path(daemon["ProgramArguments"][0]).exists()  # this installation's vaultmem (or python)
    assert reflect["ProgramArguments"] == services.vaultmem_command() + ["reflect", "--apply"]
    # restart after a crash only, so `vaultmem stop` (serve exits 0 on SIGTERM) is not undone
    assert daemon["KeepAlive"] == {"SuccessfulExit": False} and daemon["RunAtLoad"] is True
    assert daemon["StandardOutPath"] == str(config.log_dir / "daemon.out")
    assert reflect["StartCalendarInterval"] == {"Weekday": 0, "Hour": 3, "Minute": 30}
    for plist in (daemon, reflect):
        assert plist["EnvironmentVariables"] == {"VAULTMEM_HOME": str(config.home)}


def test_systemd_units_with_this_machines_paths(config) -> None:  # type: ignore[no-untyped-def]
    units = services.render_units(config, "linux")
    assert set(units) == {"vaultmem.service", "vaultmem-reflect.service", "vaultmem-reflect.timer"}
    exe = services.vaultmem_command()
    assert _exec_start(units["vaultmem.service"]) == f"ExecStart={' '.join(exe)} serve"
    assert _exec_start(units["vaultmem-reflect.service"]) == f"ExecStart={' '.join(exe)} reflect --apply"
    for name in ("vaultmem.service", "vaultmem-reflect.service"):
        assert _systemd_env(units[name]) == {"VAULTMEM_HOME": str(config.home)}
    assert "Restart=on-failure" in units["vaultmem.service"]
    assert "After=default.target" not in units["vaultmem.service"].splitlines()  # with WantedBy: a cycle
    assert "OnCalendar=weekly" in units["vaultmem-reflect.timer"]
    for text in units.values():
        assert "@" not in text, "a placeholder was left unfilled"


def test_no_home_no_config_means_no_baked_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VAULTMEM_HOME")
    cfg = load_config()
    assert services.unit_env(cfg) == {}
    units = services.render_units(cfg, "linux")
    assert not [line for line in units["vaultmem.service"].splitlines() if line.startswith("Environment")]
    assert plistlib.loads(services.render_units(cfg, "darwin")["com.vaultmem.daemon.plist"].encode())[
        "EnvironmentVariables"] == {}


@pytest.mark.parametrize("platform", ["darwin", "linux"])
def test_a_later_config_change_of_the_vault_reaches_the_service(vm_home: Path, tmp_path: Path, platform: str) -> None:
    """env beats TOML: a baked VAULTMEM_PATHS_VAULT would pin the vault the service uses forever."""
    cfg = load_config(vault=tmp_path / "first-vault")  # what the user had when installing
    units = services.render_units(cfg, platform)
    if platform == "darwin":
        env = plistlib.loads(units["com.vaultmem.daemon.plist"].encode())["EnvironmentVariables"]
    else:
        env = _systemd_env(units["vaultmem.service"])
    assert not any(k.startswith("VAULTMEM_PATHS") or k == "VAULTMEM_VAULT" for k in env)
    vm_home.mkdir(parents=True, exist_ok=True)
    (vm_home / "config.toml").write_text(f'[paths]\nvault = "{tmp_path / "moved-vault"}"\n')
    assert load_config(env=env).vault == tmp_path / "moved-vault"


def test_only_an_explicit_config_file_is_baked(vm_home: Path, tmp_path: Path) -> None:
    vm_home.mkdir(parents=True, exist_ok=True)
    (vm_home / "config.toml").write_text("")
    assert "VAULTMEM_CONFIG" not in services.unit_env(load_config())  # the default place: found anyway
    custom = tmp_path / "elsewhere.toml"
    custom.write_text("")
    assert services.unit_env(load_config(config_file=custom))["VAULTMEM_CONFIG"] == str(custom.resolve())


def test_awkward_paths_are_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / 'my home 100% "x" & <y>$HOME'
    cfg = load_config(home=home)
    monkeypatch.setattr(services, "vaultmem_command", lambda: [str(tmp_path / "bin dir%n" / "vaultmem")])
    linux = services.render_units(cfg, "linux")["vaultmem.service"]
    assert _systemd_env(linux) == {"VAULTMEM_HOME": str(home)}
    assert "100%% " in linux and "100% " not in linux  # a bare % is a systemd specifier
    exe = str(tmp_path / "bin dir%%n" / "vaultmem")
    assert _exec_start(linux) == f'ExecStart="{exe}" serve'  # quoted: the path has a space
    plist = plistlib.loads(services.render_units(cfg, "darwin")["com.vaultmem.daemon.plist"].encode())
    assert plist["EnvironmentVariables"] == {"VAULTMEM_HOME": str(home)}
    assert plist["ProgramArguments"][0] == str(tmp_path / "bin dir%n" / "vaultmem")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze not installed")
def test_systemd_analyze_verify_accepts_the_units(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bindir = tmp_path / "bin dir 50%Z"  # a space and a % (%Z: no such specifier) test the escaping
    bindir.mkdir()
    exe = bindir / "vaultmem"
    exe.write_text("#!/bin/sh\nexit 0\n")
    exe.chmod(0o755)
    monkeypatch.setattr(services, "vaultmem_command", lambda: [str(exe)])
    cfg = load_config(home=tmp_path / "home 100%Z")
    units = tmp_path / "units"
    services.install_services(cfg, target=units, platform="linux")
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "SYSTEMD_LOG_LEVEL": "warning"}
    res = subprocess.run(["systemd-analyze", "--user", "verify", *(str(units / n) for n in services.SYSTEMD_FILES)],
                         capture_output=True, text=True, env=env, timeout=120)
    ours = [line for line in res.stderr.splitlines() if str(units) in line]
    assert res.returncode == 0 and not ours, res.stderr


def test_the_checked_in_examples_are_the_packaged_templates() -> None:
    for folder, names in (("launchd", services.LAUNCHD_FILES), ("systemd", services.SYSTEMD_FILES)):
        for name in names:
            packaged = REPO / "vaultmem" / "service_templates" / folder / name
            assert packaged.read_text() == (REPO / folder / name).read_text()
    for name in services.LAUNCHD_FILES:  # the example files themselves are valid plists
        plistlib.loads((REPO / "launchd" / name).read_bytes())


def _cli(*args: str) -> str:
    res = CliRunner().invoke(app, list(args), env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    return res.output


def test_install_and_uninstall_service_in_a_chosen_folder(tmp_path: Path) -> None:
    target = tmp_path / "units"
    out = _cli("install", "service", "--dir", str(target))
    names = services.file_names(THIS_PLATFORM)
    assert sorted(p.name for p in target.iterdir()) == sorted(names)
    assert f"wrote {target / names[0]}" in out and "enable:" in out
    assert not services.default_dir().exists()  # nothing under $HOME when a folder is given
    if THIS_PLATFORM == "linux":  # what `systemctl --user enable` leaves behind
        (target / "default.target.wants").mkdir()
        (target / "default.target.wants" / "vaultmem.service").symlink_to(target / "vaultmem.service")
    out = _cli("uninstall", "service", "--dir", str(target))
    assert [p for p in target.rglob("*") if not p.is_dir()] == []
    assert f"removed {target / names[0]}" in out
    assert ("systemctl --user stop" if THIS_PLATFORM == "linux" else "launchctl bootout") in out
    assert "no vaultmem service files" in _cli("uninstall", "service", "--dir", str(target))


def test_install_service_defaults_to_the_service_managers_folder_and_warns_about_flags(tmp_path: Path) -> None:
    out = _cli("--vault", str(tmp_path / "v"), "install", "service")
    for name in services.file_names(THIS_PLATFORM):
        assert (services.default_dir() / name).is_file()  # HOME is a tmp folder in tests
    assert re.search(r"note: the service does not see .*paths\.vault", out)


def test_stop_points_at_the_service_manager_when_a_service_is_installed() -> None:
    assert "service is installed" not in _cli("stop")
    _cli("install", "service")
    out = _cli("stop")
    assert "no daemon was running" in out and services.stop_hint() in out
