"""`vaultmem install service`: write the launchd or systemd units with this machine's paths."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from .config import Config
from .errors import VaultmemError

TEMPLATES = Path(__file__).resolve().parent.parent


def _template(folder: str, name: str) -> str:
    """Unit templates ship in the repo's launchd/ and systemd/ folders (and in the package data)."""
    for base in (TEMPLATES / folder, Path(__file__).resolve().parent / "service_templates" / folder):
        path = base / name
        if path.exists():
            return path.read_text(encoding="utf-8")
    raise VaultmemError(f"service template {folder}/{name} not found", "reinstall vaultmem from its repository")


def vaultmem_executable() -> str:
    """The vaultmem console script of this installation."""
    here = Path(sys.executable).parent / "vaultmem"
    return str(here) if here.exists() else (shutil.which("vaultmem") or f"{sys.executable} -m vaultmem")


def _env(cfg: Config) -> dict[str, str]:
    env = {"VAULTMEM_PATHS_VAULT": str(cfg.vault)}
    if cfg.home is not None:
        env["VAULTMEM_HOME"] = str(cfg.home)
    if cfg.config_file is not None:
        env["VAULTMEM_CONFIG"] = str(cfg.config_file)
    return env


def render_units(cfg: Config, platform: str | None = None) -> dict[str, str]:
    """File name -> content of the units for this platform (darwin: launchd, else systemd)."""
    platform = platform or sys.platform
    exe = vaultmem_executable()
    env = _env(cfg)
    if platform == "darwin":
        envdict = "".join(f"<key>{escape(k)}</key><string>{escape(v)}</string>" for k, v in env.items())
        return {name: _template("launchd", name).replace("@VAULTMEM@", escape(exe)).replace("@ENVDICT@", envdict)
                .replace("@LOGDIR@", escape(str(cfg.log_dir)))
                for name in ("com.vaultmem.daemon.plist", "com.vaultmem.reflect.plist")}
    envline = " ".join(f'"{k}={v}"' for k, v in env.items())
    return {name: _template("systemd", name).replace("@VAULTMEM@", exe).replace("@ENV@", envline)
            for name in ("vaultmem.service", "vaultmem-reflect.service", "vaultmem-reflect.timer")}


def install_services(cfg: Config, dry_run: bool = False, target: Path | None = None,
                     platform: str | None = None) -> list[str]:
    """Write the units and say how to enable them."""
    platform = platform or sys.platform
    units = render_units(cfg, platform)
    if target is None:
        target = Path.home() / ("Library/LaunchAgents" if platform == "darwin" else ".config/systemd/user")
    lines = []
    for name, text in units.items():
        path = target / name
        if dry_run:
            lines.append(f"--- {path}\n{text}")
            continue
        target.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        lines.append(f"wrote {path}")
    if platform == "darwin":
        lines.append("enable: launchctl load -w ~/Library/LaunchAgents/com.vaultmem.daemon.plist "
                     "~/Library/LaunchAgents/com.vaultmem.reflect.plist")
    else:
        lines.append("enable: systemctl --user daemon-reload && systemctl --user enable --now vaultmem.service "
                     "vaultmem-reflect.timer")
    return lines
