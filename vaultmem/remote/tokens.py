"""Scoped access tokens for the hub's TCP listener.

A token is 32 random bytes shown once at creation; the hub keeps only its SHA-256 (a random
256-bit secret needs no slow hash: there is nothing to guess). Each token has a name (it appears
in the audit log), the scopes it may touch (`project:<remote>`, `global`, or `*` for all) and
capabilities (read, write, forget). The store is one JSON file in the state folder, mode 0600,
re-read when it changes, so `vaultmem token revoke` takes effect on the next request without a
restart of the hub.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import json
import re
import secrets
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import VaultmemError
from .. import atomic, utctime

TOKENS_FILE = "tokens.json"
CAPABILITIES = ("read", "write", "forget")
ALL_SCOPES = "*"
PREFIX = "vmt_"
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
_DURATION_RE = re.compile(r"^(\d+)\s*([mhdw])$")
_UNIT_SECONDS = {"m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


class TokenError(VaultmemError):
    """A token could not be created, found or used."""


def parse_duration(text: str) -> dt.timedelta:
    """`30d`, `12h`, `2w`, `45m` as a timedelta."""
    m = _DURATION_RE.match(text.strip().lower())
    if not m or int(m.group(1)) <= 0:
        raise TokenError(f"cannot read the duration {text!r}", "use a number and a unit: 45m, 12h, 30d or 2w")
    return dt.timedelta(seconds=int(m.group(1)) * _UNIT_SECONDS[m.group(2)])


def check_scope(scope: str) -> str:
    """A token scope as stored: `*`, `global` or `project:<name>`."""
    scope = scope.strip()
    if scope in (ALL_SCOPES, "global") or (scope.startswith("project:") and len(scope) > len("project:")):
        return scope
    raise TokenError(f"unknown scope {scope!r}", "use project:<git remote, e.g. github.com/acme/shop>, global, or *")


def hash_token(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass
class TokenRecord:
    """What the hub remembers of a token: never the token itself."""

    name: str
    hash: str
    scopes: list[str]
    can: list[str]
    created: str
    expires: str | None = None
    revoked: str | None = None
    last_used: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def may(self, capability: str, scope: str) -> bool:
        """True when this token has `capability` on `scope`."""
        return capability in self.can and (ALL_SCOPES in self.scopes or scope in self.scopes)

    def expired(self, now: dt.datetime | None = None) -> bool:
        if not self.expires:
            return False
        until = utctime.parse(self.expires)
        return until is None or (now or utctime.now()) >= until  # an unreadable expiry has expired

    def public(self) -> dict[str, Any]:
        """The record without its hash (for `token list`)."""
        out = asdict(self)
        out.pop("hash")
        out.pop("extra")
        out["state"] = "revoked" if self.revoked else "expired" if self.expired() else "active"
        return out


class TokenStore:
    """`<state>/tokens.json`: create, list, revoke and verify tokens."""

    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / TOKENS_FILE
        self._lock = threading.Lock()
        self._cache: tuple[float, int, list[TokenRecord]] | None = None

    def _load(self) -> list[TokenRecord]:
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return []
        if self._cache and self._cache[:2] == (st.st_mtime, st.st_size):
            return self._cache[2]
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise TokenError(f"cannot read the token file {self.path}: {exc}",
                             "restore it from a backup, or move it away and create new tokens") from None
        known = set(TokenRecord.__dataclass_fields__) - {"extra"}
        records = [TokenRecord(**{k: v for k, v in row.items() if k in known},
                               extra={k: v for k, v in row.items() if k not in known})
                   for row in data.get("tokens", []) if isinstance(row, dict)]
        self._cache = (st.st_mtime, st.st_size, records)
        return records

    def _save(self, records: list[TokenRecord]) -> None:
        rows = []
        for r in records:
            row = asdict(r)
            row.update(row.pop("extra"))
            rows.append(row)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_text(self.path, json.dumps({"tokens": rows}, indent=1) + "\n")
        self.path.chmod(0o600)  # hashes only, but who holds which scope is nobody else's business
        self._cache = None

    def records(self) -> list[TokenRecord]:
        with self._lock:
            return list(self._load())

    def create(self, name: str, scopes: list[str], can: list[str], expires_in: str | None = None) -> str:
        """Make a token and return its secret: the only time anyone sees it."""
        if not _NAME_RE.match(name):
            raise TokenError(f"bad token name {name!r}", "use letters, digits and . _ @ - (up to 64 characters)")
        scopes = [check_scope(s) for s in scopes]
        if not scopes:
            raise TokenError("a token needs at least one --scope", "e.g. --scope project:github.com/acme/shop")
        bad = [c for c in can if c not in CAPABILITIES]
        if bad or not can:
            raise TokenError(f"unknown capability {', '.join(bad) or '(none)'}",
                             f"use --can with any of {','.join(CAPABILITIES)}")
        expires = utctime.iso(utctime.now() + parse_duration(expires_in)) if expires_in else None
        secret = PREFIX + secrets.token_urlsafe(32)
        with self._lock:
            records = self._load()
            if any(r.name == name and not r.revoked for r in records):
                raise TokenError(f"a token named {name!r} exists", "revoke it first, or pick another name")
            records = [*records, TokenRecord(name=name, hash=hash_token(secret), scopes=scopes,
                                             can=sorted(set(can), key=CAPABILITIES.index),
                                             created=utctime.iso(utctime.now()), expires=expires)]
            self._save(records)
        return secret

    def revoke(self, name: str) -> int:
        """Revoke every active token of that name; returns how many."""
        with self._lock:
            records = self._load()
            hit = [r for r in records if r.name == name and not r.revoked]
            if not hit:
                raise TokenError(f"no active token named {name!r}", "see `vaultmem token list`")
            for r in hit:
                r.revoked = utctime.iso(utctime.now())
            self._save(records)
        return len(hit)

    def find(self, secret: str) -> TokenRecord | None:
        """The record whose hash matches `secret` (revoked and expired ones too: the caller says why)."""
        digest = hash_token(secret)
        with self._lock:
            records = self._load()
        found = None
        for r in records:  # compare every one in constant time: no timing hint of a near match
            if hmac.compare_digest(r.hash, digest):
                found = r
        return found
