"""The real CLI as a process: argv, a run with captured output, a forked child with warm imports,
reaping, and the environment a test's processes share (VAULTMEM_HOME plus setting overrides)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterable


def vaultmem_argv(*args: str) -> list[str]:
    return [sys.executable, "-m", "vaultmem", *args]


def run_cli(env: dict[str, str], *args: str, timeout: float = 300, input: bytes | None = None
            ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(vaultmem_argv(*args), env=env, capture_output=True, timeout=timeout, input=input)


def doctor(env: dict[str, str]) -> dict[str, Any]:
    res = run_cli(env, "doctor", "--json")
    try:
        return json.loads(res.stdout)
    except ValueError:
        raise AssertionError(f"doctor printed no JSON (exit {res.returncode}): {res.stdout[-500:]!r} "
                             f"{res.stderr[-1500:]!r}") from None


def fork_json(*args: str, scratch: Path, timeout: float = 300) -> tuple[int | None, Any]:
    """Run `vaultmem <args>` (a --json command) in a forked child; (exit code, parsed stdout)."""
    out = scratch / f"fork-{os.getpid()}-{time.monotonic_ns()}.json"
    code = reap(fork_cli(*args, out=out), timeout)
    text = out.read_text(encoding="utf-8", errors="replace")
    out.unlink()
    try:
        return code, json.loads(text)
    except ValueError:
        raise AssertionError(f"`vaultmem {' '.join(args)}` printed no JSON (exit {code}): {text[-2000:]}") from None


def fork_doctor(scratch: Path) -> dict[str, Any]:
    """`vaultmem doctor --json`, forked (see fork_cli)."""
    return fork_json("doctor", "--json", scratch=scratch)[1]


def preload_cli() -> None:
    """Import what `vaultmem worker` and `vaultmem serve` need, so a forked child starts in ms."""
    import qdrant_edge  # noqa: F401
    import uvicorn  # noqa: F401
    import watchdog.observers  # noqa: F401

    import vaultmem.ingest.files  # noqa: F401
    import vaultmem.cli
    import vaultmem.daemon.app  # noqa: F401
    import vaultmem.daemon.server  # noqa: F401
    import vaultmem.extract.heuristic  # noqa: F401
    import vaultmem.extract.pipeline  # noqa: F401
    import vaultmem.reflect  # noqa: F401

    vaultmem.cli.load_commands()


def fork_cli(*args: str, out: Path | None = None) -> int:
    """Run `vaultmem <args>` in a forked child of this (single-threaded) process; returns its pid.

    The child is the real CLI entry point with this process's imports already warm: the same code
    `python -m vaultmem <args>` runs, minus ~1-3 s of interpreter start on a loaded machine.
    """
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid:
        return pid
    code = 1
    try:
        os.setsid()
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGALRM):
            signal.signal(sig, signal.SIG_DFL)
        if out is not None:
            fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            os.close(fd)
        # pytest's capture replaced sys.stdout/stderr: write to the real descriptors, line by line.
        sys.stdout = sys.__stdout__ = open(1, "w", buffering=1, encoding="utf-8", closefd=False)
        sys.stderr = sys.__stderr__ = open(2, "w", buffering=1, encoding="utf-8", closefd=False)
        sys.argv = ["vaultmem", *args]
        from vaultmem.cli import main

        main()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except BaseException:  # noqa: BLE001 - report and leave; never return into pytest
        import traceback

        traceback.print_exc()
        code = 70
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)
    return pid  # not reached


def reap(pid: int, timeout: float = 60.0) -> int | None:
    """Wait for a child; its exit status (negative signal number when killed), None on timeout."""
    end = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
        if time.monotonic() > end:
            return None
        time.sleep(0.01)


def alive(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False
    return not done


def env_for(home: Path, roots: Iterable[Path] = (), **settings: Any) -> dict[str, str]:
    """os.environ plus VAULTMEM_HOME and VAULTMEM_<SETTING> overrides (lists as JSON)."""
    env = dict(os.environ)
    env["VAULTMEM_HOME"] = str(home)
    roots = list(roots)
    if roots:
        env["VAULTMEM_CAPTURE_TRANSCRIPT_ROOTS"] = json.dumps([str(r) for r in roots])
    for name, value in settings.items():
        env["VAULTMEM_" + name.upper()] = json.dumps(value) if isinstance(value, list) else str(value)
    return env
