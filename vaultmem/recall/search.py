"""Hybrid recall: BM25 + vectors -> score fusion (or weighted RRF) + session boost -> rerank
-> decay x boosts -> graph expansion."""

from __future__ import annotations

import datetime as dt
import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .. import utctime
from ..index.graph import neighbours
from ..index.catalog import CatalogEntry
from ..index.indexer import Index
from ..index.keys import KIND_EPISODE, KIND_HISTORY, KIND_NOTE
from .fusion import rrf, score_fusion, session_boost
from .rerankers import Reranker


@dataclass
class RecallSettings:
    """Tuning knobs; the CLI/daemon fill them from config (recall.* settings)."""

    limit: int = 6
    candidates: int = 50
    rrf_k: int = 60
    bm25_weight: float = 1.0
    vector_weight: float = 2.0
    half_life_days: float = 180.0
    decay_floor: float = 0.6
    confirmed_boost: float = 1.15
    min_score: float = 0.0
    graph_depth: int = 1
    max_secondary: int = 3
    max_backlinks: int = 2
    min_similarity: float = 0.2
    episodes: bool = True
    episode_weight: float = 0.8
    fusion: str = "score"
    session_boost: float = 0.5

    @classmethod
    def from_config(cls, cfg: Any) -> "RecallSettings":
        return cls(**{f: cfg[f"recall.{f}"] for f in cls.__dataclass_fields__})


@dataclass
class SearchOptions:
    """Per-query choices."""

    limit: int | None = None
    scopes: Sequence[str] | None = None  # None = every scope
    include_superseded: bool = False
    as_of: str | None = None  # ISO date or datetime
    expand_graph: bool = True
    now: dt.datetime | None = None


@dataclass
class Hit:
    """One recalled note with the reasons it was recalled."""

    key: str
    id: str
    title: str
    description: str
    type: str
    scope: str
    score: float
    path: str
    kind: str = KIND_NOTE
    bm25_rank: int | None = None
    vector_rank: int | None = None
    rerank_score: float | None = None
    fused: float = 0.0
    decay: float = 1.0
    boost: float = 1.0
    via: str = "primary"
    reason: str = ""
    entry: dict[str, Any] = field(default_factory=dict, repr=False)

    def as_json(self, explain: bool = False) -> dict[str, Any]:
        src = self.entry.get("source") or {}
        out: dict[str, Any] = {
            "id": self.id, "title": self.title, "description": self.description, "type": self.type,
            "scope": self.scope, "score": round(self.score, 6), "path": self.path,
            "channels": {"bm25_rank": self.bm25_rank, "vector_rank": self.vector_rank,
                         "rerank_score": self.rerank_score},
            "provenance": {"agent": src.get("agent"), "session": src.get("session"),
                           "turns": src.get("turns") or [], "quote": src.get("quote")},
        }
        if self.via != "primary":
            out["via"] = self.via
        if self.kind != KIND_NOTE:
            out["kind"] = self.kind
            out["valid_from"], out["valid_to"] = self.entry.get("valid_from"), self.entry.get("valid_to")
        if explain:
            out["explain"] = {"fused": round(self.fused, 6), "decay": round(self.decay, 4),
                              "boost": round(self.boost, 4), "via": self.via, "reason": self.reason}
        return out


def valid_at(entry: dict[str, Any], when: dt.datetime) -> bool:
    """Was this version the true one at `when`? (valid_from <= when < valid_to)"""
    start = utctime.parse(entry.get("valid_from") or entry.get("created") or entry.get("recorded_at"))
    end = utctime.parse(entry.get("valid_to"))
    if start and start > when:
        return False
    return not (end and end <= when)


class Recaller:
    """Runs the recall pipeline over an Index."""

    def __init__(self, index: Index, settings: RecallSettings, reranker: Reranker | None = None,
                 usage_boost: Callable[[str], float] | None = None) -> None:
        self.index = index
        self.settings = settings
        self.reranker = reranker
        self.usage_boost = usage_boost
        self.last_timings: dict[str, float] = {}

    def _filters(self, opts: SearchOptions) -> dict[str, list[str]]:
        kinds = [KIND_NOTE, KIND_HISTORY] if (opts.include_superseded or opts.as_of) else [KIND_NOTE]
        if self.settings.episodes:
            kinds.append(KIND_EPISODE)
        filters: dict[str, list[str]] = {"kind": kinds}
        if opts.scopes is not None:
            filters["scope"] = list(opts.scopes)
        return filters

    def candidates(self, query: str, opts: SearchOptions) -> tuple[list[tuple[str, float]], list[tuple[str, float]]]:
        """Ranked (key, score) lists from the BM25 and vector channels."""
        s = self.settings
        filters = self._filters(opts)
        # A caller asking for more hits than the candidate pool must not be capped by it.
        n = max(s.candidates, opts.limit or s.limit)
        t0 = time.perf_counter()
        bm = self.index.bm25.search(query, n, filters)
        t1 = time.perf_counter()
        vec: list[tuple[str, float]] = []
        if s.vector_weight > 0 and self.index.size():
            self.index.check_identity()
            qv = self.index.embedder.embed_query(query)
            t2 = time.perf_counter()
            # Nearest neighbours always exist; below this cosine they are noise, not matches.
            vec = [(k, sc) for k, sc in self.index.vectors().query(qv, n, filters)
                   if sc >= s.min_similarity]
            self.last_timings.update(embed_ms=(t2 - t1) * 1000, vector_ms=(time.perf_counter() - t2) * 1000)
        self.last_timings["bm25_ms"] = (t1 - t0) * 1000
        return bm, vec

    def search(self, query: str, opts: SearchOptions | None = None) -> list[Hit]:
        """Primary hits (fused, reranked, decayed) followed by linked notes.

        Reads under the index's lock, so catalog, BM25 and vectors agree for the whole search even
        while a ticket writes beside it (a writer holds that lock only for its dictionary updates).
        """
        with self.index.lock:
            return self._search(query, opts)

    def _search(self, query: str, opts: SearchOptions | None = None) -> list[Hit]:
        opts = opts or SearchOptions()
        s = self.settings
        start = time.perf_counter()
        limit = opts.limit or s.limit
        bm, vec = self.candidates(query, opts)
        hits = [h for h in self._fuse(bm, vec, query) if not h.entry.get("empty")]  # no text to recall
        when = utctime.parse(opts.as_of) if opts.as_of else None
        if opts.as_of and when is None:
            from ..errors import VaultmemError

            raise VaultmemError(f"--as-of {opts.as_of!r} is not a date", "use YYYY-MM-DD or an ISO datetime")
        if when is not None:
            when = when + dt.timedelta(days=1) - dt.timedelta(microseconds=1) if len(opts.as_of or "") == 10 else when
            hits = [h for h in hits if valid_at(h.entry, when)]
        elif not opts.include_superseded:
            hits = [h for h in hits if not h.entry.get("superseded_by")]
        hits = self._dedupe_versions(hits) if when is not None else hits
        if self.reranker is not None and hits:
            pool = hits[: max(limit * 4, 20)]
            scores = self.reranker.rerank(query, [self._doc_text(h) for h in pool])
            for h, sc in zip(pool, scores):
                h.rerank_score = round(sc, 6)
            hits = sorted(pool, key=lambda h: -(h.rerank_score or 0.0)) + hits[len(pool):]
        now = opts.now or utctime.now()
        self._score(hits, now)
        hits.sort(key=lambda h: -h.score)
        if hits and s.min_score > 0:
            best = hits[0].score
            hits = [h for h in hits if h.score >= s.min_score * best]
        primary = hits[:limit]
        for h in primary:
            h.reason = self._reason(h)
        if opts.expand_graph and s.graph_depth > 0 and s.max_secondary > 0 and when is None:
            # Linked notes compete for the same `limit` rows: they take a place only where they
            # score above the weakest primary hit (a caller asking for 4 gets 4).
            linked = self._expand(primary, opts)
            primary = sorted(primary + linked, key=lambda h: -h.score)[:limit]
        self.last_timings["total_ms"] = (time.perf_counter() - start) * 1000
        return primary

    def _fuse(self, bm: list[tuple[str, float]], vec: list[tuple[str, float]], query: str = "") -> list[Hit]:
        s = self.settings
        bm = [(k, sc) for k, sc in bm if k in self.index]
        vec = [(k, sc) for k, sc in vec if k in self.index]
        if s.fusion == "rrf":
            scores = rrf([(bm, s.bm25_weight), (vec, s.vector_weight)], s.rrf_k)
        else:
            in_bm = {k for k, _ in bm}
            extra = self.index.bm25.scores_for(query, [k for k, _ in vec if k not in in_bm]) if query else {}
            scores = score_fusion(bm, vec, s.bm25_weight, s.vector_weight, extra)
        scores = session_boost(scores, self._session_of, s.session_boost)
        hits: dict[str, Hit] = {}
        for key, fused in scores.items():
            hits[key] = self._hit(key, self.index.entry(key) or {})
            hits[key].fused = fused
        for channel, ranked in (("bm25", bm), ("vector", vec)):
            for rank, (key, _score) in enumerate(ranked, start=1):
                setattr(hits[key], f"{channel}_rank", rank)
        return sorted(hits.values(), key=lambda h: -h.fused)

    def _session_of(self, key: str) -> str | None:
        """The session an episode (a turn) belongs to; notes stand alone."""
        entry = self.index.entry(key) or {}
        if entry.get("kind") != KIND_EPISODE:
            return None
        return (entry.get("source") or {}).get("session") or entry.get("path")

    def hit_for(self, key: str, entry: CatalogEntry) -> Hit:
        """A Hit for a catalog entry (score 0): for callers that list notes without a query."""
        return self._hit(key, entry)

    def _hit(self, key: str, entry: CatalogEntry) -> Hit:
        return Hit(key=key, id=entry["note_id"], title=entry["title"], description=entry["description"],
                   type=entry["type"], scope=entry["scope"], score=0.0, path=entry["path"],
                   kind=entry["kind"], entry=entry)

    @staticmethod
    def _doc_text(h: Hit) -> str:
        return f"{h.title}\n{h.description}"

    def _dedupe_versions(self, hits: list[Hit]) -> list[Hit]:
        seen: set[str] = set()
        out = []
        for h in hits:
            if h.id not in seen:
                seen.add(h.id)
                out.append(h)
        return out

    def _score(self, hits: list[Hit], now: dt.datetime) -> None:
        s = self.settings
        best_fused = max((h.fused for h in hits), default=1.0) or 1.0
        for h in hits:
            base = (1 / (1 + math.exp(-h.rerank_score))) if h.rerank_score is not None else h.fused / best_fused
            h.decay = self._decay(h.entry, now)
            boost = s.confirmed_boost if h.entry.get("confidence") == "confirmed" else 1.0
            importance = h.entry.get("importance")  # 0.0 is a real value, not "unset"
            boost *= 0.85 + 0.3 * float(0.5 if importance is None else importance)  # 0..1 -> x0.85..1.15
            if h.kind == KIND_EPISODE:
                boost *= s.episode_weight
            if self.usage_boost is not None:
                boost *= self.usage_boost(h.id)
            h.boost = boost
            h.score = base * h.decay * boost

    def _decay(self, entry: dict[str, Any], now: dt.datetime) -> float:
        s = self.settings
        if s.half_life_days <= 0:
            return 1.0
        when = utctime.parse(entry.get("valid_from") or entry.get("recorded_at") or entry.get("created"))
        if when is None:
            return 1.0
        age_days = max(0.0, (now - when).total_seconds() / 86400)
        return max(s.decay_floor, 0.5 ** (age_days / s.half_life_days))

    @staticmethod
    def _reason(h: Hit) -> str:
        parts = []
        if h.bm25_rank:
            parts.append(f"keyword rank {h.bm25_rank}")
        if h.vector_rank:
            parts.append(f"semantic rank {h.vector_rank}")
        if h.rerank_score is not None:
            parts.append(f"reranked {h.rerank_score:.3f}")
        return "matched by " + " and ".join(parts) if parts else "matched"

    def _expand(self, primary: list[Hit], opts: SearchOptions) -> list[Hit]:
        """BFS over wikilinks and backlinks from the primary hits, up to max_secondary notes."""
        s = self.settings
        graph = self.index.graph
        taken = {h.id for h in primary}
        out: list[Hit] = []
        frontier = [(h.id, h.score) for h in primary]
        for _depth in range(s.graph_depth):
            nxt = []
            for node, parent_score in frontier:
                outbound = set(graph.successors(node)) if node in graph else set()
                for nb in neighbours(graph, node, s.max_backlinks):
                    if nb in taken or len(out) >= s.max_secondary:
                        continue
                    entry = self.index.entry(nb)
                    if entry is None or entry.get("superseded_by") or entry.get("empty"):
                        continue
                    if opts.scopes is not None and entry["scope"] not in opts.scopes:
                        continue
                    hit = self._hit(nb, entry)
                    hit.via = ("link from " if nb in outbound else "backlink to ") + node
                    hit.reason = f"linked: {hit.via}"
                    hit.score = parent_score * 0.5
                    taken.add(nb)
                    out.append(hit)
                    nxt.append((nb, hit.score))
            frontier = nxt
        return out
