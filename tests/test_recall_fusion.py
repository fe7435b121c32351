"""Score fusion, the session boost, exact BM25 scores for candidates, and episode text."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem.recall.fusion import rrf, score_fusion, session_boost


def test_score_fusion_normalises_bm25_and_weights_cosine() -> None:
    fused = score_fusion([("a", 8.0), ("b", 4.0)], [("b", 0.5), ("c", 0.4)], 1.0, 2.0, {"c": 2.0})
    assert fused["b"] == pytest.approx(0.5 + 2.0 * 0.5)
    assert fused["c"] == pytest.approx(2.0 / 8.0 + 2.0 * 0.4)  # vector-only: its exact BM25 score
    assert fused["a"] == pytest.approx(1.0 + 2.0 * 0.4)  # keyword-only: the lowest cosine returned
    assert list(fused) == ["a", "b", "c"]


def test_score_fusion_single_channel() -> None:
    assert score_fusion([("a", 3.0), ("b", 1.0)], [], 1.0, 2.0) == pytest.approx({"a": 1.0, "b": 1 / 3})
    assert score_fusion([], [("v", 0.7)], 1.0, 2.0) == pytest.approx({"v": 1.4})
    assert score_fusion([], [("v", -0.2)], 1.0, 2.0) == {"v": 0.0}  # a negative cosine is no evidence


def test_rrf() -> None:
    fused = rrf([([("a", 9.0), ("b", 1.0)], 1.0), ([("b", 0.9)], 0.5)], k=10)
    assert fused == pytest.approx({"a": 1 / 11, "b": 1 / 12 + 0.5 / 11})


def test_session_boost_moves_turns_towards_their_sessions_best() -> None:
    sessions = {"s1-a": "s1", "s1-b": "s1", "s2-a": "s2", "note": None}
    fused = {"s1-a": 1.0, "s1-b": 0.2, "s2-a": 0.3, "note": 0.25}
    out = session_boost(fused, sessions.get, 0.5)
    assert out["s1-a"] == pytest.approx(1.0)  # the best turn keeps its score
    assert out["s1-b"] == pytest.approx((0.2 + 0.5) / 1.5)  # lifted towards it: now above s2-a
    assert out["s2-a"] == pytest.approx(0.3)
    assert out["note"] == 0.25  # notes stand alone
    assert out["s1-b"] > out["s2-a"]
    assert session_boost(fused, sessions.get, 0.0) == fused


def test_bm25_scores_for_matches_search() -> None:
    from vaultmem.index.bm25 import BM25Index

    idx = BM25Index()
    for i, text in enumerate(["zebra stripes", "zebra zebra lion", "lion", "giraffe"]):
        idx.set(f"k{i}", text, {"kind": "note"})
    ranked = dict(idx.search("zebra lion", 10))
    exact = idx.scores_for("zebra lion", ["k0", "k1", "k2", "k3", "missing"])
    assert set(exact) == {"k0", "k1", "k2", "k3"}
    assert all(exact[k] == pytest.approx(v) for k, v in ranked.items())
    assert exact["k3"] == 0.0
    assert idx.scores_for("the of", ["k0"]) == {"k0": 0.0}  # only stopwords


def test_episode_text_has_a_word_aligned_context_and_the_spoken_date(tmp_path: Path) -> None:
    from vaultmem.index.episodes import CONTEXT_CHARS, episodes_from_file

    long_turn = "We benchmarked the parser " + "and then measured it again " * 20 + "FINALWORD"
    path = tmp_path / "claude-code-s1.md"
    path.write_text("---\nsession: \"s1\"\nagent: \"claude-code\"\nscope: \"global\"\n---\n\n# Session s1\n\n"
                    "<!-- vaultmem-turn id=u1 role=user at=2026-03-04T10:01:00Z -->\n" + long_turn + "\n"
                    "<!-- vaultmem-turn id=a1 role=assistant at=2026-03-04T10:02:00Z -->\nYes, it is faster now.\n",
                    encoding="utf-8")
    (_, first), (key, second) = list(episodes_from_file(path))
    assert key == "episode:claude-code-s1:a1" and second.source.turns == ["a1"]
    context = second.body.split("\n\n")[0]
    assert context.endswith("FINALWORD") and len(context) <= CONTEXT_CHARS
    assert context.split()[0] in long_turn.split()  # starts at a whole word
    assert second.body.endswith("4 March 2026")
    assert "Yes, it is faster now." in second.body and second.title == "Yes, it is faster now."
    assert first.body.startswith("We benchmarked")  # no context before a session's first turn


def test_search_asks_channels_for_at_least_limit(vault, open_index) -> None:  # type: ignore[no-untyped-def]
    from vaultmem.recall.search import Recaller, RecallSettings, SearchOptions
    from vaultmem.vault.note import Note

    for i in range(70):
        vault.write(Note(id=f"zebra-{i}", title=f"Zebra {i}", body="zebra " * (i % 5 + 1),
                         valid_from="2026-01-01T00:00:00Z"))
    idx = open_index(store="memory")
    idx.sync(vault)
    r = Recaller(idx, RecallSettings(candidates=20, graph_depth=0, half_life_days=0.0))
    assert len(r.search("zebra", SearchOptions(limit=60))) == 60
    assert len(r.search("zebra", SearchOptions())) == 6
