"""Round two (issue 14.12): failures the user can fix reach them as one line with a hint.

A read-only vault made `add` through the daemon print "Internal Server Error" and doctor say ok;
a full disk made every prompt hook fail (the injection log write) and lost Stops without a trace.
Read-only and full are injected into the real daemon and CLI processes by tests/faults (we run
as root here, where chmod cannot make a folder read-only), and into an in-process app for the
sqlite write that no Python-level patch of a subprocess reaches.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from support.daemon import Daemon
from support.processes import run_cli

REPO = Path(__file__).resolve().parents[1]
FAULTS = Path(__file__).resolve().parent / "faults"
STOP = {"session_id": "5c0375b4", "transcript_path": "/home/u/.claude/projects/p/5c0375b4.jsonl",
        "cwd": "/home/u/shop", "hook_event_name": "Stop", "stop_hook_active": False}


@pytest.fixture
def home() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="vme", dir="/tmp"))  # short: the daemon socket lives under it
    yield path
    shutil.rmtree(path, ignore_errors=True)


def base_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMEM_")}
    env.update(VAULTMEM_HOME=str(home), VAULTMEM_EMBEDDER_PROVIDER="hash")
    return env


def faulty(env: dict[str, str], fault: str, folder: Path) -> dict[str, str]:
    """env whose processes fail every write under `folder` with errno `fault`."""
    return {**env, "PYTHONPATH": os.pathsep.join([str(FAULTS), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
            "VAULTMEM_TEST_FAULT": f"{fault}:{folder}"}


@pytest.mark.parametrize("fault", ["EROFS", "ENOSPC"])
def test_add_through_the_daemon_on_an_unwritable_vault_prints_why(home: Path, fault: str) -> None:
    env = base_env(home)
    assert run_cli(env, "init").returncode == 0
    bad = faulty(env, fault, home / "vault")
    daemon = Daemon(bad).start()
    try:
        res = run_cli(env, "add", "--title", "A note that cannot be written", "--body", "x")
        code, reply = daemon.call("POST", "/v1/notes", {"title": "Another note", "body": "y"})
    finally:
        daemon.stop()
    err = res.stderr.decode()
    assert res.returncode == 1, err
    assert "Internal Server Error" not in err
    word = "read-only" if fault == "EROFS" else "no space left"
    assert f"error: cannot write {home / 'vault'}" in err and word in err and f"({fault})" in err
    assert "hint: " in err
    assert code == (507 if fault == "ENOSPC" else 500) and reply["hint"], reply


def test_doctor_fails_when_the_vault_or_state_folder_is_not_writable(home: Path) -> None:
    env = base_env(home)
    assert run_cli(env, "init").returncode == 0
    for folder in (home / "vault", home / "state"):
        res = run_cli(faulty(env, "EROFS", folder), "doctor", "--json")
        data = json.loads(res.stdout)
        [check] = [c for c in data["checks"] if c["name"] == "writable folders"]
        assert res.returncode == 1 and not check["ok"] and str(folder) in check["detail"], check
    data = json.loads(run_cli(env, "doctor", "--json").stdout)
    assert [c["ok"] for c in data["checks"] if c["name"] == "writable folders"] == [True]


# -- a full disk, in-process: the prompt path's sqlite write and the Stop enqueue ------------------


@pytest.fixture
def app(isolated_env: Path):  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from vaultmem.config import load_config
    from vaultmem.daemon.app import DaemonService, create_app
    from vaultmem.memory import AddRequest, Memory

    with Memory(load_config()) as mem:
        mem.add(AddRequest(title="Deploys go through the staging cluster first", body="Always staging.",
                           type="decision"))
        service = DaemonService(mem, watch_vault=False, run_worker=False)
        with TestClient(create_app(service), raise_server_exceptions=False) as client:
            yield client


def test_prompt_recall_survives_a_full_disk_for_the_injection_log(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from vaultmem.daemon.hooks import InjectionLog

    def full(*args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(InjectionLog, "record", full)
    prompt = {"session_id": "s1", "cwd": "/tmp", "prompt": "how do deploys reach the staging cluster?"}
    res = app.post("/v1/hooks/UserPromptSubmit", content=json.dumps(prompt))
    assert res.status_code == 200, res.text
    assert "staging cluster" in res.json()["hookSpecificOutput"]["additionalContext"]


def test_stop_on_a_full_disk_answers_json_with_a_hint(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from vaultmem.capture.queue import TicketQueue

    def full(self, **kwargs: object) -> None:  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/state/queue/pending/.tmp-x.json")

    monkeypatch.setattr(TicketQueue, "enqueue", full)
    res = app.post("/v1/hooks/Stop", content=json.dumps(STOP))
    assert res.status_code == 507
    assert "no space left" in res.json()["error"] and res.json()["hint"]


def test_an_unexpected_failure_is_one_json_line_naming_the_log(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from vaultmem.memory import Memory

    def broken(self, *args: object, **kwargs: object) -> None:  # type: ignore[no-untyped-def]
        raise KeyError("frontmatter\nkey")

    monkeypatch.setattr(Memory, "add", broken)
    res = app.post("/v1/notes", content=json.dumps({"title": "x"}))
    assert res.status_code == 500
    body = res.json()
    assert body["error"].startswith("the daemon failed: KeyError") and "\n" not in body["error"]
    assert "vaultmem.log" in body["hint"]


# -- the Stop hook when the daemon answers an error and no ticket can be written ------------------


def test_stop_hook_says_so_on_stderr_when_no_ticket_can_be_written(tmp_path: Path) -> None:
    from support.fake_daemon import FakeDaemon

    home = Path(tempfile.mkdtemp(prefix="vmh", dir="/tmp"))
    fake = FakeDaemon(home / "run" / "vaultmem.sock")
    fake.status, fake.body = 507, b'{"error": "cannot write: no space left on the device", "hint": "free space"}'
    try:
        (home / "state").mkdir()
        (home / "state" / "queue").write_text("not a folder")  # the ticket write fails, as on a full disk
        (home / "logs").write_text("not a folder")  # and so does hooks.log
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULTMEM_", "XDG_"))}
        env.update(VAULTMEM_HOME=str(home), HOME=str(home / "user"))
        res = subprocess.run([sys.executable, str(REPO / "hooks" / "stop.py")], input=json.dumps(STOP).encode(),
                             env=env, capture_output=True, timeout=60)
        assert fake.requests and fake.requests[0][0] == "/v1/hooks/Stop"
    finally:
        fake.close()
        shutil.rmtree(home, ignore_errors=True)
    assert (res.returncode, res.stdout) == (0, b"")
    [line] = res.stderr.decode().splitlines()
    assert "Stop was not recorded" in line and "http-507" in line
