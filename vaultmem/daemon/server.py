"""Running the daemon: its parts (the socket, the Memory given the service lock's `unlocked`), `start`
in the background and `stop`. The foreground `serve`, which also wires a hub's or an edge's parts,
is vaultmem/serving.py: it sits above both this package and vaultmem/remote, which extends it.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..autostart import write_launcher
from ..config import Config
from ..errors import DaemonError
from ..hook_socket import call_json, untrusted_path
from .service_lock import ServiceLock
from .worker import wait_until

if TYPE_CHECKING:
    from ..memory import Memory
    from .service import DaemonService

log = logging.getLogger("vaultmem.daemon")


def pid_path(cfg: Config) -> Path:
    return cfg.runtime_dir / "vaultmem.pid"


def health(cfg: Config, timeout: float = 1.0) -> dict[str, Any] | None:
    """The daemon's health answer, or None when nothing answers on the socket."""
    try:
        status, data = call_json(str(cfg.socket_path), "GET", "/v1/health", timeout=timeout)
    except OSError:
        return None
    except Exception:
        return None
    return data if status == 200 and isinstance(data, dict) else None


def bind_socket(path: Path) -> socket.socket:
    """A listening unix socket only its owner can use (0600 inside a 0700 folder)."""
    existing = next((p for p in (path.parent, *path.parent.parents) if p.exists() or p.is_symlink()), None)
    problem = untrusted_path(str(existing), private=False) if existing is not None else None
    if problem is None and path.parent.exists():
        os.chmod(path.parent, 0o700)  # ours: tighten a folder some earlier run left open
        problem = untrusted_path(str(path.parent))
    if problem:
        raise DaemonError(f"unsafe socket folder: {problem}; another user could intercept your prompts",
                          "remove that folder if it is not yours, or set XDG_RUNTIME_DIR / paths.runtime_dir "
                          "to a folder only you can write")
    old_mask = os.umask(0o077)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    finally:
        os.umask(old_mask)
    os.chmod(path.parent, 0o700)
    if len(str(path).encode()) > 100:
        raise DaemonError(f"socket path {path} is too long for a unix socket",
                          "set paths.runtime_dir (or VAULTMEM_HOME) to a shorter folder")
    if path.exists() or path.is_symlink():
        path.unlink()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)  # the socket is born 0600: no window where others could connect
    try:
        sock.bind(str(path))
    finally:
        os.umask(old)
    os.chmod(path, 0o600)
    sock.listen(128)
    return sock


START_LOCK_WAIT = 60.0  # a command that holds the index (an `add`, a `reindex`) usually ends well within this


def daemon_memory(cfg: Config, lock: ServiceLock, lock_timeout: float) -> Memory:
    """The daemon's Memory: named "daemon" in the writer lock, letting go of `lock` around slow
    ticket work, and saving the index every few seconds rather than after each write."""
    from ..memory import Memory
    from .service import INDEX_SAVE_SECONDS

    return Memory(cfg, lock_timeout=lock_timeout, role="daemon", unlocked=lock.unlocked,
                  index_save_interval=INDEX_SAVE_SECONDS)


def open_index_waiting(cfg: Config, lock: ServiceLock, wait: float = START_LOCK_WAIT) -> Memory:
    """Open the index for the daemon, waiting (bounded, and saying so) while a command holds it.

    A hook may start the daemon at any moment, also while the person runs `vaultmem add`: giving
    up after two seconds would leave memory off until the next hook tries again.
    """
    from ..memory import IndexBusy

    memory = daemon_memory(cfg, lock, lock_timeout=2.0)
    try:
        _ = memory.index  # take the writer lock now
        return memory
    except IndexBusy as exc:
        log.warning("%s; waiting up to %.0f s for it to finish", exc.args[0], wait)
        sys.stderr.write(f"vaultmem: {exc.args[0]}; waiting up to {wait:.0f} s for it to finish\n")
    memory = daemon_memory(cfg, lock, lock_timeout=wait)
    _ = memory.index  # IndexBusy again after the wait: serve reports it in one line
    return memory


def in_process_service(cfg: Config) -> "DaemonService":
    """The daemon's parts in this process, without its worker or vault watcher (`vaultmem console`
    when no daemon runs): the same wiring as `serve`, so the console sees what the daemon would."""
    from ..memory import Memory
    from .service import INDEX_SAVE_SECONDS, DaemonService

    lock = ServiceLock()
    memory = Memory(cfg, unlocked=lock.unlocked, index_save_interval=INDEX_SAVE_SECONDS)
    return DaemonService(memory, watch_vault=False, run_worker=False, lock=lock)


def daemon_argv() -> list[str]:
    """How this installation runs the daemon: hooks (system python3, no torch) cannot, so they use this."""
    return [sys.executable, "-m", "vaultmem", "serve"]


def record_launcher(cfg: Config) -> None:
    """Write <state>/daemon-launcher.json so a hook that finds no daemon can start one."""
    try:
        write_launcher(str(cfg.state_dir), daemon_argv())
    except OSError as exc:  # autostart is a convenience; `start` itself must not fail over it
        log.warning("could not record the daemon launcher in %s: %s", cfg.state_dir, exc)


def start_background(cfg: Config, timeout: float = 120.0) -> dict[str, Any]:
    """Spawn `vaultmem serve` detached and return once it answers /v1/health."""
    existing = health(cfg)
    if existing is not None:
        return {"already_running": True, **existing}
    cfg.log_dir.mkdir(parents=True, exist_ok=True)
    record_launcher(cfg)
    env = dict(os.environ)
    if cfg.home is not None:
        env["VAULTMEM_HOME"] = str(cfg.home)
    if cfg.config_file is not None:
        env["VAULTMEM_CONFIG"] = str(cfg.config_file)
    env["VAULTMEM_PATHS_VAULT"] = str(cfg.vault)
    out = open(cfg.log_dir / "daemon.out", "ab")
    proc = subprocess.Popen(daemon_argv(), stdin=subprocess.DEVNULL, stdout=out,
                            stderr=out, env=env, start_new_session=True, close_fds=True)
    ok = wait_until(lambda: health(cfg) is not None or proc.poll() is not None, timeout, 0.1)
    if not ok or proc.poll() is not None:
        raise DaemonError(f"the daemon did not start (exit code {proc.poll()})",
                          f"see {cfg.log_dir / 'daemon.out'} and vaultmem.log")
    return {"already_running": False, **(health(cfg) or {})}


def read_pid(cfg: Config) -> int | None:
    try:
        return int(json.loads(pid_path(cfg).read_text())["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def stop_background(cfg: Config, timeout: float = 60.0) -> bool:
    """SIGTERM the daemon and wait for it to finish its ticket and exit; False if none ran."""
    info = health(cfg)
    pid = (info or {}).get("pid") or read_pid(cfg)
    if not pid:
        return False
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return False

    def gone() -> bool:
        if not pid_path(cfg).exists() and health(cfg, 0.2) is None:
            return True  # it cleaned up after itself (it may linger as our zombie child in tests)
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False

    if not wait_until(gone, timeout, 0.1):
        raise DaemonError(f"daemon {pid} did not exit within {timeout:.0f}s", f"kill {pid}")
    time.sleep(0.05)
    return True
