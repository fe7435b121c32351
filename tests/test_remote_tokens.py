"""Issue 17: tokens (stored as hashes only, expiry, revocation), the gate's decisions, the edge's
batches and folder mappings, and a TLS hub answering over https with its own certificate."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
from pathlib import Path

import pytest
from support.daemon import Daemon
from support.processes import env_for

from vaultmem.remote.auth import Denied, authenticate, readable_scopes
from vaultmem.remote.edge import batch_key, make_batches, mapped_scope
from vaultmem.remote.hub import check_upload, is_shared_scope, UploadError
from vaultmem.remote.tokens import TokenError, TokenStore, parse_duration

SHOP = "project:github.com/acme/shop"


def test_token_is_shown_once_and_stored_as_a_hash_only(tmp_path: Path) -> None:
    store = TokenStore(tmp_path)
    secret = store.create("laptop", [SHOP], ["read", "write"], "30d")
    text = store.path.read_text()
    assert secret not in text and secret[4:20] not in text
    assert store.path.stat().st_mode & 0o777 == 0o600
    record = authenticate(f"Bearer {secret}", store)
    assert record.name == "laptop" and record.may("write", SHOP) and not record.may("forget", SHOP)
    assert not record.may("read", "project:github.com/acme/other") and record.expires


def test_expired_revoked_unknown_and_missing_tokens_are_told_why(tmp_path: Path) -> None:
    store = TokenStore(tmp_path)
    secret = store.create("old", [SHOP], ["read"], "1m")
    data = json.loads(store.path.read_text())
    data["tokens"][0]["expires"] = "2020-01-01T00:00:00Z"
    store.path.write_text(json.dumps(data))
    with pytest.raises(Denied, match="expired at 2020-01-01"):
        authenticate(f"Bearer {secret}", store)
    fresh = store.create("new", [SHOP], ["read"])
    store.revoke("new")
    with pytest.raises(Denied, match='"new" was revoked'):
        authenticate(f"Bearer {fresh}", store)
    with pytest.raises(Denied, match="unknown token"):
        authenticate("Bearer vmt_nope", store)
    with pytest.raises(Denied, match="no token"):
        authenticate(None, store)


def test_bad_token_arguments_are_one_line_errors(tmp_path: Path) -> None:
    store = TokenStore(tmp_path)
    for args in (("x y", [SHOP], ["read"]), ("x", ["shop"], ["read"]), ("x", [SHOP], ["delete"]), ("x", [], ["read"])):
        with pytest.raises(TokenError):
            store.create(*args)
    with pytest.raises(TokenError, match="duration"):
        parse_duration("soon")
    assert parse_duration("2w").days == 14


def test_reads_are_narrowed_to_the_token_and_denials_name_capability_and_scope(tmp_path: Path) -> None:
    store = TokenStore(tmp_path)
    token = authenticate(f"Bearer {store.create('t', [SHOP], ['read'])}", store)
    assert readable_scopes(token, {"scopes": [SHOP, "global"]}) == [SHOP]  # global dropped: not the token's
    assert readable_scopes(token, {}) == [SHOP]
    with pytest.raises(Denied) as err:
        readable_scopes(token, {"scopes": ["project:github.com/acme/other"]})
    assert err.value.status == 403 and "lacks read on project:github.com/acme/other" in err.value.error
    with pytest.raises(Denied, match="every scope"):
        readable_scopes(token, {"all_scopes": True})


def test_uploads_need_a_git_remote_scope_and_sane_turns() -> None:
    ok = {"session_id": "s", "agent": "codex", "scope": SHOP, "key": "k" * 12,
          "turns": [{"id": "1", "role": "user", "text": "hi", "at": ""}]}
    assert check_upload(ok)["scope"] == SHOP
    for bad in ({"scope": "project:path:/home/me/x"}, {"scope": "project:/srv/repo"}, {"key": "short"},
                {"turns": [{"id": "1", "role": "tool", "text": "x"}]}, {"agent": "other"}):
        with pytest.raises(UploadError):
            check_upload({**ok, **bad})
    assert is_shared_scope(SHOP) and not is_shared_scope("global")


def test_batches_have_content_keys_and_folders_map_to_projects(tmp_path: Path) -> None:
    turns = [{"id": str(i), "role": "user", "text": "x" * 10, "at": ""} for i in range(1200)]
    batches = make_batches("claude-code", "s", SHOP, turns)
    assert [len(b["turns"]) for b in batches] == [500, 500, 200]
    assert [b["key"] for b in batches] == [b["key"] for b in make_batches("claude-code", "s", SHOP, turns)]
    assert batch_key("claude-code", "s", turns[:1]) != batch_key("claude-code", "t", turns[:1])
    (tmp_path / "notes" / "sub").mkdir(parents=True)
    maps = [f"{tmp_path}=project:team/all", f"{tmp_path / 'notes'}=project:team/notes"]
    assert mapped_scope(str(tmp_path / "notes" / "sub"), maps) == "project:team/notes"
    assert mapped_scope("/elsewhere", maps) is None


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_tls_hub_answers_https_with_tokens_and_keeps_hub_only_routes_local(tmp_path: Path) -> None:
    from vaultmem.remote.client import HubClient

    cert, key = tmp_path / "hub.pem", tmp_path / "hub.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=hub",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    hub = Daemon(env_for(tmp_path / "hub"), args=("--listen", f"127.0.0.1:{port}", "--tls-cert", str(cert),
                                                   "--tls-key", str(key)))
    try:
        hub.start()
        secret = TokenStore(hub.cfg.state_dir).create("admin", ["*"], ["read", "write", "forget"])
        client = HubClient(f"https://127.0.0.1:{port}", secret, ca_file=str(cert))
        assert client.json("GET", "/v1/health", None, 10)[0] == 200
        status, data = client.json("POST", "/v1/ingest", {"path": "/etc/passwd"}, 10)
        assert status == 403 and "not served to remote clients" in data["error"]
        with pytest.raises(OSError):  # the system CAs do not know this certificate
            HubClient(f"https://127.0.0.1:{port}", secret).json("GET", "/v1/health", None, 10)
        with pytest.raises(OSError):  # plain HTTP to a TLS port gets no answer
            HubClient(f"http://127.0.0.1:{port}", secret).json("GET", "/v1/health", None, 5)
    finally:
        hub.stop()


def test_outbox_keeps_batches_in_order_once_until_acknowledged(tmp_path: Path) -> None:
    from vaultmem.remote.edge import Outbox

    turns = [{"id": str(i), "role": "user", "text": f"turn {i}", "at": ""} for i in range(3)]
    first = make_batches("codex", "s1", SHOP, turns[:2])
    second = make_batches("codex", "s2", SHOP, turns[2:])
    box = Outbox(tmp_path)
    assert box.put(first) == 1 and box.put(first) == 0 and box.put(second) == 1  # the same batch is kept once
    box.close()
    box = Outbox(tmp_path)  # a restart (or a SIGKILL) keeps what was committed
    seq, batch = box.first()
    assert batch["session_id"] == "s1" and box.counts()["sessions"] == 2
    box.failed(seq, "hub unreachable")
    assert box.first() == (seq, batch) and box.counts()["last_error"] == "hub unreachable"
    box.done(seq)
    assert box.first()[1]["session_id"] == "s2"


def test_doctor_on_an_edge_checks_the_token_file_and_what_waits_for_the_hub(isolated_env: Path, tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    from vaultmem.config import load_config
    from vaultmem.doctor_capture import remote_checks
    from vaultmem.remote.edge import OUTBOX_FILE, Outbox

    token = tmp_path / "hub.token"
    monkeypatch.setenv("VAULTMEM_REMOTE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("VAULTMEM_REMOTE_TOKEN_FILE", str(token))
    checks = {c["name"]: c for c in remote_checks(load_config())}
    assert not checks["hub token"]["ok"]  # missing file
    token.write_text("vm_test_token\n")
    token.chmod(0o644)
    assert "others can read it" in {c["name"]: c for c in remote_checks(load_config())}["hub token"]["detail"]
    token.chmod(0o600)
    cfg = load_config()
    assert all(c["ok"] for c in remote_checks(cfg))
    box = Outbox(cfg.state_dir)
    box.put(make_batches("codex", "s1", SHOP, [{"id": "1", "role": "user", "text": "turn", "at": ""}]))
    box.close()
    db = sqlite3.connect(cfg.state_dir / "remote" / OUTBOX_FILE)
    db.execute("UPDATE outbox SET created = created - 7200")  # undelivered for two hours
    db.commit()
    db.close()
    delivery = {c["name"]: c for c in remote_checks(cfg)}["hub delivery"]
    assert not delivery["ok"] and "1 batch(es) waiting" in delivery["detail"]
