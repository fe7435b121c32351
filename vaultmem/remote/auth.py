"""The hub's gate: every request on the TCP listener carries a token, and each route needs a
capability on a scope.

It is an ASGI layer in front of the daemon's own app, so the hub's API stays the daemon's API:
the gate reads the JSON body, checks it against the token, narrows what the request may touch
(its `scopes`, its `who`), and hands the rewritten body on. Routes that name files on the hub
(ingest, reindex) or change the whole vault (purge, reflect, restore) are not served on TCP at all:
they are for whoever sits at the hub. A denial always says which capability was missing for which
scope, never a bare 403.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from ..lifecycle.audit import AuditLog
from ..recall.scope import GLOBAL
from .tokens import ALL_SCOPES, TokenRecord, TokenStore

log = logging.getLogger("vaultmem.hub")
MAX_BODY = 16 * 1024 * 1024
Send = Callable[[dict[str, Any]], Awaitable[None]]
Receive = Callable[[], Awaitable[dict[str, Any]]]


@dataclass
class Denied(Exception):
    """A refused request: HTTP status, one-line reason, and how to fix it."""

    status: int
    error: str
    hint: str


def who(token: TokenRecord) -> str:
    """How a token appears in the audit log and the hub's log."""
    return f"token:{token.name}"


def lacks(token: TokenRecord, capability: str, scope: str) -> Denied:
    have = ",".join(token.can) or "nothing"
    return Denied(403, f'token "{token.name}" lacks {capability} on {scope} (it has {have} on '
                       f'{", ".join(token.scopes)})',
                  f"create a token with `vaultmem token create NAME --scope {scope} --can {capability}` on the hub")


def authenticate(header: str | None, tokens: TokenStore) -> TokenRecord:
    """The token record a request's Authorization header names; Denied (401) with the reason otherwise."""
    if not header or not header.lower().startswith("bearer "):
        raise Denied(401, "no token: requests to the hub need `Authorization: Bearer <token>`",
                     "set remote.token_file to a file holding a token from `vaultmem token create` on the hub")
    record = tokens.find(header[7:].strip())
    if record is None:
        raise Denied(401, "unknown token", "check remote.token_file; `vaultmem token list` on the hub shows the "
                                           "tokens it knows")
    if record.revoked:
        raise Denied(401, f'token "{record.name}" was revoked at {record.revoked}',
                     "ask the hub's owner for a new token (`vaultmem token create`)")
    if record.expired():
        raise Denied(401, f'token "{record.name}" expired at {record.expires}',
                     "ask the hub's owner for a new token (`vaultmem token create --expires ...`)")
    return record


def readable_scopes(token: TokenRecord, data: dict[str, Any]) -> list[str] | None:
    """The scopes a read may search: those asked for (default: the token's own), each of which the
    token must be able to read. `global` is dropped quietly when the token cannot read it (an edge
    always asks for its project plus global); None means every scope (a `*` token asking for all)."""
    asked = data.get("scopes")
    if asked is None:
        if data.get("all_scopes") or ALL_SCOPES in token.scopes:
            if not token.may("read", ALL_SCOPES):
                raise lacks(token, "read", "every scope")
            return None
        asked = list(token.scopes)
    if not isinstance(asked, list) or not all(isinstance(s, str) for s in asked) or not asked:
        raise Denied(400, "scopes must be a non-empty list of scope names", 'e.g. ["project:github.com/acme/shop", '
                                                                            '"global"]')
    allowed = []
    for scope in asked:
        if token.may("read", scope):
            allowed.append(scope)
        elif scope != GLOBAL:
            raise lacks(token, "read", scope)
    if not allowed:
        raise lacks(token, "read", GLOBAL)
    return allowed


class HubGate:
    """ASGI middleware for the TCP listener: authenticate, authorise, narrow, audit."""

    def __init__(self, app: Any, tokens: TokenStore, audit: AuditLog,
                 note_scope: Callable[[str], Awaitable[str | None]]) -> None:
        self.app = app
        self.tokens = tokens
        self.audit = audit
        self.note_scope = note_scope  # the scope of a current note, or None (looked up under the index lock)

    async def __call__(self, scope: dict[str, Any], receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        path, method = scope["path"], scope["method"]
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        try:
            token = authenticate(headers.get("authorization"), self.tokens)
            body = await _read_body(receive)
            data = _json(body) if method == "POST" else {}
            data, after = await self.authorise(token, method, path, data)
        except Denied as exc:
            log.warning("DENIED %s %s: %s", method, path, exc.error)
            return await _respond(send, exc.status, {"error": exc.error, "hint": exc.hint})
        body = json.dumps(data).encode() if method == "POST" else b""
        scope = {**scope, "state": {**scope.get("state", {}), "token": token}}
        if after is None:
            return await self.app(scope, _replay(body, receive), send)
        captured: dict[str, Any] = {"status": 0, "body": b""}

        async def watching_send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                captured["status"] = message["status"]
            elif message["type"] == "http.response.body":
                captured["body"] += message.get("body", b"")
            await send(message)

        await self.app(scope, _replay(body, receive), watching_send)
        if 200 <= captured["status"] < 300:
            try:
                after(_json(captured["body"]))
            except Exception as exc:  # the write happened; a failed audit line is logged, not hidden
                log.error("audit of %s by %s failed: %s", path, who(token), exc)

    async def authorise(self, token: TokenRecord, method: str, path: str, data: dict[str, Any]
                        ) -> tuple[dict[str, Any], Callable[[dict[str, Any]], None] | None]:
        """The body to pass on, and what to do with a successful answer (audit), or Denied."""
        if (method, path) == ("GET", "/v1/health"):
            return data, None
        if (method, path) == ("GET", "/v1/status"):
            if not token.may("read", ALL_SCOPES):  # status names every project's note counts
                raise lacks(token, "read", "every scope (*)")
            return data, None
        if (method, path) in (("POST", "/v1/search"), ("POST", "/v1/hooks/UserPromptSubmit"),
                              ("POST", "/v1/hooks/SessionStart")):
            scopes = readable_scopes(token, data)
            data.pop("cwd", None)  # a path on another machine means nothing here
            data["all_scopes"] = scopes is None
            if scopes is None:
                data.pop("scopes", None)
            else:
                data["scopes"] = scopes
            return data, None
        if (method, path) == ("POST", "/v1/notes"):
            target = str(data.get("scope") or GLOBAL)
            if not token.may("write", target):
                raise lacks(token, "write", target)
            data.pop("cwd", None)
            data["scope"] = target

            def audit_add(answer: dict[str, Any]) -> None:
                self.audit.append("add", str(answer.get("id")), who(token), "", scope=target)
            return data, audit_add
        if (method, path) == ("POST", "/v1/remote/turns"):
            target = str(data.get("scope") or "")
            if not token.may("write", target):
                raise lacks(token, "write", target or "(no scope)")

            def audit_upload(answer: dict[str, Any]) -> None:
                if not answer.get("duplicate"):
                    self.audit.append("upload", str(data.get("session_id")), who(token), "", scope=target,
                                      turns=answer.get("added"), key=data.get("key"))
            return data, audit_upload
        if (method, path) == ("POST", "/v1/forget"):
            ids = [data["id"]] if data.get("id") else data.get("ids")
            if not isinstance(ids, list) or not ids:
                raise Denied(400, "forget needs an id or a list of ids", "pass the note id from a search hit")
            for note_id in ids:
                target = await self.note_scope(str(note_id))
                if target is None:
                    # Not in the index: say "no such note" only to tokens that could see it anyway.
                    if not token.may("forget", ALL_SCOPES):
                        raise Denied(404, f"no note {note_id!r} this token can forget",
                                     "find ids with a search through the same token")
                elif not token.may("forget", target):
                    raise lacks(token, "forget", target)
            data["who"] = who(token)  # forget writes the audit line with it
            return data, None
        raise Denied(403, f"{method} {path} is not served to remote clients",
                     "run that command on the hub itself (its unix socket is owner-only)")


def _json(body: bytes) -> dict[str, Any]:
    try:
        data = json.loads(body or b"{}")
    except (ValueError, RecursionError):
        raise Denied(400, "request body is not JSON", "send a JSON object") from None
    if not isinstance(data, dict):
        raise Denied(400, "request body is not a JSON object", "send a JSON object")
    return data


async def _read_body(receive: Receive) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY:
            raise Denied(413, f"request body larger than {MAX_BODY} bytes", "send fewer turns per upload")
        chunks.append(chunk)
        if not message.get("more_body"):
            break
    return b"".join(chunks)


def _replay(body: bytes, original: Receive) -> Receive:
    """The (rewritten) body once, then the connection's own messages (a disconnect, eventually)."""
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await original()
    return receive


async def _respond(send: Send, status: int, payload: dict[str, Any]) -> None:
    body = json.dumps(payload).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
