"""The claude-cli backend, with a fake `claude` executable first on PATH."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from support.extract_fixtures import FAKE_CLAUDE, Msg, claude_jsonl, facts_json, note_files
from vaultmem.ingest.files import ingest_file
from vaultmem.config import load_config
from vaultmem.extract.base import ExtractionError
from vaultmem.extract.settings import budget_status
from vaultmem.memory import Memory

PREF = "I prefer integration tests that hit a real Postgres over mocks."


@pytest.fixture
def fake_claude(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """`claude` on PATH is the fake; returns where it logs and where its answer comes from."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "claude").symlink_to(FAKE_CLAUDE)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    log, answer = tmp_path / "claude.log", tmp_path / "answer.json"
    answer.write_text(facts_json({"title": "Integration tests use a real Postgres", "type": "preference",
                                  "scope": "global", "quote": PREF, "turn": "c1-u000", "tags": ["testing"]}))
    monkeypatch.setenv("FAKE_CLAUDE_LOG", str(log))
    monkeypatch.setenv("FAKE_CLAUDE_RESULT", str(answer))
    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "claude-cli")
    return {"log": log, "answer": answer, "bin": bin_dir}


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    return claude_jsonl(tmp_path / "c1.jsonl", [Msg("user", PREF), Msg("assistant", "Noted.")], session="c1")


def ingest(path: Path) -> dict[str, Any]:
    with Memory(load_config()) as memory:
        return ingest_file(memory, path)


def runs(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def test_claude_cli_extracts_notes(fake_claude: dict[str, Path], transcript: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("VAULTMEM_EXTRACT_MODEL", "sonnet")
    result = ingest(transcript)
    assert (result["extractor"], result["new"]) == ("claude-cli", 1)
    assert result["tokens"] > 0 and budget_status(load_config())["tokens_used"] == result["tokens"]
    (run,) = runs(fake_claude["log"])
    argv = run["argv"]
    assert argv[:5] == ["-p", "--output-format", "json", "--model", "sonnet"]
    assert json.loads(argv[argv.index("--settings") + 1]) == {"disableAllHooks": True}
    assert PREF in run["stdin"] and PREF not in " ".join(argv)  # the prompt goes on stdin only
    assert Path(run["cwd"]) == load_config().state_dir / "claude-cli"  # no project CLAUDE.md is loaded
    names = [p.stem for p in note_files(load_config().vault)]
    assert "integration-tests-use-a-real-postgres" in names


def test_default_model_and_event_list_output(fake_claude: dict[str, Path], transcript: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FAKE_CLAUDE_MODE", "list")
    assert ingest(transcript)["new"] == 1
    assert runs(fake_claude["log"])[0]["argv"][4] == "haiku"


@pytest.mark.parametrize("mode", ["error", "crash", "garbage"])
def test_cli_failures_are_retryable_and_write_nothing(fake_claude, transcript, monkeypatch, mode) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FAKE_CLAUDE_MODE", mode)
    with pytest.raises(ExtractionError):
        ingest(transcript)
    assert [p for p in note_files(load_config().vault)] == []
    monkeypatch.setenv("FAKE_CLAUDE_MODE", "ok")
    assert ingest(transcript)["new"] == 1


def test_cli_timeout(fake_claude: dict[str, Path], transcript: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FAKE_CLAUDE_MODE", "slow")
    monkeypatch.setenv("VAULTMEM_EXTRACT_TIMEOUT", "1")
    with pytest.raises(ExtractionError, match="longer than 1s"):
        ingest(transcript)


def test_missing_claude_says_how_to_fix(transcript: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VAULTMEM_EXTRACT_BACKEND", "claude-cli")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(ExtractionError, match="not on PATH") as err:
        ingest(transcript)
    assert "heuristic" in (err.value.hint or "")


# -- the optional verification pass (extract.verify) -------------------------------------------------------

TABS = "Tabs for indentation in every Makefile, we agreed on that."
_BY_RUN = """#!{python}
import os, sys
log = os.environ["FAKE_CLAUDE_LOG"]
runs = len(open(log).read().splitlines()) if os.path.exists(log) else 0
answers = os.environ["FAKE_CLAUDE_ANSWERS"].split(os.pathsep)
os.environ["FAKE_CLAUDE_RESULT"] = answers[min(runs, len(answers) - 1)]
os.execv(sys.executable, [sys.executable, {fake!r}, *sys.argv[1:]])
"""


def answer_by_run(fake: dict[str, Path], monkeypatch: pytest.MonkeyPatch, *answers: str) -> None:
    """The n-th `claude` run answers the n-th text (the last repeats)."""
    files = []
    for i, text in enumerate(answers):
        files.append(fake["answer"].with_name(f"answer{i}.json"))
        files[-1].write_text(text)
    claude = fake["bin"] / "claude"
    claude.unlink()
    claude.write_text(_BY_RUN.format(python=sys.executable, fake=str(FAKE_CLAUDE)))
    claude.chmod(0o755)
    monkeypatch.setenv("FAKE_CLAUDE_ANSWERS", os.pathsep.join(map(str, files)))


@pytest.fixture
def two_facts(tmp_path: Path) -> Path:
    return claude_jsonl(tmp_path / "c2.jsonl", [Msg("user", PREF), Msg("user", TABS), Msg("assistant", "Noted.")],
                        session="c2")


FACTS = facts_json({"title": "Integration tests use a real Postgres", "type": "preference", "quote": PREF},
                   {"title": "Makefiles are indented with spaces", "type": "preference", "quote": TABS})


def test_verify_rejects_an_unsupported_fact(fake_claude, two_facts, monkeypatch, caplog) -> None:  # type: ignore[no-untyped-def]
    answer_by_run(fake_claude, monkeypatch, FACTS, json.dumps({"verdicts": [
        {"n": 1, "supported": True, "reason": "stated"}, {"n": 2, "supported": False, "reason": "they said tabs"}]}))
    monkeypatch.setenv("VAULTMEM_EXTRACT_VERIFY", "1")
    with caplog.at_level("INFO", logger="vaultmem.extract"):
        result = ingest(two_facts)
    assert (result["new"], result["rejected_unsupported"]) == (1, 1)
    assert "REJECTED Makefiles are indented with spaces reason=they said tabs" in caplog.text
    names = [p.stem for p in note_files(load_config().vault)]
    assert "integration-tests-use-a-real-postgres" in names and "makefiles-are-indented-with-spaces" not in names
    extract_run, verify_run = runs(fake_claude["log"])
    assert "CANDIDATES" in verify_run["stdin"] and TABS in verify_run["stdin"]
    assert TABS not in " ".join(verify_run["argv"])  # the prompt goes on stdin only
    status = budget_status(load_config())
    assert status["calls"] == 2 and result["tokens"] == status["tokens_used"]


def test_verify_failure_is_retryable_and_writes_nothing(fake_claude, two_facts, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    answer_by_run(fake_claude, monkeypatch, FACTS, "Here are my thoughts on these memories.")
    monkeypatch.setenv("VAULTMEM_EXTRACT_VERIFY", "1")
    with pytest.raises(ExtractionError, match="verdicts"):
        ingest(two_facts)
    assert note_files(load_config().vault) == []
    fake_claude["log"].unlink()
    both = '{"verdicts": [{"n": 1, "supported": true}, {"n": 2, "supported": true}]}'
    answer_by_run(fake_claude, monkeypatch, FACTS, both)
    assert ingest(two_facts)["new"] == 2


def test_verify_off_runs_claude_once(fake_claude, two_facts, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    answer_by_run(fake_claude, monkeypatch, FACTS, '{"verdicts": []}')
    assert ingest(two_facts)["new"] == 2 and len(runs(fake_claude["log"])) == 1


# -- setting the backend up and checking it answers (issue 16 item 5) ---------------------------------

def _vaultmem(*args: str, env: dict[str, str] | None = None) -> "Any":
    import subprocess

    return subprocess.run([sys.executable, "-m", "vaultmem", *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})


def test_install_claude_code_can_choose_the_claude_cli_backend(vm_home: Path, tmp_path: Path) -> None:
    settings = tmp_path / "claude-settings.json"
    config = vm_home / "config.toml"
    vm_home.mkdir(parents=True, exist_ok=True)
    config.write_text("# my settings\n[recall]\nlimit = 7\n", encoding="utf-8")
    dry = _vaultmem("install", "claude-code", "--settings", str(settings), "--extract", "claude-cli", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "would set extract.backend" in dry.stdout and "backend" not in config.read_text()
    done = _vaultmem("install", "claude-code", "--settings", str(settings), "--extract", "claude-cli")
    assert done.returncode == 0, done.stderr
    text = config.read_text()
    assert "# my settings" in text and "limit = 7" in text  # the person's file keeps what it had
    assert load_config()["extract.backend"] == "claude-cli"
    again = _vaultmem("install", "claude-code", "--settings", str(settings), "--extract", "claude-cli")
    assert "already in" in again.stdout and config.read_text() == text
    bad = _vaultmem("install", "claude-code", "--settings", str(settings), "--extract", "gpt")
    assert bad.returncode != 0 and "heuristic" in (bad.stderr + bad.stdout) and config.read_text() == text


def test_doctor_says_whether_the_claude_cli_backend_answers(fake_claude: dict[str, Path], vm_home: Path) -> None:
    from vaultmem.extract.setup import probe_backend

    ok, detail, _ = probe_backend(load_config())
    assert ok and "2.0.14" in detail
    res = _vaultmem("doctor", "--json")
    checks = {c["name"]: c for c in json.loads(res.stdout)["checks"]}
    assert checks["extraction backend"]["ok"], checks["extraction backend"]


def test_doctor_fails_the_backend_check_when_claude_is_missing(vm_home: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    res = _vaultmem("doctor", "--json", env={"PATH": str(empty), "VAULTMEM_EXTRACT_BACKEND": "claude-cli"})
    checks = {c["name"]: c for c in json.loads(res.stdout)["checks"]}
    assert not checks["extraction backend"]["ok"]
    assert "not on PATH" in checks["extraction backend"]["detail"] and "heuristic" in checks["extraction backend"]["fix"]
