"""Usage stats (SQLite), the frequency boost in recall, promotion, drift and tiers."""

from __future__ import annotations

import datetime as dt
import logging
from pathlib import Path
from typing import Any, Iterator

import pytest

from vaultmem.config import load_config
from vaultmem.lifecycle.tiers import (HOT_THRESHOLD, drift_target, reinforce, tier_counts, tier_of,
                                      tiers_on_disk)
from vaultmem.lifecycle.usage import UsageStats
from vaultmem.utctime import iso
from vaultmem.memory import AddRequest, Memory
from vaultmem.vault.note import Note, Source

NOW = dt.datetime(2026, 11, 22, 12, 0, tzinfo=dt.timezone.utc)


@pytest.fixture
def memory(isolated_env: Path) -> Iterator[Memory]:
    mem = Memory(load_config(overrides={"usage.promote_recalls": 3, "recall.graph_depth": 0}))
    mem.init()
    yield mem
    mem.close()


def _add(mem: Memory, title: str, body: str = "", **fields: Any) -> Note:
    return mem.add(AddRequest(title=title, body=body, **fields))


# -- the SQLite store ---------------------------------------------------------------------------


def test_record_counts_and_last_recalled(tmp_path: Path) -> None:
    u = UsageStats(tmp_path / "usage.db")
    u.record(["a", "b", "a"], when=NOW)  # a duplicate within one recall counts once
    u.record(["a"], when=NOW + dt.timedelta(hours=1))
    assert u.get("a")["access_count"] == 2 and u.get("a")["last_recalled"] == iso(NOW + dt.timedelta(hours=1))
    assert u.get("b")["access_count"] == 1 and u.get("zzz") is None
    u.record(["a"], when=NOW - dt.timedelta(days=3))  # an out-of-order stamp never moves it back
    assert u.get("a")["last_recalled"] == iso(NOW + dt.timedelta(hours=1))
    assert u.summary(NOW)["recalls"] == 4
    u.close()


def test_boost_is_mild_capped_and_sees_other_connections(tmp_path: Path) -> None:
    a = UsageStats(tmp_path / "usage.db", boost_max=0.1)
    b = UsageStats(tmp_path / "usage.db", boost_max=0.1)
    assert a.boost("n") == 1.0
    b.record(["n"])  # another process (the daemon next to a CLI) writes
    once = a.boost("n")
    assert 1.0 < once < 1.05
    for _ in range(500):
        b.record(["n"])
    assert a.boost("n") == pytest.approx(1.1)
    assert UsageStats(tmp_path / "other.db", boost_max=0).boost("n") == 1.0
    a.close(), b.close()


def test_reinforce_sessions_merge_and_delete(tmp_path: Path) -> None:
    u = UsageStats(tmp_path / "usage.db")
    u.reinforce("a", "s1")
    u.reinforce("a", "s1")
    u.reinforce("b", "s2")
    u.record(["b"], when=NOW)
    assert u.get("a")["reinforcement_count"] == 2 and u.sessions("a") == {"s1"}
    u.merge_into("a", ["b"])
    assert u.get("b") is None and u.get("a")["access_count"] == 1 and u.sessions("a") == {"s1", "s2"}
    u.delete(["a"])
    assert u.get("a") is None and u.sessions("a") == set()
    u.close()


# -- recall ---------------------------------------------------------------------------------------


def test_search_records_primary_hits_and_frequency_reorders_ties(memory: Memory) -> None:
    one = _add(memory, "Staging database listens on port 5433", "Use port 5433 for staging.")
    two = _add(memory, "Staging database listens on port 5433", "Use port 5433 for staging.", id="staging-db-copy")
    first = memory.search("staging database port", record=False)
    assert {h.id for h in first[:2]} == {one.id, two.id}
    assert memory.usage.get(one.id) is None  # record=False never counts
    loser = first[1].id
    for _ in range(6):
        memory.usage.record([loser])
    again = memory.search("staging database port")
    assert again[0].id == loser and again[0].boost > first[1].boost
    assert memory.usage.get(loser)["access_count"] == 7  # 6 + this search


def test_context_counts_only_injected_notes(memory: Memory) -> None:
    note = _add(memory, "Feature flags live in LaunchDarkly", "Never in env vars.")
    text, hits = memory.context("where do feature flags live", exclude=lambda h: h.id == note.id)
    assert not text and memory.usage.get(note.id) is None
    text, hits = memory.context("where do feature flags live")
    assert note.id in text and memory.usage.get(note.id)["access_count"] == 1


def test_recall_only_counts_and_the_worker_promotes_with_history(
        memory: Memory, caplog: pytest.LogCaptureFixture) -> None:
    from vaultmem.lifecycle.tiers import promote_pending

    note = _add(memory, "CI caches the uv download folder", "Saves two minutes per run.", importance=0.5)
    path = memory.vault.path_for(note.id)
    before = path.read_bytes()
    for _ in range(3):
        memory.search("ci uv cache")
    assert path.read_bytes() == before  # a read never writes a note
    assert memory.usage.get(note.id)["access_count"] == 3
    with caplog.at_level(logging.INFO, logger="vaultmem"):
        assert promote_pending(memory) == [note.id]  # what the worker / reflect run
    promoted = memory.vault.get(note.id)
    assert promoted.confidence == "confirmed" and promoted.importance == pytest.approx(0.55)
    assert memory.index.catalog[note.id]["confidence"] == "confirmed"  # the index saw it at once
    [old] = memory.vault.history(note.id)  # the previous version is kept
    assert old.confidence == "experimental" and old.importance == pytest.approx(0.5)
    assert any("PROMOTED" in r.getMessage() and note.id in r.getMessage() for r in caplog.records)
    for _ in range(3):
        memory.search("ci uv cache")
    assert promote_pending(memory) == []  # promotion is a one-off event
    assert memory.vault.get(note.id).importance == pytest.approx(0.55)


def test_a_persons_own_note_keeps_its_bytes_and_mode_through_recall_and_promotion(memory: Memory) -> None:
    from vaultmem.lifecycle.tiers import promote_pending

    text = ("---\n# written by hand\ntags: [postgres, debugging]\ncreated: 2025-03-01\nimportance: high\n---\n"
            "# Postgres too many connections\n\nRaise max_connections or use pgbouncer.\n")
    path = memory.vault.root / "Postgres connections.md"
    path.write_text(text, encoding="utf-8")
    path.chmod(0o644)
    memory.reindex()
    for _ in range(5):
        assert memory.search("postgres too many connections")
    promote_pending(memory)
    assert path.read_text(encoding="utf-8") == text and path.stat().st_mode & 0o777 == 0o644
    assert not memory.vault.history_dir(memory.search("postgres connections")[0].id).exists()


def test_second_supporting_session_promotes(memory: Memory) -> None:
    note = _add(memory, "Prod logs go to Loki", "Grafana explores them.", source=Source(agent="claude-code", session="s1"))
    assert reinforce(memory, note.id, "s1") is False  # the note's own session supports it only once
    assert memory.vault.get(note.id).confidence == "experimental"
    assert reinforce(memory, note.id, "s2") is True
    assert memory.vault.get(note.id).confidence == "confirmed"


def test_extractor_restatement_in_a_second_session_reinforces_and_promotes(
        memory: Memory, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    from extract_fixtures import T0, Msg, claude_jsonl
    from vaultmem.ingest.files import ingest_file

    pref = "I prefer pytest fixtures over setUp methods."
    with caplog.at_level(logging.INFO, logger="vaultmem"):
        for i, name in enumerate(("first", "second")):
            path = claude_jsonl(tmp_path / f"{name}.jsonl", [Msg("user", pref), Msg("assistant", "Sure.")],
                                session=name, start=T0 + dt.timedelta(days=i))
            ingest_file(memory, path)
            if name == "first":
                [before] = [n.importance for n in (nf.note for nf in memory.vault.scan().values())
                            if not n.id.startswith("topic-")]
    [note] = [n for n in (nf.note for nf in memory.vault.scan().values()) if not n.id.startswith("topic-")]
    row = memory.usage.get(note.id)
    assert row is not None and row["reinforcement_count"] == 1 and row["promoted_at"]
    assert memory.usage.sessions(note.id) == {"second"}
    assert memory.usage.summary()["reinforcements"] == 1
    assert note.confidence == "confirmed" and note.extra["reinforced"] == 1
    assert note.importance == pytest.approx(before + memory.config["usage.promote_step"])  # promoted, not just relabelled
    messages = [r.getMessage() for r in caplog.records]
    assert f"NEW {note.id} session=first type=preference" in messages
    assert any(m.startswith(f"DEDUP {note.id} session=second reinforced=1 promoted") for m in messages)
    assert any(m.startswith(f"PROMOTED {note.id}") for m in messages)


def test_recording_failure_never_breaks_recall(memory: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    _add(memory, "Backups run nightly at 02:00", "Restic to S3.")

    def broken(ids: Any, when: Any = None) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(memory.usage, "record", broken)
    assert memory.search("nightly backups")[0].title == "Backups run nightly at 02:00"


# -- drift and tiers ------------------------------------------------------------------------------


def _note(**fields: Any) -> Note:
    fields.setdefault("created", "2026-01-01")
    return Note(id=fields.pop("id", "n"), title="t", **fields)


def test_an_imported_old_session_counts_as_new_to_memory() -> None:
    """Staleness runs from when vaultmem learned a note, not from the transcript's own date."""
    imported = _note(importance=0.5, created="2025-08-01", valid_from="2025-08-01T10:00:00Z",
                     recorded_at=iso(NOW - dt.timedelta(days=3)))
    assert drift_target(imported, None, 90, 0.05, NOW) is None


def test_drift_target_rules() -> None:
    old = _note(importance=0.5, created="2026-01-01")
    assert drift_target(old, None, 90, 0.05, NOW) == pytest.approx(0.45)
    assert drift_target(old, {"last_recalled": iso(NOW - dt.timedelta(days=10))}, 90, 0.05, NOW) is None
    assert drift_target(old, {"drifted_at": iso(NOW - dt.timedelta(days=5))}, 90, 0.05, NOW) is None
    assert drift_target(_note(importance=HOT_THRESHOLD), None, 90, 0.05, NOW) is None  # hot is pinned
    assert drift_target(_note(importance=0.12), None, 90, 0.05, NOW) == pytest.approx(0.1)  # floor
    assert drift_target(_note(importance=0.1), None, 90, 0.05, NOW) is None
    assert drift_target(old, None, 0, 0.05, NOW) is None


def test_tiers() -> None:
    assert tier_of({"kind": "note", "importance": 0.8}) == "hot"
    assert tier_of({"kind": "note", "importance": 0.5}) == "warm"
    assert tier_of({"kind": "note", "importance": 0.0}) == "warm"
    assert tier_of({"kind": "note", "importance": 0.9, "superseded_by": "x"}) == "cold"
    assert tier_of({"kind": "history", "importance": 0.9}) == "cold"
    catalog = {"a": {"kind": "note", "importance": 0.9}, "b": {"kind": "note", "importance": 0.3},
               "history:a:1": {"kind": "history", "importance": 0.9}, "episode:x": {"kind": "episode"}}
    assert tier_counts(catalog, archived=2) == {"hot": 1, "warm": 1, "cold": 3}


def test_tiers_on_disk_and_status_dashboard(memory: Memory) -> None:
    _add(memory, "Always run migrations before deploys", importance=0.9)
    note = _add(memory, "Old flaky test list", "x")
    from vaultmem.lifecycle.forget import forget

    forget(memory, note.id, "obsolete", "tester")
    cfg = memory.config
    assert tiers_on_disk(cfg.index_dir, cfg.vault) == {"hot": 1, "warm": 0, "cold": 1}
    memory.close()
    from vaultmem.status import collect_status

    data = collect_status(cfg)
    assert data["tiers"] == {"hot": 1, "warm": 0, "cold": 1}
    assert data["daemon"]["running"] is False
    assert set(data["queue"]) >= {"pending", "failed"} and "failures" in data
    assert data["usage"]["notes_tracked"] == 0
    assert data["reflect"] is None and "extraction" in data
