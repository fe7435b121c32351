"""No secret reaches the vault, the logs or the LLM: the secrets corpus ingested end to end with
the openai backend pointed at a fake server that also tries to echo secrets back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.extract_fixtures import FakeLLM, Msg, claude_jsonl, facts_json, use_fake_llm, vault_files
from support.secrets_corpus import SECRETS, corpus_text
from vaultmem.ingest.files import ingest_file
from vaultmem.capture.redact import Redactor
from vaultmem.config import load_config
from vaultmem.logs import setup_logging
from vaultmem.memory import Memory

PREF = "I prefer keeping credentials in a .env file that git ignores."


def _fragments(secret: str, size: int = 16) -> set[str]:
    """Random-looking windows of a secret (PEM armour lines are not secret)."""
    body = "".join(line for line in secret.splitlines() if "-----" not in line)
    if len(body) <= size:
        return {body}
    return {body[i:i + size] for i in range(0, len(body) - size + 1, 4)}


def _leaks(text: str) -> list[str]:
    """Kinds of SECRETS with a fragment in text, case-insensitively (a slugified id is lower case)."""
    text = text.lower()
    return [kind for kind, secret in SECRETS if any(f.lower() in text for f in _fragments(secret))]


def _messages() -> list[Msg]:
    sections = corpus_text().split("\n\n## ")
    env, history, code, config, chat = sections
    return [
        Msg("user", PREF + "\n\n" + chat),
        Msg("assistant", "Let me look at the environment.", tool=("Bash", {"command": "cat .env"}, env)),
        Msg("assistant", "And the shell history.", tool=("Bash", {"command": "cat ~/.bash_history"}, history)),
        Msg("user", "Here is the settings module:\n" + code),
        Msg("user", "and the config:\n" + config),
        Msg("assistant", "The fix was to load the .env file before creating the client."),
    ]


# Kinds a scanner recognises anywhere by their prefix (the rest need their context: a key name).
_PREFIXED = ("aws_access_key", "github_token", "openai_key", "anthropic_key", "voyage_key", "slack_token",
             "slack_webhook", "stripe_key", "jwt", "google_api_key", "sendgrid_api_key")


def _hostile_answer(redacted_chat: str) -> str:
    """Facts that try to write secrets back: in titles, bodies, tags and links (as a model that saw
    them would, bare when they carry a prefix, in their context otherwise), plus an ungrounded one."""
    marked = next(line for line in redacted_chat.splitlines() if "[REDACTED:" in line)
    leaks = [secret for kind, secret in SECRETS if kind in _PREFIXED]
    in_context = _messages()[0].text  # every secret, each in the sentence a user would paste it in
    return facts_json(
        {"title": "Credentials live in a git-ignored .env file", "type": "preference", "scope": "global",
         "quote": PREF, "turn": "leak-u000", "tags": ["secrets"]},
        {"title": "A request failed with a redacted credential", "type": "fact", "quote": marked,
         "body": "The user pasted a credential; it was redacted."},
        {"title": f"The API key is {leaks[4]}", "type": "fact", "quote": "The fix was to load the .env file",
         "body": "Keys: " + " ".join(leaks) + "\n" + in_context, "tags": [leaks[2]], "links": [leaks[0]]},
        {"title": "Secret quote", "type": "fact", "quote": leaks[2]},  # never grounded: the turns are redacted
    )


@pytest.fixture
def corpus_session(tmp_path: Path) -> Path:
    return claude_jsonl(tmp_path / "leak.jsonl", _messages(), session="leak")


def test_no_secret_reaches_vault_logs_or_llm(monkeypatch: pytest.MonkeyPatch, httpserver: Any,
                                             corpus_session: Path) -> None:
    redacted_chat = Redactor()(_messages()[0].text).text
    assert not _leaks(redacted_chat)  # the redactor itself handles the corpus
    llm = FakeLLM().answer(_hostile_answer(redacted_chat))
    use_fake_llm(monkeypatch, httpserver, llm, max_chars=200_000, max_turns=100)
    monkeypatch.setenv("VAULTMEM_LOG_LEVEL", "DEBUG")
    cfg = load_config()
    setup_logging(cfg)
    with Memory(cfg) as memory:
        result = ingest_file(memory, corpus_session)
    assert result["new"] >= 2 and result["dropped_ungrounded"] >= 1
    assert llm.bodies, "the fake LLM was never called"
    sent = "\n".join(llm.bodies)
    assert "[REDACTED:" in sent and PREF in json.loads(llm.bodies[0])["messages"][1]["content"]
    for i, body in enumerate(llm.bodies):
        assert _leaks(body) == [], f"request {i} leaked"
    files = vault_files(cfg.vault)
    assert any(name.startswith("_sources/") and "sessions" not in name for name in files)
    for name, text in files.items():
        assert _leaks(name) == [] and _leaks(text) == [], f"vault file {name} leaked"
    logs = vault_files(cfg.log_dir)
    assert logs, "nothing was logged"
    for name, text in logs.items():
        assert _leaks(text) == [], f"log file {name} leaked"
    notes = [t for n, t in files.items() if "/" not in n and not n.startswith("topic-")]
    assert any("[REDACTED:" in t for t in notes)  # the marker is what the note keeps
