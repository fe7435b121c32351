"""Who may use the console: one small decision, so a hub can swap in its own tokens later.

Locally the console is its owner's alone. On the daemon's unix socket the socket's file mode does
that (only the owner can connect). Over loopback TCP any local user could connect, so `vaultmem ui`
makes a random token, prints it once in the URL, and trades it for a cookie on the first visit:
HttpOnly (no script reads it) and SameSite=Strict (no other site's page can make the browser send
it, so a forged cross-site POST to approve or reject carries no credential).
"""

from __future__ import annotations

import hmac
import secrets
from typing import Callable

from starlette.requests import Request

COOKIE = "vaultmem_console"

# A request -> may it see and change the console? (A hub passes one that checks its bearer tokens.)
Authorizer = Callable[[Request], bool]


def allow_all(request: Request) -> bool:
    """For the daemon's unix socket, whose permissions already keep everyone else out."""
    return True


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_authorizer(token: str) -> Authorizer:
    """Accept the token as `?token=` (the printed URL) or as the cookie set after that first visit."""

    def check(request: Request) -> bool:
        given = request.query_params.get("token") or request.cookies.get(COOKIE) or ""
        return hmac.compare_digest(given.encode(), token.encode())

    return check
