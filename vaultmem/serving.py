"""What `vaultmem serve` runs: the daemon in the foreground, with a hub's TCP listener or an edge's
sync parts when they are configured. The composition root of the serving process: it reads the
config and builds the parts (the service lock, the Memory given that lock's `unlocked`, the
service, the hub or edge parts) in that order.

It sits above vaultmem/daemon and vaultmem/remote (which builds on the daemon), so neither of
those packages imports the other's way back.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
from typing import Any

from .autostart import clear_state as clear_autostart
from .config import Config
from .daemon.server import bind_socket, health, open_index_waiting, pid_path
from .daemon.service_lock import ServiceLock
from .errors import DaemonError

log = logging.getLogger("vaultmem.daemon")


def serve(cfg: Config, process_ticket: Any = None, listen: str | None = None, tls_cert: str | None = None,
          tls_key: str | None = None) -> None:
    """Run the daemon in the foreground until SIGTERM/SIGINT; the ticket in hand is finished first.
    `listen` (or hub.listen) also serves the API on TCP, with tokens: a hub. remote.url makes it an edge."""
    import uvicorn

    from .daemon.app import create_app
    from .daemon.service import DaemonService
    from .daemon.upgrade import CodeWatcher
    from .factories import build_queue
    from .logs import setup_logging
    from .remote.wiring import RemoteParts

    setup_logging(cfg)
    for warning in cfg.warnings:  # clamped settings: the daemon's log says so too, not only doctor
        log.warning("config: %s", warning)
    if health(cfg) is not None:
        # A hook that found no socket a moment before the running daemon bound it may have started this one:
        # that start failed nothing, so its record must not later count as a failed start and hold back the
        # next hook's restart (autostart backs off after failures).
        clear_autostart(str(cfg.state_dir))
        raise DaemonError(f"a daemon already answers on {cfg.socket_path}", "use it, or `vaultmem stop` first")
    remote = RemoteParts(cfg, listen, tls_cert, tls_key)  # a bad hub/edge setting fails here, in one line
    lock = ServiceLock()
    memory = open_index_waiting(cfg, lock)
    service = DaemonService(memory, process_ticket or remote.ticket_processor(memory), lock=lock,
                            queue=build_queue(cfg))
    remote.attach(service)
    code = CodeWatcher(cfg["daemon.code_check_seconds"])  # stamps the code this process runs
    sock = None
    try:
        service.start()
        code.start()
        sock = bind_socket(cfg.socket_path)
        remote.start()
        pid_path(cfg).write_text(json.dumps({"pid": os.getpid(), "started_at": service.started_at}))
        clear_autostart(str(cfg.state_dir))  # listening: a hook's failed-start count and notices start over
        log.info("daemon %d listening on %s", os.getpid(), cfg.socket_path)
        config = uvicorn.Config(create_app(service), log_config=None, access_log=False, lifespan="off",
                                timeout_graceful_shutdown=10)
        # uvicorn re-raises the signal it caught once it has shut down; with the default handler
        # that would kill us before the worker finishes its ticket. A no-op handler lets the
        # finally block below run the orderly shutdown.
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: None)
        remote.run(uvicorn, config, sock)
    finally:
        log.info("daemon %d stopping", os.getpid())
        code.stop()
        remote.stop()
        service.shutdown()
        if sock is not None:
            sock.close()
        for p in (cfg.socket_path, pid_path(cfg)):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
    if code.changed:
        restart_in_place()


def restart_in_place() -> None:
    """Run the same command again in this process, now with the code on disk: the pid stays, so
    a service manager, the pid file and `vaultmem stop` keep following it."""
    argv = [sys.executable, *sys.orig_argv[1:]]
    log.warning("daemon %d restarting: %s", os.getpid(), " ".join(argv))
    logging.shutdown()
    os.execv(sys.executable, argv)
