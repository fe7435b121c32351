"""A daemon that runs for days follows an upgrade: when vaultmem's code changes on disk it finishes
in order and starts again in place with the new code (vaultmem/daemon/upgrade.py, serving.py)."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from support.daemon import Daemon
from support.processes import env_for, run_cli
from support.wait import wait_until
from vaultmem.daemon.upgrade import CodeWatcher, code_stamp
from vaultmem.hookclient import call_json

PACKAGE = Path(__file__).resolve().parents[1] / "vaultmem"


def _health(sock: str) -> dict | None:
    try:
        status, body = call_json(sock, "GET", "/v1/health", timeout=2)
    except (OSError, ValueError):
        return None
    return body if status == 200 else None


def test_the_stamp_changes_with_any_file_of_the_package(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.py").write_text("y = 2\n")
    before = code_stamp(tmp_path)
    assert before[0] == 2
    os.utime(tmp_path / "sub" / "b.py", (time.time() + 5, time.time() + 5))  # an upgrade rewrote it
    assert code_stamp(tmp_path) != before
    (tmp_path / "c.py").write_text("")  # a new module
    assert code_stamp(tmp_path)[0] == 3


def test_the_watcher_calls_once_and_never_when_off(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n")
    calls: list[int] = []
    watcher = CodeWatcher(0.05, lambda: calls.append(1), tmp_path)
    off = CodeWatcher(0, lambda: calls.append(2), tmp_path)
    watcher.start()
    off.start()
    time.sleep(0.2)
    assert calls == [] and not watcher.changed
    (tmp_path / "b.py").write_text("")
    assert wait_until(lambda: calls == [1], 10)
    time.sleep(0.2)
    assert calls == [1] and watcher.changed and not off.changed
    watcher.stop()


def test_a_running_daemon_restarts_in_place_when_its_code_is_upgraded(vm_home: Path, tmp_path: Path) -> None:
    # The daemon runs from a copy of the package, so the test can "upgrade" it.
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "vaultmem", ignore=shutil.ignore_patterns("__pycache__"))
    env = env_for(vm_home, daemon_code_check_seconds=0.3)
    env["PYTHONPATH"] = os.pathsep.join([str(site), *filter(None, [env.get("PYTHONPATH")])])
    assert run_cli(env, "--local", "add", "--title", "Staging deploys only on Tuesdays",
                   input=b"Never on Fridays.").returncode == 0
    daemon = Daemon(env, cwd=tmp_path).start()
    try:
        first = _health(daemon.sock)
        assert first is not None and first["pid"] == daemon.pid
        time.sleep(1.1)  # the new started_at must differ at whole-second precision
        module = site / "vaultmem" / "human.py"
        module.write_text(module.read_text() + "\n# upgraded\n")
        assert wait_until(lambda: (h := _health(daemon.sock)) is not None and h["started_at"] != first["started_at"],
                          120), daemon.log_tail()
        again = _health(daemon.sock)
        assert again is not None and again["pid"] == daemon.pid and daemon.proc.poll() is None  # same process
        found = run_cli(env, "search", "which day do staging deploys happen", "--json")
        assert found.returncode == 0 and b"staging-deploys-only-on-tuesdays" in found.stdout
        log = (vm_home / "logs" / "vaultmem.log").read_text() if (vm_home / "logs" / "vaultmem.log").exists() else ""
        assert "code changed on disk" in log + daemon.log_tail()
    finally:
        daemon.stop()
