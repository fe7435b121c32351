"""The daemon starts itself: installed hooks that find no daemon bring one up (real processes).

Every hook here is a real `python3 hooks/<event>.py` subprocess with its payload on stdin; the daemon
they start is a real detached `vaultmem serve` (hash embedder, so it is ready in a second or two).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator

import pytest
from support.daemon import Daemon, answers
from support.processes import alive, run_cli
from support.wait import wait_until

from vaultmem import autostart

REPO = Path(__file__).resolve().parent.parent
PROMPT = {"session_id": "s-auto", "transcript_path": "/nonexistent/s-auto.jsonl", "cwd": "/tmp",
          "hook_event_name": "UserPromptSubmit", "prompt": "which queue do we use for order events?"}


@pytest.fixture
def home() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="vm", dir="/tmp"))  # AF_UNIX paths are capped near 107 bytes
    yield path
    pid_file = path / "run" / "vaultmem.pid"
    try:
        os.kill(json.loads(pid_file.read_text())["pid"], signal.SIGKILL)
    except (OSError, ValueError, KeyError):
        pass
    shutil.rmtree(path, ignore_errors=True)


def env_for(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULTMEM_", "XDG_"))}
    env.update(VAULTMEM_HOME=str(home), HOME=str(home / "user"), VAULTMEM_EMBEDDER_PROVIDER="hash", **extra)
    return env


def hook(event: str, home: Path, body: dict, **extra: str) -> subprocess.CompletedProcess[bytes]:
    script = REPO / "hooks" / {"UserPromptSubmit": "user_prompt_submit.py", "Stop": "stop.py",
                               "SessionStart": "session_start.py"}[event]
    return subprocess.run(["python3", "-S", str(script)], input=json.dumps({**body, "hook_event_name": event}).encode(),
                          capture_output=True, env=env_for(home, **extra), timeout=30, cwd=home)


def healthy(home: Path) -> bool:
    return answers(home / "run" / "vaultmem.sock")


def daemon_pid(home: Path) -> int:
    return int(json.loads((home / "run" / "vaultmem.pid").read_text())["pid"])


def install(home: Path) -> None:
    (home / "user").mkdir(exist_ok=True)
    res = run_cli(env_for(home), "install", "claude-code", "--settings", str(home / "custom" / "settings.json"))
    assert res.returncode == 0, res.stderr
    assert autostart.read_launcher(str(home / "state")) is not None


def test_installed_hooks_start_the_daemon_and_bring_it_back_after_a_kill(home: Path) -> None:
    install(home)
    assert not healthy(home)
    first = hook("SessionStart", home, PROMPT)
    assert first.returncode == 0 and first.stderr == b""
    told = json.loads(first.stdout)["systemMessage"]
    assert "memory was off" in told  # the person hears it once, in the user-visible field
    assert wait_until(lambda: healthy(home), 60), (home / "logs" / "daemon.out").read_text(errors="replace")
    assert not (home / "state" / autostart.STATE_FILE).exists()  # the daemon reset the streak once listening

    again = hook("SessionStart", home, PROMPT)
    assert again.returncode == 0 and b"memory was off" not in again.stdout
    assert hook("UserPromptSubmit", home, PROMPT).returncode == 0

    os.kill(daemon_pid(home), signal.SIGKILL)  # a reboot, as far as the hooks can tell
    assert wait_until(lambda: not healthy(home), 10)
    down = hook("UserPromptSubmit", home, PROMPT)
    assert down.returncode == 0 and down.stdout == b""  # this call fails open, silently
    assert wait_until(lambda: healthy(home), 60)
    log = (home / "logs" / "hooks.log").read_text()
    assert log.count("autostart: started") == 2


def test_a_start_that_found_a_daemon_answering_leaves_no_failure_to_back_off_from(home: Path) -> None:
    """A hook that saw no socket a moment before the daemon bound it starts a second one; that one finds the
    daemon answering and exits. Its attempt must not count as a failed start: after a kill, the next hook
    brings the daemon back at once instead of backing off (a first-week session under load showed it)."""
    install(home)
    assert hook("SessionStart", home, PROMPT).returncode == 0
    assert wait_until(lambda: healthy(home), 60)
    # the late hook's start, as start_daemon records it, and the second daemon it spawns
    state = {"last_attempt": time.time(), "failures": 0, "counted": False}
    argv = autostart.read_launcher(str(home / "state"))
    late = subprocess.Popen(argv, env=env_for(home), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    state["pid"] = late.pid
    (home / "state" / autostart.STATE_FILE).write_text(json.dumps(state))
    assert late.wait(timeout=60) != 0  # "a daemon already answers"
    assert not (home / "state" / autostart.STATE_FILE).exists()

    os.kill(daemon_pid(home), signal.SIGKILL)
    assert wait_until(lambda: not healthy(home), 10)
    assert hook("UserPromptSubmit", home, PROMPT).returncode == 0
    assert wait_until(lambda: healthy(home), 60), (home / "logs" / "hooks.log").read_text()
    assert "backing-off" not in (home / "logs" / "hooks.log").read_text()


def test_a_stop_without_daemon_still_queues_its_ticket_and_starts_one(home: Path) -> None:
    install(home)
    stop = dict(PROMPT, transcript_path=str(home / "t.jsonl"))
    assert hook("Stop", home, stop).returncode == 0
    assert len(list((home / "state" / "queue" / "pending").glob("*.json"))) == 1
    assert wait_until(lambda: healthy(home), 60)


def test_concurrent_hooks_start_one_daemon(home: Path) -> None:
    install(home)
    script = str(REPO / "hooks" / "user_prompt_submit.py")
    procs = [subprocess.Popen(["python3", "-S", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env_for(home), cwd=home) for _ in range(6)]
    for p in procs:
        p.communicate(json.dumps(PROMPT).encode(), timeout=30)
        assert p.returncode == 0
    assert wait_until(lambda: healthy(home), 60)
    time.sleep(1.0)
    log = (home / "logs" / "hooks.log").read_text()
    assert log.count("autostart: started") == 1, log


@pytest.mark.parametrize("extra", [{"VAULTMEM_NO_AUTOSTART": "1"}, {"VAULTMEM_HOOKS_AUTOSTART": "false"}])
def test_autostart_can_be_turned_off(home: Path, extra: dict[str, str]) -> None:
    install(home)
    res = hook("SessionStart", home, PROMPT, **extra)
    assert res.returncode == 0
    assert "autostart is off" in json.loads(res.stdout)["systemMessage"]
    assert hook("SessionStart", home, PROMPT, **extra).stdout == b""  # told once, not every session
    time.sleep(2.0)
    assert not healthy(home)
    assert "autostart: disabled" in (home / "logs" / "hooks.log").read_text()


def test_without_a_recorded_launcher_nothing_starts_and_the_person_is_told(home: Path) -> None:
    res = hook("SessionStart", home, PROMPT, PATH="/usr/bin:/bin")  # and no `vaultmem` on PATH
    assert res.returncode == 0 and "vaultmem start" in json.loads(res.stdout)["systemMessage"]
    assert "autostart: no-launcher" in (home / "logs" / "hooks.log").read_text()


def test_failed_starts_back_off_and_the_person_is_told_once(home: Path) -> None:
    state = str(home / "state")
    autostart.write_launcher(state, [sys.executable, "-c", "import sys; sys.exit(3)"])  # a daemon that dies
    logs = str(home / "logs")
    t0 = 1_000_000.0
    outcome, st = autostart.start_daemon(state, logs, env_for(home), now=t0)
    assert outcome == "started"
    assert wait_until(lambda: not alive(st["pid"]) or _reap(st["pid"]), 10)
    assert autostart.start_daemon(state, logs, env_for(home), now=t0 + 5)[0] == "backing-off"
    outcome, st = autostart.start_daemon(state, logs, env_for(home), now=t0 + 31)
    assert outcome == "started" and st["failures"] == 1
    _reap(st["pid"])
    assert wait_until(lambda: not alive(st["pid"]), 10)
    outcome, st = autostart.start_daemon(state, logs, env_for(home), now=t0 + 40)
    assert outcome == "backing-off" and st["failures"] == 2  # the wait doubles: 60 s now
    text = autostart.notice(state, outcome, st, logs)
    assert "failed to start 2 times" in text
    assert autostart.notice(state, outcome, autostart.read_state(state), logs) == ""


def _reap(pid: int) -> bool:
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass
    return not alive(pid)


# -- doctor tells the truth ------------------------------------------------------------------------

def doctor_checks(home: Path, **extra: str) -> dict[str, dict]:
    res = run_cli(env_for(home, **extra), "doctor", "--json")  # doctor itself never starts a daemon
    return {c["name"]: c for c in json.loads(res.stdout)["checks"]}


def test_doctor_fails_with_hooks_installed_and_no_daemon_and_says_what_the_next_hook_does(home: Path) -> None:
    assert doctor_checks(home)["hooks"].get("hint")  # not installed: a hint, not a failure
    install(home)
    checks = doctor_checks(home)
    assert not checks["memory is on"]["ok"] and "the next hook will start one" in checks["memory is on"]["detail"]
    (home / "user" / ".claude" / "projects").mkdir(parents=True)
    stop = dict(PROMPT, transcript_path=str(home / "user" / ".claude" / "projects" / "t.jsonl"))
    assert hook("Stop", home, stop, VAULTMEM_NO_AUTOSTART="1").returncode == 0
    [ticket] = (home / "state" / "queue" / "pending").glob("*.json")
    data = json.loads(ticket.read_text())
    data["created_at"] = "2026-01-01T00:00:00+00:00"  # queued long ago, never processed
    ticket.write_text(json.dumps(data))
    assert not doctor_checks(home)["queue"]["ok"]


def test_hooks_naming_missing_files_and_claude_config_dir_transcripts_fail_doctor(home: Path) -> None:
    alt = home / "alt-claude"
    install(home)
    settings = home / "user" / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(home / "custom" / "settings.json", settings)
    settings.write_text(settings.read_text().replace(str(REPO / "hooks"), "/nonexistent/hooks"))
    assert not doctor_checks(home)["hooks"]["ok"]
    alt.mkdir()
    shutil.copy(home / "custom" / "settings.json", alt / "settings.json")  # hooks put there by hand: transcripts not allowed
    checks = doctor_checks(home, CLAUDE_CONFIG_DIR=str(alt))
    assert not checks["transcripts"]["ok"] and str(alt) in checks["transcripts"]["detail"]
    res = run_cli(env_for(home, CLAUDE_CONFIG_DIR=str(alt)), "install", "claude-code")
    assert res.returncode == 0
    assert doctor_checks(home, CLAUDE_CONFIG_DIR=str(alt))["transcripts"]["ok"]  # install allows its folder


def test_a_daemon_started_while_a_command_holds_the_index_waits_for_it(home: Path) -> None:
    from filelock import FileLock

    state = home / "state"
    state.mkdir(parents=True)
    held = FileLock(str(state / "writer.lock"))
    held.acquire(timeout=1)
    daemon = Daemon(env_for(home)).launch()
    try:
        # It says it waits (after its first 2-second try), and it is still alive when it says so.
        assert wait_until(lambda: "waiting up to" in daemon.log_tail(), 60)
        time.sleep(1.0)
        assert daemon.proc.poll() is None, daemon.log_tail()  # the old daemon exited here
        held.release()
        assert wait_until(lambda: healthy(home), 90), daemon.log_tail()
    finally:
        daemon.stop(timeout=30)


def test_a_vaultmem_on_path_starts_the_daemon_for_plugin_installs(home: Path) -> None:
    """The plugin's hooks come from the plugin folder: nothing recorded a launcher, PATH has vaultmem."""
    bindir = Path(sys.executable).parent
    assert (bindir / "vaultmem").exists()
    res = hook("UserPromptSubmit", home, PROMPT, PATH=f"{bindir}:/usr/bin:/bin")
    assert res.returncode == 0
    assert wait_until(lambda: healthy(home), 60), (home / "logs" / "hooks.log").read_text()


# -- CLI commands at a terminal go through the daemon, starting it; scripts stay in-process ---------

def _cli_at_a_terminal(home: Path, *args: str) -> str:
    import pty

    main, sub = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "vaultmem", *args], stdin=sub, stdout=sub, stderr=sub,
                            env=env_for(home), close_fds=True)
    os.close(sub)
    out = b""
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    proc.wait(120)
    os.close(main)
    return out.decode("utf-8", "replace")


def test_a_command_at_a_terminal_starts_the_daemon_and_a_script_does_not(home: Path) -> None:
    (home / "user").mkdir()
    assert run_cli(env_for(home), "init").returncode == 0
    assert run_cli(env_for(home), "add", "--title", "Order events go through Redis Streams").returncode == 0
    assert not healthy(home)  # a script (no terminal) leaves no daemon behind
    out = _cli_at_a_terminal(home, "search", "order events queue", "--all-scopes")
    assert "Redis Streams" in out
    assert healthy(home)  # the person's next command answers through the warm daemon
    assert "order-events-go-through-redis-streams" in _cli_at_a_terminal(home, "search", "redis", "--all-scopes")
    os.kill(daemon_pid(home), signal.SIGTERM)
    assert wait_until(lambda: not healthy(home), 30)
    out = _cli_at_a_terminal(home, "--local", "search", "order events", "--all-scopes")
    assert "Redis Streams" in out and not healthy(home)  # --local: in-process, nothing started
