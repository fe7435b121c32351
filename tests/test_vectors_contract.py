"""One contract, every VectorStore: EdgeStore, and ServerStore in memory and on disk."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Callable, Iterator

import pytest
from support.stores import MemoryStore

from vaultmem.errors import ConfigError
from vaultmem.index.vectors import EdgeStore, ServerStore, VectorItem, make_vector_store, point_id

DIMS = 8


def unit(*xs: float) -> list[float]:
    v = list(xs) + [0.0] * (DIMS - len(xs))
    n = math.sqrt(sum(x * x for x in v))
    return [x / n for x in v]


Opener = Callable[[], object]


@pytest.fixture(params=["edge", "server-memory", "server-path", "test-double"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def open_store(store_kind: str, tmp_path: Path) -> Iterator[Opener]:
    """Opens (or reopens) the store under test; closes whatever is still open afterwards."""
    opened: list = []

    def make():  # type: ignore[no-untyped-def]
        if store_kind == "edge":
            s = EdgeStore(tmp_path / "vectors", DIMS)
        elif store_kind == "test-double":
            s = MemoryStore(DIMS)  # the fast stand-in recall tests use
        elif store_kind == "server-memory":
            s = ServerStore(DIMS, collection="test", location=":memory:")
        else:
            s = ServerStore(DIMS, collection="test", path=str(tmp_path / "qdrant"))
        opened.append(s)
        return s

    yield make
    for s in opened:
        try:
            s.close()
        except Exception:  # already closed
            pass


ITEMS = [
    VectorItem("alpha", unit(1, 0), {"kind": "note", "scope": "global"}),
    VectorItem("beta", unit(1, 1), {"kind": "note", "scope": "project:a"}),
    VectorItem("gamma", unit(0, 1), {"kind": "history", "scope": "global"}),
    VectorItem("history:alpha:2026", unit(1, 0.1), {"kind": "history", "scope": "project:b"}),
]


def test_upsert_query_count(open_store: Opener) -> None:
    s = open_store()
    assert s.count() == 0
    assert s.query(unit(1, 0), 5) == []
    s.upsert(ITEMS)
    s.upsert([])  # no-op
    assert s.count() == 4
    hits = s.query(unit(1, 0), 10)
    assert [k for k, _ in hits] == ["alpha", "history:alpha:2026", "beta", "gamma"]
    assert hits[0][1] == pytest.approx(1.0, abs=1e-4)
    assert hits[-1][1] == pytest.approx(0.0, abs=1e-4)
    assert all(isinstance(score, float) for _, score in hits)
    assert [k for k, _ in s.query(unit(1, 0), 2)] == ["alpha", "history:alpha:2026"]


def test_reupsert_same_key_replaces(open_store: Opener) -> None:
    s = open_store()
    s.upsert(ITEMS)
    s.upsert([VectorItem("alpha", unit(0, 0, 1), {"kind": "note", "scope": "project:z"})])
    assert s.count() == 4
    top = s.query(unit(0, 0, 1), 1)
    assert top[0][0] == "alpha" and top[0][1] == pytest.approx(1.0, abs=1e-4)
    # the payload was replaced too
    assert [k for k, _ in s.query(unit(1, 0), 10, {"scope": ["project:z"]})] == ["alpha"]
    assert "alpha" not in [k for k, _ in s.query(unit(1, 0), 10, {"scope": ["global"]})]


def test_delete(open_store: Opener) -> None:
    s = open_store()
    s.upsert(ITEMS)
    s.delete(["alpha", "gamma", "never-there"])
    s.delete([])
    assert s.count() == 2
    assert {k for k, _ in s.query(unit(1, 0), 10)} == {"beta", "history:alpha:2026"}


def test_filtered_query_match_any(open_store: Opener) -> None:
    s = open_store()
    s.upsert(ITEMS)
    q = unit(1, 0)
    assert [k for k, _ in s.query(q, 10, {"kind": ["note"]})] == ["alpha", "beta"]
    assert [k for k, _ in s.query(q, 10, {"kind": ["history"]})] == ["history:alpha:2026", "gamma"]
    assert [k for k, _ in s.query(q, 10, {"scope": ["global", "project:a"]})] == ["alpha", "beta", "gamma"]
    both = s.query(q, 10, {"kind": ["note", "history"], "scope": ["project:a", "project:b"]})
    assert [k for k, _ in both] == ["history:alpha:2026", "beta"]
    assert [k for k, _ in s.query(q, 10, {"kind": ["history"], "scope": ["global"]})] == ["gamma"]
    assert s.query(q, 10, {"scope": ["project:none"]}) == []
    assert len(s.query(q, 10, {})) == 4


def test_optimize_keeps_answers_and_filters(open_store: Opener) -> None:
    """Building the HNSW graph (edge) or nothing (server, test double) changes no answer."""
    s = open_store()
    many = ITEMS + [VectorItem(f"k{i}", unit(0.3 + i / 40, 1), {"kind": "episode", "scope": "project:c"})
                    for i in range(40)]
    s.upsert(many)
    q = unit(1, 0.05)
    filters = {"kind": ["note", "history"], "scope": ["global", "project:a", "project:b"]}
    before = [k for k, _ in s.query(q, 10, filters)]
    assert s.optimize(min_unindexed=10**9) is False  # not worth it below the threshold
    s.optimize(min_unindexed=1)
    assert [k for k, _ in s.query(q, 10, filters)] == before
    assert s.count() == len(many)


@pytest.mark.parametrize("store_kind", ["edge", "server-path"])  # the stores that persist
def test_reopen_keeps_points(open_store: Opener, store_kind: str) -> None:
    s = open_store()
    s.upsert(ITEMS)
    s.delete(["beta"])
    s.flush()
    s.close()
    s2 = open_store()
    assert s2.count() == 3
    assert [k for k, _ in s2.query(unit(0, 1), 1)] == ["gamma"]
    assert [k for k, _ in s2.query(unit(1, 0), 10, {"kind": ["note"]})] == ["alpha"]


def test_clear_in_place(open_store: Opener) -> None:
    s = open_store()
    s.upsert(ITEMS)
    s.clear()
    assert s.count() == 0 and s.query(unit(1, 0), 10) == []
    s.upsert(ITEMS[:1])
    assert s.count() == 1 and [k for k, _ in s.query(unit(1, 0), 10)] == ["alpha"]


def test_retrieve_reads_back_the_stored_vectors(open_store: Opener) -> None:
    s = open_store()
    s.upsert(ITEMS)
    got = s.retrieve(["alpha", "gamma", "never-stored"])
    assert set(got) == {"alpha", "gamma"}  # a key not in the store is left out, not an error
    for item in ITEMS:
        if item.key in got:
            assert got[item.key] == pytest.approx(item.vector, abs=1e-6)
    assert s.retrieve([]) == {}


def test_point_ids_are_stable_uuids() -> None:
    assert point_id("alpha") == point_id("alpha") != point_id("beta")
    assert len(point_id("history:x:1")) == 36


def test_make_vector_store(tmp_path: Path) -> None:
    s = make_vector_store("edge", tmp_path, DIMS)
    try:
        assert isinstance(s, EdgeStore) and (tmp_path / "vectors").is_dir()
    finally:
        s.close()
    with pytest.raises(ConfigError, match="vector.url"):
        make_vector_store("server", tmp_path, DIMS)
    with pytest.raises(ConfigError, match="unknown vector backend"):
        make_vector_store("faiss", tmp_path, DIMS)


def test_edge_store_is_locked_by_one_opener(tmp_path: Path) -> None:
    from vaultmem.errors import IndexError_

    first = EdgeStore(tmp_path / "v", DIMS)
    try:
        with pytest.raises(IndexError_, match="cannot open the vector index"):
            EdgeStore(tmp_path / "v", DIMS)
    finally:
        first.close()


def _closed_port() -> int:
    """A localhost port nothing listens on (bound, then let go)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_unreachable_server_is_a_provider_error_with_a_hint() -> None:
    from vaultmem.errors import ProviderError

    url = f"http://127.0.0.1:{_closed_port()}"
    with pytest.raises(ProviderError, match="cannot reach the Qdrant server") as info:
        ServerStore(DIMS, url=url)
    assert url in str(info.value) and "vector.url" in (info.value.hint or "")
    assert "edge" in (info.value.hint or "")


def test_server_error_status_is_a_provider_error(httpserver) -> None:  # type: ignore[no-untyped-def]
    from vaultmem.errors import ProviderError

    httpserver.expect_request("/collections/vaultmem/exists").respond_with_json(
        {"status": {"error": "Unauthorized"}}, status=401)
    with pytest.raises(ProviderError, match="answered 401") as info:
        ServerStore(DIMS, url=httpserver.url_for("/").rstrip("/"))
    assert "api_key_env" in (info.value.hint or "")
