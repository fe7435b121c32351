"""What a killed in-process writer leaves is cleaned up by the next CLI command that opens the
index, not only by the daemon's start-up."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from reliability_kit import env_for, run_cli

# The child writes half a session excerpt the way atomic_write does (temp file named with its pid
# in the destination folder) and dies before the rename, as a killed `vaultmem ingest` would.
_HALF_WRITE = """
import os, sys
from vaultmem.atomic import TEMP_PREFIX
import tempfile
fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-", suffix=".md", dir=sys.argv[1])
os.write(fd, b"---\\nsession: half\\n---\\nuser: half a turn")
print(tmp, flush=True)
os._exit(137)
"""


def test_the_next_cli_command_sweeps_temp_files_of_a_killed_ingest(vm_home: Path) -> None:
    env = env_for(vm_home)
    assert run_cli(env, "init").returncode == 0
    sessions = vm_home / "vault" / "_sources" / "sessions"
    sessions.mkdir(parents=True)
    left = []
    for folder in (sessions, vm_home / "vault"):
        child = subprocess.run([sys.executable, "-c", _HALF_WRITE, str(folder)], env=env, capture_output=True,
                               timeout=60)
        assert child.returncode == 137, child.stderr
        left.append(Path(child.stdout.decode().strip()))
    assert all(p.exists() for p in left)
    res = run_cli(env, "add", "--title", "Lunch is at noon on Fridays")
    assert res.returncode == 0, res.stderr
    assert [p for p in left if p.exists()] == []
    checks = {c["name"]: c for c in json.loads(run_cli(env, "doctor", "--json").stdout)["checks"]}
    assert checks["no torn writes"]["ok"], checks["no torn writes"]
