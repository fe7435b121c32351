"""`vaultmem bench hooks`: what a hook costs the agent, timed as whole processes, side by side.

A synthetic vault is indexed, a warm daemon (`vaultmem serve`) answers on a socket in a short
/tmp folder (AF_UNIX paths are limited to ~107 bytes), and the variants run round-robin in one
loop (bare python, the prompt hook, the Stop hook, ...; the order rotates every round) so the
noise of a shared machine falls on all of them alike. The cold path (a fresh interpreter that
imports vaultmem, opens the index and searches) runs on a copy of the state folder, because the
daemon holds the index's single-owner lock.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..errors import VaultmemError
from ..hook_socket import call_json, hook_request
from .common import (cpu_seconds, machine_info, make_project, print_table, prompts, ratio, summarize, vm_rss_mb,
                     write_vault)

HOOKS_DIR = Path(__file__).resolve().parents[2] / "hooks"
TARGETS = {"hook_vs_bare": 1.5, "cold_vs_hook": 20.0, "stop_vs_bare": 1.2}
COLD_SCRIPT = """import sys
from vaultmem.config import load_config
from vaultmem.memory import Memory
with Memory(load_config()) as mem:
    hits = mem.search(sys.argv[1], cwd=sys.argv[2])
print(len(hits))
"""


@dataclass
class Variant:
    """One thing to time: a command with a payload per run and a check of its output."""

    name: str
    argv: list[str]
    env: dict[str, str]
    payload: Callable[[int], bytes] = lambda _i: b""
    check: Callable[[int, bytes], str] = lambda _rc, _out: ""  # "" when the run is good
    wall_ms: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def run(self, i: int, extra_args: tuple[str, ...] = (), record: bool = True) -> None:
        data = self.payload(i)
        cpu, t = cpu_seconds(children=True), time.perf_counter()
        proc = subprocess.run(self.argv + list(extra_args), input=data, capture_output=True, env=self.env, timeout=300)
        wall = (time.perf_counter() - t) * 1000
        child_cpu = (cpu_seconds(children=True) - cpu) * 1000  # runs are sequential: the delta is this child
        problem = self.check(proc.returncode, proc.stdout)
        if proc.stderr:  # a hook must never write to stderr; anything else shows its traceback's end
            problem = (problem + "; " if problem else "") + "stderr: " + proc.stderr[-300:].decode("utf-8", "replace")
        if record:
            self.wall_ms.append(wall)
            self.cpu_ms.append(child_cpu)
            if problem:
                self.failures.append(problem)

    def result(self) -> dict[str, Any]:
        return {"command": " ".join(self.argv), **summarize(self.wall_ms), "cpu": summarize(self.cpu_ms),
                "ok": len(self.wall_ms) - len(self.failures), "failed": len(self.failures),
                "first_failure": self.failures[0] if self.failures else None}


def real_python(name: str = "python3") -> dict[str, Any]:
    """The interpreter `python3` on PATH really runs (a pyenv shim adds ~0.3 s that no fix of ours removes)."""
    found = shutil.which(name)
    if not found:
        raise VaultmemError(f"no {name} on PATH", "pass --python /path/to/python3")
    exe = subprocess.run([found, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True,
                         timeout=60).stdout.strip() or found
    return {"on_path": found, "executable": exe, "shim": os.path.realpath(found) != os.path.realpath(exe)}


def _check_prompt(rc: int, out: bytes) -> str:
    if rc != 0:
        return f"exit {rc}"
    try:
        ctx = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    except (ValueError, KeyError, TypeError):
        return f"no JSON with additionalContext: {out[:120]!r}"
    return "" if isinstance(ctx, str) and ctx.startswith("<vaultmem-context") else "empty additionalContext"


def _check_silent(rc: int, out: bytes) -> str:
    return "" if rc == 0 and not out.strip() else f"exit {rc}, stdout {out[:80]!r}"


def _check_cold(rc: int, out: bytes) -> str:
    return "" if rc == 0 and out.strip().isdigit() and int(out) > 0 else f"exit {rc}, stdout {out[:80]!r}"


def in_hook_times(log_file: Path) -> dict[str, dict[str, float]]:
    """Per-event milliseconds the hooks logged (payload read -> answer printed, interpreter excluded)."""
    times: dict[str, list[float]] = {}
    try:
        lines = log_file.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return {}
    for line in lines:
        parts = line.split()
        if len(parts) >= 5 and parts[4].endswith("ms") and parts[3] == "ok":
            times.setdefault(parts[2], []).append(float(parts[4][:-2]))
    return {event: summarize(v) for event, v in times.items()}


def _wait_healthy(sock: str, proc: subprocess.Popen[bytes], timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end and proc.poll() is None:
        try:
            if call_json(sock, "GET", "/v1/health", timeout=1)[0] == 200:
                return True
        except OSError:
            pass
        time.sleep(0.02)
    return False


def run_hooks(notes: int = 10_000, runs: int = 50, cold_runs: int = 5, embedder: str = "local", seed: int = 0,
              python: str | None = None, keep: bool = False, warmup: int = 2, steady: bool = False,
              log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Build and index a vault, start a warm daemon, time the variants round-robin; returns the figures."""
    if embedder not in ("hash", "local"):
        raise VaultmemError(f"unknown bench embedder {embedder!r}", "use --embedder local or --embedder hash")
    if not (HOOKS_DIR / "user_prompt_submit.py").is_file():
        raise VaultmemError(f"the hook scripts are not in {HOOKS_DIR}", "run the bench from a vaultmem checkout")
    py = {"on_path": python, "executable": python, "shim": False} if python else real_python()
    exe = py["executable"]
    home = Path(tempfile.mkdtemp(prefix="vmh-", dir="/tmp"))  # short: the socket path must fit in ~107 bytes
    # PYTHONDONTWRITEBYTECODE is dropped: with it set and no .pyc yet, a hook recompiles its modules on
    # every run (~8 ms CPU), which no normal install does (pip writes .pyc files; a checkout caches them).
    env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMEM_") and k != "PYTHONDONTWRITEBYTECODE"}
    env.update(VAULTMEM_HOME=str(home), VAULTMEM_EMBEDDER_PROVIDER=embedder,
               VAULTMEM_CAPTURE_TRANSCRIPT_ROOTS=json.dumps([str(home / "transcripts")]))
    cold_env = {**env, "VAULTMEM_HOME": str(home / "cold")}
    project = str(make_project(home / "shop-api"))
    texts = prompts(max(runs, cold_runs) + warmup + 1, seed + 2)
    daemon: subprocess.Popen[bytes] | None = None
    serve_log = None
    out: dict[str, Any] = {"bench": "hooks", "machine": machine_info(), "python": py,
                           "inherited_PYTHONDONTWRITEBYTECODE": os.environ.get("PYTHONDONTWRITEBYTECODE"),
                           "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                           "params": {"notes": notes, "runs": runs, "cold_runs": cold_runs, "embedder": embedder,
                                      "seed": seed, "warmup": warmup, "steady": steady},
                           "targets": TARGETS}
    try:
        log(f"writing {notes} notes to {home / 'vault'}")
        # --steady: every note already confirmed, so recall never promotes (rewrites) a note while
        # hooks are timed; a promotion holds the daemon's lock for seconds (see docs/benchmarks.md).
        write_vault(home / "vault", notes, seed, confirmed_share=1.0 if steady else 0.3)
        log(f"indexing them ({embedder} embedder)")
        t = time.perf_counter()
        res = subprocess.run([sys.executable, "-m", "vaultmem", "reindex", "--json"], env=env, capture_output=True)
        if res.returncode != 0:
            raise VaultmemError(f"reindex failed: {res.stderr.decode(errors='replace')[-300:]}", "see the error")
        out["vault"] = {"notes": notes, "reindex_s": round(time.perf_counter() - t, 1)}
        # The cold path gets its own copy of vault and index: the daemon owns the index (single-owner
        # lock), and a recall may rewrite notes (promotion) that the daemon's watcher would pick up.
        shutil.copytree(home / "state", home / "cold" / "state")
        shutil.copytree(home / "vault", home / "cold" / "vault")

        log("starting the daemon")
        sock = str(home / "run" / "vaultmem.sock")
        serve_log = open(home / "serve.out", "ab")
        t = time.perf_counter()
        daemon = subprocess.Popen([sys.executable, "-m", "vaultmem", "serve"], env=env, stdout=serve_log,
                                  stderr=serve_log)
        if not _wait_healthy(sock, daemon, 600):
            raise VaultmemError("the daemon did not become healthy",
                                f"see {home / 'serve.out'} (rerun with --keep to keep it)")
        cold_start = time.perf_counter() - t
        time.sleep(2.0)  # let the worker and the vault watcher settle before calling it idle
        out["daemon"] = {"pid": daemon.pid, "cold_start_s": round(cold_start, 2), "idle_rss_mb": vm_rss_mb(daemon.pid)}

        def prompt_payload(i: int) -> bytes:
            sid = f"bench-{uuid.uuid4()}"  # a new session each run: dedup would otherwise empty the answer
            return json.dumps({"session_id": sid, "transcript_path": str(home / "transcripts" / f"{sid}.jsonl"),
                               "cwd": project, "permission_mode": "default",
                               "hook_event_name": "UserPromptSubmit", "prompt": texts[i]}).encode()

        def stop_payload(i: int) -> bytes:
            sid = f"bench-stop-{uuid.uuid4()}"
            # A transcript outside capture.transcript_roots: the worker skips the ticket at once, so
            # extraction work does not compete with the prompt hook being timed.
            return json.dumps({"session_id": sid, "transcript_path": str(home / "elsewhere" / f"{sid}.jsonl"),
                               "cwd": project, "permission_mode": "default", "hook_event_name": "Stop",
                               "stop_hook_active": False}).encode()

        prompt_hook = str(HOOKS_DIR / "user_prompt_submit.py")
        variants = [
            Variant("bare python", [exe, "-c", "pass"], env, check=_check_silent),
            Variant("bare python -S", [exe, "-S", "-c", "pass"], env, check=_check_silent),
            Variant("prompt hook (-S, as installed)", [exe, "-S", prompt_hook], env, prompt_payload, _check_prompt),
            Variant("prompt hook (no -S)", [exe, prompt_hook], env, prompt_payload, _check_prompt),
            Variant("stop hook (-S, as installed)", [exe, "-S", str(HOOKS_DIR / "stop.py")], env, stop_payload,
                    _check_silent),
        ]
        if py["shim"]:  # what `python3 -S hook.py` costs when python3 on PATH is a pyenv-style shim
            variants.append(Variant("prompt hook via PATH shim (-S)", [py["on_path"], "-S", prompt_hook], env,
                                    prompt_payload, _check_prompt))
        cold = Variant("cold in-process recall", [sys.executable, "-c", COLD_SCRIPT], cold_env, check=_check_cold)
        request_ms: list[float] = []
        request_failures: list[str] = []

        def direct_request(i: int) -> None:  # the daemon's share alone: no process, no imports
            t = time.perf_counter()
            try:
                status, _body = hook_request(sock, "/v1/hooks/UserPromptSubmit", prompt_payload(i),
                                             time.monotonic() + 30)
                if status != 200:
                    request_failures.append(f"HTTP {status}")
            except (OSError, ValueError) as exc:
                request_failures.append(f"{type(exc).__name__}: {exc}")
            request_ms.append((time.perf_counter() - t) * 1000)

        log(f"{warmup} warm-up rounds, then {runs} timed rounds (+{cold_runs} cold runs)")
        for i in range(warmup):
            for v in variants:
                v.run(i, record=False)
        every = max(1, runs // max(cold_runs, 1))
        for i in range(runs):
            k = i % len(variants)
            for v in variants[k:] + variants[:k]:  # rotate so no variant always follows the same one
                v.run(i)
            direct_request(i)
            if cold_runs and i % every == every // 2 and len(cold.wall_ms) < cold_runs:
                cold.run(i, (texts[i], project))
            if (i + 1) % 10 == 0:
                log(f"round {i + 1}/{runs}")
        out["daemon"]["rss_after_mb"] = vm_rss_mb(daemon.pid)
        out["machine"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        if daemon is not None and daemon.poll() is None:
            daemon.send_signal(signal.SIGTERM)
            try:
                daemon.wait(60)
            except subprocess.TimeoutExpired:
                daemon.kill()
        if serve_log is not None:
            serve_log.close()
        out["in_hook_ms"] = in_hook_times(home / "logs" / "hooks.log")
        if not keep:
            shutil.rmtree(home, ignore_errors=True)
    results = {v.name: v.result() for v in (*variants, cold)}
    results["daemon request only (in-process client)"] = {
        "command": "hook_request() from the bench process", **summarize(request_ms),
        "ok": len(request_ms) - len(request_failures), "failed": len(request_failures),
        "first_failure": request_failures[0] if request_failures else None}
    out["runs"] = results
    p50 = {name: r["p50_ms"] for name, r in results.items()}
    hook, stop = p50["prompt hook (-S, as installed)"], p50["stop hook (-S, as installed)"]
    out["ratios"] = {
        "hook_vs_bare": ratio(hook, p50["bare python"]), "hook_vs_bare_S": ratio(hook, p50["bare python -S"]),
        "hook_noS_vs_bare": ratio(p50["prompt hook (no -S)"], p50["bare python"]),
        "cold_vs_hook": ratio(p50["cold in-process recall"], hook),
        "stop_vs_bare": ratio(stop, p50["bare python"]), "stop_vs_bare_S": ratio(stop, p50["bare python -S"]),
    }
    return out


def print_report(result: dict[str, Any], file: Any = None) -> None:
    """The hook figures and ratios as rich tables."""
    rows = [[name, r.get("n"), f"{r['p50_ms']:.1f}", f"{r['p95_ms']:.1f}",
             f"{r['cpu']['p50_ms']:.1f}" if "cpu" in r else "—",
             f"{r['ok']}/{r['n']}" if "ok" in r else "—"] for name, r in result["runs"].items()]
    print_table(f"vaultmem bench hooks: whole processes, round-robin ({result['python']['executable']})",
                ["variant", "runs", "wall p50 ms", "wall p95 ms", "CPU p50 ms", "ok"], rows, file)
    t = result["targets"]
    r = result["ratios"]
    labels = [("hook_vs_bare", "prompt hook / bare python", f"<= {t['hook_vs_bare']}"),
              ("hook_vs_bare_S", "prompt hook / bare python -S", ""),
              ("hook_noS_vs_bare", "prompt hook without -S / bare python", ""),
              ("cold_vs_hook", "cold recall / prompt hook", f">= {t['cold_vs_hook']}"),
              ("stop_vs_bare", "stop hook / bare python", f"<= {t['stop_vs_bare']}"),
              ("stop_vs_bare_S", "stop hook / bare python -S", "")]
    print_table("ratios of p50s", ["ratio", "value", "target"],
                [[label, "—" if r[key] is None else f"{r[key]:.2f}", target] for key, label, target in labels], file)
    d = result["daemon"]
    print_table("daemon", ["figure", "value"], [
        ["cold start (spawn -> /v1/health ok)", f"{d['cold_start_s']:.2f} s"],
        ["idle RSS", f"{d['idle_rss_mb']} MB"], ["RSS after the runs", f"{d.get('rss_after_mb')} MB"],
        ["vault", f"{result['vault']['notes']:,} notes, indexed in {result['vault']['reindex_s']} s"]], file)
