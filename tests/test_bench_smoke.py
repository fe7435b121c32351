"""The bench commands run end to end at tiny sizes and emit complete JSON (fields, not timings)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from vaultmem.bench.common import generate_notes, percentile, summarize
from vaultmem.cli import app
from vaultmem.vault.note import Note

runner = CliRunner()


def test_generated_notes_parse_and_look_real() -> None:
    specs = list(generate_notes(40, seed=3))
    assert len({s.id for s in specs}) == 40
    assert [s.id for s in generate_notes(10, seed=3)] == [s.id for s in specs[:10]]  # prefix-stable
    notes = [Note.from_markdown(s.text, "x") for s in specs]
    assert all(n.id == s.id and not n.parse_error for n, s in zip(notes, specs))
    assert all(250 <= len(n.body.split("\n\n## Links")[0]) <= 900 for n in notes)
    assert any(n.links for n in notes) and any(n.scope.startswith("project:") for n in notes)
    assert all(n.tags and n.title and n.description for n in notes)


def test_percentiles() -> None:
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([5], 95) == 5
    s = summarize([10.0, 20.0, 30.0])
    assert (s["n"], s["p50_ms"], s["min_ms"], s["max_ms"]) == (3, 20.0, 10.0, 30.0)


def test_bench_scale_json(tmp_path: Path) -> None:
    out = tmp_path / "scale.json"
    res = runner.invoke(app, ["bench", "scale", "--sizes", "60", "--embedder", "hash", "--queries", "4",
                              "--out", str(out), "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(out.read_text())
    assert data["bench"] == "scale" and data["params"]["sizes"] == [60]
    (size,) = data["sizes"]
    assert size["notes"] == 60 and size["vault_mb"] > 0
    h = size["hash"]
    assert h["reindex"]["notes"] == 60 and h["reindex"]["notes_per_s"] > 0
    assert h["search"]["n"] == 4 and 0 < h["search"]["p50_ms"] <= h["search"]["p95_ms"]
    assert set(h["channels"]) >= {"bm25_ms", "embed_ms", "vector_ms", "other_ms"}
    assert h["index"]["total_mb"] > 0 and h["index"]["vectors_mb"] > 0 and h["hits_per_query"] > 0
    b = size["bm25_compare"]
    assert b["docs"] == 60 and b["rank_bm25"]["n"] == b["bm25s"]["n"] > 0 and b["speedup_p50"] > 0
    assert size["rss_peak_mb"] >= size["rss_after_hash_mb"] > 0
    assert "local" not in size


def test_bench_hooks_json(tmp_path: Path) -> None:
    out = tmp_path / "hooks.json"
    res = runner.invoke(app, ["bench", "hooks", "--notes", "40", "--runs", "2", "--cold-runs", "1", "--warmup", "0",
                              "--steady", "--embedder", "hash", "--python", sys.executable, "--out", str(out)])
    assert res.exit_code == 0, res.output
    data = json.loads(out.read_text())
    runs = data["runs"]
    for name in ("bare python", "bare python -S", "prompt hook (-S, as installed)", "stop hook (-S, as installed)"):
        assert runs[name]["n"] == 2 and runs[name]["p50_ms"] > 0
        assert runs[name]["ok"] + runs[name]["failed"] == 2
    assert runs["bare python"]["ok"] == 2 and runs["stop hook (-S, as installed)"]["ok"] == 2
    assert runs["prompt hook (-S, as installed)"]["ok"] >= 1  # a 2 s hook timeout on a loaded CI box is no bug
    assert runs["cold in-process recall"]["n"] == 1
    assert set(data["ratios"]) >= {"hook_vs_bare", "cold_vs_hook", "stop_vs_bare"}
    assert all(v is None or v > 0 for v in data["ratios"].values())
    d = data["daemon"]
    assert d["cold_start_s"] > 0 and (d["idle_rss_mb"] is None or d["idle_rss_mb"] > 10)
    assert "UserPromptSubmit" in data["in_hook_ms"]


def test_coldstart_bench_brings_the_daemon_up_from_a_hook() -> None:
    from vaultmem.bench.coldstart import run_coldstart

    r = run_coldstart(cli_runs=1)  # hash embedder (conftest): measures the path, not the model
    assert r["first_hook_told_the_person"] and r["prompt_got_context"]
    assert len(r["cli_search_through_daemon_s"]) == 1 and r["daemon_ready_s"] > 0


def test_context_bench_on_the_coding_corpus(tmp_path: Path) -> None:
    """`bench context` on a coding-corpus split: every question scored against the same-size baseline."""
    from vaultmem.bench.context import run_context_bench

    data = Path(__file__).resolve().parent.parent / "bench" / "corpus" / "coding" / "dev"
    report = run_context_bench(data, tmp_path / "ctx.jsonl")
    table = report.table()["coding"]
    assert table["questions"] == sum(1 for _ in (tmp_path / "ctx.jsonl").open()) > 20
    assert 0 < table["answer_recall"] <= 1 and 0 < table["chars_p95"] <= 9_500
    assert all(r.chars <= 9_500 for r in report.results)
