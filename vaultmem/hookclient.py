"""The hooks' entry point: standard-library-only HTTP over a unix socket and the fail-open runner.

The hook path must never import anything outside the standard library (a hook pays for every
import on every prompt), and nothing from vaultmem that does. It avoids even `http.client`,
`pathlib`, `typing` and `dataclasses`: together they cost ~25 ms per hook call.
For the same reason the hook path uses the C `_socket` module and never parses JSON: `socket.py`
and `json` pull in `enum`, `selectors` and `re`, ~9 ms of a ~7 ms interpreter start (measured
with `python3 -S -c "import socket, json"` against `import _socket`). The daemon parses and
validates the payload; the hook only turns away what cannot be a JSON object.
It also keeps to Python 3.8 syntax because hook commands run the system `python3`.

The code lives in four modules, each standard-library-only and in Python 3.8 syntax: hook_socket
(HTTP over the unix socket, with one deadline), hook_dirs (where the socket, queue and logs are),
hook_ticket (the Stop fallback) and hook_runner (the fail-open runner). This module is the entry
point the hook scripts, `python -m vaultmem.hookclient` and the rest of vaultmem import from.

Hook flow (`python3 hooks/<name>.py` or `python -m vaultmem.hookclient <Event>`):
read the payload from stdin -> POST it to `/v1/hooks/<Event>` on the daemon's socket -> print
the 200 body verbatim (nothing for Stop). Any failure is silent on stdout/stderr, exits 0 and
leaves one line in `<log dir>/hooks.log`; a failed Stop (daemon down or answering an error)
queues a ticket file for the worker. Only a Stop whose ticket cannot be written either (a full
disk) says so on stderr, as that session's turns would otherwise be lost without a trace.
"""

from __future__ import annotations

import sys

from .hook_dirs import (APP_NAME, DEFAULT_TIMEOUT, MAX_TIMEOUT, HookPaths, autostart_enabled, default_dirs,
                        hook_paths, hook_timeout, resolve_path)
from .hook_runner import EVENTS, LOG_MAX_BYTES, LOG_NAME, MAX_STDIN, hook_main, log_line, read_stdin, run_hook
from .hook_socket import MAX_HEADER, MAX_RESPONSE, call_json, hook_request, unix_request, untrusted_path
from .hook_ticket import detect_agent, write_ticket

__all__ = ["APP_NAME", "DEFAULT_TIMEOUT", "EVENTS", "LOG_MAX_BYTES", "LOG_NAME", "MAX_HEADER", "MAX_RESPONSE",
           "MAX_STDIN", "MAX_TIMEOUT", "HookPaths", "autostart_enabled", "call_json", "default_dirs",
           "detect_agent", "hook_main", "hook_paths", "hook_request", "hook_timeout", "log_line", "main",
           "read_stdin", "resolve_path", "run_hook", "unix_request", "untrusted_path", "write_ticket"]


def main(argv: list[str] | None = None) -> int:
    """`python -m vaultmem.hookclient <Event>`: the hook for pip installs without the repo."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        sys.stderr.write("usage: python -m vaultmem.hookclient {%s} < payload.json\n" % ",".join(EVENTS))
        return 2
    return hook_main(args[0])


if __name__ == "__main__":
    sys.exit(main())
