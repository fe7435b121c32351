"""Concurrency: 20 Stop hooks, 5 MCP writes, a reflect and a person's edits, all at once against
one real daemon: no lost write, no interleaved file, vault and index agree afterwards.

Every writer leaves a unique made-up word behind, so "not lost" and "indexed" are checked the
same way for all of them: the word is in exactly one note file, and searching it finds that note.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import anyio
import pytest

from support.daemon import Daemon
from support.paths import HOOKS
from support.processes import env_for, vaultmem_argv
from support.reliability import current_note_files, new_session, pseudo_word, quote_lines, vault_problems
from support.wait import wait_until

N_HOOKS, N_MCP, N_PERSON_SAVES = 20, 5, 6


def _person_note(word: str) -> str:
    return ("---\nid: release-checklist\ntype: procedure\nscope: global\nimportance: 0.6\n"
            "created: 2026-11-01\nmy-own-key: kept as written\n---\n\n# Release checklist\n\n"
            f"1. Tag the release after the {word} smoke test passes.\n")


async def _mcp_writes(env: dict[str, str], cwd: Path, notes: list[dict[str, Any]], go: threading.Event,
                      ready: threading.Event, results: list[Any]) -> None:
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "vaultmem", "mcp"], env=env, cwd=str(cwd))
    with anyio.fail_after(300):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                ready.set()
                await anyio.to_thread.run_sync(go.wait)

                async def one(args: dict[str, Any]) -> None:
                    results.append((args, await session.call_tool("vault_add_note", args)))

                async with anyio.create_task_group() as tg:
                    for args in notes:
                        tg.start_soon(one, args)


def _person_edits(path: Path, words: list[str], go: threading.Event, saves: list[str]) -> None:
    """A person in Obsidian: several saves a few hundred ms apart, each written in place."""
    go.wait()
    text = path.read_text(encoding="utf-8")
    for i, word in enumerate(words):
        time.sleep(0.3)
        text = text.rstrip("\n") + f"\n{i + 2}. Announce the {word} release in the channel.\n"
        with open(path, "w", encoding="utf-8") as fh:  # not atomic: editors often write in place
            fh.write(text)
        saves.append(text)


@pytest.mark.timeout(900)
def test_hooks_mcp_reflect_and_a_person_at_once(isolated_env: Path, tmp_path: Path) -> None:
    rng = random.Random(int(os.environ.get("VAULTMEM_CONCURRENCY_SEED", "20")))
    home = isolated_env
    roots = tmp_path / "transcripts"
    roots.mkdir()
    project = tmp_path / "project"
    project.mkdir()
    env = env_for(home, [roots], queue_min_new_turns=1)
    vault = home / "vault"
    vault.mkdir(parents=True)
    person_word = pseudo_word(rng, 5)
    person_path = vault / "release-checklist.md"
    person_path.write_text(_person_note(person_word), encoding="utf-8")
    daemon = Daemon(env).start()
    try:
        sessions = [new_session(roots, rng, facts=2) for _ in range(N_HOOKS)]
        mcp_words = [pseudo_word(rng, 5) for _ in range(N_MCP)]
        mcp_notes = [{"title": f"The {w} cache is flushed nightly by cron", "content":
                      f"At 03:00 the {w} job empties the cache; expect a cold start after it.",
                      "type": "fact", "importance": 0.5, "tags": ["ops"], "scope": "global"} for w in mcp_words]
        person_words = [pseudo_word(rng, 5) for _ in range(N_PERSON_SAVES)]

        go, ready = threading.Event(), threading.Event()
        mcp_results: list[Any] = []
        mcp_error: list[BaseException] = []

        def mcp_thread() -> None:
            try:
                anyio.run(_mcp_writes, env, project, mcp_notes, go, ready, mcp_results)
            except BaseException as exc:  # noqa: BLE001 - reported by the test below
                mcp_error.append(exc)
                ready.set()

        saves: list[str] = []
        threads = [threading.Thread(target=mcp_thread),
                   threading.Thread(target=_person_edits, args=(person_path, person_words, go, saves))]
        for t in threads:
            t.start()
        assert ready.wait(180), "the MCP server did not start"
        assert not mcp_error, mcp_error

        # Everything at once: hook processes and the reflect CLI start, MCP calls and edits fire.
        t0 = time.monotonic()
        hooks = []
        for s in sessions:
            payload = json.dumps({"session_id": s.id, "transcript_path": str(s.path), "cwd": str(project),
                                  "hook_event_name": "Stop", "stop_hook_active": False}).encode()
            p = subprocess.Popen([sys.executable, str(HOOKS / "stop.py")], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
            p.stdin.write(payload)  # type: ignore[union-attr]
            p.stdin.close()  # type: ignore[union-attr]
            p.stdin = None  # communicate() must not flush it again
            hooks.append(p)
        reflect = subprocess.Popen(vaultmem_argv("reflect", "--apply", "--json"), stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=env)
        go.set()
        for p in hooks:
            out, err = p.communicate(timeout=120)
            assert (p.returncode, out, err) == (0, b"", b""), (p.returncode, out, err)
        r_out, r_err = reflect.communicate(timeout=600)
        assert reflect.returncode == 0, r_err.decode(errors="replace")[-2000:]
        for t in threads:
            t.join(300)
        assert not mcp_error, mcp_error
        launched_s = time.monotonic() - t0

        # The hooks' tickets all go through; the daemon kept serving throughout.
        assert wait_until(daemon.queue_idle, 300, 0.2), daemon.status()["queue"]
        q = daemon.status()["queue"]
        assert q["failed"] == 0 and q["done"] >= N_HOOKS, q
        time.sleep(1.5)  # the vault watcher debounces edits by 0.5 s
        drained_s = time.monotonic() - t0

        # -- no interleaved file ---------------------------------------------------------------------
        assert vault_problems(vault) == []
        texts = {p: p.read_text(encoding="utf-8") for p in current_note_files(vault)}

        # -- no lost write: each writer's words are where they belong, exactly once -------------------
        lost, doubled = [], []
        for s in sessions:
            for m in s.markers:
                holders = [p.name for p, t in texts.items() for _ in range(quote_lines(t, m))]
                if not holders:
                    lost.append((s.id, m))
                elif len(holders) > 1:
                    doubled.append((s.id, m, holders))
        assert not lost and not doubled, {"lost": lost, "doubled": doubled}
        assert len(mcp_results) == N_MCP
        mcp_ids = {}
        for args, res in mcp_results:
            assert not res.is_error, res.content
            data = res.structured_content or json.loads(res.content[0].text)
            word = args["title"].split()[1]
            note = vault / f"{data['id']}.md"
            assert args["content"] in note.read_text(encoding="utf-8"), data["id"]
            mcp_ids[word] = data["id"]
        assert len(set(mcp_ids.values())) == N_MCP
        final = person_path.read_text(encoding="utf-8")
        assert final == saves[-1], "the person's last save was changed or lost"
        assert "my-own-key: kept as written" in final

        # -- vault and index agree ------------------------------------------------------------------------
        report = subprocess.run(vaultmem_argv("doctor", "--json"), env=env, capture_output=True, timeout=300)
        doc = json.loads(report.stdout)
        assert doc["ok"], json.dumps(doc, indent=1)
        expect = {**{w: i for w, i in mcp_ids.items()}, **{w: "release-checklist" for w in person_words},
                  person_word: "release-checklist"}
        for s in sessions:
            for m in s.markers:
                holder = next(p.stem for p, t in texts.items() if quote_lines(t, m))
                expect[m] = holder
        missed = []
        for word, note_id in expect.items():
            hits = [h for h in daemon.search(word, limit=5) if h.get("kind") is None]
            if not hits or hits[0]["id"] != note_id:
                missed.append((word, note_id, [h["id"] for h in hits[:3]]))
        assert not missed, f"not findable by their unique word: {missed}"
        assert list((vault / "_reports").glob("reflect-*.md")), "reflect wrote no report"
        reflect_json = json.loads(r_out)
        print(f"\n[concurrency] {N_HOOKS} Stop hooks + {N_MCP} MCP writes + reflect --apply + "
              f"{N_PERSON_SAVES} person saves: all launched and answered in {launched_s:.1f}s, queue drained at "
              f"{drained_s:.1f}s; {len(texts)} notes, {len(expect)} unique words all found; "
              f"reflect saw {reflect_json.get('counts', {}).get('notes')} notes")
    finally:
        daemon.stop()


# -- the race a person can lose: saving a note while vaultmem rewrites it --------------------------------


def _edit_in_place(path: Path, line: str) -> str:
    text = path.read_text(encoding="utf-8").rstrip("\n") + f"\n{line}\n"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return text


def test_a_save_between_vaultmems_read_and_write_is_not_overwritten(isolated_env: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """vaultmem rewrites notes it read a moment ago (promotion, EXTENDS, drift, merge). A person's save
    landing in between must win: the rewrite is refused and happens again later on the new text."""
    from vaultmem.config import load_config
    from vaultmem.lifecycle.tiers import promote
    from vaultmem.memory import AddRequest, Memory
    from vaultmem.vault.store import Vault

    with Memory(load_config()) as mem:
        note = mem.add(AddRequest(title="Staging deploys need the VPN", body="Connect first.", type="fact"))
        path = mem.vault.path_for(note.id)
        assert path is not None
        real_get = Vault.get
        saved: list[str] = []

        def get_then_person_saves(self: Vault, note_id: str):  # type: ignore[no-untyped-def]
            got = real_get(self, note_id)
            if not saved:  # the person saves right after vaultmem read the note
                time.sleep(0.01)  # a different mtime even on coarse clocks
                saved.append(_edit_in_place(path, "Person: the VPN profile is called ops-eu."))
            return got

        monkeypatch.setattr(Vault, "get", get_then_person_saves)
        try:
            promote(mem, note.id, "test", 0.05)
        except Exception as exc:  # refusing is fine, overwriting is not
            print(f"promotion refused: {exc}")
        assert "the VPN profile is called ops-eu" in path.read_text(encoding="utf-8"), "the person's save was lost"
        monkeypatch.setattr(Vault, "get", real_get)
        assert promote(mem, note.id, "test", 0.05)  # the next attempt reads the new text and applies
        text = path.read_text(encoding="utf-8")
        assert "ops-eu" in text and "confidence: confirmed" in text
