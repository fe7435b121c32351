"""Everything vaultmem creates is private whatever the umask (issue 14.9); a person's files keep
their modes; doctor warns when the vault or state folder is writable by others."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _run(args: list[str], home: Path, umask: int, stdin: bytes = b"") -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULTMEM_", "XDG_"))}
    env.update(VAULTMEM_HOME=str(home), HOME=str(home / "user"), VAULTMEM_EMBEDDER_PROVIDER="hash")
    return subprocess.run(args, input=stdin, capture_output=True, env=env, timeout=300,
                          preexec_fn=lambda: os.umask(umask))


def _open_to_others(root: Path) -> list[str]:
    found = []
    for path in [root, *root.rglob("*")]:
        st = path.lstat()
        if stat.S_ISLNK(st.st_mode):
            continue
        if st.st_mode & 0o077:
            found.append(f"{path.relative_to(root)} {st.st_mode & 0o777:o}")
    return found


@pytest.mark.parametrize("umask", [0o022, 0o000])
def test_everything_vaultmem_creates_is_private(umask: int) -> None:
    home = Path(tempfile.mkdtemp(prefix="vmperm", dir="/tmp"))  # short: the socket path has a length cap
    try:
        vm = [sys.executable, "-m", "vaultmem"]
        assert _run([*vm, "init"], home, umask).returncode == 0
        add = _run([*vm, "add", "-t", "Deploys go out with make release", "-b", "from the main branch"],
                   home, umask)
        assert add.returncode == 0, add.stderr
        assert _run([*vm, "search", "how do we deploy"], home, umask).returncode == 0
        assert _run([*vm, "status"], home, umask).returncode == 0
        stop = json.dumps({"session_id": "s1", "transcript_path": str(home / "t.jsonl"), "cwd": str(home),
                           "hook_event_name": "Stop"}).encode()
        hook = _run([sys.executable, str(REPO / "hooks" / "stop.py")], home, umask, stdin=stop)
        assert hook.returncode == 0
        assert list((home / "state" / "queue" / "pending").glob("*.json")), "the Stop ticket was not queued"
        assert (home / "logs" / "hooks.log").exists()
        assert _open_to_others(home) == []
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_a_persons_note_and_vault_root_keep_their_modes(tmp_path: Path) -> None:
    home = tmp_path / "h"
    vault = home / "vault"
    vault.mkdir(parents=True)
    vault.chmod(0o755)
    note = vault / "mine.md"
    note.write_text("---\ntags: [a, b]\n---\n# Mine\n\nhand written\n")
    note.chmod(0o644)
    assert _run([sys.executable, "-m", "vaultmem", "reindex"], home, 0o022).returncode == 0
    assert _run([sys.executable, "-m", "vaultmem", "search", "hand written"], home, 0o022).returncode == 0
    assert vault.stat().st_mode & 0o777 == 0o755
    assert note.stat().st_mode & 0o777 == 0o644


def test_atomic_rewrite_keeps_the_files_mode(tmp_path: Path) -> None:
    from vaultmem.atomic import write_text as atomic_write

    path = tmp_path / "n.md"
    path.write_text("old")
    path.chmod(0o640)
    atomic_write(path, "new")
    assert path.read_text() == "new" and path.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "fresh.md"
    atomic_write(fresh, "x")
    assert fresh.stat().st_mode & 0o077 == 0


def test_doctor_warns_when_the_vault_is_writable_by_others(tmp_path: Path) -> None:
    home = tmp_path / "h"
    assert _run([sys.executable, "-m", "vaultmem", "init"], home, 0o022).returncode == 0
    (home / "vault").chmod(0o777)
    out = _run([sys.executable, "-m", "vaultmem", "doctor", "--json"], home, 0o022)
    checks = {c["name"]: c for c in json.loads(out.stdout)["checks"]}
    assert checks["private folders"]["ok"] is False
    assert "mode 777" in checks["private folders"]["detail"]
