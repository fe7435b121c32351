"""The fail-open hook runner: read stdin, ask the daemon, print its answer, log one line.

Whatever goes wrong, a hook exits 0 without a word on stdout or stderr; the one exception is a Stop
whose ticket cannot be written either (the session's turns would be lost without a trace).
Part of the hook path: standard library only, Python 3.8 syntax (hooks run the system python3).
"""

from __future__ import annotations

import _socket
import os
import sys
import time

from .hook_dirs import HookPaths, hook_paths
from .hook_socket import hook_request, untrusted_path
from .hook_ticket import write_ticket

EVENTS = ("UserPromptSubmit", "Stop", "SessionStart")
MAX_STDIN = 16 * 1024 * 1024
LOG_NAME = "hooks.log"
LOG_MAX_BYTES = 5 * 1024 * 1024  # then hooks.log -> hooks.log.1, so a busy machine never fills the disk


def log_line(log_dir: str, event: str, outcome: str, elapsed_ms: float, detail: str = "") -> None:
    """Append one line to <log dir>/hooks.log; never raises (a hook must not fail over logging)."""
    try:
        os.makedirs(log_dir, exist_ok=True)
        path = os.path.join(log_dir, LOG_NAME)
        try:
            if os.path.getsize(path) > LOG_MAX_BYTES:
                os.replace(path, path + ".1")
        except OSError:
            pass
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        detail = " ".join(detail.split())[:300]  # one line, whatever an exception message holds
        line = "%s pid=%d %s %s %.0fms%s\n" % (stamp, os.getpid(), event, outcome, elapsed_ms,
                                               " " + detail if detail else "")
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, line.encode("utf-8", "replace"))  # O_APPEND: concurrent hooks don't interleave
        finally:
            os.close(fd)
    except Exception:
        pass


def read_stdin(limit: int = MAX_STDIN, deadline: float | None = None) -> bytes:
    """Read the payload from stdin, at most `limit` bytes, giving up at `deadline` (monotonic).

    Raises ValueError when stdin holds more than `limit`, socket.timeout at the deadline.
    """
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, ValueError, OSError):
        return b""  # no stdin at all (closed, or replaced by something without a descriptor)
    waiter = None
    if deadline is not None and sys.platform != "win32":  # select() on pipes is POSIX-only
        import select
        waiter = select.select
    chunks, total = [], 0
    while True:
        if waiter is not None:
            ready, _, _ = waiter([fd], [], [], max(0.0, deadline - time.monotonic()))  # type: ignore[operator]
            if not ready:
                raise _socket.timeout("stdin not closed before the deadline")
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        total += len(chunk)
        if total > limit:
            raise ValueError("stdin larger than %d bytes" % limit)
        chunks.append(chunk)


def _emit(out: object, body: bytes) -> None:
    """Write the daemon's answer to stdout, surviving an agent that already closed the pipe."""
    if not body:
        return
    stream = out if out is not None else sys.stdout.buffer
    try:
        stream.write(body)  # type: ignore[attr-defined]
        stream.flush()  # type: ignore[attr-defined]
    except (BrokenPipeError, ValueError, OSError):
        if out is None:
            # Python would retry the flush at exit and print "Exception ignored" on stderr.
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
            except (OSError, ValueError):
                pass
        raise


def _warn(line: str) -> None:
    """One line on stderr, for the one failure that loses data; the agent shows it, exit stays 0."""
    try:
        sys.stderr.write(" ".join(line.split())[:500] + "\n")
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - stderr closed too: nothing left to tell
        pass


def _json_object(data: bytes) -> dict:
    """The payload as a dict, for the one path that needs it: a Stop ticket written by the hook."""
    import json

    payload = json.loads(data.decode("utf-8"))
    if not isinstance(payload, dict):
        raise ValueError("payload is not a JSON object")
    return payload


def _classify(exc: BaseException) -> str:
    if isinstance(exc, _socket.timeout):
        return "timeout"
    if isinstance(exc, (FileNotFoundError, ConnectionRefusedError, AttributeError)):
        return "daemon-down"  # AttributeError: no socket.AF_UNIX on this platform
    if isinstance(exc, ValueError):
        return "bad-response"
    return "error"


def _autostart(event: str, paths: HookPaths, env: dict) -> tuple:
    """(outcome for the log, one-time notice for a SessionStart or "")."""
    from . import autostart

    if paths.autostart:
        outcome, state = autostart.start_daemon(paths.state_dir, paths.log_dir, env)
    else:
        outcome, state = "disabled", autostart.read_state(paths.state_dir)
    text = autostart.notice(paths.state_dir, outcome, state, paths.log_dir) if event == "SessionStart" else ""
    return outcome, text


def _system_message(text: str) -> bytes:
    """Claude Code shows a hook's `systemMessage` to the person (not to the model)."""
    import json

    return json.dumps({"systemMessage": text}).encode("utf-8")


def _ask_daemon(event: str, stdin_bytes: bytes, paths: HookPaths, deadline: float) -> "tuple[bytes, str, str]":
    """(the daemon's body, a failure name or "", what went wrong) for one hook request."""
    squat = untrusted_path(paths.socket, want_socket=True)
    if squat:  # treated like a daemon that is down: no prompt leaves, a Stop is queued locally
        return b"", "untrusted-socket", "refusing the daemon socket: " + squat
    try:
        status, body = hook_request(paths.socket, "/v1/hooks/" + event, stdin_bytes, deadline)
    except Exception as exc:
        return b"", _classify(exc), "%s: %s (%s)" % (type(exc).__name__, exc, paths.socket)
    # 400: the daemon could not use the payload (not JSON, too deep, wrong shape).
    failure = "" if status == 200 else "bad-stdin" if status == 400 else "http-%d" % status
    return body, failure, "" if status == 200 else body[:200].decode("utf-8", "replace")


def _queue_stop(paths: HookPaths, stdin_bytes: bytes, failure: str, detail: str) -> str:
    """A Stop the daemon did not take becomes a ticket in the queue; the log line's detail."""
    try:
        ticket = write_ticket(paths.queue_dir, _json_object(stdin_bytes))
    except Exception as exc:
        if isinstance(exc, OSError):  # a real loss (full disk, read-only state): hooks.log may be
            _warn("vaultmem: this session's Stop was not recorded: the daemon failed (%s) and the "
                  "ticket could not be written: %s: %s" % (failure, type(exc).__name__, exc))
        return "%s; no ticket: %s: %s" % (detail, type(exc).__name__, exc)
    return "%s; queued %s" % (detail, ticket)


def run_hook(event: str, stdin_bytes: bytes, *, env: dict | None = None, out: object = None,
             deadline: float | None = None, paths: HookPaths | None = None) -> int:
    """Run one hook event fail-open; always returns 0 (the hook's exit code).

    Prints the daemon's 200 body verbatim to `out` (default stdout), except for Stop; logs one
    line to <log dir>/hooks.log; on a failed Stop writes a queue ticket instead.
    """
    start = time.monotonic()
    if paths is None:
        try:
            paths = hook_paths(env)
        except Exception:  # e.g. no home directory: nothing to talk to, nowhere to log
            return 0
    if deadline is None:
        deadline = start + paths.timeout
    log_dir = paths.log_dir

    def log(outcome: str, detail: str = "") -> int:
        log_line(log_dir, event or "?", outcome, (time.monotonic() - start) * 1000, detail)
        return 0

    try:
        if event not in EVENTS:
            return log("bad-event", "unknown hook event %r" % (event,))
        if not stdin_bytes.lstrip().startswith(b"{"):  # the daemon checks the rest (and short prompts)
            return log("bad-stdin", "payload is not a JSON object (%d bytes)" % len(stdin_bytes))
        body, failure, detail = _ask_daemon(event, stdin_bytes, paths, deadline)
        notice = ""
        if failure == "daemon-down":  # nobody listens: start one for the next call (this one fails open)
            outcome, notice = _autostart(event, paths, os.environ if env is None else env)
            detail += "; autostart: " + outcome
        if event == "Stop":
            if not failure:
                return log("ok", "status=200")  # whatever it said: output on Stop keeps Claude going
            return log(failure, _queue_stop(paths, stdin_bytes, failure, detail))
        if failure:
            if notice:  # SessionStart: the person is told once that memory was off
                _emit(out, _system_message(notice))
            return log(failure, detail)
        _emit(out, body)
        return log("ok", "status=200 bytes=%d" % len(body))
    except BaseException as exc:  # noqa: BLE001 - nothing may escape into the agent's session
        return log("error", "%s: %s" % (type(exc).__name__, exc))


def hook_main(event: str) -> int:
    """Entry point of the hook scripts: read stdin within the deadline, then run_hook."""
    start = time.monotonic()
    os.umask(0o077)  # tickets and hooks.log are private whatever the agent's umask (see cli.main)
    try:
        paths = hook_paths()
        deadline = start + paths.timeout
        try:
            data = read_stdin(MAX_STDIN, deadline)
        except Exception as exc:
            log_line(paths.log_dir, event, "bad-stdin", (time.monotonic() - start) * 1000,
                     "%s: %s" % (type(exc).__name__, exc))
            return 0
        return run_hook(event, data, deadline=deadline, paths=paths)
    except BaseException:  # noqa: BLE001 - fail open, silently
        return 0
