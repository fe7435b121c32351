"""Helpers shared by the reliability, security and soak tests (tests/test_reliability_*.py,
tests/test_security.py, tests/test_soak.py): synthetic sessions with planted facts, a real
daemon subprocess, a forked CLI, file hashing and vault checks.

Nothing here is a test; the test files import what they need.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from extract_fixtures import Msg, claude_jsonl

REPO = Path(__file__).resolve().parents[1]
HOOKS = REPO / "hooks"
_CONS, _VOWELS = "bcdfghjklmnprstvz", "aeiou"


def wait_until(pred: Callable[[], Any], timeout: float, step: float = 0.05) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(step)
    return bool(pred())


# -- synthetic sessions whose facts the heuristic extractor is known to pick ----------------------

# Each template matches one heuristic rule (user preference / decision / solution, an assistant's
# change already made). Five made-up words per sentence keep the hash embedder from calling two
# sessions' facts duplicates, and the first made-up word is the fact's marker: it must end up in
# exactly one quote line of exactly one note.
TEMPLATES = (
    ("user", "I prefer {0} {1} over {2} {3} for the {4} pipeline."),
    ("user", "Let's go with {0} {1} for the {2} {3} {4} service."),
    ("user", "The fix was to pin {0} {1} in the {2} {3} {4} lockfile."),
    ("assistant", "I've switched {0} {1} from {2} to {3} in the {4} config."),
)
FILLER = ("Sounds good, go ahead.", "Done, the tests pass.", "Can you check the logs first?",
          "I looked at the code and it reads fine.")


def pseudo_word(rng: random.Random, syllables: int = 4) -> str:
    return "".join(rng.choice(_CONS) + rng.choice(_VOWELS) for _ in range(syllables))


@dataclass
class Session:
    """A synthetic Claude Code session on disk and the facts planted in it."""

    id: str
    path: Path
    messages: list[Msg] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    start: datetime = field(default_factory=lambda: datetime.now(timezone.utc) - timedelta(hours=1))

    def grow(self, rng: random.Random, facts: int = 1) -> None:
        """Add turns with `facts` new planted facts and rewrite the file (a session that went on)."""
        self.messages.extend(fact_messages(rng, facts, self.markers))
        self.write()

    def write(self) -> None:
        claude_jsonl(self.path, self.messages, session=self.id, cwd="/tmp/proj", start=self.start)

    @property
    def turn_count(self) -> int:
        return len(self.messages)


def fact_messages(rng: random.Random, facts: int, markers: list[str]) -> list[Msg]:
    """2 x facts messages: each planted fact sentence answered or prompted by filler."""
    out: list[Msg] = []
    for _ in range(facts):
        role, template = rng.choice(TEMPLATES)
        words = [pseudo_word(rng) for _ in range(5)]
        markers.append(words[0])
        sentence = template.format(*words)
        if role == "user":
            out += [Msg("user", sentence), Msg("assistant", rng.choice(FILLER))]
        else:
            out += [Msg("user", rng.choice(FILLER)), Msg("assistant", sentence)]
    return out


def new_session(folder: Path, rng: random.Random, facts: int = 2, sid: str | None = None) -> Session:
    sid = sid or f"sess-{pseudo_word(rng, 3)}-{rng.randrange(16**6):06x}"
    s = Session(sid, folder / f"{sid}.jsonl")
    s.messages = fact_messages(rng, facts, s.markers)
    s.write()
    return s


# -- the vault, as files ---------------------------------------------------------------------------

def is_temp(path: Path) -> bool:
    return path.name.startswith(".tmp-")


def current_note_files(vault: Path) -> list[Path]:
    """Notes at the root and in person-made folders: not `_`/`.` folders, not temp files."""
    out = []
    for p in vault.rglob("*.md"):
        rel = p.relative_to(vault).parts
        if any(part.startswith(("_", ".")) for part in rel[:-1]) or rel[-1].startswith("."):
            continue
        out.append(p)
    return sorted(out)


def vault_problems(vault: Path) -> list[str]:
    """Every non-temp .md under the vault must be complete UTF-8 and, where it is a note, parse."""
    from vaultmem.vault.excerpts import read_excerpt
    from vaultmem.vault.note import Note

    problems = []
    for p in sorted(vault.rglob("*.md")):
        if is_temp(p):
            continue
        rel = str(p.relative_to(vault))
        try:
            text = p.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            problems.append(f"{rel}: not UTF-8 ({exc})")
            continue
        if not text.endswith("\n"):
            problems.append(f"{rel}: does not end with a newline (torn?)")
        if rel.startswith("_sources/sessions/"):
            header, turns = read_excerpt(p)
            ids = [t.id for t in turns]
            if not header.get("session") or len(ids) != len(set(ids)):
                problems.append(f"{rel}: session excerpt without header or with a repeated turn")
        elif rel.startswith("_sources/") or rel.startswith("_reports/"):
            continue
        else:
            note = Note.from_markdown(text, p.stem)
            if note.parse_error or not text.startswith("---\n"):
                problems.append(f"{rel}: {note.parse_error or 'no frontmatter'}")
    return problems


def hash_tree(root: Path, skip: Callable[[Path], bool] = lambda p: False) -> dict[str, str]:
    """sha256 of every regular file under root (symlinks hashed by their target text)."""
    out = {}
    for p in sorted(root.rglob("*")):
        if skip(p):
            continue
        rel = str(p.relative_to(root))
        if p.is_symlink():
            out[rel] = "symlink->" + os.readlink(p)
        elif p.is_file():
            out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def quote_lines(text: str, marker: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith("> ") and marker in line)


# -- processes -------------------------------------------------------------------------------------

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


class Daemon:
    """A real `vaultmem serve` subprocess (python -m vaultmem serve)."""

    def __init__(self, env: dict[str, str]) -> None:
        from vaultmem.config import load_config

        self.env = env
        self.cfg = load_config(env=env)
        self.proc: subprocess.Popen[bytes] | None = None
        self.out = Path(env["VAULTMEM_HOME"]) / "serve.out"

    @property
    def sock(self) -> str:
        return str(self.cfg.socket_path)

    def start(self, timeout: float = 120) -> "Daemon":
        self.out.parent.mkdir(parents=True, exist_ok=True)
        log = open(self.out, "ab")
        self.proc = subprocess.Popen(vaultmem_argv("serve"), env=self.env, stdout=log, stderr=log)
        log.close()
        if not wait_until(lambda: self.healthy() or self.proc.poll() is not None, timeout, 0.05) \
                or not self.healthy():
            raise AssertionError(f"daemon did not start: {self.out.read_text(errors='replace')[-3000:]}")
        return self

    def healthy(self) -> bool:
        from vaultmem.hookclient import call_json

        try:
            return call_json(self.sock, "GET", "/v1/health", timeout=2)[0] == 200
        except (OSError, ValueError):
            return False

    def call(self, method: str, path: str, payload: object = None, timeout: float = 60) -> tuple[int, Any]:
        from vaultmem.hookclient import call_json

        return call_json(self.sock, method, path, payload, timeout=timeout)

    def status(self) -> dict[str, Any]:
        code, data = self.call("GET", "/v1/status")
        assert code == 200, data
        return data

    def search(self, query: str, limit: int = 10) -> list[dict[str, Any]]:
        code, data = self.call("POST", "/v1/search", {"query": query, "all_scopes": True, "limit": limit})
        assert code == 200, data
        return data["hits"]

    def queue_idle(self) -> bool:
        q = self.status()["queue"]
        return q["pending"] == 0 and q["processing"] == 0

    def hook(self, name: str, payload: object, timeout: float = 60,
             extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
        body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        return subprocess.run([sys.executable, str(HOOKS / f"{name}.py")], input=body, capture_output=True,
                              env={**self.env, **(extra_env or {})}, timeout=timeout)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 60) -> int | None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                return self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        return self.proc.poll() if self.proc else None


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
