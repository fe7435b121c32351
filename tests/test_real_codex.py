"""A first session with the real Codex CLI: `install codex`, no `vaultmem start`, real `codex exec` runs.

`codex exec` (the pinned npm release, installed once by `make test` into .cache/agents) talks to a
fake Responses API on loopback through a custom model provider, and logs every request. Codex runs
new hooks only once a person has trusted them in /hooks; the test passes
`--dangerously-bypass-hook-trust`, Codex's switch for automation whose hooks were checked elsewhere
(here: by this test suite). Skips with a clear message when the CLI is not installed.
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
from support.fake_openai_responses import FakeResponses
from support.wait import wait_until


REPO = Path(__file__).resolve().parent.parent
CODEX = Path(os.environ.get("VAULTMEM_TEST_CODEX") or REPO / ".cache" / "agents" / "node_modules" / ".bin" / "codex")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CODEX.exists(), reason=f"Codex CLI not installed at {CODEX} "
                                                  "(`make test` installs it when npm is available)"),
]


@pytest.fixture
def world() -> Iterator[tuple[Path, dict[str, str], FakeResponses]]:
    root = Path(tempfile.mkdtemp(prefix="vm", dir="/tmp"))  # AF_UNIX paths are capped near 107 bytes
    fake = FakeResponses("Understood.")
    codex_home = root / "user" / ".codex"
    codex_home.mkdir(parents=True)
    (root / "shop").mkdir()
    (codex_home / "config.toml").write_text(
        '# the person\'s own Codex settings\nmodel = "fake-model"\nmodel_provider = "fake"\n\n'
        f'[model_providers.fake]\nname = "fake"\nbase_url = "{fake.url}"\nenv_key = "FAKE_MODEL_KEY"\n'
        'wire_api = "responses"\n')
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("VAULTMEM_", "XDG_", "OPENAI_", "CODEX_"))}
    env.update(HOME=str(root / "user"), CODEX_HOME=str(codex_home), VAULTMEM_HOME=str(root),
               VAULTMEM_EMBEDDER_PROVIDER="hash", FAKE_MODEL_KEY="sk-test-dummy")
    yield root, env, fake
    fake.close()
    try:
        os.kill(json.loads((root / "run" / "vaultmem.pid").read_text())["pid"], signal.SIGKILL)
    except (OSError, ValueError, KeyError):
        pass
    shutil.rmtree(root, ignore_errors=True)


def _codex(root: Path, env: dict[str, str], prompt: str) -> None:
    res = subprocess.run([str(CODEX), "exec", "--skip-git-repo-check", "--dangerously-bypass-hook-trust", prompt],
                         env=env, cwd=root / "shop", capture_output=True, text=True, timeout=180)
    assert res.returncode == 0, (res.stdout[-2000:], res.stderr[-2000:])


def _healthy(root: Path) -> bool:
    return answers(root / "run" / "vaultmem.sock")


def _vaultmem(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "vaultmem", *args], env=env, capture_output=True, text=True,
                          timeout=300)


def test_a_first_session_with_codex(world: tuple[Path, dict[str, str], FakeResponses]) -> None:
    root, env, fake = world
    res = _vaultmem(env, "install", "codex")
    assert res.returncode == 0, res.stderr
    config = (root / "user" / ".codex" / "config.toml").read_text()
    assert config.startswith("# the person's own Codex settings") and "[mcp_servers.vaultmem]" in config

    _codex(root, env, "For the order events queue we decided on Redis Streams, not Kafka: one less service.")
    assert wait_until(lambda: _healthy(root), 60), (root / "logs" / "hooks.log").read_text()

    def captured() -> bool:
        queue = json.loads(_vaultmem(env, "status", "--json").stdout)["queue"]
        return queue["pending"] == 0 and queue["processing"] == 0 and queue["done"] >= 1
    assert wait_until(captured, 90)
    excerpts = list((root / "vault" / "_sources" / "sessions").glob("codex-*.md"))
    assert excerpts and "Redis Streams" in excerpts[0].read_text()  # from Codex's own rollout file

    before = len(fake.inputs())
    _codex(root, env, "Which queue do we use for order events again?")
    shown = "\n".join(fake.inputs()[before:])
    assert "vaultmem-context" in shown and "Redis Streams" in shown
