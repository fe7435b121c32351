"""The daemon's state and its HTTP/JSON API (starlette), served by uvicorn on a unix socket."""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route

from ..errors import StorageError, VaultmemError, describe_os_error, is_no_space
from ..memory import AddRequest, Memory
from ..vault.note import Source
from ..console.app import create_console
from .service import INDEX_SAVE_SECONDS, DaemonService  # noqa: F401  (INDEX_SAVE_SECONDS: re-exported)
from .hooks import payload_scopes
from .http import MAX_BODY, _body, _error, _json_object, locked_endpoint  # noqa: F401  (MAX_BODY: re-exported)
from .review import review_routes

log = logging.getLogger("vaultmem.daemon")


def failure_response(exc: Exception, log_dir: Path) -> JSONResponse:
    """An unexpected failure as one line and a hint, never a bare "Internal Server Error".

    A read-only vault or a full disk is the user's to fix, so they get the path and the fix;
    anything else names the exception and where its traceback is. 507 (Insufficient Storage)
    for a full disk, 500 for the rest.
    """
    if isinstance(exc, VaultmemError):
        return _error(exc, 500)
    if isinstance(exc, OSError):
        return _error(describe_os_error(exc), 507 if is_no_space(exc) else 500)
    if is_no_space(exc):  # sqlite3.OperationalError: database or disk is full
        return _error(StorageError(f"cannot write: {exc}", "free disk space, then retry"), 507)
    message = " ".join(f"{type(exc).__name__}: {exc}".split())[:300]  # one line, whatever the message holds
    return _error(VaultmemError(f"the daemon failed: {message}", f"the traceback is in {log_dir / 'vaultmem.log'}"), 500)


def create_app(service: DaemonService) -> Starlette:
    """Routes: health, status, search, notes, reindex, ingest, hooks, lifecycle, review and the console."""
    routes = core_routes(service) + work_routes(service)
    routes += lifecycle_routes(service)  # issue 6
    routes += review_routes(service)  # issue 18: staged notes
    routes.append(Mount("/ui", create_console(service)))  # the socket's mode keeps it its owner's

    async def unexpected(request: Request, exc: Exception) -> Response:
        # Routes answer domain errors themselves; this catches what they did not expect (an
        # OSError from a read-only vault, sqlite on a full disk) so the CLI can print why.
        log.error("%s %s failed: %s: %s", request.method, request.url.path, type(exc).__name__, exc,
                  exc_info=exc)
        service.record_error(f"{request.url.path}: {type(exc).__name__}: {exc}")
        return failure_response(exc, service.cfg.log_dir)

    # Handlers keyed by OSError and sqlite3.Error run in starlette's ExceptionMiddleware: answered,
    # not re-raised (the Exception one runs in ServerErrorMiddleware, which re-raises after answering).
    return Starlette(routes=routes, exception_handlers={OSError: unexpected, sqlite3.Error: unexpected,
                                                        Exception: unexpected})


def core_routes(service: DaemonService) -> list[Route]:
    """GET /v1/health and /v1/status; POST /v1/search and /v1/notes (what the CLI and MCP call)."""
    from starlette.concurrency import run_in_threadpool

    async def health(request: Request) -> Response:
        return JSONResponse({"ok": True, "pid": os.getpid(), "started_at": service.started_at})

    async def status(request: Request) -> Response:
        # ?sync=0 skips the vault scan: for pollers that only want the queue and daemon state.
        check_sync = request.query_params.get("sync", "1") not in ("0", "false", "no")
        return JSONResponse(await run_in_threadpool(service.status, check_sync))

    async def search(request: Request) -> Response:
        try:
            data = await _json_object(request)
            query = str(data.get("query") or "")
            explain = bool(data.get("explain"))

            def run() -> list[dict[str, Any]]:
                # Memory.search logs the RETRIEVE line (hits, latency).
                hits = service.memory.search(
                    query, limit=data.get("limit"), cwd=None if data.get("all_scopes") else data.get("cwd"),
                    all_scopes=bool(data.get("all_scopes")), include_superseded=bool(data.get("include_superseded")),
                    as_of=data.get("as_of"), scopes=payload_scopes(data))
                return [h.as_json(explain) for h in hits]

            hits = await run_in_threadpool(service.locked, run)
        except (VaultmemError, ValueError, TypeError) as exc:
            return _error(exc)
        return JSONResponse({"hits": hits})

    async def add_note(request: Request) -> Response:
        try:
            data = await _json_object(request)
            cwd = data.pop("cwd", None)
            source = data.pop("source", None)
            fields = {k: v for k, v in data.items() if k in AddRequest.__dataclass_fields__}
            req = AddRequest(**fields, source=Source.from_any(source) if source else None)
            note = await run_in_threadpool(service.locked, lambda: service.memory.add(req, cwd=cwd))
        except (VaultmemError, ValueError, TypeError) as exc:
            return _error(exc)
        return JSONResponse({"id": note.id, "title": note.title}, status_code=201)

    return [
        Route("/v1/health", health, methods=["GET"]),
        Route("/v1/status", status, methods=["GET"]),
        Route("/v1/search", search, methods=["POST"]),
        Route("/v1/notes", add_note, methods=["POST"]),
    ]


def work_routes(service: DaemonService) -> list[Route]:
    """POST /v1/hooks/{event} (the agents' hooks), /v1/ingest and /v1/reindex."""
    from starlette.concurrency import run_in_threadpool

    async def hook(request: Request) -> Response:
        event = request.path_params["event"]
        try:
            body = await _body(request)
            out = await run_in_threadpool(service.hooks.handle, event, body)
        except ValueError as exc:
            return _error(exc)
        except Exception as exc:  # the hook prints nothing on failure; we keep a trace
            log.exception("hook %s failed", event)
            service.record_error(f"hook {event}: {exc}")
            return failure_response(exc, service.cfg.log_dir)  # a Stop hook then queues the ticket itself
        return PlainTextResponse(out)

    async def ingest(request: Request) -> Response:
        try:
            from ..ingest.files import ingest_file

            data = await _json_object(request)
            path = str(data.get("path") or "")
            if not path:
                raise ValueError("ingest needs a transcript path")
            result = await run_in_threadpool(
                service.locked, lambda: ingest_file(service.memory, Path(path), str(data.get("agent") or "auto")))
        except (VaultmemError, ValueError, TypeError) as exc:
            return _error(exc)
        return JSONResponse(result)

    async def reindex(request: Request) -> Response:
        # CLI `reindex` while the daemon runs: the daemon holds the writer lock, so it does the work.
        try:
            data = await _json_object(request)
            full = data.get("full", False)
            if not isinstance(full, bool):
                raise ValueError("full must be true or false")
            report = await run_in_threadpool(service.locked, lambda: service.memory.reindex(full=full))
        except (VaultmemError, ValueError, TypeError) as exc:
            return _error(exc)
        log.info("REINDEX full=%s embedded=%d in %.1fs", full, report.embedded, report.seconds)
        return JSONResponse(report.as_dict())

    return [
        Route("/v1/ingest", ingest, methods=["POST"]),
        Route("/v1/reindex", reindex, methods=["POST"]),
        Route("/v1/hooks/{event}", hook, methods=["POST"]),
    ]


# --- lifecycle routes (issue 6: forget, restore, purge, reflect) -----------------------------------


def lifecycle_routes(service: DaemonService) -> list[Route]:
    """POST /v1/forget, /v1/forget/preview, /v1/restore, /v1/purge, /v1/reflect; each under service.locked."""

    from ..lifecycle import forget as fg
    from ..lifecycle import purge as pg
    from ..reflect import reflect

    def endpoint(fn: Callable[[Memory, dict[str, Any]], Any]) -> Callable[[Request], Any]:
        return locked_endpoint(service, fn)

    def who(data: dict[str, Any]) -> str:
        return str(data.get("who") or "daemon")

    def forget(mem: Memory, data: dict[str, Any]) -> Any:
        reason = str(data.get("reason") or "")
        if data.get("id"):
            return fg.forget(mem, str(data["id"]), reason, who(data))
        if not isinstance(data.get("ids"), list) or not data["ids"]:
            raise ValueError("forget needs an id or a list of ids")
        return {"results": fg.forget_many(mem, [str(i) for i in data["ids"]], reason, who(data))}

    def preview(mem: Memory, data: dict[str, Any]) -> Any:
        return {"matches": fg.preview_query(mem, str(data.get("query") or ""), int(data.get("limit") or 10))}

    def restore(mem: Memory, data: dict[str, Any]) -> Any:
        return fg.restore(mem, str(data.get("id") or ""), who(data), str(data.get("reason") or ""))

    def purge(mem: Memory, data: dict[str, Any]) -> Any:
        return pg.purge(mem, str(data.get("id") or ""), who(data), str(data.get("reason") or ""))

    def run_reflect(mem: Memory, data: dict[str, Any]) -> Any:
        merge = data.get("merge")
        return reflect(mem, apply=bool(data.get("apply")), merge=None if merge is None else bool(merge),
                       who=who(data))

    return [
        Route("/v1/forget", endpoint(forget), methods=["POST"]),
        Route("/v1/forget/preview", endpoint(preview), methods=["POST"]),
        Route("/v1/restore", endpoint(restore), methods=["POST"]),
        Route("/v1/purge", endpoint(purge), methods=["POST"]),
        Route("/v1/reflect", endpoint(run_reflect), methods=["POST"]),
    ]
