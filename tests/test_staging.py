"""extract.review = "staging": extracted notes wait outside recall until a person approves them;
approving puts them live with their provenance, rejecting leaves an audit line and nothing in the
vault. In-process, through the CLI, and through a real daemon."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Iterator

import pytest

from support.daemon import Daemon
from support.extract_fixtures import T0, Msg, claude_jsonl
from support.processes import env_for, run_cli
from vaultmem.ingest.files import ingest_file
from vaultmem.config import load_config
from vaultmem.extract.staged import StagingArea
from vaultmem.lifecycle.audit import AuditLog
from vaultmem.memory import Memory
from vaultmem.staging import approve, list_staged, reject

FREEZE = "The release freeze starts on Friday, so we merge the payment refactor before then."
PNPM = "We decided to use pnpm workspaces instead of yarn for the monorepo."


@pytest.fixture
def staging_env(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VAULTMEM_EXTRACT_REVIEW", "staging")
    return isolated_env


@pytest.fixture
def mem(staging_env: Path) -> Iterator[Memory]:
    with Memory(load_config()) as memory:
        yield memory


def session(tmp_path: Path, name: str, *texts: str) -> Path:
    msgs = [m for t in texts for m in (Msg("user", t), Msg("assistant", "Understood."))]
    return claude_jsonl(tmp_path / f"{name}.jsonl", msgs, session=name, start=T0)


def live_note_ids(memory: Memory) -> set[str]:
    return {nf.note.id for nf in memory.vault.scan().values() if not nf.note.id.startswith("topic-")}


def note_hits(memory: Memory, query: str) -> list[str]:
    return [h.id for h in memory.search(query, all_scopes=True) if h.kind == "note"]


def test_staged_notes_wait_outside_the_vault_and_recall(mem: Memory, tmp_path: Path) -> None:
    result = ingest_file(mem, session(tmp_path, "s1", FREEZE, PNPM))
    assert result.get("staged", 0) >= 2 and not result.get("notes")
    assert live_note_ids(mem) == set()  # nothing written to the vault as a note
    items = list_staged(mem)
    quotes = {i["provenance"]["quote"] for i in items}
    assert FREEZE in quotes and PNPM in quotes
    item = next(i for i in items if i["provenance"]["quote"] == PNPM)
    assert item["provenance"]["session"] == "s1" and item["provenance"]["agent"] == "claude-code"
    assert item["provenance"]["turns"] and "pnpm" in item["excerpt"]
    assert note_hits(mem, "pnpm workspaces yarn monorepo") == []
    # Staged files live in the state folder, never under the vault.
    staged_dir = StagingArea(mem.config.state_dir).root
    assert len(list(staged_dir.glob("*.md"))) == len(items)
    assert not any(mem.vault.root in p.parents for p in staged_dir.glob("*.md"))


def test_approve_makes_it_recallable_with_provenance(mem: Memory, tmp_path: Path) -> None:
    ingest_file(mem, session(tmp_path, "s1", PNPM))
    (item,) = [i for i in list_staged(mem) if i["provenance"]["quote"] == PNPM]
    out = approve(mem, item["id"], "tester@host")
    assert out["action"] == "new" and len(out["notes"]) == 1
    note_id = out["notes"][0]
    note = mem.vault.get(note_id)
    assert note.source.session == "s1" and note.source.agent == "claude-code" and note.source.quote == PNPM
    assert note.source.turns == item["provenance"]["turns"]
    assert "pnpm" in (mem.vault.read_source(note_id) or "")
    assert note_hits(mem, "pnpm workspaces yarn monorepo")[0] == note_id
    assert [i for i in list_staged(mem) if i["id"] == item["id"]] == []
    rec = AuditLog(mem.config.state_dir).tail(1)[0]
    assert rec["action"] == "approve" and rec["id"] == note_id and rec["staged"] == item["id"]


def test_approve_with_an_edit_writes_the_edited_text(mem: Memory, tmp_path: Path) -> None:
    ingest_file(mem, session(tmp_path, "s1", PNPM))
    (item,) = list_staged(mem)
    out = approve(mem, item["id"], "me", title="Monorepo uses pnpm workspaces",
                  body="pnpm workspaces replace yarn; zebracorn is the workspace name.")
    note = mem.vault.get(out["notes"][0])
    assert note.title == "Monorepo uses pnpm workspaces" and "zebracorn" in note.body
    assert out["edited"] is True and note.source.quote == PNPM
    assert note_hits(mem, "zebracorn")[0] == note.id


def test_reject_leaves_an_audit_line_and_nothing_in_the_vault(mem: Memory, tmp_path: Path) -> None:
    path = session(tmp_path, "s1", PNPM)
    ingest_file(mem, path)
    before = sorted(p.relative_to(mem.vault.root) for p in mem.vault.root.rglob("*") if p.is_file())
    (item,) = list_staged(mem)
    with pytest.raises(Exception, match="reason"):
        reject(mem, item["id"], "me", "  ")
    reject(mem, item["id"], "me", "not a real decision")
    after = sorted(p.relative_to(mem.vault.root) for p in mem.vault.root.rglob("*") if p.is_file())
    assert after == before and live_note_ids(mem) == set()
    assert list_staged(mem) == []
    rec = AuditLog(mem.config.state_dir).tail(1)[0]
    assert rec["action"] == "reject" and rec["id"] == item["id"] and rec["reason"] == "not a real decision"
    assert PNPM not in json.dumps(rec)  # audit lines hold ids and reasons, never note text
    # A re-read of the session (a longer window) does not propose the rejected fact again.
    ingest_file(mem, session(tmp_path, "s1", PNPM, "Let us also keep Node 20 as the runtime for CI builds."))
    assert all(i["provenance"]["quote"] != PNPM for i in list_staged(mem))


def test_the_same_fact_is_staged_once(mem: Memory, tmp_path: Path) -> None:
    ingest_file(mem, session(tmp_path, "s1", PNPM))
    ingest_file(mem, session(tmp_path, "s1", PNPM, FREEZE))  # the session grew: re-read in a new window
    quotes = [i["provenance"]["quote"] for i in list_staged(mem)]
    assert quotes.count(PNPM) == 1


def test_staging_off_writes_live_as_before(isolated_env: Path, tmp_path: Path) -> None:
    with Memory(load_config()) as memory:
        result = ingest_file(memory, session(tmp_path, "s1", PNPM))
        assert result["notes"] and list_staged(memory) == []
        assert note_hits(memory, "pnpm workspaces yarn monorepo")


def test_review_cli_in_process(staging_env: Path, tmp_path: Path) -> None:
    env = dict(os.environ)
    path = session(tmp_path, "s1", PNPM, FREEZE)
    assert run_cli(env, "--local", "ingest", str(path)).returncode == 0
    listing = json.loads(run_cli(env, "--local", "review", "--json").stdout)["items"]
    assert len(listing) >= 2
    pnpm = next(i for i in listing if i["provenance"]["quote"] == PNPM)
    freeze = next(i for i in listing if i["provenance"]["quote"] == FREEZE)
    text = run_cli(env, "--local", "review").stdout.decode()
    assert pnpm["id"] in text and "session s1" in text
    no_reason = run_cli(env, "--local", "review", "reject", freeze["id"])
    assert no_reason.returncode != 0 and b"--reason" in no_reason.stderr
    assert run_cli(env, "--local", "review", "reject", freeze["id"], "--reason", "noise").returncode == 0
    done = run_cli(env, "--local", "review", "approve", pnpm["id"], "--json")
    assert done.returncode == 0, done.stderr
    note_id = json.loads(done.stdout)["notes"][0]
    hits = json.loads(run_cli(env, "--local", "search", "pnpm workspaces yarn", "--all-scopes", "--json").stdout)
    assert hits[0]["id"] == note_id
    missing = run_cli(env, "--local", "review", "approve", pnpm["id"])
    assert missing.returncode == 1 and b"no staged note" in missing.stderr


def test_review_through_the_daemon(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = env_for(home, [tmp_path], extract_review="staging")
    path = session(tmp_path, "s1", PNPM)
    daemon = Daemon(env).start()
    try:
        assert run_cli(env, "ingest", str(path)).returncode == 0
        (item,) = json.loads(run_cli(env, "review", "--json").stdout)["items"]
        assert [h for h in daemon.search("pnpm workspaces yarn monorepo") if h.get("kind", "note") == "note"] == []
        out = run_cli(env, "review", "approve", item["id"], "--json")
        assert out.returncode == 0, out.stderr
        note_id = json.loads(out.stdout)["notes"][0]
        assert daemon.search("pnpm workspaces yarn monorepo")[0]["id"] == note_id  # the daemon's own index
    finally:
        daemon.stop()


def test_review_approve_edit_uses_the_editor(staging_env: Path, tmp_path: Path) -> None:
    editor = tmp_path / "editor.sh"  # a person's edit: a new title line, a word added to the body
    editor.write_text("#!/bin/sh\nsed -i -e '1s/.*/# Workspaces are managed by pnpm/' -e '$a wombatique' \"$1\"\n")
    editor.chmod(0o755)
    env = {**os.environ, "EDITOR": str(editor), "VISUAL": str(editor)}
    assert run_cli(env, "--local", "ingest", str(session(tmp_path, "s1", PNPM))).returncode == 0
    (item,) = json.loads(run_cli(env, "--local", "review", "--json").stdout)["items"]
    done = run_cli(env, "--local", "review", "approve", item["id"], "--edit", "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["edited"] is True
    hits = json.loads(run_cli(env, "--local", "search", "wombatique", "--all-scopes", "--json").stdout)
    assert hits[0]["id"] == out["notes"][0] and hits[0]["title"] == "Workspaces are managed by pnpm"
    assert hits[0]["provenance"]["quote"] == PNPM


@pytest.mark.parametrize("review, staged", [("staging", True), ("inherit", False)])
def test_a_hub_stages_sessions_uploaded_by_edges_when_asked(isolated_env: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch, review: str,
                                                             staged: bool) -> None:
    """hub.review_remote = staging: notes from other machines wait for a person; the hub's own do not."""
    from types import SimpleNamespace

    from vaultmem.capture.tickets import Ticket
    from vaultmem.remote.hub import UPLOAD_EVENT
    from vaultmem.remote.wiring import RemoteParts

    monkeypatch.setenv("VAULTMEM_HUB_REVIEW_REMOTE", review)
    turns = tmp_path / "upload.jsonl"
    turns.write_text("".join(json.dumps(r) + "\n" for r in (
        {"id": "t1", "role": "user", "text": PNPM, "at": "2026-11-20T10:00:00Z"},
        {"id": "t2", "role": "assistant", "text": "Understood.", "at": "2026-11-20T10:00:05Z"})))
    with Memory(load_config()) as memory:
        parts = RemoteParts(memory.config)  # as `vaultmem serve` wires a hub's worker
        parts.attach(SimpleNamespace(locked=lambda fn: fn()))
        process = parts.ticket_processor(memory)
        process(Ticket(id="00000000000000000001-abcd", session_id="remote-s1", transcript_path=str(turns),
                       agent="claude-code", cwd=None, event=UPLOAD_EVENT))
        assert bool(list_staged(memory)) is staged
        assert bool(live_note_ids(memory)) is not staged
