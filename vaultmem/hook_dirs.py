"""Where a hook finds the daemon: socket, queue, log folder, timeout and autostart, without platformdirs.

Same rules as vaultmem.config (env overrides > config file > --home folder > platformdirs
defaults), in the standard library alone: platformdirs and the config loader cost a hook more
than its whole budget. tests/test_hooks.py pins `default_dirs` to platformdirs' answers (but for the
socket folder of the shared temp fallback, which is one per state folder here; vaultmem.config uses it).
Part of the hook path: standard library only, Python 3.8 syntax (hooks run the system python3).
"""

from __future__ import annotations

import os
import sys

APP_NAME = "vaultmem"
DEFAULT_TIMEOUT = 2.0
MAX_TIMEOUT = 60.0  # Claude Code kills a hook after 60 s by default


class HookPaths:
    """The socket, queue, log folder and timeout a hook uses."""

    __slots__ = ("socket", "queue_dir", "log_dir", "timeout", "state_dir", "autostart")

    def __init__(self, socket: str, queue_dir: str, log_dir: str, timeout: float, state_dir: str = "",
                 autostart: bool = False) -> None:
        self.socket, self.queue_dir, self.log_dir, self.timeout = socket, queue_dir, log_dir, timeout
        self.state_dir = state_dir or os.path.dirname(queue_dir)
        self.autostart = autostart

    def __repr__(self) -> str:
        return "HookPaths(socket=%r, queue_dir=%r, log_dir=%r, timeout=%r, state_dir=%r, autostart=%r)" % (
            self.socket, self.queue_dir, self.log_dir, self.timeout, self.state_dir, self.autostart)


def _expand(path: str) -> str:
    return os.path.abspath(os.path.expanduser(path))


def resolve_path(raw: str, base: str) -> str:
    """`raw` with `~` expanded, made absolute against the folder `base` when relative.

    vaultmem.config resolves config.toml paths with this too: a relative `paths.state_dir` must
    mean the same folder to the daemon, the CLI and a hook running in the agent's project folder.
    """
    return os.path.normpath(os.path.join(base, os.path.expanduser(raw)))


def _xdg(env: dict, name: str) -> str | None:
    value = env.get(name, "")
    return value if os.path.isabs(value) else None  # the XDG spec ignores relative values


def _private_dir(path: str, missing_ok: bool) -> bool:
    """platformdirs' rule for a runtime dir: a real folder we own with mode 0700 (or missing)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return missing_ok
    except OSError:
        return False
    import stat as stat_mod
    return (stat_mod.S_ISDIR(st.st_mode) and not stat_mod.S_ISLNK(st.st_mode)
            and st.st_uid == os.geteuid() and st.st_mode & 0o777 == 0o700)


def _tempdir(env: dict) -> str:
    """tempfile.gettempdir()'s choice without importing tempfile (14 ms: random, shutil, ...)."""
    for candidate in (env.get("TMPDIR"), env.get("TEMP"), env.get("TMP"), "/tmp", "/var/tmp", "/usr/tmp"):
        if candidate and os.path.isdir(candidate) and os.access(candidate, os.W_OK | os.X_OK):
            return os.path.abspath(candidate)
    return os.getcwd()


def default_dirs(env: dict | None = None) -> dict[str, str]:
    """The platformdirs folders for app "vaultmem": runtime, state, log and config."""
    env = os.environ if env is None else env
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        # Current platformdirs (4.14) lets XDG variables override the Apple folders on macOS too;
        # older releases ignored them there, so a user with XDG_* set should pin VAULTMEM_HOME.
        support = os.path.join(home, "Library", "Application Support")
        xdg_runtime = _xdg(env, "XDG_RUNTIME_DIR")
        if not (xdg_runtime and _private_dir(xdg_runtime, missing_ok=True)):
            xdg_runtime = None
        return {"runtime": os.path.join(xdg_runtime or os.path.join(home, "Library", "Caches", "TemporaryItems"),
                                        APP_NAME),
                "state": os.path.join(_xdg(env, "XDG_STATE_HOME") or support, APP_NAME),
                "log": os.path.join(home, "Library", "Logs", APP_NAME),
                "config": os.path.join(_xdg(env, "XDG_CONFIG_HOME") or support, APP_NAME)}
    if sys.platform == "win32":  # hooks cannot reach an AF_UNIX daemon there; keep paths sane anyway
        local = env.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
        base = os.path.join(local, APP_NAME, APP_NAME)
        return {"runtime": os.path.join(local, "Temp", APP_NAME), "state": base,
                "log": os.path.join(base, "Logs"), "config": base}
    state = os.path.join(_xdg(env, "XDG_STATE_HOME") or os.path.join(home, ".local", "state"), APP_NAME)
    config = os.path.join(_xdg(env, "XDG_CONFIG_HOME") or os.path.join(home, ".config"), APP_NAME)
    # platformdirs rejects an XDG_RUNTIME_DIR that is not private, then tries /run/user/<uid>.
    uid = os.geteuid()
    xdg_runtime = _xdg(env, "XDG_RUNTIME_DIR")
    if xdg_runtime and _private_dir(xdg_runtime, missing_ok=True):
        runtime = xdg_runtime
    elif _private_dir("/run/user/%d" % uid, missing_ok=False):
        runtime = "/run/user/%d" % uid
    else:
        # The shared temp fallback serves every HOME of this user: one socket folder per state folder,
        # so a daemon left running for another HOME (a scratch one, a test's) never takes this one's
        # prompts and tickets into its own vault.
        import zlib  # built in: no cost on the hook path
        runtime = os.path.join(_tempdir(env), "runtime-%d" % uid)
        return {"runtime": os.path.join(runtime, "%s-%08x" % (APP_NAME, zlib.crc32(state.encode()))),
                "state": state, "log": os.path.join(state, "log"), "config": config}
    return {"runtime": os.path.join(runtime, APP_NAME), "state": state,
            "log": os.path.join(state, "log"), "config": config}


def _config_file_values(env: dict, home: str | None) -> dict[str, object]:
    """paths.* and hooks.timeout from the TOML config file, if there is one and we can parse it."""
    named = env.get("VAULTMEM_CONFIG")
    if home:
        path = os.path.join(home, "config.toml")
    elif named:
        path = _expand(named)
    else:
        path = os.path.join(default_dirs(env)["config"], "config.toml")
    if not os.path.isfile(path):
        return {}
    try:
        import tomllib  # Python 3.11+; on 3.10 the file is ignored: set VAULTMEM_* env vars there
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except Exception:  # a broken config is the daemon's to report, not the hook's
        return {}
    out: dict[str, object] = {}
    paths, hooks = data.get("paths"), data.get("hooks")
    folder = os.path.dirname(os.path.abspath(path))  # relative paths in the file mean: next to it
    if isinstance(paths, dict):
        out.update(("paths." + k, resolve_path(v, folder)) for k, v in paths.items() if isinstance(v, str) and v)
    if isinstance(hooks, dict) and isinstance(hooks.get("timeout"), (int, float)):
        out["hooks.timeout"] = hooks["timeout"]
    if isinstance(hooks, dict) and isinstance(hooks.get("autostart"), bool):
        out["hooks.autostart"] = hooks["autostart"]
    return out


def hook_paths(env: dict | None = None) -> HookPaths:
    """Resolve socket, queue, log folder and timeout: env overrides > config file > home > defaults."""
    env = os.environ if env is None else env
    home = _expand(env["VAULTMEM_HOME"]) if env.get("VAULTMEM_HOME") else None
    toml = _config_file_values(env, home)
    defaults: dict[str, str] | None = None

    def folder(setting: str, home_sub: str, default_key: str) -> str:
        nonlocal defaults
        raw = env.get("VAULTMEM_" + setting.replace(".", "_").upper()) or toml.get(setting)
        if raw:
            return _expand(str(raw))
        if home:
            return os.path.join(home, home_sub)
        if defaults is None:
            defaults = default_dirs(env)
        return defaults[default_key]

    sock = env.get("VAULTMEM_SOCKET")
    sock = _expand(sock) if sock else os.path.join(folder("paths.runtime_dir", "run", "runtime"), "vaultmem.sock")
    state = folder("paths.state_dir", "state", "state")
    queue = env.get("VAULTMEM_QUEUE_DIR")
    queue = _expand(queue) if queue else os.path.join(state, "queue")
    log_dir = env.get("VAULTMEM_LOG_DIR")
    log_dir = _expand(log_dir) if log_dir else folder("paths.log_dir", "logs", "log")
    return HookPaths(sock, queue, log_dir, hook_timeout(env, toml), state, autostart_enabled(env, toml))


def autostart_enabled(env: dict, toml: dict) -> bool:
    """hooks.autostart (default on), unless VAULTMEM_NO_AUTOSTART or VAULTMEM_HOOKS_AUTOSTART says no."""
    if env.get("VAULTMEM_NO_AUTOSTART", "") not in ("", "0"):
        return False
    flag = env.get("VAULTMEM_HOOKS_AUTOSTART", "").strip().lower()
    if flag:
        return flag not in ("0", "false", "no", "off")
    return toml.get("hooks.autostart", True) is not False


def hook_timeout(env: dict | None = None, toml: dict | None = None) -> float:
    """Seconds a hook waits for the daemon: VAULTMEM_HOOKS_TIMEOUT, else hooks.timeout, else 2."""
    env = os.environ if env is None else env
    for raw in (env.get("VAULTMEM_HOOKS_TIMEOUT"), (toml or {}).get("hooks.timeout")):
        try:
            value = float(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            continue
        if value > 0 and value == value:  # not NaN
            return min(value, MAX_TIMEOUT)  # the config loader clamps the same way, with a warning
    return DEFAULT_TIMEOUT
