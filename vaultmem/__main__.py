"""`python -m vaultmem` is the CLI."""

from .cli import main

main()
