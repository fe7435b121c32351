"""Fusing the keyword and vector channels into one score per candidate, and the session boost.

Two fusions. `score` (the default) adds the BM25 score, divided by the query's best BM25 score,
to the cosine similarity times a weight. `rrf` adds weight / (k + rank) per channel. Ranks
throw away how far apart candidates are: with a weak local embedder a vector rank of 3 can be
noise while a BM25 rank of 3 is nearly as good as rank 1, and measured on LoCoMo (dev half,
docs/locomo.md) score fusion recalls more than RRF at every cut-off.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

Ranked = Sequence[tuple[str, float]]


def rrf(channels: Sequence[tuple[Ranked, float]], k: int) -> dict[str, float]:
    """Weighted reciprocal-rank fusion of ranked (key, score) lists."""
    fused: dict[str, float] = {}
    for ranked, weight in channels:
        for rank, (key, _score) in enumerate(ranked, start=1):
            fused[key] = fused.get(key, 0.0) + weight / (k + rank)
    return fused


def score_fusion(bm: Ranked, vec: Ranked, bm25_weight: float, vector_weight: float,
                 bm_extra: Mapping[str, float] | None = None) -> dict[str, float]:
    """bm25_weight * bm25 / best bm25 + vector_weight * cosine, over the union of candidates.

    A candidate only one channel returned still has a score in the other: `bm_extra` holds the
    exact BM25 scores of vector-only candidates, and a keyword-only candidate is given the
    lowest cosine the vector channel returned, an upper bound on its own (it ranked below all
    of them), so it is not punished for falling just outside the vector channel's list.
    """
    bm_scores = {k: s for k, s in bm}
    bm_scores.update({k: s for k, s in (bm_extra or {}).items() if k not in bm_scores})
    best = max(bm_scores.values(), default=0.0)
    vec_scores = {k: max(0.0, s) for k, s in vec}
    floor = min(vec_scores.values(), default=0.0)
    fused: dict[str, float] = {}
    for key in list(dict.fromkeys([k for k, _ in bm] + [k for k, _ in vec])):
        keyword = bm_scores.get(key, 0.0) / best if best > 0 else 0.0
        fused[key] = bm25_weight * keyword + vector_weight * vec_scores.get(key, floor)
    return fused


def session_boost(fused: Mapping[str, float], session_of: Callable[[str], str | None],
                  boost: float) -> dict[str, float]:
    """Move every candidate turn of a session towards its session's best candidate, by `boost`.

    A question is usually about one conversation: the turn that answers it ("Yes, last
    Tuesday!") often shares no word with the question while its session's best turn does.
    Candidates without a session are left as they are.
    """
    if boost <= 0:
        return dict(fused)
    best: dict[str, float] = {}
    for key, score in fused.items():
        session = session_of(key)
        if session is not None:
            best[session] = max(best.get(session, 0.0), score)
    out = {}
    for key, score in fused.items():
        session = session_of(key)
        # Divided by 1 + boost so a session's best turn keeps its own score: the boost moves the
        # other turns towards it and never lifts episodes as a whole above the notes made from them.
        out[key] = (score + boost * best[session]) / (1 + boost) if session is not None else score
    return out
