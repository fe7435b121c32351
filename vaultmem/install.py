"""Put vaultmem's three hooks into Claude Code's or Codex's settings, and take them out again.

Both agents read the same shape (Claude Code: ~/.claude/settings.json, "Hooks" reference;
Codex: ~/.codex/hooks.json, developers.openai.com/codex/hooks):

    {"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "...", "timeout": 5}]}],
               "Stop": [...], "SessionStart": [...]}}

`timeout` is in seconds in both. UserPromptSubmit and Stop take no matcher; a SessionStart group
without one matches every source (startup, resume, clear, compact). Our entries are recognised by
their command (see `is_vaultmem_command`), so everything else in the file is left as it was.
"""

from __future__ import annotations

import copy
import difflib
import json
import math
import os
import re
import shlex
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import atomic
from .errors import VaultmemError
from .hook_dirs import hook_timeout
from .hook_runner import EVENTS

AGENTS = ("claude-code", "codex")
SCRIPTS = {"UserPromptSubmit": "user_prompt_submit.py", "Stop": "stop.py", "SessionStart": "session_start.py"}
HOOK_MODULE = "vaultmem.hookclient"
# An agent's settings file vaultmem creates gets what the agent itself would give it (0666 less the
# umask); one that exists keeps its own mode (it may hold secrets and be private).
_NEW_FILE_MODE = 0o666
_SCRIPT_RE = re.compile(r"hooks[/\\](?:user_prompt_submit|stop|session_start)\.py\b")


@dataclass
class InstallResult:
    """What install/uninstall did (or, with dry_run, would do) to one settings file."""

    agent: str
    action: str  # "install" | "uninstall"
    settings_path: Path
    changed: bool
    diff: str
    dry_run: bool = False
    backup_path: Path | None = None
    commands: dict[str, str] = field(default_factory=dict)
    messages: list[str] = field(default_factory=list)

    @property
    def backup(self) -> Path | None:
        """Alias the CLI prints."""
        return self.backup_path

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready form for `--json` output."""
        return {"agent": self.agent, "action": self.action, "settings_path": str(self.settings_path),
                "changed": self.changed, "dry_run": self.dry_run,
                "backup_path": str(self.backup_path) if self.backup_path else None,
                "commands": self.commands, "messages": self.messages, "diff": self.diff}


# -- where and what ---------------------------------------------------------------------------

def default_settings_path(agent: str, env: dict[str, str] | None = None) -> Path:
    """The user-level file each agent reads hooks from."""
    env = os.environ if env is None else env  # type: ignore[assignment]
    _check_agent(agent)
    if agent == "claude-code":
        base = env.get("CLAUDE_CONFIG_DIR") or "~/.claude"  # Claude Code honours CLAUDE_CONFIG_DIR
        return Path(base).expanduser() / "settings.json"
    return Path(env.get("CODEX_HOME") or "~/.codex").expanduser() / "hooks.json"


def repo_hooks_dir() -> Path | None:
    """The checkout's hooks/ folder when vaultmem runs from one (editable install), else None."""
    root = Path(__file__).resolve().parent.parent
    hooks = root / "hooks"
    if (root / "vaultmem" / "hookclient.py").is_file() and all((hooks / s).is_file() for s in SCRIPTS.values()):
        return hooks
    return None


def hook_commands(command_prefix: str | None = None, env: dict[str, str] | None = None,
                  home: str | Path | None = None) -> dict[str, str]:
    """The shell command each event runs.

    `command_prefix` replaces the detected launcher and gets the event name appended, e.g.
    "/opt/vm/bin/python -m vaultmem.hookclient" -> "... -m vaultmem.hookclient Stop".
    `home` (default: $VAULTMEM_HOME) is baked in as VAULTMEM_HOME=... in front of the command.
    """
    env = os.environ if env is None else env  # type: ignore[assignment]
    # The hook must find the daemon this install talks to, so a custom home travels along.
    home = home or env.get("VAULTMEM_HOME")
    env_part = f"VAULTMEM_HOME={shlex.quote(str(Path(home).expanduser().resolve()))} " if home else ""
    hooks_dir = repo_hooks_dir()
    commands = {}
    for event in EVENTS:
        if command_prefix:
            cmd = f"{command_prefix} {event}"
        elif hooks_dir is not None:
            # -S skips site-packages: the script finds vaultmem beside it, and on machines with
            # heavy .pth files it halves the interpreter start (measured 83 -> 19 ms).
            cmd = f"python3 -S {shlex.quote(str(hooks_dir / SCRIPTS[event]))}"
        else:
            cmd = f"{shlex.quote(sys.executable)} -m {HOOK_MODULE} {event}"
        commands[event] = env_part + cmd
    return commands


def hook_entry_timeout(env: dict[str, str] | None = None) -> int:
    """Seconds the agent allows our command: the hook's own timeout plus room to start Python."""
    return max(5, math.ceil(hook_timeout(env)) + 3)


def is_vaultmem_command(command: object) -> bool:
    """True for commands this module writes, old or new, wherever the repo was then."""
    if not isinstance(command, str):
        return False
    if HOOK_MODULE in command:
        return True
    if not _SCRIPT_RE.search(command):
        return False
    if "vaultmem" in command.lower():
        return True
    # A checkout in a folder not named vaultmem: it is ours if the script sits in a vaultmem repo.
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    for word in words:
        if _SCRIPT_RE.search(word):
            root = Path(word).expanduser().parent.parent
            if (root / "vaultmem" / "hookclient.py").is_file():
                return True
    return False


def _is_ours(handler: object) -> bool:
    return isinstance(handler, dict) and is_vaultmem_command(handler.get("command"))


# -- install / uninstall ----------------------------------------------------------------------

def install_agent(agent: str, settings_path: Path | None = None, command_prefix: str | None = None,
                  dry_run: bool = False, home: str | Path | None = None) -> InstallResult:
    """Add (or refresh) our three hook entries; idempotent, backs the file up first.

    `home`: the vaultmem home the hooks should use (`--home`); default $VAULTMEM_HOME, if set.
    """
    _check_agent(agent)
    path = Path(settings_path).expanduser() if settings_path else default_settings_path(agent)
    old_text, data = _load(path)
    commands = hook_commands(command_prefix, home=home)
    new = _merge(data, commands, hook_entry_timeout())
    result = _apply(agent, "install", path, old_text, data, new, dry_run)
    result.commands = commands
    result.messages += _install_messages(agent, path, result.changed, dry_run)
    if agent == "codex":
        result.messages += _codex_mcp(path.parent / "config.toml", dry_run)
    return result


def _codex_mcp(config_path: Path, dry_run: bool) -> list[str]:
    """Codex gets the MCP server with the hooks (Claude Code users run `claude mcp add` or the plugin)."""
    from .codex_config import register_mcp

    text, messages = register_mcp(config_path, dry_run)
    if text is not None and not dry_run:
        if config_path.exists():
            messages.append(f"backup: {_backup(config_path)}")
        atomic.write_text(config_path, text, mode=_NEW_FILE_MODE)
    return messages


def uninstall_agent(agent: str, settings_path: Path | None = None, dry_run: bool = False) -> InstallResult:
    """Remove only our hook entries; other hooks and keys stay as they are."""
    _check_agent(agent)
    path = Path(settings_path).expanduser() if settings_path else default_settings_path(agent)
    if not path.exists():
        return InstallResult(agent, "uninstall", path, False, "", dry_run,
                             messages=[f"{path} does not exist: nothing to remove"])
    old_text, data = _load(path)
    new = _remove(data, keep_empty_root=(agent == "codex"))
    result = _apply(agent, "uninstall", path, old_text, data, new, dry_run)
    if not result.changed:
        result.messages.append(f"no vaultmem hooks in {path}")
    if agent == "codex":
        from .codex_config import unregister_mcp

        config_path = path.parent / "config.toml"
        text = unregister_mcp(config_path)
        if text is not None:
            if not dry_run:
                result.messages.append(f"backup: {_backup(config_path)}")
                atomic.write_text(config_path, text, mode=_NEW_FILE_MODE)
            result.messages.append(f"the vaultmem MCP server {'would be' if dry_run else 'was'} removed from "
                                   f"{config_path}")
    return result


def _check_agent(agent: str) -> None:
    if agent not in AGENTS:
        raise VaultmemError(f"unknown agent {agent!r}", f"use one of: {', '.join(AGENTS)}")


def _load(path: Path) -> tuple[str | None, dict[str, Any]]:
    """The file's text (None if missing) and its JSON object; malformed -> VaultmemError."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return None, {}
    except (OSError, UnicodeDecodeError) as exc:
        raise VaultmemError(f"cannot read {path}: {exc}", "check the file's permissions and encoding") from None
    if not text.strip():
        return text, {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VaultmemError(
            f"{path} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}); left untouched",
            "fix the file (or move it aside) and run the install again") from None
    if not isinstance(data, dict):
        raise VaultmemError(f"{path} holds a JSON {type(data).__name__}, not an object; left untouched",
                            "fix the file (or move it aside) and run the install again")
    hooks = data.get("hooks")
    if hooks is not None and not isinstance(hooks, dict):
        raise VaultmemError(f'"hooks" in {path} is not an object; left untouched',
                            'make "hooks" an object of event -> list of matcher groups')
    for event in EVENTS:
        if isinstance(hooks, dict) and event in hooks and not isinstance(hooks[event], list):
            raise VaultmemError(f'"hooks.{event}" in {path} is not a list; left untouched',
                                f'make "hooks.{event}" a list of {{"hooks": [...]}} groups')
    return text, data


def _merge(data: dict[str, Any], commands: dict[str, str], timeout: int) -> dict[str, Any]:
    """A copy of `data` with exactly one vaultmem handler per event, updated in place if present."""
    new = copy.deepcopy(data)
    if not isinstance(new.get("hooks"), dict):  # missing or null
        new["hooks"] = {}
    hooks = new["hooks"]
    for event, command in commands.items():
        ours = {"type": "command", "command": command, "timeout": timeout}
        groups, placed = [], False
        for group in hooks.get(event) or []:
            if not isinstance(group, dict) or not isinstance(group.get("hooks"), list):
                groups.append(group)
                continue
            kept, had_ours = [], False
            for handler in group["hooks"]:
                if not _is_ours(handler):
                    kept.append(handler)
                    continue
                had_ours = True
                if not placed:  # refresh the first one where it stands; extra keys a person added stay
                    kept.append({**handler, **ours})
                    placed = True
            if had_ours and not kept:
                continue  # a group that only held a duplicate of ours
            groups.append({**group, "hooks": kept})
        if not placed:
            groups.append({"hooks": [ours]})
        hooks[event] = groups
    return new


def _remove(data: dict[str, Any], keep_empty_root: bool) -> dict[str, Any]:
    """A copy of `data` without our handlers; containers only we emptied go too."""
    new = copy.deepcopy(data)
    hooks = new.get("hooks")
    if not isinstance(hooks, dict):
        return new
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        kept_groups, removed = [], False
        for group in groups:
            if isinstance(group, dict) and isinstance(group.get("hooks"), list):
                handlers = [h for h in group["hooks"] if not _is_ours(h)]
                if len(handlers) != len(group["hooks"]):
                    removed = True
                    if not handlers:
                        continue
                    group = {**group, "hooks": handlers}
            kept_groups.append(group)
        if removed:
            if kept_groups:
                hooks[event] = kept_groups
            else:
                del hooks[event]
    if not hooks and data.get("hooks") and not keep_empty_root:
        del new["hooks"]
    return new


def _indent_of(text: str | None) -> int | str:
    """Keep the file's indentation so the diff shows our change, not a reformat."""
    match = re.search(r"^([ \t]+)\S", text or "", re.M)
    if not match:
        return 2
    return "\t" if "\t" in match.group(1) else len(match.group(1))


def _apply(agent: str, action: str, path: Path, old_text: str | None, old: dict[str, Any],
           new: dict[str, Any], dry_run: bool) -> InstallResult:
    if new == old and old_text is not None:
        return InstallResult(agent, action, path, False, "", dry_run)
    new_text = json.dumps(new, indent=_indent_of(old_text), ensure_ascii=False) + "\n"
    diff = "".join(difflib.unified_diff(
        (old_text or "").splitlines(keepends=True), new_text.splitlines(keepends=True),
        fromfile=str(path) if old_text is not None else "/dev/null", tofile=str(path)))
    result = InstallResult(agent, action, path, True, diff, dry_run)
    if dry_run:
        return result
    # A dotfiles manager may have made the settings file a symlink: write through it, keep the link.
    target = path.resolve() if path.is_symlink() else path
    if old_text is not None:
        result.backup_path = _backup(target)
    atomic.write_text(target, new_text, mode=_NEW_FILE_MODE)
    return result


def _backup(path: Path) -> Path:
    stamp = time.strftime("%Y%m%dT%H%M%S")
    backup = path.with_name(f"{path.name}.vaultmem-backup-{stamp}")
    n = 1
    while backup.exists():  # two installs within one second
        backup = path.with_name(f"{path.name}.vaultmem-backup-{stamp}-{n}")
        n += 1
    backup.write_bytes(path.read_bytes())
    os.chmod(backup, path.stat().st_mode & 0o777)  # settings may hold secrets: same mode as the file
    return backup


def _install_messages(agent: str, path: Path, changed: bool, dry_run: bool) -> list[str]:
    if not changed:
        msgs = [f"vaultmem hooks already installed in {path}"]
    else:
        msgs = [f"vaultmem hooks {'would be written' if dry_run else 'written'} to {path}"]
    if agent == "claude-code":
        msgs.append("Claude Code reads hooks when a session starts: restart open sessions; /hooks lists them. "
                    "Do not also enable the vaultmem plugin, or every hook runs twice.")
    else:
        msgs.append("Codex asks you to review and trust new or changed hooks before it runs them: open /hooks "
                    "in Codex and trust the three vaultmem hooks (trust is tied to the exact command, so "
                    "trust them again after each reinstall that changed them).")
        msgs.append("Codex versions before lifecycle hooks were on by default need "
                    "`[features] hooks = true` (older: `codex_hooks`) in ~/.codex/config.toml.")
        if path.parent.name == ".codex" and path.parent != default_settings_path("codex").parent:
            msgs.append("Hooks in a project's .codex/ folder load only when Codex trusts that project.")
    return msgs
