"""Request and response helpers shared by the daemon's route modules (app, review).

Kept apart so route modules import them from here, not from each other (app <-> review was a cycle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from ..errors import NoteNotFound, VaultmemError

if TYPE_CHECKING:
    from ..memory import Memory
    from .service import DaemonService

MAX_BODY = 16 * 1024 * 1024  # a 10 MB pasted prompt must still get an answer, not a crash


def _error(exc: Exception, status: int = 400) -> JSONResponse:
    hint = getattr(exc, "hint", None)
    return JSONResponse({"error": str(exc.args[0]) if exc.args else str(exc), "hint": hint}, status_code=status)


async def _body(request: Request) -> bytes:
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise ValueError(f"request body larger than {MAX_BODY} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


async def _json_object(request: Request) -> dict[str, Any]:
    """The request body as a JSON object; anything else is a ValueError (a 400, not a 500)."""
    import json

    try:
        data = json.loads(await _body(request) or b"{}")
    except RecursionError:
        raise ValueError("request JSON is nested too deeply") from None
    if not isinstance(data, dict):
        raise ValueError("expected a JSON object")
    return data


def locked_endpoint(service: "DaemonService", fn: "Callable[[Memory, dict[str, Any]], Any]") -> Callable[[Request], Any]:
    """A POST route that runs fn(memory, json body) under the service lock: 404 for a missing note,
    400 with the error's hint for a domain or input error."""
    from starlette.concurrency import run_in_threadpool

    async def run(request: Request) -> Response:
        try:
            data = await _json_object(request)
            result = await run_in_threadpool(service.locked, lambda: fn(service.memory, data))
        except NoteNotFound as exc:
            return _error(exc, 404)
        except (VaultmemError, ValueError, TypeError) as exc:
            return _error(exc)
        return JSONResponse(result)
    return run
