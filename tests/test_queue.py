"""Tests for the durable ticket queue and session progress tracking."""

from __future__ import annotations

import json
import logging
import multiprocessing as mp
import os
import secrets
import sqlite3
import tempfile
import time
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vaultmem.capture.progress import SessionProgress
from vaultmem.capture.queue import TicketQueue
from vaultmem.capture.tickets import LeaseLostError, Ticket, TicketFormatError, new_ticket_id, write_ticket_file


class FakeClock:
    """Controllable wall clock: starts at real time so file mtimes stay comparable."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def queue(tmp_path: Path, clock: FakeClock) -> TicketQueue:
    return TicketQueue(tmp_path / "q", lease_seconds=10, max_attempts=3, backoff_base=5,
                       backoff_max=8, clock=clock)


def _files(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


# -- basics -------------------------------------------------------------------------------------


def test_enqueue_claim_complete(queue: TicketQueue, clock: FakeClock) -> None:
    ticket = queue.enqueue("s1", "/t/s1.jsonl", agent="claude-code", cwd="/proj")
    assert ticket.path == queue.root / "pending" / f"{ticket.id}.json"
    on_disk = json.loads(ticket.path.read_text())
    assert on_disk["session_id"] == "s1" and on_disk["agent"] == "claude-code"
    assert (on_disk["attempts"], on_disk["lease_until"], on_disk["event"]) == (0, None, "Stop")
    assert queue.counts() == {"pending": 1, "processing": 0, "done": 0, "failed": 0}

    claimed = queue.claim(worker="w1")
    assert claimed is not None and claimed.id == ticket.id and claimed.state == "processing"
    assert claimed.worker == "w1" and claimed.cwd == "/proj"
    assert json.loads(claimed.path.read_text())["lease_until"] == claimed.lease_until is not None
    assert queue.claim(worker="w2") is None

    queue.complete(claimed, result={"memories": 3})
    assert claimed.state == "done"
    done = json.loads((queue.root / "done" / f"{ticket.id}.json").read_text())
    assert done["result"] == {"memories": 3} and done["lease_until"] is None
    assert queue.counts() == {"pending": 0, "processing": 0, "done": 1, "failed": 0}
    found = queue.get(ticket.id)
    assert found is not None and found.state == "done"


def test_lease_is_now_plus_lease_seconds(queue: TicketQueue, clock: FakeClock) -> None:
    queue.enqueue("s1", "/t")
    claimed = queue.claim()
    assert claimed is not None and claimed.lease_until is not None
    from datetime import datetime

    assert datetime.fromisoformat(claimed.lease_until).timestamp() == pytest.approx(clock.now + 10)
    assert claimed.worker and "@" in claimed.worker  # default worker is pid@host


def test_ids_unique_and_sorted_by_creation() -> None:
    ids = [new_ticket_id() for _ in range(2000)]
    assert len(set(ids)) == len(ids)
    assert ids == sorted(ids)


def test_claim_oldest_first(queue: TicketQueue) -> None:
    ids = [queue.enqueue(f"s{i}", f"/t/{i}").id for i in range(5)]
    claimed = [queue.claim() for _ in range(5)]
    assert [t.id for t in claimed if t] == ids
    assert queue.claim() is None


def test_enqueue_rejects_bad_input(queue: TicketQueue) -> None:
    with pytest.raises(ValueError):
        queue.enqueue("s1", "/t", agent="gemini")
    with pytest.raises(TypeError):
        queue.enqueue("s1", "/t", attempts=3)
    with pytest.raises(ValueError):
        queue.list("nope")
    assert queue.get("../../etc/passwd") is None


def test_ticket_roundtrip_preserves_extras(tmp_path: Path) -> None:
    data = {"id": "00000000000000000001-abcd", "session_id": "s", "transcript_path": "/t",
            "future_field": {"x": [1, 2]}, "attempts": 2}
    ticket = Ticket.from_dict(data, tmp_path, "pending")
    assert ticket.extra == {"future_field": {"x": [1, 2]}}
    assert ticket.to_dict()["future_field"] == {"x": [1, 2]}
    assert Ticket.from_dict(ticket.to_dict()) == ticket
    assert ticket.path == tmp_path / "pending" / "00000000000000000001-abcd.json"
    with pytest.raises(ValueError):
        _ = Ticket.from_dict(data).path
    bads = ([], {"id": "x", "session_id": "s"}, {**data, "attempts": "1"}, {**data, "id": "../x"},
            {**data, "attempts": True}, {**data, "result": [1]}, {**data, "session_id": ""})
    for bad in bads:
        with pytest.raises(TicketFormatError):
            Ticket.from_dict(bad)


def test_extras_survive_the_whole_lifecycle(queue: TicketQueue, clock: FakeClock) -> None:
    ticket = queue.enqueue("s1", "/t", origin="hook", turns={"from": 1})
    claimed = queue.claim()
    assert claimed is not None and claimed.extra == {"origin": "hook", "turns": {"from": 1}}
    queue.fail(claimed, "boom")
    clock.advance(100)
    claimed = queue.claim()
    assert claimed is not None
    queue.complete(claimed)
    assert json.loads((queue.root / "done" / f"{ticket.id}.json").read_text())["origin"] == "hook"


# -- failure, backoff, leases -------------------------------------------------------------------


def test_fail_backoff_then_failed(queue: TicketQueue, clock: FakeClock) -> None:
    ticket = queue.enqueue("s1", "/t")
    claimed = queue.claim()
    assert claimed is not None
    queue.fail(claimed, "llm timeout")
    assert claimed.state == "pending" and claimed.attempts == 1
    pending = queue.get(ticket.id)
    assert pending is not None and (pending.state, pending.last_error) == ("pending", "llm timeout")
    assert pending.lease_until is None

    assert queue.claim() is None  # backing off for 5 s
    clock.advance(4.9)
    assert queue.claim() is None
    clock.advance(0.2)
    claimed = queue.claim()
    assert claimed is not None and claimed.attempts == 1
    queue.fail(claimed, "again")
    clock.advance(8.1)  # 5 * 2 = 10, capped at backoff_max = 8
    claimed = queue.claim()
    assert claimed is not None and claimed.attempts == 2
    queue.fail(claimed, "third strike")
    assert claimed.state == "failed"
    assert queue.counts() == {"pending": 0, "processing": 0, "done": 0, "failed": 1}
    failed = queue.list("failed")[0]
    assert (failed.attempts, failed.last_error, failed.not_before) == (3, "third strike", None)

    assert queue.retry_failed() == 1
    again = queue.claim()
    assert again is not None and again.attempts == 0 and again.last_error == "third strike"


def test_backoff_is_exponential_and_capped(tmp_path: Path) -> None:
    q = TicketQueue(tmp_path, backoff_base=30, backoff_max=3600)
    assert [q._backoff(n) for n in range(1, 10)] == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]


def test_retry_failed_single_ticket(queue: TicketQueue, clock: FakeClock) -> None:
    ids = []
    for session in ("a", "b"):
        ids.append(queue.enqueue(session, "/t").id)
    for _ in range(3):
        for _ in ids:
            clock.advance(100)
            claimed = queue.claim()
            assert claimed is not None
            queue.fail(claimed, "x")
    assert queue.counts()["failed"] == 2
    assert queue.retry_failed(ids[1]) == 1
    assert queue.retry_failed("does-not-exist") == 0
    assert [t.id for t in queue.list("pending")] == [ids[1]]
    with pytest.raises(ValueError):
        queue.retry_failed("../x")


def test_expired_lease_is_recovered_and_counted(queue: TicketQueue, clock: FakeClock) -> None:
    queue.enqueue("s1", "/t")
    dead = queue.claim(worker="dead")
    assert dead is not None
    clock.advance(9)
    assert queue.recover_expired() == 0
    clock.advance(2)
    assert queue.recover_expired() == 1
    back = queue.list("pending")[0]
    assert back.attempts == 1 and back.lease_until is None
    assert "lease expired" in (back.last_error or "")

    # The presumed-dead worker wakes up: its outcome is ignored, its lease can't be renewed.
    queue.complete(dead, {"late": True})
    queue.fail(dead, "late")
    with pytest.raises(LeaseLostError):
        queue.renew(dead)
    assert queue.counts() == {"pending": 1, "processing": 0, "done": 0, "failed": 0}

    clock.advance(5.1)
    alive = queue.claim(worker="alive")
    assert alive is not None and alive.attempts == 1
    queue.complete(dead)  # still not the dead worker's ticket: attempts differ
    assert queue.counts()["processing"] == 1
    queue.complete(alive)
    assert queue.counts()["done"] == 1


def test_claim_recovers_expired_leases_first(queue: TicketQueue, clock: FakeClock) -> None:
    queue.enqueue("s1", "/t")
    assert queue.claim() is not None
    clock.advance(10 + 5)  # lease expiry + backoff after recovery
    assert queue.claim() is None  # recovery happens, then the backoff starts
    clock.advance(5.1)
    again = queue.claim()
    assert again is not None and again.attempts == 1


def test_renew_extends_lease(queue: TicketQueue, clock: FakeClock) -> None:
    queue.enqueue("s1", "/t")
    claimed = queue.claim()
    assert claimed is not None
    for _ in range(5):
        clock.advance(8)
        queue.renew(claimed)
        assert queue.recover_expired() == 0
    queue.complete(claimed)
    assert queue.counts()["done"] == 1


def test_crash_loop_ends_in_failed(queue: TicketQueue, clock: FakeClock) -> None:
    queue.enqueue("s1", "/t")
    claims = 0
    for _ in range(10):
        if queue.claim() is not None:
            claims += 1  # ...and the worker dies without a word
        clock.advance(20)
        queue.recover_expired()
    assert claims == 3
    assert queue.counts() == {"pending": 0, "processing": 0, "done": 0, "failed": 1}
    assert "lease expired" in (queue.list("failed")[0].last_error or "")


def test_claimer_dying_before_lease_write(queue: TicketQueue, clock: FakeClock) -> None:
    ticket = queue.enqueue("s1", "/t")
    os.rename(ticket.path, queue.root / "processing" / ticket.path.name)  # claim half-done
    assert queue.recover_expired() == 0  # freshly renamed: a live claimer may be mid-claim
    clock.advance(11)
    assert queue.recover_expired() == 1
    assert queue.counts()["pending"] == 1


# -- coalescing -----------------------------------------------------------------------------------


def test_enqueue_coalesces_pending_ticket(queue: TicketQueue) -> None:
    first = queue.enqueue("s1", "/t/a", cwd="/p1", tag="one")
    other = queue.enqueue("s2", "/t/other")
    second = queue.enqueue("s1", "/t/b", cwd="/p2", more="two")
    assert queue.counts()["pending"] == 2
    assert second.created_at == first.created_at
    assert second.id != first.id and second.id[:20] == first.id[:20]
    assert queue.get(first.id) is None
    stored = queue.get(second.id)
    assert stored is not None
    assert (stored.transcript_path, stored.cwd) == ("/t/b", "/p2")
    assert stored.extra == {"tag": "one", "more": "two"}
    # The coalesced ticket keeps its place in line.
    assert [t.id for t in (queue.claim(), queue.claim()) if t] == [second.id, other.id]


def test_enqueue_does_not_coalesce_with_processing(queue: TicketQueue) -> None:
    queue.enqueue("s1", "/t/a")
    claimed = queue.claim()
    assert claimed is not None
    newer = queue.enqueue("s1", "/t/b")
    assert newer.id != claimed.id
    assert queue.counts() == {"pending": 1, "processing": 1, "done": 0, "failed": 0}


def test_enqueue_collapses_hook_duplicates(queue: TicketQueue) -> None:
    for i in range(3):
        write_ticket_file(queue.root, {"session_id": "s1", "transcript_path": f"/t/{i}"})
    ticket = queue.enqueue("s1", "/t/final")
    assert [t.id for t in queue.list("pending")] == [ticket.id]
    assert ticket.transcript_path == "/t/final"


def test_coalescing_races_with_claim(queue: TicketQueue, monkeypatch: pytest.MonkeyPatch) -> None:
    queue.enqueue("s1", "/t/a")
    rival = TicketQueue(queue.root)
    real_scan = TicketQueue._scan

    def scan_then_lose_race(self: TicketQueue, state: str, quarantine: bool = True) -> list[Ticket]:
        found = real_scan(self, state, quarantine)
        if self is queue and state == "pending":
            assert rival.claim() is not None  # the pending file vanishes after we looked
        return found

    monkeypatch.setattr(TicketQueue, "_scan", scan_then_lose_race)
    newer = queue.enqueue("s1", "/t/b")
    monkeypatch.undo()
    assert queue.counts() == {"pending": 1, "processing": 1, "done": 0, "failed": 0}
    assert queue.list("pending")[0].id == newer.id and newer.transcript_path == "/t/b"


# -- corrupt files and crash leftovers ------------------------------------------------------------


def test_corrupt_files_are_quarantined(
    queue: TicketQueue, caplog: pytest.LogCaptureFixture
) -> None:
    pending = queue.root / "pending"
    good = json.dumps({"session_id": "s", "transcript_path": "/t"})
    bad = {
        "00000000000000000001-bad1.json": b"{not json",
        "00000000000000000002-bad2.json": good[: len(good) // 2].encode(),
        "00000000000000000003-bad3.json": bytes(range(256)),
        "00000000000000000004-bad4.json": b"[1, 2, 3]",
        "00000000000000000005-bad5.json": b'{"session_id": "s"}',
        "00000000000000000006-bad6.json": b"",
        "00000000000000000007-bad7.json": b"[" * 100000,
        "bad name!.json": good.encode(),
    }
    for name, content in bad.items():
        (pending / name).write_bytes(content)
    ok = queue.enqueue("s-ok", "/t/ok")
    with caplog.at_level(logging.WARNING, logger="vaultmem.queue"):
        claimed = queue.claim()
    assert claimed is not None and claimed.id == ok.id
    assert _files(pending) == []
    assert sorted(os.listdir(queue.root / "failed")) == sorted(f"{n}.corrupt" for n in bad)
    assert sum("corrupt" in r.getMessage() for r in caplog.records) == len(bad)
    assert queue.counts()["failed"] == 0  # quarantined files are not tickets
    assert queue.retry_failed() == 0


def test_corrupt_processing_file_does_not_break_recovery(queue: TicketQueue) -> None:
    (queue.root / "processing" / "00000000000000000001-x.json").write_text("{")
    assert queue.recover_expired() == 0
    assert _files(queue.root / "failed") == ["00000000000000000001-x.json.corrupt"]


def test_repeated_corrupt_names_do_not_overwrite(queue: TicketQueue) -> None:
    for _ in range(2):
        (queue.root / "pending" / "00000000000000000001-x.json").write_text("{")
        queue.claim()
    assert len(_files(queue.root / "failed")) == 2


def test_temp_leftovers_ignored_and_swept(queue: TicketQueue, clock: FakeClock) -> None:
    valid = json.dumps({"session_id": "s", "transcript_path": "/t"})
    old = queue.root / "pending" / ".tmp-deadbeef-00000000000000000001-a.json"
    fresh = queue.root / "pending" / ".tmp-cafebabe-00000000000000000002-b.json"
    stale_processing = queue.root / "processing" / ".tmp-0123-00000000000000000003-c.json"
    for path in (old, fresh, stale_processing):
        path.write_text(valid)
    os.utime(old, (clock.now - 120, clock.now - 120))
    os.utime(stale_processing, (clock.now - 120, clock.now - 120))
    assert queue.list("pending") == [] and queue.counts()["pending"] == 0
    assert queue.claim() is None
    assert not old.exists() and not stale_processing.exists() and fresh.exists()
    clock.advance(61)
    assert queue.sweep_temp_files() == 1 and not fresh.exists()


def test_list_get_prune(queue: TicketQueue) -> None:
    ids = [queue.enqueue(f"s{i}", "/t").id for i in range(6)]
    assert [t.id for t in queue.list("pending")] == ids
    for _ in ids:
        claimed = queue.claim()
        assert claimed is not None
        queue.complete(claimed)
    assert queue.prune_done(keep=4) == 2
    assert [t.id for t in queue.list("done")] == ids[2:]
    assert queue.get(ids[0]) is None and queue.get(ids[5]) is not None
    assert queue.prune_done(keep=0) == 4
    with pytest.raises(ValueError):
        queue.prune_done(keep=-1)


# -- the hook's contract --------------------------------------------------------------------------


def test_write_ticket_file_is_claimable(tmp_path: Path, clock: FakeClock) -> None:
    root = tmp_path / "q"
    path = write_ticket_file(root, {"session_id": "s9", "transcript_path": "/t/9.jsonl",
                                    "agent": "codex", "cwd": "/w", "hook_version": 2})
    assert path.parent == root / "pending"
    assert not any(n.startswith(".") for n in os.listdir(path.parent))  # no temp file left
    queue = TicketQueue(root, clock=clock)
    claimed = queue.claim()
    assert claimed is not None and claimed.path.name == path.name
    assert (claimed.session_id, claimed.agent, claimed.cwd) == ("s9", "codex", "/w")
    assert claimed.event == "Stop"
    assert claimed.attempts == 0 and claimed.extra == {"hook_version": 2}
    with pytest.raises(ValueError):
        write_ticket_file(root, {"session_id": "s"})


def test_hook_timestamps_in_other_iso_spellings(queue: TicketQueue, clock: FakeClock) -> None:
    """not_before written as "...Z" or naive (taken as UTC) is honoured; garbage is ignored."""
    from datetime import datetime, timezone

    later = datetime.fromtimestamp(clock.now + 60, timezone.utc)
    spellings = [later.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), later.replace(tzinfo=None).isoformat()]
    for i, not_before in enumerate(spellings):
        write_ticket_file(queue.root, {"session_id": f"s{i}", "transcript_path": "/t",
                                       "not_before": not_before})
    assert queue.claim() is None
    clock.advance(61)
    assert queue.claim() is not None and queue.claim() is not None
    write_ticket_file(queue.root, {"session_id": "s", "transcript_path": "/t", "not_before": "soon"})
    assert queue.claim() is not None


def test_minimal_hand_written_ticket_is_claimable(tmp_path: Path) -> None:
    """A hook following the docstring with the bare minimum of fields still works."""
    pending = tmp_path / "pending"
    pending.mkdir()
    tid = f"{time.time_ns():020d}-{secrets.token_hex(4)}"
    tmp = pending / f".tmp-{secrets.token_hex(6)}-{tid}.json"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump({"session_id": "s", "transcript_path": "/t"}, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, pending / f"{tid}.json")
    claimed = TicketQueue(tmp_path).claim()
    assert claimed is not None and claimed.id == tid and claimed.agent == "auto"


# -- multiple processes ---------------------------------------------------------------------------


def _claimer(root: str, start: Any, out: Any) -> None:
    queue = TicketQueue(Path(root))
    start.wait()
    claimed = []
    while (ticket := queue.claim()) is not None:
        claimed.append(ticket.id)
        queue.complete(ticket, {"by": os.getpid()})
    out.put(claimed)


def _producer(root: str, prefix: str, count: int, start: Any) -> None:
    queue = TicketQueue(Path(root))
    start.wait()
    for i in range(count):
        queue.enqueue(f"{prefix}-{i}", f"/t/{prefix}/{i}")


def _consumer(root: str, start: Any, producers_done: Any, out: Any) -> None:
    queue = TicketQueue(Path(root))
    start.wait()
    claimed = []
    while True:
        finished = producers_done.is_set()
        ticket = queue.claim()
        if ticket is None:
            if finished:
                break
            time.sleep(0.001)
            continue
        claimed.append(ticket.id)
        queue.complete(ticket)
    out.put(claimed)


def test_concurrent_claim_each_ticket_exactly_once(tmp_path: Path) -> None:
    queue = TicketQueue(tmp_path)
    ids = {queue.enqueue(f"s{i}", f"/t/{i}").id for i in range(200)}
    ctx = mp.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_claimer, args=(str(tmp_path), start, out)) for _ in range(4)]
    for proc in procs:
        proc.start()
    start.set()
    results = [out.get(timeout=120) for _ in procs]
    for proc in procs:
        proc.join(timeout=60)
        assert proc.exitcode == 0
    claimed = [tid for chunk in results for tid in chunk]
    assert len(claimed) == len(set(claimed)) == 200
    assert set(claimed) == ids
    assert queue.counts() == {"pending": 0, "processing": 0, "done": 200, "failed": 0}
    assert sum(1 for chunk in results if chunk) >= 2  # they really competed


def test_concurrent_enqueue_and_claim_loses_nothing(tmp_path: Path) -> None:
    ctx = mp.get_context("spawn")
    start, done, out = ctx.Event(), ctx.Event(), ctx.Queue()
    producers = [ctx.Process(target=_producer, args=(str(tmp_path), p, 60, start)) for p in "ab"]
    consumers = [ctx.Process(target=_consumer, args=(str(tmp_path), start, done, out))
                 for _ in range(3)]
    for proc in producers + consumers:
        proc.start()
    start.set()
    for proc in producers:
        proc.join(timeout=120)
        assert proc.exitcode == 0
    done.set()
    claimed = [tid for _ in consumers for tid in out.get(timeout=120)]
    for proc in consumers:
        proc.join(timeout=60)
        assert proc.exitcode == 0
    assert len(claimed) == len(set(claimed)) == 120
    queue = TicketQueue(tmp_path)
    assert queue.counts() == {"pending": 0, "processing": 0, "done": 120, "failed": 0}
    expected = {f"{p}-{i}" for p in "ab" for i in range(60)}
    assert {t.session_id for t in queue.list("done")} == expected


# -- state machine invariant ----------------------------------------------------------------------


OPS = ["enqueue", "claim", "complete", "fail", "tick", "recover", "retry"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(OPS), max_size=40))
def test_no_ticket_is_ever_lost_or_duplicated(ops: list[str]) -> None:
    clock = FakeClock()
    with tempfile.TemporaryDirectory() as tmp:
        queue = TicketQueue(Path(tmp), lease_seconds=10, max_attempts=2, backoff_base=3,
                            clock=clock)
        created: set[str] = set()
        held: list[Ticket] = []
        for n, op in enumerate(ops):
            if op == "enqueue":
                created.add(queue.enqueue(f"s{n}", "/t").id)
            elif op == "claim" and (ticket := queue.claim()) is not None:
                held.append(ticket)
            elif op in ("complete", "fail") and held:
                ticket = held.pop(0)
                if op == "complete":
                    queue.complete(ticket)
                else:
                    queue.fail(ticket, "x")
            elif op == "tick":
                clock.advance(7)
            elif op == "recover":
                queue.recover_expired()
            elif op == "retry":
                queue.retry_failed()
            seen = [t.id for state in ("pending", "processing", "done", "failed")
                    for t in queue.list(state)]
            assert sorted(seen) == sorted(created)


# -- session progress -----------------------------------------------------------------------------


def test_session_progress_semantics(tmp_path: Path) -> None:
    progress = SessionProgress(tmp_path)
    assert progress.path == tmp_path / "sessions.db"
    assert progress.last_processed("s1") == (0, None)
    assert not progress.should_process("s1", 3, min_new_turns=5)
    assert progress.should_process("s1", 5, min_new_turns=5)
    assert progress.should_process("s1", 1, min_new_turns=1)
    assert not progress.should_process("s1", 0, min_new_turns=0)  # nothing new, nothing to do

    progress.mark_processed("s1", 5, "turn-5")
    assert progress.last_processed("s1") == (5, "turn-5")
    assert not progress.should_process("s1", 9, min_new_turns=5)
    assert progress.should_process("s1", 10, min_new_turns=5)
    assert progress.should_process("s1", 6, min_new_turns=0)
    assert not progress.should_process("s1", 5, min_new_turns=0)

    progress.mark_processed("s1", 3, "turn-3")  # a slower duplicate run finishing late
    assert progress.last_processed("s1") == (5, "turn-5")
    progress.mark_processed("s1", 12, None)
    assert SessionProgress(tmp_path).last_processed("s1") == (12, None)  # persisted
    assert progress.last_processed("s2") == (0, None)
    progress.reset("s1")
    assert progress.last_processed("s1") == (0, None)
    with closing(sqlite3.connect(progress.path)) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _mark_many(root: str, worker: int, start: Any) -> None:
    progress = SessionProgress(Path(root))
    start.wait()
    for turn in range(1, 51):
        progress.mark_processed(f"s{turn % 5}", turn * 10 + worker, f"w{worker}-t{turn}")
        progress.last_processed(f"s{turn % 3}")


def test_session_progress_concurrent_processes(tmp_path: Path) -> None:
    ctx = mp.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_mark_many, args=(str(tmp_path), w, start)) for w in range(4)]
    for proc in procs:
        proc.start()
    start.set()
    for proc in procs:
        proc.join(timeout=120)
        assert proc.exitcode == 0
    progress = SessionProgress(tmp_path)
    # Monotonic: each session ends at the highest count any process wrote for it.
    assert progress.last_processed("s0") == (503, "w3-t50")
    assert progress.last_processed("s4") == (493, "w3-t49")
