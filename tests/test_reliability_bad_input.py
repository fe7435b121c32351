"""Bad input: malformed, truncated, binary and invalid-UTF-8 transcripts, a 10 MB prompt, deeply nested
JSON, transcript paths that do not exist or lead outside the allowed folders, YAML bombs and 1 MB
frontmatter, symlinks out of the vault, ids like `../../x` -- against one real daemon, the real hooks,
the CLI and the MCP server. Each gets a clear error or is skipped with a log line, the daemon keeps
serving, and no file a person wrote changes (every one is hashed before and after).

Property tests (hypothesis) add what tests/test_transcripts.py and tests/test_vault.py leave out:
truncating a real transcript anywhere, frontmatter round trips with the line breaks YAML and
str.splitlines() disagree about, and path containment for every API that takes an id or session id.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import anyio
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from support.daemon import Daemon
from support.extract_fixtures import Msg, claude_jsonl, shared_transcripts
from support.processes import env_for, run_cli
from support.reliability import hash_tree, vault_problems
from support.wait import wait_until

GOOD = [Msg("user", "I prefer running the billing suite with pytest -x before every push."),
        Msg("assistant", "Noted, I will do that."), Msg("user", "Let's go with postgres 16 for the billing service."),
        Msg("assistant", "Done.")]
OUTSIDE_WORD = "exfiltratedwombat"


def _nested(depth: int) -> bytes:
    return b'{"session_id": "deep", "prompt": ' + b"[" * depth + b"]" * depth + b"}"


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """A home with a hostile vault and hostile transcripts, a running daemon, hashes of user files."""
    root = tmp_path_factory.mktemp("bad")
    home, roots, outside = root / "home", root / "transcripts", root / "outside"
    vault = home / "vault"
    for d in (vault, roots, outside / "folder"):
        d.mkdir(parents=True)
    # -- the vault a person keeps ------------------------------------------------------------------
    (vault / "deploy-runbook.md").write_text("---\nid: deploy-runbook\ntype: procedure\n---\n\n# Deploy runbook\n\n"
                                             "Run `make deploy` after the smoke tests pass.\n")
    bomb = "---\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    for i in range(1, 9):
        bomb += f"{chr(97 + i)}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}"] * 9) + "]\n"
    (vault / "yaml-bomb.md").write_text(bomb + "---\n\n# Billion laughs\n\nbody\n")
    (vault / "huge-frontmatter.md").write_text("---\nid: huge-frontmatter\nblob: \"" + "x" * (1024 * 1024)
                                               + "\"\n---\n\n# Huge frontmatter\n\nbody\n")
    (vault / "binary.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8)
    (vault / "latin1.md").write_bytes("---\nid: latin1\n---\n\n# Caf\xe9 notes\n\nna\xefve\n".encode("latin-1"))
    (vault / "traversal-id.md").write_text("---\nid: ../../escaped\ntype: fact\n---\n\n# Id tries to escape\n\n"
                                           "The quuxtraverse id points outside.\n")
    (outside / "secret.md").write_text(f"---\nid: secret\n---\n\n# Outside\n\nThe {OUTSIDE_WORD} is here.\n")
    (outside / "folder" / "inner.md").write_text(f"# Inner\n\nAlso {OUTSIDE_WORD}.\n")
    (outside / "session.md").write_text(f"---\nsession: \"leak\"\nagent: \"claude-code\"\n---\n\n"
                                       f"<!-- vaultmem-turn id=leak:1 role=user at= -->\nThe {OUTSIDE_WORD} said so.\n")
    (vault / "linked-out.md").symlink_to(outside / "secret.md")
    (vault / "linked-folder").symlink_to(outside / "folder", target_is_directory=True)
    for sub in ("_sources/sessions", "_history/deploy-runbook"):
        (vault / sub).mkdir(parents=True)
    (vault / "_sources" / "sessions" / "claude-code-leak.md").symlink_to(outside / "session.md")
    (vault / "_sources" / "deploy-runbook.md").symlink_to(outside / "secret.md")
    (vault / "_history" / "deploy-runbook" / "20260101T000000Z.md").symlink_to(outside / "secret.md")
    (vault / "_history" / "linked-history").symlink_to(outside / "folder", target_is_directory=True)
    (root / "escaped.md").write_text("planted beside the home: must stay untouched\n")
    # -- transcripts (roots is the only allowed folder) ------------------------------------------------
    good = claude_jsonl(roots / "good.jsonl", GOOD, session="good")

    def lines(session: str) -> list[bytes]:  # each hostile file is its own session
        return claude_jsonl(root / f"{session}.tmpl", GOOD, session=session).read_bytes().splitlines(keepends=True)

    mal, trunc, utf, nest, nul = (lines(n) for n in ("malformed", "truncated", "utf8", "nested", "nul"))
    files = {
        "malformed": b"{not json\n" + mal[0] + b"[1, 2\n\x01\x02garbage\n" + mal[1] + b'{"type": "user"}\n',
        # ext4 after a power cut: the tail of a file being appended to reads back as NUL bytes
        "nul-tail": b"".join(nul) + b"\x00" * 4096,
        "truncated": b"".join(trunc)[: len(b"".join(trunc)) - 37],
        "binary": b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64,
        "invalid-utf8": utf[0] + b'{"type":"user","message":{"role":"user","content":"caf\xe9 \xff\xfe"}}\n' + utf[2],
        "nested": nest[0] + _nested(100_000) + b"\n" + nest[2],
        "empty": b"",
    }
    for tmpl in root.glob("*.tmpl"):
        tmpl.unlink()
    paths = {}
    for name, data in files.items():
        paths[name] = roots / f"{name}.jsonl"
        paths[name].write_bytes(data)
    (outside / "elsewhere.jsonl").write_bytes(good.read_bytes())
    (roots / "sneaky.jsonl").symlink_to(outside / "elsewhere.jsonl")
    paths["missing"] = roots / "does-not-exist.jsonl"
    paths["outside"] = outside / "elsewhere.jsonl"
    paths["symlink-out"] = roots / "sneaky.jsonl"
    paths["dotdot"] = Path(f"{roots}/../outside/elsewhere.jsonl")
    paths["etc-passwd"] = Path("/etc/passwd")

    def user_files(p: Path) -> bool:  # what vaultmem may write: its own folders and new notes
        rel = p.relative_to(root).parts
        return rel[:1] == ("home",) and (len(rel) < 3 or rel[1] != "vault" or rel[2].startswith(("_", ".")))

    before = hash_tree(root, skip=user_files)
    env = env_for(home, [roots], queue_min_new_turns=1)
    daemon = Daemon(env).start()
    yield {"root": root, "home": home, "vault": vault, "roots": roots, "outside": outside, "env": env,
           "daemon": daemon, "paths": paths, "before": before, "user_files": user_files}
    try:
        assert daemon.healthy(), "the daemon stopped serving"
    finally:
        daemon.stop()


def _done_tickets(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    folder = world["daemon"].cfg.queue_dir / "done"
    return {t["session_id"]: t for t in (json.loads(p.read_text()) for p in folder.glob("*.json"))}


def _log(world: dict[str, Any]) -> str:
    return (world["home"] / "logs" / "vaultmem.log").read_text(encoding="utf-8", errors="replace")


def test_hostile_transcripts_are_skipped_or_parsed_never_fatal(world: dict[str, Any]) -> None:
    d: Daemon = world["daemon"]
    sessions = {}
    for name, path in world["paths"].items():
        sessions[f"bad-{name}"] = name
        res = d.hook("stop", {"session_id": f"bad-{name}", "transcript_path": str(path), "cwd": "/tmp"})
        assert (res.returncode, res.stdout, res.stderr) == (0, b"", b""), (name, res)
    assert wait_until(lambda: d.queue_idle() and len(_done_tickets(world)) >= len(sessions), 120, 0.2), \
        d.status()["queue"]
    assert d.status()["queue"]["failed"] == 0
    done = _done_tickets(world)
    outcome = {sessions[sid]: (t.get("result") or {}) for sid, t in done.items() if sid in sessions}
    skipped = {name: r.get("skipped", "") for name, r in outcome.items()}
    for name in ("outside", "symlink-out", "dotdot", "etc-passwd"):
        assert "outside allowed folders" in skipped[name], (name, outcome[name])
    assert "not found" in skipped["missing"]
    assert "binary" in skipped["binary"]
    # A NUL-padded tail (a crash while the agent appended) makes the whole small file look binary:
    # skipped with that reason rather than read up to the padding (see docs/reliability.md).
    assert "binary" in skipped["nul-tail"] or outcome["nul-tail"]["turns"] >= 1, outcome["nul-tail"]
    for name in ("malformed", "truncated", "invalid-utf8", "nested"):  # what parses is kept
        assert not skipped[name] and outcome[name]["turns"] >= 1, (name, outcome[name])
    assert outcome["empty"].get("skipped") == "not enough new turns"
    log = _log(world)
    assert log.count("is outside capture.transcript_roots; skipped") >= 4
    assert "transcript not found" in log and "binary data" in log
    assert all(OUTSIDE_WORD not in p.read_text(errors="replace") for p in world["vault"].rglob("*.md")
               if not p.is_symlink() and "linked-folder" not in p.parts)
    assert d.healthy()


def test_ten_megabyte_prompt_answers_within_the_timeout_or_fails_open(world: dict[str, Any]) -> None:
    d: Daemon = world["daemon"]
    prompt = ("deploy runbook smoke tests " * 400_000)[: 10 * 1024 * 1024]
    payload = json.dumps({"session_id": "big", "prompt": prompt, "cwd": "/tmp",
                          "hook_event_name": "UserPromptSubmit"}).encode()
    assert len(payload) > 10 * 1024 * 1024
    t0 = time.monotonic()
    res = d.hook("user_prompt_submit", payload, timeout=60)
    wall = time.monotonic() - t0
    assert res.returncode == 0 and res.stderr == b""
    if res.stdout:  # answered: valid hook JSON with the wrapped context
        ctx = json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]
        assert ctx.startswith("<vaultmem-context")
    hooks_log = (world["home"] / "logs" / "hooks.log").read_text()
    last = [ln for ln in hooks_log.splitlines() if " UserPromptSubmit " in ln][-1]
    in_hook_ms = float(last.split()[4].rstrip("ms"))
    assert in_hook_ms < 2000 + 500, last  # the hook's own deadline (hooks.timeout = 2 s) held
    # Straight to the daemon: it answers a 10 MB body (it reads only the prompt's start) ...
    t1 = time.monotonic()
    code, _ = d.call("POST", "/v1/hooks/UserPromptSubmit", json.loads(payload))
    daemon_s = time.monotonic() - t1
    assert code == 200
    # ... and refuses, with a clear error, a body beyond its 16 MB limit.
    from vaultmem.hookclient import unix_request

    code, body = unix_request(d.sock, "POST", "/v1/search", b" " * (17 * 1024 * 1024), timeout=60)
    assert code == 400 and b"larger than" in body
    print(f"\n[10 MB prompt] hook process {wall * 1000:.0f} ms wall ({'answered' if res.stdout else 'failed open'}), "
          f"{in_hook_ms:.0f} ms inside the hook; daemon alone {daemon_s * 1000:.0f} ms")
    assert d.healthy()


def test_deeply_nested_json_is_refused_clearly(world: dict[str, Any]) -> None:
    d: Daemon = world["daemon"]
    from vaultmem.hookclient import unix_request

    res = d.hook("user_prompt_submit", _nested(200_000))
    assert (res.returncode, res.stdout, res.stderr) == (0, b"", b"")
    assert "bad-stdin" in (world["home"] / "logs" / "hooks.log").read_text().splitlines()[-1]
    for path in ("/v1/hooks/UserPromptSubmit", "/v1/hooks/Stop", "/v1/search", "/v1/notes", "/v1/forget",
                 "/v1/ingest", "/v1/reflect"):
        code, body = unix_request(d.sock, "POST", path, _nested(200_000), timeout=30)
        assert code in (200, 400), (path, code, body[:200])
        if code == 400:
            assert json.loads(body)["error"], (path, body[:200])
        else:
            assert body == b"", (path, body[:200])
    assert d.healthy()


def test_hostile_notes_are_read_as_plain_text_and_left_alone(world: dict[str, Any]) -> None:
    d: Daemon = world["daemon"]
    log = _log(world)
    assert "aliases are not allowed" in log and "frontmatter larger than" in log
    assert "symlink leads out of the vault" in log
    assert d.search(OUTSIDE_WORD) == [], "a note outside the vault was indexed through a symlink"
    hits = d.search("Billion laughs")
    assert hits and hits[0]["id"] == "yaml-bomb"  # indexed as plain text, findable
    assert d.search("quuxtraverse")[0]["id"] == "traversal-id"  # its bad id fell back to the file name
    code, data = d.call("POST", "/v1/search", {"query": OUTSIDE_WORD, "all_scopes": True, "include_superseded": True})
    assert code == 200 and data["hits"] == [], "history or session files outside the vault were indexed"
    code, data = d.call("POST", "/v1/hooks/UserPromptSubmit", {"session_id": "s", "prompt": "deploy runbook steps",
                                                                "cwd": "/tmp"})
    assert code == 200 and OUTSIDE_WORD not in json.dumps(data)
    res = run_cli(world["env"], "doctor", "--json")
    doc = json.loads(res.stdout)
    vault_check = next(c for c in doc["checks"] if c["name"] == "vault")
    assert not vault_check["ok"] and "yaml-bomb.md" in vault_check["detail"] and vault_check["fix"]
    assert d.healthy()


@pytest.mark.parametrize("argv, expect", [
    (["show", "../../escaped"], "not a valid id"),
    (["show", "/etc/passwd"], "not a valid id"),
    (["history", "../../escaped"], "not a valid id"),
    (["forget", "../../escaped", "--reason", "x"], "not a valid id"),
    (["restore", "../../escaped"], "not a valid id"),
    (["purge", "../../escaped"], "no note"),
])
def test_path_ids_on_the_cli_get_a_clear_error(world: dict[str, Any], argv: list[str], expect: str) -> None:
    res = run_cli(world["env"], *argv, input=b"y\n")
    assert res.returncode == 1, (argv, res)
    assert expect in (res.stderr + res.stdout).decode(), (argv, res.stderr)
    assert b"Traceback" not in res.stderr


def test_path_ids_through_the_daemon_and_cli_add_stay_in_the_vault(world: dict[str, Any]) -> None:
    d: Daemon = world["daemon"]
    code, data = d.call("POST", "/v1/notes", {"id": "../../escaped", "title": "Requested a path id", "body": "b"})
    assert code == 201 and data["id"] == "escaped" and (world["vault"] / "escaped.md").is_file()
    for path in ("/v1/forget", "/v1/restore", "/v1/purge"):
        code, data = d.call("POST", path, {"id": "../../deploy-runbook", "reason": "x"})
        assert code in (400, 404) and ("not a valid id" in data["error"] or "no " in data["error"]), (path, data)
    code, data = d.call("POST", "/v1/ingest", {"path": "/etc/passwd"})
    assert code == 400 and "not a Claude Code or Codex transcript" in data["error"]
    from vaultmem.hookclient import unix_request

    code, body = unix_request(d.sock, "POST", "/v1/hooks/..%2F..%2Fetc%2Fpasswd", b"{}", timeout=10)
    assert code in (400, 404), body
    res = run_cli(world["env"], "add", "--id", "../../../planted", "--title", "Another path id", "--json")
    assert res.returncode == 0 and json.loads(res.stdout)["id"] == "planted"
    assert not (world["root"] / "planted.md").exists() and not (world["home"] / "planted.md").exists()


def test_path_ids_through_mcp_get_a_clear_error(world: dict[str, Any], tmp_path: Path) -> None:
    from mcp import ClientSession, StdioServerParameters, stdio_client

    async def run() -> list[Any]:
        params = StdioServerParameters(command=sys.executable, args=["-m", "vaultmem", "mcp"], env=world["env"],
                                       cwd=str(tmp_path))
        out = []
        with anyio.fail_after(180):
            async with stdio_client(params) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    for name, args in (("vault_get_note", {"id": "../../escaped"}),
                                       ("vault_history", {"id": "../../escaped"}),
                                       ("vault_forget", {"id": "../outside/secret", "reason": "x"}),
                                       ("vault_get_note", {"id": "linked-out"}),
                                       ("vault_history", {"id": "deploy-runbook"})):
                        out.append((name, await session.call_tool(name, args)))
        return out

    results = anyio.run(run)
    for name, res in results[:3]:
        if name == "vault_history" and not res.is_error:  # an unknown id has an empty history
            assert json.loads(res.content[0].text)["versions"] == []
            continue
        assert res.is_error and ("not a valid id" in res.content[0].text or "no note" in res.content[0].text), \
            (name, res.content)
    for name, res in results[3:]:  # symlinks out of the vault are neither notes nor versions
        assert res.is_error or OUTSIDE_WORD not in res.content[0].text, (name, res.content)


def test_zz_nothing_a_person_wrote_was_modified(world: dict[str, Any]) -> None:
    """Runs last in this module: every pre-existing user file is byte-identical, nothing appeared
    outside the vault, and every note vaultmem wrote parses."""
    after = hash_tree(world["root"], skip=world["user_files"])
    changed = {k for k in world["before"] if after.get(k) != world["before"][k]}
    appeared = {k for k in after if k not in world["before"] and not k.startswith("home/vault/")}
    assert not changed, f"user files modified or deleted: {changed}"
    assert not appeared, f"files created outside the vault: {appeared}"
    hostile = {"yaml-bomb.md", "huge-frontmatter.md", "binary.md", "latin1.md"}
    problems = [p for p in vault_problems(world["vault"]) if p.split(":")[0] not in hostile]
    assert problems == [], problems
    assert world["daemon"].healthy()


# -- property tests ---------------------------------------------------------------------------------------


_REAL = [p for p in shared_transcripts("claude-code") if p.stat().st_size < 2_000_000]
_CODEX = Path(__file__).resolve().parents[2] / "shared" / "data" / "transcripts" / "codex" / "jazzyalex__agent-sessions" \
    / "codex_small_0.146.jsonl"


@pytest.mark.skipif(not _REAL, reason="../shared transcripts not present")
@settings(max_examples=int(os.environ.get("VAULTMEM_PROPERTY_EXAMPLES", "60")), deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_property_a_transcript_cut_anywhere_reads_as_a_prefix(data: st.DataObject,
                                                               tmp_path_factory: pytest.TempPathFactory) -> None:
    """A Claude Code session file being written (or cut by a crash) reads without error, and its turns
    keep their ids as the file grows: the session excerpt merges turns by id, so an id that changed
    would store the same turn twice."""
    from vaultmem.capture.transcripts import read_transcript

    src = data.draw(st.sampled_from(_REAL), label="transcript")
    raw = src.read_bytes()
    cut = data.draw(st.integers(0, len(raw)), label="cut")
    full_path = tmp_path_factory.mktemp("whole") / src.name
    full_path.write_bytes(raw)
    part_path = tmp_path_factory.mktemp("cut") / src.name  # same name: ids may derive from it
    part_path.write_bytes(raw[:cut])
    full = read_transcript(full_path, "claude-code")
    part = read_transcript(part_path, "claude-code")
    assert {t.id for t in part.turns} <= {t.id for t in full.turns}, (src.name, cut)
    assert part.stats.lines <= full.stats.lines


@pytest.mark.skipif(not _CODEX.exists(), reason="../shared transcripts not present")
def test_a_codex_rollout_read_mid_turn_then_whole_stores_each_message_once(isolated_env: Path, tmp_path: Path) -> None:
    from vaultmem.vault.excerpts import read_excerpt
    from vaultmem.ingest.files import ingest_file
    from vaultmem.config import load_config
    from vaultmem.memory import Memory

    raw = _CODEX.read_bytes()
    session = tmp_path / "rollout-2026-08-03T10-48-56-019fc8be-3658-7ca3-9e29-000000000000.jsonl"
    with Memory(load_config()) as mem:
        session.write_bytes(raw[:2849])  # cut between the event_msg and the response_item of the first prompt
        ingest_file(mem, session)
        session.write_bytes(raw)
        ingest_file(mem, session)
        excerpt = next((mem.vault.root / "_sources" / "sessions").glob("*.md"))
    _, turns = read_excerpt(excerpt)
    firsts = [t for t in turns if t.text.startswith("List the files")]
    assert len(firsts) == 1, [t.id for t in firsts]


_BREAKS = st.sampled_from(["\r", "\r\n", "\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\t", "---", "\n---\n",
                           "...", "# ", ": ", "- ", "&a ", "*a", "!!python/object ", "{", "[", "'", '"', "\\", "%"])
_hostile_line = st.lists(st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\x00"),
                                 max_size=12) | _BREAKS, min_size=1, max_size=8).map("".join)


@settings(max_examples=int(os.environ.get("VAULTMEM_PROPERTY_EXAMPLES", "150")), deadline=None,
          suppress_health_check=list(HealthCheck))
@given(title=_hostile_line.map(lambda t: t.replace("\n", " ")), description=_hostile_line, quote=_hostile_line,
       tag=_hostile_line, extra=_hostile_line, body=_hostile_line)
# found by CI: a last frontmatter value that is a lone no-break space was stripped with the newline
@example(title="t", description="", quote="", tag="x", extra="\xa0", body="")
def test_property_frontmatter_round_trips_hostile_line_breaks(title: str, description: str, quote: str, tag: str,
                                                               extra: str, body: str) -> None:
    """Fields holding what YAML, Markdown and str.splitlines() treat as line breaks or syntax."""
    from vaultmem.vault.note import Note, Source

    # Tags are Obsidian's: a leading "#" is markup, not part of the tag, so "# #" is no tag at all.
    title, tag = title.strip() or "t", tag.strip().lstrip("# \t").strip() or "x"
    note = Note(id="hostile", title=title, body=body.strip("\n"), description=description, type="fact",
                source=Source(agent="claude-code", session="s", turns=["a"], quote=quote), tags=[tag],
                extra={"person-key": extra}, created="2026-01-01")
    text = note.to_markdown()
    back = Note.from_markdown(text, "fallback")
    assert back.parse_error is None, back.parse_error
    # an empty quote is not written (only keys with a value are) and reads back as no quote
    assert (back.id, back.description, back.source.quote or "", back.extra) == (
        "hostile", description, quote, {"person-key": extra})
    assert back.tags == [tag]
    assert back.title == " ".join(title.split()) or back.title == title, (title, back.title)
    assert Note.from_markdown(back.to_markdown(), "fallback").to_markdown() == back.to_markdown()


_any_id = st.text(max_size=40) | st.sampled_from(["..", "../x", "../../x", "/etc/passwd", "a/../../b", "~", "~root",
                                                   ".", "x/..", "\x00", "C:\\x", "%2e%2e/x", "..\\..\\x"])


@settings(max_examples=int(os.environ.get("VAULTMEM_PROPERTY_EXAMPLES", "200")), deadline=None,
          suppress_health_check=list(HealthCheck))
@given(note_id=_any_id, agent=st.text(max_size=20), session=_any_id)
def test_property_no_id_leads_out_of_its_folder(note_id: str, agent: str, session: str,
                                                tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every API that turns an id (or an agent's session id) into a path stays inside its folder."""
    from vaultmem.vault.excerpts import session_excerpt_path
    from vaultmem.capture.queue import TicketQueue
    from vaultmem.errors import NoteError
    from vaultmem.vault.store import Vault

    root = tmp_path_factory.mktemp("ids")
    vault = Vault(root / "vault")
    vault.init()
    inside = vault.root.resolve()

    def contained(p: Path, base: Path) -> bool:
        return os.path.realpath(p).startswith(str(base.resolve()) + os.sep)

    assert contained(session_excerpt_path(vault.root, agent, session), vault.root / "_sources" / "sessions")
    new = vault.new_id(note_id)
    assert contained(vault.root / f"{new}.md", inside)
    for call in (vault.source_path, vault.history_dir):
        try:
            assert contained(call(note_id), inside)
        except NoteError:
            pass
    for call in (vault.get, vault.history, vault.read_source, vault.exists, vault.path_for):
        try:
            call(note_id)
        except NoteError:
            pass
    assert TicketQueue(root / "queue").get(note_id) is None
    assert sorted(p.name for p in root.iterdir()) == ["queue", "vault"]  # nothing created beside them
