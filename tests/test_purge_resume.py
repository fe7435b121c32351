"""A purge killed at any step is completed by a re-run, by the next command that opens the index,
or by the daemon's start-up: the text is gone from the vault, `_sources/` and search, and the audit
holds exactly one line for it.

The real `vaultmem purge` runs in a subprocess that dies (os._exit, as a SIGKILL would leave it)
at a named step, through the test-only VAULTMEM_TEST_CRASH_AT hook in lifecycle/intents.py.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from support.daemon import Daemon
from support.extract_fixtures import Msg, claude_jsonl
from support.processes import env_for, run_cli
from vaultmem.ingest.files import ingest_file
from vaultmem.config import load_config
from vaultmem.lifecycle.audit import AuditLog
from vaultmem.lifecycle.intents import intents_dir
from vaultmem.memory import AddRequest, Memory

RULE = "Never commit directly to main."
SAID = "directly to main"  # what must not survive anywhere
STEPS = ("planned", "scrubbed", "deleted", "indexed", "audited")


def _world(home: Path, tmp_path: Path) -> tuple[str, str]:
    """A note extracted from a session turn, and another note whose source excerpt quotes that turn."""
    with Memory(load_config()) as mem:
        mem.init()
        path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", RULE), Msg("assistant", "Understood, I will use branches.")],
                            session="sess-rule")
        [note_id] = [i for i in ingest_file(mem, path)["notes"] if not i.startswith("topic-")]
        other = mem.add(AddRequest(title="Feature branches are reviewed before merging", body="Two approvals."))
        mem.vault.write_source(other.id, f"user: {RULE}\ncontext, assistant: feature branches need reviews\n")
        mem.index.save(force=True)
    return note_id, other.id


def _leftovers(home: Path) -> list[str]:
    """Files of the vault and state folders that still hold the purged text."""
    return [str(p.relative_to(home)) for p in home.rglob("*") if p.is_file() and p.suffix in (".md", ".json", ".jsonl")
            and SAID in p.read_text(errors="replace").lower()]


def _search(env: dict[str, str]) -> str:
    res = run_cli(env, "search", "commit directly to main", "--all-scopes", "--include-superseded", "--json")
    assert res.returncode == 0, res.stderr[-2000:]
    return res.stdout.decode().lower()


CASES = [(step, "rerun") for step in STEPS] + [("planned", "next-command"), ("indexed", "next-command"),
                                                ("scrubbed", "daemon-start"), ("audited", "daemon-start")]


@pytest.mark.parametrize("step, how", CASES, ids=[f"{s}-{h}" for s, h in CASES])
def test_a_purge_killed_at_any_step_is_completed(vm_home: Path, tmp_path: Path, step: str, how: str) -> None:
    note_id, other = _world(vm_home, tmp_path)
    env = env_for(vm_home)
    assert SAID in _search(env)  # recall finds it before the purge
    crashed = run_cli({**env, "VAULTMEM_TEST_CRASH_AT": f"purge:{step}"}, "purge", note_id, "--yes", "--json")
    assert crashed.returncode == 137, (crashed.stdout, crashed.stderr[-2000:])
    [intent] = list(intents_dir(vm_home / "state").iterdir())
    assert stat.S_IMODE(intent.stat().st_mode) == 0o600 and stat.S_IMODE(intent.parent.stat().st_mode) == 0o700
    if step != "planned":  # the text to scrub leaves the record as soon as the scrub is on disk
        assert SAID not in intent.read_text().lower()

    if how == "rerun":
        res = run_cli(env, "purge", note_id, "--yes", "--json")
        assert res.returncode == 0, res.stderr[-2000:]
        out = json.loads(res.stdout)
        assert out["resumed"] is True and out["scrubbed"], out
    elif how == "next-command":
        assert run_cli(env, "add", "--title", "Lunch is at noon on Fridays").returncode == 0
        again = run_cli(env, "purge", note_id, "--yes")
        assert again.returncode == 1 and b"already purged" in again.stderr, again.stderr
    else:
        daemon = Daemon(env).start()
        try:
            assert SAID not in _search(env)  # answered by the daemon, which completed the purge at start
        finally:
            daemon.stop()

    assert list(intents_dir(vm_home / "state").iterdir()) == []
    assert _leftovers(vm_home) == []
    assert SAID not in _search(env)
    assert "feature branches need reviews" in (vm_home / "vault" / "_sources" / f"{other}.source.md").read_text()
    purges = [r for r in AuditLog(vm_home / "state") if r.get("action") == "purge"]
    assert [r["id"] for r in purges] == [note_id], purges
