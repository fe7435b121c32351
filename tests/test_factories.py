"""vaultmem/factories.py: each part is built from the config alone, with the config's settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem.config import load_config
from vaultmem.factories import build_embedder, build_extractor, build_queue, build_reranker, build_vector_store


def test_each_part_follows_its_settings(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VAULTMEM_EMBEDDER_DIMENSIONS", "16")
    monkeypatch.setenv("VAULTMEM_QUEUE_LEASE_SECONDS", "77")
    monkeypatch.setenv("VAULTMEM_QUEUE_MAX_ATTEMPTS", "4")
    cfg = load_config()
    assert build_embedder(cfg).dims == 16
    store = build_vector_store(cfg, 16)
    try:
        assert (cfg.index_dir / "vectors").is_dir() and store.count() == 0
    finally:
        store.close()
    assert build_reranker(cfg) is None  # recall.reranker = none by default
    assert build_extractor(cfg, str).name == "heuristic"
    queue = build_queue(cfg)
    assert (queue.root, queue.lease_seconds, queue.max_attempts) == (cfg.queue_dir, 77.0, 4)


def test_a_bad_setting_fails_in_the_factory_with_a_hint(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem.errors import ConfigError

    monkeypatch.setenv("VAULTMEM_VECTOR_BACKEND", "server")  # and no vector.url
    with pytest.raises(ConfigError, match="vector.url"):
        build_vector_store(load_config(), 8)
