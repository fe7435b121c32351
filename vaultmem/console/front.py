"""`vaultmem ui`'s loopback front: the token gate, then the console (in-process) or the daemon's `/ui`.

The browser cannot reach the daemon's unix socket, so `vaultmem ui` listens on 127.0.0.1 and
either relays `/ui/...` to the running daemon (which owns the index: an approval must go through
it) or, when none runs, serves the console from this process.
"""

from __future__ import annotations

import contextlib
from typing import Any, AsyncIterator
from urllib.parse import urlencode

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from . import pages
from .app import BASE
from .auth import COOKIE, Authorizer

# Headers relayed each way; hop-by-hop ones (connection, transfer-encoding) stay with their hop.
_REQUEST_HEADERS = ("content-type", "accept", "content-length")
_RESPONSE_HEADERS = ("content-type", "location", "cache-control", "x-frame-options", "content-security-policy")


class TokenGate:
    """ASGI middleware: the printed token becomes a cookie; anyone without either gets a 403.

    A POST must also come from this console's own pages (its Origin, when the browser sends one,
    is this host): with the SameSite=Strict cookie that keeps other sites from approving notes.
    """

    def __init__(self, app: ASGIApp, token: str, authorize: Authorizer) -> None:
        self.app, self.token, self.authorize = app, token, authorize

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        if not self.authorize(request):
            await HTMLResponse(pages.denied(), status_code=403)(scope, receive, send)
            return
        if "token" in request.query_params:  # first visit: trade the token for a cookie, drop it from the URL
            rest = {k: v for k, v in request.query_params.items() if k != "token"}
            path = request.url.path if request.url.path != "/" else BASE + "/"
            response = RedirectResponse(path + (f"?{urlencode(rest)}" if rest else ""), status_code=303)
            response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict", path="/")
            await response(scope, receive, send)
            return
        origin = request.headers.get("origin")
        if request.method not in ("GET", "HEAD") and origin and origin != f"http://{request.headers.get('host')}":
            await HTMLResponse(pages.denied(), status_code=403)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def _home(request: Request) -> Response:
    return RedirectResponse(BASE + "/", status_code=303)


def local_front(console: ASGIApp, token: str, authorize: Authorizer) -> ASGIApp:
    """The console served from this process."""
    app = Starlette(routes=[Route("/", _home), Mount(BASE, console)])
    return TokenGate(app, token, authorize)


def relay_front(socket_path: str, token: str, authorize: Authorizer, timeout: float = 120.0) -> ASGIApp:
    """The daemon's console relayed from its unix socket."""
    client = httpx.AsyncClient(transport=httpx.AsyncHTTPTransport(uds=socket_path), base_url="http://vaultmem",
                               timeout=timeout)

    async def relay(request: Request) -> Response:
        headers = {k: v for k, v in request.headers.items() if k in _REQUEST_HEADERS}
        try:
            reply = await client.request(request.method, request.url.path, params=request.query_params,
                                         content=await request.body(), headers=headers)
        except httpx.HTTPError as exc:
            return HTMLResponse(pages.error(BASE, 502, f"the daemon at {socket_path} did not answer ({exc}); "
                                            "check `vaultmem status`, then restart `vaultmem ui`"), status_code=502)
        out: dict[str, Any] = {k: v for k, v in reply.headers.items() if k in _RESPONSE_HEADERS}
        return Response(reply.content, status_code=reply.status_code, headers=out)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await client.aclose()

    methods = ["GET", "POST", "HEAD"]
    app = Starlette(routes=[Route("/", _home), Route(BASE, relay, methods=methods),
                            Route(BASE + "/{path:path}", relay, methods=methods)], lifespan=lifespan)
    return TokenGate(app, token, authorize)
