"""A first week with the real Claude Code CLI: hooks installed, no `vaultmem start`, real sessions.

`claude -p` (the pinned npm release, installed once by `make test` into .cache/agents) talks to a
fake Messages API on loopback that logs every request body. So this checks the product end to end as
a person meets it: the first session brings the daemon up by itself, a decision said in one session
reaches the model request of the next, a killed daemon ("reboot") comes back with the next session,
`doctor` is honest at each step, and the plugin manifest validates.

Skips with a clear message when the CLI is not installed (no npm on the machine).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

import pytest
from support.daemon import answers
from support.fake_anthropic import FakeAnthropic
from support.wait import wait_until


REPO = Path(__file__).resolve().parent.parent
CLAUDE = Path(os.environ.get("VAULTMEM_TEST_CLAUDE") or REPO / ".cache" / "agents" / "node_modules" / ".bin" / "claude")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CLAUDE.exists(), reason=f"Claude Code CLI not installed at {CLAUDE} "
                                                   "(`make test` installs it when npm is available)"),
]


class World:
    """A fresh machine: HOME, VAULTMEM_HOME, a project folder and the fake model endpoint."""

    def __init__(self, root: Path, fake: FakeAnthropic) -> None:
        self.root, self.fake = root, fake
        self.user = root / "user"
        self.project = root / "shop-api"
        for folder in (self.user, self.project):
            folder.mkdir()
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("VAULTMEM_", "XDG_", "ANTHROPIC_", "CLAUDE_"))}
        self.env.update(HOME=str(self.user), VAULTMEM_HOME=str(root), VAULTMEM_EMBEDDER_PROVIDER="hash",
                        ANTHROPIC_BASE_URL=fake.url, ANTHROPIC_API_KEY="sk-ant-test-dummy",
                        DISABLE_TELEMETRY="1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
                        DISABLE_AUTOUPDATER="1")

    def vaultmem(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "vaultmem", *args], env=self.env, capture_output=True,
                              text=True, timeout=300)

    def claude(self, prompt: str) -> subprocess.CompletedProcess[str]:
        res = subprocess.run([str(CLAUDE), "-p", prompt], env=self.env, cwd=self.project, capture_output=True,
                             text=True, timeout=180)
        assert res.returncode == 0, (res.stdout[-2000:], res.stderr[-2000:])
        return res

    def healthy(self) -> bool:
        return answers(self.root / "run" / "vaultmem.sock")

    def status(self) -> dict:
        return json.loads(self.vaultmem("status", "--json").stdout)

    def doctor(self) -> dict[str, dict]:
        res = self.vaultmem("doctor", "--json")
        return {c["name"]: c for c in json.loads(res.stdout)["checks"]}

    def logs(self) -> str:
        """hooks.log and the daemon's output, for a failure message."""
        out = []
        for name in ("hooks.log", "daemon.out"):
            path = self.root / "logs" / name
            out.append(f"--- {name}\n" + (path.read_text(errors="replace")[-3000:] if path.exists() else "(none)"))
        state = self.root / "state" / "autostart.json"
        out.append("--- autostart.json\n" + (state.read_text() if state.exists() else "(none)"))
        return "\n".join(out)

    def daemon_pid(self) -> int:
        return int(json.loads((self.root / "run" / "vaultmem.pid").read_text())["pid"])


@pytest.fixture
def world() -> Iterator[World]:
    root = Path(tempfile.mkdtemp(prefix="vm", dir="/tmp"))  # AF_UNIX paths are capped near 107 bytes
    fake = FakeAnthropic("Understood.")
    w = World(root, fake)
    yield w
    fake.close()
    try:
        os.kill(w.daemon_pid(), signal.SIGKILL)
    except (OSError, ValueError, KeyError):
        pass
    shutil.rmtree(root, ignore_errors=True)


def test_a_first_week_with_claude_code(world: World) -> None:
    res = world.vaultmem("install", "claude-code")
    assert res.returncode == 0, res.stderr
    doctor = world.doctor()
    assert not doctor["memory is on"]["ok"] and "the next hook will start one" in doctor["memory is on"]["detail"]

    # Monday: a decision, no `vaultmem start` typed. The session's hooks bring the daemon up.
    world.claude("For the order events queue we decided on Redis Streams, not Kafka: one less service "
                 "to run on staging. Please remember that.")
    assert wait_until(world.healthy, 90), world.logs()
    assert "memory is on" not in world.doctor()  # the failure is gone once the daemon runs

    # The Stop ticket Claude Code's own transcript produced is captured (the daemon drains it).
    def captured() -> bool:
        queue = world.status()["queue"]
        return queue["pending"] == 0 and queue["processing"] == 0 and queue["done"] >= 1
    assert wait_until(captured, 90), world.status()["queue"]
    sessions = list((world.root / "vault" / "_sources" / "sessions").glob("*.md"))
    assert sessions and "Redis Streams" in sessions[0].read_text()

    # Tuesday: a question in a new session; the decision reaches the model's request.
    before = len(world.fake.model_texts())
    world.claude("Which queue do we use for order events again?")
    shown = "\n".join(world.fake.model_texts()[before:])
    assert "vaultmem-context" in shown and "Redis Streams" in shown

    # A reboot: the daemon dies. doctor says so; the next session brings it back by itself.
    os.kill(world.daemon_pid(), signal.SIGKILL)
    assert wait_until(lambda: not world.healthy(), 10)
    assert not world.doctor()["memory is on"]["ok"]
    world.claude("Anything to remember about the staging deploy?")
    assert wait_until(world.healthy, 90), world.logs()
    before = len(world.fake.model_texts())
    world.claude("Remind me: which queue do we use for order events?")
    assert "Redis Streams" in "\n".join(world.fake.model_texts()[before:])
    assert all(c["ok"] for c in world.doctor().values()), world.doctor()


def test_the_plugin_manifest_validates() -> None:
    res = subprocess.run([str(CLAUDE), "plugin", "validate", str(REPO)], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "DISABLE_AUTOUPDATER": "1"})
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-2000:]
    assert "Validation passed" in res.stdout
