"""Starting the daemon from a hook that found none: memory that is on without being asked.

Standard library only, Python 3.8 syntax: hooks run the system `python3`, which has no torch and
usually no vaultmem dependencies, so it cannot run the daemon itself. `vaultmem install` (and
`vaultmem start`) record in `<state>/daemon-launcher.json` the command line that can: the
interpreter vaultmem was installed into, `-m vaultmem serve`.

A hook reaches this module only on its failure path (no socket, connection refused), so its
imports cost nothing on an ordinary prompt. The start is detached (its own session, stdio on
/dev/null and `<log>/daemon.out`) so the agent never waits for it; that hook call still fails
open, the Stop ticket is still queued, and the next prompt finds the daemon warming up.

One start at a time: an exclusive `flock` on `<state>/autostart.lock`, and `<state>/autostart.json`
remembers the last attempt. A daemon that is still loading its model is not started twice; failed
starts back off (30 s, doubling, at most 10 min). The daemon removes autostart.json once it
listens, which also resets the count and re-arms the one-time notice.
"""

from __future__ import annotations

import os
import time

from . import atomic

LAUNCHER_FILE = "daemon-launcher.json"
STATE_FILE = "autostart.json"
LOCK_FILE = "autostart.lock"
STARTING_GRACE = 90.0  # seconds a started daemon may take to answer (model load) before it counts as failed
BACKOFF_FIRST, BACKOFF_MAX = 30.0, 600.0
FAILING_AFTER = 2  # failed starts in a row before the person is told memory keeps failing


def launcher_path(state_dir: str) -> str:
    return os.path.join(state_dir, LAUNCHER_FILE)


def write_launcher(state_dir: str, argv: list) -> str:
    """Record the command that starts the daemon (run by `install` and `start`, never by hooks)."""
    import json

    os.makedirs(state_dir, mode=0o700, exist_ok=True)
    path = launcher_path(state_dir)
    record = {"argv": [str(a) for a in argv], "written_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    atomic.write_text(path, json.dumps(record), keep_mode=False)  # private whatever it was before
    return path


def read_launcher(state_dir: str, env: dict | None = None) -> list | None:
    """The recorded command line, else a `vaultmem` on PATH; None when neither can run.

    The PATH fallback is for the Claude Code plugin: its hooks come from the plugin folder, and
    `vaultmem` (installed with pipx, say) never ran `install` to record itself.
    """
    import json

    try:
        with open(launcher_path(state_dir), encoding="utf-8") as fh:
            argv = json.load(fh).get("argv")
    except (OSError, ValueError, AttributeError):
        argv = None
    if argv is None:
        import shutil

        found = shutil.which("vaultmem", path=(os.environ if env is None else env).get("PATH"))
        return [found, "serve"] if found else None
    if not (isinstance(argv, list) and argv and all(isinstance(a, str) and a for a in argv)):
        return None
    if not (os.path.isfile(argv[0]) and os.access(argv[0], os.X_OK)):
        return None  # the virtualenv was removed or moved: `vaultmem install` again records the new one
    return argv


def read_state(state_dir: str) -> dict:
    import json

    try:
        with open(os.path.join(state_dir, STATE_FILE), encoding="utf-8") as fh:
            data = json.load(fh)
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _write_state(state_dir: str, data: dict) -> None:
    import json

    os.makedirs(state_dir, mode=0o700, exist_ok=True)
    atomic.write_text(os.path.join(state_dir, STATE_FILE), json.dumps(data))


def clear_state(state_dir: str) -> None:
    """Called by the daemon once it listens: the failure streak and the notices start over."""
    try:
        os.unlink(os.path.join(state_dir, STATE_FILE))
    except OSError:
        pass


def _alive(pid: object) -> bool:
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process under that pid: do not assume ours is gone
    return True


def backoff_seconds(failures: int) -> float:
    return 0.0 if failures <= 0 else min(BACKOFF_MAX, BACKOFF_FIRST * 2 ** (failures - 1))


def _spawn(argv: list, log_dir: str, env: dict) -> int:
    """fork + exec `argv` detached: own session, cwd /, stdin /dev/null, output to daemon.out.

    Every inherited descriptor is closed: an agent waits for the hook's stdout to close, so a
    daemon holding it would stall the agent for as long as the daemon lives.
    """
    os.makedirs(log_dir, mode=0o700, exist_ok=True)
    out_path = os.path.join(log_dir, "daemon.out")
    pid = os.fork()
    if pid:
        return pid
    try:  # the child: never returns into the hook
        os.setsid()
        os.chdir("/")
        null = os.open(os.devnull, os.O_RDONLY)
        out = os.open(out_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        os.dup2(null, 0)
        os.dup2(out, 1)
        os.dup2(out, 2)
        os.closerange(3, 65536)
        child_env = dict(env)
        child_env.pop("VAULTMEM_NO_AUTOSTART", None)
        os.execve(argv[0], argv, child_env)
    finally:
        os._exit(127)


def start_daemon(state_dir: str, log_dir: str, env: dict | None = None, now: float | None = None) -> tuple:
    """Start the daemon unless one is starting, starts back off, or nothing can start it.

    Returns (outcome, state): outcome is one word for hooks.log ("started", "starting",
    "backing-off", "busy", "no-launcher", "error"); state is autostart.json after the call.
    Never raises.
    """
    env = os.environ if env is None else env
    now = time.time() if now is None else now
    try:
        argv = read_launcher(state_dir, env)
        if argv is None:
            return "no-launcher", read_state(state_dir)
        import fcntl

        os.makedirs(state_dir, mode=0o700, exist_ok=True)
        fd = os.open(os.path.join(state_dir, LOCK_FILE), os.O_CREAT | os.O_RDWR, 0o600)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return "busy", read_state(state_dir)  # another hook is deciding right now
            state = read_state(state_dir)
            last = float(state.get("last_attempt") or 0)
            failures = int(state.get("failures") or 0)
            if last and _alive(state.get("pid")) and now - last < STARTING_GRACE:
                return "starting", state  # our last start is still loading its model
            if last and now - last >= 0:
                # The previous start ended (or hung past its grace) and no daemon answered: a failure.
                if not state.get("counted"):
                    failures += 1
                    state["counted"] = True
                if now - last < backoff_seconds(failures):
                    state["failures"] = failures
                    _write_state(state_dir, state)
                    return "backing-off", state
            pid = _spawn(argv, log_dir, dict(env))
            state.update({"last_attempt": now, "pid": pid, "failures": failures, "counted": False})
            _write_state(state_dir, state)
            return "started", state
        finally:
            os.close(fd)
    except Exception:  # noqa: BLE001 - a hook must never fail over this
        return "error", read_state(state_dir)


def notice(state_dir: str, outcome: str, state: dict, log_dir: str) -> str:
    """The one-time message a SessionStart hook shows the person, or "" (also records it was shown).

    Told once when memory was found off (and is being started), once more if starts keep failing.
    """
    failures = int(state.get("failures") or 0)
    if failures >= FAILING_AFTER:
        key, text = "told_failing", ("vaultmem: memory is off: its daemon failed to start %d times in a row. "
                                     "See %s and run `vaultmem doctor`." % (failures, os.path.join(log_dir, "daemon.out")))
    elif outcome in ("started", "starting"):
        key, text = "told_off", ("vaultmem: memory was off; its daemon is starting in the background and "
                                 "your prompts get context again in a few seconds.")
    elif outcome == "no-launcher":
        key, text = "told_off", ("vaultmem: memory is off: no daemon is running and none can be started "
                                 "automatically. Run `vaultmem start`, or `vaultmem install claude-code` again.")
    elif outcome == "disabled":
        key, text = "told_off", "vaultmem: memory is off: no daemon is running (autostart is off). Run `vaultmem start`."
    else:
        return ""
    if state.get(key):
        return ""
    state[key] = True
    try:
        _write_state(state_dir, state)
    except OSError:
        return ""  # cannot remember having said it: better silent than repeating it every session
    return text
