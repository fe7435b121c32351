"""What `status` says about the index: counts, torn state, embedder identity and whether it is in
sync with the vault. Functions of the parts (the Index, the Vault, the configured embedder's name).
"""

from __future__ import annotations

from typing import Any

from .config import Config
from .factories import build_embedder, build_vector_store
from .index.indexer import Index
from .vault.store import Vault


def describe(index: Index, vault: Vault, index_dir: Any, provider: str) -> dict[str, Any]:
    """Notes by type and scope, torn state and embedder identity; no sync fields yet."""
    out: dict[str, Any] = {"vault": str(vault.root), "index_dir": str(index_dir)}
    out.update(index.stats())
    out["torn"] = index.torn
    out["configured_embedder"] = provider
    out["identity_mismatch"] = index.identity_mismatch(provider)
    return out


def add_sync(index: Index, vault: Vault, status: dict[str, Any], hashes: dict[str, str] | None = None) -> None:
    """Fill status["sync"] / ["in_sync"] by comparing the vault with the catalog (or a snapshot of
    its content hashes, taken under the lock, so the files can be read without it)."""
    status["sync"] = index.pending_changes(vault, hashes) if vault.exists_on_disk() else {}
    status["in_sync"] = (not any(status["sync"].values()) and not status.get("torn")
                         and not status.get("identity_mismatch"))


def status_without_lock(config: Config, provider: str) -> dict[str, Any]:
    """The status from the saved index files, taking no writer lock.

    Reading is safe without it: catalog.json and bm25.json are replaced atomically, and the
    vector store is not opened. So `vaultmem status` never keeps a daemon from starting or a
    command from writing (it took the lock for seconds on a 10,000-note vault). `provider` is the
    configured `embedder.provider`, which the index's is checked against.
    """
    index = Index(config.index_dir, lambda: build_embedder(config), lambda dims: build_vector_store(config, dims))
    vault = Vault(config.vault)
    out = describe(index, vault, config.index_dir, provider)
    add_sync(index, vault, out)
    return out
