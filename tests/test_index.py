"""The derived index: incremental sync by content hash, embedder identity, torn-index recovery."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from vaultmem.errors import ConfigError, EmbeddingMismatch
from vaultmem.index.bm25 import BM25Index, tokenize
from vaultmem.index.embedders import HashEmbedder, make_embedder
from vaultmem.index.graph import build_graph, neighbours, resolve_link
from vaultmem.index.keys import KIND_HISTORY, KIND_NOTE
from vaultmem.vault.note import Note
from vaultmem.vault.store import Vault


def seed(vault: Vault, make_note, n: int = 5) -> list[str]:  # type: ignore[no-untyped-def]
    topics = ["postgres connection pool", "pytest httpserver fakes", "uv package manager",
              "deploy runbook kubernetes", "fastapi routing", "redis cache eviction", "sqlite wal mode"]
    ids = []
    for i in range(n):
        note = make_note(f"note-{i}", title=f"About {topics[i % len(topics)]}", body=f"Body {i} on {topics[i % len(topics)]}.")
        vault.write(note)
        ids.append(note.id)
    return ids


def vector_keys(idx) -> set[str]:  # type: ignore[no-untyped-def]
    """Every key the vector store returns for an unfiltered query."""
    q = [1.0] + [0.0] * (idx.embedder.dims - 1)
    return {k for k, _ in idx.vectors().query(q, 1000)}


# -- embedders ---------------------------------------------------------------------------------


def test_hash_embedder_is_deterministic_and_normalised() -> None:
    emb = HashEmbedder(32)
    a, b = emb.embed_documents(["hello world", "hello world"])
    assert a == b and len(a) == 32 and emb.identity == "hash:v1:32"
    assert abs(sum(x * x for x in a) - 1.0) < 1e-9
    assert emb.embed_query("hello world") == a
    assert emb.embed_query("something else entirely") != a
    assert emb.embed_documents([]) == []


def test_make_embedder_factory() -> None:
    assert make_embedder("hash").identity == "hash:v1:64"
    assert make_embedder("hash", dimensions=16).dims == 16
    with pytest.raises(ConfigError, match="unknown embedder"):
        make_embedder("word2vec")
    with pytest.raises(ConfigError, match="OpenAI API key"):
        make_embedder("openai")
    with pytest.raises(ConfigError, match="Voyage API key"):
        make_embedder("voyage")


# -- BM25 --------------------------------------------------------------------------------------


def test_tokenize_stems_and_drops_stopwords() -> None:
    assert tokenize("The Connections are pooling!") == ["connect", "pool"]
    assert "16" in tokenize("Postgres 16 on port 5432") and "5432" in tokenize("port 5432")
    assert tokenize("") == [] and tokenize("the and of") == []


def test_bm25_search_filters_and_persistence(tmp_path: Path) -> None:
    idx = BM25Index()
    idx.set("a", "postgres connection pool exhausted", {"kind": "note", "scope": "global"})
    idx.set("b", "postgres upgrade to version 16", {"kind": "history", "scope": "global"})
    idx.set("c", "redis cache", {"kind": "note", "scope": "project:x"})
    idx.set("d", "", {"kind": "note", "scope": "global"})
    assert [k for k, _ in idx.search("postgres pool", 10)] == ["a", "b"]
    assert [k for k, _ in idx.search("postgres", 10, {"kind": ["note"]})] == ["a"]
    assert idx.search("redis", 10, {"scope": ["global"]}) == []
    assert idx.search("the", 10) == [] and idx.search("nothing matches", 10) == []
    assert len(idx.search("postgres", 1)) == 1
    idx.remove(["a"])
    assert [k for k, _ in idx.search("postgres pool", 10)] == ["b"]
    idx.save(tmp_path / "bm25.json")
    again = BM25Index.load(tmp_path / "bm25.json")
    # Rebuilt from disk the statistics no longer count "a": same answers, fresher scores.
    assert [k for k, _ in again.search("postgres", 10)] == [k for k, _ in idx.search("postgres", 10)]
    assert len(again) == 3


def test_bm25_filter_masks_follow_changes_to_fields() -> None:
    """Masks are cached per filter; a key whose scope or kind changes must move with it."""
    idx = BM25Index()
    for i in range(6):
        idx.set(f"k{i}", f"deploy runbook step {i}", {"kind": "note" if i % 2 else "episode", "scope": f"s{i % 3}"})
    both = {"kind": ["note"], "scope": ["s0", "s1"]}
    assert sorted(k for k, _ in idx.search("deploy", 10, both)) == ["k1", "k3"]
    assert sorted(k for k, _ in idx.search("deploy", 10, {"scope": ["s1", "nowhere"]})) == ["k1", "k4"]
    idx.set("k5", "deploy runbook step 5", {"kind": "note", "scope": "s1"})  # moved into s1
    idx.remove(["k1"])
    assert sorted(k for k, _ in idx.search("deploy", 10, both)) == ["k3", "k5"]
    assert idx.search("deploy", 10, {"missing-field": ["x"]}) == []


def test_bm25_changes_after_a_build_are_scored_beside_the_matrix() -> None:
    """A few changes must not rebuild the matrix (the daemon would stall a prompt per ticket), yet
    search sees them at once, scored by the same formula."""
    idx = BM25Index()
    docs = {f"d{i}": f"worker queue retry policy {i} " + "celery " * (i % 3) for i in range(40)}
    for k, text in docs.items():
        idx.set(k, text, {"kind": "note", "scope": "global"})
    before = dict(idx.search("celery retry", 50))
    built = idx._model
    idx.set_tokens("d5", list(reversed(idx.tokens["d5"])), {"kind": "note", "scope": "global"})  # same bag of words
    assert dict(idx.search("celery retry", 50))["d5"] == pytest.approx(before["d5"], rel=1e-5)
    idx.set("new", "dramatiq replaces celery for the billing worker", {"kind": "note", "scope": "global"})
    idx.set("d1", "nothing about queues anymore", {"kind": "note", "scope": "global"})
    idx.set("proj", "dramatiq in one project", {"kind": "note", "scope": "project:x"})
    idx.remove(["d2"])
    found = dict(idx.search("dramatiq celery", 50))
    assert "new" in found and "d1" not in found and "d2" not in found and "proj" in found
    assert "proj" not in dict(idx.search("dramatiq", 50, {"scope": ["global"]}))
    assert idx.scores_for("dramatiq celery", ["new", "d1", "d4"]) == {
        "new": pytest.approx(found["new"]), "d1": 0.0, "d4": pytest.approx(found["d4"])}
    assert idx._model is built  # no rebuild for four changes
    for i in range(300):  # many changes: the matrix is rebuilt and the delta starts over
        idx.set(f"bulk{i}", f"bulk note {i}", {"kind": "note", "scope": "global"})
    assert [k for k, _ in idx.search("dramatiq", 5)][:1] and idx._model is not built and not idx._delta


def test_bm25_unchanged_set_keeps_the_built_matrix() -> None:
    idx = BM25Index()
    idx.set("a", "postgres pool", {"kind": "note"})
    idx.search("postgres", 5)
    built = idx._model
    idx.set("a", "postgres pool", {"kind": "note"})  # same text and fields: a frontmatter-only rewrite
    idx.search("postgres", 5)
    assert idx._model is built
    assert not idx._delta
    idx.set("a", "postgres pool size", {"kind": "note"})
    assert [k for k, _ in idx.search("size", 5)] == ["a"] and "a" in idx._delta


# -- incremental sync --------------------------------------------------------------------------


def test_sync_is_incremental(vault: Vault, make_note, open_index, counting_embedder) -> None:  # type: ignore[no-untyped-def]
    ids = seed(vault, make_note, 5)
    emb = counting_embedder()
    idx = open_index(emb)
    r1 = idx.sync(vault)
    assert (r1.added, r1.embedded, r1.removed, r1.full) == (5, 5, 0, False)
    assert len(emb.documents) == 5
    emb.reset()
    r2 = idx.sync(vault)
    assert (r2.added, r2.updated, r2.unchanged, r2.embedded) == (0, 0, 5, 0)
    assert emb.documents == []
    note = vault.get(ids[2])
    note.body = "Rewritten body about zeppelins."
    vault.write(note)
    r3 = idx.sync(vault)
    assert (r3.updated, r3.embedded, r3.unchanged) == (1, 1, 4)
    assert len(emb.documents) == 1 and "zeppelins" in emb.documents[0]
    assert [k for k, _ in idx.bm25.search("zeppelins", 5)] == [ids[2]]


def test_incremental_state_survives_reopen(vault: Vault, make_note, open_index, counting_embedder) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 3)
    idx = open_index(counting_embedder())
    idx.sync(vault)
    idx.close()
    emb = counting_embedder()
    idx2 = open_index(emb)
    assert idx2.torn is None and len(idx2.catalog) == 3
    r = idx2.sync(vault)
    assert r.embedded == 0 and emb.documents == []
    assert vector_keys(idx2) == set(idx2.catalog)


def test_moving_a_note_updates_its_path_without_reembedding(vault: Vault, make_note, open_index,  # type: ignore[no-untyped-def]
                                                           counting_embedder) -> None:
    seed(vault, make_note, 2)
    emb = counting_embedder()
    idx = open_index(emb)
    idx.sync(vault)
    emb.reset()
    (vault.root / "archive-by-hand").mkdir()
    (vault.root / "note-1.md").rename(vault.root / "archive-by-hand" / "note-1.md")
    r = idx.sync(vault)
    assert r.embedded == 0 and emb.documents == []
    assert idx.catalog["note-1"]["path"] == "archive-by-hand/note-1.md"


def test_deleting_a_note_removes_it_everywhere(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    ids = seed(vault, make_note, 3)
    idx = open_index()
    idx.sync(vault)
    assert vector_keys(idx) == set(ids)
    (vault.root / f"{ids[0]}.md").unlink()
    r = idx.sync(vault)
    assert r.removed == 1
    assert ids[0] not in idx.catalog and ids[0] not in idx.bm25.tokens
    assert vector_keys(idx) == set(ids[1:]) and idx.vectors().count() == 2
    assert all(k != ids[0] for k, _ in idx.bm25.search("postgres connection pool", 10))
    idx.close()
    # and it stays gone after a reopen
    idx2 = open_index()
    assert ids[0] not in idx2.catalog and idx2.torn is None
    assert vector_keys(idx2) == set(ids[1:])


def test_full_sync_rebuilds_everything(vault: Vault, make_note, open_index, counting_embedder) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 4)
    emb = counting_embedder()
    idx = open_index(emb)
    idx.sync(vault)
    emb.reset()
    r = idx.sync(vault, full=True)
    assert r.full and r.embedded == 4 and len(emb.documents) == 4
    assert idx.vectors().count() == 4 and len(idx.catalog) == 4


def test_progress_callback_and_batches(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 5)
    calls: list[tuple[int, int]] = []
    open_index().sync(vault, progress=lambda done, total: calls.append((done, total)), batch_size=2)
    assert calls == [(2, 5), (4, 5), (5, 5)]


def test_embedder_change_triggers_full_reindex(vault: Vault, make_note, open_index, counting_embedder,  # type: ignore[no-untyped-def]
                                               tmp_path: Path) -> None:
    seed(vault, make_note, 3)
    idx = open_index(counting_embedder(64))
    idx.sync(vault)
    idx.close()
    emb32 = counting_embedder(32)
    idx = open_index(emb32)
    assert idx.identity == "hash:v1:64"
    with pytest.raises(EmbeddingMismatch) as err:
        idx.check_identity()
    assert "hash:v1:64" in str(err.value) and "hash:v1:32" in str(err.value)
    assert "reindex --full" in (err.value.hint or "")
    r = idx.sync(vault)
    assert r.full and r.embedded == 3 and len(emb32.documents) == 3
    assert any("hash:v1:64" in m and "hash:v1:32" in m for m in r.messages)
    assert idx.identity == "hash:v1:32"
    idx.check_identity()
    hits = idx.vectors().query(emb32.embed_query("About uv package manager"), 3)
    assert hits[0][0] == "note-2"


def test_upsert_refuses_to_mix_embedders(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 1)
    idx = open_index(HashEmbedder(64))
    idx.sync(vault)
    idx.close()
    idx = open_index(HashEmbedder(32))
    with pytest.raises(EmbeddingMismatch):
        idx.upsert([("x", make_note("x"), "x.md", KIND_NOTE)])


@pytest.mark.parametrize("tear", ["delete_catalog", "truncate_bm25", "delete_vectors", "garbage_catalog"])
def test_torn_index_is_detected_and_rebuilt(vault: Vault, make_note, open_index, tear: str) -> None:  # type: ignore[no-untyped-def]
    ids = seed(vault, make_note, 4)
    idx = open_index()
    idx.sync(vault)
    folder = idx.dir
    idx.close()
    if tear == "delete_catalog":
        (folder / "catalog.json").unlink()
    elif tear == "truncate_bm25":
        data = (folder / "bm25.json").read_bytes()
        (folder / "bm25.json").write_bytes(data[: len(data) // 2])
    elif tear == "delete_vectors":
        shutil.rmtree(folder / "vectors")
    else:
        (folder / "catalog.json").write_text('{"version": 1, "items": ')
    idx = open_index()
    assert idx.torn, "the damage went unnoticed"
    r = idx.sync(vault)
    assert r.full and r.embedded == 4 and any("torn" in m for m in r.messages)
    assert idx.torn is None
    assert set(idx.catalog) == set(ids) and set(idx.bm25.tokens) == set(ids)
    assert vector_keys(idx) == set(ids)
    idx.close()
    assert open_index().torn is None


def test_empty_vault(vault: Vault, open_index, counting_embedder) -> None:  # type: ignore[no-untyped-def]
    emb = counting_embedder()
    idx = open_index(emb)
    r = idx.sync(vault)
    assert (r.added, r.embedded, r.removed) == (0, 0, 0)
    assert idx.catalog == {} and idx.bm25.search("anything", 5) == []
    assert emb.documents == []
    idx.close()
    idx = open_index()
    assert idx.torn is None and idx.sync(vault).embedded == 0


def test_history_versions_are_indexed_as_history(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    current = make_note("db-version", title="We run Postgres 16", body="upgraded")
    vault.write(current)
    old = make_note("db-version", title="We run Postgres 15", body="the old truth about postgres fifteen")
    vault.save_history(old, "db-version", valid_to="2026-06-01T00:00:00Z")
    idx = open_index()
    idx.sync(vault)
    hist = [k for k, e in idx.catalog.items() if e["kind"] == KIND_HISTORY]
    assert len(hist) == 1 and hist[0].startswith("history:db-version:")
    entry = idx.catalog[hist[0]]
    assert entry["note_id"] == "db-version" and entry["superseded_by"] == "db-version"
    assert entry["valid_to"] == "2026-06-01T00:00:00Z" and entry["path"].startswith("_history/db-version/")
    assert idx.catalog["db-version"]["kind"] == KIND_NOTE
    assert [k for k, _ in idx.bm25.search("fifteen", 5, {"kind": [KIND_HISTORY]})] == hist
    assert idx.bm25.search("fifteen", 5, {"kind": [KIND_NOTE]}) == []
    assert idx.stats()["items"] == {"note": 1, "history": 1}


def test_pending_changes_and_stats(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 3)
    idx = open_index()
    assert idx.pending_changes(vault) == {"new": 3, "changed": 0, "deleted": 0}
    idx.sync(vault)
    assert idx.pending_changes(vault) == {"new": 0, "changed": 0, "deleted": 0}
    vault.write(make_note("note-new", scope="project:x", type="decision"))
    n = vault.get("note-0")
    n.body = "changed"
    vault.write(n)
    (vault.root / "note-1.md").unlink()
    assert idx.pending_changes(vault) == {"new": 1, "changed": 1, "deleted": 1}
    idx.sync(vault)
    stats = idx.stats()
    assert stats["notes_by_type"] == {"fact": 2, "decision": 1}
    assert stats["notes_by_scope"] == {"global": 2, "project:x": 1}
    assert stats["identity"] == "hash:v1:64"


def test_catalog_file_is_json_with_identity(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    seed(vault, make_note, 1)
    idx = open_index()
    idx.sync(vault)
    data = json.loads((idx.dir / "catalog.json").read_text())
    assert data["version"] == 1 and data["identity"] == "hash:v1:64" and list(data["items"]) == ["note-0"]
    assert not list(idx.dir.glob(".tmp-*"))


# -- graph -------------------------------------------------------------------------------------


def test_graph_resolves_links_like_obsidian() -> None:
    links = {"a": ["b", "Testing Strategy", "sub/c.md", "missing", "a"], "b": ["a"], "testing-strategy": [],
             "c": ["b"]}
    titles = {"a": "A", "b": "B", "testing-strategy": "Testing strategy", "c": "C"}
    g = build_graph(links, titles)
    assert set(g.successors("a")) == {"b", "testing-strategy", "c"}  # no self loop, missing dropped
    assert resolve_link("Testing Strategy", links, {}) == "testing-strategy"
    assert resolve_link("folder/b.md", links, {}) == "b"
    assert resolve_link("nothing", links, {}) is None
    assert neighbours(g, "b", max_backlinks=5) == ["a", "c"]
    assert neighbours(g, "b", max_backlinks=0) == ["a"]
    assert neighbours(g, "zzz", 2) == []


def test_index_graph_follows_note_links(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    vault.write(make_note("hub", body="see [[spoke-one]] and [[Spoke Two|two]]"))
    vault.write(make_note("spoke-one"))
    vault.write(make_note("spoke-two", title="Spoke Two"))
    idx = open_index()
    idx.sync(vault)
    assert set(idx.graph.successors("hub")) == {"spoke-one", "spoke-two"}
    vault.write(make_note("hub", body="no links now"))
    idx.sync(vault)
    assert list(idx.graph.successors("hub")) == []


def test_unchanged_note_object_is_not_reembedded_by_upsert(open_index, counting_embedder) -> None:  # type: ignore[no-untyped-def]
    emb = counting_embedder()
    idx = open_index(emb)
    n = Note(id="x", title="X", body="b")
    assert idx.upsert([("x", n, "x.md", KIND_NOTE)]) == 1
    assert idx.upsert([("x", n, "x.md", KIND_NOTE)]) == 0
    assert len(emb.documents) == 1


# -- Memory.reindex_paths: what the daemon's vault watcher calls with the (sorted) changed paths --


def _memory_with(vault_notes: dict[str, str]):  # type: ignore[no-untyped-def]
    from vaultmem.config import load_config
    from vaultmem.memory import Memory

    mem = Memory(load_config())
    mem.init()
    for name, text in vault_notes.items():
        (mem.vault.root / name).write_text(text)
    mem.reindex()
    return mem


def test_reindex_paths_picks_up_an_edit_and_a_delete() -> None:
    mem = _memory_with({"alpha.md": "---\nid: alpha\n---\n# Alpha\n\nold words\n",
                        "beta.md": "---\nid: beta\n---\n# Beta\n"})
    try:
        root = mem.vault.root
        (root / "alpha.md").write_text("---\nid: alpha\n---\n# Alpha\n\nfresh zeppelin words\n")
        (root / "beta.md").unlink()
        assert mem.reindex_paths([root / "alpha.md", root / "beta.md", root / "_sources" / "x.md"]) == 2
        assert [k for k, _ in mem.index.bm25.search("zeppelin", 5)] == ["alpha"]
        assert "beta" not in mem.index.catalog
    finally:
        mem.close()


def test_reindex_paths_rename_to_a_later_name() -> None:
    mem = _memory_with({"alpha.md": "---\nid: keep-me\n---\n# Keep me\n"})
    try:
        root = mem.vault.root
        (root / "alpha.md").rename(root / "zeta.md")
        mem.reindex_paths(sorted([root / "alpha.md", root / "zeta.md"]))
        assert mem.index.catalog["keep-me"]["path"] == "zeta.md"
    finally:
        mem.close()


def test_reindex_paths_rename_to_an_earlier_name() -> None:
    mem = _memory_with({"zeta.md": "---\nid: keep-me\n---\n# Keep me\n"})
    try:
        root = mem.vault.root
        (root / "zeta.md").rename(root / "alpha.md")
        # the vault watcher hands over sorted paths: the new file comes first
        mem.reindex_paths(sorted([root / "zeta.md", root / "alpha.md"]))
        assert "keep-me" in mem.index.catalog
        assert mem.index.catalog["keep-me"]["path"] == "alpha.md"
    finally:
        mem.close()


def test_deferred_saves_reach_disk_by_save_pending_or_close(vault: Vault, make_note, open_index) -> None:  # type: ignore[no-untyped-def]
    """The daemon defers index saves; what it defers must still land, and a later open sees it."""
    import json as _json

    seed(vault, make_note, 3)
    idx = open_index(store="memory")
    idx.sync(vault)  # saved: nothing saved before within the interval
    idx.save_interval = 3600.0
    vault.write(make_note("late", title="About late additions", body="Arrived after the save."))
    idx.sync(vault)
    on_disk = _json.loads(idx.catalog_path.read_text(encoding="utf-8"))["items"]
    assert "late" not in on_disk and "late" in idx.catalog  # deferred
    assert idx.save_pending() is True and idx.save_pending() is False
    assert "late" in _json.loads(idx.catalog_path.read_text(encoding="utf-8"))["items"]
    vault.write(make_note("later", title="About later additions", body="Arrived last."))
    idx.sync(vault)
    idx.close()  # a shutdown writes what was deferred
    assert "later" in _json.loads(idx.catalog_path.read_text(encoding="utf-8"))["items"]


def test_a_deferred_save_is_a_snapshot_written_outside_the_lock_and_never_over_a_newer_one(  # type: ignore[no-untyped-def]
        vault: Vault, make_note, open_index) -> None:
    """The daemon copies the index under its lock and writes the copy after letting go: what it
    writes is the index as it was at the copy, and a slow older write never lands over a newer save."""
    import json as _json

    seed(vault, make_note, 3)
    idx = open_index(store="memory")
    idx.sync(vault)
    idx.save_interval = 3600.0

    def on_disk() -> set[str]:
        return set(_json.loads(idx.catalog_path.read_text(encoding="utf-8"))["items"])

    vault.write(make_note("first", title="About first things", body="One."))
    idx.sync(vault)
    older = idx.pending_snapshot()
    assert older is not None and idx.pending_snapshot() is None  # taken: nothing pending any more
    vault.write(make_note("second", title="About second things", body="Two."))
    idx.sync(vault)  # changes after the copy do not leak into it
    assert "first" in older.catalog and "second" not in older.catalog
    assert "second" not in older.bm25["tokens"]
    newer = idx.pending_snapshot()
    assert newer is not None
    idx.write_snapshot(newer)
    assert {"first", "second"} <= on_disk()
    idx.write_snapshot(older)  # late: skipped
    assert {"first", "second"} <= on_disk()

    import vaultmem.index.indexer as indexer_module

    def disk_full(*_a, **_k):  # type: ignore[no-untyped-def]
        raise OSError(28, "No space left on device")

    vault.write(make_note("third", title="About third things", body="Three."))
    idx.sync(vault)
    failing = idx.pending_snapshot()
    assert failing is not None
    real = indexer_module.atomic.write_text
    indexer_module.atomic.write_text = disk_full
    try:
        with pytest.raises(OSError):
            idx.write_snapshot(failing)
    finally:
        indexer_module.atomic.write_text = real
    assert "third" not in on_disk()
    assert idx.save_pending() is True  # a failed write left the save pending; this retry lands it
    assert "third" in on_disk()
    idx.close()


def test_writer_lock_names_its_holder_and_the_right_fix(config) -> None:  # type: ignore[no-untyped-def]
    """A busy error says who holds the index (pid and role) and how to stop that one, not the daemon."""
    import json
    import os

    from vaultmem import lockinfo
    from vaultmem.memory import IndexBusy, Memory

    holder = Memory(config, role="worker")
    _ = holder.index
    lock = config.state_dir / "writer.lock"
    owner = json.loads(lockinfo.owner_path(lock).read_text())
    assert owner["pid"] == os.getpid() and owner["role"] == "worker"
    try:
        with pytest.raises(IndexBusy) as info:
            _ = Memory(config, lock_timeout=0.1).index
        assert f"`vaultmem worker` (pid {os.getpid()}" in str(info.value.args[0])
        assert f"kill {os.getpid()}" in (info.value.hint or "") and "vaultmem stop" not in (info.value.hint or "")
        lockinfo.write_owner(lock, "daemon")  # as a daemon still warming up: then `vaultmem stop` is right
        with pytest.raises(IndexBusy, match="the vaultmem daemon") as info:
            _ = Memory(config, lock_timeout=0.1).index
        assert "vaultmem stop" in (info.value.hint or "")
    finally:
        holder.close()
    assert not lockinfo.owner_path(lock).exists()  # removed before the lock is let go


def test_a_dead_holders_sidecar_is_ignored(config, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import json
    import subprocess
    import sys

    from vaultmem import lockinfo

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    lock = tmp_path / "writer.lock"
    lockinfo.owner_path(lock).write_text(json.dumps({"pid": int(gone.stdout), "role": "worker"}))
    assert lockinfo.read_owner(lock) is None
    message, hint = lockinfo.busy_message(lock)
    assert message.startswith("another vaultmem process holds") and "vaultmem status" in hint
