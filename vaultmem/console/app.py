"""The console's routes (a starlette app), mounted at `/ui` on the daemon and behind `vaultmem ui`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Awaitable, Callable
from urllib.parse import parse_qs, urlencode

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from ..errors import NoteNotFound, VaultmemError
from . import data, pages
from .auth import Authorizer, allow_all

if TYPE_CHECKING:
    from .service import ConsoleService

BASE = "/ui"
MAX_FORM = 256 * 1024  # a staged note's edited body; anything bigger is not a note


Handler = Callable[[Request], Awaitable[Response]]


def create_console(service: "ConsoleService", authorize: Authorizer = allow_all, base: str = BASE) -> Starlette:
    """Pages: health, notes (+ one note), injections, search, staging (+ approve/reject POSTs), graph."""
    guarded = _guard(authorize, base)
    routes = [Route(path, guarded(fn), methods=[method])
              for path, method, fn in _page_routes(service, base) + _staging_routes(service, base)]
    return Starlette(routes=routes)


def _guard(authorize: Authorizer, base: str) -> Callable[[Handler], Handler]:
    """Wrap a page: refused (403) unless authorized; a missing note is a 404 page, a domain error a 400 page."""
    def guarded(fn: Handler) -> Handler:
        async def run(request: Request) -> Response:
            if not authorize(request):
                return HTMLResponse(pages.denied(), status_code=403)
            try:
                return await fn(request)
            except NoteNotFound as exc:
                return HTMLResponse(pages.error(base, 404, str(exc)), status_code=404)
            except VaultmemError as exc:
                return HTMLResponse(pages.error(base, 400, str(exc)), status_code=400)
        return run
    return guarded


def html(text: str) -> HTMLResponse:
    # Pages hold note text: never cached, never framed by another site.
    return HTMLResponse(text, headers={"Cache-Control": "no-store", "X-Frame-Options": "DENY",
                                       "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
                                       "img-src 'self' data:; form-action 'self'; frame-ancestors 'none'"})


async def form(request: Request) -> dict[str, str]:
    # Our forms post application/x-www-form-urlencoded; parsed here, so no multipart parser is needed.
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_FORM:
            raise VaultmemError("form too large", "a staged note's body is at most 256 KB")
    fields = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
    return {k: v[0] for k, v in fields.items() if v}


def _page_routes(service: "ConsoleService", base: str) -> list[tuple[str, str, Handler]]:
    """The read-only pages: health, notes, one note, injections, search and the graph."""
    async def health(request: Request) -> Response:
        return html(pages.health(base, await run_in_threadpool(data.health, service)))

    async def notes(request: Request) -> Response:
        return html(pages.notes(base, await run_in_threadpool(data.recent_notes, service)))

    async def note(request: Request) -> Response:
        return html(pages.note(base, await run_in_threadpool(data.note_detail, service, request.path_params["id"])))

    async def injections(request: Request) -> Response:
        return html(pages.injections(base, await run_in_threadpool(data.recent_injections, service)))

    async def search(request: Request) -> Response:
        query = request.query_params.get("q", "").strip()
        if not query:
            return html(pages.search(base, "", None))
        try:
            hits = await run_in_threadpool(data.search, service, query)
        except VaultmemError as exc:
            return html(pages.search(base, query, None, str(exc)))
        return html(pages.search(base, query, hits))

    async def graph(request: Request) -> Response:
        return html(pages.graph(base, await run_in_threadpool(data.graph_layout, service)))

    return [("/", "GET", health), ("/notes", "GET", notes), ("/notes/{id}", "GET", note),
            ("/injections", "GET", injections), ("/search", "GET", search), ("/graph", "GET", graph)]


def _staging_routes(service: "ConsoleService", base: str) -> list[tuple[str, str, Handler]]:
    """Staged notes waiting for review, and the approve / reject forms."""
    from .. import staging

    def back(msg: str) -> RedirectResponse:
        return RedirectResponse(f"{base}/staging?{urlencode({'msg': msg})}", status_code=303)

    async def staged(request: Request) -> Response:
        items = await run_in_threadpool(service.locked, lambda: staging.list_staged(service.memory))
        return html(pages.staging(base, items, service.cfg["extract.review"], request.query_params.get("msg", "")))

    async def approve(request: Request) -> Response:
        staged_id, fields = request.path_params["id"], await form(request)
        who = console_actor(request)
        result: dict[str, Any] = await run_in_threadpool(service.locked, lambda: staging.approve(
            service.memory, staged_id, who, fields.get("title"), fields.get("body")))
        done = ", ".join(result["notes"]) or "nothing new (already recorded)"
        return back(f"approved {staged_id}: {result['action']} {done}")

    async def reject(request: Request) -> Response:
        staged_id, fields = request.path_params["id"], await form(request)
        who = console_actor(request)
        await run_in_threadpool(service.locked, lambda: staging.reject(
            service.memory, staged_id, who, fields.get("reason", "")))
        return back(f"rejected {staged_id}")

    return [("/staging", "GET", staged), ("/staging/{id}/approve", "POST", approve),
            ("/staging/{id}/reject", "POST", reject)]


def console_actor(request: Request) -> str:
    """Who approved or rejected, for the audit line: the console's owner (user@host)."""
    from ..lifecycle.audit import default_actor

    return f"{default_actor()} (console)"
