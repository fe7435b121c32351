"""`vaultmem bench scale`: reindex throughput, recall latency, RSS and index size per vault size.

Each size runs in its own subprocess (`python -m vaultmem.bench.scale --one SIZE ...`, which
prints one JSON object) so the peak RSS it reports (ru_maxrss) belongs to that size alone. Within
a size, the hash embedder gives the pipeline's own cost (no model) and the local MiniLM model the
end-to-end cost where it is affordable. Figures, not pass/fail: the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from ..errors import VaultmemError
from .common import (cpu_seconds, disk_usage, generate_notes, machine_info, make_project, mb, peak_rss_mb,
                     print_table, queries, ratio, summarize, write_json, write_vault)

TARGETS = {"local_reindex_notes_per_s": 200, "recall_p50_ms": {10_000: 20, 100_000: 50}}
RANK_BM25_MAX_QUERIES = 50  # rank-bm25 scores every document in Python: ~0.1 s per query at 100k


class TimedEmbedder:
    """Wraps an embedder and adds up the seconds spent embedding."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.identity = inner.identity
        self.dims = inner.dims
        self.seconds = 0.0

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        t = time.perf_counter()
        try:
            return self.inner.embed_documents(texts)
        finally:
            self.seconds += time.perf_counter() - t

    def embed_query(self, text: str) -> list[float]:
        t = time.perf_counter()
        try:
            return self.inner.embed_query(text)
        finally:
            self.seconds += time.perf_counter() - t


def _memory(home: Path, vault: Path, embedder: TimedEmbedder) -> Any:
    from ..config import load_config
    from ..memory import Memory

    # env={}: the bench ignores the caller's VAULTMEM_* settings so runs compare like with like.
    cfg = load_config(home=home, env={}, overrides={"paths.vault": str(vault),
                                                    "embedder.provider": embedder.identity.split(":")[0]})
    return Memory(cfg, embedder_factory=lambda: embedder)


def _reindex(mem: Any, embedder: TimedEmbedder) -> dict[str, Any]:
    embedder.seconds = 0.0
    cpu, start = cpu_seconds(), time.perf_counter()
    report = mem.reindex(full=True)
    seconds, cpu = time.perf_counter() - start, cpu_seconds() - cpu
    # CPU seconds sit beside wall seconds: on a shared machine wall time also counts other people's work.
    return {"notes": report.added, "seconds": round(seconds, 2), "notes_per_s": round(report.added / seconds, 1),
            "cpu_s": round(cpu, 2), "notes_per_cpu_s": round(report.added / cpu, 1) if cpu else None,
            "embed_s": round(embedder.seconds, 2),
            "non_embed_s": round(seconds - embedder.seconds, 2)}


def _index_bytes(index_dir: Path) -> dict[str, float]:
    """On-disk size of the index (allocated blocks), by part, plus the apparent size of the whole."""
    out = {f"{name}_mb": mb(disk_usage(index_dir / part)[0]) for name, part in
           (("catalog", "catalog.json"), ("bm25", "bm25.json"), ("vectors", "vectors"))}
    allocated, apparent = disk_usage(index_dir)
    return {"total_mb": mb(allocated), **out, "apparent_mb": mb(apparent)}


def measure_recall(mem: Any, qs: Sequence[str], cwd: str) -> dict[str, Any]:
    """Open the index cold, then time search() and context() over the queries, in-process."""
    t = time.perf_counter()
    _ = mem.index  # loads catalog.json and bm25.json
    load_s = time.perf_counter() - t
    t = time.perf_counter()
    mem.search(qs[0], cwd=cwd)  # builds the bm25s matrix, opens the vector store, loads a model
    first_ms = (time.perf_counter() - t) * 1000
    totals: list[float] = []
    cpu: list[float] = []
    # other_ms: fusion, scoring, graph expansion and (where Memory does it) usage recording.
    channels: dict[str, list[float]] = {"bm25_ms": [], "embed_ms": [], "vector_ms": [], "other_ms": [],
                                        "recaller_total_ms": []}
    hits = 0
    for q in qs:
        c, t = time.process_time(), time.perf_counter()
        found = mem.search(q, cwd=cwd)
        ms = (time.perf_counter() - t) * 1000
        totals.append(ms)
        cpu.append((time.process_time() - c) * 1000)
        hits += len(found)
        lt = mem.recaller.last_timings
        for name in ("bm25_ms", "embed_ms", "vector_ms"):
            channels[name].append(lt.get(name, 0.0))
        channels["other_ms"].append(ms - sum(lt.get(n, 0.0) for n in ("bm25_ms", "embed_ms", "vector_ms")))
        channels["recaller_total_ms"].append(lt.get("total_ms", 0.0))
    context: list[float] = []
    for q in qs:
        t = time.perf_counter()
        mem.context(q, cwd=cwd)
        context.append((time.perf_counter() - t) * 1000)
    return {"load_s": round(load_s, 3), "first_query_ms": round(first_ms, 1), "search": summarize(totals),
            "search_cpu": summarize(cpu),
            "channels": {k: summarize(v) for k, v in channels.items()}, "context": summarize(context),
            "hits_per_query": round(hits / len(qs), 2)}


def compare_bm25(docs: Sequence[list[str]], query_tokens: Sequence[list[str]]) -> dict[str, Any]:
    """rank-bm25 vs bm25s on the same tokens: build time and get_scores per query, interleaved."""
    import bm25s
    import rank_bm25

    docs = [d or ["\x00empty"] for d in docs]
    t = time.perf_counter()
    rank = rank_bm25.BM25Okapi(docs)
    rank_build = time.perf_counter() - t
    t = time.perf_counter()
    fast = bm25s.BM25()
    fast.index(list(docs), show_progress=False)
    fast_build = time.perf_counter() - t
    qs = [q for q in query_tokens if q][:RANK_BM25_MAX_QUERIES]
    rank_ms, fast_ms = [], []
    for q in qs:  # interleaved so machine noise hits both alike
        t = time.perf_counter()
        rank.get_scores(q)
        rank_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        fast.get_scores(q)
        fast_ms.append((time.perf_counter() - t) * 1000)
    r, f = summarize(rank_ms), summarize(fast_ms)
    return {"docs": len(docs), "queries": len(qs), "rank_bm25": {"build_s": round(rank_build, 2), **r},
            "bm25s": {"build_s": round(fast_build, 2), **f}, "speedup_p50": ratio(r["p50_ms"], f["p50_ms"])}


def parse_cost(n: int = 300, seed: int = 0) -> float:
    """Milliseconds to parse one generated note file (frontmatter + title), the reindex floor."""
    from ..vault.note import Note

    texts = [s.text for s in generate_notes(n, seed)]
    t = time.perf_counter()
    for text in texts:
        Note.from_markdown(text, "x")
    return round((time.perf_counter() - t) * 1000 / n, 3)


def measure_size(size: int, embedder: str = "local", local_sample: int = 2000, local_recall_max: int = 10_000,
                 n_queries: int = 200, seed: int = 0, workdir: Path | None = None,
                 log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Every figure for one vault size, in this process (run it in a fresh one for honest RSS)."""
    from ..index.bm25 import tokenize
    from ..index.embedders import HashEmbedder, make_embedder

    work = Path(workdir or tempfile.mkdtemp(prefix="vaultmem-bench-"))
    vault = work / "vault"
    qs = queries(n_queries, seed + 1)
    cwd = str(make_project(work / "shop-api"))
    out: dict[str, Any] = {"notes": size}

    log(f"{size}: writing the synthetic vault")
    t = time.perf_counter()
    # Every note is written as confirmed: recall then never promotes (rewrites) one mid-measurement.
    # A promotion is a lifecycle write (note file, catalog save, first time a full vault scan) that
    # would stall the timed queries for seconds to minutes; docs/benchmarks.md reports it separately.
    out["vault_mb"] = mb(write_vault(vault, size, seed, confirmed_share=1.0))
    out["notes_confirmed"] = True
    out["generate_s"] = round(time.perf_counter() - t, 2)
    out["parse_ms_per_note"] = parse_cost(min(size, 300), seed)

    log(f"{size}: reindex with the hash embedder")
    hemb = TimedEmbedder(HashEmbedder(64))
    mem = _memory(work / "hash", vault, hemb)
    hash_out: dict[str, Any] = {"reindex": _reindex(mem, hemb)}
    mem.close()
    hash_out["index"] = _index_bytes(mem.config.index_dir)
    log(f"{size}: {len(qs)} queries in-process (hash embedder)")
    mem = _memory(work / "hash", vault, hemb)
    hash_out.update(measure_recall(mem, qs, cwd))
    out["hash"] = hash_out
    out["rss_after_hash_mb"] = peak_rss_mb()

    log(f"{size}: rank-bm25 vs bm25s")
    docs = list(mem.index.bm25.tokens.values())
    mem.close()
    out["bm25_compare"] = compare_bm25(docs, [tokenize(q) for q in qs])
    del docs

    if embedder == "local":
        full = size <= local_recall_max
        n_local = size if full else min(size, local_sample)
        local_vault = vault if full else work / "sample-vault"
        if not full:
            write_vault(local_vault, n_local, seed, confirmed_share=1.0)  # the first n_local notes of the vault
        log(f"{size}: loading the local model, reindexing {n_local} notes with it")
        t = time.perf_counter()
        lemb = TimedEmbedder(make_embedder("local"))
        local_out: dict[str, Any] = {"model_load_s": round(time.perf_counter() - t, 2)}
        mem = _memory(work / "local", local_vault, lemb)
        local_out["reindex"] = _reindex(mem, lemb)
        local_out["reindex"]["sample"] = not full
        mem.close()
        local_out["index"] = _index_bytes(mem.config.index_dir)
        if full:
            log(f"{size}: {len(qs)} queries in-process (local model, query embedding included)")
            mem = _memory(work / "local", vault, lemb)
            local_out.update(measure_recall(mem, qs, cwd))
            mem.close()
        else:
            local_out["recall_skipped"] = f"size > --local-recall-max {local_recall_max}"
        out["local"] = local_out
    out["rss_peak_mb"] = peak_rss_mb()
    return out


def run_scale(sizes: Sequence[int], embedder: str = "local", local_sample: int = 2000,
              local_recall_max: int = 10_000, n_queries: int = 200, seed: int = 0, keep: bool = False,
              log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Run measure_size for each size in its own subprocess and collect the results."""
    if embedder not in ("hash", "local"):
        raise VaultmemError(f"unknown bench embedder {embedder!r}", "use --embedder hash or --embedder local")
    if embedder == "local":
        from ..index.embedders import packaged_minilm_path

        packaged_minilm_path()  # fail now, with the install hint, rather than after the hash phase
    if importlib.util.find_spec("rank_bm25") is None:  # the keyword-channel comparison; a bench-only extra
        raise VaultmemError("rank-bm25 is not installed (the scale bench compares it with bm25s)",
                            "pip install 'vaultmem[bench]'")
    machine, started = machine_info(), time.strftime("%Y-%m-%dT%H:%M:%S%z")
    results = []
    for size in sizes:
        work = Path(tempfile.mkdtemp(prefix=f"vaultmem-bench-{size}-"))
        cmd = [sys.executable, "-m", "vaultmem.bench.scale", "--one", str(size), "--embedder", embedder,
               "--local-sample", str(local_sample), "--local-recall-max", str(local_recall_max),
               "--queries", str(n_queries), "--seed", str(seed), "--workdir", str(work)]
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True)
        finally:
            if not keep:
                shutil.rmtree(work, ignore_errors=True)
        if proc.returncode != 0:
            raise VaultmemError(f"the {size}-note bench failed (exit {proc.returncode})",
                                "see the traceback above; rerun with --sizes to isolate it")
        results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    machine["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    return {"bench": "scale", "machine": machine, "started_at": started,
            "params": {"sizes": list(sizes), "embedder": embedder, "local_sample": local_sample,
                       "local_recall_max": local_recall_max, "queries": n_queries, "seed": seed},
            "targets": {"local_reindex_notes_per_s": 200, "recall_p50_ms_at_10k": 20, "recall_p50_ms_at_100k": 50},
            "sizes": results}


def print_report(result: dict[str, Any], file: Any = None) -> None:
    """The scale results as rich tables."""
    rows, bm25_rows = [], []

    def pp(summary: dict[str, Any] | None) -> str:
        return f"{summary['p50_ms']:.1f} / {summary['p95_ms']:.1f}" if summary else "—"

    for s in result["sizes"]:
        h, loc = s["hash"], s.get("local") or {}
        ch, lrec, lreidx = h["channels"], loc.get("search"), loc.get("reindex")
        index_mb = f"{h['index']['total_mb']:,.1f}" + (f" / {loc['index']['total_mb']:,.1f}" if loc.get("index") else "")
        rows.append([f"{s['notes']:,}", h["reindex"]["notes_per_s"], pp(h["search"]),
                     f"{ch['bm25_ms']['p50_ms']:.1f} / {ch['embed_ms']['p50_ms']:.2f} / {ch['vector_ms']['p50_ms']:.1f}",
                     f"{lreidx['notes_per_s']:,.0f} ({lreidx['notes']:,})" if lreidx else "—", pp(lrec),
                     f"{loc['channels']['embed_ms']['p50_ms']:.1f}" if lrec else "—",
                     f"{s['rss_after_hash_mb']:,.0f} / {s['rss_peak_mb']:,.0f}", index_mb])
        b = s["bm25_compare"]
        bm25_rows.append([f"{b['docs']:,}", b["queries"], b["rank_bm25"]["p50_ms"], b["bm25s"]["p50_ms"],
                          b["speedup_p50"], b["rank_bm25"]["build_s"], b["bm25s"]["build_s"]])
    print_table("vaultmem bench scale (in-process; ms)", [
        "notes", "hash reindex notes/s", "hash recall p50 / p95", "bm25 / embed / vector p50",
        "local reindex notes/s (n)", "local recall p50 / p95", "query embed p50", "RSS MB hash / peak",
        "index MB hash / local"], rows, file)
    print_table("keyword channel: rank-bm25 vs bm25s, same tokens (get_scores, ms)", [
        "docs", "queries", "rank-bm25 p50", "bm25s p50", "speedup", "rank-bm25 build s", "bm25s build s"],
        [[c if isinstance(c, str) else (f"{c:.2f}" if isinstance(c, float) else c) for c in r] for r in bm25_rows],
        file)


def main(argv: list[str] | None = None) -> int:
    """`python -m vaultmem.bench.scale --one SIZE ...`: one size, JSON on stdout, progress on stderr."""
    p = argparse.ArgumentParser(prog="python -m vaultmem.bench.scale")
    p.add_argument("--one", type=int, required=True)
    p.add_argument("--embedder", choices=("hash", "local"), default="local")
    p.add_argument("--local-sample", type=int, default=2000)
    p.add_argument("--local-recall-max", type=int, default=10_000)
    p.add_argument("--queries", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workdir", type=Path, default=None)
    p.add_argument("--out", type=Path, default=None)
    a = p.parse_args(argv)
    start = time.perf_counter()

    def log(msg: str) -> None:
        print(f"[bench scale {time.perf_counter() - start:6.1f}s] {msg}", file=sys.stderr, flush=True)

    if a.workdir is None:
        with tempfile.TemporaryDirectory(prefix="vaultmem-bench-") as tmp:
            data = measure_size(a.one, a.embedder, a.local_sample, a.local_recall_max, a.queries, a.seed,
                                Path(tmp), log)
    else:
        data = measure_size(a.one, a.embedder, a.local_sample, a.local_recall_max, a.queries, a.seed, a.workdir, log)
    write_json(a.out, data)
    print(json.dumps(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
