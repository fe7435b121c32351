"""A person's note keeps its formatting through vaultmem's own edits (only what changed changes)."""

from __future__ import annotations

from pathlib import Path

from vaultmem.vault.note import Note
from vaultmem.vault.roundtrip import rewrite_preserving
from vaultmem.vault.store import Vault

HAND_WRITTEN = """---
# my own notes, written in Obsidian
title: Postgres too many connections
tags: [postgres, debugging]   # flow list, please
created: 2025-03-01
importance: high
aliases:
  - pg connections
---
Raise `max_connections` or put pgbouncer in front.
"""


def test_an_unchanged_note_is_written_back_byte_for_byte(tmp_path: Path) -> None:
    note = Note.from_markdown(HAND_WRITTEN, "postgres-too-many-connections", "Postgres too many connections")
    assert rewrite_preserving(HAND_WRITTEN, note, "postgres-too-many-connections") == HAND_WRITTEN


def test_a_changed_key_is_the_only_change(tmp_path: Path) -> None:
    note = Note.from_markdown(HAND_WRITTEN, "postgres-too-many-connections", "Postgres too many connections")
    note.superseded_by = "postgres-pool-settings"
    out = rewrite_preserving(HAND_WRITTEN, note, "postgres-too-many-connections")
    assert "# my own notes, written in Obsidian" in out and "tags: [postgres, debugging]   # flow list, please" in out
    assert "importance: high" in out and "created: 2025-03-01" in out and "title: Postgres too many connections" in out
    assert "superseded_by: postgres-pool-settings" in out
    assert "\n# Postgres" not in out  # no H1 inserted: the title stays a property
    assert out.endswith("Raise `max_connections` or put pgbouncer in front.\n")
    again = Note.from_markdown(out, "postgres-too-many-connections")
    assert again.superseded_by == "postgres-pool-settings" and again.extra["aliases"] == ["pg connections"]


def test_a_body_change_keeps_the_frontmatter_text(tmp_path: Path) -> None:
    note = Note.from_markdown(HAND_WRITTEN, "postgres-too-many-connections", "Postgres too many connections")
    note.body += "\n\nAlso check idle transactions."
    out = rewrite_preserving(HAND_WRITTEN, note, "postgres-too-many-connections")
    assert out.startswith(HAND_WRITTEN.split("---\nRaise")[0])
    assert out.rstrip().endswith("Also check idle transactions.")


def test_vault_write_over_a_persons_file_keeps_layout_and_mode(tmp_path: Path) -> None:
    vault = Vault(tmp_path / "vault")
    vault.init()
    path = vault.root / "Postgres too many connections.md"
    path.write_text(HAND_WRITTEN, encoding="utf-8")
    path.chmod(0o644)
    note = vault.read_path(path)
    note.tags = [*note.tags, "pgbouncer"]
    vault.write(note)
    text = path.read_text(encoding="utf-8")
    assert "# my own notes, written in Obsidian" in text and "importance: high" in text
    assert "tags: [postgres, debugging, pgbouncer]" in text  # still a flow list
    assert "aliases:\n  - pg connections" in text  # an untouched key keeps its indentation
    assert path.stat().st_mode & 0o777 == 0o644
    assert vault.read_path(path).tags == ["postgres", "debugging", "pgbouncer"]
