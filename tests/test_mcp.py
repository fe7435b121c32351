"""The MCP server: tool logic in-process, the real stdio transport with the SDK's own client,
and end to end: a note added through MCP is injected by the next UserPromptSubmit hook."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import anyio
import pytest
from support.daemon import Daemon

from vaultmem.config import load_config
from vaultmem.errors import NoteNotFound, VaultmemError
from vaultmem.mcp_server import ToolInputError, VaultTools, validate_note
from vaultmem.memory import Memory

REPO = Path(__file__).resolve().parents[1]
TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
TOOLS = {"vault_add_note", "vault_search", "vault_get_note", "vault_history", "vault_forget"}


# -- validation and the tools in-process ------------------------------------------------------------


@pytest.mark.parametrize("kwargs, message", [
    ({"title": " "}, "title is empty"),
    ({"title": "two\nlines"}, "one line"),
    ({"content": ""}, "content is empty"),
    ({"type": "gossip"}, "unknown type"),
    ({"importance": 1.5}, "outside 0..1"),
    ({"scope": "team"}, "unknown scope"),
    ({"tags": [f"t{i}" for i in range(11)]}, "more than 10 tags"),
])
def test_validation_like_an_extracted_note(kwargs: dict[str, Any], message: str) -> None:
    args = {"title": "Use ruff for linting", "content": "It replaced flake8.", "type": "decision",
            "importance": 0.5, "tags": ["lint"], "scope": "project", **kwargs}
    with pytest.raises(ToolInputError, match=message):
        validate_note(**args)


def test_tools_in_process_never_hold_the_lock(isolated_env: Path, tmp_path: Path) -> None:
    cfg = load_config()
    tools = VaultTools(cfg, cwd=str(tmp_path))
    out = tools.add_note("Deploy keys live in 1Password", f"The CI token is {TOKEN} for now.",
                         type="fact", tags=["Secrets Management"], scope="global")
    assert out["indexed"] is True and out["redacted"] == {"github_token": 1}
    note = tools.get_note(out["id"])
    assert TOKEN not in note["body"] and "[REDACTED:github_token]" in note["body"]
    assert note["status"] == "current" and note["tags"] == ["secrets-management"]
    assert note["source"]["agent"] == "mcp" and note["confidence"] == "experimental"
    assert note["description"].startswith("The CI token is [REDACTED")
    with Memory(cfg) as mem:  # the writer lock is free between tool calls
        assert mem.index.catalog[out["id"]]["title"] == "Deploy keys live in 1Password"
    hits = tools.search("where do deploy keys live", limit=3)["hits"]
    assert hits[0]["id"] == out["id"] and set(hits[0]) >= {"title", "type", "score"}
    assert [v["title"] for v in tools.history(out["id"])["versions"]] == ["Deploy keys live in 1Password"]
    with pytest.raises(ToolInputError):
        tools.forget(out["id"], " ")
    assert tools.forget(out["id"], "wrong place")["archived_to"] == f"_archived/{out['id']}.md"
    assert tools.get_note(out["id"])["status"] == "archived"  # cold: only when asked for by id
    assert tools.search("deploy keys 1Password")["hits"] == []
    with pytest.raises(NoteNotFound):
        tools.get_note("no-such-note")
    with pytest.raises(VaultmemError):
        tools.search("   ")


# -- the stdio transport, driven by the SDK's own client ---------------------------------------------


async def _session(env: dict[str, str], cwd: Path, calls: list[tuple[str, dict[str, Any]]]) -> tuple[set[str], list[Any]]:
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "vaultmem", "mcp"], env=env, cwd=str(cwd))
    results = []
    with anyio.fail_after(120):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                assert init.server_info.name == "vaultmem" and "vault_search" in (init.instructions or "")
                names = {t.name for t in (await session.list_tools()).tools}
                for name, args in calls:
                    results.append(await session.call_tool(name, args))
    return names, results


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    return result.structured_content or json.loads(result.content[0].text)


def test_stdio_server_with_the_sdk_client(isolated_env: Path, tmp_path: Path) -> None:
    env = dict(os.environ)
    calls = [
        ("vault_add_note", {"title": "Integration tests need docker compose up first",
                            "content": "Run `docker compose up -d db` before `pytest -m integration`.",
                            "type": "procedure", "importance": 0.6, "tags": ["testing"]}),
        ("vault_search", {"query": "docker compose integration tests", "limit": 3}),
        ("vault_get_note", {"id": "integration-tests-need-docker-compose-up-first"}),
        ("vault_history", {"id": "integration-tests-need-docker-compose-up-first"}),
        ("vault_add_note", {"title": "x", "content": "y", "type": "gossip"}),
        ("vault_forget", {"id": "integration-tests-need-docker-compose-up-first", "reason": "compose removed"}),
        ("vault_get_note", {"id": "nope"}),
    ]
    names, (added, found, got, hist, bad, forgot, missing) = anyio.run(_session, env, tmp_path, calls)
    assert names == TOOLS
    note_id = _data(added)["id"]
    assert note_id == "integration-tests-need-docker-compose-up-first"
    assert _data(found)["hits"][0]["id"] == note_id
    assert _data(got)["type"] == "procedure" and "docker compose up -d db" in _data(got)["body"]
    assert len(_data(hist)["versions"]) == 1
    assert bad.is_error and "unknown type 'gossip'" in bad.content[0].text
    assert _data(forgot)["id"] == note_id
    assert missing.is_error and "no note 'nope'" in missing.content[0].text
    audit = (isolated_env / "state" / "audit.jsonl").read_text()
    assert '"who": "mcp"' in audit and "compose removed" in audit


# -- end to end with a real daemon and the real hook ------------------------------------------------


@pytest.fixture
def daemon_env(isolated_env: Path) -> Iterator[dict[str, str]]:
    (isolated_env / "vault").mkdir(parents=True)
    d = Daemon(dict(os.environ)).start()
    yield d.env
    d.stop()


def test_note_added_through_mcp_is_injected_by_the_next_prompt_hook(daemon_env: dict[str, str],
                                                                     tmp_path: Path) -> None:
    calls = [("vault_add_note", {"title": "The payments service retries webhooks with exponential backoff",
                                 "content": "Five attempts, base delay 2 s, capped at 5 minutes.",
                                 "type": "fact", "scope": "global"})]
    _, (added,) = anyio.run(_session, daemon_env, tmp_path, calls)
    note_id = _data(added)["id"]
    payload = {"session_id": "s-mcp", "prompt": "how does the payments service retry webhooks?",
               "cwd": str(tmp_path), "hook_event_name": "UserPromptSubmit"}
    res = subprocess.run([sys.executable, str(REPO / "hooks" / "user_prompt_submit.py")],
                         input=json.dumps(payload).encode(), capture_output=True, env=daemon_env, timeout=30)
    assert res.returncode == 0 and res.stderr == b""
    context = json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]
    assert note_id in context and "exponential backoff" in context
    log = (Path(daemon_env["VAULTMEM_HOME"]) / "logs" / "vaultmem.log").read_text()
    assert f"NEW {note_id}" in log and "RETRIEVE context" in log
    from vaultmem.lifecycle.usage import UsageStats

    usage = UsageStats(Path(daemon_env["VAULTMEM_HOME"]) / "state" / "usage.db")
    assert usage.get(note_id)["access_count"] == 1  # hook injection counts as a recall
    usage.close()


def test_limit_counts_linked_notes_too(isolated_env: Path, tmp_path: Path) -> None:
    """`limit=2` returns at most 2 rows even when recall expands the graph (it returned 3 before)."""
    cfg = load_config()
    tools = VaultTools(cfg, cwd=str(tmp_path))
    hub = tools.add_note("Postgres runbook", "Connection limits and failover steps.", type="procedure",
                         tags=["postgres"], scope="global")["id"]
    for i in range(4):
        tools.add_note(f"Postgres pool setting {i}", f"Pool size {10 + i}; see [[{hub}]].", type="fact",
                       tags=["postgres"], scope="global")
    for limit in (1, 2, 3):
        assert len(tools.search("postgres pool setting", limit=limit)["hits"]) <= limit
