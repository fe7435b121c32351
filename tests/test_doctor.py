"""doctor/status/reindex on an index built by another embedder, and two files with one note id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vaultmem.cli import app
from vaultmem.config import load_config
from vaultmem.index.embedders import HashEmbedder
from vaultmem.memory import Memory
from vaultmem.vault.store import Vault, owner_key


def _cli(*args: str, code: int = 0, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    res = CliRunner().invoke(app, list(args), env={"COLUMNS": "200", **(env or {})})
    assert res.exit_code == code, (args, res.output, res.exception)
    return res


def _note(path: Path, note_id: str, title: str, body: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"---\nid: {note_id}\ntitle: {title}\ntype: fact\n---\n{body}\n", encoding="utf-8")
    return path


class FakeLocal(HashEmbedder):
    """Hash vectors under the identity of the packaged local model: an index "built with local"."""

    def __init__(self) -> None:
        super().__init__(64)
        self.identity = "local:all-MiniLM-L6-v2:64"


@pytest.fixture
def local_built(vm_home: Path) -> Path:
    """A vault with two notes, indexed by the (fake) local embedder; the config says hash."""
    _cli("init")
    vault = vm_home / "vault"
    _note(vault / "postgres-pool.md", "postgres-pool", "Postgres pool size is 20", "pgbouncer in front")
    _note(vault / "deploys.md", "deploys", "Deploys go through ArgoCD")
    with Memory(load_config(), embedder_factory=FakeLocal) as mem:
        mem.reindex()
    return vault


def test_doctor_and_status_flag_an_index_built_by_another_embedder(local_built: Path) -> None:
    assert "reindex --full" in _cli("search", "postgres pool", code=1).output  # what the user hits
    data = json.loads(_cli("doctor", "--json", code=1).stdout)
    bad = [c for c in data["checks"] if not c["ok"]]
    assert [c["name"] for c in bad] == ["embedder identity"]
    assert "local:all-MiniLM-L6-v2:64" in bad[0]["detail"] and "hash:v1:64" in bad[0]["detail"]
    assert bad[0]["fix"] == "run `vaultmem reindex --full`"
    status = json.loads(_cli("status", "--json").stdout)["index"]
    assert status["in_sync"] is False and "local:all-MiniLM-L6-v2:64" in status["identity_mismatch"]
    assert "reindex --full" in _cli("status").stdout and "in sync" not in _cli("status").stdout


def test_doctor_compares_the_full_identity_not_just_the_provider(vm_home: Path) -> None:
    _cli("init")
    _note(vm_home / "vault" / "a.md", "a", "A note")
    _cli("reindex", env={"VAULTMEM_EMBEDDER_DIMENSIONS": "32"})  # hash:v1:32
    data = json.loads(_cli("doctor", "--json", code=1).stdout)
    assert [c["name"] for c in data["checks"] if not c["ok"]] == ["embedder identity"]


def test_plain_reindex_rebuilds_a_mismatched_index_with_a_message(local_built: Path) -> None:
    out = _cli("reindex").stdout
    assert "embedder changed from local:all-MiniLM-L6-v2:64 to hash:v1:64: full reindex" in out
    assert "2 added" in out and "2 embedded" in out
    assert json.loads(_cli("doctor", "--json").stdout)["ok"] is True
    hits = json.loads(_cli("search", "postgres pool", "--json").stdout)
    assert hits and hits[0]["id"] == "postgres-pool"


# -- one id in two files ------------------------------------------------------------------------


def test_the_owner_of_a_duplicate_id_does_not_depend_on_scan_order(tmp_path: Path) -> None:
    vault = Vault(tmp_path / "v")
    vault.init()
    _note(vault.root / "aaa" / "dup.md", "postgres-pool", "copy")
    _note(vault.root / "zzz" / "postgres-pool.md", "postgres-pool", "named after the id")
    _note(vault.root / "b" / "x.md", "shared", "b")
    _note(vault.root / "a" / "y.md", "shared", "a")
    notes = vault.scan()
    assert notes["postgres-pool"].path == vault.root / "zzz" / "postgres-pool.md"  # named after its id
    assert notes["shared"].path == vault.root / "a" / "y.md"  # else the first path
    assert vault.duplicates == {"postgres-pool": [vault.root / "zzz/postgres-pool.md", vault.root / "aaa/dup.md"],
                                "shared": [vault.root / "a/y.md", vault.root / "b/x.md"]}
    assert owner_key("x", "x.md") < owner_key("x", "a/b.md")


def _sync(mem: Memory) -> dict[str, int]:
    return mem.status()["sync"]


def test_the_watcher_and_reindex_agree_on_the_owner(local_built: Path) -> None:
    original = local_built / "postgres-pool.md"
    with Memory(load_config()) as mem:
        mem.reindex(full=True)
        dup = _note(local_built / "sub" / "dup.md", "postgres-pool", "A newer copy", "with other text")
        mem.reindex_paths([dup])  # what the daemon's vault watcher does for a new file
        assert mem.index.catalog["postgres-pool"]["path"] == "postgres-pool.md"
        assert _sync(mem) == {"new": 0, "changed": 0, "deleted": 0}  # stable, not "changed: 1" forever
        mem.reindex_paths([dup])  # edited again: still the loser
        assert mem.index.catalog["postgres-pool"]["path"] == "postgres-pool.md"
        original.unlink()  # the owner goes: the copy takes over the id
        mem.reindex_paths([original])
        assert mem.index.catalog["postgres-pool"]["path"] == "sub/dup.md"
        assert _sync(mem) == {"new": 0, "changed": 0, "deleted": 0}
        _note(original, "postgres-pool", "Back again")  # a file named after the id wins it back
        mem.reindex_paths([original])
        assert mem.index.catalog["postgres-pool"]["path"] == "postgres-pool.md"
        assert _sync(mem) == {"new": 0, "changed": 0, "deleted": 0}
        mem.reindex()
        assert mem.index.catalog["postgres-pool"]["path"] == "postgres-pool.md"


def test_reindex_and_doctor_report_duplicates_and_leave_the_files_alone(vm_home: Path) -> None:
    _cli("init")
    vault = vm_home / "vault"
    a = _note(vault / "postgres-pool.md", "postgres-pool", "Postgres pool size is 20")
    b = _note(vault / "sub" / "dup.md", "postgres-pool", "Postgres pool size is 50")
    before = (a.read_bytes(), b.read_bytes())
    out = _cli("reindex").stdout
    line = "duplicate id 'postgres-pool': postgres-pool.md is indexed, sub/dup.md not; rename the id in one of them"
    assert out.count(line) == 1
    data = json.loads(_cli("doctor", "--json", code=1).stdout)
    bad = [c for c in data["checks"] if not c["ok"]]
    assert [c["name"] for c in bad] == ["unique ids"]
    assert "postgres-pool.md" in bad[0]["detail"] and "sub/dup.md" in bad[0]["detail"]
    assert "rename the `id:`" in bad[0]["fix"]
    assert "in sync" in next(c["detail"] for c in data["checks"] if c["name"] == "index")
    assert (a.read_bytes(), b.read_bytes()) == before


def test_doctor_flags_a_cost_cap_without_token_prices(vm_home: Path) -> None:
    _cli("init")
    data = json.loads(_cli("doctor", "--json", env={"VAULTMEM_EXTRACT_DAILY_COST_BUDGET": "5"}, code=1).stdout)
    bad = [c for c in data["checks"] if not c["ok"]]
    assert [c["name"] for c in bad] == ["extraction cost cap"] and "price_input_per_mtok" in bad[0]["fix"]
    priced = {"VAULTMEM_EXTRACT_DAILY_COST_BUDGET": "5", "VAULTMEM_EXTRACT_PRICE_INPUT_PER_MTOK": "0.15"}
    assert json.loads(_cli("doctor", "--json", env=priced).stdout)["ok"] is True


def test_doctor_names_a_note_over_2_mb_as_too_large_not_as_broken_yaml(vm_home: Path) -> None:
    from support.processes import env_for, run_cli

    env = env_for(vm_home)
    assert run_cli(env, "init").returncode == 0
    vault = vm_home / "vault"
    _note(vault / "huge-log.md", "huge-log", "A pasted build log", "build line ok\n" * 160_000)  # ~2.2 MB
    _note(vault / "small.md", "small", "A normal note")
    res = run_cli(env, "doctor", "--json")
    assert res.returncode == 1, res.stderr
    checks = {c["name"]: c for c in json.loads(res.stdout)["checks"]}
    assert checks["vault"]["ok"] and "unreadable" not in checks["vault"]["detail"]
    size = checks["note size"]
    assert not size["ok"] and "huge-log.md" in size["detail"] and "larger than 2 MB" in size["detail"]
    assert "split" in size["fix"]
