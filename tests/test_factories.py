"""vaultmem/factories.py: each part is built from the config alone, with the config's settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem.config import load_config
from vaultmem.factories import build_embedder, build_queue, build_reranker, build_vector_store
from vaultmem.ingest.pipelines import build_extractor


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


def test_extraction_parts_follow_the_extract_settings(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem.ingest.pipelines import build_extraction

    for name, value in (("MAX_NOTES", "3"), ("REVIEW", "staging"), ("DEDUP_THRESHOLD", "0.9"),
                        ("DAILY_TOKEN_BUDGET", "99"), ("PRICE_INPUT_PER_MTOK", "2.5"),
                        ("REDACT_ALLOWLIST", '["build-token"]')):
        monkeypatch.setenv(f"VAULTMEM_EXTRACT_{name}", value)
    cfg = load_config()
    parts = build_extraction(cfg)
    s = parts.settings
    assert (s.max_notes, s.review, s.dedup_threshold, s.redact_allowlist) == (3, "staging", 0.9, ("build-token",))
    assert (s.budgets.daily_tokens, s.budgets.prices.input) == (99, 2.5)
    assert parts.ledger.path == cfg.state_dir / "extract.db" and parts.extractor.name == "heuristic"
    assert parts.redact("build-token") == "build-token"  # the allowlist reaches the redactor


def test_an_extractor_that_cannot_be_built_fails_its_ticket_not_the_start(
        isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The roots build the pipeline when the worker or daemon starts; an openai backend without its
    key must still fail only the tickets that need it (each ticket tries again), as before."""
    from vaultmem.errors import ConfigError
    from vaultmem.ingest.pipelines import build_extraction, build_pipeline

    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "openai")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    cfg = load_config()
    assert callable(build_pipeline(cfg))
    parts = build_extraction(cfg)
    for _ in range(2):
        with pytest.raises(ConfigError, match="API key"):
            parts.extractor  # noqa: B018 - built on first use


def test_a_processor_runs_every_window_through_the_parts_it_was_given(
        isolated_env: Path, tmp_path: Path) -> None:
    """The extractor is built once for the processor, not once per window."""
    from dataclasses import replace

    from support.extract_fixtures import Msg, claude_jsonl
    from vaultmem.capture.transcripts import read_transcript
    from vaultmem.extract.factory import make_extractor
    from vaultmem.extract.pipeline import make_pipeline
    from vaultmem.extract.settings import ExtractionParts
    from vaultmem.ingest.pipelines import build_extraction
    from vaultmem.ingest.processor import IngestSettings, TicketProcessor
    from vaultmem.memory import Memory

    cfg = load_config()
    given = build_extraction(cfg)
    built = []

    def make() -> object:
        built.append(1)
        return make_extractor(cfg, given.redact)

    parts = ExtractionParts(make, given.redact, given.ledger, given.settings)  # type: ignore[arg-type]
    path = claude_jsonl(tmp_path / "s.jsonl", [
        Msg("user", "We decided to use dramatiq for the billing worker queue."), Msg("assistant", "Noted."),
        Msg("user", "The deploy script lives in tools/deploy.sh and needs bash 5."), Msg("assistant", "Noted."),
        Msg("user", "Remember: staging runs Postgres 16, production still 15."), Msg("assistant", "Noted.")],
        session="sess-parts")
    with Memory(cfg) as memory:
        settings = replace(IngestSettings.from_config(cfg), max_turns=2)
        processor = TicketProcessor(memory, cfg.queue_dir, make_pipeline(parts), settings)
        result = processor.process(read_transcript(path), whole=True)
    assert result["windows"] == 3 and built == [1]
