"""Standard-library-only HTTP over a unix socket, and the fail-open hook runner built on it.

This module must never import anything outside the standard library (a hook pays for every
import on every prompt), and nothing from vaultmem that does. It avoids even `http.client`,
`pathlib`, `typing` and `dataclasses` on the hook path: together they cost ~25 ms per hook call.
For the same reason the hook path uses the C `_socket` module and never parses JSON: `socket.py`
and `json` pull in `enum`, `selectors` and `re`, ~9 ms of a ~7 ms interpreter start (measured
with `python3 -S -c "import socket, json"` against `import _socket`). The daemon parses and
validates the payload; the hook only turns away what cannot be a JSON object.
It also keeps to Python 3.8 syntax because hook commands run the system `python3`.

Hook flow (`python3 hooks/<name>.py` or `python -m vaultmem.hookclient <Event>`):
read the payload from stdin -> POST it to `/v1/hooks/<Event>` on the daemon's socket -> print
the 200 body verbatim (nothing for Stop). Any failure is silent on stdout/stderr, exits 0 and
leaves one line in `<log dir>/hooks.log`; a failed Stop (daemon down or answering an error)
queues a ticket file for the worker. Only a Stop whose ticket cannot be written either (a full
disk) says so on stderr, as that session's turns would otherwise be lost without a trace.
"""

from __future__ import annotations

import _socket
import os
import sys
import time

EVENTS = ("UserPromptSubmit", "Stop", "SessionStart")
APP_NAME = "vaultmem"
DEFAULT_TIMEOUT = 2.0
MAX_TIMEOUT = 60.0  # Claude Code kills a hook after 60 s by default
MAX_STDIN = 16 * 1024 * 1024
MAX_RESPONSE = 16 * 1024 * 1024
MAX_HEADER = 64 * 1024
LOG_NAME = "hooks.log"
LOG_MAX_BYTES = 5 * 1024 * 1024  # then hooks.log -> hooks.log.1, so a busy machine never fills the disk
_TICKET_FIELDS_NULL = ("not_before", "lease_until", "last_error", "worker", "result")


# -- the general client (CLI and daemon use it) ---------------------------------------------

def unix_request(socket_path: str, method: str, path: str, body: bytes | None = None,
                 timeout: float = 2.0, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    """One HTTP request over the unix socket; raises OSError / http.client errors on failure."""
    # Imported here: http.client pulls in the email package, which hooks must not pay for.
    import http.client
    import socket

    class _UnixConnection(http.client.HTTPConnection):
        def connect(self) -> None:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.settimeout(self.timeout)
            sock.connect(socket_path)
            self.sock = sock

    conn = _UnixConnection("localhost", timeout=timeout)
    try:
        hdrs = {"Content-Type": "application/json", **(headers or {})}
        conn.request(method, path, body=body, headers=hdrs)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def call_json(socket_path: str, method: str, path: str, payload: object = None,
              timeout: float = 2.0) -> tuple[int, object]:
    """JSON in, JSON out."""
    import json

    body = None if payload is None else json.dumps(payload).encode("utf-8")
    status, raw = unix_request(socket_path, method, path, body, timeout)
    try:
        return status, json.loads(raw.decode("utf-8")) if raw else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        return status, {"error": raw[:200].decode("utf-8", "replace")}


# -- a minimal HTTP/1.1 client with one deadline for the whole exchange -----------------------

def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise _socket.timeout("hook deadline passed")
    return left


def _recv(sock: _socket.socket, deadline: float) -> bytes:
    # Re-arming the timeout before every recv turns per-call timeouts into one overall deadline,
    # so a daemon that trickles bytes cannot hold the agent past it.
    sock.settimeout(_remaining(deadline))
    return sock.recv(65536)


def _read_exact(sock: _socket.socket, buf: bytearray, n: int, deadline: float) -> bytes:
    while len(buf) < n:
        chunk = _recv(sock, deadline)
        if not chunk:
            raise ValueError("connection closed mid-response")
        buf += chunk
    data = bytes(buf[:n])
    del buf[:n]
    return data


def _read_line(sock: _socket.socket, buf: bytearray, deadline: float) -> bytes:
    while b"\r\n" not in buf:
        if len(buf) > MAX_HEADER:
            raise ValueError("response line too long")
        chunk = _recv(sock, deadline)
        if not chunk:
            raise ValueError("connection closed mid-response")
        buf += chunk
    line, _, rest = bytes(buf).partition(b"\r\n")
    buf[:] = rest
    return line


def hook_request(socket_path: str, path: str, body: bytes, deadline: float) -> tuple[int, bytes]:
    """POST `body` to `path`; everything (connect, send, read) finishes before `deadline`.

    `deadline` is a time.monotonic() value. Raises OSError (socket.timeout included) when the
    daemon is unreachable or slow, ValueError when its answer is not HTTP.
    """
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(_remaining(deadline))
        sock.connect(socket_path)
        head = ("POST %s HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                "Content-Length: %d\r\nConnection: close\r\n\r\n" % (path, len(body)))
        sock.settimeout(_remaining(deadline))
        sock.sendall(head.encode("ascii") + body)  # since 3.5 the timeout bounds the whole sendall
        buf = bytearray()
        while b"\r\n\r\n" not in buf:
            if len(buf) > MAX_HEADER:
                raise ValueError("response headers too long")
            chunk = _recv(sock, deadline)
            if not chunk:
                raise ValueError("connection closed before the response headers")
            buf += chunk
        raw_head, _, rest = bytes(buf).partition(b"\r\n\r\n")
        buf = bytearray(rest)
        lines = raw_head.decode("latin-1").split("\r\n")
        parts = lines[0].split(None, 2)
        if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
            raise ValueError("not an HTTP response: %r" % lines[0][:80])
        status = int(parts[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "chunked" in headers.get("transfer-encoding", "").lower():
            out = bytearray()
            while True:
                size = int(_read_line(sock, buf, deadline).split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    break
                if len(out) + size > MAX_RESPONSE:
                    raise ValueError("response too large")
                out += _read_exact(sock, buf, size, deadline)
                _read_exact(sock, buf, 2, deadline)  # the CRLF after each chunk
            return status, bytes(out)
        if "content-length" in headers:
            length = int(headers["content-length"])
            if length > MAX_RESPONSE:
                raise ValueError("response too large")
            return status, _read_exact(sock, buf, length, deadline)
        while True:  # no length: read to EOF (we asked for Connection: close)
            chunk = _recv(sock, deadline)
            if not chunk:
                return status, bytes(buf)
            buf += chunk
            if len(buf) > MAX_RESPONSE:
                raise ValueError("response too large")
    finally:
        sock.close()


# -- whose socket is it? ---------------------------------------------------------------------

def untrusted_path(path: str, want_socket: bool = False, private: bool = True) -> str | None:
    """Why `path` (a socket, or the folder a socket goes in) could be another user's, or None.

    With XDG_RUNTIME_DIR unset the socket lives under a shared temp folder, where another local
    user can create `runtime-<uid>/vaultmem/` first and listen there: every prompt would go to them
    and their answer would be injected. So the socket must be ours, its folder ours with mode 0700,
    and every folder above it ours or root's and not writable by others (a sticky root-owned /tmp is
    fine: nobody else can rename what is in it). A missing path is not a threat (nothing to talk to).
    `private=False` checks a folder above the socket's (no 0700 rule for it itself).
    """
    import stat as _stat  # already loaded by os; named here so the hook path's imports stay visible

    uid = os.getuid() if hasattr(os, "getuid") else None
    if uid is None:  # Windows: no unix socket permissions to check
        return None
    if want_socket:
        try:
            st = os.lstat(path)
        except OSError:
            return None
        if not _stat.S_ISSOCK(st.st_mode):
            return "%s is not a socket" % path
        if st.st_uid != uid:
            return "%s belongs to uid %d, not to you (uid %d)" % (path, st.st_uid, uid)
        path = os.path.dirname(path)
    first = private
    while True:
        try:
            st = os.lstat(path)
        except OSError:
            st = None
        if st is not None:
            if _stat.S_ISLNK(st.st_mode):
                return "%s is a symlink" % path
            if st.st_uid not in (uid, 0):
                return "%s belongs to uid %d, not to you (uid %d)" % (path, st.st_uid, uid)
            if first and st.st_uid == uid and st.st_mode & 0o077:
                return "%s has mode %o; it must be 0700" % (path, st.st_mode & 0o777)
            if st.st_mode & 0o022 and not st.st_mode & _stat.S_ISVTX:
                return "%s is writable by other users" % path
            if st.st_uid == 0 and uid != 0:
                return None  # a system folder: everything above it is the system's too
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path, first = parent, False


# -- where things are: same rules as vaultmem.config, without platformdirs -------------------

class HookPaths:
    """The socket, queue, log folder and timeout a hook uses."""

    __slots__ = ("socket", "queue_dir", "log_dir", "timeout", "state_dir", "autostart")

    def __init__(self, socket: str, queue_dir: str, log_dir: str, timeout: float, state_dir: str = "",
                 autostart: bool = False) -> None:
        self.socket, self.queue_dir, self.log_dir, self.timeout = socket, queue_dir, log_dir, timeout
        self.state_dir = state_dir or os.path.dirname(queue_dir)
        self.autostart = autostart

    def __repr__(self) -> str:
        return "HookPaths(socket=%r, queue_dir=%r, log_dir=%r, timeout=%r, state_dir=%r, autostart=%r)" % (
            self.socket, self.queue_dir, self.log_dir, self.timeout, self.state_dir, self.autostart)


def _expand(path: str) -> str:
    return os.path.abspath(os.path.expanduser(path))


def resolve_path(raw: str, base: str) -> str:
    """`raw` with `~` expanded, made absolute against the folder `base` when relative.

    vaultmem.config resolves config.toml paths with this too: a relative `paths.state_dir` must
    mean the same folder to the daemon, the CLI and a hook running in the agent's project folder.
    """
    return os.path.normpath(os.path.join(base, os.path.expanduser(raw)))


def _xdg(env: dict, name: str) -> str | None:
    value = env.get(name, "")
    return value if os.path.isabs(value) else None  # the XDG spec ignores relative values


def _private_dir(path: str, missing_ok: bool) -> bool:
    """platformdirs' rule for a runtime dir: a real folder we own with mode 0700 (or missing)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return missing_ok
    except OSError:
        return False
    import stat as stat_mod
    return (stat_mod.S_ISDIR(st.st_mode) and not stat_mod.S_ISLNK(st.st_mode)
            and st.st_uid == os.geteuid() and st.st_mode & 0o777 == 0o700)


def _tempdir(env: dict) -> str:
    """tempfile.gettempdir()'s choice without importing tempfile (14 ms: random, shutil, ...)."""
    for candidate in (env.get("TMPDIR"), env.get("TEMP"), env.get("TMP"), "/tmp", "/var/tmp", "/usr/tmp"):
        if candidate and os.path.isdir(candidate) and os.access(candidate, os.W_OK | os.X_OK):
            return os.path.abspath(candidate)
    return os.getcwd()


def default_dirs(env: dict | None = None) -> dict[str, str]:
    """The platformdirs folders for app "vaultmem": runtime, state, log and config."""
    env = os.environ if env is None else env
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        # Current platformdirs (4.14) lets XDG variables override the Apple folders on macOS too;
        # older releases ignored them there, so a user with XDG_* set should pin VAULTMEM_HOME.
        support = os.path.join(home, "Library", "Application Support")
        xdg_runtime = _xdg(env, "XDG_RUNTIME_DIR")
        if not (xdg_runtime and _private_dir(xdg_runtime, missing_ok=True)):
            xdg_runtime = None
        return {"runtime": os.path.join(xdg_runtime or os.path.join(home, "Library", "Caches", "TemporaryItems"),
                                        APP_NAME),
                "state": os.path.join(_xdg(env, "XDG_STATE_HOME") or support, APP_NAME),
                "log": os.path.join(home, "Library", "Logs", APP_NAME),
                "config": os.path.join(_xdg(env, "XDG_CONFIG_HOME") or support, APP_NAME)}
    if sys.platform == "win32":  # hooks cannot reach an AF_UNIX daemon there; keep paths sane anyway
        local = env.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
        base = os.path.join(local, APP_NAME, APP_NAME)
        return {"runtime": os.path.join(local, "Temp", APP_NAME), "state": base,
                "log": os.path.join(base, "Logs"), "config": base}
    state = os.path.join(_xdg(env, "XDG_STATE_HOME") or os.path.join(home, ".local", "state"), APP_NAME)
    config = os.path.join(_xdg(env, "XDG_CONFIG_HOME") or os.path.join(home, ".config"), APP_NAME)
    # platformdirs rejects an XDG_RUNTIME_DIR that is not private, then tries /run/user/<uid>.
    uid = os.geteuid()
    xdg_runtime = _xdg(env, "XDG_RUNTIME_DIR")
    if xdg_runtime and _private_dir(xdg_runtime, missing_ok=True):
        runtime = xdg_runtime
    elif _private_dir("/run/user/%d" % uid, missing_ok=False):
        runtime = "/run/user/%d" % uid
    else:
        runtime = os.path.join(_tempdir(env), "runtime-%d" % uid)
    return {"runtime": os.path.join(runtime, APP_NAME), "state": state,
            "log": os.path.join(state, "log"), "config": config}


def _config_file_values(env: dict, home: str | None) -> dict[str, object]:
    """paths.* and hooks.timeout from the TOML config file, if there is one and we can parse it."""
    named = env.get("VAULTMEM_CONFIG")
    if home:
        path = os.path.join(home, "config.toml")
    elif named:
        path = _expand(named)
    else:
        path = os.path.join(default_dirs(env)["config"], "config.toml")
    if not os.path.isfile(path):
        return {}
    try:
        import tomllib  # Python 3.11+; on 3.10 the file is ignored: set VAULTMEM_* env vars there
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except Exception:  # a broken config is the daemon's to report, not the hook's
        return {}
    out: dict[str, object] = {}
    paths, hooks = data.get("paths"), data.get("hooks")
    folder = os.path.dirname(os.path.abspath(path))  # relative paths in the file mean: next to it
    if isinstance(paths, dict):
        out.update(("paths." + k, resolve_path(v, folder)) for k, v in paths.items() if isinstance(v, str) and v)
    if isinstance(hooks, dict) and isinstance(hooks.get("timeout"), (int, float)):
        out["hooks.timeout"] = hooks["timeout"]
    if isinstance(hooks, dict) and isinstance(hooks.get("autostart"), bool):
        out["hooks.autostart"] = hooks["autostart"]
    return out


def hook_paths(env: dict | None = None) -> HookPaths:
    """Resolve socket, queue, log folder and timeout: env overrides > config file > home > defaults."""
    env = os.environ if env is None else env
    home = _expand(env["VAULTMEM_HOME"]) if env.get("VAULTMEM_HOME") else None
    toml = _config_file_values(env, home)
    defaults: dict[str, str] | None = None

    def folder(setting: str, home_sub: str, default_key: str) -> str:
        nonlocal defaults
        raw = env.get("VAULTMEM_" + setting.replace(".", "_").upper()) or toml.get(setting)
        if raw:
            return _expand(str(raw))
        if home:
            return os.path.join(home, home_sub)
        if defaults is None:
            defaults = default_dirs(env)
        return defaults[default_key]

    sock = env.get("VAULTMEM_SOCKET")
    sock = _expand(sock) if sock else os.path.join(folder("paths.runtime_dir", "run", "runtime"), "vaultmem.sock")
    state = folder("paths.state_dir", "state", "state")
    queue = env.get("VAULTMEM_QUEUE_DIR")
    queue = _expand(queue) if queue else os.path.join(state, "queue")
    log_dir = env.get("VAULTMEM_LOG_DIR")
    log_dir = _expand(log_dir) if log_dir else folder("paths.log_dir", "logs", "log")
    return HookPaths(sock, queue, log_dir, hook_timeout(env, toml), state, autostart_enabled(env, toml))


def autostart_enabled(env: dict, toml: dict) -> bool:
    """hooks.autostart (default on), unless VAULTMEM_NO_AUTOSTART or VAULTMEM_HOOKS_AUTOSTART says no."""
    if env.get("VAULTMEM_NO_AUTOSTART", "") not in ("", "0"):
        return False
    flag = env.get("VAULTMEM_HOOKS_AUTOSTART", "").strip().lower()
    if flag:
        return flag not in ("0", "false", "no", "off")
    return toml.get("hooks.autostart", True) is not False


def hook_timeout(env: dict | None = None, toml: dict | None = None) -> float:
    """Seconds a hook waits for the daemon: VAULTMEM_HOOKS_TIMEOUT, else hooks.timeout, else 2."""
    env = os.environ if env is None else env
    for raw in (env.get("VAULTMEM_HOOKS_TIMEOUT"), (toml or {}).get("hooks.timeout")):
        try:
            value = float(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            continue
        if value > 0 and value == value:  # not NaN
            return min(value, MAX_TIMEOUT)  # the config loader clamps the same way, with a warning
    return DEFAULT_TIMEOUT


# -- logging and the Stop fallback ------------------------------------------------------------

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


def detect_agent(payload: dict) -> str:
    """Codex payloads carry a turn id or a ~/.codex transcript; everything else is Claude Code."""
    path = str(payload.get("transcript_path") or "").replace("\\", "/")
    return "codex" if ("turn_id" in payload or "/.codex/" in path) else "claude-code"


def write_ticket(queue_dir: str, payload: dict, event: str = "Stop") -> str:
    """Queue the session in <queue>/pending/ as vaultmem.capture.queue expects; return the path.

    Mirrors queue.write_ticket_file without importing it (it pulls sqlite3 and logging).
    """
    session, transcript = payload.get("session_id"), payload.get("transcript_path")
    if not isinstance(session, str) or not session or not isinstance(transcript, str) or not transcript:
        raise ValueError("payload has no session_id/transcript_path")
    import json
    from datetime import datetime, timezone

    ticket_id = "%020d-%s" % (time.time_ns(), os.urandom(4).hex())
    cwd = payload.get("cwd")
    ticket = {"id": ticket_id, "session_id": session, "transcript_path": transcript,
              "agent": detect_agent(payload), "cwd": cwd if isinstance(cwd, str) else None,
              "event": event, "created_at": datetime.now(timezone.utc).isoformat(), "attempts": 0}
    ticket.update((name, None) for name in _TICKET_FIELDS_NULL)
    pending = os.path.join(queue_dir, "pending")
    os.makedirs(pending, exist_ok=True)
    final = os.path.join(pending, ticket_id + ".json")
    tmp = os.path.join(pending, ".tmp-%s-%s.json" % (os.urandom(6).hex(), ticket_id))
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(ticket, fh, ensure_ascii=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, final)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename durable; some platforms cannot open folders
        fd = os.open(pending, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass
    return final


# -- the hook ---------------------------------------------------------------------------------

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
        squat = untrusted_path(paths.socket, want_socket=True)
        if squat:  # treated like a daemon that is down: no prompt leaves, a Stop is queued locally
            body, failure, detail = b"", "untrusted-socket", "refusing the daemon socket: " + squat
        else:
            try:
                status, body = hook_request(paths.socket, "/v1/hooks/" + event, stdin_bytes, deadline)
                # 400: the daemon could not use the payload (not JSON, too deep, wrong shape).
                failure = "" if status == 200 else "bad-stdin" if status == 400 else "http-%d" % status
                detail = "" if status == 200 else body[:200].decode("utf-8", "replace")
            except Exception as exc:
                body = b""
                failure, detail = _classify(exc), "%s: %s (%s)" % (type(exc).__name__, exc, paths.socket)
        notice = ""
        if failure == "daemon-down":  # nobody listens: start one for the next call (this one fails open)
            outcome, notice = _autostart(event, paths, os.environ if env is None else env)
            detail += "; autostart: " + outcome
        if event == "Stop":
            if not failure:
                return log("ok", "status=200")  # whatever it said: output on Stop keeps Claude going
            try:
                ticket = write_ticket(paths.queue_dir, _json_object(stdin_bytes))
            except Exception as exc:
                if isinstance(exc, OSError):  # a real loss (full disk, read-only state): hooks.log may be
                    _warn("vaultmem: this session's Stop was not recorded: the daemon failed (%s) and the "
                          "ticket could not be written: %s: %s" % (failure, type(exc).__name__, exc))
                return log(failure, "%s; no ticket: %s: %s" % (detail, type(exc).__name__, exc))
            return log(failure, "%s; queued %s" % (detail, ticket))
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


def main(argv: list[str] | None = None) -> int:
    """`python -m vaultmem.hookclient <Event>`: the hook for pip installs without the repo."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        sys.stderr.write("usage: python -m vaultmem.hookclient {%s} < payload.json\n" % ",".join(EVENTS))
        return 2
    return hook_main(args[0])


if __name__ == "__main__":
    sys.exit(main())
