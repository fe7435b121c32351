"""Settings: one declaration list, resolved defaults < TOML < env < overrides."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from vaultmem.config import SETTINGS, Config, example_toml, load_config, setting
from vaultmem.errors import ConfigError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def write_toml(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_defaults_when_nothing_is_set(tmp_path: Path) -> None:
    cfg = load_config(home=tmp_path / "h", env={})
    for s in SETTINGS:
        assert cfg[s.name] == s.default, s.name
        assert cfg.sources[s.name] == "default"
    assert cfg.config_file is None


def test_precedence_defaults_toml_env_overrides(tmp_path: Path) -> None:
    home = tmp_path / "h"
    toml = write_toml(home / "config.toml", "[recall]\nlimit = 8\nrrf_k = 30\nhalf_life_days = 90\n"
                                            "[embedder]\nprovider = 'hash'\n")
    env = {"VAULTMEM_RECALL_RRF_K": "20", "VAULTMEM_RECALL_HALF_LIFE_DAYS": "45"}
    cfg = load_config(home=home, env=env, overrides={"recall.half_life_days": 7})
    # TOML beats the default
    assert cfg["recall.limit"] == 8 and cfg.sources["recall.limit"] == str(toml)
    assert cfg["embedder.provider"] == "hash"
    # env beats TOML
    assert cfg["recall.rrf_k"] == 20 and cfg.sources["recall.rrf_k"] == "VAULTMEM_RECALL_RRF_K"
    # overrides beat env
    assert cfg["recall.half_life_days"] == 7.0 and cfg.sources["recall.half_life_days"] == "override"
    assert isinstance(cfg["recall.half_life_days"], float)
    # untouched settings stay defaults
    assert cfg["recall.candidates"] == 50 and cfg.sources["recall.candidates"] == "default"
    assert cfg.config_file == toml


def test_env_values_are_coerced_to_the_declared_type(tmp_path: Path) -> None:
    env = {"VAULTMEM_RECALL_LIMIT": "9", "VAULTMEM_RECALL_BM25_WEIGHT": "0.25",
           "VAULTMEM_EXTRACT_REDACT_ALLOWLIST": "foo, bar ,baz", "VAULTMEM_LOG_LEVEL": "DEBUG"}
    cfg = load_config(home=tmp_path, env=env)
    assert cfg["recall.limit"] == 9
    assert cfg["recall.bm25_weight"] == 0.25
    assert cfg["extract.redact_allowlist"] == ["foo", "bar", "baz"]
    cfg = load_config(home=tmp_path, env={"VAULTMEM_EXTRACT_REDACT_ALLOWLIST": '["a,b", "c"]'})
    assert cfg["extract.redact_allowlist"] == ["a,b", "c"]


def test_process_environment_is_used_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VAULTMEM_RECALL_LIMIT", "11")
    cfg = load_config()
    assert cfg["recall.limit"] == 11
    # the autouse fixture selects the hash embedder for unit tests
    assert cfg["embedder.provider"] == "hash"


def test_unknown_key_in_toml_is_an_error(tmp_path: Path) -> None:
    write_toml(tmp_path / "config.toml", "[recall]\nlimit = 3\nlimmit = 4\n")
    with pytest.raises(ConfigError) as err:
        load_config(home=tmp_path, env={})
    assert "recall.limmit" in str(err.value)
    assert err.value.hint


def test_unknown_section_in_toml_is_an_error(tmp_path: Path) -> None:
    write_toml(tmp_path / "config.toml", "[nonsense]\nx = 1\n")
    with pytest.raises(ConfigError, match="nonsense.x"):
        load_config(home=tmp_path, env={})


@pytest.mark.parametrize("toml", [
    "[recall]\nlimit = 'many'\n",
    "[recall]\nlimit = true\n",
    "[recall]\nbm25_weight = 'heavy'\n",
    "[recall]\nreranker = 'cohere'\n",  # not one of the choices
    "[vector]\nbackend = 'pinecone'\n",
    "[extract]\nredact_allowlist = 5\n",
    "[recall]\nlimit = 3.7\n",  # would silently truncate to 3
    "[recall]\nbm25_weight = true\n",
])
def test_bad_types_in_toml_are_config_errors(tmp_path: Path, toml: str) -> None:
    write_toml(tmp_path / "config.toml", toml)
    with pytest.raises(ConfigError) as err:
        load_config(home=tmp_path, env={})
    assert str(tmp_path / "config.toml") in str(err.value)
    assert err.value.hint


@pytest.mark.parametrize("env", [
    {"VAULTMEM_RECALL_LIMIT": "six"},
    {"VAULTMEM_RECALL_VECTOR_WEIGHT": "a lot"},
    {"VAULTMEM_EMBEDDER_PROVIDER": "cohere"},
    {"VAULTMEM_EXTRACT_REDACT_ALLOWLIST": "[not json"},
])
def test_bad_env_values_are_config_errors_naming_the_variable(tmp_path: Path, env: dict[str, str]) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(home=tmp_path, env=env)
    assert next(iter(env)) in str(err.value)


def test_bad_override_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        load_config(home=tmp_path, env={}, overrides={"recall.limit": "x"})
    with pytest.raises(ConfigError, match="unknown setting"):
        load_config(home=tmp_path, env={}, overrides={"recall.nope": 1})


def test_invalid_toml_syntax_is_a_config_error(tmp_path: Path) -> None:
    write_toml(tmp_path / "config.toml", "[recall\nlimit = ")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(home=tmp_path, env={})


def test_named_config_file_must_exist(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(config_file=tmp_path / "missing.toml", env={})
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(env={"VAULTMEM_CONFIG": str(tmp_path / "missing.toml")})


def test_named_config_file_is_read(tmp_path: Path) -> None:
    f = write_toml(tmp_path / "elsewhere.toml", "[recall]\nlimit = 2\n")
    assert load_config(config_file=f, env={})["recall.limit"] == 2
    assert load_config(env={"VAULTMEM_CONFIG": str(f)})["recall.limit"] == 2


def test_unknown_setting_lookup() -> None:
    with pytest.raises(ConfigError):
        setting("recall.nope")
    cfg = load_config(env={})
    with pytest.raises(ConfigError):
        cfg["recall.nope"]


def test_example_toml_mentions_every_setting_and_parses_when_uncommented(tmp_path: Path) -> None:
    text = example_toml()
    setting_line = re.compile(r"^# ([a-z0-9_]+) = (.+)$")
    declared: list[str] = []
    current = None
    for line in text.splitlines():
        if line.startswith("["):
            current = line.strip("[]")
        elif (m := setting_line.match(line)) and current:
            declared.append(f"{current}.{m.group(1)}")
    assert sorted(declared) == sorted(s.name for s in SETTINGS)
    for s in SETTINGS:
        assert s.help in text, s.name
    # Uncommenting every value gives a TOML file that loads back to the defaults.
    uncommented = "\n".join(line[2:] if setting_line.match(line) else line for line in text.splitlines())
    data = tomllib.loads(uncommented)
    write_toml(tmp_path / "config.toml", uncommented)
    cfg = load_config(home=tmp_path, env={})
    for s in SETTINGS:
        sec, key = s.name.split(".", 1)
        assert data[sec][key] == s.default
        # ~ in a path-valued setting is expanded at load (the folder, not the string, is the value)
        want = [os.path.expanduser(v) for v in s.default] if s.name == "capture.transcript_roots" else s.default
        assert cfg[s.name] == want


def test_env_var_names_derive_from_setting_names() -> None:
    assert setting("recall.limit").env_var == "VAULTMEM_RECALL_LIMIT"
    assert setting("paths.state_dir").env_var == "VAULTMEM_PATHS_STATE_DIR"
    names = [s.name for s in SETTINGS]
    assert len(names) == len(set(names))
    assert all(s.help for s in SETTINGS)


def test_as_dict_reports_value_and_source(tmp_path: Path) -> None:
    write_toml(tmp_path / "config.toml", "[recall]\nlimit = 4\n")
    cfg = load_config(home=tmp_path, env={"VAULTMEM_RECALL_CANDIDATES": "30"},
                      overrides={"recall.rrf_k": 10})
    d = cfg.as_dict()
    assert d["config_file"] == str(tmp_path / "config.toml")
    assert d["home"] == str(tmp_path.resolve())
    assert set(d["settings"]) == {s.name for s in SETTINGS}
    assert d["settings"]["recall.limit"] == {"value": 4, "source": str(tmp_path / "config.toml")}
    assert d["settings"]["recall.candidates"] == {"value": 30, "source": "VAULTMEM_RECALL_CANDIDATES"}
    assert d["settings"]["recall.rrf_k"] == {"value": 10, "source": "override"}
    assert d["settings"]["recall.reranker"] == {"value": "none", "source": "default"}
    assert set(d["folders"]) == {"vault", "state", "logs", "runtime"}


def test_home_folder_layout(tmp_path: Path) -> None:
    home = tmp_path / "vmhome"
    cfg = load_config(home=home, env={})
    h = home.resolve()
    assert cfg.home == h
    assert cfg.vault == h / "vault"
    assert cfg.state_dir == h / "state"
    assert cfg.log_dir == h / "logs"
    assert cfg.runtime_dir == h / "run"
    assert cfg.index_dir == h / "state" / "index"
    assert cfg.queue_dir == h / "state" / "queue"
    assert cfg.socket_path == h / "run" / "vaultmem.sock"
    # the config file is looked for inside home
    write_toml(home / "config.toml", "[recall]\nlimit = 3\n")
    assert load_config(home=home, env={})["recall.limit"] == 3


def test_vaultmem_home_env_and_explicit_paths(tmp_path: Path) -> None:
    cfg = load_config(env={"VAULTMEM_HOME": str(tmp_path / "e")})
    assert cfg.vault == (tmp_path / "e").resolve() / "vault"
    # explicit home wins over the env var
    assert load_config(home=tmp_path / "x", env={"VAULTMEM_HOME": str(tmp_path / "e")}).home == (tmp_path / "x").resolve()
    # explicit folder settings win over home
    cfg = load_config(home=tmp_path / "x", env={"VAULTMEM_PATHS_STATE_DIR": str(tmp_path / "st")})
    assert cfg.state_dir == (tmp_path / "st").resolve()
    cfg = load_config(home=tmp_path / "x", vault=tmp_path / "myvault", env={})
    assert cfg.vault == (tmp_path / "myvault").resolve()
    assert cfg.sources["paths.vault"] == "--vault/VAULTMEM_VAULT"
    assert load_config(home=tmp_path / "x", env={"VAULTMEM_VAULT": str(tmp_path / "v2")}).vault == (tmp_path / "v2").resolve()


def test_without_home_folders_follow_platformdirs_under_the_fake_home(tmp_path: Path) -> None:
    cfg = load_config(env={})
    assert cfg.home is None
    fake_home = Path.home()  # the autouse fixture pointed HOME (and XDG_*) into tmp
    assert tmp_path.parent in fake_home.parents
    for folder in (cfg.vault, cfg.state_dir, cfg.log_dir):
        assert str(folder).startswith(str(fake_home)), folder
        assert "vaultmem" in str(folder)


def test_config_is_a_plain_dataclass() -> None:
    cfg = load_config(env={})
    assert isinstance(cfg, Config)
    assert cfg.values is not None and cfg.sources.keys() == cfg.values.keys()
