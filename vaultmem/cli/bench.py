"""Benchmark commands: `vaultmem bench <name>`. Each parses options, calls one run_* function
from vaultmem.bench, prints rich tables (or JSON with --json) and optionally writes JSON to --out.

Figures, not pass/fail: benches report what they measured, side by side in one run.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Optional

import typer

from .app import echo_json, fail
from ..errors import VaultmemError

commands = typer.Typer()

bench_app = typer.Typer(help="Measure vaultmem: scale and hook latency (figures, not pass/fail).",
                        no_args_is_help=True)
commands.add_typer(bench_app, name="bench")


def _progress(msg: str) -> None:
    typer.echo(f"[{time.strftime('%H:%M:%S')}] {msg}", err=True)


def _finish(result: dict[str, Any], out: Optional[Path], as_json: bool, print_report: Any) -> None:
    """Record the exact command, write --out, then print JSON or the tables."""
    from ..bench.common import write_json

    result["command"] = "vaultmem " + " ".join(sys.argv[1:])
    write_json(out, result)
    if as_json:
        echo_json(result)
    else:
        print_report(result)
        if out is not None:
            typer.echo(f"JSON written to {out}")


def _sizes(raw: str) -> list[int]:
    try:
        sizes = [int(s.replace("_", "")) for s in raw.split(",") if s.strip()]
    except ValueError:
        raise typer.BadParameter("--sizes takes comma-separated integers, e.g. 1000,10000") from None
    if not sizes or any(s < 10 for s in sizes):
        raise typer.BadParameter("every size must be at least 10 notes")
    return sizes


@bench_app.command("scale")
def scale(
    sizes: str = typer.Option("1000,10000,100000", "--sizes", help="Vault sizes in notes, comma-separated."),
    embedder: str = typer.Option("local", "--embedder",
                                 help="hash: pipeline cost only; local: also the MiniLM model where affordable."),
    local_sample: int = typer.Option(2000, "--local-sample", min=10,
                                     help="Notes indexed with the local model at sizes above --local-recall-max."),
    local_recall_max: int = typer.Option(10_000, "--local-recall-max", min=0,
                                         help="Largest size indexed in full with the local model (recall end to end)."),
    n_queries: int = typer.Option(200, "--queries", min=1, help="Random queries timed per size."),
    seed: int = typer.Option(0, "--seed", help="Seed of the synthetic vault and queries."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results as JSON to this file."),
    keep: bool = typer.Option(False, "--keep", help="Keep the temporary vaults and indexes."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
) -> None:
    """Reindex throughput, recall p50/p95 (with channel split), peak RSS and index size per vault size."""
    from ..bench.scale import print_report, run_scale

    if embedder not in ("hash", "local"):
        raise typer.BadParameter("--embedder must be hash or local")
    try:
        result = run_scale(_sizes(sizes), embedder, local_sample, local_recall_max, n_queries, seed, keep,
                           log=_progress)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_report)


@bench_app.command("hooks")
def hooks(
    notes: int = typer.Option(10_000, "--notes", min=10, help="Notes in the synthetic vault."),
    runs: int = typer.Option(50, "--runs", min=1, help="Timed rounds (every variant once per round)."),
    cold_runs: int = typer.Option(5, "--cold-runs", min=0, help="Cold in-process recalls, spread over the rounds."),
    embedder: str = typer.Option("local", "--embedder", help="Embedder of the daemon and the cold path: local | hash."),
    python: Optional[str] = typer.Option(
        None, "--python", help="Interpreter for the hooks and bare runs (default: what python3 on PATH runs)."),
    warmup: int = typer.Option(2, "--warmup", min=0, help="Untimed rounds first (page cache, .pyc files)."),
    steady: bool = typer.Option(False, "--steady",
                                help="All notes pre-confirmed: no promotion rewrites notes while hooks are timed."),
    seed: int = typer.Option(0, "--seed", help="Seed of the synthetic vault and prompts."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results as JSON to this file."),
    keep: bool = typer.Option(False, "--keep", help="Keep the temporary home (vault, index, logs)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
) -> None:
    """Hook wall time against bare Python startup and a cold in-process recall, with a warm daemon."""
    from ..bench.hooks import print_report, run_hooks

    if embedder not in ("hash", "local"):
        raise typer.BadParameter("--embedder must be local or hash")
    try:
        result = run_hooks(notes, runs, cold_runs, embedder, seed, python, keep, warmup, steady, log=_progress)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_report)


@bench_app.command("locomo")
def locomo(
    data: Path = typer.Option(..., "--data", help="A LoCoMo JSON file or a folder of them."),
    out: Path = typer.Option(..., "--out", help="Write one JSON line per question (ranked dia_ids) here."),
    limit_conversations: Optional[int] = typer.Option(None, "--limit-conversations", min=1,
                                                      help="Only the first N conversations (quick runs)."),
    questions: Optional[int] = typer.Option(None, "--questions", min=1,
                                            help="Only the first N questions of each conversation (quick runs)."),
    baselines: bool = typer.Option(True, "--baselines/--no-baselines",
                                   help="Also run BM25 and dense-only over raw turns."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON instead of tables."),
) -> None:
    """LoCoMo evidence recall@5/10/25/50 of the default recall pipeline, with raw-turn baselines."""
    from ..bench.locomo import format_report, run_locomo

    try:
        report = run_locomo(data, out, limit_conversations, questions, baselines, progress=_progress)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({**report.summary(), "command": "vaultmem " + " ".join(sys.argv[1:]), "out": str(out)})
    else:
        typer.echo(format_report(report))
        typer.echo(f"per-question results written to {out}")


@bench_app.command("context")
def context(
    data: Path = typer.Option(..., "--data", help="A LoCoMo JSON file or a folder of them, or a coding corpus "
                                                  "split (a folder with labels.json)."),
    out: Path = typer.Option(..., "--out", help="Write one JSON line per question (answer recall, sizes) here."),
    limit_conversations: Optional[int] = typer.Option(None, "--limit-conversations", min=1,
                                                      help="Only the first N conversations (quick runs)."),
    questions: Optional[int] = typer.Option(None, "--questions", min=1,
                                            help="Only the first N questions of each conversation (quick runs)."),
    through_hooks: bool = typer.Option(False, "--through-hooks",
                                       help="Ask each question through a real daemon and the UserPromptSubmit hook "
                                            "process (latency = the hook's wall time)."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON instead of a table."),
) -> None:
    """Share of each answer the injected context carries, against raw-turn BM25 packed to the same size."""
    from ..bench.context import format_context_report, run_context_bench

    try:
        report = run_context_bench(data, out, limit_conversations, questions, progress=_progress,
                                   through_hooks=through_hooks)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"table": report.table(), "command": "vaultmem " + " ".join(sys.argv[1:]), "out": str(out)})
    else:
        typer.echo(format_context_report(report))
        typer.echo(f"per-question results written to {out}")


@bench_app.command("soak")
def soak(
    tickets: int = typer.Option(10_000, "--tickets", min=1, help="Tickets pushed through the worker (Stop hooks)."),
    hook_calls: int = typer.Option(10_000, "--hook-calls", min=1, help="UserPromptSubmit calls, during the tickets."),
    notes: int = typer.Option(10_000, "--notes", min=10, help="Notes in the synthetic vault."),
    process_hooks: int = typer.Option(200, "--process-hooks", min=0,
                                      help="How many of the hook calls run as real hook processes (for p99)."),
    embedder: str = typer.Option("hash", "--embedder", help="hash (pipeline cost only) | local (the MiniLM model)."),
    max_pending: int = typer.Option(20, "--max-pending", min=1, help="Tickets kept waiting at most (a steady stream)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the synthetic vault, sessions and prompts."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results as JSON to this file."),
    keep: bool = typer.Option(False, "--keep", help="Keep the temporary home (vault, index, queue, logs)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
) -> None:
    """Tickets and hook calls against one daemon: hook p99, throughput, RSS growth (flat within 10%?)."""
    from ..bench.soak import print_report, run_soak

    if embedder not in ("hash", "local"):
        raise typer.BadParameter("--embedder must be hash or local")
    try:
        result = run_soak(notes, tickets, hook_calls, process_hooks, embedder, seed, max_pending, keep=keep,
                          log=_progress)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_report)


@bench_app.command("extract")
def extract(
    data: Path = typer.Option(..., "--data", help="A labelled corpus split folder (labels.json + sessions), "
                                                  "e.g. bench/corpus/coding/dev."),
    embedder: str = typer.Option("local", "--embedder",
                                 help="local: the model a user gets (dedup as in real use); hash: faster, no model."),
    limit: Optional[int] = typer.Option(None, "--limit", min=1, help="Only the first N sessions (quick runs)."),
    stops: bool = typer.Option(False, "--stops", help="Replay each session one Stop ticket at a time (before each "
                                                      "prompt), as the daemon reads a live session, instead of one ingest."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results (per session and note) as JSON here."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
) -> None:
    """Fact recall and precision of the offline extractor on labelled coding sessions (docs/extraction.md)."""
    from ..bench.extract import print_report, run_extract_bench

    if embedder not in ("hash", "local"):
        raise typer.BadParameter("--embedder must be local or hash")
    try:
        result = run_extract_bench(data, embedder, progress=_progress, limit=limit, stops=stops)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_report)


@bench_app.command("coldstart")
def coldstart(
    cli_runs: int = typer.Option(3, "--cli-runs", min=1, help="CLI searches through the warm daemon."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results as JSON to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of text."),
) -> None:
    """Hooks installed, no daemon: the first hook starts it; time to ready, then CLI through it vs in-process."""
    from ..bench.coldstart import print_coldstart, run_coldstart

    try:
        result = run_coldstart(cli_runs)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_coldstart)


@bench_app.command("remote")
def remote(
    notes: int = typer.Option(2000, "--notes", min=10, help="Notes in the hub's synthetic vault."),
    runs: int = typer.Option(100, "--runs", min=1, help="Timed rounds (local and edge once per round)."),
    embedder: str = typer.Option("hash", "--embedder", help="Embedder of the hub: hash | local."),
    warmup: int = typer.Option(5, "--warmup", min=0, help="Untimed rounds first."),
    seed: int = typer.Option(0, "--seed", help="Seed of the synthetic vault and prompts."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the results as JSON to this file."),
    keep: bool = typer.Option(False, "--keep", help="Keep the temporary homes (vaults, logs)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
) -> None:
    """Prompt recall through an edge and a hub on loopback TCP against local-only recall (p50 ratio)."""
    from ..bench.remote import print_report, run_remote

    if embedder not in ("hash", "local"):
        raise typer.BadParameter("--embedder must be local or hash")
    try:
        result = run_remote(notes, runs, embedder, warmup, seed, keep, log=_progress)
    except VaultmemError as exc:
        fail(exc, as_json)
    _finish(result, out, as_json, print_report)
