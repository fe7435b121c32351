"""Settings, declared once: name, default, help. Everything else derives from SETTINGS.

Load order: defaults < TOML file < VAULTMEM_* environment < explicit overrides (CLI flags).
The TOML file is `<home>/config.toml` with `--home`/VAULTMEM_HOME, else `--config`/
VAULTMEM_CONFIG, else the platformdirs user config folder. A setting `recall.limit` lives in
TOML as `[recall] limit = 8` and in the environment as `VAULTMEM_RECALL_LIMIT`.

Every value is checked against its rule in config_rules.RULES when loaded. Relative paths are
resolved once, at load: from the TOML file against the file's folder (the daemon, the CLI and a
hook run in different working folders and must agree), from the environment or a flag against
the working folder of the command that was given them. `~` is the home folder.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

from .config_rules import RULES, check
from .errors import ConfigError
from .hook_dirs import resolve_path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

APP_NAME = "vaultmem"


@dataclass(frozen=True)
class Setting:
    """One configurable value: its dotted name, default, type and help text."""

    name: str
    default: Any
    help: str
    choices: tuple[str, ...] = ()

    @property
    def type(self) -> type:
        return type(self.default)

    @property
    def env_var(self) -> str:
        return "VAULTMEM_" + self.name.replace(".", "_").upper()


def _s(name: str, default: Any, help: str, choices: tuple[str, ...] = ()) -> Setting:
    return Setting(name, default, help, choices)


SETTINGS: tuple[Setting, ...] = (
    # paths ("" means: derive from --home or the platformdirs default)
    _s("paths.vault", "", "Vault folder (Markdown notes). Default: <home>/vault or the user data dir."),
    _s("paths.state_dir", "", "State folder: indexes, queue, usage stats."),
    _s("paths.log_dir", "", "Log folder (rotating vaultmem.log)."),
    _s("paths.runtime_dir", "", "Runtime folder for the daemon socket and pid file."),
    # embedder
    _s("embedder.provider", "local", "Embedding provider (hash: tiny deterministic test/bench embedder, no model).", ("local", "voyage", "openai", "hash")),
    _s("embedder.model", "", "Model: a local path or sentence-transformers name, or a remote model id. "
       "Empty = the packaged all-MiniLM-L6-v2 (local), voyage-3.5-lite, text-embedding-3-small."),
    _s("embedder.base_url", "", "Base URL of an OpenAI-compatible /embeddings endpoint (Ollama, LM Studio, vLLM)."),
    _s("embedder.api_key_env", "", "Environment variable holding the provider's API key "
       "(default VOYAGE_API_KEY or OPENAI_API_KEY)."),
    _s("embedder.dimensions", 0, "Requested embedding size for remote models (0 = model default)."),
    _s("embedder.batch_size", 64, "Texts per embedding call while indexing."),
    # vector store
    _s("vector.backend", "edge", "Vector store: embedded Qdrant Edge or a Qdrant server.", ("edge", "server")),
    _s("vector.url", "", "Qdrant server URL when vector.backend = server (e.g. http://localhost:6333)."),
    _s("vector.api_key_env", "QDRANT_API_KEY", "Environment variable with the Qdrant server API key."),
    _s("vector.collection", "vaultmem", "Collection name on a Qdrant server."),
    # recall
    _s("recall.limit", 6, "Primary notes returned per query."),
    _s("recall.candidates", 50, "Candidates taken from each channel before fusion."),
    _s("recall.fusion", "score", "How the channels are fused: score (BM25 / best BM25 + weight x cosine) or rrf "
       "(weighted reciprocal ranks).", ("score", "rrf")),
    _s("recall.rrf_k", 60, "Reciprocal-rank-fusion constant k (fusion = rrf)."),
    _s("recall.bm25_weight", 1.0, "Weight of the BM25 channel in fusion."),
    _s("recall.vector_weight", 2.0, "Weight of the vector channel in fusion (score: times the cosine similarity; "
       "rrf: times the reciprocal rank)."),
    _s("recall.session_boost", 0.5, "Turns of past sessions (episodes) gain this fraction of the best-matching "
       "turn of their session (0 disables)."),
    _s("recall.reranker", "none", "Optional reranker.", ("none", "voyage", "local")),
    _s("recall.rerank_model", "", "Reranker model (voyage: rerank-2.5-lite; local: a cross-encoder path/name)."),
    _s("recall.half_life_days", 180.0, "Temporal decay half-life in days (0 disables decay)."),
    _s("recall.decay_floor", 0.6, "Decay never pushes a score below this fraction."),
    _s("recall.confirmed_boost", 1.15, "Score multiplier for confidence: confirmed notes."),
    _s("recall.min_similarity", 0.2, "Vector matches below this cosine similarity are ignored."),
    _s("recall.min_score", 0.0, "Drop hits whose final score (relative to the best hit) is below this."),
    _s("recall.graph_depth", 1, "Wikilink hops followed from each primary hit (0 disables)."),
    _s("recall.max_secondary", 3, "Linked notes added after the primary hits."),
    _s("recall.max_backlinks", 2, "Backlinks considered per primary note."),
    _s("recall.episodes", True, "Also recall turns of past sessions (episodes), not only notes."),
    _s("recall.episode_weight", 0.8, "Score multiplier for episodes relative to notes."),
    _s("recall.context_chars", 6000, "Character budget of the assembled context (Claude Code caps at 10,000)."),
    _s("recall.excerpt_chars", 400, "Characters of source excerpt shown per primary note."),
    # hooks
    _s("hooks.min_prompt_chars", 12, "Prompts shorter than this get no recall."),
    _s("hooks.timeout", 2.0, "Seconds a hook waits for the daemon before giving up silently."),
    _s("hooks.brief_chars", 3000, "Character budget of the SessionStart brief."),
    _s("hooks.autostart", True, "A hook that finds no daemon starts one in the background (VAULTMEM_NO_AUTOSTART=1 "
       "turns this off for one environment)."),
    _s("daemon.code_check_seconds", 30.0, "How often the daemon looks whether vaultmem's own code changed on "
       "disk (an upgrade, a `git pull`); when it did, the daemon finishes the ticket in hand and restarts itself "
       "with the new code. 0 turns the check off."),
    # queue / worker
    _s("queue.lease_seconds", 300.0, "Seconds a worker holds a ticket before it is retried."),
    _s("queue.max_attempts", 5, "Attempts before a ticket goes to failed/."),
    _s("queue.min_new_turns", 2, "A session is re-processed only after this many new turns."),
    # capture
    _s("capture.transcript_roots", ["~/.claude", "~/.codex"],
       "Folders hook tickets may read transcripts from (empty list = anywhere)."),
    # extraction
    _s("extract.backend", "heuristic", "Extractor backend.", ("heuristic", "openai", "claude-cli")),
    _s("extract.model", "", "Chat model for the openai / claude-cli extractor."),
    _s("extract.base_url", "", "Base URL of an OpenAI-compatible chat endpoint."),
    _s("extract.api_key_env", "OPENAI_API_KEY", "Environment variable with the extractor's API key."),
    _s("extract.max_turns", 40, "Turns of a session considered per ticket (newest)."),
    _s("extract.max_chars", 24000, "Character budget of the turns considered per ticket."),
    _s("extract.lead_turns", 12, "Turns before each window the offline extractor reads as context (a reply such as "
       "\"both.\" needs the proposal it answers); 0 reads the window alone. Facts come only from what the window adds."),
    _s("extract.max_notes", 15, "Most notes one ticket may create."),
    _s("extract.dedup_threshold", 0.85, "Cosine similarity at which a new fact counts as a known one."),
    _s("extract.extend_threshold", 0.7, "Cosine similarity (below dedup_threshold, same type) at which a fact "
       "extends an existing note instead of becoming a new one."),
    _s("extract.daily_token_budget", 200000, "LLM tokens per day for extraction (0 = unlimited)."),
    _s("extract.daily_cost_budget", 0.0, "US dollars per day for extraction, priced with extract.price_* "
       "(0 = no cost cap)."),
    _s("extract.price_input_per_mtok", 0.0, "USD per million input tokens of extract.model; set it from the "
       "provider's price list (used only for extract.daily_cost_budget)."),
    _s("extract.price_output_per_mtok", 0.0, "USD per million output tokens of extract.model; set it from the "
       "provider's price list."),
    _s("extract.verify", False, "Second LLM call per ticket that rejects facts the conversation does not support "
       "(openai / claude-cli; ignored by the heuristic backend)."),
    _s("extract.review", "off", "\"staging\": extracted notes wait outside recall until a person approves them "
       "(`vaultmem review`, the console); \"off\": they go live at once.", ("off", "staging")),
    _s("extract.timeout", 60.0, "Seconds per extractor call."),
    _s("extract.redact_allowlist", [], "Strings or regexes never redacted."),
    # lifecycle
    _s("reflect.stale_days", 180, "Notes not recalled for this many days are flagged stale."),
    _s("reflect.cluster_threshold", 0.9, "Cosine similarity that makes two notes near-duplicates."),
    _s("reflect.context_ttl_days", 30, "Days after which type=context notes expire (0 = never)."),
    _s("reflect.type_ttl_days", [], "More per-type expiry as 'type=days' entries, e.g. [\"procedure=365\"]."),
    _s("reflect.contradiction_threshold", 0.75, "Cosine similarity above which two opposite decisions/"
       "preferences are flagged as a contradiction."),
    _s("reflect.drift_days", 90, "Warm notes not recalled for this many days lose importance on reflect --apply "
       "(0 = never)."),
    _s("reflect.drift_step", 0.05, "Importance a drifting note loses per period (never below 0.1)."),
    _s("usage.promote_recalls", 5, "Recalls that promote a note experimental -> confirmed (0 = never by count)."),
    _s("usage.promote_step", 0.05, "Importance a promoted note gains."),
    _s("usage.boost_max", 0.1, "Most a note's recall frequency can raise its score (x1.0 .. x1+boost_max)."),
    # shared memory (docs/shared-memory.md): a hub answers on TCP; an edge forwards to one
    _s("hub.listen", "", "HOST:PORT the hub also answers on over TCP, with tokens (empty = unix socket only). "
       "`vaultmem serve --listen` overrides it."),
    _s("hub.tls_cert", "", "PEM certificate file for TLS on hub.listen (empty = plain HTTP, e.g. behind a "
       "reverse proxy that terminates TLS)."),
    _s("hub.tls_key", "", "PEM private key file for hub.tls_cert."),
    _s("hub.review_remote", "inherit", "Notes from sessions uploaded by edges: \"staging\" waits for a person "
       "(vaultmem review), \"off\" writes them live, \"inherit\" follows extract.review.",
       ("inherit", "staging", "off")),
    _s("remote.url", "", "URL of a hub (e.g. https://nas.local:8765): this daemon becomes an edge that shares "
       "memory for projects named by a git remote (empty = local only)."),
    _s("remote.token_file", "", "File holding this machine's hub token (from `vaultmem token create` on the hub)."),
    _s("remote.ca_file", "", "PEM CA file to verify a hub with its own certificate (empty = system CAs)."),
    _s("remote.timeout", 1.5, "Seconds a prompt waits for the hub before going on without context "
       "(keep it below hooks.timeout)."),
    _s("remote.retry_seconds", 5.0, "First wait before re-sending an upload the hub did not take (doubles, "
       "up to 5 minutes)."),
    _s("remote.projects", [], "Folders outside git shared as a project: \"FOLDER=project:NAME\" entries."),
    _s("log.level", "INFO", "Log level of the rotating log file.", ("DEBUG", "INFO", "WARNING", "ERROR")),
)

_BY_NAME = {s.name: s for s in SETTINGS}


def setting(name: str) -> Setting:
    """The declaration of one setting."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ConfigError(f"unknown setting {name!r}", "see `vaultmem config show`") from None


def _coerce(s: Setting, value: Any, origin: str) -> Any:
    """Convert a raw value (TOML or env string) to the setting's type, or fail clearly."""
    want = s.type
    try:
        if want is bool:
            if isinstance(value, str):
                value = value.strip().lower() in ("1", "true", "yes", "on")
            value = bool(value)
        elif want is int:
            # int(3.7) would silently truncate a TOML float; a bool is not a count either.
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                raise ValueError
            value = int(value)
        elif want is float:
            if isinstance(value, bool):
                raise ValueError
            value = float(value)
        elif want is list:
            if isinstance(value, str):
                value = json.loads(value) if value.strip().startswith("[") else [
                    v.strip() for v in value.split(",") if v.strip()]
            if not isinstance(value, list):
                raise ValueError
        else:
            value = str(value)
    except (TypeError, ValueError, json.JSONDecodeError):
        raise ConfigError(f"{s.name} from {origin}: expected {want.__name__}, got {value!r}",
                          f"set {s.name} to a {want.__name__}") from None
    if s.choices and value not in s.choices:
        raise ConfigError(f"{s.name} from {origin}: {value!r} is not one of {', '.join(s.choices)}",
                          f"use one of {', '.join(s.choices)}")
    return value


def _resolve(s: Setting, value: Any, base: Path) -> Any:
    """Relative paths of a path-valued setting made absolute against `base` (see module doc)."""
    kind = RULES[s.name].path if s.name in RULES else ""
    if not kind:
        return value
    if kind == "maybe":  # a model: a name stays a name; ./x, ../x and ~/x are folders
        return resolve_path(value, str(base)) if value.startswith(("./", "../", "~")) else value
    if isinstance(value, list):
        return [resolve_path(v, str(base)) for v in value]
    return resolve_path(value, str(base)) if value else value


def _flatten(data: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            yield from _flatten(value, name + ".")
        else:
            yield name, value


@dataclass
class Config:
    """Resolved settings plus the folders they imply."""

    values: dict[str, Any]
    sources: dict[str, str]
    home: Path | None
    config_file: Path | None
    warnings: list[str] = field(default_factory=list)  # values clamped to an agent's limit

    def __getitem__(self, name: str) -> Any:
        setting(name)
        return self.values[name]

    def _path(self, name: str, home_sub: str, default: Callable[[], str]) -> Path:
        raw = self.values[name]
        if raw:
            return Path(os.path.expanduser(raw)).resolve()
        if self.home is not None:
            return self.home / home_sub
        return Path(default())

    @property
    def vault(self) -> Path:
        import platformdirs
        return self._path("paths.vault", "vault", lambda: str(Path(platformdirs.user_data_dir(APP_NAME)) / "vault"))

    @property
    def state_dir(self) -> Path:
        import platformdirs
        return self._path("paths.state_dir", "state", lambda: platformdirs.user_state_dir(APP_NAME))

    @property
    def log_dir(self) -> Path:
        import platformdirs
        return self._path("paths.log_dir", "logs", lambda: platformdirs.user_log_dir(APP_NAME))

    @property
    def runtime_dir(self) -> Path:
        from .hook_dirs import default_dirs

        # The hooks' own rule (platformdirs' folders, but one socket folder per state folder when the
        # shared temp fallback is used), so the daemon listens where every hook looks.
        return self._path("paths.runtime_dir", "run", lambda: default_dirs()["runtime"])

    @property
    def index_dir(self) -> Path:
        return self.state_dir / "index"

    @property
    def queue_dir(self) -> Path:
        return self.state_dir / "queue"

    @property
    def socket_path(self) -> Path:
        return self.runtime_dir / "vaultmem.sock"

    def as_dict(self) -> dict[str, Any]:
        """Every setting with its value and where it came from, plus the resolved folders."""
        return {
            "config_file": str(self.config_file) if self.config_file else None,
            "home": str(self.home) if self.home else None,
            "folders": {"vault": str(self.vault), "state": str(self.state_dir),
                        "logs": str(self.log_dir), "runtime": str(self.runtime_dir)},
            "settings": {n: {"value": self.values[n], "source": self.sources[n]} for n in self.values},
            "warnings": list(self.warnings),
        }


def default_config_file(home: Path | None) -> Path:
    """Where the TOML file is looked for when none is named."""
    if home is not None:
        return home / "config.toml"
    import platformdirs
    return Path(platformdirs.user_config_dir(APP_NAME)) / "config.toml"


def load_config(home: str | Path | None = None, config_file: str | Path | None = None,
                vault: str | Path | None = None, env: Mapping[str, str] | None = None,
                overrides: Mapping[str, Any] | None = None) -> Config:
    """Resolve settings: defaults < TOML < VAULTMEM_* env < overrides."""
    env = os.environ if env is None else env
    home = home or env.get("VAULTMEM_HOME") or None
    home_path = Path(os.path.expanduser(str(home))).resolve() if home else None
    named = config_file or env.get("VAULTMEM_CONFIG") or None
    path = Path(os.path.expanduser(str(named))) if named else default_config_file(home_path)
    if named and not path.is_file():
        raise ConfigError(f"config file {path} does not exist", "check --config / VAULTMEM_CONFIG")

    values = {s.name: s.default for s in SETTINGS}
    sources = {s.name: "default" for s in SETTINGS}
    warnings: dict[str, str] = {}
    cwd = Path.cwd()

    def put(s: Setting, raw: Any, origin: str, base: Path, source: str | None = None) -> None:
        value, warning = check(s.name, _coerce(s, raw, origin), s.type, origin)
        values[s.name] = _resolve(s, value, base)
        sources[s.name] = source or origin
        warnings.pop(s.name, None)  # a later source replaced the clamped value
        if warning:
            warnings[s.name] = warning

    loaded: Path | None = None
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path} is not valid TOML: {exc}", "fix the file or move it away") from None
        folder = path.resolve().parent
        for name, raw in _flatten(data):
            s = setting(name) if name in _BY_NAME else None
            if s is None:
                raise ConfigError(f"{path}: unknown setting {name!r}",
                                  "compare with config.example.toml / `vaultmem config show`")
            put(s, raw, str(path), folder)
        loaded = path
    for s in SETTINGS:
        if s.env_var in env:
            put(s, env[s.env_var], s.env_var, cwd)
    vault = vault or env.get("VAULTMEM_VAULT")
    if vault:
        put(setting("paths.vault"), str(vault), "--vault/VAULTMEM_VAULT", cwd)
    for name, raw in (overrides or {}).items():
        put(setting(name), raw, "override", cwd)
    return Config(values=values, sources=sources, home=home_path, config_file=loaded,
                  warnings=list(warnings.values()))


def example_toml() -> str:
    """The documented config.example.toml, generated from SETTINGS."""
    lines = ["# vaultmem configuration. Every setting with its default; uncomment to change.",
             "# Generated by `vaultmem config example` from the declarations in vaultmem/config.py.",
             "# Each setting can also be set in the environment, e.g. VAULTMEM_RECALL_LIMIT=8.", ""]
    section = None
    for s in SETTINGS:
        sec, key = s.name.split(".", 1)
        if sec != section:
            lines += ([""] if section else []) + [f"[{sec}]"]
            section = sec
        lines.append(f"# {s.help}" + (f" One of: {', '.join(s.choices)}." if s.choices else ""))
        lines.append(f"# {key} = {_toml_value(s.default)}")
    return "\n".join(lines) + "\n"


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, list):
        return json.dumps(v)
    return json.dumps(str(v))
