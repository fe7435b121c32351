"""How `vaultmem serve` grows into a hub (a TCP listener) and/or an edge (remote.url).

serve() calls: RemoteParts(cfg, listen, ...) before anything starts (so a bad setting is one line
and no half-started daemon), ticket_processor() for the worker, attach(service) once the service
exists, run() instead of running uvicorn itself, stop() at the end.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from pathlib import Path
from typing import Any, Callable

from ..config import Config
from ..errors import ConfigError, DaemonError

log = logging.getLogger("vaultmem.daemon")


def parse_listen(listen: str) -> tuple[str, int]:
    """`HOST:PORT` (IPv6 as `[::1]:8765`) as (host, port)."""
    host, sep, port = listen.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"cannot read the listen address {listen!r}", "use HOST:PORT, e.g. 0.0.0.0:8765 or "
                                                                        "127.0.0.1:8765")
    return host, int(port)


def bind_tcp(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=128)
    except OSError as exc:
        raise DaemonError(f"cannot listen on {host}:{port}: {exc.strerror}",
                          "pick a free port (--listen HOST:PORT) or stop what holds it") from None


class RemoteParts:
    """The hub listener and the edge, each present only when configured."""

    def __init__(self, cfg: Config, listen: str | None = None, tls_cert: str | None = None,
                 tls_key: str | None = None) -> None:
        self.cfg = cfg
        self.listen = listen if listen is not None else cfg["hub.listen"]
        self.tls_cert = str(tls_cert if tls_cert is not None else cfg["hub.tls_cert"] or "")
        self.tls_key = str(tls_key if tls_key is not None else cfg["hub.tls_key"] or "")
        self.address = parse_listen(self.listen) if self.listen else None
        if bool(self.tls_cert) != bool(self.tls_key):
            raise ConfigError("TLS needs both a certificate and its key", "set hub.tls_cert and hub.tls_key "
                                                                         "(or --tls-cert and --tls-key)")
        for f in (self.tls_cert, self.tls_key):
            if f and not Path(f).is_file():
                raise ConfigError(f"TLS file {f} does not exist", "point hub.tls_cert / hub.tls_key at PEM files")
        self.service: Any = None
        self.edge: dict[str, Any] = {}
        self.store: Any = None
        self.tcp_sock: socket.socket | None = None
        if cfg["remote.url"]:
            from .client import HubClient, read_token
            from .edge import Outbox

            if not cfg["remote.token_file"]:
                raise ConfigError("remote.url is set but remote.token_file is not",
                                  "put this machine's token in a file and set remote.token_file to it")
            self.edge["client"] = HubClient(cfg["remote.url"], read_token(cfg["remote.token_file"]),
                                            str(cfg["remote.ca_file"] or ""))
            self.edge["outbox"] = Outbox(cfg.state_dir)

    def locked(self, fn: Callable[[], Any]) -> Any:
        return self.service.locked(fn)

    def ticket_processor(self, memory: Any) -> Callable[[Any], dict[str, Any]]:
        """Edge: shared projects go to the outbox; every daemon: hub uploads become notes."""
        from ..ingest.pipelines import build_pipeline
        from ..ingest.processor import IngestSettings, TicketProcessor

        settings = IngestSettings.from_config(self.cfg)
        if self.edge:
            from .edge import EdgeTicketProcessor

            processor = EdgeTicketProcessor(memory, self.cfg.queue_dir, self.edge["outbox"],
                                            list(self.cfg["remote.projects"]), build_pipeline(self.cfg), settings)
            return lambda ticket: self.locked(lambda: processor(ticket))
        from .hub import hub_ticket_processor

        local = TicketProcessor(memory, self.cfg.queue_dir, build_pipeline(self.cfg), settings)
        # Sessions from other machines may wait for a person (hub.review_remote = "staging") while the
        # hub's own sessions follow extract.review.
        review = self.cfg["hub.review_remote"]
        remote = local if review == "inherit" else TicketProcessor(
            memory, self.cfg.queue_dir, build_pipeline(self.cfg, review), settings)
        return hub_ticket_processor(local, remote, self.locked)

    def attach(self, service: Any) -> None:
        """Once the service exists: the edge answers shared prompts through the hub."""
        self.service = service
        if self.edge:
            from .edge import EdgeHookHandler, Sender

            service.hooks = EdgeHookHandler(service.hooks, self.edge["client"], self.cfg["remote.timeout"],
                                            list(self.cfg["remote.projects"]))
            self.edge["sender"] = Sender(self.edge["outbox"], self.edge["client"], self.cfg["remote.retry_seconds"],
                                         on_error=service.record_error)
            log.info("edge of hub %s", self.cfg["remote.url"])

    def start(self) -> None:
        """After the service has started: bind TCP (a clean error if taken) and start delivering."""
        if self.address:
            self.tcp_sock = bind_tcp(*self.address)
            if not self.tls_cert and self.address[0] not in ("127.0.0.1", "::1", "localhost"):
                log.warning("hub listens on %s:%d without TLS: tokens cross the network in clear text; set "
                            "hub.tls_cert/hub.tls_key or put a TLS reverse proxy in front", *self.address)
            log.info("hub %s listening on %s:%d", "with TLS" if self.tls_cert else "(plain HTTP)", *self.address)
        if "sender" in self.edge:
            self.edge["sender"].start()

    def run(self, uvicorn: Any, unix_config: Any, unix_sock: socket.socket) -> None:
        """Serve the unix socket, and the TCP listener beside it when there is one."""
        if self.edge:  # the CLI's and the MCP tools' search and notes reach the hub in shared projects
            from .edge import EdgeForwarder

            unix_config.app = EdgeForwarder(unix_config.app, self.edge["client"], self.cfg["remote.timeout"],
                                            list(self.cfg["remote.projects"]))
        if self.tcp_sock is None:
            uvicorn.Server(unix_config).run(sockets=[unix_sock])
            return
        from .hub import UploadStore, tcp_app

        self.store = UploadStore(self.cfg.state_dir)
        tcp_config = uvicorn.Config(tcp_app(self.service, self.store), log_config=None, access_log=False,
                                    lifespan="off", timeout_graceful_shutdown=10,
                                    ssl_certfile=self.tls_cert or None, ssl_keyfile=self.tls_key or None)
        servers = [uvicorn.Server(unix_config), uvicorn.Server(tcp_config)]

        async def both() -> None:
            tasks = [asyncio.ensure_future(servers[0].serve(sockets=[unix_sock])),
                     asyncio.ensure_future(servers[1].serve(sockets=[self.tcp_sock]))]
            # A signal reaches one server's handler; whichever stops first stops the other.
            _, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for server in servers:
                server.should_exit = True
            await asyncio.gather(*pending)

        asyncio.run(both())

    def stop(self) -> None:
        if "sender" in self.edge:
            self.edge["sender"].stop()
        if "outbox" in self.edge:
            self.edge["outbox"].close()
        if self.store is not None:
            self.store.close()
        if self.tcp_sock is not None:
            self.tcp_sock.close()
