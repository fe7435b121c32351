"""Issue 17: one hub and two edge "machines" (separate homes) on loopback TCP.

Real processes throughout: the hub is `vaultmem serve --listen`, each edge is a `vaultmem serve`
with remote.url, hooks run as subprocesses with real stdin, tokens come from the CLI. The test
projects are git repositories made with `git init` + `git remote add`, so one repository checked
out on both machines is one project. Timeouts only catch hangs.
"""

from __future__ import annotations

import json
import shutil
import signal
import socket
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
from support.daemon import Daemon
from support.extract_fixtures import Msg, claude_jsonl
from support.processes import env_for, run_cli
from support.secrets_corpus import SECRETS, corpus_text
from support.wait import wait_until

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git to make the test projects")

SHOP = "project:github.com/acme/shop"
OTHER = "project:github.com/acme/other"
DECISION = "Let's go with zorblax queues for the billing ingest service, not kafka."


def _fragments(secret: str, size: int = 16) -> set[str]:
    body = "".join(line for line in secret.splitlines() if "-----" not in line)
    return {body} if len(body) <= size else {body[i:i + size] for i in range(0, len(body) - size + 1, 4)}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _repo(path: Path, remote: str) -> Path:
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    subprocess.run(["git", "-C", str(path), "remote", "add", "origin", remote], check=True)
    return path


class Hub(Daemon):
    """`vaultmem serve --listen 127.0.0.1:PORT`: the shared hub the edges upload to."""

    def __init__(self, env: dict[str, str], port: int) -> None:
        super().__init__(env, args=("--listen", f"127.0.0.1:{port}"))
        self.port = port


def _token(hub_env: dict[str, str], name: str, *args: str) -> str:
    res = run_cli(hub_env, "token", "create", name, *args, "--json")
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)["token"]


def _client(port: int, token: str) -> Any:
    from vaultmem.remote.client import HubClient

    return HubClient(f"http://127.0.0.1:{port}", token)


def _outbox_size(home: Path) -> int:
    db = home / "state" / "remote" / "outbox.db"
    if not db.exists():
        return 0
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM outbox").fetchone()[0])


def _hub_turn_ids(hub_home: Path, session: str) -> list[str]:
    from vaultmem.remote.hub import read_lines

    files = list((hub_home / "state" / "remote" / "uploads").glob(f"*{session}*.jsonl"))
    return [row["id"] for f in files for row in read_lines(f)]


@pytest.fixture
def world(tmp_path: Path) -> Any:
    port = _free_port()
    hub_home, a_home, b_home = tmp_path / "hub", tmp_path / "a", tmp_path / "b"
    a_sessions, b_sessions = tmp_path / "a-sessions", tmp_path / "b-sessions"
    a_sessions.mkdir()
    b_sessions.mkdir()
    hub_env = env_for(hub_home)
    hub = Hub(hub_env, port).start()
    tokens = {"a": _token(hub_env, "laptop", "--scope", SHOP, "--scope", "global", "--can", "read,write"),
              "b": _token(hub_env, "desktop", "--scope", SHOP, "--scope", OTHER, "--scope", "global",
                          "--can", "read,write")}
    edges = {}
    for name, home, roots in (("a", a_home, a_sessions), ("b", b_home, b_sessions)):
        home.mkdir()
        token_file = home / "hub.token"
        token_file.write_text(tokens[name] + "\n")
        token_file.chmod(0o600)
        env = env_for(home, [roots], remote_url=f"http://127.0.0.1:{port}", remote_token_file=str(token_file),
                      remote_retry_seconds=0.2, queue_min_new_turns=1)
        edges[name] = Daemon(env).start()
    repos = {"a-shop": _repo(tmp_path / "a-src" / "shop", "git@github.com:acme/shop.git"),
             "b-shop": _repo(tmp_path / "b-src" / "shop-checkout", "https://github.com/acme/shop"),
             "b-other": _repo(tmp_path / "b-src" / "other", "https://github.com/acme/other.git")}
    w = {"port": port, "hub": hub, "hub_env": hub_env, "hub_home": hub_home, "edges": edges, "repos": repos,
         "a_sessions": a_sessions, "a_home": a_home}
    yield w
    for d in [*w["edges"].values(), w["hub"]]:
        d.stop()


def _stop_hook(edge: Daemon, session: str, path: Path, cwd: Path) -> None:
    res = edge.hook("stop", {"session_id": session, "transcript_path": str(path), "cwd": str(cwd),
                             "hook_event_name": "Stop"})
    assert res.returncode == 0 and not res.stdout, res


def _prompt(edge: Daemon, prompt: str, cwd: Path, session: str = "b-session-1") -> str:
    res = edge.hook("user_prompt_submit", {"session_id": session, "prompt": prompt, "cwd": str(cwd),
                                           "hook_event_name": "UserPromptSubmit"})
    assert res.returncode == 0, res
    return res.stdout.decode()


def _session_start(edge: Daemon, cwd: Path) -> str:
    res = edge.hook("session_start", {"session_id": "b-brief", "cwd": str(cwd), "hook_event_name": "SessionStart",
                                      "source": "startup"})
    assert res.returncode == 0, res
    return res.stdout.decode()


def _hub_knows(w: dict[str, Any], word: str) -> bool:
    code, data = w["hub"].call("POST", "/v1/search", {"query": word, "all_scopes": True, "limit": 5})
    return code == 200 and any(word in json.dumps(h) for h in data["hits"])


def test_hub_and_two_edges(world: dict[str, Any]) -> None:
    w = world
    a, b = w["edges"]["a"], w["edges"]["b"]
    hub_home: Path = w["hub_home"]

    # A session on machine A with a decision and every secret of the redaction corpus.
    session = "a-session-1"
    transcript = w["a_sessions"] / f"{session}.jsonl"
    messages = [Msg("user", DECISION), Msg("assistant", "Agreed: zorblax queues it is for billing ingest."),
                Msg("user", "Here is the env dump from the failing box:\n" + corpus_text()),
                Msg("assistant", "Thanks, the deploy fails on a 401 from the billing API.")]
    claude_jsonl(transcript, messages, session=session, cwd=str(w["repos"]["a-shop"]))
    _stop_hook(a, session, transcript, w["repos"]["a-shop"])
    assert wait_until(lambda: _hub_knows(w, "zorblax"), 120), (hub_home / "serve.out").read_text()[-3000:]

    # ... is injected into a prompt on machine B, in its own checkout of the same repository.
    out = _prompt(b, "which queue should the billing ingest service use?", w["repos"]["b-shop"])
    assert "zorblax" in out, out
    # The CLI's and MCP tools' search and notes on B (its unix socket, a cwd in the checkout) reach the hub.
    code, data = b.call("POST", "/v1/search", {"query": "zorblax billing ingest", "cwd": str(w["repos"]["b-shop"])})
    assert code == 200 and any("zorblax" in json.dumps(h) for h in data["hits"]), data
    code, data = b.call("POST", "/v1/notes", {"title": "Billing ingest batches are 500 events", "scope": "project",
                                              "cwd": str(w["repos"]["b-shop"]), "type": "fact"})
    assert code == 201, data
    code, hub_hits = w["hub"].call("POST", "/v1/search", {"query": "billing ingest batches 500 events",
                                                          "all_scopes": True})
    assert any(h["id"] == data["id"] and h["scope"] == SHOP for h in hub_hits["hits"]), hub_hits
    # ... and not in another project on B.
    assert "zorblax" not in _prompt(b, "which queue should the billing ingest service use?", w["repos"]["b-other"])

    # Tokens: read-only cannot write and is told why; a revoked one is refused; one project's cannot read another's.
    ro = _client(w["port"], _token(w["hub_env"], "reader", "--scope", SHOP, "--can", "read"))
    status, data = ro.json("POST", "/v1/notes", {"title": "ro writes", "scope": SHOP}, 10)
    assert status == 403 and "lacks write on " + SHOP in data["error"], data
    status, data = ro.json("POST", "/v1/search", {"query": "zorblax", "scopes": [OTHER]}, 10)
    assert status == 403 and "lacks read on " + OTHER in data["error"], data
    status, data = ro.json("POST", "/v1/search", {"query": "zorblax billing", "scopes": [SHOP]}, 10)
    assert status == 200 and data["hits"], data
    other_only = _client(w["port"], _token(w["hub_env"], "other-only", "--scope", OTHER, "--can", "read"))
    status, data = other_only.json("POST", "/v1/search", {"query": "zorblax billing"}, 10)
    assert status == 200 and not any("zorblax" in json.dumps(h) for h in data["hits"]), data
    assert run_cli(w["hub_env"], "token", "revoke", "reader").returncode == 0
    status, data = ro.json("POST", "/v1/search", {"query": "zorblax", "scopes": [SHOP]}, 10)
    assert status == 401 and "revoked" in data["error"], data
    status, data = _client(w["port"], "vmt_not-a-token").json("GET", "/v1/health", None, 10)
    assert status == 401 and data["hint"], data

    # A remote note and a remote forget: each needs its capability on the scope; the audit names the token.
    laptop = _client(w["port"], (w["a_home"] / "hub.token").read_text().strip())
    status, data = laptop.json("POST", "/v1/notes", {"title": "Billing retries use zorblax backoff", "scope": SHOP,
                                                     "type": "decision", "body": "Decided in the billing review."}, 30)
    assert status == 201, data
    note_id = data["id"]
    # The session brief on B comes from the hub too, for that project only.
    assert "zorblax backoff" in _session_start(b, w["repos"]["b-shop"])
    assert "zorblax backoff" not in _session_start(b, w["repos"]["b-other"])
    status, data = laptop.json("POST", "/v1/forget", {"id": note_id, "reason": "test"}, 10)
    assert status == 403 and "lacks forget on " + SHOP in data["error"], data
    janitor = _client(w["port"], _token(w["hub_env"], "janitor", "--scope", SHOP, "--can", "read,forget"))
    status, data = janitor.json("POST", "/v1/forget", {"id": note_id, "reason": "test"}, 30)
    assert status == 200, data
    audit = [json.loads(line) for line in (hub_home / "state" / "audit.jsonl").read_text().splitlines()]
    assert {(r["action"], r["who"]) for r in audit if r["id"] == note_id} == {("add", "token:laptop"),
                                                                              ("forget", "token:janitor")}

    # A batch sent again (the edge died before it saw the hub's answer) changes nothing.
    rw = _client(w["port"], _token(w["hub_env"], "retry", "--scope", SHOP, "--can", "write"))
    batch = {"session_id": "retry-1", "agent": "claude-code", "scope": SHOP, "key": "retry-key-0001",
             "turns": [{"id": "r1", "role": "user", "text": "retry turn", "at": ""}]}
    first, again = rw.json("POST", "/v1/remote/turns", batch, 10), rw.json("POST", "/v1/remote/turns", batch, 10)
    assert first == (200, {"added": 1, "duplicate": False}) and again == (200, {"added": 0, "duplicate": True})

    # The hub goes away: A keeps capturing; the edge is SIGKILLed meanwhile; all arrives once, in order.
    w["hub"].stop()
    assert _prompt(a, "which queue should the billing ingest service use?", w["repos"]["a-shop"]) == ""  # fails open
    code, data = a.call("POST", "/v1/notes", {"title": "Not while the hub is away", "scope": "project",
                                              "cwd": str(w["repos"]["a-shop"])})
    assert code == 503 and "hub" in data["error"] and data["hint"], data  # refused, not stranded on A
    messages += [Msg("user", "Also decided: retries use jittered backoff capped at 30 s."),
                 Msg("assistant", "Noted, backoff capped at 30 s.")]
    claude_jsonl(transcript, messages, session=session, cwd=str(w["repos"]["a-shop"]))
    _stop_hook(a, session, transcript, w["repos"]["a-shop"])
    assert wait_until(lambda: _outbox_size(w["a_home"]) >= 1, 60)
    a.stop(signal.SIGKILL)
    messages += [Msg("user", "Last one: the billing dashboard moves to grafana."), Msg("assistant", "Will do.")]
    claude_jsonl(transcript, messages, session=session, cwd=str(w["repos"]["a-shop"]))
    _stop_hook(a, session, transcript, w["repos"]["a-shop"])  # no daemon: the hook queues the ticket itself
    a.start()
    assert wait_until(lambda: _outbox_size(w["a_home"]) >= 2, 60)  # captured locally while the hub is down
    w["hub"].start()
    assert wait_until(lambda: _outbox_size(w["a_home"]) == 0, 120)
    assert wait_until(lambda: _hub_knows(w, "grafana"), 120)
    ids = _hub_turn_ids(hub_home, session)
    assert ids == [f"{session}-u{i:03d}" for i in range(len(messages))], ids  # every turn, once, in order
    uploads = [json.loads(line) for line in (hub_home / "state" / "audit.jsonl").read_text().splitlines()
               if '"upload"' in line and session in line]
    assert sum(u["turns"] for u in uploads) == len(messages) and {u["who"] for u in uploads} == {"token:laptop"}

    # No secret of the corpus ever reached the hub: not its vault, state, queue or logs.
    leaks = []
    for f in hub_home.rglob("*"):
        if f.is_file() and f.suffix not in (".npy", ".bin"):
            text = f.read_bytes().decode("utf-8", "replace").lower()
            leaks += [(f.name, kind) for kind, secret in SECRETS if any(x.lower() in text for x in _fragments(secret))]
    assert not leaks, leaks
