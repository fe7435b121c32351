"""Symlinks never take vaultmem's reads or writes out of the vault (issue 14.7).

vaultmem's own folders (`_history`, `_archived`, `_sources`, `_reports`) must not be, or hold, a
symlink leading out: `show`, MCP `vault_get_note` and `reflect --apply --merge` refuse with one line
naming the path, and `doctor` fails naming it. A person's symlinked note folder may be read but is
never written through. Real CLI and MCP processes, real files."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from support.processes import doctor, env_for, run_cli

from vaultmem.config import load_config
from vaultmem.memory import Memory
from vaultmem.vault.note import Note
from vaultmem.vault.safety import OutsideVault
from vaultmem.vault.store import Vault

SECRET = "OUTSIDE-THE-VAULT-7f3a"


def _front(note_id: str, title: str, body: str) -> str:
    return (f"---\nid: {note_id}\ntype: fact\nscope: global\ncreated: 2026-11-01\n"
            f"valid_from: 2026-11-01T09:00:00Z\n---\n\n# {title}\n\n{body}\n")


@pytest.fixture
def env(isolated_env: Path) -> dict[str, str]:
    e = env_for(isolated_env)
    assert run_cli(e, "init").returncode == 0
    return e


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


def _one_line_refusal(res: Any, path: str) -> str:
    said = (res.stdout + res.stderr).decode()
    assert res.returncode == 1, said
    assert SECRET not in said, said
    assert path in said and "out of the vault" in said, said
    return said


def _doctor_names(env: dict[str, str], path: str) -> None:
    checks = {c["name"]: c for c in doctor(env)["checks"]}
    assert checks["vaultmem folders"]["ok"] is False and path in checks["vaultmem folders"]["detail"], checks


def test_show_refuses_an_archived_note_that_links_out_of_the_vault(env: dict[str, str], outside: Path) -> None:
    (outside / "private.md").write_text(_front("leaked", "Private", SECRET))
    vault = load_config(env=env).vault
    os.symlink(outside / "private.md", vault / "_archived" / "leaked.md")
    for args in (("show", "leaked"), ("show", "leaked", "--json")):
        said = _one_line_refusal(run_cli(env, *args), "_archived/leaked.md")
        assert "Traceback" not in said
    _doctor_names(env, "_archived/leaked.md")


def test_mcp_get_note_refuses_an_archived_note_that_links_out_of_the_vault(env: dict[str, str],
                                                                         outside: Path, tmp_path: Path) -> None:
    from mcp import ClientSession, StdioServerParameters, stdio_client

    (outside / "private.md").write_text(_front("leaked", "Private", SECRET))
    vault = load_config(env=env).vault
    os.symlink(outside / "private.md", vault / "_archived" / "leaked.md")

    async def get() -> Any:
        params = StdioServerParameters(command=sys.executable, args=["-m", "vaultmem", "mcp"], env=env,
                                       cwd=str(tmp_path))
        with anyio.fail_after(120):
            async with stdio_client(params) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await session.call_tool("vault_get_note", {"id": "leaked"})

    result = anyio.run(get)
    text = result.content[0].text
    assert result.is_error and SECRET not in text, text
    assert "_archived/leaked.md" in text and "out of the vault" in text, text


def _near_duplicates(mem: Memory) -> tuple[str, str]:
    """Two notes reflect clusters as near-duplicates (the hash embedder sees the same words)."""
    body = "Run make release on main; it tags, builds and pushes the image."
    for note_id, title in (("deploys-run-with-make-release", "Deploys run with make release from the main branch"),
                           ("deploy-by-running-make-release", "Deploy by running make release from the main branch")):
        mem.vault.write(Note(id=note_id, title=title, body=body, created="2026-11-01",
                             valid_from="2026-11-01T09:00:00Z", recorded_at="2026-11-01T09:00:00Z"))
    mem.reindex()
    return "deploys-run-with-make-release", "deploy-by-running-make-release"


def test_reflect_merge_writes_no_version_through_a_symlinked_history(env: dict[str, str], outside: Path) -> None:
    cfg = load_config(env=env)
    with Memory(cfg) as mem:
        ids = _near_duplicates(mem)
    for note_id in ids:  # whichever is kept, its versions would go there
        (outside / note_id).mkdir()
        os.symlink(outside / note_id, cfg.vault / "_history" / note_id, target_is_directory=True)
    before = {p.name: p.read_text() for p in cfg.vault.glob("*.md")}
    res = run_cli(env, "reflect", "--apply", "--merge", "--json")
    assert res.returncode == 0, res.stderr.decode()[-2000:]
    report = json.loads(res.stdout)
    assert report["clusters"], "the notes must cluster for this test to mean anything"
    errors = report["actions"]["errors"]
    assert errors and all("_history/" in e["error"] and "out of the vault" in e["error"] for e in errors), errors
    assert report["actions"]["merged"] == []
    assert [p for p in outside.rglob("*") if p.is_file()] == []  # nothing written outside
    assert {p.name: p.read_text() for p in cfg.vault.glob("*.md")} == before  # nor half a merge inside
    _doctor_names(env, "_history/")


def test_a_note_in_a_symlinked_folder_is_never_written_through(env: dict[str, str], outside: Path) -> None:
    """The folder was a real one when vaultmem found the note, then became a symlink to elsewhere
    (a person moving it to a synced drive): an edit of that note is refused, the file is untouched."""
    cfg = load_config(env=env)
    folder = cfg.vault / "people"
    folder.mkdir()
    (folder / "alice.md").write_text(_front("alice", "Alice owns billing", "Since 2025."))
    vault = Vault(cfg.vault)
    note = vault.get("alice")  # found and cached where it was
    shutil.move(str(folder), outside / "people")
    os.symlink(outside / "people", folder, target_is_directory=True)
    assert vault.get("alice").title == "Alice owns billing"  # reading through it is fine
    note.body += "\n\nAlso owns invoicing."
    with pytest.raises(OutsideVault, match="people/alice.md.*out of the vault"):
        vault.write(note)
    assert "invoicing" not in (outside / "people" / "alice.md").read_text()
    # The same through the library entry points the CLI and MCP use: an extension of that note.
    with Memory(cfg) as mem:
        mem.vault._paths = {"alice": folder / "alice.md"}  # as a running daemon's scan would hold it
        with pytest.raises(OutsideVault):
            mem.vault.write(mem.vault.get("alice"))
    # `add` never lands there either: new notes go to the vault root.
    res = run_cli(env, "add", "--title", "Alice owns billing", "--body", "x", "--id", "alice", "--json")
    assert res.returncode == 0, res.stderr.decode()
    new_id = json.loads(res.stdout)["id"]
    assert (cfg.vault / f"{new_id}.md").is_file() and not (cfg.vault / f"{new_id}.md").is_symlink()
    assert "invoicing" not in (outside / "people" / "alice.md").read_text()
    assert [p.name for p in (outside / "people").iterdir()] == ["alice.md"]
