"""`vaultmem bench locomo`: evidence recall on LoCoMo through the path a real session takes.

Per conversation: a fresh vault in a temporary home; every LoCoMo session is fed to the
TicketProcessor (redact -> session excerpt -> extraction when installed -> episodes indexed),
in consecutive chunks as Stop tickets of a growing session would bring it. Each question then
goes through `Memory.search` with the configuration a user gets (only the folders differ) and
the hits are mapped back to dia_ids through their provenance (`source.turns`). Two baselines
over raw turns, BM25 and dense-only with the configured embedder, run in the same process.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from ..capture.turns import chunk_end, load_transcript_from_turns
from ..config import Config, load_config
from ..index.embedders import Embedder, make_embedder
from ..index.keys import KIND_EPISODE
from ..ingest.processor import TicketProcessor
from ..memory import Memory
from ..recall.search import Hit
from .locomo_data import AGENT, Conversation, load_locomo, session_id
from .common import percentile
from .metrics import KS, format_table, recall_table

DEPTH = 50  # the protocol's deepest cut-off: recall@50 needs 50 distinct dia_ids
METHOD = "vaultmem"
BASELINE_BM25, BASELINE_DENSE = "bm25 (raw turns)", "dense (raw turns)"

ProgressFn = Callable[[str], None]


@dataclass
class QuestionResult:
    """One question's ranked dia_ids, from vaultmem and from each baseline."""

    conversation: str
    index: int
    category: int
    evidence: list[str]
    retrieved: list[str]
    baselines: dict[str, list[str]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"conversation": self.conversation, "index": self.index, "category": self.category,
                "evidence": self.evidence, "retrieved": self.retrieved}


@dataclass
class LocomoReport:
    """Everything the bench measured."""

    results: list[QuestionResult]
    latencies_ms: list[float]
    build_seconds: dict[str, float]
    turns: int = 0
    items: dict[str, int] = field(default_factory=dict)
    missing_turns: dict[str, list[str]] = field(default_factory=dict)
    embedder: str = ""
    non_default: dict[str, Any] = field(default_factory=dict)
    load_average: dict[str, list[float]] = field(default_factory=dict)  # timings on a shared machine are noisy

    def tables(self) -> dict[str, dict[str, dict[str, float]]]:
        out = {METHOD: recall_table((r.category, r.evidence, r.retrieved) for r in self.results)}
        for name in (BASELINE_BM25, BASELINE_DENSE):
            if self.results and name in self.results[0].baselines:
                out[name] = recall_table((r.category, r.evidence, r.baselines[name]) for r in self.results)
        return out

    def summary(self) -> dict[str, Any]:
        """The numbers as JSON (what `--json` prints)."""
        return {"questions": len(self.results), "conversations": len(self.build_seconds), "turns": self.turns,
                "indexed_items": self.items, "recall": self.tables(),
                "latency_ms": {"p50": round(percentile(self.latencies_ms, 50), 2),
                               "p95": round(percentile(self.latencies_ms, 95), 2)},
                "build_seconds": {"total": round(sum(self.build_seconds.values()), 2),
                                  **{k: round(v, 2) for k, v in self.build_seconds.items()}},
                "missing_turns": self.missing_turns, "embedder": self.embedder, "non_default_settings": self.non_default,
                "load_average": self.load_average}


# -- import ---------------------------------------------------------------------------------

def import_conversation(memory: Memory, conv: Conversation) -> None:
    """Feed every session through the TicketProcessor, chunk by chunk, as Stop tickets would."""
    processor = TicketProcessor(memory, memory.config.queue_dir)
    max_turns, max_chars = memory.config["extract.max_turns"], memory.config["extract.max_chars"]
    for session in conv.sessions:
        start = 0
        while start < len(session.turns):
            end = chunk_end(list(session.turns), start, max_turns, max_chars)
            transcript = load_transcript_from_turns(session_id(conv.id, session.number), AGENT,
                                                    list(session.turns[:end]))
            processor.process(transcript, force=True)
            start = end


def indexed_turns(memory: Memory) -> set[str]:
    """dia_ids that are the provenance of at least one episode in the index."""
    return {t for e in memory.index.catalog.values() if e["kind"] == KIND_EPISODE
            for t in (e.get("source") or {}).get("turns") or []}


# -- retrieval ------------------------------------------------------------------------------

def hit_turns(hits: Sequence[Hit]) -> list[str]:
    """Unique provenance turn ids of ranked hits, in rank order."""
    seen: dict[str, None] = {}
    for h in hits:
        for t in (h.entry.get("source") or {}).get("turns") or []:
            seen.setdefault(str(t), None)
    return list(seen)


def retrieve(memory: Memory, question: str, depth: int = DEPTH) -> tuple[list[str], float]:
    """Ranked unique dia_ids for a question (at least `depth` when the index has them) and ms taken."""
    limit = depth
    start = time.perf_counter()
    elapsed = 0.0
    while True:
        # record=False: a benchmark question is not a use of a note, and must not boost the next one.
        hits = memory.search(question, limit=limit, all_scopes=True, record=False)
        elapsed = elapsed or (time.perf_counter() - start) * 1000  # latency of one real query
        ids = hit_turns(hits)
        # A note can cite several turns and several hits one turn: ask again for more if short.
        if len(ids) >= depth or len(hits) < limit:
            return ids, elapsed
        limit *= 2


class RawTurnBaselines:
    """BM25 and dense-only retrieval over one document per raw turn, for comparison."""

    def __init__(self, conv: Conversation, embedder: Embedder | None) -> None:
        import numpy as np

        from ..index.bm25 import BM25Index

        self.ids = conv.dia_ids
        texts = [t.text for s in conv.sessions for t in s.turns]
        self.bm25 = BM25Index()
        for key, text in zip(self.ids, texts):
            self.bm25.set(key, text, {})
        self.embedder = embedder
        self.matrix = np.asarray(embedder.embed_documents(texts), dtype=np.float32) if embedder else None

    def search(self, question: str, depth: int = DEPTH) -> dict[str, list[str]]:
        import numpy as np

        out = {BASELINE_BM25: [k for k, _ in self.bm25.search(question, depth)]}
        if self.embedder is not None and self.matrix is not None:
            scores = self.matrix @ np.asarray(self.embedder.embed_query(question), dtype=np.float32)
            out[BASELINE_DENSE] = [self.ids[i] for i in np.argsort(-scores, kind="stable")[:depth]]
        return out


# -- the run --------------------------------------------------------------------------------

def bench_config(home: Path) -> Config:
    """The configuration a user gets (TOML-free defaults plus VAULTMEM_* env), in a private home."""
    return load_config(home=home, vault=home / "vault")


def shared_embedder(config: Config) -> Embedder:
    """One embedder for every conversation, built exactly as Memory builds it from config."""
    c = config
    return make_embedder(c["embedder.provider"], c["embedder.model"], c["embedder.base_url"],
                         c["embedder.api_key_env"], c["embedder.dimensions"], c["embedder.batch_size"])


def run_locomo(data: Path, out: Path | None = None, limit_conversations: int | None = None,
               questions: int | None = None, baselines: bool = True, depth: int = DEPTH,
               progress: ProgressFn | None = None) -> LocomoReport:
    """Run the benchmark; writes one JSON line per question to `out` when given."""
    convs = load_locomo(data)[: limit_conversations or None]
    say = progress or (lambda _msg: None)
    report = LocomoReport(results=[], latencies_ms=[], build_seconds={},
                          load_average={"start": [round(x, 2) for x in os.getloadavg()]})
    embedder: Embedder | None = None
    sink = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115 - closed below
    try:
        for conv in convs:
            with tempfile.TemporaryDirectory(prefix="vaultmem-locomo-") as tmp:
                config = bench_config(Path(tmp))
                if embedder is None:
                    embedder = shared_embedder(config)
                    report.embedder = embedder.identity
                    report.non_default = {n: v["value"] for n, v in config.as_dict()["settings"].items()
                                          if v["source"] != "default" and not n.startswith("paths.")}
                emb = embedder
                with Memory(config, embedder_factory=lambda emb=emb: emb) as memory:
                    start = time.perf_counter()
                    import_conversation(memory, conv)
                    report.build_seconds[conv.id] = time.perf_counter() - start
                    missing = sorted(set(conv.dia_ids) - indexed_turns(memory))
                    if missing:
                        report.missing_turns[conv.id] = missing
                    for kind, n in memory.index.stats()["items"].items():
                        report.items[kind] = report.items.get(kind, 0) + n
                    report.turns += len(conv.dia_ids)
                    base = RawTurnBaselines(conv, embedder) if baselines else None
                    for q in conv.questions[: questions or None]:
                        ids, ms = retrieve(memory, q.question, depth)
                        report.latencies_ms.append(ms)
                        r = QuestionResult(conv.id, q.index, q.category, q.evidence, ids,
                                           base.search(q.question, depth) if base else {})
                        report.results.append(r)
                        if sink:
                            sink.write(json.dumps(r.as_json(), ensure_ascii=False) + "\n")
            done = [r for r in report.results if r.conversation == conv.id]
            table = recall_table((r.category, r.evidence, r.retrieved) for r in done)["overall"] if done else {}
            say(f"{conv.id}: {len(conv.dia_ids)} turns, {len(done)} questions, built in "
                f"{report.build_seconds[conv.id]:.1f}s" + (f", r@5 {table['r@5']:.3f} r@10 {table['r@10']:.3f}"
                                                         if table else ""))
    finally:
        if sink:
            sink.close()
    report.load_average["end"] = [round(x, 2) for x in os.getloadavg()]
    return report


def format_report(report: LocomoReport) -> str:
    """The printed result: recall tables, latency and build time."""
    s = report.summary()
    lines = [f"LoCoMo evidence recall: {s['questions']} questions, {s['conversations']} conversations, "
             f"{s['turns']} turns; embedder {report.embedder}",
             "indexed items: " + ", ".join(f"{k} {v}" for k, v in sorted(report.items.items())),
             "non-default settings: " + (json.dumps(report.non_default) if report.non_default else "none"), "",
             format_table(report.tables(), KS), "",
             f"query latency (Memory.search): p50 {s['latency_ms']['p50']:.1f} ms, p95 {s['latency_ms']['p95']:.1f} ms",
             f"index build (import + index, all conversations): {s['build_seconds']['total']:.1f} s",
             f"load average at start / end: {report.load_average.get('start')} / {report.load_average.get('end')}"]
    if report.missing_turns:
        n = sum(len(v) for v in report.missing_turns.values())
        lines.append(f"WARNING: {n} dia_ids never became an episode: {json.dumps(report.missing_turns)[:300]}")
    return "\n".join(lines)
