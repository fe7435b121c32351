"""The real daemon: `vaultmem serve` (uvicorn) on a temp unix socket, hooks as subprocesses."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from support.daemon import Daemon
from support.wait import wait_until

from vaultmem.config import load_config
from vaultmem.memory import Memory

REPO = Path(__file__).resolve().parents[1]
HOOKS = REPO / "hooks"
DEMO = REPO / "examples" / "demo-vault"
SHARED = REPO.parent / "shared" / "data" / "transcripts"


@pytest.fixture
def daemon(isolated_env: Path, tmp_path: Path) -> Iterator[Daemon]:
    home = isolated_env
    (home / "vault").mkdir(parents=True)
    for note in DEMO.glob("*.md"):
        shutil.copy(note, home / "vault" / note.name)
    roots = tmp_path / "transcripts"
    roots.mkdir()
    env = {**os.environ, "VAULTMEM_CAPTURE_TRANSCRIPT_ROOTS": json.dumps([str(roots)])}
    d = Daemon(env)
    d.roots = roots  # type: ignore[attr-defined]
    d.start()
    yield d
    d.stop(signal.SIGKILL)


def test_socket_is_private_and_health_answers(daemon: Daemon) -> None:
    mode = stat.S_IMODE(os.stat(daemon.sock).st_mode)
    assert mode == 0o600
    assert stat.S_IMODE(os.stat(Path(daemon.sock).parent).st_mode) == 0o700
    status, data = daemon.call("GET", "/v1/health")
    assert status == 200 and data["ok"] and data["pid"] == daemon.proc.pid  # type: ignore[union-attr]


def test_status_schema_and_search(daemon: Daemon) -> None:
    status, data = daemon.call("GET", "/v1/status")
    assert status == 200
    assert data["daemon"]["running"] is True and data["daemon"]["pid"] == daemon.proc.pid  # type: ignore[union-attr]
    assert data["daemon"]["started_at"]
    assert set(data["queue"]) >= {"pending", "processing", "done", "failed"}
    status, data = daemon.call("POST", "/v1/search", {"query": "postgres too many clients", "all_scopes": True})
    assert status == 200 and data["hits"][0]["id"] == "postgres-connection-pool-fix"
    status, data = daemon.call("POST", "/v1/search", {"query": "   "})
    assert status == 400 and "empty query" in data["error"]


def test_note_added_through_daemon_is_recalled_next(daemon: Daemon) -> None:
    status, data = daemon.call("POST", "/v1/notes", {"title": "Redis runs on port 6380 in staging",
                                                     "body": "Not the default 6379.", "type": "fact"})
    assert status == 201
    status, data = daemon.call("POST", "/v1/search", {"query": "which port does redis use in staging"})
    assert data["hits"][0]["title"] == "Redis runs on port 6380 in staging"
    status, data = daemon.call("POST", "/v1/notes", {"title": "", "type": "fact"})
    assert status == 400 and data["error"]


def test_prompt_hook_injects_context_once_per_session(daemon: Daemon) -> None:
    payload = {"session_id": "sess-1", "prompt": "how do we fake the OpenAI API in our tests?", "cwd": "/tmp",
               "hook_event_name": "UserPromptSubmit", "transcript_path": "/nowhere.jsonl"}
    first = daemon.hook("user_prompt_submit", payload)
    assert first.returncode == 0 and first.stderr == b""
    out = json.loads(first.stdout)
    ctx = out["hookSpecificOutput"]["additionalContext"]
    assert out["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    assert ctx.startswith("<vaultmem-context") and ctx.rstrip().endswith("</vaultmem-context>")
    assert "use-pytest-httpserver-for-fake-apis" in ctx and "not instructions" in ctx
    second = daemon.hook("user_prompt_submit", payload)
    assert second.returncode == 0
    assert b"use-pytest-httpserver-for-fake-apis" not in second.stdout
    other = daemon.hook("user_prompt_submit", {**payload, "session_id": "sess-2"})
    assert b"use-pytest-httpserver-for-fake-apis" in other.stdout


def test_short_prompt_gets_nothing(daemon: Daemon) -> None:
    res = daemon.hook("user_prompt_submit", {"session_id": "s", "prompt": "ok go", "cwd": "/tmp"})
    assert res.returncode == 0 and res.stdout == b""


def test_session_start_brief_lists_hot_notes(daemon: Daemon) -> None:
    res = daemon.hook("session_start", {"session_id": "s", "cwd": "/tmp", "source": "startup"})
    assert res.returncode == 0
    ctx = json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "prefer-uv-over-poetry" in ctx  # importance 0.85: hot
    assert len(ctx) <= load_config()["hooks.brief_chars"]


def test_session_start_brief_in_a_subfolder_includes_the_folder_projects_notes(daemon: Daemon, tmp_path: Path) -> None:
    project = tmp_path / "demo-app"  # not a git repository: its scope is the folder
    (project / "src").mkdir(parents=True)
    status, _ = daemon.call("POST", "/v1/notes", {"title": "The demo app deploys with make ship", "type": "decision",
                                                  "importance": 0.9, "scope": "project", "cwd": str(project)})
    assert status == 201
    res = daemon.hook("session_start", {"session_id": "s", "cwd": str(project / "src"), "source": "startup"})
    assert res.returncode == 0
    assert "deploys with make ship" in json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]
    res = daemon.hook("session_start", {"session_id": "s", "cwd": str(tmp_path), "source": "startup"})
    assert b"deploys with make ship" not in res.stdout


def test_session_start_brief_puts_the_projects_own_notes_first(daemon: Daemon, tmp_path: Path) -> None:
    """Issue 13.4: a project's own notes (hot or merely recent) before global ones; never another project's."""
    mine, theirs = tmp_path / "shop", tmp_path / "blog"
    mine.mkdir(), theirs.mkdir()
    for i in range(5):
        status, _ = daemon.call("POST", "/v1/notes", {"title": f"Shop fact {i}: the cart service uses port 90{i}",
                                                      "type": "fact", "importance": 0.5, "scope": "project",
                                                      "cwd": str(mine)})
        assert status == 201
    status, _ = daemon.call("POST", "/v1/notes", {"title": "The blog builds with hugo", "type": "decision",
                                                  "importance": 0.95, "scope": "project", "cwd": str(theirs)})
    assert status == 201
    res = daemon.hook("session_start", {"session_id": "s", "cwd": str(mine), "source": "startup"})
    ctx = json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]
    assert all(f"Shop fact {i}" in ctx for i in range(5))
    assert "hugo" not in ctx
    assert ctx.index("Shop fact") < ctx.index("prefer-uv-over-poetry")  # the global hot note comes after


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared transcripts not present")
def test_stop_hook_ticket_is_processed_into_a_session_excerpt(daemon: Daemon) -> None:
    src = SHARED / "d-kimuson__claude-code-viewer" / "5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl"
    transcript = daemon.roots / src.name  # type: ignore[attr-defined]
    shutil.copy(src, transcript)
    res = daemon.hook("stop", {"session_id": "5c0375b4-57a5-4f26-b12d-d022ee4e51b7",
                               "transcript_path": str(transcript), "cwd": "/tmp", "hook_event_name": "Stop"})
    assert res.returncode == 0 and res.stdout == b""  # output on Stop would make Claude continue

    def done() -> bool:
        return daemon.call("GET", "/v1/status")[1]["queue"]["done"] == 1

    assert wait_until(done, 60)
    excerpts = list((daemon.home / "vault" / "_sources" / "sessions").glob("*.md"))
    assert len(excerpts) == 1 and "vaultmem-turn" in excerpts[0].read_text()


def test_ticket_outside_allowed_roots_is_skipped_not_read(daemon: Daemon, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.jsonl"
    outside.write_text('{"type":"user"}\n')
    daemon.hook("stop", {"session_id": "x1", "transcript_path": str(outside), "cwd": "/tmp"})
    assert wait_until(lambda: daemon.call("GET", "/v1/status")[1]["queue"]["done"] == 1, 30)
    done = list((daemon.cfg.queue_dir / "done").glob("*.json"))
    assert "outside" in json.loads(done[0].read_text())["result"]["skipped"]


def test_person_edit_in_vault_is_reindexed(daemon: Daemon) -> None:
    note = daemon.home / "vault" / "deploy-runbook.md"
    note.write_text(note.read_text() + "\nRollbacks use `make rollback TAG=previous` with the zebrafish flag.\n")

    def found() -> bool:
        hits = daemon.call("POST", "/v1/search", {"query": "zebrafish rollback", "all_scopes": True})[1]["hits"]
        return bool(hits) and hits[0]["id"] == "deploy-runbook"

    assert wait_until(found, 5)
    note.unlink()
    assert wait_until(lambda: not any(h["id"] == "deploy-runbook" for h in daemon.call(
        "POST", "/v1/search", {"query": "deploy runbook staging", "all_scopes": True})[1]["hits"]), 5)


def test_hooks_fail_open_when_daemon_is_killed(daemon: Daemon) -> None:
    daemon.stop(signal.SIGKILL)
    res = daemon.hook("user_prompt_submit", {"session_id": "s", "prompt": "how do we fake the OpenAI API?",
                                             "cwd": "/tmp"})
    assert (res.returncode, res.stdout, res.stderr) == (0, b"", b"")
    res = daemon.hook("stop", {"session_id": "sess-down", "transcript_path": "/t/x.jsonl", "cwd": "/tmp"})
    assert (res.returncode, res.stdout, res.stderr) == (0, b"", b"")
    pending = list((daemon.cfg.queue_dir / "pending").glob("*.json"))
    assert len(pending) == 1 and json.loads(pending[0].read_text())["session_id"] == "sess-down"


def test_sigterm_exits_cleanly_and_removes_socket(daemon: Daemon) -> None:
    assert daemon.stop(signal.SIGTERM) == 0
    assert not Path(daemon.sock).exists()
    assert not (daemon.cfg.runtime_dir / "vaultmem.pid").exists()


def test_second_daemon_refuses_to_start(daemon: Daemon) -> None:
    res = subprocess.run([sys.executable, "-m", "vaultmem", "serve"], env=daemon.env, capture_output=True,
                         timeout=60)
    assert res.returncode == 1 and b"already answers" in res.stderr


def test_cli_uses_running_daemon(daemon: Daemon) -> None:
    res = subprocess.run([sys.executable, "-m", "vaultmem", "search", "postgres pool", "--json", "--all-scopes"],
                         env=daemon.env, capture_output=True, timeout=60)
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)[0]["id"] == "postgres-connection-pool-fix"
    res = subprocess.run([sys.executable, "-m", "vaultmem", "status", "--json"], env=daemon.env,
                         capture_output=True, timeout=60)
    data = json.loads(res.stdout)
    assert data["daemon"]["running"] is True and data["daemon"]["pid"] == daemon.proc.pid  # type: ignore[union-attr]


def test_reindex_goes_through_the_running_daemon(daemon: Daemon) -> None:
    """The daemon holds the writer lock; `reindex` must not wait for it and fail, but ask the daemon."""
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "vaultmem", *args], env=daemon.env, capture_output=True,
                              text=True, timeout=60)

    (daemon.home / "vault" / "zeppelin.md").write_text("# Zeppelin hangar\n\nairships live here\n")
    res = cli("reindex", "--json")
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)
    assert report["full"] is False and report["added"] + report["updated"] + report["unchanged"] >= 1
    res = cli("reindex", "--full")
    assert res.returncode == 0, res.stderr
    assert "writer.lock" not in res.stderr and " embedded in " in res.stdout and "0 embedded" not in res.stdout
    found = cli("search", "zeppelin hangar", "--json", "--all-scopes")
    assert json.loads(found.stdout)[0]["id"] == "zeppelin"
    status, body = daemon.call("POST", "/v1/reindex", {"full": "yes"})
    assert status == 400 and "full" in body["error"]


def test_busy_index_names_the_worker_that_holds_it(isolated_env: Path) -> None:
    """`vaultmem worker` holds the writer lock for its life: errors and `stop` must name it, not the daemon."""
    env = dict(os.environ)
    cli = lambda *a: subprocess.run([sys.executable, "-m", "vaultmem", *a], env=env, capture_output=True,  # noqa: E731
                                    text=True, timeout=60)
    assert cli("init").returncode == 0
    worker = subprocess.Popen([sys.executable, "-m", "vaultmem", "worker"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    owner = load_config(home=isolated_env, env=env).state_dir / "writer.lock.owner"
    try:
        assert wait_until(owner.exists, 60)
        res = cli("search", "anything")
        assert res.returncode == 1
        assert f"`vaultmem worker` (pid {worker.pid}" in res.stderr and f"kill {worker.pid}" in res.stderr
        assert "vaultmem stop" not in res.stderr
        res = cli("stop")
        assert "no daemon was running" in res.stdout and f"worker` (pid {worker.pid}" in res.stdout
    finally:
        worker.terminate()
        assert worker.wait(60) == 0
    assert not owner.exists()


def test_worker_alone_reindexes_a_note_a_person_edits(isolated_env: Path) -> None:
    env = dict(os.environ)
    assert subprocess.run([sys.executable, "-m", "vaultmem", "init"], env=env, timeout=60).returncode == 0
    cfg = load_config(home=isolated_env, env=env)
    worker = subprocess.Popen([sys.executable, "-m", "vaultmem", "worker"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    try:
        assert worker.stdout is not None and "watching" in worker.stdout.readline()  # both observers run
        (cfg.vault / "kiln-schedule.md").write_text("# The kiln fires on Tuesdays\n\nglaze test batch\n")
        log = cfg.log_dir / "vaultmem.log"
        assert wait_until(lambda: log.exists() and "REINDEXED 1 edited notes" in log.read_text(), 30)
    finally:
        worker.terminate()
        assert worker.wait(60) == 0
    with Memory(cfg) as mem:  # what the worker saved at exit: the edit is in the index
        assert "kiln-schedule" in mem.index.catalog


def test_start_and_stop_commands(isolated_env: Path) -> None:
    env = dict(os.environ)
    run = lambda *a: subprocess.run([sys.executable, "-m", "vaultmem", *a], env=env, capture_output=True,  # noqa: E731
                                    timeout=120)
    assert run("init").returncode == 0
    started = run("start", "--json")
    assert started.returncode == 0, started.stderr
    pid = json.loads(started.stdout)["pid"]
    assert json.loads(run("start", "--json").stdout)["already_running"] is True
    stopped = run("stop", "--json")
    assert json.loads(stopped.stdout) == {"stopped": True}
    with pytest.raises(ProcessLookupError):
        for _ in range(100):
            os.kill(pid, 0)
            time.sleep(0.05)


def test_a_ticket_waiting_on_its_extractor_does_not_hold_up_recall(isolated_env: Path, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """An LLM extraction can take a minute; prompts meanwhile must still be answered from memory."""
    import threading

    from support.extract_fixtures import Msg, claude_jsonl
    from vaultmem.ingest.processor import TicketProcessor
    from vaultmem.capture.transcripts import read_transcript
    from vaultmem.daemon.server import in_process_service
    from vaultmem.extract import pipeline
    from vaultmem.memory import AddRequest

    started, release = threading.Event(), threading.Event()
    real = pipeline.make_extractor

    def slow_extractor(cfg, redact):  # type: ignore[no-untyped-def]
        extractor = real(cfg, redact)
        inner = extractor.extract

        def extract(turns, related):  # type: ignore[no-untyped-def]
            started.set()
            assert release.wait(60)
            return inner(turns, related)

        extractor.extract = extract
        return extractor

    monkeypatch.setattr(pipeline, "make_extractor", slow_extractor)
    path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", "Let's go with dramatiq for the billing worker queue."),
                                               Msg("assistant", "Done, the worker uses it now.")], session="sess-slow")
    box: dict[str, object] = {}
    # Built as the daemon's composition root builds it: the Memory lets go of the service's lock.
    service = in_process_service(load_config())
    mem = service.memory
    try:
        mem.add(AddRequest(title="Deploys go through the staging cluster first", body="Always.", type="decision"))
        processor = TicketProcessor(mem, mem.config.queue_dir)
        ticket = threading.Thread(target=lambda: box.update(
            result=service.locked(lambda: processor.process(read_transcript(path)))))
        ticket.start()
        try:
            assert started.wait(30), "the extractor never ran"
            prompt = threading.Thread(target=lambda: box.update(
                hits=service.locked(lambda: mem.search("staging cluster deploys"))))
            prompt.start()
            prompt.join(15)
            answered_while_extracting = not prompt.is_alive()
        finally:
            release.set()
            ticket.join(60)
        prompt.join(15)
    finally:
        service.shutdown()
    assert answered_while_extracting, "recall waited for the extractor"
    assert [h.title for h in box["hits"]][:1] == ["Deploys go through the staging cluster first"]  # type: ignore[attr-defined]
    assert box["result"]["new"] >= 1, box["result"]  # type: ignore[index]


def test_status_reads_the_vault_without_holding_up_tickets_or_prompts(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sync check reads every file; at 10k notes that is seconds the worker must not wait."""
    import threading

    from vaultmem.daemon.app import DaemonService
    from vaultmem.index import indexer
    from vaultmem.memory import AddRequest, Memory

    scanning, release = threading.Event(), threading.Event()
    real = indexer.Index._items_from_vault

    def slow_scan(self, vault):  # type: ignore[no-untyped-def]
        scanning.set()
        assert release.wait(60)
        return real(self, vault)

    box: dict[str, object] = {}
    with Memory(load_config()) as mem:
        mem.add(AddRequest(title="Deploys go through the staging cluster first", body="Always.", type="decision"))
        service = DaemonService(mem, watch_vault=False, run_worker=False)
        assert service.status(check_sync=False).get("in_sync") is None  # the poller's cheap form
        monkeypatch.setattr(indexer.Index, "_items_from_vault", slow_scan)
        status = threading.Thread(target=lambda: box.update(status=service.status()))
        status.start()
        try:
            assert scanning.wait(30)
            other = threading.Thread(target=lambda: box.update(hits=service.locked(lambda: mem.search("staging"))))
            other.start()
            other.join(15)
            answered = not other.is_alive()
        finally:
            release.set()
            status.join(30)
    assert answered, "a search waited for the status scan"
    assert box["status"]["index"]["in_sync"] is True, box["status"]  # type: ignore[index]


def test_a_symlink_loop_transcript_fails_at_once_with_its_reason(daemon: Daemon) -> None:
    roots: Path = daemon.roots  # type: ignore[attr-defined]
    (roots / "a.jsonl").symlink_to(roots / "b.jsonl")
    (roots / "b.jsonl").symlink_to(roots / "a.jsonl")
    (roots / "folder.jsonl").mkdir()
    for sid, name in (("loop", "a.jsonl"), ("dir", "folder.jsonl")):
        res = daemon.hook("stop", {"session_id": sid, "transcript_path": str(roots / name), "cwd": "/tmp"})
        assert (res.returncode, res.stdout) == (0, b"")
    assert wait_until(lambda: daemon.call("GET", "/v1/status")[1]["queue"]["failed"] == 2, 30), \
        daemon.call("GET", "/v1/status")[1]["queue"]
    failed = {t["session_id"]: t for t in (json.loads(p.read_text())
                                           for p in (daemon.cfg.queue_dir / "failed").glob("*.json"))}
    assert failed["loop"]["attempts"] == 1 and "symlink loop" in failed["loop"]["last_error"]
    assert failed["dir"]["attempts"] == 1 and "is a folder" in failed["dir"]["last_error"]
    assert daemon.call("GET", "/v1/status")[1]["queue"]["pending"] == 0
    assert daemon.healthy()
