"""Crash safety: SIGKILL the worker/daemon at random points while it processes tickets, restart it,
let it finish, and check that nothing is torn, lost or duplicated; torn index files are detected
at start and rebuilt from the vault.

Trials: VAULTMEM_CRASH_TRIALS (default 50) kills per run, of which VAULTMEM_CRASH_EXEC_TRIALS
(default 3) kill a real `python -m vaultmem serve` subprocess; the others kill the real CLI entry
point (`vaultmem worker` or `vaultmem serve`, chosen at random) run in a child forked from this
already-warm process, which saves 1-3 s of interpreter start per trial on a loaded machine.
VAULTMEM_CRASH_SEED fixes the random choices (the seed used is printed either way).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import statistics
import threading
import time
from contextlib import closing
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

import pytest

from support.daemon import Daemon
from support.processes import doctor, fork_cli, fork_doctor, fork_json, preload_cli, reap
from support.reliability import Session, current_note_files, new_session, quote_lines, vault_problems
from support.wait import wait_until
from vaultmem.capture.queue import TicketQueue
from vaultmem.capture.tickets import STATES
from vaultmem.config import load_config
from vaultmem.hookclient import write_ticket

TRIALS = int(os.environ.get("VAULTMEM_CRASH_TRIALS", "50"))
EXEC_TRIALS = min(TRIALS, int(os.environ.get("VAULTMEM_CRASH_EXEC_TRIALS", "3")))
SEED = int(os.environ.get("VAULTMEM_CRASH_SEED", str(random.SystemRandom().randrange(10**6))))
LEASE = 2.0  # a dead worker's ticket is presumed abandoned after this long (default 300 s)
REPORT = os.environ.get("VAULTMEM_RELIABILITY_REPORT")  # folder for a JSON summary (docs figures)


def _report(name: str, data: dict[str, Any]) -> None:
    print(f"\n[{name}] " + json.dumps(data, sort_keys=True))
    if REPORT:
        Path(REPORT).mkdir(parents=True, exist_ok=True)
        (Path(REPORT) / f"{name}.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


@pytest.fixture
def crash_env(isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """os.environ (inherited by forked children) set for fast crash recovery."""
    # Forking needs a process without Python threads (numpy's OpenBLAS pool is fork-aware); earlier
    # tests in the same process may have left some, so `make test` runs this file on its own.
    if threading.active_count() != 1:
        pytest.skip(f"threads left by earlier tests ({threading.enumerate()}): run this file in its own process")
    roots = tmp_path / "transcripts"
    roots.mkdir()
    settings = {"VAULTMEM_CAPTURE_TRANSCRIPT_ROOTS": json.dumps([str(roots)]), "VAULTMEM_QUEUE_MIN_NEW_TURNS": "1",
                "VAULTMEM_QUEUE_LEASE_SECONDS": str(LEASE),
                # Tickets get killed repeatedly here; with the default 5 attempts an unlucky one
                # would be buried in failed/ by the harness, not by a bug.
                "VAULTMEM_QUEUE_MAX_ATTEMPTS": "100"}
    for k, v in settings.items():
        monkeypatch.setenv(k, v)
    preload_cli()
    env = dict(os.environ)
    env["ROOTS"] = str(roots)
    yield env


# -- the harness -----------------------------------------------------------------------------------------


class Harness:
    """Feeds sessions, starts and kills workers/daemons, classifies where each kill landed."""

    def __init__(self, env: dict[str, str], rng: random.Random) -> None:
        self.env = env
        self.rng = rng
        self.cfg = load_config()
        self.home = Path(env["VAULTMEM_HOME"])
        self.roots = Path(env["ROOTS"])
        self.log = self.cfg.log_dir / "vaultmem.log"
        self.queue_dir = self.cfg.queue_dir
        self.sessions: list[Session] = []
        self.ticket_secs: list[float] = []
        self.points: dict[str, int] = {}
        self.flags: dict[str, int] = {}
        self.kinds: dict[str, int] = {}
        self.killed: dict[str, int] = {}  # ticket id -> kills while it was in hand

    def feed(self) -> None:
        """New work for this trial: a new session, sometimes a grown one, queued as the hooks do."""
        rng = self.rng
        batch = [new_session(self.roots, rng, facts=rng.choice((1, 2, 2, 3)))]
        if self.sessions and rng.random() < 0.3:
            grown = rng.choice(self.sessions)
            grown.grow(rng, facts=1)
            batch.append(grown)
        for s in batch:
            payload = {"session_id": s.id, "transcript_path": str(s.path), "cwd": "/tmp/proj",
                       "hook_event_name": "Stop"}
            if rng.random() < 0.5:
                write_ticket(str(self.queue_dir), payload)  # the Stop hook's own fallback (daemon down)
            else:
                TicketQueue(self.queue_dir).enqueue(s.id, str(s.path), "claude-code", "/tmp/proj")
            if s not in self.sessions:
                self.sessions.append(s)

    def log_lines(self, offset: int) -> list[str]:
        try:
            with open(self.log, "rb") as fh:
                fh.seek(offset)
                return fh.read().decode("utf-8", "replace").splitlines()
        except FileNotFoundError:
            return []

    def log_size(self) -> int:
        try:
            return self.log.stat().st_size
        except FileNotFoundError:
            return 0

    def start(self, kind: str) -> tuple[Any, int]:
        """A fresh worker or daemon; returns (handle, pid)."""
        out = self.home / "children.out"
        if kind == "exec-serve":
            d = Daemon(self.env, out=out).launch()
            return d, d.pid
        pid = fork_cli("worker" if kind == "fork-worker" else "serve", out=out)
        return None, pid

    def kill(self, handle: Any, pid: int) -> None:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if handle is not None:
            handle.proc.wait(30)
        else:
            assert reap(pid, 30) is not None, f"child {pid} survived SIGKILL"

    def typical_ticket(self) -> float:
        return statistics.median(self.ticket_secs[-20:]) if self.ticket_secs else 0.8

    def learn_durations(self, lines: list[str]) -> None:
        started = None
        for line in lines:
            stamp = line[:23]
            if " PROCESSING " in line:
                started = stamp
            elif " DONE " in line and started:
                try:
                    a = time.strptime(started[:19], "%Y-%m-%d %H:%M:%S")
                    b = time.strptime(stamp[:19], "%Y-%m-%d %H:%M:%S")
                    secs = time.mktime(b) - time.mktime(a) + (int(stamp[20:23]) - int(started[20:23])) / 1000
                    self.ticket_secs.append(max(0.01, secs))
                except ValueError:
                    pass
                started = None

    def windows(self) -> list[tuple[str, str, str]]:
        """(session, state, updated_at) of every ledger window."""
        db = self.cfg.state_dir / "extract.db"
        if not db.exists():
            return []
        with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)) as conn:
            try:
                return conn.execute("SELECT session, state, updated_at FROM windows").fetchall()
            except sqlite3.OperationalError:
                return []

    def pending_windows(self) -> int:
        return sum(1 for _, state, _ in self.windows() if state == "pending")

    def abandoned_windows(self) -> list[tuple[str, str, str]]:
        """Stashed facts never applied and not superseded by a later, finished window of their session
        (a session that grew after the kill is re-extracted as a new window; its old stash is moot)."""
        rows = self.windows()
        done = {}
        for session, state, at in rows:
            if state == "done":
                done[session] = max(done.get(session, ""), at)
        return [r for r in rows if r[1] == "pending" and done.get(r[0], "") <= r[2]]

    def classify(self, lines: list[str], since: str) -> str:
        """Where the kill landed, from what this child logged before it died and the ledger."""
        last = None
        for line in lines:
            for tag in ("PROCESSING", "EXTRACTED", "DONE", "FAILED"):
                if f" {tag} " in line:
                    last = tag
        if last is None:
            return "starting up (lock, index open, torn-index check, warm-up)"
        if last == "PROCESSING":
            if any(state == "pending" and at >= since for _, state, at in self.windows()):
                return "writing notes (facts stashed, vault/index writes under way)"
            return "reading/redacting/extracting (nothing written for the ticket yet, or its excerpt only)"
        if last == "EXTRACTED":
            return "after extraction (episodes reindex, session progress, ticket completion)"
        return "between tickets or idle"

    def in_hand(self, lines: list[str]) -> str | None:
        """The ticket this child was processing at the end of `lines` (None between tickets)."""
        current = None
        for ln in lines:
            if " PROCESSING " in ln:
                current = ln.split(" PROCESSING ", 1)[1].split()[0]
            elif current and (f" DONE {current}" in ln or f" FAILED {current}" in ln):
                current = None
        return current

    def killable(self, offset: int) -> bool:
        # A ticket killed again and again waits 30 s, 60 s, 120 s... (backoff per failed attempt);
        # past two kills the harness lets it finish, so the run stays short.
        tid = self.in_hand(self.log_lines(offset))
        return tid is None or self.killed.get(tid, 0) < 2

    def trial(self, kind: str) -> None:
        self.feed()
        offset = self.log_size()
        since = datetime.now(timezone.utc).isoformat()
        handle, pid = self.start(kind)
        t0 = time.monotonic()
        if self.rng.random() < 0.3:  # anywhere, start-up included
            time.sleep(self.rng.uniform(0, 1.5 if kind != "exec-serve" else 4.0))
        else:  # inside a ticket: wait for the child to claim one, then a random share of a ticket's time
            wait_until(lambda: self.in_hand(self.log_lines(offset)) is not None, 30, 0.005)
            time.sleep(self.rng.uniform(0, self.typical_ticket() * 1.2))
        wait_until(lambda: self.killable(offset), 30, 0.005)
        self.kill(handle, pid)
        lines = self.log_lines(offset)
        tid = self.in_hand(lines)
        if tid:
            self.killed[tid] = self.killed.get(tid, 0) + 1
        self.learn_durations(lines)
        point = self.classify(lines, since)
        self.points[point] = self.points.get(point, 0) + 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if self.cfg.vault.exists() and list(self.cfg.vault.rglob(".tmp-*")):
            self.flag("killed mid atomic write (temp file left in the vault)")
        if any(" index torn " in ln for ln in lines):
            self.flag("started on a torn index (left by an earlier kill) and rebuilt it")
        if any("lease expired" in ln for ln in lines):
            self.flag("recovered a ticket whose worker had died (lease expired)")
        if any(" DONE " in ln and "'resumed': True" in ln for ln in lines):
            self.flag("resumed a half-written ticket from its stashed facts")
        if any("removed" in ln and "crashed writer" in ln for ln in lines):
            self.flag("swept temp files a killed writer left")
        problems = vault_problems(self.cfg.vault) if self.cfg.vault.exists() else []
        assert not problems, f"after kill ({kind}, {point}, {time.monotonic() - t0:.2f}s): {problems}"
        self.check_queue_accounts_for_every_session()

    def flag(self, name: str) -> None:
        self.flags[name] = self.flags.get(name, 0) + 1

    def tickets(self) -> dict[str, list[dict[str, Any]]]:
        out: dict[str, list[dict[str, Any]]] = {}
        for state in STATES:
            folder = self.queue_dir / state
            if not folder.is_dir():  # a process killed before the queue made its folders: none there yet
                continue
            for p in folder.iterdir():
                if p.name.startswith("."):
                    continue
                assert p.suffix == ".json", f"unexpected queue file {p} (corrupt ticket?)"
                out.setdefault(state, []).append(json.loads(p.read_text(encoding="utf-8")))
        return out

    def check_queue_accounts_for_every_session(self) -> None:
        seen = {t["session_id"] for ts in self.tickets().values() for t in ts}
        missing = {s.id for s in self.sessions} - seen
        assert not missing, f"tickets lost for sessions {missing}"


def _finish(h: Harness, timeout: float) -> int:
    """Restart a worker and let it drain the queue (leases expire, backoffs pass); stop it cleanly."""
    pid = fork_cli("worker", out=h.home / "children.out")
    q = TicketQueue(h.queue_dir)

    def idle() -> bool:
        c = q.counts()
        return c["pending"] == 0 and c["processing"] == 0

    drained = wait_until(idle, timeout, 0.2)
    os.kill(pid, signal.SIGTERM)  # the worker finishes the ticket in hand, then exits
    code = reap(pid, 60)
    assert drained, f"queue not drained after {timeout}s: {q.counts()}"
    return code if code is not None else -999


def _check_final(h: Harness) -> dict[str, Any]:
    vault = h.cfg.vault
    tickets = h.tickets()
    assert not tickets.get("pending") and not tickets.get("processing"), tickets
    for t in tickets.get("failed", []):
        assert t.get("last_error"), f"failed ticket without a reason: {t}"
    done_sessions = {t["session_id"] for t in tickets.get("done", [])}
    assert done_sessions >= {s.id for s in h.sessions}, "a session never reached done/"
    for t in tickets.get("done", []):
        assert "skipped" not in (t.get("result") or {}) or "not enough new turns" in t["result"]["skipped"], t

    assert vault_problems(vault) == []
    leftovers = [str(p) for p in vault.rglob(".tmp-*")]
    assert leftovers == [], f"crash leftovers not cleaned up at restart: {leftovers}"

    # Nothing lost, nothing duplicated: every planted fact is in exactly one quote line of one note.
    texts = {p.name: p.read_text(encoding="utf-8") for p in current_note_files(vault)}
    lost, doubled = [], []
    for s in h.sessions:
        for marker in s.markers:
            holders = {name: quote_lines(text, marker) for name, text in texts.items() if quote_lines(text, marker)}
            if not holders:
                lost.append((s.id, marker))
            elif len(holders) > 1 or sum(holders.values()) > 1:
                doubled.append((s.id, marker, holders))
    assert not lost, f"planted facts missing from the vault: {lost}"
    assert not doubled, f"facts written twice: {doubled}"
    # Every session excerpt holds each turn of its session exactly once.
    from vaultmem.vault.excerpts import read_excerpt, session_excerpt_path

    for s in h.sessions:
        _, turns = read_excerpt(session_excerpt_path(vault, "claude-code", s.id))
        ids = [t.id for t in turns]
        assert len(ids) == len(set(ids)) == s.turn_count, (s.id, len(ids), len(set(ids)), s.turn_count)
    # Sources: one excerpt block per fact, never repeated.
    for p in (vault / "_sources").glob("*.md"):
        blocks = [b.strip() for b in p.read_text(encoding="utf-8").split("\n\n---\n\n")]
        assert len(blocks) == len(set(blocks)), f"repeated source excerpt in {p.name}"
    assert h.abandoned_windows() == [], "a ticket's stashed facts were never applied"
    return {"notes": len(texts), "facts": sum(len(s.markers) for s in h.sessions), "sessions": len(h.sessions),
            "tickets_done": len(tickets.get("done", [])), "tickets_failed": len(tickets.get("failed", [])),
            "stashes_superseded_by_growth": h.pending_windows()}


@pytest.mark.timeout(1800)
def test_sigkill_at_random_points_loses_and_duplicates_nothing(crash_env: dict[str, str]) -> None:
    rng = random.Random(SEED)
    print(f"\ncrash harness: {TRIALS} trials ({EXEC_TRIALS} exec'd daemons), seed {SEED}")
    h = Harness(crash_env, rng)
    exec_at = set(rng.sample(range(TRIALS), EXEC_TRIALS))
    started = time.monotonic()
    for i in range(TRIALS):
        kind = "exec-serve" if i in exec_at else rng.choice(("fork-worker", "fork-serve"))
        h.trial(kind)
    trials_secs = time.monotonic() - started
    waits = [t.get("not_before") or "" for t in h.tickets().get("pending", [])]
    longest = max([(datetime.fromisoformat(w) - datetime.now(timezone.utc)).total_seconds() for w in waits if w] + [0])
    finish_code = _finish(h, timeout=longest + LEASE + 60 + 2 * len(h.sessions))
    summary = _check_final(h)
    report = doctor(crash_env)
    assert report["ok"], json.dumps(report, indent=1)
    _report("crash", {"seed": SEED, "trials": TRIALS, "by_process": h.kinds, "crash_points": h.points,
                      "events": h.flags, "median_ticket_s": round(h.typical_ticket(), 3),
                      "kills_per_ticket": {str(k): sum(1 for v in h.killed.values() if v == k)
                                           for k in sorted(set(h.killed.values()))},
                      "longest_backoff_wait_s": round(longest, 1),
                      "trials_s": round(trials_secs, 1), "total_s": round(time.monotonic() - started, 1),
                      "final_worker_exit": finish_code, **summary, "doctor_ok": report["ok"]})


# -- torn index: detected at start, rebuilt from the vault ---------------------------------------------------


def _segment(index_dir: Path) -> Path:
    segments = sorted((index_dir / "vectors" / "segments").iterdir())
    assert len(segments) == 1, segments
    return segments[0]


def _tear(index_dir: Path, how: str) -> None:
    if how == "delete catalog.json":
        (index_dir / "catalog.json").unlink()
    elif how == "truncate catalog.json":
        data = (index_dir / "catalog.json").read_bytes()
        (index_dir / "catalog.json").write_bytes(data[: len(data) // 2])
    elif how == "delete bm25.json":
        (index_dir / "bm25.json").unlink()
    elif how == "truncate bm25.json":
        data = (index_dir / "bm25.json").read_bytes()
        (index_dir / "bm25.json").write_bytes(data[: len(data) // 3])
    elif how == "delete the vectors folder":
        shutil.rmtree(index_dir / "vectors")
    elif how == "empty the vector data file":
        (_segment(index_dir) / "vector_storage-dense" / "vectors" / "chunk_0.mmap").write_bytes(b"")
    elif how == "empty the payload data file":
        (_segment(index_dir) / "payload_storage" / "page_0.dat").write_bytes(b"")
    elif how == "delete the vector data file":
        (_segment(index_dir) / "vector_storage-dense" / "vectors" / "chunk_0.mmap").unlink()
    elif how == "garbage in segment.json":
        (_segment(index_dir) / "segment.json").write_bytes(b"\xff" * 64)
    elif how == "empty the WAL":
        for wal in (index_dir / "vectors" / "wal").glob("open-*"):
            wal.write_bytes(b"")
    elif how == "delete the segments and WAL":
        shutil.rmtree(index_dir / "vectors" / "segments")
        shutil.rmtree(index_dir / "vectors" / "wal", ignore_errors=True)
    elif how == "stale catalog and bm25 from an older index":
        pass  # prepared by the caller (copies taken before more notes were indexed)
    else:  # pragma: no cover
        raise AssertionError(how)


TEARS = ["delete catalog.json", "truncate catalog.json", "truncate bm25.json", "delete the vectors folder",
         "empty the vector data file", "empty the payload data file", "garbage in segment.json", "empty the WAL",
         "stale catalog and bm25 from an older index"]
# `vaultmem worker` runs the daemon's start-up check too; two representative tears run for it.
WORKER_TEARS = ("delete the vectors folder", "empty the vector data file")


def _seed_vault(vault: Path, n: int, rng: random.Random, first: int = 0) -> dict[str, str]:
    """n notes, each findable by a unique made-up word; returns word -> id."""
    from support.reliability import pseudo_word

    vault.mkdir(parents=True, exist_ok=True)
    words = {}
    for i in range(first, first + n):
        w = pseudo_word(rng, 5)
        nid = f"torn-index-note-{i}"
        (vault / f"{nid}.md").write_text(
            f"---\nid: {nid}\ntype: fact\nscope: global\ncreated: 2026-01-01\n---\n\n# Note {i} about {w}\n\n"
            f"The {w} service keeps its cache warm.\n", encoding="utf-8")
        words[w] = nid
    return words


def _words_found_by_serve(env: dict[str, str], words: dict[str, str], out: Path) -> None:
    """Start `vaultmem serve` (forked), find every note by its word, check it reports in sync, stop it."""
    pid = fork_cli("serve", out=out)
    d = Daemon(env)
    try:
        assert wait_until(lambda: d.healthy() or reap(pid, 0.01) is not None, 60), \
            out.read_text(errors="replace")[-3000:]
        for word, nid in words.items():
            hits = d.search(word)
            assert hits and hits[0]["id"] == nid, (word, nid, [h["id"] for h in hits[:3]])
        assert d.status()["index"]["in_sync"] is True
    finally:
        os.kill(pid, signal.SIGTERM)
        assert reap(pid, 60) == 0


# Every tear against `serve`; the worker shares the start-up check, so two representative tears.
TORN_CASES = [(how, "serve") for how in TEARS] + [(how, "worker") for how in WORKER_TEARS]


@pytest.mark.parametrize(("how", "process"), TORN_CASES)
def test_torn_index_is_detected_at_start_and_rebuilt(crash_env: dict[str, str], tmp_path: Path, how: str,
                                                     process: str) -> None:
    rng = random.Random(sum(map(ord, how)))
    cfg = load_config()
    out = tmp_path / "children.out"
    words = _seed_vault(cfg.vault, 12, rng)
    assert reap(fork_cli("reindex", out=out), 120) == 0
    index_dir = cfg.index_dir
    if how.startswith("stale"):
        keep = {name: (index_dir / name).read_bytes() for name in ("catalog.json", "bm25.json")}
        words.update(_seed_vault(cfg.vault, 5, rng, first=100))
        assert reap(fork_cli("reindex", out=out), 120) == 0
        for name, data in keep.items():
            (index_dir / name).write_bytes(data)
    _tear(index_dir, how)
    log = cfg.log_dir / "vaultmem.log"
    offset = log.stat().st_size if log.exists() else 0
    if process == "serve":
        _words_found_by_serve(crash_env, words, out)
    else:
        pid = fork_cli("worker", out=out)
        try:
            assert wait_until(lambda: "worker draining" in out.read_text(errors="replace"), 60)
        finally:
            os.kill(pid, signal.SIGTERM)
            assert reap(pid, 60) == 0
        for word, nid in list(words.items())[::5]:  # the rebuilt index the worker left behind works
            code, hits = fork_json("search", word, "--json", "--all-scopes", scratch=tmp_path)
            assert code == 0 and hits[0]["id"] == nid, (word, nid, hits[:3])
    with open(log, "rb") as fh:
        fh.seek(offset)
        said = fh.read().decode("utf-8", "replace")
    assert "index torn" in said, f"the damage ({how}) went unnoticed at start:\n{said[-2000:]}"
    report = fork_doctor(tmp_path)
    assert report["ok"], json.dumps(report, indent=1)


def test_vault_changes_made_while_the_daemon_was_down_are_indexed_at_start(crash_env: dict[str, str],
                                                                           tmp_path: Path) -> None:
    """A person's edits (or a crash between a note write and the index save) leave the index
    consistent but behind the vault: start-up notices with a stat-only check and syncs."""
    rng = random.Random(7)
    cfg = load_config()
    out = tmp_path / "children.out"
    words = _seed_vault(cfg.vault, 6, rng)
    assert reap(fork_cli("reindex", out=out), 120) == 0
    time.sleep(0.05)  # mtime granularity: the edits below must be newer than the catalog
    words.update(_seed_vault(cfg.vault, 2, rng, first=50))  # new notes
    edited = cfg.vault / "torn-index-note-0.md"
    fresh_word = "zebulonquartz"
    edited.write_text(edited.read_text() + f"\nAlso the {fresh_word} job.\n")
    words = {w: n for w, n in words.items() if n != "torn-index-note-1"}
    (cfg.vault / "torn-index-note-1.md").unlink()  # a deleted note
    words[fresh_word] = "torn-index-note-0"
    _words_found_by_serve(crash_env, words, out)
    report = fork_doctor(tmp_path)
    assert report["ok"], json.dumps(report, indent=1)


def test_a_retried_or_grown_ticket_adds_an_extension_once(isolated_env: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A fact added to note A as an EXTENDS section must not be added to note B when the ticket runs
    again (a retry after a crash, or the session grew) and B now ranks first among the candidates."""
    from support.extract_fixtures import Msg, claude_jsonl
    from vaultmem.ingest.files import ingest_file
    from vaultmem.extract import relate
    from vaultmem.memory import AddRequest, Memory

    fact = "Let's go with dramatiq for the billing worker queue."
    msgs = [Msg("user", fact), Msg("assistant", "Done, the worker uses it now.")]
    path = claude_jsonl(tmp_path / "s.jsonl", msgs, session="sess-grows")
    with Memory(load_config()) as mem:
        a = mem.add(AddRequest(title="The billing worker runs on celery", body="Since 2025.", type="decision"))
        b = mem.add(AddRequest(title="The billing worker retries failed jobs", body="Three times.", type="decision"))
        order = [[(a.id, 0.8)], [(b.id, 0.8), (a.id, 0.79)]]  # the ranking changed between the two runs
        monkeypatch.setattr(relate.Planner, "_candidates", lambda self, vector, scope: order[0])
        first = ingest_file(mem, path)
        assert first["extends"] == 1 and first["notes"] == [a.id], first
        order.pop(0)
        claude_jsonl(path, msgs + [Msg("user", "Thanks, that works.")], session="sess-grows")  # it went on
        second = ingest_file(mem, path)
        texts = {n: mem.vault.path_for(n).read_text() for n in (a.id, b.id)}  # type: ignore[union-attr]
    assert second.get("extends", 0) == 0, second
    assert quote_lines(texts[a.id], "dramatiq") == 1 and "dramatiq" not in texts[b.id], texts
