"""`vaultmem bench extract`: the matching rule of docs/extraction.md and a run over the dev corpus."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from vaultmem.bench.extract import Session, captures, judge_session, normalise

DEV = Path(__file__).resolve().parents[1] / "bench" / "corpus" / "coding" / "dev"


def test_key_terms_match_whole_words_with_plural_s_ignored() -> None:
    text = normalise("Staging deploys happen only on Tuesdays; Redis 7.2 runs at `orders:events`.")
    assert captures(["staging", "Tuesday"], text)
    assert captures([["Postgres", "Redis"], "7.2", "orders:events"], text)
    assert not captures(["17.2"], text) and not captures(["deploy", "Friday"], text)
    assert not captures(["commit"], normalise("run pnpm lint before committing"))
    assert not captures([], text)


def test_precision_leaves_optional_only_notes_out_and_counts_nothing_durable_notes_as_false() -> None:
    s = Session("s", DEV / "x.jsonl", "claude-code", "/p",
                facts=[{"id": "f", "key_terms": ["Redis Streams"], "remember": True}],
                optional=[{"id": "o", "key_terms": ["100,000"]}], questions=[{"q": "?", "answer": "Redis Streams"}])
    notes = [("a", "Use Redis Streams", "", "use-redis-streams", "decision"),
             ("b", "Trim at 100,000", "", "trim", "fact"), ("c", "Renamed a variable", "", "renamed", "fact")]
    r = judge_session(s, notes, "we use Redis Streams, trimmed at 100,000", 0.0, {})
    assert [n.verdict for n in r.notes] == ["hit", "optional", "false"]
    assert r.facts == {"f": True} and r.remember == {"f": True}
    assert r.questions[0]["in_notes"] == 1.0 and r.unfound_terms == []


def test_bench_extract_runs_over_the_dev_corpus(tmp_path: Path) -> None:
    out = tmp_path / "extract.json"
    res = subprocess.run([sys.executable, "-m", "vaultmem", "bench", "extract", "--data", str(DEV), "--embedder", "hash",
                          "--limit", "4", "--out", str(out)], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "VAULTMEM_HOME": str(tmp_path / "home")})
    assert res.returncode == 0, res.stderr
    result = json.loads(out.read_text())
    s = result["summary"]
    assert s["sessions"] == 4 and s["labelling_problems"] == []
    assert 0.0 <= s["fact_recall"] <= 1.0 and s["notes"] == sum(len(x["notes"]) for x in result["sessions"])
    assert result["command"].startswith("vaultmem bench extract")
    labels = json.loads((DEV / "labels.json").read_text())
    assert len(labels["sessions"]) >= 20 and {x["agent"] for x in labels["sessions"]} == {"claude-code", "codex"}


def test_bench_extract_replays_a_session_one_stop_at_a_time(tmp_path: Path) -> None:
    from vaultmem.bench.extract import run_extract_bench

    whole = run_extract_bench(DEV, "hash", limit=3)
    live = run_extract_bench(DEV, "hash", limit=3, stops=True)
    assert (whole["mode"], live["mode"]) == ("ingest", "stops")
    # a Stop ticket reads only the turns since the last one (plus those before as context): with one
    # ingest it agrees on what the sessions hold, not necessarily note for note
    assert live["summary"]["sessions"] == 3 and live["summary"]["notes"] >= 1
    assert live["summary"]["fact_recall"] >= whole["summary"]["fact_recall"] - 0.34
