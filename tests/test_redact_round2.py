"""Round two of redaction (issue 14.6): vendor prefixes in prose and command output, CLI password
flags, credential files, signed URLs, headerless PEM bodies, base64 key material and plain-English
"the password is ..." sentences; and a benign corpus that must come through untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.extract_fixtures import Msg, claude_jsonl
from support.secrets_corpus2 import BENIGN, SECRETS2
from vaultmem.ingest.files import ingest_file
from vaultmem.capture.redact import MARKER_RE, redact
from vaultmem.config import load_config
from vaultmem.memory import Memory


@pytest.mark.parametrize(("kind", "secret", "text"), SECRETS2, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(SECRETS2)])
def test_round_two_secret_is_redacted(kind: str, secret: str, text: str) -> None:
    out = redact(text)
    assert secret not in out.text, out.text
    assert MARKER_RE.search(out.text)
    assert redact(out.text).text == out.text  # idempotent


@pytest.mark.parametrize("text", BENIGN)
def test_benign_technical_text_is_untouched(text: str) -> None:
    assert redact(text).text == text


def test_ingest_stores_no_round_two_secret(tmp_path: Path) -> None:
    """Every file vaultmem writes (vault, excerpts, catalog, BM25, state) after ingesting the corpus."""
    messages = []
    for i, (_, _, text) in enumerate(SECRETS2):
        if i % 3 == 0:
            messages.append(Msg("user", "We decided to keep the credentials in the vault. " + text))
        elif i % 3 == 1:
            messages.append(Msg("assistant", "Checking.", tool=("Bash", {"command": "cat notes.txt"}, text)))
        else:
            messages.append(Msg("assistant", "Noted: " + text))
    session = claude_jsonl(tmp_path / "leaky.jsonl", messages, session="leaky")
    cfg = load_config()
    with Memory(cfg) as memory:
        ingest_file(memory, session)
    roots = {cfg.vault, cfg.state_dir, cfg.index_dir, cfg.log_dir}
    written = [p for root in roots if root.exists() for p in root.rglob("*") if p.is_file()]
    assert any(p.suffix == ".md" for p in written)
    for path in written:
        data = path.read_bytes().decode("utf-8", "replace")
        leaked = [kind for kind, secret, _ in SECRETS2 if secret in data]
        assert not leaked, f"{path} holds {leaked}"


def test_a_version_pinned_is_not_a_pin() -> None:
    """"pin to v1.30.5+k3s1" pins a version; a PIN that looks like a credential is still redacted."""
    from vaultmem.capture.redact import Redactor

    redact = Redactor()
    assert redact("pin to v1.30.5+k3s1, same as the control plane").text == \
        "pin to v1.30.5+k3s1, same as the control plane"
    assert "7Hq9x2Kp" not in redact("the door pin is 7Hq9x2Kp").text
