"""vaultmem: a local-first memory daemon for coding agents."""

__version__ = "0.1.0"
