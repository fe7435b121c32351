"""Forgetting with an audit trail: soft forget, restore, purge, forget by query."""

from __future__ import annotations

import copy
import json
import logging
from pathlib import Path
from typing import Iterator

import pytest

from support.extract_fixtures import Msg, claude_jsonl
from vaultmem.ingest.files import ingest_file
from vaultmem.config import load_config
from vaultmem.errors import NoteError, NoteNotFound
from vaultmem.index.writes import index_versions
from vaultmem.lifecycle import forget as fg
from vaultmem.lifecycle.purge import purge
from vaultmem.lifecycle.audit import AuditLog, default_actor
from vaultmem.lifecycle.merge import merge_cluster
from vaultmem.memory import AddRequest, Memory
from vaultmem.vault.note import Source


@pytest.fixture
def memory(isolated_env: Path) -> Iterator[Memory]:
    mem = Memory(load_config())
    mem.init()
    yield mem
    mem.close()


def _secret_note(mem: Memory) -> str:
    """A note with a retired version, a source excerpt and usage rows."""
    note = mem.add(AddRequest(title="The staging database password", body="It is hunter2, shared in chat by Bob.",
                              source=Source(agent="claude-code", session="sess-9")))
    old = copy.deepcopy(note)
    mem.vault.save_history(old, superseded_by=note.id)
    index_versions(mem.vault, mem.index, note.id)
    mem.vault.write_source(note.id, "user: the staging password is hunter2")
    mem.index.save()
    mem.usage.record([note.id])
    return note.id


def _ids(mem: Memory, query: str, **kw: object) -> list[str]:
    return [h.id for h in mem.search(query, all_scopes=True, record=False, **kw)]


def test_forget_archives_out_of_recall_with_audit(memory: Memory, caplog: pytest.LogCaptureFixture) -> None:
    note_id = _secret_note(memory)
    assert note_id in _ids(memory, "staging password")
    with caplog.at_level(logging.INFO, logger="vaultmem"):
        out = fg.forget(memory, note_id, "credential, not a memory", "alice@laptop")
    root = memory.vault.root
    assert out["archived_to"] == f"_archived/{note_id}.md"
    assert (root / "_archived" / f"{note_id}.md").exists() and not (root / f"{note_id}.md").exists()
    assert (root / "_archived" / "_history" / note_id).is_dir() and not (root / "_history" / note_id).exists()
    assert note_id not in _ids(memory, "staging password")
    assert note_id not in _ids(memory, "staging password", include_superseded=True)
    assert not [k for k in memory.index.catalog if note_id in k]
    memory.reindex()  # a rebuild from the vault must not bring it (or its versions) back
    assert note_id not in _ids(memory, "staging password", include_superseded=True)
    [rec] = AuditLog(memory.config.state_dir).tail()
    assert rec["action"] == "forget" and rec["id"] == note_id and rec["who"] == "alice@laptop"
    assert rec["reason"] == "credential, not a memory" and rec["at"].endswith("Z")
    assert "hunter2" not in json.dumps(rec)  # ids and reasons only, never content
    assert any(r.getMessage().startswith(f"FORGOTTEN {note_id}") for r in caplog.records)
    with pytest.raises(NoteError, match="already archived"):
        fg.forget(memory, note_id, "again", "alice@laptop")


def test_restore_brings_note_and_versions_back(memory: Memory) -> None:
    note_id = _secret_note(memory)
    fg.forget(memory, note_id, "oops", "bob")
    out = fg.restore(memory, note_id, "bob")
    assert out["path"] == f"{note_id}.md"
    assert note_id in _ids(memory, "staging password")
    assert any(k.startswith(f"history:{note_id}:") for k in memory.index.catalog)
    assert len(memory.history(note_id)) == 2
    assert [r["action"] for r in AuditLog(memory.config.state_dir).tail()] == ["forget", "restore"]
    with pytest.raises(NoteNotFound):
        fg.restore(memory, note_id, "bob")  # not archived any more


def test_purge_removes_everything_but_the_audit_line(memory: Memory) -> None:
    note_id = _secret_note(memory)
    report = memory.vault.root / "_reports" / "reflect-2026-11-01.md"
    report.write_text(f"# Reflection\n\n- [[{note_id}]] — The staging database password is hunter2: stale\n- [[other]]\n")
    out = purge(memory, note_id, "alice@laptop", "secret")
    root = memory.vault.root
    assert not (root / f"{note_id}.md").exists() and not (root / "_history" / note_id).exists()
    assert not (root / "_sources" / f"{note_id}.md").exists()
    assert not [k for k in memory.index.catalog if note_id in k]
    assert memory.usage.get(note_id) is None
    assert "hunter2" not in report.read_text() and "[[other]]" in report.read_text()
    assert out["reports_scrubbed"] == 1 and "note" not in out
    assert _ids(memory, "hunter2 staging password", include_superseded=True) == []
    [rec] = AuditLog(memory.config.state_dir).tail()
    assert rec["action"] == "purge" and rec["id"] == note_id and rec["reason"] == "secret"
    assert "hunter2" not in (memory.config.state_dir / "audit.jsonl").read_text()
    with pytest.raises(NoteNotFound):
        purge(memory, note_id, "alice", "")


def test_purge_of_an_archived_note(memory: Memory) -> None:
    note_id = _secret_note(memory)
    fg.forget(memory, note_id, "hide", "alice")
    out = purge(memory, note_id, "alice", "really gone")
    root = memory.vault.root
    assert f"_archived/{note_id}.md" in out["removed"]
    assert not (root / "_archived" / f"{note_id}.md").exists()
    assert not (root / "_archived" / "_history" / note_id).exists()
    assert [r["action"] for r in AuditLog(memory.config.state_dir).tail()] == ["forget", "purge"]


def test_forget_by_query_preview_then_forget(memory: Memory) -> None:
    for title in ("Jenkins builds the monolith", "Jenkins agents run on spot instances", "Redis is the cache"):
        memory.add(AddRequest(title=title, body=title))
    matches = fg.preview_query(memory, "jenkins", limit=5)
    ids = [m["id"] for m in matches]
    assert set(ids) == {"jenkins-builds-the-monolith", "jenkins-agents-run-on-spot-instances"}
    assert memory.usage.get(ids[0]) is None  # a preview is not a recall
    results = fg.forget_many(memory, [*ids, "no-such-note"], "moved to GitHub Actions", "carol")
    assert [r.get("error") is None for r in results] == [True, True, False]
    assert _ids(memory, "jenkins") == []
    assert len(AuditLog(memory.config.state_dir).tail()) == 2


def test_forget_by_a_query_no_note_shares_a_word_with_offers_nothing(memory: Memory) -> None:
    for title in ("Jenkins builds the monolith", "Redis is the cache"):
        memory.add(AddRequest(title=title, body=title))
    typo = "jenkinz monolitth"  # shares letters (so vectors find a neighbour), not one word
    assert memory.search(typo, all_scopes=True, record=False, expand_graph=False)
    assert fg.preview_query(memory, typo, limit=5) == []  # ... which a typo must not forget


def test_ids_are_never_paths(memory: Memory) -> None:
    for bad in ("../etc/passwd", "a/b", ""):
        with pytest.raises(NoteNotFound):
            fg.forget(memory, bad, "x", "y")
        with pytest.raises(NoteNotFound):
            purge(memory, bad, "x", "y")


def test_audit_log_is_append_only_jsonl(tmp_path: Path) -> None:
    log = AuditLog(tmp_path)
    log.append("forget", "a", "me", "why")
    with open(log.path, "a") as fh:
        fh.write('{"torn": ')  # a crash mid-line must not hide the rest
    log.append("restore", "a", "me")
    assert [r.get("action") for r in log] == ["forget", "restore"]
    assert log.tail(1, note_id="a")[0]["action"] == "restore"
    assert "@" in default_actor()
    with pytest.raises(ValueError):
        log.append("delete-everything", "a", "me")


def test_restore_returns_a_note_to_its_sub_folder(memory: Memory) -> None:
    note = memory.add(AddRequest(title="Nginx terminates TLS", body="Certificates from certbot."))
    folder = memory.vault.root / "infra"
    folder.mkdir()
    (memory.vault.root / f"{note.id}.md").rename(folder / f"{note.id}.md")
    memory.reindex()
    fg.forget(memory, note.id, "moving to caddy", "dave")
    out = fg.restore(memory, note.id, "dave")
    assert out["path"] == f"infra/{note.id}.md" and (folder / f"{note.id}.md").exists()
    assert memory.index.catalog[note.id]["path"] == f"infra/{note.id}.md"


# -- the conversation record: episodes and source excerpts --------------------------------------

RULE = "Never commit directly to main."


def _told(mem: Memory, tmp_path: Path) -> str:
    """A session where the user states a rule; returns the note the extractor made of it."""
    path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", RULE), Msg("assistant", "Understood, I will use branches.")],
                        session="sess-rule")
    [note_id] = [i for i in ingest_file(mem, path)["notes"] if not i.startswith("topic-")]
    return note_id


def _episodes_saying(mem: Memory, text: str) -> list[str]:
    return [k for k, e in mem.index.catalog.items() if e["kind"] == "episode" and text in e["source"]["quote"]]


def test_forget_takes_the_provenance_turns_out_of_recall_until_restore(memory: Memory, tmp_path: Path) -> None:
    note_id = _told(memory, tmp_path)
    said = RULE.rstrip(".")  # the note's title; its quote adds nothing to it, so it is not injected twice
    assert said in memory.context("can I commit directly to main?")[0]
    out = fg.forget(memory, note_id, "no longer our rule", "alice")
    assert out["episodes_suppressed"] == 1
    text, _ = memory.context("can I commit directly to main?")
    assert RULE not in text and "commit directly" not in text
    assert _episodes_saying(memory, RULE) == []
    memory.reindex(full=True)  # the suppression lives in the vault: a rebuild keeps the turn out
    assert _episodes_saying(memory, RULE) == []
    assert RULE in (memory.vault.root / "_sources" / "sessions" / "claude-code-sess-rule.md").read_text()  # soft
    fg.restore(memory, note_id, "alice")
    assert len(_episodes_saying(memory, RULE)) == 1
    assert said in memory.context("can I commit directly to main?")[0]


def test_purge_scrubs_the_text_from_session_excerpts_and_other_sources(memory: Memory, tmp_path: Path) -> None:
    note_id = _told(memory, tmp_path)
    other = memory.add(AddRequest(title="Feature branches are reviewed before merging", body="Two approvals."))
    memory.vault.write_source(other.id, f"user: {RULE}\ncontext, assistant: feature branches need reviews\n")
    fg.forget(memory, note_id, "first hide it", "alice")
    out = purge(memory, note_id, "alice", "personal data")
    root = memory.vault.root
    session = root / "_sources" / "sessions" / "claude-code-sess-rule.md"
    assert "[PURGED]" in session.read_text() and "Understood, I will use branches." in session.read_text()
    assert "feature branches need reviews" in memory.vault.read_source(other.id)
    assert sorted(out["scrubbed"]) == sorted([f"_sources/{other.id}.source.md", "_sources/sessions/claude-code-sess-rule.md"])
    leftovers = [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()
                 and "directly to main" in p.read_text(errors="replace").lower()]
    assert leftovers == []
    hits = memory.search("commit directly to main", all_scopes=True, include_superseded=True, record=False)
    assert not [h for h in hits if "directly to main" in (h.title + h.entry["source"].get("quote", "")).lower()]
    memory.reindex(full=True)
    assert _episodes_saying(memory, "PURGED") == [] and _episodes_saying(memory, RULE) == []
    assert "directly to main" not in (memory.config.state_dir / "audit.jsonl").read_text().lower()
    assert not (root / "_archived" / "suppressed-episodes.json").read_text().count(note_id)


def test_purging_a_merge_keeper_purges_the_versions_merged_into_it(memory: Memory) -> None:
    ids = [memory.add(AddRequest(title=t, body="The deploy token is tok-123.")).id
           for t in ("Where the deploy token is", "The deploy token", "Deploy uses a token")]
    done = merge_cluster(memory, ids, "alice", keep=ids[2])
    root = memory.vault.root
    assert all((root / "_history" / i).is_dir() for i in ids[:2])
    out = purge(memory, ids[2], "alice", "secret")
    assert sorted(out["merged_purged"]) == sorted(done["retired"])
    assert not any((root / "_history" / i).exists() for i in ids)
    assert not [k for k in memory.index.catalog if any(i in k for i in ids)]
    assert memory.search("deploy token tok-123", all_scopes=True, include_superseded=True, record=False) == []
    [rec] = [r for r in AuditLog(memory.config.state_dir).tail() if r["action"] == "purge"]
    assert sorted(rec["merged"]) == sorted(ids[:2]) and "tok-123" not in json.dumps(rec)


def test_an_episode_id_from_search_can_be_forgotten_and_restored(memory: Memory, tmp_path: Path) -> None:
    path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", "The nightly export stalls because the vacuum job holds its lock."),
                                               Msg("assistant", "Noted.")], session="sess-forget-episode")
    ingest_file(memory, path)

    def episode_hits() -> list[str]:
        return [h.id for h in memory.search("nightly export vacuum lock", all_scopes=True, record=False)
                if h.type == "episode"]
    [episode] = episode_hits()[:1]
    out = fg.forget(memory, episode, "said in error", "alice")
    assert out["episodes_suppressed"] == 1 and episode not in episode_hits()
    memory.reindex(full=True)
    assert episode not in episode_hits()  # a rebuilt index keeps it out too
    fg.restore(memory, episode, "alice")
    assert episode in episode_hits()
    assert [r["action"] for r in AuditLog(memory.config.state_dir).tail()] == ["forget", "restore"]


def test_forget_records_in_the_audit_log_the_memory_was_built_with(isolated_env: Path, tmp_path: Path) -> None:
    """Forget, restore and purge write to `memory.audit`, the one AuditLog a root gives the Memory."""
    elsewhere = AuditLog(tmp_path / "elsewhere")
    with Memory(load_config(), audit=elsewhere) as mem:
        mem.init()
        note = mem.add(AddRequest(title="The build cache lives on the NAS", body="Since March."))
        fg.forget(mem, note.id, "moved", "tester")
        fg.restore(mem, note.id, "tester", "back")
        assert [r["action"] for r in elsewhere.tail()] == ["forget", "restore"]
        assert AuditLog(mem.config.state_dir).tail() == []  # nothing went to the default log
