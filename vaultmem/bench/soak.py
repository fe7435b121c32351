"""`vaultmem bench soak`: a long run against one warm daemon -- tickets through the worker and
UserPromptSubmit hook calls at the same time, over a large synthetic vault.

Reported: ticket throughput and enqueue-to-done latency, hook latency p50/p95/p99 (in-process
calls over the socket with the hook's own client and deadline, plus a sample of real hook
processes), failures of either, and the daemon's VmRSS sampled along the way (growth after
warm-up; the target is flat within 10%). Figures, not pass/fail; tests/test_soak.py runs a short
form and checks correctness only.

Tickets are fed like Stop hooks feed them (POST /v1/hooks/Stop), each for a new synthetic Claude
Code session of a few turns, keeping at most `max_pending` waiting: a steady stream, not a backlog.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable

from ..errors import VaultmemError
from ..hook_socket import call_json, hook_request
from .common import (COMPONENTS, CONDITIONS, FIXES, PURPOSES, TOOLS, machine_info, make_project, percentile,
                     print_table, prompts, summarize, vm_rss_mb, write_vault)

HOOKS_DIR = Path(__file__).resolve().parents[2] / "hooks"
RSS_TARGET = 0.10

# Sentences the heuristic extractor keeps (preference, decision, solution), in the vault's vocabulary.
_FACTS = (
    ("user", "I prefer {tool} over {tool2} for {purpose} in {component}."),
    ("user", "Let's go with {tool} for {purpose} in {component}."),
    ("user", "The fix was {fix} when {condition}."),
    ("assistant", "I've switched {component} from {tool2} to {tool} for {purpose}."),
)
_CHATTER = ("Can you take a look?", "Sounds good, go ahead.", "Done, the tests pass now.",
            "Let me check the logs first.", "Thanks, that works.")


def _session_lines(rng: random.Random, sid: str, cwd: str, start: datetime) -> list[str]:
    """A Claude Code session file of 2-4 turns, one or two of them facts."""
    msgs: list[tuple[str, str]] = []
    for _ in range(rng.choice((1, 1, 2))):
        role, template = rng.choice(_FACTS)
        tool, tool2 = rng.sample(TOOLS, 2)
        text = template.format(tool=tool, tool2=tool2, purpose=rng.choice(PURPOSES),
                               component=rng.choice(COMPONENTS), fix=rng.choice(FIXES),
                               condition=rng.choice(CONDITIONS))
        msgs += [(role, text), ("assistant" if role == "user" else "user", rng.choice(_CHATTER))]
    lines, parent = [], None
    for i, (role, text) in enumerate(msgs):
        uid = f"{sid}-{i}"
        stamp = (start + timedelta(seconds=20 * i)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
        content: Any = text if role == "user" else [{"type": "text", "text": text}]
        lines.append(json.dumps({"uuid": uid, "parentUuid": parent, "sessionId": sid, "cwd": cwd,
                                 "timestamp": stamp, "isSidechain": False, "userType": "external",
                                 "version": "2.0.0", "type": role, "message": {"role": role, "content": content}}))
        parent = uid
    return lines


def _wait_healthy(sock: str, proc: subprocess.Popen[bytes], timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end and proc.poll() is None:
        try:
            if call_json(sock, "GET", "/v1/health", timeout=2)[0] == 200:
                return True
        except OSError:
            pass
        time.sleep(0.05)
    return False


def _latency(values_ms: list[float]) -> dict[str, float]:
    out = summarize(values_ms)
    out["p99_ms"] = round(percentile(values_ms, 99), 3)
    return out


class _Soak:
    """One soak run: its folder, daemon, feeder thread and raw measurements."""

    def __init__(self, notes: int, tickets: int, hook_calls: int, process_hooks: int, embedder: str, seed: int,
                 max_pending: int, rss_samples: int, log: Callable[[str], None]) -> None:
        self.notes, self.tickets, self.hook_calls, self.process_hooks = notes, tickets, hook_calls, process_hooks
        self.embedder, self.max_pending, self.rss_samples, self.log = embedder, max_pending, rss_samples, log
        self.home = Path(tempfile.mkdtemp(prefix="vms-", dir="/tmp"))  # short: AF_UNIX paths are limited
        self.roots = self.home / "transcripts"
        self.roots.mkdir()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMEM_")}
        self.env.update(VAULTMEM_HOME=str(self.home), VAULTMEM_EMBEDDER_PROVIDER=embedder,
                        VAULTMEM_QUEUE_MIN_NEW_TURNS="1", VAULTMEM_CAPTURE_TRANSCRIPT_ROOTS=json.dumps([str(self.roots)]))
        self.project = str(make_project(self.home / "shop-api"))
        self.seed = seed
        self.rng = random.Random(seed)
        self.texts = prompts(min(hook_calls, 5000) or 1, seed + 2)
        self.sock = str(self.home / "run" / "vaultmem.sock")
        self.queue = self.home / "state" / "queue"
        self.timeout = float(self.env.get("VAULTMEM_HOOKS_TIMEOUT") or 2.0)
        self.prompt_hook = str(HOOKS_DIR / "user_prompt_submit.py")
        self.daemon: subprocess.Popen[bytes] | None = None
        self.fed = 0
        self.feed_errors: list[str] = []
        self.calls_ms: list[float] = []  # while tickets were still being fed or processed
        self.after_ms: list[float] = []  # the rest of the calls, the worker idle
        self.idle_ms: list[float] = []
        self.proc_ms: list[float] = []
        self.failures: dict[str, int] = {}
        self.answered = 0
        self.rss: list[dict[str, Any]] = []
        self.started = 0.0
        self.alive_at_end = False

    # -- setup and teardown ------------------------------------------------------------------------

    def build(self) -> dict[str, Any]:
        self.log(f"writing {self.notes} notes to {self.home / 'vault'}")
        write_vault(self.home / "vault", self.notes, self.seed)
        self.log(f"indexing them ({self.embedder} embedder)")
        t = time.perf_counter()
        res = subprocess.run([sys.executable, "-m", "vaultmem", "reindex", "--json"], env=self.env,
                             capture_output=True)
        if res.returncode != 0:
            raise VaultmemError(f"reindex failed: {res.stderr.decode(errors='replace')[-300:]}", "see the error")
        return {"notes": self.notes, "reindex_s": round(time.perf_counter() - t, 1)}

    def start_daemon(self) -> None:
        self.log("starting the daemon")
        with open(self.home / "serve.out", "ab") as serve_log:
            self.daemon = subprocess.Popen([sys.executable, "-m", "vaultmem", "serve"], env=self.env,
                                           stdout=serve_log, stderr=serve_log)
        if not _wait_healthy(self.sock, self.daemon, 600):
            raise VaultmemError("the daemon did not become healthy",
                                f"see {self.home / 'serve.out'} (rerun with --keep to keep it)")
        time.sleep(1.0)

    def stop_daemon(self) -> None:
        if self.daemon is not None and self.daemon.poll() is None:
            self.daemon.send_signal(signal.SIGTERM)
            try:
                self.daemon.wait(120)
            except subprocess.TimeoutExpired:
                self.daemon.kill()

    # -- load ------------------------------------------------------------------------------------------

    def _count(self, state: str) -> int:
        folder = self.queue / state
        return sum(1 for n in os.listdir(folder) if n.endswith(".json")) if folder.is_dir() else 0

    def _index_items(self) -> int | None:
        """Items the daemon holds in its indexes (notes, episodes, history): memory should follow
        these, so RSS growth is read against them. The cheap status: no vault scan."""
        try:
            status, data = call_json(self.sock, "GET", "/v1/status?sync=0", timeout=120)
        except (OSError, ValueError):
            return None
        return sum(data["index"].get("items", {}).values()) if status == 200 else None

    def sample_rss(self, calls: int, phase: str = "load") -> None:
        assert self.daemon is not None
        self.rss.append({"calls": calls, "tickets_done": self._count("done"), "rss_mb": vm_rss_mb(self.daemon.pid),
                         "index_items": self._index_items(), "phase": phase,
                         "s": round(time.monotonic() - self.started, 1)})

    def feeder(self) -> None:
        """Stop-hook tickets for new sessions, keeping at most max_pending waiting."""
        base = datetime.now(timezone.utc) - timedelta(hours=1)
        while self.fed < self.tickets and self.daemon is not None and self.daemon.poll() is None:
            if self._count("pending") >= self.max_pending:
                time.sleep(0.05)
                continue
            sid = f"soak-{uuid.UUID(int=self.rng.getrandbits(128), version=4)}"
            path = self.roots / f"{sid}.jsonl"
            path.write_text("\n".join(_session_lines(self.rng, sid, self.project, base)) + "\n", encoding="utf-8")
            body = json.dumps({"session_id": sid, "transcript_path": str(path), "cwd": self.project,
                               "hook_event_name": "Stop", "stop_hook_active": False}).encode()
            try:
                status, _ = hook_request(self.sock, "/v1/hooks/Stop", body, time.monotonic() + 30)
                if status != 200:
                    self.feed_errors.append(f"HTTP {status}")
            except (OSError, ValueError) as exc:
                self.feed_errors.append(f"{type(exc).__name__}: {exc}")
            self.fed += 1

    def _payload(self, i: int) -> bytes:
        return json.dumps({"session_id": f"soak-prompt-{i % 500}", "cwd": self.project,
                           "prompt": self.texts[i % len(self.texts)], "hook_event_name": "UserPromptSubmit",
                           "transcript_path": str(self.roots / "none.jsonl")}).encode()

    def _fail(self, why: str) -> None:
        self.failures[why] = self.failures.get(why, 0) + 1

    def call(self, i: int, into: list[float]) -> None:
        """One UserPromptSubmit round trip with the hook's own client and deadline."""
        t0 = time.perf_counter()
        try:
            status, body = hook_request(self.sock, "/v1/hooks/UserPromptSubmit", self._payload(i),
                                        time.monotonic() + self.timeout)
            if status != 200:
                self._fail(f"HTTP {status}")
            elif body:
                self.answered += 1
        except socket.timeout:
            self._fail("timeout (the hook would fail open)")
        except (OSError, ValueError) as exc:
            self._fail(type(exc).__name__)
        into.append((time.perf_counter() - t0) * 1000)

    def call_process(self, i: int) -> None:
        """The real hook script as a process, as the agent runs it."""
        t0 = time.perf_counter()
        res = subprocess.run([sys.executable, "-S", self.prompt_hook], input=self._payload(i), capture_output=True,
                             env=self.env, timeout=60)
        self.proc_ms.append((time.perf_counter() - t0) * 1000)
        if res.returncode != 0 or res.stderr:
            self._fail("hook process error")

    def run(self) -> dict[str, Any]:
        """Tickets and hook calls at once, then the rest of the tickets; returns the final /v1/status."""
        assert self.daemon is not None
        every_proc = max(1, self.hook_calls // self.process_hooks) if self.process_hooks else 0
        every_rss = max(1, self.hook_calls // max(1, self.rss_samples))
        self.started = time.monotonic()
        self.sample_rss(0)
        self.log(f"{self.tickets} tickets and {self.hook_calls} hook calls "
                 f"(every {every_proc or '-'}th call a real hook process)")
        feed = threading.Thread(target=self.feeder, name="soak-feeder", daemon=True)
        feed.start()
        for i in range(self.hook_calls):
            if every_proc and i % every_proc == every_proc // 2:
                self.call_process(i)
            else:
                busy = self.fed < self.tickets or self._count("pending") or self._count("processing")
                self.call(i, self.calls_ms if busy else self.after_ms)
            if (i + 1) % every_rss == 0:
                self.sample_rss(i + 1)
            if (i + 1) % max(1, self.hook_calls // 10) == 0:
                self.log(f"hook calls {i + 1}/{self.hook_calls}; tickets fed {self.fed}, done {self._count('done')}")
        self.hooks_s = time.monotonic() - self.started
        last = time.monotonic()
        while self.daemon.poll() is None:
            q = call_json(self.sock, "GET", "/v1/status?sync=0", timeout=120)[1]["queue"]
            if self.fed >= self.tickets and q["pending"] == 0 and q["processing"] == 0:
                break
            if time.monotonic() - last > 30:
                self.log(f"tickets fed {self.fed}, done {q['done']}, failed {q['failed']}")
                self.sample_rss(self.hook_calls)
                last = time.monotonic()
            time.sleep(0.5)
        self.tickets_s = time.monotonic() - self.started
        feed.join(30)
        # The same calls again with the worker idle: latency without tickets beside it, and a leak
        # check -- nothing is added to the vault here, so memory should not move.
        idle_calls = max(1, self.hook_calls // 5)
        self.sample_rss(self.hook_calls, "idle")
        for i in range(idle_calls):
            self.call(i, self.idle_ms)
            if (i + 1) % every_rss == 0:
                self.sample_rss(self.hook_calls + i + 1, "idle")
        self.sample_rss(self.hook_calls + idle_calls, "idle")
        self.alive_at_end = self.daemon.poll() is None
        return call_json(self.sock, "GET", "/v1/status", timeout=600)[1]

    # -- figures ---------------------------------------------------------------------------------------

    def summarize(self, status: dict[str, Any]) -> dict[str, Any]:
        lat, results = [], []
        for p in (self.queue / "done").glob("*.json"):
            t = json.loads(p.read_text())
            results.append(t.get("result") or {})
            lat.append((p.stat().st_mtime - datetime.fromisoformat(t["created_at"]).timestamp()) * 1000)
        tickets = {
            "fed": self.fed, "done": len(results), "failed": status["queue"]["failed"],
            "feed_errors": len(self.feed_errors), "first_feed_error": (self.feed_errors or [None])[0],
            "skipped": sum(1 for r in results if r.get("skipped")),
            "notes_new": sum(int(r.get("new") or 0) for r in results),
            "notes_extended_or_reinforced": sum(int(r.get("extends") or 0) + int(r.get("reinforced") or 0)
                                                for r in results),
            "elapsed_s": round(self.tickets_s, 1),
            "per_s": round(len(results) / self.tickets_s, 2) if self.tickets_s else None,
            "enqueue_to_done": _latency(lat)}
        every = self.calls_ms + self.after_ms
        hooks = {
            "in_process": {"n": len(every), **_latency(every), "answered_with_context": self.answered,
                           "elapsed_s": round(self.hooks_s, 1),
                           "per_s": round(len(every) / self.hooks_s, 1) if self.hooks_s else None},
            "in_process_worker_busy": {"n": len(self.calls_ms), **_latency(self.calls_ms)},
            "in_process_worker_idle": {"n": len(self.after_ms) + len(self.idle_ms),
                                       **_latency(self.after_ms + self.idle_ms)},
            "process": {"n": len(self.proc_ms), **_latency(self.proc_ms),
                        "command": f"{sys.executable} -S {self.prompt_hook}"},
            "failures": self.failures, "timeout_s": self.timeout}
        rss = _memory_figures(self.rss, self.hook_calls // 10)
        return {"tickets": tickets, "hooks": hooks, "rss": rss,
                "daemon": {"alive_at_end": self.alive_at_end, "exit_code": self.daemon.poll() if self.daemon else None,
                           "last_errors": status["daemon"]["last_errors"]},
                "index_in_sync": status["index"].get("in_sync"),
                "vault_notes_end": status["index"].get("items", {}).get("note")}


def _growth(a: float | None, b: float | None) -> float | None:
    return round((b - a) / a, 4) if a and b else None


def _memory_figures(samples: list[dict[str, Any]], warmup_calls: int) -> dict[str, Any]:
    """RSS growth after warm-up, set against the growth of what the daemon holds (index items):
    tickets add notes and session excerpts, and an index in memory grows with them. The idle
    phase adds nothing, so there any growth is a leak."""
    load = [s for s in samples if s["phase"] == "load"]
    idle = [s for s in samples if s["phase"] == "idle"]
    warm = next((s for s in load if s["calls"] >= warmup_calls and s["rss_mb"]), load[0])
    end = load[-1]
    per_item = [s["rss_mb"] * 1024 / s["index_items"] for s in (warm, end) if s["rss_mb"] and s["index_items"]]
    return {
        "start_mb": load[0]["rss_mb"], "after_warmup_mb": warm["rss_mb"], "end_mb": end["rss_mb"],
        "peak_mb": max((s["rss_mb"] or 0) for s in samples),
        "growth_after_warmup": _growth(warm["rss_mb"], end["rss_mb"]),
        "index_items_after_warmup": warm["index_items"], "index_items_end": end["index_items"],
        "index_growth_after_warmup": _growth(warm["index_items"], end["index_items"]),
        "kb_per_item_after_warmup_end": [round(x, 1) for x in per_item] if len(per_item) == 2 else None,
        "idle_calls": idle[-1]["calls"] - idle[0]["calls"] if idle else 0,
        "idle_start_mb": idle[0]["rss_mb"] if idle else None, "idle_end_mb": idle[-1]["rss_mb"] if idle else None,
        "idle_growth": _growth(idle[0]["rss_mb"], idle[-1]["rss_mb"]) if idle else None,
        "target": RSS_TARGET, "samples": samples}


def run_soak(notes: int = 10_000, tickets: int = 10_000, hook_calls: int = 10_000, process_hooks: int = 200,
             embedder: str = "hash", seed: int = 0, max_pending: int = 20, rss_samples: int = 100,
             keep: bool = False, log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Build and index a vault, start a daemon, push tickets and hook calls through it; the figures."""
    if embedder not in ("hash", "local"):
        raise VaultmemError(f"unknown bench embedder {embedder!r}", "use --embedder hash or --embedder local")
    soak = _Soak(notes, tickets, hook_calls, process_hooks, embedder, seed, max_pending, rss_samples, log)
    out: dict[str, Any] = {"bench": "soak", "machine": machine_info(), "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                           "params": {"notes": notes, "tickets": tickets, "hook_calls": hook_calls,
                                      "process_hooks": process_hooks, "embedder": embedder, "seed": seed,
                                      "max_pending": max_pending}}
    try:
        out["vault"] = soak.build()
        try:
            soak.start_daemon()
            status = soak.run()
        finally:
            soak.stop_daemon()
        out.update(soak.summarize(status))
        out["machine"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
        out["home"] = str(soak.home) if keep else None
    finally:
        if not keep:
            shutil.rmtree(soak.home, ignore_errors=True)
    return out


def print_report(result: dict[str, Any], file: Any = None) -> None:
    """The soak figures as rich tables."""
    p, t, h, r = result["params"], result["tickets"], result["hooks"], result["rss"]
    print_table(f"vaultmem bench soak: {p['notes']:,} notes, {p['embedder']} embedder", ["", "value"], [
        ["tickets fed / done / failed", f"{t['fed']:,} / {t['done']:,} / {t['failed']:,}"],
        ["ticket throughput", f"{t['per_s']} /s over {t['elapsed_s']} s"],
        ["enqueue -> done p50 / p95 / p99 ms",
         f"{t['enqueue_to_done']['p50_ms']:.0f} / {t['enqueue_to_done']['p95_ms']:.0f} / "
         f"{t['enqueue_to_done']['p99_ms']:.0f}"],
        ["notes new / extended or reinforced", f"{t['notes_new']:,} / {t['notes_extended_or_reinforced']:,}"],
    ], file)
    rows = [[name, v["n"], f"{v['p50_ms']:.1f}", f"{v['p95_ms']:.1f}", f"{v['p99_ms']:.1f}", f"{v['max_ms']:.1f}"]
            for name, v in (("prompt hook, in-process client (all)", h["in_process"]),
                            ("  while tickets were processed", h["in_process_worker_busy"]),
                            ("  with the worker idle", h["in_process_worker_idle"]),
                            ("prompt hook, whole process", h["process"]))]
    print_table("hook latency", ["", "calls", "p50 ms", "p95 ms", "p99 ms", "max ms"], rows, file)
    growth = r["growth_after_warmup"]
    print_table("daemon memory (VmRSS)", ["", "value"], [
        ["start / after warm-up / end / peak MB", f"{r['start_mb']} / {r['after_warmup_mb']} / {r['end_mb']} / {r['peak_mb']}"],
        ["growth after warm-up", f"{growth * 100:+.1f}% (target within ±{RSS_TARGET * 100:.0f}%)" if growth is not None else "—"],
        ["index items after warm-up / end (growth)",
         f"{r['index_items_after_warmup']} / {r['index_items_end']} ({_pct(r['index_growth_after_warmup'])})"],
        ["KB per index item after warm-up / end", " / ".join(map(str, r["kb_per_item_after_warmup_end"] or ["—"]))],
        [f"idle phase: {r['idle_calls']} calls, nothing added: start / end MB (growth)",
         f"{r['idle_start_mb']} / {r['idle_end_mb']} ({_pct(r['idle_growth'])})"],
        ["hook failures", json.dumps(h["failures"]) or "none"],
        ["index in sync at the end", str(result.get("index_in_sync"))],
    ], file)


def _pct(x: float | None) -> str:
    return f"{x * 100:+.1f}%" if x is not None else "—"
