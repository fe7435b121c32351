"""The soak, shortened: tickets through the worker while the prompt hook is called, against one daemon
(`vaultmem bench soak` runs the long form: 10,000 tickets, 10,000 hook calls, 10,000 notes).

Correctness only: every ticket done, none failed, no hook error, the index in sync at the end. The
figures (hook p99, throughput, RSS growth) are printed, never asserted: this machine is shared.
Sizes: VAULTMEM_SOAK_NOTES / _TICKETS / _HOOK_CALLS / _PROCESS_HOOKS.
"""

from __future__ import annotations

import json
import os

import pytest

from vaultmem.bench.soak import run_soak

NOTES = int(os.environ.get("VAULTMEM_SOAK_NOTES", "500"))
TICKETS = int(os.environ.get("VAULTMEM_SOAK_TICKETS", "150"))
HOOK_CALLS = int(os.environ.get("VAULTMEM_SOAK_HOOK_CALLS", "500"))
PROCESS_HOOKS = int(os.environ.get("VAULTMEM_SOAK_PROCESS_HOOKS", "10"))


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_soak_short_form_loses_nothing() -> None:
    r = run_soak(notes=NOTES, tickets=TICKETS, hook_calls=HOOK_CALLS, process_hooks=PROCESS_HOOKS, embedder="hash",
                 seed=7, rss_samples=25, log=lambda m: print(m, flush=True))
    t, h, rss = r["tickets"], r["hooks"], r["rss"]
    print("\n[soak] " + json.dumps({
        "notes": NOTES, "tickets": f"{t['done']}/{t['fed']} done in {t['elapsed_s']} s ({t['per_s']}/s)",
        "hook_in_process_ms": {k: h["in_process"][k] for k in ("n", "p50_ms", "p95_ms", "p99_ms", "max_ms")},
        "hook_worker_idle_ms": {k: h["in_process_worker_idle"][k] for k in ("n", "p50_ms", "p99_ms")},
        "hook_process_ms": {k: h["process"][k] for k in ("n", "p50_ms", "p99_ms")},
        "hook_failures": h["failures"],
        "rss_mb": {k: rss[k] for k in ("start_mb", "after_warmup_mb", "end_mb", "peak_mb", "growth_after_warmup")},
        "load": [r["machine"]["loadavg_start"], r["machine"]["loadavg_end"]]}))
    assert r["daemon"]["alive"], "the daemon died during the soak"
    assert t["fed"] == TICKETS and t["feed_errors"] == 0, t
    assert t["done"] == TICKETS and t["failed"] == 0, t
    assert t["skipped"] == 0 and t["notes_new"] > 0, t
    errors = {k: v for k, v in h["failures"].items() if not k.startswith("timeout")}
    assert errors == {}, f"hook errors (timeouts only make a hook fail open and are reported): {h['failures']}"
    assert h["in_process"]["n"] + h["process"]["n"] == HOOK_CALLS
    assert r["daemon"]["last_errors"] == []
    assert r["index_in_sync"] is True
    assert rss["growth_after_warmup"] is not None
