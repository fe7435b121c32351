"""Round two (issue 14.10, 14.11): config paths mean the same folder to every process, and values
are checked against their rules when loaded (refused in one line, or clamped with a warning)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from support.processes import run_cli
from vaultmem.config import load_config
from vaultmem.config_rules import HOOK_OUTPUT_CAP
from vaultmem.errors import ConfigError

REPO = Path(__file__).resolve().parents[1]
STOP = {"session_id": "5c0375b4", "transcript_path": "/home/u/.claude/projects/p/5c0375b4.jsonl",
        "cwd": "/home/u/shop", "hook_event_name": "Stop", "stop_hook_active": False}


@pytest.fixture
def home() -> Iterator[Path]:
    # a short path: the daemon socket lives under it, and AF_UNIX paths are capped at ~107 bytes
    path = Path(tempfile.mkdtemp(prefix="vmc", dir="/tmp"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def env_with_home(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMEM_")}
    env.update(VAULTMEM_HOME=str(home), VAULTMEM_EMBEDDER_PROVIDER="hash")
    return env


def write_config(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


# -- 10: relative paths ---------------------------------------------------------------------------


def test_relative_vault_in_config_is_next_to_the_config_file_from_any_folder(home: Path, tmp_path: Path) -> None:
    """`paths.vault = "notes"` made `vaultmem add` run elsewhere create a second vault there."""
    write_config(home, '[paths]\nvault = "notes"\n')
    env = env_with_home(home)
    first, second = tmp_path / "project-a", tmp_path / "project-b"
    first.mkdir()
    second.mkdir()
    for cwd, args in ((first, ("init",)), (second, ("add", "--title", "Relative vault paths are resolved once",
                                                    "--body", "against the config file's folder"))):
        res = subprocess.run([sys.executable, "-m", "vaultmem", *args], env=env, cwd=cwd, capture_output=True,
                             timeout=300)
        assert res.returncode == 0, res.stderr.decode()
    notes = [p for p in (home / "notes").rglob("*.md")]
    assert any("Relative vault paths" in p.read_text() for p in notes), notes
    assert not (first / "notes").exists() and not (second / "notes").exists()


def test_relative_state_dir_sends_the_hook_ticket_next_to_the_config(home: Path, tmp_path: Path) -> None:
    """A relative `paths.state_dir` sent a Stop ticket into the agent's project folder, never processed."""
    write_config(home, '[paths]\nstate_dir = "st"\n')
    project = tmp_path / "agent-project"
    project.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULTMEM_", "XDG_"))}
    env.update(VAULTMEM_HOME=str(home), HOME=str(tmp_path / "user"))
    res = subprocess.run([sys.executable, str(REPO / "hooks" / "stop.py")], input=json.dumps(STOP).encode(),
                         env=env, cwd=project, capture_output=True, timeout=60)  # no daemon: the hook queues
    assert (res.returncode, res.stdout, res.stderr) == (0, b"", b"")
    assert len(list((home / "st" / "queue" / "pending").glob("*.json"))) == 1
    assert not (project / "st").exists()
    # ... which is the folder the daemon's worker drains
    assert load_config(home=home, env={}).queue_dir == home / "st" / "queue"


def test_every_path_setting_resolves_against_the_config_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "conf"
    path = write_config(folder, '[paths]\nvault = "v"\nstate_dir = "../state"\nlog_dir = "~/vmlogs"\n'
                                'runtime_dir = "run"\n[capture]\ntranscript_roots = ["agents", "~/.claude", "/abs"]\n'
                                '[embedder]\nmodel = "./models/mini"\n[recall]\nrerank_model = "cross-encoder-name"\n')
    monkeypatch.chdir(tmp_path)  # any other working folder gives the same answer
    (tmp_path / "elsewhere").mkdir()
    for cwd in (tmp_path, tmp_path / "elsewhere"):
        monkeypatch.chdir(cwd)
        cfg = load_config(config_file=path, env={"HOME": os.environ["HOME"]})
        assert (cfg.vault, cfg.state_dir, cfg.runtime_dir) == (folder / "v", tmp_path / "state", folder / "run")
        assert cfg.log_dir == Path(os.path.expanduser("~/vmlogs"))
        assert cfg["capture.transcript_roots"] == [str(folder / "agents"), os.path.expanduser("~/.claude"), "/abs"]
        assert cfg["embedder.model"] == str(folder / "models" / "mini")
        assert cfg["recall.rerank_model"] == "cross-encoder-name"  # a model name, not a path


def test_hook_client_resolves_config_paths_like_the_config_loader(tmp_path: Path) -> None:
    from vaultmem.hookclient import hook_paths

    folder = tmp_path / "conf"
    path = write_config(folder, '[paths]\nstate_dir = "st"\nlog_dir = "logs2"\nruntime_dir = "~/r"\n')
    env = {"VAULTMEM_CONFIG": str(path), "HOME": str(tmp_path / "u")}
    paths = hook_paths(env)
    cfg = load_config(env=env)
    assert paths.queue_dir == str(cfg.queue_dir) == str(folder / "st" / "queue")
    assert paths.log_dir == str(cfg.log_dir)
    assert paths.socket == str(cfg.socket_path) == os.path.join(os.path.expanduser("~/r"), "vaultmem.sock")


# -- 11: range checks -------------------------------------------------------------------------------

BAD = [
    ("embedder", "batch_size", "0"),
    ("recall", "limit", "0"),
    ("recall", "limit", "-3"),
    ("recall", "context_chars", "5"),
    ("hooks", "brief_chars", "0"),
    ("extract", "max_turns", "0"),
    ("extract", "timeout", "0.0"),
    ("capture", "transcript_roots", "[1, 2]"),
    ("capture", "transcript_roots", '[""]'),
    ("extract", "redact_allowlist", '[".*"]'),
    ("extract", "redact_allowlist", '["(?s).*"]'),
    ("extract", "redact_allowlist", '["[\\\\w.-]+"]'),
    ("extract", "redact_allowlist", '["x|"]'),  # also matches the empty string
    ("extract", "redact_allowlist", '[""]'),
    ("recall", "min_score", "1.5"),
    ("recall", "decay_floor", "nan"),
    ("queue", "max_attempts", "0"),
    ("reflect", "type_ttl_days", '["procedure:365"]'),
    ("hooks", "timeout", "-1.0"),
]


@pytest.mark.parametrize("section,key,value", BAD, ids=[f"{s}.{k}={v}" for s, k, v in BAD])
def test_nonsensical_values_are_refused_at_load_naming_key_value_and_range(
        tmp_path: Path, section: str, key: str, value: str) -> None:
    write_config(tmp_path, f"[{section}]\n{key} = {value}\n")
    with pytest.raises(ConfigError) as err:
        load_config(home=tmp_path, env={})
    text = str(err.value)
    assert f"{section}.{key} = " in text and "expected" in text and str(tmp_path / "config.toml") in text
    assert "\n" not in text and err.value.hint


def test_the_same_rules_apply_to_environment_variables(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"recall\.limit = 0 from VAULTMEM_RECALL_LIMIT.*integer from 1 to 100"):
        load_config(home=tmp_path, env={"VAULTMEM_RECALL_LIMIT": "0"})


def test_specific_allowlist_entries_are_accepted(tmp_path: Path) -> None:
    write_config(tmp_path, '[extract]\nredact_allowlist = ["AKIAIOSFODNN7EXAMPLE", "sk-test-[0-9]{4}", "AKIA[0-9A-Z]{16}"]\n')
    assert len(load_config(home=tmp_path, env={})["extract.redact_allowlist"]) == 3


def test_serve_with_batch_size_zero_stops_at_load_with_one_line(home: Path) -> None:
    """`embedder.batch_size = 0` killed `serve` (range() step zero on the first index); now it never starts."""
    write_config(home, "[embedder]\nbatch_size = 0\n")
    res = run_cli(env_with_home(home), "serve", timeout=120)
    assert res.returncode == 1
    err = res.stderr.decode()
    assert "error: embedder.batch_size = 0 from" in err and "integer from 1 to 4096" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("key", ["recall.context_chars", "hooks.brief_chars"])
def test_values_above_the_agent_cap_are_clamped_with_a_warning(home: Path, key: str) -> None:
    section, name = key.split(".")
    write_config(home, f"[{section}]\n{name} = 20000\n")
    cfg = load_config(home=home, env={})
    assert cfg[key] == HOOK_OUTPUT_CAP
    [warning] = cfg.warnings
    assert key in warning and "20000" in warning and "10,000" in warning
    env = env_with_home(home)
    show = run_cli(env, "config", "show")
    assert show.returncode == 0 and f"warning: {key} = 20000" in show.stderr.decode()
    assert json.loads(run_cli(env, "config", "show", "--json").stdout)["warnings"] == [warning]
    run_cli(env, "init")
    doc = run_cli(env, "doctor")
    assert f"[warn] config limit: {key} = 20000" in doc.stdout.decode()


def test_doctor_warns_about_settings_that_switch_a_safety_feature_off(home: Path) -> None:
    write_config(home, '[extract]\nredact_allowlist = ["AKIA[0-9A-Z]{16}", "exact-value"]\nbackend = "openai"\n'
                       'daily_token_budget = 0\n[capture]\ntranscript_roots = []\n[recall]\nmin_similarity = 0.0\n'
                       '[hooks]\ntimeout = 30.0\n')
    env = env_with_home(home)
    assert run_cli(env, "init").returncode == 0
    data = json.loads(run_cli(env, "doctor", "--json").stdout)
    warned = {c["name"]: c["detail"] for c in data["checks"] if c.get("warn")}
    assert set(warned) >= {"redaction allowlist", "transcript roots", "relevance floor", "hook timeout",
                           "extraction budget"}, warned
    assert "AKIA[0-9A-Z]{16}" in warned["redaction allowlist"] and "exact-value" not in warned["redaction allowlist"]
    # warnings do not fail doctor on their own
    assert all(c["ok"] for c in data["checks"] if c.get("warn"))


def test_default_config_has_no_warnings(home: Path) -> None:
    env = env_with_home(home)
    assert run_cli(env, "init").returncode == 0
    data = json.loads(run_cli(env, "doctor", "--json").stdout)
    assert [c for c in data["checks"] if c.get("warn")] == []
    assert load_config(home=home, env={}).warnings == []


def test_every_number_and_list_setting_has_a_rule_and_its_default_passes_it() -> None:
    from vaultmem.config import SETTINGS
    from vaultmem.config_rules import RULES, check

    missing = [s.name for s in SETTINGS if s.type in (int, float, list) and s.name not in RULES]
    assert missing == []
    assert set(RULES) <= {s.name for s in SETTINGS}
    for s in SETTINGS:
        assert check(s.name, s.default, s.type, "default") == (s.default, None), s.name
