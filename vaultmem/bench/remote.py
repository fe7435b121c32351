"""`vaultmem bench remote`: prompt recall through an edge and a hub (loopback TCP) against the same
recall answered locally.

One synthetic vault lives on a hub (`vaultmem serve --listen 127.0.0.1:<port>`). "local" asks the
hub's own unix socket, as a one-machine install does; "edge" asks a second daemon (remote.url =
the hub) on its unix socket, which forwards to the hub over TCP with a token. Both get the same
prompts from the same project checkout, round-robin, each with a fresh session so nothing is
suppressed as already injected. Timed twice: the daemon call alone (what the edge adds), and the
whole hook process (what the person waits for).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

from ..errors import VaultmemError
from ..hook_socket import call_json
from .common import machine_info, make_project, print_table, prompts, ratio, summarize, write_vault

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "user_prompt_submit.py"
GOAL = 2.0  # issue 17: edge + hub p50 at most twice the local p50


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(argv: list[str], env: dict[str, str], sock: str, log_path: Path) -> subprocess.Popen[bytes]:
    log = open(log_path, "ab")
    proc = subprocess.Popen(argv, env=env, stdout=log, stderr=log)
    log.close()
    end = time.monotonic() + 600
    while time.monotonic() < end and proc.poll() is None:
        try:
            if call_json(sock, "GET", "/v1/health", timeout=2)[0] == 200:
                return proc
        except (OSError, ValueError):
            pass
        time.sleep(0.1)
    proc.kill()
    raise VaultmemError(f"a bench daemon did not start (exit {proc.poll()})", f"see {log_path} (rerun with --keep)")


def run_remote(notes: int = 2000, runs: int = 100, embedder: str = "hash", warmup: int = 5, seed: int = 0,
               keep: bool = False, log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Build the hub's vault, start hub and edge, time local vs edge prompt recall; returns the figures."""
    from ..config import load_config
    from ..remote.tokens import TokenStore

    home = Path(tempfile.mkdtemp(prefix="vmr-", dir="/tmp"))  # short: socket paths must fit in ~107 bytes
    base = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMEM_")}
    base["VAULTMEM_EMBEDDER_PROVIDER"] = embedder
    hub_env = {**base, "VAULTMEM_HOME": str(home / "hub")}
    edge_env = {**base, "VAULTMEM_HOME": str(home / "edge")}
    port = _free_port()
    procs: list[subprocess.Popen[bytes]] = []
    out: dict[str, Any] = {"bench": "remote", "machine": machine_info(), "goal_p50_ratio": GOAL,
                           "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                           "params": {"notes": notes, "runs": runs, "embedder": embedder, "warmup": warmup,
                                      "seed": seed}}
    try:
        log(f"writing {notes} notes to the hub's vault and indexing them ({embedder} embedder)")
        write_vault(home / "hub" / "vault", notes, seed)
        res = subprocess.run([sys.executable, "-m", "vaultmem", "reindex", "--json"], env=hub_env, capture_output=True)
        if res.returncode != 0:
            raise VaultmemError(f"reindex failed: {res.stderr.decode(errors='replace')[-300:]}", "see the error")
        hub_cfg, edge_cfg = load_config(env=hub_env), load_config(env=edge_env)
        token_file = home / "edge" / "hub.token"
        token_file.parent.mkdir(parents=True, exist_ok=True)
        token_file.write_text(TokenStore(hub_cfg.state_dir).create("bench", ["*"], ["read"]) + "\n")
        edge_env.update(VAULTMEM_REMOTE_URL=f"http://127.0.0.1:{port}", VAULTMEM_REMOTE_TOKEN_FILE=str(token_file))
        log("starting the hub and the edge")
        procs.append(_start([sys.executable, "-m", "vaultmem", "serve", "--listen", f"127.0.0.1:{port}"], hub_env,
                            str(hub_cfg.socket_path), home / "hub.out"))
        procs.append(_start([sys.executable, "-m", "vaultmem", "serve"], edge_env, str(edge_cfg.socket_path),
                            home / "edge.out"))
        project = str(make_project(home / "shop-api"))
        texts = prompts(runs + warmup, seed + 2)
        variants = {"local": (str(hub_cfg.socket_path), hub_env), "edge": (str(edge_cfg.socket_path), edge_env)}
        call_ms: dict[str, list[float]] = {k: [] for k in variants}
        hook_ms: dict[str, list[float]] = {k: [] for k in variants}
        chars: dict[str, list[int]] = {k: [] for k in variants}
        log(f"timing {runs} rounds (+{warmup} warm-up)")
        for i, text in enumerate(texts):
            for name, (sock, env) in variants.items():
                payload = {"session_id": f"bench-{uuid.uuid4()}", "prompt": text, "cwd": project,
                           "hook_event_name": "UserPromptSubmit"}
                t = time.perf_counter()
                status, data = call_json(sock, "POST", "/v1/hooks/UserPromptSubmit", payload, timeout=30)
                elapsed = (time.perf_counter() - t) * 1000
                if status != 200:
                    raise VaultmemError(f"{name} prompt answered {status}: {data}", f"see {home} (rerun with --keep)")
                payload["session_id"] = f"bench-{uuid.uuid4()}"
                t = time.perf_counter()
                hook = subprocess.run([sys.executable, str(HOOK)], input=json.dumps(payload).encode(), env=env,
                                      capture_output=True, timeout=60)
                hook_elapsed = (time.perf_counter() - t) * 1000
                if i >= warmup:
                    call_ms[name].append(elapsed)
                    hook_ms[name].append(hook_elapsed)
                    chars[name].append(len(hook.stdout))
        out["daemon_call_ms"] = {k: summarize(v) for k, v in call_ms.items()}
        out["hook_ms"] = {k: summarize(v) for k, v in hook_ms.items()}
        out["answered"] = {k: sum(1 for c in v if c) for k, v in chars.items()}
        out["mean_output_chars"] = {k: round(sum(v) / max(1, len(v))) for k, v in chars.items()}
        calls, hooks = out["daemon_call_ms"], out["hook_ms"]
        out["p50_ratio"] = {"daemon_call": ratio(calls["edge"]["p50_ms"], calls["local"]["p50_ms"]),
                            "hook": ratio(hooks["edge"]["p50_ms"], hooks["local"]["p50_ms"])}
        return out
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(60)
            except subprocess.TimeoutExpired:
                proc.kill()
        if keep:
            out["home"] = str(home)
        else:
            shutil.rmtree(home, ignore_errors=True)


def print_report(result: dict[str, Any], file: Any = None) -> None:
    rows = []
    for what, key in (("daemon call", "daemon_call_ms"), ("hook process", "hook_ms")):
        for name in ("local", "edge"):
            s = result[key][name]
            rows.append([what, name, s["p50_ms"], s["p95_ms"], s["max_ms"], result["answered"][name]])
    print_table(f"prompt recall, {result['params']['notes']} notes, {result['params']['runs']} runs "
                f"({result['params']['embedder']} embedder)",
                ["timed", "path", "p50 ms", "p95 ms", "max ms", "answered"], rows, file=file)
    r = result["p50_ratio"]
    print(f"edge/local p50: daemon call {r['daemon_call']}x, hook {r['hook']}x (goal <= {GOAL}x)", file=file)
