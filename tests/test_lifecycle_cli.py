"""The lifecycle commands: reflect, forget, restore, purge, log, status; in-process and through a daemon."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from support.daemon import Daemon
from support.reflect_vault import DUPES, build_vault  # the vault built for the done-when test
from typer.testing import CliRunner

from vaultmem.cli import app
from vaultmem.config import load_config
from vaultmem.hookclient import call_json
from vaultmem.memory import AddRequest, Memory


@pytest.fixture
def built(isolated_env: Path) -> Path:
    with Memory(load_config()) as mem:
        build_vault(mem)
        for title in ("Jenkins builds the monolith", "Jenkins agents run on spot instances"):
            mem.add(AddRequest(title=title, body=title))
    return isolated_env


def invoke(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, list(args), input=input)


def test_reflect_dry_run_summary_and_json(built: Path) -> None:
    res = invoke("reflect")
    assert res.exit_code == 0, res.output
    assert "(dry run)" in res.output and "expired: 2 (would archive)" in res.output
    assert f"keep {DUPES[0]} <-" in res.output and "go-tabs-always vs go-tabs-never" in res.output
    assert "report: _reports/reflect-" in res.output
    data = json.loads(invoke("reflect", "--json").output)
    assert data["counts"]["clusters"] == 1 and data["applied"] is False
    res = invoke("reflect", "--apply", "--merge", "--json")
    data = json.loads(res.output)
    assert data["actions"]["merged"][0]["keep"] == DUPES[0]
    assert data["actions"]["archived"] and (built / "vault" / "_archived" / "staging-freeze.md").exists()


def test_forget_restore_purge_commands(built: Path) -> None:
    res = invoke("forget", "redis-staging-port")
    assert res.exit_code == 2 and "--reason" in res.output
    res = invoke("forget", "redis-staging-port", "--reason", "moved to valkey")
    assert res.exit_code == 0 and "forgot redis-staging-port" in res.output
    res = invoke("forget", "redis-staging-port", "--reason", "again")
    assert res.exit_code == 1 and "already archived" in res.output and "hint:" in res.output
    data = json.loads(invoke("restore", "redis-staging-port", "--json").output)
    assert data["path"] == "redis-staging-port.md"
    res = invoke("purge", "redis-staging-port", input="n\n")
    assert res.exit_code == 1 and (built / "vault" / "redis-staging-port.md").exists()
    res = invoke("purge", "redis-staging-port", "--json")
    assert res.exit_code == 2
    data = json.loads(invoke("purge", "redis-staging-port", "--yes", "--reason", "pii", "--json").output)
    assert data["removed"] == ["redis-staging-port.md"]
    res = invoke("restore", "redis-staging-port", "--json")
    assert res.exit_code == 1 and json.loads(res.output)["error"]
    audit = [json.loads(line) for line in invoke("log", "--audit", "--json").output.splitlines()]
    assert [a["action"] for a in audit] == ["forget", "restore", "purge"]
    assert all("@" in a["who"] for a in audit) and audit[0]["reason"] == "moved to valkey"
    assert "PURGED redis-staging-port" in invoke("log", "-n", "20").output


def test_forget_by_query_previews_then_confirms(built: Path) -> None:
    preview = json.loads(invoke("forget", "--query", "jenkins", "--json").output)
    ids = sorted(m["id"] for m in preview["matches"])
    assert ids == ["jenkins-agents-run-on-spot-instances", "jenkins-builds-the-monolith"]
    assert preview["forgotten"] == []  # --json without --yes is a preview
    res = invoke("forget", "--query", "jenkins", input="n\n")
    assert res.exit_code == 1 and "jenkins-builds-the-monolith" in res.output
    assert (built / "vault" / "jenkins-builds-the-monolith.md").exists()
    res = invoke("forget", "--query", "jenkins", input="y\n")
    assert res.exit_code == 0 and res.output.count("forgot ") == 2
    assert not (built / "vault" / "jenkins-builds-the-monolith.md").exists()
    assert "no matching notes" in invoke("forget", "--query", "zzzzqqq").output
    res = invoke("forget", "x", "--query", "y")
    assert res.exit_code == 2


def test_log_json_and_follow_across_rotation(built: Path) -> None:
    cfg = load_config()
    path = cfg.log_dir / "vaultmem.log"
    assert invoke("add", "--title", "Logs rotate at 5 MB", "--body", "three backups").exit_code == 0
    rows = [json.loads(line) for line in invoke("log", "-n", "100", "--json").output.splitlines()]
    assert any(r["event"] == "NEW" for r in rows) and all("message" in r for r in rows)
    proc = subprocess.Popen([sys.executable, "-m", "vaultmem", "log", "--follow", "-n", "0"],
                            stdout=subprocess.PIPE, text=True)
    try:
        time.sleep(1.5)
        with open(path, "a") as fh:
            fh.write("2026-11-22 10:00:00,000 INFO vaultmem.x FIRST line\n")
        assert "FIRST line" in proc.stdout.readline()
        path.rename(path.with_suffix(".log.1"))  # what RotatingFileHandler does
        path.write_text("2026-11-22 10:00:01,000 INFO vaultmem.x SECOND line\n")
        assert "SECOND line" in proc.stdout.readline()
    finally:
        proc.terminate()
        proc.wait(10)


def test_in_process_search_logs_a_retrieve_line_with_latency(built: Path) -> None:
    assert invoke("search", "redis staging port", "--all-scopes").exit_code == 0
    rows = [json.loads(line) for line in invoke("log", "-n", "100", "--json").output.splitlines()]
    retrieve = [r for r in rows if r["event"] == "RETRIEVE"]
    assert retrieve and "latency_ms=" in retrieve[-1]["message"] and "hits=" in retrieve[-1]["message"]


def test_show_finds_archived_and_merged_away_notes(built: Path) -> None:
    assert invoke("forget", "redis-staging-port", "--reason", "moved to valkey").exit_code == 0
    res = invoke("show", "redis-staging-port")
    assert res.exit_code == 0, res.output
    assert "was forgotten on" in res.output and "moved to valkey" in res.output
    assert "vaultmem restore redis-staging-port" in res.output and "Redis runs on port 6380" in res.output
    data = json.loads(invoke("show", "redis-staging-port", "--json").output)
    assert data["cold"]["state"] == "archived" and data["title"] == "Redis runs on port 6380 in staging"
    assert invoke("reflect", "--apply", "--merge").exit_code == 0
    gone = next(i for i in DUPES if not (built / "vault" / f"{i}.md").exists())
    res = invoke("show", gone)
    assert res.exit_code == 0 and f"merged into {DUPES[0]}" in res.output and f"vaultmem history {gone}" in res.output
    assert json.loads(invoke("show", gone, "--json").output)["cold"]["into"] == DUPES[0]
    assert invoke("show", DUPES[0]).exit_code == 0 and "[cold]" not in invoke("show", DUPES[0]).output
    res = invoke("show", "no-such-note")
    assert res.exit_code == 1 and "no note" in res.output


def test_status_dashboard_json(built: Path) -> None:
    invoke("reflect")
    data = json.loads(invoke("status", "--json").output)
    assert data["tiers"]["warm"] >= 10 and data["reflect"]["counts"]["clusters"] == 1
    assert set(data) >= {"daemon", "index", "queue", "tiers", "failures", "reflect", "extraction", "usage"}
    assert "tiers:" in invoke("status").output


# -- with a running daemon -------------------------------------------------------------------------


@pytest.fixture
def daemon(built: Path) -> Iterator[dict[str, str]]:
    d = Daemon(dict(os.environ)).start()
    yield d.env
    d.stop()


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "vaultmem", *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_lifecycle_commands_go_through_a_running_daemon(daemon: dict[str, str], built: Path) -> None:
    res = _cli(daemon, "reflect", "--json")  # the daemon holds the writer lock: only the route can do this
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["counts"]["expired"] == 2
    res = _cli(daemon, "forget", "redis-staging-port", "--reason", "gone", "--json")
    assert res.returncode == 0, res.stderr
    hits = call_json(str(load_config(env=daemon).socket_path), "POST", "/v1/search",
                     {"query": "redis port staging", "all_scopes": True})[1]["hits"]
    assert "redis-staging-port" not in [h["id"] for h in hits]
    assert _cli(daemon, "restore", "redis-staging-port").returncode == 0
    res = _cli(daemon, "purge", "no-such-note", "--yes")
    assert res.returncode == 1 and "no note" in res.stderr
    res = _cli(daemon, "reflect", "--apply", "--merge", "--json")
    assert json.loads(res.stdout)["actions"]["merged"][0]["keep"] == DUPES[0]
    audit = [json.loads(x) for x in _cli(daemon, "log", "--audit", "--json").stdout.splitlines()]
    assert [a["action"] for a in audit][:2] == ["forget", "restore"] and "@" in audit[0]["who"]
    status = json.loads(_cli(daemon, "status", "--json").stdout)
    assert status["daemon"]["running"] is True and status["reflect"]["applied"] is True
