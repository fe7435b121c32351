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
TICKETS = int(os.environ.get("VAULTMEM_SOAK_TICKETS", "300"))
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
        "hook_worker_busy_ms": {k: h["in_process_worker_busy"][k] for k in ("n", "p50_ms", "p99_ms")},
        "hook_worker_idle_ms": {k: h["in_process_worker_idle"][k] for k in ("n", "p50_ms", "p99_ms")},
        "hook_process_ms": {k: h["process"][k] for k in ("n", "p50_ms", "p99_ms")},
        "hook_failures": h["failures"],
        "rss_mb": {k: rss[k] for k in ("start_mb", "after_warmup_mb", "end_mb", "peak_mb", "growth_after_warmup",
                                       "index_growth_after_warmup", "idle_growth")},
        "load": [r["machine"]["loadavg_start"], r["machine"]["loadavg_end"]]}))
    assert r["daemon"]["alive_at_end"] and r["daemon"]["exit_code"] == 0, r["daemon"]
    assert t["fed"] == TICKETS and t["feed_errors"] == 0, t
    assert t["done"] == TICKETS and t["failed"] == 0, t
    assert t["skipped"] == 0 and t["notes_new"] > 0, t
    errors = {k: v for k, v in h["failures"].items() if not k.startswith("timeout")}
    assert errors == {}, f"hook errors (timeouts only make a hook fail open and are reported): {h['failures']}"
    assert h["in_process"]["n"] + h["process"]["n"] == HOOK_CALLS
    assert r["daemon"]["last_errors"] == []
    assert r["index_in_sync"] is True
    assert rss["growth_after_warmup"] is not None
    # The memory figures are set against the index the daemon holds, and an idle phase was measured.
    assert rss["index_items_end"] >= rss["index_items_after_warmup"] > NOTES, rss
    assert rss["idle_calls"] == HOOK_CALLS // 5 and rss["idle_growth"] is not None, rss


def _cpu_seconds(pid: int) -> float:
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads CPU time from /proc")
def test_an_idle_daemon_stays_idle_after_recalls_and_with_a_ticket_in_backoff(isolated_env, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Reading notes (recall) and queue files (a ticket waiting out its backoff) must not wake the
    daemon's watchers: watchdog reports reads too, and reacting to them fed a busy loop."""
    import time
    from datetime import datetime, timedelta, timezone

    from support.daemon import Daemon
    from support.processes import env_for
    from vaultmem.bench.common import write_vault
    from vaultmem.capture.tickets import write_ticket_file

    write_vault(isolated_env / "vault", 200, 3)
    d = Daemon(env_for(isolated_env)).start()
    try:
        for q in ("postgres connection pool", "retry with backoff", "docker image build", "feature flags"):
            assert d.search(q)
        later = (datetime.now(timezone.utc) + timedelta(minutes=10)).isoformat()
        write_ticket_file(d.cfg.queue_dir, {"session_id": "waits", "transcript_path": str(tmp_path / "t.jsonl"),
                                            "not_before": later})
        time.sleep(3)  # debounce and wake-ups settle
        pid = d.proc.pid  # type: ignore[union-attr]
        before, t0 = _cpu_seconds(pid), time.monotonic()
        time.sleep(4)
        busy = (_cpu_seconds(pid) - before) / (time.monotonic() - t0)
        print(f"\n[idle daemon] CPU use over 4 s after recalls, one ticket in backoff: {busy * 100:.1f}% of a core")
        assert busy < 0.25, f"the idle daemon keeps {busy * 100:.0f}% of a core busy"
    finally:
        d.stop()
