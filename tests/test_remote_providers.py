"""Remote providers over real HTTP: the real `openai` and `voyageai` clients talk to pytest-httpserver."""

from __future__ import annotations

import base64
import json
import math
from typing import Any

import numpy as np
import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from vaultmem.errors import ProviderError
from vaultmem.index.embedders import OpenAIEmbedder, VoyageEmbedder, make_embedder
from vaultmem.recall.rerankers import VoyageReranker, make_reranker


def fake_vector(text: str, dims: int) -> list[float]:
    """Deterministic, deliberately NOT unit length, so normalisation is visible."""
    seed = sum(map(ord, text)) or 1
    return [float((seed * (i + 3)) % 17 + 1) for i in range(dims)]


def encode(vec: list[float], fmt: str | None) -> Any:
    if fmt == "base64":  # what both clients ask for by default
        return base64.b64encode(np.asarray(vec, dtype=np.float32).tobytes()).decode()
    return vec


class EmbeddingsAPI:
    """An OpenAI/Voyage-style /embeddings endpoint that records request bodies."""

    def __init__(self, dims: int = 6, reverse: bool = False) -> None:
        self.dims = dims
        self.reverse = reverse
        self.bodies: list[dict[str, Any]] = []
        self.auth: list[str | None] = []

    def __call__(self, request: Request) -> Response:
        body = request.get_json()
        self.bodies.append(body)
        self.auth.append(request.headers.get("Authorization"))
        dims = body.get("dimensions") or body.get("output_dimension") or self.dims
        data = [{"object": "embedding", "index": i,
                 "embedding": encode(fake_vector(t, dims), body.get("encoding_format"))}
                for i, t in enumerate(body["input"])]
        if self.reverse:
            data.reverse()
        return Response(json.dumps({"object": "list", "data": data, "model": body["model"],
                                    "usage": {"prompt_tokens": 3, "total_tokens": 3}}),
                        content_type="application/json")


def unit(vec: list[float]) -> list[float]:
    n = math.sqrt(sum(v * v for v in vec))
    return [v / n for v in vec]


def assert_unit(vec: list[float]) -> None:
    assert math.sqrt(sum(v * v for v in vec)) == pytest.approx(1.0, abs=1e-6)


# -- OpenAI-compatible ---------------------------------------------------------------------------


def test_openai_embedder_over_http(httpserver: HTTPServer) -> None:
    api = EmbeddingsAPI(dims=6)
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(api)
    emb = OpenAIEmbedder("nomic-embed-text", base_url=httpserver.url_for("/v1"), api_key="sk-test")
    # the constructor probes the dimension once
    assert emb.identity == "openai:nomic-embed-text:6" and emb.dims == 6
    assert api.bodies[0]["input"] == ["dimension probe"] and api.bodies[0]["model"] == "nomic-embed-text"
    vecs = emb.embed_documents(["first text", "second text"])
    body = api.bodies[-1]
    assert body["input"] == ["first text", "second text"] and body["model"] == "nomic-embed-text"
    assert "dimensions" not in body
    assert api.auth[-1] == "Bearer sk-test"
    for text, vec in zip(["first text", "second text"], vecs):
        assert_unit(vec)
        assert vec == pytest.approx(unit(fake_vector(text, 6)), abs=1e-6)
    q = emb.embed_query("a query")
    assert q == pytest.approx(unit(fake_vector("a query", 6)), abs=1e-6)


def test_openai_embedder_batches_orders_and_sends_dimensions(httpserver: HTTPServer) -> None:
    api = EmbeddingsAPI(reverse=True)  # the server may return items in any order
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(api)
    emb = OpenAIEmbedder("text-embedding-3-small", base_url=httpserver.url_for("/v1"), api_key="k",
                         dimensions=4, batch_size=2)
    assert api.bodies == []  # dimensions given: no probe
    assert emb.identity == "openai:text-embedding-3-small:4"
    texts = ["t0", "t1", "t2", "t3", "", "x" * 9000]
    vecs = emb.embed_documents(texts)
    assert [len(b["input"]) for b in api.bodies] == [2, 2, 2]
    assert all(b["dimensions"] == 4 for b in api.bodies)
    assert api.bodies[2]["input"][0] == " "  # empty text would be rejected by the API
    assert len(api.bodies[2]["input"][1]) == 8000  # long text is cut
    for text, vec in zip(texts[:4], vecs[:4]):
        assert vec == pytest.approx(unit(fake_vector(text, 4)), abs=1e-6)
    assert emb.embed_documents([]) == []


def test_make_embedder_openai_reads_the_named_key(httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> None:
    api = EmbeddingsAPI(dims=3)
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(api)
    monkeypatch.setenv("MY_EMBED_KEY", "sk-from-env")
    emb = make_embedder("openai", "m", httpserver.url_for("/v1"), "MY_EMBED_KEY", 3)
    emb.embed_query("x")
    assert api.auth == ["Bearer sk-from-env"]
    # a local server (Ollama, LM Studio) needs no key at all
    keyless = make_embedder("openai", "m", httpserver.url_for("/v1"), "NO_SUCH_KEY_VAR", 3)
    keyless.embed_query("y")
    assert len(api.auth) == 2


def test_openai_http_500_is_a_provider_error_after_retries(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/v1/embeddings").respond_with_json(
        {"error": {"message": "upstream exploded", "type": "server_error"}}, status=500,
        headers={"retry-after-ms": "1"})  # keep the client's retries fast
    emb = OpenAIEmbedder("m", base_url=httpserver.url_for("/v1"), api_key="k", dimensions=3)
    with pytest.raises(ProviderError) as err:
        emb.embed_query("x")
    assert "500" in str(err.value) and "embedding request failed" in str(err.value)
    assert err.value.hint and "base_url" in err.value.hint
    assert len(httpserver.log) == 4  # the real client retried 3 times


@pytest.mark.parametrize("respond", [
    lambda r: r.respond_with_data("<html>gateway</html>", content_type="text/html"),
    lambda r: r.respond_with_data("not json", content_type="text/plain"),
    lambda r: r.respond_with_json({"unexpected": True}),
    lambda r: r.respond_with_json({"object": "list", "data": [], "model": "m"}),
])
def test_openai_garbage_is_a_provider_error(httpserver: HTTPServer, respond) -> None:  # type: ignore[no-untyped-def]
    respond(httpserver.expect_request("/v1/embeddings"))
    emb = OpenAIEmbedder("m", base_url=httpserver.url_for("/v1"), api_key="k", dimensions=3)
    with pytest.raises(ProviderError) as err:
        emb.embed_query("x")
    assert err.value.hint


def test_openai_wrong_count_is_a_provider_error(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/v1/embeddings").respond_with_json(
        {"object": "list", "model": "m", "usage": {"prompt_tokens": 1, "total_tokens": 1},
         "data": [{"object": "embedding", "index": 0, "embedding": [1.0, 2.0, 3.0]}]})
    emb = OpenAIEmbedder("m", base_url=httpserver.url_for("/v1"), api_key="k", dimensions=3)
    with pytest.raises(ProviderError, match="1 vectors for 2 texts"):
        emb.embed_documents(["a", "b"])


# -- Voyage --------------------------------------------------------------------------------------


def test_voyage_embedder_over_http(httpserver: HTTPServer) -> None:
    api = EmbeddingsAPI(dims=5)
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(api)
    emb = VoyageEmbedder("voyage-3.5-lite", api_key="pa-test", base_url=httpserver.url_for("/v1"), batch_size=2)
    assert emb.identity == "voyage:voyage-3.5-lite:5"
    assert api.bodies[0]["input_type"] == "query"
    docs = emb.embed_documents(["alpha", "beta", "gamma"])
    assert [b["input"] for b in api.bodies[1:]] == [["alpha", "beta"], ["gamma"]]
    assert all(b["input_type"] == "document" and b["model"] == "voyage-3.5-lite" for b in api.bodies[1:])
    assert api.auth[-1] == "Bearer pa-test"
    for text, vec in zip(["alpha", "beta", "gamma"], docs):
        assert_unit(vec)
        assert vec == pytest.approx(unit(fake_vector(text, 5)), abs=1e-5)
    q = emb.embed_query("what is alpha")
    assert api.bodies[-1]["input_type"] == "query" and api.bodies[-1]["input"] == ["what is alpha"]
    assert_unit(q)


def test_voyage_output_dimension(httpserver: HTTPServer) -> None:
    api = EmbeddingsAPI()
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(api)
    emb = VoyageEmbedder("voyage-3.5", api_key="pa-k", base_url=httpserver.url_for("/v1"), dimensions=3)
    assert emb.identity == "voyage:voyage-3.5:3" and api.bodies == []
    assert len(emb.embed_query("x")) == 3 and api.bodies[0]["output_dimension"] == 3


@pytest.mark.parametrize("respond", [
    lambda r: r.respond_with_data("internal error", status=500),
    lambda r: r.respond_with_data("<html>", content_type="text/html"),
    lambda r: r.respond_with_json({"detail": "Provided API key is invalid."}, status=401),
])
def test_voyage_errors_are_provider_errors(httpserver: HTTPServer, respond) -> None:  # type: ignore[no-untyped-def]
    respond(httpserver.expect_request("/v1/embeddings"))
    emb = VoyageEmbedder("voyage-3.5-lite", api_key="pa-k", base_url=httpserver.url_for("/v1"), dimensions=3)
    with pytest.raises(ProviderError) as err:
        emb.embed_documents(["x"])
    assert str(err.value).startswith("Voyage embedding failed") and err.value.hint


def test_voyage_reranker_over_http(httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> None:
    bodies: list[dict[str, Any]] = []

    def handler(request: Request) -> Response:
        body = request.get_json()
        bodies.append(body)
        results = [{"index": i, "relevance_score": round(1.0 - 0.25 * i, 3)} for i in range(len(body["documents"]))]
        results.reverse()  # scores come back sorted by relevance, not by input order
        return Response(json.dumps({"object": "list", "data": results, "model": body["model"],
                                    "usage": {"total_tokens": 9}}), content_type="application/json")

    httpserver.expect_request("/v1/rerank", method="POST").respond_with_handler(handler)
    monkeypatch.setenv("VOYAGE_API_KEY", "pa-rerank")
    rr = make_reranker("voyage", base_url=httpserver.url_for("/v1"))
    assert isinstance(rr, VoyageReranker) and rr.name == "voyage:rerank-2.5-lite"
    scores = rr.rerank("which db", ["postgres", "redis", "sqlite"])
    assert scores == [1.0, 0.75, 0.5]
    assert bodies[0]["query"] == "which db" and bodies[0]["documents"] == ["postgres", "redis", "sqlite"]
    assert bodies[0]["model"] == "rerank-2.5-lite"
    assert rr.rerank("q", []) == [] and len(bodies) == 1


def test_voyage_reranker_error(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/v1/rerank").respond_with_data("nope", status=500)
    rr = VoyageReranker("rerank-2.5", api_key="pa-k", base_url=httpserver.url_for("/v1"))
    with pytest.raises(ProviderError, match="Voyage rerank failed") as err:
        rr.rerank("q", ["a"])
    assert "reranker = none" in (err.value.hint or "")
