"""Test doubles of the index's parts that are fast and exact enough for recall tests."""

from __future__ import annotations

from typing import Sequence


class MemoryStore:
    """A brute-force in-memory VectorStore (cosine on unit vectors) for fast recall tests.

    test_vectors_contract.py runs the same contract against it as against the real stores.
    """

    def __init__(self, dims: int) -> None:
        self.dims = dims
        self.points: dict[str, tuple[list[float], dict]] = {}

    def upsert(self, items) -> None:  # type: ignore[no-untyped-def]
        for i in items:
            self.points[i.key] = (list(i.vector), dict(i.payload))

    def delete(self, keys: Sequence[str]) -> None:
        for k in keys:
            self.points.pop(k, None)

    def query(self, vector: Sequence[float], limit: int, filters=None) -> list[tuple[str, float]]:  # type: ignore[no-untyped-def]
        def ok(payload: dict) -> bool:
            return all(payload.get(f) in vals for f, vals in (filters or {}).items())

        scored = [(k, float(sum(a * b for a, b in zip(vec, vector)))) for k, (vec, p) in self.points.items() if ok(p)]
        return sorted(scored, key=lambda kv: -kv[1])[:limit]

    def retrieve(self, keys: Sequence[str]) -> dict[str, list[float]]:
        return {k: list(self.points[k][0]) for k in keys if k in self.points}

    def count(self) -> int:
        return len(self.points)

    def optimize(self, min_unindexed: int = 0) -> bool:
        return False  # nothing to build: every query is exhaustive

    def flush(self) -> None:
        pass

    def clear(self) -> None:
        self.points.clear()

    def close(self) -> None:
        pass
