"""`vaultmem install|uninstall service`: launchd agents or systemd user units with this machine's paths."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from .config import Config, default_config_file
from .errors import VaultmemError

TEMPLATES = Path(__file__).resolve().parent.parent
LAUNCHD_FILES = ("com.vaultmem.daemon.plist", "com.vaultmem.reflect.plist")
SYSTEMD_FILES = ("vaultmem.service", "vaultmem-reflect.service", "vaultmem-reflect.timer")
# Where `systemctl --user enable` links our units; uninstall removes those links with the files.
SYSTEMD_WANTS = {"vaultmem.service": "default.target.wants", "vaultmem-reflect.timer": "timers.target.wants"}


def _template(folder: str, name: str) -> str:
    """Unit templates ship in the repo's launchd/ and systemd/ folders (and in the package data)."""
    for base in (TEMPLATES / folder, Path(__file__).resolve().parent / "service_templates" / folder):
        path = base / name
        if path.exists():
            return path.read_text(encoding="utf-8")
    raise VaultmemError(f"service template {folder}/{name} not found", "reinstall vaultmem from its repository")


def _is_darwin(platform: str | None) -> bool:
    return (platform or sys.platform) == "darwin"


def default_dir(platform: str | None = None) -> Path:
    """Where the service manager of this platform looks for per-user units."""
    return Path.home() / ("Library/LaunchAgents" if _is_darwin(platform) else ".config/systemd/user")


def file_names(platform: str | None = None) -> tuple[str, ...]:
    return LAUNCHD_FILES if _is_darwin(platform) else SYSTEMD_FILES


def vaultmem_command() -> list[str]:
    """argv that runs this installation's vaultmem."""
    here = Path(sys.executable).parent / "vaultmem"
    if here.exists():
        return [str(here)]
    found = shutil.which("vaultmem")
    return [found] if found else [sys.executable, "-m", "vaultmem"]


def unit_env(cfg: Config) -> dict[str, str]:
    """Only what the user chose explicitly for the folders: a self-contained home, or a config file
    outside the default place. Settings themselves (paths.vault ...) are left to config.toml,
    because environment beats TOML and a baked value would silently override a later edit there."""
    env: dict[str, str] = {}
    if cfg.home is not None:
        env["VAULTMEM_HOME"] = str(cfg.home)
    if cfg.config_file is not None and cfg.config_file.resolve() != default_config_file(cfg.home).resolve():
        env["VAULTMEM_CONFIG"] = str(cfg.config_file.resolve())
    for value in env.values():
        if any(ord(ch) < 32 for ch in value):
            raise VaultmemError(f"path {value!r} contains a control character", "use a folder without one")
    return env


def _systemd_quote(value: str, exec_line: bool) -> str:
    """One word for ExecStart= / Environment=: C-escaped in double quotes, `%` doubled (specifiers)
    and, in ExecStart=, `$` doubled (variable expansion). See systemd.service(5) "Command lines"."""
    out = value.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%")
    if exec_line:
        out = out.replace("$", "$$")
    return f'"{out}"' if (not exec_line or any(c in out for c in " \t'\"\\;")) else out


def _fill_lines(text: str, marker: str, lines: list[str]) -> str:
    """Replace each template line holding `marker` by `lines` rendered with it (none: dropped)."""
    out = []
    for line in text.splitlines(keepends=True):
        if marker in line:
            out.extend(line.replace(marker, value) for value in lines)
        else:
            out.append(line)
    return "".join(out)


def render_units(cfg: Config, platform: str | None = None) -> dict[str, str]:
    """File name -> content of the units for a platform (darwin: launchd, anything else: systemd)."""
    argv = vaultmem_command()
    env = unit_env(cfg)
    if _is_darwin(platform):
        args = "".join(f"<string>{escape(a)}</string>" for a in argv)
        envdict = "".join(f"<key>{escape(k)}</key><string>{escape(v)}</string>" for k, v in env.items())
        return {name: _template("launchd", name).replace("@ARGV@", args).replace("@ENVDICT@", envdict)
                .replace("@LOGDIR@", escape(str(cfg.log_dir))) for name in LAUNCHD_FILES}
    exec_words = " ".join(_systemd_quote(a, exec_line=True) for a in argv)
    env_words = [_systemd_quote(f"{k}={v}", exec_line=False) for k, v in env.items()]
    return {name: _fill_lines(_template("systemd", name).replace("@EXEC@", exec_words), "@ENV@", env_words)
            for name in SYSTEMD_FILES}


def _enable_hint(platform: str | None, target: Path) -> list[str]:
    if _is_darwin(platform):
        return ["enable: " + " && ".join(f"launchctl bootstrap gui/$(id -u) {target / n}" for n in LAUNCHD_FILES)]
    hint = "systemctl --user daemon-reload && systemctl --user enable --now vaultmem.service vaultmem-reflect.timer"
    if target != default_dir(platform):
        hint = f"systemctl --user link {' '.join(str(target / n) for n in SYSTEMD_FILES)} && " + hint
    return [f"enable: {hint}"]


def stop_hint(platform: str | None = None) -> str:
    """How to stop the daemon the service manager's way."""
    if _is_darwin(platform):
        return "launchctl bootout gui/$(id -u)/com.vaultmem.daemon"
    return "systemctl --user stop vaultmem.service"


def install_services(cfg: Config, dry_run: bool = False, target: Path | None = None,
                     platform: str | None = None) -> list[str]:
    """Write the units into `target` (default: the service manager's per-user folder) and say how to enable them."""
    units = render_units(cfg, platform)
    target = (target or default_dir(platform)).expanduser().absolute()
    lines = []
    for name, text in units.items():
        path = target / name
        if dry_run:
            lines.append(f"--- {path}\n{text}")
            continue
        target.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        lines.append(f"wrote {path}")
    if not dry_run and _is_darwin(platform):
        cfg.log_dir.mkdir(parents=True, exist_ok=True)  # launchd does not create the folder of StandardOutPath
    unseen = sorted(n for n, src in cfg.sources.items() if src not in ("default", str(cfg.config_file)))
    if unseen:  # e.g. --vault or a VAULTMEM_* variable of this shell
        lines.append(f"note: the service does not see {', '.join(unseen)} as set here (flag or environment); "
                     f"put them in {cfg.config_file or default_config_file(cfg.home)} to keep them")
    return lines + _enable_hint(platform, target)


def uninstall_services(target: Path | None = None, platform: str | None = None,
                       dry_run: bool = False) -> list[str]:
    """Remove the unit files install_services wrote (and systemd's enable links to them); say how to stop."""
    target = (target or default_dir(platform)).expanduser().absolute()
    lines = []
    for name in file_names(platform):
        path = target / name
        candidates = [path]
        if not _is_darwin(platform) and name in SYSTEMD_WANTS:
            link = target / SYSTEMD_WANTS[name] / name
            if link.is_symlink() and Path(link.parent, link.readlink()).absolute() == path:
                candidates.append(link)
        for p in candidates:
            if not (p.exists() or p.is_symlink()):
                continue
            if not dry_run:
                p.unlink()
            lines.append(f"{'would remove' if dry_run else 'removed'} {p}")
    if not lines:
        lines.append(f"no vaultmem service files in {target}")
    if _is_darwin(platform):
        lines.append("stop and unload: launchctl bootout gui/$(id -u)/com.vaultmem.daemon; "
                     "launchctl bootout gui/$(id -u)/com.vaultmem.reflect")
    else:
        lines.append("stop and forget: systemctl --user stop vaultmem.service vaultmem-reflect.timer && "
                     "systemctl --user daemon-reload")
    return lines


def installed(platform: str | None = None, target: Path | None = None) -> bool:
    """True when our daemon unit sits in the service manager's folder."""
    return ((target or default_dir(platform)) / file_names(platform)[0]).exists()
