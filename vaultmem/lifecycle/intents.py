"""Durable intent records: a destructive command that was asked for always completes.

A purge deletes and rewrites many files and the index; a kill between two of those steps used to
leave the purged text behind with no way to finish (the note file, the only guide to what to
scrub, was gone). So the purge first writes what it will do to `<state>/intents/purge-<id>.json`
(0600, fsynced, atomically replaced), carries it out in idempotent steps, and removes the record
only after the index save and the audit line. A re-run of the same purge, or the next process
that opens the index for writing (daemon start-up, worker, any CLI command), finds the record and
completes it.

A record holds ids, vault-relative paths and turn ids. Until the scrub step is done it also holds
the text to replace ("fragments": the purged turns and quotes), because other `_sources/` files
that repeat that text can only be found by the text itself, and the session excerpt it came from
is rewritten first; the record is rewritten without it as soon as the scrub is durable.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

from .. import atomic

log = logging.getLogger("vaultmem.lifecycle")

INTENTS_DIR = "intents"


def intents_dir(state_dir: Path) -> Path:
    return Path(state_dir) / INTENTS_DIR


def intent_path(state_dir: Path, kind: str, note_id: str) -> Path:
    return intents_dir(state_dir) / f"{kind}-{note_id}.json"


def write_intent(path: Path, record: dict[str, Any]) -> None:
    """Write (or replace) a record durably, readable only by its owner."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    # atomic.write_text keeps the mode of the file it replaces and creates new ones 0600.
    atomic.write_text(path, json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")


def read_intent(path: Path) -> dict[str, Any] | None:
    """The record at path, or None when there is none (or it cannot be parsed: logged)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("intent record %s is unreadable (%s); move it aside to stop this warning", path, exc)
        return None
    return data if isinstance(data, dict) else None


def pending_intents(state_dir: Path, kind: str) -> list[Path]:
    """Records of one kind left by a command that did not finish, oldest name first."""
    folder = intents_dir(state_dir)
    return sorted(folder.glob(f"{kind}-*.json")) if folder.is_dir() else []


def remove_intent(path: Path) -> None:
    """Delete a record once its work is done, durably (the folder entry too)."""
    try:
        path.unlink()
    except FileNotFoundError:
        return
    atomic.fsync_dir(path.parent)


def crash_point(step: str) -> None:
    """Tests only: die here, as a kill would, when VAULTMEM_TEST_CRASH_AT names this step.

    Read at the moment of the step (never at import) so a test can run the real CLI in a
    subprocess and stop it between two exact steps; unset, this is one dict lookup."""
    if os.environ.get("VAULTMEM_TEST_CRASH_AT") == step:
        os._exit(137)
