"""Vector stores behind one protocol: embedded Qdrant Edge (default) and a Qdrant server."""

from __future__ import annotations

import uuid
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence, TypeVar

from ..errors import ConfigError, IndexError_, ProviderError

T = TypeVar("T")
_NS = uuid.UUID("6f1c2b7e-4d0a-4f3e-9a51-8c7e0d2b9a10")
VECTOR_NAME = "dense"
# Every recall filters on these. Without a payload index Qdrant checks each point's payload:
# 14 ms per query at 10k points, against 0.8 ms with the index (measured, qdrant-edge-py 0.9).
FILTERED_FIELDS = ("kind", "scope")
# Points appended since the last optimize are searched exhaustively; below this many that stays
# under a millisecond or two. Above it an HNSW build pays off (100k points: a filtered query
# 14 ms -> 1.6 ms, for ~30 s of building once).
OPTIMIZE_MIN_UNINDEXED = 5000


def point_id(key: str) -> str:
    """Qdrant wants integer or UUID ids; a UUIDv5 of our key is stable across rebuilds."""
    return str(uuid.uuid5(_NS, key))


@dataclass
class VectorItem:
    """One embedded item: `key` is a note id (or an episode key), payload filters it."""

    key: str
    vector: list[float]
    payload: dict[str, Any] = field(default_factory=dict)


class VectorStore(Protocol):
    """Upsert, delete and nearest-neighbour query with simple match-any filters."""

    def upsert(self, items: Sequence[VectorItem]) -> None: ...

    def delete(self, keys: Sequence[str]) -> None: ...

    def query(self, vector: Sequence[float], limit: int,
              filters: Mapping[str, Sequence[str]] | None = None) -> list[tuple[str, float]]: ...

    def retrieve(self, keys: Sequence[str]) -> dict[str, list[float]]:
        """The stored vectors of those keys that are in the store (absent keys are left out)."""
        ...

    def count(self) -> int: ...

    def flush(self) -> None: ...

    def optimize(self, min_unindexed: int = ...) -> bool: ...

    def clear(self) -> None:
        """Remove every point; the store stays open and usable."""
        ...

    def close(self) -> None: ...


# Keys per retrieve request: large enough to be few round trips, small enough for one response.
RETRIEVE_CHUNK = 512


def _vectors_of(records: Any, asked: Mapping[str, str]) -> dict[str, list[float]]:
    """{key: vector} from Qdrant records (either client), whose id is the point id asked for."""
    out: dict[str, list[float]] = {}
    for rec in records:
        vec = rec.vector.get(VECTOR_NAME) if isinstance(rec.vector, dict) else rec.vector
        key = (rec.payload or {}).get("key") or asked.get(str(rec.id))
        if key and vec:
            out[key] = list(vec)
    return out


class EdgeStore:
    """Qdrant Edge shard in a local folder; one process owns it (the WAL is locked)."""

    def __init__(self, path: Path, dims: int) -> None:
        import qdrant_edge as qe

        self._qe = qe
        self.path = Path(path)
        self.dims = dims
        self._open()

    def _open(self) -> None:
        qe = self._qe
        try:
            if (self.path / "edge_config.json").exists():
                self._shard = qe.EdgeShard.load(str(self.path))
            else:
                self.path.mkdir(parents=True, exist_ok=True)
                params = qe.EdgeVectorParams(size=self.dims, distance=qe.Distance.Cosine)
                self._shard = qe.EdgeShard.create(str(self.path), qe.EdgeConfig(vectors={VECTOR_NAME: params}))
            self._ensure_field_indexes()
        except Exception as exc:  # the beta binding raises plain exceptions for lock and corruption
            raise IndexError_(f"cannot open the vector index at {self.path}: {exc}",
                              "stop other vaultmem processes, or run `vaultmem reindex --full`") from None

    def _ensure_field_indexes(self) -> None:
        """Keyword indexes on the filtered fields; shards made before they existed get them here."""
        qe = self._qe
        have = set(self._shard.info().payload_schema)
        for name in FILTERED_FIELDS:
            if name not in have:
                self._shard.update(qe.UpdateOperation.create_field_index(name, qe.PayloadSchemaType.Keyword))

    def _filter(self, filters: Mapping[str, Sequence[str]] | None) -> Any:
        if not filters:
            return None
        qe = self._qe
        return qe.Filter(must=[qe.FieldCondition(key=k, match=qe.MatchAny(any=list(v))) for k, v in filters.items()])

    def upsert(self, items: Sequence[VectorItem]) -> None:
        if not items:
            return
        qe = self._qe
        points = [qe.Point(point_id(i.key), {VECTOR_NAME: list(i.vector)}, {**i.payload, "key": i.key}) for i in items]
        self._shard.update(qe.UpdateOperation.upsert_points(points))

    def delete(self, keys: Sequence[str]) -> None:
        if keys:
            self._shard.update(self._qe.UpdateOperation.delete_points([point_id(k) for k in keys]))

    def query(self, vector: Sequence[float], limit: int,
              filters: Mapping[str, Sequence[str]] | None = None) -> list[tuple[str, float]]:
        qe = self._qe
        req = qe.QueryRequest(limit=limit, query=qe.Query.Nearest(list(vector), using=VECTOR_NAME),
                              with_payload=["key"], filter=self._filter(filters))
        try:
            found = self._shard.query(req)
        except BaseException as exc:
            # Damaged segment files load fine and fail here; pyo3 reports a Rust panic as
            # PanicException, a BaseException that would otherwise escape every handler.
            if not isinstance(exc, Exception) and type(exc).__name__ != "PanicException":
                raise
            raise IndexError_(f"the vector index at {self.path} is unreadable: {str(exc)[:300]}",
                              "run `vaultmem reindex --full` (a daemon restart also rebuilds it)") from None
        return [(p.payload["key"], float(p.score)) for p in found if p.payload]

    def retrieve(self, keys: Sequence[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {}
        for start in range(0, len(keys), RETRIEVE_CHUNK):
            asked = {point_id(k): k for k in keys[start:start + RETRIEVE_CHUNK]}
            out.update(_vectors_of(self._shard.retrieve(list(asked), ["key"], [VECTOR_NAME]), asked))
        return out

    def count(self) -> int:
        return int(self._shard.count(self._qe.CountRequest()))

    def flush(self) -> None:
        self._shard.flush()

    def optimize(self, min_unindexed: int = OPTIMIZE_MIN_UNINDEXED) -> bool:
        """Build the HNSW graph once enough points are outside it; Edge has no background optimizer."""
        info = self._shard.info()
        if info.points_count - info.indexed_vectors_count < max(1, min_unindexed):
            return False
        self._shard.optimize()
        return True

    def clear(self) -> None:
        """An empty shard in the same folder (Edge has no delete-all: the folder is made anew)."""
        import shutil

        self._shard.close()
        shutil.rmtree(self.path, ignore_errors=True)
        self._open()

    def close(self) -> None:
        try:
            self._shard.flush()
        finally:
            self._shard.close()


class ServerStore:
    """A collection on a Qdrant server (or qdrant-client's local mode, which tests use)."""

    def __init__(self, dims: int, collection: str = "vaultmem", url: str = "", api_key: str | None = None,
                 location: str | None = None, path: str | None = None) -> None:
        from qdrant_client import QdrantClient, models

        self._m = models
        self.collection = collection
        self.dims = dims
        if url:
            # An unreachable server makes the client's version check (a background thread, so a
            # process-wide filter) warn while the first call fails; that call becomes one
            # ProviderError with a hint, so the warning would only be noise above it.
            warnings.filterwarnings("ignore", message="Failed to obtain server version", category=UserWarning)
            self._client = QdrantClient(url=url, api_key=api_key, timeout=10)
        elif path:
            self._client = QdrantClient(path=path)
        elif location:
            self._client = QdrantClient(location=location)
        else:
            raise ConfigError("vector.backend = server needs vector.url", "set vector.url = http://host:6333")
        self.url = url
        if not self._call(self._client.collection_exists, collection):
            self._create()

    def _call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run one client call; an unreachable or refusing server becomes a ProviderError with a hint."""
        from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

        try:
            return fn(*args, **kwargs)
        except ResponseHandlingException as exc:  # connection refused, DNS, timeouts (httpx underneath)
            raise ProviderError(
                f"cannot reach the Qdrant server at {self.url}: {exc}",
                "check vector.url (VAULTMEM_VECTOR_URL) and that the server runs, "
                "or set vector.backend = \"edge\" for the embedded store") from None
        except UnexpectedResponse as exc:
            hint = ("check the API key in the variable named by vector.api_key_env"
                    if exc.status_code in (401, 403) else "check the Qdrant server's log and vector.collection")
            raise ProviderError(f"the Qdrant server at {self.url} answered {exc.status_code}: "
                                f"{exc.reason_phrase}", hint) from None

    def _create(self) -> None:
        m = self._m
        self._call(self._client.create_collection, self.collection, vectors_config={
            VECTOR_NAME: m.VectorParams(size=self.dims, distance=m.Distance.COSINE)})
        for name in FILTERED_FIELDS:  # a no-op in qdrant-client's local mode, an index on a server
            self._call(self._client.create_payload_index, self.collection, name, m.PayloadSchemaType.KEYWORD)

    def _filter(self, filters: Mapping[str, Sequence[str]] | None) -> Any:
        if not filters:
            return None
        m = self._m
        return m.Filter(must=[m.FieldCondition(key=k, match=m.MatchAny(any=list(v))) for k, v in filters.items()])

    def upsert(self, items: Sequence[VectorItem]) -> None:
        if items:
            m = self._m
            self._call(self._client.upsert, self.collection, points=[
                m.PointStruct(id=point_id(i.key), vector={VECTOR_NAME: list(i.vector)}, payload={**i.payload, "key": i.key})
                for i in items])

    def delete(self, keys: Sequence[str]) -> None:
        if keys:
            selector = self._m.PointIdsList(points=[point_id(k) for k in keys])
            self._call(self._client.delete, self.collection, points_selector=selector)

    def query(self, vector: Sequence[float], limit: int,
              filters: Mapping[str, Sequence[str]] | None = None) -> list[tuple[str, float]]:
        res = self._call(self._client.query_points, self.collection, query=list(vector), using=VECTOR_NAME,
                         limit=limit, query_filter=self._filter(filters), with_payload=["key"])
        return [(p.payload["key"], float(p.score)) for p in res.points if p.payload]

    def retrieve(self, keys: Sequence[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {}
        for start in range(0, len(keys), RETRIEVE_CHUNK):
            asked = {point_id(k): k for k in keys[start:start + RETRIEVE_CHUNK]}
            records = self._call(self._client.retrieve, self.collection, ids=list(asked), with_payload=["key"],
                                 with_vectors=[VECTOR_NAME])
            out.update(_vectors_of(records, asked))
        return out

    def count(self) -> int:
        return int(self._call(self._client.count, self.collection).count)

    def flush(self) -> None:
        pass  # the server persists on its own

    def optimize(self, min_unindexed: int = OPTIMIZE_MIN_UNINDEXED) -> bool:
        return False  # a server runs its own optimizers

    def clear(self) -> None:
        """Drop and recreate the collection (a full reindex)."""
        self._call(self._client.delete_collection, self.collection)
        self._create()

    def close(self) -> None:
        self._client.close()


def make_vector_store(backend: str, index_dir: Path, dims: int, url: str = "", api_key: str | None = None,
                      collection: str = "vaultmem") -> VectorStore:
    """Open the configured store, importing only its library."""
    if backend == "edge":
        return EdgeStore(index_dir / "vectors", dims)
    if backend == "server":
        return ServerStore(dims, collection=collection, url=url, api_key=api_key)
    raise ConfigError(f"unknown vector backend {backend!r}", "use edge or server")
