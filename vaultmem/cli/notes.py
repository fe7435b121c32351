"""Everyday commands: init, config, add, show, history, reindex, search, status, doctor."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Optional

import typer

from ..config import example_toml
from ..errors import VaultmemError
from .app import _state, config_app, echo_json, fail, open_memory, require_vault

commands = typer.Typer()
commands.add_typer(config_app, name="config")


@commands.command()
def init(ctx: typer.Context, as_json: bool = typer.Option(False, "--json"),
         obsidian_exclude: Optional[bool] = typer.Option(
             None, "--obsidian-exclude/--no-obsidian-exclude",
             help="Add _sources, _history, _archived, _reports to Obsidian's excluded files (asked when "
                  "the vault has .obsidian/ and this runs in a terminal).")) -> None:
    """Create the vault and state folders."""
    from ..vault.obsidian import exclude_machine_folders, missing_exclusions

    st = _state(ctx)
    excluded: list[str] = []
    try:
        cfg = st.config
        from ..vault.store import Vault

        vault = Vault(cfg.vault)
        vault.init()
        root = vault.root
        for d in (cfg.state_dir, cfg.log_dir):
            d.mkdir(parents=True, exist_ok=True)
        missing = missing_exclusions(root)
        if missing and obsidian_exclude is None and not as_json and sys.stdin.isatty():
            obsidian_exclude = typer.confirm(f"Hide vaultmem's folders ({', '.join(missing)}) in Obsidian "
                                             "(excluded files)?", default=True)
        if missing and obsidian_exclude:
            excluded = exclude_machine_folders(root)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        data: dict[str, Any] = {"vault": str(root), "state": str(cfg.state_dir)}
        if excluded or missing:  # only for a vault Obsidian has opened
            data.update(obsidian_excluded=excluded, obsidian_not_excluded=[] if obsidian_exclude else missing)
        echo_json(data)
        return
    typer.echo(f"vault ready at {root}")
    if excluded:
        typer.echo(f"Obsidian: {', '.join(excluded)} added to excluded files (reload the vault in Obsidian)")
    elif missing and obsidian_exclude is None:
        typer.echo("Obsidian: `vaultmem init --obsidian-exclude` hides vaultmem's folders from search and the graph")


@config_app.command("show")
def config_show(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """Every setting with its value and where it came from."""
    try:
        data = _state(ctx).config.as_dict()
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(data)
        return
    from rich.console import Console
    from rich.table import Table

    for warning in data["warnings"]:  # on stderr: stdout stays the table
        typer.echo(f"warning: {warning}", err=True)
    console = Console()
    console.print(f"config file: {data['config_file'] or '(none)'}")
    for name, path in data["folders"].items():
        console.print(f"{name:8} {path}")
    table = Table("setting", "value", "source")
    for name, item in data["settings"].items():
        table.add_row(name, json.dumps(item["value"]), item["source"])
    console.print(table)


@config_app.command("example")
def config_example() -> None:
    """Print a documented config.example.toml generated from the setting declarations."""
    typer.echo(example_toml(), nl=False)


@config_app.command("docs")
def config_docs() -> None:
    """Print docs/configuration.md (every setting: default, allowed values, environment variable, help)."""
    from ..config_docs import configuration_md

    typer.echo(configuration_md(), nl=False)


# -- notes ----------------------------------------------------------------------------------


@commands.command()
def add(
    ctx: typer.Context,
    title: Optional[str] = typer.Option(None, "--title", "-t", help="The note's title: one proposition."),
    body: Optional[str] = typer.Option(None, "--body", "-b", help="Body text; '-' or omitted with piped stdin reads stdin."),
    type_: str = typer.Option("fact", "--type", help="decision | preference | fact | solution | method | context | concept | procedure"),
    description: str = typer.Option("", "--description", "-d"),
    importance: float = typer.Option(0.5, "--importance", min=0.0, max=1.0),
    scope: str = typer.Option("global", "--scope", help="global, project (the cwd's project) or project:<name>"),
    tag: list[str] = typer.Option([], "--tag"),
    link: list[str] = typer.Option([], "--link", help="Id of a note to link to (repeatable)."),
    note_id: Optional[str] = typer.Option(None, "--id", help="Requested id (sanitised, made unique)."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Add a note from options or stdin (first line = title when --title is absent)."""
    text = None
    if body == "-" or (body is None and not sys.stdin.isatty()):
        text = sys.stdin.read()
    if text is not None:
        if title is None:
            first, _, rest = text.strip().partition("\n")
            title, body = first.lstrip("# ").strip(), rest.strip()
        else:
            body = text
    if not title:
        raise typer.BadParameter("give --title, or pipe text whose first line is the title")
    from ..memory import AddRequest

    req = AddRequest(title=title, body=body or "", type=type_, description=description, importance=importance,
                     scope=scope, tags=tag, links=link, id=note_id)
    try:
        from ..daemon.client import daemon_call

        reply = daemon_call(_state(ctx).config, "POST", "/v1/notes", {**req.__dict__, "cwd": str(Path.cwd())})
        if reply is not None:
            note_id = reply["id"]
        else:
            with open_memory(_state(ctx)) as mem:
                note_id = mem.add(req, cwd=str(Path.cwd())).id
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"id": note_id})
    else:
        typer.echo(note_id)


@commands.command()
def show(ctx: typer.Context, note_id: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Print one note; an archived or merged-away one too, saying where it went."""
    from .lifecycle import show_cold
    from ..vault.store import Vault

    if show_cold(ctx, note_id, as_json) or _show_episode(ctx, note_id, as_json):
        return
    try:
        require_vault(_state(ctx).config)
        vault = Vault(_state(ctx).config.vault)
        note = vault.get(note_id)
        path = vault.path_for(note_id)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        data = {k: v for k, v in note.__dict__.items() if k not in ("source", "extra")}
        data.update(source=note.source.to_dict(), path=str(path), links=note.links, extra=note.extra)
        echo_json(data)
    else:
        typer.echo(path.read_text(encoding="utf-8", errors="replace") if path else note.to_markdown())


def _show_episode(ctx: typer.Context, episode_id: str, as_json: bool) -> bool:
    """`show` for an episode id from `search`: the turn, where it was said, and its session file."""
    from ..vault.excerpts import find_episode

    cfg = _state(ctx).config
    found = find_episode(cfg.vault, episode_id) if cfg.vault.is_dir() else None
    if found is None:
        return False
    path, turn = found
    rel = str(path.relative_to(cfg.vault))
    if as_json:
        echo_json({"id": episode_id, "type": "episode", "role": turn.role, "at": turn.at, "text": turn.text,
                   "turn": turn.id, "path": rel})
    else:
        typer.echo(f"episode: {turn.role} turn {turn.id}, {turn.at or 'undated'}, in {rel}\n\n{turn.text}")
    return True


@commands.command()
def history(ctx: typer.Context, note_id: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Print the version chain of a note, oldest first."""
    from ..memory import note_versions
    from ..vault.store import Vault

    try:
        require_vault(_state(ctx).config)
        versions = note_versions(Vault(_state(ctx).config.vault), note_id)  # files only: no index, no lock
    except VaultmemError as exc:
        fail(exc, as_json)
    rows = [{"title": v.title, "valid_from": v.valid_from, "valid_to": v.valid_to, "recorded_at": v.recorded_at,
             "superseded_by": v.superseded_by, "relation": v.relation, "quote": v.source.quote} for v in versions]
    if as_json:
        echo_json({"id": note_id, "versions": rows})
        return
    for i, r in enumerate(rows, 1):
        state = "current" if i == len(rows) and not r["valid_to"] else f"until {r['valid_to']}"
        when = ", ".join(f"{label} {r[key]}" for label, key in (("from", "valid_from"), ("recorded", "recorded_at"))
                         if r[key])
        typer.echo(f"{i}. [{state}] {r['title']}" + (f" ({when})" if when else ""))


# -- index and recall -----------------------------------------------------------------------


# A full reindex with a local model embeds ~15 notes/s (docs/benchmarks.md): 10k notes take minutes.
REINDEX_TIMEOUT = 3600.0


@commands.command()
def reindex(ctx: typer.Context, full: bool = typer.Option(False, "--full", help="Rebuild everything."),
            as_json: bool = typer.Option(False, "--json")) -> None:
    """Bring the derived indexes up to date with the vault (incremental unless --full)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from ..daemon.client import daemon_call

    try:
        # The daemon owns the index while it runs: it reindexes (no progress bar then) and answers.
        report = daemon_call(_state(ctx).config, "POST", "/v1/reindex", {"full": full}, timeout=REINDEX_TIMEOUT)
        if report is None:
            with open_memory(_state(ctx)) as mem, Progress(
                    TextColumn("embedding"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    transient=True, disable=as_json) as bar:
                task = bar.add_task("embed", total=None)
                report = mem.reindex(full=full, progress=lambda done, total: bar.update(
                    task, completed=done, total=total)).as_dict()
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(report)
        return
    for msg in report["messages"]:
        typer.echo(msg)
    typer.echo(f"{report['added']} added, {report['updated']} updated, {report['removed']} removed, "
               f"{report['unchanged']} unchanged; {report['embedded']} embedded in {report['seconds']}s")


def _check_as_of(value: str | None) -> str | None:
    """A malformed --as-of is a usage error (exit 2), caught before any index is opened."""
    if value is None:
        return None
    from ..utctime import parse  # the rule recall applies

    if parse(value) is None:
        raise typer.BadParameter(f"{value!r} is not a date: use YYYY-MM-DD or an ISO datetime "
                                 "such as 2026-10-01T12:00:00Z")
    return value


def _search_hits(ctx: typer.Context, query: str, limit: int | None, all_scopes: bool, include_superseded: bool,
                 as_of: str | None, explain: bool, mem: Any = None) -> list[dict[str, Any]] | None:
    """Hits as JSON dicts: through the daemon when it runs (mem None), else in-process with `mem`.

    None when asked for the daemon's answer and no daemon runs: the caller opens the index itself.
    """
    from ..daemon.client import daemon_call

    payload = {"query": query, "limit": limit, "cwd": str(Path.cwd()), "all_scopes": all_scopes,
               "include_superseded": include_superseded, "as_of": as_of, "explain": explain}
    if mem is None:
        reply = daemon_call(_state(ctx).config, "POST", "/v1/search", payload)
        return None if reply is None else reply["hits"]
    mem.ensure_fresh()
    hits = mem.search(query, limit=limit, cwd=None if all_scopes else str(Path.cwd()), all_scopes=all_scopes,
                      include_superseded=include_superseded, as_of=as_of)
    return [h.as_json(explain) for h in hits]


@commands.command()
def search(
    ctx: typer.Context,
    query: Optional[str] = typer.Argument(None, help="What to recall."),
    limit: Optional[int] = typer.Option(None, "--limit", "-n", min=1, max=200),
    as_json: bool = typer.Option(False, "--json"),
    batch: Optional[Path] = typer.Option(None, "--batch", help="File with one query per line -> JSON Lines."),
    explain: bool = typer.Option(False, "--explain", help="Show channel ranks, fusion, decay and boosts."),
    all_scopes: bool = typer.Option(False, "--all-scopes", help="Search every project, not just this one."),
    include_superseded: bool = typer.Option(False, "--include-superseded", help="Also retired versions."),
    as_of: Optional[str] = typer.Option(None, "--as-of", help="Recall what was true at DATE (YYYY-MM-DD).",
                                        callback=_check_as_of),
) -> None:
    """Recall notes for QUERY (hybrid BM25 + vectors)."""
    if (query is None) == (batch is None):
        raise typer.BadParameter("give either QUERY or --batch FILE")
    queries = [query] if query is not None else _read_batch(batch)
    mem = None
    try:
        results = []
        for q in queries:
            hits = _search_hits(ctx, q, limit, all_scopes, include_superseded, as_of, explain, mem)
            if hits is None:  # no daemon: open the index in this process, once for the whole batch
                require_vault(_state(ctx).config)
                mem = open_memory(_state(ctx))
                hits = _search_hits(ctx, q, limit, all_scopes, include_superseded, as_of, explain, mem)
            results.append((q, hits))
    except VaultmemError as exc:
        fail(exc, as_json or batch is not None)
    finally:
        if mem is not None:
            mem.close()
    if batch is not None:
        for q, hits in results:
            typer.echo(json.dumps({"query": q, "hits": hits}, ensure_ascii=False))
        return
    hits = results[0][1]
    if as_json:
        echo_json(hits)
        return
    _print_hits(hits, explain)


def _read_batch(path: Path | None) -> list[str]:
    assert path is not None
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise typer.BadParameter(f"cannot read {path}: {exc}") from None
    return [ln.strip() for ln in lines if ln.strip()]


def _print_hits(hits: list[dict[str, Any]], explain: bool) -> None:
    """One hit per entry: rank, score, type and title, then the id alone on its own line.

    A table column wraps long ids mid-word, and a wrapped id cannot be copied into `show` or
    `forget`; on its own line the terminal never breaks it.
    """
    if not hits:
        typer.echo("no matching notes")
        return
    for i, h in enumerate(hits, 1):
        linked = (h.get("explain") or {}).get("via", "primary") != "primary" or h.get("via")
        title = ("↳ " if linked else "") + " ".join(str(h["title"]).split())
        typer.echo(f"{i:>2}. {h['score']:.3f}  {h['type']:<10} {title}")
        typer.echo(f"    {h['id']}")
        if explain:
            typer.echo(f"    why: {_why(h)}")


def _why(hit: dict[str, Any]) -> str:
    e, ch = hit.get("explain") or {}, hit.get("channels") or {}

    def rank(name: str, key: str) -> str:
        return f"{name} #{ch[key]}" if ch.get(key) is not None else f"no {name} match"

    return (f"{rank('keyword', 'bm25_rank')}, {rank('semantic', 'vector_rank')}; fused {e.get('fused')}, "
            f"decay {e.get('decay')}, usage boost {e.get('boost')}" + (f"; {e['reason']}" if e.get("reason") else ""))


@commands.command()
def status(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """Notes by type and scope, index sync state, embedder identity, daemon and queue."""
    from ..status import collect_status, print_status

    try:
        data = collect_status(_state(ctx).config)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(data)
    else:
        print_status(data)


@commands.command()
def doctor(ctx: typer.Context, as_json: bool = typer.Option(False, "--json")) -> None:
    """Check the installation, vault and index; each problem comes with a fix."""
    from ..doctor import run_checks

    try:
        checks = run_checks(_state(ctx).config, open_memory=lambda: open_memory(_state(ctx)))
    except VaultmemError as exc:
        fail(exc, as_json)
    ok = all(c["ok"] for c in checks)
    if as_json:
        echo_json({"ok": ok, "checks": checks})
    else:
        for c in checks:
            mark = "FAIL" if not c["ok"] else "warn" if c.get("warn") else "hint" if c.get("hint") else "ok  "
            typer.echo(f"[{mark}] {c['name']}: {c['detail']}" + ("" if mark == "ok  " else f"\n       fix: {c['fix']}"))
    raise typer.Exit(0 if ok else 1)
