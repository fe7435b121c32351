"""The catalog's format is known inside index/ alone; the index answers questions about entries;
every note write goes through index/writes.py."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from vaultmem.index.catalog import CATALOG_VERSION, saved_catalog
from vaultmem.index.keys import KIND_EPISODE, KIND_HISTORY, KIND_NOTE, history_key, kind_of
from vaultmem.index.writes import keep_version, save_note
from vaultmem.lifecycle.tiers import tiers_on_disk
from vaultmem.vault.note import Note
from vaultmem.vault.store import Vault

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "vaultmem"


def _vault(tmp_path: Path) -> Vault:
    vault = Vault(tmp_path / "vault")
    vault.init()
    return vault


def test_save_note_writes_indexes_and_saves_and_the_index_answers(tmp_path: Path, open_index, make_note) -> None:  # type: ignore[no-untyped-def]
    vault, idx = _vault(tmp_path), open_index(store="memory")
    hub = make_note("topic-deploys", title="Topic: deploys", body="Hub.", extra={"hub": True})
    note = make_note("deploy-staging", title="Deploys go to staging first", body="See [[topic-deploys]].")
    save_note(vault, idx, hub)
    path = save_note(vault, idx, note)
    assert path == vault.root / "deploy-staging.md" and path.is_file()
    # saved (no save interval set): the file on disk has both entries, in the one format
    data = json.loads((tmp_path / "index" / "catalog.json").read_text(encoding="utf-8"))
    assert set(data) == {"version", "identity", "items", "vectors_dir"} and data["version"] == CATALOG_VERSION
    assert set(data["items"]) == {"deploy-staging", "topic-deploys"}
    old = Note.from_markdown(path.read_text(encoding="utf-8"), "deploy-staging", "deploy-staging")
    version = keep_version(vault, idx, old, superseded_by=note.id)

    assert idx.size() == 3 and "deploy-staging" in idx and "nothing" not in idx
    assert idx.path_of("deploy-staging") == "deploy-staging.md" and idx.path_of("nothing") is None
    assert idx.history_keys("deploy-staging") == [history_key("deploy-staging", version.stem)]
    assert sorted(k for k, _ in idx.entries(KIND_NOTE)) == ["deploy-staging", "topic-deploys"]
    assert [k for k, _ in idx.entries(KIND_HISTORY)] == idx.history_keys("deploy-staging")
    assert idx.linking_to({"topic-deploys"}) == ["deploy-staging"]  # a version's links are not a current note's
    assert idx.links_of("deploy-staging") == ["topic-deploys"]
    entry = idx.entry("deploy-staging")
    assert entry is not None and entry["title"] == "Deploys go to staging first"
    assert idx.content_hash("deploy-staging") == note.content_hash()
    assert idx.versions_superseded_by("deploy-staging") == {"deploy-staging"}
    assert idx.stats()["items"] == {KIND_NOTE: 2, KIND_HISTORY: 1}
    on_disk = saved_catalog(tmp_path / "index")  # keep_version leaves the save to its caller
    assert on_disk is not None and set(on_disk) == {"deploy-staging", "topic-deploys"}


def test_a_deferred_save_waits_for_the_interval(tmp_path: Path, open_index, make_note) -> None:  # type: ignore[no-untyped-def]
    vault, idx = _vault(tmp_path), open_index(store="memory")
    idx.save_interval = 3600.0
    save_note(vault, idx, make_note("first"))  # the first save after opening is due at once
    save_note(vault, idx, make_note("second"))
    on_disk = saved_catalog(tmp_path / "index")
    assert on_disk is not None and "second" not in on_disk and idx.pending_snapshot() is not None


def test_an_existing_catalog_file_is_read_as_it_is(tmp_path: Path, open_index, make_note) -> None:  # type: ignore[no-untyped-def]
    """No format change on disk: a catalog written before the hub/empty flags (and without hashes)
    still opens, answers, and gets its flags from the files."""
    vault, idx = _vault(tmp_path), open_index()
    save_note(vault, idx, make_note("kept", title="A note kept from an older version", body="Body."))
    idx.close()
    path = tmp_path / "index" / "catalog.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for entry in data["items"].values():
        for field in ("hub", "empty", "hash"):
            entry.pop(field)
    path.write_text(json.dumps(data), encoding="utf-8")
    again = open_index()
    assert again.torn is None and again.path_of("kept") == "kept.md" and again.content_hash("kept") == ""
    assert again.add_flags(vault) == 1
    assert again.entry("kept") == {**data["items"]["kept"], "hub": False, "empty": False}


def test_tiers_on_disk_reads_the_saved_catalog_through_index(tmp_path: Path, open_index, make_note) -> None:  # type: ignore[no-untyped-def]
    vault, idx = _vault(tmp_path), open_index(store="memory")
    save_note(vault, idx, make_note("hot-one", importance=0.9))
    save_note(vault, idx, make_note("warm-one", importance=0.2))
    assert tiers_on_disk(tmp_path / "index", vault.root) == {"hot": 1, "warm": 1, "cold": 0}
    (tmp_path / "index" / "catalog.json").write_text("{not json", encoding="utf-8")
    assert tiers_on_disk(tmp_path / "index", vault.root) is None
    assert tiers_on_disk(tmp_path / "nowhere", vault.root) is None


def test_keys_say_their_kind() -> None:
    assert kind_of(history_key("a-note", "a-note.20260101T000000Z")) == KIND_HISTORY
    assert kind_of("episode:claude-code-s1:t3") == KIND_EPISODE and kind_of("a-note") == KIND_NOTE


def _calls(tree: ast.AST, method: str) -> list[int]:
    return [n.lineno for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == method]


def test_every_note_write_goes_through_index_writes() -> None:
    """Vault.write and Vault.save_history are called only by index/writes.py (and inside vault/),
    and only index/ calls Index.upsert: a write that skips the index cannot be added unnoticed."""
    found: dict[str, list[str]] = {}
    for path in sorted(PKG.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        if rel.startswith(("vaultmem/vault/", "vaultmem/bench/")) or rel == "vaultmem/index/writes.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for method in ("save_history", "upsert", "write"):
            for line in _calls(tree, method):
                call = path.read_text(encoding="utf-8").splitlines()[line - 1]
                if method == "write" and "vault" not in call.split(".write(")[0].rsplit(" ", 1)[-1].lower():
                    continue  # file objects and streams write too
                if method == "upsert" and (rel.startswith("vaultmem/index/") or "store.upsert" in call):
                    continue  # the index itself, and the vector store below it
                found.setdefault(rel, []).append(f"{line}: {call.strip()}")
    assert found == {}
