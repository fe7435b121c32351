"""The reflector: archive what expired, suggest (or apply) merges, flag what is stale, orphaned
or contradictory, let unused notes drift down, and write a dated report note for Obsidian.

Dry run by default: without `apply` it changes no note and only writes the report. It needs the
index, so it runs inside whoever holds the writer lock (the daemon's POST /v1/reflect, or a CLI
Memory when no daemon runs).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import VaultmemError
from .utctime import iso
from .utctime import now as utc_now
from . import atomic
from .vault.layout import REPORTS_DIR
from .vault.safety import ensure_inside

if TYPE_CHECKING:
    from .config import Config
    from .memory import Memory

log = logging.getLogger("vaultmem.reflect")

LAST_FILE = "reflect-last.json"


@dataclass(frozen=True)
class ReflectSettings:
    """The `reflect.*` thresholds, and whether merges apply by default (an LLM extractor is set)."""

    cluster_threshold: float = 0.9
    contradiction_threshold: float = 0.75
    stale_days: float = 180
    drift_days: float = 90
    drift_step: float = 0.05
    context_ttl_days: int = 30
    type_ttl_days: tuple[str, ...] = ()
    batch_size: int = 64  # embedder.batch_size, for notes whose stored vector is out of date
    merge_by_default: bool = False

    @classmethod
    def from_config(cls, cfg: "Config") -> "ReflectSettings":
        # The values keep the types the config gave them (days print as they were written).
        return cls(cfg["reflect.cluster_threshold"], cfg["reflect.contradiction_threshold"],
                   cfg["reflect.stale_days"], cfg["reflect.drift_days"],
                   cfg["reflect.drift_step"], int(cfg["reflect.context_ttl_days"]),
                   tuple(cfg["reflect.type_ttl_days"]), int(cfg["embedder.batch_size"]),
                   cfg["extract.backend"] != "heuristic")


def merge_allowed(settings: ReflectSettings, merge: bool | None) -> bool:
    """Merges are applied when asked explicitly, or by default when an LLM extractor is configured."""
    return merge if merge is not None else settings.merge_by_default


def reflect(memory: "Memory", apply: bool = False, merge: bool | None = None, now: dt.datetime | None = None,
            who: str = "reflect", settings: ReflectSettings | None = None) -> dict[str, Any]:
    """Find (and with apply, act on) expired, duplicate, stale, orphaned and contradicting notes.
    `settings` come from the caller's config (read from the memory's when not given)."""
    settings = settings or ReflectSettings.from_config(memory.config)
    now = now or utc_now()
    if not memory.vault.exists_on_disk():
        raise VaultmemError(f"no vault at {memory.vault.root}", "run `vaultmem init` or pass --vault")
    # The findings come from the files (the system of record), not the catalog, so no sync is needed
    # first: a full sync would parse every note's YAML a second time. Stored vectors are reused only
    # where the catalog's content hash matches the file (note_vectors re-embeds the rest).
    current = {i: nf.note for i, nf in memory.vault.scan().items()
               if nf.note.is_current and not nf.note.parse_error}
    found = _findings(memory, current, now, settings)
    merging = merge_allowed(settings, merge)
    actions: dict[str, list[Any]] = {"archived": [], "merged": [], "drifted": [], "promoted": [], "errors": []}
    if apply:
        _apply(memory, who, now, found["expired"], found["clusters"] if merging else [], found["drift"],
               found["live"], actions)
    counts = {"notes": len(current), **{k: len(found[k]) for k in
                                        ("expired", "clusters", "contradictions", "stale", "orphans", "drift")}}
    result: dict[str, Any] = {"date": now.date().isoformat(), "at": iso(now), "applied": apply, "merge": merging,
                              **{k: v for k, v in found.items() if k != "live"}, "actions": actions, "counts": counts}
    path = write_report(memory.vault.root, result)
    result["report"] = str(path.relative_to(memory.vault.root))
    _save_last(memory.config.state_dir, result)
    log.info("REFLECT applied=%s %s", apply, " ".join(f"{k}={v}" for k, v in result["counts"].items()))
    return result


def _findings(memory: "Memory", current: dict[str, Any], now: dt.datetime, settings: ReflectSettings
              ) -> dict[str, Any]:
    """What reflect reports, found from the current notes: expired, clusters, contradictions,
    stale, orphans and drift (plus `live`, the notes that have not expired, for _apply)."""
    # numpy and networkx load here, not when `status` only wants last_reflect().
    from .lifecycle.findings import expiry_reason, note_vectors, orphans, similar_pairs, stale, ttl_days

    s = settings
    usage_rows = memory.usage.all()
    ttl = ttl_days(s.context_ttl_days, s.type_ttl_days)
    expired = [{"id": i, "title": n.title, "why": why} for i, n in sorted(current.items())
               if (why := expiry_reason(n, ttl, now))]
    gone = {e["id"] for e in expired}
    live = {i: n for i, n in current.items() if i not in gone}
    notes = [live[i] for i in sorted(live)]
    cluster_at, contra_at = s.cluster_threshold, s.contradiction_threshold
    vectors = note_vectors(memory.index, notes, s.batch_size)
    pairs = similar_pairs(notes, vectors, min(cluster_at, contra_at))
    contra = _contradictions(live, notes, pairs, vectors, contra_at)
    groups = _clusters(live, pairs, cluster_at, contra, usage_rows)
    return {"expired": expired, "clusters": groups, "contradictions": contra,
            "stale": stale(notes, usage_rows, s.stale_days, now), "orphans": orphans(live),
            "drift": _drift(notes, usage_rows, s.drift_days, s.drift_step, now),
            "live": live}


def _contradictions(live: dict[str, Any], notes: list[Any], pairs: list[Any], vectors: Any,
                    threshold: float) -> list[dict[str, Any]]:
    """Pairs that say opposite things: close in meaning, or about the same subject with other values."""
    from .lifecycle.findings import contradictions, value_contradictions

    contra = contradictions(live, pairs, threshold)
    flagged = {frozenset((c["a"], c["b"])) for c in contra}
    contra += [c for c in value_contradictions(live, pairs) if frozenset((c["a"], c["b"])) not in flagged]
    row = {n.id: i for i, n in enumerate(notes)}
    for c in contra:
        if not c["similarity"]:  # found by subject words alone: still report how close the vectors are
            c["similarity"] = round(float(vectors[row[c["a"]]] @ vectors[row[c["b"]]]), 4)
        c["titles"] = [live[c["a"]].title, live[c["b"]].title]
    return contra


def _clusters(live: dict[str, Any], pairs: list[Any], threshold: float, contra: list[dict[str, Any]],
              usage_rows: dict[str, Any]) -> list[dict[str, Any]]:
    """Groups of near-duplicates (contradicting pairs kept apart), each with the note to keep."""
    from .lifecycle.findings import clusters
    from .lifecycle.merge import choose_keeper

    best = {frozenset((p.a, p.b)): p.similarity for p in pairs}
    groups = []
    for comp in clusters(pairs, threshold, exclude=[(c["a"], c["b"]) for c in contra]):
        sims = [s for k, s in best.items() if k <= set(comp) and s >= threshold]
        keep = choose_keeper([live[i] for i in comp], usage_rows).id
        groups.append({"keep": keep, "notes": comp, "titles": {i: live[i].title for i in comp},
                       "similarity": [min(sims), max(sims)] if sims else None})
    return groups


def _drift(notes: list[Any], usage_rows: dict[str, Any], days: float, step: float,
           now: dt.datetime) -> list[dict[str, Any]]:
    """Notes unused for a while whose importance drifts one step down."""
    from .lifecycle.tiers import drift_target

    drift = []
    for note in notes:
        target = drift_target(note, usage_rows.get(note.id), days, step, now)
        if target is not None:
            drift.append({"id": note.id, "title": note.title, "from": note.importance, "to": target})
    return drift


def _apply(memory: "Memory", who: str, now: dt.datetime, expired: list[dict[str, Any]], groups: list[dict[str, Any]],
           drift: list[dict[str, Any]], live: dict[str, Any], actions: dict[str, list[Any]]) -> None:
    """Archive expired notes, merge clusters, lower drifting importances; one failure never stops the rest."""
    from .lifecycle.forget import forget
    from .lifecycle.merge import merge_cluster
    from .lifecycle.tiers import apply_drift, promote_pending

    try:
        actions["promoted"] = promote_pending(memory)  # what recalls earned since the worker last ran
    except VaultmemError as exc:
        actions["errors"].append({"id": "promotion", "error": str(exc.args[0])})
    for e in expired:
        try:
            forget(memory, e["id"], f"expired: {e['why']}", who, action="archive")
            actions["archived"].append(e["id"])
        except VaultmemError as exc:
            actions["errors"].append({"id": e["id"], "error": str(exc.args[0])})
    touched: set[str] = set()
    for g in groups:
        try:
            done = merge_cluster(memory, g["notes"], who, keep=g["keep"], notes=live)
            actions["merged"].append(done)
            touched.update(g["notes"])
        except VaultmemError as exc:
            actions["errors"].append({"id": g["keep"], "error": str(exc.args[0])})
    for d in drift:
        if d["id"] in touched:
            continue  # a merged note was just rewritten; let it settle until the next run
        try:
            apply_drift(memory, memory.vault.get(d["id"]), d["to"], now)
            actions["drifted"].append(d["id"])
        except VaultmemError as exc:
            actions["errors"].append({"id": d["id"], "error": str(exc.args[0])})


# -- the report note ---------------------------------------------------------------------------


def _link(note_id: str, title: str | None = None) -> str:
    return f"[[{note_id}]]" + (f" — {title}" if title else "")


def render_report(r: dict[str, Any]) -> str:
    """The Markdown report: frontmatter, a summary and one wikilink per note it names."""
    applied = r["applied"]
    lines = ["---", "type: report", f"generated: {r['at']}", f"applied: {str(applied).lower()}", "---", "",
             f"# Reflection {r['date']}", ""]
    if applied:
        lines.append("Applied: expired notes were archived to `_archived/`"
                     + (", near-duplicates merged (old versions in `_history/`)" if r["merge"] else "")
                     + " and unused notes lowered in importance.")
    else:
        lines.append("Dry run: no note was changed. `vaultmem reflect --apply` archives the expired notes"
                     + (" and merges the clusters" if r["merge"] else " (add `--merge` to merge the clusters)")
                     + ".")
    lines += ["", "| | count |", "|---|---|"] + [f"| {k} | {v} |" for k, v in r["counts"].items()]

    def section(title: str, rows: list[str], empty: str = "none") -> None:
        lines.extend(["", f"## {title}", ""] + (rows or [f"*{empty}*"]))

    section(f"Expired ({len(r['expired'])})", [
        f"- {_link(e['id'], e['title'])}: {e['why']}" + (" — archived" if e["id"] in r["actions"]["archived"] else "")
        for e in r["expired"]])
    merged = {m["keep"]: m for m in r["actions"]["merged"]}
    rows = []
    for g in r["clusters"]:
        done = g["keep"] in merged
        # A merged-away note no longer exists: a link to it would be dead (clicking it in Obsidian
        # makes an empty note), so it is named, and the keeper, which holds its text, is linked.
        others = ", ".join(f"*{g['titles'].get(i) or i}* (`{i}`)" if done else _link(i)
                           for i in g["notes"] if i != g["keep"])
        sim = f" (similarity {g['similarity'][0]:.2f}–{g['similarity'][1]:.2f})" if g["similarity"] else ""
        verb = "merged into" if done else "suggest merging into"
        rows.append(f"- {others} {verb} {_link(g['keep'], g['titles'][g['keep']])}{sim}")
    section(f"Near-duplicates ({len(r['clusters'])})", rows)
    section(f"Contradictions ({len(r['contradictions'])})", [
        f"- {_link(c['a'], c['titles'][0])} vs {_link(c['b'], c['titles'][1])}: {c['why']} "
        f"(similarity {c['similarity']:.2f})" for c in r["contradictions"]])
    section(f"Stale ({len(r['stale'])})", [
        f"- {_link(s['id'], s['title'])}: not recalled for {s['days_unused']} days" for s in r["stale"]])
    section(f"Orphans ({len(r['orphans'])})", [f"- {_link(o['id'], o['title'])}: no links in or out"
                                               for o in r["orphans"]])
    section(f"Importance drift ({len(r['drift'])})", [
        f"- {_link(d['id'], d['title'])}: {d['from']:.2f} → {d['to']:.2f}"
        + (" (applied)" if d["id"] in r["actions"]["drifted"] else "") for d in r["drift"]])
    if r["actions"]["errors"]:
        section("Errors", [f"- `{e['id']}`: {e['error']}" for e in r["actions"]["errors"]])
    return "\n".join(lines) + "\n"


def _applied(path: Path) -> bool:
    try:
        head = path.read_text(encoding="utf-8", errors="replace")[:300]
    except OSError:
        return False
    return "\napplied: true\n" in head


def report_path(vault_root: Path, date: str) -> Path:
    """Where today's report goes: `reflect-DATE.md`, then `-2`, `-3`... An applied run's report is
    the record of what changed, so it is never overwritten; a dry run is a preview, so the next run
    of the day (dry or applied) replaces the last one if that was a dry run too."""
    folder = vault_root / REPORTS_DIR
    path, n = folder / f"reflect-{date}.md", 1
    while path.exists():
        nxt = folder / f"reflect-{date}-{n + 1}.md"
        if not nxt.exists():
            return nxt if _applied(path) else path
        path, n = nxt, n + 1
    return path


def write_report(vault_root: Path, result: dict[str, Any]) -> Path:
    """Write the dated report note atomically (see report_path for which file)."""
    path = ensure_inside(vault_root, report_path(vault_root, result["date"]), "write report")
    atomic.write_text(path, render_report(result))
    return path


def _save_last(state_dir: Path, result: dict[str, Any]) -> None:
    data = {"at": result["at"], "applied": result["applied"], "counts": result["counts"],
            "report": result.get("report")}
    try:
        state_dir.mkdir(parents=True, exist_ok=True)
        atomic.write_text(state_dir / LAST_FILE, json.dumps(data))
    except OSError as exc:
        log.warning("could not record the last reflect run: %s", exc)


def last_reflect(state_dir: Path) -> dict[str, Any] | None:
    """Summary of the last reflect run, for `vaultmem status`."""
    try:
        return json.loads((state_dir / LAST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
