"""`vaultmem bench context`: how much of each answer the injected context actually carries.

The quantity a user lives with is not whether recall found the right session but whether the text put
in front of the agent holds the answer. Per LoCoMo conversation: a fresh vault, every session fed
through the TicketProcessor as Stop tickets bring it (as `bench locomo` does), then every question
(category 5, whose right answer is that nothing was said, left out) goes through `Memory.context`, the
call the daemon's UserPromptSubmit handler makes, with the configuration a user gets.

Measured per question: the share of the answer's content words (stop words removed) that appear in
the context, its length, how many items it holds, and its latency. The baseline, in the same run: the
conversation's raw turns ranked by BM25 for the question and packed, whole, in rank order, each with
its date shown the way our context shows dates, to the same number of characters as our own context
for that question (and, for reference, to a fixed 4,000 characters).

With `--through-hooks` each question instead goes the way a prompt does: a real `vaultmem serve`
on the conversation's home, and `hooks/user_prompt_submit.py` run as a process with the prompt on
stdin; the context is what the hook printed, the latency the hook's wall time.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..errors import VaultmemError
from ..memory import Memory
from ..recall.passages import STOP_WORDS, age
from .common import percentile
from .locomo import bench_config, import_conversation, shared_embedder
from .locomo_data import Conversation, load_locomo

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
CODING = 0  # questions of the labelled coding corpus (bench/corpus/coding/<split>/labels.json)
GROUPS = {**CATEGORIES, CODING: "coding"}
FIXED_BASELINE_CHARS = 4_000
_WORD = re.compile(r"[a-z0-9]+")


def content_words(text: str) -> set[str]:
    """Lower-case words of a text without stop words: what 'the answer is in the context' counts."""
    return {w for w in _WORD.findall(text.lower()) if w not in STOP_WORDS}


def answer_recall(answer: str, context: str) -> float | None:
    """Share of the answer's content words present in the context (None: the answer has none)."""
    wanted = content_words(answer)
    if not wanted:
        return None
    return len(wanted & content_words(context)) / len(wanted)


@dataclass
class ContextResult:
    conversation: str
    category: int
    question: str
    answer: str
    recall: float
    chars: int
    items: int
    latency_ms: float
    baseline_same: float
    baseline_fixed: float

    def as_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


@dataclass
class ContextReport:
    results: list[ContextResult] = field(default_factory=list)

    def table(self) -> dict[str, dict[str, float]]:
        groups: dict[str, list[ContextResult]] = {"overall": self.results}
        for cat, name in GROUPS.items():
            groups[name] = [r for r in self.results if r.category == cat]
        out = {}
        for name, rs in groups.items():
            if not rs:
                continue
            out[name] = {
                "questions": len(rs),
                "answer_recall": round(sum(r.recall for r in rs) / len(rs), 3),
                "baseline_same_chars": round(sum(r.baseline_same for r in rs) / len(rs), 3),
                "baseline_4000": round(sum(r.baseline_fixed for r in rs) / len(rs), 3),
                "chars_p50": round(percentile([r.chars for r in rs], 50)),
                "chars_p95": round(percentile([r.chars for r in rs], 95)),
                "items_mean": round(sum(r.items for r in rs) / len(rs), 2),
                "empty_share": round(sum(1 for r in rs if r.chars == 0) / len(rs), 3),
                "latency_p50_ms": round(percentile([r.latency_ms for r in rs], 50), 1),
                "latency_p95_ms": round(percentile([r.latency_ms for r in rs], 95), 1),
            }
        return out


class RawTurnPacker:
    """The baseline: raw turns ranked by BM25, packed whole in rank order to a character budget."""

    def __init__(self, conv: Conversation, now: dt.datetime) -> None:
        from ..index.bm25 import BM25Index

        self.lines: dict[str, str] = {}
        self.bm25 = BM25Index()
        for session in conv.sessions:
            for turn in session.turns:
                when = age(turn.timestamp.date().isoformat(), now) if turn.timestamp else ""
                self.lines[turn.id] = f"- [past session{', ' + when if when else ''}] {turn.text}"
                self.bm25.set(turn.id, turn.text, {})

    def pack(self, question: str, budget: int) -> str:
        out: list[str] = []
        used = 0
        for key, _ in self.bm25.search(question, 200):
            line = self.lines[key]
            if used + len(line) + 1 > budget:
                continue
            out.append(line)
            used += len(line) + 1
        return "\n".join(out)


def _items(context: str) -> int:
    return sum(1 for line in context.splitlines() if line.startswith("- ["))


class HookPath:
    """A real daemon on one conversation's home, asked through the real UserPromptSubmit hook process."""

    def __init__(self, home: Path) -> None:
        import os
        import subprocess
        import sys

        from ..daemon.worker import wait_until
        from ..hook_socket import call_json

        self.home = home
        self.env = {**os.environ, "VAULTMEM_HOME": str(home), "VAULTMEM_NO_AUTOSTART": "1"}
        self.hook = Path(__file__).resolve().parents[2] / "hooks" / "user_prompt_submit.py"
        if not self.hook.exists():
            raise VaultmemError(f"{self.hook} not found", "--through-hooks runs from a repository checkout")
        log = open(home / "serve.out", "ab")  # noqa: SIM115 - the daemon's output, closed with it
        self.proc = subprocess.Popen([sys.executable, "-m", "vaultmem", "serve"], env=self.env, stdout=log,
                                     stderr=log)
        log.close()
        sock = str(home / "run" / "vaultmem.sock")

        def healthy() -> bool:
            try:
                return call_json(sock, "GET", "/v1/health", timeout=2)[0] == 200
            except (OSError, ValueError):
                return False
        if not wait_until(lambda: healthy() or self.proc.poll() is not None, 180) or not healthy():
            raise VaultmemError("the daemon did not start", f"see {home / 'serve.out'}")

    def context(self, question: str, session: str, cwd: str | None = None) -> tuple[str, float]:
        import subprocess

        payload = json.dumps({"session_id": session, "cwd": cwd or str(self.home), "hook_event_name": "UserPromptSubmit",
                              "prompt": question, "transcript_path": str(self.home / "none.jsonl")})
        start = time.perf_counter()
        res = subprocess.run(["python3", "-S", str(self.hook)], input=payload.encode(), capture_output=True,
                             env=self.env, timeout=60)
        ms = (time.perf_counter() - start) * 1000
        if not res.stdout.strip():
            return "", ms
        return json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"], ms

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(60)


class CodingTurnPacker(RawTurnPacker):
    """The baseline over a coding corpus: every text message of every session, BM25, packed whole."""

    def __init__(self, transcripts: list[Any], now: dt.datetime) -> None:  # no super(): that one reads LoCoMo
        from ..index.bm25 import BM25Index

        self.lines = {}
        self.bm25 = BM25Index()
        for t in transcripts:
            for turn in t.turns:
                if turn.kind != "message" or not turn.text.strip():
                    continue
                key = f"{t.session_id}:{turn.id}"
                when = age(turn.timestamp.date().isoformat(), now) if turn.timestamp else ""
                self.lines[key] = f"- [past session{', ' + when if when else ''}] {turn.text}"
                self.bm25.set(key, turn.text, {})


def _ask(hooks: "HookPath | None", memory: Memory, question: str, session: str,
         cwd: str | None = None) -> tuple[str, float]:
    """The context for one question and its latency: through the hook process, or in-process."""
    if hooks is not None:
        return hooks.context(question, session, cwd=cwd)
    start = time.perf_counter()
    text, _ = memory.context(question, cwd=cwd)
    return text, (time.perf_counter() - start) * 1000


def _record(report: ContextReport, sink: Any, packer: RawTurnPacker, group: str, category: int, question: str,
            answer: str, text: str, ms: float) -> None:
    """Score one context against the baseline packed to the same size (and to 4,000) and keep it."""
    recall = answer_recall(answer, text)
    if recall is None:
        return  # the answer has no content words to look for
    same = packer.pack(question, len(text)) if text else ""
    fixed = packer.pack(question, FIXED_BASELINE_CHARS)
    r = ContextResult(group, category, question, answer, recall, len(text), _items(text), ms,
                      answer_recall(answer, same) or 0.0, answer_recall(answer, fixed) or 0.0)
    report.results.append(r)
    if sink:
        sink.write(json.dumps(r.as_json(), ensure_ascii=False) + "\n")


def run_coding_context_bench(data: Path, out: Path | None = None, progress: Callable[[str], None] | None = None,
                             through_hooks: bool = False) -> ContextReport:
    """The same measure on a labelled coding corpus split: every session ingested into one vault (as
    `vaultmem ingest` would), every question asked from its session's project folder."""
    from ..ingest.files import ingest_file
    from ..capture.transcripts import read_transcript
    from .extract import load_corpus

    say = progress or (lambda _m: None)
    report = ContextReport()
    now = dt.datetime.now(dt.timezone.utc)
    sessions = load_corpus(data)
    sink = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115 - closed below
    try:
        with tempfile.TemporaryDirectory(prefix="vaultmem-context-") as tmp:
            config = bench_config(Path(tmp))
            with Memory(config) as memory:
                for s in sessions:
                    ingest_file(memory, s.path, s.agent)
                memory.save_pending()
            packer = CodingTurnPacker([read_transcript(s.path, s.agent) for s in sessions], now)
            hooks = HookPath(Path(tmp)) if through_hooks else None
            memory = Memory(config)
            try:
                for s in sessions:
                    for i, q in enumerate(s.questions):
                        question, answer = str(q.get("q") or ""), str(q.get("answer") or "")
                        text, ms = _ask(hooks, memory, question, f"bench-{s.id}-{i}", s.project or None)
                        _record(report, sink, packer, s.id, CODING, question, answer, text, ms)
            finally:
                memory.close()
                if hooks is not None:
                    hooks.close()
        say(f"{len(sessions)} sessions, {len(report.results)} questions")
    finally:
        if sink:
            sink.close()
    return report


def run_context_bench(data: Path, out: Path | None = None, limit_conversations: int | None = None,
                      questions: int | None = None, progress: Callable[[str], None] | None = None,
                      through_hooks: bool = False) -> ContextReport:
    """Run the benchmark over LoCoMo files in `data`, or over a labelled coding corpus split (a
    folder with labels.json); one JSON line per question to `out`."""
    if (Path(data) / "labels.json").is_file():
        return run_coding_context_bench(Path(data), out, progress, through_hooks)
    say = progress or (lambda _m: None)
    report = ContextReport()
    embedder = None
    now = dt.datetime.now(dt.timezone.utc)
    sink = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115 - closed below
    try:
        for conv in load_locomo(data)[: limit_conversations or None]:
            with tempfile.TemporaryDirectory(prefix="vaultmem-context-") as tmp:
                config = bench_config(Path(tmp))
                embedder = embedder or shared_embedder(config)
                emb = embedder
                with Memory(config, embedder_factory=lambda emb=emb: emb) as memory:
                    import_conversation(memory, conv)
                    memory.save_pending()
                hooks = HookPath(Path(tmp)) if through_hooks else None
                memory = Memory(config, embedder_factory=lambda emb=emb: emb)
                try:
                    packer = RawTurnPacker(conv, now)
                    asked = [q for q in conv.questions if q.category in CATEGORIES][: questions or None]
                    for i, q in enumerate(asked):
                        text, ms = _ask(hooks, memory, q.question, f"bench-{conv.id}-{i}")
                        _record(report, sink, packer, conv.id, q.category, q.question, str(q.answer), text, ms)
                finally:
                    memory.close()
                    if hooks is not None:
                        hooks.close()
            done = [r for r in report.results if r.conversation == conv.id]
            if done:
                say(f"{conv.id}: {len(done)} questions, answer recall "
                    f"{sum(r.recall for r in done) / len(done):.3f} vs baseline "
                    f"{sum(r.baseline_same for r in done) / len(done):.3f}")
    finally:
        if sink:
            sink.close()
    return report


def format_context_report(report: ContextReport) -> str:
    rows = report.table()
    head = ("category", "n", "ours", "bm25 same chars", "bm25 4000", "chars p50", "chars p95", "items",
            "empty", "ms p50", "ms p95")
    lines = [" | ".join(head)]
    for name, r in rows.items():
        lines.append(" | ".join(str(x) for x in (name, r["questions"], r["answer_recall"], r["baseline_same_chars"],
                                                  r["baseline_4000"], r["chars_p50"], r["chars_p95"], r["items_mean"],
                                                  r["empty_share"], r["latency_p50_ms"], r["latency_p95_ms"])))
    return "\n".join(lines)
