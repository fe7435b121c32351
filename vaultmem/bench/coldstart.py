"""`vaultmem bench coldstart`: memory that starts itself, timed as a person meets it after a login.

A fresh home with a note and the hooks installed, and no daemon: the first SessionStart hook (a real
`python3 -S hooks/session_start.py` process) starts the daemon; we time until it answers, then one
prompt hook (does it carry context?), then CLI searches through the warm daemon, against one
in-process (`--local`) search that must load the model itself. The embedder is the configured one
(the local model by default), so the daemon's start-up includes loading it.
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
from typing import Any

from ..errors import VaultmemError
from ..hookclient import call_json

QUESTION = "which queue do we use for order events?"
NOTE = "Order events go through Redis Streams, not Kafka"


def _healthy(sock: str) -> bool:
    try:
        return call_json(sock, "GET", "/v1/health", timeout=1)[0] == 200
    except (OSError, ValueError):
        return False


def run_coldstart(cli_runs: int = 3, timeout: float = 120.0) -> dict[str, Any]:
    repo = Path(__file__).resolve().parents[2]
    hooks = repo / "hooks"
    if not (hooks / "session_start.py").exists():
        raise VaultmemError("hooks/ not found", "bench coldstart runs from a repository checkout")
    home = Path(tempfile.mkdtemp(prefix="vmcold", dir="/tmp"))  # short: AF_UNIX paths are capped near 107 bytes
    (home / "user").mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULTMEM_", "XDG_"))}
    env.update(HOME=str(home / "user"), VAULTMEM_HOME=str(home))
    for k in ("VAULTMEM_EMBEDDER_PROVIDER",):
        if os.environ.get(k):
            env[k] = os.environ[k]
    vm = [sys.executable, "-m", "vaultmem"]
    sock = str(home / "run" / "vaultmem.sock")
    try:
        for args in (["init"], ["--local", "add", "--title", NOTE],
                     ["install", "claude-code", "--settings", str(home / "settings.json")]):
            subprocess.run([*vm, *args], env=env, capture_output=True, check=True, timeout=timeout)
        start = time.monotonic()
        payload = json.dumps({"session_id": "cold", "cwd": str(home), "hook_event_name": "SessionStart"}).encode()
        first = subprocess.run(["python3", "-S", str(hooks / "session_start.py")], input=payload, env=env,
                               capture_output=True, timeout=timeout)
        first_ms = (time.monotonic() - start) * 1000
        while not _healthy(sock):
            if time.monotonic() - start > timeout:
                raise VaultmemError("the daemon did not come up", f"see {home / 'logs' / 'daemon.out'}")
            time.sleep(0.05)
        ready_s = time.monotonic() - start
        prompt = json.dumps({"session_id": "cold", "cwd": str(home), "hook_event_name": "UserPromptSubmit",
                             "prompt": QUESTION}).encode()
        t = time.monotonic()
        hook = subprocess.run(["python3", "-S", str(hooks / "user_prompt_submit.py")], input=prompt, env=env,
                              capture_output=True, timeout=timeout)
        prompt_ms = (time.monotonic() - t) * 1000
        through, local = [], []
        for _ in range(cli_runs):
            t = time.monotonic()
            subprocess.run([*vm, "search", QUESTION], env=env, capture_output=True, check=True, timeout=timeout)
            through.append(time.monotonic() - t)
        pid = json.loads((home / "run" / "vaultmem.pid").read_text())["pid"]
        os.kill(pid, signal.SIGTERM)
        while _healthy(sock):
            time.sleep(0.05)
        t = time.monotonic()
        subprocess.run([*vm, "--local", "search", QUESTION], env=env, capture_output=True, check=True, timeout=timeout)
        local.append(time.monotonic() - t)
        return {"bench": "coldstart", "first_hook_ms": round(first_ms), "first_hook_told_the_person":
                b"systemMessage" in first.stdout, "daemon_ready_s": round(ready_s, 2),
                "prompt_hook_ms": round(prompt_ms), "prompt_got_context": b"Redis Streams" in hook.stdout,
                "cli_search_through_daemon_s": [round(x, 2) for x in through],
                "cli_search_in_process_s": [round(x, 2) for x in local], "loadavg": list(os.getloadavg())}
    finally:
        try:
            os.kill(json.loads((home / "run" / "vaultmem.pid").read_text())["pid"], signal.SIGKILL)
        except (OSError, ValueError, KeyError):
            pass
        shutil.rmtree(home, ignore_errors=True)


def print_coldstart(r: dict[str, Any]) -> None:
    print(f"first SessionStart hook: {r['first_hook_ms']} ms (told the person: {r['first_hook_told_the_person']})")
    print(f"daemon answering after:  {r['daemon_ready_s']} s")
    print(f"next prompt hook:        {r['prompt_hook_ms']} ms, context: {r['prompt_got_context']}")
    print(f"CLI search via daemon:   {', '.join(f'{x} s' for x in r['cli_search_through_daemon_s'])}")
    print(f"CLI search in-process:   {', '.join(f'{x} s' for x in r['cli_search_in_process_s'])}")
    print(f"load average:            {', '.join(f'{x:.2f}' for x in r['loadavg'])}")
