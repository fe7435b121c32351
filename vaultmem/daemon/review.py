"""Daemon routes for staged notes: POST /v1/review/{list,get,approve,reject}, each under the lock."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from starlette.requests import Request
from starlette.routing import Route

from ..memory import Memory

if TYPE_CHECKING:
    from .service import DaemonService


def review_routes(service: "DaemonService") -> list[Route]:

    from .. import staging
    from .http import locked_endpoint

    def endpoint(fn: Callable[[Memory, dict[str, Any]], Any]) -> Callable[[Request], Any]:
        return locked_endpoint(service, fn)

    def text(data: dict[str, Any], key: str) -> str | None:
        value = data.get(key)
        return None if value is None else str(value)

    return [
        Route("/v1/review/list", endpoint(lambda m, d: {"items": staging.list_staged(m)}), methods=["POST"]),
        Route("/v1/review/get", endpoint(lambda m, d: staging.get_staged(m, str(d.get("id") or ""))),
              methods=["POST"]),
        Route("/v1/review/approve", endpoint(lambda m, d: staging.approve(
            m, str(d.get("id") or ""), str(d.get("who") or "daemon"), text(d, "title"), text(d, "body"))),
            methods=["POST"]),
        Route("/v1/review/reject", endpoint(lambda m, d: staging.reject(
            m, str(d.get("id") or ""), str(d.get("who") or "daemon"), str(d.get("reason") or ""))),
            methods=["POST"]),
    ]
