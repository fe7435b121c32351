"""vaultmem.atomic: the one atomic write every file vaultmem replaces goes through."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from vaultmem import atomic

ROOT = Path(__file__).resolve().parents[1]


def test_write_replaces_creates_the_folder_and_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "n.md"
    atomic.write_text(target, "one")
    atomic.write_text(target, "two ünïcode\r\nkept as given")
    assert target.read_bytes() == "two ünïcode\r\nkept as given".encode()
    assert sorted(p.name for p in target.parent.iterdir()) == ["n.md"]
    atomic.write_bytes(str(target), b"\x00\xffraw")
    assert target.read_bytes() == b"\x00\xffraw"


def test_a_failed_rename_keeps_the_old_file_and_removes_the_temp(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "n.md"
    atomic.write_text(target, "original")

    def boom(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        atomic.write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "original"
    assert [p.name for p in tmp_path.iterdir()] == ["n.md"]


def test_mode_bits(tmp_path: Path) -> None:
    old_umask = os.umask(0o022)
    try:
        kept = tmp_path / "kept.md"
        kept.write_text("old")
        kept.chmod(0o664)  # more than the umask allows: kept exactly, not re-masked
        atomic.write_text(kept, "new")
        assert stat.S_IMODE(kept.stat().st_mode) == 0o664

        fresh = tmp_path / "fresh.json"
        atomic.write_text(fresh, "{}")
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o600  # private by default

        shared = tmp_path / "settings.json"
        atomic.write_text(shared, "{}", mode=0o666)
        assert stat.S_IMODE(shared.stat().st_mode) == 0o644  # as open() would make it: umask applies

        forced = tmp_path / "launcher.json"
        forced.write_text("{}")
        forced.chmod(0o644)
        atomic.write_text(forced, "{}", keep_mode=False)
        assert stat.S_IMODE(forced.stat().st_mode) == 0o600
    finally:
        os.umask(old_umask)


def test_the_file_and_its_folder_are_fsynced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real = os.fsync

    def spy(fd: int) -> None:
        synced.append("dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real(fd)

    monkeypatch.setattr(atomic.os, "fsync", spy)
    atomic.write_text(tmp_path / "n.md", "x")
    assert synced == ["file", "dir"]


def test_temp_names_carry_the_pid_and_the_suffix() -> None:
    name = os.path.basename(atomic.temp_name("/v/note.md"))
    assert name.startswith(f"{atomic.TEMP_PREFIX}{os.getpid()}-") and name.endswith(".md")
    assert atomic.temp_name("/v/note.md") != atomic.temp_name("/v/note.md")


def test_importing_it_costs_the_hook_path_no_module_beyond_os() -> None:
    code = ("import sys, os, __future__\nbefore = set(sys.modules)\nimport vaultmem.atomic\n"
            "print(' '.join(sorted(m for m in set(sys.modules) - before if not m.startswith('vaultmem'))))")
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
