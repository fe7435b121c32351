"""The index follows the vault: folders of notes moved or deleted while the daemon runs, and edits
that keep their old modification time (rsync -t, Syncthing). Real daemon, real filesystem."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from support.daemon import Daemon
from support.processes import env_for, run_cli
from support.wait import wait_until

from vaultmem.config import load_config

# Generous: only a hang fails, never a slow machine.
SETTLE = 60.0


def _note(folder: Path, note_id: str, word: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{note_id}.md"
    path.write_text(f"---\nid: {note_id}\ntype: fact\nscope: global\ncreated: 2026-01-01\n---\n\n"
                    f"# The {word} service\n\nThe {word} service keeps its cache warm.\n", encoding="utf-8")
    return path


def _folder_of_notes(folder: Path, name: str) -> dict[str, str]:
    """Two notes, one in a sub-folder; {word: id}."""
    words = {f"{name}alpha": f"{name}-one", f"{name}omega": f"{name}-two"}
    (w1, i1), (w2, i2) = words.items()
    _note(folder, i1, w1)
    _note(folder / "deeper", i2, w2)
    return words


def _found(d: Daemon, word: str) -> list[str]:
    return [h["id"] for h in d.search(word) if word in (h.get("title") or "")]


def test_folders_moved_out_trashed_deleted_or_moved_in_update_the_index(isolated_env: Path, tmp_path: Path) -> None:
    """Each of the four folder operations reaches recall while the daemon runs, for every note under
    the folder; notes in `.trash` are never indexed."""
    env = env_for(isolated_env)
    vault = load_config(env=env).vault
    outside = tmp_path / "outside"
    outside.mkdir()
    leaving = _folder_of_notes(vault / "moved-out", "leaving")
    trashed = _folder_of_notes(vault / "trashed", "trashed")
    deleted = _folder_of_notes(vault / "deleted", "deleted")
    arriving = _folder_of_notes(outside / "arriving", "arriving")
    staying = _folder_of_notes(vault / "staying", "staying")
    (vault / ".trash").mkdir(parents=True)
    assert run_cli(env, "reindex").returncode == 0
    d = Daemon(env).start()
    try:
        for word, nid in {**leaving, **trashed, **deleted, **staying}.items():
            assert _found(d, word) == [nid]
        os.rename(vault / "moved-out", outside / "moved-out")
        os.rename(vault / "trashed", vault / ".trash" / "trashed")
        shutil.rmtree(vault / "deleted")
        os.rename(outside / "arriving", vault / "arriving")
        gone = {**leaving, **trashed, **deleted}
        for word in gone:
            assert wait_until(lambda word=word: _found(d, word) == [], SETTLE, 0.2), f"{word} still recalled: {_found(d, word)}"
        for word, nid in {**arriving, **staying}.items():
            assert wait_until(lambda word=word, nid=nid: _found(d, word) == [nid], SETTLE, 0.2), f"{word} not recalled"
        assert wait_until(lambda: d.status()["index"]["in_sync"], SETTLE, 0.2), d.status()["index"]
        assert d.status()["index"]["items"]["note"] == len(arriving) + len(staying)
    finally:
        assert d.stop() == 0


def _edit_keeping_mtime(path: Path, old: str, new: str) -> None:
    """What rsync -t or Syncthing do: new content, the old modification time."""
    st = path.stat()
    path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert path.stat().st_mtime_ns == st.st_mtime_ns


def _synced_vault(env: dict[str, str]) -> tuple[Path, dict[str, str]]:
    vault = load_config(env=env).vault
    words = {**_folder_of_notes(vault / "synced", "synced"), **_folder_of_notes(vault, "rooted")}
    assert run_cli(env, "reindex").returncode == 0
    return vault, words


def test_reindex_picks_up_an_edit_that_kept_its_old_mtime(isolated_env: Path) -> None:
    env = env_for(isolated_env)
    vault, _ = _synced_vault(env)
    _edit_keeping_mtime(vault / "synced" / "deeper" / "synced-two.md", "syncedomega", "kestrelquay")
    res = run_cli(env, "reindex", "--json")
    assert res.returncode == 0, res.stderr.decode()
    assert '"updated": 1' in res.stdout.decode(), res.stdout.decode()
    res = run_cli(env, "search", "kestrelquay", "--json")
    assert '"id": "synced-two"' in res.stdout.decode(), res.stdout.decode()
    assert '"in_sync": true' in run_cli(env, "status", "--json").stdout.decode()


def test_a_started_daemon_picks_up_edits_that_kept_their_old_mtime(isolated_env: Path) -> None:
    """Edited while the daemon was down, mtimes restored: start-up's stat-only check cannot see
    them; the background content check after start-up must."""
    env = env_for(isolated_env)
    vault, _ = _synced_vault(env)
    _edit_keeping_mtime(vault / "synced" / "deeper" / "synced-two.md", "syncedomega", "kestrelquay")
    _edit_keeping_mtime(vault / "rooted-one.md", "rootedalpha", "marmotspire")
    d = Daemon(env).start()
    try:
        for word, nid in (("kestrelquay", "synced-two"), ("marmotspire", "rooted-one")):
            assert wait_until(lambda word=word, nid=nid: _found(d, word) == [nid], SETTLE, 0.2), f"{word} not recalled"
        for word in ("syncedomega", "rootedalpha"):
            assert _found(d, word) == []
        assert d.status()["index"]["in_sync"] is True
    finally:
        assert d.stop() == 0
