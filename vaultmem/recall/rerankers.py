"""Optional rerankers behind one protocol: none (default), voyage, local cross-encoder."""

from __future__ import annotations

import os
from typing import Protocol, Sequence

from ..errors import ConfigError, ProviderError


class Reranker(Protocol):
    """Scores documents for a query; higher is better."""

    name: str

    def rerank(self, query: str, docs: Sequence[str]) -> list[float]: ...


class VoyageReranker:
    """Voyage's hosted reranker."""

    def __init__(self, model: str, api_key: str | None, base_url: str = "") -> None:
        import voyageai

        if not api_key:
            raise ConfigError("no Voyage API key for the reranker", "export VOYAGE_API_KEY")
        self._client = voyageai.Client(api_key=api_key, base_url=base_url or None, max_retries=2, timeout=10)
        self.model = model or "rerank-2.5-lite"
        self.name = f"voyage:{self.model}"

    def rerank(self, query: str, docs: Sequence[str]) -> list[float]:
        if not docs:
            return []
        try:
            resp = self._client.rerank(query, list(docs), model=self.model)
        except Exception as exc:
            raise ProviderError(f"Voyage rerank failed: {exc}", "check the key, or set recall.reranker = none") from None
        scores = [0.0] * len(docs)
        for r in resp.results:
            scores[r.index] = float(r.relevance_score)
        return scores


class LocalReranker:
    """A sentence-transformers cross-encoder from a local folder."""

    def __init__(self, model: str) -> None:
        if not model:
            raise ConfigError("recall.reranker = local needs recall.rerank_model",
                              "set it to a local cross-encoder folder")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from sentence_transformers import CrossEncoder

        try:
            self._model = CrossEncoder(model, device="cpu")
        except Exception as exc:
            raise ProviderError(f"cannot load cross-encoder {model!r}: {exc}", "check recall.rerank_model") from None
        self.name = f"local:{model}"

    def rerank(self, query: str, docs: Sequence[str]) -> list[float]:
        if not docs:
            return []
        return [float(s) for s in self._model.predict([(query, d[:2000]) for d in docs], show_progress_bar=False)]


def make_reranker(kind: str, model: str = "", api_key_env: str = "VOYAGE_API_KEY", base_url: str = "") -> Reranker | None:
    """None for `none`; otherwise the configured reranker, importing its library lazily."""
    if kind in ("", "none"):
        return None
    if kind == "voyage":
        return VoyageReranker(model, os.environ.get(api_key_env), base_url)
    if kind == "local":
        return LocalReranker(model)
    raise ConfigError(f"unknown reranker {kind!r}", "use none, voyage or local")
