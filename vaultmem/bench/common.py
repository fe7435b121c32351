"""Shared bench helpers: percentiles, RSS, folder sizes, a synthetic vault generator, tables.

The generator writes notes shaped like the ones the extractor and people write (frontmatter,
a proposition as title, a 300-800 character body from a coding-session vocabulary, tags, some
wikilinks, several project scopes), deterministically from a seed, so two runs index the same text.
"""

from __future__ import annotations

import json
import os
import random
import resource
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Sequence

# -- statistics and process figures -----------------------------------------------------------


def percentile(values: Sequence[float], pct: float) -> float:
    """Linear-interpolated percentile (numpy's default method); 0.0 for no values."""
    if not values:
        return 0.0
    data = sorted(values)
    pos = (len(data) - 1) * pct / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def summarize(values_ms: Sequence[float]) -> dict[str, float]:
    """n, p50, p95, mean, min, max of a list of milliseconds, rounded for JSON."""
    n = len(values_ms)
    return {"n": n, "p50_ms": round(percentile(values_ms, 50), 3), "p95_ms": round(percentile(values_ms, 95), 3),
            "mean_ms": round(sum(values_ms) / n, 3) if n else 0.0,
            "min_ms": round(min(values_ms), 3) if n else 0.0, "max_ms": round(max(values_ms), 3) if n else 0.0}


def ratio(a: float, b: float) -> float | None:
    return round(a / b, 3) if b else None


def peak_rss_mb() -> float:
    """This process's peak resident set size so far (ru_maxrss: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def vm_rss_mb(pid: int) -> float | None:
    """Current resident set size of another process from /proc/<pid>/status (Linux only)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def disk_usage(path: Path) -> tuple[int, int]:
    """(allocated, apparent) bytes of a file or of every file under a folder; (0, 0) if missing.

    Qdrant Edge pre-sizes sparse mmap files (~130 MB apparent for 1k points), so the allocated
    blocks are the honest on-disk figure; the apparent size is reported beside it.
    """
    paths: list[str] = []
    if path.is_file():
        paths = [str(path)]
    for dirpath, _dirs, files in os.walk(path):
        paths.extend(os.path.join(dirpath, name) for name in files)
    allocated = apparent = 0
    for p in paths:
        try:
            st = os.lstat(p)
        except OSError:
            continue
        allocated += getattr(st, "st_blocks", 0) * 512 or st.st_size
        apparent += st.st_size
    return allocated, apparent


def cpu_seconds(children: bool = False) -> float:
    """User + system CPU seconds of this process (all threads) or of its waited-for children."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def mb(n_bytes: int) -> float:
    return round(n_bytes / (1024 * 1024), 2)


def machine_info() -> dict[str, Any]:
    import platform

    # The load average says how shared the machine was while the figures were taken.
    return {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform(),
            "loadavg_start": [round(x, 2) for x in os.getloadavg()]}


# -- the synthetic vault ----------------------------------------------------------------------

TOOLS = (
    "postgres", "redis", "pytest", "docker", "kubernetes", "uv", "poetry", "fastapi", "django", "celery",
    "nginx", "terraform", "github actions", "sqlalchemy", "alembic", "pydantic", "mypy", "ruff", "pre-commit",
    "vite", "typescript", "react", "node", "pnpm", "cargo", "grpc", "kafka", "rabbitmq", "elasticsearch",
    "sentry", "prometheus", "grafana", "opentelemetry", "s3", "lambda", "httpx", "aiohttp", "asyncio",
    "uvicorn", "gunicorn", "jwt", "oauth", "stripe", "graphql", "sqlite", "duckdb", "pandas", "numpy", "git",
    "make", "bash", "ssh", "cron", "systemd", "pyenv", "tox", "hypothesis", "playwright", "jest", "eslint",
    "prettier", "tailwind", "helm", "argo cd", "pgbouncer", "minio", "localstack", "mkdocs", "sphinx",
    "pytest-httpserver", "testcontainers", "structlog", "orjson", "msgspec", "bazel", "webpack", "esbuild",
)
COMPONENTS = (
    "the test suite", "the CI pipeline", "the staging deploy", "the billing service", "the auth middleware",
    "the migration script", "the API gateway", "the worker queue", "the search endpoint", "the checkout flow",
    "the admin dashboard", "the webhook handler", "the rate limiter", "the cache layer", "the logging setup",
    "the config loader", "the release script", "the docker image", "the dev container", "the monorepo build",
    "the nightly export", "the import job", "the notification sender", "the session store", "the CLI",
    "the GraphQL resolver", "the payment retry loop", "the feature flag client", "the ORM models",
    "the e2e tests", "the load balancer", "the metrics exporter", "the backup job", "the data pipeline",
)
PURPOSES = (
    "dependency management", "background jobs", "schema migrations", "integration tests", "local development",
    "secret management", "structured logging", "retries with backoff", "feature flags", "load testing",
    "type checking", "code formatting", "hot reload", "connection pooling", "request tracing",
    "error reporting", "pagination", "file uploads", "rate limiting", "caching", "database fixtures",
    "API mocking", "container builds", "release tagging", "log rotation", "idempotent webhooks",
    "timezone handling", "CSV exports", "full-text search", "session handling",
)
CONDITIONS = (
    "the connection pool is exhausted", "the migration runs twice", "the token expires mid-request",
    "the worker restarts during a deploy", "two requests race on the same row", "the cache is cold",
    "an env var is missing", "the lockfile is out of date", "the container runs as root",
    "the DNS lookup stalls", "the queue backs up", "timezone-naive datetimes are compared",
    "a CSV upload starts with a UTF-8 BOM", "the test database is reused between runs",
    "the retry loop has no jitter", "the health check hits the database", "a large file is uploaded",
    "the pod gets OOMKilled", "the webhook is delivered twice", "the clock skews on the CI runner",
)
FIXES = (
    "pinning the version in the lockfile", "adding an index on the foreign key", "raising the pool size",
    "setting a statement timeout", "retrying with exponential backoff and jitter",
    "using SELECT ... FOR UPDATE", "moving the call behind a feature flag", "clearing the build cache",
    "running the migration in a transaction", "storing every timestamp in UTC", "stripping the BOM on read",
    "creating a fresh schema per test session", "caching the token until 60 seconds before expiry",
    "making the handler idempotent with a dedup key", "streaming the upload to S3 in parts",
    "splitting the job into batches of 500", "moving the health check off the database",
    "adding a readiness probe", "bumping the memory limit to 1Gi", "passing the env var through in CI",
)
ERRORS = (
    "TimeoutError", "ConnectionResetError", "IntegrityError", "OperationalError: too many clients",
    "KeyError", "ModuleNotFoundError", "PermissionError", "SSL: CERTIFICATE_VERIFY_FAILED", "ECONNREFUSED",
    "OOMKilled", "deadlock detected", "429 Too Many Requests", "502 Bad Gateway", "RecursionError",
    "UnicodeDecodeError", "ValidationError", "BrokenPipeError", "database is locked",
)
MODULES = ("billing", "auth", "search", "orders", "users", "notifications", "payments", "inventory", "reports",
           "ingest", "export", "sync", "webhooks", "scheduler", "api", "core", "db", "cache", "settings")
FILES = ("models", "views", "routes", "tasks", "client", "service", "handlers", "schema", "config", "main",
         "worker", "queue", "retry", "middleware", "serializers", "repository", "conftest", "cli")
ENVS = ("staging", "production", "CI", "local development", "the preview environments", "the test runner")
COMMANDS = ("make test", "uv sync", "pytest -x", "docker compose up -d", "alembic upgrade head", "npm run build",
            "kubectl rollout restart", "terraform plan", "ruff check --fix", "pre-commit run -a",
            "git bisect run", "make migrate", "pnpm install --frozen-lockfile", "helm upgrade --install")
TAGS = ("testing", "ci", "deploy", "database", "performance", "security", "tooling", "frontend", "backend",
        "infra", "debugging", "api", "python", "typescript", "docs", "observability", "migrations", "auth",
        "caching", "async")
PROJECTS = ("github.com/acme/shop-api", "github.com/acme/web-app", "github.com/acme/data-jobs",
            "github.com/acme/infra", "github.com/acme/mobile-bff")
NOTE_TYPES = ("decision", "preference", "fact", "solution", "method", "context", "concept", "procedure")

TITLE_TEMPLATES = (
    "{Tool} connection pool is capped at {n} in {env}",
    "{Component} uses {tool} for {purpose}",
    "Use {tool} instead of {tool2} for {purpose}",
    "{Component} fails when {condition}",
    "Prefer {tool} over {tool2} for {purpose}",
    "{Tool} needs {setting} set to {value} in {env}",
    "Tests fake {tool} with {tool2}",
    "{Component} times out after {n} seconds when {condition}",
    "Run {command} before merging changes to {component}",
    "{Error} in {module}/{file}.py is fixed by {fix}",
    "{Component} is deployed with {tool} to {env}",
    "We settled on {tool} for {purpose} in {component}",
)
SENTENCES = (
    "We hit {error} in {module}/{file}.py when {condition}.",
    "The fix was {fix}; it has held since the {n2}.{n} release.",
    "{Component} talks to {tool} through a thin client in src/{module}/{file}.py.",
    "Run `{command}` locally first; the CI job does the same in a clean container.",
    "This matters for {purpose}: without it {component} degrades quietly under load.",
    "{Tool} is configured in pyproject.toml and the settings live next to {module}/{file}.py.",
    "An earlier attempt with {tool2} was dropped because {condition} made it flaky.",
    "In {env} the limit is {n} and the timeout {n2} seconds; do not raise them without a load test.",
    "The person who owns {component} asked to keep {tool} pinned until the next quarter.",
    "Symptoms: requests pile up, then {error} shows up in the logs of {component}.",
    "See the runbook for {purpose}; the short version is {fix}.",
    "When {condition}, {component} retries {n} times and then gives up with {error}.",
    "Tests for this live in tests/test_{module}_{file}.py and use {tool} fixtures.",
    "Decision: {purpose} goes through {tool}; {tool2} stays only for legacy scripts.",
    "Port {port} is used by {tool} in {env}, not the default.",
)
QUERY_TEMPLATES = (
    "how do we handle {purpose} with {tool}",
    "why does {component} fail when {condition}",
    "{error} in {module} {file}",
    "what is our convention for {purpose}",
    "{tool} settings in {env}",
    "fix {tool} {purpose} in {env}",
    "which tool do we use for {purpose} in {component}",
    "{component} times out {condition}",
    "should I use {tool} or {tool2} for {purpose}",
    "how to run {command} for {component}",
)
PROMPT_TEMPLATES = (
    "Can you look at why {component} keeps failing when {condition}? I think it is {tool} again.",
    "Add {purpose} to {module}/{file}.py, the same way we did it for {component}.",
    "We get {error} in {env} after the last deploy of {component}; what did we do last time?",
    "Refactor {component} to use {tool} for {purpose} and update the tests.",
    "Write a test that reproduces {error} in {module}/{file}.py when {condition}.",
    "What's the right way to configure {tool} for {purpose} in {env}?",
)


def _fill(rng: random.Random, template: str) -> str:
    tool, tool2 = rng.sample(TOOLS, 2)
    component = rng.choice(COMPONENTS)
    values = {
        "tool": tool, "Tool": tool[:1].upper() + tool[1:], "tool2": tool2,
        "component": component, "Component": component[:1].upper() + component[1:],
        "purpose": rng.choice(PURPOSES), "condition": rng.choice(CONDITIONS), "fix": rng.choice(FIXES),
        "error": rng.choice(ERRORS), "Error": rng.choice(ERRORS), "module": rng.choice(MODULES),
        "file": rng.choice(FILES), "env": rng.choice(ENVS), "command": rng.choice(COMMANDS),
        "n": rng.choice((3, 5, 10, 20, 30, 50, 100, 200)), "n2": rng.randint(1, 12),
        "port": rng.choice((5433, 6380, 8081, 9091, 11211, 27018)),
        "setting": rng.choice(("max_connections", "timeout", "workers", "log_level", "pool_pre_ping")),
        "value": rng.choice(("true", "false", "30", "64", "debug", "4")),
    }
    return template.format(**values)


@dataclass
class NoteSpec:
    """One generated note, before it becomes a file."""

    id: str
    text: str


def generate_notes(n: int, seed: int = 0, confirmed_share: float = 0.3) -> Iterator[NoteSpec]:
    """n notes in Markdown with frontmatter; the first k of n equal the k notes of generate_notes(k)."""
    from ..vault.ids import slugify

    rng = random.Random(seed)
    ids: list[str] = []
    for i in range(n):
        title = _fill(rng, rng.choice(TITLE_TEMPLATES))
        note_id = f"{slugify(title, 70)}-{i}"
        target = rng.randint(300, 800)
        body_parts: list[str] = []
        size = 0
        while size < target:
            sentence = _fill(rng, rng.choice(SENTENCES))
            if size >= 300 and size + len(sentence) > 800:
                break
            body_parts.append(sentence)
            size += len(sentence) + 1
        body = " ".join(body_parts)
        if ids and rng.random() < 0.3:  # about a third link to earlier notes, like a real vault
            links = rng.sample(ids[-500:], min(len(ids[-500:]), rng.randint(1, 2)))
            body += "\n\n## Links\n" + "\n".join(f"- [[{link}]]" for link in links)
        ids.append(note_id)
        day = f"20{rng.randint(24, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        stamp = f"{day}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z"
        scope = "global" if rng.random() < 0.4 else "project:" + rng.choice(PROJECTS)
        tags = sorted(set(rng.sample(TAGS, rng.randint(1, 3))))
        quote = _fill(rng, rng.choice(SENTENCES))
        # JSON strings are valid YAML double-quoted scalars: safe quoting without a YAML dump per note.
        front = "\n".join((
            "---", f"id: {note_id}", f"description: {json.dumps(body_parts[0][:160])}",
            f"type: {rng.choice(NOTE_TYPES)}", f"scope: {scope}", f"importance: {round(rng.random(), 2)}",
            f"confidence: {'confirmed' if rng.random() < confirmed_share else 'experimental'}", f"created: {day}",
            f"valid_from: {stamp}", f"recorded_at: {stamp}", "relation: new", "source:", "  agent: claude-code",
            f"  session: {uuid.UUID(int=rng.getrandbits(128), version=4)}", "  turns: []",
            f"  quote: {json.dumps(quote)}", f"tags: [{', '.join(tags)}]", "---"))
        yield NoteSpec(note_id, f"{front}\n\n# {title}\n\n{body}\n")


def write_vault(root: Path, n: int, seed: int = 0, confirmed_share: float = 0.3) -> int:
    """Write n synthetic notes into root (created); returns the bytes written."""
    root.mkdir(parents=True, exist_ok=True)
    total = 0
    for spec in generate_notes(n, seed, confirmed_share):
        data = spec.text.encode("utf-8")
        (root / f"{spec.id}.md").write_bytes(data)  # no fsync: a bench vault is throwaway
        total += len(data)
    return total


def make_project(folder: Path, remote: str = PROJECTS[0]) -> Path:
    """A folder that looks like a git checkout of `remote`, so recall scopes queries to it."""
    git = folder / ".git"
    git.mkdir(parents=True, exist_ok=True)
    (git / "config").write_text(f'[remote "origin"]\n\turl = git@{remote.replace("/", ":", 1)}.git\n')
    return folder


def queries(n: int, seed: int = 1) -> list[str]:
    """n search queries in the vault's vocabulary."""
    rng = random.Random(seed)
    return [_fill(rng, rng.choice(QUERY_TEMPLATES)) for _ in range(n)]


def prompts(n: int, seed: int = 2) -> list[str]:
    """n chat prompts like a person types into Claude Code."""
    rng = random.Random(seed)
    return [_fill(rng, rng.choice(PROMPT_TEMPLATES)) for _ in range(n)]


# -- output -----------------------------------------------------------------------------------


def fmt(value: Any, digits: int = 1) -> str:
    """A table cell: numbers rounded, None as a dash."""
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:,.{digits}f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def print_table(title: str, headers: Sequence[str], rows: Sequence[Sequence[Any]], file: Any = None) -> None:
    """A rich table (to stderr when file is sys.stderr) of already-formatted cells."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title, title_justify="left")
    for i, h in enumerate(headers):
        table.add_column(h, justify="left" if i == 0 else "right")
    for row in rows:
        table.add_row(*[c if isinstance(c, str) else fmt(c) for c in row])
    Console(file=file).print(table)


def write_json(path: Path | None, data: Any) -> None:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
