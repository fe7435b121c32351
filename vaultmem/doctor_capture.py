"""`doctor` checks that say whether memory is actually on: hooks, daemon, queue and transcripts.

A memory tool that quietly switches off is worse than none: the person believes it remembers.
These checks never start the daemon; they say whether the next hook would.
"""

from __future__ import annotations

import datetime as dt
import os
import shlex
from pathlib import Path
from typing import Any

from . import utctime
from .config import Config

PENDING_TOO_LONG = dt.timedelta(minutes=15)


def _check(name: str, ok: bool, detail: str, fix: str = "", hint: bool = False) -> dict[str, Any]:
    out = {"name": name, "ok": ok, "detail": detail, "fix": fix}
    if hint:
        out["hint"] = True  # fine as it is, but worth knowing
    return out


def _settings_files(agent: str, state_dir: Path, env: dict[str, str] | None) -> list[Path]:
    """The agent's default settings file, then those in folders `install` recorded (--settings)."""
    from .ingest.roots import recorded_agent_dirs
    from .install import default_settings_path

    default = default_settings_path(agent, env)
    recorded = [Path(f) / default.name for f in recorded_agent_dirs(state_dir).get(agent, [])]
    return list(dict.fromkeys([default, *recorded]))


def installed_hooks(state_dir: Path, env: dict[str, str] | None = None) -> dict[str, tuple[Path, list[str]]]:
    """{agent: (settings file, our hook commands)} for each agent whose settings hold our hooks."""
    import json

    from .install import is_vaultmem_command

    found: dict[str, tuple[Path, list[str]]] = {}
    for agent, path in ((a, p) for a in ("claude-code", "codex") for p in _settings_files(a, state_dir, env)):
        if agent in found:
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        commands = []
        for groups in (data.get("hooks") or {}).values() if isinstance(data, dict) else []:
            for group in groups if isinstance(groups, list) else []:
                for handler in (group.get("hooks") or []) if isinstance(group, dict) else []:
                    if isinstance(handler, dict) and is_vaultmem_command(handler.get("command")):
                        commands.append(str(handler["command"]))
        if commands:
            found[agent] = (path, commands)
    return found


def missing_files(command: str) -> list[str]:
    """Absolute paths a hook command names that no longer exist (a moved checkout or venv)."""
    try:
        words = shlex.split(command)
    except ValueError:
        return []
    return [w for w in words if "=" not in w and w.startswith("/") and not os.path.exists(w)]


def capture_checks(cfg: Config, daemon_up: bool, env: dict[str, str] | None = None) -> list[dict[str, Any]]:
    from .autostart import read_launcher, read_state
    from .ingest.roots import allowed_roots, is_allowed
    from .hook_dirs import autostart_enabled

    env = dict(os.environ) if env is None else env
    hooks = installed_hooks(cfg.state_dir, env)
    checks = []
    if not hooks:
        checks.append(_check("hooks", True, "no agent has vaultmem's hooks: nothing is captured or recalled "
                             "automatically", "`vaultmem install claude-code` (or codex)", hint=True))
    broken = {agent: sorted({m for c in cmds for m in missing_files(c)}) for agent, (_, cmds) in hooks.items()}
    broken = {a: m for a, m in broken.items() if m}
    if hooks:
        checks.append(_check("hooks", not broken,
                             "; ".join(f"{a} hooks name missing files: {', '.join(m)}" for a, m in broken.items())
                             if broken else "installed for " + ", ".join(f"{a} ({p})" for a, (p, _) in hooks.items()),
                             "run `vaultmem install <agent>` again from where vaultmem now lives"))
    if hooks and not daemon_up:
        launcher = read_launcher(str(cfg.state_dir))
        on = autostart_enabled(env, {"hooks.autostart": cfg["hooks.autostart"]})
        failures = int(read_state(str(cfg.state_dir)).get("failures") or 0)
        if on and launcher and failures == 0:
            nxt = "the next hook will start one"
        elif on and launcher:
            nxt = f"hooks tried to start it {failures} time(s) and failed (see {cfg.log_dir / 'daemon.out'})"
        elif on:
            nxt = "no hook can start one: no launcher recorded"
        else:
            nxt = "hooks will not start one (autostart is off)"
        checks.append(_check("memory is on", False, f"hooks are installed but no daemon is running: prompts get no "
                             f"context until one runs; {nxt}", "`vaultmem start` (or `vaultmem install service`)"))
    checks.append(_pending_tickets(cfg))
    roots = allowed_roots(cfg["capture.transcript_roots"], cfg.state_dir)
    if roots:
        outside = [f"{agent} keeps transcripts in {path.parent}" for agent, (path, _) in hooks.items()
                   if not is_allowed(path.parent / "projects" if agent == "claude-code" else path.parent / "sessions",
                                     roots)]
        checks.append(_check("transcripts", not outside,
                             ("; ".join(outside) + ", outside capture.transcript_roots: every session there is "
                              "skipped") if outside else "the agents' transcript folders are allowed",
                             "run `vaultmem install <agent>` again (it allows the folder it installs into) or add "
                             "the folder to capture.transcript_roots"))
    return checks


def _pending_tickets(cfg: Config) -> dict[str, Any]:
    from .capture.queue import TicketQueue

    queue = TicketQueue(cfg.queue_dir)
    now = utctime.now()
    waiting = []
    for ticket in queue.list("pending"):
        created = utctime.parse(ticket.created_at)
        if created is None:
            continue
        if now - created > PENDING_TOO_LONG:
            waiting.append(created)
    if not waiting:
        return _check("queue", True, "no session has waited long to be captured")
    return _check("queue", False, f"{len(waiting)} session(s) waiting to be captured since "
                  f"{min(waiting).astimezone().strftime('%Y-%m-%d %H:%M')}",
                  "start the daemon (`vaultmem start`) or run `vaultmem worker --once`")


OUTBOX_TOO_OLD_S = 3600  # an edge whose sessions waited an hour has lost its hub, or its token


def remote_checks(cfg: Config) -> list[dict[str, Any]]:
    """An edge's view of its hub: the token file, and what waits undelivered in the outbox."""
    if not cfg["remote.url"]:
        return []
    from .errors import ConfigError
    from .remote.client import read_token
    from .remote.edge import OUTBOX_FILE, Outbox

    checks = []
    path = cfg["remote.token_file"]
    try:
        if not path:
            raise ConfigError("remote.token_file is not set", "")
        read_token(path)
        mode = os.stat(path).st_mode & 0o777
        checks.append(_check("hub token", not mode & 0o077, f"{path}" + (f" has mode {mode:o}: others can read it"
                             if mode & 0o077 else " is readable and private"), f"chmod 600 {path}"))
    except (ConfigError, OSError) as exc:
        checks.append(_check("hub token", False, str(exc.args[0] if exc.args else exc),
                             "put this machine's token (from `vaultmem token create` on the hub) in a 0600 file and "
                             "set remote.token_file to it"))
    counts = {"batches": 0, "oldest_age_s": None, "last_error": None}
    if (cfg.state_dir / "remote" / OUTBOX_FILE).exists():  # a look creates nothing
        outbox = Outbox(cfg.state_dir)
        try:
            counts = outbox.counts()
        finally:
            outbox.close()
    old = (counts.get("oldest_age_s") or 0) > OUTBOX_TOO_OLD_S
    detail = (f"{counts['batches']} batch(es) waiting for {cfg['remote.url']}"
              + (f", the oldest for {int(counts['oldest_age_s']) // 60} min" if counts.get("oldest_age_s") else "")
              + (f"; last error: {counts['last_error']}" if counts.get("last_error") else ""))
    checks.append(_check("hub delivery", not old, detail if counts["batches"] else f"nothing waiting for {cfg['remote.url']}",
                         "check that the hub runs and this machine's token is valid (`vaultmem remote status`)"))
    return checks
