"""The parts of vaultmem built from a Config: one plain function per part, nothing else.

The composition roots (the CLI, the daemon, the MCP server, the worker) call these; `Memory` uses the
first three as its defaults. The extraction pipeline a ticket processor runs is built one layer up,
in vaultmem/ingest/pipelines.py: it works on a Memory, which builds on this module. Each reads the settings of its part and hands plain values to the
part's own constructor, so the parts below never see a config string. Libraries behind a part
(sentence-transformers, qdrant, openai) are imported by the part itself, lazily, when built.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from .config import Config
from .index.embedders import Embedder, make_embedder
from .index.vectors import VectorStore, make_vector_store
from .recall.rerankers import Reranker, make_reranker

if TYPE_CHECKING:
    from .capture.queue import TicketQueue

def build_embedder(config: Config) -> Embedder:
    """The embedder named by `embedder.provider` (a local model is loaded here: seconds)."""
    c = config
    return make_embedder(c["embedder.provider"], c["embedder.model"], c["embedder.base_url"],
                         c["embedder.api_key_env"], c["embedder.dimensions"], c["embedder.batch_size"])


def build_vector_store(config: Config, dims: int) -> VectorStore:
    """The vector store named by `vector.backend`, for vectors of `dims` dimensions."""
    c = config
    return make_vector_store(c["vector.backend"], c.index_dir, dims, c["vector.url"],
                             os.environ.get(c["vector.api_key_env"]), c["vector.collection"])


def build_reranker(config: Config) -> Reranker | None:
    """The reranker named by `recall.reranker`, or None for `none`."""
    return make_reranker(config["recall.reranker"], config["recall.rerank_model"])


def build_queue(config: Config) -> "TicketQueue":
    """The Stop-ticket queue in the state folder, with its lease and retry settings."""
    from .capture.queue import TicketQueue

    return TicketQueue(config.queue_dir, lease_seconds=config["queue.lease_seconds"],
                       max_attempts=config["queue.max_attempts"])
