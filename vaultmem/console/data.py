"""What each console page shows, read from the daemon's warm state (under its lock where it
touches the index; the injection log and audit trail are read from their own files)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..index.keys import KIND_NOTE
from ..lifecycle.audit import AuditLog

if TYPE_CHECKING:
    from .service import ConsoleService

INJECTIONS_DB = "injections.db"


def health(service: "ConsoleService") -> dict[str, Any]:
    from ..extract.settings import budget_status
    from ..extract.staged import StagingArea

    out = service.status(check_sync=False)
    out["budgets"] = budget_status(service.cfg)
    out["review"] = {"mode": service.cfg["extract.review"],
                     "staged": len(StagingArea(service.cfg.state_dir).items())}
    return out


def recent_notes(service: "ConsoleService", limit: int = 50) -> list[dict[str, Any]]:
    """Current notes, most recently recorded first (topic hubs too: they are notes a person sees)."""
    with service.lock:
        entries: list[dict[str, Any]] = [dict(e) for _, e in service.memory.index.entries(KIND_NOTE)]
    entries.sort(key=lambda e: str(e.get("recorded_at") or e.get("created") or ""), reverse=True)
    return entries[:limit]


def note_detail(service: "ConsoleService", note_id: str) -> dict[str, Any]:
    """A note with its provenance, its `_sources/` excerpt, its history and its audit lines."""
    mem = service.memory
    with service.lock:
        note = mem.get(note_id)
        history = mem.vault.history(note_id)  # retired versions, oldest first
        source = mem.vault.read_source(note_id)
        graph = mem.index.graph
        backlinks = sorted(graph.predecessors(note_id)) if note_id in graph else []
    return {"note": note, "history": history,
            "source": source, "backlinks": backlinks,
            "audit": AuditLog(service.cfg.state_dir).tail(20, note_id)}


def recent_injections(service: "ConsoleService", limit: int = 100) -> list[dict[str, Any]]:
    """Which notes went into which session's prompts, newest first (read-only; the log is the hook's)."""
    path = Path(service.cfg.state_dir) / INJECTIONS_DB
    if not path.exists():
        return []
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        rows = db.execute("SELECT session, note, at FROM injected ORDER BY at DESC LIMIT ?", (limit,)).fetchall()
    except sqlite3.Error:
        return []
    finally:
        db.close()
    with service.lock:
        titles = {k: str(e.get("title") or "") for k, e in service.memory.index.entries()}
    return [{"session": s, "note": n, "at": at, "title": titles.get(n, "")} for s, n, at in rows]


def search(service: "ConsoleService", query: str, limit: int = 20) -> list[dict[str, Any]]:
    """The same search `vaultmem search --explain --all-scopes` runs, counted as use like it."""
    def run() -> list[dict[str, Any]]:
        return [h.as_json(explain=True) for h in service.memory.search(query, limit=limit, all_scopes=True)]

    return service.locked(run)


def graph_layout(service: "ConsoleService", max_nodes: int = 200) -> dict[str, Any]:
    """The wikilink graph laid out in the unit square (networkx spring layout, fixed seed so the
    picture does not jump between visits); the best-linked nodes when there are too many."""
    import networkx as nx

    with service.lock:
        graph = service.memory.index.graph.copy()
        titles = {k: str(e.get("title") or k) for k, e in service.memory.index.entries(KIND_NOTE)}
    if graph.number_of_nodes() > max_nodes:
        keep = sorted(graph.nodes, key=lambda n: -graph.degree(n))[:max_nodes]
        graph = graph.subgraph(keep).copy()
    if not graph.number_of_nodes():
        return {"nodes": [], "edges": []}
    pos = nx.spring_layout(graph, seed=18) if graph.number_of_nodes() > 1 else {n: (0.0, 0.0) for n in graph}
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    span_x, span_y = (max(xs) - min(xs)) or 1.0, (max(ys) - min(ys)) or 1.0
    nodes = [{"id": n, "title": titles.get(n, n), "degree": graph.degree(n),
              "x": (pos[n][0] - min(xs)) / span_x, "y": (pos[n][1] - min(ys)) / span_y} for n in graph.nodes]
    return {"nodes": nodes, "edges": [(a, b) for a, b in graph.edges]}
