"""Shared fixtures. Every test runs with its own VAULTMEM_HOME and HOME under tmp_path.

Nothing here may touch the real $HOME or the network. Fixtures stay generic so every test
file can use them; the autouse isolation is the only thing that applies implicitly.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Callable, Iterator, Sequence

import pytest

from vaultmem.cli import load_commands

load_commands()  # every command on `vaultmem.cli.app`, as the console script has them

# API keys that would make a client reach a real service if a test forgot to fake it.
_SECRET_ENV = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "VOYAGE_API_KEY", "VOYAGE_API_KEY_PATH", "QDRANT_API_KEY",
               "ANTHROPIC_API_KEY")


_logger = logging.getLogger("vaultmem")
_LOGGER_BASELINE = (list(_logger.handlers), _logger.propagate, _logger.level)


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """VAULTMEM_HOME and HOME point at fresh tmp folders; the hash embedder is the default."""
    root = tmp_path_factory.mktemp("env")
    home = root / "vaultmem-home"
    user_home = root / "user-home"
    user_home.mkdir()
    for key in list(os.environ):
        if key.startswith("VAULTMEM_") or key in _SECRET_ENV:
            monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("VAULTMEM_HOME", str(home))
    # A hook that finds no daemon would start one; tests that mean it unset this themselves.
    monkeypatch.setenv("VAULTMEM_NO_AUTOSTART", "1")
    monkeypatch.setenv("HOME", str(user_home))
    for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache"),
                     ("XDG_RUNTIME_DIR", "run")):
        monkeypatch.setenv(var, str(user_home / sub))
    # Unit tests never load a model: the deterministic hash embedder is the default here.
    monkeypatch.setenv("VAULTMEM_EMBEDDER_PROVIDER", "hash")
    yield home
    # setup_logging() attaches file handlers and turns propagation off; back to the state before
    # any test ran, so logs never leak between tests and caplog keeps working for everyone.
    logger = logging.getLogger("vaultmem")
    handlers, propagate, level = _LOGGER_BASELINE
    for h in logger.handlers[:]:
        if h not in handlers:
            logger.removeHandler(h)
            h.close()
    logger.propagate, logger.level = propagate, level
    try:
        from vaultmem import logs

        logs._configured.clear()
    except (ImportError, AttributeError):
        pass


@pytest.fixture
def vm_home(isolated_env: Path) -> Path:
    """The VAULTMEM_HOME folder of this test (not created yet)."""
    return isolated_env


@pytest.fixture
def config(isolated_env: Path):  # type: ignore[no-untyped-def]
    """A Config resolved from the isolated environment (hash embedder, edge store)."""
    from vaultmem.config import load_config

    return load_config()


@pytest.fixture
def vault(tmp_path: Path):  # type: ignore[no-untyped-def]
    """An initialised, empty Vault in tmp_path/vault."""
    from vaultmem.vault.store import Vault

    v = Vault(tmp_path / "vault")
    v.init()
    return v


@pytest.fixture
def make_note() -> Callable[..., object]:
    """Build a Note with sensible defaults: make_note("some-id", title=..., body=...)."""
    from vaultmem.vault.note import Note

    def make(note_id: str, title: str | None = None, body: str = "", **fields: object) -> Note:
        fields.setdefault("created", "2026-01-01")
        fields.setdefault("valid_from", "2026-01-01T00:00:00Z")
        fields.setdefault("recorded_at", "2026-01-01T00:00:00Z")
        return Note(id=note_id, title=title or note_id.replace("-", " "), body=body, **fields)  # type: ignore[arg-type]

    return make


class CountingEmbedder:
    """Wraps an embedder and counts the texts it was asked to embed."""

    def __init__(self, inner) -> None:  # type: ignore[no-untyped-def]
        self.inner = inner
        self.identity = inner.identity
        self.dims = inner.dims
        self.documents: list[str] = []
        self.queries: list[str] = []

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self.documents.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        self.queries.append(text)
        return self.inner.embed_query(text)

    def reset(self) -> None:
        self.documents.clear()
        self.queries.clear()


@pytest.fixture
def counting_embedder() -> Callable[..., CountingEmbedder]:
    """Factory: counting_embedder(dims=64) -> a CountingEmbedder around HashEmbedder(dims)."""
    from vaultmem.index.embedders import HashEmbedder

    return lambda dims=64: CountingEmbedder(HashEmbedder(dims))


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


@pytest.fixture
def open_index(tmp_path: Path) -> Iterator[Callable[..., object]]:
    """Factory for an Index in tmp_path/index; every index is closed afterwards.

    open_index(embedder=None, index_dir=None, store="edge"): embedder defaults to HashEmbedder(64);
    store "edge" is the real EdgeStore in <index_dir>/vectors, "memory" a MemoryStore (fast).
    """
    from vaultmem.index.embedders import HashEmbedder
    from vaultmem.index.indexer import Index
    from vaultmem.index.vectors import EdgeStore

    opened: list[Index] = []

    def make(embedder=None, index_dir: Path | None = None, store: str = "edge"):  # type: ignore[no-untyped-def]
        emb = embedder if embedder is not None else HashEmbedder(64)
        folder = Path(index_dir) if index_dir is not None else tmp_path / "index"
        if store == "memory":
            factory = MemoryStore
        else:
            def factory(dims: int) -> EdgeStore:
                return EdgeStore(folder / "vectors", dims)
        idx = Index(folder, lambda: emb, factory)
        opened.append(idx)
        return idx

    yield make
    for idx in opened:
        try:
            idx.close()
        except Exception:  # already closed by the test
            pass
